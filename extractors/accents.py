"""Accents OCR dropped from a name, restored from another printing of it in the document.

OCR loses a capital's accent ("ARAUCARIA" for "ARAUCÁRIA") far more often than it
invents one. When the same name, accents aside, is printed again in the document (a
running header on the next page, a signature block) with the accents the value lacks,
that printing is the name as the document spells it (issue 12, round 9). Only the
accents change: letters, words and their order come from the value itself, and a
printing whose letters differ is no evidence.
"""

from __future__ import annotations

import re
import unicodedata
from collections.abc import Iterable

from extractors.candidate import Candidate


def fold_char(c: str) -> str:
    """``c`` without its diacritics, one character for one (``Á`` → ``A``)."""
    return unicodedata.normalize("NFD", c)[0]


def fold(text: str) -> str:
    """``text`` upper case without diacritics, of the same length (NFC input)."""
    return "".join(fold_char(c) for c in unicodedata.normalize("NFC", text).upper())


def _accented(text: str) -> int:
    return sum(fold_char(c) != c for c in text)


def accented_spelling(value: str, texts: Iterable[str]) -> str | None:
    """The spelling of ``value`` with more accents among ``texts`` (the same letters at
    word boundaries, accents aside), in ``value``'s case; None when none adds any."""
    plain = unicodedata.normalize("NFC", value)
    if not plain.strip():
        return None
    rx = re.compile(rf"(?<![0-9A-Z]){re.escape(fold(plain))}(?![0-9A-Z])")
    best: str | None = None
    for text in texts:
        nfc = unicodedata.normalize("NFC", text)
        for m in rx.finditer(fold(nfc)):
            printed = _merge(plain, nfc[m.start():m.end()])
            if _accented(printed) > _accented(best or plain):
                best = printed
    return best


def _merge(value: str, printed: str) -> str:
    """``value`` with each accent ``printed`` puts on its letters, in ``value``'s case."""
    out = []
    for mine, theirs in zip(value, printed, strict=True):
        if fold_char(theirs) != theirs and fold_char(mine) == mine:
            theirs = theirs.upper() if mine.isupper() else theirs.lower()
            out.append(theirs)
        else:
            out.append(mine)
    return "".join(out)


def restore_accents(cand: Candidate | None, texts: Iterable[str]) -> Candidate | None:
    """``cand`` with the accents another printing of its name shows (same confidence:
    the letters are the value's own)."""
    if cand is None or not isinstance(cand.value, str):
        return cand
    spelled = accented_spelling(cand.value, texts)
    if spelled is None:
        return cand
    cand.value = spelled
    return cand
