"""The latest report of a dossier: `latest` for one dossier (its pages and the notice,
audited) and `previous_reports` for many at once, compact (the revalidation's diff, the
expiry calendar), with the compact form of a report (`compact`, `compact_from_json`).

"Latest" is the latest evaluation of either purpose: a check or the annual revalidation
(issue 14)."""

from __future__ import annotations

from dataclasses import dataclass
from datetime import date
from typing import Any

from sqlalchemy import case, func, or_, select
from sqlalchemy.orm import Session

from checklists.report import Report
from core.errors import NotFound
from dossie.services import audit, dossiers
from dossie.services.principal import Principal
from dossie.store.reports import StoredReport
from dossie.store.revalidation import RevalidationItem

# compact requirement: [ref, citation, title, status, expires_on, documents]
Compact = list[Any]


def compact(report: Report) -> list[Compact]:
    return [[r.ref, r.citation, r.title, r.status,
             r.expires_on.isoformat() if r.expires_on else None, list(r.documents)]
            for r in report.requirements]


def compact_from_json(doc: dict[str, Any]) -> list[Compact]:
    """The compact form of a stored CONTRACT §5.1 report."""
    return [[r.get("ref"), r.get("citation"), r.get("title"), r.get("status"),
             r.get("expires_on"), list(r.get("documents") or [])]
            for r in doc.get("requirements", [])]


def latest(s: Session, who: Principal, dossier_id: str) -> StoredReport:
    """The dossier's latest report (access checked, the reading audited)."""
    d = dossiers.load(s, who, dossier_id)
    row = s.scalar(select(StoredReport).where(StoredReport.dossier_id == d.id)
                   .order_by(StoredReport.created_at.desc(), StoredReport.id).limit(1))
    if row is None:
        raise NotFound("O dossiê ainda não tem relatório: solicite a conferência "
                       "(POST /api/v1/dossiers/{id}/check).", code="relatorio_inexistente")
    audit.record_access(s, who, d.id, d.owner_id, "relatorio", target=f"report:{row.id}")
    return row


@dataclass
class Previous:
    """A dossier's latest report, compact."""

    report_id: str
    verdict: str
    version: str
    as_of: date
    statuses: list[Compact]


def previous_reports(s: Session, ids: list[str], exclude_job: str | None = None,
                     prefer_as_of_until: date | None = None) -> dict[str, Previous]:
    """The latest report of each dossier (compact), leaving out those of `exclude_job`;
    with `prefer_as_of_until`, the latest made at a date up to it when there is one."""
    order: list[Any] = [StoredReport.created_at.desc(), StoredReport.id.desc()]
    if prefer_as_of_until is not None:
        order.insert(0, case((StoredReport.as_of <= prefer_as_of_until, 0), else_=1))
    rn = func.row_number().over(partition_by=StoredReport.dossier_id,
                                order_by=order).label("rn")
    q = select(StoredReport.id, rn).where(StoredReport.dossier_id.in_(ids))
    if exclude_job is not None:
        q = q.where(or_(StoredReport.job_id.is_(None), StoredReport.job_id != exclude_job))
    sub = q.subquery()
    rows = s.execute(
        select(StoredReport.id, StoredReport.dossier_id, StoredReport.verdict,
               StoredReport.checklist_version, StoredReport.as_of, RevalidationItem.statuses)
        .outerjoin(RevalidationItem, RevalidationItem.report_id == StoredReport.id)
        .where(StoredReport.id.in_(select(sub.c.id).where(sub.c.rn == 1)))).all()
    out: dict[str, Previous] = {}
    missing: dict[str, str] = {}
    for rid, did, verdict, version, as_of, statuses in rows:
        out[did] = Previous(rid, verdict, version, as_of, statuses or [])
        if not statuses:
            missing[rid] = did
    if missing:  # reports made by a check: read their requirements once
        for rid, doc in s.execute(select(StoredReport.id, StoredReport.report)
                                  .where(StoredReport.id.in_(list(missing)))):
            out[missing[rid]].statuses = compact_from_json(doc)
    return out
