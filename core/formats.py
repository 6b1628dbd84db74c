"""Brazilian formats for people, and the one accent fold (issue 16, item 4).

Every stage, template and page filter writes dates, money, CPF, CNPJ, placas and counts
through these functions, so a date is always ``05/12/2026``, money ``R$ 15.000,00``, a
CPF ``123.456.789-09`` and a count ``3 pendências`` (never ``pendência(s)``). Reading
values (OCR tolerance, check digits) stays in ``extractors``; these only write them.
"""

from __future__ import annotations

import unicodedata
from datetime import date, datetime, tzinfo
from decimal import ROUND_HALF_UP, Decimal, InvalidOperation
from zoneinfo import ZoneInfo

EMPTY = "—"
# The prefeituras of the first laws are all on Brasília time (no daylight saving since 2019).
LOCAL_TZ: tzinfo = ZoneInfo("America/Sao_Paulo")
_CENT = Decimal("0.01")


def fold(text: str | None) -> str:
    """Upper case without accents, for comparison: ``"Conceição"`` → ``"CONCEICAO"``.

    ``º``/``ª`` become ``O``/``A`` (their compatibility forms).
    """
    if not text:
        return ""
    decomposed = unicodedata.normalize("NFKD", str(text))
    return "".join(c for c in decomposed if not unicodedata.combining(c)).upper()


def fmt_date(value: date | str | None) -> str:
    """``dd/mm/aaaa``; an ISO string is read first; ``—`` when there is none."""
    if value is None or value == "":
        return EMPTY
    if isinstance(value, str):
        try:
            value = date.fromisoformat(value[:10])
        except ValueError:
            return value
    return value.strftime("%d/%m/%Y")


def fmt_datetime(value: datetime | str | None) -> str:
    """``dd/mm/aaaa hh:mm`` in local (Brasília) time; ``—`` when there is none."""
    if value is None or value == "":
        return EMPTY
    if isinstance(value, str):
        try:
            value = datetime.fromisoformat(value)
        except ValueError:
            return value
    if value.tzinfo is not None:
        value = value.astimezone(LOCAL_TZ)
    return value.strftime("%d/%m/%Y %H:%M")


def fmt_period(start: date, end: date | None) -> str:
    """``01/01/2026 a 31/12/2026``; an open end is ``—``."""
    return f"{fmt_date(start)} a {fmt_date(end)}"


def fmt_money(value: Decimal | int | float | str | None) -> str:
    """``R$ 1.234.567,89`` (``-R$ 10,00`` below zero); a value that is not a number as is."""
    if value is None or value == "":
        return EMPTY
    try:
        amount = value if isinstance(value, Decimal) else Decimal(str(value))
        amount = amount.quantize(_CENT, rounding=ROUND_HALF_UP)
    except (InvalidOperation, ValueError):
        return str(value)
    sign = "-" if amount < 0 else ""
    integer, cents = f"{abs(amount):f}".split(".")
    grouped = f"{int(integer):,}".replace(",", ".")
    return f"{sign}R$ {grouped},{cents}"


def fmt_cpf(digits: str) -> str:
    """``123.456.789-09`` from 11 digits; anything else as it is."""
    d = "".join(c for c in str(digits) if c.isdigit())
    if len(d) != 11:
        return str(digits)
    return f"{d[:3]}.{d[3:6]}.{d[6:9]}-{d[9:]}"


def fmt_cnpj(value: str) -> str:
    """``12.345.678/0001-95`` from 14 characters (the alphanumeric CNPJ of 2026 included)."""
    c = "".join(ch for ch in str(value).upper() if ch.isalnum())
    if len(c) != 14:
        return str(value)
    return f"{c[:2]}.{c[2:5]}.{c[5:8]}/{c[8:12]}-{c[12:]}"


def fmt_placa(value: str) -> str:
    """A plate as people write it: ``ABC-1234`` (old form) or ``ABC1D23`` (Mercosul)."""
    p = "".join(ch for ch in str(value).upper() if ch.isalnum())
    if len(p) != 7:
        return str(value)
    return f"{p[:3]}-{p[3:]}" if p[4].isdigit() else p


def plural(n: int, one: str, many: str) -> str:
    """``1 pendência``, ``3 pendências``: real plurals, never ``pendência(s)``."""
    return f"{n} {one if n == 1 else many}"
