"""A small flowing page writer over a reportlab canvas (held-out family).

Documents are drawn top-down with a cursor; a new page starts when the cursor reaches
the bottom margin. Several documents may share one canvas (bundles): each starts on a
fresh page and the page numbers it used are recorded."""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass
from pathlib import Path

from reportlab.lib.pagesizes import A4
from reportlab.lib.utils import simpleSplit
from reportlab.pdfbase import pdfmetrics
from reportlab.pdfbase.ttfonts import TTFont
from reportlab.pdfgen import canvas

FONT_DIR = Path("/usr/share/fonts/truetype")

# Font families other than the training family's default (DejaVu Sans): family → files.
FAMILIES = {
    "LibSerif": ("liberation/LiberationSerif-Regular.ttf", "liberation/LiberationSerif-Bold.ttf"),
    "LibSans": ("liberation/LiberationSans-Regular.ttf", "liberation/LiberationSans-Bold.ttf"),
    "LibNarrow": ("liberation/LiberationSansNarrow-Regular.ttf", "liberation/LiberationSansNarrow-Bold.ttf"),
    "LibMono": ("liberation/LiberationMono-Regular.ttf", "liberation/LiberationMono-Bold.ttf"),
    "DjSerif": ("dejavu/DejaVuSerif.ttf", "dejavu/DejaVuSerif-Bold.ttf"),
    "DjSerifCond": ("dejavu/DejaVuSerifCondensed.ttf", "dejavu/DejaVuSerifCondensed-Bold.ttf"),
    "DjMono": ("dejavu/DejaVuSansMono.ttf", "dejavu/DejaVuSansMono-Bold.ttf"),
    # series 2 (issue 12): italic and condensed faces the first series does not use
    "LibSansIt": ("liberation/LiberationSans-Italic.ttf", "liberation/LiberationSans-BoldItalic.ttf"),
    "LibSerifIt": ("liberation/LiberationSerif-Italic.ttf", "liberation/LiberationSerif-BoldItalic.ttf"),
    "DjSansCond": ("dejavu/DejaVuSansCondensed.ttf", "dejavu/DejaVuSansCondensed-Bold.ttf"),
}
# Series 2 also prints with the PDF standard fonts, not embedded (as many government
# portals do): the reader sees whatever its renderer substitutes for them.
STANDARD = {"Helv": ("Helvetica", "Helvetica-Bold"), "Times": ("Times-Roman", "Times-Bold"),
            "Cour": ("Courier", "Courier-Bold")}
_registered = False


def register_fonts() -> None:
    global _registered
    if _registered:
        return
    for fam, (reg, bold) in FAMILIES.items():
        pdfmetrics.registerFont(TTFont(fam, str(FONT_DIR / reg)))
        pdfmetrics.registerFont(TTFont(fam + "-B", str(FONT_DIR / bold)))
    for fam, (reg, bold) in STANDARD.items():
        pdfmetrics.registerFont(pdfmetrics.Font(fam, reg, "WinAnsiEncoding"))
        pdfmetrics.registerFont(pdfmetrics.Font(fam + "-B", bold, "WinAnsiEncoding"))
    _registered = True


@dataclass
class Style:
    font: str = "LibSerif"
    size: float = 10.5
    label_size: float = 7.0
    lead: float = 1.35


