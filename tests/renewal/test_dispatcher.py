"""Scale-out revalidation behind its `Dispatcher`: the parent splits the dossiers into
chunk jobs, hands the queued ones to the dispatcher and works on chunks itself; the
summary counts every dossier once."""

from __future__ import annotations

from datetime import date

from sqlalchemy import select

from dossie.jobs.execute import execute_job
from dossie.services import revalidation
from dossie.services.revalidation.distributed import chunk_job_id
from dossie.store.jobs import Job
from dossie.store.store import Store


class InlineDispatcher:
    """Sends nowhere; runs each chunk it is asked to in this thread."""

    def __init__(self, store: Store) -> None:
        self.store = store
        self.sent: list[str] = []
        self.ran: list[str] = []

    def send(self, job_ids: list[str]) -> None:
        self.sent.extend(job_ids)

    def run_here(self, job_id: str) -> None:
        self.ran.append(job_id)
        execute_job(self.store, job_id)


def test_chunks_go_through_the_dispatcher(store, make_dossier) -> None:  # type: ignore[no-untyped-def]
    ids = {make_dossier(date(2026, 6, 15)) for _ in range(3)}  # chunks of 2 (conftest)
    store.settings = store.settings.model_copy(update={"broker_url": "redis://unused"})
    with store.db.session() as s:
        job = revalidation.create_job(s, None, revalidation.job_params(date(2027, 1, 1),
                                                                        None, None))
    dispatcher = InlineDispatcher(store)
    beats: list[tuple[int, int]] = []
    result = revalidation.run_job(store, job.id, dict(job.params or {}),
                                  lambda done, total: beats.append((done, total)),
                                  dispatcher)
    chunks = [chunk_job_id(job.id, 0), chunk_job_id(job.id, 1)]
    assert dispatcher.sent == chunks and dispatcher.ran == chunks
    assert result["total"] == 3 and {d["id"] for d in result["dossiers"]} == ids
    assert beats[-1] == (3, 3)
    with store.db.session() as s:
        rows = dict(s.execute(select(Job.id, Job.status).where(Job.id.in_(chunks))).all())
    assert rows == dict.fromkeys(chunks, "done")
