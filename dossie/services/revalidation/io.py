"""The revalidation's database reads and writes: a chunk's inputs (extractions in
upload order, decisions in force, previous report, the snapshots of older checklist
versions), the snapshots kept of every version in use, and each dossier's new report
with its done marker (`RevalidationItem`) in one transaction — so a resumed run skips
what is done and a dossier is never reported twice."""

from __future__ import annotations

from datetime import date
from typing import Any

from sqlalchemy import Text, bindparam, cast, insert, select, update
from sqlalchemy.dialects.postgresql import JSONB
from sqlalchemy.exc import IntegrityError
from sqlalchemy.orm import Session

from dossie.services.evaluation import decisions_of
from dossie.services.latest_report import Previous, previous_reports
from dossie.services.revalidation.checklist_data import (
    Snapshot,
    current_checklists,
    snapshot_of,
)
from dossie.services.revalidation.evaluate import DossierInput, DossierOutcome
from dossie.services.revalidation.plan import Plan
from dossie.store.base import new_id, utcnow
from dossie.store.documents import ExtractedDocument
from dossie.store.dossiers import Dossier
from dossie.store.files import DossierFile
from dossie.store.reports import StoredReport
from dossie.store.revalidation import ChecklistSnapshot, RevalidationItem
from dossie.store.store import Store


def load_inputs(plan: Plan, ids: list[str]) -> list[DossierInput]:
    """The chunk's dossiers not yet done, with their extractions (upload order),
    active decisions and previous report (compact)."""
    if not ids:
        return []
    with plan.store.db.session() as s:
        done = set(s.scalars(select(RevalidationItem.dossier_id)
                             .where(RevalidationItem.job_id == plan.job_id,
                                    RevalidationItem.dossier_id.in_(ids))))
        todo = [i for i in ids if i not in done]
        if not todo:
            return []
        dossiers = {d.id: d for d in s.scalars(select(Dossier).where(Dossier.id.in_(todo)))}
        extractions: dict[str, list[dict[str, Any]]] = {i: [] for i in todo}
        for did, ex in s.execute(
                select(ExtractedDocument.dossier_id, ExtractedDocument.extraction)
                .join(DossierFile, DossierFile.id == ExtractedDocument.file_id)
                .where(ExtractedDocument.dossier_id.in_(todo))
                .order_by(ExtractedDocument.dossier_id, DossierFile.position,
                          DossierFile.uploaded_at, ExtractedDocument.file_id,
                          ExtractedDocument.position)):
            extractions[did].append(ex)
        decisions = decisions_of(s, todo)
        previous = previous_reports(s, todo, exclude_job=plan.job_id)
        _load_snapshots(plan, s, previous, dossiers)
    return [DossierInput(dossier_id=i, checklist_id=dossiers[i].checklist_id,
                         facts=dict(dossiers[i].facts or {}), extractions=extractions[i],
                         decisions=decisions.get(i, []), previous=previous.get(i))
            for i in todo if i in dossiers]


def _load_snapshots(plan: Plan, s: Session, previous: dict[str, Previous],
                    dossiers: dict[str, Dossier]) -> None:
    current = current_checklists(plan.laws_dir)
    wanted = set()
    for did, p in previous.items():
        cid = dossiers[did].checklist_id
        cur = current.get(cid)
        key = (cid, p.version)
        if cur is not None and cur.version != p.version and key not in plan.snapshots \
                and key not in plan.missing_snapshots:
            wanted.add(key)
    for cid, version in wanted:
        row = s.get(ChecklistSnapshot, (cid, version))
        if row is None:
            plan.missing_snapshots.add((cid, version))
        else:
            plan.snapshots[(cid, version)] = Snapshot(cid, version, row.law_yaml,
                                                     row.checklist_yaml)


def ensure_snapshots(store: Store, laws_dir: str | None) -> None:
    """Keep the YAML of every checklist version in use, so a later change of the data
    can be measured by re-evaluating with this version."""
    current = current_checklists(laws_dir)
    with store.db.session() as s:
        have = set(s.execute(select(ChecklistSnapshot.checklist_id, ChecklistSnapshot.version)
                             .where(ChecklistSnapshot.checklist_id.in_(list(current)))).all())
        for cid, loaded in current.items():
            if (cid, loaded.version) not in have:
                snap = snapshot_of(loaded)
                s.add(ChecklistSnapshot(checklist_id=cid, version=snap.version,
                                        law_yaml=snap.law_yaml,
                                        checklist_yaml=snap.checklist_yaml))
        try:
            s.commit()
        except IntegrityError:  # another process stored the same versions meanwhile
            s.rollback()


