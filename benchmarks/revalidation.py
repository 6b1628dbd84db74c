"""Batch revalidation benchmark (issue 5): `python -m benchmarks.revalidation`.

1. Generates N stored dossiers (default 10,000) in a temporary SQLite database from the
   example dossier (`examples/mogi-fretamento`) and the sample dossiers of
   `samples.dossier` (five checklists), every date shifted by a random number of days;
   each dossier's documents are stored as one scanned bundle (one file, its documents).
2. Revalidates them in the default mode (in-process, a process pool of
   `DOSSIE_JOB_WORKERS` processes) in a child process: wall time, throughput, peak RSS
   of the job process and of its largest pool worker. Then a second revalidation at a
   later date (the diff against the first one).
3. The same with 2 Celery workers (`dossie worker --concurrency 1` × 2) over Redis with
   PostgreSQL (a throwaway database): throughput.
4. The cost of processing one scanned dossier with the real pipeline (intake + OCR +
   extraction + checklist) on `samples/fixtures/*.scan.pdf`, and the ratio.

Prints a Markdown section and replaces the "## Revalidation" section of BENCHMARKS.md
(re-read right before writing; other sections are left as they are).
"""

from __future__ import annotations

import argparse
import json
import os
import random
import re
import resource
import subprocess
import sys
import tempfile
import time
from datetime import date, timedelta
from pathlib import Path
from typing import Any

ROOT = Path(__file__).resolve().parents[1]
BENCH_MD = ROOT / "BENCHMARKS.md"
SECTION = "## Revalidation"
ISO = re.compile(r"^\d{4}-\d{2}-\d{2}$")
BASE_AS_OF = date(2026, 6, 15)
AS_OF_1, AS_OF_2 = "2027-01-31", "2027-03-31"


# --- data generation ---------------------------------------------------------------------


def _templates() -> list[tuple[str, list[dict[str, Any]], dict[str, Any]]]:
    """(checklist, extractions, facts) of the example and the sample dossiers."""
    from samples.dossier import CHECKLIST_DOSSIERS, make_dossier

    ex_dir = ROOT / "examples" / "mogi-fretamento"
    out = [("mogi-das-cruzes/5268-2001/fretamento",
            [json.loads(p.read_text(encoding="utf-8"))
             for p in sorted(ex_dir.glob("*.extraction.json"))],
            json.loads((ex_dir / "fatos.json").read_text(encoding="utf-8")))]
    for cid in CHECKLIST_DOSSIERS:
        for seed in range(3):
            d = make_dossier(cid, seed, BASE_AS_OF)
            exs = []
            for stem, doc in d.docs:
                g = doc.gold(f"{stem}.pdf")
                g.pop("sample", None)
                g.update(kind_confidence=0.97, text_source="ocr")
                for f in g["fields"].values():
                    f["confidence"] = 0.95
                exs.append(g)
            out.append((cid, exs, d.facts))
    return out


def _shift(value: Any, days: int) -> Any:
    if isinstance(value, str) and ISO.match(value):
        return (date.fromisoformat(value) + timedelta(days=days)).isoformat()
    if isinstance(value, dict):
        return {k: _shift(v, days) for k, v in value.items()}
    if isinstance(value, list):
        return [_shift(v, days) for v in value]
    return value


