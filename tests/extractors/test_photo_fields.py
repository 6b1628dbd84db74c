"""CNH and CRLV fields from OCR words as phone photos and poor scans give them.

No OCR here: pages are built from words the way tesseract returned them on the sample
photos (labels in small print garbled, a value's slashes dropped, a box border read as
a stray digit), and the extractors must still find each value by its label, its place
in the model's grid, or its check digits — at lowered confidence when guessed.
"""

from __future__ import annotations

from extractors.cnh import parse_categoria, parse_observacoes, parse_registro
from extractors.crlv import parse_chassi_run
from extractors.labelindex import build_index
from extractors.lines import group_lines
from extractors.parsers import parse_date_ocr
from extractors.pipeline import extract_document
from extractors.reader import labels
from intake.models import Page
from tests.extractors.docbuilder import document, page, words_at

# valid check digits (synthetic sample values)
CPF, CPF_PRINTED = "81201300819", "812.013.008-19"
REGISTRO = "06197682754"


def _ocr(rows: list, confidence: float = 0.9) -> Page:
    return page(rows, source="ocr", confidence=confidence)


def _cnh(doc_pages: list[Page]):
    (e,) = extract_document(document(doc_pages, "cnh.jpg"), auto_reocr=False)
    assert e.kind == "cnh"
    return e


# --- labels and values as OCR reads them ------------------------------------------------------


def test_garbled_labels_match_within_a_few_edits_on_ocr_words_only() -> None:
    words = (words_at(40, 40, "none", 1, "ocr", 0.4)
             + words_at(40, 60, "E) \" REGASTRO", 1, "ocr", 0.5)
             + words_at(200, 60, "WAL IDADE", 1, "ocr", 0.5)
             + words_at(40, 80, "casERvaÇÕES", 1, "ocr", 0.3))
    index = build_index(group_lines(words), labels("cnh"))
    assert {"nome", "registro", "validade", "observacoes"} <= set(index.hits)
    # the same misreadings in a text layer are words, not labels
    text_layer = [w.model_copy(update={"source": "pdf-text"}) for w in words]
    assert not {"nome", "registro"} & set(build_index(group_lines(text_layer), labels("cnh")).hits)


def test_fuzzy_labels_do_not_take_real_words() -> None:
    words = (words_at(40, 40, "NOVE", 1, "ocr", 0.97)  # read with confidence: the word it says
             + words_at(40, 60, "CATEGORIAS / CATEGORIES", 1, "ocr", 0.5))  # the label plus an S
    index = build_index(group_lines(words), labels("cnh"))
    assert "nome" not in index.hits and "categoria" not in index.hits


def test_dates_through_dropped_or_misread_slashes() -> None:
    assert parse_date_ocr("17/11/1968") == ("1968-11-17", None)
    assert parse_date_ocr("17111968") == ("1968-11-17", None)
    assert parse_date_ocr("1711/1968") == ("1968-11-17", None)
    assert parse_date_ocr("1711111968") == ("1968-11-17", None)  # both slashes read as 1
    assert parse_date_ocr("17l11l1968") == ("1968-11-17", None)
    assert parse_date_ocr("1711968") is None  # a digit lost: no guessing
    assert parse_date_ocr("99999999") is None
    assert parse_date_ocr("20261105") is None  # not day-month-year


def test_value_parsers_skip_ocr_strays() -> None:
    assert parse_categoria("b AE") == ("AE", None)  # a border read as a lower-case b
    assert parse_categoria("D3") is None
    assert parse_registro(f"8 {REGISTRO}") == (REGISTRO, True)  # the º of Nº read as 8
    assert parse_observacoes("— ——— = —") is None
    assert parse_observacoes("A; EAR") == ("A; EAR", None)
    # a doubled or dropped character is not cut into a "valid" 17-character VIN
    assert parse_chassi_run("9BGNJ51MH5SJ5SCVHJ]") == ("9BGNJ51MH5SJ5SCVHJ", False)
    assert parse_chassi_run("9BGNJ51MH5SJ5CVHJ] AMARELA") == ("9BGNJ51MH5SJ5CVHJ", True)
    assert parse_chassi_run("9BD5900K5 MXL300GD")[0] == "9BD5900K5MXL300GD"


