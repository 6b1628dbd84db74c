"""Issue 12, round 9: kinds sure only from their title, bundles split at another kind,
comprovantes de endereço from a bank statement and from a two-column telecom bill.

- A state certidão titled only "CERTIDÃO NEGATIVA DE DÉBITOS" under a Secretaria de
  Estado de Fazenda letterhead is the state CND, and opens its own document after a CRF
  in a bundle (it used to run on as the CRF's second page, sure).
- A kind read from body words alone, never from its title, stays below 0.8.
- A page that shows nothing of the running document and enough of another kind starts
  a document; a segment that took in such a page is not sure.
- An alteração contratual's consolidated contract ("CONTRATO SOCIAL CONSOLIDADO") on
  its next page is the same document.
- A bank's "EXTRATO DE CONTA CORRENTE" is a comprovante de endereço with its client's
  name, CPF, city and date.
- A telecom bill's holder printed in a right-hand column under "Titular": the
  letterhead's word to its left is not part of the name; "CIDADE ISC" (the slash read
  as a letter by OCR) still gives the city and UF, less sure.
"""

from __future__ import annotations

from extractors.bundle import split
from extractors.classify import UNTITLED_CAP, classify_page, classify_text
from tests.extractors.docbuilder import digits, document, extract_one, from_text, page

CRF = """CAIXA ECONÔMICA FEDERAL
Fundo de Garantia do Tempo de Serviço - FGTS
CERTIFICADO DE REGULARIDADE DO FGTS - CRF
Inscrição 11.222.333/0001-81
Razão Social VIAÇÃO SERRA AZUL LTDA
Validade 01/03/2027 a 30/03/2027
Certificação Número 202703011234567890
A Caixa Econômica Federal, no uso da atribuição que lhe confere o Art. 7º da Lei 8.036,
certifica que, nesta data, a empresa acima identificada encontra-se em situação regular.
Informação obtida em 01/03/2027 10:11:12
"""

STATE_CND = """ESTADO DO TOCANTINS
SECRETARIA DE ESTADO DA FAZENDA DO TOCANTINS
Diretoria de Arrecadação
CERTIDÃO NEGATIVA DE DÉBITOS
NÚMERO          EMISSÃO          VALIDADE
4455/2027       02/03/2027       31/05/2027
CONTRIBUINTE                     CNPJ
VIAÇÃO SERRA AZUL LTDA           11.222.333/0001-81
Certificamos que não constam pendências em nome do contribuinte acima identificado.
Chave de autenticidade: ABCD1 EFGH2 IJKL3
"""


def test_state_certidao_titled_by_its_issuer() -> None:
    c = classify_text(STATE_CND)
    assert c.kind == "cnd_estadual"
    assert c.titled


def test_state_certidao_after_crf_is_its_own_document() -> None:
    pages = document([from_text(CRF), from_text(STATE_CND)]).pages
    got = split(pages, [classify_page(p) for p in pages])
    assert [(s.kind, s.page_range) for s in got] == [
        ("crf_fgts", (1, 1)),
        ("cnd_estadual", (2, 2)),
    ]


def test_page_of_another_kind_without_title_starts_a_document() -> None:
    # the certidão's title went unread: its body still says nothing of a CRF
    body = STATE_CND.replace("CERTIDÃO NEGATIVA DE DÉBITOS\n", "")
    pages = document([from_text(CRF), from_text(body)]).pages
    classes = [classify_page(p) for p in pages]
    assert classes[1].kind == "cnd_estadual"
    got = split(pages, classes)
    assert [s.kind for s in got] == ["crf_fgts", "cnd_estadual"]
    assert got[1].confidence < 0.8


