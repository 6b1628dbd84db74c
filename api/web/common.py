"""Shared plumbing of the web pages: the session cookie, CSRF tokens, the template
renderer, and the route class that turns refusals into pt-BR HTML pages.

Templates: `api/web/templates/`, package data found through the package (Jinja2's
`PackageLoader`), so a non-editable install renders the pages too (issue 16, item 6).

Session: the password login issues an ordinary API token (`dossie.services.auth`),
kept in an HttpOnly, SameSite=Lax cookie scoped to `/web`; the API itself never reads
cookies (bearer header only), so it cannot be driven cross-site.

CSRF: a synchronizer token bound to the session — HMAC-SHA256 of a fixed label keyed by
the session token — in a hidden field of every form (or the `X-CSRF-Token` header; the
streaming upload, whose body is not parsed as a form, takes the header or the form's
first field, never a query parameter: addresses end up in access logs). Before login, a
random `dossie_csrf` cookie is double-submitted by the login form instead. A browser's
`Origin` naming another host is refused whatever the token.
"""

from __future__ import annotations

import hashlib
import hmac
import secrets
from collections.abc import Callable, Coroutine
from typing import Annotated, Any
from urllib.parse import quote, urlsplit

from fastapi import Depends, Form, Request
from fastapi.exceptions import RequestValidationError
from fastapi.responses import HTMLResponse, JSONResponse, RedirectResponse, Response
from fastapi.routing import APIRoute
from jinja2 import Environment, PackageLoader, StrictUndefined, select_autoescape
from sqlalchemy.orm import Session

from api.deps import get_session
from api.web.forms import LABELS as FACT_LABELS
from api.web.forms import shown as fact_shown
from api.web.labels import (
    action_pt,
    clerk_note_pt,
    detail_pt,
    error_pt,
    field_pt,
    kind_pt,
    value_pt,
)
from checklists.loader import get_checklist
from checklists.report import STATUS_PT, VERDICT_PT
from checklists.schema import Authority
from core.errors import CsrfRefused, DossieError, Unauthorized, UnknownChecklist
from core.formats import fmt_date, fmt_datetime
from dossie.services import auth, ratelimit
from dossie.services.app import Services
from dossie.services.authorities import DEFAULT_DEADLINE_DAYS
from dossie.services.principal import ROLE_PT, Principal
from dossie.services.report_view import (
    PURPOSE_PT,
    plural,
    satisfied_pt,
    without_own_citation,
)

SESSION_COOKIE = "dossie_sessao"
PRELOGIN_COOKIE = "dossie_csrf"
CSRF_FIELD = "csrf_token"
CSRF_HEADER = "x-csrf-token"
COOKIE_PATH = "/web"

DOSSIER_STATUS_PT = {"draft": "Rascunho", "processing": "Em processamento",
                     "done": "Conferido", "failed": "Falhou"}
FILE_STATE_PT = {"pending": "Aguardando leitura", "done": "Lido", "failed": "Não lido"}


class LoginRequired(Exception):
    """No (valid) session: the page answers with a redirect to the login form."""


# --- rendering ---------------------------------------------------------------------------


def _size(n: int | None) -> str:
    if n is None:
        return "—"
    if n < 1024:
        return f"{n} B"
    if n < 1024 * 1024:
        return f"{n / 1024:.0f} KB".replace(".", ",")
    return f"{n / 1024 / 1024:.1f} MB".replace(".", ",")


def _value(v: Any, field: str = "") -> str:
    """A read value for people (`labels.value_pt`)."""
    return value_pt(v, field)


def _checklist_choices(items: list[Any]) -> list[tuple[str, str]]:
    """(id, "title (law)") of checklists, for a select."""
    return [(c.id, f"{c.title} ({c.law})") for c in items]


def _field_choices(extraction: Any) -> list[tuple[str, str]]:
    """(field, its label on that kind of document) of an extraction, for a select."""
    return [(name, field_pt(name, extraction.kind))
            for name in (extraction.extraction.get("fields") or {})]


