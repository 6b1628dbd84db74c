"""Dates printed under a row of labels, matched to their label by x-position.

A table or form prints its labels in one row and the values on the next ("Nº
Contribuinte CNPJ Emissão Validade" over "633443 … 14/11/2026 13/01/2027"). The text
rule of ``dates.find_dates`` picks the label nearest to the date's *character* column,
which drifts when the label row and the value row print words of other lengths; the
page's boxes tell the column (issue 12, round 6).
"""

from __future__ import annotations

from collections.abc import Sequence

from extractors.dates import labels_in_line
from extractors.lines import Line, words_in_span
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


def role_by_column(lines: Sequence[Line], index: int, words: Sequence[Word],
                   has_label_before: bool) -> str | None:
    """The role of the date printed by ``words`` on ``lines[index]`` when its label is in
    a label row above it, chosen by x-position; None when that rule does not apply (a
    label before the date on its own line, no label row of two or more roles above)."""
    if has_label_before or not words:
        return None
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


__all__ = ["role_by_column"]
