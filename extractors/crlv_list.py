"""The CRLV-e's list layout: one "Label ........ value" row per field (issue 12, round 9).

The app's CRLV-e (and its printouts) lists the fields one per row, the labels at one left
edge and the values set far right on the label's own row. On a scan the gap between
them is wider than `regions.right_of` allows a value to start, so no value was found
right of the label; the re-read of the box below it then took the NEXT row's value
(``Ano fabricação`` read 2021, the ``Ano modelo`` under it, sure) or the next row's label
with its value (``NOME MENDES VIAGENS EIRELI`` under the ``Proprietário`` heading).
In this layout a value is the words right of its label on its row, and nothing else.
"""

from __future__ import annotations

from collections import Counter

from extractors.candidate import Candidate, Parser, best
from extractors.labelhits import LabelHit
from extractors.lines import confidence_of, text_of
from extractors.pagereader import PageReader
from extractors.regions import strip_leader
from intake.models import Word

# Label rows, one under another at one left edge, each with its value on its row.
_MIN_ROWS = 6


def _row_words(reader: PageReader, hit: LabelHit) -> list[Word]:
    """The words right of the label on its row, up to the next label of the row."""
    index = reader.indexes[hit.page]
    others = [h for h in index.hits_on_line(hit.line_index) if h is not hit]
    label_ids = {id(w) for h in others for w in h.words}
    out: list[Word] = []
    for w in hit.line.words:
        if w.bbox[0] < hit.bbox[2] - 1 or any(w is x for x in hit.words):
            continue
        if id(w) in label_ids:
            break
        out.append(w)
    return strip_leader(out)


def is_list(reader: PageReader) -> bool:
    """True when the page lists its fields as rows: at least six labels that open their
    row at one left edge (within two letters' height) and have words right of them."""
    edges: Counter[tuple[int, int]] = Counter()
    for page in reader.pages:
        for hit in reader.indexes[page.number].all_hits:
            if hit.words[0] is not hit.line.words[0] or not _row_words(reader, hit):
                continue
            edges[(page.number, round(hit.bbox[0] / (2 * hit.line.height)))] += 1
    return bool(edges) and max(edges.values()) >= _MIN_ROWS


def row_value(reader: PageReader, name: str, parse: Parser, profile: str = "text") -> Candidate | None:
    """The value right of the label ``name`` on its row (a doubtful reading re-read from
    its crop, on OCR pages)."""
    cands: list[Candidate] = []
    for hit in reader.hits(name):
        words = _row_words(reader, hit)
        if not words:
            continue
        parsed = parse(text_of(words))
        first = None
        if parsed is not None:
            first = Candidate(parsed[0], parsed[1], words, hit.page, confidence_of(words), "label-right")
            cands.append(first)
        if first is None or first.valid is False or first.confidence < 0.8:
            again = reader.reread(hit.page, words, parse, profile)
            if again is not None:
                cands.append(again)
    return best(cands)
