"""The FastAPI application factory: `create_app()` (used by `dossie serve`)."""

from __future__ import annotations

from collections.abc import AsyncIterator
from contextlib import asynccontextmanager

import anyio
import anyio.to_thread
from fastapi import FastAPI
from fastapi.responses import JSONResponse

from api import auth, checklists, contract, documents, dossiers, errors, jobs, revalidations, web
from api.anonymous_limit import AnonymousLimitMiddleware
from api.body_limits import BodyLimitMiddleware
from core.settings import Settings
from dossie import logging_setup
from dossie.services import job_kinds
from dossie.services.app import Services

DESCRIPTION = """
Conferência automática de dossiês de licenciamento de transporte municipal.

Fluxo: `POST /api/v1/dossiers` → `POST /api/v1/dossiers/{id}/documents` (multipart,
campo `files`) → `POST /api/v1/dossiers/{id}/check` (202) → acompanhe `status` em
`GET /api/v1/dossiers/{id}` → `GET /api/v1/dossiers/{id}/report?format=json|html|pdf`.

Autenticação: `Authorization: Bearer TOKEN` (de `dossie token create` ou de
`POST /api/v1/auth/login`). Erros: `{"detail": "...", "code": "..."}`.
"""


def create_app(settings: Settings | None = None, services: Services | None = None) -> FastAPI:
    """The app; it opens (migrates) the store and starts the job runner at start-up,
    unless `services` is given already started."""
    owned = services is None
    logging_setup.configure()  # CPF/CNPJ masked in every log line (LGPD)
    job_kinds.install()  # the job kinds this process's runner (or its workers) executes

    @asynccontextmanager
    async def lifespan(app: FastAPI) -> AsyncIterator[None]:
        svc = services or Services(settings or Settings()).start()
        svc.warm_up()
        app.state.services = svc
        # worker threads: few, so that they do not fight over the GIL; reads (the polls)
        # get their own, so that they never queue behind writes (see api.deps.Call)
        anyio.to_thread.current_default_thread_limiter().total_tokens = svc.settings.api_threads
        app.state.read_threads = anyio.CapacityLimiter(svc.settings.api_threads)
        try:
            yield
        finally:
            if owned:
                svc.stop()

    app = FastAPI(title="dossie", version="1.0.0", description=DESCRIPTION, lifespan=lifespan,
                  openapi_tags=[
                      {"name": "saúde", "description": "Liveness."},
                      {"name": "checklists", "description": "Os checklists (CONTRACT §3)."},
                      {"name": "dossiês", "description": "Pedidos, conferência e relatório."},
                      {"name": "documentos", "description": "Arquivos enviados e extrações."},
                      {"name": "processamentos", "description": "Tarefas em segundo plano."},
                      {"name": "revalidações", "description": "Reavaliação em lote."},
                      {"name": "autenticação", "description": "Login, tokens, usuários, auditoria."},
                  ])
    errors.install(app)  # every refusal, the 429 of rate limits and quotas included
    app.add_middleware(AnonymousLimitMiddleware, owner=app)  # requests without a token (issue 6)
    app.add_middleware(BodyLimitMiddleware, owner=app)  # JSON/form bodies (issue 17)
    contract.install(app)  # OpenAPI that documents the real error shapes

    @app.get("/health", tags=["saúde"], summary="Liveness (sem token)",
             responses={503: {"description": "Os processamentos não podem rodar."}})
    async def health() -> JSONResponse:  # on the event loop: it measures the loop itself
        # and whether jobs can run (issue 17, finding 8: workers crashing on an import
        # error while this said "ok")
        svc = getattr(app.state, "services", None)
        ok, jobs_state = svc.runner.health() if svc is not None else (False, "parado")
        return JSONResponse({"status": "ok" if ok else "indisponivel", "jobs": jobs_state},
                            status_code=200 if ok else 503)

    for module in (checklists, dossiers, documents, jobs, revalidations, auth):
        app.include_router(module.router)
    from api import expiring  # the renewal routes (issue 5)
    from api.web import vencimentos

    for extra in (expiring, vencimentos):
        app.include_router(extra.router)
    web.install(app)  # the applicant and clerk pages under /web, static files under /static
    return app
