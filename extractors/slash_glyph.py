"""A slash OCR read as a letter: ``TOYOTAICOROLLA`` for ``TOYOTA/COROLLA``,
``JOINVILLEISC`` for ``JOINVILLE/SC`` (issue 12, round 9).

Scans and photos print the CRLV's ``/`` thin; OCR reads it as ``I``, ``l``, ``1``, ``|``
or ``!`` and is sure of it. Where the text's form says a slash belongs — a make
(``vocab/vehicle_makes.yaml``) opening the marca/modelo, a UF closing a "CIDADE/UF" —
the glyph is read as the slash; the value was guessed at one glyph, so its caller keeps
it below the checklists' threshold (`glyphs.UNSURE`).
"""

from __future__ import annotations

import re
from functools import cache
from pathlib import Path

import yaml

from extractors.parsers import UFS
from extractors.text import fold

_VOCAB = Path(__file__).parent / "vocab" / "vehicle_makes.yaml"
_SLASH_LIKE = "I1l|!"


@cache
def _makes() -> tuple[str, ...]:
    """The makes, longest first (``MARCOPOLO`` before ``MAN``)."""
    with open(_VOCAB, encoding="utf-8") as fh:
        data = yaml.safe_load(fh)
    return tuple(sorted({fold(m).replace(" ", "") for m in data["makes"]}, key=len, reverse=True))


def make_model_slash(text: str) -> str | None:
    """``text`` with the slash restored between make and model (``IVECOIDAILY 45-170`` →
    ``IVECO/DAILY 45-170``), or None when its first word holds a slash already or opens
    with no make followed by a slash-like glyph and two letters of the model."""
    toks = text.split()
    if not toks or "/" in toks[0]:
        return None
    first = toks[0]
    for make in _makes():
        n = len(make)
        if (fold(first[:n]) == make and len(first) >= n + 3 and first[n] in _SLASH_LIKE
                and first[n + 1:n + 3].isalpha()):
            return " ".join([first[:n] + "/" + first[n + 1:], *toks[1:]])
    return None


_CITY_GLYPH_UF = re.compile(r"^(.*[A-Za-zÀ-ÿ]{2})[" + re.escape(_SLASH_LIKE) + r"]([A-Z]{2})$")


def city_slash_uf(text: str) -> tuple[str, str] | None:
    """(CIDADE, UF) from ``CIDADEIUF`` (the slash read as a letter), or None."""
    t = " ".join(text.split())
    m = _CITY_GLYPH_UF.match(t)
    if m is None or m.group(2) not in UFS:
        return None
    city = m.group(1).strip(" -,")
    if re.search(r"\d", city) or len(city.replace(" ", "")) < 3:
        return None
    return city.upper(), m.group(2)
