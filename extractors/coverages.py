"""An apólice's coverages as printed: ``[{tipo, valor}]`` (CONTRACT §4; issue 12, round 6).

A coverage row pairs a coverage's name with its insured amount (LMI, importância
segurada, capital, limite). Tables often print more figures on the row — the prêmio,
the franquia — so the amount is the one in the insured-amount column when a heading row
names it, else the first figure after the name (never the last: "RCF-V - Danos
Materiais 100.000,00 378,93" insures 100.000,00 for a prêmio of 378,93). The name ends
where its first figure or its leader dots start; what OCR made of leader dots
("…… seeeemeees") is no part of it.
"""

from __future__ import annotations

import re
from decimal import Decimal

from extractors.candidate import Parsed
from extractors.coverage_names import clean_ocr_name
from extractors.lines import Line, confidence_of
from extractors.money import find_money, format_money, parse_money
from extractors.pagereader import PageReader
from extractors.text import label_key
from intake.models import Word

_COVERAGE_WORDS = re.compile(
    r"MORTE|INVALIDEZ|DMH|DESPESAS MEDIC|APP|RCF|DANOS MATERIAIS|DANOS CORPORAIS|DANOS MORAIS|"
    r"ACIDENTES PESSOAIS|RESPONSABILIDADE CIVIL|CASCO|ASSISTENCIA|FUNERAL|DIARIA|INCAPACIDADE"
)
# A figure with cents, bare or after "R$" (the row's amounts, left to right).
_FIGURE = re.compile(r"(?:R\$\s*)?(?<![\d.,/])(\d{1,3}(?:\.\d{3})*,\d{2})(?![\d,])")
# Column headings: the insured amount's, and the others' (prêmio, franquia).
_AMOUNT_HEAD = re.compile(r"(?<![A-Z])(?:LMI|LMG|IMPORTANCIA|IS|CAPITAL|LIMITE|VALOR SEGURADO|"
                          r"INDENIZACAO)(?![A-Z])")
_OTHER_HEAD = re.compile(r"(?<![A-Z])(?:PREMIO|FRANQUIA|CUSTO|PARCELA)(?![A-Z])")
_LEADER = re.compile(r"\s*(?:[.…·_]{2,}|\.\s\.\s\.)")
# What OCR makes of leader dots: a run of one letter ("eee"), a short lower-case scrap.
_SCRAP = re.compile(r"^(?:\S*(\S)\1\1\S*|[a-z]{1,2}|[^\wÀ-ÿ]+)$")


def _amount_column(lines: list[Line], i: int) -> float | None:
    """The x of the insured-amount column, from the nearest heading row above row ``i``
    that also names another figure's column (a prêmio, a franquia)."""
    for head in reversed(lines[max(0, i - 8): i]):
        key = label_key(head.text)
        if _OTHER_HEAD.search(key) is None:
            continue
        for w in head.words:
            if _AMOUNT_HEAD.search(label_key(w.text)):
                return (w.bbox[0] + w.bbox[2]) / 2
        return None
    return None


def _tipo(text: str) -> tuple[str, bool]:
    """The coverage's name as printed, and whether OCR scraps were cut from it."""
    text = _LEADER.split(text, maxsplit=1)[0]
    tokens = text.split()
    cut = False
    while tokens and _SCRAP.match(tokens[-1]):
        tokens.pop()
        cut = True
    tipo = re.sub(r"[\s:.\-–|'\"`´]+$", "", " ".join(tokens))
    return tipo, cut


def coverages(reader: PageReader) -> tuple[list[dict[str, str]], list[Word], float]:
    """(coverages, their words, a confidence factor) of the policy's coverage rows."""
    out: list[dict[str, str]] = []
    words: list[Word] = []
    factor = 1.0
    lines = reader.all_lines()
    for i, ln in enumerate(lines):
        key = label_key(ln.text)
        if "PREMIO" in key.split()[:1] or not (_COVERAGE_WORDS.search(key) or _misread_row(ln)):
            continue
        figures = [(m.start(), m.end(), parse_money(m.group(1))) for m in _FIGURE.finditer(ln.text)]
        figures = [f for f in figures if f[2] is not None]
        money = find_money(ln.text)
        if not figures and money:
            figures = [(money[0].start, money[0].start, money[0].value)]
        ocr = bool(ln.words) and ln.words[0].source == "ocr"
        if not figures and ocr:
            figures = _reread_amount(reader, ln)
        if not figures:
            continue
        chosen = figures[0]
        column = _amount_column(lines, i) if len(figures) > 1 else None
        if column is not None:
            chosen = min(figures, key=lambda f: abs(_x_of(ln, f[0], f[1]) - column))
        tipo, cut = _tipo(ln.text[: figures[0][0]])
        cleaned = clean_ocr_name(ln.text[: figures[0][0]]) if ocr else None
        if cleaned is not None:
            # OCR's words for the dotted leader after the name (round 7): the name is its
            # coverage words, some respelled — kept, but below the checklist's 0.8
            tipo = cleaned[0]
            factor = min(factor, 0.8)
        if not tipo or "PREMIO" in label_key(tipo):
            continue
        if ocr:
            tipo = re.sub(r"(?<![A-Z])RCE(?=[\s-]*V\b)", "RCF", tipo)  # OCR reads F as E
        if cut:
            factor = min(factor, 0.9)
        value = chosen[2]
        assert isinstance(value, Decimal)
        out.append({"tipo": tipo, "valor": format_money(value)})
        words.extend(ln.words)
    return out, words, factor * (confidence_of(words) if words else 1.0)


def _misread_row(ln: Line) -> bool:
    """A scanned row whose coverage word OCR misread by a letter ("Morie Acidental")."""
    if not ln.words or ln.words[0].source != "ocr":
        return False
    cleaned = clean_ocr_name(ln.text)
    return cleaned is not None and bool(_COVERAGE_WORDS.search(label_key(cleaned[0])))


def _parse_amount(text: str) -> Parsed | None:
    """The first figure with cents of a re-read crop."""
    m = _FIGURE.search(text)
    value = parse_money(m.group(1)) if m else None
    return (value, None) if value is not None else None


def _reread_amount(reader: PageReader, ln: Line) -> list[tuple[int, int, Decimal | None]]:
    """The row's amount re-read from the crop of its last words, when OCR garbled it
    ("9 0,000,/00]"; round 7: the first coverage was lost): [(start, end, value)] with
    the span of those words in the row's text, else []."""
    reread = getattr(reader, "reread_words", None)
    if reread is None or len(ln.words) < 3 or not re.search(r"\d.*,|,.*\d", ln.words[-1].text):
        return []  # no garbled amount at the row's end (digits and a comma)
    tail = ln.words[-3:]
    got = reread(ln.page, tail, _parse_amount, "text")
    if got is None or not isinstance(got.value, Decimal):
        return []
    start = len(" ".join(w.text for w in ln.words[:-3])) + 1
    return [(start, len(ln.text), got.value)]


def _x_of(line: Line, start: int, end: int) -> float:
    """The x centre of the characters ``start:end`` of the line's text."""
    pos = 0
    for w in line.words:
        if pos <= start < pos + len(w.text) + 1:
            return (w.bbox[0] + w.bbox[2]) / 2
        pos += len(w.text) + 1
    return line.bbox[2]
