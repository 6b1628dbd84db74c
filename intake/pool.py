"""The page-reading processes: a pool started once per process and reused across files.

Why persistent: starting worker processes and loading tesseract's model costs about a
second, paid per file by a pool made per file; a multi-page scan then did not use both
cores well (issue 3: 8 pages ≥ 1.8× faster on 2 workers than on 1). Workers are started
by the forkserver with intake's modules preloaded, load the OCR engine once
(`tess.warm`), and run at a lower CPU priority (`nice`), so a web server sharing the
machine keeps answering while pages are read (issue 6: OCR never slows the other routes).

A file's pages reach the workers as the path of a private temporary copy (`pages_of`),
never as bytes per job: a worker keeps the last source it read. A pool that breaks (a
worker killed by a hostile file) is discarded and the next file starts a new one.
"""

from __future__ import annotations

import atexit
import contextlib
import multiprocessing
import os
import tempfile
import threading
from collections.abc import Iterator
from concurrent.futures import ProcessPoolExecutor

NICE = 5  # workers yield the CPU to request handling, not to everything else

_lock = threading.Lock()
_pool: ProcessPoolExecutor | None = None
_workers = 0


def _init_worker() -> None:
    with contextlib.suppress(OSError):
        os.nice(NICE)
    from intake import tess

    tess.warm()


def get(workers: int) -> ProcessPoolExecutor:
    """The shared pool with `workers` processes (started on first use)."""
    global _pool, _workers
    with _lock:
        if _pool is not None and _workers == workers:
            return _pool
        old, _pool = _pool, None
        if old is not None:
            old.shutdown(wait=False, cancel_futures=True)
        methods = multiprocessing.get_all_start_methods()
        ctx = multiprocessing.get_context("forkserver" if "forkserver" in methods else "spawn")
        if ctx.get_start_method() == "forkserver":
            ctx.set_forkserver_preload(["intake.scanpage", "intake.ocr", "intake.tess",
                                       "intake.preprocess", "intake.raster", "intake.pdf"])
        _pool = ProcessPoolExecutor(max_workers=workers, mp_context=ctx,
                                    initializer=_init_worker)
        _workers = workers
        return _pool


def discard(pool: ProcessPoolExecutor) -> None:
    """Drop a broken pool (the next `get` starts a new one)."""
    global _pool
    with _lock:
        if _pool is pool:
            _pool = None
    pool.shutdown(wait=False, cancel_futures=True)


@atexit.register
def shutdown() -> None:
    """Stop the workers (at exit; tests may call it)."""
    global _pool
    with _lock:
        pool, _pool = _pool, None
    if pool is not None:
        pool.shutdown(wait=True, cancel_futures=True)


@contextlib.contextmanager
def pages_of(data: bytes) -> Iterator[str]:
    """The file's bytes as a private temporary file for the workers (removed after)."""
    fd, path = tempfile.mkstemp(prefix="dossie-pages-")
    try:
        with os.fdopen(fd, "wb") as fh:
            fh.write(data)
        yield path
    finally:
        with contextlib.suppress(OSError):
            os.unlink(path)
