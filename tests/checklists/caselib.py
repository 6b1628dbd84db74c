"""Loads the YAML checklist cases (OpenFisca-style) into runnable dossiers.

A case file holds one checklist's `base` dossier (facts and extraction documents) and a
list of `cases`, each an `as_of` plus changes to the base (`facts` merged, `patch`
of fields by file, `remove` files, `add` documents) and the expected outcome (`verdict`,
`exit_code`, `status` per `ref` — a ref used by several requirements takes a list).
A field is written as its bare value, or as a mapping with `value` (and optionally
`confidence`, `valid`) for evidence details.
"""

from __future__ import annotations

import copy
from dataclasses import dataclass, field
from datetime import date
from pathlib import Path
from typing import Any

import yaml

from extractors.models import Extraction

CASES_DIR = Path(__file__).parent / "cases"


def _field(spec: Any) -> dict[str, Any]:
    if isinstance(spec, dict) and "value" in spec:
        return {"confidence": 0.99, **spec}
    return {"value": spec, "confidence": 0.99}


def document(spec: dict[str, Any]) -> Extraction:
    data = {k: v for k, v in spec.items() if k != "fields"}
    data.setdefault("kind_confidence", 0.99)
    data["fields"] = {k: _field(v) for k, v in (spec.get("fields") or {}).items()}
    return Extraction.model_validate(data)


@dataclass
class Case:
    checklist: str
    name: str
    description: str
    as_of: date
    facts: dict[str, Any]
    documents: list[dict[str, Any]]
    expect: dict[str, Any]
    source: Path = field(default_factory=Path)

    @property
    def id(self) -> str:
        return f"{self.checklist}::{self.name}"

    def extractions(self) -> list[Extraction]:
        return [document(d) for d in self.documents]


def _apply(base: dict[str, Any], case: dict[str, Any]) -> tuple[dict[str, Any], list[dict[str, Any]]]:
    facts = {**(base.get("facts") or {}), **(case.get("facts") or {})}
    for key in case.get("unset_facts") or []:
        facts.pop(key, None)
    docs = copy.deepcopy(base.get("documents") or [])
    removed = set(case.get("remove") or [])
    unknown = removed - {d["file"] for d in docs}
    if unknown:
        raise ValueError(f"case {case['name']!r} removes unknown files {sorted(unknown)}")
    docs = [d for d in docs if d["file"] not in removed]
    for fname, changes in (case.get("patch") or {}).items():
        target = next((d for d in docs if d["file"] == fname), None)
        if target is None:
            raise ValueError(f"case {case['name']!r} patches unknown file {fname!r}")
        for key, val in changes.items():
            if key in ("kind", "kind_confidence"):
                target[key] = val
            elif val is None:
                target.setdefault("fields", {}).pop(key, None)
            else:
                target.setdefault("fields", {})[key] = val
    docs += copy.deepcopy(case.get("add") or [])
    return facts, docs


def load_cases(root: Path = CASES_DIR) -> list[Case]:
    out: list[Case] = []
    for path in sorted(root.rglob("*.yaml")):
        data = yaml.safe_load(path.read_text(encoding="utf-8"))
        base = data.get("base") or {}
        for c in data["cases"]:
            facts, docs = _apply(base, c)
            out.append(Case(
                checklist=data["checklist"],
                name=c["name"],
                description=c.get("description", ""),
                as_of=c["as_of"],
                facts=facts,
                documents=docs,
                expect=c["expect"],
                source=path,
            ))
    return out
