"""Clerk decisions on `review` items: recorded with a justification, audited, and the
dossier re-evaluated at once from stored extractions."""

from __future__ import annotations

from datetime import date

from sqlalchemy import select
from sqlalchemy.orm import Session

from core.errors import NotFound, UsageError
from dossie.services import audit, dossiers, reports
from dossie.services.principal import Principal
from dossie.services.schemas import DecisionCreate, DecisionOut
from dossie.store.decisions import Decision
from dossie.store.reports import StoredReport


def _out(d: Decision) -> DecisionOut:
    return DecisionOut(id=d.id, ref=d.ref, status=d.status, justification=d.justification,  # type: ignore[arg-type]
                       decided_by=d.decided_by_name, decided_at=d.decided_at, active=d.active)


def list_(s: Session, who: Principal, dossier_id: str) -> list[DecisionOut]:
    d = dossiers.load(s, who, dossier_id)
    rows = s.scalars(select(Decision).where(Decision.dossier_id == d.id)
                     .order_by(Decision.decided_at))
    return [_out(x) for x in rows]


def decide(s: Session, who: Principal, dossier_id: str, data: DecisionCreate,
           today: date) -> DecisionOut:
    who.require("clerk", "admin")
    d = dossiers.load_for_change(s, who, dossier_id)
    latest = s.scalar(select(StoredReport).where(StoredReport.dossier_id == d.id,
                                                 StoredReport.purpose == "check")
                      .order_by(StoredReport.created_at.desc()).limit(1))
    if latest is None:
        raise UsageError("O dossiê ainda não foi conferido.", code="relatorio_inexistente")
    statuses = {r["ref"]: r["status"] for r in latest.report.get("requirements", [])}
    if data.ref not in statuses:
        raise UsageError(f"O requisito {data.ref} não existe neste checklist.",
                         code="requisito_inexistente")
    row = Decision(dossier_id=d.id, ref=data.ref, status=data.status,
                   justification=data.justification, decided_by=who.user_id,
                   decided_by_name=who.username)
    s.add(row)
    s.flush()
    audit.record(s, who, "decisao.registrar", dossier_id=d.id, target=f"decision:{row.id}",
                 detail={"ref": data.ref, "status": data.status,
                         "status_anterior": statuses[data.ref],
                         "justificativa": data.justification})
    reports.reevaluate(s, d, d.as_of or today)
    s.commit()
    return _out(row)


def revoke(s: Session, who: Principal, dossier_id: str, decision_id: str,
           today: date) -> DecisionOut:
    who.require("clerk", "admin")
    d = dossiers.load_for_change(s, who, dossier_id)
    row = s.get(Decision, decision_id) if len(decision_id) <= 64 else None
    if row is None or row.dossier_id != d.id:
        raise NotFound("Decisão não encontrada.", code="decisao_inexistente")
    if row.active:
        row.active = False
        audit.record(s, who, "decisao.revogar", dossier_id=d.id, target=f"decision:{row.id}",
                     detail={"ref": row.ref})
        reports.reevaluate(s, d, d.as_of or today)
        s.commit()
    return _out(row)
