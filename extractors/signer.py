"""The author of a declaração who names himself only by signing (issue 12, round 7).

A declaration in the first person may open without its author's name: ``Eu, abaixo
assinado(a), inscrito(a) no CPF sob o nº 479.692.327-60, residente na …, DECLARO …``
("o(a) infra-assinado(a)", "o(a) signatário(a)"). The author is then the person whose
name is typed under the signature line, over his CPF (``HELOÍSA SOUZA VASCONCELOS`` /
``CPF 479.692.327-60``). That caption is the holder when its CPF is the one the opening
gives; a caption whose CPF the opening does not confirm is kept below the checklists'
0.8; one with another CPF is someone else's (a witness, the notary's clerk).
"""

from __future__ import annotations

import re

from extractors import ids
from extractors.candidate import Candidate
from extractors.dates import fold_with_map
from extractors.lines import confidence_of, words_in_span
from extractors.pagereader import PageReader
from extractors.parsers import parse_document, parse_holder_name

# The opening formulas of an author who does not name himself (folded text).
_UNNAMED = re.compile(r"(?:abaixo|infra)[\s-]*(?:assinad|firmad)|\bsignatari[oa]")
# A caption's document line: "CPF 479.692.327-60", "CPF nº: …", "CNPJ: …".
_DOC_LINE = re.compile(r"^\W*(?:CPF|CNPJ|C\.P\.F\.)\b[\s:.\-nNºo°]*(.+)$")
CONFIRMED = 0.9  # the caption's CPF is the one the opening gives
UNCONFIRMED = 0.75  # no CPF in the opening to compare with


def _document(text: str) -> tuple[str, re.Match[str]] | None:
    m = ids.search_document(text)
    if m is None:
        return None
    parsed = parse_document(m.group(0))
    return (str(parsed[0]), m) if parsed is not None and parsed[1] is not False else None


def _capitals(text: str) -> bool:
    letters = [c for c in text if c.isalpha()]
    return bool(letters) and sum(c.isupper() for c in letters) >= 0.9 * len(letters)


def signer_party(
    reader: PageReader, factor: float = CONFIRMED
) -> tuple[Candidate | None, Candidate | None]:
    """(name, CPF/CNPJ) of the signer who authors an unnamed first-person opening."""
    lines = reader.all_lines()
    start = next(
        (i for i, ln in enumerate(lines) if _UNNAMED.search(fold_with_map(ln.text)[0])), None
    )
    if start is None:
        return None, None
    opened = None
    for ln in lines[start : start + 3]:
        got = _document(ln.text)
        if got is not None:
            opened = got[0]
            break
    for name_ln, doc_ln in zip(lines[start + 1 :], lines[start + 2 :], strict=False):
        m = _DOC_LINE.match(doc_ln.text)
        if (
            m is None
            or doc_ln.page != name_ln.page
            or doc_ln.bbox[1] - name_ln.bbox[3] > 2.5 * name_ln.height
        ):
            continue
        got = _document(m.group(1))
        parsed = parse_holder_name(name_ln.text) if _capitals(name_ln.text) else None
        if got is None or parsed is None or (opened is not None and got[0] != opened):
            continue
        scale = factor if opened is not None else min(factor, UNCONFIRMED)
        name = Candidate(
            parsed[0],
            None,
            name_ln.words,
            name_ln.page,
            round(confidence_of(name_ln.words) * scale, 3),
            "signature",
        )
        start_doc = len(doc_ln.text) - len(m.group(1))
        words = words_in_span(doc_ln, start_doc + got[1].start(), start_doc + got[1].end())
        doc = Candidate(
            got[0], True, words, doc_ln.page, round(confidence_of(words) * scale, 3), "signature"
        )
        return name, doc
    return None, None
