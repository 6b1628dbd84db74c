"""Codes read by OCR (issue 12, round 7, class 5 and item 6): look-alike glyphs are sure
only when the format fixes them or a second read confirms them; CNH EAR is not a sure
False when its box was not read; CRLV wording seen on scans and tables."""

from __future__ import annotations

import itertools
import random

from extractors import ids
from extractors.crlv import extract_crlv, parse_especie
from extractors.fieldset import Context
from extractors.glyphs import GROUPS, ambiguous_positions, cnpj_fixed, contradicts, placa_fixed
from extractors.lines import text_of
from intake.models import Word
from tests.extractors.docbuilder import extract_one, page


def _crlv_rows(
    chassi: str = "9BWZZZ377VT004251",
    placa: str = "ABC1D23",
    marca: str = "VW/30.280 CRM 8X2",
    documento: str = "11.222.333/0001-81",
    especie: str = "PASSAGEIRO MICROONIBUS",
) -> list:
    return [
        "REPÚBLICA FEDERATIVA DO BRASIL",
        [(0, "DETRAN SP"), (80, "CERTIFICADO DE REGISTRO E LICENCIAMENTO DE VEÍCULO - DIGITAL")],
        [(0, "CÓDIGO RENAVAM"), (120, "PLACA"), (220, "EXERCÍCIO")],
        [(0, "01234567897"), (120, placa), (220, "2025")],
        [(0, "ANO FABRICAÇÃO"), (160, "ANO MODELO")],
        [(0, "2021"), (160, "2022")],
        [(0, "MARCA / MODELO / VERSÃO")],
        [(0, marca)],
        [(0, "ESPÉCIE / TIPO")],
        [(0, especie)],
        [(0, "PLACA ANTERIOR / UF"), (120, "CHASSI")],
        [(0, "ABC1D23/SP"), (120, chassi)],
        [(0, "CATEGORIA"), (260, "LOTAÇÃO")],
        [(0, "ALUGUEL"), (260, "20P")],
        [(0, "NOME")],
        [(0, "VIAÇÃO EXEMPLO LTDA")],
        [(0, "CPF / CNPJ")],
        [(0, documento)],
        [(0, "LOCAL"), (200, "DATA")],
        [(0, "MOGI DAS CRUZES SP"), (200, "02/03/2026")],
    ]


def _ocr_crlv(rows: list, reocr=None):  # type: ignore[no-untyped-def]
    pg = page(rows, source="ocr", confidence=0.95)
    return extract_crlv(Context([pg], "crlv", reocr))


def _echo(text_by_value: dict[str, str]):  # type: ignore[no-untyped-def]
    """A re-OCR hook reading each crop as ``text_by_value`` says (by the page's words)."""
    pg_words: list[Word] = []

    def reocr(page_no: int, box: tuple[float, float, float, float], profile: str) -> list[Word]:
        inside = [
            w
            for w in pg_words
            if w.bbox[0] >= box[0] - 1
            and w.bbox[2] <= box[2] + 1
            and w.bbox[1] >= box[1] - 1
            and w.bbox[3] <= box[3] + 1
        ]
        text = text_of(inside)
        for first, again in text_by_value.items():
            if first in text:
                text = text.replace(first, again)
        x0, y0 = box[0] + 2, box[1] + 2
        return [
            Word(
                text=t,
                bbox=(x0, y0, x0 + 5 * len(t), y0 + 9),
                confidence=0.93,
                page=page_no,
                source="ocr",
            )
            for t in text.split()
        ]

    return reocr, pg_words


# --- look-alike glyphs: property-style checks of the format rules ---------------------------


def test_plate_format_leaves_only_its_fifth_position_open() -> None:
    rng = random.Random(7)
    letters = "ABCDEFGHJKLMNPRSTUVWXYZ"
    for _ in range(200):
        old = "".join(rng.choice(letters) for _ in range(3)) + "".join(
            rng.choice("0123456789") for _ in range(4)
        )
        merc = ids.placa_to_mercosul(old)
        for p in (old, merc):
            assert set(ambiguous_positions(p, placa_fixed(p))) <= {4}
        # the old and Mercosul forms differ at the 5th position only: OCR's 1/I there
        # (GRR8111 / GRR8I11) is two real plates, which no format can settle
        assert [i for i in range(7) if old[i] != merc[i]] == [4]


def test_every_look_alike_swap_is_a_contradiction_and_other_swaps_are_not() -> None:
    value = "9BWGW6CGHK5THZJV5"
    positions = ambiguous_positions(value)
    for i in positions:
        for other in next(g for g in GROUPS if value[i] in g):
            if other != value[i]:
                assert contradicts(value, value[:i] + other + value[i + 1 :], positions)
    assert not contradicts(value, value, positions)
    assert not contradicts(value, value[:3] + "X" + value[4:], positions)  # W/X: not look-alike
    assert not contradicts(value, value + "5", positions)  # another length: no evidence


