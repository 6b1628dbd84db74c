"""A stored dossier as the evaluation reads it: its extractions (by file, or in upload
order) and the clerk decisions in force, loaded once and typed; and its evaluation from
them alone (no OCR) after a clerk's correction or decision.

The check job (`checking`), a clerk's correction (`reports.reevaluate`) and the batch
revalidation (`revalidation.io`, many dossiers per query) all read decisions here
(issue 16: they were loaded twice, as dicts holding a pt-BR date string).
"""

from __future__ import annotations

from datetime import date
from typing import Any

from sqlalchemy import select
from sqlalchemy.orm import Session

from checklists.report import Report
from dossie.services import processing
from dossie.services.processing import ClerkDecision
from dossie.store.decisions import Decision
from dossie.store.documents import ExtractedDocument
from dossie.store.files import DossierFile
from extractors.models import Extraction


def stored_extractions(s: Session, dossier_id: str) -> dict[str, list[Extraction]]:
    """The dossier's extractions by file id, each file's documents in order."""
    out: dict[str, list[Extraction]] = {}
    rows = s.scalars(select(ExtractedDocument).where(ExtractedDocument.dossier_id == dossier_id)
                     .order_by(ExtractedDocument.file_id, ExtractedDocument.position))
    for row in rows:
        out.setdefault(row.file_id, []).append(Extraction.model_validate(row.extraction))
    return out


def stored_extractions_in_order(s: Session, dossier_id: str) -> list[Extraction]:
    """The dossier's extractions, in upload order (for re-evaluation without re-OCR)."""
    by_file = stored_extractions(s, dossier_id)
    files = s.scalars(select(DossierFile.id).where(DossierFile.dossier_id == dossier_id)
                      .order_by(DossierFile.position, DossierFile.uploaded_at))
    return [e for fid in files for e in by_file.get(fid, [])]


def decisions_of(s: Session, dossier_ids: list[str]) -> dict[str, list[ClerkDecision]]:
    """The clerk decisions in force on each dossier, oldest first (later ones win in
    `processing.apply_decisions`); a dossier without any is absent."""
    out: dict[str, list[ClerkDecision]] = {}
    if not dossier_ids:
        return out
    rows = s.scalars(select(Decision).where(Decision.dossier_id.in_(dossier_ids),
                                            Decision.active.is_(True))
                     .order_by(Decision.decided_at, Decision.position))
    for d in rows:
        out.setdefault(d.dossier_id, []).append(ClerkDecision(
            ref=d.ref, status=d.status, justification=d.justification,
            by=d.decided_by_name, at=d.decided_at))
    return out


def active_decisions(s: Session, dossier_id: str) -> list[ClerkDecision]:
    """The clerk decisions in force on one dossier, oldest first."""
    return decisions_of(s, [dossier_id]).get(dossier_id, [])


def evaluate_stored(s: Session, checklist_id: str, dossier_id: str, facts: dict[str, Any],
                    as_of: date) -> tuple[Report, str]:
    """Evaluate a dossier from its stored extractions and decisions (no OCR)."""
    report, version = processing.evaluate_dossier(
        checklist_id, stored_extractions_in_order(s, dossier_id), facts, as_of)
    return processing.apply_decisions(report, active_decisions(s, dossier_id)), version

