"""Position helpers: lines, label search, and the value that lives right of or below a label.

Extractors never trust the order of words in a text layer (the CRLV-e prints all its
labels first and the values afterwards, in another order). They group words into
lines by geometry, find a label by its folded text (no accents, no punctuation, upper
case, optional leading field number as on the 2022 CNH: ``4b VALIDADE``), and take the
value from the region where it is printed: right of the label on the same line, or
in the label's column on the lines below.
"""

from __future__ import annotations

import re
import unicodedata
from collections.abc import Callable, Iterable, Sequence
from dataclasses import dataclass, field
from typing import Any

from intake.models import Page, Word

BBox = tuple[float, float, float, float]

_FIELD_NUMBER = re.compile(r"^(\d{1,2}[A-Da-d]?|\d\s*E\s*\d)[.)]?$")


def fold(text: str) -> str:
    """Upper case without accents; ``º``/``ª`` become ``O``/``A`` (compatibility forms)."""
    decomposed = unicodedata.normalize("NFKD", text)
    return "".join(c for c in decomposed if not unicodedata.combining(c)).upper()


_ORDINALS = str.maketrans("ºª°", "   ")


def label_key(text: str) -> str:
    """The form labels are compared in: folded, punctuation as spaces, single spaces.

    The ordinal indicators and the degree sign are punctuation here: OCR reads one for
    another ("1ª HABILITAÇÃO" as "1º", "Nº" as "N°"), and folding would otherwise turn
    them into the letters A and O.
    """
    return " ".join(re.sub(r"[^A-Z0-9]+", " ", fold(text.translate(_ORDINALS))).split())


def union(boxes: Iterable[BBox]) -> BBox | None:
    """The smallest box holding every box given, or None for none."""
    items = list(boxes)
    if not items:
        return None
    return (
        min(b[0] for b in items),
        min(b[1] for b in items),
        max(b[2] for b in items),
        max(b[3] for b in items),
    )


@dataclass
class Line:
    """Words sharing a baseline, left to right."""

    words: list[Word]
    page: int

    @property
    def text(self) -> str:
        return " ".join(w.text for w in self.words)

    @property
    def bbox(self) -> BBox:
        box = union(w.bbox for w in self.words)
        assert box is not None
        return box

    @property
    def height(self) -> float:
        b = self.bbox
        return max(1.0, b[3] - b[1])


