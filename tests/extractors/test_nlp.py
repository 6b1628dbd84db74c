"""The phrase and token-pattern matchers of `extractors.nlp` (issue 15: spaCy removed).

The expectations are what spaCy's ``PhraseMatcher`` and ``Matcher`` on ``blank("pt")``
returned for the same texts (the matchers replaced them hit for hit); the fuzzy cases
follow ``spacy.matcher.levenshtein.levenshtein_compare``.
"""

from __future__ import annotations

import pytest

from extractors.nlp import (
    PatternHit,
    PhraseHit,
    PhraseSet,
    TokenPatterns,
    certidao_resultado,
    fuzzy_match,
    load_jsonl,
)


def test_phrases_with_character_offsets_by_start_then_shortest_first() -> None:
    phrases = PhraseSet({"cnd": ["Certidão Negativa", "certidão negativa de débitos"],
                         "neg": ["NEGATIVA"], "dup": ["negativa", "NEGATIVA"]})
    text = "A CERTIDAO NEGATIVA DE DEBITOS"
    hits = phrases.find(text)
    assert [(h.start, h.end) for h in hits] == [(2, 19), (2, 30), (11, 19), (11, 19)]
    assert hits[0] == PhraseHit("cnd", "CERTIDAO NEGATIVA", 2, 19)
    assert hits[1].phrase == "CERTIDAO NEGATIVA DE DEBITOS"
    # one hit per key and phrase on a span, however often the phrase is listed
    assert sorted(h.key for h in hits[2:]) == ["dup", "neg"]
    assert text[hits[1].start:hits[1].end] == hits[1].phrase


def test_phrases_match_whole_tokens_only_up_to_the_end_of_the_text() -> None:
    phrases = PhraseSet({"k": ["DE DEBITOS"], "empty": ["", "--"]})
    assert phrases.find("INDE DEBITOSX DE DEBITOS") == [PhraseHit("k", "DE DEBITOS", 14, 24)]
    assert phrases.find("DE") == []
    assert phrases.find("") == []


@pytest.mark.parametrize(("text", "fuzzy", "expected"), [
    ("SITUACAO", 1, True),
    ("SITUACA0", 1, True),     # one substitution
    ("SITUAAO", 1, True),      # one deletion
    ("SITUACAAO", 1, True),    # one insertion
    ("STIUACAO", 1, False),    # a transposition is two edits
    ("SITUACA", 2, True),
    ("SITUAC", 1, False),
    ("SITUAXAX", -1, True),    # bare FUZZY: at least two edits ...
    ("STIUACAOXX", -1, False),  # ... and up to round(0.3 * 8) = 2
    ("AB", -1, True),          # short patterns still allow two edits
    ("", 1, False),
])
def test_fuzzy_is_spacy_levenshtein_compare(text: str, fuzzy: int, expected: bool) -> None:
    pattern = "AB" if text == "AB" else "SITUACAO"
    if text == "AB":
        text = "XY"
    assert fuzzy_match(text, pattern, fuzzy) is expected


def test_an_optional_token_inside_and_at_the_end_of_a_pattern() -> None:
    patterns = TokenPatterns([
        {"label": "mid", "priority": 2, "pattern": [
            {"ORTH": "A"}, {"ORTH": {"IN": ["B", "C"]}, "OP": "?"}, {"ORTH": "D"}]},
        {"label": "tail", "pattern": [{"ORTH": "X"}, {"ORTH": "Y", "OP": "?"}]},
    ])
    hits = patterns.find("A D A B D A E D X Y X")
    assert hits == [
        PatternHit("mid", 2, 0, 3, "A D"),
        PatternHit("mid", 2, 4, 9, "A B D"),
        PatternHit("tail", 0, 16, 17, "X"),   # with and without the optional last token
        PatternHit("tail", 0, 16, 19, "X Y"),
        PatternHit("tail", 0, 20, 21, "X"),   # at the end of the text
    ]


def test_fuzzy_rows_of_the_resultado_file() -> None:
    patterns = TokenPatterns(load_jsonl("resultado.jsonl"))
    hits = patterns.find("EM SITUACA0 REGULAR E SITUACAO IREGULAR")
    assert [(h.label, h.text) for h in hits] == [
        ("negativa", "SITUACA0 REGULAR"),
        ("negativa", "SITUACAO IREGULAR"),   # IREGULAR is one edit from REGULAR ...
        ("positiva", "SITUACAO IREGULAR"),   # ... and from IRREGULAR
    ]


def test_unsupported_pattern_specs_are_refused() -> None:
    with pytest.raises(ValueError, match="OP"):
        TokenPatterns([{"label": "x", "pattern": [{"ORTH": "A", "OP": "+"}]}])
    with pytest.raises(ValueError, match="spec"):
        TokenPatterns([{"label": "x", "pattern": [{"LOWER": "a"}]}])
    with pytest.raises(ValueError, match="spec"):
        TokenPatterns([{"label": "x", "pattern": [{"ORTH": {"REGEX": "A+"}}]}])


@pytest.mark.parametrize(("text", "label", "span"), [
    ("Certidão Positiva com Efeitos de Negativa", "positiva_com_efeitos_de_negativa",
     "POSITIVA COM EFEITOS DE NEGATIVA"),
    ("POSITIVA COM EFEITO NEGATIVA", "positiva_com_efeitos_de_negativa",
     "POSITIVA COM EFEITO NEGATIVA"),
    ("Não constam débitos", "negativa", "NAO CONSTAM"),
    ("CERTIDÃO POSITIVA ... nada consta", "positiva", "CERTIDAO POSITIVA"),
    ("constam débitos", "positiva", "CONSTAM"),
])
def test_certidao_resultado(text: str, label: str, span: str) -> None:
    found = certidao_resultado(text)
    assert found is not None
    assert (found[0], found[1].text) == (label, span)
