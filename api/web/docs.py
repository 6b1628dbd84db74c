"""`/docs` (Swagger UI) and `/redoc` (ReDoc) from local files (issue 14): FastAPI's
defaults load their scripts from a CDN, so without internet `/docs` was a blank page.
The bundles are copied from npm packages into `static/vendor/` by `web/copy-vendor.mjs`
(as the gov.br files are). Also the favicon, and the styled 404 page for unknown
`/web/...` addresses (instead of the API's JSON)."""

from __future__ import annotations

from fastapi import APIRouter, FastAPI, Request
from fastapi.openapi.docs import get_redoc_html, get_swagger_ui_html
from fastapi.responses import HTMLResponse, RedirectResponse, Response
from starlette.routing import Route

from api.web.common import WebRoute, error_page

VENDOR = "/static/vendor"
FAVICON = "/static/web/favicon.svg"

# nothing outside this server: ReDoc's footer logo (cdn.redoc.ly) is not even requested
DOCS_CSP = ("default-src 'self'; script-src 'self' 'unsafe-inline' blob:; "
            "style-src 'self' 'unsafe-inline'; img-src 'self' data:; font-src 'self' data:; "
            "worker-src 'self' blob:; connect-src 'self'; frame-ancestors 'none'")

fallback = APIRouter(route_class=WebRoute, include_in_schema=False)


@fallback.get("/web/{rest:path}")
def unknown_page(request: Request, rest: str) -> Response:
    """Any `/web/...` address no page answers: the styled "não encontrado" page."""
    return error_page(request, 404, "Página não encontrada: verifique o endereço ou volte "
                      "ao início.", "pagina_inexistente")


def install(app: FastAPI) -> None:
    """Replace FastAPI's CDN-backed docs routes with local ones; add the favicon; add
    the `/web` fallback (call after every other router is included)."""
    app.router.routes[:] = [r for r in app.router.routes
                            if not (isinstance(r, Route) and r.path in ("/docs", "/redoc"))]
    title = f"{app.title} — documentação da API"
    openapi_url = app.openapi_url or "/openapi.json"

    async def swagger() -> HTMLResponse:
        html = get_swagger_ui_html(
            openapi_url=openapi_url, title=title,
            swagger_js_url=f"{VENDOR}/swagger-ui/swagger-ui-bundle.js",
            swagger_css_url=f"{VENDOR}/swagger-ui/swagger-ui.css",
            swagger_favicon_url=FAVICON)
        return HTMLResponse(bytes(html.body).decode().replace('<html>', '<html lang="pt-BR">', 1),
                            headers={"Content-Security-Policy": DOCS_CSP})

    async def redoc() -> HTMLResponse:
        html = get_redoc_html(openapi_url=openapi_url, title=title,
                              redoc_js_url=f"{VENDOR}/redoc/redoc.standalone.js",
                              redoc_favicon_url=FAVICON, with_google_fonts=False)
        return HTMLResponse(bytes(html.body).decode().replace('<html>', '<html lang="pt-BR">', 1),
                            headers={"Content-Security-Policy": DOCS_CSP})

    async def favicon() -> Response:
        return RedirectResponse(FAVICON, status_code=301)

    app.add_api_route("/docs", swagger, include_in_schema=False)
    app.add_api_route("/redoc", redoc, include_in_schema=False)
    app.add_api_route("/favicon.ico", favicon, include_in_schema=False)
    app.include_router(fallback)
