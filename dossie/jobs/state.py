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
from typing import Any

from sqlalchemy import and_, or_, select, update
from sqlalchemy.orm import Session

from dossie.store.base import utcnow
from dossie.store.jobs import Job


def worker_id() -> str:
    return f"{socket.gethostname()}:{os.getpid()}:{threading.get_ident()}"


def claim(session: Session, job_id: str, worker: str, lease_s: int) -> int | None:
    """Take a queued job (or a running one whose lease expired); return the attempt."""
    now = utcnow()
    stale = now - timedelta(seconds=lease_s)
    res = session.execute(
        update(Job)
        .where(Job.id == job_id,
               or_(Job.status == "queued",
                   and_(Job.status == "running", Job.heartbeat_at < stale)))
        .values(status="running", attempts=Job.attempts + 1, worker=worker,
                started_at=now, heartbeat_at=now)
        .execution_options(synchronize_session=False)
    )
    if res.rowcount != 1:  # type: ignore[attr-defined]
        session.rollback()
        return None
    attempt = session.execute(select(Job.attempts).where(Job.id == job_id)).scalar_one()
    session.commit()
    return int(attempt)


def _guard(job_id: str, attempt: int) -> Any:
    return and_(Job.id == job_id, Job.status == "running", Job.attempts == attempt)


def heartbeat(session: Session, job_id: str, attempt: int, *, done: int | None = None,
              total: int | None = None) -> bool:
    """Renew the lease (and record progress); False when the job is no longer ours."""
    values: dict[str, Any] = {"heartbeat_at": utcnow()}
    if done is not None:
        values["progress_done"] = done
    if total is not None:
        values["progress_total"] = total
    res = session.execute(update(Job).where(_guard(job_id, attempt)).values(**values)
                          .execution_options(synchronize_session=False))
    session.commit()
    return res.rowcount == 1  # type: ignore[attr-defined]


def finish(session: Session, job_id: str, attempt: int, *, status: str,
           result: dict[str, Any] | None = None, error_code: str | None = None,
           error_message: str | None = None) -> bool:
    """Mark the job done/failed inside the caller's transaction (the caller commits
    only when this returns True, so results and completion land together)."""
    res = session.execute(
        update(Job).where(_guard(job_id, attempt))
        .values(status=status, finished_at=utcnow(), heartbeat_at=utcnow(), result=result,
                error_code=error_code, error_message=error_message)
        .execution_options(synchronize_session=False)
    )
    return res.rowcount == 1  # type: ignore[attr-defined]


def _pid_alive(pid: int) -> bool:
    try:
        os.kill(pid, 0)
    except ProcessLookupError:
        return False
    except PermissionError:
        return True
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
