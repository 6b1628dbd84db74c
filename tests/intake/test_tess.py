"""The warm OCR engine (tesserocr) and its CLI fallback read the same words."""

from __future__ import annotations

import numpy as np
import pytest
from PIL import Image, ImageDraw, ImageFont

from intake import tess


def _line(text: str, size: int = 40) -> np.ndarray:
    font = ImageFont.truetype("DejaVuSans.ttf", size)
    im = Image.new("L", (40 + int(font.getlength(text)), size * 2), 255)
    ImageDraw.Draw(im).text((20, size // 2), text, font=font, fill=0)
    return np.asarray(im)


def test_engine_is_tesserocr_here() -> None:
    assert tess.tessdata_dir() is not None
    assert tess.engine_name() == "tesserocr"


@pytest.mark.parametrize("engine", ["tesserocr", "cli"])
def test_both_engines_read_a_line(engine: str, monkeypatch: pytest.MonkeyPatch) -> None:
    if engine == "cli":
        monkeypatch.setenv("DOSSIE_OCR_ENGINE", "cli")
    img = _line("PLACA ABC1D23 RENAVAM 01234567897")
    words = tess.image_words(img, page=3, dpi=300, psm=7)
    assert [w.text for w in words] == ["PLACA", "ABC1D23", "RENAVAM", "01234567897"]
    w = words[0]
    assert w.page == 3 and w.source == "ocr" and 0.5 < w.confidence <= 1.0
    # bboxes in points: 20 px left margin at 300 dpi = 4.8 pt
    assert 3.0 < w.bbox[0] < 7.0 and w.bbox[2] > w.bbox[0]


def test_whitelist_applies_to_one_call_only() -> None:
    img = _line("AB12")
    digits = tess.image_words(img, page=1, dpi=300, psm=7, whitelist="0123456789")
    assert all(ch.isdigit() for w in digits for ch in w.text)
    again = tess.image_words(img, page=1, dpi=300, psm=7)
    assert [w.text for w in again] == ["AB12"]


def test_colour_input_and_offset() -> None:
    gray = _line("DETRAN")
    bgr = np.dstack([gray, gray, gray])
    (w,) = tess.image_words(bgr, page=1, dpi=72, psm=7, offset=(100.0, 50.0))
    assert w.text == "DETRAN"
    assert w.bbox[0] >= 100 and w.bbox[1] >= 50  # at 72 dpi, pixels are points


def test_timeout_raises() -> None:
    rng = np.random.default_rng(1)
    noise = (rng.random((3000, 3000)) > 0.5).astype(np.uint8) * 255
    with pytest.raises(TimeoutError):
        tess.image_tsv(noise, psm=3, timeout=0.001)
    # the engine still works afterwards
    assert [w.text for w in tess.image_words(_line("SENATRAN"), page=1, dpi=300, psm=7)] == ["SENATRAN"]
