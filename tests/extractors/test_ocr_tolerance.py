"""What OCR does to the other kinds and the CNPJ card, and how the extractors cope: noise
words next to labels and values, a label's neighbour line read as its value, numbers
taken for plates, stray letters, lost separators, garbled numbers re-read from their
crop and kept only when their check digits pass."""

from __future__ import annotations

from extractors.certidoes import parse_code
from extractors.cnpj import parse_cnaes, parse_fantasia, parse_municipio
from extractors.pagereader import PageReader
from extractors.parsers import _parse_city_uf, parse_date, parse_placa
from extractors.pipeline import extract_document
from extractors.prose import assunto_candidate
from extractors.text import BBox
from intake.models import Word
from tests.extractors.docbuilder import document, from_text, page
from tests.extractors.test_cnpj import ROWS as CNPJ_ROWS


def _ocr(text: str, confidence: float = 0.95):  # type: ignore[no-untyped-def]
    return document([from_text(text, source="ocr", confidence=confidence)])


def test_noise_symbols_do_not_hide_labels_or_stick_to_values() -> None:
    (e,) = extract_document(_ocr("""DETRAN - Vistoria de Veiculos Escolares
AUTORIZAÇÃO PARA TRANSPORTE COLETIVO DE ESCOLARES
Nome: + MARCOS VINICIUS LOPES DA CRUZ
CPF: 015.611.703-72
Emitida em: 18/11/2026"""), auto_reocr=False)
    assert e.kind == "autorizacao_escolar"
    assert e.value("titular_nome") == "MARCOS VINICIUS LOPES DA CRUZ"
    assert e.fields["titular_nome"].confidence >= 0.9


def test_a_short_lower_case_smudge_after_an_upper_case_label() -> None:
    rows = [
        "HORIZONTE SEGUROS GERAIS S.A.",
        "CNPJ: 29.385.993/0001-49 Processo SUSEP nº 15414.05886/2019-11",
        "APÓLICE - SEGURO APP FROTA (ACIDENTES PESSOAIS DE PASSAGEIROS)",
        "Período de vigência: das 24h do dia 11/03/2026 às 24h do dia 11/03/2027",
        "SEGURADO cup",  # OCR's reading of the small "CPF/CNPJ" label
        "BORGES TURISMO LTDA 98.513.865/0001-56",
        "APP - Morte Acidental R$ 20.000,00 por passageiro",
        "Prêmio total: R$ 1.335,69",
    ]
    (e,) = extract_document(document([page(rows, source="ocr", confidence=0.95)]), auto_reocr=False)
    assert e.kind == "apolice"
    assert e.value("segurado_nome") == "BORGES TURISMO LTDA"
    assert e.value("segurado_documento") == "98513865000156"  # not the insurer's


def test_the_next_label_line_is_not_a_value() -> None:
    # "Placa:" unreadable on its line; the line below is a label of its own
    (e,) = extract_document(_ocr("""DETRAN - Vistoria de Veiculos Escolares
AUTORIZAÇÃO PARA TRANSPORTE COLETIVO DE ESCOLARES
Nome: MARCOS VINICIUS LOPES DA CRUZ
Placa: ### ###
Nº da autorização: 5247281
Cidade: SÃO PAULO"- SP - CEP 40259-504
Nº da instalação: 2619682517"""), auto_reocr=False)
    assert "placa" not in e.fields  # never "SZA7281" made of the number below
    assert e.value("municipio") == "SÃO PAULO"


def test_plate_parsing_tolerates_ocr_but_not_numbers() -> None:
    assert parse_placa("5247281") is None
    assert parse_placa("HPxX9521") == ("HPX9521", None)  # a stray lower-case letter
    assert parse_placa("0BC1234") == ("OBC1234", True)
    assert parse_placa("NVC1WS54") is None  # ambiguous: re-read, not guessed


def test_a_plate_in_prose_is_re_read_when_ocr_garbled_it() -> None:
    doc = _ocr("""CONTRATO DE LOCAÇÃO DE VEÍCULO
LOCATÁRIO: CLARA CAVALCANTE VIANA, CPF 182.675.577-25, com endereço na Travessa Camargo
LOCADOR: LUARA PASTOR CAVALCANTE, CPF 242.511.054-27, com endereço na Alameda Sampaio
O presente contrato tem por objeto o veículo M.BENZ/OF 1721 MARCOPOLO, placa
NVC1WS54, chassi 9BG9HA3YU7YR5BV4P, para uso no transporte de passageiros.""")
    words = doc.pages[0].words

    def reread(page_no: int, bbox: BBox, profile: str) -> list[Word] | None:
        inside = [w.text for w in words
                  if bbox[0] <= w.bbox[0] and w.bbox[2] <= bbox[2] and bbox[1] <= w.bbox[1] <= bbox[3]]
        if profile == "alnum" and inside and inside[0].startswith("NVC1WS54"):
            return [Word(text="NVC1W54", bbox=bbox, confidence=0.96, page=page_no, source="ocr")]
        return None

    (e,) = extract_document(doc, reocr=reread)
    assert e.value("placa") == "NVC1W54"


