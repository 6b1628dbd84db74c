"""The whole-file time budget scales with the pages to read (and stays small for small files)."""

from __future__ import annotations

from intake.limits import Limits


def test_small_files_keep_the_robustness_bar() -> None:
    limits = Limits()
    # the hostile corpus (at most 4 pages) must be answered within 30 s
    assert all(limits.time_budget(n) <= 25 for n in range(0, 5))


def test_budget_grows_with_pages_and_is_capped() -> None:
    limits = Limits()
    twelve = limits.time_budget(12)
    assert twelve >= 50  # a legitimate 12-page scan: 6 rounds of ~3 s pages, wide margin
    assert limits.time_budget(100) > twelve
    assert limits.time_budget(10_000) == limits.max_time_budget_s
    # one worker: every page is its own round
    assert Limits(ocr_workers=1).time_budget(12) > twelve


def test_budget_never_below_the_base() -> None:
    limits = Limits(time_budget_s=5, max_time_budget_s=1)
    assert limits.time_budget(100) == 5
