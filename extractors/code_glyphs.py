"""How sure a validation code read by OCR can be: the round glyphs no second read settles.

A certidão's validation code is random: no format tells a position's class, and its
groups mix letters and digits ("MVTY.P0W2.Q6EA", "EBATJL-897X0P-VJWKE0"). OCR reads the
digit ``0`` of such a group as the letter ``O`` (and back) from the letters around it,
and a second read of the same crop by the same engine reads it the same way: the
re-reads of `glyphs.confirm` agree with the first read, wrong (issue 12, round 9: two
codes passed at 0.80 and 0.91 with an ``O`` for a ``0``). So an ``O``/``0`` of a code
that mixes letters and digits is never settled by a re-read: the code keeps its value
with a confidence below the checklists' threshold (review). Codes whose alphabet settles
the glyph keep `glyphs.confirm`'s answer: digits only (``O`` is no digit) and
hexadecimal codes (``parse_code`` reads their ``O`` as ``0``).
"""

from __future__ import annotations

import re
from collections.abc import Collection
from dataclasses import replace

from extractors.candidate import Candidate, Parser
from extractors.glyphs import UNSURE, compact, confirm
from extractors.pagereader import PageReader

#: The round glyphs OCR swaps in a random code, the same way at each read.
ROUND = frozenset("O0")

_HEX = re.compile(r"[0-9A-F]+")


def settled_alphabet(value: str) -> bool:
    """True when the code's own alphabet tells ``O`` from ``0``: digits only, or a
    hexadecimal code (letters A-F among its digits)."""
    return _HEX.fullmatch(value) is not None  # digits only are hexadecimal too


def round_positions(value: str) -> Collection[int]:
    """Positions of ``value`` (compacted) holding an ``O`` or a ``0`` its alphabet leaves
    open (a code of letters and digits)."""
    if settled_alphabet(value):
        return ()
    return [i for i, c in enumerate(value) if c in ROUND]


def confirm_code(reader: PageReader, cand: Candidate | None, parse: Parser,
                 profile: str = "alnum") -> Candidate | None:
    """``cand`` after `glyphs.confirm`, and below the threshold when read by OCR with an
    ``O``/``0`` that its alphabet leaves open."""
    got = confirm(reader, cand, parse, profile)
    if got is None or got.confidence < 0.8 or not got.words:
        return got
    if not any(w.source == "ocr" for w in got.words):
        return got
    if round_positions(compact(got.value)):
        return replace(got, confidence=min(got.confidence, UNSURE))
    return got
