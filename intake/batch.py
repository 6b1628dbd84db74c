"""Several files at once: one thread per OCR worker, heaviest file first.

Why threads: `dossie extract a.jpg b.png c.pdf` read its files one after the other in
one process, so a second core sat idle while the bare tesseract loop it is compared
with ran at the same pace (issue 15: 2.55x that loop on 4 scanned pages). The warm
engine (`intake.tess`) releases the GIL while it recognises, as OpenCV does while it
resizes and filters, so two threads keep two cores busy; each thread loads its own
engine once (a `PyTessBaseAPI` must not be shared between threads), and no process
has to start. A file's pages beyond the first still go to the shared page pool
(`intake.pool`), which both threads feed.
"""

from __future__ import annotations

import os
from collections.abc import Callable, Sequence
from concurrent.futures import ThreadPoolExecutor
from pathlib import Path
from typing import TypeVar

T = TypeVar("T")
F = TypeVar("F")


def _weight(path: object) -> int:
    if not isinstance(path, Path):
        return 0
    try:
        return path.stat().st_size
    except OSError:
        return 0


def map_files(fn: Callable[[F], T], paths: Sequence[F], workers: int | None = None,
              weight: Callable[[F], int] | None = None) -> list[T]:
    """`[fn(p) for p in paths]`, run in `workers` threads (default: the OCR workers).

    Files start in decreasing size (a large file left for last keeps one core busy
    while the other idles): a path's size on disk, or `weight(item)` for other items
    (a job worker's stored files); results come back in the given order. An exception
    is raised as the sequential loop would raise it: the one of the first failing file.
    """
    if workers is None:
        from intake.limits import DEFAULT_LIMITS

        workers = DEFAULT_LIMITS.ocr_workers
    workers = max(1, min(int(workers), len(paths), os.cpu_count() or 1))
    if workers <= 1:
        return [fn(p) for p in paths]
    size = weight or _weight
    order = sorted(range(len(paths)), key=lambda i: -size(paths[i]))
    with ThreadPoolExecutor(max_workers=workers, thread_name_prefix="dossie-file") as ex:
        futures = {i: ex.submit(fn, paths[i]) for i in order}
        try:
            return [futures[i].result() for i in range(len(paths))]
        except BaseException:
            for f in futures.values():
                f.cancel()
            raise
