"""Log in and out of the web pages (the existing password login → a session cookie)."""

from __future__ import annotations

from typing import Annotated

from fastapi import APIRouter, Form, Request
from fastapi.responses import RedirectResponse, Response

from api.web.common import (
    CsrfDep,
    SessionDep,
    UserDep,
    WebRoute,
    check_csrf,
    clear_session,
    error_page,
    redirect,
    render,
    services_of,
    session_token,
    set_session,
)
from core.errors import Unauthorized
from dossie.services import auth, ratelimit
from dossie.services.principal import Principal

router = APIRouter(prefix="/web", route_class=WebRoute)
root = APIRouter(route_class=WebRoute)


def home_of(who: Principal) -> str:
    return home_for_role(who.role)


def home_for_role(role: str) -> str:
    return "/web/fila" if role in ("clerk", "admin") else "/web/dossies"


def _safe_next(target: str | None) -> str | None:
    """Only a path of these pages (no open redirect)."""
    if target and target.startswith("/web/") and not target.startswith("//") \
            and "\\" not in target and "://" not in target:
        return target
    return None


@root.get("/")
def site_root() -> Response:
    return RedirectResponse("/web/", status_code=307)


@router.get("")
@router.get("/")
def web_root(request: Request, s: SessionDep) -> Response:
    token = session_token(request)
    if token:
        try:
            return RedirectResponse(home_of(auth.authenticate(s, token)), status_code=303)
        except Unauthorized:
            pass
    return RedirectResponse("/web/entrar", status_code=303)


@router.get("/entrar")
def login_form(request: Request, proximo: str | None = None, saiu: str | None = None) -> Response:
    return render(request, "entrar.html", title="Entrar", proximo=_safe_next(proximo) or "",
                  error=None, username="", logged_out=bool(saiu))


@router.post("/entrar")
def login(request: Request, s: SessionDep, username: Annotated[str, Form()] = "",
          password: Annotated[str, Form()] = "", csrf_token: Annotated[str, Form()] = "",
          proximo: Annotated[str, Form()] = "") -> Response:
    check_csrf(request, csrf_token)
    services = services_of(request)
    username = username.strip()[:80]
    if not username or not password:
        return render(request, "entrar.html", status_code=422, title="Entrar",
                      proximo=_safe_next(proximo) or "", username=username,
                      error="Informe o usuário e a senha.", logged_out=False)
    try:  # password guessing: the API login's budget per address, shared
        ratelimit.enforce_login(request, username)
    except ratelimit.RateLimited as exc:
        resp = error_page(request, exc.http_status, exc.message, exc.code)
        resp.headers["Retry-After"] = str(exc.retry_after)
        return resp
    try:
        issued = auth.login(s, services.settings, username, password[:200])
    except Unauthorized as exc:
        return render(request, "entrar.html", status_code=401, title="Entrar",
                      proximo=_safe_next(proximo) or "", username=username, error=exc.message,
                      logged_out=False)
    resp = RedirectResponse(_safe_next(proximo) or home_for_role(issued.user.role),
                            status_code=303)
    set_session(request, resp, issued.access_token,
                max_age=services.settings.login_ttl_hours * 3600)
    return resp


@router.post("/sair")
def logout(request: Request, who: UserDep, _csrf: CsrfDep, s: SessionDep) -> Response:
    auth.logout(s, who)  # the session and every token minted from it (issue 17)
    resp = redirect("/web/entrar?saiu=1")
    clear_session(resp)
    return resp
