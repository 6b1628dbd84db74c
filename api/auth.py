"""`/api/v1/auth`, `/api/v1/tokens`, `/api/v1/users`, `/api/v1/audit`: login and
registration, bearer tokens (expiring, revocable), user administration, audit trail."""

from __future__ import annotations

from typing import Annotated

from fastapi import APIRouter, Path, Query, Request, Response
from pydantic import BaseModel

from api.deps import PrincipalDep, ServicesDep, SessionDep
from api.errors import responses
from core.errors import NotFound
from dossie.services import audit, auth, ratelimit
from dossie.services.schemas import (
    AuditEventOut,
    LoginIn,
    Registration,
    TokenCreate,
    TokenIssued,
    TokenOut,
    UserCreate,
    UserOut,
)
from dossie.store.users import User

router = APIRouter(prefix="/api/v1", tags=["autenticação"])
MAX_ID = 2**31 - 1  # ids are 32-bit integers in the database: larger ones are a 422, not a 500


class UserPatch(BaseModel):
    active: bool


@router.post("/auth/login", response_model=TokenIssued, summary="Login com usuário e senha",
             responses=responses(401, 422))
def login(data: LoginIn, request: Request, s: SessionDep, services: ServicesDep) -> TokenIssued:
    ratelimit.enforce_login(request, data.username)  # before the password is looked at
    return auth.login(s, services.settings, data.username, data.password)


@router.post("/auth/register", status_code=201, response_model=TokenIssued,
             summary="Cadastro de requerente", responses=responses(401, 409, 422))
def register(data: Registration, request: Request, s: SessionDep,
             services: ServicesDep) -> TokenIssued:
    ratelimit.enforce_register(request)
    return auth.register(s, services.settings, data.username, data.password, data.full_name,
                         data.email)


@router.post("/auth/logout", status_code=204, summary="Revoga o token usado",
             responses=responses(401))
def logout(who: PrincipalDep, s: SessionDep) -> Response:
    auth.logout(s, who)  # the token and every token minted from it (issue 17, finding 6)
    return Response(status_code=204)


@router.get("/auth/me", response_model=UserOut, summary="O usuário do token",
            responses=responses(401))
def me(who: PrincipalDep, s: SessionDep) -> UserOut:
    user = s.get(User, who.user_id)
    if user is None:
        raise NotFound("Usuário não encontrado.", code="usuario_inexistente")
    return UserOut.model_validate(user)


@router.get("/tokens", response_model=list[TokenOut], summary="Meus tokens",
            responses=responses(401))
def list_tokens(who: PrincipalDep, s: SessionDep) -> list[TokenOut]:
    return auth.list_tokens(s, who)


@router.post("/tokens", status_code=201, response_model=TokenIssued,
             summary="Cria um token de API (mostrado uma vez)", responses=responses(401, 403, 422))
def create_token(data: TokenCreate, who: PrincipalDep, s: SessionDep,
                 services: ServicesDep) -> TokenIssued:
    return auth.create_token(s, services.settings, who, label=data.label,
                             ttl_hours=data.ttl_hours, password=data.password, scope=data.scope)


@router.delete("/tokens/{token_id}", response_model=TokenOut, summary="Revoga um token",
               responses=responses(401, 404))
def revoke_token(token_id: Annotated[int, Path(ge=1, le=MAX_ID)], who: PrincipalDep, s: SessionDep) -> TokenOut:
    return auth.revoke_token(s, who, token_id)


@router.get("/users", response_model=list[UserOut], summary="Usuários (administradores)",
            responses=responses(401, 403))
def list_users(who: PrincipalDep, s: SessionDep) -> list[UserOut]:
    return auth.list_users(s, who)


@router.post("/users", status_code=201, response_model=UserOut,
             summary="Cria um usuário (administradores)", responses=responses(401, 403, 409, 422))
def create_user(data: UserCreate, who: PrincipalDep, s: SessionDep) -> UserOut:
    who.require("admin")
    return auth.create_user(s, data, by=who)


@router.patch("/users/{user_id}", response_model=UserOut,
              summary="Ativa ou desativa um usuário (administradores)",
              responses=responses(401, 403, 404, 422))
def patch_user(user_id: Annotated[int, Path(ge=1, le=MAX_ID)], data: UserPatch, who: PrincipalDep, s: SessionDep) -> UserOut:
    return auth.set_active(s, who, user_id, data.active)


@router.get("/audit", response_model=list[AuditEventOut],
            summary="Trilha de auditoria (administradores)", responses=responses(401, 403))
def audit_trail(who: PrincipalDep, s: SessionDep, dossier_id: str | None = Query(None),
                actor_id: int | None = Query(None, ge=1, le=MAX_ID), limit: int = Query(100, ge=1, le=1000),
                offset: int = Query(0, ge=0, le=MAX_ID)) -> list[AuditEventOut]:
    who.require("admin")
    return audit.list_events(s, who, dossier_id=dossier_id, actor_id=actor_id, limit=limit,
                             offset=offset)
