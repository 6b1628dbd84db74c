"""Dates printed under a row of labels, matched to their label by x-position.

A table or form prints its labels in one row and the values on the next ("Nº
Contribuinte CNPJ Emissão Validade" over "633443 … 14/11/2026 13/01/2027"). The text
rule of ``dates.find_dates`` picks the label nearest to the date's *character* column,
which drifts when the label row and the value row print words of other lengths; the
page's boxes tell the column (issue 12, round 6).
"""

from __future__ import annotations

from collections.abc import Sequence

from extractors.dates import find_dates, label_role, labels_in_line
from extractors.lines import Line, cells, words_in_span
from intake.models import Word

_ABOVE_LINES = 2  # lines looked up for the label row (as dates.find_dates does)


def _label_boxes(line: Line) -> list[tuple[float, float, str]]:
    """(x0, x1, role) of each role label on ``line``, outermost kept when they nest."""
    spans = labels_in_line(line.text)
    spans = [t for t in spans
             if not any(o != t and o[0] <= t[0] and t[1] <= o[1] for o in spans)]
    out: list[tuple[float, float, str]] = []
    for start, end, role in spans:
        words = words_in_span(line, start, end)
        if words:
            out.append((words[0].bbox[0], words[-1].bbox[2], role))
    return out


def role_from_above(lines: Sequence[Line], index: int, words: Sequence[Word], at: int,
                    role: str | None) -> str | None:
    """The role of the date printed by ``words`` at character ``at`` of ``lines[index]``
    when no label precedes it on its own line: a table's heading cell right over it when
    the row above is a table of three cells or more (a cell that names no date role
    gives none), else the label of a label row nearest its x-position; else ``role``."""
    if any(e <= at for _, e, _ in labels_in_line(lines[index].text)):
        return role  # its own label, before it on the line
    applies, cell_role = _heading_cell_role(lines, index, words)
    if applies:
        return cell_role
    return _label_row_role(lines, index, words) or role


def _heading_cell_role(lines: Sequence[Line], index: int,
                       words: Sequence[Word]) -> tuple[bool, str | None]:
    """(the rule applies, role) for a date printed under a table's heading row (three
    cells or more): the heading cell over its column, by position — not the nearest
    role label by character count (a bill's "LEITURA ANTERIOR" date was taken as its
    emission date, under a row that names "DATA DE EMISSÃO" further right)."""
    x0, x1 = words[0].bbox[0], words[-1].bbox[2]
    for above in reversed(lines[max(0, index - _ABOVE_LINES):index]):
        if above.page != lines[index].page or not above.words:
            continue
        row = [[above.words[i] for i in cell] for cell in cells(above)]
        if len(row) < 3 or find_dates(above.text):
            return False, None
        over = [c for c in row if c[0].bbox[0] < x1 and c[-1].bbox[2] > x0]
        if len(over) != 1:
            return False, None
        return True, label_role(" ".join(w.text for w in over[0]))
    return False, None


def _label_row_role(lines: Sequence[Line], index: int, words: Sequence[Word]) -> str | None:
    """The label of a label row above the date (two roles or more) nearest its
    x-position; None when there is no such row."""
    x0, x1 = words[0].bbox[0], words[-1].bbox[2]
    line = lines[index]
    for above in reversed(lines[max(0, index - _ABOVE_LINES):index]):
        if above.page != line.page:
            return None
        boxes = _label_boxes(above)
        if not boxes:
            continue
        if len({role for _, _, role in boxes}) < 2:
            return None  # one label: the text rule already answers
        centre = (x0 + x1) / 2
        overlap = [b for b in boxes if b[0] < x1 and x0 < b[1]]
        pool = overlap or boxes
        return min(pool, key=lambda b: abs((b[0] + b[1]) / 2 - centre))[2]
    return None


__all__ = ["role_from_above"]
