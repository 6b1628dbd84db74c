"""The real pipeline (intake → extractors) on the committed sample fixtures.

- Born-digital fixtures: every gold field must match exactly.
- Scans/photos (real tesseract): the kind must be right and the field accuracy must
  reach a measured threshold. A representative subset runs by default; the whole set
  is marked ``slow``.
- The BID CNH photo (a real template with synthetic data, upside down): kind ``cnh``
  and the registro kept with a check-digit warning (BID registros fail the CNH check).

Measured (tesseract 5.3, `por`, 2 cores) on samples/fixtures, see the helper's report:
born-digital 100% kind and fields; the default OCR subset (cnd_federal.scan.pdf,
apolice.scan.pdf) ≥ 85% of fields; OCR_SUBSET_THRESHOLD keeps a margin for tesseract
variation.
"""

from __future__ import annotations

import json
from pathlib import Path
from typing import Any

import pytest

from extractors.pipeline import extract_document
from tests.extractors.goldscore import Score, compare, load_gold

FIXTURES = Path(__file__).resolve().parents[2] / "samples" / "fixtures"
BID_PHOTO = Path("/work/shared/realdocs/cnh/bid_00003658_cnh_frente.jpg")

OCR_SUBSET = ["cnd_federal.scan.pdf", "apolice.scan.pdf"]
OCR_SUBSET_THRESHOLD = 0.75
OCR_ALL_KIND_THRESHOLD = 0.6
OCR_ALL_FIELD_THRESHOLD = 0.3


def _rendering(path: Path) -> str:
    gold: Any = json.loads(Path(str(path) + ".gold.json").read_text(encoding="utf-8"))
    first = gold[0] if isinstance(gold, list) else gold
    return str(first.get("sample", {}).get("rendering", "born-digital"))


def _fixtures(rendering: set[str]) -> list[Path]:
    if not FIXTURES.is_dir():
        return []
    return sorted(p for p in FIXTURES.iterdir()
                  if Path(str(p) + ".gold.json").exists() and _rendering(p) in rendering)


def _run(path: Path) -> Score:
    from intake.pipeline import read_file

    return compare(path.name, extract_document(read_file(path)), load_gold(path))


BORN_DIGITAL = _fixtures({"born-digital"})
OCR_ALL = _fixtures({"scan", "photo"})


@pytest.mark.skipif(not BORN_DIGITAL, reason="samples/fixtures not generated")
@pytest.mark.parametrize("path", BORN_DIGITAL, ids=lambda p: p.name)
def test_born_digital_exact(path: Path) -> None:
    s = _run(path)
    assert s.misses == []
    assert s.kind_rate == 1.0 and s.field_rate == 1.0


@pytest.mark.skipif(not all((FIXTURES / n).exists() for n in OCR_SUBSET),
                    reason="samples/fixtures not generated")
def test_ocr_subset() -> None:
    total = Score()
    for name in OCR_SUBSET:
        total.add(_run(FIXTURES / name))
    assert total.kind_rate == 1.0, total.misses
    assert total.field_rate >= OCR_SUBSET_THRESHOLD, total.misses


@pytest.mark.slow
@pytest.mark.skipif(not OCR_ALL, reason="samples/fixtures not generated")
def test_all_scans_and_photos() -> None:
    total = Score()
    for path in OCR_ALL:
        total.add(_run(path))
    assert total.kind_rate >= OCR_ALL_KIND_THRESHOLD, total.misses
    assert total.field_rate >= OCR_ALL_FIELD_THRESHOLD, total.misses


@pytest.mark.skipif(not BID_PHOTO.exists(), reason="BID sample not available")
def test_bid_cnh_photo() -> None:
    from intake.pipeline import read_file

    (e,) = extract_document(read_file(BID_PHOTO))
    assert e.kind == "cnh"
    assert e.text_source == "ocr"
    reg = e.fields["registro"]
    assert reg.valid is False and reg.confidence <= 0.5
    assert reg.value == "47335258686"
    assert any("registro" in w and "dígito verificador" in w for w in e.warnings)
    assert e.value("cpf") == "13133431706"
    assert "ear" not in e.fields  # front only: EAR cannot be proven
