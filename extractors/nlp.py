"""Phrase and token-pattern matchers built from the pattern files in ``extractors/patterns/``.

Everything runs over *folded* text (upper case, no accents, punctuation as spaces, see
``extractors.text.label_key``), so OCR that drops an accent still matches; a token is a
run of non-space characters. Phrase lists become a token trie (``PhraseSet``); token
patterns (``resultado.jsonl``) become a small automaton (``TokenPatterns``) that reads
the spaCy ``Matcher`` subset the files use: ``ORTH``/``TEXT`` with an exact string,
``{"IN": [...]}`` or ``{"FUZZYn": ...}``, and ``"OP": "?"``.

Both used to be spaCy's ``PhraseMatcher`` and ``Matcher`` on ``spacy.blank("pt")``;
importing spaCy and building that pipeline cost ~0.9 s of CPU in every process that
extracts (issue 15), for a tokenizer that on folded text does little more than split on
spaces. The hits, their order and their character offsets are spaCy's (checked side by
side on 580 page and document texts of samples, scans, photos, real documents and the PDF
corpus, and on OCR-like mutations of them, when spaCy was removed). One difference is
kept on purpose: spaCy split a unit letter off a number inside a word ("2T", "330M":
53 of 129,315 words of those texts), a word here stays whole; no hit on the real texts
changed, one on a mutated text did ("CONSTA8M" no longer reads as a fuzzy "CONSTA").
Hits on one span under different keys may come in another order than spaCy's (its
order was that of a hash table); `extractors.classify` sums them, so it does not care.
"""

from __future__ import annotations

import json
import re
from collections.abc import Callable, Iterable, Mapping
from dataclasses import dataclass, field
from functools import cache
from pathlib import Path
from typing import Any

import yaml
from rapidfuzz.distance import Levenshtein

from extractors.text import label_key

PATTERNS_DIR = Path(__file__).parent / "patterns"

_TOKEN = re.compile(r"\S+")


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


def tokens(folded_text: str) -> list[tuple[str, int, int]]:
    """The tokens of a folded text: ``(text, start_char, end_char)``."""
    return [(m.group(), m.start(), m.end()) for m in _TOKEN.finditer(folded_text)]


def within_one_edit(a: str, b: str) -> bool:
    """Whether the Levenshtein distance between ``a`` and ``b`` is at most 1."""
    la, lb = len(a), len(b)
    if la < lb:
        a, b, la, lb = b, a, lb, la
    if la - lb > 1:
        return False
    i = 0
    while i < lb and a[i] == b[i]:
        i += 1
    if la == lb:
        return a[i + 1:] == b[i + 1:]  # one substitution at i (or none)
    return a[i + 1:] == b[i:]  # one deletion from the longer at i


def fuzzy_match(text: str, pattern_text: str, fuzzy: int = -1) -> bool:
    """spaCy's ``FUZZY``/``FUZZYn`` test (``spacy.matcher.levenshtein.levenshtein_compare``).

    ``FUZZYn`` allows ``n`` edits; a bare ``FUZZY`` (``fuzzy=-1``) allows at least two
    (so that one transposition passes) and up to 30% of the pattern's length, rounded
    as Python rounds. Equal strings always match.
    """
    if text == pattern_text:
        return True
    max_edits = fuzzy if fuzzy >= 0 else max(2, round(0.3 * len(pattern_text)))
    if max_edits == 0:
        return False
    if abs(len(text) - len(pattern_text)) > max_edits:
        return False
    if max_edits == 1:
        return within_one_edit(text, pattern_text)
    return Levenshtein.distance(text, pattern_text, score_cutoff=max_edits) <= max_edits


@dataclass(frozen=True)
class PhraseHit:
    """A phrase found in a folded text: its key, its phrase, and character span."""

    key: str
    phrase: str
    start: int
    end: int


@dataclass
class _Node:
    """A trie node: the next tokens, and the (key, phrase) pairs that end here."""

    next: dict[str, _Node] = field(default_factory=dict)
    ends: list[tuple[str, str]] = field(default_factory=list)


class PhraseSet:
    """Many named phrase lists, matched at once (overlaps allowed).

    Hits come as spaCy's ``PhraseMatcher`` gave them: by start, then shortest first;
    one hit per (key, phrase) and span however often the phrase was listed.
    """

    def __init__(self, phrases: Mapping[str, Iterable[str]]) -> None:
        self._root = _Node()
        for key, items in phrases.items():
            for phrase in items:
                folded = label_key(phrase)
                if not folded:
                    continue
                node = self._root
                for tok in folded.split(" "):
                    node = node.next.setdefault(tok, _Node())
                if (key, folded) not in node.ends:
                    node.ends.append((key, folded))

    def find(self, folded_text: str) -> list[PhraseHit]:
        """Every phrase occurrence in ``folded_text`` (already passed through label_key)."""
        toks = tokens(folded_text)
        root = self._root.next
        out: list[PhraseHit] = []
        for i, (tok, start, _) in enumerate(toks):
            node = root.get(tok)
            j = i
            while node is not None:
                end = toks[j][2]
                for key, phrase in node.ends:
                    out.append(PhraseHit(key, phrase, start, end))
                j += 1
                if j == len(toks):
                    break
                node = node.next.get(toks[j][0])
        return out


@dataclass(frozen=True)
class PatternHit:
    """A token pattern found: its label, priority and character span."""

    label: str
    priority: int
    start: int
    end: int
    text: str


_Test = Callable[[str], bool]


