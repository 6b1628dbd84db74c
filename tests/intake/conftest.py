"""Fixtures for intake tests: PDFs and page images generated on the fly (reportlab)."""

from __future__ import annotations

import io
from collections.abc import Callable

import pytest

LINES = [
    "CERTIFICADO DE REGISTRO E LICENCIAMENTO",
    "Placa ABC1D23 Renavam 01234567890",
    "Proprietario MARIA DA SILVA",
    "Municipio Olimpia estado SP",
    "Emitido em 02/12/2026",
]


def make_pdf(
    lines: list[str] = LINES,
    *,
    pages: int = 1,
    font_size: float = 14,
    x: float = 72,
    top: float = 720,
    leading: float = 28,
    image_only: bool = False,
) -> bytes:
    """A born-digital A4 PDF; `image_only` draws each page as a raster image instead."""
    from reportlab.lib.pagesizes import A4
    from reportlab.lib.utils import ImageReader
    from reportlab.pdfgen import canvas

    buf = io.BytesIO()
    c = canvas.Canvas(buf, pagesize=A4)
    for _ in range(pages):
        if image_only:
            from PIL import Image

            png = render_png(make_pdf(lines, font_size=font_size, x=x, top=top, leading=leading), 150)
            c.drawImage(ImageReader(Image.open(io.BytesIO(png))), 0, 0, *A4)
        else:
            c.setFont("Helvetica", font_size)
            y = top
            for line in lines:
                c.drawString(x, y, line)
                y -= leading
        c.showPage()
    c.save()
    return buf.getvalue()


def render_gray(pdf: bytes, dpi: int = 200):
    """Render page 1 of a PDF to a grayscale numpy array."""
    import numpy as np
    import pypdfium2 as pdfium

    doc = pdfium.PdfDocument(pdf)
    try:
        bitmap = doc[0].render(scale=dpi / 72.0, grayscale=True)
        return np.array(bitmap.to_numpy(), copy=True)
    finally:
        doc.close()


def to_png(gray, dpi: int | None = None) -> bytes:
    from PIL import Image

    buf = io.BytesIO()
    im = Image.fromarray(gray)
    im.save(buf, format="PNG", dpi=(dpi, dpi) if dpi else None)
    return buf.getvalue()


def render_png(pdf: bytes, dpi: int = 200) -> bytes:
    return to_png(render_gray(pdf, dpi), dpi)


@pytest.fixture(scope="session")
def born_digital_pdf() -> bytes:
    return make_pdf()


@pytest.fixture(scope="session")
def pdf_factory() -> Callable[..., bytes]:
    return make_pdf