def test_alphanumeric_cnpj_check_cannot_tell_zero_from_q_in_its_root() -> None:
    rng = random.Random(3)
    alphabet = "ABCDEFGHJKLMNPRSTUVWXYZ0123456789"
    checked = 0
    for _ in range(300):
        base = "".join(rng.choice(alphabet) for _ in range(8)) + "0001"
        if "0" not in base[:8]:
            continue
        cnpj = base + ids.cnpj_check_digits(base)
        i = base.index("0")
        swapped = cnpj[:i] + "Q" + cnpj[i + 1 :]
        assert ids.is_valid_cnpj(cnpj) and ids.is_valid_cnpj(swapped)  # the check passes both
        assert i in ambiguous_positions(cnpj, cnpj_fixed(cnpj))
        checked += 1
    assert checked > 20
    assert ambiguous_positions("11222333000181", cnpj_fixed("11222333000181")) == []


# --- CRLV read by OCR -------------------------------------------------------------------------


def test_ocr_chassi_with_look_alike_glyph_is_not_sure_without_a_second_read() -> None:
    fs = _ocr_crlv(_crlv_rows(chassi="9BWGW6CGHKSTHZJV5"))
    assert fs.fields["chassi"].value == "9BWGW6CGHKSTHZJV5"
    assert fs.fields["chassi"].confidence < 0.8


def test_ocr_chassi_confirmed_by_a_second_read_stays_sure() -> None:
    reocr, words = _echo({})
    rows = _crlv_rows(chassi="9BWGW6CGHK5THZJV5")
    pg = page(rows, source="ocr", confidence=0.95)
    words.extend(pg.words)
    fs = extract_crlv(Context([pg], "crlv", reocr))
    assert fs.fields["chassi"].value == "9BWGW6CGHK5THZJV5"
    assert fs.fields["chassi"].confidence >= 0.8


def test_ocr_chassi_contradicted_by_a_second_read_is_not_sure() -> None:
    reocr, words = _echo({"9BWGW6CGHKSTHZJV5": "9BWGW6CGHK5THZJV5"})
    pg = page(_crlv_rows(chassi="9BWGW6CGHKSTHZJV5"), source="ocr", confidence=0.95)
    words.extend(pg.words)
    fs = extract_crlv(Context([pg], "crlv", reocr))
    assert fs.fields["chassi"].confidence < 0.8


def test_ocr_plate_fifth_position_look_alike_is_not_sure() -> None:
    fs = _ocr_crlv(_crlv_rows(placa="GRR8111"))
    assert fs.fields["placa"].value == "GRR8111" and fs.fields["placa"].confidence < 0.8
    fs = _ocr_crlv(_crlv_rows(placa="ABC1K23"))  # no digit looks like K
    assert fs.fields["placa"].value == "ABC1K23" and fs.fields["placa"].confidence >= 0.8


def test_ocr_marca_modelo_with_look_alikes_is_not_sure_unless_read_again_alike() -> None:
    fs = _ocr_crlv(_crlv_rows(marca="TOYOTA/COROLLA XEIZOFLEX"))
    assert fs.fields["marca_modelo"].confidence < 0.8
    reocr, words = _echo({"XEIZOFLEX": "XEIZ0FLEX"})
    pg = page(_crlv_rows(marca="TOYOTA/COROLLA XEIZOFLEX"), source="ocr", confidence=0.95)
    words.extend(pg.words)
    assert extract_crlv(Context([pg], "crlv", reocr)).fields["marca_modelo"].confidence < 0.8


def test_ocr_alphanumeric_cnpj_with_zero_in_root_is_not_sure() -> None:
    base = "SF94130Y0001"
    cnpj = base + ids.cnpj_check_digits(base)
    printed = f"{cnpj[:2]}.{cnpj[2:5]}.{cnpj[5:8]}/{cnpj[8:12]}-{cnpj[12:]}"
    fs = _ocr_crlv(_crlv_rows(documento=printed))
    doc = fs.fields["proprietario_documento"]
    assert doc.value == cnpj and doc.valid is True and doc.confidence < 0.8
    numeric = _ocr_crlv(_crlv_rows()).fields["proprietario_documento"]
    assert numeric.value == "11222333000181" and numeric.confidence >= 0.8


def test_born_digital_codes_keep_full_confidence() -> None:
    pg = page(
        _crlv_rows(chassi="9BWGW6CGHK5THZJV5", placa="GRR8I11", marca="TOYOTA/COROLLA XEI20FLEX")
    )
    fs = extract_crlv(Context([pg], "crlv"))
    for name in ("chassi", "placa", "marca_modelo"):
        assert fs.fields[name].confidence == 1.0, name


def test_especie_without_ocr_specks() -> None:
    for speck, tail in itertools.product(('"', "|", "“", "'"), ("", "|", ".")):
        assert parse_especie(f"{speck}PASSAGEIRO MICROONIBUS{tail}") == (
            "PASSAGEIRO MICROONIBUS",
            None,
        )


