"""The party a declaração or requerimento opens with (issue 12, round 6, class 3).

A declaration or application in prose opens its body with its author's qualification:
``Nós, FULANO TRANSPORTES LTDA., inscrita no CNPJ sob o nº …, declaramos …``,
``FULANO TURISMO LTDA, pessoa jurídica de direito privado inscrita no CNPJ …, DECLARA``,
``Eu, FULANO DE TAL, brasileiro, portador do CPF …``. That party is the holder; its
representative (``por seu sócio FULANO, CPF …``, ``por intermédio de nosso procurador``)
and the people named later are not. The name is read as printed (upper case) and ends
at the comma before a qualification word; the holder's document is the first CPF/CNPJ
of its qualification, before the representative is named.
"""

from __future__ import annotations

import itertools
import re
from collections.abc import Iterable

from extractors import ids
from extractors.candidate import Candidate
from extractors.dates import fold_with_map
from extractors.lines import Line, confidence_of, words_in_span
from extractors.pagereader import PageReader
from extractors.parsers import is_form_text, parse_document, parse_name
from extractors.signer import signer_party

# What may open the body before the author's name (folded text).
_OPENER = r"(?:n[oó]s|eu|a\s+empresa|a\s+sociedade(?:\s+empres[aá]ria)?|[ao]\s*(?:\([ao]\)\s*)?requerente)"
# An upper-case name as printed: words of capitals (a company's "LTDA.", "S.A.", "&").
_UPPER_WORD = r"[A-ZÀ-Ý][A-ZÀ-Ý0-9'.&/\-]*"
_NAME = rf"({_UPPER_WORD}(?:\s+{_UPPER_WORD}){{1,12}})"
# Words that open a qualification after the name's comma.
_QUALIFICATION = (r"(?:pessoa|inscrit|portador|brasileir|estrangeir|com\s+sede|sediad|estabelecid|"
                  r"sociedade|empresa|empres[aá]ri|cnpj|cpf|residente|domiciliad|neste\s+ato|"
                  r"solteir|casad|divorciad|vi[uú]v|maior|natural|microempres)")
# (OCR may double the comma after the name: "… VIAGENS LTDA,, inscrita")
_OPENING = re.compile(rf"^\W*(?i:{_OPENER}\s*,?\s+)?{_NAME}\s*,,?\s*(?i:{_QUALIFICATION})")
# The representative (or another party) is named from here on: no holder document after.
# A bare profession ("casado, administrador, portador do CPF …") is the holder's own.
_REPRESENTATIVE = re.compile(r"(?i)represent|procurador|por\s+(?:seu|sua|nosso|nossa|interm[eé]dio)|"
                             r"neste\s+ato")


def _starts(reader: PageReader) -> Iterable[tuple[int, Line]]:
    """Each line with its index, then each line joined with the next (a name may wrap)."""
    lines = reader.all_lines()
    yield from enumerate(lines)
    for i, (a, b) in enumerate(itertools.pairwise(lines)):
        if a.page == b.page:
            yield i, Line(a.words + b.words, a.page)


def opening_party(reader: PageReader, factor: float = 0.9) -> tuple[Candidate | None, Candidate | None]:
    """(name, CPF/CNPJ) of the party whose qualification opens the body, or (None, None).

    Only the first such opening counts (a later line that starts with a name and a
    comma, e.g. a wrapped "… MORAES DA LUZ, CPF …", is the representative's)."""
    lines = reader.all_lines()
    for i, ln in _starts(reader):
        m = _OPENING.match(ln.text)
        if m is None:
            continue
        parsed = parse_name(m.group(1))
        if parsed is None or len(parsed[0].split()) < 2 or is_form_text(parsed[0]):
            continue
        words = words_in_span(ln, *m.span(1))
        value = _abbreviation_dot(parsed[0], reader.text())
        name = Candidate(value, None, words, ln.page, round(confidence_of(words) * factor, 3),
                         "opening")
        return name, _qualification_document(lines[i: i + 6], ln, m.end(1), factor)
    # "Eu, abaixo assinado(a), …": the author named only under the signature (round 7)
    return signer_party(reader, factor)


def _abbreviation_dot(name: str, text: str) -> str:
    """``name`` with the dot of its closing "LTDA"/"S.A" when OCR read it as a comma
    ("… LTDA,, inscrita") and the document prints the name with it elsewhere (the
    signature)."""
    if re.search(r"(?:LTDA|S\.A|EIRELI)$", name) and re.search(re.escape(name) + r"\.", text):
        return name + "."
    return name


def _qualification_document(following: list[Line], first: Line, start: int,
                            factor: float) -> Candidate | None:
    """The first CPF/CNPJ printed after the name (which ends at ``start`` of the joined
    text of ``following``) and before the representative is named."""
    pos = start
    for ln in following:
        if ln.page != first.page:
            break
        text = ln.text
        if pos > len(text):
            pos -= len(text) + 1  # the name wraps past this line
            continue
        rest = text[pos:]
        folded, index = fold_with_map(rest)
        cut = _REPRESENTATIVE.search(folded)
        end = (index[cut.start()] if cut.start() < len(index) else len(rest)) if cut else len(rest)
        scope = rest[:end]
        m = ids.search_document(scope)
        if m is not None:
            parsed = parse_document(m.group(0))
            if parsed is not None:
                ws = words_in_span(ln, pos + m.start(), pos + m.end())
                return Candidate(parsed[0], parsed[1], ws, ln.page,
                                 round(confidence_of(ws) * factor, 3), "opening")
        if cut:
            return None
        pos = 0
    return None
