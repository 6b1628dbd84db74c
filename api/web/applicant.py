"""The applicant's pages: choose the kind of request, declare the facts, upload files,
watch processing, read the deficiencies, send replacements, download the report.

The dossier page itself, shared with clerks, is `api.web.dossier`. Every action calls
`dossie.services`; nothing here decides anything about a dossier.
"""

from __future__ import annotations

import contextlib
import secrets
from typing import Annotated, Any
from urllib.parse import quote

from fastapi import APIRouter, Form, Request
from fastapi.responses import JSONResponse, RedirectResponse, Response
from starlette.concurrency import run_in_threadpool

from api.streaming import receive_documents
from api.web import forms
from api.web.common import (
    CSRF_FIELD,
    CSRF_HEADER,
    DOSSIER_STATUS_PT,
    CsrfDep,
    SessionDep,
    UserDep,
    WebRoute,
    check_csrf,
    check_origin,
    redirect,
    render,
    services_of,
)
from api.web.dossier import dossier_url
from core.errors import DossieError, NotFound, UnknownChecklist, UsageError
from dossie.services import (
    checklists,
    checklists_facts,
    documents,
    dossiers,
    drafts,
    jobs,
    notices,
    report_view,
    reports,
)
from dossie.services.schemas import DossierCreate, DossierUpdate

router = APIRouter(prefix="/web", route_class=WebRoute)


# --- my requests -------------------------------------------------------------------------


@router.get("/dossies")
def my_dossiers(request: Request, who: UserDep, s: SessionDep) -> Response:
    if who.is_staff:
        return RedirectResponse("/web/fila", status_code=303)
    page = dossiers.list_(s, who, limit=100)
    titles = {c.id: c.title for c in checklists.list_checklists(services_of(request).today())}
    return render(request, "meus_pedidos.html", title="Meus pedidos", page=page, titles=titles)


@router.get("/novo")
def choose_checklist(request: Request, who: UserDep) -> Response:
    items = checklists.list_checklists(services_of(request).today())
    by_law: dict[str, list[Any]] = {}
    for c in items:
        by_law.setdefault(c.law, []).append(c)
    return render(request, "novo.html", title="Novo pedido", by_law=by_law)


def _checklist_or_404(checklist_id: str, request: Request) -> Any:
    for c in checklists.list_checklists(services_of(request).today()):
        if c.id == checklist_id:
            return c
    raise NotFound("Tipo de pedido não encontrado.", code="checklist_inexistente")


@router.get("/novo/dados")
def facts_form(request: Request, who: UserDep, checklist: str = "") -> Response:
    c = _checklist_or_404(checklist, request)
    return render(request, "dados.html", title="Dados do pedido", checklist=c,
                  fields=forms.fields(only=checklists_facts.facts_of(c.id)), as_of="",
                  as_of_error=None, form_error=None, **_form_context(c.id))


def _form_context(checklist_id: str, d: Any = None) -> dict[str, Any]:
    """The facts form's target (create or edit) and the checklist's requirements."""
    return {"editing": d is not None, "d": d, "form_token": secrets.token_urlsafe(16),
            "action": f"/web/dossies/{quote(d.id, safe='')}/dados" if d else "/web/dossies",
            "requirements": checklists_facts.requirements_of(checklist_id)}


