"""core.formats: the Brazilian formats every page, report and notice writes through."""

from __future__ import annotations

from datetime import UTC, date, datetime
from decimal import Decimal

import pytest

from core import formats as f


@pytest.mark.parametrize(("value", "out"), [
    (date(2026, 12, 5), "05/12/2026"), ("2026-01-31", "31/01/2026"),
    ("2026-01-31T10:00:00", "31/01/2026"), (None, "—"), ("", "—"), ("amanhã", "amanhã"),
])
def test_fmt_date(value, out) -> None:
    assert f.fmt_date(value) == out


def test_fmt_datetime_is_brasilia_time() -> None:
    assert f.fmt_datetime(datetime(2026, 12, 5, 13, 7, tzinfo=UTC)) == "05/12/2026 10:07"
    assert f.fmt_datetime("2026-12-05T13:07:00+00:00") == "05/12/2026 10:07"
    assert f.fmt_datetime(None) == "—"


@pytest.mark.parametrize(("value", "out"), [
    ("15000.00", "R$ 15.000,00"), (Decimal("1234567.891"), "R$ 1.234.567,89"), (0, "R$ 0,00"),
    (999, "R$ 999,00"), ("-10", "-R$ 10,00"), ("0.005", "R$ 0,01"), ("quinze", "quinze"),
])
def test_fmt_money(value, out) -> None:
    assert f.fmt_money(value) == out


def test_documents_and_plates() -> None:
    assert f.fmt_cpf("12345678909") == "123.456.789-09"
    assert f.fmt_cpf("123") == "123"
    assert f.fmt_cnpj("11222333000181") == "11.222.333/0001-81"
    assert f.fmt_cnpj("12ABC34501DE35") == "12.ABC.345/01DE-35"  # alphanumeric CNPJ (2026)
    assert f.fmt_placa("abc1234") == "ABC-1234"
    assert f.fmt_placa("ABC1D23") == "ABC1D23"
    assert f.fmt_period(date(2026, 1, 1), None) == "01/01/2026 a —"


def test_plural_and_fold() -> None:
    assert f.plural(1, "pendência", "pendências") == "1 pendência"
    assert f.plural(0, "pendência", "pendências") == "0 pendências"
    assert f.fold("Conceição nº 1") == "CONCEICAO NO 1"
    assert f.fold(None) == ""
