"""Issue 12, round 8: document kinds from title and issuer first, body words second.

- A prefeitura's certidão whose title names no "municipal" ("Certidão Positiva de
  Débitos com Efeitos de Negativa", "Certidão Negativa de Tributos", "Certidão de
  Regularidade Fiscal") is the municipal CND, not an inscrição municipal because its
  box labels print "Inscrição Municipal".
- An IPTU carnê (notificação de lançamento / guia de pagamento) is a comprovante de
  endereço: a prefeitura's header alone does not make a certidão.
- A water bill (a sanitation company's name, meter readings, consumption) is a
  comprovante de endereço, not unknown.
- An "Ato Constitutivo de Sociedade Limitada Unipessoal" is a contrato social, not a
  declaração because a clause says "declara, sob as penas da lei".
- The prefeitura's header without a certidão title or a carnê title is no sure kind.
"""

from __future__ import annotations

import pytest

from extractors.bundle import split
from extractors.classify import classify_page, classify_text
from tests.extractors.docbuilder import document, from_text

PREFEITURA_HEAD = """ESTADO DE MINAS GERAIS
PREFEITURA MUNICIPAL DE JUIZ DE FORA
SECRETARIA MUNICIPAL DA FAZENDA - Departamento de Arrecadação
"""

CND_BODY = """Certidão nº 1234/2026
CONTRIBUINTE                                   CPF/CNPJ
TRANSPORTES ALVORADA LTDA.                     12.345.678/0001-95
ENDEREÇO                                       INSCRIÇÃO MUNICIPAL
Rua das Flores, 100 - Juiz de Fora/MG          998877
CERTIFICAMOS, para os fins do art. 206 do Código Tributário Nacional, que constam em nome do
contribuinte acima identificado débitos com a Fazenda Municipal cuja exigibilidade se encontra
suspensa, razão pela qual a presente certidão produz os mesmos efeitos da certidão negativa.
Data de emissão: 10/11/2026
Validade: 90 dias
Código de autenticidade: AB12.CD34.EF56
"""

CND_TITLES = [
    "CERTIDÃO POSITIVA DE DÉBITOS COM EFEITOS DE NEGATIVA",
    "CERTIDÃO POSITIVA COM EFEITO DE NEGATIVA",
    "CERTIDÃO NEGATIVA DE DÉBITOS",
    "CERTIDÃO NEGATIVA DE TRIBUTOS",
    "CERTIDÃO DE REGULARIDADE FISCAL",
    "CERTIDÃO DE SITUAÇÃO FISCAL",
    # the state CND's wording too: beside a prefeitura it is the municipal one
    "CERTIDÃO NEGATIVA DE DÉBITOS TRIBUTÁRIOS",
    "CERTIDÃO CONJUNTA NEGATIVA DE DÉBITOS",
]


@pytest.mark.parametrize("title", CND_TITLES)
def test_prefeitura_certidao_is_cnd_municipal(title: str) -> None:
    c = classify_text(PREFEITURA_HEAD + "\n" + title + "\n" + CND_BODY)
    assert c.kind == "cnd_municipal"
    assert c.titled


def test_certidao_title_without_municipal_issuer_is_not_cnd_municipal() -> None:
    # "Certidão Negativa de Débitos" alone names no issuer: no municipal CND from it
    c = classify_text("CERTIDÃO NEGATIVA DE DÉBITOS\n" + CND_BODY)
    assert not (c.kind == "cnd_municipal" and c.confidence >= 0.8)


IPTU_BODY = """CONTRIBUINTE                                   CPF/CNPJ
JOÃO PEREIRA DA SILVA                          123.456.789-09
ENDEREÇO DO IMÓVEL                             INSCRIÇÃO IMOBILIÁRIA
Rua Halfeld, 500 - Centro                      01.234.5678.901
MUNICÍPIO / UF          CEP          DATA DE EMISSÃO          EXERCÍCIO
JUIZ DE FORA / MG       36010-000    03/02/2026               2026
VALOR VENAL (R$)        IMPOSTO (R$)
94.000,00               940,00
Cota única              10/03/2026   846,00
Parcela 1/5             10/03/2026   188,00
Linha digitável: 8833680649 3058687556 1510058442 0613099597
"""

IPTU_TITLES = [
    "IPTU 2026 - NOTIFICAÇÃO DE LANÇAMENTO E GUIA DE PAGAMENTO",
    "CARNÊ DO IPTU 2026",
    "GUIA DE PAGAMENTO DO IPTU - EXERCÍCIO 2026",
    "NOTIFICAÇÃO DE LANÇAMENTO DO IMPOSTO PREDIAL E TERRITORIAL URBANO",
    "IPTU 2026 - DOCUMENTO DE ARRECADAÇÃO MUNICIPAL",
]


