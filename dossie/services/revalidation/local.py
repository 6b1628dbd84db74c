"""Revalidation in the default mode (no broker): the job's own thread reads chunk k+1
and writes chunk k-1 while a process pool (`DOSSIE_REVALIDATION_PROCESSES`, default
`DOSSIE_JOB_WORKERS` processes) evaluates chunk k; a small run is evaluated in the
thread itself."""

from __future__ import annotations

from collections import deque
from collections.abc import Callable
from concurrent.futures import Future, ProcessPoolExecutor
from multiprocessing import get_context

from dossie.services.revalidation.checklist_data import warm_up
from dossie.services.revalidation.evaluate import DossierOutcome, evaluate_batch
from dossie.services.revalidation.io import load_inputs, write_outcomes
from dossie.services.revalidation.plan import Plan

Beat = Callable[[int, int], None]  # (done, total): renews the lease, records progress


def run_local(plan: Plan, beat: Beat, total: int) -> None:
    """Evaluate every remaining dossier of `plan` in this process (chunk by chunk, in a
    process pool when there are many), writing each chunk as it is done."""
    remaining = total - plan.done_count()
    n = plan.processes()
    pool: ProcessPoolExecutor | None = None
    if n > 1 and remaining >= plan.cfg.min_for_processes:
        pool = ProcessPoolExecutor(n, mp_context=get_context("forkserver"),
                                   initializer=warm_up, initargs=(plan.laws_dir,))
    inflight: deque[list[Future[list[DossierOutcome]]]] = deque()
    done = total - remaining

    def drain() -> None:
        nonlocal done
        futures = inflight.popleft()
        outcomes = [o for f in futures for o in f.result()]
        done += write_outcomes(plan.store, plan.job_id, plan.as_of, outcomes)
        beat(done, total)

    try:
        for ids in plan.id_chunks(plan.cfg.chunk_size):
            inputs = load_inputs(plan, ids)
            if not inputs:
                continue
            if pool is None:
                outcomes = evaluate_batch(inputs, plan.as_of, plan.laws_dir, plan.snapshots)
                done += write_outcomes(plan.store, plan.job_id, plan.as_of, outcomes)
                beat(done, total)
                plan.pause()
                continue
            parts = [inputs[i::n] for i in range(n)]
            inflight.append([pool.submit(evaluate_batch, p, plan.as_of, plan.laws_dir,
                                         plan.snapshots) for p in parts if p])
            while len(inflight) > 1:  # keep one chunk computing while this one is read
                drain()
                plan.pause()
        while inflight:
            drain()
    finally:
        if pool is not None:
            pool.shutdown(wait=True, cancel_futures=True)
