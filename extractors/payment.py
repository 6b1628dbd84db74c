"""The amount paid on a guia/comprovante de recolhimento (`comprovante_pagamento.valor`).

Role: a checklist compares the amount recolhido with the law's fee (Mogi das Cruzes, Lei
5.268/2001, art. 11, II: "recolhimento de R$ 200,00"), so the value is read only from a
label that names the amount due or paid ("Valor pago", "Valor total", "Total a pagar",
"Valor do documento", a bare "Valor") followed by an amount (``R$`` or with cents). A
label that names another amount ("Valor da multa", "Valor dos juros") or a label followed
by a date is not the amount. CONTRACT §4 money: ``"200.00"``.
"""

from __future__ import annotations

import re

from extractors.candidate import Candidate
from extractors.lines import Line, confidence_of, words_in_span
from extractors.money import find_money, format_money, parse_money
from extractors.pagereader import PageReader
from extractors.text import fold

# Labels of the amount paid, strongest first (rank = index). A bare "VALOR" is the
# weakest: it only counts when the amount follows it directly.
_LABELS = (
    r"VALOR\s+(?:TOTAL\s+)?PAGO",
    r"VALOR\s+(?:TOTAL\s+)?RECOLHIDO",
    r"TOTAL\s+(?:A\s+)?PAGAR|VALOR\s+(?:TOTAL\s+)?A\s+PAGAR|TOTAL\s+PAGO",
    r"VALOR\s+TOTAL|VALOR\s+DO\s+DOCUMENTO|VALOR\s+DA\s+(?:GUIA|TAXA)|VALOR\s+COBRADO",
    r"VALOR",
)
_LABEL_RE = [re.compile(rf"(?<![A-Z])(?:{p})(?![A-Z])") for p in _LABELS]
# What may stand between a label and its amount: a colon, a dash, "(R$)".
_SEP = re.compile(r"^[\s:\-–]*(?:\(\s*R\$\s*\)[\s:\-–]*)?")
# An amount without "R$" counts only with its cents ("200,00"): a bare "10" may be a day.
_CENTS = re.compile(r"^(\d{1,3}(?:\.\d{3})+,\d{2}|\d+,\d{2})(?![\d/.,])")


def _amount_at_start(text: str) -> tuple[str, int] | None:
    """The amount that opens ``text`` (as a CONTRACT §4 value) and its length."""
    found = find_money(text)
    if found and found[0].start == 0:
        return format_money(found[0].value), found[0].end
    m = _CENTS.match(text)
    if m:
        value = parse_money(m.group(1))
        if value is not None:
            return format_money(value), m.end()
    return None


def _labelled(line: Line, below: Line | None) -> list[tuple[int, str, list, int, str]]:
    """(rank, value, words, page, method) for each payment label on ``line`` whose amount
    follows it on the line, or — when the label ends the line — opens the line below."""
    text = line.text
    folded = fold(text)
    if len(folded) != len(text):  # spans must map back onto the words
        return []
    out: list[tuple[int, str, list, int, str]] = []
    taken: list[tuple[int, int]] = []
    for rank, rx in enumerate(_LABEL_RE):
        for m in rx.finditer(folded):
            if any(s <= m.start() < e for s, e in taken):
                continue  # "VALOR" inside an already-read "VALOR PAGO"
            taken.append(m.span())
            sep = _SEP.match(text[m.end():])
            start = m.end() + (sep.end() if sep else 0)
            got = _amount_at_start(text[start:])
            if got is not None:
                words = words_in_span(line, m.start(), start + got[1])
                out.append((rank, got[0], words, line.page, "label-right"))
                continue
            if text[start:].strip() or below is None or below.page != line.page:
                continue  # another amount's label ("VALOR DA MULTA"), or a date
            label_words = words_in_span(line, m.start(), m.end())
            if not label_words:
                continue
            below_value = _column_amount(below, label_words[0].bbox[0])
            if below_value is not None:
                out.append((rank, below_value[0], label_words + below_value[1], line.page,
                            "label-below"))
    return out


def _column_amount(line: Line, x: float) -> tuple[str, list] | None:
    """The amount that starts under ``x`` on ``line`` (a table's column under its
    heading), with its words."""
    pos = 0
    for w in line.words:
        if abs(w.bbox[0] - x) <= 20:
            got = _amount_at_start(line.text[pos:])
            if got is not None:
                return got[0], words_in_span(line, pos, pos + got[1])
        pos += len(w.text) + 1
    return None


def valor_candidate(reader: PageReader) -> Candidate | None:
    """The amount paid: the strongest label's amount. Two different amounts under labels
    of the same strength, or only a bare "Valor", are weak evidence (below 0.8)."""
    lines = reader.all_lines()
    found: list[tuple[int, str, list, int, str]] = []
    for i, ln in enumerate(lines):
        found.extend(_labelled(ln, lines[i + 1] if i + 1 < len(lines) else None))
    if not found:
        return None
    best = min(r for r, *_ in found)
    top = [f for f in found if f[0] == best]
    rank, value, words, page, method = top[0]
    factor = 0.95 if rank < len(_LABELS) - 1 else 0.85
    if len({f[1] for f in top}) > 1:
        factor = 0.6
    return Candidate(value, None, words, page, round(confidence_of(words) * factor, 3), method)
