"""A held-out scan read with real tesseract: a Polícia Federal certidão rendered at
200–300 dpi, skewed, noisy and JPEG-compressed, wrapped in an image-only PDF."""

from __future__ import annotations

import re


def test_scanned_certidao_read_by_ocr(heldout):
    g = heldout.gold("antecedentes_pf_scan")[0]["fields"]
    doc = heldout.one("antecedentes_pf_scan")
    assert doc["text_source"] == "ocr"
    assert doc["kind"] == "antecedentes_criminais"
    assert re.sub(r"\D", "", str(heldout.value(doc, "titular_documento") or "")) == g["titular_documento"]
    assert heldout.value(doc, "data_emissao") == g["data_emissao"]
    assert heldout.value(doc, "resultado") == "negativa"
