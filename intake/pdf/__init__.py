"""PDF reading: open safely, flatten and normalise, extract the text layer, render pages.

- `safe`: `prepare_pdf` opens the upload with pikepdf (qpdf repairs), checks the page
  tree and every stream's decompressed size, and writes a *new* clean PDF in memory;
  PDFium only ever sees that copy, the uploaded bytes are never modified;
- `words`: a page's text layer as `Word`s in the viewer's frame (PDFium);
- `triage`: whether a page's text layer is usable or the page needs OCR;
- `text`: every page read and triaged (`text_pages`), and the process's `PDFIUM_LOCK`;
- `render`: pages rendered for OCR, at the scan's own resolution where it has one.

The names below are this package's public surface (it was one module, `pdf.py`, until
issue 16 item 7 split it).
"""

from __future__ import annotations

from intake.pdf.render import MIN_NATIVE_DPI, ocr_render_dpi, render_dpi_for, render_pdf_page
from intake.pdf.safe import (
    W_DECRYPTED,
    W_EMBEDDED,
    W_REPAIRED,
    PreparedPdf,
    check_streams,
    prepare_pdf,
)
from intake.pdf.text import PDFIUM_LOCK, TextPage, text_pages
from intake.pdf.triage import (
    MAX_PAGE_OBJECTS,
    MIN_CHARS,
    SCAN_COVERAGE,
    curve_count,
    garbage_ratio,
    image_coverage,
    scan_images,
    triage,
)
from intake.pdf.words import MAX_CHARS_PER_PAGE, Affine, RawWord, page_frame, page_words

__all__ = [
    "MAX_CHARS_PER_PAGE",
    "MAX_PAGE_OBJECTS",
    "MIN_CHARS",
    "MIN_NATIVE_DPI",
    "PDFIUM_LOCK",
    "SCAN_COVERAGE",
    "W_DECRYPTED",
    "W_EMBEDDED",
    "W_REPAIRED",
    "Affine",
    "PreparedPdf",
    "RawWord",
    "TextPage",
    "check_streams",
    "curve_count",
    "garbage_ratio",
    "image_coverage",
    "ocr_render_dpi",
    "page_frame",
    "page_words",
    "prepare_pdf",
    "render_dpi_for",
    "render_pdf_page",
    "scan_images",
    "text_pages",
    "triage",
]
