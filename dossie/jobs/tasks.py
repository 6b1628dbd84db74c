"""The work of a job, the same in every worker mode: intake → extract → evaluate → store.

`execute_job` claims the job, computes without holding a transaction, and writes every
result in one final transaction guarded by the claim (see `state`). Bad input never
fails a job: a file that cannot be read is recorded on the file and named in the
report's notices; only an unexpected error or a law not in force fails it.
"""

from __future__ import annotations

import logging
from collections import Counter
from dataclasses import dataclass
from datetime import date
from typing import Any

from sqlalchemy import delete, select
from sqlalchemy.orm import Session

from dossie import processing
from dossie.jobs import state
from dossie.store.decisions import Decision
from dossie.store.documents import ExtractedDocument
from dossie.store.dossiers import Dossier
from dossie.store.files import DossierFile
from dossie.store.jobs import Job
from dossie.store.reports import StoredReport
from dossie.store.store import Store
from extractors.models import Extraction
from intake.errors import DossieError
from intake.limits import Limits

log = logging.getLogger("dossie.jobs")


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
    # fail fast, before any OCR, when the law is not in force (CONTRACT §2: exit 3)
    processing.load_checklist(checklist_id).require_in_force(as_of)
    todo = [f for f in files if reextract or f.state == "pending" or
            (f.state == "done" and f.id not in stored)]
    total = len(todo)
    _beat(store, job_id, attempt, 0, total)
    results: dict[str, FileResult] = {}
    limits = limits_for(store)
    for i, f in enumerate(todo, 1):
        results[f.id] = _extract_file(store, f, limits)
        _beat(store, job_id, attempt, i, total)

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
    report, version = processing.evaluate_dossier(checklist_id, extractions, facts, as_of)
    report = processing.apply_decisions(report, decisions)
    report.notices.extend(notices)
    doc = processing.report_json(report)

    with store.db.session() as s:
        for f in files:
            r = results.get(f.id)
            if r is None:
                continue
            s.execute(delete(ExtractedDocument).where(ExtractedDocument.file_id == f.id))
            row = s.get(DossierFile, f.id)
            if row is None:  # removed from the dossier meanwhile
                continue
            if r.extractions is None:
                row.state, row.error_code, row.error_message = "failed", r.error_code, r.error_message
                continue
            row.state, row.error_code, row.error_message = "done", None, None
            for pos, e in enumerate(r.extractions):
                s.add(ExtractedDocument(dossier_id=dossier_id, file_id=f.id, position=pos,
                                        kind=e.kind, job_id=job_id,
                                        extraction=e.model_dump(mode="json", exclude_none=True)))
        s.add(StoredReport(dossier_id=dossier_id, purpose="check", checklist_id=checklist_id,
                           checklist_version=version, as_of=as_of, verdict=report.verdict,
                           report=doc, job_id=job_id))
        summary = {"verdict": report.verdict, "as_of": as_of.isoformat(),
                   "deficiencies": len(report.deficiencies),
                   "files_failed": sum(1 for r in results.values() if r.extractions is None)}
        if not state.finish(s, job_id, attempt, status="done", result=summary):
            s.rollback()
            raise LeaseLost(job_id)
        d = s.get(Dossier, dossier_id)
        if d is not None:
            d.status, d.verdict = "done", report.verdict
            d.has_review = any(r.status == "review" for r in report.deficiencies)
            d.error_code = d.error_message = None
            d.version += 1
        s.commit()
    return "done"


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


def _extract_file(store: Store, f: DossierFile, limits: Limits) -> FileResult:
    try:
        data = store.blobs.read_bytes(f.sha256)
        return FileResult(f.id, processing.extract_upload(data, f.name, limits))
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
    """Re-evaluate every processed dossier at `as_of` from stored extractions (no OCR).

    Each dossier's report is committed as it is made (tagged with the job), so a re-run
    after a crash skips what is done; the summary is built from the tagged reports."""
    as_of = date.fromisoformat(params["as_of"])
    checklist = params.get("checklist")
    with store.db.session() as s:
        q = select(Dossier.id).where(Dossier.status == "done").order_by(Dossier.created_at)
        if checklist:
            q = q.where(Dossier.checklist_id == checklist)
        ids = list(s.scalars(q))
        already = set(s.scalars(select(StoredReport.dossier_id)
                                .where(StoredReport.job_id == job_id)))
    total = len(ids)
    skipped: dict[str, str] = {}
    for i, did in enumerate(ids, 1):
        if did not in already:
            with store.db.session() as s:
                d = s.get(Dossier, did)
                if d is None:
                    continue
                try:
                    report, version = evaluate_stored(s, d.checklist_id, did, d.facts, as_of)
                except DossieError as exc:
                    skipped[did] = exc.code
                else:
                    s.add(StoredReport(dossier_id=did, purpose="revalidation",
                                       checklist_id=d.checklist_id, checklist_version=version,
                                       as_of=as_of, verdict=report.verdict,
                                       report=processing.report_json(report), job_id=job_id))
                    s.commit()
        _beat(store, job_id, attempt, i, total)

    with store.db.session() as s:
        rows = s.execute(select(StoredReport.dossier_id, StoredReport.checklist_id,
                                StoredReport.verdict, StoredReport.report, Dossier.verdict)
                         .join(Dossier, Dossier.id == StoredReport.dossier_id)
                         .where(StoredReport.job_id == job_id)
                         .order_by(StoredReport.created_at)).all()
        by_verdict = Counter(r[2] for r in rows)
        summary = {
            "as_of": as_of.isoformat(), "checklist": checklist, "total": total,
            "evaluated": len(rows), "by_verdict": dict(by_verdict),
            "not_evaluated": [{"id": k, "code": v} for k, v in skipped.items()],
            "dossiers": [{"id": r[0], "checklist": r[1], "verdict": r[2],
                          "deficiencies": len(r[3].get("deficiencies", [])),
                          "changed": r[4] is not None and r[4] != r[2]} for r in rows],
        }
        if not state.finish(s, job_id, attempt, status="done", result=summary):
            s.rollback()
            raise LeaseLost(job_id)
        s.commit()
    return "done"
