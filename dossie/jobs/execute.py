"""Running one job, whatever its kind: claim it, hand it to the handler registered for
its kind, and record a failure — the same in every worker mode (in-process pool, inline,
Celery).

The kinds themselves (a dossier check, a revalidation) are features of the services
layer: `dossie.services.job_kinds.install()` fills `HANDLERS` at start-up, in every
process that runs jobs (issue 16: the infrastructure does not import the features it
runs). A handler computes without holding a transaction and writes its results in one
final transaction guarded by the claim (`JobRun.finish`, see `state`). Bad input never
fails a job; only an unexpected error or a law not in force does.
"""

from __future__ import annotations

import logging
from collections.abc import Callable
from dataclasses import dataclass, field
from typing import Any

from sqlalchemy.orm import Session

from core.errors import DossieError
from dossie.jobs import state
from dossie.store.dossiers import Dossier
from dossie.store.jobs import Job
from dossie.store.store import Store

log = logging.getLogger("dossie.jobs")


class LeaseLost(Exception):
    """The job was re-taken by another worker: stop without writing anything."""


@dataclass
class JobRun:
    """One claimed attempt at a job: what its handler reads, and the writes guarded by
    the attempt number (the fencing token of `state`)."""

    store: Store
    job_id: str
    attempt: int
    kind: str
    dossier_id: str | None
    params: dict[str, Any] = field(default_factory=dict)

    def beat(self, done: int, total: int) -> None:
        """Renew the lease and record progress; `LeaseLost` when the job is not ours."""
        with self.store.db.session() as s:
            if not state.heartbeat(s, self.job_id, self.attempt, done=done, total=total):
                raise LeaseLost(self.job_id)

    def finish(self, s: Session, *, status: str = "done",
               result: dict[str, Any] | None = None, error_code: str | None = None,
               error_message: str | None = None) -> None:
        """Complete the job inside the caller's transaction (the caller commits after);
        rolls back and raises `LeaseLost` when the job is no longer ours."""
        if not state.finish(s, self.job_id, self.attempt, status=status, result=result,
                            error_code=error_code, error_message=error_message):
            s.rollback()
            raise LeaseLost(self.job_id)

    def fail(self, code: str, message: str) -> str | None:
        """Fail the job (and its dossier, if any); None when the job was taken over."""
        with self.store.db.session() as s:
            if not state.finish(s, self.job_id, self.attempt, status="failed",
                                error_code=code, error_message=message):
                s.rollback()
                return None
            if self.dossier_id is not None:
                d = s.get(Dossier, self.dossier_id)
                if d is not None:
                    d.status, d.error_code, d.error_message = "failed", code, message
                    d.version += 1
            s.commit()
        return "failed"


# A handler runs one claimed attempt and returns the job's final status ("done",
# "failed"; None when it was taken over).
Handler = Callable[[JobRun], str | None]
HANDLERS: dict[str, Handler] = {}


def register(kind: str, handler: Handler) -> None:
    """Make `execute_job` run jobs of `kind` with `handler` (idempotent)."""
    HANDLERS[kind] = handler


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
        run = JobRun(store, job_id, attempt, job.kind, job.dossier_id, dict(job.params or {}))
    if attempt > store.settings.job_max_attempts:
        # every earlier attempt died with its worker (a file that crashes a decoder, the
        # OOM killer): stop handing the job out instead of killing workers forever
        log.error("job %s: attempt %d, its workers kept dying; failed", job_id, attempt)
        return run.fail("processamento_interrompido",
                        "O processamento foi interrompido várias vezes; algum arquivo pode "
                        "estar danificado. Retire-o ou envie outra cópia e solicite a "
                        "conferência de novo.")
    try:
        handler = HANDLERS.get(run.kind)
        if handler is None:
            raise ValueError(f"no handler for job kind {run.kind!r} (the process did not "
                             "run dossie.services.job_kinds.install())")
        return handler(run)
    except LeaseLost:
        log.warning("job %s: lease lost, another worker took it over", job_id)
        return None
    except DossieError as exc:
        return run.fail(exc.code, exc.message)
    except Exception:
        log.exception("job %s failed", job_id)
        return run.fail("erro_interno",
                        "Erro interno ao processar o dossiê; a equipe técnica foi avisada.")
