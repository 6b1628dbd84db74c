"""How sure a code read by OCR can be: glyphs OCR confuses, and a second read to settle them.

OCR swaps look-alike glyphs (S/5, G/6, B/8, O/0/Q/D, I/1/L, Z/2, T/7) and is sure of
the swap (a chassi ``…HKSTH…`` for ``…HK5TH…`` read at 0.9; issue 12, round 7, item 6).
Where a code's format fixes a position's class (a plate's ``LLLN?NN``, a VIN without
I/O/Q) the parser repairs it; elsewhere a look-alike glyph is only as sure as a second
reading of the value's crop agrees with the first. A value that no second read confirms,
or that a second read contradicts at one of those glyphs, keeps its value but comes
with a confidence below the checklists' threshold (0.8): review, not a silent pass.
"""

from __future__ import annotations

import re
from collections.abc import Callable, Collection
from dataclasses import replace

from extractors.candidate import Candidate, Parser
from extractors.lines import bbox_of, text_of
from extractors.pagereader import PageReader, value_crop

#: Groups of glyphs OCR reads for one another in print (letters and digits alike).
GROUPS: tuple[str, ...] = ("S5", "G6", "B8", "O0QD", "I1L", "Z2", "T7")

_GROUP_OF = {c: g for g in GROUPS for c in g}

#: The confidence of a value whose look-alike glyphs no second read confirmed.
UNSURE = 0.7

#: The ways of reading a crop tried for the second read (the profile's first two).
_SECOND_READS: tuple[str, ...] = ("", ":1")


def compact(value: object) -> str:
    """``value`` upper case without spaces, hyphens, dots or slashes (the glyphs only)."""
    return re.sub(r"[\s.\-/]", "", str(value).upper())


def ambiguous_positions(value: str, fixed: Collection[int] = ()) -> list[int]:
    """Positions of ``value`` holding a look-alike glyph whose class the format leaves open."""
    return [i for i, c in enumerate(value) if c in _GROUP_OF and i not in fixed]


def contradicts(first: str, other: str, positions: Collection[int]) -> bool:
    """True when ``other`` reads the same code with another look-alike glyph at one of
    ``positions`` (same length; the differing glyphs of one group)."""
    if len(first) != len(other) or first == other:
        return False
    return any(first[i] != other[i] and other[i] in _GROUP_OF.get(first[i], "") for i in positions)


def confirm(
    reader: PageReader,
    cand: Candidate | None,
    parse: Parser,
    profile: str = "alnum",
    fixed: Callable[[str], Collection[int]] | None = None,
    reread: bool = True,
) -> Candidate | None:
    """``cand`` as is when it needs no confirmation or a second read confirms it; else
    ``cand`` with its confidence lowered to `UNSURE`.

    Only sure values read by OCR (words from an OCR page, confidence ≥ 0.8) holding a
    look-alike glyph the format does not fix (``fixed(value)`` → positions) are re-read;
    the crop is read again the profile's first two ways (`PageReader.reread`'s crop).
    Without ``reread`` (glyphs that differ by a detail the scan's resolution loses, the
    same way at each read) such a value is never confirmed.
    """
    if cand is None or cand.valid is False or cand.confidence < 0.8 or not cand.words:
        return cand
    if not any(w.source == "ocr" for w in cand.words):
        return cand
    first = compact(cand.value)
    positions = ambiguous_positions(first, fixed(first) if fixed is not None else ())
    if not positions:
        return cand
    if not reread:
        return replace(cand, confidence=min(cand.confidence, UNSURE))
    agree = False
    for reading in _second_reads(reader, cand, parse, profile):
        if contradicts(first, reading, positions):
            return replace(cand, confidence=min(cand.confidence, UNSURE))
        agree = agree or reading == first
    return cand if agree else replace(cand, confidence=min(cand.confidence, UNSURE))


def _second_reads(reader: PageReader, cand: Candidate, parse: Parser, profile: str) -> list[str]:
    """The values the crop of ``cand`` reads as, the profile's first two ways."""
    box = bbox_of(cand.words)
    if box is None or reader.reocr is None:
        return []
    crop = value_crop(box)
    out: list[str] = []
    ways = _SECOND_READS
    if cand.method == "reocr":
        # already a re-read of the crop: the page's own words are the other reading
        parsed = parse(text_of(cand.words))
        if parsed is not None and parsed[0] is not None:
            out.append(compact(parsed[0]))
        ways = _SECOND_READS[1:]
    for way in ways:
        try:
            got = reader.reocr(cand.page, crop, profile + way)
        except Exception:  # a second read is evidence, never a reason to fail
            break
        if got is None:
            break
        parsed = parse(text_of(got)) if got else None
        if parsed is not None and parsed[0] is not None:
            out.append(compact(parsed[0]))
    return out


def placa_fixed(value: str) -> Collection[int]:
    """A plate's positions whose class its format fixes: letters 1-3, digits 4, 6, 7
    (``LLLNLNN`` Mercosul, ``LLLNNNN`` old); the 5th is a letter or a digit."""
    return {0, 1, 2, 3, 5, 6} if len(value) == 7 else set(range(len(value)))


def cnpj_fixed(value: str) -> Collection[int]:
    """A CNPJ's positions its check digits settle. An alphanumeric CNPJ's check (IN RFB
    2.229/2024: each character's ASCII code minus 48, modulo 11) cannot tell ``0`` from
    ``Q`` (33 apart) nor ``O`` from ``D`` (11 apart) in its root (the first 8); a numeric
    CNPJ holds none of them in its letters' places, so all of its positions are settled.
    OCR tells these apart by a tail or a corner the scan loses the same way at each read,
    so a second read does not settle them either (``reread=False``)."""
    if value.isdigit() or len(value) != 14:
        return set(range(len(value)))
    return {i for i, c in enumerate(value) if i >= 8 or c not in "0QOD"}
