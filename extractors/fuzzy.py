"""The one OCR-tolerant label matcher: a label whose letters OCR misread, dropped or added.

One tolerance table (`tolerance`) and one edit distance serve every fuzzy match
(issue 12: `layout.py` used to carry a second matcher with its own table):

- `one_letter_regex`: a long label word with one letter misread, inside the exact label
  regexes of `labelindex.build_index` and of the classifier's vocabulary;
- `fuzzy_index_hits`: runs of a line's OCR words within `tolerance` edits of a whole
  label (spaces ignored), used by `build_index` on OCR words;
- `fuzzy_hits`: the fallback for a field whose label was not found at all, on OCR pages
  (``MUNICIMO`` for ``MUNICÍPIO``, ``COCIGO E DESCRIÇÃO DA ATIVIDADE ECONDANCA PRINCIPAL``,
  a word lost): the label's words aligned with the line's words, each within its
  `tolerance`, only where a label can stand;
- `label_like`: whether a line prints one of a vocabulary's labels.
"""

from __future__ import annotations

import re
from collections.abc import Mapping, Sequence
from dataclasses import dataclass
from functools import cache

from rapidfuzz.distance import Levenshtein

from extractors.catalog import title_phrases
from extractors.labelhits import _FIELD_NUMBER, LabelHit, LabelIndex, _standalone
from extractors.lines import Line
from extractors.text import label_key


# The one tolerance table of OCR-misread labels (issue 12: the index and the fallback
# used two): letters that may be wrong in a label of `n` letters (a word, or a whole
# label with its spaces removed). None up to 3 letters ("CPF", "UF", "DE"), one up to 5,
# two up to 9, three beyond.
def tolerance(n: int) -> int:
    """Edits tolerated in a label (or label word) of ``n`` letters read by OCR."""
    return 0 if n < 4 else 1 if n < 6 else 2 if n < 10 else 3


def edit_distance(a: str, b: str, limit: int) -> int:
    """Levenshtein distance of `a` and `b`, or `limit + 1` when it exceeds `limit`.

    RapidFuzz's C++ implementation (issue 15: the pure-Python one was a third of
    extracting a scanned page's fields; same answers, pinned by tests/extractors/test_fuzzy)."""
    return int(Levenshtein.distance(a, b, score_cutoff=limit))


def one_letter_regex(tok: str, min_len: int = 7) -> str:
    """A regex for a label word in which one letter may be misread (OCR ``PEGISTRO``):
    words of ``min_len`` letters or more; shorter words and numbers must match exactly."""
    if len(tok) < min_len or not tok.isalpha():
        return re.escape(tok)
    variants = [re.escape(tok)] + [re.escape(tok[:i]) + "[A-Z0-9]" + re.escape(tok[i + 1:])
                                   for i in range(len(tok))]
    return "(?:" + "|".join(variants) + ")"


@cache
def _title_words() -> frozenset[str]:
    """The words of six letters or more of every kind's title phrases (catalog)."""
    return frozenset(w for phrases in title_phrases().values() for p in phrases
                     for w in label_key(p).split() if len(w) >= 6 and w.isalpha())


def fuzzy_index_hits(line: Line, li: int, fuzzy: list[tuple[str, str, int]], taken: set[int]
                ) -> list[tuple[int, LabelHit]]:
    """Labels read with OCR errors: runs of a line's OCR words, not already a label,
    within `tolerance` edits of a label (spaces ignored), longest labels first.

    A short word read with high confidence is the word it says, not a misread label;
    a run must look like a label where it stands (`_standalone`) and keep the first or
    the last letter of the label."""
    words = line.words
    keys = [label_key(w.text).replace(" ", "") for w in words]
    free = [id(w) not in taken and w.source == "ocr" and bool(k) and not k.isdigit()
            for w, k in zip(words, keys, strict=True)]
    if not any(free):
        return []
    out: list[tuple[int, LabelHit]] = []
    used: set[int] = set()
    for name, target, n_words in fuzzy:
        budget = tolerance(len(target))
        for i in range(len(words)):
            if not free[i] or i in used:
                continue
            text = ""
            for j in range(i, min(len(words), i + n_words + 1)):
                if not free[j] or j in used:
                    break
                text += keys[j]
                if len(text) > len(target) + budget:
                    break
                idx = list(range(i, j + 1))
                if len(text) < len(target) - budget or text == target:
                    continue
                if len(idx) == 1 and budget == 1 and words[i].confidence >= 0.93:
                    continue  # a short word read with confidence is that word
                if len(idx) == 1 and text in _title_words():
                    continue  # a title word read right ("DECLARAÇÃO") is not a misread label ("DECLARANTE")
                if text[0] != target[0] and text[-1] != target[-1]:
                    continue  # both ends wrong: another word, not a misread label
                if text.startswith(target) or text.endswith(target):
                    continue  # the label plus letters: another word (CATEGORIAS)
                if edit_distance(text, target, budget) > budget or not _standalone(line, idx):
                    continue
                if i > 0 and _FIELD_NUMBER.match(words[i - 1].text.strip()):
                    idx.insert(0, i - 1)
                used.update(idx)
                out.append((idx[0], LabelHit(name, [words[k] for k in idx], line, li)))
                break
    return out


