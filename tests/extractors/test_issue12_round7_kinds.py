"""Issue 12, round 7: document kinds from title and issuer first, body words second.

- A court's "Alvará/Certidão de Folha Corrida" is a certidão de distribuição criminal;
  the police's "Folha Corrida" / "Folha de Antecedentes Criminais" is antecedentes
  criminais; with no issuer named the title alone does not decide.
- "a requerimento da parte interessada" in the opening sentence, or a "Requerente:"
  line, does not make a certidão a requerimento.
- State courts' shorter titles ("Certidão Negativa Criminal", "Certidão de Nada Consta
  Criminal") and a title wrapped over two lines settle the kind.
- Two CNHs in a row in a bundle are two documents, not one card's front and back.
"""

from __future__ import annotations

import pytest

from extractors.bundle import split
from extractors.classify import classify_page, classify_text
from extractors.pipeline import extract_document
from tests.extractors.docbuilder import document, from_text

# The opening sentence of a court's certidão, as the courts word it.
COURT_BODY = """O(A) Diretor(a) do Serviço de Distribuição, no uso de suas atribuições legais, a requerimento da
parte interessada, CERTIFICA que, revendo os registros de distribuição de ações penais, inquéritos e
execuções criminais, NADA CONSTA contra:
Nome: JOSÉ CARLOS DA SILVA
CPF: 123.456.789-09
O presente documento é expedido com base nos dados informados pelo requerente.
Emitida em 10/11/2026. Válida por 30 dias.
Código de autenticidade: AB12-CD34-EF56"""

REQUERENTE = "Requerente: JOSÉ CARLOS DA SILVA\n"

COURT_HEADS = {
    "alvara_folha_corrida": """PODER JUDICIÁRIO
TRIBUNAL DE JUSTIÇA DO ESTADO DO RIO GRANDE DO SUL
Direção do Foro da Comarca de Santa Maria
ALVARÁ DE FOLHA CORRIDA
Alvará nº 555/2026
""",
    "certidao_folha_corrida": """ESTADO DO RIO DE JANEIRO
PODER JUDICIÁRIO
TRIBUNAL DE JUSTIÇA
CERTIDÃO DE FOLHA CORRIDA
""",
    "negativa_criminal": """PODER JUDICIÁRIO
TRIBUNAL DE JUSTIÇA DO ESTADO DE GOIÁS
CERTIDÃO NEGATIVA CRIMINAL
""",
    "nada_consta_criminal": """PODER JUDICIÁRIO
TRIBUNAL DE JUSTIÇA DO DISTRITO FEDERAL E DOS TERRITÓRIOS
CERTIDÃO DE NADA CONSTA CRIMINAL
""",
    "distribuicao_two_lines": """PODER JUDICIÁRIO
TRIBUNAL DE JUSTIÇA DO ESTADO DE SÃO PAULO
CERTIDÃO DE DISTRIBUIÇÃO
AÇÕES CRIMINAIS
""",
    "justica_federal_two_lines": """PODER JUDICIÁRIO
JUSTIÇA FEDERAL DE PRIMEIRO GRAU
CERTIDÃO DE DISTRIBUIÇÃO
AÇÕES E EXECUÇÕES CÍVEIS, FISCAIS, CRIMINAIS E DOS JUIZADOS ESPECIAIS FEDERAIS
""",
}


@pytest.mark.parametrize("requerente", [False, True], ids=["sem_requerente", "com_requerente"])
@pytest.mark.parametrize("head", sorted(COURT_HEADS))
def test_court_criminal_certidao_is_distribuicao_criminal(head: str, requerente: bool) -> None:
    text = COURT_HEADS[head] + (REQUERENTE if requerente else "") + COURT_BODY
    c = classify_text(text)
    assert c.kind == "distribuicao_criminal"
    # the title settles it: not a guess between kinds
    assert c.confidence >= 0.6
    assert c.titled


POLICE_HEADS = {
    "folha_corrida_policia_civil": """ESTADO DO RIO DE JANEIRO
POLÍCIA CIVIL
INSTITUTO DE IDENTIFICAÇÃO FÉLIX PACHECO
FOLHA CORRIDA
""",
    "folha_de_antecedentes": """ESTADO DO RIO DE JANEIRO
POLÍCIA CIVIL
FOLHA DE ANTECEDENTES CRIMINAIS
""",
}

POLICE_BODY = """Certificamos, a requerimento da parte interessada e após pesquisa no banco de dados deste
Instituto, que NÃO CONSTAM registros criminais em nome de:
Nome: ANA PAULA SOUZA
CPF: 987.654.321-00
Emitida em 10/11/2026."""


@pytest.mark.parametrize("head", sorted(POLICE_HEADS))
def test_police_folha_corrida_is_antecedentes(head: str) -> None:
    c = classify_text(POLICE_HEADS[head] + POLICE_BODY)
    assert c.kind == "antecedentes_criminais"
    assert c.confidence >= 0.6


def test_folha_corrida_without_issuer_abstains() -> None:
    # the title is printed by courts and police alike: with neither named, no kind is sure
    c = classify_text("FOLHA CORRIDA\n" + POLICE_BODY)
    assert c.kind == "unknown" or c.confidence < 0.8
    assert c.kind != "requerimento"