def test_exercicio_licenciado_in_a_summary_table() -> None:
    rows = [
        "DEPARTAMENTO ESTADUAL DE TRÂNSITO - DETRAN/RJ",
        "CRLV-e · Certificado de Registro e Licenciamento de Veículo Eletrônico",
        [(0, "Campo"), (160, "Informação")],
        [(0, "Placa"), (160, "ITG-4837")],
        [(0, "Renavam"), (160, "01234567897")],
        [(0, "Exercício licenciado"), (160, "2026")],
        [(0, "Emitido em"), (160, "03/03/2026")],
    ]
    fs = extract_crlv(Context([page(rows)], "crlv"))
    assert fs.fields["exercicio"].value == 2026


# --- CNH: EAR ---------------------------------------------------------------------------------


def test_ocr_cnh_back_with_unreadable_observations_is_not_a_sure_no_ear() -> None:
    rows = [
        "CARTEIRA NACIONAL DE HABILITAÇÃO",
        "NOME",
        "JOSE PEREIRA DA SILVA",
        "12 OBSERVAÇÕES",
        "",
        [(0, "LOCAL"), (200, "DATA EMISSÃO")],
        [(0, "OLIMPIA, SP"), (200, "10/01/2022")],
    ]
    e = extract_one(rows, source="ocr")
    assert e.kind == "cnh"
    assert e.value("ear") is False and e.fields["ear"].confidence < 0.8
    # born-digital: an empty box is read, so no EAR there is sure
    d = extract_one(rows)
    assert d.value("ear") is False and d.fields["ear"].confidence >= 0.8


def test_ocr_cnh_observations_label_is_not_its_value() -> None:
    rows = [
        "CARTEIRA NACIONAL DE HABILITAÇÃO",
        "NOME",
        "JOSE PEREIRA DA SILVA",
        [(0, "LOCAL"), (200, "DATA EMISSÃO")],
        [(0, "OLIMPIA, SP"), (200, "10/01/2022")],
        [(0, "OBSERVAÇÕES")],
        [(0, "12 OBSERVAÇ")],
    ]
    e = extract_one(rows, source="ocr")
    assert e.value("observacoes") != "12 OBSERVAÇ"
    assert e.fields["ear"].confidence < 0.8


# --- certidões: validation codes --------------------------------------------------------------


def test_ocr_validation_code_with_look_alikes_is_not_sure_without_a_second_read() -> None:
    rows = [
        "SECRETARIA DA FAZENDA",
        "CERTIDÃO NEGATIVA DE DÉBITOS TRIBUTÁRIOS ESTADUAIS",
        "Nome: EMPRESA EXEMPLO LTDA",
        "CNPJ: 11.222.333/0001-81",
        "Código de controle: S0EE.8865.8AA6",
        "Emitida em 01/12/2026. Válida até 30/12/2026.",
    ]
    e = extract_one(rows, source="ocr")
    assert e.value("codigo_validacao") == "S0EE.8865.8AA6"
    assert e.fields["codigo_validacao"].confidence < 0.8
    assert extract_one(rows).fields["codigo_validacao"].confidence >= 0.8


# --- intake: a light grey card on white paper ---------------------------------------------------


def test_light_grey_card_on_white_is_flattened_before_page_ocr() -> None:
    import numpy as np

    from intake.preprocess.light import needs_flatten

    img = np.full((1400, 1000), 240, np.uint8)  # white paper, scanned
    img[100:600, 100:900] = 204  # a CNH's light grey card (0.85 of the paper)
    img[300:320, 200:700] = 40  # a line of print on it
    assert needs_flatten(img)
    plain = np.full((1400, 1000), 240, np.uint8)
    plain[300:320, 200:700] = 40
    assert not needs_flatten(plain)


def test_ocr_speck_after_a_label_does_not_make_it_prose() -> None:
    rows = [
        "CERTIFICADO DE REGISTRO E LICENCIAMENTO DE VEÍCULO - DIGITAL",
        [(0, "Ano Fabricação"), (160, "Combustível")],
        [(0, "2019"), (160, "ALCOOL/GASOLINA")],
        [(0, "Ano Modelo ç"), (160, "Categoria")],
        [(0, "2020"), (160, "ALUGUEL")],
    ]
    pg = page(rows, source="ocr", confidence=0.95)
    words = [w.model_copy(update={"confidence": 0.0}) if w.text == "ç" else w for w in pg.words]
    fs = extract_crlv(Context([pg.model_copy(update={"words": words})], "crlv"))
    assert fs.fields["ano_modelo"].value == 2020


def test_field_reread_on_a_card_tint_beside_white_paper() -> None:
    import cv2
    import numpy as np

    from intake.ocr import ocr_region

    img = np.full((200, 1500), 235, np.uint8)  # paper, 200 dpi
    img[:, :1380] = 217  # the card's light grey tint, its edge inside the crop
    cv2.putText(img, "EAR", (40, 110), cv2.FONT_HERSHEY_SIMPLEX, 1.1, 30, 2, cv2.LINE_AA)
    k = 72.0 / 200.0
    words = ocr_region(img, (10 * k, 60 * k, 1480 * k, 130 * k), psm=7, dpi=200.0)
    assert [w.text for w in words] == ["EAR"]
