"""The value region of a label: right of it on its line, or below it in its column."""

from __future__ import annotations

import re
from collections.abc import Sequence

from extractors.labelhits import LabelHit, LabelIndex
from extractors.text import BBox, label_key
from intake.models import Word

# a dotted (or underscored) leader between a label and its value
_LEADER = re.compile(r"^[._…·]{3,}$")


def _overlaps_any(word: Word, boxes: Sequence[BBox]) -> bool:
    """True when most of the word lies inside one of the boxes (a label, not a value)."""
    x0, y0, x1, y1 = word.bbox
    area = max(1e-6, (x1 - x0) * (y1 - y0))
    for b in boxes:
        ix = min(x1, b[2]) - max(x0, b[0])
        iy = min(y1, b[3]) - max(y0, b[1])
        if ix > 0 and iy > 0 and ix * iy > 0.5 * area:
            return True
    return False


def _past_qualifier(words: Sequence[Word], hx1: float, height: float) -> float:
    """The right edge of a parenthesised qualifier printed against the label ("Atividade
    principal (CNAE)", "Capital (R$)"), else ``hx1``: the qualifier is the label's, and
    the value starts after it (issue 12, round 5: a value set far right of such a label
    was cut off at the qualifier)."""
    after = [w for w in words if w.bbox[0] >= hx1 - 1]
    if not after or not after[0].text.startswith("(") or after[0].bbox[0] - hx1 > 1.5 * height:
        return hx1
    for w in after[:3]:
        if any(c.isdigit() for c in w.text):
            return hx1  # "(17) 3281-0000": a value in brackets, not a qualifier
        if w.text.rstrip(":;").endswith(")"):
            return w.bbox[2]
    return hx1


def right_of(hit: LabelHit, index: LabelIndex, max_gap_lines: float = 4.0) -> list[Word]:
    """Words on the label's line to its right, up to the next label or a wide gap."""
    line = hit.line
    hx1 = hit.bbox[2]
    label_ids = {id(w) for h in index.hits_on_line(hit.line_index) for w in h.words}
    out: list[Word] = []
    gap = max_gap_lines * line.height
    hx1 = _past_qualifier(line.words, hx1, line.height)
    last_x = hx1
    for w in line.words:
        if w.bbox[0] < hx1 - 1:
            continue
        if id(w) in label_ids:
            break
        # Forms align values in a column far from short labels: the first value word may
        # sit far right; after it, a wide gap ends the value.
        if w.bbox[0] - last_x > (gap if out else 6 * gap):
            break
        out.append(w)
        last_x = w.bbox[2]
    # Strip a separator printed right after the label ("Nome:" / "CPF -"), and a
    # leader of dots joining label and value ("placa ........ XRF7457"; issue 12, round 10).
    while out and label_key(out[0].text) == "":
        out = out[1:]
    return strip_leader(out)


def strip_leader(words: list[Word]) -> list[Word]:
    """``words`` without the dotted leader that joins a label to its value ("placa
    ........ XRF7457"; issue 12, round 10), whether a word of its own or glued on."""
    out = list(words)
    while out and _LEADER.match(out[0].text):
        out = out[1:]
    if out and _LEADER.match(out[0].text[:3]):
        out[0] = out[0].model_copy(update={"text": out[0].text.lstrip("._…·")})
    return out


def column_of(hit: LabelHit, index: LabelIndex, page_width: float | None = None) -> tuple[float, float]:
    """The label's column: from its left edge to the next label on its line."""
    x0 = hit.bbox[0]
    right = page_width if page_width is not None else float("inf")
    for other in index.hits_on_line(hit.line_index):
        ox0 = other.bbox[0]
        if ox0 > hit.bbox[2] - 1 and ox0 < right:
            right = ox0
    return x0, right


def _owner(word: Word, peers: Sequence[LabelHit]) -> LabelHit | None:
    """The label (of one label line) a value word belongs to: the nearest left edge
    among the labels starting before the word's centre (values drift a little left)."""
    if not peers:
        return None
    centre = (word.bbox[0] + word.bbox[2]) / 2
    before = [p for p in peers if p.bbox[0] <= centre] or [peers[0]]
    return min(before, key=lambda p: abs(p.bbox[0] - word.bbox[0]))


def below(
    hit: LabelHit,
    index: LabelIndex,
    max_lines: int = 1,
    max_distance_lines: float = 3.5,
    slack: float | None = None,
    stop_at_labels: bool = True,
) -> list[list[Word]]:
    """Value lines under the label, in its column; stops at the next label below.

    Returns up to ``max_lines`` lists of words (one per visual line).
    """
    lines = index.lines
    col_x0, col_x1 = column_of(hit, index)
    h = hit.line.height
    pad = slack if slack is not None else 1.2 * h
    lo = col_x0 - pad
    peers = sorted(index.hits_on_line(hit.line_index), key=lambda x: x.bbox[0])
    label_boxes = [x.bbox for x in index.all_hits]
    result: list[list[Word]] = []
    prev_bottom = hit.bbox[3]
    for li in range(hit.line_index + 1, len(lines)):
        line = lines[li]
        top = line.bbox[1]
        if top - prev_bottom > max_distance_lines * h:
            break
        # a word mostly left of the column (the next column's value) is not this one's
        in_col = [w for w in line.words
                  if _owner(w, peers) is hit and (w.bbox[0] + w.bbox[2]) / 2 > lo
                  and w.bbox[0] < col_x1]
        if not in_col:
            continue
        if in_col[0].source == "ocr" and in_col[0].bbox[0] > hit.bbox[0] + max(
                hit.bbox[2] - hit.bbox[0], 12 * h):
            # values are printed from their label's left edge: a word far right in a wide
            # column is another box's print (a QR code's caption) OCR put on a line here
            continue
        if stop_at_labels:
            flags = [_overlaps_any(w, label_boxes) for w in in_col]
            if flags[0]:
                break  # the next label of this column: no (more) value
            if any(flags):
                in_col = in_col[: flags.index(True)]  # another column's label further right
        result.append(in_col)
        prev_bottom = max(w.bbox[3] for w in in_col)
        if len(result) >= max_lines:
            break
    return result
