"""Real tesseract: rotated, skewed, noisy page images come back upright and readable."""

from __future__ import annotations

import numpy as np
import pytest

from intake import preprocess, tess
from intake.ocr import ocr_region
from intake.pipeline import page_image, read_bytes
from tests.intake.conftest import make_pdf, render_gray, to_png

pytestmark = pytest.mark.skipif(
    __import__("shutil").which("tesseract") is None, reason="tesseract not installed"
)

DPI = 200
EXPECTED = {"CERTIFICADO", "REGISTRO", "LICENCIAMENTO", "ABC1D23", "MARIA", "SILVA", "02/12/2026"}


def _degrade(gray: np.ndarray, rotation: int, skew: float, noise: float, seed: int = 7) -> np.ndarray:
    img = preprocess.rotate_small(gray, skew)
    img = preprocess.rotate90(img, rotation)
    rng = np.random.default_rng(seed)
    noisy = img.astype(np.float32) + rng.normal(0, noise, img.shape)
    return np.clip(noisy, 0, 255).astype(np.uint8)


@pytest.fixture(scope="module")
def upright() -> np.ndarray:
    return render_gray(make_pdf(font_size=16), DPI)


def _check(doc, rotation: int) -> None:
    (page,) = doc.pages
    assert page.source == "ocr"
    assert page.rotation == (360 - rotation) % 360  # the correction undoes the damage
    assert page.height > page.width  # upright A4 again
    words = {w.text: w for w in page.words}
    found = EXPECTED & set(words)
    assert len(found) >= 5, page.text
    confs = [words[t].confidence for t in found]
    assert min(confs) > 0.5 and np.mean(confs) > 0.8
    # upright: the title line is above the date line, and bboxes are in points
    assert words["CERTIFICADO"].bbox[1] < words.get("02/12/2026", words["SILVA"]).bbox[1]
    x0, y0, _x1, _y1 = words["CERTIFICADO"].bbox
    assert x0 == pytest.approx(72, abs=12) and y0 == pytest.approx(841.89 - 720 - 14, abs=14)


@pytest.mark.parametrize(("rotation", "skew"), [(180, 3.0), (90, -2.0)])
def test_rotated_skewed_noisy_scan(upright: np.ndarray, rotation: int, skew: float) -> None:
    png = to_png(_degrade(upright, rotation, skew, noise=18.0), DPI)
    _check(read_bytes(png, "scan.png"), rotation)


@pytest.mark.slow
@pytest.mark.parametrize(("rotation", "skew"), [(0, 0.0), (270, 1.5), (0, -6.0)])
def test_rotated_skewed_noisy_scan_more(upright: np.ndarray, rotation: int, skew: float) -> None:
    png = to_png(_degrade(upright, rotation, skew, noise=25.0), DPI)
    _check(read_bytes(png, "scan.png"), rotation)


def test_scanned_pdf_pages_ocr_in_parallel_and_region_reocr() -> None:
    pdf = make_pdf(font_size=16, pages=2, image_only=True)
    doc = read_bytes(pdf, "digitalizado.pdf")
    assert [p.source for p in doc.pages] == ["ocr", "ocr"]
    for page in doc.pages:
        assert page.width == pytest.approx(595.27, abs=1)
        assert {"ABC1D23", "MARIA"} <= {w.text for w in page.words}
    # re-read one field where it lives, with a whitelist
    word = next(w for w in doc.pages[0].words if w.text.startswith("0123456"))
    img = page_image(doc, 1)
    again = ocr_region(img, word.bbox, psm=7, whitelist="0123456789", dpi=doc.pages[0].dpi)
    assert again and again[0].text == "01234567890"
    assert again[0].bbox[0] == pytest.approx(word.bbox[0], abs=4)
    assert again[0].bbox[1] == pytest.approx(word.bbox[1], abs=4)


def test_skew_estimate_and_orientation_functions(upright: np.ndarray) -> None:
    assert preprocess.estimate_skew(preprocess.rotate_small(upright, 4.0)) == pytest.approx(-4.0, abs=0.3)
    rot, _conf = preprocess.detect_orientation(preprocess.rotate90(upright, 90),
                                               engine=tess.ENGINE)
    assert rot == 270


def test_perspective_quad_found_on_a_photo(upright: np.ndarray) -> None:
    import cv2

    h, w = upright.shape
    canvas = np.full((h + 400, w + 400), 60, np.uint8)  # dark table
    src = np.float32([[0, 0], [w, 0], [w, h], [0, h]])
    dst = np.float32([[260, 180], [w + 150, 230], [w + 300, h + 330], [120, h + 250]])
    m = cv2.getPerspectiveTransform(src, dst)
    photo = cv2.warpPerspective(upright, m, canvas.shape[::-1], dst=canvas,
                                borderMode=cv2.BORDER_TRANSPARENT)
    quad = preprocess.find_document_quad(photo)
    assert quad is not None
    assert np.abs(quad - dst).max() < 25
    flat = preprocess.warp_quad(photo, quad)
    assert abs(flat.shape[0] / flat.shape[1] - h / w) < 0.08
    assert preprocess.find_document_quad(upright) is None  # a flat scan: nothing to do
