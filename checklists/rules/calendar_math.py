"""Counting months and years as the Código Civil does (art. 132, § 3º): a period of
months or years ends on the day of the same number as its start, or on the next day
when that month has no such day (29/02 + 1 ano = 01/03). Issue 13 F13: never 365 or 182
days for "um ano" or "6 meses"."""

from __future__ import annotations

from datetime import date, timedelta


def add_months(d: date, months: int) -> date:
    """`d` plus `months` calendar months (CC art. 132, § 3º); negative goes back."""
    y, m = divmod(d.month - 1 + months, 12)
    year, month = d.year + y, m + 1
    try:
        return date(year, month, d.day)
    except ValueError:
        # "no imediato, se faltar exata correspondência": the first day of the next month.
        return date(year + (month == 12), month % 12 + 1, 1)


def add_years(d: date, years: int) -> date:
    return add_months(d, 12 * years)


def day_after(d: date) -> date:
    return d + timedelta(days=1)
