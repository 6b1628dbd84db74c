"""The models `extractors` produce: CONTRACT §4's extraction object.

`Extraction` is exactly the JSON `dossie extract --json` prints, one per document found
in a file, and what `.extraction.json` files hold. A field that was not found is absent.
"""

from __future__ import annotations

from typing import Any, Literal

from pydantic import BaseModel, ConfigDict
from pydantic import Field as PField

TextSource = Literal["pdf-text", "ocr", "mixed", "manual"]


class Field(BaseModel):
    """One normalised value with its evidence."""

    model_config = ConfigDict(extra="allow")

    value: Any
    confidence: float = PField(default=1.0, ge=0.0, le=1.0)
    page: int | None = None
    bbox: tuple[float, float, float, float] | None = None
    # False when the value failed its check digit or format (CONTRACT §5.1 "bad check
    # digit" is `invalid`); None when the value has no check to run.
    valid: bool | None = None


class Extraction(BaseModel):
    """One classified document with its fields (CONTRACT §4)."""

    model_config = ConfigDict(extra="allow")

    file: str
    sha256: str | None = None
    kind: str
    kind_confidence: float = PField(default=1.0, ge=0.0, le=1.0)
    pages: int = 1
    page_range: tuple[int, int] | None = None
    text_source: TextSource = "pdf-text"
    fields: dict[str, Field] = {}
    warnings: list[str] = []

    def value(self, name: str) -> Any:
        f = self.fields.get(name)
        return None if f is None else f.value
