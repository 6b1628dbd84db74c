"""Issue 12, round 6 (failure class 5: fields lost on other layouts).

Each case is a document written here, in wordings and layouts of its own (none taken
from a held-out generator), laid out with ``docbuilder.page`` so that columns sit where a
text layer or an OCR would put them.
"""

from __future__ import annotations

import datetime as dt

from extractors.dates import find_dates
from extractors.finders import dates_with_roles
from extractors.pagereader import PageReader
from extractors.pipeline import extract_document
from tests.extractors.docbuilder import document, extract_one, page

# ------------------------------------------------------------------------------ dates


def test_valid_for_n_days_until_a_date_is_the_validity() -> None:
    (emitted, until) = find_dates(
        "Expedida em 02/12/2026. Documento válido por 90 (noventa) dias corridos, até 02/03/2027.")
    assert (emitted.role, until.role) == ("emissao", "validade")
    assert until.value == dt.date(2027, 3, 2)


def test_validity_period_range_starts_on_the_emission() -> None:
    got = find_dates("Período de validade: 01/02/2027 a 03/03/2027")
    assert [(d.value, d.role) for d in got] == [
        (dt.date(2027, 2, 1), "emissao"), (dt.date(2027, 3, 3), "validade")]
    # the label in the row above, an OCR speck between them
    got = find_dates("PERÍODO DE VALIDADE\n7\n01/02/2027 a 03/03/2027")
    assert [d.role for d in got] == ["emissao", "validade"]


_LABEL_ROW_CND = [
    "PREFEITURA MUNICIPAL DE ARAGUARI",
    "CERTIDÃO NEGATIVA DE DÉBITOS MUNICIPAIS",
    [(0, "Número"), (60, "Requerente"), (330, "Data de emissão"), (430, "Válida até")],
    [(0, "8841"), (60, "TRANSPORTES BOA VIAGEM DO TRIÂNGULO LTDA"), (330, "02/12/2026"),
     (430, "31/01/2027")],
    "Certificamos que não constam débitos tributários em nome do requerente acima.",
]


def test_dates_under_a_label_row_take_the_label_above_their_column() -> None:
    # the value row prints longer words than the label row: by characters the emission
    # date sits under "Válida até"; by position it sits under "Data de emissão"
    dated = dates_with_roles(PageReader([page(_LABEL_ROW_CND)], {}))
    assert [(d.value.isoformat(), d.role) for d in dated] == [
        ("2026-12-02", "emissao"), ("2027-01-31", "validade")]
    d = extract_one(_LABEL_ROW_CND)
    assert d.kind == "cnd_municipal"
    assert d.value("data_emissao") == "2026-12-02"
    assert d.value("valida_ate") == "2027-01-31"


# ------------------------------------------------------------------- CRLV: city and UF boxes


def _paper_crlv(uf_box: bool):  # type: ignore[no-untyped-def]
    plate_row = ([(0, "PLACA"), (120, "UF"), (220, "CHASSI")] if uf_box
                 else [(0, "PLACA"), (220, "CHASSI")])
    plate_vals = ([(0, "FJK3C21"), (120, "SP"), (220, "9BD17164G85123458")] if uf_box
                  else [(0, "FJK3C21"), (220, "9BD17164G85123458")])
    return [
        "DEPARTAMENTO ESTADUAL DE TRÂNSITO - DETRAN-SP",
        "CERTIFICADO DE REGISTRO E LICENCIAMENTO DE VEÍCULO",
        [(0, "CÓD. RENAVAM"), (200, "EXERCÍCIO")],
        [(0, "01234567897"), (200, "2019")],
        plate_row,
        plate_vals,
        [(0, "LOCAL"), (300, "DATA")],
        [(0, "SÃO JOSÉ DO RIO PRETO"), (300, "10/03/2019")],
    ]


def test_paper_crlv_city_alone_in_its_box_and_uf_in_the_plate_row() -> None:
    d = extract_one(_paper_crlv(uf_box=True))
    assert d.kind == "crlv"
    assert (d.value("municipio"), d.value("uf")) == ("SÃO JOSÉ DO RIO PRETO", "SP")


