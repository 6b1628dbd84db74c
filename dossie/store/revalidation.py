"""Revalidation results: one row per (revalidation job, dossier) — the per-dossier done
marker, written in the same transaction as the dossier's new report, so an interrupted
revalidation resumes where it stopped and never reports a dossier twice — and the
snapshots of the checklist data each version hash was made from (to re-evaluate a
dossier with an older version of the law and isolate what a change altered)."""

from __future__ import annotations

from datetime import date, datetime
from typing import Any

from sqlalchemy import Boolean, Date, ForeignKey, Integer, String, Text
from sqlalchemy.orm import Mapped, mapped_column

from dossie.store.base import Base, JSONDoc, UTCDateTime, utcnow


class RevalidationItem(Base):
    __tablename__ = "revalidation_items"

    job_id: Mapped[str] = mapped_column(
        ForeignKey("jobs.id", ondelete="CASCADE"), primary_key=True)
    dossier_id: Mapped[str] = mapped_column(
        ForeignKey("dossiers.id", ondelete="CASCADE"), primary_key=True, index=True)
    checklist_id: Mapped[str] = mapped_column(String(120))
    as_of: Mapped[date] = mapped_column(Date)
    # evaluated | not_in_force | failed
    outcome: Mapped[str] = mapped_column(String(16))
    # novo | passou_a_ter_pendencias | regularizado | continua_com_pendencias |
    # continua_completo | fora_de_vigencia | erro
    change: Mapped[str] = mapped_column(String(32), index=True)
    verdict: Mapped[str | None] = mapped_column(String(16))
    previous_verdict: Mapped[str | None] = mapped_column(String(16))
    previous_report_id: Mapped[str | None] = mapped_column(String(32))
    report_id: Mapped[str | None] = mapped_column(String(32), index=True)
    checklist_version: Mapped[str | None] = mapped_column(String(64))
    newly_deficient: Mapped[int] = mapped_column(Integer, default=0)
    resolved: Mapped[int] = mapped_column(Integer, default=0)
    deficiencies: Mapped[int] = mapped_column(Integer, default=0)
    law_changed: Mapped[bool | None] = mapped_column(Boolean)  # None: no version change
    diff: Mapped[dict[str, Any]] = mapped_column(JSONDoc, default=dict)
    statuses: Mapped[list[Any]] = mapped_column(JSONDoc, default=list)  # compact report
    error_code: Mapped[str | None] = mapped_column(String(64))
    error_message: Mapped[str | None] = mapped_column(Text)
    created_at: Mapped[datetime] = mapped_column(UTCDateTime, default=utcnow)


class ChecklistSnapshot(Base):
    __tablename__ = "checklist_versions"

    checklist_id: Mapped[str] = mapped_column(String(120), primary_key=True)
    version: Mapped[str] = mapped_column(String(64), primary_key=True)
    law_yaml: Mapped[str] = mapped_column(Text)
    checklist_yaml: Mapped[str] = mapped_column(Text)
    created_at: Mapped[datetime] = mapped_column(UTCDateTime, default=utcnow)
