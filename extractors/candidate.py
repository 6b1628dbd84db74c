"""One reading of a field (`Candidate`), the parser protocol, and the re-OCR hook type."""

from __future__ import annotations

from collections.abc import Callable, Iterable
from dataclasses import dataclass
from typing import Any

from extractors.lines import bbox_of
from extractors.text import BBox
from intake.models import Word

RegionReader = Callable[[int, BBox, str], "list[Word] | None"]
"""Re-reads a crop of a page: ``(page number, bbox in points, profile) -> words``.

Profiles name the kind of value expected (``digits``, ``date``, ``alnum``, ``text``)
so the OCR can pick its page-segmentation mode and character whitelist; ``"digits:1"``,
``"digits:2"``… ask for the next ways of reading it, and None means there is no more.
"""


MAX_ATTEMPTS = 4


Parsed = tuple[Any, bool | None]
"""A parser's answer: the normalised value and whether it passed its check (None: no check)."""


Parser = Callable[[str], "Parsed | None"]


@dataclass
class Candidate:
    """One reading of a field: value, validity, evidence and how it was found."""

    value: Any
    valid: bool | None
    words: list[Word]
    page: int
    confidence: float
    method: str  # "label-right", "label-below", "reocr", "pattern", …

    @property
    def bbox(self) -> BBox | None:
        return bbox_of(self.words)


# The confidence from which a label's reading ends the search for the field (`read`).
SETTLED = 0.3


def best(candidates: Iterable[Candidate | None]) -> Candidate | None:
    """The candidate whose check passed, then the most confident one."""
    items = [c for c in candidates if c is not None]
    if not items:
        return None
    rank = {True: 2, None: 1, False: 0}
    # A re-read that does not pass its check either is no better than the first reading.
    return max(items, key=lambda c: (rank[c.valid], c.valid is not False or c.method != "reocr",
                                     c.confidence))
