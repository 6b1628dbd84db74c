"""Fixtures and generated renderings open, match their gold and are reproducible."""

from __future__ import annotations

import itertools
import json
import re
from datetime import date
from pathlib import Path

import pypdfium2 as pdfium
import pytest
from PIL import Image

from samples.generate import generate
from samples.make_fixtures import make_fixtures
from samples.validate import validate_gold
from tests.samples.conftest import pdf_text, squash

FIXTURES = Path(__file__).resolve().parents[2] / "samples" / "fixtures"


def _golds(folder: Path) -> list[tuple[Path, list[dict]]]:
    out = []
    for g in sorted(folder.glob("*.gold.json")):
        data = json.loads(g.read_text(encoding="utf-8"))
        out.append((folder / g.name.removesuffix(".gold.json"), data if isinstance(data, list) else [data]))
    return out


def _page_count(path: Path) -> int:
    if path.suffix == ".pdf":
        doc = pdfium.PdfDocument(str(path))
        n = len(doc)
        doc.close()
        return n
    with Image.open(path) as im:
        im.load()
        return getattr(im, "n_frames", 1)


def test_fixtures_present_and_small() -> None:
    files = list(FIXTURES.iterdir())
    assert sum(f.stat().st_size for f in files) < 3.5e6
    kinds = {json.loads(f.read_text())["kind"] for f in FIXTURES.glob("*.gold.json")
             if not f.name.startswith("bundle")}
    assert {"crlv", "cnh", "cnd_federal", "contrato_social", "apolice", "cnpj"} <= kinds
    assert (FIXTURES / "bundle.pdf").exists()


@pytest.mark.parametrize(("path", "golds"), _golds(FIXTURES), ids=lambda x: getattr(x, "name", ""))
def test_fixture_opens_and_gold_valid(path: Path, golds: list[dict]) -> None:
    assert path.exists()
    for g in golds:
        assert g["file"] == path.name
        assert validate_gold(g) == []
    last = max(g["page_range"][1] for g in golds)
    if path.suffix == ".jpg":
        assert _page_count(path) == 1
    else:
        assert _page_count(path) == last
    if path.suffix == ".pdf" and golds[0]["sample"]["rendering"] == "born-digital":
        text = re.sub(r"[.\-/]", "", pdf_text(path.read_bytes()))
        for g in golds:
            for f in ("placa", "renavam", "cpf", "registro", "numero_apolice", "razao_social",
                      "codigo_validacao", "nire"):
                if f in g["fields"]:
                    assert re.sub(r"[.\-/]", "", squash(g["fields"][f]["value"])) in text


def test_bundle_page_ranges() -> None:
    golds = json.loads((FIXTURES / "bundle.pdf.gold.json").read_text())
    ranges = [g["page_range"] for g in golds]
    assert ranges[0][0] == 1
    for a, b in itertools.pairwise(ranges):
        assert b[0] == a[1] + 1
    assert any(g["pages"] == 2 for g in golds)
    people = {g["fields"].get("cpf", g["fields"].get("titular_documento",
              g["fields"].get("proprietario_documento")))["value"] for g in golds}
    assert len(people) == 1


def test_fixtures_regenerate_identically(tmp_path: Path) -> None:
    make_fixtures(tmp_path / "fx")
    for f in sorted(FIXTURES.iterdir()):
        assert (tmp_path / "fx" / f.name).read_bytes() == f.read_bytes(), f.name


def test_generate_deterministic(tmp_path: Path) -> None:
    kw = {"seed": 3, "per_kind": 1, "kinds": ["cnd_federal", "cnh"], "bundles": 1,
          "dossiers": False, "as_of": date(2026, 12, 1)}
    m1 = generate(tmp_path / "a", **kw)
    m2 = generate(tmp_path / "b", **kw)
    assert m1["files"] == m2["files"]
    names = sorted(p.name for p in (tmp_path / "a").iterdir())
    assert names == sorted(p.name for p in (tmp_path / "b").iterdir())
    for n in names:
        assert (tmp_path / "a" / n).read_bytes() == (tmp_path / "b" / n).read_bytes(), n
    renderings = {r["rendering"] for r in m1["files"]}
    assert renderings == {"born-digital", "scan", "photo"}
    for path, golds in _golds(tmp_path / "a"):
        assert _page_count(path) >= max(g["page_range"][1] for g in golds) or path.suffix == ".jpg"
