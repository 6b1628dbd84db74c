"""Certidões: holder, dates by role (not citations), result with negations first."""

from __future__ import annotations

import pytest

from extractors.nlp import certidao_resultado
from extractors.pipeline import extract_document
from tests.extractors.docbuilder import document, from_text

CND = """MINISTÉRIO DA FAZENDA
Secretaria Especial da Receita Federal do Brasil
Procuradoria-Geral da Fazenda Nacional
CERTIDÃO NEGATIVA DE DÉBITOS RELATIVOS AOS TRIBUTOS FEDERAIS E À DÍVIDA ATIVA DA UNIÃO
Nome: VIAÇÃO EXEMPLO LTDA - ME
CNPJ: 11.222.333/0001-81
Certidão emitida nos termos da Portaria Conjunta RFB/PGFN nº 1.751, de 02/10/2014.
Emitida às 10:22:15 do dia 02/03/2026 <hora e data de Brasília>.
Válida até 29/08/2026.
Código de controle da certidão: 4A2B.9C1D.77E0.3F5A"""


def test_cnd_federal_fields() -> None:
    (e,) = extract_document(document([from_text(CND)]))
    v = {k: f.value for k, f in e.fields.items()}
    assert e.kind == "cnd_federal"
    assert v == {
        "titular_nome": "VIAÇÃO EXEMPLO LTDA - ME",
        "titular_documento": "11222333000181",
        "data_emissao": "2026-03-02",  # not the 2014 date of the cited Portaria
        "valida_ate": "2026-08-29",
        "resultado": "negativa",
        "orgao_emissor": "SECRETARIA ESPECIAL DA RECEITA FEDERAL DO BRASIL",  # as printed
        "codigo_validacao": "4A2B.9C1D.77E0.3F5A",
    }
    assert e.fields["titular_documento"].valid is True


def test_prose_holder_and_pf_result() -> None:
    text = """SERVIÇO PÚBLICO FEDERAL
POLÍCIA FEDERAL
CERTIDÃO DE ANTECEDENTES CRIMINAIS
A Polícia Federal CERTIFICA que, até a presente data, NÃO CONSTA condenação com trânsito em
julgado em nome de MARIA DA SILVA SOUZA, nacionalidade brasileira, CPF nº 793.341.556-39.
Certidão emitida às 10:00:00 do dia 05/11/2026.
Código de validação: 3F2A9C1D77E0"""
    (e,) = extract_document(document([from_text(text)]))
    assert e.kind == "antecedentes_criminais"
    assert e.value("titular_nome") == "MARIA DA SILVA SOUZA"
    assert e.value("titular_documento") == "79334155639"
    assert e.value("resultado") == "negativa"
    assert e.value("orgao_emissor") == "POLÍCIA FEDERAL"  # as printed (issue 12, round 6)
    assert e.value("data_emissao") == "2026-11-05"
    assert "valida_ate" not in e.fields  # not printed: absent


def test_crf_validity_range_takes_the_end() -> None:
    text = """CAIXA ECONÔMICA FEDERAL
Certificado de Regularidade do FGTS - CRF
Inscrição: 11.222.333/0001-81
Razão Social: VIAÇÃO EXEMPLO LTDA
A Caixa Econômica Federal, no uso da atribuição que lhe confere o Art. 7, da Lei 8.036, de
11 de maio de 1990, certifica que a empresa encontra-se em situação regular perante o FGTS.
Validade: 17/11/2026 a 16/12/2026
Certificação Número: 2026111777000915325650
Informação obtida em 17/11/2026, às 17:51:06"""
    (e,) = extract_document(document([from_text(text)]))
    assert e.kind == "crf_fgts"
    assert e.value("valida_ate") == "2026-12-16"
    assert e.value("data_emissao") == "2026-11-17"
    assert e.value("resultado") == "negativa"
    assert e.value("codigo_validacao") == "2026111777000915325650"
    assert e.value("titular_nome") == "VIAÇÃO EXEMPLO LTDA"


@pytest.mark.parametrize(
    ("text", "want"),
    [
        ("NADA CONSTA contra a pessoa", "negativa"),
        ("NÃO CONSTA condenação", "negativa"),
        ("Não constam pendências", "negativa"),
        ("CONSTA registro de antecedentes", "positiva"),
        ("CERTIDÃO POSITIVA DE DÉBITOS", "positiva"),
        ("CERTIDÃO POSITIVA COM EFEITOS DE NEGATIVA DE DÉBITOS", "positiva_com_efeitos_de_negativa"),
        ("CERTIDAO CONJUNTA POSITIVA COM EFEITO NEGATIVA", "positiva_com_efeitos_de_negativa"),
    ],
)
def test_resultado_negations_first(text: str, want: str) -> None:
    got = certidao_resultado(text)
    assert got is not None and got[0] == want


def test_state_and_city_bodies() -> None:
    mg = """PODER JUDICIÁRIO DO ESTADO DE MINAS GERAIS
TRIBUNAL DE JUSTIÇA
CERTIDÃO JUDICIAL CRIMINAL NEGATIVA
NOME: RAQUEL DA ROSA MELO
RG: 27.820.278-5 SSP SP
NADA CONSTA processo em nome da pessoa acima identificada."""
    (e,) = extract_document(document([from_text(mg)]))
    assert e.kind == "distribuicao_criminal"
    # as printed, completed with the header's state (not the RG's)
    assert e.value("orgao_emissor") == "TRIBUNAL DE JUSTIÇA DO ESTADO DE MINAS GERAIS"
    mun = """PREFEITURA MUNICIPAL DE OLÍMPIA
CERTIDÃO NEGATIVA DE DÉBITOS MUNICIPAIS
Contribuinte: JOSE PEREIRA
CPF: 793.341.556-39"""
    (m,) = extract_document(document([from_text(mun)]))
    assert m.kind == "cnd_municipal"
    assert m.value("orgao_emissor") == "PREFEITURA MUNICIPAL DE OLÍMPIA"
    assert m.value("titular_nome") == "JOSE PEREIRA"
