"""PDFium text layer: implied spaces, /Rotate and CropBox frames, sideways words, speed-safe caps."""

from __future__ import annotations

import io

import pytest

from intake.pipeline import read_bytes
from tests.intake.conftest import make_pdf


def _positioned_words(words: list[tuple[str, float]], y: float = 700, size: float = 11) -> bytes:
    """A PDF whose words are placed one by one, with no space character between them
    (how justified lines are often written)."""
    from reportlab.lib.pagesizes import A4
    from reportlab.pdfgen import canvas

    buf = io.BytesIO()
    c = canvas.Canvas(buf, pagesize=A4)
    c.setFont("Helvetica", size)
    for text, x in words:
        c.drawString(x, y, text)
    c.drawString(72, 500, "Linha de controle com texto suficiente para a triagem.")
    c.showPage()
    c.save()
    return buf.getvalue()


def test_justified_line_keeps_its_word_boundaries() -> None:
    # "O capital social é de R$ 15.000,00" with wide justified gaps and no spaces
    words = [("O", 72), ("capital", 84), ("social", 128), ("é", 166), ("de", 177),
             ("R$", 194), ("15.000,00", 212)]
    doc = read_bytes(_positioned_words(words), "contrato.pdf")
    texts = [w.text for w in doc.pages[0].words]
    assert texts[:7] == [t for t, _x in words]
    assert "OcapitalsocialédeR$15.000,00" not in doc.pages[0].text


@pytest.mark.parametrize("rotate", [90, 180, 270])
def test_rotated_page_words_in_the_viewer_frame(rotate: int) -> None:
    pikepdf = pytest.importorskip("pikepdf")
    pdf = pikepdf.open(io.BytesIO(make_pdf()))
    pdf.pages[0].Rotate = rotate
    buf = io.BytesIO()
    pdf.save(buf)
    (page,) = read_bytes(buf.getvalue(), "girado.pdf").pages
    w, h = (841.89, 595.27) if rotate in (90, 270) else (595.27, 841.89)
    assert page.width == pytest.approx(w, abs=0.1) and page.height == pytest.approx(h, abs=0.1)
    word = next(x for x in page.words if x.text == "CERTIFICADO")
    x0, y0, x1, y1 = word.bbox
    assert 0 <= x0 < x1 <= page.width and 0 <= y0 < y1 <= page.height
    # line 1 sits near the sheet's top edge: after the turn, that edge is on the right
    # (90), at the bottom (180) or on the left (270)
    if rotate == 90:
        assert x0 > page.width / 2 and (y1 - y0) > (x1 - x0)
    elif rotate == 180:
        assert y0 > page.height / 2
    else:
        assert x1 < page.width / 2 and (y1 - y0) > (x1 - x0)


def test_cropbox_origin_is_the_top_left_of_the_visible_page() -> None:
    pikepdf = pytest.importorskip("pikepdf")
    pdf = pikepdf.open(io.BytesIO(make_pdf()))
    pdf.pages[0].CropBox = [50, 100, 545, 800]
    buf = io.BytesIO()
    pdf.save(buf)
    (page,) = read_bytes(buf.getvalue(), "recortado.pdf").pages
    assert page.width == pytest.approx(495, abs=0.1) and page.height == pytest.approx(700, abs=0.1)
    placa = next(x for x in page.words if x.text == "ABC1D23")
    # baseline y=692 in user space: 800 - 692 from the crop's top edge
    assert placa.bbox[3] == pytest.approx(800 - 692 + 14 * 0.25, abs=3)


def test_sideways_word_is_whole_and_after_the_lines() -> None:
    from reportlab.lib.pagesizes import A4
    from reportlab.pdfgen import canvas

    buf = io.BytesIO()
    c = canvas.Canvas(buf, pagesize=A4)
    c.setFont("Helvetica", 12)
    c.drawString(72, 700, "Nº REGISTRO 04616077355 VALIDADE 21/01/2031")
    c.saveState()
    c.translate(40, 650)
    c.rotate(90)
    c.drawString(0, 0, "362845155")
    c.restoreState()
    c.drawString(72, 640, "VÁLIDA EM TODO O TERRITÓRIO NACIONAL")
    c.showPage()
    c.save()
    (page,) = read_bytes(buf.getvalue(), "cnh.pdf").pages
    texts = [w.text for w in page.words]
    assert texts[-1] == "362845155"
    assert texts[:5] == ["Nº", "REGISTRO", "04616077355", "VALIDADE", "21/01/2031"]


def test_scanned_pdf_page_goes_to_ocr_by_triage() -> None:
    from intake.limits import Limits
    from intake.pdf import prepare_pdf, text_pages

    prepared = prepare_pdf(make_pdf(image_only=True), Limits())
    (tp,) = text_pages(prepared, Limits())
    assert tp.needs_ocr and tp.words == []
