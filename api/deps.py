"""FastAPI dependencies: the running services, a database session, the principal.

Each hop between the event loop and a worker thread wakes two threads, and on a busy
machine each wake-up waits for a CPU and for the GIL: a request makes as few as
possible (issue 6, load). The services and the session are handed out on the loop (no
I/O: a session connects on first use, in the endpoint's thread). `PrincipalDep` — token
look-up, rate limits, quotas — takes one hop and a sync endpoint another; the routes
every client polls use `CallDep` instead, which does both in one hop. Those return their
JSON already serialised (`json_response`) rather than a model for FastAPI to validate
again in yet another hop.
"""

from __future__ import annotations

from collections.abc import AsyncIterator, Callable
from typing import Annotated, TypeVar

import anyio.to_thread
from fastapi import Depends, Request, Response
from fastapi.security import HTTPAuthorizationCredentials, HTTPBearer
from pydantic import BaseModel
from sqlalchemy import Connection
from sqlalchemy.orm import Session
from starlette.concurrency import run_in_threadpool

from dossie.services import auth, ratelimit
from dossie.services.app import Services
from dossie.services.principal import Principal

bearer = HTTPBearer(auto_error=False, description="Token de `dossie token create` ou do login.")


async def get_services(request: Request) -> Services:
    return request.app.state.services


ServicesDep = Annotated[Services, Depends(get_services)]


async def get_session(services: ServicesDep) -> AsyncIterator[Session]:
    """The endpoint's session. It takes a pooled connection only when first used (in the
    endpoint's worker thread) and gives it back afterwards: right here on SQLite, where
    returning an idle connection does no I/O, in a worker thread elsewhere (a
    PostgreSQL rollback is a round trip)."""
    s = services.store.db.sessions()
    try:
        yield s
    finally:
        if services.store.db.dialect == "sqlite":
            s.close()
        else:
            await run_in_threadpool(s.close)


CredentialsDep = Annotated[HTTPAuthorizationCredentials | None, Depends(bearer)]


def resolve_principal(request: Request, creds: HTTPAuthorizationCredentials | None,
                      services: Services) -> Principal:
    """The token's principal, with the per-user rate limits and quotas (401, 429)."""
    # a bare connection of its own, given back before the endpoint's work: a request must
    # not hold one while it streams an upload or waits for another
    with services.store.db.engine.connect() as conn:
        return principal_on(conn, request, creds)


def principal_on(conn: Connection, request: Request,
                 creds: HTTPAuthorizationCredentials | None) -> Principal:
    """`resolve_principal` on a connection the caller already holds."""
    who = auth.authenticate(conn, creds.credentials if creds else None)
    ratelimit.enforce(request, who, conn)
    return who


def get_principal(request: Request, creds: CredentialsDep, services: ServicesDep) -> Principal:
    return resolve_principal(request, creds, services)


SessionDep = Annotated[Session, Depends(get_session)]
PrincipalDep = Annotated[Principal, Depends(get_principal)]

T = TypeVar("T")


class Call:
    """One worker-thread hop for a request's whole blocking part: the principal (token,
    rate limits, quotas), then `fn(session, principal)` in a session of its own. The
    routes every client polls use it instead of `PrincipalDep` + a sync endpoint (two
    hops); the refusals are the same (401, 429, then the route's own)."""

    def __init__(self, request: Request, creds: HTTPAuthorizationCredentials | None,
                 services: Services) -> None:
        self.request = request
        self.creds = creds
        self.services = services

    async def __call__(self, fn: Callable[[Session, Principal], T]) -> T:
        # reads have worker threads of their own: they never queue behind writes that
        # wait for the database's write lock
        limiter = getattr(self.request.app.state, "read_threads", None) \
            if self.request.method in ("GET", "HEAD") else None
        return await anyio.to_thread.run_sync(self._run, fn, limiter=limiter)

    def _run(self, fn: Callable[[Session, Principal], T]) -> T:
        # the token, limits and quotas are read on the session's own connection (the
        # work follows at once in this thread): one pool checkout and return per request
        # instead of two (issue 6: load). The same reads, the same refusals, before `fn`.
        with self.services.session() as s:
            who = principal_on(s.connection(), self.request, self.creds)
            return fn(s, who)


async def get_call(request: Request, creds: CredentialsDep, services: ServicesDep) -> Call:
    return Call(request, creds, services)


CallDep = Annotated[Call, Depends(get_call)]


def json_response(model: BaseModel, status_code: int = 200) -> Response:
    """`model` as JSON, serialised in the calling (worker) thread — the same bytes FastAPI
    would produce for a `response_model` of its class."""
    return Response(model.model_dump_json(by_alias=True), status_code=status_code,
                    media_type="application/json")
