"""Small drawing kit over a reportlab canvas: fonts, boxes, wrapped paragraphs, fake QR.

Canvases are created with `invariant=1`, so the same drawing calls give the same bytes.
"""

from __future__ import annotations

import io
import random
from pathlib import Path

from reportlab.lib.pagesizes import A4
from reportlab.lib.utils import simpleSplit
from reportlab.pdfbase import pdfmetrics
from reportlab.pdfbase.ttfonts import TTFont
from reportlab.pdfgen.canvas import Canvas

DEJAVU_DIR = Path("/usr/share/fonts/truetype/dejavu")

# family → (regular, bold)
FAMILIES: dict[str, tuple[str, str]] = {
    "helv": ("Helvetica", "Helvetica-Bold"),
    "times": ("Times-Roman", "Times-Bold"),
    "courier": ("Courier", "Courier-Bold"),
    "dejavu": ("DejaVuSans", "DejaVuSans-Bold"),
    "dejavu-serif": ("DejaVuSerif", "DejaVuSerif-Bold"),
    "dejavu-cond": ("DejaVuSansCondensed", "DejaVuSansCondensed-Bold"),
}
_registered = False


def register_fonts() -> None:
    """Register the DejaVu TTFs once (falls back to Helvetica when missing)."""
    global _registered
    if _registered:
        return
    _registered = True
    for fam in ("dejavu", "dejavu-serif", "dejavu-cond"):
        for name in FAMILIES[fam]:
            path = DEJAVU_DIR / f"{name}.ttf"
            if path.exists():
                pdfmetrics.registerFont(TTFont(name, str(path)))
            else:  # pragma: no cover - fonts-dejavu missing
                FAMILIES[fam] = FAMILIES["helv"]


def new_canvas(buf: io.BytesIO, title: str = "documento") -> Canvas:
    """A deterministic A4 canvas writing into `buf`."""
    register_fonts()
    c = Canvas(buf, pagesize=A4, invariant=1, pageCompression=1)
    c.setTitle(title)
    c.setAuthor("dossie samples")
    c.setCreator("dossie samples")
    return c


