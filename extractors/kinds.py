"""The canonical document kinds of CONTRACT §4, with their pt-BR names.

Derived from the kind catalog (`catalog.yaml`, issue 12). Checklists may only name
these kinds (the schema test enforces it); the classifier scores every one of them and
answers `unknown` when none fits.
"""

from __future__ import annotations

from extractors.catalog import kind_names

KINDS: dict[str, str] = kind_names()

UNKNOWN = "unknown"