# --- CNH: values by their place when their labels are lost ------------------------------------


def test_cnh_2017_photo_reading() -> None:
    """The OCR of the 2017 sample photo: NOME read ``none``, CAT. HAB. read ``CAT. mas``,
    1ª HABILITAÇÃO read ``1º MAIIITAÇÃO``, the birth date without its slashes."""
    front = _ocr([
        "REPÚBLICA FEDERATIVA DO BRASIL",
        "CARTEIRA NACIONAL DE HABILITAÇÃO",
        "none",
        "RAFAEL SOUZA RAMOS",
        [(0, "cr"), (150, "DATA NASCIMENTO")],
        [(0, CPF_PRINTED), (150, "17111968")],
        [(0, "PERMISSÃO"), (80, "[a"), (150, "CAT. mas")],
        [(150, "b AE")],
        [(0, "E Nº REGISTRO"), (150, "VALIDADE"), (250, "1º MAIIITAÇÃO")],
        [(0, f": {REGISTRO}"), (150, "28/05/2026"), (250, "06/0/1988")],
        "VÁLIDA EM TODO O TERRITÓRIO NACIONAL",
        "OBSERVAÇÕES",
        "A; EAR",
        "ASSINATURA DO PORTADOR",
        [(0, "LOCAL"), (150, "DATA EMISSÃO")],
        [(0, "OLIMPIA, SP"), (150, "28/05/2021")],
    ])
    e = _cnh([front])
    assert e.value("nome") == "RAFAEL SOUZA RAMOS"
    assert e.value("cpf") == CPF
    assert e.value("registro") == REGISTRO and e.fields["registro"].valid is True
    assert e.value("categoria") == "AE"
    assert e.value("validade") == "2026-05-28"
    assert e.value("data_nascimento") == "1968-11-17"
    assert e.value("data_emissao") == "2021-05-28"
    assert e.value("observacoes") == "A; EAR" and e.value("ear") is True
    # "06/0/1988" lost a digit: without a re-read nothing is guessed
    assert e.value("primeira_habilitacao") is None


def test_cnh_2017_dates_by_their_place_in_the_grid() -> None:
    """Row labels lost: the date right of VALIDADE is the 1ª habilitação, the date right
    of the CPF the birth date; both at lowered confidence."""
    front = _ocr([
        "CARTEIRA NACIONAL DE HABILITAÇÃO",
        "NOME",
        "RAFAEL SOUZA RAMOS",
        [(0, "CPF"), (150, "DAIA NSCMENTO")],
        [(0, CPF_PRINTED), (150, "17/11/1968")],
        [(0, "Nº REGISTRO"), (150, "VALIDADE"), (250, "FE MANIITAÇÃO")],
        [(0, REGISTRO), (150, "28/05/2026"), (250, "06/10/1988")],
    ])
    e = _cnh([front])
    assert e.value("validade") == "2026-05-28"
    assert e.value("primeira_habilitacao") == "1988-10-06"
    assert e.value("data_nascimento") == "1968-11-17"
    assert e.fields["primeira_habilitacao"].confidence < e.fields["validade"].confidence


def test_cnh_registro_found_by_its_check_digits() -> None:
    front = _ocr([
        "CARTEIRA NACIONAL DE HABILITAÇÃO",
        "NOME",
        "RAFAEL SOUZA RAMOS",
        "CPF",
        CPF_PRINTED,
        "Nº REGASIRDO VALIDADE",  # beyond the fuzzy match
        f"{REGISTRO} 28/05/2026",
        "65798017271",  # an 11-digit number that fails the CNH check digits
    ])
    e = _cnh([front])
    reg = e.fields["registro"]
    assert reg.value == REGISTRO and reg.valid is True and reg.confidence < 0.9


