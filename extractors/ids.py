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

Every public function accepts arbitrary text (including ``None`` where typed so) and
never raises, except :func:`cnpj_root` and :func:`placa_to_mercosul`, which raise
``ValueError`` on input that is not a CNPJ / plate.
"""

from __future__ import annotations

import random
import re
import string
from typing import Literal

from validate_docbr import CNH as _DocbrCNH
from validate_docbr import CNPJ as _DocbrCNPJ
from validate_docbr import CPF as _DocbrCPF
from validate_docbr import RENAVAM as _DocbrRENAVAM

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
_CNH = _DocbrCNH()
_RENAVAM = _DocbrRENAVAM()

# Separators printed inside identifiers: dot, slash, hyphens/dashes, spaces, underscore.
_SEPARATORS_RE = re.compile(r"[\s.\-/\u2010-\u2015\u2212_]+")
# An optional leading label such as "CPF:", "CNPJ nº", "CPF/CNPJ -", "RENAVAM".
_LABEL_RE = re.compile(
    r"^\s*(?:CPF\s*/\s*CNPJ|CNPJ\s*/\s*CPF|CPF|CNPJ|RENAVAM|CHASSI|VIN|PLACA|"
    r"N[º°O.]?\s*REGISTRO|REGISTRO)(?:\s*N[º°O.]*)?(?:\s*[:\-]\s*|\s+)",
    re.IGNORECASE,
)

#: Searches a CPF in running text (masked or bare 11 digits).
CPF_PATTERN = re.compile(r"(?<![\dA-Za-z])\d{3}\.?\d{3}\.?\d{3}\s?[-/.]?\s?\d{2}(?![\dA-Za-z])")
#: Searches a CNPJ (numeric or alphanumeric) in running text.
CNPJ_PATTERN = re.compile(
    r"(?<![\dA-Za-z])[0-9A-Z]{2}\.?[0-9A-Z]{3}\.?[0-9A-Z]{3}\s?/?\s?[0-9A-Z]{4}\s?-?\s?\d{2}"
    r"(?![\dA-Za-z])"
)
#: Searches a plate (old or Mercosul, optional hyphen/space) in running text.
PLACA_PATTERN = re.compile(r"(?<![\dA-Za-z])[A-Za-z]{3}[\s\-]?\d[A-Za-z0-9]\d{2}(?![\dA-Za-z])")
#: Searches a VIN (17 characters, no I/O/Q) in running text.
VIN_PATTERN = re.compile(r"(?<![\dA-Za-z])[A-HJ-NPR-Z0-9]{17}(?![\dA-Za-z])")

_OLD_PLACA_RE = re.compile(r"^[A-Z]{3}[0-9]{4}$")
_MERCOSUL_PLACA_RE = re.compile(r"^[A-Z]{3}[0-9][A-Z][0-9]{2}$")
_VIN_RE = re.compile(r"^[A-HJ-NPR-Z0-9]{17}$")
_CNPJ_RE = re.compile(r"^[0-9A-Z]{12}[0-9]{2}$")

_CNPJ_WEIGHTS_1 = (5, 4, 3, 2, 9, 8, 7, 6, 5, 4, 3, 2)
_CNPJ_WEIGHTS_2 = (6, 5, 4, 3, 2, 9, 8, 7, 6, 5, 4, 3, 2)
_RENAVAM_WEIGHTS = (3, 2, 9, 8, 7, 6, 5, 4, 3, 2)
_VIN_ALPHABET = "ABCDEFGHJKLMNPRSTUVWXYZ0123456789"
# World manufacturer identifiers of vehicles built in Brazil (first 3 VIN characters).
_BRAZILIAN_WMIS = ("9BW", "9BG", "9BD", "9BF", "9BM", "9BR", "93H", "93Y", "9C2", "9BH", "936")


# --------------------------------------------------------------------------- helpers


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


# --------------------------------------------------------------------------- CPF


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


# --------------------------------------------------------------------------- CNPJ


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


# --------------------------------------------------------------------------- CPF or CNPJ


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


# --------------------------------------------------------------------------- RENAVAM


def normalize_renavam(s: str | None) -> str | None:
    """Return a RENAVAM as 11 digits (old 9- and 10-digit codes left-padded with zeros)."""
    compact = _compact(s)
    if not (compact.isascii() and compact.isdigit()) or not 9 <= len(compact) <= 11:
        return None
    return compact.zfill(11)


def renavam_check_digit(base10: str) -> str:
    """Return the check digit of a RENAVAM from its first 10 digits."""
    total = sum(int(c) * w for c, w in zip(base10[:10], _RENAVAM_WEIGHTS, strict=True))
    return str(total * 10 % 11 % 10)


def is_valid_renavam(s: str | None) -> bool:
    """True when ``s`` is a RENAVAM whose 11th digit checks (``00000000000`` rejected)."""
    renavam = normalize_renavam(s)
    if renavam is None or _all_equal(renavam):
        return False
    return bool(_RENAVAM.validate(renavam))


# --------------------------------------------------------------------------- CNH registro


def normalize_cnh_registro(s: str | None) -> str | None:
    """Return the 11 digits of a CNH Nº REGISTRO, or ``None`` if not shaped like one."""
    compact = _compact(s)
    if len(compact) == 11 and compact.isascii() and compact.isdigit():
        return compact
    return None


def cnh_registro_check_digits(base9: str) -> str:
    """Return the two check digits of a CNH registro from its first 9 digits.

    DV1 = Σ d·(9..1) mod 11, and when it is ≥ 10 it becomes 0 with a "desconto" of 2.
    DV2 = (Σ d·(1..9) mod 11) − desconto, +11 when negative, and 0 when ≥ 10.
    """
    digits = [int(c) for c in base9[:9]]
    dv1 = sum(d * w for d, w in zip(digits, range(9, 0, -1), strict=True)) % 11
    discount = 0
    if dv1 >= 10:
        dv1, discount = 0, 2
    dv2 = sum(d * w for d, w in zip(digits, range(1, 10), strict=True)) % 11 - discount
    if dv2 < 0:
        dv2 += 11
    if dv2 >= 10:
        dv2 = 0
    return f"{dv1}{dv2}"


def is_valid_cnh_registro(s: str | None) -> bool:
    """True when ``s`` is an 11-digit CNH registro whose check digits hold.

    The synthetic BID registros fail this (their CPFs pass): see realdocs/SOURCES.md.
    """
    registro = normalize_cnh_registro(s)
    if registro is None or _all_equal(registro):
        return False
    return bool(_CNH.validate(registro))


# --------------------------------------------------------------------------- placa


def normalize_placa(s: str | None) -> str | None:
    """Upper case, no hyphen/space/dot; ``None`` unless old ``LLLNNNN`` or Mercosul ``LLLNLNN``."""
    if not s:
        return None
    compact = re.sub(r"[\s.\-\u00b7\u2010-\u2015]+", "", str(s)).upper()
    if not compact.isascii():
        return None
    if _OLD_PLACA_RE.match(compact) or _MERCOSUL_PLACA_RE.match(compact):
        return compact
    return None


def is_valid_placa(s: str | None) -> bool:
    """True when ``s`` is a plate in the old or the Mercosul form."""
    return normalize_placa(s) is not None


def placa_to_mercosul(s: str) -> str:
    """Convert an old plate to Mercosul (5th character: digit 0-9 → letter A-J).

    A Mercosul plate is returned normalised and unchanged. Raises ``ValueError`` when
    ``s`` is not a plate.
    """
    placa = normalize_placa(s)
    if placa is None:
        raise ValueError(f"not a vehicle plate: {s!r}")
    if _OLD_PLACA_RE.match(placa):
        return placa[:4] + "ABCDEFGHIJ"[int(placa[4])] + placa[5:]
    return placa


def placa_to_old(s: str) -> str | None:
    """The old form of a plate, or ``None`` when its 5th letter is beyond ``J``."""
    placa = normalize_placa(s)
    if placa is None:
        raise ValueError(f"not a vehicle plate: {s!r}")
    if _OLD_PLACA_RE.match(placa):
        return placa
    index = "ABCDEFGHIJ".find(placa[4])
    if index < 0:
        return None
    return placa[:4] + str(index) + placa[5:]


def same_placa(a: str | None, b: str | None) -> bool:
    """True when ``a`` and ``b`` are the same plate, after converting old → Mercosul."""
    na, nb = normalize_placa(a), normalize_placa(b)
    if na is None or nb is None:
        return False
    return placa_to_mercosul(na) == placa_to_mercosul(nb)


# --------------------------------------------------------------------------- VIN / chassi


def normalize_vin(s: str | None) -> str | None:
    """Upper-case VIN without spaces/hyphens; ``None`` unless 17 chars without I, O, Q."""
    compact = _compact(s)
    if compact.isascii() and _VIN_RE.match(compact):
        return compact
    return None


def is_valid_vin(s: str | None) -> bool:
    """True when ``s`` is 17 characters of ``[A-HJ-NPR-Z0-9]``.

    The North-American check digit (9th character) is not required: vehicles built in
    Brazil do not use it. Re-stamped chassis may fail this; callers should send those to
    review rather than reject.
    """
    return normalize_vin(s) is not None


# --------------------------------------------------------------------------- generators


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
