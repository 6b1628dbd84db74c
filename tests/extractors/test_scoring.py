"""The accuracy scorer (issue 12): both gold formats, page ranges, the kind confusion,
wrong-but-sure values, families, and `--family NAME=DIR`."""

from __future__ import annotations

import json
from pathlib import Path

import pytest

from benchmarks.accuracy import family_files, main, parse_family
from benchmarks.scoring import Report, compare_file, markdown
from extractors.models import Extraction, Field


def _ext(kind: str, pages: tuple[int, int], conf: float = 0.95, **fields: tuple[object, float]) -> Extraction:
    return Extraction(file="b.pdf", kind=kind, kind_confidence=conf, pages=pages[1] - pages[0] + 1,
                      page_range=pages,
                      fields={k: Field(value=v, confidence=c) for k, (v, c) in fields.items()})


GOLD = [
    {"kind": "contrato_social", "page_range": [1, 2], "fields": {"capital_social": "15000.00",
                                                                 "nire": {"value": "31201234567"}}},
    {"kind": "crlv", "page_range": [3, 3], "fields": {"placa": "ABC1D23"}},
    {"kind": "cnh", "page_range": [4, 4], "fields": {"cpf": "74852605700"}},
]


def test_a_bundle_is_scored_per_document_with_confusion_and_wrong_but_sure() -> None:
    got = [
        _ext("contrato_social", (1, 2), capital_social=("15000.00", 0.9), nire=("31201234560", 0.85)),
        _ext("crlv", (3, 3), placa=("ABC1D28", 0.5)),  # wrong but unsure: review
        _ext("rg", (4, 4), conf=0.83),  # wrong kind, sure
    ]
    results = compare_file("bundle.scan.pdf", got, GOLD, family="heldout")
    rep = Report(results)
    assert [r.rendering for r in results] == ["scan"] * 3
    assert [r.found for r in results] == [True, True, False]
    assert rep.bundles() == (2, 3)
    assert rep.confusion()[("cnh", "rg")] == 1
    assert rep.wrong_but_sure() == {"contrato_social.nire": 1}
    t = rep.by_rendering()["scan"]
    assert (t.fields, t.fields_ok, t.wrong_sure, t.kind_wrong_sure) == (4, 1, 1, 1)
    text = markdown(Report(results + compare_file("x.pdf", got[:1], GOLD[:1])))
    assert "family `heldout`" in text and "family `training`" in text
    assert "| cnh | rg | 1 |" in text and "| contrato_social.nire | 1 |" in text


def test_a_merged_page_range_is_not_found() -> None:
    got = [_ext("contrato_social", (1, 1)), _ext("demonstracoes_contabeis", (2, 2))]
    (r,) = compare_file("c.pdf", got, GOLD[:1])
    assert r.kind_ok and not r.found


def test_family_directories(tmp_path: Path) -> None:
    (tmp_path / "sub").mkdir()
    (tmp_path / "sub" / "a.pdf").write_bytes(b"%PDF-1.4")
    (tmp_path / "sub" / "a.pdf.gold.json").write_text(json.dumps(GOLD[1]), encoding="utf-8")
    (tmp_path / "no-gold.pdf").write_bytes(b"%PDF-1.4")
    assert family_files(tmp_path) == [tmp_path / "sub" / "a.pdf"]
    assert parse_family(f"heldout={tmp_path}") == ("heldout", tmp_path)
    with pytest.raises(Exception, match="NOME=DIRETÓRIO"):
        parse_family("heldout")
    empty = tmp_path / "empty"
    empty.mkdir()
    assert main(["--no-training", "--family", f"x={empty}"]) == 2


def test_a_family_runs_through_the_real_pipeline(tmp_path: Path) -> None:
    fixtures = Path(__file__).resolve().parents[2] / "samples" / "fixtures"
    fam = tmp_path / "fam"
    fam.mkdir()
    for name in ("cnd_federal.pdf", "cnd_federal.pdf.gold.json"):
        (fam / name).write_bytes((fixtures / name).read_bytes())
    out = tmp_path / "report.md"
    assert main(["--no-training", "--family", f"extra={fam}", "--jobs", "1", "--out", str(out)]) == 0
    text = out.read_text(encoding="utf-8")
    assert "| born-digital | 1 | 100.0% (1/1) | 100.0%" in text
    assert "No document was misclassified." in text
