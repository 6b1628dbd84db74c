"""The work of a job, the same in every worker mode: intake → extract → evaluate → store.

`execute_job` claims the job, computes without holding a transaction, and writes every
result in one final transaction guarded by the claim (see `state`). Bad input never
fails a job: a file that cannot be read is recorded on the file and named in the
report's notices; only an unexpected error or a law not in force fails it.
"""

from __future__ import annotations

import logging
import os
import threading
import time
from dataclasses import dataclass
from datetime import date
from typing import Any

from sqlalchemy import bindparam, delete, insert, select, update
from sqlalchemy.orm import Session

from dossie import processing
from dossie.jobs import state
from dossie.services import declared
from dossie.store.base import new_id, raw_json, utcnow
from dossie.store.decisions import Decision
from dossie.store.documents import ExtractedDocument
from dossie.store.dossiers import Dossier
from dossie.store.files import Blob, DossierFile
from dossie.store.jobs import Job
from dossie.store.reports import StoredReport
from dossie.store.store import Store
from extractors.models import Extraction
from intake.errors import DossieError
from intake.limits import Limits

log = logging.getLogger("dossie.jobs")

# Per-job wall-clock budget for reading files (each file is bounded by intake's own
# `time_budget_s`, so a job ends within this plus one file). Files not reached are left
# `pending` (a new check resumes them) and the job fails with `tempo_esgotado`.
JOB_TIMEOUT_ENV = "DOSSIE_JOB_TIMEOUT_SECONDS"
DEFAULT_JOB_TIMEOUT_S = 900.0
# Test-only hook (crash-safety tests): seconds to sleep before reading each file.
TEST_DELAY_ENV = "DOSSIE_TEST_DELAY_PER_FILE"
# Heartbeat (lease renewal and progress) after a file at most this often.
BEAT_EVERY_S = 0.5


def job_timeout_s() -> float:
    try:
        return max(1.0, float(os.environ.get(JOB_TIMEOUT_ENV, DEFAULT_JOB_TIMEOUT_S)))
    except ValueError:
        return DEFAULT_JOB_TIMEOUT_S


class LeaseLost(Exception):
    """The job was re-taken by another worker: stop without writing anything."""


@dataclass
class FileResult:
    file_id: str
    extractions: list[Extraction] | None  # None: failed
    error_code: str | None = None
    error_message: str | None = None


def limits_for(store: Store) -> Limits:
    s = store.settings
    return Limits(max_bytes=s.max_file_bytes, ocr_workers=max(1, s.ocr_workers))


def execute_job(store: Store, job_id: str, worker: str | None = None) -> str | None:
    """Run one job if it can be claimed; return its final status (None: not claimed)."""
    worker = worker or state.worker_id()
    lease = store.settings.job_lease_seconds
    with store.db.session() as s:
        attempt = state.claim(s, job_id, worker, lease)
        if attempt is None:
            return None
        job = s.get(Job, job_id)
        assert job is not None
        kind, params, dossier_id = job.kind, dict(job.params or {}), job.dossier_id
    if attempt > store.settings.job_max_attempts:
        # every earlier attempt died with its worker (a file that crashes a decoder, the
        # OOM killer): stop handing the job out instead of killing workers forever
        log.error("job %s: attempt %d, its workers kept dying; failed", job_id, attempt)
        return _fail(store, job_id, attempt, dossier_id, "processamento_interrompido",
                     "O processamento foi interrompido várias vezes; algum arquivo pode estar "
                     "danificado. Retire-o ou envie outra cópia e solicite a conferência "
                     "de novo.")
    try:
        if kind == "check":
            assert dossier_id is not None
            return _run_check(store, job_id, attempt, dossier_id, params)
        if kind == "revalidation":
            return _run_revalidation(store, job_id, attempt, params)
        raise ValueError(f"unknown job kind {kind!r}")
    except LeaseLost:
        log.warning("job %s: lease lost, another worker took it over", job_id)
        return None
    except DossieError as exc:
        return _fail(store, job_id, attempt, dossier_id, exc.code, exc.message)
    except Exception:
        log.exception("job %s failed", job_id)
        return _fail(store, job_id, attempt, dossier_id, "erro_interno",
                     "Erro interno ao processar o dossiê; a equipe técnica foi avisada.")


def _fail(store: Store, job_id: str, attempt: int, dossier_id: str | None, code: str,
          message: str) -> str | None:
    with store.db.session() as s:
        if not state.finish(s, job_id, attempt, status="failed", error_code=code,
                            error_message=message):
            s.rollback()
            return None
        if dossier_id is not None:
            d = s.get(Dossier, dossier_id)
            if d is not None:
                d.status, d.error_code, d.error_message = "failed", code, message
                d.version += 1
        s.commit()
    return "failed"


