"""Revalidation in scale-out (`DOSSIE_BROKER_URL`): the job splits the dossiers into
chunk jobs (rows of `jobs` with deterministic ids, params `{"parent": …}`) handed to
other workers by a `Dispatcher`; the parent works on chunks too, waits for the others,
and fails with `revalidacao_incompleta` when one failed (a re-run continues).

`CeleryDispatcher` sends the chunks to the Celery queue and runs one here through the
job infrastructure (`dossie.jobs.execute`), as any worker would; a chunk job itself is
`run_chunk`."""

from __future__ import annotations

import time
from collections.abc import Callable
from typing import Any, Protocol

from sqlalchemy import select

from core.errors import Conflict
from dossie.services.revalidation.evaluate import evaluate_batch
from dossie.services.revalidation.io import load_inputs, write_outcomes
from dossie.services.revalidation.plan import Plan
from dossie.store.jobs import Job
from dossie.store.store import Store

Beat = Callable[[int, int], None]  # (done, total): renews the lease, records progress


class Dispatcher(Protocol):
    """How chunk jobs reach the other workers, and how this process takes one itself."""

    def send(self, job_ids: list[str]) -> None:
        """Hand these queued chunk jobs to the workers."""
        ...

    def run_here(self, job_id: str) -> None:
        """Work on a chunk in this process (a no-op when another worker holds it)."""
        ...


class CeleryDispatcher:
    """Chunks over the Celery queue (`dossie worker` processes take them)."""

    def __init__(self, store: Store) -> None:
        self.store = store

    def send(self, job_ids: list[str]) -> None:
        from dossie.jobs.celery_app import TASK_NAME, make_celery

        settings = self.store.settings
        app = make_celery(settings)
        try:
            for cid in job_ids:
                app.send_task(TASK_NAME, args=[cid], queue=settings.celery_queue)
        finally:
            app.close()

    def run_here(self, job_id: str) -> None:
        from dossie.jobs.execute import execute_job

        execute_job(self.store, job_id)


def chunk_job_id(parent: str, seq: int) -> str:
    return f"{parent[:22]}-c{seq:06d}"


def plan_chunks(plan: Plan) -> list[str]:
    """Create the chunk jobs (idempotent: deterministic ids) and return their ids."""
    ids_out: list[str] = []
    for seq, ids in enumerate(plan.id_chunks(plan.cfg.chunk_size)):
        cid = chunk_job_id(plan.job_id, seq)
        ids_out.append(cid)
        with plan.store.db.session() as s:
            job = s.get(Job, cid)
            if job is None:
                s.add(Job(id=cid, kind="revalidation", params={
                    **plan.params, "parent": plan.job_id, "first": ids[0], "last": ids[-1]}))
            elif job.status == "failed":  # a resumed revalidation retries failed chunks
                job.status, job.error_code, job.error_message = "queued", None, None
            s.commit()
    return ids_out


def run_distributed(plan: Plan, beat: Beat, total: int, dispatcher: Dispatcher) -> None:
    """Fan the plan out in chunk jobs and wait until every one is done."""
    chunk_ids = plan_chunks(plan)
    with plan.store.db.session() as s:
        queued = list(s.scalars(select(Job.id).where(Job.id.in_(chunk_ids),
                                                     Job.status == "queued")))
    dispatcher.send(queued)
    pending = list(chunk_ids)
    while pending:
        for cid in pending:  # work on chunks nobody has taken (or whose worker died)
            dispatcher.run_here(cid)
            beat(plan.done_count(), total)
        with plan.store.db.session() as s:
            rows = s.execute(select(Job.id, Job.status).where(Job.id.in_(pending))).all()
        failed = [i for i, st in rows if st == "failed"]
        if failed:
            lots = ("1 lote da revalidação falhou" if len(failed) == 1
                    else f"{len(failed)} lotes da revalidação falharam")
            raise Conflict(f"{lots}; execute-a de novo para continuar de onde parou.",
                           code="revalidacao_incompleta")
        pending = [i for i, st in rows if st != "done"]
        if pending:
            time.sleep(0.2)
            beat(plan.done_count(), total)


def run_chunk(store: Store, params: dict[str, Any]) -> dict[str, Any]:
    """One chunk job: evaluate and write the dossiers of its id range."""
    plan = Plan(store, params["parent"], params)
    with store.db.session() as s:
        ids = list(s.scalars(plan.ids_query(first=params["first"], last=params["last"])))
    inputs = load_inputs(plan, ids)
    outcomes = evaluate_batch(inputs, plan.as_of, plan.laws_dir, plan.snapshots)
    written = write_outcomes(store, plan.job_id, plan.as_of, outcomes)
    plan.pause()
    return {"parent": plan.job_id, "dossiers": len(ids), "written": written}
