"""Issue 12 class 1: a contrato social (constituição, alteração consolidada, 1–2 pages)
is a contrato social whatever its clauses mention (exercício social, balanço, DRE), and
its capital integralizado is read (Mogi art. 8 III needs it)."""

from __future__ import annotations

from decimal import Decimal

import pytest


def _money(v) -> Decimal | None:
    return None if v is None else Decimal(str(v)).quantize(Decimal("0.01"))


@pytest.mark.parametrize("case", [
    "contrato_social_constituicao", "contrato_social_alteracao",
    # the scan: real tesseract on 2 pages. It passes on a quiet machine; on a busy one the
    # CLI stops OCR at its per-file time budget and the contrato comes out `unknown`.
    pytest.param("contrato_social_constituicao_scan",
                 marks=pytest.mark.xfail(strict=False, reason="issue 12 class 1 (unknown when the OCR time budget runs out)")),
])
def test_contrato_social_is_one_contrato_social_with_capital(heldout, case):
    g = heldout.gold(case)[0]
    doc = heldout.one(case)
    assert (doc["kind"], doc["page_range"]) == ("contrato_social", g["page_range"])
    assert g["page_range"] == [1, 2]
    assert _money(heldout.value(doc, "capital_integralizado")) == _money(g["fields"]["capital_integralizado"])


def test_slu_transformation_is_contrato_social(heldout):
    doc = heldout.one("contrato_social_slu")
    assert doc["kind"] == "contrato_social"
    assert _money(heldout.value(doc, "capital_social")) == _money(heldout.gold("contrato_social_slu")[0]["fields"]["capital_social"])


def test_bundle_keeps_the_two_page_contrato_whole(heldout):
    got = [(d["kind"], d["page_range"]) for d in heldout.read("bundle_contrato_social")]
    want = [(g["kind"], g["page_range"]) for g in heldout.gold("bundle_contrato_social")]
    assert got == want
