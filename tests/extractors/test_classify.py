"""Classification: every kind scored from data; both CRLV-e headers; unknown when nothing fits."""

from __future__ import annotations

import pytest

from extractors.classify import classify_page, classify_text
from extractors.kinds import KINDS
from tests.extractors.docbuilder import from_text

CRLV_2025 = """REPÚBLICA FEDERATIVA DO BRASIL
MINISTÉRIO DOS TRANSPORTES
SECRETARIA NACIONAL DE TRÂNSITO - SENATRAN
DETRAN SP CERTIFICADO DE REGISTRO E LICENCIAMENTO DE VEÍCULO - DIGITAL
CÓDIGO RENAVAM PLACA EXERCÍCIO"""

CRLV_2020 = """REPÚBLICA FEDERATIVA DO BRASIL
MINISTÉRIO DA INFRAESTRUTURA
DEPARTAMENTO NACIONAL DE TRÂNSITO – DENATRAN
CERTIFICADO DE REGISTRO E LICENCIAMENTO DE VEÍCULO – ELETRÔNICO
CÓDIGO RENAVAM PLACA EXERCÍCIO"""


@pytest.mark.parametrize("text", [CRLV_2025, CRLV_2020])
def test_both_crlv_headers(text: str) -> None:
    c = classify_page(from_text(text))
    assert c.kind == "crlv"
    assert c.confidence > 0.6
    assert c.title_in_head


@pytest.mark.parametrize(
    ("text", "kind"),
    [
        ("CARTEIRA NACIONAL DE HABILITAÇÃO\nNOME\nCAT. HAB.", "cnh"),
        ("MINISTÉRIO DA FAZENDA\nCERTIDÃO NEGATIVA DE DÉBITOS RELATIVOS AOS TRIBUTOS FEDERAIS E À "
         "DÍVIDA ATIVA DA UNIÃO", "cnd_federal"),
        ("CAIXA\nCertificado de Regularidade do FGTS - CRF\nInscrição: 11.222.333/0001-81",
         "crf_fgts"),
        ("POLÍCIA FEDERAL\nCERTIDÃO DE ANTECEDENTES CRIMINAIS", "antecedentes_criminais"),
        ("PODER JUDICIÁRIO\nTRIBUNAL DE JUSTIÇA DO ESTADO DE SÃO PAULO\n"
         "CERTIDÃO DE DISTRIBUIÇÃO DE AÇÕES CRIMINAIS", "distribuicao_criminal"),
        ("DETRAN-SP\nCERTIDÃO NEGATIVA DE MULTAS\nPlaca: ABC1D23", "certidao_multas"),
        ("PREFEITURA MUNICIPAL DE OLÍMPIA\nCERTIDÃO NEGATIVA DE DÉBITOS MUNICIPAIS", "cnd_municipal"),
        ("CADASTRO NACIONAL DA PESSOA JURÍDICA\nCOMPROVANTE DE INSCRIÇÃO E DE SITUAÇÃO CADASTRAL",
         "cnpj"),
        ("INSTRUMENTO PARTICULAR DE CONSTITUIÇÃO\nCONTRATO SOCIAL\nCLÁUSULA 3ª - DO CAPITAL SOCIAL",
         "contrato_social"),
        ("HORIZONTE SEGUROS S.A.\nAPÓLICE - SEGURO APP (ACIDENTES PESSOAIS DE PASSAGEIROS)\n"
         "Vigência: das 24h de 01/01/2026 às 24h de 01/01/2027", "apolice"),
        ("LAUDO DE VISTORIA\nResultado: APROVADO", "laudo_vistoria"),
    ],
)
def test_kinds_from_titles(text: str, kind: str) -> None:
    assert classify_text(text).kind == kind


def test_unknown_when_nothing_fits() -> None:
    c = classify_text("Lista de compras\nArroz, feijão e café\nObrigado pela preferência")
    assert c.kind == "unknown"
    assert c.confidence <= 0.5


def test_every_kind_is_scored() -> None:
    c = classify_text(CRLV_2025)
    assert set(c.scores) == set(KINDS)
    assert c.scores["crlv"] > c.scores["crv"]


def test_title_deep_in_a_contract_does_not_make_a_certidao() -> None:
    lines = ["CONTRATO SOCIAL DA VIAÇÃO EXEMPLO LTDA"] + ["texto do contrato"] * 20
    lines.append("os sócios apresentarão certidão negativa de débitos municipais")
    assert classify_text("\n".join(lines)).kind == "contrato_social"
