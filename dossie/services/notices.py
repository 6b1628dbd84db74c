"""Deficiency notices: a clerk issues, for the applicant, the formal list of what is
missing or irregular in a dossier (PDF from `dossie/services/templates/notices/deficiency.html`, the
same look as the report, via WeasyPrint).

Issuing is an audited act (`notificacao.emitir`) that pins the report it was made from
and the deadline given (in calendar days, ending on a stated date); the PDF is rebuilt
from that stored report on every download, so the applicant and the clerk always get the
same notice. Applicants may download the notices of their own dossiers; only clerks and
admins issue them, and not while an item still waits for a clerk's decision ("revisão
manual"): a notice sent as it is must list only what the applicant has to bring (issue 14).

The notice names the prefeitura and the secretaria (`authorities`), the applicant and its
CPF/CNPJ (masked), the request and notice numbers, each pendência with its article and
what to bring, the deadline and where to answer. It never names the clerk's login.
"""

from __future__ import annotations

import re
from datetime import date, datetime, timedelta
from typing import Any

from pydantic import BaseModel
from sqlalchemy import select
from sqlalchemy.orm import Session

from checklists.render import by_section
from checklists.report import DEFICIENT, Report
from core.errors import BadRequest, Conflict, NotFound
from dossie.services import audit, dossiers, latest_report
from dossie.services.authorities import (
    DEFAULT_DEADLINE_DAYS,
    MAX_DEADLINE_DAYS,
    MIN_DEADLINE_DAYS,
    authority_of,
)
from dossie.services.principal import Principal
from dossie.services.report_view import environment, mask_document
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
    deadline_days: int = DEFAULT_DEADLINE_DAYS

    @property
    def deadline(self) -> date:
        """The last day to answer: `deadline_days` calendar days after the issue date."""
        return self.issued_at.date() + timedelta(days=self.deadline_days)


def _number(event: AuditEvent) -> str:
    return f"NP-{event.at.year}-{event.id:06d}"


def _out(event: AuditEvent) -> NoticeOut:
    det = event.detail or {}
    return NoticeOut(id=event.id, number=det.get("numero") or _number(event),
                     dossier_id=event.dossier_id or "", report_id=det.get("report_id", ""),
                     issued_at=event.at, issued_by=det.get("emitida_por", ""),
                     deficiencies=len(det.get("deficiencias") or []),
                     deadline_days=int(det.get("prazo_dias") or DEFAULT_DEADLINE_DAYS))


def undecided(report_doc: dict[str, Any]) -> list[str]:
    """Citations of the items still waiting for a clerk's decision."""
    return [r["citation"] for r in report_doc.get("deficiencies", [])
            if r.get("status") == "review"]


def issue(s: Session, who: Principal, dossier_id: str,
          deadline_days: int = DEFAULT_DEADLINE_DAYS) -> NoticeOut:
    """Issue a notice from the dossier's latest report (clerks and admins; audited).

    409 when the latest report has no deficiency or still has items in "revisão manual";
    400 when the deadline is outside 1 to 120 days."""
    who.require("clerk", "admin")
    if not MIN_DEADLINE_DAYS <= deadline_days <= MAX_DEADLINE_DAYS:
        raise BadRequest(f"O prazo deve ser de {MIN_DEADLINE_DAYS} a {MAX_DEADLINE_DAYS} "
                         "dias.", code="prazo_invalido")
    d = dossiers.load_for_change(s, who, dossier_id)
    row = latest_report.latest(s, who, d.id)
    refs = [r["ref"] for r in row.report.get("deficiencies", [])]
    if not refs:
        raise Conflict("O pedido não tem pendências: não há notificação a emitir.",
                       code="sem_pendencias")
    waiting = undecided(row.report)
    if waiting:
        raise Conflict(f"Decida antes os itens em revisão manual ({', '.join(waiting)}): "
                       "a notificação lista só o que o requerente deve apresentar.",
                       code="itens_em_revisao")
    user = s.get(User, who.user_id)
    clerk = (user.full_name if user and user.full_name else who.username)
    event = AuditEvent(actor_id=who.user_id or None, actor_role=who.role, action=ACTION,
                       dossier_id=d.id, target=f"report:{row.id}",
                       detail={"report_id": row.id, "deficiencias": refs,
                               "emitida_por": clerk, "prazo_dias": deadline_days})
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


DECISION_PREFIX = "Decisão da prefeitura em"
# a reading's confidence and the machine's "conferir" are for the clerk's review page
CLERK_ONLY = re.compile(r"confian[çc]a|\bconferir\b", re.I)


def applicant_reasons(q: Any) -> list[str]:
    """What the notice says was read: for an item the prefeitura decided, its decision
    only — the machine's doubt ("confiança 0,77; conferir") was for the clerk."""
    decided = [r for r in q.reasons if r.startswith(DECISION_PREFIX)]
    return decided or [r for r in q.reasons if not CLERK_ONLY.search(r)]


def render_html(notice: NoticeOut, report_doc: dict[str, Any], owner_name: str,
                issued_on: date, answer_url: str = "") -> str:
    """The notice as HTML (pure: the stored report and the notice's data in)."""
    report = Report.model_validate(report_doc)
    items = [r for r in report.requirements if r.status in DEFICIENT]
    facts = report.facts or {}
    return environment().get_template(TEMPLATE).render(
        r=report, n=notice, issued_on=issued_on, authority=authority_of(report.checklist.id),
        applicant_name=str(facts.get("requerente_nome") or owner_name or ""),
        applicant_document=mask_document(facts.get("requerente_documento") or ""),
        deficient_by_section=by_section(items), total=len(items),
        undecided=undecided(report_doc), answer_url=answer_url, reasons_of=applicant_reasons,
        files=[str(d.get("file") or "") for d in report.documents])


def render_pdf(s: Session, who: Principal, dossier_id: str, notice_id: int) -> tuple[bytes, str]:
    """(PDF bytes, file name) of an issued notice."""
    from dossie.services.pdf_render import render as html_to_pdf  # bounded (issue 17)

    if not 1 <= notice_id <= 2**31 - 1:  # beyond the database's integers: a 500 before
        raise NotFound("Notificação não encontrada.", code="notificacao_inexistente")

    notice, row, owner = _load(s, who, dossier_id, notice_id)
    name = (owner.full_name or owner.username) if owner else ""
    html = render_html(notice, row.report, name, notice.issued_at.date(),
                       answer_url=f"/web/dossies/{dossier_id}")
    return html_to_pdf(html), f"notificacao-{notice.number}.pdf"
