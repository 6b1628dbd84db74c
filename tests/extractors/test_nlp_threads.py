"""The matchers under threads (`dossie extract` reads files in threads, `intake.batch`).

With spaCy, two threads racing through first use built two pipelines and a matcher
looked its ids up in the other one's vocabulary ("[E018] Can't retrieve string for
hash"). The matchers now share nothing but the start-token cache of a TokenPatterns,
which threads fill at once: their hits must be those of a single thread.
"""

from __future__ import annotations

from concurrent.futures import ThreadPoolExecutor

import extractors.nlp as nlp

TEXTS = [
    "A CERTIDAO NEGATIVA DE DEBITOS MOBILIARIOS DE OLIMPIA",
    "NADA CONSTA",
    "EM SITUACA0 REGULAR PERANTE A FAZENDA",
    "POSITIVA COM EFEITOS DE NEGATIVA",
] * 16


def test_shared_matchers_give_every_thread_the_single_thread_hits() -> None:
    phrases = nlp.PhraseSet({"k": ["CERTIDAO NEGATIVA DE DEBITOS MOBILIARIOS"],
                             "n": ["NEGATIVA"]})
    patterns = nlp.TokenPatterns(nlp.load_jsonl("resultado.jsonl"))
    expected = [(phrases.find(t), nlp.TokenPatterns(nlp.load_jsonl("resultado.jsonl")).find(t))
                for t in TEXTS]
    with ThreadPoolExecutor(max_workers=8) as ex:
        got = list(ex.map(lambda t: (phrases.find(t), patterns.find(t)), TEXTS))
    assert got == expected
    assert [h.key for h in got[0][0]] == ["k", "n"]
    assert [h.label for h in got[1][1]] == ["negativa"] * 3 + ["positiva"]
