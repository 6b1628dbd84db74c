"""The document-kind catalog (`catalog.yaml`), loaded and checked once (issue 12).

One entry per CONTRACT §4 kind: its pt-BR name, its fields (type and pt-BR label), its
title phrases and patterns, its issuers. The maps other modules need are derived here:
`kind_names()` (`extractors.kinds.KINDS`), `field_label()` (warnings, pages, rules),
`kind_fields()` (the schema test), `title_phrases()` / `title_patterns()` /
`issuer_title_patterns()` / `issuers()` (the classifier).
"""

from __future__ import annotations

import re
from functools import cache
from pathlib import Path
from typing import Literal

import yaml
from pydantic import BaseModel, ConfigDict, Field, field_validator

FieldType = Literal[
    "date",
    "money",
    "cpf",
    "cnpj",
    "document",
    "placa",
    "renavam",
    "chassi",
    "year",
    "integer",
    "uf",
    "name",
    "text",
    "enum",
    "bool",
    "list",
]

CATALOG_PATH = Path(__file__).with_name("catalog.yaml")


class FieldSpec(BaseModel):
    """One field of a kind: its value type and how a person calls it."""

    model_config = ConfigDict(extra="forbid")

    type: FieldType
    label: str = Field(min_length=1)
    values: list[str] | None = None  # the allowed values of an `enum`

    @field_validator("values")
    @classmethod
    def _nonempty(cls, v: list[str] | None) -> list[str] | None:
        if v is not None and not v:
            raise ValueError("an enum needs at least one value")
        return v


class KindSpec(BaseModel):
    """One document kind."""

    model_config = ConfigDict(extra="forbid")

    name: str = Field(min_length=3)
    fields: dict[str, FieldSpec]
    titles: dict[str, float] = {}
    title_patterns: list[str] = []
    # Titles several kinds print ("FOLHA CORRIDA": a court's or the police's record):
    # they settle the kind only when one of its issuers is named in the head (issue 12,
    # round 7: title and issuer first).
    issuer_title_patterns: list[str] = []
    issuers: list[str] = []

    @field_validator("title_patterns", "issuer_title_patterns")
    @classmethod
    def _compiles(cls, v: list[str]) -> list[str]:
        for p in v:
            re.compile(p)  # a bad pattern fails at load time, not on a document
        return v


class Catalog(BaseModel):
    """Every kind, by its CONTRACT §4 identifier."""

    model_config = ConfigDict(extra="forbid")

    kinds: dict[str, KindSpec]

    @field_validator("kinds")
    @classmethod
    def _ids(cls, v: dict[str, KindSpec]) -> dict[str, KindSpec]:
        for kind, spec in v.items():
            if not re.fullmatch(r"[a-z][a-z0-9_]*", kind) or kind == "unknown":
                raise ValueError(f"identificador de tipo inválido: {kind!r}")
            for name, f in spec.fields.items():
                if not re.fullmatch(r"[a-z][a-z0-9_]*", name):
                    raise ValueError(f"{kind}: nome de campo inválido {name!r}")
                if f.type == "enum" and not f.values:
                    raise ValueError(f"{kind}.{name}: campo enum sem valores")
        return v


def load_catalog(path: Path = CATALOG_PATH) -> Catalog:
    """Read and check a catalog file (raises `pydantic.ValidationError` on a bad one)."""
    # The C loader when libyaml is present (issue 15: start-up of the light commands).
    loader = getattr(yaml, "CSafeLoader", yaml.SafeLoader)
    return Catalog.model_validate(yaml.load(path.read_text(encoding="utf-8"), Loader=loader))


@cache
def catalog() -> Catalog:
    """The catalog shipped with the extractors."""
    return load_catalog()


def kind_names() -> dict[str, str]:
    """Kind → pt-BR name, in catalog order."""
    return {k: s.name for k, s in catalog().kinds.items()}


def kind_name(kind: str) -> str:
    """The pt-BR name of a kind ("Documento não identificado" for ``unknown``)."""
    spec = catalog().kinds.get(kind)
    if spec is not None:
        return spec.name
    return "Documento não identificado" if kind == "unknown" else kind


def kind_fields(kind: str) -> dict[str, FieldSpec]:
    """The fields a kind yields where the document shows them (empty for an unknown kind)."""
    spec = catalog().kinds.get(kind)
    return dict(spec.fields) if spec is not None else {}


@cache
def field_labels() -> dict[str, str]:
    """Field → pt-BR label over every kind (the first kind's label where two differ)."""
    out: dict[str, str] = {}
    for spec in catalog().kinds.values():
        for name, f in spec.fields.items():
            out.setdefault(name, f.label)
    return out


def field_label(name: str, kind: str | None = None) -> str:
    """How a person calls a field: the kind's own label, else any kind's, else the name
    with spaces (never a bare key in a pt-BR text)."""
    if kind is not None:
        f = kind_fields(kind).get(name)
        if f is not None:
            return f.label
    return field_labels().get(name, name.replace("_", " "))


def title_phrases() -> dict[str, dict[str, float]]:
    """Kind → {title phrase: weight} for the classifier."""
    return {k: dict(s.titles) for k, s in catalog().kinds.items() if s.titles}


@cache
def title_patterns() -> dict[str, tuple[re.Pattern[str], ...]]:
    """Kind → compiled title patterns (matched on a folded head line)."""
    return {
        k: tuple(re.compile(p) for p in s.title_patterns)
        for k, s in catalog().kinds.items()
        if s.title_patterns
    }


@cache
def issuer_title_patterns() -> dict[str, tuple[re.Pattern[str], ...]]:
    """Kind → compiled titles that name it only beside one of its issuers."""
    return {
        k: tuple(re.compile(p) for p in s.issuer_title_patterns)
        for k, s in catalog().kinds.items()
        if s.issuer_title_patterns
    }


def issuers() -> dict[str, list[str]]:
    """Kind → the issuers' names as printed."""
    return {k: list(s.issuers) for k, s in catalog().kinds.items() if s.issuers}
