"""The latest report of a dossier (CONTRACT §5.1 JSON, HTML, text or PDF), and the
immediate re-evaluation from stored extractions after a clerk's correction.

"Latest" is the latest evaluation of either purpose: a check, or the annual revalidation
(`dossie revalidate`) — a revalidated dossier shows the revalidation's result, and the
HTML/PDF say which of the two it came from (issue 14). The lookup itself is
`latest_report.latest`, named here too for the web pages."""

from __future__ import annotations

import json
import re
from datetime import date
from typing import Any

from sqlalchemy import Text, bindparam, cast, select
from sqlalchemy.orm import Session

from checklists.report import needs_review
from core.errors import NotFound
from dossie.services import audit, dossiers, processing, report_view
from dossie.services.evaluation import evaluate_stored
from dossie.services.latest_report import latest
from dossie.services.principal import Principal
from dossie.store.dossiers import Dossier
from dossie.store.reports import StoredReport
from dossie.store.users import User

__all__ = ["MEDIA_TYPES", "get_report", "history", "latest", "latest_json", "meta_of",
           "reevaluate", "without_clerk_notes"]

MEDIA_TYPES = {
    "json": "application/json",
    "html": "text/html; charset=utf-8",
    "text": "text/plain; charset=utf-8",
    "pdf": "application/pdf",
}


def get_report(s: Session, who: Principal, dossier_id: str, fmt: str) -> tuple[Any, str]:
    """(content, media type): the JSON text (bytes) for JSON, str for HTML/text, bytes
    for PDF."""
    if fmt == "json":
        return latest_json(s, who, dossier_id), MEDIA_TYPES["json"]
    row = latest(s, who, dossier_id)
    return report_view.render(row.report, fmt, meta_of(s, who, row)), MEDIA_TYPES[fmt]


def meta_of(s: Session, who: Principal, row: StoredReport, *,
            web: bool = False) -> report_view.ReportMeta:
    """The request's side of a rendered report: applicant, request number, purpose and
    the links (the web pages' or the API's)."""
    from dossie.services import notices

    d = s.get(Dossier, row.dossier_id)
    owner = s.get(User, d.owner_id) if d else None
    facts = (d.facts if d else None) or {}
    base = f"/web/dossies/{row.dossier_id}" if web else f"/api/v1/dossiers/{row.dossier_id}"
    issued = notices.list_(s, who, row.dossier_id) if web else []
    return report_view.ReportMeta(
        applicant_name=str(facts.get("requerente_nome")
                           or (owner.full_name or owner.username if owner else "")),
        applicant_document=str(facts.get("requerente_documento") or ""),
        request_number=row.dossier_id, purpose=row.purpose, evaluated_at=row.created_at,
        pdf_url=f"{base}/relatorio.pdf" if web else f"{base}/report?format=pdf",
        notices=[(f"Notificação de pendências nº {n.number} (PDF)",
                  f"{base}/notificacoes/{n.id}.pdf") for n in issued])


# the dossier's owner and its latest report in one statement (issue 6: load: a
# polled route; two statements cost twice the execution overhead)
_LATEST = (select(StoredReport.id).where(StoredReport.dossier_id == Dossier.id)
           .order_by(StoredReport.created_at.desc(), StoredReport.id).limit(1)
           .correlate(Dossier).scalar_subquery())
_OWNER_AND_LATEST_JSON = (
    select(Dossier.owner_id, StoredReport.id, cast(StoredReport.report, Text).label("text"))
    .select_from(Dossier).outerjoin(StoredReport, StoredReport.id == _LATEST)
    .where(Dossier.id == bindparam("did")))


def latest_json(s: Session, who: Principal, dossier_id: str) -> bytes:
    """The latest report's JSON as stored — sent as it is, not parsed and re-serialised
    (a report is tens of kB; clients poll it)."""
    row = dossiers.visible(s.connection().execute(_OWNER_AND_LATEST_JSON,
                                                  {"did": dossier_id}).first()
                           if len(dossier_id) <= 64 else None, who)
    owner = row.owner_id
    if row.id is None:
        raise NotFound("O dossiê ainda não tem relatório: solicite a conferência "
                       "(POST /api/v1/dossiers/{id}/check).", code="relatorio_inexistente")
    audit.record_access(s, who, dossier_id, owner, "relatorio", target=f"report:{row.id}")
    text: str = row.text
    if not who.is_staff and _CLERK_NOTES.search(text):
        text = json.dumps(without_clerk_notes(json.loads(text)), ensure_ascii=False)
    return text.encode("utf-8")


# a requirement's non-empty `clerk_notes` (confidences, raw values): for clerks only
# (issue 14); only a report that has some is parsed and re-serialised for an applicant
_CLERK_NOTES = re.compile(r'"clerk_notes":\s*\[\s*[^\]\s]')


def without_clerk_notes(report: dict[str, Any]) -> dict[str, Any]:
    """The stored report as an applicant may read it: every `clerk_notes` emptied."""
    for key in ("requirements", "deficiencies"):
        for item in report.get(key) or []:
            if isinstance(item, dict) and item.get("clerk_notes"):
                item["clerk_notes"] = []
    return report


def reevaluate(s: Session, d: Dossier, as_of: date) -> StoredReport:
    """Evaluate the dossier now from stored extractions and decisions (no OCR) and store
    the report."""
    report, version = evaluate_stored(s, d.checklist_id, d.id, d.facts, as_of)
    row = StoredReport(dossier_id=d.id, purpose="check", checklist_id=d.checklist_id,
                       checklist_version=version, as_of=as_of, verdict=report.verdict,
                       report=processing.report_json(report))
    s.add(row)
    d.status, d.verdict = "done", report.verdict
    d.has_review = needs_review(report)
    d.version += 1
    return row


def history(s: Session, who: Principal, dossier_id: str) -> list[dict[str, Any]]:
    """Every report of the dossier, newest first (without their bodies)."""
    d = dossiers.load(s, who, dossier_id)
    rows = s.scalars(select(StoredReport).where(StoredReport.dossier_id == d.id)
                     .order_by(StoredReport.created_at.desc()))
    return [{"id": r.id, "purpose": r.purpose, "as_of": r.as_of.isoformat(),
             "verdict": r.verdict, "checklist_version": r.checklist_version,
             "created_at": r.created_at.isoformat(), "job_id": r.job_id} for r in rows]


