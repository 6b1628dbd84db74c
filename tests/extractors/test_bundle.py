"""Bundle splitting: consecutive pages grouped into documents, each with its page_range."""

from __future__ import annotations

from extractors.pipeline import extract_document
from tests.extractors.docbuilder import document, from_text

CRLV = """CERTIFICADO DE REGISTRO E LICENCIAMENTO DE VEÍCULO - DIGITAL
SECRETARIA NACIONAL DE TRÂNSITO - SENATRAN
CÓDIGO RENAVAM
01234567897
PLACA
ABC1D23"""
CNH = """CARTEIRA NACIONAL DE HABILITAÇÃO
NOME
JOAO DA SILVA
CAT. HAB.
D"""
CND_P1 = """MINISTÉRIO DA FAZENDA
CERTIDÃO NEGATIVA DE DÉBITOS RELATIVOS AOS TRIBUTOS FEDERAIS E À DÍVIDA ATIVA DA UNIÃO
Nome: VIAÇÃO EXEMPLO LTDA
CNPJ: 11.222.333/0001-81
Página 1 de 2"""
CND_P2 = """Ressalvado o direito de a Fazenda Nacional cobrar e inscrever quaisquer dívidas
de responsabilidade do sujeito passivo acima identificado que vierem a ser apuradas.
Emitida às 10:22:15 do dia 02/03/2026 <hora e data de Brasília>.
Válida até 29/08/2026.
Página 2 de 2"""


def test_bundle_yields_one_extraction_per_document() -> None:
    doc = document([from_text(CRLV), from_text(CNH), from_text(CND_P1), from_text(CND_P2)])
    got = extract_document(doc)
    assert [(e.kind, e.page_range) for e in got] == [
        ("crlv", (1, 1)), ("cnh", (2, 2)), ("cnd_federal", (3, 4))]
    assert all(e.file == "doc.pdf" and e.sha256 == doc.sha256 for e in got)
    cnd = got[2]
    assert cnd.pages == 2
    assert cnd.value("valida_ate") == "2026-08-29"
    assert cnd.fields["valida_ate"].page == 4


def test_two_crlvs_in_a_row_are_two_documents() -> None:
    got = extract_document(document([from_text(CRLV), from_text(CRLV)]))
    assert [e.page_range for e in got] == [(1, 1), (2, 2)]


def test_unknown_page_after_single_page_kind_stands_alone() -> None:
    stray = "\n".join(["Lista de compras da semana arroz feijão café açúcar"] * 3)
    got = extract_document(document([from_text(CRLV), from_text(stray)]))
    assert [e.kind for e in got] == ["crlv", "unknown"]
    assert got[1].fields == {}
    assert got[1].warnings


def test_text_source_mixed() -> None:
    doc = document([from_text(CND_P1), from_text(CND_P2, source="ocr", confidence=0.9)])
    (e,) = extract_document(doc, auto_reocr=False)
    assert e.text_source == "mixed"
