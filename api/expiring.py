"""`/api/v1/expiring`: the expiry calendar — requirements whose `expires_on` falls in a
window, by dossier (clerks and admins)."""

from __future__ import annotations

from datetime import date
from typing import Annotated

from fastapi import APIRouter, Query

from api.deps import PrincipalDep, ServicesDep, SessionDep
from api.errors import responses
from dossie.services import expiring

router = APIRouter(prefix="/api/v1/expiring", tags=["revalidações"])


@router.get("", response_model=expiring.ExpiringOut,
            summary="Calendário de vencimentos por dossiê", responses=responses(401, 403, 422))
def get_expiring(who: PrincipalDep, s: SessionDep, services: ServicesDep,
                 within: int = Query(30, ge=0, le=expiring.MAX_WITHIN,
                                     description="Janela em dias a partir de `as_of`."),
                 as_of: Annotated[date | None, Query(
                     description="Início da janela; padrão: hoje.")] = None,
                 checklist: str | None = Query(None, max_length=120)) -> expiring.ExpiringOut:
    return expiring.calendar(s, who, as_of or services.today(), within, checklist)
