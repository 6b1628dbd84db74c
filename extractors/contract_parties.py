"""A contract's parties by their role (issue 12, round 6, failure class 3).

Besides the role that opens a qualification (``LOCADOR: FULANO, CPF …``, read in
`roles`), contracts name their parties in two other usual ways:

- side by side under role headings (``ARRENDADOR      ARRENDATÁRIO`` over each party's
  name and CPF/CNPJ, or ``COMODANTE: X      COMODATÁRIO(A): Y``): each party is read in
  its own column (`parties.column_blocks`);
- in prose, the role designated after the qualification: ``de um lado X LTDA, inscrita
  no CNPJ sob o nº …, representada por …, doravante denominada LOCATÁRIA; de outro lado
  FULANO, … CPF …, doravante denominado LOCADOR``. Each party's clause runs from the end
  of the previous designation to its own; its document is the first CPF/CNPJ of the
  clause (the party's own, printed before its representative's).
"""

from __future__ import annotations

import re
from collections.abc import Mapping, Sequence

from extractors import ids
from extractors.candidate import Candidate
from extractors.dates import fold_with_map
from extractors.lines import Line, confidence_of, words_in_span
from extractors.pagereader import PageReader
from extractors.parsers import parse_document
from extractors.parties import block_document, block_name, column_blocks
from extractors.text import fold

Party = tuple[Candidate | None, Candidate | None]

_DESIGNATION = re.compile(r"(?:doravante|simplesmente|adiante|a\s+seguir)\s+(?:simplesmente\s+)?"
                          r"(?:denominad[oa]s?|designad[oa]s?|chamad[oa]s?)\s+(?:simplesmente\s+)?"
                          r"(?:de\s+|como\s+)?[\"“'(]*([a-z]+(?:\s*\([ao]s?\))?)")


def contract_parties(reader: PageReader, roles: Mapping[str, Sequence[str]]) -> dict[str, Party]:
    """{role: (name, document)} for the roles found side by side or by designation."""
    blocks = column_blocks(reader.all_lines(), roles)
    found: dict[str, Party] = {}
    for role in roles:
        block = blocks.get(role)
        if block:
            found[role] = (block_name(block), block_document(block))
    if len(found) == len(roles):
        return found
    for role, party in _designated(reader, roles).items():
        found.setdefault(role, party)
    return found


def _designated(reader: PageReader, roles: Mapping[str, Sequence[str]]) -> dict[str, Party]:
    """Parties whose role is designated after their qualification ("doravante …")."""
    words_of = {fold(w): role for role, names in roles.items() for w in names}
    out: dict[str, Party] = {}
    lines = reader.all_lines()
    # the text of each page, with where each line starts, to find a clause's document
    for page in {ln.page for ln in lines}:
        page_lines = [ln for ln in lines if ln.page == page]
        text = "\n".join(ln.text for ln in page_lines)
        folded, index = fold_with_map(text)
        starts, pos = [], 0
        for ln in page_lines:
            starts.append(pos)
            pos += len(ln.text) + 1
        clause_start = 0
        for m in _DESIGNATION.finditer(folded):
            word = re.sub(r"\s*\(.*", "", m.group(1)).upper()
            role = words_of.get(word)
            lo = index[clause_start] if clause_start < len(index) else len(text)
            hi = index[m.start()] if m.start() < len(index) else len(text)
            clause_start = m.end()
            if role is None or role in out:
                continue
            doc = _first_document(text[lo:hi], lo, page_lines, starts)
            if doc is not None:
                out[role] = (None, doc)
    return out


def _first_document(clause: str, offset: int, page_lines: Sequence[Line],
                    starts: Sequence[int]) -> Candidate | None:
    """The first CPF/CNPJ of a clause, as a candidate on its line."""
    hits = [*ids.CNPJ_PATTERN.finditer(clause.upper()), *ids.CPF_PATTERN.finditer(clause)]
    for m in sorted(hits, key=lambda h: h.start()):
        parsed = parse_document(m.group(0))
        if parsed is None:
            continue
        at = offset + m.start()
        li = max(i for i, s in enumerate(starts) if s <= at)
        ln = page_lines[li]
        words = words_in_span(ln, at - starts[li], at - starts[li] + len(m.group(0)))
        if not words:
            continue
        return Candidate(parsed[0], parsed[1], words, ln.page,
                         round(confidence_of(words) * 0.85, 3), "designation")
    return None
