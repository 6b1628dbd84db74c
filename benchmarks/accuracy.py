"""Accuracy of the real pipeline on sample families, per family, rendering, kind and field.

    python -m benchmarks.accuracy [--set DIR] [--renderings born-digital,scan,photo]
        [--per-kind 4] [--ocr-per-kind 2] [--kinds crlv,cnh] [--jobs 2] [--out FILE]
        [--family NAME=DIR ...] [--no-training] [--misses]

The `training` family is generated with `samples.generate` (fixed seed, as-of
2026-12-01) into `--set` unless a set made with the same parameters is already there.
Each `--family NAME=DIR` adds a family read from DIR: every file there (recursively) with
a ``FILE.gold.json`` next to it (one CONTRACT §4 object, or a list for a bundle, with
`kind`, `page_range` and `fields` {name: normalised value}). Every file goes through
`intake.pipeline.read_file` + `extractors.pipeline.extract_document` (files in parallel,
one process per core; per-file time budget 180 s unless `--time-budget`, so that a busy
machine measures accuracy, not load). The Markdown report gives, per family: kind
accuracy, field exact match and the wrong-but-sure share (values wrong at or above the
checklist threshold 0.8; issue 12 goal ≤ 0.5%) per rendering; per kind; per field; the
kind confusion; the wrong-but-sure values per field; and, for bundles, the documents
found with kind and exact page range. Training born-digital documents get `--per-kind`
samples per kind; scans and photos the first `--ocr-per-kind` of them (both layouts of
the main kinds). Photos exist only for one-page documents.
"""

from __future__ import annotations

import argparse
import json
import multiprocessing
import sys
import time
from datetime import date
from functools import partial
from pathlib import Path
from typing import Any

from benchmarks.scoring import (
    RENDERINGS,
    DocResult,
    Report,
    compare_file,
    gold_path,
    load_gold,
    markdown,
)

SEED = 20261201
AS_OF = date(2026, 12, 1)
DEFAULT_SET = Path("var/bench-accuracy/set")
# Accuracy, not speed (that is `benchmarks.run`): a generous per-file budget so that a
# busy machine does not turn slow pages into skipped ones.
TIME_BUDGET = 180.0


def generate_set(out: Path, per_kind: int, ocr_per_kind: int, renderings: list[str],
                 kinds: list[str] | None = None, seed: int = SEED) -> list[dict[str, Any]]:
    """Write the sample set (reused when `out/params.json` matches); return manifest rows."""
    params = {"generator": _fingerprint(), "seed": seed, "as_of": AS_OF.isoformat(), "per_kind": per_kind,
              "ocr_per_kind": ocr_per_kind, "renderings": renderings, "kinds": kinds}
    stamp = out / "params.json"
    manifest = out / "manifest.json"
    if stamp.exists() and manifest.exists() and json.loads(stamp.read_text()) == params:
        return list(json.loads(manifest.read_text())["files"])
    import samples.layouts  # noqa: F401  (registers every kind)
    from samples.generate import _seed_int, build_doc, write_json, write_single
    from samples.model import REGISTRY
    from samples.render import render_pdf

    out.mkdir(parents=True, exist_ok=True)
    rows: list[dict[str, Any]] = []
    for kind in sorted(kinds or REGISTRY):
        layouts = sorted(REGISTRY[kind].layouts)
        for i in range(per_kind):
            want = [r for r in renderings if r == "born-digital" or i < ocr_per_kind]
            if not want:
                continue
            layout = layouts[i % len(layouts)]
            dseed = _seed_int(seed, kind, i)
            doc = build_doc(kind, dseed, AS_OF, layout)
            pdf = render_pdf([doc], title=kind)
            rows += write_single(out, f"{kind}_{i:02d}_{layout}", doc, pdf, want, dseed, AS_OF)
    write_json(manifest, {"generator": "benchmarks.accuracy", **params, "files": rows})
    write_json(stamp, params)
    return rows


def _fingerprint() -> str:
    """A hash of the generator's sources: a stale set is regenerated when layouts change."""
    import hashlib

    root = Path(__file__).resolve().parents[1] / "samples"
    h = hashlib.sha256()
    for f in sorted([*root.glob("*.py"), *root.glob("layouts/*.py")]):
        h.update(f.name.encode() + f.read_bytes())
    return h.hexdigest()[:16]


def score_file(path: str, time_budget: float | None = None, family: str = "training",
               name: str | None = None) -> tuple[list[DocResult], float, str | None]:
    """Run the real pipeline on one file and compare it with its gold."""
    from extractors.pipeline import extract_document
    from intake.limits import DEFAULT_LIMITS
    from intake.pipeline import read_file

    p = Path(path)
    t0 = time.perf_counter()
    gold = load_gold(p)
    limits = DEFAULT_LIMITS
    if time_budget:
        limits = DEFAULT_LIMITS.model_copy(update={"time_budget_s": float(time_budget)})
    try:
        got = extract_document(read_file(p, limits))
        error = None
    except Exception as exc:  # a crash is a miss for every document of the file
        got, error = [], f"{type(exc).__name__}: {exc}"
    return compare_file(name or p.name, got, gold, family), time.perf_counter() - t0, error


def family_files(root: Path) -> list[Path]:
    """The files of a family directory that have a gold file next to them."""
    return sorted(f for f in root.rglob("*") if f.is_file() and not f.name.endswith(".json")
                  and gold_path(f).exists())


def _task(item: tuple[str, str, str], time_budget: float | None) -> tuple[list[DocResult], float, str | None]:
    path, family, name = item
    return score_file(path, time_budget, family, name)


