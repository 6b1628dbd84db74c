"""Tests of extractors.dates: parsing every printed form, finding dates and their roles."""

from __future__ import annotations

import datetime as dt

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from extractors import dates
from extractors.dates import DateMatch, find_dates, parse_date

D = dt.date


@pytest.mark.parametrize(
    ("text", "expected"),
    [
        ("02/12/2026", D(2026, 12, 2)),
        ("2/12/2026", D(2026, 12, 2)),
        ("02.12.2026", D(2026, 12, 2)),
        ("02-12-2026", D(2026, 12, 2)),
        ("02 / 12 / 2026", D(2026, 12, 2)),
        ("2026-12-02", D(2026, 12, 2)),
        ("2026-12-02T10:15:05", D(2026, 12, 2)),
        ("2 de dezembro de 2026", D(2026, 12, 2)),
        ("02 de Dezembro de 2026", D(2026, 12, 2)),
        ("02 DE DEZEMBRO DE 2026", D(2026, 12, 2)),
        ("1º de março de 2026", D(2026, 3, 1)),
        ("1° de março de 2026", D(2026, 3, 1)),
        ("1o de marco de 2026", D(2026, 3, 1)),
        ("primeiro de março de 2026", D(2026, 3, 1)),
        ("5 de setembro\nde 2026", D(2026, 9, 5)),
        ("02/DEZ/2026", D(2026, 12, 2)),
        ("02-dez-2026", D(2026, 12, 2)),
        ("29/08/83", D(1983, 8, 29)),
        ("21/12/29", D(2029, 12, 21)),
        ("29/02/2028", D(2028, 2, 29)),
        ("  VALIDADE 21/12/1999 ", D(1999, 12, 21)),
        ("Emitida às 10:15:05 do dia 02/12/2026", D(2026, 12, 2)),
    ],
)
def test_parse_date_forms(text: str, expected: dt.date) -> None:
    assert parse_date(text) == expected


@pytest.mark.parametrize(
    "text",
    [
        "32/13/2026",
        "31/04/2026",
        "29/02/2027",
        "00/01/2026",
        "2026-13-01",
        "32 de dezembro de 2026",
        "2 de dezembrx de 2026",
        "11.222.333/0001-81",  # a CNPJ is not a date
        "R$ 1.234.567,89",
        "10:15:05",
        "02.12.26",  # two-digit years only with "/"
        "",
        "sem data",
    ],
)
def test_parse_date_rejects(text: str) -> None:
    assert parse_date(text) is None


def test_parse_date_non_string() -> None:
    assert parse_date(None) is None


def _roles(text: str) -> list[tuple[str, str | None]]:
    return [(m.value.isoformat(), m.role) for m in find_dates(text)]


def test_find_dates_spans_and_raw() -> None:
    text = "Emitida às 10:15:05 do dia 02/12/2026 <hora e data de Brasília>."
    (match,) = find_dates(text)
    assert match == DateMatch(D(2026, 12, 2), 27, 37, "02/12/2026", "emissao")
    assert text[match.start : match.end] == match.raw


def test_find_dates_span_with_decomposed_accents() -> None:
    text = "Emissa\u0303o: 1\u00ba de marc\u0327o de 2026"
    (match,) = find_dates(text)
    assert match.value == D(2026, 3, 1)
    assert match.raw == text[match.start : match.end]
    assert match.raw.startswith("1º")
    assert match.role == "emissao"


def test_cnd_federal() -> None:
    text = (
        "Certidão emitida gratuitamente com base na Portaria Conjunta RFB/PGFN nº 1.751, "
        "de 2/10/2014.\nEmitida às 10:15:05 do dia 02/12/2026 <hora e data de Brasília>.\n"
        "Válida até 31/05/2027.\nCódigo de controle da certidão: 1A2B.3C4D.5E6F.7A8B"
    )
    assert _roles(text) == [
        ("2014-10-02", "citacao"),
        ("2026-12-02", "emissao"),
        ("2027-05-31", "validade"),
    ]


def test_validity_range() -> None:
    assert _roles("Validade: 01/11/2026 a 30/11/2026") == [
        ("2026-11-01", "validade_inicio"),
        ("2026-11-30", "validade"),
    ]
    assert _roles("Validade: 01/11/2026 até 30/11/2026") == [
        ("2026-11-01", "validade_inicio"),
        ("2026-11-30", "validade"),
    ]


def test_vigencia_range() -> None:
    assert _roles("Vigência: das 24h de 01/01/2026 às 24h de 01/01/2027") == [
        ("2026-01-01", "vigencia_inicio"),
        ("2027-01-01", "vigencia_fim"),
    ]
    assert _roles("Início de vigência: 01/01/2026\nFim de vigência: 01/01/2027") == [
        ("2026-01-01", "vigencia_inicio"),
        ("2027-01-01", "vigencia_fim"),
    ]


