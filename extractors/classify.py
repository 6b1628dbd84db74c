"""Classification: score every kind on a page, answer the best one or ``unknown``.

The vocabulary is data (``patterns/classify.yaml``): per kind, title phrases and
labels with weights. A title counts fully in the first lines of a page and only a
fraction further down (a contrato social that cites "certidão negativa" is not a
certidão); each distinct phrase counts once. Both CRLV-e headers (2020
"ELETRÔNICO/DENATRAN", 2025 "DIGITAL/SENATRAN") share the title phrase. A title
word inside a sentence of the head ("a requerimento da parte interessada") is body
text; a title some kinds share ("FOLHA CORRIDA") names the kind whose issuer the head
names (issue 12, round 7: title and issuer first, body vocabulary second).
"""

from __future__ import annotations

import re
from collections.abc import Sequence
from dataclasses import dataclass, field
from functools import cache
from itertools import pairwise
from typing import Any

from extractors.catalog import issuer_title_patterns, issuers, title_patterns, title_phrases
from extractors.fuzzy import one_letter_regex
from extractors.kinds import KINDS, UNKNOWN
from extractors.lines import Line, page_lines
from extractors.nlp import PhraseSet, load_yaml
from extractors.text import label_key
from intake.models import Page

# The highest confidence of a kind read without its title: below the checklists' 0.8,
# so the engine asks for a review rather than trusting body words (issue 12, round 9).
UNTITLED_CAP = 0.79


@dataclass
class Classification:
    """The kind of a page (or text) with its confidence and every kind's score."""

    kind: str
    confidence: float
    scores: dict[str, float] = field(default_factory=dict)
    title_in_head: bool = False  # a title phrase of `kind` was found near the top
    # a title of `kind` opens the page (its first `title_lines` lines): the page starts a
    # document; a page without one continues the document before it (issue 12)
    titled: bool = False
    # the title-zone line that opens the page with `kind`'s title (label_key form), ""
    # when none: two documents of one kind in a bundle differ in it (issue 12, round 6)
    title_line: str = ""

    @property
    def score(self) -> float:
        return self.scores.get(self.kind, 0.0)


@dataclass(frozen=True)
class _Vocabulary:
    titles: PhraseSet
    labels: PhraseSet
    weights: dict[tuple[str, str, str], float]  # (kind, "title"|"label", phrase) → weight
    head_lines: int
    body_factor: float
    threshold: float
    saturation: float
    title_lines: int
    title_band: float
    title_pattern_weight: float
    issuer_weight: float


@cache
def _vocabulary() -> _Vocabulary:
    data: dict[str, Any] = load_yaml("classify.yaml")
    settings = data["settings"]
    titles: dict[str, list[str]] = {}
    labels: dict[str, list[str]] = {}
    weights: dict[tuple[str, str, str], float] = {}
    for kind, phrases in title_phrases().items():
        for phrase, w in phrases.items():
            titles.setdefault(kind, []).append(phrase)
            weights[(kind, "title", label_key(phrase))] = float(w)
    for kind, spec in data["kinds"].items():
        if kind not in KINDS:
            raise ValueError(f"classify.yaml: tipo desconhecido {kind!r}")
        for phrase, w in (spec.get("labels") or {}).items():
            labels.setdefault(kind, []).append(phrase)
            weights[(kind, "label", label_key(phrase))] = float(w)
    return _Vocabulary(
        titles=PhraseSet(titles),
        labels=PhraseSet(labels),
        weights=weights,
        head_lines=int(settings["head_lines"]),
        body_factor=float(settings["body_factor"]),
        threshold=float(settings["threshold"]),
        saturation=float(settings["saturation"]),
        title_lines=int(settings["title_lines"]),
        title_band=float(settings.get("title_band", 0.0)),
        title_pattern_weight=float(settings["title_pattern_weight"]),
        issuer_weight=float(settings["issuer_weight"]),
    )


