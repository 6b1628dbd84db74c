"""OCR-tolerant label finding: a label whose letters OCR misread, dropped or added.

`layout.build_index` finds labels exactly (a long word may have one letter replaced).
Scans and photos do worse: ``MUNICIMO`` for ``MUNICÍPIO``, ``COCIGO E DESCRIÇÃO DA
ATIVIDADE ECONDANCA PRINCIPAL``, ``TÍTULO DO > (NOME DE FANTASIA)`` with a word lost.
`fuzzy_hits` finds such a label on a line by aligning its words with the line's words
under a bounded edit distance (Levenshtein), and only where a label can stand (line
start, after a wide gap, or right after another label). It is the fallback for a field
whose label was not found at all, on OCR pages only.
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass

from extractors.layout import LabelHit, LabelIndex, Line, edit_distance, label_key


def allowance(token: str) -> int:
    """Misread letters tolerated in one label word: none in words of 1-2 letters (``DE``,
    ``UF``), one up to 5 letters, two up to 9, three beyond."""
    n = len(token)
    return 0 if n <= 2 else 1 if n <= 5 else 2 if n <= 9 else 3


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
        d = edit_distance(tok, toks[at].key, allowance(tok))
        return d if d <= allowance(tok) else None

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
                if tok.word in taken or abs(len(tok.key) - len(label[0])) > allowance(label[0]):
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


def label_like(line_text: str, vocabulary: dict[str, Sequence[str]]) -> bool:
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
                        if any(edit_distance(t, x, allowance(t)) <= allowance(t) for x in toks))
            if found >= max(2, -(-2 * len(sig) // 3)):
                return True
    return False
