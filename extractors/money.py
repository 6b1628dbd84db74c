"""Money in Brazilian documents: figures, amounts in words, and their cross-check.

Role: contrato social (capital social), apólices (coberturas) and guias print amounts as
``R$ 1.234.567,89`` (``.`` thousands, ``,`` decimals), often followed by the amount in
words in parentheses. This module parses both, cross-checks them, and formats the
CONTRACT §4 value (``"1234567.89"``).

No library is used for parsing words: num2words only goes from numbers to words (the
tests use it to generate amounts in words and check the round trip).
"""

from __future__ import annotations

import re
import unicodedata
from dataclasses import dataclass
from decimal import ROUND_HALF_UP, Decimal, InvalidOperation

__all__ = [
    "MoneyMatch",
    "find_money",
    "format_money",
    "format_money_br",
    "parse_money",
    "words_to_amount",
]

_CENT = Decimal("0.01")

# A figure: "1.234.567,89", "15000,00", "15.000", "150", optionally followed by a scale.
_FIGURE = (
    r"(?P<num>\d{1,3}(?:[.\u00a0\u202f]\d{3})+(?:,\d{1,2})?|\d+(?:,\d{1,2})?)"
    r"(?!\d)(?![.,]\d)"
    r"(?:\s*(?P<scale>mil|milh(?:ão|ao|ões|oes)|bilh(?:ão|ao|ões|oes))(?![a-zà-ú]))?"
)
# "R$ 15.000,00", "R$15.000,00", OCR "RS 15.000,00" (only with cents), and
# "15.000,00 reais".
_MONEY_RE = re.compile(
    r"(?:R\s?\$\s*|\bR\s?S\s*(?=\d{1,3}(?:\.\d{3})*,\d{2}(?!\d)))"
    + _FIGURE
    + r"|(?<![\d.,])"
    + _FIGURE.replace("?P<num>", "?P<num2>").replace("?P<scale>", "?P<scale2>")
    + r"\s+(?=reais\b|real\b)",
    re.IGNORECASE,
)
_BARE_FIGURE_RE = re.compile(r"(?<![\d.,])" + _FIGURE, re.IGNORECASE)
_WORDS_AFTER_RE = re.compile(r"\s*\(\s*(?P<words>[^()]{1,400}?)\s*\)")

_SCALES_OF_FIGURES = {
    "mil": 1000,
    "milhao": 10**6,
    "milhoes": 10**6,
    "bilhao": 10**9,
    "bilhoes": 10**9,
}

_UNITS = {
    "zero": 0, "um": 1, "uma": 1, "hum": 1, "dois": 2, "duas": 2, "tres": 3, "quatro": 4,
    "cinco": 5, "seis": 6, "sete": 7, "oito": 8, "nove": 9,
}  # fmt: skip
_TEENS = {
    "dez": 10, "onze": 11, "doze": 12, "treze": 13, "quatorze": 14, "catorze": 14,
    "quinze": 15, "dezesseis": 16, "dezasseis": 16, "dezessete": 17, "dezassete": 17,
    "dezoito": 18, "dezenove": 19, "dezanove": 19,
}  # fmt: skip
_TENS = {
    "vinte": 20, "trinta": 30, "quarenta": 40, "cinquenta": 50, "cincoenta": 50,
    "sessenta": 60, "setenta": 70, "oitenta": 80, "noventa": 90,
}  # fmt: skip
_HUNDREDS = {
    "cem": 100, "cento": 100, "duzentos": 200, "duzentas": 200, "trezentos": 300,
    "trezentas": 300, "quatrocentos": 400, "quatrocentas": 400, "quinhentos": 500,
    "quinhentas": 500, "seiscentos": 600, "seiscentas": 600, "setecentos": 700,
    "setecentas": 700, "oitocentos": 800, "oitocentas": 800, "novecentos": 900,
    "novecentas": 900,
}  # fmt: skip
_SCALES = {
    "mil": 10**3, "milhao": 10**6, "milhoes": 10**6, "bilhao": 10**9, "bilhoes": 10**9,
    "trilhao": 10**12, "trilhoes": 10**12,
}  # fmt: skip
_CURRENCY_UNITS = {"real", "reais"}
_CENTS_UNITS = {"centavo", "centavos"}
_FILLERS = {"e", "de"}


@dataclass(frozen=True)
class MoneyMatch:
    """A money figure found in text, with the amount in words that follows it, if any.

    ``consistent`` is ``None`` when there are no (readable) words to compare with.
    """

    value: Decimal
    start: int
    end: int
    raw: str
    words_value: Decimal | None = None
    consistent: bool | None = None


# --------------------------------------------------------------------------- figures


def _fold(text: str) -> str:
    decomposed = unicodedata.normalize("NFKD", text)
    return "".join(c for c in decomposed if not unicodedata.combining(c)).lower()


def _figure_value(num: str, scale: str | None) -> Decimal | None:
    cleaned = re.sub(r"[.\u00a0\u202f]", "", num).replace(",", ".")
    if len(cleaned) > 20:  # beyond any amount a document prints (and Decimal's precision)
        return None
    try:
        value = Decimal(cleaned)
        if scale:
            value *= _SCALES_OF_FIGURES[_fold(scale)]
        return value.quantize(_CENT, rounding=ROUND_HALF_UP)
    except InvalidOperation:
        return None


def parse_money(text: str | None) -> Decimal | None:
    """The first amount in ``text``: ``R$ 15.000,00``, ``15.000,00``, ``R$ 50 mil``, …

    Falls back to an amount in words (``cinquenta mil reais``) when there is no figure.
    Returns a ``Decimal`` with two places, or ``None``.
    """
    if not isinstance(text, str) or not text.strip():
        return None
    found = find_money(text)
    if found:
        return found[0].value
    m = _BARE_FIGURE_RE.search(text)
    if m:
        return _figure_value(m["num"], m["scale"])
    return words_to_amount(text)


