"""Brazilian identifiers: normalisation, check digits and synthetic generators.

Role: the one place where dossie decides what a CPF, CNPJ, RENAVAM, CNH registro,
vehicle plate (placa) or chassis (VIN) looks like, how it is normalised for
CONTRACT §4, and whether its check digits hold. Extractors, checklists and the
synthetic-sample builders all call these functions.

Library choices (see docs/document-layouts.md §0 for the algorithms):

- **validate-docbr** (declared in pyproject) does the check-digit validation of CPF,
  CNPJ (numeric and the alphanumeric CNPJ of July 2026: character value = ord(c) - 48),
  RENAVAM and CNH registro. Its CNH routine applies the DENATRAN "desconto" exactly as
  the layouts doc describes (DV1 >= 10 -> DV1 = 0 and desconto 2; DV2 = remainder -
  desconto, +11 when negative, >= 10 -> 0).
- **brutils** is *not* used at run time. Its ``is_valid_cnh`` (2.5.0) never applies the
  desconto (it tests ``first_verificator > 9`` on a single digit), so it rejects about
  1 in 11 valid registros (e.g. ``01101314000``) and accepts wrong ones (e.g. its own
  doctest ``98765432100``). It is also not a declared dependency. The test suite uses it,
  when installed, only as a cross-check for CPF/CNPJ/RENAVAM.
- Plates, VINs, normalisation and the generators are written here: they are a few
  lines each, and the generators must take a ``random.Random`` for reproducible
  synthetic data (validate-docbr's generators use the global RNG). The generators use
  this module's own check-digit routines, and the tests pin them against
  validate-docbr.

RENAVAM, CNH registro, plates and VINs live in `vehicle_ids` (and the text helpers in
`idtext`); this module re-exports them, so ``ids.<name>`` stays the one entry point.

Every public function accepts arbitrary text (including ``None`` where typed so) and
never raises, except :func:`cnpj_root` and :func:`placa_to_mercosul`, which raise
``ValueError`` on input that is not a CNPJ / plate.
"""

from __future__ import annotations

import random
import re
import string
from typing import Literal

from validate_docbr import CNPJ as _DocbrCNPJ
from validate_docbr import CPF as _DocbrCPF

from extractors.idtext import _all_equal, _compact, only_digits
from extractors.vehicle_ids import (
    _BRAZILIAN_WMIS,
    _VIN_ALPHABET,
    PLACA_PATTERN,
    VIN_PATTERN,
    cnh_registro_check_digits,
    is_valid_cnh_registro,
    is_valid_placa,
    is_valid_renavam,
    is_valid_vin,
    normalize_cnh_registro,
    normalize_placa,
    normalize_renavam,
    normalize_vin,
    placa_to_mercosul,
    placa_to_old,
    renavam_check_digit,
    same_placa,
)

__all__ = [
    "CNPJ_PATTERN",
    "CPF_PATTERN",
    "PLACA_PATTERN",
    "VIN_PATTERN",
    "cnh_registro_check_digits",
    "cnpj_check_digits",
    "cnpj_root",
    "cpf_check_digits",
    "document_type",
    "format_cnpj",
    "format_cpf",
    "generate_cnh_registro",
    "generate_cnpj",
    "generate_cpf",
    "generate_placa",
    "generate_renavam",
    "generate_vin",
    "is_valid_cnh_registro",
    "is_valid_cnpj",
    "is_valid_cpf",
    "is_valid_document",
    "is_valid_placa",
    "is_valid_renavam",
    "is_valid_vin",
    "normalize_cnh_registro",
    "normalize_cnpj",
    "normalize_cpf",
    "normalize_document",
    "normalize_placa",
    "normalize_renavam",
    "normalize_vin",
    "only_digits",
    "placa_to_mercosul",
    "placa_to_old",
    "renavam_check_digit",
    "same_document",
    "same_placa",
]

_CPF = _DocbrCPF()
_CNPJ = _DocbrCNPJ()


#: Searches a CPF in running text (masked or bare 11 digits).
CPF_PATTERN = re.compile(r"(?<![\dA-Za-z])\d{3}\.?\d{3}\.?\d{3}\s?[-/.]?\s?\d{2}(?![\dA-Za-z])")


