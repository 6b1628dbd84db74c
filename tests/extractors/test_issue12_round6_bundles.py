"""Issue 12, round 6: two documents of the same kind in a row in one file are split at
the second one's title; a multi-page document that repeats its title stays whole.

The pages are written here (wordings of their own, not a held-out generator's).
"""

from __future__ import annotations

from extractors.pipeline import extract_document
from tests.extractors.docbuilder import document, from_text

DIST_P1 = """PODER JUDICIÁRIO
TRIBUNAL DE JUSTIÇA DO ESTADO DE GOIÁS
CERTIDÃO DE DISTRIBUIÇÃO CRIMINAL
Certificamos que, pesquisando os registros de distribuição de ações criminais,
NADA CONSTA em nome de MARIA DAS DORES FONSECA, CPF 123.456.789-09.
Página 1 de 2"""
DIST_P2 = """CERTIDÃO DE DISTRIBUIÇÃO CRIMINAL - continuação
Observações: a pesquisa abrangeu as comarcas do Estado.
Emitida em 03/11/2026. Válida por 30 dias.
Página 2 de 2"""
DIST_OTHER = """JUSTIÇA FEDERAL DA 1ª REGIÃO
CERTIDÃO JUDICIAL CRIMINAL
Certifica-se que NADA CONSTA contra JOSÉ CARLOS PRADO, CPF 987.654.321-00,
nos registros de ações criminais desta Seção Judiciária.
Emitida em 04/11/2026"""
ANTEC_TITLED_AGAIN = """CERTIDÃO DE ANTECEDENTES CRIMINAIS
Nome: MARIA DAS DORES FONSECA
Nada consta nos registros do Instituto de Identificação.
Página 1 de 2"""
ANTEC_RUNNING_HEADER = """CERTIDÃO DE ANTECEDENTES CRIMINAIS
Esta certidão é válida por 90 dias a contar da emissão.
Código de verificação: 77AB-1290-CC01
Página 2 de 2"""


def test_a_complete_document_then_a_titled_page_of_the_same_kind() -> None:
    # "Página 2 de 2" closes the first certidão; the next titled page opens another
    doc = document([from_text(DIST_P1), from_text(DIST_P2), from_text(DIST_OTHER)])
    got = extract_document(doc, auto_reocr=False)
    assert [(e.kind, e.page_range) for e in got] == [
        ("distribuicao_criminal", (1, 2)), ("distribuicao_criminal", (3, 3))]


def test_another_title_wording_of_the_same_kind_opens_a_document() -> None:
    # no page marker on the first one: its title and the next page's differ
    first = DIST_P1.replace("Página 1 de 2", "")
    doc = document([from_text(first), from_text(DIST_OTHER)])
    got = extract_document(doc, auto_reocr=False)
    assert [e.page_range for e in got] == [(1, 1), (2, 2)]


def test_a_title_repeated_as_running_header_keeps_the_document_whole() -> None:
    doc = document([from_text(ANTEC_TITLED_AGAIN), from_text(ANTEC_RUNNING_HEADER)])
    got = extract_document(doc, auto_reocr=False)
    assert [(e.kind, e.page_range) for e in got] == [("antecedentes_criminais", (1, 2))]


def test_a_continuation_header_with_the_issuer_keeps_the_document_whole() -> None:
    doc = document([from_text(DIST_P1.replace("Página 1 de 2", "")), from_text(DIST_P2.replace(
        "Página 2 de 2", ""))])
    got = extract_document(doc, auto_reocr=False)
    assert [e.page_range for e in got] == [(1, 2)]
