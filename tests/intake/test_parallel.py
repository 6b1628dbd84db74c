"""Pages and files read on both cores where no process pool can be used (issue 15)."""

from __future__ import annotations

import multiprocessing
import threading
import time
from pathlib import Path

import pytest

from intake.batch import map_files


def _pages_in_daemon(pdf: bytes, out: multiprocessing.Queue) -> None:  # type: ignore[type-arg]
    from intake import pipeline

    seen: list[str] = []
    real = pipeline.read_page

    def spy(job, source):  # type: ignore[no-untyped-def]
        seen.append(threading.current_thread().name)
        return real(job, source)

    pipeline.read_page = spy  # type: ignore[assignment]
    doc = pipeline.read_bytes(pdf, "digitalizado.pdf")
    out.put(([len(p.words) for p in doc.pages], seen))


def test_a_daemonic_worker_reads_a_scanned_pdf_on_two_threads() -> None:
    from tests.intake.conftest import make_pdf

    pdf = make_pdf(font_size=16, pages=2, image_only=True)
    ctx = multiprocessing.get_context("spawn")
    out = ctx.Queue()
    # a Celery prefork or multiprocessing.Pool worker is daemonic: it cannot start the
    # page pool's processes
    proc = ctx.Process(target=_pages_in_daemon, args=(pdf, out), daemon=True)
    proc.start()
    words, threads = out.get(timeout=300)
    proc.join(30)
    assert all(n >= 5 for n in words) and len(words) == 2
    assert len(set(threads)) == 2 and all(t.startswith("dossie-page") for t in threads)


def test_map_files_keeps_order_and_runs_in_parallel(tmp_path: Path) -> None:
    paths = []
    for i, size in enumerate([10, 3000, 200]):
        p = tmp_path / f"f{i}"
        p.write_bytes(b"x" * size)
        paths.append(p)
    started: list[str] = []
    barrier = threading.Barrier(2, timeout=10)

    def fn(p: Path) -> str:
        started.append(p.name)
        if p.name in ("f1", "f2"):  # the two largest start together, on two threads
            barrier.wait()
        return p.name.upper()

    assert map_files(fn, paths, workers=2) == ["F0", "F1", "F2"]
    assert started[:2] in (["f1", "f2"], ["f2", "f1"])  # largest first


def test_map_files_raises_the_first_failing_file(tmp_path: Path) -> None:
    paths = [tmp_path / n for n in ("a", "b", "c")]

    def fn(p: Path) -> str:
        if p.name == "c":
            raise ValueError("c")
        if p.name == "b":
            time.sleep(0.2)
            raise KeyError("b")
        return p.name

    with pytest.raises(KeyError):
        map_files(fn, paths, workers=2)