def test_a_garbled_cpf_is_re_read_and_kept_only_when_its_digits_check() -> None:
    doc = _ocr("""PREFEITURA MUNICIPAL
COMPROVANTE DE INSCRIÇÃO MUNICIPAL
CADASTRO MOBILIÁRIO
Nome: JOÃO PEDRO ALBUQUERQUE DA CUNHA
crr 36 452 448-50
Data de emessão 27082026""")

    def good(page_no: int, bbox: BBox, profile: str) -> list[Word] | None:
        if profile != "digits":
            return None
        return [Word(text="346.452.448-50", bbox=bbox, confidence=0.95, page=page_no, source="ocr")]

    def bad(page_no: int, bbox: BBox, profile: str) -> list[Word] | None:
        if profile != "digits":
            return None
        return [Word(text="346.452.448-51", bbox=bbox, confidence=0.95, page=page_no, source="ocr")]

    (e,) = extract_document(doc, reocr=good)
    assert e.kind == "inscricao_municipal"
    assert e.value("titular_documento") == "34645244850"
    assert e.value("data_emissao") == "2026-08-27"  # fuzzy label, separators lost
    (e,) = extract_document(doc, reocr=bad)
    assert "titular_documento" not in e.fields


def test_compact_and_city_parsers() -> None:
    assert parse_date("27082026") == ("2026-08-27", None)
    assert parse_date("31022026") is None
    assert _parse_city_uf('SÃO PAULO"- SP - CEP 40259-504') == (("SÃO PAULO", "SP"), None)
    assert _parse_city_uf("Nº da instalação: 2619682517") is None


def test_cnpj_card_parsers_under_ocr() -> None:
    assert parse_municipio("MOGI DAS CRUZES SP") == ("MOGI DAS CRUZES", None)
    assert parse_fantasia("........") is None
    assert parse_fantasia("********") is None
    assert parse_fantasia("EXPRESSO ALVORADA") == ("EXPRESSO ALVORADA", None)
    ok = parse_cnaes("49.29-9-02 - Transporte rodoviário\n77.11-0-00 - Locação de automóveis")
    assert ok == (["4929902", "7711000"], True)
    bad = parse_cnaes("49.29-9-02 - Transporte rodoviário\n77.141-0-00 - Locação de automóveis")
    assert bad is not None and bad[1] is False  # flagged, so that it is re-read


def test_cnpj_card_uf_label_unread() -> None:
    rows = [r for r in CNPJ_ROWS]
    i = next(i for i, r in enumerate(rows) if not isinstance(r, str) and r[0][1] == "CEP")
    rows[i] = [(0, "CEP"), (80, "BAIRRO/DISTRITO"), (200, "MUNICÍPIO ur")]
    rows[i + 1] = [(0, "14.800-000"), (80, "CENTRO"), (200, "OLÍMPIA SP")]
    (e,) = extract_document(document([page(rows, source="ocr", confidence=0.95)]), auto_reocr=False)
    assert e.value("municipio") == "OLÍMPIA"
    assert e.value("uf") == "SP"
    assert e.value("cnaes_secundarios") == ["4924800", "7711000"]


def test_validation_codes_are_not_words() -> None:
    assert parse_code("1ODEDEBITOSTRIBUTRIOS") is None
    assert parse_code("9B7C.18E4.C181.4B56") == ("9B7C.18E4.C181.4B56", None)
    assert parse_code("2026110781633662069025") == ("2026110781633662069025", None)


def test_ocr_spacing_around_a_slash_in_a_title() -> None:
    pg = from_text("""MINISTÉRIO DO TRABALHO E EMPREGO
COMPROVANTE DE REGULARIDADE DE PIS /INSS
Nome: ENZO DOS AZEVEDO DUARTE""", source="ocr", confidence=0.95)
    got = assunto_candidate(PageReader([pg], {}), "regularidade_previdenciaria")
    assert got is not None and got.value == "COMPROVANTE DE REGULARIDADE DE PIS / INSS"


