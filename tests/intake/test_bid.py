"""A real phone photo (BID dataset CNH, upside down) yields its ground-truth values."""

from __future__ import annotations

import json
from pathlib import Path

import pytest

from intake.pipeline import read_file

PHOTO = Path("/work/shared/realdocs/cnh/bid_00003658_cnh_frente.jpg")


@pytest.mark.skipif(not PHOTO.exists(), reason="BID sample not available")
def test_bid_cnh_photo() -> None:
    gt = json.loads(PHOTO.with_suffix(".gt.json").read_text(encoding="utf-8"))
    doc = read_file(PHOTO)
    assert doc.media_type == "image/jpeg"
    (page,) = doc.pages
    assert page.rotation == 180  # the photo is upside down
    text = page.text
    printed = gt["printed"]
    values = [printed["cpf"], printed["registro"], printed["data_nascimento"],
              printed["validade"], printed["primeira_habilitacao"], *printed["nome"].split()]
    # OCR may split a masked number at its separators ("131.334 .317-06"): compare
    # without whitespace; the characters themselves must all be right.
    flat = "".join(text.split())
    found = [v for v in values if v in flat]
    assert len(found) >= 5, (found, text)
    assert all(0.0 <= w.confidence <= 1.0 and w.source == "ocr" for w in page.words)
