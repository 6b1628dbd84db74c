"""Build `Document`s from text for extractor tests, with plausible word boxes.

`page(rows)` lays rows out top to bottom. A row is a string (one line starting at the
left margin) or a list of ``(x, text)`` cells on the same line. Words get boxes from a
fixed character width, so position helpers work as on a real text layer.
"""

from __future__ import annotations

import hashlib
import random
from collections.abc import Sequence
from typing import Any

from intake.models import Document, Page, Word

CHAR_W = 5.0
LINE_H = 14.0
FONT_H = 9.0

Row = str | Sequence[tuple[float, str]]


def words_at(
    x: float, y: float, text: str, page: int, source: str = "pdf-text", confidence: float = 1.0
) -> list[Word]:
    """The words of ``text`` starting at ``(x, y)`` (top of the line)."""
    out: list[Word] = []
    cx = x
    for tok in text.split():
        w = len(tok) * CHAR_W
        out.append(
            Word(
                text=tok,
                bbox=(cx, y, cx + w, y + FONT_H),
                confidence=confidence,
                page=page,
                source=source,
            )
        )  # type: ignore[arg-type]
        cx += w + CHAR_W
    return out


def page(
    rows: Sequence[Row],
    number: int = 1,
    source: str = "pdf-text",
    confidence: float = 1.0,
    shuffle: bool = False,
    top: float = 40.0,
    left: float = 40.0,
) -> Page:
    """A page whose rows are laid out from ``top``; ``shuffle`` scrambles word order."""
    words: list[Word] = []
    y = top
    for row in rows:
        cells = [(0.0, row)] if isinstance(row, str) else list(row)
        for x, text in cells:
            words.extend(words_at(left + x, y, text, number, source, confidence))
        y += LINE_H
    if shuffle:
        random.Random(number).shuffle(words)
    return Page(
        number=number,
        width=595.0,
        height=842.0,
        source=source,  # type: ignore[arg-type]
        words=words,
    )


def document(pages: Sequence[Page], file: str = "doc.pdf") -> Document:
    """A `Document` holding ``pages`` (renumbered 1..n)."""
    fixed: list[Page] = []
    for i, p in enumerate(pages, start=1):
        ws = [w.model_copy(update={"page": i}) for w in p.words]
        fixed.append(p.model_copy(update={"number": i, "words": ws}))
    digest = hashlib.sha256("".join(p.text for p in fixed).encode()).hexdigest()
    return Document(file=file, sha256=digest, media_type="application/pdf", pages=fixed)


def from_text(text: str, **kw: object) -> Page:
    """A page from plain text, one row per line."""
    return page([ln for ln in text.strip("\n").splitlines()], **kw)  # type: ignore[arg-type]


def extract_one(rows: Sequence[Row], source: str = "pdf-text") -> Any:
    """The one document extracted from a page of ``rows`` (OCR'd words at 0.95
    confidence when ``source`` is "ocr"), without re-OCR."""
    from extractors.pipeline import extract_document

    conf = 0.95 if source == "ocr" else 1.0
    (d,) = extract_document(document([page(rows, source=source, confidence=conf)]),
                            auto_reocr=False)
    return d


def digits(s: str) -> str:
    """The letters and digits of ``s`` (a CPF/CNPJ without its punctuation)."""
    return "".join(c for c in s if c.isalnum())
