"""Words grouped into visual lines, and the text, box and confidence of word runs."""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass
from typing import Any

from extractors.text import BBox, label_key, union
from intake.models import Page, Word


@dataclass
class Line:
    """Words sharing a baseline, left to right."""

    words: list[Word]
    page: int

    @property
    def text(self) -> str:
        return " ".join(w.text for w in self.words)

    @property
    def bbox(self) -> BBox:
        box = union(w.bbox for w in self.words)
        assert box is not None
        return box

    @property
    def height(self) -> float:
        b = self.bbox
        return max(1.0, b[3] - b[1])


def cells(line: Line) -> list[list[int]]:
    """The word indexes of each cell of ``line``: runs of words split at gaps wider than
    two line heights (a table row's or a heading row's columns; issue 12, round 6)."""
    out: list[list[int]] = [[0]] if line.words else []
    for i in range(1, len(line.words)):
        if line.words[i].bbox[0] - line.words[i - 1].bbox[2] > 2 * line.height:
            out.append([])
        out[-1].append(i)
    return out


# A word this many median line heights tall is a watermark's, not a line's.
_WATERMARK = 8


def group_lines(words: Sequence[Word], page: int = 1) -> list[Line]:
    """Cluster words into lines by vertical overlap, top to bottom, each left to right."""
    heights = sorted(max(1.0, w.bbox[3] - w.bbox[1]) for w in words)
    median_h = heights[len(heights) // 2] if heights else 10.0
    ordered = sorted(words, key=lambda w: ((w.bbox[1] + w.bbox[3]) / 2, w.bbox[0]))
    lines: list[list[Word]] = []
    spans: list[tuple[float, float]] = []
    vertical: list[Word] = []
    for w in ordered:
        y0, y1 = w.bbox[1], w.bbox[3]
        h = max(1.0, y1 - y0)
        if h > 3 * median_h and h > 2 * (w.bbox[2] - w.bbox[0]):
            vertical.append(w)  # printed sideways (CNH espelho): a line of its own
            continue
        if h > _WATERMARK * median_h:
            # a diagonal watermark's word many lines tall ("CNH DIGITAL" across a CNH-e;
            # issue 12, round 10): no line's word, glued to none of the rows it crosses
            continue
        cy = (y0 + y1) / 2
        placed = False
        # Only the last few lines can hold this word (words come sorted by centre).
        for i in range(len(lines) - 1, max(-1, len(lines) - 4), -1):
            ly0, ly1 = spans[i]
            lh = max(1.0, ly1 - ly0)
            if ly0 - 0.1 * lh <= cy <= ly1 + 0.1 * lh and abs((ly0 + ly1) / 2 - cy) < 0.6 * max(h, lh):
                lines[i].append(w)
                # A running mean, not a union: a skewed line must not swallow the next.
                n = len(lines[i])
                spans[i] = (ly0 + (y0 - ly0) / n, ly1 + (y1 - ly1) / n)
                placed = True
                break
        if not placed:
            lines.append([w])
            spans.append((y0, y1))
    result = [Line(sorted(ws, key=lambda w: w.bbox[0]), page) for ws in lines]
    result.extend(Line([w], page) for w in vertical)
    result.sort(key=lambda ln: (ln.bbox[1] + ln.bbox[3]) / 2)
    return result


def page_lines(page: Page) -> list[Line]:
    """The lines of a page."""
    return group_lines(page.words, page.number)


def page_text(page: Page) -> str:
    """The page's text rebuilt by position: one line per visual line."""
    return "\n".join(ln.text for ln in page_lines(page))


def words_in_span(line: Line, start: int, end: int) -> list[Word]:
    """The words of ``line`` covering characters ``start:end`` of ``line.text``."""
    out: list[Word] = []
    pos = 0
    for w in line.words:
        ws, we = pos, pos + len(w.text)
        if ws < end and start < we:
            out.append(w)
        pos = we + 1
    return out


def text_of(words: Sequence[Word]) -> str:
    """The words' text joined by single spaces."""
    return " ".join(w.text for w in words).strip()


def confidence_of(words: Sequence[Word]) -> float:
    """The weakest word's confidence (a value is as sure as its worst word)."""
    return min((w.confidence for w in words), default=0.0)


def value_confidence(words: Sequence[Word], value: Any) -> float:
    """The confidence of the words that print `value` (a crop's re-read also returns the
    specks and borders around it, read at confidence 0); all the words when the value
    is not found among them as printed."""
    v = label_key(str(value)).replace(" ", "")
    keys = [(w, label_key(w.text).replace(" ", "")) for w in words]
    own = [w for w, k in keys if k and v and (k in v or v in k)]
    return confidence_of(own or words)


def bbox_of(words: Sequence[Word]) -> BBox | None:
    """The union of the words' boxes."""
    return union(w.bbox for w in words)