def test_cnh_2022_categoria_from_the_category_table() -> None:
    """A lone letter under 9 CAT. HAB. is what OCR drops first; the dated rows of the
    back's table give it (D held: B, B1, C, C1, D, D1 dated; "a" is C1 misread)."""
    front = _ocr([
        "CARTEIRA NACIONAL DE HABILITAÇÃO / DRIVER LICENSE",
        "2 e 1 NOME E SOBRENOME",
        "ANTHONY GABRIEL VIANA GOMES",
        "4d CPF",
        CPF_PRINTED,
        "9 CAT. HAB.",
        "FILIAÇÃO",
        "CATEGORIAS / CATEGORIES / CATEGORÍAS",
        "9 10 DATA 11 VALIDADE",
        "ACC",
        "A EAR",
        "B 07/01/2001 02/08/2029",
        "Bi 07/01/2001 02/08/2029",
        "C 07/01/2001 02/08/2029",
        "a 07/01/2001 02/08/2029",
        "D 07/01/2001 02/08/2029",
        "D1 07/01/2001 02/08/2029",
        "BE",
    ])
    e = _cnh([front])
    assert e.value("categoria") == "D"
    assert e.fields["categoria"].confidence < 0.9


# --- CRLV ---------------------------------------------------------------------------------------


def _crlv(rows: list):
    (e,) = extract_document(document([_ocr(rows)], "crlv.jpg"), auto_reocr=False)
    assert e.kind == "crlv"
    return e


def test_crlv_values_by_form_when_labels_are_lost() -> None:
    """A 110 dpi scan of a CRLV-e: EXERCÍCIO, ESPÉCIE / TIPO, CATEGORIA, NOME and
    CPF / CNPJ unreadable; each value is still found by its form or its place."""
    e = _crlv([
        "CERTIFICADO DE REGISTRO E LICENCIAMENTO DE VEÍCULO - DIGITAL",
        [(0, "CÓDIGO RENAVAM"), (150, "PLACA"), (250, "CERCO")],
        [(0, "00566137224"), (150, "YUM4A46"), (250, "2026*")],
        "Estce TO",
        "PASSAGEIRO MICROONIBUS",
        "CAPACIDADE POTI NOME INORADA",
        [(0, "ALUGUEL"), (100, "16P"), (200, "221CV/3436")],
        "Nat",
        "FERNANDES FRETAMENTO E TURISMO LTDA",
        "cre: cues",
        "61.089.834/0001-00",
        "LOCAL DATA",
        "GOIANIA GO 20/11/2026",
    ])
    assert e.value("placa") == "YUM4A46"
    assert e.value("exercicio") == 2026
    assert e.value("especie_tipo") == "PASSAGEIRO MICROONIBUS"
    assert e.value("categoria") == "ALUGUEL"
    assert e.value("proprietario_documento") == "61089834000100"
    assert e.value("proprietario_nome") == "FERNANDES FRETAMENTO E TURISMO LTDA"
    for name in ("exercicio", "especie_tipo", "categoria", "proprietario_documento",
                 "proprietario_nome"):
        assert e.fields[name].confidence < 0.9, name


def test_crlv_owner_name_skips_a_caption_far_right_in_its_column() -> None:
    """The QRCode caption of the right column (read ``QORCodo``) lands on a line of its
    own between NOME and the name: it is not the owner."""
    e = _crlv([
        "CERTIFICADO DE REGISTRO E LICENCIAMENTO DE VEÍCULO - DIGITAL",
        "NOME",
        [(420, "QORCodo")],
        "LEANDRO DA PACHECO DA CUNHA",
        "CPF/CNPJ",
        "607.852.191-88",
    ])
    assert e.value("proprietario_nome") == "LEANDRO DA PACHECO DA CUNHA"
