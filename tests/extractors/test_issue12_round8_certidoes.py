"""Issue 12, round 8: certidões' and declarações' issuer as printed, holder, dates and
subject.

Every document here is written for this test in wordings of real certificates and
declarations (other states, other labels, other line breaks); none comes from a
held-out generator. Each rule is pinned by more than one wording where real documents
vary, and by a case it must leave alone.
"""

from __future__ import annotations

from typing import Any

import pytest

from extractors.dates import find_dates
from tests.extractors.docbuilder import extract_one

CPF = "748.526.057-00"
CNPJ = "77.968.013/4556-95"


def _field(d: Any, name: str) -> tuple[Any, float]:
    f = d.fields.get(name)
    return (f.value, f.confidence) if f is not None else (None, 0.0)


# --- the security secretariat named "Defesa Social" over its Polícia Civil ----------


@pytest.mark.parametrize(
    ("head", "issuer"),
    [
        (
            [
                "GOVERNO DO ESTADO DE PERNAMBUCO",
                "SECRETARIA DE DEFESA SOCIAL",
                "POLÍCIA CIVIL DE PERNAMBUCO",
                "INSTITUTO DE IDENTIFICAÇÃO TAVARES BURIL",
            ],
            "POLÍCIA CIVIL DE PERNAMBUCO",
        ),
        (
            [
                "GOVERNO DO ESTADO DE MINAS GERAIS",
                "SECRETARIA DE ESTADO DE DEFESA SOCIAL",
                "POLÍCIA CIVIL DE MINAS GERAIS",
            ],
            "POLÍCIA CIVIL DE MINAS GERAIS",
        ),
    ],
)
def test_the_policia_civil_under_a_defesa_social_secretariat(head: list[str], issuer: str) -> None:
    """The Secretaria de (Estado de) Defesa Social is the state's security secretariat:
    the Polícia Civil printed under it, naming its state, is the issuer (never the
    secretariat at a sure confidence)."""
    d = extract_one(
        [
            *head,
            "ATESTADO DE ANTECEDENTES CRIMINAIS",
            "Nome: OTÁVIO BRANDÃO QUEIROZ",
            f"CPF: {CPF}",
            "ATESTAMOS que NADA CONSTA de antecedentes criminais contra a pessoa acima identificada.",
            "Recife, 30 de novembro de 2026.",
            "Validade: 28/02/2027",
        ]
    )
    assert d.kind == "antecedentes_criminais"
    value, conf = _field(d, "orgao_emissor")
    assert value == issuer
    assert conf < 0.8  # two bodies of one hierarchy: for review


# --- the person searched, not whoever asked for the certificate ---------------------


@pytest.mark.parametrize(
    "heading", ["DADOS DA PESSOA PESQUISADA", "DADOS DO PESQUISADO", "PESSOA PESQUISADA"]
)
def test_the_person_searched_not_the_solicitante(heading: str) -> None:
    d = extract_one(
        [
            "PODER JUDICIÁRIO",
            "TRIBUNAL DE JUSTIÇA DO ESTADO DO CEARÁ",
            "CERTIDÃO DE DISTRIBUIÇÃO CRIMINAL - 1º GRAU",
            "DADOS DO SOLICITANTE",
            [(0, "NOME"), (300, "CPF")],
            [(0, "MARIA EDUARDA FERNANDES DAS NEVES"), (300, "714.027.744-35")],
            heading,
            [(0, "NOME"), (300, "CPF")],
            [(0, "JOAQUIM ARAGÃO DA MOURA"), (300, CPF)],
            "CERTIFICA-SE que, pesquisando nos sistemas de automação judicial, em nome da pessoa",
            "pesquisada acima qualificada, NADA CONSTA.",
            "Fortaleza, 26/11/2026",
            "Código de validação: TR82C-XYB72-FQRAK",
        ]
    )
    assert d.kind == "distribuicao_criminal"
    assert _field(d, "titular_nome")[0] == "JOAQUIM ARAGÃO DA MOURA"
    assert _field(d, "titular_documento")[0] == CPF.replace(".", "").replace("-", "")


