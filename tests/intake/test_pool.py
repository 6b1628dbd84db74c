"""The shared page pool: started once, reused by the next file, niced, renewed when broken."""

from __future__ import annotations

import os
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
