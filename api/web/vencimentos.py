"""The clerk's expiry calendar page, `/web/vencimentos` (the web pages' session, look and
refusal handling from `api.web.common`). Included by `api.app` beside the renewal API
routes (issue 5), as it was when it lived in `api/web_vencimentos.py`: it stays in the
OpenAPI document."""

from __future__ import annotations

from datetime import date

from fastapi import APIRouter, Query, Request
from fastapi.responses import Response

from api.web.common import SessionDep, StaffDep, WebRoute, render, services_of
from dossie.services import checklists, expiring

router = APIRouter(prefix="/web", route_class=WebRoute)


@router.get("/vencimentos")
def vencimentos(request: Request, who: StaffDep, s: SessionDep,
                dias: int = Query(30, ge=0, le=expiring.MAX_WITHIN),
                data: date | None = None, checklist: str = Query("", max_length=120),
                ) -> Response:
    today = services_of(request).today()
    cal = expiring.calendar(s, who, data or today, dias, checklist or None)
    all_checklists = checklists.list_checklists(today)
    return render(request, "vencimentos.html", title="Calendário de vencimentos", cal=cal,
                  dias=dias, data=(data or today).isoformat(), f_checklist=checklist,
                  checklists=all_checklists, titles={c.id: c.title for c in all_checklists})
