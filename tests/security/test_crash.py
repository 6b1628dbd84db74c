"""Crash safety: SIGKILL the process running a job, in both modes, restart it, and the
upload is intact (sha256 of the stored original), the job completes exactly once (one
claim more, one report, one set of extractions), and nothing half-written remains (no
temporary file, no job left queued/running, the dossier `done`).

- in-process: `dossie serve` runs the job in its worker pool; its whole process group
  is killed and a new `dossie serve` takes the orphaned job over at start-up; and only
  the pool's worker process is killed: the pool is replaced and the job handed out again;
- Celery/Redis: a `dossie worker` (prefork) is killed with its pool; a new worker
  re-sends the orphaned job, and a late redelivery of the original message is harmless.

A test-only hook (`DOSSIE_TEST_DELAY_PER_FILE`) makes each file take a second, so the
kill lands mid-job deterministically."""

from __future__ import annotations

import hashlib
import os
import signal
import socket
import subprocess
import sys
import time
import uuid
from collections.abc import Iterator
from contextlib import contextmanager
from pathlib import Path

import httpx
from fastapi.testclient import TestClient
from sqlalchemy import func, select

from api.app import create_app
from core.settings import Settings
from dossie.services import auth
from dossie.services.app import Services
from dossie.store.documents import ExtractedDocument
from dossie.store.dossiers import Dossier
from dossie.store.files import DossierFile
from dossie.store.jobs import Job
from dossie.store.reports import StoredReport
from dossie.store.store import Store
from tests.api.support import CHECKLIST, ROOT, example_files, redis_url, throwaway_pg_database

EXE = str(Path(sys.executable).with_name("dossie"))
FILES = example_files()[:4]
DELAY = "1.0"


def _env(settings: Settings, **extra: str) -> dict[str, str]:
    env = {**os.environ, "DOSSIE_DATABASE_URL": settings.database_url,
           "DOSSIE_STORAGE_DIR": str(settings.storage_dir),
           "DOSSIE_CELERY_QUEUE": settings.celery_queue, "DOSSIE_JOB_WORKERS": "1",
           "DOSSIE_OCR_WORKERS": "1", "DOSSIE_JOB_LEASE_SECONDS": "30",
           "DOSSIE_TEST_DELAY_PER_FILE": DELAY, "OMP_THREAD_LIMIT": "1"}
    env.pop("DOSSIE_BROKER_URL", None)
    if settings.broker_url:
        env["DOSSIE_BROKER_URL"] = settings.broker_url
    env.update(extra)
    return env


@contextmanager
def _process(args: list[str], env: dict[str, str], log: Path) -> Iterator[subprocess.Popen]:
    with open(log, "ab") as fh:
        proc = subprocess.Popen(args, env=env, stdout=fh, stderr=subprocess.STDOUT, cwd=ROOT,
                                start_new_session=True)
    try:
        yield proc
    finally:
        if proc.poll() is None:
            os.killpg(proc.pid, signal.SIGTERM)
            try:
                proc.wait(20)
            except subprocess.TimeoutExpired:
                os.killpg(proc.pid, signal.SIGKILL)
                proc.wait(5)


def _kill_group(proc: subprocess.Popen) -> None:
    os.killpg(proc.pid, signal.SIGKILL)
    proc.wait(10)


def _wait_mid_job(store: Store, job_id: str, timeout: float = 60.0) -> None:
    """Until the job is running with at least one file read and more to go."""
    deadline = time.monotonic() + timeout
    while time.monotonic() < deadline:
        with store.db.session() as s:
            job = s.get(Job, job_id)
            assert job is not None
            if job.status == "running" and 1 <= job.progress_done < job.progress_total:
                return
            assert job.status in ("queued", "running"), (job.status, job.error_message)
        time.sleep(0.1)
    raise AssertionError("the job never got mid-way")


def _wait_done(store: Store, job_id: str, log: Path, timeout: float = 120.0) -> Job:
    deadline = time.monotonic() + timeout
    while True:
        with store.db.session() as s:
            job = s.get(Job, job_id)
            assert job is not None
            if job.status in ("done", "failed"):
                return job
            if time.monotonic() > deadline:
                raise AssertionError(
                    f"the job did not finish after the restart: {job.status} attempts="
                    f"{job.attempts} worker={job.worker} progress={job.progress_done}/"
                    f"{job.progress_total}\n" + log.read_text(errors="replace")[-3000:])
        time.sleep(0.2)


