"""Users, password login and bearer tokens.

A token is `dsk_` + 43 random URL-safe characters; only its SHA-256 is stored (a
high-entropy secret needs no slow hash), with an expiry and a revocation time. Tokens
are refused once expired or revoked, or when their user is deactivated.
"""

from __future__ import annotations

import hashlib
import logging
import secrets
import threading
import time
from datetime import datetime, timedelta
from typing import Any

from pydantic import ValidationError
from sqlalchemy import Connection, Engine, bindparam, func, select, update
from sqlalchemy.exc import IntegrityError
from sqlalchemy.orm import Session

from core.errors import Conflict, Forbidden, NotFound, Unauthorized, UsageError
from core.formats import fmt_datetime
from core.settings import Settings
from dossie.services import audit
from dossie.services.passwords import hash_password, needs_rehash, verify_password
from dossie.services.principal import Principal
from dossie.services.schemas import TokenIssued, TokenOut, UserCreate, UserOut
from dossie.store.base import utcnow
from dossie.store.users import ROLES, ApiToken, User

TOKEN_PREFIX = "dsk_"
log = logging.getLogger("dossie.auth")


def _digest(token: str) -> str:
    return hashlib.sha256(token.encode("utf-8")).hexdigest()


def principal_of(user: User, token_id: int | None = None) -> Principal:
    return Principal(user_id=user.id, username=user.username, role=user.role, token_id=token_id)


# --- users -------------------------------------------------------------------------------


def create_user(s: Session, data: UserCreate, *, by: Principal | None = None) -> UserOut:
    if data.role not in ROLES:
        raise UsageError(f"papel desconhecido: {data.role}", code="papel_invalido")
    if get_user(s, data.username) is not None:
        raise Conflict(f"O usuário {data.username!r} já existe.", code="usuario_existente")
    user = User(username=data.username, role=data.role, full_name=data.full_name,
                email=data.email,
                password_hash=hash_password(data.password) if data.password else None)
    s.add(user)
    try:
        s.flush()
    except IntegrityError:
        s.rollback()
        raise Conflict(f"O usuário {data.username!r} já existe.",
                       code="usuario_existente") from None
    audit.record(s, by or principal_of(user), "usuario.criar", target=f"user:{user.id}",
                 detail={"username": user.username, "role": user.role})
    s.commit()
    return UserOut.model_validate(user)


def get_user(s: Session, username: str) -> User | None:
    """The user of a name, whatever its case (issue 17, finding 12: names are
    case-insensitive; new ones are stored folded, older ones are found all the same)."""
    name = username.strip().casefold()
    user = s.scalar(select(User).where(User.username == name))  # the unique index
    if user is None:  # a name stored with capitals before names were folded
        user = s.scalar(select(User).where(func.lower(User.username) == name)
                        .order_by(User.id).limit(1))
    return user


def list_users(s: Session, who: Principal) -> list[UserOut]:
    who.require("admin")
    return [UserOut.model_validate(u) for u in s.scalars(select(User).order_by(User.id))]


def set_active(s: Session, who: Principal, user_id: int, active: bool) -> UserOut:
    who.require("admin")
    user = s.get(User, user_id)
    if user is None:
        raise NotFound("Usuário não encontrado.", code="usuario_inexistente")
    user.active = active
    audit.record(s, who, "usuario.ativar" if active else "usuario.desativar",
                 target=f"user:{user.id}")
    s.commit()
    return UserOut.model_validate(user)


# --- tokens ------------------------------------------------------------------------------


def issue_token(s: Session, user: User, *, ttl_hours: int, label: str = "",
                origin: str = "api", by: Principal | None = None,
                parent_id: int | None = None, scope: str = "",
                expires_at: datetime | None = None) -> TokenIssued:
    token = TOKEN_PREFIX + secrets.token_urlsafe(32)
    row = ApiToken(user_id=user.id, token_hash=_digest(token), prefix=token[:10], label=label,
                   origin=origin, parent_id=parent_id, scope=scope,
                   expires_at=expires_at or utcnow() + timedelta(hours=ttl_hours))
    s.add(row)
    s.flush()
    audit.record(s, by or principal_of(user, row.id), "token.criar", target=f"token:{row.id}",
                 detail={"user_id": user.id, "origin": origin, "label": label})
    s.commit()
    return TokenIssued(access_token=token, id=row.id, expires_at=row.expires_at,
                       user=UserOut.model_validate(user))


