"""A scanned PDF page is rendered for OCR at its scan's own resolution when that lies
between 200 dpi and the render dpi (issue 3: 8 pages on 2 workers); coarser scans are
still enlarged, pages without a covering image keep the default, and a 200-dpi scan
reads the same values as before (real tesseract)."""

from __future__ import annotations

import io

import pypdfium2 as pdfium
import pytest
from PIL import Image, ImageDraw, ImageFont

from intake.limits import Limits
from intake.pdf import ocr_render_dpi, prepare_pdf, scan_images, text_pages
from intake.pipeline import read_bytes
from samples.degrade import images_to_pdf


def _page(dpi: int, text: str = "PLACA RXV2K45 RENAVAM 07559444475") -> tuple[bytes, int, int]:
    w, h = int(8.27 * dpi), int(11.69 * dpi)  # A4
    im = Image.new("L", (w, h), 255)
    font = ImageFont.truetype("DejaVuSans.ttf", int(dpi * 12 / 72)) \
        if _has_dejavu() else ImageFont.load_default(size=int(dpi * 12 / 72))
    ImageDraw.Draw(im).text((dpi, dpi), text, fill=0, font=font)
    buf = io.BytesIO()
    im.save(buf, format="JPEG", quality=85)
    return buf.getvalue(), w, h


def _has_dejavu() -> bool:
    try:
        ImageFont.truetype("DejaVuSans.ttf", 10)
        return True
    except OSError:
        return False


def _scan_pdf(dpi: int) -> bytes:
    return images_to_pdf([_page(dpi)], dpi)


@pytest.mark.parametrize("dpi", [150, 200, 240, 300, 400])
def test_scan_dpi_is_read_from_the_covering_image(dpi: int) -> None:
    doc = pdfium.PdfDocument(_scan_pdf(dpi))
    page = doc[0]
    w, h = page.get_size()
    size, got = scan_images(page, w, h)
    assert size > 0 and got == pytest.approx(dpi, abs=0.5)


def test_a_page_without_a_covering_image_has_no_scan_dpi() -> None:
    from reportlab.pdfgen.canvas import Canvas

    buf = io.BytesIO()
    c = Canvas(buf)
    c.drawString(72, 720, "texto")
    c.save()
    page = pdfium.PdfDocument(buf.getvalue())[0]
    assert scan_images(page, *page.get_size()) == (0, 0.0)


@pytest.mark.parametrize(("native", "want"), [(0.0, 300.0), (150.0, 300.0), (199.0, 300.0),
                                              (200.0, 200.0), (240.0, 240.0),
                                              (300.0, 300.0), (600.0, 300.0)])
def test_render_dpi_choice(native: float, want: float) -> None:
    assert ocr_render_dpi(595.0, 842.0, native, Limits()) == pytest.approx(want)


def test_the_pixel_cap_still_applies() -> None:
    limits = Limits(max_render_pixels=1_000_000)
    assert ocr_render_dpi(595.0, 842.0, 200.0, limits) < 200.0


def test_text_pages_carry_the_scan_dpi() -> None:
    prepared = prepare_pdf(_scan_pdf(200), Limits())
    (tp,) = text_pages(prepared, Limits())
    assert tp.needs_ocr and tp.scan_dpi == pytest.approx(200.0, abs=0.5)


def test_a_200_dpi_scan_is_read_at_200_dpi() -> None:
    doc = read_bytes(_scan_pdf(200), "scan.pdf", Limits(ocr_workers=1))
    (page,) = doc.pages
    assert page.source == "ocr" and page.dpi == pytest.approx(200.0)
    text = " ".join(w.text for w in page.words)
    assert "RXV2K45" in text and "07559444475" in text
    # bboxes stay in page points whatever the render dpi
    assert page.width == pytest.approx(595.4, abs=1.0)
