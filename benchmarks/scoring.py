"""Score extractions against gold objects: kind, page range and field exact match, per
family and rendering; the kind confusion matrix; the wrong-but-sure share (issue 12).

Pure functions on `Extraction`s and gold dicts, shared by `benchmarks.accuracy` and the
golden tests. A gold file ``NAME.gold.json`` sits next to each file ``NAME``: one CONTRACT
§4 object, or a list of them for a bundle, each with ``kind``, ``page_range`` and
``fields`` — a field's gold is its normalised value, or ``{"value": …}`` as the training
generator writes it (`samples/README.md`). A gold field counts as right only when the
extracted value is exactly equal; a field of a document whose kind is wrong counts as
missed. A value is *wrong-but-sure* when it is present, not the gold value, and its
confidence is at or above the checklist threshold (`checklists.schema`: 0.8): the engine
would then decide on it instead of asking for a review.
"""

from __future__ import annotations

import json
from collections import Counter, defaultdict
from collections.abc import Iterable
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any

from extractors.models import Extraction

RENDERINGS = ("born-digital", "scan", "photo")
SURE = 0.8  # the checklists' default confidence threshold (checklists/schema.py)
_IMAGE = (".jpg", ".jpeg", ".png", ".tif", ".tiff", ".webp", ".heic")


def gold_path(path: Path) -> Path:
    """The gold file of a sample file (``x.pdf`` → ``x.pdf.gold.json``)."""
    return Path(str(path) + ".gold.json")


def load_gold(path: Path) -> list[dict[str, Any]]:
    """The gold objects of a sample file (a list of them for bundles)."""
    data = json.loads(gold_path(path).read_text(encoding="utf-8"))
    return data if isinstance(data, list) else [data]


def gold_value(fgold: Any) -> Any:
    """A field's gold value: ``{"value": v}`` (training generator) or ``v`` itself."""
    if isinstance(fgold, dict) and "value" in fgold:
        return fgold["value"]
    return fgold


def rendering_of(gold: dict[str, Any], name: str = "") -> str:
    """The gold object's rendering: as recorded, else from the file name (``.scan.``,
    ``.photo.``, an image file), else ``born-digital``."""
    recorded = gold.get("sample", {}).get("rendering") or gold.get("rendering")
    if recorded:
        return str(recorded)
    low = name.lower()
    if ".photo." in low or low.endswith(_IMAGE):
        return "photo"
    if ".scan." in low:
        return "scan"
    return "born-digital"


@dataclass(frozen=True)
class DocResult:
    """One gold document against what was extracted for it."""

    file: str
    index: int
    rendering: str
    kind: str  # the gold kind
    got_kind: str | None  # None: no extraction matched
    fields: tuple[tuple[str, bool, Any, Any], ...]  # (name, ok, got, want)
    family: str = "training"
    got_confidence: float = 0.0  # the extraction's kind_confidence
    confidences: tuple[float | None, ...] = ()  # per field, the value's confidence
    range_ok: bool = True  # an extraction with the gold page range was found
    bundle: bool = False  # the file holds several gold documents

    @property
    def kind_ok(self) -> bool:
        return self.got_kind == self.kind

    @property
    def found(self) -> bool:
        """Found with its kind and exact page range (the bundle measure)."""
        return self.kind_ok and self.range_ok

    def wrong_but_sure(self) -> list[str]:
        """The fields present, wrong, and at or above `SURE`."""
        return [f[0] for f, c in zip(self.fields, self.confidences, strict=False)
                if not f[1] and f[2] is not None and c is not None and c >= SURE]


def compare_file(name: str, got: list[Extraction], gold: list[dict[str, Any]],
                 family: str = "training") -> list[DocResult]:
    """Match extractions to gold objects by page range (then by order) and compare."""
    by_range = {tuple(e.page_range or ()): e for e in got}
    out: list[DocResult] = []
    for i, g in enumerate(gold):
        key = tuple(g.get("page_range") or ())
        exact = by_range.get(key) if key else None
        e = exact or (got[i] if i < len(got) else None)
        same = e is not None and e.kind == g["kind"]
        rows = []
        confs: list[float | None] = []
        for fname, fgold in g["fields"].items():
            want = gold_value(fgold)
            f = e.fields.get(fname) if same and e is not None else None
            have = f.value if f is not None else None
            rows.append((fname, have == want, have, want))
            confs.append(f.confidence if f is not None else None)
        out.append(DocResult(name, i, rendering_of(g, name), g["kind"],
                             e.kind if e is not None else None, tuple(rows), family,
                             e.kind_confidence if e is not None else 0.0, tuple(confs),
                             exact is not None or not key, len(gold) > 1))
    return out


