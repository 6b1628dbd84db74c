"""A coverage's name on a scanned apólice, without what OCR made of its dotted leader.

On a scan the dots that lead a coverage's name to its amount are read as words
("Morte Acidental. feias sas es tprario ae apa nando CRS …", issue 12, round 7): the
name is the run of coverage words, abbreviations and connectors its row opens with
(``vocab/coverage_words.yaml``), a word OCR misread by a letter spelled as the
vocabulary spells it, two words OCR glued ("poriAcidente") split at the capital.
"""

from __future__ import annotations

import re
from functools import cache
from pathlib import Path

import yaml

from extractors.fuzzy import edit_distance
from extractors.text import fold

_VOCAB = Path(__file__).parent / "vocab" / "coverage_words.yaml"


@cache
def _vocabulary() -> tuple[dict[str, str], frozenset[str], dict[str, str]]:
    """(folded word → printed word, folded abbreviations, folded connector → connector)."""
    with open(_VOCAB, encoding="utf-8") as fh:
        data = yaml.safe_load(fh)
    words = {fold(w): w for w in data["words"]}
    abbreviations = frozenset(fold(a) for a in data["abbreviations"])
    connectors = {fold(c): c for c in data["connectors"]}
    return words, abbreviations, connectors


def _tokens(text: str) -> list[str]:
    """The row's tokens: OCR's ":" or "“" between words is a space."""
    return re.sub(r"[:;“”\"!|]+", " ", text).split()


def _styled(word: str, like: str) -> str:
    """``word`` in the letter case of ``like`` (upper, lower or capitalised)."""
    if like.isupper():
        return word.upper()
    if like[:1].islower():
        return word.lower()
    return word[:1].upper() + word[1:]


def _known(token: str) -> str | None:
    """The vocabulary's spelling of ``token``, or None when it is no coverage word."""
    words, abbreviations, connectors = _vocabulary()
    if token in connectors:
        return token  # a dash or a slash between words
    bare = token.strip(".,-–/")
    key = fold(bare)
    if not key:
        return None
    if key in abbreviations:
        return bare
    if key in connectors:
        return connectors[key]
    if key in words:
        return _styled(words[key], bare)
    if len(key) >= 3 and key.isalpha():
        limit = 1 if len(key) < 9 else 2
        for folded, printed in words.items():
            if edit_distance(key, folded, limit) <= limit:
                return _styled(printed, bare)
        for folded, printed in connectors.items():
            if len(folded) >= 3 and edit_distance(key, folded, 1) <= 1:
                return printed
        return None
    # a hyphenated pair ("Médico-HoSpialares"): each half a coverage word
    if "-" in bare:
        halves = [_known(h) for h in bare.split("-")]
        if all(halves):
            return "-".join(h for h in halves if h)
    return None


_SCRAP = re.compile(r"^[A-Za-zÀ-ÿ]{1,2}$|[\[\]{}|<>_~^]|([A-Za-z])\1\1")


def _noise(tail: list[str]) -> bool:
    """True when the words after the name are OCR's reading of a leader: five or more
    (a leader spans the row), and hardly any of them a coverage word (an unlisted word
    inside a real name, "total ou parcial por acidente", leaves coverage words after it)."""
    if len(tail) < 5:
        return False
    _, _, connectors = _vocabulary()
    known = 0
    for tok in tail:
        got = _known(tok)
        if got is not None and fold(got) not in connectors:
            known += 1
    # and scraps no wording prints: one- or two-letter bits that are no connector, a
    # stray bracket, a letter thrice ("ss", "cb", "USD]", "aaa"); "24 horas guincho e
    # chaveiro" has none
    scraps = sum(1 for tok in tail if _SCRAP.search(tok) and fold(tok) not in connectors)
    return known * 5 <= len(tail) and scraps >= 2


def clean_ocr_name(text: str) -> tuple[str, bool] | None:
    """(the coverage's name, True) when OCR words follow the name's coverage words on a
    scanned row; None when the row is no such case (the caller keeps its reading)."""
    tokens = _tokens(text)
    kept: list[str] = []
    for tok in tokens:
        got = _known(tok)
        if got is None:
            # two words OCR glued at a capital ("poriAcidente"): each a coverage word
            parts = [_known(p) for p in re.split(r"(?<=[a-zà-ÿ])(?=[A-ZÀ-Ý])", tok)]
            if len(parts) < 2 or not all(parts):
                break
            kept.extend(p for p in parts if p)
            continue
        kept.append(got)
    _, _, connectors = _vocabulary()
    consumed = len(kept)
    while kept and fold(kept[-1]) in connectors:
        kept.pop()
    if not kept or not _noise(tokens[consumed:]):
        return None
    kept[0] = kept[0][:1].upper() + kept[0][1:]  # a name starts with a capital
    return " ".join(kept), True


__all__ = ["clean_ocr_name"]
