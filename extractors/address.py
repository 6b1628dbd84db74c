"""The município and UF of a party's address line (issue 12, round 6, failure class 3).

A bill prints its customer's address without a "Município:" label, in one of the usual
shapes: ``59499-950 GOIÂNIA GO`` (CEP, city, UF), ``Bairro - SALVADOR/BA - CEP
25172-075`` or ``…, Londrina/PR``. Read only inside the holder's block, never from the
issuer's letterhead (the utility's own address is another party's).
"""

from __future__ import annotations

import re
from collections.abc import Sequence

from extractors.candidate import Candidate
from extractors.lines import Line, confidence_of, words_in_span
from extractors.names import normalize_name
from extractors.parsers import UFS
from extractors.text import fold

_CITY = r"([A-ZÀ-Ýa-zà-ÿ][A-Za-zÀ-ÿ'.\- ]{1,40}?[A-Za-zÀ-ÿ.])"
_CEP = r"(?:CEP\s*:?\s*)?\d{2}\.?\d{3}-?\d{3}"
# "59499-950 GOIÂNIA GO", "CEP 59499-950 - GOIÂNIA/GO"
_AFTER_CEP = re.compile(rf"{_CEP}\s*[-–,]?\s*{_CITY}\s*[-–/,]?\s*([A-Z]{{2}})\s*$")
# "… - SALVADOR/BA - CEP …", "…, Londrina/PR", "… - CAMPINAS - SP"
_BEFORE_CEP = re.compile(rf"(?:^|[-–,]\s)\s*{_CITY}\s*(?:/|\s[-–]\s)\s*([A-Z]{{2}})\s*(?:[-–,]\s*{_CEP}\s*)?\.?$")
# "… - CHAPECÓISC": OCR read the slash between city and UF as a letter (issue 12,
# round 9); on OCR'd words only, an upper-case city after a separator ("Bairro - "),
# never a whole line (a name "… RIBEIRO" is no "RIBE/RO"), and less sure
_OCR_SLASH = re.compile(rf"[-–,]\s\s*([A-ZÀ-Ý][A-ZÀ-Ý'.\- ]{{1,40}}?[A-ZÀ-Ý])[Il|1]([A-Z]{{2}})\s*(?:[-–,]\s*{_CEP}\s*)?\.?$")


def _place(line: Line) -> Candidate | None:
    text = line.text.rstrip()
    ocr = any(w.source == "ocr" for w in line.words)
    for rx, factor in ((_AFTER_CEP, 0.85), (_BEFORE_CEP, 0.85), (_OCR_SLASH, 0.7)):
        if rx is _OCR_SLASH and not ocr:
            continue
        m = rx.search(text)
        if m is None or m.group(2) not in UFS:
            continue
        start = m.start(1)
        parts = re.split(r"\s[-–]\s|,\s", m.group(1))
        start += len(m.group(1)) - len(parts[-1])  # the city is the last segment
        city = normalize_name(parts[-1])
        if not city or re.search(r"\d", city) or fold(city) in UFS or len(city) < 3:
            continue
        words = words_in_span(line, start, m.end(2))
        return Candidate((city, m.group(2)), None, words or line.words, line.page,
                         round(confidence_of(words or line.words) * factor, 3), "address")
    return None


def place_from_address(block: Sequence[Line]) -> Candidate | None:
    """(MUNICÍPIO, UF) of the first address line of a party's block that ends with a
    city and its UF (with or without its CEP)."""
    for ln in block:
        got = _place(ln)
        if got is not None:
            return got
    return None