class Sheet:
    """Cursor-based writer; x and y in points, y measured from the top."""

    W, H = A4

    def __init__(self, c: canvas.Canvas, style: Style, margin: float = 50):
        register_fonts()
        self.c = c
        self.s = style
        self.m = margin
        self.y = margin
        self.page = 0  # pages started in the whole canvas
        self.started = False
        # drawn on every page a document leaves (a Junta stamp or a running footer);
        # the layout draws it on its own last page and clears it
        self.on_page_end: Callable[[Sheet], None] | None = None

    # -- pages -------------------------------------------------------------
    def start(self) -> int:
        """Begin a new document on a fresh page; returns its first page number (1-based)."""
        if self.started:
            self.c.showPage()
            if "W" in vars(self):  # the last document was landscape (series 8, issue 12): back to A4
                del self.W, self.H
                self.c.setPageSize(A4)
        self.started = True
        self.on_page_end = None
        self.page += 1
        self.y = self.m
        return self.page

    def new_page(self) -> None:
        if self.on_page_end is not None:
            self.on_page_end(self)
        self.c.showPage()
        self.page += 1
        self.y = self.m

    def ensure(self, h: float) -> None:
        if self.y + h > self.H - self.m:
            self.new_page()

    @property
    def width(self) -> float:
        return self.W - 2 * self.m

    def _Y(self, y: float) -> float:
        return self.H - y

    # -- primitives --------------------------------------------------------
    def font(self, bold: bool = False) -> str:
        return self.s.font + ("-B" if bold else "")

    def text_at(self, x: float, y: float, s: str, size: float | None = None, bold: bool = False,
                align: str = "left", font: str | None = None) -> None:
        size = size or self.s.size
        self.c.setFont(font or self.font(bold), size)
        yy = self._Y(y + size)
        if align == "center":
            self.c.drawCentredString(x, yy, s)
        elif align == "right":
            self.c.drawRightString(x, yy, s)
        else:
            self.c.drawString(x, yy, s)

    def rotated(self, x: float, y: float, s: str, size: float, angle: float = 90, bold: bool = False) -> None:
        """Text turned by `angle` degrees around (x, y) (a stamp printed along the margin)."""
        self.c.saveState()
        self.c.translate(x, self._Y(y))
        self.c.rotate(angle)
        self.c.setFont(self.font(bold), size)
        self.c.drawString(0, 0, s)
        self.c.restoreState()

    def rect(self, x: float, y: float, w: float, h: float, fill: float | None = None, lw: float = 0.6) -> None:
        self.c.setLineWidth(lw)
        if fill is not None:
            self.c.setFillGray(fill)
            self.c.rect(x, self._Y(y + h), w, h, stroke=1, fill=1)
            self.c.setFillGray(0)
        else:
            self.c.rect(x, self._Y(y + h), w, h, stroke=1, fill=0)

    def hline(self, lw: float = 0.8) -> None:
        self.c.setLineWidth(lw)
        self.c.line(self.m, self._Y(self.y), self.W - self.m, self._Y(self.y))
        self.y += 4

    def gap(self, h: float = 8) -> None:
        self.y += h

    # -- flowing blocks ----------------------------------------------------
    def line(self, s: str, size: float | None = None, bold: bool = False, align: str = "left",
             indent: float = 0) -> None:
        size = size or self.s.size
        self.ensure(size * self.s.lead)
        x = {"left": self.m + indent, "center": self.W / 2, "right": self.W - self.m}[align]
        self.text_at(x, self.y, s, size, bold, align)
        self.y += size * self.s.lead

    def title(self, s: str, size: float = 13, align: str = "center") -> None:
        for part in simpleSplit(s, self.font(True), size, self.width):
            self.line(part, size, True, align)
        self.gap(4)

    def para(self, s: str, size: float | None = None, bold: bool = False, indent: float = 0,
             first_indent: float = 0) -> None:
        size = size or self.s.size
        width = self.width - indent
        lines = simpleSplit(s, self.font(bold), size, width - first_indent)
        if len(lines) > 1:
            rest = " ".join(lines[1:])
            lines = lines[:1] + simpleSplit(rest, self.font(bold), size, width)
        for i, ln in enumerate(lines):
            self.line(ln, size, bold, indent=indent + (first_indent if i == 0 else 0))
        self.gap(size * 0.5)

    def kv(self, label: str, value: str, sep: str = ": ", size: float | None = None,
           label_bold: bool = True, indent: float = 0) -> None:
        """'Label: value' on one line (value wraps under itself)."""
        size = size or self.s.size
        self.ensure(size * self.s.lead)
        lab = label + sep
        self.c.setFont(self.font(label_bold), size)
        lw = self.c.stringWidth(lab, self.font(label_bold), size)
        self.text_at(self.m + indent, self.y, lab, size, label_bold)
        lines = simpleSplit(value, self.font(), size, self.width - indent - lw) or [""]
        for ln in lines:
            self.ensure(size * self.s.lead)
            self.text_at(self.m + indent + lw, self.y, ln, size)
            self.y += size * self.s.lead

    def grid(self, rows: list[list[tuple[str, str, float]]], value_size: float | None = None,
             label_upper: bool = True, value_font: str | None = None, row_h: float | None = None) -> None:
        """Bordered boxes: each cell has a small label at the top and the value below.
        A row is a list of (label, value, width fraction)."""
        vs = value_size or self.s.size
        ls = self.s.label_size
        h = row_h or (ls + vs + 10)
        for row in rows:
            self.ensure(h)
            x = self.m
            for label, value, frac in row:
                w = self.width * frac
                self.rect(x, self.y, w, h)
                self.text_at(x + 3, self.y + 2, label.upper() if label_upper else label, ls)
                self.c.setFont(value_font or self.font(), vs)
                self.text_at(x + 4, self.y + ls + 5, value, vs, font=value_font)
                x += w
            self.y += h

    def table(self, header: list[str], rows: list[list[str]], fracs: list[float],
              size: float | None = None, zebra: bool = False) -> None:
        size = size or self.s.size - 1
        h = size + 8
        self.ensure(h * 2)
        x = self.m
        for head, f in zip(header, fracs, strict=False):
            w = self.width * f
            self.rect(x, self.y, w, h, fill=0.85)
            self.text_at(x + 3, self.y + 3, head, size, True)
            x += w
        self.y += h
        for i, row in enumerate(rows):
            self.ensure(h)
            x = self.m
            for val, f in zip(row, fracs, strict=False):
                w = self.width * f
                self.rect(x, self.y, w, h, fill=(0.95 if zebra and i % 2 else None))
                self.text_at(x + 3, self.y + 3, val, size)
                x += w
            self.y += h
        self.gap(6)

    def two_col(self, left: list[tuple[str, str]], right: list[tuple[str, str]],
                size: float | None = None, stacked: bool = False) -> None:
        """Two columns of label/value pairs; stacked puts the label above the value."""
        size = size or self.s.size
        colw = self.width / 2
        y0 = self.y
        ys = []
        for col, pairs in enumerate((left, right)):
            y = y0
            x = self.m + col * colw
            for label, value in pairs:
                if stacked:
                    self.text_at(x, y, label, self.s.label_size, True)
                    y += self.s.label_size + 2
                    self.text_at(x, y, value, size)
                    y += size * self.s.lead + 3
                else:
                    lab = label + ": "
                    self.text_at(x, y, lab, size, True)
                    lw = self.c.stringWidth(lab, self.font(True), size)
                    self.text_at(x + lw, y, value, size)
                    y += size * self.s.lead
            ys.append(y)
        self.y = max(ys) + 4

    def signature(self, name: str, role: str = "", x_frac: float = 0.5) -> None:
        self.ensure(50)
        self.y += 24
        x = self.m + self.width * x_frac
        self.c.setLineWidth(0.5)
        self.c.line(x - 110, self._Y(self.y), x + 110, self._Y(self.y))
        self.y += 3
        self.text_at(x, self.y, name, self.s.size - 1, align="center")
        self.y += (self.s.size - 1) * self.s.lead
        if role:
            self.text_at(x, self.y, role, self.s.size - 1.5, align="center")
            self.y += (self.s.size - 1.5) * self.s.lead

    def stamp(self, lines: list[str], x: float, y: float, w: float = 210) -> None:
        """A registry stamp (Junta Comercial): a box with small bold lines."""
        h = 10 * len(lines) + 8
        self.c.setStrokeGray(0.25)
        self.rect(x, y, w, h, lw=1.2)
        self.c.setStrokeGray(0)
        for i, ln in enumerate(lines):
            self.text_at(x + 5, y + 4 + i * 10, ln, 7.5, bold=(i == 0))

    def qr_like(self, x: float, y: float, size: float, seed: int) -> None:
        """A QR-code-looking square of random modules (not decodable)."""
        import random

        r = random.Random(seed)
        n = 25
        cell = size / n
        self.c.setFillGray(0)
        for i in range(n):
            for j in range(n):
                finder = (i < 7 and j < 7) or (i < 7 and j >= n - 7) or (i >= n - 7 and j < 7)
                on = (finder and (i in (0, 6, n - 7, n - 1) or j in (0, 6, n - 7, n - 1)
                                  or (2 <= i % (n - 7) <= 4 and 2 <= j % (n - 7) <= 4))) or (not finder and r.random() < 0.45)
                if on:
                    self.c.rect(x + j * cell, self._Y(y + (i + 1) * cell), cell, cell, stroke=0, fill=1)
