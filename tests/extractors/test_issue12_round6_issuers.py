"""Issue 12, round 6, failure class 4: the issuer as its letterhead prints it, the
validation code as printed (never the certificate's own number), and the place an
issuer settles.

Every document here is written for this test, in letterheads and wordings the fixes
were not written against (other states, two-column heads, logos, acronyms first, names
over two lines); none comes from a held-out generator.
"""

from __future__ import annotations

from types import SimpleNamespace
from typing import Any

from checklists.rules.base import issuer_place
from extractors.models import Extraction
from tests.extractors.docbuilder import extract_one

CPF = "748.526.057-00"
CNPJ = "77.968.013/4556-95"


def _antecedentes(head: list[Any], code_line: str = "Código de autenticidade: 7F21-C9A0-44BD") -> Any:
    return extract_one([*head,
                        "ATESTADO DE ANTECEDENTES CRIMINAIS",
                        "Atestado nº 58213/2026",
                        "Nome: RAFAELA MOREIRA DUTRA",
                        f"CPF: {CPF}",
                        "Atestamos que NADA CONSTA nos arquivos deste Instituto até a presente data.",
                        "Emitido em 03/11/2026",
                        code_line])


def _issuer(d: Any) -> tuple[str, float]:
    f = d.fields["orgao_emissor"]
    return f.value, f.confidence


# ----------------------------------------------------------------- the issuer as printed


def test_civil_police_under_its_secretaria_in_a_two_column_head() -> None:
    """A state name and the certificate's number share the first lines (two columns);
    the Polícia Civil named with its state is the issuer, not sure (its Secretaria is
    printed above it)."""
    d = _antecedentes([
        [(0, "ESTADO DO MARANHÃO"), (330, "ATESTADO Nº")],
        [(0, "SECRETARIA DE ESTADO DA SEGURANÇA PÚBLICA"), (330, "58213/2026")],
        "POLÍCIA CIVIL DO ESTADO DO MARANHÃO",
        "Departamento de Identificação",
    ])
    assert d.kind == "antecedentes_criminais"
    value, conf = _issuer(d)
    assert value == "POLÍCIA CIVIL DO ESTADO DO MARANHÃO"
    assert conf < 0.8


def test_secretaria_naming_its_state_over_a_bare_police_unit() -> None:
    """"POLÍCIA CIVIL - DIVISÃO DE …" names no state: the Secretaria that does is the
    issuer as printed, below the threshold (two bodies of one hierarchy)."""
    d = _antecedentes([
        "SECRETARIA DA SEGURANÇA PÚBLICA DO ESTADO DE PERNAMBUCO",
        "POLÍCIA CIVIL - DIVISÃO DE IDENTIFICAÇÃO CIVIL E CRIMINAL",
    ])
    value, conf = _issuer(d)
    assert value == "SECRETARIA DA SEGURANÇA PÚBLICA DO ESTADO DE PERNAMBUCO"
    assert conf < 0.8


def test_federal_police_keeps_its_accents_and_the_ministry_is_a_parent() -> None:
    d = _antecedentes(["MINISTÉRIO DA JUSTIÇA E SEGURANÇA PÚBLICA",
                       "DEPARTAMENTO DE POLÍCIA FEDERAL", "DIRETORIA TÉCNICO-CIENTÍFICA"])
    value, conf = _issuer(d)
    assert value == "DEPARTAMENTO DE POLÍCIA FEDERAL"
    assert conf >= 0.8


def test_a_logo_word_gives_way_to_the_full_name_below_it() -> None:
    """A "CAIXA" logo above "CAIXA ECONÔMICA FEDERAL": the full name, sure."""
    d = extract_one([
        "CAIXA",
        "CAIXA ECONÔMICA FEDERAL",
        "CERTIFICADO DE REGULARIDADE DO FGTS - CRF",
        f"Inscrição: {CNPJ}",
        "Razão Social: TRANSPORTES SERRA AZUL LTDA",
        "A Caixa Econômica Federal certifica que a empresa encontra-se em situação regular "
        "perante o Fundo de Garantia do Tempo de Serviço - FGTS.",
        "Validade: 02/11/2026 a 01/12/2026",
        "Certificação Número: 2026110212345678901234",
    ])
    assert d.kind == "crf_fgts"
    value, conf = _issuer(d)
    assert value == "CAIXA ECONÔMICA FEDERAL"
    assert conf >= 0.8


