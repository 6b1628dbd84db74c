"""Issue 12 class 3: who is who. A value taken from the wrong party is worse than none:
each test fails on the wrong party's value and on a missing value."""

from __future__ import annotations

import re

import pytest


def _doc(v) -> str:
    return re.sub(r"[^0-9A-Z]", "", str(v or "").upper())


FAILING = pytest.mark.xfail(strict=False, reason="issue 12 class 3")


@pytest.mark.parametrize("case", ["apolice_quadros",
                                  "apolice_frota"])
def test_apolice_segurado_is_the_insured_not_the_insurer(heldout, case):
    g = heldout.gold(case)[0]["fields"]
    doc = heldout.one(case)
    assert doc["kind"] == "apolice"
    assert _doc(heldout.value(doc, "segurado_documento")) == g["segurado_documento"]


def test_nota_fiscal_titular_is_the_destinatario(heldout):
    g = heldout.gold("nota_fiscal_danfe")[0]["fields"]
    doc = heldout.one("nota_fiscal_danfe")
    assert doc["kind"] == "nota_fiscal"
    assert _doc(heldout.value(doc, "titular_documento")) == g["titular_documento"]


def test_comprovante_titular_is_the_customer_not_the_utility(heldout):
    g = heldout.gold("comprovante_conta")[0]["fields"]
    doc = heldout.one("comprovante_conta")
    assert doc["kind"] == "comprovante_endereco"
    assert (heldout.value(doc, "titular_nome") or "").upper() == g["titular_nome"]


def test_requerimento_titular_nome_is_a_name(heldout):
    g = heldout.gold("requerimento_prefeitura")[0]["fields"]
    doc = heldout.one("requerimento_prefeitura")
    assert doc["kind"] == "requerimento"
    assert (heldout.value(doc, "titular_nome") or "").upper() == g["titular_nome"]


def test_distribuicao_criminal_names_its_holder(heldout):
    """The holder is named in prose ('NADA CONSTA contra: NOME, RG …'), not under a label."""
    g = heldout.gold("distribuicao_tjsp")[0]["fields"]
    doc = heldout.one("distribuicao_tjsp")
    assert (heldout.value(doc, "titular_nome") or "").upper() == g["titular_nome"]
