"""Vehicle and driver identifiers: RENAVAM, CNH registro, placa, VIN — normalisation and
check digits (split from `ids`, which re-exports them; issue 12: modules of ~400 lines).

validate-docbr checks RENAVAM and CNH registro (see `ids` for the library choices).
"""

from __future__ import annotations

import re

from validate_docbr import CNH as _DocbrCNH
from validate_docbr import RENAVAM as _DocbrRENAVAM

from extractors.idtext import _all_equal, _compact

_CNH = _DocbrCNH()


_RENAVAM = _DocbrRENAVAM()


#: Searches a plate (old or Mercosul, optional hyphen/space) in running text.
PLACA_PATTERN = re.compile(r"(?<![\dA-Za-z])[A-Za-z]{3}[\s\-]?\d[A-Za-z0-9]\d{2}(?![\dA-Za-z])")


#: Searches a VIN (17 characters, no I/O/Q) in running text.
VIN_PATTERN = re.compile(r"(?<![\dA-Za-z])[A-HJ-NPR-Z0-9]{17}(?![\dA-Za-z])")


_OLD_PLACA_RE = re.compile(r"^[A-Z]{3}[0-9]{4}$")


_MERCOSUL_PLACA_RE = re.compile(r"^[A-Z]{3}[0-9][A-Z][0-9]{2}$")


_VIN_RE = re.compile(r"^[A-HJ-NPR-Z0-9]{17}$")


_RENAVAM_WEIGHTS = (3, 2, 9, 8, 7, 6, 5, 4, 3, 2)


_VIN_ALPHABET = "ABCDEFGHJKLMNPRSTUVWXYZ0123456789"


# World manufacturer identifiers of vehicles built in Brazil (first 3 VIN characters).
_BRAZILIAN_WMIS = ("9BW", "9BG", "9BD", "9BF", "9BM", "9BR", "93H", "93Y", "9C2", "9BH", "936")


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
