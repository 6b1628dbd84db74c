"""Apólice: insurer, policy number, insured (not the insurer's CNPJ), plates, term, coverages."""

from __future__ import annotations

from extractors.pipeline import extract_document
from tests.extractors.docbuilder import document, page

ROWS = [
    "HORIZONTE SEGUROS GERAIS S.A.",
    "CNPJ: 29.385.993/0001-49 Processo SUSEP nº 15414.05886/2019-11",
    "APÓLICE - SEGURO APP FROTA (ACIDENTES PESSOAIS DE PASSAGEIROS)",
    [(0, "APÓLICE Nº"), (100, "RAMO"), (160, "EMISSÃO"), (240, "PROPOSTA")],
    [(0, "67.0984.1741846"), (100, "0982 - APP"), (160, "05/03/2026"), (240, "968931195")],
    "Período de vigência: das 24h do dia 11/03/2026 às 24h do dia 11/03/2027",
    [(0, "SEGURADO"), (250, "CNPJ")],
    [(0, "BORGES TURISMO LTDA"), (250, "98.513.865/0001-56")],
    [(0, "ITEM PLACA CHASSI MARCA/MODELO ANO LOT.")],
    [(0, "1 ECG-8771 9BRJW6GP7RW6PRANV TOYOTA/COROLLA 2017/2017 5")],
    [(0, "2 NVG9C03 93YMK0HLGAWDTUBTP RENAULT/MASTER MBUS L3H2 ESC 2025/2025 20")],
    "COBERTURA IMPORTÂNCIA SEGURADA (LMI) BASE",
    "APP - Morte Acidental R$ 20.000,00 por passageiro (16 lug.)",
    "APP - DMH R$ 5.000,00 por passageiro (16 lug.)",
    "RCF-V Danos Materiais R$ 100.000,00 por evento",
    "Prêmio total: R$ 1.335,69",
]


def test_policy_fields() -> None:
    (e,) = extract_document(document([page(ROWS)]))
    v = {k: f.value for k, f in e.fields.items()}
    assert e.kind == "apolice"
    assert v["seguradora"] == "HORIZONTE SEGUROS GERAIS S.A."
    assert v["numero_apolice"] == "67.0984.1741846"
    assert v["segurado_nome"] == "BORGES TURISMO LTDA"
    assert v["segurado_documento"] == "98513865000156"
    assert v["placas"] == ["ECG8771", "NVG9C03"]  # not "ESC 2025"
    assert v["vigencia_inicio"] == "2026-03-11"
    assert v["vigencia_fim"] == "2027-03-11"
    assert v["coberturas"] == [
        {"tipo": "APP - Morte Acidental", "valor": "20000.00"},
        {"tipo": "APP - DMH", "valor": "5000.00"},
        {"tipo": "RCF-V Danos Materiais", "valor": "100000.00"},
    ]