def score_lines(lines: Sequence[str], title_lines: int = 0) -> Classification:
    """Score every kind on text lines (top to bottom).

    The title settles the kind, the body only ranks what the title allows (issue 12: a
    contrato social's "balanço" and "exercício social" clauses outweighed its title):
    when a line of the title zone (the first `title_lines` lines) matches a kind's title
    pattern, only the kinds so titled can win; the issuer named in the head adds a
    little. Below the threshold the answer is `unknown` (abstain rather than guess).
    ``title_lines`` widens the title zone (the lines printed in the top band of a page
    whose two columns interleave their short lines; issue 12, round 9).
    """
    voc = _vocabulary()
    # a title phrase inside a sentence of the head ("a requerimento da parte
    # interessada, CERTIFICA…") is body text, not the page's title (issue 12, round 7)
    head = label_key(" \n ".join(ln for ln in lines[: voc.head_lines] if not _prose(ln)))
    whole = label_key(" \n ".join(lines))
    shaped = [
        (i, label_key(ln)) for i, ln in enumerate(lines[: max(voc.title_lines, title_lines)])
        if _title_shaped(ln)
    ]
    title_zone = [key for _, key in shaped]
    # a title wrapped over two lines ("CERTIDÃO DE DISTRIBUIÇÃO" / "AÇÕES CRIMINAIS")
    # is matched whole too (issue 12, round 7)
    wrapped = [a + " " + b for (i, a), (j, b) in pairwise(shaped) if j == i + 1]
    scores: dict[str, float] = dict.fromkeys(KINDS, 0.0)
    head_titles: set[str] = set()
    seen: set[tuple[str, str, str]] = set()
    for hit in voc.titles.find(head):
        key = (hit.key, "title", hit.phrase)
        if key not in seen:
            seen.add(key)
            scores[hit.key] += voc.weights[key]
            head_titles.add(hit.key)
    for hit in voc.titles.find(whole):
        key = (hit.key, "title", hit.phrase)
        if key not in seen:
            seen.add(key)
            scores[hit.key] += voc.weights[key] * voc.body_factor
    for hit in voc.labels.find(whole):
        key = (hit.key, "label", hit.phrase)
        if key not in seen:
            seen.add(key)
            scores[hit.key] += voc.weights[key]
    named = {
        kind
        for kind, names in issuers().items()
        if any(_contains(head, label_key(n)) for n in names)
    }
    titled = _titled_kinds(title_zone + wrapped, named)
    for kind in titled:
        scores[kind] += voc.title_pattern_weight
        head_titles.add(kind)
    for kind in named:
        scores[kind] += voc.issuer_weight
    if max(scores.values()) < voc.threshold:
        # OCR may have misread a letter of the very words that tell the kind
        _fuzzy_scores(head, whole, scores, head_titles, seen)
    pool = {k: v for k, v in scores.items() if k in titled} if titled else scores
    ranked = sorted(pool.items(), key=lambda kv: -kv[1])
    best, best_score = ranked[0]
    second = max((v for k, v in scores.items() if k != best), default=0.0)
    if best_score < voc.threshold:
        conf = round(min(0.5, 1.0 - best_score / (best_score + voc.saturation)), 3)
        return Classification(UNKNOWN, conf, scores)
    absolute = best_score / (best_score + voc.saturation)
    margin = max(0.0, best_score - second) / best_score
    conf = absolute * (0.55 + 0.45 * margin)
    if best not in head_titles:
        # sure only of a kind whose title (or issuer-bound title) is read in the head;
        # body vocabulary alone says "probably" (issue 12, round 9)
        conf = min(conf, UNTITLED_CAP)
    line = _title_line(best, title_zone)
    opens = best in titled or bool(line)
    return Classification(best, round(min(0.99, conf), 3), scores, best in head_titles, opens, line)


def _title_line(kind: str, title_zone: Sequence[str]) -> str:
    """The first title-zone line that matches ``kind``'s title pattern or opens with one
    of its title phrases, else ""."""
    pats = title_patterns().get(kind, ()) + issuer_title_patterns().get(kind, ())
    phrases = [label_key(p) for p in title_phrases().get(kind, {})]
    for line in title_zone:
        if any(p.search(line) for p in pats) or any(line.startswith(p) for p in phrases):
            return line
    return ""


