"""FastAPI dependencies: the running services, a database session, the principal."""

from __future__ import annotations

from collections.abc import Iterator
from typing import Annotated

from fastapi import Depends, Request
from fastapi.security import HTTPAuthorizationCredentials, HTTPBearer
from sqlalchemy.orm import Session

from dossie.services import auth
from dossie.services.app import Services
from dossie.services.principal import Principal

bearer = HTTPBearer(auto_error=False, description="Token de `dossie token create` ou do login.")


def get_services(request: Request) -> Services:
    return request.app.state.services  # type: ignore[no-any-return]


def get_session(services: Annotated[Services, Depends(get_services)]) -> Iterator[Session]:
    with services.session() as s:
        yield s


def get_principal(
    creds: Annotated[HTTPAuthorizationCredentials | None, Depends(bearer)],
    s: Annotated[Session, Depends(get_session)],
) -> Principal:
    return auth.authenticate(s, creds.credentials if creds else None)


ServicesDep = Annotated[Services, Depends(get_services)]
SessionDep = Annotated[Session, Depends(get_session)]
PrincipalDep = Annotated[Principal, Depends(get_principal)]
