"""Job state transitions as guarded UPDATEs.

A claim increments `attempts`; the attempt number is the fencing token every later
write of that worker carries, so a worker that lost its lease (it was presumed dead and
the job re-taken) can neither heartbeat nor complete: a job completes exactly once.
"""

from __future__ import annotations

import os
import socket
import threading
from datetime import timedelta
from pathlib import Path
from typing import Any

from sqlalchemy import and_, bindparam, or_, select, update
from sqlalchemy.orm import Session

from dossie.store.base import table_of, utcnow
from dossie.store.jobs import Job


def worker_id() -> str:
    return f"{socket.gethostname()}:{os.getpid()}:{threading.get_ident()}"


# Statements built once (bound per call): a job's writes lock the database for their
# execution only, not for building SQL (a worker may run at a lowered CPU priority).
_JOBS = table_of(Job)
_CLAIM = (
    update(_JOBS)
    .where(_JOBS.c.id == bindparam("jid"),
           or_(_JOBS.c.status == "queued",
               and_(_JOBS.c.status == "running", _JOBS.c.heartbeat_at < bindparam("stale"))))
    .values(status="running", attempts=_JOBS.c.attempts + 1, worker=bindparam("worker"),
            started_at=bindparam("now"), heartbeat_at=bindparam("now")))
_ATTEMPTS = select(_JOBS.c.attempts).where(_JOBS.c.id == bindparam("jid"))
_GUARD = and_(_JOBS.c.id == bindparam("jid"), _JOBS.c.status == "running",
              _JOBS.c.attempts == bindparam("attempt"))
_BEAT = update(_JOBS).where(_GUARD).values(heartbeat_at=bindparam("now"))
_BEAT_PROGRESS = update(_JOBS).where(_GUARD).values(
    heartbeat_at=bindparam("now"), progress_done=bindparam("done"),
    progress_total=bindparam("total"))
_FINISH = update(_JOBS).where(_GUARD).values(
    status=bindparam("status"), finished_at=bindparam("now"), heartbeat_at=bindparam("now"),
    result=bindparam("result", type_=_JOBS.c.result.type),
    error_code=bindparam("error_code"), error_message=bindparam("error_message"))


def claim(session: Session, job_id: str, worker: str, lease_s: int) -> int | None:
    """Take a queued job (or a running one whose lease expired); return the attempt."""
    now = utcnow()
    conn = session.connection()
    res = conn.execute(_CLAIM, {"jid": job_id, "stale": now - timedelta(seconds=lease_s),
                                "worker": worker, "now": now})
    if res.rowcount != 1:
        session.rollback()
        return None
    attempt = conn.execute(_ATTEMPTS, {"jid": job_id}).scalar_one()  # ours: we hold the lock
    session.commit()
    return int(attempt)


def heartbeat(session: Session, job_id: str, attempt: int, *, done: int | None = None,
              total: int | None = None) -> bool:
    """Renew the lease (and record progress); False when the job is no longer ours."""
    params: dict[str, Any] = {"jid": job_id, "attempt": attempt, "now": utcnow()}
    if done is not None or total is not None:
        current = session.connection().execute(
            select(_JOBS.c.progress_done, _JOBS.c.progress_total)
            .where(_JOBS.c.id == job_id)).first() if done is None or total is None else None
        params["done"] = done if done is not None else (current[0] if current else 0)
        params["total"] = total if total is not None else (current[1] if current else 0)
        res = session.connection().execute(_BEAT_PROGRESS, params)
    else:
        res = session.connection().execute(_BEAT, params)
    session.commit()
    return res.rowcount == 1


def finish(session: Session, job_id: str, attempt: int, *, status: str,
           result: dict[str, Any] | None = None, error_code: str | None = None,
           error_message: str | None = None) -> bool:
    """Mark the job done/failed inside the caller's transaction (the caller commits
    only when this returns True, so results and completion land together)."""
    now = utcnow()
    res = session.connection().execute(_FINISH, {
        "jid": job_id, "attempt": attempt, "status": status, "now": now, "result": result,
        "error_code": error_code, "error_message": error_message})
    return res.rowcount == 1


def _pid_alive(pid: int) -> bool:
    try:
        os.kill(pid, 0)
    except ProcessLookupError:
        return False
    except PermissionError:
        return True
    try:  # a zombie (exited, not yet reaped by its parent) is dead too
        return Path(f"/proc/{pid}/stat").read_text().rsplit(")", 1)[1].split()[0] != "Z"
    except (OSError, IndexError):
        return True


def worker_dead_here(worker: str | None) -> bool:
    """Whether a job's `host:pid` worker ran on this host and its process is gone."""
    parts = (worker or "").split(":")
    return (len(parts) >= 2 and parts[0] == socket.gethostname() and parts[1].isdigit()
            and not _pid_alive(int(parts[1])))


def orphans(session: Session, lease_s: int) -> list[str]:
    """Jobs to hand out again: queued ones, running ones whose lease expired, and running
    ones whose worker was a process of this host that no longer exists."""
    now = utcnow()
    stale = now - timedelta(seconds=lease_s)
    out: list[str] = []
    rows = session.execute(
        select(Job.id, Job.status, Job.worker, Job.heartbeat_at)
        .where(Job.status.in_(("queued", "running")))
        .order_by(Job.created_at)
    ).all()
    for job_id, status, worker, beat in rows:
        if status == "queued":
            out.append(job_id)
            continue
        if worker_dead_here(worker) or beat is None or beat < stale:
            session.execute(update(Job).where(Job.id == job_id, Job.status == "running")
                            .values(status="queued")
                            .execution_options(synchronize_session=False))
            out.append(job_id)
    session.commit()
    return out