def authenticate(db: Session | Connection, token: str | None) -> Principal:
    """The principal of a bearer token, or `Unauthorized` (401). `db`: a session, or a
    bare connection (the API's per-request check: no ORM session to set up)."""
    if not token:
        raise Unauthorized("Autenticação necessária: envie 'Authorization: Bearer TOKEN'.",
                           code="token_ausente")
    conn = db.connection() if isinstance(db, Session) else db
    # every request: one indexed look-up of the token's SHA-256 with its user, read from
    # the database each time (a revocation, expiry or deactivation counts at once)
    row = conn.execute(_TOKEN_LOOKUP, {"digest": _digest(token)}).first()
    now = utcnow()
    if row is None:
        raise Unauthorized("Token inválido.", code="token_invalido")
    if row.revoked_at is not None:
        raise Unauthorized("Token revogado.", code="token_revogado")
    if row.expires_at <= now:
        raise Unauthorized("Token expirado; faça login novamente.", code="token_expirado")
    if not row.active:
        raise Unauthorized("Usuário desativado.", code="usuario_inativo")
    if row.last_used_at is None or now - row.last_used_at > timedelta(minutes=1):
        _touches.add(conn.engine, row.token_id, now)
    return Principal(user_id=row.user_id, username=row.username, role=row.role,
                     token_id=row.token_id, scope=row.scope or "")


_TOUCH = update(ApiToken).where(ApiToken.id == bindparam("tid")).values(
    last_used_at=bindparam("now"))


class _Touches:
    """Tokens' `last_used_at` (informative, to the minute), written by a background
    thread every few seconds in one transaction: a request never waits for a write
    (nor for the database's write lock) just to be authenticated."""

    EVERY_S = 2.0

    def __init__(self) -> None:
        self._pending: dict[tuple[int, int], tuple[Engine, datetime]] = {}
        self._lock = threading.Lock()
        self._thread: threading.Thread | None = None

    def add(self, engine: Engine, token_id: int, at: datetime) -> None:
        with self._lock:
            self._pending[(id(engine), token_id)] = (engine, at)
            if self._thread is None or not self._thread.is_alive():
                self._thread = threading.Thread(target=self._run, daemon=True,
                                                name="dossie-token-touch")
                self._thread.start()

    def _run(self) -> None:
        while True:
            time.sleep(self.EVERY_S)
            self.flush()

    def flush(self) -> None:
        with self._lock:
            pending, self._pending = self._pending, {}
        by_engine: dict[int, tuple[Engine, list[dict[str, Any]]]] = {}
        for (key, token_id), (engine, at) in pending.items():
            by_engine.setdefault(key, (engine, []))[1].append({"tid": token_id, "now": at})
        for engine, rows in by_engine.values():
            try:
                with engine.begin() as conn:
                    conn.execute(_TOUCH, rows)
            except Exception as exc:  # a closed test database, a hiccup: it is only a hint
                log.debug("last_used_at not recorded: %s", exc)


_touches = _Touches()
_TOKEN_LOOKUP = (
    select(ApiToken.id.label("token_id"), ApiToken.revoked_at, ApiToken.expires_at,
           ApiToken.last_used_at, ApiToken.scope, User.id.label("user_id"), User.username, User.role,
           User.active)
    .join(User, User.id == ApiToken.user_id)
    .where(ApiToken.token_hash == bindparam("digest"))
)


def login(s: Session, settings: Settings, username: str, password: str) -> TokenIssued:
    user = get_user(s, username)
    ok = verify_password(user.password_hash if user else None, password)
    if user is None or not ok or not user.active:
        raise Unauthorized("Usuário ou senha incorretos.", code="login_invalido")
    if user.password_hash and needs_rehash(user.password_hash):
        user.password_hash = hash_password(password)
    return issue_token(s, user, ttl_hours=settings.login_ttl_hours, label="login",
                       origin="login")


def register(s: Session, settings: Settings, username: str, password: str,
             full_name: str | None, email: str | None) -> TokenIssued:
    if not settings.allow_registration:
        raise Unauthorized("O cadastro de novos usuários está desativado.",
                           code="cadastro_desativado")
    create_user(s, UserCreate(username=username, password=password, role="applicant",
                              full_name=full_name, email=email))
    return login(s, settings, username, password)


