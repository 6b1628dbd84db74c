"""CNPJ card: boxed values under their labels; codes as digits."""

from __future__ import annotations

from extractors.pipeline import extract_document
from tests.extractors.docbuilder import document, page

ROWS = [
    "REPÚBLICA FEDERATIVA DO BRASIL",
    "CADASTRO NACIONAL DA PESSOA JURÍDICA",
    [(0, "NÚMERO DE INSCRIÇÃO"), (110, "COMPROVANTE DE INSCRIÇÃO E DE SITUAÇÃO CADASTRAL"),
     (400, "DATA DE ABERTURA")],
    [(0, "12.ABC.345/01DE-35 MATRIZ"), (400, "03/02/2025")],
    "NOME EMPRESARIAL",
    "VIAÇÃO EXEMPLO LTDA - ME",
    [(0, "TÍTULO DO ESTABELECIMENTO (NOME DE FANTASIA)"), (400, "PORTE")],
    [(0, "********"), (400, "ME")],
    "CÓDIGO E DESCRIÇÃO DA ATIVIDADE ECONÔMICA PRINCIPAL",
    "49.29-9-01 - Transporte rodoviário coletivo de passageiros, sob regime de fretamento, municipal",
    "CÓDIGO E DESCRIÇÃO DAS ATIVIDADES ECONÔMICAS SECUNDÁRIAS",
    "49.24-8-00 - Transporte escolar",
    "77.11-0-00 - Locação de automóveis sem condutor",
    "CÓDIGO E DESCRIÇÃO DA NATUREZA JURÍDICA",
    "206-2 - Sociedade Empresária Limitada",
    [(0, "CEP"), (80, "BAIRRO/DISTRITO"), (200, "MUNICÍPIO"), (400, "UF")],
    [(0, "14.800-000"), (80, "CENTRO"), (200, "OLÍMPIA"), (400, "SP")],
    [(0, "SITUAÇÃO CADASTRAL"), (200, "DATA DA SITUAÇÃO CADASTRAL")],
    [(0, "ATIVA"), (200, "03/02/2025")],
    "Aprovado pela Instrução Normativa RFB nº 2.119, de 06 de dezembro de 2022.",
    "Emitido no dia 11/11/2026 às 14:14:14 (data e hora de Brasília).",
]


def test_card_fields() -> None:
    (e,) = extract_document(document([page(ROWS, shuffle=True)]))
    v = {k: f.value for k, f in e.fields.items()}
    assert e.kind == "cnpj"
    assert v == {
        "cnpj": "12ABC34501DE35",  # alphanumeric CNPJ, valid check digits
        "data_abertura": "2025-02-03",
        "razao_social": "VIAÇÃO EXEMPLO LTDA - ME",
        "porte": "ME",
        "cnae_principal": "4929901",
        "cnaes_secundarios": ["4924800", "7711000"],
        "natureza_juridica": "2062",
        "situacao": "ATIVA",
        "municipio": "OLÍMPIA",
        "uf": "SP",
        "data_emissao": "2026-11-11",  # not the 2022 date of the cited IN
    }
    assert "nome_fantasia" not in e.fields  # "********": none
    assert e.fields["cnpj"].valid is True