def group_lines(words: Sequence[Word], page: int = 1) -> list[Line]:
    """Cluster words into lines by vertical overlap, top to bottom, each left to right."""
    heights = sorted(max(1.0, w.bbox[3] - w.bbox[1]) for w in words)
    median_h = heights[len(heights) // 2] if heights else 10.0
    ordered = sorted(words, key=lambda w: ((w.bbox[1] + w.bbox[3]) / 2, w.bbox[0]))
    lines: list[list[Word]] = []
    spans: list[tuple[float, float]] = []
    vertical: list[Word] = []
    for w in ordered:
        y0, y1 = w.bbox[1], w.bbox[3]
        h = max(1.0, y1 - y0)
        if h > 3 * median_h and h > 2 * (w.bbox[2] - w.bbox[0]):
            vertical.append(w)  # printed sideways (CNH espelho): a line of its own
            continue
        cy = (y0 + y1) / 2
        placed = False
        # Only the last few lines can hold this word (words come sorted by centre).
        for i in range(len(lines) - 1, max(-1, len(lines) - 4), -1):
            ly0, ly1 = spans[i]
            lh = max(1.0, ly1 - ly0)
            if ly0 - 0.1 * lh <= cy <= ly1 + 0.1 * lh and abs((ly0 + ly1) / 2 - cy) < 0.6 * max(h, lh):
                lines[i].append(w)
                # A running mean, not a union: a skewed line must not swallow the next.
                n = len(lines[i])
                spans[i] = (ly0 + (y0 - ly0) / n, ly1 + (y1 - ly1) / n)
                placed = True
                break
        if not placed:
            lines.append([w])
            spans.append((y0, y1))
    result = [Line(sorted(ws, key=lambda w: w.bbox[0]), page) for ws in lines]
    result.extend(Line([w], page) for w in vertical)
    result.sort(key=lambda ln: (ln.bbox[1] + ln.bbox[3]) / 2)
    return result


def page_lines(page: Page) -> list[Line]:
    """The lines of a page."""
    return group_lines(page.words, page.number)


def page_text(page: Page) -> str:
    """The page's text rebuilt by position: one line per visual line."""
    return "\n".join(ln.text for ln in page_lines(page))


@dataclass
class LabelHit:
    """Where a label was found: the words that print it (and its field number, if any)."""

    name: str
    words: list[Word]
    line: Line
    line_index: int

    @property
    def bbox(self) -> BBox:
        box = union(w.bbox for w in self.words)
        assert box is not None
        return box

    @property
    def page(self) -> int:
        return self.line.page


@dataclass
class LabelIndex:
    """Every label of a vocabulary found on a page, without overlaps (longest wins)."""

    lines: list[Line]
    hits: dict[str, list[LabelHit]] = field(default_factory=dict)
    all_hits: list[LabelHit] = field(default_factory=list)

    def first(self, name: str) -> LabelHit | None:
        found = self.hits.get(name)
        return found[0] if found else None

    def hits_on_line(self, line_index: int) -> list[LabelHit]:
        return [h for h in self.all_hits if h.line_index == line_index]


def _line_keys(line: Line) -> tuple[str, list[tuple[int, int, int]]]:
    """The line's label key text and, per word, its (start, end, word index) span."""
    parts: list[str] = []
    spans: list[tuple[int, int, int]] = []
    pos = 0
    for i, w in enumerate(line.words):
        key = label_key(w.text)
        if not key:
            continue
        if parts:
            pos += 1
        parts.append(key)
        spans.append((pos, pos + len(key), i))
        pos += len(key)
    return " ".join(parts), spans


def _fuzzy_token(tok: str) -> str:
    """A label word; long words tolerate one misread letter (OCR ``PEGISTRO``)."""
    if len(tok) < 7 or not tok.isalpha():
        return re.escape(tok)
    variants = [re.escape(tok)] + [re.escape(tok[:i]) + "[A-Z0-9]" + re.escape(tok[i + 1:])
                                   for i in range(len(tok))]
    return "(?:" + "|".join(variants) + ")"


def _label_regex(label: str) -> re.Pattern[str]:
    key = label_key(label)
    # OCR may merge or split words: spaces inside a label are optional.
    body = r" ?".join(_fuzzy_token(tok) for tok in key.split())
    return re.compile(rf"(?<![A-Z0-9]){body}(?![A-Z0-9])")


def build_index(lines: list[Line], vocabulary: dict[str, Sequence[str]]) -> LabelIndex:
    """Find every label of ``vocabulary`` (field name → printed variants) in ``lines``.

    Overlapping matches are resolved longest first, so ``PLACA ANTERIOR / UF`` is not
    also read as ``PLACA``. A field number right before a label joins the hit.
    """
    index = LabelIndex(lines=lines)
    patterns = [
        (name, _label_regex(v), len(label_key(v)))
        for name, variants in vocabulary.items()
        for v in variants
        if label_key(v)
    ]
    patterns.sort(key=lambda p: -p[2])
    fuzzy = sorted(
        {(name, label_key(v).replace(" ", ""), len(label_key(v).split()))
         for name, variants in vocabulary.items() for v in variants
         if fuzzy_budget(len(label_key(v).replace(" ", ""))) > 0},
        key=lambda t: (-len(t[1]), t[0], t[1]),
    )
    for li, line in enumerate(lines):
        text, spans = _line_keys(line)
        if not text:
            continue
        taken: list[tuple[int, int]] = []
        found: list[tuple[int, LabelHit]] = []
        for name, rx, _ in patterns:
            for m in rx.finditer(text):
                s, e = m.span()
                if any(s < te and ts < e for ts, te in taken):
                    continue
                # A label starts at a word start; partial words are not labels.
                idx = [wi for ws, we, wi in spans if ws < e and s < we]
                starts = {ws for ws, _, _ in spans}
                if s not in starts:
                    continue
                if not _standalone(line, idx):
                    continue
                taken.append((s, e))
                first = idx[0]
                if first > 0 and _FIELD_NUMBER.match(line.words[first - 1].text.strip()):
                    idx.insert(0, first - 1)
                hit = LabelHit(name, [line.words[i] for i in idx], line, li)
                found.append((s, hit))
        # A one-word label of a few letters found exactly ("DATA") may be the start of a
        # longer label OCR garbled ("DATA MESSÃO"): the longer fuzzy match takes it over.
        weak = [h for _, h in found if len(h.words) == 1 and len(label_key(h.words[0].text)) <= 5
                and h.words[0].source == "ocr"]
        strong_ids = {id(w) for _, h in found if not any(h is x for x in weak) for w in h.words}
        fuzzy_found = _fuzzy_hits(line, li, fuzzy, strong_ids)
        fuzzy_ids = {id(w) for _, h in fuzzy_found for w in h.words}
        found_words = [(line.words.index(h.words[0]), h) for _, h in found
                       if not (any(h is x for x in weak) and id(h.words[0]) in fuzzy_ids)]
        found_words += fuzzy_found
        for _, hit in sorted(found_words, key=lambda t: t[0]):
            index.hits.setdefault(hit.name, []).append(hit)
            index.all_hits.append(hit)
    return index


# OCR of small print garbles labels ("REGASTRO", "none", "WAL IDADE", "casERvaÇÕES"):
# on OCR words a label also matches within this many edits, by its length.
def fuzzy_budget(n: int) -> int:
    """Edits tolerated in a label of `n` letters read by OCR."""
    return 0 if n < 4 else 1 if n < 8 else 2 if n < 14 else 3


def edit_distance(a: str, b: str, limit: int) -> int:
    """Levenshtein distance of `a` and `b`, or `limit + 1` as soon as it exceeds `limit`."""
    if abs(len(a) - len(b)) > limit:
        return limit + 1
    prev = list(range(len(b) + 1))
    for i, ca in enumerate(a, 1):
        cur = [i] + [0] * len(b)
        best = cur[0]
        for j, cb in enumerate(b, 1):
            cur[j] = min(prev[j] + 1, cur[j - 1] + 1, prev[j - 1] + (ca != cb))
            best = min(best, cur[j])
        if best > limit:
            return limit + 1
        prev = cur
    return prev[-1]


def _fuzzy_hits(line: Line, li: int, fuzzy: list[tuple[str, str, int]], taken: set[int]
                ) -> list[tuple[int, LabelHit]]:
    """Labels read with OCR errors: runs of a line's OCR words, not already a label,
    within `fuzzy_budget` edits of a label (spaces ignored), longest labels first.

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
        budget = fuzzy_budget(len(target))
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


def _standalone(line: Line, idx: list[int]) -> bool:
    """True when the words ``idx`` print a label, not the same words inside prose.

    A label starts its line, follows a wide gap, or ends with a colon; and it is not
    followed by a lower-case word (``em nome de …`` is prose, ``NOME:`` is a label).
    """
    words = line.words
    last = words[idx[-1]]
    nxt = words[idx[-1] + 1] if idx[-1] + 1 < len(words) else None
    colon = last.text.rstrip().endswith(":") or (nxt is not None and nxt.text.strip() in (":", "-"))
    if not colon and nxt is not None and nxt.text[:1].islower():
        return False
    first = idx[0]
    if colon or all(not label_key(w.text) or _stray(w) for w in words[:first]):
        return True  # starts its line (stray OCR marks before it do not count)
    if _FIELD_NUMBER.match(words[first - 1].text.strip()):
        return True  # a numbered label (2022 CNH: "3 DATA, LOCAL E UF DE NASCIMENTO")
    prev = words[first - 1]
    gap = words[first].bbox[0] - prev.bbox[2]
    return gap > 1.0 * line.height


def _stray(word: Word) -> bool:
    """An OCR mark rather than a word: one or two characters read with low confidence
    (a cell's border or a photo's edge read as ``E)`` or ``|``)."""
    return word.source == "ocr" and len(label_key(word.text).replace(" ", "")) <= 2 and word.confidence < 0.6


def _overlaps_any(word: Word, boxes: Sequence[BBox]) -> bool:
    """True when most of the word lies inside one of the boxes (a label, not a value)."""
    x0, y0, x1, y1 = word.bbox
    area = max(1e-6, (x1 - x0) * (y1 - y0))
    for b in boxes:
        ix = min(x1, b[2]) - max(x0, b[0])
        iy = min(y1, b[3]) - max(y0, b[1])
        if ix > 0 and iy > 0 and ix * iy > 0.5 * area:
            return True
    return False


def right_of(hit: LabelHit, index: LabelIndex, max_gap_lines: float = 4.0) -> list[Word]:
    """Words on the label's line to its right, up to the next label or a wide gap."""
    line = hit.line
    hx1 = hit.bbox[2]
    label_ids = {id(w) for h in index.hits_on_line(hit.line_index) for w in h.words}
    out: list[Word] = []
    last_x = hx1
    gap = max_gap_lines * line.height
    for w in line.words:
        if w.bbox[0] < hx1 - 1:
            continue
        if id(w) in label_ids:
            break
        # Forms align values in a column far from short labels: the first value word may
        # sit far right; after it, a wide gap ends the value.
        if w.bbox[0] - last_x > (gap if out else 6 * gap):
            break
        out.append(w)
        last_x = w.bbox[2]
    # Strip a separator printed right after the label ("Nome:" / "CPF -").
    while out and label_key(out[0].text) == "":
        out = out[1:]
    return out


