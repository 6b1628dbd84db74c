"""Job state: a job is claimed by one worker, re-taken only when its lease expired or its
process died, and completed exactly once; a re-run is idempotent. On SQLite and on
PostgreSQL (a throwaway database; fails when PostgreSQL is unreachable)."""

from __future__ import annotations

from collections.abc import Iterator
from datetime import date, timedelta
from pathlib import Path

import pytest
from alembic.autogenerate import compare_metadata
from alembic.migration import MigrationContext
from sqlalchemy import func, select, update

from core.settings import Settings
from dossie.jobs import state
from dossie.jobs.execute import execute_job
from dossie.services import auth, job_kinds, jobs, uploads
from dossie.services import dossiers as dossier_service
from dossie.services.demo import received_from_bytes
from dossie.services.schemas import DossierCreate
from dossie.store.base import Base, utcnow
from dossie.store.documents import ExtractedDocument
from dossie.store.jobs import Job
from dossie.store.reports import StoredReport
from dossie.store.store import Store
from extractors.models import Extraction
from tests.api.support import CHECKLIST, example_files, throwaway_pg_database

job_kinds.install()  # jobs run here by `execute_job`, as in a worker process


@pytest.fixture(params=["sqlite", "postgresql"], scope="module")
def store(request: pytest.FixtureRequest, tmp_path_factory: pytest.TempPathFactory) -> Iterator[Store]:
    tmp = tmp_path_factory.mktemp("store")
    if request.param == "sqlite":
        s = Store(Settings(database_url=f"sqlite:///{tmp / 'd.db'}", storage_dir=tmp / "st"))
        yield s
        s.close()
        return
    with throwaway_pg_database() as url:
        s = Store(Settings(database_url=url, storage_dir=tmp / "st"))
        yield s
        s.close()


class _NoRunner:
    def submit(self, job_id: str) -> None: ...
    def start(self) -> None: ...
    def stop(self) -> None: ...


def _queued_check(store: Store, files: list[Path]) -> tuple[str, str]:
    with store.db.session() as s:
        tok = auth.ensure_user_token(s, store.settings, username="w1", role="applicant")
        user = auth.get_user(s, tok.user.username)
        who = auth.principal_of(user)  # type: ignore[arg-type]
        d = dossier_service.create(s, who, DossierCreate(checklist=CHECKLIST,
                                                         as_of=date(2026, 6, 15)), date(2026, 6, 15))
        uploads.add_documents(s, store.blobs, store.settings, who, d.id,
                              [received_from_bytes(store.blobs, p.name, p.read_bytes()) for p in files])
        job = jobs.submit_check(s, _NoRunner(), who, d.id, date(2026, 6, 15))
    return d.id, job.id


def test_migrations_match_the_models(store: Store) -> None:
    store.db.migrate()  # idempotent
    with store.db.engine.connect() as conn:
        diff = compare_metadata(MigrationContext.configure(conn), Base.metadata)
    assert diff == []


def test_claim_is_exclusive_and_fenced(store: Store) -> None:
    _, job_id = _queued_check(store, example_files()[:1])
    with store.db.session() as s:
        a1 = state.claim(s, job_id, "host:1:a", 600)
        assert a1 == 1
        assert state.claim(s, job_id, "host:2:b", 600) is None  # fresh lease: not re-taken
        # the lease expires: another worker takes over with a new fencing token
        s.execute(update(Job).where(Job.id == job_id)
                  .values(heartbeat_at=utcnow() - timedelta(seconds=601)))
        s.commit()
        a2 = state.claim(s, job_id, "host:2:b", 600)
        assert a2 == 2
        assert not state.heartbeat(s, job_id, a1)  # the old worker is fenced off
        assert not state.finish(s, job_id, a1, status="done")
        s.rollback()
        assert state.finish(s, job_id, a2, status="done", result={})
        s.commit()
        assert s.get(Job, job_id).status == "done"  # type: ignore[union-attr]
        assert state.claim(s, job_id, "host:3:c", 0) is None  # done is final


def test_execute_job_completes_exactly_once(store: Store) -> None:
    dossier_id, job_id = _queued_check(store, example_files()[:4])
    assert execute_job(store, job_id) == "done"
    assert execute_job(store, job_id) is None  # a second delivery does nothing
    with store.db.session() as s:
        assert s.scalar(select(func.count()).select_from(StoredReport)
                        .where(StoredReport.job_id == job_id)) == 1
        n_docs = s.scalar(select(func.count()).select_from(ExtractedDocument)
                          .where(ExtractedDocument.dossier_id == dossier_id))
        assert n_docs == 4
        # an orphan (its worker died mid-job) is handed out again and re-run idempotently
        s.execute(update(Job).where(Job.id == job_id)
                  .values(status="running", worker="elsewhere:1:1",
                          heartbeat_at=utcnow() - timedelta(hours=1)))
        s.commit()
        assert job_id in state.orphans(s, 600)
    assert execute_job(store, job_id) == "done"
    with store.db.session() as s:
        assert s.scalar(select(func.count()).select_from(ExtractedDocument)
                        .where(ExtractedDocument.dossier_id == dossier_id)) == n_docs
        job = s.get(Job, job_id)
        assert job is not None and job.attempts == 2 and job.status == "done"