def generate(database_url: str, n: int, seed: int = 7) -> None:
    """Insert `n` processed dossiers (no reports yet) with bulk INSERTs."""
    from sqlalchemy import insert

    from core.settings import Settings
    from dossie.store.base import new_id, utcnow
    from dossie.store.documents import ExtractedDocument
    from dossie.store.dossiers import Dossier
    from dossie.store.files import Blob, DossierFile
    from dossie.store.store import Store
    from dossie.store.users import User

    store = Store(Settings(database_url=database_url, storage_dir=Path(tempfile.gettempdir())))
    rng = random.Random(seed)
    templates = _templates()
    now = utcnow()
    with store.db.session() as s:
        user = User(username="bench-applicant", role="applicant", active=True)
        s.add(user)
        s.commit()
        uid = user.id
    batch = 500
    for start in range(0, n, batch):
        dossiers, blobs, files, docs = [], [], [], []
        for _ in range(min(batch, n - start)):
            cid, exs, facts = templates[rng.randrange(len(templates))]
            days = rng.randrange(-120, 240)
            did, fid, sha = new_id(), new_id(), os.urandom(32).hex()
            dossiers.append({"id": did, "owner_id": uid, "checklist_id": cid,
                             "facts": _shift(facts, days),
                             "as_of": BASE_AS_OF + timedelta(days=days), "status": "done",
                             "verdict": None, "has_review": False, "created_at": now,
                             "updated_at": now, "version": 1})
            blobs.append({"sha256": sha, "size": 1, "media_type": "application/pdf",
                          "created_at": now})
            files.append({"id": fid, "dossier_id": did, "sha256": sha, "name": "dossie.pdf",
                          "uploaded_by": uid, "uploaded_at": now, "state": "done",
                          "position": 0})
            for pos, e in enumerate(exs):
                docs.append({"id": new_id(), "dossier_id": did, "file_id": fid,
                             "position": pos, "kind": e["kind"],
                             "extraction": {**_shift(e, days), "file": "dossie.pdf"},
                             "created_at": now})
        with store.db.session() as s:
            s.execute(insert(Dossier), dossiers)
            s.execute(insert(Blob), blobs)
            s.execute(insert(DossierFile), files)
            s.execute(insert(ExtractedDocument), docs)
            s.commit()
    store.close()


# --- runs --------------------------------------------------------------------------------


def _descendants_peak_mib(root: int) -> float:
    """The largest peak RSS (VmHWM) among the live descendants of `root` (Linux /proc)."""
    parents: dict[int, int] = {}
    for st in Path("/proc").glob("[0-9]*/stat"):
        try:
            fields = st.read_text().rsplit(")", 1)[1].split()
            parents[int(st.parent.name)] = int(fields[1])
        except (OSError, ValueError, IndexError):
            continue
    peak = 0.0
    for pid in parents:
        p, depth = pid, 0
        while p in parents and p != root and depth < 10:
            p, depth = parents[p], depth + 1
        if p == root and pid != root:
            try:
                for line in Path(f"/proc/{pid}/status").read_text().splitlines():
                    if line.startswith("VmHWM:"):
                        peak = max(peak, int(line.split()[1]) / 1024)
            except OSError:
                continue
    return peak


def child_revalidate(as_of: str) -> None:
    """In a fresh process: run one revalidation (default mode), print JSON figures."""
    from core.settings import Settings
    from dossie.jobs.execute import execute_job
    from dossie.services import job_kinds, revalidation
    from dossie.store.jobs import Job
    from dossie.store.store import Store

    job_kinds.install()
    store = Store(Settings())
    with store.db.session() as s:
        job = revalidation.create_job(s, None, revalidation.job_params(
            date.fromisoformat(as_of), None, None))
    import threading

    peak = {"workers": 0.0}
    stop = threading.Event()

    def sample() -> None:
        while not stop.wait(0.5):
            peak["workers"] = max(peak["workers"], _descendants_peak_mib(os.getpid()))

    sampler = threading.Thread(target=sample, daemon=True)
    sampler.start()
    t0 = time.perf_counter()
    execute_job(store, job.id)
    wall = time.perf_counter() - t0
    stop.set()
    with store.db.session() as s:
        done = s.get(Job, job.id)
        assert done is not None and done.status == "done", done and done.error_message
        result = done.result or {}
    store.close()
    me = resource.getrusage(resource.RUSAGE_SELF).ru_maxrss / 1024
    kids = max(peak["workers"], resource.getrusage(resource.RUSAGE_CHILDREN).ru_maxrss / 1024)
    print(json.dumps({"wall_s": wall, "total": result.get("total"),
                      "by_change": result.get("by_change"), "rss_mib": me,
                      "worker_rss_mib": kids}))


