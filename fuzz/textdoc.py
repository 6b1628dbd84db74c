"""Arbitrary text → an intake `Document`, as a text layer or an OCR would give it.

Form feeds split pages; lines become rows of words with plausible boxes; the source
and confidence are chosen by the caller. Shared by the atheris target and the
hypothesis properties, so both exercise the extractors through the same shapes.
"""

from __future__ import annotations

import hashlib

from intake.models import Document, Page, Word

CHAR_W = 5.0
LINE_H = 14.0
PAGE_W, PAGE_H = 595.0, 842.0
MAX_PAGES = 8
MAX_LINES = 120


def document_from_text(text: str, *, ocr: bool = False, confidence: float = 1.0,
                       name: str = "fuzz.pdf") -> Document:
    """A `Document` whose pages hold the words of `text` (form feed = new page)."""
    source = "ocr" if ocr else "pdf-text"
    conf = min(1.0, max(0.0, confidence))
    pages: list[Page] = []
    for number, chunk in enumerate(text.split("\f")[:MAX_PAGES], 1):
        words: list[Word] = []
        lines = chunk.splitlines()[:MAX_LINES]
        for row, line in enumerate(lines):
            y = 40.0 + row * LINE_H
            x = 40.0
            for token in line.split():
                w = max(1, len(token)) * CHAR_W
                words.append(Word(text=token, bbox=(x, y, x + w, y + 9.0), confidence=conf,
                                  page=number, source=source))  # type: ignore[arg-type]
                x += w + CHAR_W
        height = max(PAGE_H, 80.0 + len(lines) * LINE_H)
        pages.append(Page(number=number, width=PAGE_W, height=height, source=source,
                          words=words))  # type: ignore[arg-type]
    sha = hashlib.sha256(text.encode("utf-8", "surrogatepass")).hexdigest()
    return Document(file=name, sha256=sha, media_type="application/pdf", pages=pages)
