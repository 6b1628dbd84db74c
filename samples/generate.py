"""Command line: write synthetic documents, their gold JSON, bundles, dossiers and a manifest.

    python -m samples.generate --out DIR [--seed N] [--per-kind N]
        [--renderings born-digital,scan,photo] [--kinds crlv,cnh,...]
        [--as-of YYYY-MM-DD] [--bundles N] [--no-dossiers]

Each document file `X` gets `X.gold.json` (one CONTRACT §4 object; a list for bundles).
"""

from __future__ import annotations

import argparse
import json
import sys
import time
from datetime import date
from pathlib import Path
from typing import Any

import samples.layouts  # noqa: F401  (registers every kind)
from samples.degrade import RENDERINGS, Rendered, photo, scan
from samples.model import REGISTRY, Ctx, Doc
from samples.render import render_pdf

DEFAULT_AS_OF = date(2026, 12, 1)
DEFAULT_SEED = 20261201
TEXT_SOURCE = {"born-digital": "pdf-text", "scan": "ocr", "photo": "ocr"}


def _seed_int(*parts: Any) -> int:
    """A stable 32-bit int from parts (no use of hash(), which is salted per process)."""
    s = ":".join(str(p) for p in parts)
    h = 2166136261
    for ch in s.encode():
        h = ((h ^ ch) * 16777619) & 0xFFFFFFFF
    return h


def write_json(path: Path, obj: Any) -> None:
    """Pretty, sorted-key-free, UTF-8 JSON with a trailing newline."""
    path.write_text(json.dumps(obj, ensure_ascii=False, indent=2) + "\n", encoding="utf-8")


# compact degradation settings (used for the committed fixtures)
SMALL: dict[str, dict[str, int]] = {"scan": {"dpi": 150, "quality": 40},
                                    "photo": {"dpi": 120, "quality": 62}}


def renderings_of(pdf: bytes, pages: int, renderings: list[str], seed: int,
                  scan_fmt: str | None = None, small: bool = False
                  ) -> list[tuple[str, Rendered]]:
    """The requested renderings of one born-digital PDF (photo only for 1-page docs)."""
    opts: dict[str, dict[str, int]] = SMALL if small else {"scan": {}, "photo": {}}
    if small and scan_fmt == "png":
        opts = {**opts, "scan": {**opts["scan"], "dpi": 130}}
    out: list[tuple[str, Rendered]] = []
    for r in renderings:
        if r == "born-digital":
            out.append((r, Rendered(pdf, "pdf", pages)))
        elif r == "scan":
            out.append((r, scan(pdf, _seed_int(seed, "scan"), fmt=scan_fmt, **opts["scan"])))
        elif r == "photo" and pages == 1:
            out.append((r, photo(pdf, _seed_int(seed, "photo"), **opts["photo"])))
    return out


def _suffix(rendering: str, ext: str) -> str:
    return {"born-digital": f".{ext}", "scan": f".scan.{ext}", "photo": f".photo.{ext}"}[rendering]


def write_single(out: Path, stem: str, doc: Doc, pdf: bytes, renderings: list[str],
                 seed: int, as_of: date, scan_fmt: str | None = None, small: bool = False
                 ) -> list[dict[str, Any]]:
    """Write every rendering of one document plus its gold files; return manifest rows."""
    rows = []
    for rendering, rend in renderings_of(pdf, doc.pages, renderings, seed, scan_fmt, small):
        name = stem + _suffix(rendering, rend.ext)
        (out / name).write_bytes(rend.data)
        gold = doc.gold(name)
        gold["sample"].update({"rendering": rendering, "text_source": TEXT_SOURCE[rendering],
                               "seed": seed, "as_of": as_of.isoformat()})
        if rend.note:
            gold["sample"]["degradation"] = rend.note
        write_json(out / f"{name}.gold.json", gold)
        rows.append({"file": name, "gold": f"{name}.gold.json", "kind": doc.kind,
                     "layout": doc.layout, "rendering": rendering, "pages": doc.pages})
    return rows


def build_doc(kind: str, seed: int, as_of: date, layout: str | None = None,
              **overrides: Any) -> Doc:
    """Build one document of `kind` deterministically from (seed, kind, layout)."""
    ctx = Ctx.make(f"{seed}:{kind}:{layout}", as_of)
    return REGISTRY[kind].builder(ctx, layout, **overrides)


def write_bundle(out: Path, stem: str, docs: list[Doc], renderings: list[str], seed: int,
                 as_of: date, small: bool = False) -> list[dict[str, Any]]:
    """Several documents in one PDF; gold is a list with each one's page_range."""
    pdf = render_pdf(docs, title=stem)
    total = sum(d.pages for d in docs)
    rows = []
    for rendering, rend in renderings_of(pdf, total, [r for r in renderings if r != "photo"],
                                         seed, scan_fmt="pdf", small=small):
        name = stem + _suffix(rendering, rend.ext)
        (out / name).write_bytes(rend.data)
        golds, start = [], 1
        for d in docs:
            g = d.gold(name, start)
            g["sample"].update({"rendering": rendering, "text_source": TEXT_SOURCE[rendering],
                                "seed": seed, "as_of": as_of.isoformat()})
            golds.append(g)
            start += d.pages
        write_json(out / f"{name}.gold.json", golds)
        rows.append({"file": name, "gold": f"{name}.gold.json", "kind": "bundle",
                     "kinds": [d.kind for d in docs], "rendering": rendering, "pages": total})
    return rows


