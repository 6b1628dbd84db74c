"""The applicant and clerk web pages (pt-BR, server-rendered), under `/web`.

`install(app)` adds the pages' router and the static files: the pages' own stylesheets,
script and icon are package data (`api/web/static/`, served at `/static/web`); the gov.br
Design System, Swagger UI and ReDoc files are copied from npm into the checkout's
`static/vendor/` by `npm ci` in `web/` (served at `/static/vendor`). The pages stay
usable with their own plain CSS when the vendor files are missing (a wheel install).
"""

from __future__ import annotations

from pathlib import Path

from fastapi import APIRouter, FastAPI
from fastapi.staticfiles import StaticFiles

from api.web import applicant, clerk, docs, dossier, login
from api.web.common import WebRoute

# npm's output, not package data: it is built by `make web` in a checkout
VENDOR_DIR = Path(__file__).resolve().parents[2] / "static" / "vendor"

router = APIRouter(route_class=WebRoute, include_in_schema=False)
for _module in (login, applicant, dossier, clerk):
    router.include_router(_module.router)


def install(app: FastAPI) -> None:
    """Register the pages and the static files on the application."""
    app.include_router(login.root)
    app.include_router(router)
    app.mount("/static/web", StaticFiles(packages=[("api.web", "static")]), name="static-web")
    app.mount("/static/vendor", StaticFiles(directory=VENDOR_DIR, check_dir=False),
              name="static-vendor")
    docs.install(app)  # local /docs and /redoc, favicon, the styled 404 under /web