def _token_test(spec: Mapping[str, Any]) -> _Test:
    """The test one token spec of a pattern puts to a token's text."""
    attrs = set(spec) - {"OP"}
    if len(attrs) != 1 or not attrs <= {"ORTH", "TEXT"}:
        raise ValueError(f"unsupported token spec (ORTH or TEXT only): {spec!r}")
    value = spec[attrs.pop()]
    if isinstance(value, str):
        return value.__eq__
    if isinstance(value, Mapping) and len(value) == 1:
        ((op, arg),) = value.items()
        if op == "IN" and isinstance(arg, list):
            return frozenset(arg).__contains__
        m = re.fullmatch(r"FUZZY([1-9]?)", op)
        if m:
            fuzzy = int(m.group(1)) if m.group(1) else -1
            if isinstance(arg, str):
                return lambda text: fuzzy_match(text, arg, fuzzy)
            if isinstance(arg, Mapping) and list(arg) == ["IN"]:
                options = tuple(arg["IN"])
                return lambda text: any(fuzzy_match(text, o, fuzzy) for o in options)
    raise ValueError(f"unsupported token spec: {spec!r}")


@dataclass(frozen=True)
class _Step:
    """One token spec of a compiled pattern."""

    test: _Test
    optional: bool
    final: bool


# Token texts remembered per TokenPatterns with the patterns they start.
_START_CACHE = 100_000

# The automaton's actions (spaCy ``Matcher.get_action`` for the ONE and ZERO_ONE
# quantifiers; ``MATCH_DOUBLE`` emits the match with and without the last token).
_REJECT, _ADVANCE, _RETRY, _RETRY_ADVANCE, _MATCH, _MATCH_REJECT, _MATCH_DOUBLE = range(7)


def _action(step: _Step, text: str) -> int:
    hit = step.test(text)
    if not step.optional:
        if hit:
            return _MATCH if step.final else _ADVANCE
        return _REJECT
    if hit:
        return _MATCH_DOUBLE if step.final else _RETRY_ADVANCE
    return _MATCH_REJECT if step.final else _RETRY


class TokenPatterns:
    """Token patterns from JSON-lines rows ``{"label", "priority", "pattern"}``.

    A pattern is a list of token specs in spaCy ``Matcher`` syntax (the subset in the
    module docstring; anything else is refused when the rows are loaded). Matching runs
    spaCy's own state machine, so the hits and their order are the ``Matcher``'s:
    every match of every pattern, ordered by the token where it was completed.
    """

    def __init__(self, rows: Iterable[Mapping[str, Any]]) -> None:
        self._patterns: list[tuple[_Step, ...]] = []
        self._meta: list[tuple[str, int]] = []
        for row in rows:
            specs = list(row["pattern"])
            if not specs:
                raise ValueError(f"empty pattern: {row!r}")
            steps = []
            for n, spec in enumerate(specs):
                op = spec.get("OP", "1")
                if op not in ("1", "?"):
                    raise ValueError(f"unsupported OP {op!r} (only '?'): {row!r}")
                steps.append(_Step(_token_test(spec), op == "?", n == len(specs) - 1))
            self._patterns.append(tuple(steps))
            self._meta.append((row["label"], int(row.get("priority", 0))))
        # The patterns a token can start, by token text. A pattern that would be rejected
        # on its first token changes nothing in spaCy's run, so only these are started;
        # page texts repeat their words, so the first specs are tested once per word.
        self._starts: dict[str, tuple[int, ...]] = {}

    def _starting(self, text: str) -> tuple[int, ...]:
        """The patterns to start on a token, in the order they were given."""
        pids = self._starts.get(text)
        if pids is None:
            if len(self._starts) > _START_CACHE:
                self._starts.clear()  # a long-lived worker reads many documents
            pids = tuple(pid for pid, steps in enumerate(self._patterns)
                         if steps[0].optional or steps[0].test(text))
            self._starts[text] = pids
        return pids

    def find(self, folded_text: str) -> list[PatternHit]:
        toks = tokens(folded_text)
        # (pattern id, step index, start token, tokens matched so far)
        states: list[tuple[int, int, int, int]] = []
        found: list[tuple[int, int, int]] = []
        for i, (text, _, _) in enumerate(toks):
            states.extend((pid, 0, i, 0) for pid in self._starting(text))
            kept: list[tuple[int, int, int, int]] = []
            branches: list[tuple[int, int, int, int]] = []
            for pid, pos, start, length in states:
                steps = self._patterns[pid]
                action = _action(steps[pos], text)
                while action in (_RETRY, _RETRY_ADVANCE):
                    if action == _RETRY_ADVANCE:
                        branches.append((pid, pos + 1, start, length + 1))
                    pos += 1
                    action = _action(steps[pos], text)
                if action == _ADVANCE:
                    kept.append((pid, pos + 1, start, length + 1))
                elif action == _MATCH:
                    found.append((pid, start, length + 1))
                elif action == _MATCH_DOUBLE:
                    if length > 0:
                        found.append((pid, start, length))
                    found.append((pid, start, length + 1))
                elif action == _MATCH_REJECT:
                    found.append((pid, start, length))
            states = kept + branches
        # At the end of the text, a pattern whose remaining specs are all optional is met.
        for pid, pos, start, length in states:
            steps = self._patterns[pid]
            while steps[pos].optional:
                if steps[pos].final:
                    found.append((pid, start, length))
                    break
                pos += 1
        out: list[PatternHit] = []
        seen: set[tuple[int, int, int]] = set()
        for match in found:
            pid, start, length = match
            if length == 0 or match in seen:
                continue
            seen.add(match)
            label, prio = self._meta[pid]
            s, e = toks[start][1], toks[start + length - 1][2]
            out.append(PatternHit(label, prio, s, e, folded_text[s:e]))
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