def _run_child(env: dict[str, str], as_of: str) -> dict[str, Any]:
    r = subprocess.run([sys.executable, "-m", "benchmarks.revalidation", "--child", as_of],
                       env=env, cwd=ROOT, capture_output=True, text=True, check=False)
    if r.returncode != 0:
        raise RuntimeError(r.stderr[-3000:])
    return json.loads(r.stdout.strip().splitlines()[-1])


def run_default(n: int, tmp: Path) -> dict[str, Any]:
    url = f"sqlite:///{tmp / 'bench.db'}"
    t0 = time.perf_counter()
    generate(url, n)
    gen_s = time.perf_counter() - t0
    env = {**os.environ, "DOSSIE_DATABASE_URL": url, "DOSSIE_STORAGE_DIR": str(tmp / "st"),
           "DOSSIE_BROKER_URL": "", "OMP_THREAD_LIMIT": "1"}
    env.pop("DOSSIE_BROKER_URL")
    first = _run_child(env, AS_OF_1)
    second = _run_child(env, AS_OF_2)
    return {"generate_s": gen_s, "first": first, "second": second,
            "workers": int(os.environ.get("DOSSIE_JOB_WORKERS", "2")),
            "db_mib": (tmp / "bench.db").stat().st_size / 2**20}


def run_celery(n: int, tmp: Path) -> dict[str, Any]:
    """2 `dossie worker` processes over Redis + PostgreSQL; the job goes to the queue."""
    import uuid

    from core.settings import Settings
    from dossie.services import revalidation
    from dossie.services.app import Services
    from dossie.store.jobs import Job
    from tests.api.support import CeleryWorker, redis_url, throwaway_pg_database

    with throwaway_pg_database() as url:
        generate(url, n)
        settings = Settings(database_url=url, broker_url=redis_url(),
                            storage_dir=tmp / "st-celery", job_workers=1,
                            celery_queue=f"dossie-bench-{uuid.uuid4().hex[:8]}")
        services = Services(settings).start()
        workers = [CeleryWorker(settings, tmp / f"worker{i}.log") for i in range(2)]
        try:
            for w in workers:
                w.wait_ready()
            with services.session() as s:
                job = revalidation.create_job(s, None, revalidation.job_params(
                    date.fromisoformat(AS_OF_1), None, None))
            t0 = time.perf_counter()
            services.runner.submit(job.id)
            while True:
                time.sleep(0.2)
                with services.session() as s:
                    j = s.get(Job, job.id)
                    assert j is not None
                    if j.status in ("done", "failed"):
                        break
            wall = time.perf_counter() - t0
            assert j.status == "done", j.error_message
            total = (j.result or {}).get("total")
        finally:
            for w in workers:
                w.stop()
            services.stop()
            import redis

            redis.Redis.from_url(settings.broker_url or "").delete(settings.celery_queue)
    return {"wall_s": wall, "total": total}


def run_scan() -> dict[str, Any]:
    """One scanned dossier through the real pipeline (intake, OCR, extraction, checklist)."""
    from dossie.services import processing

    files = sorted((ROOT / "samples" / "fixtures").glob("*.scan.pdf"))
    t0 = time.perf_counter()
    extractions = []
    for f in files:
        extractions += processing.extract_upload(f.read_bytes(), f.name)
    processing.evaluate_dossier("mogi-das-cruzes/5268-2001/fretamento", extractions, {},
                                date.fromisoformat(AS_OF_1))
    return {"wall_s": time.perf_counter() - t0, "files": [f.name for f in files],
            "documents": len(extractions)}


# --- report ------------------------------------------------------------------------------


