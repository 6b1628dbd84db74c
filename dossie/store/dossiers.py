"""A dossier: one application (checklist + declared facts) owned by an applicant."""

from __future__ import annotations

from datetime import date, datetime
from typing import Any

from sqlalchemy import Date, ForeignKey, Integer, String, Text
from sqlalchemy.orm import Mapped, mapped_column

from dossie.store.base import Base, IdColumn, JSONDoc, UTCDateTime, new_id, utcnow

STATUSES = ("draft", "processing", "done", "failed")


class Dossier(Base):
    __tablename__ = "dossiers"

    id: Mapped[str] = mapped_column(IdColumn, primary_key=True, default=new_id)
    owner_id: Mapped[int] = mapped_column(ForeignKey("users.id"), index=True)
    checklist_id: Mapped[str] = mapped_column(String(120), index=True)
    facts: Mapped[dict[str, Any]] = mapped_column(JSONDoc, default=dict)
    as_of: Mapped[date | None] = mapped_column(Date)  # None: the day the check runs
    status: Mapped[str] = mapped_column(String(16), default="draft", index=True)
    verdict: Mapped[str | None] = mapped_column(String(16))  # of the latest evaluation (check or revalidation)
    has_review: Mapped[bool] = mapped_column(default=False)  # the latest report has review items
    error_code: Mapped[str | None] = mapped_column(String(64))
    error_message: Mapped[str | None] = mapped_column(Text)
    created_at: Mapped[datetime] = mapped_column(UTCDateTime, default=utcnow)
    updated_at: Mapped[datetime] = mapped_column(UTCDateTime, default=utcnow, onupdate=utcnow)
    version: Mapped[int] = mapped_column(Integer, default=1)  # bumped on every change
