"""The shared page pool: started once, reused by the next file, niced, renewed when broken."""

from __future__ import annotations

import os
import time
from pathlib import Path

import pytest

from intake import pool
from intake.limits import Limits
from intake.pipeline import read_file

SCAN = Path(__file__).resolve().parents[2] / "samples" / "fixtures" / "crlv.scan.pdf"


def _nice(_: int = 0) -> int:
    return os.nice(0)


def test_pool_is_reused_and_niced() -> None:
    a = pool.get(2)
    assert pool.get(2) is a
    assert a.submit(_nice).result(timeout=60) >= pool.NICE
    pool.discard(a)
    b = pool.get(2)
    assert b is not a
    assert b.submit(_nice).result(timeout=60) >= pool.NICE


@pytest.mark.skipif(not SCAN.exists(), reason="samples/fixtures not generated")
def test_two_page_files_share_the_pool(tmp_path: Path) -> None:
    import pikepdf

    two = tmp_path / "two.pdf"
    with pikepdf.open(SCAN) as src:
        out = pikepdf.new()
        out.pages.append(src.pages[0])
        out.pages.append(src.pages[0])
        out.save(two)
    limits = Limits(ocr_workers=2)
    first = read_file(two, limits)
    p = pool.get(2)
    second = read_file(two, limits)
    assert pool.get(2) is p  # the second file did not start new workers
    assert [pg.number for pg in second.pages] == [1, 2]
    assert [pg.text for pg in first.pages] == [pg.text for pg in second.pages]
    assert all(pg.source == "ocr" and pg.words for pg in second.pages)


def _cv2_threads(_: int = 0) -> int:
    import cv2

    return cv2.getNumThreads()


def test_workers_use_one_opencv_thread() -> None:
    # processes parallelise pages; OpenCV's own threads would oversubscribe the cores
    import intake.preprocess  # noqa: F401 - sets the thread count at import

    assert _cv2_threads() == 1
    assert pool.get(2).submit(_cv2_threads).result(timeout=60) == 1


@pytest.mark.skipif(not SCAN.exists(), reason="samples/fixtures not generated")
def test_heaviest_pages_are_dispatched_first(tmp_path: Path, monkeypatch) -> None:
    import pikepdf

    from intake import pipeline
    from intake.pdf import prepare_pdf, text_pages

    # page 1: the scan; page 2: a blank page with a tiny image; page 3: the scan again
    mixed = tmp_path / "mixed.pdf"
    with pikepdf.open(SCAN) as src:
        out = pikepdf.new()
        out.pages.append(src.pages[0])
        out.add_blank_page(page_size=(595, 842))
        out.pages.append(src.pages[0])
        out.save(mixed)
    texts = text_pages(prepare_pdf(mixed.read_bytes(), Limits()), Limits())
    assert texts[0].image_bytes > 10_000 and texts[0].image_bytes == texts[2].image_bytes
    assert texts[1].image_bytes == 0
    seen: list[list[int]] = []

    def spy(jobs, source, limits, images=None):
        seen.append([j.number for j in jobs])
        return []

    monkeypatch.setattr(pipeline, "run_jobs", spy)
    pipeline._pdf_pages(mixed.read_bytes(), Limits(), time.time())  # the spy reads nothing
    assert seen and seen[0][:2] in ([1, 3], [3, 1])  # the scans before the blank page
