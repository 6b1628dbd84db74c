"""The spaCy matchers under threads (`dossie extract` reads files in threads).

A batch of held-out files failed with "[E018] Can't retrieve string for hash": two
threads built two pipelines on first use, and a matcher looked its ids up in the other
one's vocabulary.
"""

from __future__ import annotations

from concurrent.futures import ThreadPoolExecutor

import extractors.nlp as nlp


def test_a_matcher_keeps_its_own_pipeline(monkeypatch) -> None:
    phrases = nlp.PhraseSet({"k": ["CERTIDAO NEGATIVA DE DEBITOS MOBILIARIOS"]})
    patterns = nlp.TokenPatterns([{"label": "x", "pattern": [{"ORTH": "NADA"},
                                                             {"ORTH": "CONSTA"}]}])
    # Another pipeline becomes the shared one (what a first-use race produced).
    monkeypatch.setattr(nlp, "_nlp", nlp.spacy.blank("pt"))
    hits = phrases.find("A CERTIDAO NEGATIVA DE DEBITOS MOBILIARIOS DE OLIMPIA")
    assert [h.key for h in hits] == ["k"]
    assert [h.label for h in patterns.find("NADA CONSTA")] == ["x"]


def test_first_use_from_many_threads_builds_one_pipeline(monkeypatch) -> None:
    monkeypatch.setattr(nlp, "_nlp", None)
    with ThreadPoolExecutor(max_workers=8) as ex:
        seen = {id(p) for p in ex.map(lambda _: nlp.get_nlp(), range(32))}
    assert len(seen) == 1