def column_of(hit: LabelHit, index: LabelIndex, page_width: float | None = None) -> tuple[float, float]:
    """The label's column: from its left edge to the next label on its line."""
    x0 = hit.bbox[0]
    right = page_width if page_width is not None else float("inf")
    for other in index.hits_on_line(hit.line_index):
        ox0 = other.bbox[0]
        if ox0 > hit.bbox[2] - 1 and ox0 < right:
            right = ox0
    return x0, right


def _owner(word: Word, peers: Sequence[LabelHit]) -> LabelHit | None:
    """The label (of one label line) a value word belongs to: the nearest left edge
    among the labels starting before the word's centre (values drift a little left)."""
    if not peers:
        return None
    centre = (word.bbox[0] + word.bbox[2]) / 2
    before = [p for p in peers if p.bbox[0] <= centre] or [peers[0]]
    return min(before, key=lambda p: abs(p.bbox[0] - word.bbox[0]))


def below(
    hit: LabelHit,
    index: LabelIndex,
    max_lines: int = 1,
    max_distance_lines: float = 3.5,
    slack: float | None = None,
    stop_at_labels: bool = True,
) -> list[list[Word]]:
    """Value lines under the label, in its column; stops at the next label below.

    Returns up to ``max_lines`` lists of words (one per visual line).
    """
    lines = index.lines
    col_x0, col_x1 = column_of(hit, index)
    h = hit.line.height
    pad = slack if slack is not None else 1.2 * h
    lo = col_x0 - pad
    peers = sorted(index.hits_on_line(hit.line_index), key=lambda x: x.bbox[0])
    label_boxes = [x.bbox for x in index.all_hits]
    result: list[list[Word]] = []
    prev_bottom = hit.bbox[3]
    for li in range(hit.line_index + 1, len(lines)):
        line = lines[li]
        top = line.bbox[1]
        if top - prev_bottom > max_distance_lines * h:
            break
        # a word mostly left of the column (the next column's value) is not this one's
        in_col = [w for w in line.words
                  if _owner(w, peers) is hit and (w.bbox[0] + w.bbox[2]) / 2 > lo
                  and w.bbox[0] < col_x1]
        if not in_col:
            continue
        if in_col[0].source == "ocr" and in_col[0].bbox[0] > hit.bbox[0] + max(
                hit.bbox[2] - hit.bbox[0], 12 * h):
            # values are printed from their label's left edge: a word far right in a wide
            # column is another box's print (a QR code's caption) OCR put on a line here
            continue
        if stop_at_labels:
            flags = [_overlaps_any(w, label_boxes) for w in in_col]
            if flags[0]:
                break  # the next label of this column: no (more) value
            if any(flags):
                in_col = in_col[: flags.index(True)]  # another column's label further right
        result.append(in_col)
        prev_bottom = max(w.bbox[3] for w in in_col)
        if len(result) >= max_lines:
            break
    return result


