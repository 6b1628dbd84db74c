"""Submitting background work and reading its state (check runs, revalidations)."""

from __future__ import annotations

from datetime import date
from types import SimpleNamespace

from sqlalchemy import bindparam, insert, select, update
from sqlalchemy.orm import Session

from core.errors import NotFound, UnknownChecklist, UsageError
from dossie.jobs.runner import JobRunner
from dossie.services import audit, dossiers, processing
from dossie.services.principal import Principal
from dossie.services.schemas import JobOut, RevalidationCreate
from dossie.store.base import new_id, utcnow
from dossie.store.dossiers import Dossier
from dossie.store.jobs import Job


def submit_check(s: Session, runner: JobRunner, who: Principal, dossier_id: str,
                 today: date, *, reextract: bool = False) -> JobOut:
    """Queue a (re)check of the dossier; an already queued/running one is returned."""
    # the dossier (access rule) and its active check in one prebuilt statement, a row
    # rather than ORM objects (issue 6: load)
    d = dossiers.access(s, who, dossier_id, _WITH_ACTIVE_CHECK)
    active = dossiers.job_of(d)
    if active is not None:
        return active
    as_of = d.as_of or today
    processing.load_checklist(d.checklist_id).require_in_force(as_of)
    # statements built once, back to back: the database's write lock is held for their
    # execution only
    now = utcnow()
    job = {"id": new_id(), "kind": "check", "status": "queued", "dossier_id": d.id,
           "params": {"as_of": as_of.isoformat(), "reextract": reextract},
           "created_by": who.user_id, "created_at": now, "started_at": None,
           "finished_at": None, "heartbeat_at": None, "attempts": 0, "worker": None,
           "progress_done": 0, "progress_total": 0, "result": None, "error_code": None,
           "error_message": None}
    conn = s.connection()
    conn.execute(_INSERT_JOB, job)
    conn.execute(_DOSSIER_PROCESSING, {"did": d.id})
    audit.insert_now(conn, who, "conferencia.solicitar", dossier_id=d.id,
                     target=f"job:{job['id']}",
                     detail={"as_of": as_of.isoformat(), "reextract": reextract})
    s.commit()
    runner.submit(job["id"])  # only after the row is committed
    return dossiers.job_out(SimpleNamespace(**job))


_INSERT_JOB = insert(Job.__table__)
_ACTIVE = (select(Job.id).where(Job.dossier_id == Dossier.id, Job.kind == "check",
                                 Job.status.in_(("queued", "running")))
           .limit(1).correlate(Dossier).scalar_subquery())
_WITH_ACTIVE_CHECK = (
    dossiers.ACCESS.add_columns(*(getattr(Job, c).label(f"job_{c}")
                                  for c in dossiers.JOB_COLUMNS))
    .outerjoin(Job, Job.id == _ACTIVE))
_DOSSIER_PROCESSING = (
    update(Dossier.__table__).where(Dossier.__table__.c.id == bindparam("did"))
    .values(status="processing", error_code=None, error_message=None,
            version=Dossier.__table__.c.version + 1))


def get_job(s: Session, who: Principal, job_id: str) -> JobOut:
    job = s.get(Job, job_id) if len(job_id) <= 64 else None
    if job is None:
        raise NotFound("Processamento não encontrado.", code="processamento_inexistente")
    if job.dossier_id is not None:
        d = s.get(Dossier, job.dossier_id)
        if d is None or (not who.is_staff and d.owner_id != who.user_id):
            raise NotFound("Processamento não encontrado.", code="processamento_inexistente")
    elif not who.is_staff:
        raise NotFound("Processamento não encontrado.", code="processamento_inexistente")
    return dossiers.job_out(job)


def submit_revalidation(s: Session, runner: JobRunner, who: Principal,
                        data: RevalidationCreate) -> JobOut:
    """Re-evaluate every processed dossier at a date (clerks and admins)."""
    who.require("clerk", "admin")
    if data.checklist:
        try:
            processing.load_checklist(data.checklist)
        except UnknownChecklist as exc:
            # 422 like `POST /api/v1/dossiers`: an unknown id in the body (issue 16)
            raise UsageError(exc.message, code=exc.code) from None
    job = Job(kind="revalidation", created_by=who.user_id,
              params={"as_of": data.as_of.isoformat(), "checklist": data.checklist})
    s.add(job)
    s.flush()
    audit.record(s, who, "revalidacao.solicitar", target=f"job:{job.id}",
                 detail={"as_of": data.as_of.isoformat(), "checklist": data.checklist})
    s.commit()
    runner.submit(job.id)
    return dossiers.job_out(job)


def get_revalidation(s: Session, who: Principal, job_id: str) -> JobOut:
    who.require("clerk", "admin")
    job = s.get(Job, job_id) if len(job_id) <= 64 else None
    if job is None or job.kind != "revalidation":
        raise NotFound("Revalidação não encontrada.", code="revalidacao_inexistente")
    return dossiers.job_out(job)