def test_paper_crlv_city_alone_uf_of_the_issuing_detran_is_less_sure() -> None:
    d = extract_one(_paper_crlv(uf_box=False))
    assert (d.value("municipio"), d.value("uf")) == ("SÃO JOSÉ DO RIO PRETO", "SP")
    assert d.fields["uf"].confidence < 0.9


# ------------------------------------------------------------------------------- CNH


def test_cnh_data_list_reads_category_and_remarks_right_of_their_colon() -> None:
    d = extract_one([
        "CARTEIRA NACIONAL DE HABILITAÇÃO DIGITAL",
        "Informações do condutor",
        "Nome civil: RENATA DUARTE FALCÃO",
        "Categoria: AE",
        "Validade: 11/09/2033",
        "Observações: EAR",
        "Emitido por: DEPARTAMENTO ESTADUAL DE TRÂNSITO DO PARANÁ",
        "Data de emissão: 11/09/2023",
    ])
    assert d.kind == "cnh"
    assert d.value("categoria") == "AE"
    assert d.value("observacoes") == "EAR"
    assert d.value("ear") is True


def test_cnh_name_without_the_large_category_letter_of_the_next_box() -> None:
    from intake.models import Word

    p = page([
        "CARTEIRA NACIONAL DE HABILITAÇÃO",
        "NOME E SOBRENOME",
        "MARCOS VINÍCIUS TELES",
        "1ª HABILITAÇÃO",
        "15/04/2004",
    ])
    name = next(w for w in p.words if w.text == "TELES")
    x, y = name.bbox[2] + 150, name.bbox[1] - 4
    big = Word(text="B", bbox=(x, y, x + 16, y + 26), confidence=1.0, page=1,
               source="pdf-text")  # type: ignore[arg-type]
    (d,) = extract_document(document([p.model_copy(update={"words": [*p.words, big]})]),
                            auto_reocr=False)
    assert d.value("nome") == "MARCOS VINÍCIUS TELES"


# ------------------------------------------------------------------- contrato social


def test_contrato_social_objeto_after_a_colon_and_paid_in_capital_from_the_total_row() -> None:
    d = extract_one([
        "INSTRUMENTO PARTICULAR DE CONTRATO SOCIAL",
        "ROTA DAS ÁGUAS TRANSPORTES LTDA",
        "CLÁUSULA PRIMEIRA - A sociedade gira sob o nome empresarial ROTA DAS ÁGUAS TRANSPORTES LTDA.",
        "Sede na Rua das Palmeiras, 12, Cuiabá/MT.",
        "CLÁUSULA SEGUNDA - Objeto social: o transporte escolar de estudantes e o fretamento eventual.",
        "CLÁUSULA TERCEIRA - O capital social é de R$ 40.000,00 (quarenta mil reais), dividido em",
        "400 quotas, subscritas pelos sócios conforme o quadro:",
        [(0, "Nome"), (180, "Cotas"), (250, "Subscrito"), (330, "Integralizado")],
        [(0, "PAULO ROCHA"), (180, "200"), (250, "20.000,00"), (330, "10.000,00")],
        [(0, "LÍGIA ROCHA"), (180, "200"), (250, "20.000,00"), (330, "5.000,00")],
        [(0, "Total"), (180, "400"), (250, "40.000,00"), (330, "15.000,00")],
    ])
    assert d.kind == "contrato_social"
    assert d.value("razao_social") == "ROTA DAS ÁGUAS TRANSPORTES LTDA"
    assert d.value("objeto_social") == "o transporte escolar de estudantes e o fretamento eventual"
    assert d.value("capital_integralizado") == "15000.00"


def test_contrato_social_name_keeps_its_dot_inside_a_sentence() -> None:
    d = extract_one([
        "ALTERAÇÃO CONTRATUAL CONSOLIDADA",
        "SERRA AZUL LOCADORA LTDA",
        "A sociedade gira sob o nome empresarial SERRA AZUL LOCADORA LTDA. e tem sede em Lages/SC.",
        "O capital social é de R$ 30.000,00 (trinta mil reais), totalmente integralizado.",
    ])
    assert d.value("razao_social") == "SERRA AZUL LOCADORA LTDA."
