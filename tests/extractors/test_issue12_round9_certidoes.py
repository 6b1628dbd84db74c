"""Issue 12, round 9: certidões' validation codes, emission dates and an insurer's accents.

Every page here is written for this test in wordings of real certificates (other
states, other codes, other layouts); none comes from a held-out generator. Each rule is
pinned by a case it must change and a case it must leave alone.
"""

from __future__ import annotations

from typing import Any

import pytest

from extractors.accents import accented_spelling
from extractors.certidoes import parse_code, parse_labelled_code
from extractors.code_glyphs import round_positions
from extractors.pipeline import extract_document
from extractors.text import BBox
from intake.models import Word
from tests.extractors.docbuilder import document, extract_one, page


def _field(d: Any, name: str) -> tuple[Any, float]:
    f = d.fields.get(name)
    return (f.value, f.confidence) if f is not None else (None, 0.0)


# --- a code printed in blocks is no run of words -------------------------------------


@pytest.mark.parametrize(
    "code",
    ["7QK2-BAUE-X4ZT-WAVE", "KTE4Q LFHOE 91SYL AUEIX", "B2QX.9EAI.RTKV.W7PD"],
)
def test_letters_across_a_code_separator_are_no_word(code: str) -> None:
    """Vowels in a row across a code's hyphens, dots or spaces ("…ZT-WAVE", "…L AUEIX")
    are the code's random letters: the run of words is judged in each printed block."""
    assert parse_labelled_code(code) == (code, None)


@pytest.mark.parametrize("text", ["CERTIDAOPOSITIVA12", "1ODEDEBITOSTRIBUTRIOS", "NEGATIVA-DEBITOS-9"])
def test_words_run_together_in_one_block_stay_no_code(text: str) -> None:
    assert parse_code(text) is None


def test_a_run_mostly_of_vowels_across_blocks_is_no_code() -> None:
    """Zeros read as O's beside vowels ("13EA.AOOF"): no random code reads so."""
    assert parse_code("AS66.13EA.AOOF.7495") is None
    assert parse_code("A866.13EA.AO0F.7495") == ("A866.13EA.A00F.7495", None)


def test_a_code_in_a_box_below_its_label_beats_the_certidao_number() -> None:
    """The certidão's number ("nº 118203455/2026") is no validation code when the page
    prints its "Código de verificação" under its own label, in blocks."""
    d = extract_one([
        "ESTADO DE SANTA CATARINA",
        "POLÍCIA CIVIL DE SANTA CATARINA",
        "CERTIDÃO DE ANTECEDENTES CRIMINAIS",
        "Certidão nº 118203455/2026",
        "Nome MARINA COSTA FERRAZ",
        "CPF 748.526.057-00",
        "CERTIFICAMOS que NADA CONSTA em nome da pessoa acima qualificada.",
        "Florianópolis, 3 de outubro de 2026",
        "Código de verificação",
        "8KD2-RQUE-TW4A-EAIU",
    ])
    assert _field(d, "codigo_validacao")[0] == "8KD2-RQUE-TW4A-EAIU"


def test_a_key_in_space_separated_groups_beats_the_number_column() -> None:
    d = extract_one([
        "SECRETARIA DE ESTADO DA FAZENDA DO TOCANTINS",
        "CERTIDÃO NEGATIVA DE DÉBITOS",
        [(0, "NÚMERO DA CERTIDÃO"), (200, "DATA DE EMISSÃO")],
        [(0, "40211873/2026"), (200, "14/10/2026")],
        "RAZÃO SOCIAL: VIAÇÃO SERRA AZUL LTDA",
        "Certificamos que não constam débitos em nome do contribuinte acima identificado.",
        "Chave de autenticidade: UEAIX 7KQ2M TOUEZ 5RT8W",
    ])
    assert _field(d, "codigo_validacao")[0] == "UEAIX 7KQ2M TOUEZ 5RT8W"


# --- a round glyph in a random code is never sure on a scan --------------------------


def test_round_glyphs_open_only_where_the_alphabet_leaves_them_open() -> None:
    assert list(round_positions("MVTYPOW2Q6EA")) == [5]
    assert list(round_positions("EBATJL897X0P")) == [10]
    assert not round_positions("2026110781633662069025")  # digits only: O is no digit
    assert not round_positions("9B7C18E4C1814B56")  # hexadecimal: no O in its alphabet
    assert not round_positions("CA02EEAFC40")


def _code_page(code: str) -> Any:
    return document([page([
        "PODER JUDICIÁRIO",
        "TRIBUNAL DE JUSTIÇA DO ESTADO DO ACRE",
        "CERTIDÃO DE DISTRIBUIÇÃO CRIMINAL",
        "Nome: OTÁVIO REIS SANTANA",
        "CPF: 748.526.057-00",
        "Certificamos que NADA CONSTA em nome do requerido.",
        "Emitida em 02/10/2026",
        f"Código de autenticidade: {code}",
    ], source="ocr", confidence=0.95)])


