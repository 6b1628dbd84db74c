"""Compare extractions with `.gold.json` files and read born-digital PDFs for tests.

Scoring is `benchmarks.scoring`'s (issue 12: one scorer); this module adds the test-only
reader and a `Score` with its misses.

`read_any(path)` uses the real intake (`intake.pipeline.read_file`) when it exists and
falls back to pdfplumber words for born-digital PDFs, so extractor tests can run while
intake is still being written.
"""

from __future__ import annotations

import hashlib
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any

from benchmarks.scoring import Report, Tally, compare_file
from benchmarks.scoring import load_gold as load_gold  # re-exported for the tests
from extractors.models import Extraction
from intake.models import Document, Page, Word


def pdf_text_document(path: Path) -> Document:
    """A `Document` from a PDF's text layer via pdfplumber (tests only)."""
    import pdfplumber

    pages: list[Page] = []
    with pdfplumber.open(str(path)) as pdf:
        for i, pg in enumerate(pdf.pages, start=1):
            words = [
                Word(text=w["text"], bbox=(w["x0"], w["top"], w["x1"], w["bottom"]),
                     confidence=1.0, page=i, source="pdf-text")
                for w in pg.extract_words(keep_blank_chars=False, use_text_flow=False)
            ]
            pages.append(Page(number=i, width=float(pg.width), height=float(pg.height),
                              source="pdf-text", words=words))
    data = path.read_bytes()
    return Document(file=path.name, sha256=hashlib.sha256(data).hexdigest(),
                    media_type="application/pdf", pages=pages)


def read_any(path: Path) -> Document:
    """The real intake when available, else the pdfplumber text layer."""
    try:
        from intake.pipeline import read_file  # type: ignore[import-not-found]
    except ImportError:
        return pdf_text_document(path)
    return read_file(path)


@dataclass
class Score(Tally):
    """Kind and field agreement between extractions and gold objects (the benchmark's
    `Tally`, with the list of misses)."""

    misses: list[str] = field(default_factory=list)

    def add(self, other: Score) -> None:
        self.docs += other.docs
        self.kind_ok += other.kind_ok
        self.fields += other.fields
        self.fields_ok += other.fields_ok
        self.wrong_sure += other.wrong_sure
        self.kind_wrong_sure += other.kind_wrong_sure
        self.misses.extend(other.misses)


def compare(name: str, got: list[Extraction], gold: list[dict[str, Any]]) -> Score:
    """`benchmarks.scoring.compare_file`, tallied (one scorer for tests and benchmark)."""
    results = compare_file(name, got, gold)
    s = Score()
    for r in results:
        s.add_doc(r)
    s.misses = Report(results).misses()
    return s