def run(files: list[Path], jobs: int, log: bool = True, time_budget: float | None = None,
        families: list[tuple[str, str]] | None = None) -> tuple[Report, dict[str, float], list[str]]:
    """Score every file, `jobs` at a time (daemonic workers: intake stays serial inside);
    ``families`` gives each file's (family, name in the report), default training."""
    report = Report()
    seconds: dict[str, float] = {}
    errors: list[str] = []
    labels = families or [("training", f.name) for f in files]
    items = [(str(f), fam, name) for f, (fam, name) in zip(files, labels, strict=True)]
    task = partial(_task, time_budget=time_budget)
    if jobs <= 1:
        results = map(task, items)
        pool = None
    else:
        pool = multiprocessing.get_context("forkserver").Pool(jobs)
        results = pool.imap(task, items)
    try:
        for n, ((_, fam, name), (docs, secs, err)) in enumerate(zip(items, results, strict=True), 1):
            report.extend(docs)
            seconds[f"{fam}/{name}"] = secs
            if err:
                errors.append(f"{fam}/{name}: {err}")
            if log:
                ok = sum(d.kind_ok for d in docs)
                fok = sum(f[1] for d in docs for f in d.fields)
                nf = sum(len(d.fields) for d in docs)
                print(f"[{n}/{len(items)}] {fam}/{name}: kind {ok}/{len(docs)} "
                      f"fields {fok}/{nf} ({secs:.1f} s)", file=sys.stderr, flush=True)
    finally:
        if pool is not None:
            pool.close()
            pool.join()
    return report, seconds, errors


def parse_family(text: str) -> tuple[str, Path]:
    """``NAME=DIR`` → (NAME, DIR); a clear error for anything else."""
    name, sep, root = text.partition("=")
    if not sep or not name.strip() or not root.strip():
        raise argparse.ArgumentTypeError(f"família inválida {text!r}: use NOME=DIRETÓRIO")
    path = Path(root.strip())
    if not path.is_dir():
        raise argparse.ArgumentTypeError(f"diretório da família {name.strip()!r} não existe: {path}")
    return name.strip(), path


def main(argv: list[str] | None = None) -> int:
    """Entry point of `python -m benchmarks.accuracy`."""
    ap = argparse.ArgumentParser(prog="python -m benchmarks.accuracy", description=__doc__,
                                 formatter_class=argparse.RawDescriptionHelpFormatter)
    ap.add_argument("--set", type=Path, default=DEFAULT_SET, help="sample set directory")
    ap.add_argument("--renderings", default=",".join(RENDERINGS))
    ap.add_argument("--per-kind", type=int, default=4, help="born-digital documents per kind")
    ap.add_argument("--ocr-per-kind", type=int, default=2, help="scanned/photographed per kind")
    ap.add_argument("--kinds", default="", help="comma-separated kinds (default: all)")
    ap.add_argument("--jobs", type=int, default=multiprocessing.cpu_count())
    ap.add_argument("--time-budget", type=float, default=TIME_BUDGET,
                    help="per-file time budget in s (0: intake's default)")
    ap.add_argument("--out", type=Path, help="also write the Markdown report here")
    ap.add_argument("--misses", action="store_true", help="list every wrong value")
    ap.add_argument("--family", action="append", default=[], type=parse_family, metavar="NAME=DIR",
                    help="another sample family: files with FILE.gold.json next to them")
    ap.add_argument("--no-training", action="store_true", help="skip the generated training family")
    a = ap.parse_args(argv)
    rend = [r.strip() for r in a.renderings.split(",") if r.strip()]
    if any(r not in RENDERINGS for r in rend):
        print(f"unknown rendering in {rend}", file=sys.stderr)
        return 2
    kinds = [k.strip() for k in a.kinds.split(",") if k.strip()] or None
    t0 = time.perf_counter()
    files: list[Path] = []
    labels: list[tuple[str, str]] = []
    if not a.no_training:
        rows = generate_set(a.set, max(a.per_kind, a.ocr_per_kind), a.ocr_per_kind,
                            sorted(rend, key=RENDERINGS.index), kinds)
        train = [a.set / r["file"] for r in rows if r["rendering"] in rend]
        # the slowest (photos, scans) first so both workers stay busy to the end
        train.sort(key=lambda f: (RENDERINGS.index(_rendering(f.name)) * -1, f.name))
        files += train
        labels += [("training", f.name) for f in train]
    for name, root in a.family:
        extra = family_files(root)
        if not extra:
            print(f"a família {name!r} não tem arquivos com .gold.json em {root}", file=sys.stderr)
            return 2
        files += extra
        labels += [(name, str(f.relative_to(root))) for f in extra]
    report, seconds, errors = run(files, max(1, a.jobs), time_budget=a.time_budget or None,
                                  families=labels)
    wall = time.perf_counter() - t0
    cmd = "python -m benchmarks.accuracy " + " ".join(argv if argv is not None else sys.argv[1:])
    text = markdown(report, title="Accuracy by sample family" if a.family else
                    f"Accuracy (training family: synthetic samples, seed {SEED})")
    text += (f"\n`{cmd.strip()}` — {len(files)} files, {wall:.0f} s wall, "
             f"{sum(seconds.values()):.0f} s of pipeline time, jobs={a.jobs}.\n")
    if errors:
        text += "\nErrors:\n\n" + "\n".join(f"- {e}" for e in errors) + "\n"
    if a.misses:
        text += "\n### Misses\n\n" + "\n".join(f"- {m}" for m in report.misses()) + "\n"
    print(text)
    if a.out:
        a.out.parent.mkdir(parents=True, exist_ok=True)
        a.out.write_text(text, encoding="utf-8")
    return 0


def _rendering(name: str) -> str:
    if ".photo." in name:
        return "photo"
    if ".scan." in name:
        return "scan"
    return "born-digital"


if __name__ == "__main__":
    raise SystemExit(main())
