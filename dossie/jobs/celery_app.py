"""Celery over Redis for scale-out (`DOSSIE_BROKER_URL`): one task, `dossie.run_job`,
that runs the very same `execute_job` as the in-process pool.

Messages are acknowledged late and re-queued when a worker dies, and the job row's
guarded claim makes a second delivery harmless. A worker that starts re-sends the jobs
left queued or orphaned (see `state.orphans`).
"""

from __future__ import annotations

import logging
from collections.abc import Callable
from typing import Any

from celery import Celery, signals

from core.settings import Settings

TASK_NAME = "dossie.run_job"
log = logging.getLogger("dossie.jobs")

_store: Any = None  # one per worker process, made after the fork


def make_celery(settings: Settings) -> Celery:
    app = Celery("dossie", broker=settings.broker_url, set_as_current=False)
    app.conf.update(
        task_default_queue=settings.celery_queue,
        task_acks_late=True,
        task_reject_on_worker_lost=True,
        task_ignore_result=True,
        worker_prefetch_multiplier=1,
        broker_connection_retry_on_startup=True,
        broker_transport_options={"visibility_timeout": max(60, settings.job_lease_seconds * 2)},
        worker_hijack_root_logger=False,
        worker_send_task_events=False,
    )

    @app.task(name=TASK_NAME, acks_late=True, reject_on_worker_lost=True)
    def run_job(job_id: str) -> str | None:
        from dossie.jobs.execute import execute_job

        return execute_job(_worker_store(settings), job_id)

    return app


def _worker_store(settings: Settings) -> Any:
    global _store
    if _store is None:
        from dossie.store.store import Store

        _store = Store(settings, migrate=False)
    return _store


@signals.worker_process_init.connect
def _after_fork(**_: Any) -> None:
    global _store
    _store = None  # never share the parent's connections with a forked child


def run_worker(settings: Settings, concurrency: int | None = None, pool: str = "prefork",
               loglevel: str = "INFO", setup: Callable[[], None] | None = None) -> None:
    """`dossie worker`: migrate, re-send orphaned jobs, then consume the queue. `setup`
    fills the job kinds' handlers (`execute.HANDLERS`) once, before the pool forks."""
    from dossie.jobs import state
    from dossie.store.store import Store

    if not settings.broker_url:
        from core.errors import UsageError

        raise UsageError("defina DOSSIE_BROKER_URL (ex.: redis://127.0.0.1:6379/0) para "
                         "usar workers externos.", code="broker_ausente")
    if setup is not None:
        setup()
    app = make_celery(settings)
    store = Store(settings)  # runs the migrations once, before the pool forks
    with store.db.session() as s:
        for job_id in state.orphans(s, settings.job_lease_seconds):
            app.send_task(TASK_NAME, args=[job_id], queue=settings.celery_queue)
    store.close()
    app.worker_main([
        "worker", f"--loglevel={loglevel}", "-Q", settings.celery_queue,
        f"--concurrency={concurrency or settings.job_workers}", f"--pool={pool}",
        "--without-gossip", "--without-mingle", "--without-heartbeat",
    ])
