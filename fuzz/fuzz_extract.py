"""Atheris target: arbitrary text → `Document` → classify + extract must never raise.

Every output must still be a CONTRACT §4 object: a known kind, a confidence in [0, 1],
no empty field value, and a page range inside the document.

    python -m fuzz.fuzz_extract -max_total_time=600 fuzz/corpus      # `make fuzz`
    python -m fuzz.fuzz_extract -runs=2000                            # a quick look
"""

from __future__ import annotations

import sys

import atheris

with atheris.instrument_imports(include=["extractors"]):
    from extractors.classify import classify_text
    from extractors.kinds import KINDS
    from extractors.models import Extraction
    from extractors.pipeline import extract_document

from fuzz.textdoc import document_from_text

UNKNOWN = "unknown"


def check(text: str, ocr: bool, confidence: float) -> list[Extraction]:
    """Run the extractors on `text` and check the invariants (AssertionError if not)."""
    doc = document_from_text(text, ocr=ocr, confidence=confidence)
    classify_text(text)
    out = extract_document(doc, reocr=None, auto_reocr=False)
    assert out, "no extraction at all"
    for e in out:
        assert e.kind == UNKNOWN or e.kind in KINDS, e.kind
        assert 0.0 <= e.kind_confidence <= 1.0
        for name, f in e.fields.items():
            assert f.value not in ("", None), name
            assert 0.0 <= f.confidence <= 1.0, name
        if e.page_range is not None:
            assert 1 <= e.page_range[0] <= e.page_range[1] <= len(doc.pages)
        Extraction.model_validate(e.model_dump(mode="json"))  # round-trips
    return out


def decode(data: bytes) -> tuple[str, bool, float]:
    """Input layout: one flag byte (bit 0: OCR; bits 1-7: OCR confidence), then the
    text as UTF-8 — so a seed is a text file with one byte in front."""
    if not data:
        return "", False, 1.0
    flags = data[0]
    ocr = bool(flags & 1)
    confidence = (flags >> 1) / 127.0 if ocr else 1.0
    return data[1:].decode("utf-8", "replace"), ocr, confidence


def test_one_input(data: bytes) -> None:
    text, ocr, confidence = decode(data)
    check(text, ocr, confidence)


def main(argv: list[str] | None = None) -> None:
    atheris.Setup(list(argv if argv is not None else sys.argv), test_one_input)
    atheris.Fuzz()


if __name__ == "__main__":
    main()
