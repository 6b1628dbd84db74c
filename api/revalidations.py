"""`/api/v1/revalidations`: re-evaluate every processed dossier at a date, from stored
extractions (no OCR), then read the diff per dossier, the CSV for the secretaria and
the renewal notices; clerks and admins."""

from __future__ import annotations

from typing import Literal

from fastapi import APIRouter, Query, Request
from fastapi.responses import HTMLResponse, Response, StreamingResponse

from api.deps import PrincipalDep, ServicesDep, SessionDep
from api.errors import responses
from dossie.services import jobs, renewal_notices
from dossie.services.revalidation import export as revalidation_export
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


@router.get("/{revalidation_id}/dossiers", response_model=revalidation_export.DiffPage,
            summary="O que mudou em cada dossiê desde o relatório anterior",
            responses=responses(401, 403, 404, 422))
def get_diff(revalidation_id: str, who: PrincipalDep, s: SessionDep,
             change: str | None = Query(None, max_length=32,
                                        description="Ex.: passou_a_ter_pendencias"),
             checklist: str | None = Query(None, max_length=120),
             limit: int = Query(100, ge=1, le=revalidation_export.PAGE_MAX),
             offset: int = Query(0, ge=0)) -> revalidation_export.DiffPage:
    return revalidation_export.diff_page(s, who, revalidation_id, change=change,
                                         checklist=checklist, limit=limit, offset=offset)


@router.get("/{revalidation_id}/csv", summary="CSV das mudanças para a secretaria",
            response_class=StreamingResponse, responses={
                200: {"content": {"text/csv": {}}}, **responses(401, 403, 404)})
def get_csv(revalidation_id: str, who: PrincipalDep, s: SessionDep) -> Response:
    job = revalidation_export.revalidation_job(s, who, revalidation_id)
    lines = list(revalidation_export.csv_lines(s, who, job.id))  # errors before streaming
    name = f"revalidacao-{job.params.get('as_of', '')}-{job.id[:8]}.csv"
    return StreamingResponse(iter(lines), media_type="text/csv; charset=utf-8",
                             headers={"Content-Disposition": f'attachment; filename="{name}"'})


@router.get("/{revalidation_id}/notices", response_model=list[renewal_notices.NoticeRef],
            summary="As notificações de renovação (uma por requerente com pendências)",
            responses=responses(401, 403, 404))
def list_notices(revalidation_id: str, request: Request, who: PrincipalDep, s: SessionDep,
                 services: ServicesDep,
                 deadline_days: int = Query(renewal_notices.DEFAULT_DEADLINE_DAYS, ge=1,
                                            le=365)) -> list[renewal_notices.NoticeRef]:
    notices = renewal_notices.collect(s, who, revalidation_id, services.today(), deadline_days)
    return renewal_notices.refs(notices, str(request.url.path))


@router.get("/{revalidation_id}/notices/{key}", summary="Uma notificação (HTML ou PDF)",
            responses={200: {"content": {"text/html": {}, "application/pdf": {}}},
                       **responses(401, 403, 404, 422)})
def get_notice(revalidation_id: str, key: str, who: PrincipalDep, s: SessionDep,
               services: ServicesDep, format: Literal["html", "pdf"] = "html",
               deadline_days: int = Query(renewal_notices.DEFAULT_DEADLINE_DAYS, ge=1, le=365),
               ) -> Response:
    notice = renewal_notices.collect(s, who, revalidation_id, services.today(), deadline_days,
                                     key=key[:100])[0]
    if format == "pdf":
        return Response(renewal_notices.to_pdf(notice), media_type="application/pdf",
                        headers={"Content-Disposition":
                                 f'attachment; filename="{notice.filename}.pdf"'})
    return HTMLResponse(renewal_notices.to_html(notice))
