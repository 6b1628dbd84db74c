"""Lines a page's OCR dropped: the bands between its lines that are wider than a line.

A photo's OCR may skip a short line printed alone at the right margin ("Curitiba, 12 de
novembro de 2026 - 15:22:21", a certidão's place and date above its foot; issue 12,
round 9: the emission date was then missing). What the page prints there is read again
from the band between the lines around the gap, the way a value's crop is re-read.
Only OCR pages with a re-read hook are tried, and only when a field needs it.
"""

from __future__ import annotations

from collections.abc import Iterator
from itertools import pairwise
from statistics import median

from extractors.lines import Line
from extractors.pagereader import PageReader

#: A gap between two lines' tops wider than this many times the page's usual line
#: pitch may hold a line the OCR dropped.
WIDE = 2.2

#: At most so many bands are re-read per page (a field's need, not a page's re-OCR).
MAX_BANDS = 3


def dropped_lines(reader: PageReader) -> Iterator[Line]:
    """The lines read again from each OCR page's widest gaps between lines, widest first
    (nothing without a re-read hook)."""
    if reader.reocr is None:
        return
    for page in reader.pages:
        if page.source != "ocr":
            continue
        lines = sorted(reader.lines.get(page.number, []), key=lambda ln: ln.bbox[1])
        if len(lines) < 4:
            continue
        pitches = [b.bbox[1] - a.bbox[1] for a, b in pairwise(lines)]
        pitch = median(p for p in pitches if p > 0) if any(p > 0 for p in pitches) else 0.0
        if pitch <= 0:
            continue
        left = min(ln.bbox[0] for ln in lines)
        right = max(ln.bbox[2] for ln in lines)
        gaps = sorted(((b.bbox[1] - a.bbox[1], a, b) for a, b in pairwise(lines)
                       if b.bbox[1] - a.bbox[1] > WIDE * pitch), key=lambda g: -g[0])
        for _, above, below in gaps[:MAX_BANDS]:
            band = (left, above.bbox[3] + 0.1 * pitch, right, below.bbox[1] - 0.1 * pitch)
            if band[3] - band[1] < 0.5 * pitch:
                continue
            try:
                words = reader.reocr(page.number, band, "text")
            except Exception:  # a re-read is extra evidence, never a reason to fail
                continue
            if words:
                yield Line(list(words), page.number)
