"""A page's text layer as `Word`s in the viewer's frame (`page_words`, `page_frame`).

pypdfium2 (PDFium) reads the text layer: about 25x faster than pdfplumber's
`extract_words` on our documents, and PDFium inserts the spaces a justified line only
implies by glyph positions (pdfplumber read "OcapitalsocialédeR$15.000,00"). Chars come
with their loose boxes (font ascent to descent, so every word of a line shares its top
and bottom); they are grouped into words here and mapped to the viewer's frame (the
page's /Rotate and CropBox applied, origin top-left, points), the frame pages are
rendered in.
"""

from __future__ import annotations

import math
from typing import Any

from core.errors import DamagedFile
from intake.models import Word

MAX_CHARS_PER_PAGE = 200_000  # a page with more is read up to there, with a warning


Affine = tuple[float, float, float, float, float, float]  # x' = a x + c y + e, y' = b x + d y + f


RawWord = tuple[str, float, float, float, float]  # text, x0, y0, x1, y1 (viewer frame)


_IDENTITY: Affine = (1.0, 0.0, 0.0, 1.0, 0.0, 0.0)


def _apply(m: Affine, x: float, y: float) -> tuple[float, float]:
    return m[0] * x + m[2] * y + m[4], m[1] * x + m[3] * y + m[5]


def _compose(outer: Affine, inner: Affine) -> Affine:
    """The affine map `outer(inner(p))`."""
    a, b, c, d, e, f = inner
    ex, fy = _apply(outer, e, f)
    return (
        outer[0] * a + outer[2] * b, outer[1] * a + outer[3] * b,
        outer[0] * c + outer[2] * d, outer[1] * c + outer[3] * d,
        ex, fy,
    )


def page_frame(page: Any, width: float, height: float) -> Affine:
    """PDF user space → the viewer's frame in points (rotation and crop applied, top-left).

    Derived from PDFium's own `FPDF_PageToDevice`, the mapping its renderer uses, so
    text-layer boxes and rendered pixels always agree.
    """
    import ctypes

    import pypdfium2.raw as pdfium_c

    k = 100.0  # device pixels per point: 0.01 pt resolution for the integer device coords
    sx, sy = max(1, round(width * k)), max(1, round(height * k))
    pts = []
    for x, y in ((0.0, 0.0), (1000.0, 0.0), (0.0, 1000.0)):
        dx, dy = ctypes.c_int(), ctypes.c_int()
        if not pdfium_c.FPDF_PageToDevice(page, 0, 0, sx, sy, 0, x, y, dx, dy):
            raise DamagedFile("A geometria da página do PDF é inválida.")
        pts.append((dx.value / k, dy.value / k))
    (ox, oy), (ax, ay), (bx, by) = pts
    return ((ax - ox) / 1000.0, (ay - oy) / 1000.0, (bx - ox) / 1000.0, (by - oy) / 1000.0, ox, oy)


_LIGATURES = {"\ufb00": "ff", "\ufb01": "fi", "\ufb02": "fl", "\ufb03": "ffi", "\ufb04": "ffl",
              "\ufb05": "st", "\ufb06": "st", "\x02": "-", "\xad": "-"}


def _page_text(textpage: Any, n: int) -> str:
    """The `n` chars of a text page, one Python char per PDFium char index."""
    import ctypes

    import pypdfium2.raw as pdfium_c

    buf = (ctypes.c_ushort * (n + 1))()
    got = pdfium_c.FPDFText_GetText(textpage, 0, n, buf)
    if got == n + 1:
        units = bytes(buf)[: 2 * n]
        if not any(0xD800 <= u <= 0xDFFF for u in buf[:n]):  # no surrogate pairs: aligned
            return units.decode("utf-16-le")
    # rare (characters outside the BMP): one call per char keeps indices aligned
    return "".join(chr(pdfium_c.FPDFText_GetUnicode(textpage, i) or 0xFFFD) for i in range(n))


