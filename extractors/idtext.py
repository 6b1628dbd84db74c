"""Text helpers of the identifier modules: separators, digits, compact forms."""

from __future__ import annotations

import re

# An optional leading label such as "CPF:", "CNPJ nº", "CPF/CNPJ -", "RENAVAM".
_LABEL_RE = re.compile(
    r"^\s*(?:CPF\s*/\s*CNPJ|CNPJ\s*/\s*CPF|CPF|CNPJ|RENAVAM|CHASSI|VIN|PLACA|"
    r"N[º°O.]?\s*REGISTRO|REGISTRO)(?:\s*N[º°O.]*)?(?:\s*[:\-]\s*|\s+)",
    re.IGNORECASE,
)

# Separators printed inside identifiers: dot, slash, hyphens/dashes, spaces, underscore.
_SEPARATORS_RE = re.compile(r"[\s.\-/\u2010-\u2015\u2212_]+")


def only_digits(s: str | None) -> str:
    """Return the decimal digits of ``s`` (ASCII 0-9 only), in order."""
    if not s:
        return ""
    return "".join(ch for ch in str(s) if "0" <= ch <= "9")


def _compact(s: str | None) -> str:
    """Drop a leading label and the separators, upper-case the rest."""
    if not s:
        return ""
    text = _LABEL_RE.sub("", str(s), count=1)
    return _SEPARATORS_RE.sub("", text).upper()


def _all_equal(s: str) -> bool:
    return len(set(s)) <= 1
