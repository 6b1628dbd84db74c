"""`extractors.fuzzy.edit_distance` (RapidFuzz since issue 15) answers as the textbook
Levenshtein distance does, within and beyond its limit."""

from __future__ import annotations

from hypothesis import given, settings
from hypothesis import strategies as st

from extractors.fuzzy import edit_distance

LETTERS = st.text(alphabet="ABCDEIOU ÇÃ0", max_size=14)


def levenshtein(a: str, b: str) -> int:
    prev = list(range(len(b) + 1))
    for i, ca in enumerate(a, 1):
        cur = [i]
        for j, cb in enumerate(b, 1):
            cur.append(min(prev[j] + 1, cur[j - 1] + 1, prev[j - 1] + (ca != cb)))
        prev = cur
    return prev[-1]


@settings(max_examples=400, deadline=None)
@given(LETTERS, LETTERS, st.integers(min_value=0, max_value=4))
def test_the_distance_within_its_limit_and_limit_plus_one_beyond(a: str, b: str, limit: int) -> None:
    d = levenshtein(a, b)
    assert edit_distance(a, b, limit) == (d if d <= limit else limit + 1)


def test_ocr_misreadings() -> None:
    assert edit_distance("MUNICIPIO", "MUNICIMO", 2) == 2
    assert edit_distance("RENAVAM", "RENAVAM", 0) == 0
    assert edit_distance("PEGISTRO", "REGISTRO", 1) == 1
    assert edit_distance("CATEGORIA", "CAT", 3) == 4  # beyond the limit: limit + 1