def text_of(words: Sequence[Word]) -> str:
    """The words' text joined by single spaces."""
    return " ".join(w.text for w in words).strip()


def confidence_of(words: Sequence[Word]) -> float:
    """The weakest word's confidence (a value is as sure as its worst word)."""
    return min((w.confidence for w in words), default=0.0)


def value_confidence(words: Sequence[Word], value: Any) -> float:
    """The confidence of the words that print `value` (a crop's re-read also returns the
    specks and borders around it, read at confidence 0); all the words when the value
    is not found among them as printed."""
    v = label_key(str(value)).replace(" ", "")
    keys = [(w, label_key(w.text).replace(" ", "")) for w in words]
    own = [w for w, k in keys if k and v and (k in v or v in k)]
    return confidence_of(own or words)


def bbox_of(words: Sequence[Word]) -> BBox | None:
    """The union of the words' boxes."""
    return union(w.bbox for w in words)


# --------------------------------------------------------------------------------------
# Reading a field where it lives
# --------------------------------------------------------------------------------------

RegionReader = Callable[[int, BBox, str], "list[Word] | None"]
"""Re-reads a crop of a page: ``(page number, bbox in points, profile) -> words``.

Profiles name the kind of value expected (``digits``, ``date``, ``alnum``, ``text``)
so the OCR can pick its page-segmentation mode and character whitelist; ``"digits:1"``,
``"digits:2"``… ask for the next ways of reading it, and None means there is no more.
"""

