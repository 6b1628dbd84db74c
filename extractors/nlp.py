"""spaCy matchers built from the pattern files in ``extractors/patterns/``.

Everything runs on ``spacy.blank("pt")`` (a tokenizer, no model to download) over
*folded* text (upper case, no accents, punctuation as spaces, see
``layout.label_key``), so OCR that drops an accent still matches. Phrase lists become a
``PhraseMatcher``; token patterns (``resultado.jsonl``) become a ``Matcher``.
"""

from __future__ import annotations

import json
import threading
from collections.abc import Iterable, Mapping
from dataclasses import dataclass
from functools import cache
from pathlib import Path
from typing import Any

import spacy
import yaml
from spacy.language import Language
from spacy.matcher import Matcher, PhraseMatcher

from extractors.text import label_key

PATTERNS_DIR = Path(__file__).parent / "patterns"


_NLP_LOCK = threading.Lock()
_nlp: Language | None = None


def get_nlp() -> Language:
    """The shared blank Portuguese pipeline (tokenizer only).

    Built once under a lock: `dossie extract` reads files in threads (`intake.batch`),
    and two threads racing through a bare ``functools.cache`` built two pipelines, so a
    matcher made on one vocabulary looked its ids up in the other ("[E018] Can't
    retrieve string for hash", seen on held-out batches).
    """
    global _nlp
    if _nlp is None:
        with _NLP_LOCK:
            if _nlp is None:
                _nlp = spacy.blank("pt")
    return _nlp


@cache
def load_yaml(name: str) -> Any:
    """A YAML file of ``extractors/patterns/``."""
    with open(PATTERNS_DIR / name, encoding="utf-8") as fh:
        return yaml.safe_load(fh)


@cache
def load_jsonl(name: str) -> tuple[dict[str, Any], ...]:
    """A JSON-lines file of ``extractors/patterns/``."""
    rows: list[dict[str, Any]] = []
    with open(PATTERNS_DIR / name, encoding="utf-8") as fh:
        for line in fh:
            line = line.strip()
            if line and not line.startswith("#"):
                rows.append(json.loads(line))
    return tuple(rows)


@dataclass(frozen=True)
class PhraseHit:
    """A phrase found in a folded text: its key, its phrase, and character span."""

    key: str
    phrase: str
    start: int
    end: int


class PhraseSet:
    """Many named phrase lists, matched at once (overlaps allowed)."""

    def __init__(self, phrases: Mapping[str, Iterable[str]]) -> None:
        # The matcher, its documents and its id lookups share one pipeline, kept here.
        self._nlp = nlp = get_nlp()
        self._matcher = PhraseMatcher(nlp.vocab, attr="ORTH")
        self._phrases: dict[str, str] = {}
        for key, items in phrases.items():
            for phrase in items:
                folded = label_key(phrase)
                if not folded:
                    continue
                mid = f"{key}\x1f{folded}"
                self._phrases[mid] = key
                self._matcher.add(mid, [nlp.make_doc(folded)])

    def find(self, folded_text: str) -> list[PhraseHit]:
        """Every phrase occurrence in ``folded_text`` (already passed through label_key)."""
        doc = self._nlp.make_doc(folded_text)
        out: list[PhraseHit] = []
        for match_id, s, e in self._matcher(doc):
            mid = self._nlp.vocab.strings[match_id]
            key, phrase = mid.split("\x1f", 1)
            span = doc[s:e]
            out.append(PhraseHit(key, phrase, span.start_char, span.end_char))
        return out


@dataclass(frozen=True)
class PatternHit:
    """A token pattern found: its label, priority and character span."""

    label: str
    priority: int
    start: int
    end: int
    text: str


class TokenPatterns:
    """A spaCy ``Matcher`` from JSON-lines rows ``{"label", "priority", "pattern"}``."""

    def __init__(self, rows: Iterable[Mapping[str, Any]]) -> None:
        self._nlp = nlp = get_nlp()
        self._matcher = Matcher(nlp.vocab)
        self._meta: dict[str, tuple[str, int]] = {}
        for i, row in enumerate(rows):
            mid = f"{row['label']}#{i}"
            self._meta[mid] = (row["label"], int(row.get("priority", 0)))
            self._matcher.add(mid, [row["pattern"]])

    def find(self, folded_text: str) -> list[PatternHit]:
        doc = self._nlp.make_doc(folded_text)
        out: list[PatternHit] = []
        for match_id, s, e in self._matcher(doc):
            label, prio = self._meta[self._nlp.vocab.strings[match_id]]
            span = doc[s:e]
            out.append(PatternHit(label, prio, span.start_char, span.end_char, span.text))
        return out


_GLUED: tuple[tuple[str, str], ...] = (
    ("POSITIVACOMEFEITO", "positiva_com_efeitos_de_negativa"),
    ("NAOCONSTA", "negativa"),
    ("NADACONSTA", "negativa"),
    ("SITUACAOREGULAR", "negativa"),
    ("CERTIDAONEGATIVA", "negativa"),
    ("CERTIDAOPOSITIVA", "positiva"),
)


@cache
def resultado_patterns() -> TokenPatterns:
    """The certidão result patterns (negations outrank the bare ``CONSTA``)."""
    return TokenPatterns(load_jsonl("resultado.jsonl"))


def certidao_resultado(text: str) -> tuple[str, PatternHit] | None:
    """``negativa`` / ``positiva_com_efeitos_de_negativa`` / ``positiva`` from a text.

    Negations are matched first: a ``CONSTA`` inside ``NÃO CONSTA`` is not positive.
    A printed ``CERTIDÃO POSITIVA`` title beats a negative phrase of the boilerplate.
    """
    hits = resultado_patterns().find(label_key(text))
    if not hits:
        # Justified text layers sometimes lose their spaces ("emsituacaoregularperante").
        compact = label_key(text).replace(" ", "")
        for phrase, label in _GLUED:
            if phrase in compact:
                return label, PatternHit(label, 0, 0, 0, phrase)
        return None
    # OCR-tolerant rows (one misread letter per word, ``"fuzzy": true`` in the file) may
    # read one phrase both ways ("SITUACAO IREGULAR"): such a phrase decides nothing.
    spans = {(h.start, h.end): {o.label for o in hits if (o.start, o.end) == (h.start, h.end)}
             for h in hits}
    hits = [h for h in hits if len(spans[(h.start, h.end)]) == 1]
    pcen = [h for h in hits if h.label == "positiva_com_efeitos_de_negativa"]
    if pcen:
        return pcen[0].label, pcen[0]
    strong = [h for h in hits if h.label in ("negativa", "positiva_com_efeitos_de_negativa")]

    def covered(h: PatternHit) -> bool:
        return any(o.start <= h.start and h.end <= o.end for o in strong if o is not h)

    positives = [h for h in hits if h.label == "positiva" and not covered(h)]
    titled = [h for h in positives if h.text.startswith("CERTIDAO")]
    if titled:
        return "positiva", titled[0]
    negatives = [h for h in hits if h.label == "negativa"]
    if negatives:
        return "negativa", negatives[0]
    if positives:
        return "positiva", positives[0]
    return None
