"""Fixtures for the renewal tests: a fresh SQLite store per test with dossiers checked
from the example extractions, and (re-exported) the two-mode API fixtures of tests/api."""

from __future__ import annotations

import os
from collections.abc import Callable, Iterator
from datetime import date
from pathlib import Path

import pytest

# small chunks, so that the Celery mode really splits a revalidation into chunk jobs
os.environ.setdefault("DOSSIE_REVALIDATION_CHUNK_SIZE", "2")

from dossie.store.store import Store
from tests.api.conftest import (  # noqa: F401
    _celery_api,
    _local_api,
    api,
    celery_services,
    local_api,
    local_services,
)
from tests.api.support import local_settings
from tests.renewal.support import checked_dossier


@pytest.fixture
def store(tmp_path: Path) -> Iterator[Store]:
    s = Store(local_settings(tmp_path))
    yield s
    s.close()


@pytest.fixture
def make_dossier(store: Store) -> Callable[..., str]:
    def make(as_of: date = date(2026, 6, 15), leave_out: tuple[str, ...] = (),
             **kw: object) -> str:
        return checked_dossier(store, as_of, leave_out, **kw)  # type: ignore[arg-type]

    return make
