"""Stored originals: a `Blob` per distinct content (by SHA-256) and a `DossierFile` per
upload into a dossier (the same content twice in a dossier is one `DossierFile`)."""

from __future__ import annotations

from datetime import datetime

from sqlalchemy import (
    BigInteger,
    Boolean,
    ForeignKey,
    Index,
    Integer,
    String,
    Text,
    UniqueConstraint,
)
from sqlalchemy.orm import Mapped, mapped_column
from sqlalchemy.sql.expression import false

from dossie.store.base import Base, IdColumn, UTCDateTime, new_id, utcnow


class Blob(Base):
    __tablename__ = "blobs"

    sha256: Mapped[str] = mapped_column(String(64), primary_key=True)
    size: Mapped[int] = mapped_column(BigInteger)
    media_type: Mapped[str] = mapped_column(String(100))  # sniffed from magic bytes
    created_at: Mapped[datetime] = mapped_column(UTCDateTime, default=utcnow)


class DossierFile(Base):
    __tablename__ = "dossier_files"
    __table_args__ = (
        UniqueConstraint("dossier_id", "sha256"),
        # the daily upload quota sums an applicant's recent uploads on every upload
        Index("ix_dossier_files_uploaded_by_uploaded_at", "uploaded_by", "uploaded_at"),
    )

    id: Mapped[str] = mapped_column(IdColumn, primary_key=True, default=new_id)
    dossier_id: Mapped[str] = mapped_column(
        ForeignKey("dossiers.id", ondelete="CASCADE"), index=True)
    sha256: Mapped[str] = mapped_column(ForeignKey("blobs.sha256"), index=True)
    name: Mapped[str] = mapped_column(String(200))  # sanitised display name
    uploaded_by: Mapped[int] = mapped_column(ForeignKey("users.id"))
    uploaded_at: Mapped[datetime] = mapped_column(UTCDateTime, default=utcnow)
    # processing state of this file: pending | done | failed
    state: Mapped[str] = mapped_column(String(16), default="pending")
    error_code: Mapped[str | None] = mapped_column(String(64))
    error_message: Mapped[str | None] = mapped_column(Text)
    position: Mapped[int] = mapped_column(Integer, default=0)  # upload order in the dossier
    # an extraction JSON from neither a clerk nor a capture token: the applicant's
    # declaration, never `met` on its own (issue 17, finding 2; CONTRACT §2)
    declared: Mapped[bool] = mapped_column(Boolean, default=False, server_default=false())
