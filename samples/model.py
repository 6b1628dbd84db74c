"""Core types: a synthetic document (`Doc`), the build context and the kind registry."""

from __future__ import annotations

import random
from collections.abc import Callable
from dataclasses import dataclass, field
from datetime import date
from typing import TYPE_CHECKING, Any

from samples.fake import Faux

if TYPE_CHECKING:
    from samples.pdfkit import Pen


@dataclass
class Ctx:
    """What every builder needs: a seeded Random, an entity factory and the reference date."""

    rng: random.Random
    as_of: date
    faux: Faux

    @classmethod
    def make(cls, seed: int | str, as_of: date) -> Ctx:
        """A context seeded from any int/str (string seeds are hashed deterministically)."""
        rng = random.Random(str(seed))
        return cls(rng=rng, as_of=as_of, faux=Faux(rng))


Renderer = Callable[["Pen", "Doc"], None]


@dataclass
class Doc:
    """One synthetic document: its gold fields, their printed forms and how to draw it.

    `fields` holds CONTRACT §4 normalised values; `printed` maps a field to the exact
    string (or list of strings) drawn in the PDF text layer, for text-layer tests;
    `data` holds anything else the renderer needs.
    """

    kind: str
    layout: str
    fields: dict[str, Any]
    printed: dict[str, Any]
    data: dict[str, Any] = field(default_factory=dict)
    pages: int = 0

    def gold(self, file: str, page_start: int = 1) -> dict[str, Any]:
        """The CONTRACT §4 object for this document inside `file`."""
        return {
            "file": file,
            "kind": self.kind,
            "pages": self.pages,
            "page_range": [page_start, page_start + self.pages - 1],
            "fields": {k: {"value": v} for k, v in self.fields.items()},
            "sample": {"layout": self.layout},
        }


Builder = Callable[..., Doc]


@dataclass
class KindSpec:
    """A document kind: its builder and its layouts (name → renderer)."""

    kind: str
    builder: Builder
    layouts: dict[str, Renderer]
    main: bool = False  # a main kind (CONTRACT §4 first table)


REGISTRY: dict[str, KindSpec] = {}


def register(kind: str, layouts: dict[str, Renderer], main: bool = False
             ) -> Callable[[Builder], Builder]:
    """Decorator: register `builder(ctx, layout, **overrides) -> Doc` for `kind`."""

    def deco(fn: Builder) -> Builder:
        REGISTRY[kind] = KindSpec(kind=kind, builder=fn, layouts=layouts, main=main)
        return fn

    return deco


def pick_layout(ctx: Ctx, kind: str, layout: str | None) -> str:
    """The requested layout, or a random one of the kind."""
    names = sorted(REGISTRY[kind].layouts)
    if layout is None:
        return ctx.rng.choice(names)
    if layout not in REGISTRY[kind].layouts:
        raise ValueError(f"unknown layout {layout!r} for {kind}; have {names}")
    return layout
