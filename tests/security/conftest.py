"""The API fixtures of `tests/api` (both service modes), reused here."""

from collections.abc import Iterator
from pathlib import Path

import pytest

from tests.api.conftest import (  # noqa: F401 - fixtures
    _celery_api,
    _local_api,
    api,
    celery_api,
    celery_services,
    local_api,
    local_services,
)
from tests.api.support import Api, local_settings


@pytest.fixture
def fresh_api(tmp_path: Path) -> Iterator[Api]:
    """An API over services of its own (local mode): tests whose uploads would share
    originals with the session's `local_api` dossiers (the purge test counts them)."""
    from fastapi.testclient import TestClient

    from api.app import create_app
    from dossie.services.app import Services

    services = Services(local_settings(tmp_path)).start()
    with TestClient(create_app(services=services)) as client:
        yield Api(client, services, "local")
    services.stop()
