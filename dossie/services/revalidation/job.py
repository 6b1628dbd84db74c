"""The revalidation job (kind `revalidation`, registered by `job_kinds`): plan the
dossiers, keep a snapshot of the checklist data in use, evaluate them locally or fanned
out over workers, and complete the job with its summary. A chunk job (params with
`parent`) evaluates its range only."""

from __future__ import annotations

from typing import Any

from dossie.jobs.execute import JobRun
from dossie.services.revalidation.distributed import (
    CeleryDispatcher,
    Dispatcher,
    run_chunk,
    run_distributed,
)
from dossie.services.revalidation.io import ensure_snapshots
from dossie.services.revalidation.local import Beat, run_local
from dossie.services.revalidation.plan import Plan
from dossie.services.revalidation.summary import summarize
from dossie.store.store import Store


def handle(run: JobRun) -> str:
    """The handler of jobs of kind `revalidation` (and their chunks): re-evaluate every
    processed dossier at `as_of` from stored extractions (no OCR), then complete the job
    with its result."""
    result = run_job(run.store, run.job_id, run.params, run.beat)
    with run.store.db.session() as s:
        run.finish(s, status="done", result=result)
        s.commit()
    return "done"


def run_job(store: Store, job_id: str, params: dict[str, Any], beat: Beat,
            dispatcher: Dispatcher | None = None) -> dict[str, Any]:
    """Run a revalidation job (or one of its chunks) and return its result; `beat`
    renews the lease and records progress (raises when the job was taken over). With a
    broker, chunks go through `dispatcher` (default: the Celery queue)."""
    if params.get("parent"):
        return run_chunk(store, params)
    plan = Plan(store, job_id, params)
    ensure_snapshots(store, plan.laws_dir)
    total = plan.count()
    beat(plan.done_count(), total)
    if store.settings.broker_url:
        run_distributed(plan, beat, total, dispatcher or CeleryDispatcher(store))
    else:
        run_local(plan, beat, total)
    n = plan.done_count()
    beat(n, n)
    return summarize(store, job_id, plan.as_of, plan.checklist, law_data=plan.laws_dir)