def environment() -> Environment:
    env = Environment(loader=PackageLoader("api.web", "templates"),
                      autoescape=select_autoescape(["html"]), undefined=StrictUndefined,
                      trim_blocks=True, lstrip_blocks=True)
    env.filters.update(br_date=fmt_date, br_datetime=fmt_datetime, size=_size, value=_value,
                       urlq=lambda s: quote(str(s), safe=""), field_pt=field_pt,
                       kind_pt=kind_pt, action_pt=action_pt, detail_pt=detail_pt,
                       error_pt=error_pt, satisfied_pt=satisfied_pt,
                       clerk_note_pt=clerk_note_pt, without_own_citation=without_own_citation)
    env.globals.update(STATUS_PT=STATUS_PT, VERDICT_PT=VERDICT_PT, ROLE_PT=ROLE_PT,
                       DOSSIER_STATUS_PT=DOSSIER_STATUS_PT, FILE_STATE_PT=FILE_STATE_PT,
                       fact_labels={k: v[0] for k, v in FACT_LABELS.items()},
                       fact_shown=fact_shown, plural=plural, PURPOSE_PT=PURPOSE_PT,
                       checklist_choices=_checklist_choices, field_choices=_field_choices,
                       DEFAULT_DEADLINE_DAYS=DEFAULT_DEADLINE_DAYS)
    return env


ENV = environment()


def header_identity(context: dict[str, Any]) -> Authority | None:
    """Whose page this is, for the gov.br header (issue 14, look and feel): a page about a
    dossier (`d` in its context, or its `authority`) or about a checklist (`checklist`)
    names the prefeitura and secretaria of that checklist's law (`authority` in its
    law.yaml); any other page, or a law without that data, the neutral "dossie"."""
    if "authority" in context:
        return context["authority"]  # type: ignore[no-any-return]
    d, c = context.get("d"), context.get("checklist")
    checklist_id = getattr(d, "checklist", None) or getattr(c, "id", None) or (
        c.get("id") if isinstance(c, dict) else None)
    if not isinstance(checklist_id, str) or not checklist_id:
        return None
    try:
        return get_checklist(checklist_id).law.authority
    except UnknownChecklist:
        return None


def render(request: Request, template: str, status_code: int = 200,
           **context: Any) -> HTMLResponse:
    """A page: the template with the user, its navigation, the CSRF token and the
    header's identity (`header_identity`)."""
    who: Principal | None = getattr(request.state, "principal", None)
    html = ENV.get_template(template).render(
        request=request, who=who, csrf=csrf_token(request), path=request.url.path,
        identity=header_identity(context), **context)
    resp = HTMLResponse(html, status_code=status_code)
    _security_headers(resp)
    _set_prelogin_cookie(request, resp)
    return resp


def _security_headers(resp: Response) -> None:
    resp.headers["Cache-Control"] = "no-store"
    resp.headers["Referrer-Policy"] = "same-origin"
    resp.headers["X-Content-Type-Options"] = "nosniff"
    resp.headers["X-Frame-Options"] = "DENY"
    resp.headers["Content-Security-Policy"] = (
        "default-src 'self'; img-src 'self' data:; style-src 'self'; script-src 'self'; "
        "frame-ancestors 'none'; form-action 'self'; base-uri 'none'")


def redirect(url: str, request: Request | None = None) -> Response:
    """303 after a form post (or a JSON `{redirect}` for the upload script)."""
    if request is not None and "application/json" in request.headers.get("accept", ""):
        return JSONResponse({"redirect": url})
    return RedirectResponse(url, status_code=303)


# --- session and CSRF --------------------------------------------------------------------


def services_of(request: Request) -> Services:
    return request.app.state.services  # type: ignore[no-any-return]


def session_token(request: Request) -> str | None:
    return request.cookies.get(SESSION_COOKIE) or None


def csrf_token(request: Request) -> str:
    """The token this browser must send back with a form."""
    token = session_token(request)
    if token and getattr(request.state, "principal", None) is not None:
        return hmac.new(token.encode(), b"dossie-web-csrf-v1", hashlib.sha256).hexdigest()
    pre = getattr(request.state, "prelogin", None) or request.cookies.get(PRELOGIN_COOKIE)
    if not pre or len(pre) < 20:
        pre = secrets.token_urlsafe(24)
    request.state.prelogin = pre
    return pre


def _set_prelogin_cookie(request: Request, resp: Response) -> None:
    pre = getattr(request.state, "prelogin", None)
    if pre and request.cookies.get(PRELOGIN_COOKIE) != pre:
        resp.set_cookie(PRELOGIN_COOKIE, pre, httponly=True, samesite="strict",
                        path=COOKIE_PATH, secure=request.url.scheme == "https")


