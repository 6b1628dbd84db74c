"""A clerk's decision on a requirement the machine left for `review` (with the
justification); applied on every later evaluation of the dossier while active."""

from __future__ import annotations

from datetime import datetime

from sqlalchemy import Boolean, ForeignKey, Integer, String, Text
from sqlalchemy.orm import Mapped, mapped_column

from dossie.store.base import Base, IdColumn, UTCDateTime, new_id, utcnow


class Decision(Base):
    __tablename__ = "decisions"

    id: Mapped[str] = mapped_column(IdColumn, primary_key=True, default=new_id)
    dossier_id: Mapped[str] = mapped_column(
        ForeignKey("dossiers.id", ondelete="CASCADE"), index=True)
    ref: Mapped[str] = mapped_column(String(64))
    status: Mapped[str] = mapped_column(String(16))  # met | missing | expired | invalid | not_applicable
    justification: Mapped[str] = mapped_column(Text)
    decided_by: Mapped[int] = mapped_column(ForeignKey("users.id"))
    decided_by_name: Mapped[str] = mapped_column(String(80))
    decided_at: Mapped[datetime] = mapped_column(UTCDateTime, default=utcnow)
    active: Mapped[bool] = mapped_column(Boolean, default=True)
    position: Mapped[int] = mapped_column(Integer, default=0)
