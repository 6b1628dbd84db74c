"""The fast scan path's pieces: TSV parsing, the reading-quality judge, the cached image."""

from __future__ import annotations

import shutil

import numpy as np
import pytest

from intake.models import Word
from intake.scanpage import reading_quality
from intake.tess import parse_tsv

TSV = (
    "level\tpage_num\tblock_num\tpar_num\tline_num\tword_num\tleft\ttop\twidth\theight\tconf\ttext\n"
    "1\t1\t0\t0\t0\t0\t0\t0\t1654\t2339\t-1\t\n"
    "5\t1\t1\t1\t1\t1\t200\t100\t300\t40\t96.5\tCERTIFICADO\n"
    "5\t1\t1\t1\t1\t2\t520\t100\t20\t40\t12\t \n"
)


def test_parse_tsv_to_points() -> None:
    (w,) = parse_tsv(TSV, page=2, dpi=200)
    assert w.text == "CERTIFICADO" and w.page == 2 and w.source == "ocr"
    assert w.confidence == pytest.approx(0.965)
    assert w.bbox == pytest.approx((72.0, 36.0, 180.0, 50.4))


def _w(text: str, conf: float, tall: bool = False) -> Word:
    bbox = (0.0, 0.0, 5.0, 40.0) if tall else (0.0, 0.0, 40.0, 5.0)
    return Word(text=text, bbox=bbox, confidence=conf, page=1, source="ocr")


def test_reading_quality_tells_good_from_garbage_and_sideways() -> None:
    good = [_w("CERTIFICADO", 0.95), _w("REGISTRO", 0.9), _w("ABC1D23", 0.85)]
    assert reading_quality(good)[0] > 0.9
    garbage = [_w("sovorvA", 0.3), _w("UVINISVIA", 0.4), _w("eeeio", 0.55)]
    assert reading_quality(garbage)[0] == 0.0
    sideways = [_w("CERTIFICADO", 0.95, tall=True), _w("REGISTRO", 0.9, tall=True)]
    assert reading_quality(sideways) == (0.0, 0)


@pytest.mark.skipif(shutil.which("tesseract") is None, reason="tesseract not installed")
def test_one_page_scan_keeps_its_upright_image_for_field_reocr() -> None:
    from intake.pipeline import page_image, read_bytes
    from tests.intake.conftest import make_pdf, render_gray, to_png

    doc = read_bytes(to_png(render_gray(make_pdf(font_size=16), 200), 200), "scan.png")
    (page,) = doc.pages
    img = page_image(doc, 1)
    assert not img.flags.writeable  # the very image that was read, shared read-only
    assert abs(img.shape[0] - page.height * page.dpi / 72) <= 1.5
    again = page_image(doc, 1, dpi=100)  # another dpi: rendered anew
    assert isinstance(again, np.ndarray) and again.shape[0] < img.shape[0]
