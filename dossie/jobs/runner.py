"""Job runners: how a queued job reaches `execute.execute_job`.

- `LocalRunner` (default): a pool of `DOSSIE_JOB_WORKERS` worker processes started by
  the serving process (no server to install). Jobs — reading, OCR, the checklist — run
  there, at a lowered CPU priority (`DOSSIE_JOB_NICE`), so that they neither hold the
  API process's GIL nor take its CPU: request handling always wins, and OCR uses what
  is left (issue 6). A worker process that dies (a crashing decoder, the OOM killer) is
  replaced and its job handed out again. At start and every half-lease the runner
  re-submits orphaned jobs (queued, or running in a dead process).
  `DOSSIE_JOB_PROCESSES=false` runs the jobs in threads of the serving process instead.
- `CeleryRunner` (`DOSSIE_BROKER_URL` set): sends the job id to the queue; `dossie
  worker` processes run it. Jobs are submitted only after their row is committed.
"""

from __future__ import annotations

import contextlib
import functools
import logging
import multiprocessing
import os
import signal
import threading
import time
from collections.abc import Callable
from concurrent.futures import Executor, Future, ProcessPoolExecutor, ThreadPoolExecutor
from concurrent.futures.process import BrokenProcessPool
from typing import Protocol

from core.settings import Settings
from dossie.jobs import state
from dossie.jobs.execute import execute_job
from dossie.store.store import Store

log = logging.getLogger("dossie.jobs")


class JobSubmitter(Protocol):
    """What queuing a job needs of a runner: the services that submit take only this."""

    def submit(self, job_id: str) -> None: ...


class JobRunner(JobSubmitter, Protocol):
    def health(self) -> tuple[bool, str]: ...

    def start(self) -> None: ...

    def stop(self) -> None: ...


# --- the worker processes -------------------------------------------------------------

_CHILD_STORE: Store | None = None


def lower_priority(nice: int) -> None:
    """Lower this process's CPU priority by `nice` (inherited by tesseract and the OCR
    page pool it starts)."""
    if nice > 0:
        with contextlib.suppress(OSError, AttributeError):
            os.nice(nice)


def _child_init(settings: Settings, nice: int, parent: int,
                setup: Callable[[], None] | None = None) -> None:
    global _CHILD_STORE
    signal.signal(signal.SIGINT, signal.SIG_IGN)  # Ctrl-C stops the parent, which stops us
    # a process group of its own: the worker, its OCR pool, its forkserver and resource
    # tracker, tesseract — stopped together, so that none outlives the serving process
    # (issue 17, finding 10)
    with contextlib.suppress(OSError):
        os.setpgid(0, 0)
    lower_priority(nice)
    threading.Thread(target=_exit_with_parent, args=(parent,), daemon=True,
                     name="dossie-parent-watch").start()
    from dossie import logging_setup

    logging_setup.configure()  # CPF/CNPJ masked in the worker's log lines too
    if setup is not None:  # a fresh interpreter: the job kinds' handlers (`execute`)
        setup()
    _CHILD_STORE = Store(settings, migrate=False)


def _exit_with_parent(parent: int) -> None:
    """A worker whose serving process died (even by SIGKILL) exits at once: its job, left
    `running` under this dead pid, is taken over by the next `dossie serve`."""
    while True:
        time.sleep(1.0)
        if os.getppid() != parent:
            _kill_own_group()
            os._exit(70)


def _kill_own_group() -> None:
    """SIGKILL this worker's process group (itself and everything it started)."""
    with contextlib.suppress(OSError):
        if os.getpgid(0) == os.getpid():
            os.killpg(os.getpid(), signal.SIGKILL)


def _kill_groups(pids: list[int]) -> None:
    """SIGKILL the process groups led by these worker pids (their jobs stay `running`
    under a dead pid and are taken over at the next start, as after a crash)."""
    for pid in pids:
        # a worker leads the group of its own pid (`_child_init`): killpg reaches its
        # children even after the worker itself has exited
        with contextlib.suppress(OSError):
            os.killpg(pid, signal.SIGKILL)


