"""Extracted documents: one row per document found in an uploaded file, with its
CONTRACT §4 extraction (and the machine's original reading when a clerk corrected it)."""

from __future__ import annotations

from datetime import datetime
from typing import Any

from sqlalchemy import ForeignKey, Integer, String
from sqlalchemy.orm import Mapped, mapped_column

from dossie.store.base import Base, IdColumn, JSONDoc, UTCDateTime, new_id, utcnow


class ExtractedDocument(Base):
    __tablename__ = "documents"

    id: Mapped[str] = mapped_column(IdColumn, primary_key=True, default=new_id)
    dossier_id: Mapped[str] = mapped_column(
        ForeignKey("dossiers.id", ondelete="CASCADE"), index=True)
    file_id: Mapped[str] = mapped_column(
        ForeignKey("dossier_files.id", ondelete="CASCADE"), index=True)
    position: Mapped[int] = mapped_column(Integer, default=0)  # order inside the file
    kind: Mapped[str] = mapped_column(String(64))
    extraction: Mapped[dict[str, Any]] = mapped_column(JSONDoc)  # CONTRACT §4 object
    original: Mapped[dict[str, Any] | None] = mapped_column(JSONDoc)  # before corrections
    corrected_by: Mapped[int | None] = mapped_column(ForeignKey("users.id"))
    job_id: Mapped[str | None] = mapped_column(String(32))  # the job that extracted it
    created_at: Mapped[datetime] = mapped_column(UTCDateTime, default=utcnow)
