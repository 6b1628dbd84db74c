"""Deficiency notices: a clerk issues, for the applicant, the formal list of what is
missing or irregular in a dossier (PDF from `templates/notices/deficiency.html`, the
same look as the report, via WeasyPrint).

Issuing is an audited act (`notificacao.emitir`) that pins the report it was made from;
the PDF is rebuilt from that stored report on every download, so the applicant and the
clerk always get the same notice. Applicants may download the notices of their own
dossiers; only clerks and admins issue them.
"""

from __future__ import annotations

from datetime import date, datetime
from typing import Any

from pydantic import BaseModel
from sqlalchemy import select
from sqlalchemy.orm import Session

from checklists.render import by_section, environment
from checklists.report import DEFICIENT, Report
from dossie.services import audit, dossiers, reports
from dossie.services.errors import Conflict, NotFound
from dossie.services.principal import Principal
from dossie.store.audit import AuditEvent
from dossie.store.reports import StoredReport
from dossie.store.users import User

ACTION = "notificacao.emitir"
TEMPLATE = "notices/deficiency.html"


class NoticeOut(BaseModel):
    """One issued notice (its number is stable: `NP-<year>-<event id>`)."""

    id: int
    number: str
    dossier_id: str
    report_id: str
    issued_at: datetime
    issued_by: str
    deficiencies: int


def _number(event: AuditEvent) -> str:
    return f"NP-{event.at.year}-{event.id:06d}"


def _out(event: AuditEvent) -> NoticeOut:
    det = event.detail or {}
    return NoticeOut(id=event.id, number=det.get("numero") or _number(event),
                     dossier_id=event.dossier_id or "", report_id=det.get("report_id", ""),
                     issued_at=event.at, issued_by=det.get("emitida_por", ""),
                     deficiencies=len(det.get("deficiencias") or []))


def issue(s: Session, who: Principal, dossier_id: str) -> NoticeOut:
    """Issue a notice from the dossier's latest report (clerks and admins; audited).

    409 when the latest report has no deficiency."""
    who.require("clerk", "admin")
    d = dossiers.load_for_change(s, who, dossier_id)
    row = reports.latest(s, who, d.id)
    refs = [r["ref"] for r in row.report.get("deficiencies", [])]
    if not refs:
        raise Conflict("O dossiê não tem pendências: não há notificação a emitir.",
                       code="sem_pendencias")
    user = s.get(User, who.user_id)
    clerk = (user.full_name if user and user.full_name else who.username)
    event = AuditEvent(actor_id=who.user_id or None, actor_role=who.role, action=ACTION,
                       dossier_id=d.id, target=f"report:{row.id}",
                       detail={"report_id": row.id, "deficiencias": refs,
                               "emitida_por": clerk})
    s.add(event)
    s.flush()
    event.detail = {**event.detail, "numero": _number(event)}
    s.commit()
    return _out(event)


def list_(s: Session, who: Principal, dossier_id: str) -> list[NoticeOut]:
    """The notices issued for a dossier, newest first (its owner and staff)."""
    d = dossiers.load(s, who, dossier_id)
    rows = s.scalars(select(AuditEvent).where(AuditEvent.dossier_id == d.id,
                                              AuditEvent.action == ACTION)
                     .order_by(AuditEvent.at.desc(), AuditEvent.id.desc()))
    return [_out(e) for e in rows]


def _load(s: Session, who: Principal, dossier_id: str,
          notice_id: int) -> tuple[NoticeOut, StoredReport, Any]:
    d = dossiers.load(s, who, dossier_id)
    event = s.get(AuditEvent, notice_id)
    if event is None or event.action != ACTION or event.dossier_id != d.id:
        raise NotFound("Notificação não encontrada.", code="notificacao_inexistente")
    notice = _out(event)
    row = s.get(StoredReport, notice.report_id)
    if row is None or row.dossier_id != d.id:
        raise NotFound("O relatório da notificação não foi encontrado.",
                       code="relatorio_inexistente")
    audit.record_access(s, who, d.id, d.owner_id, "notificacao", target=f"notice:{event.id}")
    owner = s.get(User, d.owner_id)
    return notice, row, owner


def render_html(notice: NoticeOut, report_doc: dict[str, Any], owner_name: str,
                issued_on: date) -> str:
    """The notice as HTML (pure: the stored report and the notice's data in)."""
    report = Report.model_validate(report_doc)
    items = [r for r in report.requirements if r.status in DEFICIENT]
    return environment().get_template(TEMPLATE).render(
        r=report, n=notice, owner_name=owner_name, issued_on=issued_on,
        deficient_by_section=by_section(items), total=len(items))


def render_pdf(s: Session, who: Principal, dossier_id: str, notice_id: int) -> tuple[bytes, str]:
    """(PDF bytes, file name) of an issued notice."""
    from dossie.services.pdf_render import render as html_to_pdf  # bounded (issue 17)

    if not 1 <= notice_id <= 2**31 - 1:  # beyond the database's integers: a 500 before
        raise NotFound("Notificação não encontrada.", code="notificacao_inexistente")

    notice, row, owner = _load(s, who, dossier_id, notice_id)
    name = (owner.full_name or owner.username) if owner else ""
    html = render_html(notice, row.report, name, notice.issued_at.date())
    return html_to_pdf(html), f"notificacao-{notice.number}.pdf"
