"""Text layer: words with bboxes in points (top-left origin), per-page triage."""

from __future__ import annotations

import hashlib

import pytest

from core.errors import EncryptedFile
from intake.models import Word
from intake.pdf import garbage_ratio, triage
from intake.pipeline import page_image, read_bytes


def test_born_digital_words_and_bboxes(born_digital_pdf: bytes) -> None:
    original = bytes(born_digital_pdf)
    doc = read_bytes(born_digital_pdf, "../../tmp/crlv.pdf")
    assert born_digital_pdf == original  # never modified
    assert doc.file == "crlv.pdf"
    assert doc.media_type == "application/pdf"
    assert doc.sha256 == hashlib.sha256(original).hexdigest()
    (page,) = doc.pages
    assert page.source == "pdf-text"
    assert page.width == pytest.approx(595.27, abs=0.1)
    assert page.height == pytest.approx(841.89, abs=0.1)
    words = {w.text: w for w in page.words}
    placa = words["ABC1D23"]
    assert placa.source == "pdf-text" and placa.confidence == 1.0 and placa.page == 1
    # "Placa ABC1D23" is line 2, drawn at baseline y=692 (bottom-left) with 14 pt type
    x0, y0, x1, y1 = placa.bbox
    assert x0 > 72 and x1 > x0
    assert y0 == pytest.approx(841.89 - 692 - 14 * 0.9, abs=3)
    assert y1 == pytest.approx(841.89 - 692 + 14 * 0.25, abs=3)
    # reading order: line 1 words come before line 5 words
    texts = [w.text for w in page.words]
    assert texts.index("CERTIFICADO") < texts.index("02/12/2026")


def test_multi_page_each_page_numbered(pdf_factory) -> None:
    doc = read_bytes(pdf_factory(pages=3), "tres.pdf")
    assert [p.number for p in doc.pages] == [1, 2, 3]
    assert all(w.page == p.number for p in doc.pages for w in p.words)


def _w(text: str) -> Word:
    return Word(text=text, bbox=(0, 0, 1, 1), confidence=1.0, page=1, source="pdf-text")


def test_triage_rules() -> None:
    many = [_w("palavra") for _ in range(10)]
    assert triage(many, 0.0) == (False, "")
    assert triage([], 0.9)[0] is True  # empty text over an image: a scan
    assert triage([], 0.0)[0] is False  # empty page of vector art: nothing to OCR
    assert triage([_w("(cid:12)(cid:13)(cid:14)") for _ in range(10)], 0.0)[0] is True
    assert triage(many[:5], 0.95)[0] is True  # little text on a full-page image
    assert garbage_ratio("texto normal") == 0.0
    assert garbage_ratio("\ufffd\ufffdab") == 0.5


def test_page_image_matches_points(born_digital_pdf: bytes) -> None:
    doc = read_bytes(born_digital_pdf, "crlv.pdf")
    img = page_image(doc, 1, dpi=100)
    assert abs(img.shape[0] - 841.89 * 100 / 72) <= 1.5
    assert abs(img.shape[1] - 595.27 * 100 / 72) <= 1.5


def test_user_password_pdf_refused(tmp_path) -> None:
    pikepdf = pytest.importorskip("pikepdf")
    from tests.intake.conftest import make_pdf

    src = pikepdf.open(__import__("io").BytesIO(make_pdf()))
    out = tmp_path / "senha.pdf"
    src.save(out, encryption=pikepdf.Encryption(user="segredo", owner="dono"))
    with pytest.raises(EncryptedFile) as info:
        read_bytes(out.read_bytes(), "senha.pdf")
    assert info.value.http_status == 422 and "senha" in info.value.message


def test_empty_user_password_pdf_is_read(tmp_path) -> None:
    pikepdf = pytest.importorskip("pikepdf")
    from tests.intake.conftest import make_pdf

    src = pikepdf.open(__import__("io").BytesIO(make_pdf()))
    out = tmp_path / "owner.pdf"
    src.save(out, encryption=pikepdf.Encryption(user="", owner="dono"))
    doc = read_bytes(out.read_bytes(), "owner.pdf")
    assert "ABC1D23" in doc.pages[0].text
    assert any("criptografia" in w for w in doc.warnings)