def test_citations_are_never_emission() -> None:
    text = (
        "Certidão emitida nos termos da Lei nº 8.036, de 11 de maio de 1990, "
        "e da Lei 7.116 DE 29/08/83, e do Decreto nº 99.684, de 8 de novembro de 1990."
    )
    assert _roles(text) == [
        ("1990-05-11", "citacao"),
        ("1983-08-29", "citacao"),
        ("1990-11-08", "citacao"),
    ]
    assert _roles(
        "Emitida em 03/02/2026, conforme Lei Complementar nº 123/2006, de 14/12/2006"
    ) == [
        ("2026-02-03", "emissao"),
        ("2006-12-14", "citacao"),
    ]


def test_cnh_front_same_line_labels() -> None:
    text = "VALIDADE 21/12/1999 1ª HABILITAÇÃO 09/10/1960\nDATA NASCIMENTO 08/07/1997"
    assert _roles(text) == [
        ("1999-12-21", "validade"),
        ("1960-10-09", "primeira_habilitacao"),
        ("1997-07-08", "nascimento"),
    ]


def test_labels_in_line_above_by_column() -> None:
    text = (
        "NÚMERO DE INSCRIÇÃO      DATA DE ABERTURA\n"
        "11.222.333/0001-81       05/03/2010\n"
        "SITUAÇÃO CADASTRAL   DATA DA SITUAÇÃO CADASTRAL\n"
        "ATIVA                03/11/2005\n"
        "VALIDADE      1ª HABILITAÇÃO\n"
        "21/12/1999    09/10/1960\n"
    )
    assert _roles(text) == [
        ("2010-03-05", "abertura"),
        ("2005-11-03", "situacao_cadastral"),
        ("1999-12-21", "validade"),
        ("1960-10-09", "primeira_habilitacao"),
    ]


def test_other_roles() -> None:
    assert _roles("Mogi das Cruzes, 5 de setembro de 2026.") == [("2026-09-05", "emissao")]
    assert _roles("Olímpia/SP, 02/12/2026") == [("2026-12-02", "emissao")]
    assert _roles("Local e data:\nSão Paulo 02/12/2026") == [("2026-12-02", "emissao")]
    assert _roles("Certifico o registro sob o nº 35.2.1234567-8 em 12/03/2020.") == [
        ("2020-03-12", "registro")
    ]
    assert _roles("Data de expedição: 10/01/2026") == [("2026-01-10", "emissao")]
    assert _roles("Vencimento 15/02/2026") == [("2026-02-15", "validade")]
    assert _roles("Data da certidão: 15/02/2026") == [("2026-02-15", "emissao")]
    assert _roles("DATA DE FABRICAÇÃO 03/2020 01/03/2020") == [("2020-03-01", "fabricacao")]
    assert _roles("Nome: FULANO 01/01/2020") == [("2020-01-01", None)]
    # A label already used by a date on its own line is not inherited by the next line.
    assert _roles("Data de emissão: 01/02/2026\n10/02/2026") == [
        ("2026-02-01", "emissao"),
        ("2026-02-10", None),
    ]


def test_vocabulary_is_data() -> None:
    vocab = dates.load_vocabulary()
    for role in (
        "emissao", "validade", "nascimento", "primeira_habilitacao", "vigencia_inicio",
        "vigencia_fim", "abertura", "registro", "situacao_cadastral", "fabricacao",
    ):  # fmt: skip
        assert vocab["roles"][role], role
    assert "lei" in vocab["citation_acts"]


def test_formatting() -> None:
    d = D(2026, 3, 1)
    assert dates.format_date_iso(d) == "2026-03-01"
    assert dates.format_date_br(d) == "01/03/2026"
    assert dates.format_date_long(d) == "1º de março de 2026"
    assert dates.format_date_long(D(2026, 12, 2)) == "2 de dezembro de 2026"


# ---------------------------------------------------------------- properties

_dates = st.dates(min_value=D(1900, 1, 1), max_value=D(2199, 12, 31))


@settings(max_examples=150, deadline=None)
@given(_dates, st.sampled_from(["/", ".", "-"]), st.booleans())
def test_numeric_round_trip(value: dt.date, sep: str, pad: bool) -> None:
    day = f"{value.day:02d}" if pad else str(value.day)
    assert parse_date(f"{day}{sep}{value.month:02d}{sep}{value.year}") == value
    assert parse_date(value.isoformat()) == value


@settings(max_examples=150, deadline=None)
@given(_dates, st.sampled_from([str.lower, str.upper, str.title, lambda s: s]))
def test_long_form_round_trip(value: dt.date, case: object) -> None:
    text = dates.format_date_long(value)
    assert parse_date(case(text)) == value  # type: ignore[operator]
    (match,) = find_dates(f"Emitida em {text}.")
    assert match.value == value and match.role == "emissao"


@settings(max_examples=300, deadline=None)
@given(st.text())
def test_never_raises_on_arbitrary_text(text: str) -> None:
    result = parse_date(text)
    assert result is None or isinstance(result, dt.date)
    for match in find_dates(text):
        assert 0 <= match.start < match.end <= len(text)
        assert text[match.start : match.end] == match.raw


@settings(max_examples=200, deadline=None)
@given(st.text(alphabet="0123456789/.-: deaçãoDEAÇÃOLeimarçonº,\n", max_size=60))
def test_never_raises_on_date_like_text(text: str) -> None:
    parse_date(text)
    find_dates(text)