def _multas(head: list[Any]) -> Any:
    return extract_one([*head,
                        "CERTIDÃO NEGATIVA DE MULTAS",
                        "Proprietário: RAFAELA MOREIRA DUTRA",
                        f"CPF: {CPF}",
                        "Placa: QRS4E56   Renavam: 00812345678",
                        "Certificamos que não constam multas pendentes para o veículo acima.",
                        "Emitida em 02/11/2026",
                        "Código de verificação: 9F3A-22C1-7B0D"])


def test_traffic_department_with_its_acronym_after_a_dash() -> None:
    d = _multas(["GOVERNO DO ESTADO DE SANTA CATARINA",
                 "DEPARTAMENTO ESTADUAL DE TRÂNSITO DE SANTA CATARINA - DETRAN/SC"])
    value, conf = _issuer(d)
    assert value == "DEPARTAMENTO ESTADUAL DE TRÂNSITO DE SANTA CATARINA - DETRAN/SC"
    assert conf >= 0.8


def test_an_acronym_above_the_full_name_is_not_sure() -> None:
    """"DETRAN-RS" printed above "Departamento Estadual de Trânsito do Rio Grande do
    Sul": two forms of one body; the first printed, below the threshold."""
    d = _multas(["DETRAN-RS", "Departamento Estadual de Trânsito do Rio Grande do Sul"])
    value, conf = _issuer(d)
    assert value == "DETRAN-RS"
    assert conf < 0.8


def test_a_body_name_over_two_lines_is_joined() -> None:
    d = extract_one([
        "PODER JUDICIÁRIO",
        "TRIBUNAL REGIONAL FEDERAL",
        "DA 5ª REGIÃO",
        "CERTIDÃO DE DISTRIBUIÇÃO - AÇÕES CRIMINAIS",
        "Nome: RAFAELA MOREIRA DUTRA",
        f"CPF: {CPF}",
        "Certificamos que NADA CONSTA contra a pessoa acima em ações criminais.",
        "Emitida em 02/11/2026",
        "Código de validação: 8E21.0CAF.77B1",
    ])
    assert d.kind == "distribuicao_criminal"
    assert d.value("orgao_emissor") == "TRIBUNAL REGIONAL FEDERAL DA 5ª REGIÃO"


def test_a_federal_court_line_keeps_its_secao_judiciaria() -> None:
    d = extract_one([
        "PODER JUDICIÁRIO",
        "JUSTIÇA FEDERAL - SEÇÃO JUDICIÁRIA DO RIO GRANDE DO SUL",
        "CERTIDÃO NEGATIVA CRIMINAL",
        "Nome: RAFAELA MOREIRA DUTRA",
        f"CPF: {CPF}",
        "Certificamos que NADA CONSTA em nome da pessoa acima.",
        "Emitida em 02/11/2026",
    ])
    assert d.value("orgao_emissor") == "JUSTIÇA FEDERAL - SEÇÃO JUDICIÁRIA DO RIO GRANDE DO SUL"


def _cnd(head: list[Any], title: str, tail: list[str] | None = None) -> Any:
    return extract_one([*head, title,
                        "Contribuinte: TRANSPORTES SERRA AZUL LTDA",
                        f"CNPJ: {CNPJ}",
                        "Certificamos que não constam débitos tributários em nome do contribuinte.",
                        "Emitida em 02/11/2026",
                        *(tail or ["Código de autenticidade: 4C2E.91AB.0F37"])])


def test_joint_federal_certificate_first_body_as_printed() -> None:
    d = _cnd(["MINISTÉRIO DA FAZENDA", "RECEITA FEDERAL",
              "PROCURADORIA-GERAL DA FAZENDA NACIONAL"],
             "CERTIDÃO NEGATIVA DE DÉBITOS RELATIVOS AOS TRIBUTOS FEDERAIS E À DÍVIDA ATIVA DA UNIÃO")
    assert d.kind == "cnd_federal"
    assert d.value("orgao_emissor") == "RECEITA FEDERAL"


def test_state_revenue_under_its_secretaria() -> None:
    d = _cnd(["ESTADO DE SANTA CATARINA", "SECRETARIA DE ESTADO DA FAZENDA",
              "DIRETORIA DE ADMINISTRAÇÃO TRIBUTÁRIA"],
             "CERTIDÃO NEGATIVA DE DÉBITOS ESTADUAIS")
    assert d.kind == "cnd_estadual"
    value, conf = _issuer(d)
    assert value == "SECRETARIA DE ESTADO DA FAZENDA"
    assert conf >= 0.8