def make_bundle(seed: int, as_of: date, index: int) -> list[Doc]:
    """CNH + CRLV of the same person + 2 certidões (the TJSP one has 2 pages)."""
    ctx = Ctx.make(f"{seed}:bundle:{index}", as_of)
    person = ctx.faux.person(as_of)
    vehicle = ctx.faux.vehicle(as_of)
    b = REGISTRY
    return [
        b["cnh"].builder(ctx, None, person=person, categoria="D", ear=True),
        b["crlv"].builder(ctx, None, owner=person, vehicle=vehicle),
        b["distribuicao_criminal"].builder(ctx, "tjsp", person=person, resultado="negativa"),
        b["antecedentes_criminais"].builder(ctx, None, person=person, resultado="negativa"),
    ]


def generate(out: Path, seed: int = DEFAULT_SEED, per_kind: int = 2,
             renderings: list[str] | None = None, kinds: list[str] | None = None,
             as_of: date = DEFAULT_AS_OF, bundles: int = 2, dossiers: bool = True,
             log: bool = False) -> dict[str, Any]:
    """Write the sample set into `out` and return the manifest (also written)."""
    renderings = renderings or list(RENDERINGS)
    out.mkdir(parents=True, exist_ok=True)
    t0 = time.perf_counter()
    rows: list[dict[str, Any]] = []
    for kind in sorted(kinds or REGISTRY):
        layouts = sorted(REGISTRY[kind].layouts)
        for i in range(per_kind):
            layout = layouts[i % len(layouts)]
            dseed = _seed_int(seed, kind, i)
            doc = build_doc(kind, dseed, as_of, layout)
            pdf = render_pdf([doc], title=kind)
            rows += write_single(out, f"{kind}_{i:02d}_{layout}", doc, pdf, renderings,
                                 dseed, as_of)
        if log:
            print(f"{kind}: {per_kind} docs", file=sys.stderr)
    for j in range(bundles):
        bseed = _seed_int(seed, "bundle", j)
        rows += write_bundle(out, f"bundle_{j:02d}", make_bundle(bseed, as_of, j), renderings,
                             bseed, as_of)
    dossier_rows: list[dict[str, Any]] = []
    if dossiers:
        from samples.dossier import CHECKLIST_DOSSIERS, write_dossier

        for cid in CHECKLIST_DOSSIERS:
            dossier_rows.append(write_dossier(out / "dossiers", cid, _seed_int(seed, cid), as_of))
    manifest = {
        "generator": "samples.generate",
        "seed": seed,
        "as_of": as_of.isoformat(),
        "renderings": renderings,
        "files": rows,
        "dossiers": dossier_rows,
        "seconds": round(time.perf_counter() - t0, 2),
    }
    write_json(out / "manifest.json", {k: v for k, v in manifest.items() if k != "seconds"})
    return manifest


def main(argv: list[str] | None = None) -> int:
    """Entry point of `python -m samples.generate`."""
    ap = argparse.ArgumentParser(prog="python -m samples.generate", description=__doc__,
                                 formatter_class=argparse.RawDescriptionHelpFormatter)
    ap.add_argument("--out", type=Path, default=Path("samples/out"))
    ap.add_argument("--seed", type=int, default=DEFAULT_SEED)
    ap.add_argument("--per-kind", type=int, default=2)
    ap.add_argument("--renderings", default=",".join(RENDERINGS))
    ap.add_argument("--kinds", default="", help="comma-separated kinds (default: all)")
    ap.add_argument("--as-of", type=date.fromisoformat, default=DEFAULT_AS_OF)
    ap.add_argument("--bundles", type=int, default=2)
    ap.add_argument("--no-dossiers", action="store_true")
    ap.add_argument("--list", action="store_true", help="list kinds and layouts and exit")
    a = ap.parse_args(argv)
    if a.list:
        for k in sorted(REGISTRY):
            print(f"{k}: {', '.join(sorted(REGISTRY[k].layouts))}")
        return 0
    rend = [r.strip() for r in a.renderings.split(",") if r.strip()]
    bad = [r for r in rend if r not in RENDERINGS]
    kinds = [k.strip() for k in a.kinds.split(",") if k.strip()] or None
    unknown = [k for k in kinds or [] if k not in REGISTRY]
    if bad or unknown:
        print(f"unknown renderings {bad} or kinds {unknown}", file=sys.stderr)
        return 2
    m = generate(a.out, a.seed, a.per_kind, rend, kinds, a.as_of, a.bundles,
                 not a.no_dossiers, log=True)
    print(f"wrote {len(m['files'])} files and {len(m['dossiers'])} dossiers to {a.out} "
          f"in {m['seconds']} s")
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