@router.post("/dossies")
async def create_dossier(request: Request, who: UserDep, _csrf: CsrfDep) -> Response:
    form = {k: v for k, v in (await request.form()).items() if isinstance(v, str)}
    checklist_id = form.get("checklist", "")
    c = _checklist_or_404(checklist_id, request)
    only = checklists_facts.facts_of(c.id)
    facts, errors = forms.parse(form, only)
    as_of_raw = (form.get("as_of") or "").strip()
    as_of_error = None
    if as_of_raw:
        from datetime import date

        try:
            date.fromisoformat(as_of_raw)
        except ValueError:
            as_of_error = "Data inválida: use o formato dd/mm/aaaa."

    def again(message: str | None, status: int = 422) -> Response:
        return render(request, "dados.html", status_code=status, title="Dados do pedido",
                      checklist=c, fields=forms.fields(form, errors, only), as_of=as_of_raw,
                      as_of_error=as_of_error, form_error=message, **_form_context(c.id))

    if errors or as_of_error:
        return again("Corrija os campos indicados.")
    services = services_of(request)

    def create() -> str:
        with services.session() as s:
            data = DossierCreate(checklist=checklist_id, facts=facts, as_of=as_of_raw or None)
            # the same form posted again (back button, second click): the same draft
            token = (form.get("formulario") or "").strip()
            twin = (drafts.created_by_form(s, who, token)
                    or drafts.recent_twin(s, who, checklist_id, facts, data.as_of))
            if twin:
                return twin
            new = dossiers.create(s, who, data, services.today()).id
            drafts.remember_form(s, who, token, new)
            return new

    try:
        new_id = await run_in_threadpool(create)
    except (UsageError, UnknownChecklist) as exc:
        return again(str(exc))
    except DossieError as exc:  # e.g. the law is not in force at that date
        return again(exc.message)
    return redirect(dossier_url(new_id, "enviar"))


# --- one request -------------------------------------------------------------------------


@router.get("/dossies/{dossier_id}/dados")
def edit_facts_form(request: Request, dossier_id: str, who: UserDep, s: SessionDep) -> Response:
    """The declared facts of an existing request, to correct (its owner, or a clerk)."""
    d = dossiers.get(s, who, dossier_id)
    c = _checklist_or_404(d.checklist, request)
    return render(request, "dados.html", title="Alterar os dados do pedido", checklist=c,
                  fields=forms.fields(d.facts, only=checklists_facts.facts_of(c.id)),
                  as_of="", as_of_error=None, form_error=None, **_form_context(c.id, d))


@router.post("/dossies/{dossier_id}/dados")
async def edit_facts(request: Request, dossier_id: str, who: UserDep, _csrf: CsrfDep) -> Response:
    """Saves the corrected facts (audited: `dossie.alterar`, with who did it) and checks
    the request again from the stored readings — no new OCR (issue 14)."""
    form = {k: v for k, v in (await request.form()).items() if isinstance(v, str)}
    services = services_of(request)

    def save() -> tuple[Any, Any, dict[str, str]]:
        with services.session() as s:
            d = dossiers.get(s, who, dossier_id)
            only = checklists_facts.facts_of(d.checklist)
            facts, errors = forms.parse(form, only)
            if errors:
                return d, forms.fields(form, errors, only), errors
            dossiers.update(s, who, dossier_id, DossierUpdate(facts=facts), services.today())
            if d.documents:
                jobs.submit_check(s, services.runner, who, dossier_id, services.today())
            return d, None, {}

    d, fields, errors = await run_in_threadpool(save)
    if errors:
        c = _checklist_or_404(d.checklist, request)
        return render(request, "dados.html", status_code=422, title="Alterar os dados do pedido",
                      checklist=c, fields=fields, as_of="", as_of_error=None,
                      form_error="Corrija os campos indicados.", **_form_context(c.id, d))
    return redirect(dossier_url(dossier_id, query="dados=1"))


@router.post("/dossies/{dossier_id}/excluir")
def delete_draft(request: Request, dossier_id: str, who: UserDep, _csrf: CsrfDep,
                 s: SessionDep, confirmado: Annotated[str, Form()] = "") -> Response:
    """Deletes a draft after confirmation (the page's script asks; without it, this
    answers with a confirmation page)."""
    if confirmado != "sim":
        d = dossiers.get(s, who, dossier_id)
        return render(request, "excluir.html", title="Excluir rascunho", d=d)
    drafts.delete_draft(s, who, dossier_id)
    return RedirectResponse("/web/dossies?excluido=1", status_code=303)