def page_words(page: Any, number: int, width: float, height: float) -> tuple[list[Word], bool]:
    """The words of one page's text layer, in reading order.

    Chars are split into words at whitespace (including the spaces PDFium generates for
    gaps), at a gap wider than a fifth of the line height, where the next char starts a
    new line, and where the writing direction changes. Horizontal words come in lines
    top to bottom, each left to right; rotated words (a vertical serial number on a
    card) come after them, so they never split a line. Returns (words, truncated at
    `MAX_CHARS_PER_PAGE`).
    """
    import pypdfium2.raw as pdfium_c

    textpage = page.get_textpage()
    try:
        total = pdfium_c.FPDFText_CountChars(textpage)
        if total <= 0:
            return [], False
        n = min(total, MAX_CHARS_PER_PAGE)
        text = _page_text(textpage, n)
        frame = page_frame(page, width, height)
        upright_at: dict[float, bool] = {}
        rect = pdfium_c.FS_RECTF()
        get_box = pdfium_c.FPDFText_GetLooseCharBox
        get_angle = pdfium_c.FPDFText_GetCharAngle
        upright: list[RawWord] = []
        rotated: list[RawWord] = []
        chars: list[str] = []
        wx0 = wy0 = wx1 = wy1 = 0.0
        px0 = py0 = px1 = py1 = 0.0
        wup = True

        def flush() -> None:
            (upright if wup else rotated).append(("".join(chars), wx0, wy0, wx1, wy1))
            chars.clear()

        fa, fb, fc, fd, fe, ff = frame
        for i, ch in enumerate(text):
            if ch.isspace() or ch == "\x00":
                if chars:
                    flush()
                continue
            if not get_box(textpage, i, rect):
                continue
            ax, ay = fa * rect.left + fc * rect.top + fe, fb * rect.left + fd * rect.top + ff
            bx, by = fa * rect.right + fc * rect.bottom + fe, fb * rect.right + fd * rect.bottom + ff
            x0, x1 = (ax, bx) if ax <= bx else (bx, ax)
            y0, y1 = (ay, by) if ay <= by else (by, ay)
            if chars:
                if wup:  # same line (vertical overlap), no wide gap, no jump back
                    h, ph = y1 - y0, py1 - py0
                    tol = 0.2 * max(h, ph, 1.0)
                    if (min(y1, py1) - max(y0, py0) < 0.5 * min(h, ph)
                            or x0 - px1 > tol or x0 < px1 - 2.5 * tol):
                        flush()
                else:  # rotated: the next char's box must touch this one's
                    tol = 0.2 * max(x1 - x0, y1 - y0, px1 - px0, py1 - py0, 1.0)
                    if max(x0 - px1, px0 - x1, y0 - py1, py0 - y1) > tol:
                        flush()
            if chars:
                wx0, wy0, wx1, wy1 = min(wx0, x0), min(wy0, y0), max(wx1, x1), max(wy1, y1)
            else:  # a word starts: its direction (a rotated char breaks a line above)
                angle = round(get_angle(textpage, i), 2)
                known = upright_at.get(angle)
                if known is None:
                    known = upright_at[angle] = _is_upright(frame, angle)
                wup = known
                wx0, wy0, wx1, wy1 = x0, y0, x1, y1
            chars.append(_LIGATURES.get(ch, ch))
            px0, py0, px1, py1 = x0, y0, x1, y1
        if chars:
            flush()
    finally:
        textpage.close()
    ordered = _reading_order(upright) + sorted(rotated, key=lambda w: (round(w[1]), w[2]))
    words = [
        Word.model_construct(
            text=t, bbox=_clip((x0, y0, x1, y1), width, height), confidence=1.0,
            page=number, source="pdf-text",
        )
        for t, x0, y0, x1, y1 in ordered
    ]
    return words, total > n


def _is_upright(frame: Affine, angle: float) -> bool:
    """Whether text at `angle` (radians, PDF user space) runs left to right on screen."""
    if angle < 0:  # PDFium could not tell
        return True
    dx, dy = math.cos(angle), math.sin(angle)
    vx, vy = frame[0] * dx + frame[2] * dy, frame[1] * dx + frame[3] * dy
    return vx > 0.9 * math.hypot(vx, vy)


def _reading_order(raw: list[RawWord], tolerance: float = 3.0) -> list[RawWord]:
    """Lines (words whose tops chain within `tolerance` pt) top to bottom, each left to right.

    The order pdfplumber's `extract_words` gave, which the extractors' text patterns
    were written against.
    """
    by_top = sorted(raw, key=lambda w: w[2])
    lines: list[list[RawWord]] = []
    last = float("-inf")
    for w in by_top:
        if not lines or w[2] - last > tolerance:
            lines.append([])
        lines[-1].append(w)
        last = w[2]
    return [w for line in lines for w in sorted(line, key=lambda w: w[1])]


def _clip(b: tuple[Any, Any, Any, Any], width: float, height: float) -> tuple[float, float, float, float]:
    x0, y0, x1, y1 = (float(v) for v in b)
    return (
        min(max(x0, 0.0), width),
        min(max(y0, 0.0), height),
        min(max(x1, 0.0), width),
        min(max(y1, 0.0), height),
    )