#: Searches a CNPJ (numeric or alphanumeric) in running text.
CNPJ_PATTERN = re.compile(
    r"(?<![\dA-Za-z])[0-9A-Z]{2}\.?[0-9A-Z]{3}\.?[0-9A-Z]{3}\s?/?\s?[0-9A-Z]{4}\s?-?\s?\d{2}"
    r"(?![\dA-Za-z])"
)
_CNPJ_RE = re.compile(r"^[0-9A-Z]{12}[0-9]{2}$")


def search_document(text: str) -> re.Match[str] | None:
    """The first CNPJ in ``text`` (read upper case: an alphanumeric CNPJ's letters), else
    the first CPF: the one search every party reader makes for a holder's document."""
    return CNPJ_PATTERN.search(text.upper()) or CPF_PATTERN.search(text)


_CNPJ_WEIGHTS_1 = (5, 4, 3, 2, 9, 8, 7, 6, 5, 4, 3, 2)


_CNPJ_WEIGHTS_2 = (6, 5, 4, 3, 2, 9, 8, 7, 6, 5, 4, 3, 2)


def normalize_cpf(s: str | None) -> str | None:
    """Return the 11 digits of a CPF, or ``None`` if ``s`` is not shaped like one.

    Accepts ``000.000.000-00``, bare digits and a leading ``CPF:`` label. Does not check
    the digits (see :func:`is_valid_cpf`).
    """
    compact = _compact(s)
    if len(compact) == 11 and compact.isascii() and compact.isdigit():
        return compact
    return None


def cpf_check_digits(base9: str) -> str:
    """Return the two check digits of a CPF from its first 9 digits."""
    digits = [int(c) for c in base9[:9]]
    dv1 = sum(d * w for d, w in zip(digits, range(10, 1, -1), strict=True)) * 10 % 11 % 10
    digits.append(dv1)
    dv2 = sum(d * w for d, w in zip(digits, range(11, 1, -1), strict=True)) * 10 % 11 % 10
    return f"{dv1}{dv2}"


def is_valid_cpf(s: str | None) -> bool:
    """True when ``s`` is a CPF with correct check digits (all-equal digits rejected)."""
    cpf = normalize_cpf(s)
    if cpf is None or _all_equal(cpf):
        return False
    return bool(_CPF.validate(cpf))


def format_cpf(s: str) -> str:
    """Mask a CPF as ``000.000.000-00`` (``ValueError`` when not 11 digits)."""
    cpf = normalize_cpf(s)
    if cpf is None:
        raise ValueError(f"not a CPF: {s!r}")
    return f"{cpf[:3]}.{cpf[3:6]}.{cpf[6:9]}-{cpf[9:]}"


def normalize_cnpj(s: str | None) -> str | None:
    """Return the 14 characters of a CNPJ, upper case, without ``. / -`` and spaces.

    The first 12 characters may be letters (alphanumeric CNPJ, from July 2026); the two
    check digits are always numeric. Returns ``None`` when ``s`` is not shaped like a
    CNPJ. Does not check the digits (see :func:`is_valid_cnpj`).
    """
    compact = _compact(s)
    if compact.isascii() and _CNPJ_RE.match(compact):
        return compact
    return None


def _cnpj_value(ch: str) -> int:
    # IN RFB 2.229/2024: each character is worth its ASCII code minus 48 ('0' = 0, 'A' = 17).
    return ord(ch) - 48


def cnpj_check_digits(base12: str) -> str:
    """Return the two check digits of a CNPJ (numeric or alphanumeric) from its first 12."""
    values = [_cnpj_value(c) for c in base12[:12].upper()]
    rest = sum(v * w for v, w in zip(values, _CNPJ_WEIGHTS_1, strict=True)) % 11
    dv1 = 0 if rest < 2 else 11 - rest
    values.append(dv1)
    rest = sum(v * w for v, w in zip(values, _CNPJ_WEIGHTS_2, strict=True)) % 11
    dv2 = 0 if rest < 2 else 11 - rest
    return f"{dv1}{dv2}"


def is_valid_cnpj(s: str | None) -> bool:
    """True when ``s`` is a numeric or alphanumeric CNPJ with correct check digits."""
    cnpj = normalize_cnpj(s)
    if cnpj is None or _all_equal(cnpj):
        return False
    return bool(_CNPJ.validate(cnpj))


