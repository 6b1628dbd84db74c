"""Compare extractions with `.gold.json` files and read born-digital PDFs for tests.

`read_any(path)` uses the real intake (`intake.pipeline.read_file`) when it exists and
falls back to pdfplumber words for born-digital PDFs, so extractor tests can run while
intake is still being written.
"""

from __future__ import annotations

import hashlib
import json
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any

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


def load_gold(path: Path) -> list[dict[str, Any]]:
    """The gold objects of a file (a list for bundles)."""
    data = json.loads(Path(str(path) + ".gold.json").read_text(encoding="utf-8"))
    return data if isinstance(data, list) else [data]


@dataclass
class Score:
    """Kind and field agreement between extractions and gold objects."""

    docs: int = 0
    kind_ok: int = 0
    fields: int = 0
    fields_ok: int = 0
    misses: list[str] = field(default_factory=list)

    def add(self, other: Score) -> None:
        self.docs += other.docs
        self.kind_ok += other.kind_ok
        self.fields += other.fields
        self.fields_ok += other.fields_ok
        self.misses.extend(other.misses)

    @property
    def field_rate(self) -> float:
        return self.fields_ok / self.fields if self.fields else 1.0

    @property
    def kind_rate(self) -> float:
        return self.kind_ok / self.docs if self.docs else 1.0


def compare(name: str, got: list[Extraction], gold: list[dict[str, Any]]) -> Score:
    """Match extractions to gold objects by page range (then order) and count."""
    s = Score()
    by_range = {tuple(e.page_range or ()): e for e in got}
    for i, g in enumerate(gold):
        s.docs += 1
        e = by_range.get(tuple(g.get("page_range") or ())) or (got[i] if i < len(got) else None)
        if e is not None and e.kind == g["kind"]:
            s.kind_ok += 1
        elif e is not None:
            s.misses.append(f"{name}#{i}: kind {e.kind!r} != {g['kind']!r}")
        else:
            s.misses.append(f"{name}#{i}: missing document {g['kind']}")
        for fname, fgold in g["fields"].items():
            s.fields += 1
            want = fgold["value"]
            have = e.value(fname) if e is not None and e.kind == g["kind"] else None
            if have == want:
                s.fields_ok += 1
            else:
                s.misses.append(f"{name}#{i} {g['kind']}.{fname}: {have!r} != {want!r}")
    return s