def _assert_intact(store: Store, dossier_id: str, job_id: str, uploaded: dict[str, str]) -> None:
    with store.db.session() as s:
        job = s.get(Job, job_id)
        assert job is not None and job.status == "done", (job.status, job.error_message)
        assert job.attempts == 2  # the killed claim and the one that completed
        reports = s.scalar(select(func.count()).select_from(StoredReport)
                           .where(StoredReport.job_id == job_id))
        assert reports == 1  # completed exactly once
        files = list(s.scalars(select(DossierFile).where(DossierFile.dossier_id == dossier_id)))
        assert sorted(f.name for f in files) == sorted(uploaded)
        for f in files:
            assert f.state == "done"
            rows = list(s.scalars(select(ExtractedDocument)
                                  .where(ExtractedDocument.file_id == f.id)))
            assert len(rows) == 1 and rows[0].job_id == job_id  # one set, from the last run
            path = store.blobs.path(f.sha256)
            assert hashlib.sha256(path.read_bytes()).hexdigest() == f.sha256 == uploaded[f.name]
        d = s.get(Dossier, dossier_id)
        assert d is not None and d.status == "done" and d.verdict
        stuck = s.scalar(select(func.count()).select_from(Job)
                         .where(Job.status.in_(("queued", "running"))))
        assert stuck == 0
    assert list(store.blobs.tmp_dir.iterdir()) == []


def _free_port() -> int:
    with socket.socket() as sock:
        sock.bind(("127.0.0.1", 0))
        return int(sock.getsockname()[1])


def _wait_health(base: str, proc: subprocess.Popen, log: Path, timeout: float = 60.0) -> None:
    deadline = time.monotonic() + timeout
    while time.monotonic() < deadline:
        assert proc.poll() is None, log.read_text(errors="replace")[-3000:]
        try:
            if httpx.get(f"{base}/health", timeout=1).status_code == 200:
                return
        except httpx.HTTPError:
            pass
        time.sleep(0.2)
    raise AssertionError("dossie serve did not start: " + log.read_text(errors="replace")[-3000:])


def test_sigkill_of_dossie_serve_mid_job(tmp_path: Path) -> None:
    settings = Settings(database_url=f"sqlite:///{tmp_path / 'dossie.db'}",
                        storage_dir=tmp_path / "storage", broker_url=None)
    store = Store(settings)  # migrates; also used to inspect the rows
    with store.db.session() as s:
        token = auth.ensure_user_token(s, settings, username="kim", role="applicant").access_token
    h = {"Authorization": f"Bearer {token}"}
    port = _free_port()
    base = f"http://127.0.0.1:{port}"
    log = tmp_path / "serve.log"
    args = [EXE, "serve", "--host", "127.0.0.1", "--port", str(port)]
    uploaded = {p.name: hashlib.sha256(p.read_bytes()).hexdigest() for p in FILES}
    with _process(args, _env(settings), log) as proc:
        _wait_health(base, proc, log)
        with httpx.Client(base_url=base, headers=h, timeout=30) as c:
            d = c.post("/api/v1/dossiers", json={"checklist": CHECKLIST, "as_of": "2026-06-15"}).json()
            r = c.post(f"/api/v1/dossiers/{d['id']}/documents",
                       files=[("files", (p.name, p.read_bytes(), "application/json")) for p in FILES])
            assert r.status_code == 201, r.text
            job_id = c.post(f"/api/v1/dossiers/{d['id']}/check").json()["id"]
        _wait_mid_job(store, job_id)
        _kill_group(proc)
    with store.db.session() as s:
        assert s.get(Job, job_id).status == "running"  # left behind by the dead process
    with _process(args, _env(settings), log) as proc:
        _wait_health(base, proc, log)
        _wait_done(store, job_id, log)
        _assert_intact(store, d["id"], job_id, uploaded)
        with httpx.Client(base_url=base, headers=h, timeout=30) as c:
            rep = c.get(f"/api/v1/dossiers/{d['id']}/report")
            assert rep.status_code == 200 and rep.json()["verdict"]
    store.close()


