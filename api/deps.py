"""FastAPI dependencies: the running services, a database session, the principal."""

from __future__ import annotations

from collections.abc import Iterator
from typing import Annotated

from fastapi import Depends, Request
from fastapi.security import HTTPAuthorizationCredentials, HTTPBearer
from sqlalchemy.orm import Session

from dossie.services import auth, ratelimit
from dossie.services.app import Services
from dossie.services.principal import Principal

bearer = HTTPBearer(auto_error=False, description="Token de `dossie token create` ou do login.")


def get_services(request: Request) -> Services:
    return request.app.state.services  # type: ignore[no-any-return]


def get_session(services: Annotated[Services, Depends(get_services)]) -> Iterator[Session]:
    with services.session() as s:
        yield s


def get_principal(
    request: Request,
    creds: Annotated[HTTPAuthorizationCredentials | None, Depends(bearer)],
    s: Annotated[Session, Depends(get_session)],
) -> Principal:
    who = auth.authenticate(s, creds.credentials if creds else None)
    ratelimit.enforce(request, who, s)  # per-user rate limits and quotas (429)
    # give the pooled connection back: a request must not hold one while it streams an
    # upload or waits for another session (50 concurrent uploads exhausted the pool)
    s.close()
    return who


ServicesDep = Annotated[Services, Depends(get_services)]
SessionDep = Annotated[Session, Depends(get_session)]
PrincipalDep = Annotated[Principal, Depends(get_principal)]
