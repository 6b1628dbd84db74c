"""`PageReader`: the label index and value regions of a group of pages, with optional re-OCR.

Extractors never trust the order of words in a text layer (the CRLV-e prints all its
labels first and the values afterwards, in another order): they find a label by its
folded text and read the value where it is printed, right of the label or below it in
its column; on OCR pages a doubtful value is re-read from its crop.
"""

from __future__ import annotations

import re
from collections.abc import Mapping, Sequence

from extractors.candidate import (
    MAX_ATTEMPTS,
    SETTLED,
    Candidate,
    Parsed,
    Parser,
    RegionReader,
    best,
)
from extractors.labelhits import LabelHit, LabelIndex
from extractors.labelindex import build_index
from extractors.labelside import Side, above, label_rows, nearer_label_below, page_side
from extractors.lines import (
    Line,
    bbox_of,
    confidence_of,
    page_lines,
    text_of,
    value_confidence,
    words_in_span,
)
from extractors.regions import below, column_of, right_of
from extractors.text import BBox
from intake.models import Page, Word

# A label glued to its value by the colon ("Número:2026111893…", "Validade:19/11/2026"):
# two words, so that the label is found and its value read (issue 12). Not a URL's
# scheme ("https://…") nor a time (no letter before the colon).
_GLUED = re.compile(r"^([A-Za-zÀ-ÿ][A-Za-zÀ-ÿ.ºª°()]*:)([0-9A-Za-zÀ-ÿ](?!/).*)$")


def _unglued(page: Page) -> Page:
    """``page`` with each glued "label:value" word split in two (boxes by characters)."""
    if not any(_GLUED.match(w.text) for w in page.words):
        return page
    out: list[Word] = []
    for w in page.words:
        m = _GLUED.match(w.text)
        if m is None:
            out.append(w)
            continue
        x0, y0, x1, y1 = w.bbox
        cut = x0 + (x1 - x0) * len(m.group(1)) / len(w.text)
        out.append(w.model_copy(update={"text": m.group(1), "bbox": (x0, y0, cut, y1)}))
        out.append(w.model_copy(update={"text": m.group(2), "bbox": (cut, y0, x1, y1)}))
    return page.model_copy(update={"words": out})


def value_crop(box: BBox) -> BBox:
    """The crop a value's words are re-read from: their box widened by one line height
    on each side and 0.4 of it above and below (room for the glyphs' edges)."""
    h = box[3] - box[1]
    return (box[0] - h, box[1] - 0.4 * h, box[2] + h, box[3] + 0.4 * h)


class PageReader:
    """Label index and value regions of a group of pages, with optional re-OCR."""

    def __init__(
        self,
        pages: Sequence[Page],
        vocabulary: Mapping[str, Sequence[str]],
        reocr: RegionReader | None = None,
    ) -> None:
        self.pages = [_unglued(p) for p in pages]
        self.vocabulary = vocabulary
        self.reocr = reocr
        self.lines: dict[int, list[Line]] = {p.number: page_lines(p) for p in self.pages}
        self.indexes: dict[int, LabelIndex] = {
            n: build_index(lines, vocabulary) for n, lines in self.lines.items()
        }
        self._source = {p.number: p.source for p in self.pages}
        # issue 12, round 10: the side of its labels each page prints its values on
        self.sides: dict[int, Side] = {n: page_side(ix) for n, ix in self.indexes.items()}
        self._rows = {n: set(label_rows(ix)) for n, ix in self.indexes.items()}

    def under(self, hit: LabelHit) -> bool:
        """True when ``hit`` is one of a label row on a page printing labels under their
        values: its value is the line above it, never right of it nor below."""
        return self.sides.get(hit.page) == "under" and hit.line_index in self._rows.get(hit.page, set())

    def unsure_side(self, hit: LabelHit) -> bool:
        """True when the page's label rows disagree on the side of their values."""
        return self.sides.get(hit.page) == "ambiguous" and hit.line_index in self._rows.get(hit.page, set())

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
        a label OCR garbled beyond `tolerance` but recognisable by its place)."""
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
        if self.under(hit):
            if "below" in where or "right" in where:
                words = above(hit, index)
                if words:
                    out.append(("label-above", words))
            return out
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
                    conf = confidence_of(words)
                    if method == "label-below" and (self.unsure_side(hit) or nearer_label_below(
                            hit, words, self.indexes[hit.page], self._rows[hit.page])):
                        conf = min(conf, 0.79)  # above or under? the page does not tell
                    first = Candidate(parsed[0], parsed[1], words, hit.page, conf, method)
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
        crop = value_crop(box)
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
