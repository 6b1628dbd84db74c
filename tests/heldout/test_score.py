"""The held-out scorer's matching rules, on hand-written predictions (no CLI run)."""

from __future__ import annotations

import json

from samples.heldout.score import norm, same, score


def test_normalisation_rules():
    assert same("capital_social", "15000.00", "R$ 15.000,00")
    assert same("cnpj", "12ABC345000135", "12.abc.345/0001-35")
    assert same("titular_nome", "JOÃO  DA SILVA", "joão da silva")
    assert not same("titular_nome", "JOÃO DA SILVA", "JOAO DA SILVA")
    assert same("placas", ["ABC1D23", "XYZ1234"], ["XYZ-1234", "ABC1D23"])
    assert not same("placas", ["ABC1D23", "ABC1D23"], ["ABC1D23"])
    assert same("coberturas", [{"tipo": "DMH", "valor": "5000.00"}], [{"valor": "5000", "tipo": "dmh"}])
    assert same("lotacao", 16, "16")
    assert same("orgao_emissor", "POLÍCIA CIVIL", "DETRAN-MG", ["DETRAN-MG"])
    assert same("razao_social", "ALFA TURISMO LTDA.", "alfa turismo ltda")
    assert norm("ear", True) is True


def _write(d, name, gold, pred, rendering="born-digital", bundle=False):
    (d / f"{name}.gold.json").write_text(json.dumps(gold))
    (d / ".predictions" / f"{name}.json").write_text(json.dumps(pred))
    return {"file": name, "gold": f"{name}.gold.json", "rendering": rendering, "bundle": bundle}


def test_score_counts_kinds_ranges_fields_and_wrong_but_sure(tmp_path):
    (tmp_path / ".predictions").mkdir()
    s = {"layout": "x", "rendering": "born-digital"}
    files = [
        _write(tmp_path, "a.pdf",
               [{"kind": "crlv", "page_range": [1, 1], "fields": {"placa": "ABC1D23", "lotacao": 16}, "sample": s}],
               [{"file": "a.pdf", "kind": "crlv", "page_range": [1, 1], "kind_confidence": 0.9,
                 "fields": {"placa": {"value": "ABC1D23", "confidence": 0.99},
                            "lotacao": {"value": 15, "confidence": 0.95}}}]),
        _write(tmp_path, "b.pdf",
               [{"kind": "contrato_social", "page_range": [1, 2], "fields": {"nire": "35212345678"}, "sample": s}],
               [{"file": "b.pdf", "kind": "contrato_social", "page_range": [1, 1], "kind_confidence": 0.6,
                 "fields": {"nire": {"value": "35212345678", "confidence": 0.9}}},
                {"file": "b.pdf", "kind": "demonstracoes_contabeis", "page_range": [2, 2], "kind_confidence": 0.5,
                 "fields": {}}]),
        _write(tmp_path, "c.pdf",
               [{"kind": "cnh", "page_range": [1, 1], "fields": {}, "sample": s},
                {"kind": "crlv", "page_range": [2, 2], "fields": {}, "sample": s}],
               [{"file": "c.pdf", "kind": "cnh", "page_range": [1, 1], "fields": {}},
                {"file": "c.pdf", "kind": "unknown", "page_range": [2, 2], "fields": {}}], bundle=True),
    ]
    (tmp_path / "manifest.json").write_text(json.dumps({"seed": 1, "files": files}))
    r = score(tmp_path, reuse=True, log=lambda *a, **k: None)
    bd = r["families"]["born-digital"]
    assert (bd["documents"], bd["kind_pct"]) == (2, 50.0)  # the split contrato is a miss
    # lotação wrong; the nire of the first half of the split contrato (right kind) still counts
    assert (bd["fields"], bd["fields_pct"]) == (3, 66.7)
    assert r["bundles"] == {"documents": 2, "found_with_kind_and_range": 1}
    assert r["wrong_but_sure"]["wrong_at_0.8"] == 1
    assert r["confusion"]["contrato_social"] == {"contrato_social*": 1}
    assert r["confusion"]["crlv"] == {"crlv": 1, "unknown": 1}


def test_series_filter_scores_one_series_and_per_layout(tmp_path):
    (tmp_path / ".predictions").mkdir()
    s1 = {"layout": "a", "rendering": "born-digital"}
    s2 = {"layout": "v2_b", "rendering": "born-digital", "series": 2}
    files = [
        _write(tmp_path, "ho_000.pdf", [{"kind": "cnh", "page_range": [1, 1], "fields": {"nome": "A"}, "sample": s1}],
               [{"file": "ho_000.pdf", "kind": "cnh", "page_range": [1, 1], "fields": {"nome": {"value": "A"}}}]),
        _write(tmp_path, "h2_000.pdf", [{"kind": "cnh", "page_range": [1, 1], "fields": {"nome": "B"}, "sample": s2}],
               [{"file": "h2_000.pdf", "kind": "crlv", "page_range": [1, 1], "fields": {}}]),
    ]
    files[1]["series"] = 2  # a manifest written before series 2 has no key: series 1
    (tmp_path / "manifest.json").write_text(json.dumps({"seed": 1, "files": files}))
    quiet = {"reuse": True, "log": lambda *a, **k: None}
    one, two, both = (score(tmp_path, series=1, **quiet), score(tmp_path, series=2, **quiet), score(tmp_path, **quiet))
    assert one["families"]["born-digital"]["kind_pct"] == 100.0
    assert two["families"]["born-digital"]["kind_pct"] == 0.0
    assert both["families"]["born-digital"]["documents"] == 2
    assert two["per_layout"] == {"v2_b": {"documents": 1, "kind_pct": 0.0, "fields": 1, "fields_pct": 0.0}}