def test_kind_from_body_words_alone_is_not_sure() -> None:
    # a CNPJ card's labels without its title: probably a CNPJ card, never sure
    text = """NÚMERO DE INSCRIÇÃO 11.222.333/0001-81 DATA DE ABERTURA 01/02/2020
NOME EMPRESARIAL VIAÇÃO SERRA AZUL LTDA
TÍTULO DO ESTABELECIMENTO (NOME DE FANTASIA) SERRA AZUL
CÓDIGO E DESCRIÇÃO DA ATIVIDADE ECONÔMICA PRINCIPAL 49.29-9-01
CÓDIGO E DESCRIÇÃO DA NATUREZA JURÍDICA 206-2
SITUAÇÃO CADASTRAL ATIVA PORTE ME
ENTE FEDERATIVO RESPONSÁVEL *****
"""
    c = classify_text(text)
    assert c.kind == "cnpj"
    assert c.confidence <= UNTITLED_CAP


ALTERACAO = """3ª ALTERAÇÃO CONTRATUAL DE VIAÇÃO SERRA AZUL LTDA
CNPJ 11.222.333/0001-81 - NIRE 17200012345
Os sócios abaixo qualificados resolvem alterar o contrato social como segue:
CLÁUSULA PRIMEIRA - DA CESSÃO DE QUOTAS
O sócio retirante cede e transfere a totalidade de suas quotas do capital social.
CLÁUSULA SEGUNDA - DA CONSOLIDAÇÃO
As partes resolvem consolidar o contrato social, que passa a vigorar como segue.
"""

CONSOLIDADO = """CONTRATO SOCIAL CONSOLIDADO
A sociedade gira sob o nome empresarial VIAÇÃO SERRA AZUL LTDA, com sede em Palmas/TO.
O capital social, totalmente integralizado, é de R$ 50.000,00 divididos em quotas.
CLÁUSULA TERCEIRA - DA ADMINISTRAÇÃO
A administração cabe ao sócio administrador.
"""


def test_consolidated_contract_continues_the_alteracao() -> None:
    pages = document([from_text(ALTERACAO), from_text(CONSOLIDADO)]).pages
    got = split(pages, [classify_page(p) for p in pages])
    assert [(s.kind, s.page_range) for s in got] == [("contrato_social", (1, 2))]


STATEMENT = """BANCO REGIONAL DO CERRADO S.A.
Agência 1234-5 Conta corrente 98765-4
EXTRATO DE CONTA CORRENTE
Cliente: MARIANA COSTA DE ALBUQUERQUE
CPF: 123.456.789-09
Endereço: Rua das Acácias, 120, Jardim América
Cidade/UF: GOIÂNIA/GO CEP 74000-000
Período: 01/02/2027 a 28/02/2027
Emitido em: 01/03/2027
Data Histórico Valor Saldo
01/02/2027 SALDO ANTERIOR 1.000,00
10/02/2027 PIX RECEBIDO 250,00 1.250,00
"""


def test_bank_statement_is_a_comprovante_de_endereco() -> None:
    c = classify_text(STATEMENT)
    assert c.kind == "comprovante_endereco"
    assert c.titled
    d = extract_one(STATEMENT.strip("\n").splitlines())
    f = d.fields
    assert d.kind == "comprovante_endereco"
    assert f["titular_nome"].value == "MARIANA COSTA DE ALBUQUERQUE"
    assert digits(str(f["titular_documento"].value)) == "12345678909"
    assert f["data_emissao"].value == "2027-03-01"
    assert f["uf"].value == "GO"


def _telecom_bill(city_line: str, source: str = "pdf-text") -> object:
    from extractors.pipeline import extract_document

    rows = [
        [(260.0, "Titular")],
        # the letterhead's logo word, level with the holder's name
        [(0.0, "TUCUNARÉ"), (260.0, "LARISSA MOTA GUIMARÃES")],
        [(260.0, "CPF")],
        [(0.0, "TUCUNARÉ TELECOM LTDA"), (260.0, "987.654.321-00")],
        [(0.0, "CNPJ 11.444.777/0001-61"), (260.0, "Endereço de instalação")],
        [(260.0, "Rua Itapeva, 44")],
        [(0.0, "Fatura de serviços de telecomunicações"), (260.0, city_line)],
        [(0.0, "Plano Fibra 300 Mega 99,90"), (260.0, "Emissão")],
        [(0.0, "TOTAL 99,90"), (260.0, "05/03/2027")],
        [(0.0, "Vencimento: 15/03/2027")],
    ]
    conf = 0.95 if source == "ocr" else 1.0
    (d,) = extract_document(document([page(rows, source=source, confidence=conf)]),
                            auto_reocr=False)
    return d


