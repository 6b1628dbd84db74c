"""The check job (kind `check`): intake → extract → evaluate → store, for one dossier.

It reads the files not read yet (or all of them with `reextract`), evaluates the
checklist with the clerk decisions in force, and writes the files' outcomes, the report
and the dossier's verdict in one short transaction guarded by the job's claim
(`dossie.jobs.execute.JobRun.finish`). Bad input never fails the job: a file that cannot
be read is recorded on the file and named in the report's notices. Registered by
`dossie.services.job_kinds.install`.
"""

from __future__ import annotations

import logging
import threading
import time
from dataclasses import dataclass
from datetime import date
from typing import Any

from pydantic import ValidationError
from sqlalchemy import bindparam, delete, insert, select, update
from sqlalchemy.orm import Session

from checklists.report import needs_review
from core.errors import DossieError
from core.settings import Settings
from dossie.jobs.execute import JobRun
from dossie.services import declared, processing
from dossie.services.evaluation import active_decisions, stored_extractions
from dossie.store.base import new_id, raw_json, utcnow
from dossie.store.documents import ExtractedDocument
from dossie.store.dossiers import Dossier
from dossie.store.files import Blob, DossierFile
from dossie.store.reports import StoredReport
from dossie.store.store import Store
from extractors.models import Extraction
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
    """`DOSSIE_JOB_TIMEOUT_SECONDS` (default 900 s); a malformed value keeps the default."""
    try:
        return Settings().job_timeout_seconds
    except ValidationError:
        return DEFAULT_JOB_TIMEOUT_S


@dataclass
class FileResult:
    file_id: str
    extractions: list[Extraction] | None  # None: failed
    error_code: str | None = None
    error_message: str | None = None


def limits_for(store: Store) -> Limits:
    s = store.settings
    return Limits(max_bytes=s.max_file_bytes, ocr_workers=max(1, s.ocr_workers))


def run_check(run: JobRun) -> str | None:
    """The handler of jobs of kind `check` (params: `as_of`, `reextract`)."""
    dossier_id = run.dossier_id
    assert dossier_id is not None
    store = run.store
    as_of = date.fromisoformat(run.params["as_of"])
    reextract = bool(run.params.get("reextract"))
    with store.db.session() as s:
        dossier = s.get(Dossier, dossier_id)
        if dossier is None:
            raise DossieError("O dossiê não existe mais.", code="dossie_inexistente")
        checklist_id, facts = dossier.checklist_id, dict(dossier.facts or {})
        files = list(s.scalars(select(DossierFile).where(DossierFile.dossier_id == dossier_id)
                               .order_by(DossierFile.position, DossierFile.uploaded_at)))
        stored = stored_extractions(s, dossier_id)
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
        run.beat(0, total)
    limits = limits_for(store)
    budget = job_timeout_s()
    read = _read_files(run, todo, limits, sizes, deadline=time.monotonic() + budget)
    results = {r.file_id: r for r in read if r is not None}
    if len(results) < len(todo):  # files left unread: the job's time ran out
        return _timeout(run, dossier_id, files, results, budget)

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
        return run.fail("documentos_demais",
                        f"O dossiê tem {len(extractions)} documentos; o limite é {limit}. "
                        "Remova os que sobram e solicite a conferência de novo.")
    report, version = processing.evaluate_dossier(checklist_id, extractions, facts, as_of)
    report = processing.apply_decisions(report, decisions)
    report.notices.extend(notices)
    # everything is computed and serialised before the write transaction: the database
    # stays locked only for the statements themselves (this process may run at a
    # lowered CPU priority: it must not hold the lock while it computes)
    outcome = CheckOutcome(
        files=_prepare_files(run.job_id, dossier_id, results),
        report_row={"id": new_id(), "dossier_id": dossier_id, "purpose": "check",
                    "checklist_id": checklist_id, "checklist_version": version,
                    "as_of": as_of, "verdict": report.verdict,
                    "report": raw_json(processing.report_json(report)), "job_id": run.job_id,
                    "created_at": utcnow()},
        summary={"verdict": report.verdict, "as_of": as_of.isoformat(),
                 "deficiencies": len(report.deficiencies),
                 "files_failed": sum(1 for r in results.values() if r.extractions is None)},
        verdict=report.verdict,
        has_review=needs_review(report))
    return _write_check(run, dossier_id, outcome)


@dataclass
class CheckOutcome:
    """A check's results, ready to write in one short transaction."""

    files: _FileWrites
    report_row: dict[str, Any]
    summary: dict[str, Any]
    verdict: str
    has_review: bool


def _write_check(run: JobRun, dossier_id: str, o: CheckOutcome) -> str:
    with run.store.db.session() as s:
        _save_files(s, o.files)
        conn = s.connection()
        conn.execute(_INSERT_REPORT, o.report_row)
        run.finish(s, status="done", result=o.summary)
        conn.execute(_DOSSIER_DONE, {"did": dossier_id, "verdict": o.verdict,
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


def _timeout(run: JobRun, dossier_id: str, files: list[DossierFile],
             results: dict[str, FileResult], budget: float) -> str | None:
    """The job ran out of time: keep what was read, fail the job (a new check resumes)."""
    left = sum(1 for f in files if f.id not in results and f.state == "pending")
    unread = "1 arquivo não foi lido" if left == 1 else f"{left} arquivos não foram lidos"
    message = (f"O processamento passou do limite de {budget:.0f} s; {unread}. "
               "Solicite a conferência de novo para continuar.")
    writes = _prepare_files(run.job_id, dossier_id, results)
    with run.store.db.session() as s:
        _save_files(s, writes)
        run.finish(s, status="failed", error_code="tempo_esgotado", error_message=message)
        d = s.get(Dossier, dossier_id)
        if d is not None:
            d.status, d.error_code, d.error_message = "failed", "tempo_esgotado", message
            d.version += 1
        s.commit()
    log.warning("job %s timed out after %.0f s", run.job_id, budget)
    return "failed"


def _read_files(run: JobRun, todo: list[DossierFile], limits: Limits, sizes: dict[str, int],
                deadline: float) -> list[FileResult | None]:
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
        result = _extract_file(run.store, f, limits)
        # progress and lease: a write per file only when files are slow (OCR); quick
        # ones (extraction JSON) do not queue a write transaction each
        with lock:
            progress["done"] += 1
            if time.monotonic() - progress["beat"] >= BEAT_EVERY_S:
                run.beat(int(progress["done"]), total)
                progress["beat"] = time.monotonic()
        return result

    return map_files(read_one, todo, workers=limits.ocr_workers,
                     weight=lambda f: sizes.get(f.sha256, 0))


def _extract_file(store: Store, f: DossierFile, limits: Limits) -> FileResult:
    delay = Settings().test_delay_per_file
    if delay:
        time.sleep(delay)
    try:
        data = store.blobs.read_bytes(f.sha256)
        found = processing.extract_upload(data, f.name, limits)
        if f.declared:  # the applicant's typed reading (issue 17, finding 2)
            found = declared.mark(found, f.name)
        return FileResult(f.id, found)
    except DossieError as exc:
        return FileResult(f.id, None, exc.code, exc.message)