def _report_insert(dialect: str) -> Any:
    """INSERT of reports whose JSON is already serialised (no decode/encode round trip)."""
    raw = bindparam("report_raw", type_=Text)
    value = cast(raw, JSONB) if dialect == "postgresql" else raw
    return insert(StoredReport.__table__).values(report=value)


# The queue's "Resultado" column and filters read `Dossier.verdict`/`has_review`: they follow
# the latest evaluation, as the dossier page and the report route do (issue 14). The
# queue's order (`updated_at`) and the optimistic `version` stay: a yearly revalidation of
# every dossier is not an edit of each, and must not reorder the queue.
_DOSSIERS_T = Dossier.__table__
_DOSSIER_VERDICT = (update(_DOSSIERS_T).where(_DOSSIERS_T.c.id == bindparam("did"))
                    .values(verdict=bindparam("new_verdict"),
                            has_review=bindparam("new_has_review"),
                            updated_at=_DOSSIERS_T.c.updated_at))


def _has_review(statuses: list[Any]) -> bool:
    """Whether a compact report (`latest_report.compact`) has a `review` item."""
    return any(len(c) > 3 and c[3] == "review" for c in statuses)


def write_outcomes(store: Store, job_id: str, as_of: date, outcomes: list[DossierOutcome],
                   _retries: int = 3) -> int:
    """Write each dossier's report and done marker in one transaction; dossiers already
    done for this job (another worker, a resumed run) are skipped. Returns how many."""
    if not outcomes:
        return 0
    now = utcnow()
    with store.db.session() as s:
        ids = [o.dossier_id for o in outcomes]
        done = set(s.scalars(select(RevalidationItem.dossier_id)
                             .where(RevalidationItem.job_id == job_id,
                                    RevalidationItem.dossier_id.in_(ids))))
        alive = set(s.scalars(select(Dossier.id).where(Dossier.id.in_(ids))))
        reports, items, verdicts = [], [], []
        for o in outcomes:
            if o.dossier_id in done or o.dossier_id not in alive:
                continue
            done.add(o.dossier_id)
            rid = new_id() if o.report_json is not None else None
            if rid is not None:
                reports.append({"id": rid, "dossier_id": o.dossier_id,
                                "purpose": "revalidation", "checklist_id": o.checklist_id,
                                "checklist_version": o.version, "as_of": as_of,
                                "verdict": o.verdict, "report_raw": o.report_json,
                                "job_id": job_id, "created_at": now})
                verdicts.append({"did": o.dossier_id, "new_verdict": o.verdict,
                                 "new_has_review": _has_review(o.statuses)})
            items.append({"job_id": job_id, "dossier_id": o.dossier_id,
                          "checklist_id": o.checklist_id, "as_of": as_of,
                          "outcome": o.outcome, "change": o.change, "verdict": o.verdict,
                          "previous_verdict": o.previous_verdict,
                          "previous_report_id": o.previous_report_id, "report_id": rid,
                          "checklist_version": o.version,
                          "newly_deficient": len(o.diff.get("newly_deficient", [])),
                          "resolved": len(o.diff.get("resolved", [])),
                          "deficiencies": o.deficiencies, "law_changed": o.law_changed,
                          "diff": o.diff, "statuses": o.statuses,
                          "error_code": o.error_code, "error_message": o.error_message,
                          "created_at": now})
        try:
            if reports:
                s.execute(_report_insert(store.db.dialect), reports)
                s.connection().execute(_DOSSIER_VERDICT, verdicts)
            if items:
                s.execute(insert(RevalidationItem), items)
            s.commit()
        except IntegrityError:
            # a concurrent writer finished some of these, or a dossier was deleted
            s.rollback()
            if _retries <= 0:
                raise
            return write_outcomes(store, job_id, as_of, outcomes, _retries - 1)
    return len(items)