def test_requerimento_still_read_as_requerimento() -> None:
    text = """REQUERIMENTO
Ilmo. Sr. Diretor do Departamento Estadual de Trânsito
Requerente: MARIA DAS DORES PEREIRA
CPF: 123.456.789-09
Venho, respeitosamente, requerer a segunda via do documento do veículo de placa ABC1D23.
Nestes termos, pede deferimento.
São Paulo, 10 de novembro de 2026."""
    c = classify_text(text)
    assert c.kind == "requerimento"
    assert c.titled


def test_title_word_in_opening_sentence_is_not_a_title() -> None:
    # "requerimento" inside the certidão's first sentence (a long prose line of the
    # head) counts as body text, not as a requerimento's title
    text = COURT_HEADS["alvara_folha_corrida"] + COURT_BODY
    c = classify_text(text)
    assert c.scores["requerimento"] < c.scores["distribuicao_criminal"] / 2


CNH_FRONT_BACK = """OBSERVAÇÕES
EAR
ASSINATURA DO PORTADOR
LOCAL DATA EMISSÃO
PELOTAS-RS 28/08/2018
ASSINATURA DO EMISSOR
DETRAN - RS (RIO GRANDE DO SUL)
PROIBIDO PLASTIFICAR
RS813780532
REPÚBLICA FEDERATIVA DO BRASIL
MINISTÉRIO DAS CIDADES
DEPARTAMENTO NACIONAL DE TRÂNSITO
CARTEIRA NACIONAL DE HABILITAÇÃO
NOME
LÍVIA ALBUQUERQUE DE DUARTE
DOC.IDENTIDADE / ÓRG. EMISSOR/ UF
251240703 PC RS
CPF DATA NASCIMENTO
529.399.319-41 09/08/1976
FILIAÇÃO
OTÁVIO PACHECO DA PASTOR
PERMISSÃO ACC CAT. HAB.
E
Nº REGISTRO VALIDADE 1ª HABILITAÇÃO
66109510349 28/08/2023 28/01/1998
VÁLIDA EM TODO O TERRITÓRIO NACIONAL"""

CNH_2022 = """REPÚBLICA FEDERATIVA DO BRASIL
CARTEIRA NACIONAL DE HABILITAÇÃO / DRIVER LICENSE / PERMISO DE CONDUCCIÓN
2 e 1 NOME E SOBRENOME
JOSUÉ RAMOS DE MOREIRA
1ª HABILITAÇÃO 3 DATA, LOCAL E UF DE NASCIMENTO
12/12/2009 08/06/1985, MOSSORO, RN
4a DATA EMISSÃO 4b VALIDADE ACC
22/12/2024 22/12/2029
4c DOC. IDENTIDADE / ÓRG. EMISSOR / UF 4d CPF
501598876 SESP/RN 188.367.084-55
5 Nº REGISTRO 9 CAT. HAB. NACIONALIDADE
58684010462 D BRASILEIRO(A)
FILIAÇÃO
YASMIN MONTENEGRO SILVA / FELIPE VIEIRA PINTO SOUZA
VÁLIDA EM TODO O TERRITÓRIO NACIONAL"""

CNH_BACK = """9 CAT. 10 VALIDADE 12 OBSERVAÇÕES
ACC EAR
B 22/12/2029 LOCAL
C 22/12/2029 MOSSORO, RN
D 22/12/2029 DETRAN-RN
ASSINATURA DO PORTADOR"""


def test_two_cnhs_in_a_row_are_two_documents() -> None:
    pages = document([from_text(CNH_FRONT_BACK), from_text(CNH_2022)]).pages
    got = split(pages, [classify_page(p) for p in pages])
    assert [(s.kind, s.page_range) for s in got] == [("cnh", (1, 1)), ("cnh", (2, 2))]


def test_cnh_front_then_back_is_one_document() -> None:
    pages = document([from_text(CNH_2022), from_text(CNH_BACK)]).pages
    got = split(pages, [classify_page(p) for p in pages])
    assert [(s.kind, s.page_range) for s in got] == [("cnh", (1, 2))]


def test_bundle_cnh_antecedentes_folha_corrida() -> None:
    antecedentes = """ESTADO DO RIO GRANDE DO SUL
SECRETARIA DA SEGURANÇA PÚBLICA
INSTITUTO-GERAL DE PERÍCIAS
CERTIDÃO DE ANTECEDENTES CRIMINAIS
Nome civil: GABRIEL DA ROSA DA ROCHA
CPF: 353.044.932-65
CERTIFICAMOS que NÃO CONSTAM registros de antecedentes criminais em nome da pessoa acima
qualificada, no Estado do Rio Grande do Sul, até a data e hora de emissão desta certidão."""
    folha = COURT_HEADS["alvara_folha_corrida"] + COURT_BODY
    doc = document(
        [from_text(CNH_FRONT_BACK), from_text(CNH_2022), from_text(antecedentes), from_text(folha)]
    )
    got = extract_document(doc, auto_reocr=False)
    assert [(e.kind, e.page_range) for e in got] == [
        ("cnh", (1, 1)),
        ("cnh", (2, 2)),
        ("antecedentes_criminais", (3, 3)),
        ("distribuicao_criminal", (4, 4)),
    ]
