"""Background jobs: their state lives here, so every worker mode shares one truth.

`status`: queued → running → done | failed. A worker claims a job by a guarded UPDATE
(`attempts` is the claim's fencing token) and completes it with another guarded UPDATE
in the same transaction as its results, so a job completes exactly once.
"""

from __future__ import annotations

from datetime import datetime
from typing import Any

from sqlalchemy import ForeignKey, Integer, String, Text
from sqlalchemy.orm import Mapped, mapped_column

from dossie.store.base import Base, IdColumn, JSONDoc, UTCDateTime, new_id, utcnow

JOB_STATUSES = ("queued", "running", "done", "failed")
JOB_KINDS = ("check", "revalidation")


class Job(Base):
    __tablename__ = "jobs"

    id: Mapped[str] = mapped_column(IdColumn, primary_key=True, default=new_id)
    kind: Mapped[str] = mapped_column(String(16))
    status: Mapped[str] = mapped_column(String(16), default="queued", index=True)
    dossier_id: Mapped[str | None] = mapped_column(
        ForeignKey("dossiers.id", ondelete="CASCADE"), index=True)
    params: Mapped[dict[str, Any]] = mapped_column(JSONDoc, default=dict)
    created_by: Mapped[int | None] = mapped_column(ForeignKey("users.id"))
    created_at: Mapped[datetime] = mapped_column(UTCDateTime, default=utcnow)
    started_at: Mapped[datetime | None] = mapped_column(UTCDateTime)
    finished_at: Mapped[datetime | None] = mapped_column(UTCDateTime)
    heartbeat_at: Mapped[datetime | None] = mapped_column(UTCDateTime)
    attempts: Mapped[int] = mapped_column(Integer, default=0)
    worker: Mapped[str | None] = mapped_column(String(200))
    progress_done: Mapped[int] = mapped_column(Integer, default=0)
    progress_total: Mapped[int] = mapped_column(Integer, default=0)
    result: Mapped[dict[str, Any] | None] = mapped_column(JSONDoc)
    error_code: Mapped[str | None] = mapped_column(String(64))
    error_message: Mapped[str | None] = mapped_column(Text)