def _beat(store: Store, job_id: str, attempt: int, done: int, total: int) -> None:
    with store.db.session() as s:
        if not state.heartbeat(s, job_id, attempt, done=done, total=total):
            raise LeaseLost(job_id)


# --- check -------------------------------------------------------------------------------


def _run_check(store: Store, job_id: str, attempt: int, dossier_id: str,
               params: dict[str, Any]) -> str | None:
    as_of = date.fromisoformat(params["as_of"])
    reextract = bool(params.get("reextract"))
    with store.db.session() as s:
        dossier = s.get(Dossier, dossier_id)
        if dossier is None:
            raise DossieError("O dossiê não existe mais.", code="dossie_inexistente")
        checklist_id, facts = dossier.checklist_id, dict(dossier.facts or {})
        files = list(s.scalars(select(DossierFile).where(DossierFile.dossier_id == dossier_id)
                               .order_by(DossierFile.position, DossierFile.uploaded_at)))
        stored = _stored_extractions(s, dossier_id)
        decisions = active_decisions(s, dossier_id)
        sizes = {sha: int(size) for sha, size in s.execute(select(Blob.sha256, Blob.size).where(
            Blob.sha256.in_({f.sha256 for f in files})))}
    # fail fast, before any OCR, when the law is not in force (CONTRACT §2: exit 3)
    processing.load_checklist(checklist_id).require_in_force(as_of)
    todo = [f for f in files if reextract or f.state == "pending" or
            (f.state == "done" and f.id not in stored)]
    total = len(todo)
    if any(not processing.is_extraction_name(f.name) for f in todo):
        # files to read (OCR may take minutes): show "0 of N" now; a job of extraction
        # JSON only is done in milliseconds and saves the write
        _beat(store, job_id, attempt, 0, total)
    limits = limits_for(store)
    budget = job_timeout_s()
    read = _read_files(store, job_id, attempt, todo, limits, sizes,
                       deadline=time.monotonic() + budget)
    results = {r.file_id: r for r in read if r is not None}
    if len(results) < len(todo):  # files left unread: the job's time ran out
        return _timeout(store, job_id, attempt, dossier_id, files, results, budget)

    extractions: list[Extraction] = []
    notices: list[str] = []
    for f in files:
        r = results.get(f.id)
        if r is not None:
            if r.extractions is None:
                notices.append(f"{f.name}: o arquivo não pôde ser lido — {r.error_message}")
            else:
                extractions.extend(r.extractions)
        elif f.state == "failed":
            notices.append(f"{f.name}: o arquivo não pôde ser lido — {f.error_message}")
        else:
            extractions.extend(stored.get(f.id, []))
    limit = store.settings.max_documents_per_dossier
    if len(extractions) > limit:  # the report and its PDF stay bounded (issue 17, finding 3)
        return _fail(store, job_id, attempt, dossier_id, "documentos_demais",
                     f"O dossiê tem {len(extractions)} documentos; o limite é {limit}. "
                     "Remova os que sobram e solicite a conferência de novo.")
    report, version = processing.evaluate_dossier(checklist_id, extractions, facts, as_of)
    report = processing.apply_decisions(report, decisions)
    report.notices.extend(notices)
    # everything is computed and serialised before the write transaction: the database
    # stays locked only for the statements themselves (this process may run at a
    # lowered CPU priority: it must not hold the lock while it computes)
    outcome = CheckOutcome(
        job_id=job_id, attempt=attempt, dossier_id=dossier_id,
        files=_prepare_files(job_id, dossier_id, results),
        report_row={"id": new_id(), "dossier_id": dossier_id, "purpose": "check",
                    "checklist_id": checklist_id, "checklist_version": version,
                    "as_of": as_of, "verdict": report.verdict,
                    "report": raw_json(processing.report_json(report)), "job_id": job_id,
                    "created_at": utcnow()},
        summary={"verdict": report.verdict, "as_of": as_of.isoformat(),
                 "deficiencies": len(report.deficiencies),
                 "files_failed": sum(1 for r in results.values() if r.extractions is None)},
        verdict=report.verdict,
        has_review=any(r.status == "review" for r in report.deficiencies))
    return _write_check(store, outcome)


@dataclass
class CheckOutcome:
    """A check's results, ready to write in one short transaction."""

    job_id: str
    attempt: int
    dossier_id: str
    files: _FileWrites
    report_row: dict[str, Any]
    summary: dict[str, Any]
    verdict: str
    has_review: bool