@pytest.mark.parametrize("title", IPTU_TITLES)
def test_iptu_carne_is_comprovante_endereco(title: str) -> None:
    c = classify_text(PREFEITURA_HEAD + "\n" + title + "\n" + IPTU_BODY)
    assert c.kind == "comprovante_endereco"
    assert c.titled


def test_iptu_certidao_stays_a_certidao() -> None:
    # a certidão about IPTU debts is a certidão, not a carnê
    title = "CERTIDÃO NEGATIVA DE DÉBITOS DE IPTU"
    c = classify_text(PREFEITURA_HEAD + "\n" + title + "\n" + CND_BODY)
    assert c.kind == "cnd_municipal"


def test_prefeitura_header_alone_is_not_a_sure_certidao() -> None:
    # neither a certidão's title nor a carnê's: the header does not make a certidão
    c = classify_text(PREFEITURA_HEAD + "\nRELAÇÃO DE IMÓVEIS\n" + IPTU_BODY)
    assert not (c.kind == "cnd_municipal" and c.confidence >= 0.5)


WATER_BILL = """CASAL - COMPANHIA DE SANEAMENTO DE ALAGOAS
CNPJ 12.294.708/0001-81
CLIENTE                                                  REFERÊNCIA
MARIA JOSÉ DOS SANTOS                                    NOV/2026
MATRÍCULA                                                VENCIMENTO
6449758-6                                                11/12/2026
ENDEREÇO DO IMÓVEL                                       TOTAL A PAGAR
Rua do Sol, 45 - Ponta Verde                             R$ 107,48
MUNICÍPIO / UF
MACEIÓ / AL - CEP 57035-000
Leitura anterior    Leitura atual    Próxima leitura    Consumo (m³)    Data de emissão
27/10/2026          26/11/2026       26/12/2026         7               29/11/2026
HISTÓRICO DE CONSUMO (m³)
Descrição                                                Valor (R$)
Água                                                     59,11
Esgoto                                                   48,36
"""


@pytest.mark.parametrize(
    "issuer",
    [
        "CASAL - COMPANHIA DE SANEAMENTO DE ALAGOAS",
        "CAEMA - COMPANHIA DE ÁGUAS E ESGOTOS DO MARANHÃO",
        "SAAE - SERVIÇO AUTÔNOMO DE ÁGUA E ESGOTO DE SOROCABA",
    ],
)
def test_water_bill_is_comprovante_endereco(issuer: str) -> None:
    text = issuer + "\n" + WATER_BILL.split("\n", 1)[1]
    c = classify_text(text)
    assert c.kind == "comprovante_endereco"
    assert c.confidence >= 0.5


ATO_BODY = """JESUS LOCADORA LTDA.
MARIA DA SILVA, brasileira, casada, empresária, inscrita no CPF sob o nº 123.456.789-09,
residente e domiciliada na Rua A, 1, Boa Vista/RR, resolve constituir uma sociedade limitada
unipessoal, nos termos do art. 1.052 do Código Civil, que se regerá pelas cláusulas seguintes:
Cláusula 1ª – Do nome empresarial
A sociedade adota o nome empresarial JESUS LOCADORA LTDA.
Cláusula 5ª – Do capital social
O capital social é de R$ 80.000,00, dividido em 80.000 quotas de R$ 1,00 cada.
Cláusula 11ª – Da declaração de desimpedimento
O administrador declara, sob as penas da lei, que não está impedido de exercer a administração.
"""


@pytest.mark.parametrize(
    "title",
    [
        "ATO CONSTITUTIVO DE SOCIEDADE LIMITADA UNIPESSOAL",
        "ATO CONSTITUTIVO DA EMPRESA INDIVIDUAL DE RESPONSABILIDADE LIMITADA",
        "INSTRUMENTO PARTICULAR DE ATO CONSTITUTIVO",
    ],
)
def test_ato_constitutivo_is_contrato_social(title: str) -> None:
    c = classify_text(title + "\n" + ATO_BODY)
    assert c.kind == "contrato_social"
    assert c.titled


def test_bundle_declaracao_then_iptu_carne_splits() -> None:
    declaracao = """DECLARAÇÃO DE INDICAÇÃO DE CONDUTOR AUXILIAR
Eu, MARIA DA SILVA, CPF 123.456.789-09, declaro para os devidos fins que indico como
condutor auxiliar do veículo de placa ABC1D23 o senhor JOÃO PEREIRA DA SILVA.
Juiz de Fora, 10 de novembro de 2026."""
    carne = PREFEITURA_HEAD + "\n" + IPTU_TITLES[0] + "\n" + IPTU_BODY
    pages = document([from_text(declaracao), from_text(carne)]).pages
    got = split(pages, [classify_page(p) for p in pages])
    assert [(s.kind, s.page_range) for s in got] == [
        ("declaracao", (1, 1)),
        ("comprovante_endereco", (2, 2)),
    ]
