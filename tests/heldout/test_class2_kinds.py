"""Issue 12 class 2: contratos de locação / de trabalho are `contrato`; a DETRAN-MG
certidão de multas and a scanned paper CRLV (2019 model) are not `unknown`."""

from __future__ import annotations

import pytest


@pytest.mark.parametrize(("case", "tipo"), [("contrato_locacao", "locacao"), ("contrato_trabalho", "trabalho")])
def test_contrato_kind_and_tipo(heldout, case, tipo):
    doc = heldout.one(case)
    assert doc["kind"] == "contrato"
    assert heldout.value(doc, "tipo") == tipo


def test_detran_mg_certidao_de_multas(heldout):
    assert heldout.one("multas_detran_mg")["kind"] == "certidao_multas"


def test_scanned_paper_crlv_2019(heldout):
    """Real tesseract: the paper CRLV is an image-only PDF."""
    doc = heldout.one("crlv_papel_2019_scan")
    assert doc["text_source"] == "ocr"
    assert doc["kind"] == "crlv"