def _child_warm() -> int:
    """Load the checklists and the reading pipeline before the first job arrives."""
    from checklists.loader import all_checklists
    from extractors.pipeline import warm
    from intake.pipeline import read_bytes  # noqa: F401 - imported to warm up

    all_checklists()
    warm()
    return os.getpid()


def _child_run(job_id: str) -> str | None:
    assert _CHILD_STORE is not None, "worker process not initialised"
    return execute_job(_CHILD_STORE, job_id)


class LocalRunner:
    def __init__(self, store: Store, workers: int | None = None,
                 processes: bool | None = None,
                 setup: Callable[[], None] | None = None) -> None:
        """`setup`: a module-level function each worker process calls once started (the
        services layer's `job_kinds.install`, which fills `execute.HANDLERS`)."""
        self.store = store
        self.setup = setup
        self.workers = workers or store.settings.job_workers
        self.processes = store.settings.job_processes if processes is None else processes
        self._pool: Executor | None = None
        self._inflight: set[str] = set()
        # re-entrant: a future's callback may run at once in the thread that holds it
        self._lock = threading.RLock()
        self._stop = threading.Event()
        self._wake = threading.Event()
        self._broken = False
        self._reaper: threading.Thread | None = None
        # whether this pool's workers started (None: not yet known) and when pools were
        # replaced: `/health` tells whether jobs can run (issue 17, finding 8)
        self._workers_ok: bool | None = None
        self._restarts: list[float] = []

    def _new_pool(self) -> Executor:
        if not self.processes:
            return ThreadPoolExecutor(max_workers=self.workers, thread_name_prefix="dossie-job")
        # spawn: a fresh interpreter, not a fork of a process full of threads
        pool = ProcessPoolExecutor(max_workers=self.workers,
                                   mp_context=multiprocessing.get_context("spawn"),
                                   initializer=_child_init,
                                   initargs=(self.store.settings, self.store.settings.job_nice,
                                             os.getpid(), self.setup))
        self._workers_ok = None
        for _ in range(self.workers):  # start the workers now, not on the first job
            pool.submit(_child_warm).add_done_callback(functools.partial(self._warmed, pool))
        return pool

    def _warmed(self, pool: Executor, fut: Future[int]) -> None:
        """A worker started (or could not: e.g. an import error in a fresh interpreter)."""
        ok = not fut.cancelled() and fut.exception() is None
        with self._lock:
            if pool is not self._pool:
                return
            if ok:
                self._workers_ok = True
                return
            self._workers_ok = False
            if not self._stop.is_set():
                self._mark_broken()
        log.error("a job worker process could not start: %r", fut.exception()
                  if not fut.cancelled() else "cancelled")

    def health(self) -> tuple[bool, str]:
        """(jobs can run, a pt-BR word or sentence for `/health`)."""
        if self._pool is None and (self._reaper is None or self._stop.is_set()):
            return False, "parado"
        # no pool otherwise: a broken one is being replaced (`_replace_broken_pool`), which
        # the restarts below account for — not "parado" (a race the health test caught)
        if not self.processes:
            return True, "ok"
        now = time.monotonic()
        recent = [t for t in self._restarts if now - t < 120]
        if self._workers_ok is False or len(recent) >= 3:
            return False, ("os processos que leem os documentos não conseguem rodar "
                           f"({len(recent)} reinícios em 2 minutos)")
        return True, "ok" if self._workers_ok else "iniciando"

    def start(self) -> None:
        self._pool = self._new_pool()
        self.recover()
        interval = max(1.0, self.store.settings.job_lease_seconds / 2)
        self._reaper = threading.Thread(target=self._reap, args=(interval,), daemon=True,
                                        name="dossie-job-reaper")
        self._reaper.start()

    def _reap(self, interval: float) -> None:
        wait = interval
        while not self._stop.is_set():
            self._wake.wait(wait)
            self._wake.clear()
            if self._stop.is_set():
                return
            try:
                # after a pool was replaced, look again soon: the dead worker may not
                # have been reaped yet when its job was first looked at
                wait = 2.0 if self._replace_broken_pool() else interval
                self.recover()
            except Exception:  # a database hiccup must not kill the reaper
                log.exception("job recovery failed")

    def _replace_broken_pool(self) -> bool:
        with self._lock:
            if not self._broken or self._stop.is_set():
                return False
            old, self._pool, self._broken = self._pool, None, False
            self._pool = self._new_pool()
            self._inflight.clear()
            self._restarts = [*self._restarts[-9:], time.monotonic()]
        log.error("a job worker process died; the pool was restarted")
        if old is not None:
            old.shutdown(wait=False, cancel_futures=True)
        return True

    def recover(self) -> None:
        with self.store.db.session() as s:
            for job_id in state.orphans(s, self.store.settings.job_lease_seconds):
                self.submit(job_id)

    def submit(self, job_id: str) -> None:
        with self._lock:
            pool = self._pool
            if pool is None:
                raise RuntimeError("runner not started")
            if job_id in self._inflight or self._broken:
                return  # a broken pool is replaced by the reaper, which re-submits
            self._inflight.add(job_id)
            try:
                fut = pool.submit(_child_run, job_id) if self.processes \
                    else pool.submit(execute_job, self.store, job_id)
            except (BrokenProcessPool, RuntimeError):
                self._inflight.discard(job_id)
                self._mark_broken()
                return
        fut.add_done_callback(functools.partial(self._done, job_id))

    def _mark_broken(self) -> None:
        self._broken = True
        self._wake.set()

    def _done(self, job_id: str, fut: Future[str | None]) -> None:
        exc = None if fut.cancelled() else fut.exception()
        with self._lock:
            self._inflight.discard(job_id)
            if isinstance(exc, BrokenProcessPool):
                self._mark_broken()
                return
        if exc is not None:
            log.error("job %s crashed: %r", job_id, exc)

    def stop(self) -> None:
        """Stop at once (issue 17, finding 10: SIGTERM waited for running OCR jobs, over
        90 s): a running job is interrupted — its upload is safe and its row stays
        `running` under a dead pid, taken over by the next start — and every worker's
        process group is killed, so that nothing outlives the serving process."""
        self._stop.set()
        self._wake.set()
        with self._lock:
            pool, self._pool = self._pool, None
        if pool is None:
            return
        if not self.processes:
            pool.shutdown(wait=True, cancel_futures=True)
            return
        procs = dict(getattr(pool, "_processes", None) or {})
        pool.shutdown(wait=False, cancel_futures=True)
        deadline = time.monotonic() + 2.0  # idle workers leave by themselves at once
        for proc in procs.values():
            proc.join(max(0.0, deadline - time.monotonic()))
        _kill_groups(list(procs))  # busy workers, and idle ones' children
        for proc in procs.values():
            proc.join(2.0)


class InlineRunner:
    """Runs each job at once in the caller's thread (demo loading, scripts)."""

    def __init__(self, store: Store) -> None:
        self.store = store

    def start(self) -> None:
        return None

    def submit(self, job_id: str) -> None:
        execute_job(self.store, job_id)

    def health(self) -> tuple[bool, str]:
        return True, "ok"

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

    def health(self) -> tuple[bool, str]:
        # jobs run in `dossie worker` processes elsewhere; this process only queues them
        return True, "fila externa"

    def stop(self) -> None:
        self.app.close()


def make_runner(store: Store, setup: Callable[[], None] | None = None) -> JobRunner:
    """Celery when a broker is set, else the local pool (whose processes run `setup`)."""
    if store.settings.broker_url:
        return CeleryRunner(store)
    return LocalRunner(store, setup=setup)