def _write_check(store: Store, o: CheckOutcome) -> str:
    with store.db.session() as s:
        _save_files(s, o.files)
        conn = s.connection()
        conn.execute(_INSERT_REPORT, o.report_row)
        if not state.finish(s, o.job_id, o.attempt, status="done", result=o.summary):
            s.rollback()
            raise LeaseLost(o.job_id)
        conn.execute(_DOSSIER_DONE, {"did": o.dossier_id, "verdict": o.verdict,
                                     "has_review": o.has_review})
        s.commit()
    return "done"


@dataclass
class _FileWrites:
    """What a job writes about the files it read, ready to execute."""

    read: list[str]  # the files read (their old extractions are replaced)
    states: list[dict[str, Any]]  # per file: its new state (and error)
    documents: list[dict[str, Any]]  # the extracted documents, JSON serialised


def _prepare_files(job_id: str, dossier_id: str, results: dict[str, FileResult]) -> _FileWrites:
    states: list[dict[str, Any]] = []
    documents: list[dict[str, Any]] = []
    now = utcnow()
    for file_id, r in results.items():
        if r.extractions is None:
            states.append({"fid": file_id, "state": "failed", "error_code": r.error_code,
                           "error_message": r.error_message})
            continue
        states.append({"fid": file_id, "state": "done", "error_code": None,
                       "error_message": None})
        for pos, e in enumerate(r.extractions):
            documents.append({
                "id": new_id(), "dossier_id": dossier_id, "file_id": file_id, "position": pos,
                "kind": e.kind, "job_id": job_id, "created_at": now,
                "extraction": raw_json(e.model_dump(mode="json", exclude_none=True))})
    return _FileWrites(list(results), states, documents)


# A job's final writes: statements built once (bound per call), so that the database
# is locked for their execution only.
_FILES_T = DossierFile.__table__
_DOCUMENTS_T = ExtractedDocument.__table__
_DOSSIERS_T = Dossier.__table__
_SET_FILE_STATE = (update(_FILES_T).where(_FILES_T.c.id == bindparam("fid"))
                   .values(state=bindparam("state"), error_code=bindparam("error_code"),
                           error_message=bindparam("error_message")))
_DELETE_DOCUMENTS = delete(_DOCUMENTS_T).where(
    _DOCUMENTS_T.c.file_id.in_(bindparam("fids", expanding=True)))
_PRESENT_FILES = select(_FILES_T.c.id).where(
    _FILES_T.c.id.in_(bindparam("fids", expanding=True)))
_INSERT_DOCUMENTS = insert(_DOCUMENTS_T)
_INSERT_REPORT = insert(StoredReport.__table__)
_DOSSIER_DONE = (update(_DOSSIERS_T).where(_DOSSIERS_T.c.id == bindparam("did"))
                 .values(status="done", verdict=bindparam("verdict"),
                         has_review=bindparam("has_review"), error_code=None,
                         error_message=None, version=_DOSSIERS_T.c.version + 1))


def _save_files(s: Session, w: _FileWrites) -> None:
    """Record each read file's outcome and extractions (in the caller's transaction)."""
    if not w.read:
        return
    conn = s.connection()
    conn.execute(_DELETE_DOCUMENTS, {"fids": w.read})
    # under the write lock now: files removed from the dossier meanwhile are skipped
    present = set(conn.execute(_PRESENT_FILES, {"fids": w.read}).scalars())
    states = [x for x in w.states if x["fid"] in present]
    documents = [x for x in w.documents if x["file_id"] in present]
    if states:
        conn.execute(_SET_FILE_STATE, states)
    if documents:
        conn.execute(_INSERT_DOCUMENTS, documents)


def _timeout(store: Store, job_id: str, attempt: int, dossier_id: str,
             files: list[DossierFile], results: dict[str, FileResult],
             budget: float) -> str | None:
    """The job ran out of time: keep what was read, fail the job (a new check resumes)."""
    left = sum(1 for f in files if f.id not in results and f.state == "pending")
    unread = "1 arquivo não foi lido" if left == 1 else f"{left} arquivos não foram lidos"
    message = (f"O processamento passou do limite de {budget:.0f} s; {unread}. "
               "Solicite a conferência de novo para continuar.")
    writes = _prepare_files(job_id, dossier_id, results)
    with store.db.session() as s:
        _save_files(s, writes)
        if not state.finish(s, job_id, attempt, status="failed", error_code="tempo_esgotado",
                            error_message=message):
            s.rollback()
            raise LeaseLost(job_id)
        d = s.get(Dossier, dossier_id)
        if d is not None:
            d.status, d.error_code, d.error_message = "failed", "tempo_esgotado", message
            d.version += 1
        s.commit()
    log.warning("job %s timed out after %.0f s", job_id, budget)
    return "failed"


