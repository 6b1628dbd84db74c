"""Tests of extractors.names: normalisation and cross-document comparison of names."""

from __future__ import annotations

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from extractors.names import fold, name_similarity, name_tokens, names_match, normalize_name


@pytest.mark.parametrize(
    ("raw", "expected"),
    [
        ("  José  da Silva. ", "JOSÉ DA SILVA"),
        ("BLAUD ZINI MOIOLI", "BLAUD ZINI MOIOLI"),
        ("maria\tda\nconceição", "MARIA DA CONCEIÇÃO"),
        # the abbreviation's dot is printed with the name (issue 12, CONTRACT §4 "as printed")
        ("- Transportes Olímpia Ltda. -", "TRANSPORTES OLÍMPIA LTDA."),
        ("Transportes Olímpia Ltda -", "TRANSPORTES OLÍMPIA LTDA"),
        ("João D'Ávila", "JOÃO D'ÁVILA"),
        ("Jose\u0301", "JOSÉ"),  # decomposed accent recomposed (NFC)
        ("", ""),
        (None, ""),
        ("...", ""),
    ],
)
def test_normalize_name(raw: str | None, expected: str) -> None:
    assert normalize_name(raw) == expected


def test_fold() -> None:
    assert fold("Conceição D'Ávila") == "CONCEICAO DAVILA"
    assert fold("  joão-pedro  ") == "JOAO PEDRO"
    assert fold("S/A") == "S A"
    assert fold(None) == ""


@pytest.mark.parametrize(
    ("a", "b"),
    [
        ("JOSÉ DA SILVA", "jose da silva"),
        ("JOSÉ DA SILVA", "JOSE  DA   SILVA"),
        ("MARIA DAS DORES SOUZA", "MARIA DORES SOUZA"),
        ("JOÃO DOS SANTOS E SILVA", "JOAO SANTOS SILVA"),
        ("TRANSPORTES OLÍMPIA LIMITADA", "Transportes Olimpia Ltda."),
        ("ACME TURISMO S/A", "ACME TURISMO S.A."),
        ("ACME TURISMO SOCIEDADE ANÔNIMA", "ACME TURISMO SA"),
    ],
)
def test_names_match(a: str, b: str) -> None:
    assert names_match(a, b)
    assert name_similarity(a, b) == 1.0


@pytest.mark.parametrize(
    ("a", "b"),
    [
        ("JOSÉ DA SILVA", "JOSÉ DA SILVA SANTOS"),
        ("MARIA SOUZA", "MARIO SOUZA"),
        ("", ""),
        (None, "JOSE"),
    ],
)
def test_names_do_not_match(a: str | None, b: str | None) -> None:
    assert not names_match(a, b)


def test_name_similarity() -> None:
    assert name_similarity("SILVA, JOSE", "JOSE SILVA") > 0.95
    assert 0.8 < name_similarity("BLAUD ZINI MOIOLI", "BLAUD ZINI MOIOL1") < 1.0
    assert name_similarity("BLAUD ZINI MOIOLI", "MARIA DA CONCEIÇÃO") < 0.5
    assert name_similarity("", "JOSE") == 0.0


def test_name_tokens() -> None:
    assert name_tokens("Maria da Silva") == ["MARIA", "SILVA"]
    assert name_tokens("Maria da Silva", drop_particles=False) == ["MARIA", "DA", "SILVA"]
    assert name_tokens("DA DE DOS") == ["DA", "DE", "DOS"]  # never empty a name of particles


_names = st.text(
    alphabet=st.sampled_from("ABCDEFGHIJLMNOPQRSTUVXZÁÉÍÓÚÂÊÔÃÕÇ abcdeçã.'-"), max_size=40
)


@settings(max_examples=200, deadline=None)
@given(st.text())
def test_never_raises_on_arbitrary_text(text: str) -> None:
    normalized = normalize_name(text)
    assert normalized == normalize_name(normalized)  # idempotent
    assert "  " not in normalized
    assert fold(text) == fold(fold(text))
    assert isinstance(names_match(text, text), bool)
    assert 0.0 <= name_similarity(text, text[::-1]) <= 1.0


@settings(max_examples=200, deadline=None)
@given(_names)
def test_match_is_insensitive_to_case_accents_and_spaces(name: str) -> None:
    if not fold(name):
        return
    variant = "  " + fold(name).lower().replace(" ", "   ") + " "
    assert names_match(name, variant)
    assert names_match(variant, name)
    assert name_similarity(name, variant) == 1.0
