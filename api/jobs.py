"""`/api/v1/jobs/{id}`: the state of a background job (check or revalidation)."""

from __future__ import annotations

from fastapi import APIRouter

from api.deps import PrincipalDep, SessionDep
from api.errors import responses
from dossie.services import jobs
from dossie.services.schemas import JobOut

router = APIRouter(prefix="/api/v1/jobs", tags=["processamentos"])


@router.get("/{job_id}", response_model=JobOut, summary="Estado de um processamento",
            responses=responses(401, 404))
def get_job(job_id: str, who: PrincipalDep, s: SessionDep) -> JobOut:
    return jobs.get_job(s, who, job_id)
