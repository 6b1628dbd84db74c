"""The extractor framework's shape (issue 12): small modules, no import circle, one
fuzzy matcher.

Imports are read from the sources (module level and inside functions), so a circle
hidden behind a function-level import is found too.
"""

from __future__ import annotations

import ast
from pathlib import Path

import pytest

PKG = Path(__file__).resolve().parents[2] / "extractors"
MAX_LINES = 400


def _modules() -> dict[str, Path]:
    return {p.stem: p for p in sorted(PKG.glob("*.py")) if p.stem != "__init__"}


def _imports(path: Path) -> set[str]:
    """The `extractors` modules ``path`` imports, wherever the import stands."""
    out: set[str] = set()
    for node in ast.walk(ast.parse(path.read_text(encoding="utf-8"))):
        if isinstance(node, ast.ImportFrom) and node.module:
            if node.module == "extractors":
                out.update(a.name for a in node.names)
            elif node.module.startswith("extractors."):
                out.add(node.module.split(".")[1])
        elif isinstance(node, ast.Import):
            out.update(a.name.split(".")[1] for a in node.names if a.name.startswith("extractors."))
    return out


def test_no_module_is_over_the_size_limit() -> None:
    big = {name: n for name, p in _modules().items()
           if (n := len(p.read_text(encoding="utf-8").splitlines())) > MAX_LINES}
    assert not big, big


def test_there_is_no_import_circle() -> None:
    mods = _modules()
    graph = {name: _imports(p) & set(mods) for name, p in mods.items()}
    state: dict[str, int] = {}  # 1: on the path, 2: done

    def visit(node: str, path: list[str]) -> None:
        state[node] = 1
        for nxt in sorted(graph[node]):
            if state.get(nxt) == 1:
                cycle = [*path[path.index(nxt):], nxt] if nxt in path else [node, nxt]
                pytest.fail("import circle: " + " → ".join(cycle))
            if nxt not in state:
                visit(nxt, [*path, nxt])
        state[node] = 2

    for name in graph:
        if name not in state:
            visit(name, [name])


def test_one_fuzzy_matcher() -> None:
    """Edit distances and tolerance tables live in `fuzzy` only."""
    others = [name for name, p in _modules().items() if name != "fuzzy"
              and any(k in p.read_text(encoding="utf-8")
                      for k in ("def edit_distance", "def tolerance", "def fuzzy_budget",
                                "def allowance", "def _fuzzy_token"))]
    assert others == []
