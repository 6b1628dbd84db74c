"""Issue 12 class 4: `codigo_validacao` is the código de controle/validação, not the
'Nº da certidão'; `orgao_emissor` is the issuer as printed (CONTRACT §4), in full."""

from __future__ import annotations

import pytest

FAILING = pytest.mark.xfail(strict=False, reason="issue 12 class 4")


@pytest.mark.parametrize("case", ["antecedentes_pcmg", "multas_detran_mg", "cnd_estadual_mg",
                                  "distribuicao_tjsp"])
def test_codigo_validacao_is_the_control_code(heldout, case):
    g = heldout.gold(case)[0]["fields"]
    doc = heldout.one(case)
    assert heldout.value(doc, "codigo_validacao") == g["codigo_validacao"]


@pytest.mark.parametrize("case", ["antecedentes_pcmg", "distribuicao_tjsp"])
def test_orgao_emissor_as_printed_in_full(heldout, case):
    g = heldout.gold(case)[0]["fields"]
    doc = heldout.one(case)
    assert " ".join(str(heldout.value(doc, "orgao_emissor") or "").upper().split()) == g["orgao_emissor"]