def create_token(s: Session, settings: Settings, who: Principal, *, label: str = "",
                 ttl_hours: int | None = None, password: str | None = None,
                 scope: str = "") -> TokenIssued:
    """A new token for the caller (issue 17, finding 6). Minted from a login session (or
    from a token minted from one) without the password, it lives no longer than the
    session and is revoked with it at logout; a longer or independent token needs the
    password again (a stolen session cookie must not buy a year). It never carries more
    than its user's role; the capture scope is for administrators only."""
    user = s.get(User, who.user_id)
    if user is None:
        raise Unauthorized("Usuário inexistente.", code="usuario_inexistente")
    if scope and who.role != "admin":
        raise Forbidden("Só administradores criam tokens de sistemas de captura.",
                        code="papel_insuficiente")
    ttl = ttl_hours or settings.token_ttl_hours
    parent = s.get(ApiToken, who.token_id) if who.token_id is not None else None
    session = _session_root(s, parent)
    if session is None or (password is not None and _password_ok(user, password)):
        return issue_token(s, user, ttl_hours=ttl, label=label, origin="api", by=who,
                           scope=scope)
    if password is not None:
        raise Forbidden("Senha incorreta: o token não foi criado.", code="senha_necessaria")
    # no validity asked for: the rest of the session
    wanted = session.expires_at if ttl_hours is None else utcnow() + timedelta(hours=ttl)
    if wanted > session.expires_at + timedelta(minutes=1) or scope:
        raise Forbidden(
            "Um token criado a partir de um login dura no máximo o que resta da sessão "
            f"(até {_when_pt(session.expires_at)}); para um token mais longo, informe a senha "
            "de novo.", code="senha_necessaria")
    assert parent is not None
    return issue_token(s, user, ttl_hours=ttl, label=label, origin="sessao", by=who,
                       parent_id=parent.id, expires_at=min(wanted, session.expires_at))


def _session_root(s: Session, token: ApiToken | None) -> ApiToken | None:
    """The login session a token descends from (itself when it is one), else None."""
    seen = 0
    while token is not None and seen < 64:
        if token.origin == "login":
            return token
        if token.parent_id is None:
            return None
        token = s.get(ApiToken, token.parent_id)
        seen += 1
    return None


def _password_ok(user: User, password: str) -> bool:
    return bool(user.password_hash) and verify_password(user.password_hash, password)


def _when_pt(at: datetime) -> str:
    return fmt_datetime(at).replace(" ", " às ", 1)


def logout(s: Session, who: Principal) -> None:
    """Revoke the caller's token and every token minted from it, at any depth (issue 17,
    finding 6: a session's children used to outlive its logout)."""
    if who.token_id is None:
        return
    now = utcnow()
    frontier = [who.token_id]
    ids: list[int] = []
    while frontier and len(ids) < 10_000:
        ids.extend(frontier)
        frontier = list(s.scalars(select(ApiToken.id).where(ApiToken.parent_id.in_(frontier))))
    s.execute(update(ApiToken).where(ApiToken.id.in_(ids), ApiToken.revoked_at.is_(None))
              .values(revoked_at=now))
    audit.record(s, who, "token.revogar", target=f"token:{who.token_id}",
                 detail={"user_id": who.user_id, "logout": True, "revogados": len(ids)})
    s.commit()


def list_tokens(s: Session, who: Principal) -> list[TokenOut]:
    rows = s.scalars(select(ApiToken).where(ApiToken.user_id == who.user_id)
                     .order_by(ApiToken.id.desc()))
    return [TokenOut.model_validate(r) for r in rows]


def revoke_token(s: Session, who: Principal, token_id: int) -> TokenOut:
    """Revoke one of one's own tokens (an admin may revoke anyone's)."""
    row = s.get(ApiToken, token_id)
    if row is None or (row.user_id != who.user_id and who.role != "admin"):
        raise NotFound("Token não encontrado.", code="token_inexistente")
    if row.revoked_at is None:
        row.revoked_at = utcnow()
        audit.record(s, who, "token.revogar", target=f"token:{row.id}",
                     detail={"user_id": row.user_id})
        s.commit()
    return TokenOut.model_validate(row)


def ensure_user_token(s: Session, settings: Settings, *, username: str, role: str,
                      ttl_hours: int | None = None, label: str = "cli",
                      scope: str = "") -> TokenIssued:
    """`dossie token create`: the user (created if needed) and a fresh token."""
    if role not in ROLES:
        raise UsageError(f"papel desconhecido: {role}; use applicant, clerk ou admin.",
                         code="papel_invalido")
    user = get_user(s, username)
    if user is None:
        try:
            data = UserCreate(username=username, role=role)  # type: ignore[arg-type]
        except ValidationError:
            raise UsageError(f"nome de usuário inválido: {username!r} (use letras, dígitos e "
                             "_ . @ -).", code="usuario_invalido") from None
        create_user(s, data)
        user = get_user(s, username)
        assert user is not None
    elif user.role != role:
        raise UsageError(f"O usuário {username!r} já existe com o papel {user.role}.",
                         code="papel_divergente")
    return issue_token(s, user, ttl_hours=ttl_hours or settings.token_ttl_hours, label=label,
                       origin="cli", scope=scope)