@router.get("/dossies/{dossier_id}/estado")
def dossier_state(dossier_id: str, who: UserDep, s: SessionDep) -> JSONResponse:
    """Polled by the page while the dossier is processed (status only, no personal data)."""
    d = dossiers.to_out(s, dossiers.load(s, who, dossier_id))
    progress = d.job.progress if d.job else {"done": 0, "total": 0}
    return JSONResponse({"status": d.status, "status_pt": DOSSIER_STATUS_PT[d.status],
                         "verdict": d.verdict, "progress": progress,
                         "job_status": d.job.status if d.job else None},
                        headers={"Cache-Control": "no-store"})


@router.post("/dossies/{dossier_id}/documentos")
async def upload(request: Request, dossier_id: str, who: UserDep) -> Response:
    """Multipart upload (field `files`), streamed into the store as the API does; then
    the check starts at once. The body is streamed, not parsed as a form, so the CSRF
    token comes in the `X-CSRF-Token` header (the progress-bar script) or as the form's
    first field, checked before any file is stored; never in the address, which access
    logs and proxies keep."""
    check_origin(request)
    before_files = None
    if request.headers.get(CSRF_HEADER):
        check_csrf(request, None)
    else:
        def before_files(fields: dict[str, str]) -> None:
            check_csrf(request, fields.get(CSRF_FIELD) or "")
    services = services_of(request)

    def check_now(s: Any, out: Any) -> int:
        jobs.submit_check(s, services.runner, who, dossier_id, services.today())
        return sum(1 for doc in out.documents if not doc.duplicate)

    added = await receive_documents(request, services, who, dossier_id, check_now,
                                    before_files)
    return redirect(dossier_url(dossier_id, query=f"enviados={added}"), request)


@router.post("/dossies/{dossier_id}/documentos/{document_id}/retirar")
def remove_document(request: Request, dossier_id: str, document_id: str, who: UserDep,
                    _csrf: CsrfDep, s: SessionDep,
                    confirmado: Annotated[str, Form()] = "") -> Response:
    """Removes a file after the person confirmed (the script asks first; without it,
    this answers with a confirmation page), then re-evaluates the dossier from what
    remains so no result cites the removed file (issue 14)."""
    if confirmado != "sim":
        d = dossiers.get(s, who, dossier_id)
        f = next((x for x in d.documents if x.id == document_id), None)
        if f is None:
            raise NotFound("Arquivo não encontrado.", code="documento_inexistente")
        return render(request, "retirar.html", title="Retirar arquivo", d=d, f=f)
    documents.remove(s, who, dossier_id, document_id)
    services = services_of(request)
    # stored readings are re-used: no OCR for the files that remain; if the law is no
    # longer in force the check is refused and the dossier stays a draft
    with contextlib.suppress(DossieError):
        jobs.submit_check(s, services.runner, who, dossier_id, services.today())
    return redirect(dossier_url(dossier_id, "documentos", "retirado=1"))


@router.post("/dossies/{dossier_id}/conferir")
def run_check(request: Request, dossier_id: str, who: UserDep, _csrf: CsrfDep,
              s: SessionDep, reler: Annotated[str, Form()] = "") -> Response:
    services = services_of(request)
    jobs.submit_check(s, services.runner, who, dossier_id, services.today(),
                      reextract=reler == "sim")
    return redirect(dossier_url(dossier_id))


@router.get("/dossies/{dossier_id}/relatorio.pdf")
def report_pdf(dossier_id: str, who: UserDep, s: SessionDep) -> Response:
    row = reports.latest(s, who, dossier_id)
    content = report_view.render(row.report, "pdf", reports.meta_of(s, who, row, web=True))
    return Response(content, media_type="application/pdf", headers={
        "Content-Disposition": f'attachment; filename="relatorio-{dossier_id}.pdf"',
        "Cache-Control": "no-store"})


@router.get("/dossies/{dossier_id}/notificacoes/{notice_id}.pdf")
def notice_pdf(dossier_id: str, notice_id: int, who: UserDep, s: SessionDep) -> Response:
    data, name = notices.render_pdf(s, who, dossier_id, notice_id)
    return Response(data, media_type="application/pdf", headers={
        "Content-Disposition": f'attachment; filename="{name}"', "Cache-Control": "no-store"})