def _contains(text: str, phrase: str) -> bool:
    return (
        bool(phrase)
        and re.search(rf"(?<![A-Z0-9]){re.escape(phrase)}(?![A-Z0-9])", text) is not None
    )


def _title_shaped(line: str) -> bool:
    """A line that can be a title: printed in capitals, or short and capitalised; not a
    wrapped line of prose ("balanço patrimonial e a demonstração do resultado…")."""
    letters = [c for c in line if c.isalpha()]
    if not letters:
        return False
    if sum(c.isupper() for c in letters) >= 0.6 * len(letters):
        return True
    return len(line.split()) <= 8 and letters[0].isupper()


def _prose(line: str) -> bool:
    """A line of running prose: a long sentence whose words are mostly in lower case
    and broken by commas (a title is short, or capitalised word by word)."""
    words = line.split()
    long = [w for w in words if sum(c.isalpha() for c in w) >= 4]
    if len(words) < 8 or len(long) < 4 or ("," not in line and len(words) < 12):
        return False
    return sum(w[0].islower() for w in long) >= 0.5 * len(long)


def _titled_kinds(title_zone: Sequence[str], named: set[str]) -> set[str]:
    """The kinds whose title pattern (catalog) a line of the title zone matches, and the
    kinds of `named` (an issuer of theirs in the head) whose issuer-bound title does."""
    out = {
        kind
        for kind, pats in title_patterns().items()
        if any(p.search(line) for p in pats for line in title_zone)
    }
    out |= {
        kind
        for kind, pats in issuer_title_patterns().items()
        if kind in named and any(p.search(line) for p in pats for line in title_zone)
    }
    return out


@cache
def _fuzzy_patterns() -> tuple[tuple[str, str, str, re.Pattern[str]], ...]:
    """(kind, "title"|"label", phrase, OCR-tolerant regex) for every phrase."""
    voc = _vocabulary()
    min_len = int(load_yaml("classify.yaml")["settings"].get("fuzzy_min_len", 6))
    out = []
    for kind, part, phrase in voc.weights:
        body = r"\s?".join(one_letter_regex(t, min_len) for t in phrase.split())
        out.append((kind, part, phrase, re.compile(rf"(?<![A-Z0-9]){body}(?![A-Z0-9])")))
    return tuple(out)


def _fuzzy_scores(
    head: str,
    whole: str,
    scores: dict[str, float],
    head_titles: set[str],
    seen: set[tuple[str, str, str]],
) -> None:
    """Add the phrases found only with one misread letter per long word (in place)."""
    voc = _vocabulary()
    for kind, part, phrase, rx in _fuzzy_patterns():
        key = (kind, part, phrase)
        if key in seen:
            continue
        weight = voc.weights[key]
        if part == "title" and rx.search(head):
            scores[kind] += weight
            head_titles.add(kind)
        elif rx.search(whole):
            scores[kind] += weight * (voc.body_factor if part == "title" else 1.0)
        else:
            continue
        seen.add(key)


def classify_lines(lines: Sequence[Line]) -> Classification:
    """Score every kind on position-ordered lines."""
    return score_lines([ln.text for ln in lines])


def classify_page(page: Page) -> Classification:
    """The kind of one page; its title zone counts every line printed in the page's top
    band (a two-column head interleaves its short lines: the bill's title was the
    ninth line; issue 12, round 9)."""
    lines = page_lines(page)
    band = page.height * _vocabulary().title_band
    top = sum(1 for ln in lines[: 2 * _vocabulary().title_lines] if ln.bbox[1] <= band)
    return score_lines([ln.text for ln in lines], top)


def classify_text(text: str) -> Classification:
    """The kind of a plain text (one line per text line)."""
    return score_lines(text.splitlines())


def classify_pages(pages: Sequence[Page]) -> Classification:
    """The kind of a group of pages taken together (one document)."""
    lines: list[str] = []
    for page in pages:
        lines.extend(ln.text for ln in page_lines(page))
    return score_lines(lines)
