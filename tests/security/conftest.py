"""The API fixtures of `tests/api` (both service modes), reused here."""

from tests.api.conftest import (  # noqa: F401 - fixtures
    _celery_api,
    _local_api,
    api,
    celery_api,
    celery_services,
    local_api,
    local_services,
)