def test_orphans_of_a_dead_local_process(store: Store) -> None:
    import socket

    _, job_id = _queued_check(store, example_files()[:1])
    with store.db.session() as s:
        s.execute(update(Job).where(Job.id == job_id)
                  .values(status="running", worker=f"{socket.gethostname()}:999999999:1",
                          heartbeat_at=utcnow()))
        s.commit()
        assert job_id in state.orphans(s, 600)
        assert s.get(Job, job_id).status == "queued"  # type: ignore[union-attr]


def test_a_job_whose_workers_keep_dying_fails(store: Store) -> None:
    """A job handed out `job_max_attempts` times already (each worker died with it: a
    file that crashes a decoder) is failed, not handed out forever."""
    dossier_id, job_id = _queued_check(store, example_files()[:1])
    with store.db.session() as s:
        s.execute(update(Job).where(Job.id == job_id)
                  .values(attempts=store.settings.job_max_attempts))
        s.commit()
    assert execute_job(store, job_id) == "failed"
    with store.db.session() as s:
        job = s.get(Job, job_id)
        assert job is not None and job.status == "failed"
        assert job.error_code == "processamento_interrompido" and "danificado" in (
            job.error_message or "")
        from dossie.store.dossiers import Dossier

        d = s.get(Dossier, dossier_id)
        assert d is not None and d.status == "failed"
        assert s.scalar(select(func.count()).select_from(StoredReport)
                        .where(StoredReport.job_id == job_id)) == 0


def test_a_check_reads_its_files_in_parallel_and_in_order(
    store: Store, monkeypatch: pytest.MonkeyPatch
) -> None:
    """Issue 15: the job worker reads a dossier's files as `dossie extract` does, through
    `intake.batch.map_files` (a thread per OCR worker, heaviest first), and the results
    keep the upload order."""
    import threading
    import time as _time

    from dossie.services import checking, evaluation
    from intake import batch

    monkeypatch.setattr(store.settings, "ocr_workers", 2)
    seen: list[list[str]] = []
    returned: list[list[str]] = []
    running, peak = [0], [0]
    lock = threading.Lock()
    real_map, real_extract = batch.map_files, checking._extract_file

    def spy_map(fn, items, workers=None, weight=None):  # type: ignore[no-untyped-def]
        seen.append([f.id for f in items])
        out = real_map(fn, items, workers=workers, weight=weight)
        returned.append([r.file_id for r in out])
        return out

    def slow_extract(st, f, limits):  # type: ignore[no-untyped-def]
        with lock:
            running[0] += 1
            peak[0] = max(peak[0], running[0])
        _time.sleep(0.3)  # long enough for the other thread to start its file
        try:
            return real_extract(st, f, limits)
        finally:
            with lock:
                running[0] -= 1

    monkeypatch.setattr(batch, "map_files", spy_map)
    monkeypatch.setattr(checking, "_extract_file", slow_extract)
    files = example_files()[:5]
    dossier_id, job_id = _queued_check(store, files)
    assert execute_job(store, job_id) == "done"
    assert len(seen) == 1 and len(seen[0]) == 5
    assert returned == seen  # one result per file, in the files' order
    assert peak[0] == 2  # two files read at once
    with store.db.session() as s:
        docs = evaluation.stored_extractions_in_order(s, dossier_id)
    want = [Extraction.model_validate_json(p.read_text()).kind for p in files]
    assert [e.kind for e in docs] == want


def test_a_check_out_of_time_keeps_the_files_read_in_parallel(
    store: Store, monkeypatch: pytest.MonkeyPatch
) -> None:
    """Files read two at a time: those started before the job's time ran out are kept,
    the others stay pending and are named in the message (a new check resumes)."""
    from dossie.services import checking
    from dossie.store.dossiers import Dossier
    from dossie.store.files import DossierFile

    monkeypatch.setattr(store.settings, "ocr_workers", 2)
    monkeypatch.setenv(checking.JOB_TIMEOUT_ENV, "1")
    monkeypatch.setenv(checking.TEST_DELAY_ENV, "0.6")  # files 1-2 at 0 s, 3-4 at 0.6 s, 5 late
    dossier_id, job_id = _queued_check(store, example_files()[:5])
    assert execute_job(store, job_id) == "failed"
    with store.db.session() as s:
        job = s.get(Job, job_id)
        assert job is not None and job.error_code == "tempo_esgotado"
        assert "1 arquivo não foi lido" in (job.error_message or "")
        states = sorted(s.scalars(select(DossierFile.state)
                                  .where(DossierFile.dossier_id == dossier_id)))
        assert states == ["done"] * 4 + ["pending"]
        d = s.get(Dossier, dossier_id)
        assert d is not None and d.status == "failed"