# --- "válida por N dias contados da data de emissão, até D": D is no emission --------


@pytest.mark.parametrize(
    "sentence",
    [
        "válida por 60 (sessenta) dias contados da data de emissão, ou seja, até 20/01/2027.",
        "Prazo de 60 dias a contar da data de sua emissão, até 20/01/2027.",
        "Certidão válida por 60 dias, contados da emissão, até 20/01/2027.",
    ],
)
def test_the_end_of_a_term_counted_from_the_emission_is_its_validity(sentence: str) -> None:
    (got,) = find_dates(sentence)
    assert got.role == "validade"


def test_an_emission_date_label_still_reads_as_emission() -> None:
    (got,) = find_dates("Data de emissão: 21/11/2026")
    assert got.role == "emissao"


# --- a declaration's title cut after a connector, a legal citation on the next line --


@pytest.mark.parametrize(
    ("second", "whole"),
    [
        (
            "ART. 7º DA CONSTITUIÇÃO FEDERAL",
            "DECLARAÇÃO DE CUMPRIMENTO DO DISPOSTO NO INCISO XXXIII DO ART. 7º DA CONSTITUIÇÃO FEDERAL",
        ),
        (
            "ARTIGO 7º DA CONSTITUIÇÃO",
            "DECLARAÇÃO DE CUMPRIMENTO DO DISPOSTO NO INCISO XXXIII DO ARTIGO 7º DA CONSTITUIÇÃO",
        ),
    ],
)
def test_a_title_cut_after_a_connector_goes_on(second: str, whole: str) -> None:
    d = extract_one(
        [
            [(140, "MODELO DE DECLARAÇÃO")],
            "DECLARAÇÃO DE CUMPRIMENTO DO DISPOSTO NO INCISO XXXIII DO",
            [(100, second)],
            "",
            f"A empresa TRANSPORTES BELMONTE LTDA, inscrita no CNPJ sob o nº {CNPJ}, por",
            "intermédio de seu representante legal, DECLARA que não emprega menor de dezoito anos",
            "em trabalho noturno, perigoso ou insalubre e não emprega menor de dezesseis anos.",
            "Itabaiana, 3 de novembro de 2026.",
        ]
    )
    assert d.kind == "declaracao"
    assert _field(d, "assunto")[0] == whole


def test_a_title_left_on_a_connector_is_not_sure() -> None:
    """The next line is a sentence, not the title's end: the title stays cut, for review."""
    d = extract_one(
        [
            "DECLARAÇÃO DE CUMPRIMENTO DO DISPOSTO NO INCISO XXXIII DO",
            "",
            f"A empresa TRANSPORTES BELMONTE LTDA, inscrita no CNPJ sob o nº {CNPJ}, por",
            "intermédio de seu representante legal, DECLARA que não emprega menor de dezoito anos",
            "em trabalho noturno, perigoso ou insalubre e não emprega menor de dezesseis anos.",
            "Itabaiana, 3 de novembro de 2026.",
        ]
    )
    assert d.kind == "declaracao"
    value, conf = _field(d, "assunto")
    assert value.endswith(" DO")
    assert conf < 0.8


# --- the Seção Judiciária under its region's TRF ---------------------------------------