def _dossier_with_files(client: TestClient, services: Services, username: str
                        ) -> tuple[dict[str, str], str]:
    """An applicant's token headers and a new dossier holding FILES (via the API)."""
    with services.session() as s:
        token = auth.ensure_user_token(s, services.settings, username=username,
                                       role="applicant").access_token
    h = {"Authorization": f"Bearer {token}"}
    d = client.post("/api/v1/dossiers", headers=h,
                    json={"checklist": CHECKLIST, "as_of": "2026-06-15"}).json()
    r = client.post(f"/api/v1/dossiers/{d['id']}/documents", headers=h,
                    files=[("files", (p.name, p.read_bytes(), "application/json"))
                           for p in FILES])
    assert r.status_code == 201, r.text
    return h, d["id"]


def test_sigkill_of_celery_worker_mid_job(tmp_path: Path) -> None:
    with throwaway_pg_database() as db_url:
        settings = Settings(database_url=db_url, broker_url=redis_url(),
                            storage_dir=tmp_path / "storage", job_workers=1, ocr_workers=1,
                            celery_queue=f"dossie-crash-{uuid.uuid4().hex[:10]}")
        services = Services(settings).start()  # the API side: migrates, sends to the queue
        log = tmp_path / "worker.log"
        args = [EXE, "worker", "--concurrency", "1", "--pool", "prefork"]
        uploaded = {p.name: hashlib.sha256(p.read_bytes()).hexdigest() for p in FILES}
        try:
            with TestClient(create_app(services=services)) as client:
                h, did = _dossier_with_files(client, services, "lia")
                with _process(args, _env(settings), log) as worker:
                    job_id = client.post(f"/api/v1/dossiers/{did}/check", headers=h).json()["id"]
                    _wait_mid_job(services.store, job_id, timeout=90)
                    _kill_group(worker)
                with services.session() as s:
                    assert s.get(Job, job_id).status == "running"
                with _process(args, _env(settings), log):
                    _wait_done(services.store, job_id, log)
                    _assert_intact(services.store, did, job_id, uploaded)
                    # a late redelivery of the killed worker's message changes nothing
                    services.runner.submit(job_id)
                    time.sleep(3)
                    _assert_intact(services.store, did, job_id, uploaded)
        finally:
            services.stop()
            import redis

            r = redis.Redis.from_url(settings.broker_url or "")
            r.delete(settings.celery_queue, *r.keys(f"_kombu.binding*{settings.celery_queue}*"))


def test_sigkill_of_a_local_job_worker_process_mid_job(tmp_path: Path, monkeypatch) -> None:  # type: ignore[no-untyped-def]
    """The local runner's jobs run in worker processes (lowered CPU priority); one dies
    mid-job: the serving process lives on, replaces its pool and the job completes once."""
    monkeypatch.setenv("DOSSIE_TEST_DELAY_PER_FILE", DELAY)  # inherited by the workers
    settings = Settings(database_url=f"sqlite:///{tmp_path / 'dossie.db'}",
                        storage_dir=tmp_path / "storage", broker_url=None, job_workers=1,
                        ocr_workers=1, job_lease_seconds=600)
    services = Services(settings).start()
    uploaded = {p.name: hashlib.sha256(p.read_bytes()).hexdigest() for p in FILES}
    try:
        with TestClient(create_app(services=services)) as client:
            h, did = _dossier_with_files(client, services, "rui")
            job_id = client.post(f"/api/v1/dossiers/{did}/check", headers=h).json()["id"]
            _wait_mid_job(services.store, job_id)
            with services.session() as s:
                worker = s.get(Job, job_id).worker  # type: ignore[union-attr]
            pid = int(worker.split(":")[1])
            assert pid != os.getpid()  # not a thread of the serving process
            nice = int(Path(f"/proc/{pid}/stat").read_text().rsplit(")", 1)[1].split()[16])
            assert nice >= settings.job_nice  # below request handling
            os.kill(pid, signal.SIGKILL)
            _wait_done(services.store, job_id, tmp_path / "none.log")
            _assert_intact(services.store, did, job_id, uploaded)
            assert client.get(f"/api/v1/dossiers/{did}/report", headers=h).status_code == 200
    finally:
        services.stop()
