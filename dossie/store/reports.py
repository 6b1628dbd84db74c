"""Reports: the CONTRACT §5.1 JSON with the checklist version and `as_of` it was made with."""

from __future__ import annotations

from datetime import date, datetime
from typing import Any

from sqlalchemy import Date, ForeignKey, String
from sqlalchemy.orm import Mapped, mapped_column

from dossie.store.base import Base, IdColumn, JSONDoc, UTCDateTime, new_id, utcnow


class StoredReport(Base):
    __tablename__ = "reports"

    id: Mapped[str] = mapped_column(IdColumn, primary_key=True, default=new_id)
    dossier_id: Mapped[str] = mapped_column(
        ForeignKey("dossiers.id", ondelete="CASCADE"), index=True)
    purpose: Mapped[str] = mapped_column(String(16), default="check")  # check | revalidation
    checklist_id: Mapped[str] = mapped_column(String(120))
    checklist_version: Mapped[str] = mapped_column(String(64))
    as_of: Mapped[date] = mapped_column(Date)
    verdict: Mapped[str] = mapped_column(String(16))
    report: Mapped[dict[str, Any]] = mapped_column(JSONDoc)
    job_id: Mapped[str | None] = mapped_column(String(32), index=True)
    created_at: Mapped[datetime] = mapped_column(UTCDateTime, default=utcnow, index=True)
