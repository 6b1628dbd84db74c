"""Issue 12 class 5: other CNPJ-card layouts still yield CNAE principal/secundários and
natureza jurídica; other CRLV layouts still yield lotação and data de emissão."""

from __future__ import annotations

import re

import pytest


def _digits(v) -> str:
    return re.sub(r"\D", "", str(v or ""))


FAILING = pytest.mark.xfail(strict=False, reason="issue 12 class 5")


@pytest.mark.parametrize("case", ["cnpj_tabela_atividades", "cnpj_consulta_lista"])
def test_cnpj_card_cnae_and_natureza(heldout, case):
    g = heldout.gold(case)[0]["fields"]
    doc = heldout.one(case)
    assert doc["kind"] == "cnpj"
    assert _digits(heldout.value(doc, "cnae_principal")) == g["cnae_principal"]
    assert sorted(_digits(x) for x in heldout.value(doc, "cnaes_secundarios") or []) == sorted(g["cnaes_secundarios"])
    assert _digits(heldout.value(doc, "natureza_juridica")) == g["natureza_juridica"]


@pytest.mark.parametrize("case", ["crlv_e_2025_colunas", "crlv_e_tabela"])
def test_crlv_lotacao_and_data_emissao(heldout, case):
    g = heldout.gold(case)[0]["fields"]
    doc = heldout.one(case)
    assert doc["kind"] == "crlv"
    assert str(heldout.value(doc, "lotacao")) == str(g["lotacao"])
    assert heldout.value(doc, "data_emissao") == g["data_emissao"]
