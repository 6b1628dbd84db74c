"""The expiry calendar: requirements met in each dossier's latest report whose
`expires_on` (the first day they stop being met) falls in a window, by dossier, so
clerks can warn applicants before a certificate lapses. Read from stored reports only."""

from __future__ import annotations

from datetime import date, timedelta

from pydantic import BaseModel, Field
from sqlalchemy import select
from sqlalchemy.orm import Session

from core.errors import UsageError
from core.formats import fmt_period
from dossie.services.latest_report import previous_reports
from dossie.services.principal import Principal
from dossie.services.revalidation.export import ApplicantOut, applicant_of
from dossie.store.dossiers import Dossier
from dossie.store.users import User

MAX_WITHIN = 3660
# the dates a calendar may start at (issue 17, finding 5)
MIN_AS_OF, MAX_AS_OF = date(1900, 1, 1), date(2199, 12, 31)
CHUNK = 500


class ExpiringItem(BaseModel):
    ref: str
    citation: str
    title: str
    expires_on: date
    days_left: int = Field(description="Dias de `as_of` até `expires_on`.")
    documents: list[str]


class ExpiringDossier(BaseModel):
    dossier_id: str
    checklist: str
    applicant: ApplicantOut
    report_id: str
    report_as_of: date
    first_expiry: date
    items: list[ExpiringItem]


class ExpiringOut(BaseModel):
    as_of: date
    within: int
    until: date
    checklist: str | None = None
    dossiers: list[ExpiringDossier]
    total_requirements: int


def calendar(s: Session, who: Principal | None, as_of: date, within: int,
             checklist: str | None = None) -> ExpiringOut:
    """Dossiers with requirements expiring in [as_of, as_of + within], soonest first."""
    if who is not None:
        who.require("clerk", "admin")
    if not 0 <= within <= MAX_WITHIN:
        raise UsageError(f"--within/within deve estar entre 0 e {MAX_WITHIN} dias.",
                         code="janela_invalida")
    if not MIN_AS_OF <= as_of <= MAX_AS_OF:  # 9999-12-31 + 30 days overflowed (a 500)
        raise UsageError(f"Data de referência fora do intervalo aceito "
                         f"({fmt_period(MIN_AS_OF, MAX_AS_OF)}).",
                         code="data_invalida")
    until = as_of + timedelta(days=within)
    out: list[ExpiringDossier] = []
    after = ""
    while True:
        q = select(Dossier, User.username).join(User, User.id == Dossier.owner_id,
                                                isouter=True) \
            .where(Dossier.status == "done", Dossier.id > after)
        if checklist:
            q = q.where(Dossier.checklist_id == checklist)
        rows = s.execute(q.order_by(Dossier.id).limit(CHUNK)).all()
        if not rows:
            break
        after = rows[-1][0].id
        latest = previous_reports(s, [d.id for d, _ in rows], prefer_as_of_until=as_of)
        for d, username in rows:
            prev = latest.get(d.id)
            if prev is None:
                continue
            items = []
            for ref, citation, title, status, expires_on, documents in prev.statuses:
                if status != "met" or not expires_on:
                    continue
                day = date.fromisoformat(expires_on)
                if as_of <= day <= until:
                    items.append(ExpiringItem(ref=ref, citation=citation, title=title,
                                              expires_on=day, days_left=(day - as_of).days,
                                              documents=documents or []))
            if items:
                items.sort(key=lambda i: (i.expires_on, i.citation))
                out.append(ExpiringDossier(dossier_id=d.id, checklist=d.checklist_id,
                                           applicant=applicant_of(d, username),
                                           report_id=prev.report_id, report_as_of=prev.as_of,
                                           first_expiry=items[0].expires_on, items=items))
    out.sort(key=lambda x: (x.first_expiry, x.checklist, x.dossier_id))
    return ExpiringOut(as_of=as_of, within=within, until=until, checklist=checklist,
                       dossiers=out, total_requirements=sum(len(d.items) for d in out))
