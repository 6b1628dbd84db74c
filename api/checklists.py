"""`/api/v1/checklists`: the public list of checklists, and one checklist's items."""

from __future__ import annotations

from datetime import date
from typing import Annotated

from fastapi import APIRouter, Query

from api.errors import responses
from dossie.services import checklists as service
from dossie.services.app import Services
from dossie.services.schemas import ChecklistDetail, ChecklistOut

router = APIRouter(prefix="/api/v1/checklists", tags=["checklists"])


@router.get("", response_model=list[ChecklistOut], response_model_by_alias=True,
            summary="Lista os checklists (sem token)")
def list_checklists(
    as_of: Annotated[date | None, Query(
        description="Data para a situação de vigência; padrão: hoje.")] = None,
) -> list[ChecklistOut]:
    return service.list_checklists(as_of or Services.today())


@router.get("/{checklist_id:path}", response_model=ChecklistDetail, response_model_by_alias=True,
            summary="Um checklist e seus requisitos (sem token)", responses=responses(404))
def get_checklist(checklist_id: str,
                  as_of: Annotated[date | None, Query()] = None) -> ChecklistDetail:
    return service.checklist_detail(checklist_id, as_of or Services.today())