def check_origin(request: Request) -> None:
    """Refuse (403 `csrf_invalido`) a request a browser says came from another site."""
    origin = request.headers.get("origin")
    if origin is not None and urlsplit(origin).netloc != request.headers.get("host"):
        raise CsrfRefused("Envio vindo de outro site recusado.")


def check_csrf(request: Request, sent: str | None) -> None:
    """Refuse (403 `csrf_invalido`) a state-changing request without the right token, or
    one a browser says came from another site (`Origin`), whatever token it carries."""
    check_origin(request)
    expected = csrf_token(request)
    sent = sent or request.headers.get(CSRF_HEADER) or ""
    if not sent or not hmac.compare_digest(sent.encode(), expected.encode()):
        raise CsrfRefused("O formulário expirou ou não veio desta página; recarregue a página "
                          "e tente de novo.")


def set_session(request: Request, resp: Response, token: str, max_age: int) -> None:
    resp.set_cookie(SESSION_COOKIE, token, max_age=max_age, httponly=True, samesite="lax",
                    path=COOKIE_PATH, secure=request.url.scheme == "https")
    resp.delete_cookie(PRELOGIN_COOKIE, path=COOKIE_PATH)


def clear_session(resp: Response) -> None:
    resp.delete_cookie(SESSION_COOKIE, path=COOKIE_PATH)


SessionDep = Annotated[Session, Depends(get_session)]  # the API's (no thread hop to open)


def current_user(request: Request, s: SessionDep) -> Principal:
    """The logged-in principal (or a redirect to the login form)."""
    token = session_token(request)
    if not token:
        raise LoginRequired
    try:
        who = auth.authenticate(s, token)
    except Unauthorized:
        raise LoginRequired from None
    request.state.principal = who
    ratelimit.enforce(request, who, s)  # the API's per-user limits and quotas (429 page)
    return who


def staff_user(who: Annotated[Principal, Depends(current_user)]) -> Principal:
    who.require("clerk", "admin")
    return who


UserDep = Annotated[Principal, Depends(current_user)]
StaffDep = Annotated[Principal, Depends(staff_user)]


def csrf_form(request: Request, _who: UserDep, csrf_token: Annotated[str, Form()] = "") -> None:
    """A logged-in form post's CSRF check (the token is bound to the session)."""
    check_csrf(request, csrf_token)


CsrfDep = Annotated[None, Depends(csrf_form)]


# --- refusals as pages -------------------------------------------------------------------

ERROR_TITLES = {400: "Requisição inválida", 403: "Acesso negado", 404: "Não encontrado",
                409: "Ação indisponível agora", 413: "Envio grande demais",
                415: "Tipo de arquivo não aceito", 422: "Dados inválidos",
                429: "Muitas tentativas", 503: "Serviço indisponível"}


def error_page(request: Request, status: int, message: str, code: str) -> Response:
    if "application/json" in request.headers.get("accept", ""):
        return JSONResponse({"detail": message, "code": code}, status_code=status)
    back = None
    parts = request.url.path.split("/")
    if len(parts) > 3 and parts[2] == "dossies" and request.method == "POST":
        back = "/web/dossies/" + quote(parts[3], safe="")
    return render(request, "erro.html", status_code=status, status=status, detail=message,
                  code=code, title=ERROR_TITLES.get(status, "Erro"), back=back)


def login_redirect(request: Request) -> Response:
    target = request.url.path + (f"?{request.url.query}" if request.url.query else "")
    if request.method != "GET":
        target = "/web/"
    resp = RedirectResponse(f"/web/entrar?proximo={quote(target, safe='')}", status_code=303)
    if session_token(request):
        clear_session(resp)
    return resp


class WebRoute(APIRoute):
    """Routes whose refusals are pages: a missing session redirects to the login form,
    a `DossieError` becomes an error page with its status, a malformed request a 400."""

    def get_route_handler(self) -> Callable[[Request], Coroutine[Any, Any, Response]]:
        handler = super().get_route_handler()

        async def page(request: Request) -> Response:
            try:
                return await handler(request)
            except LoginRequired:
                return login_redirect(request)
            except ratelimit.RateLimited as exc:
                resp = error_page(request, exc.http_status, exc.message, exc.code)
                resp.headers["Retry-After"] = str(exc.retry_after)
                return resp
            except DossieError as exc:
                return error_page(request, exc.http_status, exc.message, exc.code)
            except RequestValidationError:
                return error_page(request, 400, "Requisição malformada: verifique o endereço "
                                  "ou o formulário.", "requisicao_invalida")

        return page