def markdown(n: int, d: dict[str, Any], c: dict[str, Any] | None,
             scan: dict[str, Any] | None) -> str:
    f1, f2 = d["first"], d["second"]
    per = f1["wall_s"] / n
    lines = [
        SECTION, "",
        f"Command: `python -m benchmarks.revalidation` ({n:,} stored dossiers generated from "
        "the example and sample extractions of 5 checklists, dates shifted at random; "
        f"{os.cpu_count()} CPU cores). Default mode = SQLite + in-process job with a pool of "
        f"{d['workers']} processes (`DOSSIE_JOB_WORKERS`).", "",
        "| measure | value | target |", "| --- | --- | --- |",
        f"| revalidation of {n:,} dossiers, default mode (first run, no previous "
        f"revalidation) | {f1['wall_s']:.1f} s ({n / f1['wall_s']:.0f} dossiers/s) | < 30 s |",
        f"| second revalidation at a later date (diff against the first) | "
        f"{f2['wall_s']:.1f} s ({n / f2['wall_s']:.0f} dossiers/s) | — |",
        f"| peak RSS: job process / largest pool worker | {max(f1['rss_mib'], f2['rss_mib']):.0f}"
        f" MiB / {max(f1['worker_rss_mib'], f2['worker_rss_mib']):.0f} MiB | ≤ 1 GiB |",
    ]
    if c is not None:
        lines.append(f"| 2 Celery workers over Redis + PostgreSQL | {c['wall_s']:.1f} s "
                     f"({n / c['wall_s']:.0f} dossiers/s) | throughput |")
    if scan is not None:
        ratio = per / scan["wall_s"]
        lines.append(f"| processing one scanned dossier (real pipeline, "
                     f"{len(scan['files'])} `*.scan.pdf` fixtures, {scan['documents']} "
                     f"documents) | {scan['wall_s']:.1f} s | — |")
        lines.append(f"| revalidating one dossier ÷ processing it from scans | "
                     f"{per * 1000:.2f} ms ÷ {scan['wall_s']:.1f} s = 1/{1 / ratio:,.0f} | "
                     "< 1/1000 |")
    load = d.get("load") or (0.0, 0.0)
    lines += ["", f"Machine load average (1 min) at start / end: {load[0]:.1f} / {load[1]:.1f} "
              "(the machine is shared: figures above 2 mean other work competed for the cores).",
              "", f"Outcomes of the first run: {f1['by_change']}; database after both runs: "
              f"{d['db_mib']:.0f} MiB (each revalidation stores a full report per dossier).",
              ""]
    return "\n".join(lines)


def write_section(md: str) -> None:
    """Replace (or append) our section; everything else in the file is kept."""
    text = BENCH_MD.read_text(encoding="utf-8") if BENCH_MD.exists() else "# Benchmarks\n"
    pattern = re.compile(rf"^{re.escape(SECTION)}\n.*?(?=^## |\Z)", re.S | re.M)
    if pattern.search(text):
        text = pattern.sub(lambda _m: md.rstrip("\n") + "\n\n", text, count=1)
    else:
        text = text.rstrip("\n") + "\n\n" + md.rstrip("\n") + "\n"
    BENCH_MD.write_text(text.rstrip("\n") + "\n", encoding="utf-8")


def main(argv: list[str] | None = None) -> None:
    ap = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    ap.add_argument("--dossiers", type=int, default=10_000)
    ap.add_argument("--skip-celery", action="store_true")
    ap.add_argument("--skip-scan", action="store_true")
    ap.add_argument("--no-write", action="store_true", help="do not touch BENCHMARKS.md")
    ap.add_argument("--child", help=argparse.SUPPRESS)
    a = ap.parse_args(argv)
    if a.child:
        child_revalidate(a.child)
        return
    load0 = os.getloadavg()[0]
    with tempfile.TemporaryDirectory(prefix="dossie-bench-") as tmp:
        d = run_default(a.dossiers, Path(tmp))
        print(f"default: {d}", file=sys.stderr)
        c = None if a.skip_celery else run_celery(a.dossiers, Path(tmp))
        print(f"celery: {c}", file=sys.stderr)
    scan = None if a.skip_scan else run_scan()
    d["load"] = (load0, os.getloadavg()[0])
    md = markdown(a.dossiers, d, c, scan)
    print(md)
    if not a.no_write:
        write_section(md)


if __name__ == "__main__":
    main()