class Pen:
    """Cursor-free drawing helpers in points, origin at the bottom-left of an A4 page."""

    W, H = A4

    def __init__(self, c: Canvas, family: str = "helv"):
        self.c = c
        self.family = family
        self.pages = 0

    # ----------------------------------------------------------------- basics
    def font(self, bold: bool = False, family: str | None = None) -> str:
        """Font name for the current family."""
        reg, bld = FAMILIES[family or self.family]
        return bld if bold else reg

    def text(self, x: float, y: float, s: str, size: float = 9, bold: bool = False,
             family: str | None = None, color: tuple[float, float, float] = (0, 0, 0)) -> None:
        """Left-aligned text."""
        self.c.setFillColorRGB(*color)
        self.c.setFont(self.font(bold, family), size)
        self.c.drawString(x, y, s)
        self.c.setFillColorRGB(0, 0, 0)

    def center(self, y: float, s: str, size: float = 10, bold: bool = False,
               x: float | None = None, family: str | None = None) -> None:
        """Centred text (page centre by default)."""
        self.c.setFont(self.font(bold, family), size)
        self.c.drawCentredString(self.W / 2 if x is None else x, y, s)

    def right(self, x: float, y: float, s: str, size: float = 9, bold: bool = False) -> None:
        """Right-aligned text ending at x."""
        self.c.setFont(self.font(bold), size)
        self.c.drawRightString(x, y, s)

    def width(self, s: str, size: float, bold: bool = False) -> float:
        """Width of s in points."""
        return pdfmetrics.stringWidth(s, self.font(bold), size)

    def line(self, x0: float, y0: float, x1: float, y1: float, w: float = 0.6) -> None:
        """A straight line."""
        self.c.setLineWidth(w)
        self.c.line(x0, y0, x1, y1)

    def rect(self, x: float, y: float, w: float, h: float, lw: float = 0.6,
             fill: tuple[float, float, float] | None = None) -> None:
        """A rectangle, optionally filled."""
        self.c.setLineWidth(lw)
        if fill:
            self.c.setFillColorRGB(*fill)
            self.c.rect(x, y, w, h, stroke=1, fill=1)
            self.c.setFillColorRGB(0, 0, 0)
        else:
            self.c.rect(x, y, w, h, stroke=1, fill=0)

    def band(self, x: float, y: float, w: float, h: float,
             color: tuple[float, float, float]) -> None:
        """A filled band without border."""
        self.c.setFillColorRGB(*color)
        self.c.rect(x, y, w, h, stroke=0, fill=1)
        self.c.setFillColorRGB(0, 0, 0)

    # ----------------------------------------------------------------- compound
    def box(self, x: float, y: float, w: float, h: float, label: str, value: str,
            lsize: float = 5.5, vsize: float = 9, bold_value: bool = True) -> None:
        """A bordered cell: small label at the top-left, value below it."""
        self.rect(x, y, w, h, lw=0.5)
        self.text(x + 2, y + h - lsize - 1.5, label, size=lsize)
        if value:
            self.text(x + 3, y + 3, value, size=vsize, bold=bold_value)

    def labelled(self, x: float, y: float, label: str, value: str, size: float = 9,
                 gap: float = 4) -> float:
        """`Label: value` on one line; returns the x after the value."""
        self.text(x, y, label, size=size, bold=True)
        vx = x + self.width(label, size, True) + gap
        self.text(vx, y, value, size=size)
        return vx + self.width(value, size)

    def para(self, x: float, y: float, width: float, text: str, size: float = 9.5,
             leading: float | None = None, bold: bool = False, justify: bool = False) -> float:
        """A wrapped paragraph starting with its first baseline at y; returns the next y."""
        leading = leading or size * 1.35
        fname = self.font(bold)
        lines = simpleSplit(text, fname, size, width)
        for i, ln in enumerate(lines):
            self.c.setFont(fname, size)
            if justify and i < len(lines) - 1 and " " in ln:
                words = ln.split(" ")
                total = sum(pdfmetrics.stringWidth(w_, fname, size) for w_ in words)
                gap = (width - total) / (len(words) - 1)
                cx = x
                for w_ in words:
                    self.c.drawString(cx, y, w_)
                    cx += pdfmetrics.stringWidth(w_, fname, size) + gap
            else:
                self.c.drawString(x, y, ln)
            y -= leading
        return y

    def qr(self, x: float, y: float, size: float, rng: random.Random, n: int = 25) -> None:
        """A fake QR-like square (finder patterns + random modules)."""
        m = size / n
        self.c.setFillColorRGB(0, 0, 0)
        for i in range(n):
            for j in range(n):
                finder = any(
                    (fi <= i < fi + 7 and fj <= j < fj + 7)
                    for fi, fj in ((0, 0), (0, n - 7), (n - 7, 0))
                )
                if finder:
                    ii, jj = i % 7 if i < 7 else (i - (n - 7)), j % 7 if j < 7 else (j - (n - 7))
                    on = ii in (0, 6) or jj in (0, 6) or (2 <= ii <= 4 and 2 <= jj <= 4)
                else:
                    on = rng.random() < 0.5
                if on:
                    self.c.rect(x + j * m, y + size - (i + 1) * m, m, m, stroke=0, fill=1)

    def seal(self, x: float, y: float, r: float, label: str = "BRASIL") -> None:
        """A round emblem placeholder (brasão)."""
        self.c.setLineWidth(1)
        self.c.circle(x, y, r)
        self.c.circle(x, y, r * 0.75)
        self.c.setFont(self.font(True), max(r / 4, 4))
        self.c.drawCentredString(x, y - r / 10, label)

    def signature(self, x: float, y: float, w: float, name: str, role: str = "",
                  rng: random.Random | None = None) -> None:
        """A scribble above a line, then the signer's name/role."""
        if rng is not None:
            p = self.c.beginPath()
            p.moveTo(x + 10, y + 8)
            for k in range(1, 9):
                p.lineTo(x + 10 + k * (w - 20) / 8, y + 4 + rng.random() * 14)
            self.c.setLineWidth(0.8)
            self.c.drawPath(p, stroke=1, fill=0)
        self.line(x, y, x + w, y, 0.5)
        self.center(y - 10, name, size=8, x=x + w / 2)
        if role:
            self.center(y - 19, role, size=7, x=x + w / 2)

    def end_page(self) -> None:
        """Finish the current page."""
        self.c.showPage()
        self.pages += 1
