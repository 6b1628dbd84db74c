"""Test support for the API: the two service modes and a small client helper.

- local: SQLite + the in-process worker pool;
- celery: PostgreSQL (a throwaway database per test run) + a real `dossie worker`
  process over a real Redis (a non-default db number and a private queue).

Both servers are required: when PostgreSQL or Redis is unreachable the tests FAIL
(CI provides them through `scripts/services.sh`).
"""

from __future__ import annotations

import os
import subprocess
import sys
import time
import uuid
from collections.abc import Iterator
from contextlib import contextmanager
from pathlib import Path
from typing import Any

from fastapi.testclient import TestClient

from api.app import create_app
from core.settings import Settings
from dossie.services import auth
from dossie.services.app import Services
from dossie.services.principal import CAPTURE_SCOPE

ROOT = Path(__file__).resolve().parents[2]
EXAMPLES = ROOT / "examples" / "mogi-fretamento"
FIXTURES = ROOT / "samples" / "fixtures"
CHECKLIST = "mogi-das-cruzes/5268-2001/fretamento"
PG_HOST, PG_PORT = "127.0.0.1", 5432
REDIS_URL_BASE = "redis://127.0.0.1:6379"
REDIS_DB = 11


def pg_admin_url() -> str:
    """A superuser URL to database `test` (user postgres, else root); fails loudly."""
    import psycopg

    errors = []
    for user in ("postgres", "root"):
        url = f"postgresql://{user}@{PG_HOST}:{PG_PORT}/test"
        try:
            with psycopg.connect(url, connect_timeout=5) as conn:
                conn.execute("select 1")
            return url
        except Exception as exc:  # try the next user
            errors.append(f"{user}: {exc}")
    raise RuntimeError("PostgreSQL em 127.0.0.1:5432 inacessível (rode scripts/services.sh): "
                       + "; ".join(errors))


@contextmanager
def throwaway_pg_database() -> Iterator[str]:
    """A new database for this test run, dropped at the end; yields its SQLAlchemy URL."""
    import psycopg

    admin = pg_admin_url()
    name = f"dossie_t_{uuid.uuid4().hex[:12]}"
    with psycopg.connect(admin, autocommit=True) as conn:
        conn.execute(f'CREATE DATABASE "{name}"')
    try:
        yield admin.rsplit("/", 1)[0].replace("postgresql://", "postgresql+psycopg://") + "/" + name
    finally:
        with psycopg.connect(admin, autocommit=True) as conn:
            conn.execute(f'DROP DATABASE IF EXISTS "{name}" WITH (FORCE)')


def redis_url() -> str:
    import redis

    url = f"{REDIS_URL_BASE}/{REDIS_DB}"
    try:
        redis.Redis.from_url(url, socket_connect_timeout=5).ping()
    except Exception as exc:
        raise RuntimeError(f"Redis em 127.0.0.1:6379 inacessível (rode scripts/services.sh): "
                           f"{exc}") from exc
    return url


class CeleryWorker:
    """A real `dossie worker` subprocess."""

    def __init__(self, settings: Settings, log_path: Path) -> None:
        env = {**os.environ, "DOSSIE_DATABASE_URL": settings.database_url,
               "DOSSIE_BROKER_URL": settings.broker_url or "",
               "DOSSIE_STORAGE_DIR": str(settings.storage_dir),
               "DOSSIE_CELERY_QUEUE": settings.celery_queue,
               "DOSSIE_OCR_WORKERS": str(settings.ocr_workers),
               "DOSSIE_JOB_LEASE_SECONDS": str(settings.job_lease_seconds),
               "OMP_THREAD_LIMIT": "1"}
        self.log_path = log_path
        self._log = open(log_path, "wb")  # noqa: SIM115 - closed in stop()
        exe = Path(sys.executable).with_name("dossie")
        self.proc = subprocess.Popen(
            [str(exe), "worker", "--concurrency", "1", "--pool", "prefork", "--loglevel", "INFO"],
            env=env, stdout=self._log, stderr=subprocess.STDOUT, cwd=str(ROOT))

    def wait_ready(self, timeout: float = 60.0) -> None:
        deadline = time.monotonic() + timeout
        while time.monotonic() < deadline:
            if self.proc.poll() is not None:
                raise RuntimeError("dossie worker saiu: " + self.log_path.read_text(errors="replace"))
            if b"ready." in self.log_path.read_bytes():
                return
            time.sleep(0.2)
        raise RuntimeError("dossie worker não ficou pronto: " + self.log_path.read_text(errors="replace"))

    def stop(self) -> None:
        if self.proc.poll() is None:
            self.proc.terminate()
            try:
                self.proc.wait(15)
            except subprocess.TimeoutExpired:
                self.proc.kill()
                self.proc.wait(5)
        self._log.close()


