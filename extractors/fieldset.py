"""What an extractor gets (`Context`) and gives (`FieldSet`).

`FieldSet` turns a chosen `Candidate` into a CONTRACT §4 `Field` (value, confidence,
page, bbox, valid) and writes the pt-BR warnings, naming fields by their catalog label.
"""

from __future__ import annotations

from collections.abc import Callable, Sequence
from dataclasses import dataclass, field
from typing import Any

from extractors.candidate import Candidate, RegionReader
from extractors.catalog import field_label
from extractors.models import Field
from intake.models import Page, Word


@dataclass
class Context:
    """What an extractor gets: the document's pages, its kind, and the re-OCR hook."""

    pages: list[Page]
    kind: str
    reocr: RegionReader | None = None




@dataclass
class FieldSet:
    """The fields of one extraction and its warnings, in pt-BR."""

    fields: dict[str, Field] = field(default_factory=dict)
    warnings: list[str] = field(default_factory=list)

    def put(self, name: str, cand: Candidate | None, factor: float = 1.0,
            keep_empty: bool = False) -> Candidate | None:
        """Store ``cand`` as field ``name`` (no-op for None); flags a failed check.

        An empty list is "not found" unless ``keep_empty`` (the document says there is
        none: a prontuário without infractions)."""
        if cand is None or cand.value is None or cand.value == "":
            return None
        if cand.value == [] and not keep_empty:
            return None
        conf = max(0.0, min(1.0, cand.confidence * factor))
        if cand.valid is False:
            conf = min(conf, 0.5)
            label = field_label(name)  # the catalog's pt-BR label, never the key
            label = label[:1].upper() + label[1:]
            self.warnings.append(
                f"{label} lido como {cand.value!s}: o dígito verificador (ou o formato) não "
                "confere; confira no documento original."
            )
        box = cand.bbox
        self.fields[name] = Field(
            value=cand.value,
            confidence=round(conf, 3),
            page=cand.page,
            bbox=tuple(round(v, 1) for v in box) if box else None,
            valid=cand.valid,
        )
        return cand

    def put_value(self, name: str, value: Any, words: Sequence[Word], page: int,
                  confidence: float, valid: bool | None = None, keep_empty: bool = False) -> None:
        """Store a value assembled by hand (lists, derived flags)."""
        self.put(name, Candidate(value, valid, list(words), page, confidence, "derived"),
                 keep_empty=keep_empty)

    def put_place(self, place: Candidate | None) -> None:
        """Store a (município, UF) candidate as the fields `municipio` and `uf` (no UF
        when the document names none)."""
        if place is None:
            return
        city, uf = place.value
        for name, value in (("municipio", city), ("uf", uf)):
            self.put(name, Candidate(value, None, place.words, place.page, place.confidence,
                                     place.method))

    def warn(self, message: str) -> None:
        if message not in self.warnings:
            self.warnings.append(message)


Extractor = Callable[[Context], FieldSet]
