"""Starting a revalidation: its parameters, the checks on them (exit 2 for an unknown
checklist, exit 3 for a law not in force), the queued job, and finding an interrupted
run with the same parameters to resume instead of starting over."""

from __future__ import annotations

from datetime import date, timedelta
from pathlib import Path
from typing import Any

from sqlalchemy import select, update
from sqlalchemy.orm import Session

from core.errors import Conflict, UnknownChecklist, UsageError
from dossie.jobs.state import worker_dead_here
from dossie.services import audit
from dossie.services.principal import Principal
from dossie.services.revalidation.checklist_data import current_checklists, get_current
from dossie.store.base import utcnow
from dossie.store.jobs import Job


def job_params(as_of: date, checklist: str | None, laws_dir: Path | str | None) -> dict[str, Any]:
    p: dict[str, Any] = {"as_of": as_of.isoformat(), "checklist": checklist}
    if laws_dir is not None:
        p["laws_dir"] = str(Path(laws_dir).resolve())
    return p


def validate_request(as_of: date, checklist: str | None, laws_dir: str | None) -> None:
    """Bad usage (exit 2) for an unknown checklist; law not in force (exit 3) when the
    one checklist asked for is not in force at `as_of`."""
    if checklist is None:
        current_checklists(laws_dir)  # the data loads
        return
    try:
        loaded = get_current(laws_dir, checklist)
    except UnknownChecklist as exc:
        raise UsageError(exc.message, code=exc.code) from None
    loaded.require_in_force(as_of)


def create_job(s: Session, who: Principal | None, params: dict[str, Any]) -> Job:
    """A queued revalidation job (the CLI; the API goes through `jobs.submit_revalidation`)."""
    job = Job(kind="revalidation", created_by=who.user_id if who and who.user_id else None,
              params=params)
    s.add(job)
    s.flush()
    audit.record(s, who, "revalidacao.solicitar", target=f"job:{job.id}", detail=params)
    s.commit()
    return job


def _abandoned(job: Job, lease_s: int) -> bool:
    if job.status != "running":
        return True
    if worker_dead_here(job.worker):
        return True
    return job.heartbeat_at is None or job.heartbeat_at < utcnow() - timedelta(seconds=lease_s)


def find_resumable(s: Session, params: dict[str, Any], lease_s: int) -> str | None:
    """An unfinished revalidation with the same parameters (interrupted, or failed), put
    back in the queue so that it continues where it stopped; `Conflict` while another
    live process is running it."""
    rows = s.scalars(select(Job).where(Job.kind == "revalidation",
                                       Job.status.in_(("queued", "running", "failed")))
                     .order_by(Job.created_at.desc()).limit(200))
    for job in rows:
        p = job.params or {}
        if p.get("parent") or any(p.get(k) != params.get(k)
                                  for k in ("as_of", "checklist", "laws_dir")):
            continue
        if not _abandoned(job, lease_s):
            raise Conflict(f"A revalidação {job.id} com estes parâmetros está em andamento "
                           f"em outro processo ({job.worker}).", code="revalidacao_em_andamento")
        s.execute(update(Job).where(Job.id == job.id, Job.status == job.status)
                  .values(status="queued", error_code=None, error_message=None,
                          finished_at=None)
                  .execution_options(synchronize_session=False))
        s.commit()
        return job.id
    return None
