"""Job runners: how a queued job reaches `tasks.execute_job`.

- `LocalRunner` (default): a pool of worker threads in the serving process. OCR itself
  runs in tesseract subprocesses, so the event loop is never blocked. At start and every
  half-lease it re-submits orphaned jobs (queued, or running in a dead process).
- `CeleryRunner` (`DOSSIE_BROKER_URL` set): sends the job id to the queue; `dossie
  worker` processes run it. Jobs are submitted only after their row is committed.
"""

from __future__ import annotations

import logging
import threading
from concurrent.futures import Future, ThreadPoolExecutor
from typing import Protocol

from dossie.jobs import state
from dossie.jobs.tasks import execute_job
from dossie.store.store import Store

log = logging.getLogger("dossie.jobs")


class JobRunner(Protocol):
    def submit(self, job_id: str) -> None: ...

    def start(self) -> None: ...

    def stop(self) -> None: ...


class LocalRunner:
    def __init__(self, store: Store, workers: int | None = None) -> None:
        self.store = store
        self.workers = workers or store.settings.job_workers
        self._pool: ThreadPoolExecutor | None = None
        self._inflight: set[str] = set()
        self._lock = threading.Lock()
        self._stop = threading.Event()
        self._reaper: threading.Thread | None = None

    def start(self) -> None:
        self._pool = ThreadPoolExecutor(max_workers=self.workers, thread_name_prefix="dossie-job")
        self.recover()
        interval = max(1.0, self.store.settings.job_lease_seconds / 2)
        self._reaper = threading.Thread(target=self._reap, args=(interval,), daemon=True,
                                        name="dossie-job-reaper")
        self._reaper.start()

    def _reap(self, interval: float) -> None:
        while not self._stop.wait(interval):
            try:
                self.recover()
            except Exception:  # a database hiccup must not kill the reaper
                log.exception("job recovery failed")

    def recover(self) -> None:
        with self.store.db.session() as s:
            for job_id in state.orphans(s, self.store.settings.job_lease_seconds):
                self.submit(job_id)

    def submit(self, job_id: str) -> None:
        if self._pool is None:
            raise RuntimeError("runner not started")
        with self._lock:
            if job_id in self._inflight:
                return
            self._inflight.add(job_id)
        fut = self._pool.submit(self._run, job_id)
        fut.add_done_callback(lambda _f, j=job_id: self._done(j, _f))

    def _run(self, job_id: str) -> str | None:
        return execute_job(self.store, job_id)

    def _done(self, job_id: str, fut: Future[str | None]) -> None:
        with self._lock:
            self._inflight.discard(job_id)
        if fut.exception() is not None:
            log.error("job %s crashed: %r", job_id, fut.exception())

    def stop(self) -> None:
        self._stop.set()
        if self._pool is not None:
            self._pool.shutdown(wait=True, cancel_futures=True)
            self._pool = None


class InlineRunner:
    """Runs each job at once in the caller's thread (demo loading, scripts)."""

    def __init__(self, store: Store) -> None:
        self.store = store

    def start(self) -> None:
        return None

    def submit(self, job_id: str) -> None:
        execute_job(self.store, job_id)

    def stop(self) -> None:
        return None


class CeleryRunner:
    def __init__(self, store: Store) -> None:
        from dossie.jobs.celery_app import make_celery

        self.store = store
        self.app = make_celery(store.settings)

    def start(self) -> None:
        return None

    def submit(self, job_id: str) -> None:
        from dossie.jobs.celery_app import TASK_NAME

        self.app.send_task(TASK_NAME, args=[job_id], queue=self.store.settings.celery_queue)

    def stop(self) -> None:
        self.app.close()


def make_runner(store: Store) -> JobRunner:
    if store.settings.broker_url:
        return CeleryRunner(store)
    return LocalRunner(store)
