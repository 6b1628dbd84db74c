"""The models `intake` produces: one `Word` shape for the text layer and for OCR.

No extractor ever sees a pdfplumber dict or a pytesseract table: both become `Word`s
with a bbox in page points (PDF user space, origin top-left, 72 per inch) so that
positions mean the same whatever the source.
"""

from __future__ import annotations

from typing import Literal

from pydantic import BaseModel, ConfigDict, Field, PrivateAttr

TextSource = Literal["pdf-text", "ocr"]


class Word(BaseModel):
    """One word read on a page."""

    model_config = ConfigDict(frozen=True)

    text: str
    bbox: tuple[float, float, float, float]  # x0, y0, x1, y1 in points, top-left origin
    confidence: float = Field(ge=0.0, le=1.0)  # 1.0 for a text layer
    page: int = Field(ge=1)  # 1-based, inside the uploaded file
    source: TextSource


class Page(BaseModel):
    """One page of an uploaded file, with its words in reading order."""

    number: int = Field(ge=1)  # 1-based, inside the uploaded file
    width: float  # points
    height: float  # points
    source: TextSource
    words: list[Word] = []
    rotation: int = 0  # degrees applied to make the page upright (OCR only)
    warnings: list[str] = []
    # OCR geometry, so that `intake.pipeline.page_image` can rebuild the same upright
    # image whose pixels the bboxes refer to (None/0 for text-layer pages)
    dpi: float | None = None  # dpi of the image that was OCR'd
    skew: float = 0.0  # small deskew rotation applied, degrees counter-clockwise
    quad: list[list[float]] | None = None  # photo corners flattened, fractions of w/h

    @property
    def text(self) -> str:
        return " ".join(w.text for w in self.words)


class Document(BaseModel):
    """An uploaded file after intake: its real type and its pages' words."""

    file: str  # the name shown in reports (base name only)
    sha256: str
    media_type: str  # sniffed from magic bytes, never from the extension
    pages: list[Page]
    warnings: list[str] = []

    # not serialised: what `intake.pipeline.page_image` renders pages from
    _render_source: bytes | None = PrivateAttr(default=None)
    _render_kind: str | None = PrivateAttr(default=None)  # "pdf" | "image"
