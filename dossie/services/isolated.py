"""A pool of worker processes for work that must not run in the server's process
(issue 17, findings 3 and 4): PDF rendering (unbounded time and memory) and reading an
original for its evidence crops (PDFium is not thread-safe: concurrent crops in request
threads ended in `double free or corruption` and the server's death).

Each worker is started with "spawn", leads a process group of its own (its children are
killed with it) and exits when the server dies; an optional address-space limit bounds
its memory. A call past its time limit, or one whose worker died (a crash, the memory
limit), kills the workers and raises `Isolated{Timeout,Crash}`; the next call starts
fresh ones — the server carries on.
"""

from __future__ import annotations

import contextlib
import multiprocessing
import os
import signal
import threading
import time
from collections.abc import Callable
from concurrent.futures import ProcessPoolExecutor
from concurrent.futures import TimeoutError as FutureTimeout
from concurrent.futures.process import BrokenProcessPool
from typing import Any, TypeVar

T = TypeVar("T")


class IsolatedTimeout(Exception):
    """The call ran past its time limit (its worker was killed)."""


class IsolatedCrash(Exception):
    """The worker died during the call (a crash, or over its memory limit)."""


def _init(max_bytes: int | None, parent: int) -> None:
    import resource

    with contextlib.suppress(OSError):
        os.setpgid(0, 0)
    if max_bytes:
        with contextlib.suppress(ValueError, OSError):
            resource.setrlimit(resource.RLIMIT_AS, (max_bytes, max_bytes))
    signal.signal(signal.SIGINT, signal.SIG_IGN)

    def watch() -> None:  # exit with the server, even after its SIGKILL
        while os.getppid() == parent:
            time.sleep(1.0)
        with contextlib.suppress(OSError):
            os.killpg(os.getpid(), signal.SIGKILL)
        os._exit(70)

    threading.Thread(target=watch, daemon=True, name="dossie-isolated-parent-watch").start()


class IsolatedPool:
    def __init__(self, workers: int = 1, max_memory_mb: int | None = None) -> None:
        self.workers = workers
        self.max_memory_mb = max_memory_mb
        self._pool: ProcessPoolExecutor | None = None
        self._lock = threading.Lock()

    def _get(self) -> ProcessPoolExecutor:
        with self._lock:
            if self._pool is None:
                limit = self.max_memory_mb * 2**20 if self.max_memory_mb else None
                self._pool = ProcessPoolExecutor(
                    max_workers=self.workers, mp_context=multiprocessing.get_context("spawn"),
                    initializer=_init, initargs=(limit, os.getpid()))
            return self._pool

    def _discard(self, pool: ProcessPoolExecutor) -> None:
        with self._lock:
            if self._pool is pool:
                self._pool = None
        pids = list((getattr(pool, "_processes", None) or {}).keys())
        pool.shutdown(wait=False, cancel_futures=True)
        for pid in pids:
            with contextlib.suppress(OSError):
                os.killpg(pid, signal.SIGKILL)

    def run(self, fn: Callable[..., T], *args: Any, timeout: float) -> T:
        pool = self._get()
        try:
            fut = pool.submit(fn, *args)
        except (BrokenProcessPool, RuntimeError):
            self._discard(pool)
            pool = self._get()
            fut = pool.submit(fn, *args)
        try:
            return fut.result(timeout=timeout)
        except FutureTimeout:
            self._discard(pool)
            raise IsolatedTimeout from None
        except (BrokenProcessPool, MemoryError):
            self._discard(pool)
            raise IsolatedCrash from None

    def close(self) -> None:
        with self._lock:
            pool, self._pool = self._pool, None
        if pool is not None:
            self._discard(pool)