@pytest.mark.parametrize("code", ["KWTY.P0W2.Q6HA.R37N", "KWTY.POW2.Q6HA.R37N"])
def test_a_round_glyph_the_rereads_agree_on_stays_below_the_threshold(code: str) -> None:
    """A second read of the same crop reads the same ``O`` (or ``0``) from the letters
    around it: agreeing, it is no confirmation."""
    doc = _code_page(code)

    def reread(page_no: int, bbox: BBox, profile: str) -> list[Word] | None:
        return [Word(text=code, bbox=bbox, confidence=0.95, page=page_no, source="ocr")]

    (d,) = extract_document(doc, reocr=reread)
    value, conf = _field(d, "codigo_validacao")
    assert value == code and conf < 0.8


def test_a_code_without_round_glyphs_keeps_the_rereads_confirmation() -> None:
    code = "KWTY.PXW2.Q6HA.R37N"
    doc = _code_page(code)

    def reread(page_no: int, bbox: BBox, profile: str) -> list[Word] | None:
        return [Word(text=code, bbox=bbox, confidence=0.95, page=page_no, source="ocr")]

    (d,) = extract_document(doc, reocr=reread)
    assert _field(d, "codigo_validacao")[0] == code
    assert _field(d, "codigo_validacao")[1] >= 0.8


# --- emission dates: a CRF's "Informação obtida em", a line the OCR dropped ----------


def test_a_crf_is_issued_the_day_its_information_was_obtained() -> None:
    d = extract_one([
        "CAIXA ECONÔMICA FEDERAL",
        "CERTIFICADO DE REGULARIDADE DO FGTS - CRF",
        "Inscrição: 77.968.013/4556-95",
        "Razão Social: TRANSPORTES RIO CLARO LTDA",
        "Validade: 02/10/2026 a 31/10/2026",
        "Certificação Número: 2026100209311245",
        "Informação obtida em 05/10/2026 09:31:12",
    ])
    assert _field(d, "data_emissao")[0] == "2026-10-05"


_PHOTO_ROWS = [
    "ESTADO DE SANTA CATARINA",
    "POLÍCIA CIVIL DE SANTA CATARINA",
    "CERTIDÃO DE ANTECEDENTES CRIMINAIS",
    "Nome MARINA COSTA FERRAZ",
    "CPF 748.526.057-00",
    "CERTIFICAMOS que NADA CONSTA em nome da pessoa acima qualificada.",
    "Certidão válida por 60 (sessenta) dias, até 02/12/2026.",
    "",
    "",
    "",
    "Código de verificação",
    "8KD2-RQUE-TW4A-EAIU",
]


def _photo() -> Any:
    return document([page(_PHOTO_ROWS, source="ocr", confidence=0.93)])


def test_a_place_and_date_line_the_ocr_dropped_is_read_again_from_its_gap() -> None:
    """The page's OCR skipped "Joinville, 3 de outubro de 2026" (alone at the right
    margin): re-read from the band between the lines, it is the emission date, not sure."""
    seen: list[BBox] = []

    def reread(page_no: int, bbox: BBox, profile: str) -> list[Word] | None:
        seen.append(bbox)
        if profile == "text" and bbox[1] < 160 < bbox[3]:
            return [Word(text=t, bbox=bbox, confidence=0.9, page=page_no, source="ocr")
                    for t in ("Joinville,", "3", "de", "outubro", "de", "2026", "-", "10:02")]
        return None

    (d,) = extract_document(_photo(), reocr=reread)
    value, conf = _field(d, "data_emissao")
    assert value == "2026-10-03" and conf < 0.8


def test_a_gap_without_a_date_gives_no_emission() -> None:
    def reread(page_no: int, bbox: BBox, profile: str) -> list[Word] | None:
        return [Word(text="Florianópolis", bbox=bbox, confidence=0.9, page=page_no, source="ocr")]

    (d,) = extract_document(_photo(), reocr=reread)
    assert _field(d, "data_emissao")[0] is None


# --- an insurer's accents from another printing of its name --------------------------


def test_accents_come_back_from_another_printing_of_the_same_name() -> None:
    head = "GUARANÁ SEGUROS S.A. - Apólice 1234.56.789 - continuação"
    assert accented_spelling("GUARANA SEGUROS S.A.", [head]) == "GUARANÁ SEGUROS S.A."
    assert accented_spelling("Guarana Seguros", [head]) == "Guaraná Seguros"
    # other letters, or no accent anywhere: the value as read
    assert accented_spelling("GUARANA SEGURO", ["GUARANÁ SEGUROS"]) is None
    assert accented_spelling("GUARANA SEGUROS", ["GUARANA SEGUROS"]) is None
