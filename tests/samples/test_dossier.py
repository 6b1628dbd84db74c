"""Dossiers are internally consistent and in date at as_of."""

from __future__ import annotations

from datetime import date
from decimal import Decimal

import pytest

from samples.dossier import CHECKLIST_DOSSIERS, make_dossier
from samples.fake import placa_to_mercosul
from samples.validate import validate_gold

AS_OF = date(2026, 12, 1)


@pytest.mark.parametrize("cid", sorted(CHECKLIST_DOSSIERS))
def test_dossier_consistent(cid: str) -> None:
    d = make_dossier(cid, 1, AS_OF)
    assert make_dossier(cid, 1, AS_OF).facts == d.facts
    req_doc = d.facts["requerente_documento"]
    placas = {placa_to_mercosul(p) for p in d.facts["placas"]}
    kinds = [doc.kind for _, doc in d.docs]
    for stem, doc in d.docs:
        f = doc.fields
        assert validate_gold(doc.gold(stem)) == [], stem
        for k in ("valida_ate", "validade", "vigencia_fim"):
            if k in f:
                assert date.fromisoformat(f[k]) >= AS_OF, (stem, k)
        if "data_emissao" in f:
            assert date.fromisoformat(f["data_emissao"]) <= AS_OF
        if f.get("resultado") in ("positiva", "reprovado", "positivo"):
            pytest.fail(f"{stem} not clean")
        if stem.startswith("condutor"):
            continue
        for k in ("titular_documento", "proprietario_documento", "segurado_documento", "cnpj"):
            if k in f:
                assert f[k] == req_doc, (stem, k)
        if "placa" in f:
            assert placa_to_mercosul(f["placa"]) in placas
        for p in f.get("placas", []):
            assert placa_to_mercosul(p) in placas
    cnh = next(doc for _, doc in d.docs if doc.kind == "cnh")
    assert cnh.fields["categoria"] == "D" and cnh.fields["ear"] is True
    if d.facts["requerente_tipo"] == "pf":
        assert cnh.fields["cpf"] == req_doc
        assert "crlv" in kinds and "apolice" in kinds and "curso_condutor_escolar" in kinds
    else:
        cs = next(doc for _, doc in d.docs if doc.kind == "contrato_social")
        assert Decimal(cs.fields["capital_integralizado"]) >= Decimal("15000.00")
        assert cs.fields["capital_integralizado"] == cs.fields["capital_social"]
        assert "cnpj" in kinds
