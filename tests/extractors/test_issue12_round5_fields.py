"""Issue 12, round 5 (failure class 5: fields lost on other layouts, and scans).

Each case is a document written here, in wordings and layouts of its own (none taken
from a held-out generator), laid out with ``docbuilder.page`` so that columns sit where a
text layer or an OCR would put them.
"""

from __future__ import annotations

import pytest

from extractors.cnae import parse_cnae, parse_cnaes
from tests.extractors.docbuilder import extract_one

CNPJ_A = "41.435.558/9820-44"

_CARD_HEAD = [
    "REPÚBLICA FEDERATIVA DO BRASIL",
    "COMPROVANTE DE INSCRIÇÃO E DE SITUAÇÃO CADASTRAL",
    [(0, "NÚMERO DE INSCRIÇÃO"), (300, "DATA DE ABERTURA")],
    [(0, f"{CNPJ_A} MATRIZ"), (300, "02/05/2016")],
    "NOME EMPRESARIAL",
    "SERRA VERDE TRANSPORTES LTDA",
]
_CARD_TAIL = [
    "CÓDIGO E DESCRIÇÃO DA NATUREZA JURÍDICA",
    "206-2 - Sociedade Empresária Limitada",
    [(0, "SITUAÇÃO CADASTRAL"), (300, "DATA DA SITUAÇÃO CADASTRAL")],
    [(0, "ATIVA"), (300, "02/05/2016")],
]


def _card(rows):  # type: ignore[no-untyped-def]
    return [*_CARD_HEAD, *rows, *_CARD_TAIL]


# ----------------------------------------------------------------- CNPJ card: CNAE codes


def test_bare_cnae_code_followed_by_its_description_without_a_dash() -> None:
    assert parse_cnae("4929901 Transporte rodoviário coletivo de passageiros") == ("4929901", None)
    assert parse_cnaes("4924800, 8211300") == (["4924800", "8211300"], True)
    assert parse_cnaes("49.24-8-00 - Transporte escolar; 82.11-3-00 - Serviços de escritório"
                       ) == (["4924800", "8211300"], True)
    # an eight-digit CEP or a phone number is no CNAE
    assert parse_cnae("14800000 Centro") is None
    assert parse_cnae("32810000") is None


@pytest.mark.parametrize("source", ["pdf-text", "ocr"])
def test_activities_table_with_the_type_in_its_last_column(source: str) -> None:
    d = extract_one(_card([
        "ATIVIDADES ECONÔMICAS",
        [(0, "CÓDIGO"), (80, "DESCRIÇÃO"), (400, "TIPO")],
        [(0, "4929-9/01"), (80, "Fretamento municipal de passageiros"), (400, "Principal")],
        [(0, "4924-8/00"), (80, "Transporte escolar"), (400, "Secundária")],
        [(0, "8211-3/00"), (80, "Apoio administrativo"), (400, "Secundária")],
    ]), source)
    assert d.kind == "cnpj"
    assert d.value("cnae_principal") == "4929901"
    assert d.value("cnaes_secundarios") == ["4924800", "8211300"]


def test_bare_codes_under_their_headings_without_dashes() -> None:
    d = extract_one(_card([
        "CNAE PRINCIPAL",
        "4929901 Fretamento municipal de passageiros",
        "CNAES SECUNDÁRIOS",
        "4924800 Transporte escolar",
        "8211300 Apoio administrativo",
    ]))
    assert d.value("cnae_principal") == "4929901"
    assert d.value("cnaes_secundarios") == ["4924800", "8211300"]


@pytest.mark.parametrize("source", ["pdf-text", "ocr"])
def test_codes_in_a_value_column_right_of_qualified_labels(source: str) -> None:
    """Labels in a left column ("Atividade principal (CNAE)"), codes one per row in the
    value column to their right."""
    d = extract_one(_card([
        [(0, "Atividade principal (CNAE)"), (200, "49.29-9-01 - Fretamento municipal")],
        [(0, "Atividades secundárias (CNAE)"), (200, "49.24-8-00 - Transporte escolar")],
        [(200, "82.11-3-00 - Apoio administrativo")],
    ]), source)
    assert d.value("cnae_principal") == "4929901"
    assert d.value("cnaes_secundarios") == ["4924800", "8211300"]


def test_type_headings_over_their_rows() -> None:
    d = extract_one(_card([
        "Principal",
        "4929901 Fretamento municipal de passageiros",
        "Secundárias",
        "4924800 Transporte escolar",
        "8211300 Apoio administrativo",
    ]))
    assert d.value("cnae_principal") == "4929901"
    assert d.value("cnaes_secundarios") == ["4924800", "8211300"]


def test_company_name_is_not_continued_by_the_heading_under_its_box() -> None:
    d = extract_one(_card([
        "ATIVIDADES ECONÔMICAS",
        "Principal: 4929-9/01 - Fretamento municipal de passageiros",
    ]))
    assert d.value("razao_social") == "SERRA VERDE TRANSPORTES LTDA"


def test_principal_among_the_secondary_codes_is_not_sure() -> None:
    """A card never lists its main activity among the secondary ones: when the two
    readings overlap, one took the other block's code."""
    d = extract_one(_card([
        "CNAE PRINCIPAL",
        "4924800 Transporte escolar",
        "CNAES SECUNDÁRIOS",
        "4924800 Transporte escolar",
        "8211300 Apoio administrativo",
    ]))
    assert d.fields["cnae_principal"].confidence < 0.8
