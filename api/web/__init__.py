"""The applicant and clerk web pages (pt-BR, server-rendered), under `/web`.

`install(app)` adds the pages' router and serves `static/` at `/static` (the gov.br
Design System files are copied into `static/vendor/` by `npm ci` in `web/`; the pages
stay usable with their own plain CSS when those files are missing).
"""

from __future__ import annotations

from pathlib import Path

from fastapi import APIRouter, FastAPI
from fastapi.staticfiles import StaticFiles

from api.web import applicant, clerk, docs, login
from api.web.common import WebRoute

STATIC_DIR = Path(__file__).resolve().parents[2] / "static"

router = APIRouter(route_class=WebRoute, include_in_schema=False)
for _module in (login, applicant, clerk):
    router.include_router(_module.router)


def install(app: FastAPI) -> None:
    """Register the pages and the static files on the application."""
    app.include_router(login.root)
    app.include_router(router)
    app.mount("/static", StaticFiles(directory=STATIC_DIR, check_dir=False), name="static")
    docs.install(app)  # local /docs and /redoc, favicon, the styled 404 under /web
