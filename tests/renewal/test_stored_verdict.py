"""After a revalidation the dossier's stored verdict (the clerk queue's "Resultado" column
and its filters) is the latest evaluation's, as on the dossier page and the report route
(issue 14); the queue's order is not disturbed."""

from __future__ import annotations

from datetime import date

from sqlalchemy import select

from dossie.services import auth
from dossie.services import dossiers as dossier_service
from dossie.store.dossiers import Dossier
from dossie.store.reports import StoredReport
from tests.renewal.support import items, revalidate


def _row(store, did: str) -> Dossier:
    with store.db.session() as s:
        d = s.get(Dossier, did)
        assert d is not None
        s.expunge(d)
        return d


def _queue_verdict(store, did: str) -> str | None:
    with store.db.session() as s:
        tok = auth.ensure_user_token(s, store.settings, username="caio", role="clerk")
        who = auth.principal_of(auth.get_user(s, tok.user.username))  # type: ignore[arg-type]
        page = dossier_service.list_(s, who, limit=50)
        return next(d.verdict for d in page.items if d.id == did)


def test_the_stored_verdict_follows_the_latest_revalidation(store, make_dossier) -> None:
    did = make_dossier(date(2026, 6, 15))
    checked = _row(store, did)
    assert checked.verdict == "complete" and _queue_verdict(store, did) == "complete"

    # the FGTS certificate is valid until 30/06/2026: deficient on 02/07/2026
    job = revalidate(store, date(2026, 7, 2))
    assert job.status == "done", job.error_message
    assert items(store, job.id)[did].verdict == "deficient"
    after = _row(store, did)
    assert after.verdict == "deficient" and _queue_verdict(store, did) == "deficient"
    with store.db.session() as s:
        report = s.scalar(select(StoredReport.report).where(StoredReport.job_id == job.id))
    assert after.has_review == any(q["status"] == "review" for q in report["requirements"])
    # not an edit of the dossier: the queue keeps its order and the form its version
    assert after.updated_at == checked.updated_at and after.version == checked.version
    assert after.status == "done"

    # and back to complete at an earlier date
    again = revalidate(store, date(2026, 6, 20))
    assert again.status == "done", again.error_message
    assert _row(store, did).verdict == "complete" and _queue_verdict(store, did) == "complete"
