"""The clerk's pages and actions: the queue, the decisions on `review` items and the
field corrections posted from the review (the review page itself is `api.web.dossier`),
the deficiency notice, the dossier's history and the evidence crops. Every action is a
call to `dossie.services` (audited there, and re-evaluated at once)."""

from __future__ import annotations

from typing import Annotated, Any, Literal

from fastapi import APIRouter, Form, Query, Request
from fastapi.responses import Response
from pydantic import ValidationError
from sqlalchemy import func, select

from api.web.common import (
    DOSSIER_STATUS_PT,
    CsrfDep,
    SessionDep,
    StaffDep,
    UserDep,
    WebRoute,
    redirect,
    render,
    services_of,
)
from api.web.dossier import dossier_url
from core.errors import UsageError
from dossie.services import (
    audit,
    checklists,
    decisions,
    documents,
    dossiers,
    evidence,
    notices,
    processing,
    reports,
)
from dossie.services.authorities import DEFAULT_DEADLINE_DAYS
from dossie.services.schemas import DecisionCreate, FieldCorrection
from dossie.store.dossiers import Dossier
from dossie.store.files import DossierFile

router = APIRouter(prefix="/web", route_class=WebRoute)

PAGE_SIZE = 50


def declared_parties(s: Any, ids: list[str]) -> dict[str, tuple[str, str]]:
    """id → (declared name, declared CPF/CNPJ) of the page's dossiers, in one query: the
    queue names the company or person of each request, not the account that filed it
    (one account may file for several companies; issue 14)."""
    if not ids:
        return {}
    rows = s.execute(select(Dossier.id, Dossier.facts).where(Dossier.id.in_(ids)))
    return {i: (str((f or {}).get("requerente_nome") or ""),
                str((f or {}).get("requerente_documento") or "")) for i, f in rows}


def declared_files(s: Any, ids: list[str]) -> dict[str, int]:
    """id → how many of the page's dossiers' files are an applicant's typed-in extraction
    JSON (issue 17 finding 2): documents dossie did not read itself, which the queue marks
    so a clerk knows to ask for the originals. One query for the page."""
    if not ids:
        return {}
    rows = s.execute(select(DossierFile.dossier_id, func.count()).where(
        DossierFile.dossier_id.in_(ids), DossierFile.declared.is_(True))
        .group_by(DossierFile.dossier_id))
    return {i: int(n) for i, n in rows}


