"""Helpers: checked dossiers from the example extractions, and running a revalidation
job in the caller's thread (the in-process path of the CLI)."""

from __future__ import annotations

import json
from datetime import date
from typing import Any

from sqlalchemy import select

from dossie.jobs.execute import execute_job
from dossie.services import auth, job_kinds, jobs, revalidation, uploads
from dossie.services import dossiers as dossier_service
from dossie.services.demo import received_from_bytes
from dossie.services.principal import CAPTURE_SCOPE
from dossie.services.schemas import DossierCreate
from dossie.store.jobs import Job
from dossie.store.revalidation import RevalidationItem
from dossie.store.store import Store
from tests.api.support import CHECKLIST, EXAMPLES, example_files

job_kinds.install()  # jobs run here by `execute_job`, as in the CLI's own thread


class NoRunner:
    def submit(self, job_id: str) -> None: ...
    def start(self) -> None: ...
    def stop(self) -> None: ...


def checked_dossier(store: Store, as_of: date, leave_out: tuple[str, ...] = (), *,
                    checklist: str = CHECKLIST, user: str = "maria",
                    facts: dict[str, Any] | None = None) -> str:
    """A dossier of the example extractions, checked at `as_of` (status done)."""
    if facts is None:
        facts = json.loads((EXAMPLES / "fatos.json").read_text(encoding="utf-8"))
    with store.db.session() as s:
        tok = auth.ensure_user_token(s, store.settings, username=user, role="applicant")
        who = auth.principal_of(auth.get_user(s, tok.user.username))  # type: ignore[arg-type]
        # the examples stand for a capture system's readings (CONTRACT §2, issue 17)
        who = who.model_copy(update={"scope": CAPTURE_SCOPE})
        d = dossier_service.create(s, who, DossierCreate(checklist=checklist, facts=facts,
                                                         as_of=as_of), as_of)
        uploads.add_documents(s, store.blobs, store.settings, who, d.id,
                              [received_from_bytes(store.blobs, p.name, p.read_bytes())
                               for p in example_files(*leave_out)])
        job = jobs.submit_check(s, NoRunner(), who, d.id, as_of)
    assert execute_job(store, job.id) == "done"
    return d.id


def revalidate(store: Store, as_of: date, checklist: str | None = None,
               laws_dir: str | None = None) -> Job:
    """Create and run a revalidation in this thread; returns the finished job."""
    with store.db.session() as s:
        job = revalidation.create_job(s, None, revalidation.job_params(as_of, checklist,
                                                                        laws_dir))
    execute_job(store, job.id)
    with store.db.session() as s:
        done = s.get(Job, job.id)
        assert done is not None
        return done


def items(store: Store, job_id: str) -> dict[str, RevalidationItem]:
    with store.db.session() as s:
        return {i.dossier_id: i for i in s.scalars(
            select(RevalidationItem).where(RevalidationItem.job_id == job_id))}
