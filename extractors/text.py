"""Text folding for label comparison: `fold`, `label_key`, boxes."""

from __future__ import annotations

import re
import unicodedata
from collections.abc import Iterable

BBox = tuple[float, float, float, float]


def fold(text: str) -> str:
    """Upper case without accents; ``º``/``ª`` become ``O``/``A`` (compatibility forms)."""
    decomposed = unicodedata.normalize("NFKD", text)
    return "".join(c for c in decomposed if not unicodedata.combining(c)).upper()


_ORDINALS = str.maketrans("ºª°", "   ")


def label_key(text: str) -> str:
    """The form labels are compared in: folded, punctuation as spaces, single spaces.

    The ordinal indicators and the degree sign are punctuation here: OCR reads one for
    another ("1ª HABILITAÇÃO" as "1º", "Nº" as "N°"), and folding would otherwise turn
    them into the letters A and O.
    """
    return " ".join(re.sub(r"[^A-Z0-9]+", " ", fold(text.translate(_ORDINALS))).split())


def union(boxes: Iterable[BBox]) -> BBox | None:
    """The smallest box holding every box given, or None for none."""
    items = list(boxes)
    if not items:
        return None
    return (
        min(b[0] for b in items),
        min(b[1] for b in items),
        max(b[2] for b in items),
        max(b[3] for b in items),
    )