def test_fuzzy_labels_misread_by_ocr() -> None:
    from extractors.fuzzy import edit_distance, fuzzy_hits, label_like
    from extractors.reader import LabelReader, labels

    assert edit_distance("MUNICIPIO", "MUNICIMO", 2) == 2
    assert edit_distance("CONDUTOR", "CONDUTORES", 1) == 2  # over the limit
    rows = [
        "COCIGO E DESCRIÇÃO DA ATIVIDADE ECONDANCA PRINCIPAL",
        "49.29-9-02 - Transporte rodoviário coletivo de passageiros",
        "MUNICIMO",
        "BELO HORIZONTE",
        "CONDUTORES DE VEÍCULOS DE TRANSPORTE ESCOLAR",
    ]
    reader = LabelReader([page(rows, source="ocr", confidence=0.9)], labels("cnpj"))
    assert [h.line.text for h in reader.hits("cnae_principal")] == [rows[0]]
    assert [h.line.text for h in reader.hits("municipio")] == ["MUNICIMO"]
    # a single word is not taken for a label two letters away, nor a heading for a label
    generic = LabelReader([page(rows, source="ocr", confidence=0.9)], labels("generic"))
    assert fuzzy_hits(generic.indexes[1], "titular_nome", ["CONDUTOR"]) == []
    assert label_like("TÍTULO DO > (NOME DE FANTASIA)", labels("cnpj"))
    assert not label_like("VIAÇÃO MARQUES LTDA - ME", labels("cnpj"))


def test_cnpj_card_with_garbled_labels() -> None:
    rows = [
        "REPÚBLICA FEDERATIVA DO BRASIL",
        "CADASTRO NACIONAL DA PESSOA JURÍDICA",
        "COMPROVANTE DE INSCRIÇÃO E DE SITUAÇÃO CADASTRAL",
        "NUMERO DE",  # the label half lost
        "97.043.810/0001-67 MATRIZ",
        "NOME EMPRESARIAL",
        "VIAÇÃO MARQUES LTDA - ME",
        "TÍTULO DO > (NOME DE FANTASIA)",
        "COCIGO E DESCRIÇÃO DA ATIVIDADE ECONDANCA PRINCIPAL",
        "49.24-8-00 - Transporte escolar",
        "MUNICIMO",
        "BELO HORIZONTE",
        "Emuido no dis 14/11/2026 às 17:11:07 (data e hora de Brasa)",
    ]
    (e,) = extract_document(document([page(rows, source="ocr", confidence=0.9)]), auto_reocr=False)
    assert e.kind == "cnpj"
    assert e.value("cnpj") == "97043810000167"
    assert e.value("razao_social") == "VIAÇÃO MARQUES LTDA - ME"  # not "… TÍTULO DO"
    assert e.value("cnae_principal") == "4924800"
    assert e.value("municipio") == "BELO HORIZONTE"
    assert e.value("data_emissao") == "2026-11-14"


def test_a_heading_that_starts_with_a_label_word_comes_last() -> None:
    rows = [
        "HORIZONTE SEGUROS GERAIS S.A.",
        "CNPJ 02.715.085/0001-10 - Código SUSEP 05886",
        "APÓLICE DE SEGURO DE ACIDENTES PESSOAIS DE PASSAGEIROS - APP",
        "Apólice nº 40.0984.8977666 Proposta nº 865306758 Endosso: 0",
        "Vigência: das 24h de 27/06/2026 às 24h de 27/06/2027",
        "Segurado: VIAÇÃO CAVALCANTI LTDA",
        "CNPJ: 48.800.398/0001-77",
        "Placa: GOS1F70 Chassi: 9C2ACGFGHVDZWL9WB Lotação: 29 passageiros",
        "APP - Morte Acidental R$ 20.000,00 por passageiro (29 lug.)",
    ]
    (e,) = extract_document(document([page(rows, source="ocr", confidence=0.9)]), auto_reocr=False)
    assert e.value("numero_apolice") == "40.0984.8977666"
    assert e.value("placas") == ["GOS1F70"]


def test_a_misread_policy_label_is_found_when_the_heading_gives_nothing() -> None:
    rows = [
        "HORIZONTE SEGUROS GERAIS S.A.",
        "APÓLICE - SEGURO APP FROTA (ACIDENTES PESSOAIS DE PASSAGEIROS)",
        [(0, "APÓUCE"), (100, "RAMO"), (160, "EMISSÃO"), (240, "PROPOSTA")],
        [(0, "63.0982.5820250"), (100, "0982 - APP"), (160, "21/06/2026"), (240, "824417120")],
        "Periodo de vigência: das 24h do dia 26/06/2026 às 24h do dia 26/06/2027",
    ]
    (e,) = extract_document(document([page(rows, source="ocr", confidence=0.9)]), auto_reocr=False)
    assert e.value("numero_apolice") == "63.0982.5820250"