@dataclass(frozen=True)
class _Token:
    key: str
    word: int  # index of the word in its line


def _tokens(line: Line) -> list[_Token]:
    out: list[_Token] = []
    for i, w in enumerate(line.words):
        for part in label_key(w.text).split():
            out.append(_Token(part, i))
    return out


def _align(label: list[str], toks: list[_Token], start: int) -> tuple[int, int, int] | None:
    """Match the label's words against the line's tokens from ``start``: each label word
    matches the next token within its allowance, or is missing (OCR lost it), or stands
    garbled where the next label word follows. Returns
    (letters matched, edits, end token index) or None when the first word is not there."""
    def fits(tok: str, at: int) -> int | None:
        if at >= len(toks):
            return None
        d = edit_distance(tok, toks[at].key, tolerance(len(tok)))
        return d if d <= tolerance(len(tok)) else None

    pos = start
    matched = edits = 0
    for k, tok in enumerate(label):
        d = fits(tok, pos)
        if d is not None:
            matched += len(tok)
            edits += d
            pos += 1
            continue
        if k == 0:
            return None
        if k + 1 < len(label) and fits(label[k + 1], pos + 1) is not None:
            pos += 1  # the word is there, garbled beyond recognition ("ECONDANCA")
    return matched, edits, pos


def _free_start(line: Line, word: int, taken: set[int]) -> bool:
    """True where a label can start: at the line start (after noise), after a wide gap,
    or right after another label."""
    words = line.words
    if all(not label_key(w.text) for w in words[:word]):
        return True
    if word - 1 in taken:
        return True
    return words[word].bbox[0] - words[word - 1].bbox[2] > 1.0 * line.height


def _label_shaped(line: Line, last: int, taken: set[int]) -> bool:
    """True when the words up to ``last`` end like a form label: with a colon, at the end
    of the line, before a wide gap, or right before another label."""
    words = line.words
    if words[last].text.rstrip().endswith((":", ";")):
        return True
    if last + 1 < len(words) and words[last + 1].text.strip()[:1] in (":", ";"):
        return True
    rest = [i for i in range(last + 1, len(words)) if label_key(words[i].text)]
    if not rest:
        return True
    nxt = rest[0]
    if words[nxt].text.strip()[:1] in (":", ";") or nxt in taken:
        return True
    return words[nxt].bbox[0] - words[last].bbox[2] > 2.0 * line.height


def fuzzy_hits(index: LabelIndex, name: str, variants: Sequence[str]) -> list[LabelHit]:
    """The lines of ``index`` that print one of ``variants`` with OCR errors, as hits of
    ``name`` (best match per line, not overlapping the labels already found)."""
    out: list[LabelHit] = []
    keys = [k.split() for k in {label_key(v) for v in variants} if k]
    for li, line in enumerate(index.lines):
        toks = _tokens(line)
        if not toks:
            continue
        where = {id(w): i for i, w in enumerate(line.words)}
        taken = {where[id(w)] for h in index.hits_on_line(li) for w in h.words if id(w) in where}
        best: tuple[float, int, int] | None = None
        for label in keys:
            total = sum(len(t) for t in label)
            if total < 6 or (len(label) == 1 and len(label[0]) < 6):
                continue  # too short to recognise when misread
            for s, tok in enumerate(toks):
                if tok.word in taken or abs(len(tok.key) - len(label[0])) > tolerance(len(label[0])):
                    continue
                got = _align(label, toks, s)
                if got is None:
                    continue
                matched, edits, end = got
                if matched < 0.7 * total or edits > 0.3 * matched:
                    continue
                span = range(tok.word, toks[end - 1].word + 1)
                if any(i in taken for i in span) or not _free_start(line, tok.word, taken):
                    continue
                if len(label) == 1 and edits > (2 if len(label[0]) >= 9 else 1):
                    continue  # one word: "CONDUTORES" is not a misread "CONDUTOR"
                if not _label_shaped(line, toks[end - 1].word, taken):
                    continue  # prose or a title ("data de emissão do laudo"), not a label
                score = matched - 2 * edits
                if best is None or score > best[0]:
                    best = (score, tok.word, toks[end - 1].word)
        if best is not None:
            _, w0, w1 = best
            out.append(LabelHit(name, line.words[w0: w1 + 1], line, li))
    return out


def label_like(line_text: str, vocabulary: Mapping[str, Sequence[str]]) -> bool:
    """True when a line prints one of the vocabulary's labels of two significant words or
    more, OCR errors allowed (a value region must not run into the next label)."""
    toks = [t for t in label_key(line_text).split() if len(t) >= 3]
    if len(toks) < 2:
        return False
    for variants in vocabulary.values():
        for v in variants:
            sig = [t for t in label_key(v).split() if len(t) >= 3]
            if len(sig) < 2:
                continue
            found = sum(1 for t in sig
                        if any(edit_distance(t, x, tolerance(len(t))) <= tolerance(len(t)) for x in toks))
            if found >= max(2, -(-2 * len(sig) // 3)):
                return True
    return False
