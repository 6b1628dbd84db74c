"""Fixtures: `api` runs a test in both modes (local SQLite + in-process pool, and
PostgreSQL + Celery/Redis); `local_api` only in the local mode."""

from __future__ import annotations

import uuid
from collections.abc import Iterator
from pathlib import Path

import pytest

from core.settings import Settings
from dossie.services.app import Services
from tests.api.support import (
    Api,
    CeleryWorker,
    local_settings,
    redis_url,
    running_api,
    throwaway_pg_database,
)


@pytest.fixture(scope="session")
def local_services(tmp_path_factory: pytest.TempPathFactory) -> Iterator[Services]:
    services = Services(local_settings(tmp_path_factory.mktemp("local"))).start()
    yield services
    services.stop()


@pytest.fixture(scope="session")
def celery_services(tmp_path_factory: pytest.TempPathFactory) -> Iterator[Services]:
    tmp = tmp_path_factory.mktemp("celery")
    broker = redis_url()
    with throwaway_pg_database() as db_url:
        settings = Settings(database_url=db_url, broker_url=broker, storage_dir=tmp / "storage",
                            celery_queue=f"dossie-test-{uuid.uuid4().hex[:10]}",
                            ocr_workers=1, job_workers=1)
        services = Services(settings).start()  # migrates before the worker starts
        worker = CeleryWorker(settings, Path(tmp) / "worker.log")
        try:
            worker.wait_ready()
            yield services
        finally:
            worker.stop()
            services.stop()
            _purge_queue(broker, settings.celery_queue)


def _purge_queue(url: str, queue: str) -> None:
    import redis

    r = redis.Redis.from_url(url)
    keys = [queue, *r.keys(f"_kombu.binding*{queue}*")]
    r.delete(*keys)


@pytest.fixture(scope="session")
def _local_api(local_services: Services) -> Iterator[Api]:
    with running_api(local_services, "local") as api:
        yield api


@pytest.fixture(scope="session")
def _celery_api(celery_services: Services) -> Iterator[Api]:
    with running_api(celery_services, "celery") as api:
        yield api


@pytest.fixture(params=["local", "celery"])
def api(request: pytest.FixtureRequest) -> Api:
    return request.getfixturevalue(f"_{request.param}_api")  # type: ignore[no-any-return]


@pytest.fixture
def local_api(_local_api: Api) -> Api:
    return _local_api


@pytest.fixture
def celery_api(_celery_api: Api) -> Api:
    return _celery_api
