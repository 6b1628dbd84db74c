"""Every kind/layout builds a valid gold, and the born-digital text layer shows it."""

from __future__ import annotations

from datetime import date

import pytest

import samples.layouts  # noqa: F401
from samples.generate import build_doc
from samples.model import REGISTRY
from samples.render import render_pdf
from samples.validate import validate_gold
from tests.samples.conftest import pdf_text, squash

AS_OF = date(2026, 12, 1)
CASES = [(k, lay) for k in sorted(REGISTRY) for lay in sorted(REGISTRY[k].layouts)]
MAIN = ["crlv", "cnh", "antecedentes_criminais", "distribuicao_criminal", "cnd_federal",
        "cnd_estadual", "cnd_municipal", "crf_fgts", "certidao_multas", "cnpj",
        "contrato_social", "apolice"]


def test_main_kinds_have_two_layouts() -> None:
    for k in MAIN:
        assert len(REGISTRY[k].layouts) >= 2, k


@pytest.mark.parametrize(("kind", "layout"), CASES)
def test_gold_valid_and_printed(kind: str, layout: str) -> None:
    for seed in (1, 2):
        doc = build_doc(kind, seed, AS_OF, layout)
        pdf = render_pdf([doc])
        gold = doc.gold("x.pdf")
        assert gold["kind"] == kind and doc.pages >= 1
        assert validate_gold(gold) == []
        assert {"titular_nome", "titular_documento", "data_emissao"} <= set(gold["fields"]) \
            or kind in MAIN
        text = pdf_text(pdf)
        for field, printed in doc.printed.items():
            for p in printed if isinstance(printed, list) else [printed]:
                assert squash(p) in text, (kind, layout, field, p)


@pytest.mark.parametrize("kind", ["crlv", "cnh", "contrato_social", "cnd_federal", "apolice"])
def test_same_seed_same_bytes(kind: str) -> None:
    a = build_doc(kind, 42, AS_OF)
    b = build_doc(kind, 42, AS_OF)
    assert a.fields == b.fields and a.layout == b.layout
    assert render_pdf([a]) == render_pdf([b])
    c = build_doc(kind, 43, AS_OF)
    assert c.fields != a.fields


def test_crlv_digital_labels_before_values() -> None:
    import io

    import pypdfium2 as pdfium

    doc = build_doc("crlv", 3, AS_OF, "digital_2025")
    pdf = pdfium.PdfDocument(io.BytesIO(render_pdf([doc])))
    raw = pdf[0].get_textpage().get_text_range()
    # stream order: the last label comes before the first value
    assert raw.index("CPF / CNPJ") < raw.index(doc.printed["renavam"])


def test_contrato_social_partly_paid() -> None:
    doc = build_doc("contrato_social", 9, AS_OF, "constituicao")
    from samples.model import Ctx

    ctx = Ctx.make("partial", AS_OF)
    doc = REGISTRY["contrato_social"].builder(ctx, "alteracao_consolidada", capital=40000,
                                              integralizado=12000)
    assert doc.fields["capital_social"] == "40000.00"
    assert doc.fields["capital_integralizado"] == "12000.00"
    text = pdf_text(render_pdf([doc]))
    assert squash("sendo R$ 12.000,00 integralizados neste ato e R$ 28.000,00 a integralizar até") in text
