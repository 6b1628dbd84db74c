"""Printed forms of values (masks, Brazilian dates and money, amounts in words)."""

from __future__ import annotations

from datetime import date
from decimal import Decimal

from num2words import num2words

MONTHS = [
    "janeiro", "fevereiro", "março", "abril", "maio", "junho", "julho", "agosto",
    "setembro", "outubro", "novembro", "dezembro",
]


def cpf(v: str) -> str:
    """`000.000.000-00`."""
    return f"{v[:3]}.{v[3:6]}.{v[6:9]}-{v[9:]}"


def cnpj(v: str) -> str:
    """`00.000.000/0001-00` (letters kept for alphanumeric CNPJs)."""
    return f"{v[:2]}.{v[2:5]}.{v[5:8]}/{v[8:12]}-{v[12:]}"


def doc(v: str) -> str:
    """CPF or CNPJ mask by length."""
    return cpf(v) if len(v) == 11 else cnpj(v)


def placa_hyphen(p: str) -> str:
    """`ABC-1234` for old plates, unchanged for Mercosul."""
    return f"{p[:3]}-{p[3:]}" if p[4].isdigit() else p


def d(x: date) -> str:
    """`dd/mm/aaaa`."""
    return x.strftime("%d/%m/%Y")


def d_long(x: date) -> str:
    """`5 de setembro de 2026`."""
    return f"{x.day} de {MONTHS[x.month - 1]} de {x.year}"


def iso(x: date) -> str:
    """ISO date, the gold form."""
    return x.isoformat()


def money(v: Decimal | int | float) -> str:
    """`R$ 1.234.567,89`."""
    q = Decimal(str(v)).quantize(Decimal("0.01"))
    whole, cents = f"{q:.2f}".split(".")
    groups = []
    while len(whole) > 3:
        groups.insert(0, whole[-3:])
        whole = whole[:-3]
    groups.insert(0, whole)
    return f"R$ {'.'.join(groups)},{cents}"


def money_plain(v: Decimal | int | float) -> str:
    """`1.234.567,89` (no currency sign)."""
    return money(v)[3:]


def money_gold(v: Decimal | int | float) -> str:
    """CONTRACT money form: `"15000.00"`."""
    return f"{Decimal(str(v)).quantize(Decimal('0.01')):.2f}"


def money_words(v: Decimal | int | float) -> str:
    """Amount in words: `cinquenta mil reais`."""
    q = Decimal(str(v)).quantize(Decimal("0.01"))
    return str(num2words(q, lang="pt_BR", to="currency"))


def int_words(n: int) -> str:
    """Integer in words (pt-BR)."""
    return str(num2words(n, lang="pt_BR"))


def cnae(code: str) -> str:
    """`4924800` → `49.24-8-00` (CNPJ card form)."""
    return f"{code[:2]}.{code[2:4]}-{code[4]}-{code[5:]}"


def cnae_slash(code: str) -> str:
    """`4924800` → `4924-8/00` (IBGE form)."""
    return f"{code[:4]}-{code[4]}/{code[5:]}"