def test_telecom_bill_holder_in_its_column() -> None:
    d = _telecom_bill("Centro - LONDRINA/PR")
    f = d.fields  # type: ignore[attr-defined]
    assert d.kind == "comprovante_endereco"  # type: ignore[attr-defined]
    assert f["titular_nome"].value == "LARISSA MOTA GUIMARÃES"
    assert f["municipio"].value == "LONDRINA"
    assert f["uf"].value == "PR"


def test_city_and_uf_with_the_slash_misread() -> None:
    d = _telecom_bill("Centro - LONDRINAIPR", source="ocr")
    f = d.fields  # type: ignore[attr-defined]
    assert f["municipio"].value == "LONDRINA"
    assert f["uf"].value == "PR"
    assert f["municipio"].confidence < 0.8


def test_name_under_heading_keeps_to_the_heading_column() -> None:
    from extractors.lines import Line
    from extractors.roles import _name_under_heading
    from tests.extractors.docbuilder import words_at

    heading = Line(words_at(300.0, 50.0, "Titular", 1, "ocr", 0.95), 1)
    # the logo's word, printed far left and level with the name, joined its line
    below = Line(words_at(40.0, 62.0, "TUCUNARÉ", 1, "ocr", 0.95)
                 + words_at(300.0, 62.0, "LARISSA MOTA GUIMARÃES", 1, "ocr", 0.95), 1)
    got = _name_under_heading([heading, below])
    assert got is not None and got.value == "LARISSA MOTA GUIMARÃES"
    # a name that starts a little left of its heading keeps all its words
    near = Line(words_at(296.0, 62.0, "LARISSA MOTA GUIMARÃES", 1, "ocr", 0.95), 1)
    got = _name_under_heading([heading, near])
    assert got is not None and got.value == "LARISSA MOTA GUIMARÃES"


def test_title_in_the_top_band_of_a_two_column_head() -> None:
    # the right column's short lines push the bill's title to the ninth line, still
    # printed in the page's top band: the page is titled
    rows = [
        [(0.0, "TUCUNARÉ TELECOM LTDA"), (260.0, "Titular")],
        [(260.0, "LARISSA MOTA GUIMARÃES")],
        [(260.0, "CPF")],
        [(0.0, "CNPJ 11.444.777/0001-61"), (260.0, "987.654.321-00")],
        [(260.0, "Endereço de instalação")],
        [(260.0, "Rua Itapeva, 44")],
        [(260.0, "Centro - LONDRINA/PR")],
        [(260.0, "Emissão")],
        [(0.0, "Fatura de serviços de telecomunicações")],
        [(0.0, "Plano Fibra 300 Mega 99,90")],
    ]
    c = classify_page(page(rows, top=10.0, left=40.0))
    assert c.kind == "comprovante_endereco"
    assert c.titled


def test_misread_slash_only_in_an_ocr_address_line() -> None:
    from extractors.address import place_from_address
    from extractors.lines import Line
    from tests.extractors.docbuilder import words_at

    def line(text: str, source: str) -> Line:
        return Line(words_at(40.0, 50.0, text, 1, source, 0.95), 1)

    got = place_from_address([line("Centro - LONDRINAIPR", "ocr")])
    assert got is not None and got.value == ("LONDRINA", "PR")
    # a name ending in "…IRO" is no city "…/RO", read or OCR'd
    assert place_from_address([line("ANA PAULA RIBEIRO", "ocr")]) is None
    assert place_from_address([line("Centro - LONDRINAIPR", "pdf-text")]) is None