# --------------------------------------------------------------------------- words


def _group_value(tokens: list[str]) -> int | None:
    """Value of a run of words below one thousand (``duzentos e trinta e quatro``)."""
    total = 0
    last_class = 1000  # magnitude class of the previous word: 100, 10 or 1
    seen = False
    for tok in tokens:
        if tok in _HUNDREDS:
            value, cls = _HUNDREDS[tok], 100
        elif tok in _TENS:
            value, cls = _TENS[tok], 10
        elif tok in _TEENS:
            value, cls = _TEENS[tok], 10
        elif tok in _UNITS:
            value, cls = _UNITS[tok], 1
        else:
            return None
        if cls >= last_class:
            return None
        if tok == "cem" and last_class != 1000:
            return None
        total += value
        # Nothing may follow "cem" inside a group, nor a unit after a teen.
        last_class = 1 if tok in _TEENS else (0 if tok == "cem" else cls)
        if value == 0 and len(tokens) > 1:
            return None
        seen = True
    return total if seen else None


def _integer_from_words(tokens: list[str]) -> int | None:
    """Integer value of number words (no currency word), or ``None``."""
    tokens = [t for t in tokens if t not in _FILLERS]
    if not tokens:
        return None
    total = 0
    group: list[str] = []
    last_scale = 10**15
    for tok in tokens:
        if tok in _SCALES:
            scale = _SCALES[tok]
            if scale >= last_scale:
                return None
            if group:
                value = _group_value(group)
                if value is None or value == 0:
                    return None
            elif tok == "mil":
                value = 1  # "mil reais"
            else:
                return None
            total += value * scale
            last_scale = scale
            group = []
        else:
            group.append(tok)
    if group:
        value = _group_value(group)
        if value is None:
            return None
        total += value
    return total


def words_to_amount(words: str | None) -> Decimal | None:
    """A Portuguese amount in words as a ``Decimal`` with two places.

    Understands ``cinquenta mil reais``, ``um milhão de reais``, ``quatorze``/``catorze``,
    ``… reais e oitenta e nove centavos``, ``cinquenta centavos``, old ``hum mil``, and
    bare numbers (``cem mil``). Returns ``None`` for anything else.
    """
    if not isinstance(words, str):
        return None
    folded = _fold(words)
    tokens = re.findall(r"[a-z]+", folded)
    if not tokens or len(tokens) > 80:
        return None
    if re.search(r"\d", folded):
        return None
    reais_tokens: list[str] = []
    cents_tokens: list[str] = []
    current = reais_tokens
    saw_real = saw_cents = False
    for tok in tokens:
        if tok in _CURRENCY_UNITS:
            if saw_real or saw_cents:
                return None
            saw_real = True
            current = cents_tokens
        elif tok in _CENTS_UNITS:
            if saw_cents:
                return None
            saw_cents = True
            if not saw_real:  # "cinquenta centavos": the words so far are the cents
                cents_tokens, reais_tokens = reais_tokens, []
            current = []
        else:
            current.append(tok)
    if saw_cents and [t for t in current if t not in _FILLERS]:
        return None  # words after "centavos"
    if saw_real and not saw_cents and [t for t in cents_tokens if t not in _FILLERS]:
        return None  # words after "reais" that are not cents
    reais = _integer_from_words(reais_tokens) if reais_tokens else 0
    if reais is None or (saw_real and not reais_tokens):
        return None
    cents = 0
    if saw_cents:
        cents_value = _integer_from_words(cents_tokens)
        if cents_value is None or cents_value >= 100:
            return None
        cents = cents_value
    return (Decimal(reais) + Decimal(cents) / 100).quantize(_CENT)


# --------------------------------------------------------------------------- finding


def find_money(text: str | None) -> list[MoneyMatch]:
    """Every ``R$`` figure (and ``N,NN reais``) in ``text``, each cross-checked with the
    amount in words in the parentheses right after it."""
    if not isinstance(text, str) or not text:
        return []
    results: list[MoneyMatch] = []
    for m in _MONEY_RE.finditer(text):
        num = m["num"] or m["num2"]
        scale = m["scale"] if m["num"] else m["scale2"]
        value = _figure_value(num, scale)
        if value is None:
            continue
        end = m.end()
        tail = text[end:]
        if m["num2"]:
            unit = re.match(r"\s*(?:reais|real)\b", tail, re.IGNORECASE)
            if unit:
                end += unit.end()
                tail = text[end:]
        raw = text[m.start() : end].rstrip()
        words_value: Decimal | None = None
        consistent: bool | None = None
        paren = _WORDS_AFTER_RE.match(tail)
        if paren:
            words_value = words_to_amount(paren["words"])
            if words_value is not None:
                consistent = words_value == value
        results.append(
            MoneyMatch(value, m.start(), m.start() + len(raw), raw, words_value, consistent)
        )
    return results


# --------------------------------------------------------------------------- formatting


def format_money(value: Decimal | int | str) -> str:
    """CONTRACT §4 money value: decimal string in reais with two places (``"15000.00"``)."""
    amount = value if isinstance(value, Decimal) else Decimal(str(value))
    return f"{amount.quantize(_CENT, rounding=ROUND_HALF_UP):f}"


def format_money_br(value: Decimal | int | str) -> str:
    """As printed in Brazil: ``R$ 1.234.567,89``."""
    text = format_money(value)
    sign = "-" if text.startswith("-") else ""
    integer, cents = text.lstrip("-").split(".")
    grouped = f"{int(integer):,}".replace(",", ".")
    return f"{sign}R$ {grouped},{cents}"
