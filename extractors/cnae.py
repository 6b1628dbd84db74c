"""CNAE codes of the CNPJ card: the code parsers, and the activities printed as a table.

Receita's card prints ``NN.NN-N-NN - description`` under two headings. Other printings
(issue 12, failure class 5) give the IBGE subclass form ``4929-9/01``, or the seven bare
digits, with or without a dash before the description, several codes on one line
(``4924800; 8211300``), or a table whose rows name their type (``Principal`` /
``Secundária``) in any column.
"""

from __future__ import annotations

import re

from extractors.candidate import Candidate, Parsed
from extractors.lines import Line, confidence_of
from extractors.text import fold
from intake.models import Word

CNAE = re.compile(r"\d{2}\.\d{2}-\d-\d{2}")

# Other printings of a CNAE code: the IBGE subclass form ``4929-9/01`` and the bare seven
# digits ``4929901``. A bare code opens its line or cell and is followed by its
# description (with or without a dash: round 5, "4929901 Transporte rodoviário…"), by a
# list separator, or by nothing.
_CNAE_IBGE = re.compile(r"(?<![\d.\-/])(\d{2})(\d{2})-(\d)/(\d{2})(?![\d.\-/])")
_CNAE_RAW = re.compile(
    r"(?:(?<=^)|(?<=[\s:;,|(]))(\d{2})(\d{2})(\d)(\d{2})"
    r"(?=\s*[-–|]?\s*[A-Za-zÀ-ÿ]|\s*[,;|)]|\s*$)",
    re.MULTILINE)


def masked(text: str) -> str:
    """``text`` with every CNAE code in the ``NN.NN-N-NN`` mask of the CNPJ card."""
    text = _CNAE_IBGE.sub(r"\1.\2-\3-\4", text)
    return _CNAE_RAW.sub(r"\1.\2-\3-\4", text)


def parse_cnae(text: str) -> Parsed | None:
    """The first CNAE code ``NN.NN-N-NN`` (also printed ``NNNN-N/NN`` or bare ``NNNNNNN``)."""
    m = CNAE.search(masked(text).replace(" ", ""))
    return (re.sub(r"\D", "", m.group(0)), None) if m else None


# A code as OCR may misprint it: a digit lost or added in a group, a separator dropped.
CNAE_LOOSE = re.compile(r"(?<![\d.])\d{1,3}\.?\d{1,3}-?\d-?\d{1,3}(?=\s*[-–]\s*[A-Za-zÀ-ÿ]|\s*$)")


def parse_cnaes(text: str) -> Parsed | None:
    """Every CNAE code of a block (``Não informada`` → empty list).

    Valid (True) when every code-like item at the start of a line is a well-formed
    ``NN.NN-N-NN``; False when one is not (``77.141-0-00``), so that the block is
    re-read and, failing that, flagged."""
    text = masked(text)
    flat = text.replace(" ", "")
    codes: list[str] = []
    for c in CNAE.findall(flat):
        code = re.sub(r"\D", "", c)
        if code not in codes:
            codes.append(code)
    if codes:
        items = [m.group(0) for m in CNAE_LOOSE.finditer(text)]
        malformed = [i for i in items if not CNAE.fullmatch(i.replace(" ", ""))]
        return codes, not malformed
    if re.search(r"N[ÃA]O INFORMAD", text.upper()):
        return [], True
    return None


# A table row's type, in any of its cells: "Principal 49.24-8-00 …", "4924-8/00 Transporte
# escolar Secundária" (round 5: the type column printed last gave no CNAE at all).
_ROW_TYPE = re.compile(r"(?:^|\s)\W*(PRINCIPAL|SECUNDARI[AO]S?)\b")


def _row_type(line: Line) -> str | None:
    """PRINCIPAL or SECUNDARIA when the line names one type only (a heading such as
    "Principal / Secundária" names both and is no row)."""
    kinds = {m.group(1)[:9] for m in _ROW_TYPE.finditer(fold(line.text))}
    if len(kinds) != 1:
        return None
    return "PRINCIPAL" if "PRINCIPAL" in kinds else "SECUNDARIA"


def activity_table(lines: list[Line], labelled: frozenset[int] = frozenset()
                   ) -> tuple[Candidate | None, Candidate | None]:
    """CNAEs printed as a table whose rows name their type (``Principal 49.24-8-00 …``,
    ``4924-8/00 Transporte escolar Secundária``) under one "Atividades econômicas"
    heading (issue 12: a card with its activities in a table gave neither).

    A type printed alone ("Secundárias" over its rows) holds for the code rows under it,
    up to a line with another field's label (ids of its words in ``labelled``)."""
    principal: Candidate | None = None
    codes: list[str] = []
    words: list[Word] = []
    page = 0
    current: str | None = None
    for ln in lines:
        kind = _row_type(ln)
        got = parse_cnaes(ln.text)
        if got is None or not got[0]:
            if kind is not None:
                current = kind
            elif any(id(w) in labelled for w in ln.words):
                current = None
            continue
        kind = kind or current
        if kind is None:
            continue
        current = kind
        if kind == "PRINCIPAL":
            if principal is None and len(got[0]) == 1:
                principal = Candidate(got[0][0], None, ln.words, ln.page,
                                      round(confidence_of(ln.words) * 0.95, 3), "table-row")
            current = None  # one main activity: the rows after it are not principal
            continue
        for code in got[0]:  # "Secundárias: 4924-8/00 …; 8211-3/00 …" on one line
            if code not in codes:
                codes.append(code)
        words.extend(ln.words)
        page = ln.page
    secondary = (Candidate(codes, None, words, page, round(confidence_of(words) * 0.95, 3),
                           "table-row") if codes else None)
    return principal, secondary


__all__ = ["CNAE", "CNAE_LOOSE", "activity_table", "masked", "parse_cnae", "parse_cnaes"]