@pytest.mark.parametrize(
    "head",
    [
        [
            "PODER JUDICIÁRIO",
            "TRIBUNAL REGIONAL FEDERAL DA 5ª REGIÃO",
            "JUSTIÇA FEDERAL - SEÇÃO JUDICIÁRIA DE SERGIPE",
        ],
        [
            "PODER JUDICIÁRIO",
            "JUSTIÇA FEDERAL - SEÇÃO JUDICIÁRIA DE SERGIPE",
            "TRIBUNAL REGIONAL FEDERAL DA 5ª REGIÃO",
        ],
    ],
)
def test_the_secao_judiciaria_under_its_trf_issues(head: list[str]) -> None:
    d = extract_one(
        [
            *head,
            "CERTIDÃO DE DISTRIBUIÇÃO - AÇÕES E EXECUÇÕES CRIMINAIS",
            "Nome: RAFAELA MOREIRA DUTRA",
            f"CPF: {CPF}",
            "CERTIFICAMOS que NADA CONSTA em nome da pessoa acima.",
            "Emitida em 02/11/2026",
        ]
    )
    value, conf = _field(d, "orgao_emissor")
    assert value == "JUSTIÇA FEDERAL - SEÇÃO JUDICIÁRIA DE SERGIPE"
    assert conf < 0.8  # two bodies of one hierarchy: for review


def test_a_trf_under_the_plain_justica_federal_stays() -> None:
    d = extract_one(
        [
            "PODER JUDICIÁRIO",
            "JUSTIÇA FEDERAL",
            "TRIBUNAL REGIONAL FEDERAL DA 4ª REGIÃO",
            "CERTIDÃO JUDICIAL CRIMINAL",
            "Nome: RAFAELA MOREIRA DUTRA",
            f"CPF: {CPF}",
            "CERTIFICAMOS que NADA CONSTA em nome da pessoa acima.",
            "Emitida em 02/11/2026",
        ]
    )
    assert _field(d, "orgao_emissor")[0] == "TRIBUNAL REGIONAL FEDERAL DA 4ª REGIÃO"


# --- a "código de segurança" printed in blocks of capitals -----------------------------


@pytest.mark.parametrize("code", ["USDZ YTQB ATMU AADY", "UNMK L7CT 7T27 YEXB"])
def test_a_security_code_in_blocks(code: str) -> None:
    d = extract_one(
        [
            "DEPARTAMENTO ESTADUAL DE TRÂNSITO DE SERGIPE - DETRAN/SE",
            "CERTIDÃO NEGATIVA DE MULTAS",
            "Proprietário: RAFAELA MOREIRA DUTRA",
            f"CPF: {CPF}",
            "Placa: QWE1A23        Renavam: 01234567890",
            "Certificamos que não constam multas de trânsito para o veículo acima.",
            "Emissão: 16/11/2026 11:41   Validade: 16/12/2026",
            f"Código de segurança: {code}",
        ]
    )
    assert d.kind == "certidao_multas"
    assert _field(d, "codigo_validacao")[0] == code


def test_words_in_blocks_are_no_code() -> None:
    from extractors.certidoes import parse_labelled_code

    assert parse_labelled_code("PARA ESTA DATA") is None


def test_a_name_beside_a_solicitante_section_is_not_sure() -> None:
    """No section of the person searched is recognised, but one of the solicitante is:
    the name and CPF read from labels may be the solicitante's, so they are for review."""
    d = extract_one(
        [
            "PODER JUDICIÁRIO",
            "TRIBUNAL DE JUSTIÇA DO ESTADO DO CEARÁ",
            "CERTIDÃO DE DISTRIBUIÇÃO CRIMINAL - 1º GRAU",
            "DADOS DO SOLICITANTE",
            "Nome: MARIA EDUARDA FERNANDES DAS NEVES",
            "CPF: 714.027.744-35",
            "ALVO DA CONSULTA",
            "Nome: JOAQUIM ARAGÃO DA MOURA",
            f"CPF: {CPF}",
            "CERTIFICA-SE que NADA CONSTA em nome da pessoa acima qualificada.",
            "Fortaleza, 26/11/2026",
        ]
    )
    assert d.kind == "distribuicao_criminal"
    assert _field(d, "titular_nome")[1] < 0.8
    assert _field(d, "titular_documento")[1] < 0.8
