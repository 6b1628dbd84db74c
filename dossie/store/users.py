"""Users (roles applicant / clerk / admin) and their bearer tokens (only a hash stored)."""

from __future__ import annotations

from datetime import datetime

from sqlalchemy import Boolean, ForeignKey, Integer, String
from sqlalchemy.orm import Mapped, mapped_column, relationship

from dossie.store.base import Base, UTCDateTime, utcnow

ROLES = ("applicant", "clerk", "admin")


class User(Base):
    __tablename__ = "users"

    id: Mapped[int] = mapped_column(Integer, primary_key=True)
    username: Mapped[str] = mapped_column(String(80), unique=True)
    full_name: Mapped[str | None] = mapped_column(String(200))
    email: Mapped[str | None] = mapped_column(String(200))
    role: Mapped[str] = mapped_column(String(16))
    password_hash: Mapped[str | None] = mapped_column(String(255))  # argon2; None: token only
    active: Mapped[bool] = mapped_column(Boolean, default=True)
    created_at: Mapped[datetime] = mapped_column(UTCDateTime, default=utcnow)

    tokens: Mapped[list[ApiToken]] = relationship(back_populates="user")


class ApiToken(Base):
    __tablename__ = "api_tokens"

    id: Mapped[int] = mapped_column(Integer, primary_key=True)
    user_id: Mapped[int] = mapped_column(ForeignKey("users.id", ondelete="CASCADE"), index=True)
    token_hash: Mapped[str] = mapped_column(String(64), unique=True)  # sha256 hex of the token
    prefix: Mapped[str] = mapped_column(String(16))  # first characters, to tell tokens apart
    label: Mapped[str] = mapped_column(String(100), default="")
    origin: Mapped[str] = mapped_column(String(16), default="api")  # api | login | cli | sessao (minted from a login)
    created_at: Mapped[datetime] = mapped_column(UTCDateTime, default=utcnow)
    expires_at: Mapped[datetime] = mapped_column(UTCDateTime)
    revoked_at: Mapped[datetime | None] = mapped_column(UTCDateTime)
    last_used_at: Mapped[datetime | None] = mapped_column(UTCDateTime)
    # the token this one was minted with: logging out of a session revokes its children
    # (issue 17, finding 6); None for a login, the CLI, or a mint confirmed by password
    parent_id: Mapped[int | None] = mapped_column(Integer, index=True)
    # "captura": a capture system's token, whose extraction JSON is evidence (CONTRACT §2)
    scope: Mapped[str] = mapped_column(String(32), default="", server_default="")

    user: Mapped[User] = relationship(back_populates="tokens")