def test_a_garbled_plate_in_a_vehicle_row_is_re_read() -> None:
    rows = [
        "HORIZONTE SEGUROS GERAIS S.A.",
        "APÓLICE - SEGURO APP FROTA (ACIDENTES PESSOAIS DE PASSAGEIROS)",
        "ITEM PLACA CHASSI MARCA/MODELO ANO LOT.",
        "2 ZUNAGAS 9C2TLS9DSO7TRWTINA TOYOTA/COROLLA XEI 2.0 2024/2025 5",
        "3 ABC1234 9BR7XSLJAKMETMXMA VW/17.230 OD MASCARELLO 2022/2022 44",
    ]
    doc = document([page(rows, source="ocr", confidence=0.9)])
    garbled = next(w for w in doc.pages[0].words if w.text == "ZUNAGAS")

    def reread(page_no: int, bbox: BBox, profile: str) -> list[Word] | None:
        if profile == "alnum" and bbox[0] <= garbled.bbox[0] and garbled.bbox[2] <= bbox[2]:
            return [Word(text="ZUN4G86", bbox=bbox, confidence=0.95, page=page_no, source="ocr")]
        return None

    (e,) = extract_document(doc, reocr=reread)
    assert e.value("placas") == ["ZUN4G86", "ABC1234"]


def test_ocr_tolerant_classification_and_result() -> None:
    from extractors.classify import classify_text
    from extractors.nlp import certidao_resultado

    assert classify_text("PODER JUDICIÁRIO\nCERTIDÃO JUDlCIAL CRIMlNAL NEGATIVA").kind == \
        "distribuicao_criminal"
    assert classify_text("blah blah").kind == "unknown"
    got = certidao_resultado("se encontra em situação regufar quanto às contribuições")
    assert got is not None and got[0] == "negativa"
    got = certidao_resultado("CERTIDÃO POSlTIVA DE DÉBITOS")
    assert got is not None and got[0] == "positiva"
    assert certidao_resultado("SITUAÇÃO IREGULAR") is None  # read both ways: decides nothing


def test_hexadecimal_codes() -> None:
    assert parse_code("CAO2EEAFC4") == ("CA02EEAFC4", None)  # O is no hexadecimal digit
    assert parse_code("A4BSB4BFAIC42865") == ("A4BSB4BFAIC42865", None)  # S: 5 or 8?


def test_policy_number_is_not_a_cnpj_or_a_date() -> None:
    from extractors.apolice import parse_policy_number

    assert parse_policy_number("29.385.993/0001-49") is None
    assert parse_policy_number("05/03/2026") is None
    assert parse_policy_number("67.0984.1741846") == ("67.0984.1741846", None)


def test_a_lone_dot_before_a_label() -> None:
    rows = [r for r in CNPJ_ROWS]
    i = next(i for i, r in enumerate(rows) if not isinstance(r, str) and r[0][1] == "CEP")
    rows[i] = [(0, "CEP"), (80, "BAIRRO/DISTRITO ."), (200, "MUNICIPIO"), (400, "UF")]
    (e,) = extract_document(document([page(rows, source="ocr", confidence=0.95)]), auto_reocr=False)
    assert e.value("municipio") == "OLÍMPIA"


def test_an_unsure_reading_under_one_label_does_not_hide_a_sure_one_under_the_next() -> None:
    # issue 3: on a 200-dpi scan a title line was taken for the label "Certidão nº" and
    # its crop re-read as an unsure "0NDTNI"; the field's real label, further down, read
    # well and must win
    text = """CÓDIGO DE CONTROLE: 0NDTNI
Emitida em 25/10/2026
NÚMERO DA CERTIDÃO: 13635755614"""
    pg = from_text(text, source="ocr")
    unsure = [w.model_copy(update={"confidence": 0.0}) if w.bbox[1] < 50 else w
              for w in pg.words]
    pg = pg.model_copy(update={"words": unsure})
    vocab = {"codigo_validacao": ["CÓDIGO DE CONTROLE", "NÚMERO DA CERTIDÃO"]}
    got = PageReader([pg], vocab).read("codigo_validacao", parse_code)
    assert got is not None and got.value == "13635755614"
    # a sure reading under the first label still settles the field
    sure = PageReader([from_text(text, source="ocr")], vocab).read("codigo_validacao",
                                                                    parse_code)
    assert sure is not None and sure.value == "0NDTNI"
