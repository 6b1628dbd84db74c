"""Tests of extractors.money: figures, amounts in words, cross-check, formatting."""

from __future__ import annotations

from decimal import Decimal

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st
from num2words import num2words

from extractors.money import (
    MoneyMatch,
    find_money,
    format_money,
    format_money_br,
    parse_money,
    words_to_amount,
)


@pytest.mark.parametrize(
    ("text", "expected"),
    [
        ("R$ 15.000,00", "15000.00"),
        ("R$15.000,00", "15000.00"),
        ("15.000,00", "15000.00"),
        ("R$ 1.234.567,89", "1234567.89"),
        ("R$ 0,50", "0.50"),
        ("R$ 15000,00", "15000.00"),
        ("R$ 15.000", "15000.00"),
        ("R$\u00a015.000,00", "15000.00"),
        ("R$ 1.500,5", "1500.50"),
        ("R$ 50 mil", "50000.00"),
        ("R$ 1,5 milhão", "1500000.00"),
        ("R$ 2 milhões", "2000000.00"),
        ("RS 1.500,00", "1500.00"),  # OCR reads "$" as "S"
        ("Capital social: R$ 50.000,00 (cinquenta mil reais)", "50000.00"),
        ("cinquenta mil reais", "50000.00"),
        ("2.000,00 reais", "2000.00"),
    ],
)
def test_parse_money(text: str, expected: str) -> None:
    assert parse_money(text) == Decimal(expected)


@pytest.mark.parametrize("text", ["", "   ", "abc", "R$", "reais", None])
def test_parse_money_rejects(text: str | None) -> None:
    assert parse_money(text) is None


@pytest.mark.parametrize(
    ("words", "expected"),
    [
        ("cinquenta mil reais", "50000.00"),
        ("quinze mil reais", "15000.00"),
        (
            "um milhão, duzentos e trinta e quatro mil, quinhentos e sessenta e sete reais "
            "e oitenta e nove centavos",
            "1234567.89",
        ),
        ("cem mil reais", "100000.00"),
        (
            "quatorze mil, novecentos e noventa e nove reais e noventa e nove centavos",
            "14999.99",
        ),
        (
            "catorze mil, novecentos e noventa e nove reais e noventa e nove centavos",
            "14999.99",
        ),
        ("CINQUENTA MIL REAIS", "50000.00"),
        ("cinqüenta mil reais", "50000.00"),
        ("um milhão de reais", "1000000.00"),
        ("dois bilhões de reais", "2000000000.00"),
        ("mil reais", "1000.00"),
        ("hum mil reais", "1000.00"),
        ("mil e quinhentos reais", "1500.00"),
        ("cento e um reais", "101.00"),
        ("duzentas mil reais", "200000.00"),
        ("um real e um centavo", "1.01"),
        ("cinquenta centavos", "0.50"),
        ("zero reais e cinquenta centavos", "0.50"),
        ("dezesseis mil reais", "16000.00"),
        ("cem mil", "100000.00"),
    ],
)
def test_words_to_amount(words: str, expected: str) -> None:
    assert words_to_amount(words) == Decimal(expected)


@pytest.mark.parametrize(
    "words",
    [
        "",
        "reais",
        "trinta cem reais",  # order
        "dezesseis quatro reais",  # unit after a teen
        "cem e um reais",  # "cem" takes nothing after it (it is "cento e um")
        "mil mil reais",
        "mil milhões de reais",
        "cem reais e cento e dez centavos",  # cents >= 100
        "cinquenta mil reais e tal",
        "cinquenta reais reais",
        "valor a combinar",
        "15 mil reais",
        None,
    ],
)
def test_words_to_amount_rejects(words: str | None) -> None:
    assert words_to_amount(words) is None


def test_find_money_cross_check() -> None:
    text = (
        "O capital social é de R$ 50.000,00 (cinquenta mil reais), dividido em 50.000 "
        "quotas de R$ 1,00 (um real) cada. Cobertura APP: R$ 15.000,00 (quinze mil e um "
        "reais) por passageiro; franquia R$ 500,00 (valor fixo); 2.000,00 reais."
    )
    matches = find_money(text)
    assert [m.value for m in matches] == [
        Decimal("50000.00"),
        Decimal("1.00"),
        Decimal("15000.00"),
        Decimal("500.00"),
        Decimal("2000.00"),
    ]
    assert matches[0] == MoneyMatch(
        Decimal("50000.00"), 22, 34, "R$ 50.000,00", Decimal("50000.00"), True
    )
    assert matches[1].consistent is True
    assert matches[2].words_value == Decimal("15001.00")
    assert matches[2].consistent is False
    assert matches[3].words_value is None and matches[3].consistent is None
    assert matches[4].raw == "2.000,00 reais"
    for m in matches:
        assert text[m.start : m.end] == m.raw


def test_find_money_long_words() -> None:
    text = (
        "Capital de R$ 1.234.567,89 (um milhão, duzentos e trinta e quatro mil, quinhentos e "
        "sessenta e sete reais e oitenta e nove centavos), totalmente integralizado."
    )
    (m,) = find_money(text)
    assert m.value == Decimal("1234567.89") and m.consistent is True


def test_format_money() -> None:
    assert format_money(Decimal("15000")) == "15000.00"
    assert format_money(Decimal("1234567.891")) == "1234567.89"
    assert format_money(Decimal("0.005")) == "0.01"
    assert format_money(Decimal("1E+3")) == "1000.00"
    assert format_money(50) == "50.00"
    assert format_money_br(Decimal("1234567.89")) == "R$ 1.234.567,89"
    assert format_money_br(Decimal("0.5")) == "R$ 0,50"


# ---------------------------------------------------------------- properties

_amounts = st.decimals(
    min_value=Decimal("0"), max_value=Decimal("999999999999.99"), places=2, allow_nan=False
)


@settings(max_examples=200, deadline=None)
@given(_amounts)
def test_format_parse_round_trip(value: Decimal) -> None:
    assert parse_money(format_money_br(value)) == value
    assert Decimal(format_money(value)) == value
    assert parse_money(format_money_br(value).replace("R$ ", "")) == value


@settings(max_examples=200, deadline=None)
@given(st.decimals(min_value=Decimal("0.01"), max_value=Decimal("999999999.99"), places=2))
def test_words_round_trip_with_num2words(value: Decimal) -> None:
    words = num2words(value, lang="pt_BR", to="currency")
    assert words_to_amount(words) == value, words
    (m,) = find_money(f"valor de {format_money_br(value)} ({words}).")
    assert m.value == value and m.words_value == value and m.consistent is True


@settings(max_examples=300, deadline=None)
@given(st.text())
def test_never_raises_on_arbitrary_text(text: str) -> None:
    result = parse_money(text)
    assert result is None or isinstance(result, Decimal)
    assert words_to_amount(text) is None or isinstance(words_to_amount(text), Decimal)
    for m in find_money(text):
        assert text[m.start : m.end] == m.raw


@settings(max_examples=200, deadline=None)
@given(st.text(alphabet="R$0123456789.,() milhõesreaiscentavosumdoi", max_size=60))
def test_never_raises_on_money_like_text(text: str) -> None:
    parse_money(text)
    find_money(text)


def test_absurdly_long_figures_are_not_money() -> None:
    assert parse_money("R$ 100000000000000000000000000,00") is None
    assert find_money("R$ 100000000000000000000000000") == []
