"""Pages printed light on dark are inverted before any ink measure (issue 15).

The BID CPF card (darkened, upside down) read no word in 2.9 s of OCR: its text height
was measured on the grain of the dark card, so the page was enlarged 3x past what
tesseract reads. The decision must not touch a white page photographed on a dark table.
"""

from __future__ import annotations

import json
from pathlib import Path

import cv2
import numpy as np
import pytest

from intake import preprocess
from intake.pipeline import read_file

CARD = Path("/work/shared/realdocs/cpf/bid_00010984_cpf_frente_aug01.jpg")


def _text(img: np.ndarray, colour: int) -> None:
    for i in range(12):
        cv2.putText(img, f"LINHA {i} DE TEXTO 123.456", (60, 80 + 40 * i),
                    cv2.FONT_HERSHEY_SIMPLEX, 0.9, colour, 2)


def test_dark_card_is_light_on_dark() -> None:
    img = np.full((600, 900), 40, np.uint8)
    _text(img, 200)
    assert preprocess.light_on_dark(img)


def test_white_page_on_dark_table_is_not() -> None:
    img = np.full((900, 1200), 35, np.uint8)
    img[150:750, 200:900] = 235  # the page covers under half of the frame
    _text(img[150:750, 200:900], 20)
    assert float(np.median(img)) < 96  # dark by the median alone
    assert not preprocess.light_on_dark(img)


def test_ordinary_page_is_not() -> None:
    img = np.full((600, 900), 245, np.uint8)
    _text(img, 10)
    assert not preprocess.light_on_dark(img)


@pytest.mark.skipif(not CARD.exists(), reason="BID sample not available")
def test_dark_cpf_card_is_read() -> None:
    gt = json.loads(CARD.with_suffix(".gt.json").read_text(encoding="utf-8"))
    (page,) = read_file(CARD).pages
    assert page.rotation == 180  # augmented upside down
    flat = "".join(page.text.split())
    assert gt["printed"]["Número de Inscrição"] in flat, page.text
