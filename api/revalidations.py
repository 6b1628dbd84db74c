"""`/api/v1/revalidations`: re-evaluate every processed dossier at a date, from stored
extractions (no OCR); clerks and admins."""

from __future__ import annotations

from fastapi import APIRouter

from api.deps import PrincipalDep, ServicesDep, SessionDep
from api.errors import responses
from dossie.services import jobs
from dossie.services.schemas import JobOut, RevalidationCreate

router = APIRouter(prefix="/api/v1/revalidations", tags=["revalidações"])


@router.post("", status_code=202, response_model=JobOut, summary="Inicia uma revalidação",
             responses=responses(401, 403, 422))
def create_revalidation(data: RevalidationCreate, who: PrincipalDep, s: SessionDep,
                        services: ServicesDep) -> JobOut:
    return jobs.submit_revalidation(s, services.runner, who, data)


@router.get("/{revalidation_id}", response_model=JobOut,
            summary="Progresso e, ao terminar, o resumo", responses=responses(401, 403, 404))
def get_revalidation(revalidation_id: str, who: PrincipalDep, s: SessionDep) -> JobOut:
    return jobs.get_revalidation(s, who, revalidation_id)