def _stored_extractions(s: Session, dossier_id: str) -> dict[str, list[Extraction]]:
    out: dict[str, list[Extraction]] = {}
    rows = s.scalars(select(ExtractedDocument).where(ExtractedDocument.dossier_id == dossier_id)
                     .order_by(ExtractedDocument.file_id, ExtractedDocument.position))
    for row in rows:
        out.setdefault(row.file_id, []).append(Extraction.model_validate(row.extraction))
    return out


def active_decisions(s: Session, dossier_id: str) -> list[dict[str, Any]]:
    """The clerk decisions in force on a dossier, oldest first (see `apply_decisions`)."""
    rows = s.scalars(select(Decision).where(Decision.dossier_id == dossier_id,
                                            Decision.active.is_(True))
                     .order_by(Decision.decided_at, Decision.position))
    return [{"ref": d.ref, "status": d.status, "justification": d.justification,
             "by": d.decided_by_name, "at": d.decided_at.strftime("%d/%m/%Y")} for d in rows]


def evaluate_stored(s: Session, checklist_id: str, dossier_id: str, facts: dict[str, Any],
                    as_of: date) -> tuple[Any, str]:
    """Evaluate a dossier from its stored extractions and decisions (no OCR)."""
    report, version = processing.evaluate_dossier(
        checklist_id, stored_extractions_in_order(s, dossier_id), facts, as_of)
    return processing.apply_decisions(report, active_decisions(s, dossier_id)), version


def _read_files(store: Store, job_id: str, attempt: int, todo: list[DossierFile],
                limits: Limits, sizes: dict[str, int], deadline: float) -> list[FileResult | None]:
    """Extract `todo`, one result per file in order (None: not started, out of time).

    The files go through `intake.batch.map_files`, as `dossie extract` reads its files:
    one thread per OCR worker, heaviest first, so a dossier of many single-page scans
    keeps both cores busy (issue 15; a multi-page file's pages also use the page pool).
    """
    from intake.batch import map_files

    total = len(todo)
    lock = threading.Lock()
    progress = {"done": 0, "beat": time.monotonic()}

    def read_one(f: DossierFile) -> FileResult | None:
        if time.monotonic() > deadline:
            return None
        result = _extract_file(store, f, limits)
        # progress and lease: a write per file only when files are slow (OCR); quick
        # ones (extraction JSON) do not queue a write transaction each
        with lock:
            progress["done"] += 1
            if time.monotonic() - progress["beat"] >= BEAT_EVERY_S:
                _beat(store, job_id, attempt, int(progress["done"]), total)
                progress["beat"] = time.monotonic()
        return result

    return map_files(read_one, todo, workers=limits.ocr_workers,
                     weight=lambda f: sizes.get(f.sha256, 0))


def _extract_file(store: Store, f: DossierFile, limits: Limits) -> FileResult:
    delay = os.environ.get(TEST_DELAY_ENV)
    if delay:
        time.sleep(float(delay))
    try:
        data = store.blobs.read_bytes(f.sha256)
        found = processing.extract_upload(data, f.name, limits)
        if f.declared:  # the applicant's typed reading (issue 17, finding 2)
            found = declared.mark(found, f.name)
        return FileResult(f.id, found)
    except DossieError as exc:
        return FileResult(f.id, None, exc.code, exc.message)


def stored_extractions_in_order(s: Session, dossier_id: str) -> list[Extraction]:
    """The dossier's extractions, in upload order (for re-evaluation without re-OCR)."""
    by_file = _stored_extractions(s, dossier_id)
    files = s.scalars(select(DossierFile.id).where(DossierFile.dossier_id == dossier_id)
                      .order_by(DossierFile.position, DossierFile.uploaded_at))
    return [e for fid in files for e in by_file.get(fid, [])]


# --- revalidation ------------------------------------------------------------------------


def _run_revalidation(store: Store, job_id: str, attempt: int,
                      params: dict[str, Any]) -> str | None:
    """Re-evaluate every processed dossier at `as_of` from stored extractions (no OCR):
    chunked, resumable, with a diff per dossier — see `dossie.services.revalidation`."""
    from dossie.services import revalidation

    result = revalidation.run_job(
        store, job_id, attempt, params,
        lambda done, total: _beat(store, job_id, attempt, done, total))
    with store.db.session() as s:
        if not state.finish(s, job_id, attempt, status="done", result=result):
            s.rollback()
            raise LeaseLost(job_id)
        s.commit()
    return "done"