MAX_ATTEMPTS = 4

Parsed = tuple[Any, bool | None]
"""A parser's answer: the normalised value and whether it passed its check (None: no check)."""

Parser = Callable[[str], "Parsed | None"]


@dataclass
class Candidate:
    """One reading of a field: value, validity, evidence and how it was found."""

    value: Any
    valid: bool | None
    words: list[Word]
    page: int
    confidence: float
    method: str  # "label-right", "label-below", "reocr", "pattern", …

    @property
    def bbox(self) -> BBox | None:
        return bbox_of(self.words)


# The confidence from which a label's reading ends the search for the field (`read`).
SETTLED = 0.3


def best(candidates: Iterable[Candidate | None]) -> Candidate | None:
    """The candidate whose check passed, then the most confident one."""
    items = [c for c in candidates if c is not None]
    if not items:
        return None
    rank = {True: 2, None: 1, False: 0}
    # A re-read that does not pass its check either is no better than the first reading.
    return max(items, key=lambda c: (rank[c.valid], c.valid is not False or c.method != "reocr",
                                     c.confidence))


class PageReader:
    """Label index and value regions of a group of pages, with optional re-OCR."""

    def __init__(
        self,
        pages: Sequence[Page],
        vocabulary: dict[str, Sequence[str]],
        reocr: RegionReader | None = None,
    ) -> None:
        self.pages = list(pages)
        self.vocabulary = vocabulary
        self.reocr = reocr
        self.lines: dict[int, list[Line]] = {p.number: page_lines(p) for p in self.pages}
        self.indexes: dict[int, LabelIndex] = {
            n: build_index(lines, vocabulary) for n, lines in self.lines.items()
        }
        self._source = {p.number: p.source for p in self.pages}

    def all_lines(self) -> list[Line]:
        return [ln for p in self.pages for ln in self.lines[p.number]]

    def text(self) -> str:
        return "\n".join(ln.text for ln in self.all_lines())

    def hits(self, name: str) -> list[LabelHit]:
        out: list[LabelHit] = []
        for p in self.pages:
            out.extend(self.indexes[p.number].hits.get(name, []))
        return out

    def add_hit(self, name: str, words: Sequence[Word]) -> LabelHit | None:
        """Register ``words`` as a hit of label ``name`` (an extractor's own finding, e.g.
        a label OCR garbled beyond `fuzzy_budget` but recognisable by its place)."""
        for n, lines in self.lines.items():
            for li, line in enumerate(lines):
                if words and any(w is words[0] for w in line.words):
                    hit = LabelHit(name, list(words), line, li)
                    index = self.indexes[n]
                    index.hits.setdefault(name, []).append(hit)
                    index.all_hits.append(hit)
                    return hit
        return None

    def regions(self, hit: LabelHit, where: Sequence[str], max_lines: int = 1) -> list[tuple[str, list[Word]]]:
        """The candidate value regions of a label, in the order asked."""
        index = self.indexes[hit.page]
        out: list[tuple[str, list[Word]]] = []
        for mode in where:
            if mode == "right":
                words = right_of(hit, index)
                if words:
                    out.append(("label-right", words))
            elif mode == "below":
                rows = below(hit, index, max_lines=max_lines)
                if rows:
                    out.append(("label-below", [w for row in rows for w in row]))
        return out

    def read(
        self,
        name: str,
        parse: Parser,
        where: Sequence[str] = ("right", "below"),
        max_lines: int = 1,
        profile: str = "text",
    ) -> Candidate | None:
        """The best reading of the field printed under the label ``name``."""
        cands: list[Candidate] = []
        for hit in self.hits(name):
            for method, words in self.regions(hit, where, max_lines):
                parsed = parse(text_of(words))
                first: Candidate | None = None
                if parsed is not None:
                    first = Candidate(parsed[0], parsed[1], words, hit.page,
                                      confidence_of(words), method)
                    cands.append(first)
                # Re-read the crop only where the first reading is doubtful.
                doubtful = first is None or first.valid is False or first.confidence < 0.8
                if doubtful and self._source.get(hit.page) == "ocr" and self.reocr is not None:
                    c = self._reread(hit.page, words, parse, profile)
                    if c is not None:
                        cands.append(c)
            if (not cands and self._source.get(hit.page) == "ocr" and self.reocr is not None):
                # The page OCR missed the value: read the region where it should be.
                for box in self._expected_boxes(hit, where):
                    c = self._reread_box(hit.page, box, parse, profile)
                    if c is not None:
                        cands.append(c)
                        break
            # a reading the OCR was not sure of does not settle the field: the next
            # labels are read too and the most confident reading wins (issue 3: a
            # title line taken for a label gave an unsure "código" that hid the real one)
            if cands and any(c.valid is not False and c.confidence >= SETTLED for c in cands):
                break
        return best(cands)

    def _expected_boxes(self, hit: LabelHit, where: Sequence[str]) -> list[BBox]:
        """Where a label's value is printed when no word was read there."""
        index = self.indexes[hit.page]
        _x0, y0, x1, y1 = hit.bbox
        h = max(4.0, y1 - y0)
        page = next(p for p in self.pages if p.number == hit.page)
        col_x0, col_x1 = column_of(hit, index, page.width)
        boxes: list[BBox] = []
        for mode in where:
            if mode == "below":
                # Inside the cell: clear of its borders, which confuse a one-line read;
                # a label in small print may sit right on top of a bigger value.
                # Not across the page either: a QR code beside a short value would be
                # the crop's inkiest line.
                boxes.append((max(0.0, col_x0 - 0.1 * h), y1 + 0.1 * h,
                              min(page.width, col_x1 - 0.8 * h, col_x0 + 40 * h), y1 + 2.1 * h))
            elif mode == "right":
                nxt = [o.bbox[0] for o in index.hits_on_line(hit.line_index) if o.bbox[0] > x1]
                boxes.append((x1 + 0.2 * h, y0 - 0.2 * h,
                              min(nxt) - 0.2 * h if nxt else min(page.width, x1 + 40 * h), y1 + 0.2 * h))
        return [b for b in boxes if b[2] - b[0] > h and b[3] > b[1]]

    def _attempts(self, page: int, box: BBox, parse: Parser, profile: str
                  ) -> list[tuple[list[Word], Parsed]]:
        """Read the crop with each way of the profile until a reading passes its check
        (or, for values without a check, parses at all). The first reading is always
        kept; a later one only when its check digits or format pass."""
        out: list[tuple[list[Word], Parsed]] = []
        if self.reocr is None:
            return out
        for i in range(MAX_ATTEMPTS):
            try:
                got = self.reocr(page, box, profile if i == 0 else f"{profile}:{i}")
            except Exception:  # re-reading is an improvement, never a reason to fail
                break
            if got is None:
                break
            parsed = parse(text_of(got)) if got else None
            if parsed is None:
                continue
            if out and parsed[1] is not True:
                continue  # a later way of reading counts only when its check passes
            out.append((list(got), parsed))
            if parsed[1] is not False:
                break
        return out

    def _reread_box(self, page: int, box: BBox, parse: Parser, profile: str) -> Candidate | None:
        return best(Candidate(parsed[0], parsed[1], got, page,
                              round(value_confidence(got, parsed[0]) * 0.9, 3), "reocr-region")
                    for got, parsed in self._attempts(page, box, parse, profile))

    def _reread(self, page: int, words: list[Word], parse: Parser, profile: str) -> Candidate | None:
        box = bbox_of(words)
        if box is None or self.reocr is None:
            return None
        h = box[3] - box[1]
        crop = (box[0] - h, box[1] - 0.4 * h, box[2] + h, box[3] + 0.4 * h)
        # The crop's words carry the crop's confidences; keep the original boxes as evidence.
        return best(Candidate(parsed[0], parsed[1], words, page, value_confidence(got, parsed[0]),
                              "reocr")
                    for got, parsed in self._attempts(page, crop, parse, profile))

    def reread(self, page: int, words: list[Word], parse: Parser, profile: str = "text"
               ) -> Candidate | None:
        """Re-read the crop of `words` (OCR pages only; None without a re-OCR hook)."""
        if self._source.get(page) != "ocr" or self.reocr is None:
            return None
        return self._reread(page, words, parse, profile)

    def find_pattern(
        self, regex: re.Pattern[str], parse: Parser, factor: float = 0.75
    ) -> list[Candidate]:
        """Every match of ``regex`` on a line, parsed; confidence lowered by ``factor``."""
        out: list[Candidate] = []
        for line in self.all_lines():
            for m in regex.finditer(line.text):
                parsed = parse(m.group(m.lastindex or 0) if m.lastindex else m.group(0))
                if parsed is None:
                    continue
                words = words_in_span(line, *m.span())
                out.append(Candidate(parsed[0], parsed[1], words, line.page,
                                     round(confidence_of(words) * factor, 3), "pattern"))
        return out