@dataclass
class Tally:
    """Counts of documents/kinds right and fields right."""

    docs: int = 0
    kind_ok: int = 0
    fields: int = 0
    fields_ok: int = 0
    wrong_sure: int = 0
    kind_wrong_sure: int = 0

    def add_doc(self, r: DocResult) -> None:
        self.docs += 1
        self.kind_ok += int(r.kind_ok)
        self.fields += len(r.fields)
        self.fields_ok += sum(1 for f in r.fields if f[1])
        self.wrong_sure += len(r.wrong_but_sure())
        self.kind_wrong_sure += int(not r.kind_ok and r.got_kind is not None
                                    and r.got_confidence >= SURE)

    @property
    def kind_rate(self) -> float:
        return self.kind_ok / self.docs if self.docs else 1.0

    @property
    def field_rate(self) -> float:
        return self.fields_ok / self.fields if self.fields else 1.0

    @property
    def wrong_sure_rate(self) -> float:
        return self.wrong_sure / self.fields if self.fields else 0.0


@dataclass
class Report:
    """Aggregates of many `DocResult`s: per rendering, per (rendering, kind), per field."""

    results: list[DocResult] = field(default_factory=list)

    def extend(self, items: Iterable[DocResult]) -> None:
        self.results.extend(items)

    def families(self) -> list[str]:
        return list(dict.fromkeys(r.family for r in self.results))

    def only(self, family: str) -> Report:
        return Report([r for r in self.results if r.family == family])

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

    def confusion(self) -> Counter[tuple[str, str]]:
        """(gold kind, extracted kind or "—") → documents."""
        return Counter((r.kind, r.got_kind or "—") for r in self.results)

    def wrong_but_sure(self) -> Counter[str]:
        """``kind.field`` → values wrong at or above `SURE`."""
        return Counter(f"{r.kind}.{n}" for r in self.results for n in r.wrong_but_sure())

    def bundles(self) -> tuple[int, int]:
        """(documents found with kind and exact page range, documents) in bundle files."""
        docs = [r for r in self.results if r.bundle]
        return sum(r.found for r in docs), len(docs)

    def misses(self) -> list[str]:
        out = []
        for r in self.results:
            if not r.kind_ok:
                out.append(f"{r.file}#{r.index}: kind {r.got_kind!r} != {r.kind!r}"
                           f" (confidence {r.got_confidence:.2f})")
                continue
            sure = set(r.wrong_but_sure())
            out.extend(f"{r.file}#{r.index} {r.kind}.{n}: {g!r} != {w!r}"
                       + (" [wrong-but-sure]" if n in sure else "")
                       for n, ok, g, w in r.fields if not ok)
        return out


def _pct(ok: int, total: int) -> str:
    return "—" if not total else f"{100.0 * ok / total:.1f}% ({ok}/{total})"


def markdown(report: Report, *, title: str = "Accuracy", details: bool = True) -> str:
    """The report as Markdown: per family, overall per rendering (with wrong-but-sure),
    per kind, per field (fields < 100% only), the kind confusion (misclassified pairs)
    and the wrong-but-sure values per field."""
    fams = report.families() or ["training"]
    if len(fams) == 1:
        return _family_markdown(report, title, details)
    return "\n".join(_family_markdown(report.only(f), f"{title} — family `{f}`", details)
                     for f in fams)


def _family_markdown(report: Report, title: str, details: bool) -> str:
    rend = report.by_rendering()
    order = [r for r in RENDERINGS if r in rend] + sorted(set(rend) - set(RENDERINGS))
    lines = [f"## {title}", "",
             f"| rendering | documents | kind | fields exact | wrong-but-sure values (≥ {SURE}) "
             "| wrong kinds ≥ 0.8 |",
             "| --- | ---: | ---: | ---: | ---: | ---: |"]
    for r in order:
        t = rend[r]
        lines.append(f"| {r} | {t.docs} | {_pct(t.kind_ok, t.docs)} | {_pct(t.fields_ok, t.fields)} "
                     f"| {_pct(t.wrong_sure, t.fields)} | {t.kind_wrong_sure} |")
    found, total = report.bundles()
    if total:
        lines += ["", f"Bundles: {_pct(found, total)} of their documents found with kind and "
                      "exact page range."]
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
    wrong = {k: v for k, v in report.confusion().items() if k[0] != k[1]}
    lines += ["", "### Kind confusion (gold → extracted, misclassified only)", ""]
    if wrong:
        lines += ["| gold kind | extracted kind | documents |", "| --- | --- | ---: |"]
        lines += [f"| {g} | {x} | {n} |" for (g, x), n in sorted(wrong.items())]
    else:
        lines.append("No document was misclassified.")
    sure = report.wrong_but_sure()
    lines += ["", f"### Wrong-but-sure values (confidence ≥ {SURE}) per field", ""]
    if sure:
        lines += ["| kind.field | values |", "| --- | ---: |"]
        lines += [f"| {k} | {n} |" for k, n in sorted(sure.items())]
    else:
        lines.append("None.")
    return "\n".join(lines) + "\n"
