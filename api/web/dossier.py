"""The dossier page, shared by its two readers: `/web/dossies/{id}` shows the applicant's
view (status, deficiencies, files, actions) or, for clerks and admins, the review (the
same plus evidence crops, decisions and field corrections).

What both views need lives here — the dossier's address, the context every view of a
dossier shows, the clerk's extras — so that `api.web.applicant` and `api.web.clerk`
import this module and never each other (issue 16, item 6).
"""

from __future__ import annotations

from typing import Any
from urllib.parse import quote

from fastapi import APIRouter, Request
from fastapi.responses import Response

from api.web.common import DOSSIER_STATUS_PT, SessionDep, UserDep, WebRoute, render
from dossie.services import (
    checklists_facts,
    decisions,
    dossiers,
    evidence,
    notices,
    processing,
    reports,
)
from dossie.services.authorities import authority_of
from dossie.services.principal import Principal

router = APIRouter(prefix="/web", route_class=WebRoute)

DECISION_STATUSES = {"met": "Atendido", "invalid": "Irregular", "missing": "Faltando",
                     "expired": "Vencido", "not_applicable": "Não se aplica"}


def dossier_url(dossier_id: str, anchor: str = "", query: str = "") -> str:
    return (f"/web/dossies/{quote(dossier_id, safe='')}" + (f"?{query}" if query else "")
            + (f"#{anchor}" if anchor else ""))


def dossier_context(request: Request, s: Any, who: Any, dossier_id: str) -> dict[str, Any]:
    """What both views of a dossier show: the dossier, its checklist, latest report and
    the notices issued."""
    d = dossiers.get(s, who, dossier_id)
    loaded = processing.load_checklist(d.checklist)
    row = reports.latest(s, who, d.id) if d.report_available else None
    return {"d": d, "checklist": {"id": loaded.id, "title": loaded.checklist.title,
                                  "law": loaded.law.title},
            "report": row.report if row else None,
            # the latest evaluation: a check, or the annual revalidation (issue 14)
            "report_purpose": row.purpose if row else "", "report_at": row.created_at if row else None,
            "notices": notices.list_(s, who, d.id),
            "authority": authority_of(d.checklist),
            "requirements": None if row else checklists_facts.requirements_of(d.checklist),
            "processing": d.status == "processing",
            "status_pt": DOSSIER_STATUS_PT.get(d.status, d.status),
            "sent": request.query_params.get("enviados")}


def review_context(s: Any, who: Principal, ctx: dict[str, Any]) -> dict[str, Any]:
    """The clerk's extras on the dossier page: evidence sources for every value read,
    the decisions in force, the extracted documents that can be corrected."""
    d, report = ctx["d"], ctx["report"]
    refs = evidence.locate(s, who, d.id, report) if report else {}
    sections: dict[str, list[dict[str, Any]]] = {}
    for i, req in enumerate((report or {}).get("requirements", [])):
        items = [{"entry": e, "ref": refs.get((e.get("document"), e.get("field"), e.get("page")))}
                 for e in req.get("read") or []]
        sections.setdefault(req.get("section") or "Requisitos", []).append(
            {**req, "idx": i, "evidence": items})
    extractions = [(doc, x) for doc in d.documents for x in doc.extractions]
    return {"sections": sections, "decisions": decisions.list_(s, who, d.id),
            "extractions": extractions, "DECISION_STATUSES": DECISION_STATUSES}


@router.get("/dossies/{dossier_id}")
def dossier_page(request: Request, dossier_id: str, who: UserDep, s: SessionDep) -> Response:
    ctx = dossier_context(request, s, who, dossier_id)
    if who.is_staff:
        ctx.update(review_context(s, who, ctx))
        return render(request, "revisao.html", title="Conferência do pedido", **ctx)
    return render(request, "dossie.html", title="Meu pedido", **ctx)