def test_municipio_as_printed_without_its_uf_and_its_secretaria_is_a_unit() -> None:
    d = _cnd(["MUNICÍPIO DE LONDRINA - PR", "Secretaria Municipal de Fazenda"],
             "CERTIDÃO NEGATIVA DE DÉBITOS MUNICIPAIS")
    assert d.kind == "cnd_municipal"
    value, conf = _issuer(d)
    assert value == "MUNICÍPIO DE LONDRINA"
    assert conf >= 0.8


def test_no_body_in_the_letterhead_gives_no_issuer() -> None:
    d = _cnd(["ESCRITÓRIO CONTÁBIL MODELO"], "CERTIDÃO NEGATIVA DE DÉBITOS MUNICIPAIS")
    assert "orgao_emissor" not in d.fields


# ----------------------------------------------------------------- the place an issuer settles


def _ctx() -> Any:
    return SimpleNamespace(municipio="PATROCÍNIO", uf="MG")


def _doc(issuer: str) -> Extraction:
    return Extraction.model_validate({"file": "x.pdf", "kind": "cnd_estadual",
                                      "kind_confidence": 0.99,
                                      "fields": {"orgao_emissor": {"value": issuer,
                                                                   "confidence": 0.99}}})


def test_a_state_body_printed_in_full_settles_its_uf() -> None:
    assert issuer_place(_doc("SECRETARIA DE ESTADO DE FAZENDA DE MINAS GERAIS"), _ctx()) == (None, "MG")
    assert issuer_place(_doc("POLÍCIA CIVIL DO ESTADO DA BAHIA"), _ctx()) == (None, "BA")
    assert issuer_place(_doc("DEPARTAMENTO DE TRÂNSITO DO PARANÁ - DETRAN/PR"), _ctx())[1] == "PR"


def test_a_city_named_like_a_state_settles_no_uf() -> None:
    city, uf = issuer_place(_doc("PREFEITURA MUNICIPAL DE ESPÍRITO SANTO DO PINHAL"), _ctx())
    assert city == "ESPIRITO SANTO DO PINHAL"
    assert uf is None
    assert issuer_place(_doc("MUNICÍPIO DE LONDRINA"), _ctx())[0] == "LONDRINA"


def test_two_bodies_side_by_side_each_over_two_lines() -> None:
    """Two columns, each body's name broken over two lines after a connector: the left
    one, joined, is the issuer (the right one co-signs)."""
    d = _cnd([[(120, "GOVERNO DO ESTADO DE ALAGOAS")],
              [(0, "SECRETARIA DE ESTADO DA"), (300, "PROCURADORIA-GERAL")],
              [(0, "FAZENDA DE ALAGOAS"), (300, "DO ESTADO")]],
             "CERTIDÃO NEGATIVA DE DÉBITOS TRIBUTÁRIOS ESTADUAIS")
    assert d.value("orgao_emissor") == "SECRETARIA DE ESTADO DA FAZENDA DE ALAGOAS"


def test_a_letterhead_read_by_ocr_gets_its_accents_and_ordinal_back() -> None:
    d = extract_one([
        "PODER JUDICIARIO",
        "TRIBUNAL REGIONAL FEDERAL DA 2º REGIAO",
        "CERTIDAO DE DISTRIBUICAO - ACOES CRIMINAIS",
        "Nome: RAFAELA MOREIRA DUTRA",
        f"CPF: {CPF}",
        "Certificamos que NADA CONSTA contra a pessoa acima em acoes criminais.",
        "Emitida em 02/11/2026",
    ], source="ocr")
    assert d.value("orgao_emissor") == "TRIBUNAL REGIONAL FEDERAL DA 2ª REGIÃO"
    pol = extract_one(["SECRETARIA DA SEGURANCA PUBLICA DO PIAUI", "ATESTADO DE ANTECEDENTES CRIMINAIS",
                       "Nome: RAFAELA MOREIRA DUTRA", f"CPF: {CPF}",
                       "Atestamos que NADA CONSTA nos arquivos.", "Emitido em 03/11/2026"], source="ocr")
    assert pol.value("orgao_emissor") == "SECRETARIA DA SEGURANÇA PÚBLICA DO PIAUÍ"


# ----------------------------------------------------------------- the validation code as printed


