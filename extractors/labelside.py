"""Which side of its labels a page prints its values on (issue 12, round 10).

Most forms print a label and its value under it (or right of it). Some print each value
on its line with a small label UNDER it (the CRLV-e of some DETRANs, the CNPJ card's
"comprovante" with lower-case labels, utility bills): read there as usual, a label's
"below" region is the next field's value — a wrong value read with full confidence.

The side is decided per page from the geometry of its label rows (lines printed mostly
by labels): a value line sits close to the label row it belongs to and farther from the
next one. Each label row with an aligned line right above it and a wider gap below votes
"under"; one with an aligned line right below and a wider gap above votes "above".
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import Literal

from extractors.labelhits import LabelHit, LabelIndex
from extractors.lines import Line
from extractors.text import label_key
from intake.models import Word

Side = Literal["above", "under", "ambiguous"]

# a value line farther than this (in label-row heights) belongs to no label row
_NEAR = 3.0
# a gap counts as "closer" when it is under this share of the other side's gap
_CLOSER = 0.85


@dataclass(frozen=True)
class _Votes:
    under: int
    above: int


def label_rows(index: LabelIndex) -> dict[int, list[LabelHit]]:
    """Line index → its hits, for the lines printed mostly by labels (a row of labels,
    not a value line that happens to hold a label word)."""
    out: dict[int, list[LabelHit]] = {}
    for hit in index.all_hits:
        out.setdefault(hit.line_index, []).append(hit)
    rows: dict[int, list[LabelHit]] = {}
    for li, hits in out.items():
        words = [w for w in index.lines[li].words if label_key(w.text)]
        ids = {id(w) for h in hits for w in h.words}
        inside = sum(1 for w in words if id(w) in ids)
        if words and inside >= 0.5 * len(words):
            rows[li] = hits
    return rows


def _aligned(line: Line, hits: list[LabelHit]) -> bool:
    """True when a word of ``line`` starts near a label's left edge (the value of one of
    the row's labels, printed from the same left edge)."""
    tol = 1.5 * max(h.line.height for h in hits)
    return any(abs(w.bbox[0] - h.bbox[0]) <= tol for w in line.words for h in hits)


def _small_print(hits: list[LabelHit]) -> bool:
    """True when the row's labels are printed in lower case ("código renavam", "nome
    empresarial"): the captions printed under values; a box's upper-case heading
    ("CÓDIGO RENAVAM") heads a value printed under it."""
    words = [w for h in hits for w in h.words if any(c.isalpha() for c in w.text)]
    lower = [w for w in words if w.text[:1].islower()]
    return bool(words) and len(lower) >= 0.6 * len(words)


def _votes(index: LabelIndex) -> _Votes:
    rows = label_rows(index)
    lines = index.lines
    under = above = 0
    for li, hits in rows.items():
        row = lines[li]
        if not _small_print(hits):
            continue  # an upper-case label heads its box, the value under it
        h = row.height
        prev = lines[li - 1] if li > 0 and li - 1 not in rows else None
        nxt = lines[li + 1] if li + 1 < len(lines) and li + 1 not in rows else None
        inf = float("inf")
        ga = row.bbox[1] - prev.bbox[3] if prev is not None else inf
        gb = nxt.bbox[1] - row.bbox[3] if nxt is not None else inf
        ga = ga if ga <= _NEAR * h else inf
        gb = gb if gb <= _NEAR * h else inf
        if prev is not None and ga < inf and ga < _CLOSER * gb and _aligned(prev, hits):
            under += 1
        elif nxt is not None and gb < inf and gb < _CLOSER * ga and _aligned(nxt, hits):
            above += 1
    return _Votes(under, above)


def page_side(index: LabelIndex) -> Side:
    """``"under"`` when the page prints its labels under their values, ``"above"`` when
    over them (or right of them: the usual forms), ``"ambiguous"`` when its label rows
    disagree (its values are then read as usual but never sure)."""
    v = _votes(index)
    if v.under < 2:
        return "above"
    if v.under >= 2 * v.above:
        return "under"
    return "above" if v.above >= 2 * v.under else "ambiguous"


def above(hit: LabelHit, index: LabelIndex, max_distance_lines: float = _NEAR) -> list[Word]:
    """The value printed right above a label (labels-under layout): the words of the
    nearest line above, within the label's column as its row's labels split it."""
    peers = sorted((h for h in index.hits_on_line(hit.line_index)), key=lambda x: x.bbox[0])
    label_ids = {id(w) for h in index.all_hits for w in h.words}
    h = hit.line.height
    top = hit.bbox[1]
    for li in range(hit.line_index - 1, -1, -1):
        line = index.lines[li]
        if top - line.bbox[3] > max_distance_lines * h:
            return []
        words = [w for run in _runs(line) if _owner(run[0], peers, h) is hit for w in run]
        if not words:
            continue
        if any(id(w) in label_ids for w in words):
            return []  # the row above is another label row: no value printed here
        return words
    return []


def _runs(line: Line) -> list[list[Word]]:
    """The line's words in runs split at gaps wider than its height: a value printed in
    one piece belongs to one label, whatever the labels' edges under its last words."""
    out: list[list[Word]] = []
    for w in line.words:
        if out and w.bbox[0] - out[-1][-1].bbox[2] <= line.height:
            out[-1].append(w)
        else:
            out.append([w])
    return out


def _owner(word: Word, peers: list[LabelHit], h: float) -> LabelHit | None:
    """The label of ``peers`` (one label row) a value word above it belongs to: the one
    whose column holds the word's left edge (values start at their label's left edge)."""
    x = word.bbox[0]
    before = [p for p in peers if p.bbox[0] <= x + 1.5 * h]
    if not before:
        return None
    return max(before, key=lambda p: p.bbox[0])


def nearer_label_below(hit: LabelHit, words: list[Word], index: LabelIndex,
                       rows: set[int]) -> bool:
    """True when the value read under ``hit`` sits closer to a label row under it than
    to ``hit``: it may be that label's value printed above it (a layout the page's
    votes did not settle), so the reading must not be sure."""
    if not words:
        return False
    top = min(w.bbox[1] for w in words)
    bottom = max(w.bbox[3] for w in words)
    gap_up = top - hit.bbox[3]
    ids = {id(w) for w in words}
    li = next((i for i, ln in enumerate(index.lines) if any(id(w) in ids for w in ln.words)), None)
    if li is None or li + 1 >= len(index.lines) or li + 1 not in rows or li + 1 == hit.line_index:
        return False
    under_row = index.lines[li + 1]
    if len(index.hits_on_line(li + 1)) < 2 and len(under_row.words) > 4:
        return False  # a sentence under the value ("Confirme a autenticidade …"), no caption row
    gap_down = under_row.bbox[1] - bottom
    return gap_down < _CLOSER * gap_up and _aligned(index.lines[li], index.hits_on_line(li + 1) or [hit])