def words_in_span(line: Line, start: int, end: int) -> list[Word]:
    """The words of ``line`` covering characters ``start:end`` of ``line.text``."""
    out: list[Word] = []
    pos = 0
    for w in line.words:
        ws, we = pos, pos + len(w.text)
        if ws < end and start < we:
            out.append(w)
        pos = we + 1
    return out


# --------------------------------------------------------------------------------------
# Values as OCR reads them
# --------------------------------------------------------------------------------------

# A slash of a date read as one of these (or dropped): "17111968", "1711111968".
_SLASHY = "1/|lI7\\"
_DIGITISH = re.compile(r"[0-9OoIlSB|/\\]{8,10}")


def parse_date_ocr(text: str) -> Parsed | None:
    """A ``dd/mm/aaaa`` date as OCR reads small print: `generic.parse_date` first, then a
    run whose slashes were dropped (``17111968``, ``1711/1968``) or read as ``1``, ``l``
    or ``|`` (``1711111968``). Only a real date between 1900 and 2100 counts, and only
    when the ways of splitting the run agree on one date."""
    from extractors.generic import digits_fixed, parse_date

    got = parse_date(text)
    if got is not None:
        return got
    for run in _DIGITISH.findall(text.replace(" ", "")):
        fixed = digits_fixed(run.replace("/", "#").replace("\\", "#"))
        n = len(run)
        splits: list[tuple[int, int, int]] = []  # starts of day, month, year
        if n == 8:
            splits = [(0, 2, 4)]
        elif n == 9:
            splits = [(0, 3, 5)] if run[2] in _SLASHY else []
            splits += [(0, 2, 5)] if run[4] in _SLASHY else []
        elif n == 10 and run[2] in _SLASHY and run[5] in _SLASHY:
            splits = [(0, 3, 6)]
        dates = {_iso(fixed[d:d + 2], fixed[m:m + 2], fixed[y:y + 4]) for d, m, y in splits}
        dates.discard(None)
        if len(dates) == 1:
            return dates.pop(), None
    return None


def _iso(day: str, month: str, year: str) -> str | None:
    import datetime as _dt

    if not (day.isdigit() and month.isdigit() and year.isdigit()):
        return None
    try:
        d = _dt.date(int(year), int(month), int(day))
    except ValueError:
        return None
    return d.isoformat() if 1900 <= d.year <= 2100 else None