def test_a_random_code_with_letter_runs_is_the_code_not_the_number() -> None:
    """A base-32 code ("TKQWZ-84MNB-XRTPL") has runs of consonants: it is read, and the
    certificate's own number is not taken for it."""
    d = _antecedentes(["POLÍCIA CIVIL DO ESTADO DO MARANHÃO"],
                      "Código de controle: TKQWZ-84MNB-XRTPL")
    assert d.value("codigo_validacao") == "TKQWZ-84MNB-XRTPL"


def test_a_code_keeps_its_printed_case_and_its_blocks() -> None:
    d = _antecedentes(["POLÍCIA CIVIL DO ESTADO DO MARANHÃO"],
                      "Código de verificação: a7kq2mzx9wrt")
    assert d.value("codigo_validacao") == "a7kq2mzx9wrt"
    b = _multas(["DETRAN-RS"])
    assert b.value("codigo_validacao") == "9F3A-22C1-7B0D"
    c = _cnd(["SECRETARIA DE ESTADO DA FAZENDA DO AMAZONAS"], "CERTIDÃO NEGATIVA DE DÉBITOS ESTADUAIS",
             ["Chave de autenticação: K7PW 3MZQ 9RTX"])
    assert c.value("codigo_validacao") == "K7PW 3MZQ 9RTX"


def test_an_identifier_code_label_and_a_verification_key() -> None:
    d = _cnd(["SECRETARIA DE ESTADO DA FAZENDA DO AMAZONAS"], "CERTIDÃO NEGATIVA DE DÉBITOS ESTADUAIS",
             ["Certidão nº 4471/2026", "Código Identificador da Certidão: W4X8.QZ7M.PL2K"])
    assert d.value("codigo_validacao") == "W4X8.QZ7M.PL2K"


def test_a_date_under_a_neighbouring_label_is_not_the_code() -> None:
    """Label row "DATA DE NASCIMENTO | CÓDIGO DE AUTENTICIDADE" over its values: the date
    is never the code."""
    d = extract_one([
        "POLÍCIA CIVIL DO ESTADO DO MARANHÃO",
        "ATESTADO DE ANTECEDENTES CRIMINAIS",
        [(0, "NOME"), (260, "ATESTADO Nº")],
        [(0, "RAFAELA MOREIRA DUTRA"), (260, "58213/2026")],
        [(0, "DATA DE NASCIMENTO"), (260, "CÓDIGO DE AUTENTICIDADE")],
        [(0, "14/02/1988"), (260, "HT6W.K2RP.9XQ4")],
        f"CPF: {CPF}",
        "Atestamos que NADA CONSTA nos arquivos deste Instituto.",
        "Emitido em 03/11/2026",
    ])
    f = d.fields.get("codigo_validacao")
    assert f is not None and f.value == "HT6W.K2RP.9XQ4"


def test_fgts_certificate_as_a_table_gives_its_range_and_number() -> None:
    d = extract_one([
        "CERTIFICADO DE REGULARIDADE DO FGTS",
        "Caixa Econômica Federal - Agente Operador do FGTS",
        [(0, "INSCRIÇÃO (CNPJ)"), (200, "RAZÃO SOCIAL")],
        [(0, CNPJ), (200, "TRANSPORTES SERRA AZUL LTDA")],
        [(0, "PERÍODO DE VALIDADE"), (250, "CERTIFICAÇÃO Nº")],
        [(0, "05/10/2026 a 03/11/2026"), (250, "2026100512345678901234")],
        "Certificamos que o empregador acima identificado encontra-se em situação REGULAR "
        "perante o FGTS.",
    ])
    assert d.kind == "crf_fgts"
    assert d.value("orgao_emissor") == "CAIXA ECONÔMICA FEDERAL"
    assert d.value("valida_ate") == "2026-11-03"
    assert d.value("codigo_validacao") == "2026100512345678901234"
    assert d.value("data_emissao") == "2026-10-05"  # the range opens on the day of issue


def test_a_code_split_by_ocr_is_joined_and_a_word_after_it_is_not_taken() -> None:
    from extractors.certidoes import parse_code

    assert parse_code("7C2A 91FE.0B3D44A1") == ("7C2A91FE.0B3D44A1", None)
    assert parse_code("3B9F0A12 emitida") == ("3B9F0A12", None)
    assert parse_code("DE DÉBITOS 2026") is None
    assert parse_code("12/03/1990") is None