@router.get("/fila")
def queue(request: Request, who: StaffDep, s: SessionDep,
          checklist: str = "", status: Literal["", "draft", "processing", "done", "failed"] = "",
          revisao: str = "", pagina: int = Query(1, ge=1, le=10_000)) -> Response:
    page = dossiers.list_(s, who, checklist=checklist or None, status=status or None,
                          has_review=True if revisao == "sim" else None, limit=PAGE_SIZE,
                          offset=(pagina - 1) * PAGE_SIZE)
    all_checklists = checklists.list_checklists(services_of(request).today())
    titles = {c.id: c.title for c in all_checklists}
    pages = max(1, -(-page.total // PAGE_SIZE))
    return render(request, "fila.html", title="Fila de conferência", page=page, titles=titles,
                  declared=declared_parties(s, [d.id for d in page.items]),
                  declared_files=declared_files(s, [d.id for d in page.items]),
                  checklists=all_checklists, f_checklist=checklist, f_status=status,
                  f_revisao=revisao == "sim", pagina=pagina, pages=pages)


@router.post("/dossies/{dossier_id}/decisoes")
def decide(request: Request, dossier_id: str, who: StaffDep, _csrf: CsrfDep, s: SessionDep,
           ref: Annotated[str, Form()] = "", status: Annotated[str, Form()] = "",
           justificativa: Annotated[str, Form()] = "") -> Response:
    try:
        data = DecisionCreate(ref=ref, status=status, justification=justificativa.strip())  # type: ignore[arg-type]
    except ValidationError:
        raise UsageError("Escolha a decisão e escreva uma justificativa (mínimo de 5 "
                         "caracteres).", code="decisao_invalida") from None
    decisions.decide(s, who, dossier_id, data, services_of(request).today())
    return redirect(dossier_url(dossier_id, "requisitos", "decidido=1"))


@router.post("/dossies/{dossier_id}/decisoes/{decision_id}/revogar")
def revoke(request: Request, dossier_id: str, decision_id: str, who: StaffDep, _csrf: CsrfDep,
           s: SessionDep) -> Response:
    decisions.revoke(s, who, dossier_id, decision_id, services_of(request).today())
    return redirect(dossier_url(dossier_id, "decisoes"))


def _typed(value: str, before: Any) -> Any:
    """A corrected value in the type the machine had read (a year stays a number)."""
    if isinstance(before, bool):
        return value.lower() in ("sim", "s", "true", "1", "verdadeiro")
    if isinstance(before, int):
        try:
            return int(value)
        except ValueError:
            return value
    return value


@router.post("/dossies/{dossier_id}/correcoes")
def correct(request: Request, dossier_id: str, who: StaffDep, _csrf: CsrfDep, s: SessionDep,
            extracao: Annotated[str, Form()] = "", campo: Annotated[str, Form()] = "",
            valor: Annotated[str, Form()] = "",
            justificativa: Annotated[str, Form()] = "") -> Response:
    campo, valor = campo.strip(), valor.strip()
    if not campo or not valor:
        raise UsageError("Informe o campo e o valor correto.", code="correcao_invalida")
    doc = next((x for f in dossiers.get(s, who, dossier_id).documents for x in f.extractions
                if x.id == extracao), None)
    before = ((doc.extraction.get("fields") or {}).get(campo) or {}).get("value") if doc else None
    try:
        data = FieldCorrection(fields={campo: _typed(valor, before)},
                               justification=justificativa.strip())
    except ValidationError:
        raise UsageError("Escreva uma justificativa para a correção (mínimo de 5 "
                         "caracteres).", code="correcao_invalida") from None
    documents.correct(s, who, dossier_id, extracao, data, services_of(request).today())
    return redirect(dossier_url(dossier_id, "documentos", "corrigido=1"))


@router.post("/dossies/{dossier_id}/notificacoes")
def issue_notice(dossier_id: str, who: StaffDep, _csrf: CsrfDep, s: SessionDep,
                 prazo: Annotated[str, Form()] = "") -> Response:
    try:
        days = int(prazo) if prazo.strip() else DEFAULT_DEADLINE_DAYS
    except ValueError:
        raise UsageError("Informe o prazo em dias, de 1 a 120.", code="prazo_invalido") from None
    n = notices.issue(s, who, dossier_id, days)
    return redirect(f"/web/dossies/{dossier_id}/notificacoes/{n.id}.pdf")


def _citations(checklist_id: str) -> dict[str, str]:
    """ref → citation of a checklist's requirements ("art6.I" → "Art. 6º, I")."""
    loaded = processing.load_checklist(checklist_id)
    return {r.ref: r.citation for r in loaded.checklist.requirements}


@router.get("/dossies/{dossier_id}/historico")
def history(request: Request, dossier_id: str, who: StaffDep, s: SessionDep) -> Response:
    d = dossiers.get(s, who, dossier_id)
    return render(request, "historico.html", title="Histórico do pedido", d=d,
                  status_pt=DOSSIER_STATUS_PT.get(d.status, d.status),
                  reports=reports.history(s, who, d.id),
                  events=audit.list_events(s, who, dossier_id=d.id, limit=500),
                  decisions=decisions.list_(s, who, d.id), notices=notices.list_(s, who, d.id),
                  citations=_citations(d.checklist))


@router.get("/dossies/{dossier_id}/evidencias/{extraction_id}/{field}.png")
def evidence_png(request: Request, dossier_id: str, extraction_id: str, field: str,
                 who: UserDep, s: SessionDep, pagina: str = "") -> Response:
    """The page image with the field's box highlighted (the owner and staff)."""
    services = services_of(request)
    png = evidence.crop_png(s, services.settings, services.store.blobs, who, dossier_id,
                            extraction_id, field, full_page=pagina == "inteira")
    return Response(png, media_type="image/png", headers={
        "Cache-Control": "private, max-age=300", "X-Content-Type-Options": "nosniff"})
