"""Where a label was found (`LabelHit`, `LabelIndex`) and whether words stand as a label."""

from __future__ import annotations

import re
from dataclasses import dataclass, field

from extractors.lines import Line
from extractors.text import BBox, label_key, union
from intake.models import Word

_FIELD_NUMBER = re.compile(r"^(\d{1,2}[A-Da-d]?|\d\s*E\s*\d)[.)]?$")


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


def _standalone(line: Line, idx: list[int]) -> bool:
    """True when the words ``idx`` print a label, not the same words inside prose.

    A label starts its line, follows a wide gap, or ends with a colon; and it is not
    followed by a lower-case word (``em nome de …`` is prose, ``NOME:`` is a label).
    """
    words = line.words
    last = words[idx[-1]]
    nxt = words[idx[-1] + 1] if idx[-1] + 1 < len(words) else None
    colon = last.text.rstrip().endswith(":") or (nxt is not None and nxt.text.strip() in (":", "-"))
    # a lower-case word after a wide gap is the next cell's (a row of lower-case labels:
    # "código renavam      placa"; issue 12, round 10), not the label's sentence going on
    near = nxt is not None and nxt.bbox[0] - last.bbox[2] <= 1.0 * line.height
    if not colon and nxt is not None and nxt.text[:1].islower() and not _stray(nxt) and near:
        return False  # (a speck read "ç" after "Ano Modelo" is no prose; issue 12, round 7)
    if not colon and words[idx[0]].text[:1].islower() and last.text.rstrip()[-1:] in ".,;":
        return False  # a sentence's last word ("… do veículo e do\ncondutor."; issue 12, round 6)
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
