"""`/api/v1/dossiers`: create, list, read, update, run the check, read the report."""

from __future__ import annotations

from typing import Annotated, Any, Literal

from fastapi import APIRouter, Body, Query, Response
from sqlalchemy.orm import Session

from api.deps import CallDep, PrincipalDep, ServicesDep, SessionDep, json_response
from api.errors import responses
from checklists.report import Report
from dossie.services import audit, decisions, dossiers, jobs, reports
from dossie.services.principal import Principal
from dossie.services.schemas import (
    AuditEventOut,
    CheckRequest,
    DecisionCreate,
    DecisionOut,
    DossierCreate,
    DossierOut,
    DossierPage,
    DossierUpdate,
    JobOut,
)

router = APIRouter(prefix="/api/v1/dossiers", tags=["dossiês"])


@router.post("", status_code=201, response_model=DossierOut, summary="Cria um dossiê",
             responses=responses(401, 422))
async def create_dossier(data: DossierCreate, call: CallDep, services: ServicesDep) -> Response:
    today = services.today()
    return await call(lambda s, who: json_response(dossiers.create(s, who, data, today), 201))


@router.get("", response_model=DossierPage, summary="Lista os dossiês visíveis ao usuário",
            responses=responses(401, 422))
async def list_dossiers(
    call: CallDep,
    checklist: str | None = Query(None, description="Filtra por checklist."),
    status: Literal["draft", "processing", "done", "failed"] | None = Query(None),
    has_review: bool | None = Query(None, description="Só os que têm itens para revisão."),
    limit: int = Query(50, ge=1, le=200), offset: int = Query(0, ge=0, le=2**31 - 1),
) -> Response:
    return await call(lambda s, who: json_response(dossiers.list_(
        s, who, checklist=checklist, status=status, has_review=has_review, limit=limit,
        offset=offset)))


@router.get("/{dossier_id}", response_model=DossierOut,
            summary="O dossiê, seus documentos e o status", responses=responses(401, 404))
async def get_dossier(dossier_id: str, call: CallDep) -> Response:
    return await call(lambda s, who: json_response(dossiers.get(s, who, dossier_id)))


@router.patch("/{dossier_id}", response_model=DossierOut,
              summary="Altera fatos declarados ou data de referência",
              responses=responses(401, 404, 409, 422))
def update_dossier(dossier_id: str, data: DossierUpdate, who: PrincipalDep, s: SessionDep,
                   services: ServicesDep) -> DossierOut:
    return dossiers.update(s, who, dossier_id, data, services.today())


@router.post("/{dossier_id}/check", status_code=202, response_model=JobOut,
             summary="(Re)executa leitura, extração e checklist",
             description="Assíncrono: responde 202 com o processamento; o `status` do dossiê "
                         "passa a `processing` e depois `done` (ou `failed`).",
             responses=responses(401, 404, 422))
async def run_check(dossier_id: str, call: CallDep, services: ServicesDep,
                    data: Annotated[CheckRequest | None, Body()] = None) -> Response:
    today, reextract = services.today(), bool(data and data.reextract)
    return await call(lambda s, who: json_response(jobs.submit_check(
        s, services.runner, who, dossier_id, today, reextract=reextract), 202))


@router.get("/{dossier_id}/report", summary="O relatório mais recente",
            response_class=Response,
            responses={200: {"description": "JSON (CONTRACT §5.1), HTML, texto ou PDF.",
                             "model": Report,
                             "content": {"text/html": {"schema": {"type": "string"}},
                                         "text/plain": {"schema": {"type": "string"}},
                                         "application/pdf": {"schema": {"type": "string",
                                                                        "format": "binary"}}}},
                       **responses(401, 404)})
async def get_report(dossier_id: str, call: CallDep,
                     format: Literal["json", "html", "pdf", "text"] = Query("json")) -> Response:
    def run(s: Session, who: Principal) -> Response:
        content, media = reports.get_report(s, who, dossier_id, format)
        headers = {"Content-Disposition": f'inline; filename="relatorio-{dossier_id}.pdf"'} \
            if format == "pdf" else None
        return Response(content=content, media_type=media, headers=headers)

    return await call(run)


@router.get("/{dossier_id}/reports", summary="Histórico de relatórios do dossiê",
            responses=responses(401, 404))
def report_history(dossier_id: str, who: PrincipalDep, s: SessionDep) -> list[dict[str, Any]]:
    return reports.history(s, who, dossier_id)


@router.get("/{dossier_id}/events", response_model=list[AuditEventOut],
            summary="Trilha de auditoria do dossiê (servidores)",
            responses=responses(401, 403, 404))
def dossier_events(dossier_id: str, who: PrincipalDep, s: SessionDep,
                   limit: int = Query(100, ge=1, le=1000)) -> list[AuditEventOut]:
    who.require("clerk", "admin")
    dossiers.load(s, who, dossier_id)
    return audit.list_events(s, who, dossier_id=dossier_id, limit=limit)


@router.get("/{dossier_id}/decisions", response_model=list[DecisionOut],
            summary="Decisões do servidor sobre itens em revisão", responses=responses(401, 404))
def list_decisions(dossier_id: str, who: PrincipalDep, s: SessionDep) -> list[DecisionOut]:
    return decisions.list_(s, who, dossier_id)


@router.post("/{dossier_id}/decisions", status_code=201, response_model=DecisionOut,
             summary="Decide um item em revisão (servidores)",
             description="Com justificativa; auditado; o dossiê é reavaliado na hora. Só "
                         "itens que a máquina deixou em `review` são afetados.",
             responses=responses(401, 403, 404, 409, 422))
def decide(dossier_id: str, data: DecisionCreate, who: PrincipalDep, s: SessionDep,
           services: ServicesDep) -> DecisionOut:
    return decisions.decide(s, who, dossier_id, data, services.today())


@router.delete("/{dossier_id}/decisions/{decision_id}", response_model=DecisionOut,
               summary="Revoga uma decisão (servidores)", responses=responses(401, 403, 404, 409))
def revoke_decision(dossier_id: str, decision_id: str, who: PrincipalDep, s: SessionDep,
                    services: ServicesDep) -> DecisionOut:
    return decisions.revoke(s, who, dossier_id, decision_id, services.today())
