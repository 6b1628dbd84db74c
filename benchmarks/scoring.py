"""Score extractions against gold objects: kind and field exact match, per rendering.

Pure functions on `Extraction`s and gold dicts (the `.gold.json` format of
`samples/README.md`), shared by `benchmarks.accuracy` and the golden tests.
A gold field counts as right only when the extracted value is exactly equal (after
the CONTRACT §4 normalisation both sides already use); a field of a document whose
kind is wrong counts as missed.
"""

from __future__ import annotations

import json
from collections import defaultdict
from collections.abc import Iterable
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any

from extractors.models import Extraction

RENDERINGS = ("born-digital", "scan", "photo")


def load_gold(path: Path) -> list[dict[str, Any]]:
    """The gold objects of a sample file (a list of them for bundles)."""
    data = json.loads(Path(str(path) + ".gold.json").read_text(encoding="utf-8"))
    return data if isinstance(data, list) else [data]


def rendering_of(gold: dict[str, Any]) -> str:
    """The gold object's rendering (``born-digital`` when not recorded)."""
    return str(gold.get("sample", {}).get("rendering", "born-digital"))


@dataclass(frozen=True)
class DocResult:
    """One gold document against what was extracted for it."""

    file: str
    index: int
    rendering: str
    kind: str  # the gold kind
    got_kind: str | None  # None: no extraction matched
    fields: tuple[tuple[str, bool, Any, Any], ...]  # (name, ok, got, want)

    @property
    def kind_ok(self) -> bool:
        return self.got_kind == self.kind


def compare_file(name: str, got: list[Extraction], gold: list[dict[str, Any]]) -> list[DocResult]:
    """Match extractions to gold objects by page range (then by order) and compare."""
    by_range = {tuple(e.page_range or ()): e for e in got}
    out: list[DocResult] = []
    for i, g in enumerate(gold):
        e = by_range.get(tuple(g.get("page_range") or ())) or (got[i] if i < len(got) else None)
        same = e is not None and e.kind == g["kind"]
        rows = []
        for fname, fgold in g["fields"].items():
            want = fgold["value"]
            have = e.value(fname) if same and e is not None else None
            rows.append((fname, have == want, have, want))
        out.append(DocResult(name, i, rendering_of(g), g["kind"],
                             e.kind if e is not None else None, tuple(rows)))
    return out


@dataclass
class Tally:
    """Counts of documents/kinds right and fields right."""

    docs: int = 0
    kind_ok: int = 0
    fields: int = 0
    fields_ok: int = 0

    def add_doc(self, r: DocResult) -> None:
        self.docs += 1
        self.kind_ok += int(r.kind_ok)
        self.fields += len(r.fields)
        self.fields_ok += sum(1 for f in r.fields if f[1])

    @property
    def kind_rate(self) -> float:
        return self.kind_ok / self.docs if self.docs else 1.0

    @property
    def field_rate(self) -> float:
        return self.fields_ok / self.fields if self.fields else 1.0


@dataclass
class Report:
    """Aggregates of many `DocResult`s: per rendering, per (rendering, kind), per field."""

    results: list[DocResult] = field(default_factory=list)

    def extend(self, items: Iterable[DocResult]) -> None:
        self.results.extend(items)

    def by_rendering(self) -> dict[str, Tally]:
        out: dict[str, Tally] = {}
        for r in self.results:
            out.setdefault(r.rendering, Tally()).add_doc(r)
        return out

    def by_kind(self) -> dict[tuple[str, str], Tally]:
        out: dict[tuple[str, str], Tally] = {}
        for r in self.results:
            out.setdefault((r.kind, r.rendering), Tally()).add_doc(r)
        return out

    def by_field(self) -> dict[tuple[str, str, str], tuple[int, int]]:
        """(kind, field, rendering) → (right, total)."""
        acc: dict[tuple[str, str, str], list[int]] = defaultdict(lambda: [0, 0])
        for r in self.results:
            for name, ok, _, _ in r.fields:
                cell = acc[(r.kind, name, r.rendering)]
                cell[0] += int(ok)
                cell[1] += 1
        return {k: (v[0], v[1]) for k, v in acc.items()}

    def misses(self) -> list[str]:
        out = []
        for r in self.results:
            if not r.kind_ok:
                out.append(f"{r.file}#{r.index}: kind {r.got_kind!r} != {r.kind!r}")
                continue
            out.extend(f"{r.file}#{r.index} {r.kind}.{n}: {g!r} != {w!r}"
                       for n, ok, g, w in r.fields if not ok)
        return out


def _pct(ok: int, total: int) -> str:
    return "—" if not total else f"{100.0 * ok / total:.1f}% ({ok}/{total})"


def markdown(report: Report, *, title: str = "Accuracy", details: bool = True) -> str:
    """The report as Markdown tables: overall, per kind, per field (fields < 100% only
    in the per-field table, to keep it readable)."""
    rend = report.by_rendering()
    order = [r for r in RENDERINGS if r in rend] + sorted(set(rend) - set(RENDERINGS))
    lines = [f"## {title}", "", "| rendering | documents | kind | fields exact |", "| --- | ---: | ---: | ---: |"]
    for r in order:
        t = rend[r]
        lines.append(f"| {r} | {t.docs} | {_pct(t.kind_ok, t.docs)} | {_pct(t.fields_ok, t.fields)} |")
    if not details:
        return "\n".join(lines) + "\n"
    kinds = report.by_kind()
    lines += ["", "### Per kind (kind right / fields exact)", "",
              "| kind | " + " | ".join(order) + " |", "| --- |" + " ---: |" * len(order)]
    for kind in sorted({k for k, _ in kinds}):
        cells = []
        for r in order:
            t = kinds.get((kind, r))
            cells.append("" if t is None else
                         f"{t.kind_ok}/{t.docs} · {_pct(t.fields_ok, t.fields)}")
        lines.append(f"| {kind} | " + " | ".join(cells) + " |")
    per_field = report.by_field()
    lines += ["", "### Per field (only fields not always right)", "",
              "| kind.field | " + " | ".join(order) + " |", "| --- |" + " ---: |" * len(order)]
    for kind, fname in sorted({(k, f) for k, f, _ in per_field}):
        cells = [per_field.get((kind, fname, r)) for r in order]
        if all(c is None or c[0] == c[1] for c in cells):
            continue
        lines.append(f"| {kind}.{fname} | " + " | ".join(
            "" if c is None else f"{c[0]}/{c[1]}" for c in cells) + " |")
    return "\n".join(lines) + "\n"
