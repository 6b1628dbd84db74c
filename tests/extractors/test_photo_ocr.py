"""Phone photos of a CNH and a CRLV-e through the real pipeline (tesseract).

The committed fixtures are the harshest renderings of the samples (120 dpi, JPEG 62):
labels in 5-6 pt print come out garbled and values must still be found by label,
place or check digits. Thresholds keep a margin below what this machine measured
(CNH 9/10, CRLV-e 12/15, BID 5/7) for tesseract's variations.
"""

from __future__ import annotations

import json
from pathlib import Path

import pytest

from extractors.pipeline import extract_document
from tests.extractors.goldscore import compare, load_gold

FIXTURES = Path(__file__).resolve().parents[2] / "samples" / "fixtures"
BID = Path("/work/shared/realdocs/cnh/bid_00003658_cnh_frente.jpg")


def _score(path: Path) -> tuple[float, list]:
    from intake.pipeline import read_file

    s = compare(path.name, extract_document(read_file(path)), load_gold(path))
    assert s.kind_rate == 1.0, s.misses
    return s.field_rate, s.misses


@pytest.mark.skipif(not (FIXTURES / "cnh.photo.jpg").exists(), reason="fixtures not generated")
def test_cnh_photo() -> None:
    rate, misses = _score(FIXTURES / "cnh.photo.jpg")
    assert rate >= 0.8, misses


@pytest.mark.skipif(not (FIXTURES / "crlv.photo.jpg").exists(), reason="fixtures not generated")
def test_crlv_photo() -> None:
    rate, misses = _score(FIXTURES / "crlv.photo.jpg")
    assert rate >= 0.7, misses


@pytest.mark.skipif(not BID.exists(), reason="BID sample not available")
def test_bid_cnh_photo_fields() -> None:
    """A real capture (BID template, synthetic data, upside down, guilloche behind the
    print): its dates and CPF read right, the registro flagged by its check digits."""
    from intake.pipeline import read_file

    gt = json.loads(BID.with_suffix(".gt.json").read_text(encoding="utf-8"))["fields"]
    (e,) = extract_document(read_file(BID))
    assert e.kind == "cnh"
    right = [k for k, v in gt.items() if e.value(k) == v]
    assert len(right) >= 4, (right, {k: e.value(k) for k in gt})
    reg = e.fields.get("registro")
    if reg is not None:
        assert reg.valid is False and reg.confidence <= 0.5


@pytest.mark.slow
@pytest.mark.parametrize("kind, layout", [("cnh", "cnh_2017"), ("cnh", "cnh_2022"),
                                          ("crlv", "digital_2025"), ("crlv", "eletronico_2020")])
def test_generated_photo(tmp_path: Path, kind: str, layout: str) -> None:
    """A fresh sample photo of each layout (150 dpi, the benchmark's rendering)."""
    from datetime import date

    from samples.generate import build_doc, write_single
    from samples.render import render_pdf

    doc = build_doc(kind, 4242, date(2026, 12, 1), layout)
    rows = write_single(tmp_path, f"{kind}_{layout}", doc, render_pdf([doc]), ["photo"], 4242,
                        date(2026, 12, 1))
    rate, misses = _score(tmp_path / rows[0]["file"])
    assert rate >= 0.8, misses
