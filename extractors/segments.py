"""The documents of one file extracted side by side: `map_segments`.

A scanned bundle's documents are extracted one after the other after all its pages
are read; most of that time (the crops of doubtful values read again by tesseract, the
pages rendered again to crop them) runs outside the GIL, so two threads use two cores
(issue 15: upload → report of a 10-page scanned dossier). The threads are kept for the
process's life: each loads its own warm OCR engine once (`intake.tess`: an engine per
thread), not once per file.

Results come back in the segments' order; an exception is raised as the sequential loop
would raise it (the first failing segment's).
"""

from __future__ import annotations

import os
import threading
from collections.abc import Callable, Sequence
from concurrent.futures import ThreadPoolExecutor
from typing import TypeVar

S = TypeVar("S")
R = TypeVar("R")

WORKERS = 2  # as many as the OCR workers of a 2-core machine; more only adds engines

_lock = threading.Lock()
_pool: ThreadPoolExecutor | None = None


def _executor() -> ThreadPoolExecutor:
    global _pool
    with _lock:
        if _pool is None:
            _pool = ThreadPoolExecutor(max_workers=WORKERS,
                                       thread_name_prefix="dossie-extract")
        return _pool


def map_segments(fn: Callable[[S], R], segments: Sequence[S], parallel: bool = True) -> list[R]:
    """`[fn(s) for s in segments]`, two at a time when `parallel` and there are several
    and cores to run them (a pool thread calling again runs its share in turn)."""
    if (not parallel or len(segments) < 2 or (os.cpu_count() or 1) < 2
            or threading.current_thread().name.startswith("dossie-extract")):
        return [fn(s) for s in segments]
    pool = _executor()
    futures = [pool.submit(fn, s) for s in segments]
    try:
        return [f.result() for f in futures]
    except BaseException:
        for f in futures:
            f.cancel()
        raise
