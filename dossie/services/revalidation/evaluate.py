"""The pure part of a revalidation: evaluate one stored dossier at a date and compare the
result with its previous report (no database, no clock, picklable in and out), so it
runs in the job's thread, in a process pool, or in a Celery worker alike.
`evaluate_batch` is the worker entry point."""

from __future__ import annotations

import logging
from dataclasses import dataclass, field
from datetime import date
from typing import Any

from checklists.loader import LoadedChecklist
from checklists.report import Report
from core.errors import DossieError, NotInForce
from dossie.services import processing
from dossie.services.latest_report import Compact, Previous, compact
from dossie.services.processing import ClerkDecision
from dossie.services.revalidation.checklist_data import (
    Snapshot,
    from_snapshot,
    get_current,
)
from dossie.services.revalidation.diff import change_of, diff_statuses, law_delta
from extractors.models import Extraction

log = logging.getLogger("dossie.revalidation")


@dataclass
class DossierInput:
    dossier_id: str
    checklist_id: str
    facts: dict[str, Any]
    extractions: list[dict[str, Any]]
    decisions: list[ClerkDecision]
    previous: Previous | None = None


@dataclass
class DossierOutcome:
    dossier_id: str
    checklist_id: str
    outcome: str  # evaluated | not_in_force | failed
    change: str
    verdict: str | None = None
    version: str | None = None
    report_json: str | None = None
    statuses: list[Compact] = field(default_factory=list)
    diff: dict[str, Any] = field(default_factory=dict)
    deficiencies: int = 0
    law_changed: bool | None = None
    error_code: str | None = None
    error_message: str | None = None
    previous_report_id: str | None = None
    previous_verdict: str | None = None


def _evaluate(loaded: LoadedChecklist, inp: DossierInput, as_of: date) -> Report:
    extractions = [Extraction.model_validate(e) for e in inp.extractions]
    report = processing.evaluate_loaded(loaded, extractions,
                                        processing.parse_facts(inp.facts), as_of)
    return processing.apply_decisions(report, inp.decisions)


def evaluate_one(inp: DossierInput, as_of: date, laws_dir: str | None,
                 snapshots: dict[tuple[str, str], Snapshot]) -> DossierOutcome:
    """Evaluate a dossier at `as_of` and compare with its previous report. Never raises:
    a law not in force or unusable data is an outcome of the dossier."""
    prev = inp.previous
    base: dict[str, Any] = {"dossier_id": inp.dossier_id, "checklist_id": inp.checklist_id,
                            "previous_report_id": prev.report_id if prev else None,
                            "previous_verdict": prev.verdict if prev else None}
    try:
        loaded = get_current(laws_dir, inp.checklist_id)
        report = _evaluate(loaded, inp, as_of)
    except NotInForce as exc:
        return DossierOutcome(outcome="not_in_force", change="fora_de_vigencia",
                              error_code=exc.code, error_message=exc.message, **base)
    except DossieError as exc:
        return DossierOutcome(outcome="failed", change="erro", error_code=exc.code,
                              error_message=exc.message, **base)
    except Exception as exc:  # one bad dossier never stops the batch
        log.exception("revalidation of dossier %s failed", inp.dossier_id)
        return DossierOutcome(outcome="failed", change="erro", error_code="erro_interno",
                              error_message=f"erro interno ({type(exc).__name__})", **base)
    statuses = compact(report)
    reasons = {(r.ref, r.title): list(r.reasons) for r in report.deficiencies}
    diff = diff_statuses(prev.statuses if prev else None, statuses, reasons)
    law_changed: bool | None = None
    if prev is not None and prev.version != loaded.version:
        diff["law_change"], law_changed = _law_change(inp, prev, loaded, statuses, as_of,
                                                      snapshots)
    return DossierOutcome(
        outcome="evaluated", change=change_of(prev.verdict if prev else None, report.verdict),
        verdict=report.verdict, version=loaded.version, report_json=report.model_dump_json(),
        statuses=statuses, diff=diff, deficiencies=len(report.deficiencies),
        law_changed=law_changed, **base)


def _law_change(inp: DossierInput, prev: Previous, loaded: LoadedChecklist,
                statuses: list[Compact], as_of: date,
                snapshots: dict[tuple[str, str], Snapshot]) -> tuple[dict[str, Any], bool | None]:
    """Isolate what the checklist change altered: the dossier at `as_of` under the old
    version (rebuilt from its snapshot) against the new one; without a snapshot, the
    previous report when it was made at the same date; else undetermined."""
    info: dict[str, Any] = {"from": prev.version, "to": loaded.version}
    snap = snapshots.get((inp.checklist_id, prev.version))
    old: list[Compact] | None = None
    if snap is not None:
        try:
            old = compact(_evaluate(from_snapshot(snap), inp, as_of))
            info["method"] = "reavaliado_com_a_versao_anterior"
        except NotInForce:
            old = []
            info["method"] = "versao_anterior_fora_de_vigencia"
        except Exception as exc:  # an old version that no longer loads
            log.warning("old version %s of %s: %r", prev.version, inp.checklist_id, exc)
    if old is None and prev.as_of == as_of:
        old = prev.statuses
        info["method"] = "relatorio_anterior_na_mesma_data"
    if old is None:
        info.update(method="indeterminado", altered=None, requirements=[])
        return info, None
    delta = law_delta(old, statuses)
    info.update(altered=bool(delta), requirements=delta)
    return info, bool(delta)


def evaluate_batch(batch: list[DossierInput], as_of: date, laws_dir: str | None,
                   snapshots: dict[tuple[str, str], Snapshot]) -> list[DossierOutcome]:
    """Worker entry point (module-level, picklable)."""
    return [evaluate_one(inp, as_of, laws_dir, snapshots) for inp in batch]