def cnpj_root(s: str) -> str:
    """The 8-character root (raiz) of a CNPJ, shared by the matriz and its filiais.

    Raises ``ValueError`` when ``s`` is not shaped like a CNPJ.
    """
    cnpj = normalize_cnpj(s)
    if cnpj is None:
        raise ValueError(f"not a CNPJ: {s!r}")
    return cnpj[:8]


def format_cnpj(s: str) -> str:
    """Mask a CNPJ as ``00.000.000/0000-00`` (``ValueError`` when not a CNPJ)."""
    cnpj = normalize_cnpj(s)
    if cnpj is None:
        raise ValueError(f"not a CNPJ: {s!r}")
    return f"{cnpj[:2]}.{cnpj[2:5]}.{cnpj[5:8]}/{cnpj[8:12]}-{cnpj[12:]}"


def document_type(s: str | None) -> Literal["cpf", "cnpj"] | None:
    """``"cpf"`` or ``"cnpj"`` by shape (length and characters), else ``None``.

    Shape only: a CPF-shaped value with wrong check digits is still ``"cpf"``.
    """
    if normalize_cpf(s) is not None:
        return "cpf"
    if normalize_cnpj(s) is not None:
        return "cnpj"
    return None


def normalize_document(s: str | None) -> str | None:
    """Normalise a CPF (11 digits) or CNPJ (14 characters); ``None`` if neither shape."""
    cpf = normalize_cpf(s)
    if cpf is not None:
        return cpf
    return normalize_cnpj(s)


def is_valid_document(s: str | None) -> bool:
    """True when ``s`` is a valid CPF or a valid CNPJ."""
    kind = document_type(s)
    if kind == "cpf":
        return is_valid_cpf(s)
    if kind == "cnpj":
        return is_valid_cnpj(s)
    return False


def same_document(a: str | None, b: str | None, *, cnpj_root_only: bool = False) -> bool:
    """True when ``a`` and ``b`` name the same CPF or CNPJ, whatever the mask.

    With ``cnpj_root_only`` two CNPJs match when their 8-character roots match (same
    company, matriz or filial). A CPF never matches a CNPJ; unparseable input never
    matches anything.
    """
    na, nb = normalize_document(a), normalize_document(b)
    if na is None or nb is None or len(na) != len(nb):
        return False
    if cnpj_root_only and len(na) == 14:
        return na[:8] == nb[:8]
    return na == nb


def _digits(rng: random.Random, n: int) -> str:
    return "".join(rng.choice(string.digits) for _ in range(n))


def generate_cpf(rng: random.Random) -> str:
    """A random valid CPF (11 digits)."""
    while True:
        base = _digits(rng, 9)
        if not _all_equal(base):
            return base + cpf_check_digits(base)


def generate_cnpj(rng: random.Random, alphanumeric: bool = False) -> str:
    """A random valid CNPJ (matriz, order ``0001``); letters in the root when alphanumeric."""
    alphabet = string.digits + string.ascii_uppercase if alphanumeric else string.digits
    while True:
        root = "".join(rng.choice(alphabet) for _ in range(8))
        if alphanumeric and root.isdigit():
            continue  # make sure the alphanumeric form is exercised
        if _all_equal(root):
            continue
        base = root + "0001"
        return base + cnpj_check_digits(base)


def generate_renavam(rng: random.Random) -> str:
    """A random valid RENAVAM (11 digits, usually with a leading zero as printed today)."""
    while True:
        base = "0" + _digits(rng, 9)
        if not _all_equal(base):
            return base + renavam_check_digit(base)


def generate_cnh_registro(rng: random.Random) -> str:
    """A random valid CNH Nº REGISTRO (11 digits)."""
    while True:
        base = _digits(rng, 9)
        if not _all_equal(base):
            return base + cnh_registro_check_digits(base)


def generate_placa(rng: random.Random, mercosul: bool = True) -> str:
    """A random plate, Mercosul ``LLLNLNN`` (default) or old ``LLLNNNN``."""
    letters = "".join(rng.choice(string.ascii_uppercase) for _ in range(3))
    if mercosul:
        return f"{letters}{rng.choice(string.digits)}{rng.choice(string.ascii_uppercase)}{_digits(rng, 2)}"
    return f"{letters}{_digits(rng, 4)}"


def generate_vin(rng: random.Random) -> str:
    """A random 17-character VIN with a Brazilian manufacturer prefix."""
    return rng.choice(_BRAZILIAN_WMIS) + "".join(rng.choice(_VIN_ALPHABET) for _ in range(14))