def local_settings(tmp: Path, **over: Any) -> Settings:
    values: dict[str, Any] = {"database_url": f"sqlite:///{tmp / 'dossie.db'}",
                              "storage_dir": tmp / "storage", "broker_url": None,
                              "job_workers": 2, "ocr_workers": 1}
    values.update(over)
    return Settings(**values)


class Api:
    """A TestClient with per-user tokens and the common steps of the flow."""

    def __init__(self, client: TestClient, services: Services, mode: str) -> None:
        self.client = client
        self.services = services
        self.mode = mode
        self._tokens: dict[str, str] = {}

    def token(self, username: str, role: str = "applicant", scope: str = CAPTURE_SCOPE) -> str:
        """A token of `username`. By default scoped for a capture system: the flows
        upload the examples' extraction JSON as evidence (CONTRACT §2); `scope=""` is
        an applicant's own token, whose extraction JSON is a declaration (issue 17)."""
        key = f"{username}\x00{scope}"
        if key not in self._tokens:
            with self.services.session() as s:
                self._tokens[key] = auth.ensure_user_token(
                    s, self.services.settings, username=username, role=role,
                    scope=scope).access_token
        return self._tokens[key]

    def headers(self, username: str, role: str = "applicant",
                scope: str = CAPTURE_SCOPE) -> dict[str, str]:
        return {"Authorization": f"Bearer {self.token(username, role, scope)}"}

    def create_dossier(self, user: str, *, as_of: str | None = "2026-06-15",
                       checklist: str = CHECKLIST, facts: dict[str, Any] | None = None) -> dict[str, Any]:
        import json

        if facts is None:
            facts = json.loads((EXAMPLES / "fatos.json").read_text(encoding="utf-8"))
        body: dict[str, Any] = {"checklist": checklist, "facts": facts}
        if as_of:
            body["as_of"] = as_of
        r = self.client.post("/api/v1/dossiers", json=body, headers=self.headers(user))
        assert r.status_code == 201, r.text
        return r.json()

    def upload(self, user: str, dossier_id: str, paths: list[Path]) -> Any:
        files = [("files", (p.name, p.read_bytes(), "application/octet-stream")) for p in paths]
        return self.client.post(f"/api/v1/dossiers/{dossier_id}/documents", files=files,
                                headers=self.headers(user))

    def check(self, user: str, dossier_id: str, **body: Any) -> Any:
        return self.client.post(f"/api/v1/dossiers/{dossier_id}/check",
                                json=body or None, headers=self.headers(user))

    def wait(self, user: str, dossier_id: str, timeout: float = 60.0) -> dict[str, Any]:
        deadline = time.monotonic() + timeout
        while True:
            r = self.client.get(f"/api/v1/dossiers/{dossier_id}", headers=self.headers(user))
            assert r.status_code == 200, r.text
            d = r.json()
            if d["status"] in ("done", "failed"):
                return d
            if time.monotonic() > deadline:
                raise AssertionError(f"dossier still {d['status']} after {timeout}s: {d['job']}")
            time.sleep(0.1)

    def wait_job(self, user: str, url: str, timeout: float = 60.0) -> dict[str, Any]:
        deadline = time.monotonic() + timeout
        while True:
            r = self.client.get(url, headers=self.headers(user))
            assert r.status_code == 200, r.text
            j = r.json()
            if j["status"] in ("done", "failed"):
                return j
            if time.monotonic() > deadline:
                raise AssertionError(f"job still {j['status']} after {timeout}s")
            time.sleep(0.1)


def example_files(*leave_out: str) -> list[Path]:
    return sorted(p for p in EXAMPLES.glob("*.extraction.json") if p.name not in leave_out)


@contextmanager
def running_api(services: Services, mode: str) -> Iterator[Api]:
    app = create_app(services=services)
    with TestClient(app) as client:
        yield Api(client, services, mode)
