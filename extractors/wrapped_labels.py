"""Labels of a left label column wrapped over two lines ("Atividades" / "secundárias").

A form whose labels sit in a narrow left column with their values to the right breaks a
long label over two lines: the first line holds the label's first words and the value's
first row, the second line the label's last words and the value's next row (issue 12,
round 7: the card's "Atividades secundárias" label was found on neither line, so the
first secondary code was lost and the line read as the principal's continuation).
"""

from __future__ import annotations

import itertools
from collections.abc import Iterator

from extractors.lines import Line, cells
from extractors.reader import LabelReader
from extractors.text import label_key
from intake.models import Word


def _lead(line: Line) -> list[Word]:
    """The line's first cell (its label column), when more follows it or it stands alone."""
    parts = cells(line)
    return [line.words[i] for i in parts[0]] if parts else []


def _pairs(reader: LabelReader) -> Iterator[tuple[list[Word], list[Word]]]:
    """Each two consecutive lines' lead cells that start in one column, one line apart."""
    for page in reader.pages:
        lines = reader.lines[page.number]
        for a, b in itertools.pairwise(lines):
            la, lb = _lead(a), _lead(b)
            if not la or not lb:
                continue
            h = a.height
            if abs(la[0].bbox[0] - lb[0].bbox[0]) > h or b.bbox[1] - a.bbox[3] > h:
                continue
            yield la, lb


def join_wrapped_labels(reader: LabelReader) -> dict[str, list[Word]]:
    """Register each label printed over two lines of the label column as a hit on its
    first line (whose value is then read right of it) for the fields found nowhere else;
    return, per field, the words of the label's second line (the value's next rows pass
    beside them)."""
    variants = {label_key(v): name for name, vs in reader.vocabulary.items() for v in vs}
    labelled = {
        id(w) for p in reader.pages for h in reader.indexes[p.number].all_hits for w in h.words
    }
    out: dict[str, list[Word]] = {}
    for la, lb in _pairs(reader):
        if any(id(w) in labelled for w in (*la, *lb)):
            continue
        name = variants.get(label_key(" ".join(w.text for w in (*la, *lb))))
        if name is None or name in out or any(True for _ in reader.hits(name)):
            continue
        if reader.add_hit(name, la) is not None:
            out[name] = lb
            labelled.update(id(w) for w in (*la, *lb))
    return out


__all__ = ["join_wrapped_labels"]
