"""The pure part of a revalidation: evaluate one stored dossier at a date and compare the
result with its previous report (no database, no clock, picklable in and out), so it
runs in the job's thread, in a process pool, or in a Celery worker alike.

- `ChecklistSource`: the checklist data in force (the default laws dir or another one,
  e.g. a draft of a change) plus older versions rebuilt from stored snapshots;
- `diff_statuses`: newly deficient / resolved / still deficient / unchanged;
- `evaluate_batch`: the worker entry point.
"""

from __future__ import annotations

import hashlib
import logging
from collections import Counter
from dataclasses import dataclass, field
from datetime import date
from functools import lru_cache
from pathlib import Path
from typing import Any

import yaml

from checklists.engine import evaluate
from checklists.errors import NotInForce, UnknownChecklist
from checklists.loader import LoadedChecklist, all_checklists, load_dir
from checklists.report import DEFICIENT, Report
from checklists.schema import Checklist, Law
from dossie import processing
from dossie.processing import ClerkDecision
from dossie.services import declared
from dossie.services.latest_report import Compact, Previous, compact
from extractors.models import Extraction
from intake.errors import DossieError

log = logging.getLogger("dossie.revalidation")

# dossier-level outcome of a revalidation (`change`) and its pt-BR label
CHANGE_PT: dict[str, str] = {
    "novo": "primeira avaliação",
    "passou_a_ter_pendencias": "passou a ter pendências",
    "regularizado": "regularizado",
    "continua_com_pendencias": "continua com pendências",
    "continua_completo": "continua completo",
    "fora_de_vigencia": "lei fora de vigência",
    "erro": "não avaliado (erro)",
}
LAW_CHANGED_PT = "alterado pela mudança da lei/checklist"


# --- checklist data ----------------------------------------------------------------------


@dataclass(frozen=True)
class Snapshot:
    """The YAML a checklist version was made from (see `ChecklistSnapshot`)."""

    checklist_id: str
    version: str
    law_yaml: str
    checklist_yaml: str


def snapshot_of(loaded: LoadedChecklist) -> Snapshot:
    law_yaml = (loaded.law_dir / "law.yaml").read_text(encoding="utf-8")
    return Snapshot(loaded.id, loaded.version, law_yaml,
                    loaded.path.read_text(encoding="utf-8"))


@lru_cache(maxsize=64)
def _from_snapshot(snap: Snapshot) -> LoadedChecklist:
    law = Law.model_validate(yaml.safe_load(snap.law_yaml))
    checklist = Checklist.model_validate(yaml.safe_load(snap.checklist_yaml))
    digest = hashlib.sha256(snap.law_yaml.encode("utf-8") + snap.checklist_yaml.encode("utf-8"))
    if digest.hexdigest()[:16] != snap.version:  # the text was not stored byte for byte
        log.warning("snapshot %s@%s does not hash to its version", snap.checklist_id,
                    snap.version)
    where = Path(f"<versão {snap.version}>")
    return LoadedChecklist(law, checklist, snap.version, where, where)


@lru_cache(maxsize=8)
def _dir_checklists(laws_dir: str) -> dict[str, LoadedChecklist]:
    return load_dir(Path(laws_dir))


def current_checklists(laws_dir: str | None) -> dict[str, LoadedChecklist]:
    """The checklists of `laws_dir` (None: the installed law data)."""
    return all_checklists() if laws_dir is None else _dir_checklists(str(laws_dir))


def get_current(laws_dir: str | None, checklist_id: str) -> LoadedChecklist:
    found = current_checklists(laws_dir).get(checklist_id)
    if found is None:
        raise UnknownChecklist(f"checklist desconhecido: {checklist_id!r}.")
    return found


# --- compact reports and the diff --------------------------------------------------------


def _keyed(items: list[Compact]) -> dict[tuple[str, str, int], Compact]:
    """Requirements by (ref, title, n): two rules from one provision share a `ref`."""
    seen: Counter[tuple[str, str]] = Counter()
    out: dict[tuple[str, str, int], Compact] = {}
    for c in items:
        k = (c[0], c[2])
        out[(c[0], c[2], seen[k])] = c
        seen[k] += 1
    return out


def _entry(before: Compact | None, after: Compact | None,
           reasons: dict[tuple[str, str], list[str]] | None = None) -> dict[str, Any]:
    c = after or before
    assert c is not None
    e: dict[str, Any] = {"ref": c[0], "citation": c[1], "title": c[2],
                         "before": before[3] if before else None,
                         "after": after[3] if after else None}
    if before is not None and before[4]:
        e["expired_on"] = before[4]  # the first day the requirement stopped being met
    docs = (after[5] if after and after[5] else None) or (before[5] if before else None)
    if docs:
        e["documents"] = docs
    if reasons is not None and after is not None and after[3] in DEFICIENT:
        e["reasons"] = reasons.get((c[0], c[2]), [])
    return e


def diff_statuses(before: list[Compact] | None, after: list[Compact],
                  reasons: dict[tuple[str, str], list[str]] | None = None) -> dict[str, Any]:
    """What changed from `before` to `after`, requirement by requirement."""
    out: dict[str, Any] = {"newly_deficient": [], "resolved": [], "still_deficient": [],
                           "added": [], "removed": [], "unchanged": 0}
    if before is None:
        out["newly_deficient"] = [_entry(None, a, reasons) for a in after if a[3] in DEFICIENT]
        return out
    b, a = _keyed(before), _keyed(after)
    for k, new in a.items():
        old = b.get(k)
        if old is None:
            out["added"].append(_entry(None, new, reasons))
            if new[3] in DEFICIENT:
                out["newly_deficient"].append(_entry(None, new, reasons))
            continue
        was_bad, is_bad = old[3] in DEFICIENT, new[3] in DEFICIENT
        if is_bad and not was_bad:
            out["newly_deficient"].append(_entry(old, new, reasons))
        elif was_bad and not is_bad:
            out["resolved"].append(_entry(old, new))
        elif is_bad:
            out["still_deficient"].append(_entry(old, new, reasons))
        else:
            out["unchanged"] += 1
    out["removed"] = [_entry(old, None) for k, old in b.items() if k not in a]
    return out


def _law_delta(old: list[Compact], new: list[Compact]) -> list[dict[str, Any]]:
    """Requirements whose status differs between two versions at the same date."""
    o, n = _keyed(old), _keyed(new)
    out = []
    for k in list(n) + [k for k in o if k not in n]:
        a, b = o.get(k), n.get(k)
        if (a[3] if a else None) != (b[3] if b else None):
            out.append(_entry(a, b))
    return out


def change_of(previous_verdict: str | None, verdict: str) -> str:
    if previous_verdict is None:
        return "novo"
    was_ok, is_ok = previous_verdict == "complete", verdict == "complete"
    if was_ok and is_ok:
        return "continua_completo"
    if was_ok:
        return "passou_a_ter_pendencias"
    if is_ok:
        return "regularizado"
    return "continua_com_pendencias"


# --- one dossier -------------------------------------------------------------------------


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
    report = evaluate(loaded, extractions, processing.parse_facts(inp.facts), as_of)
    # readings the applicant typed are never `met` on their own (issue 17, finding 2)
    return processing.apply_decisions(declared.settle(report), inp.decisions)


def evaluate_one(inp: DossierInput, as_of: date, laws_dir: str | None,
                 snapshots: dict[tuple[str, str], Snapshot]) -> DossierOutcome:
    """Evaluate a dossier at `as_of` and compare with its previous report. Never raises:
    a law not in force or unusable data is an outcome of the dossier."""
    prev = inp.previous
    base = {"dossier_id": inp.dossier_id, "checklist_id": inp.checklist_id,
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
            old = compact(_evaluate(_from_snapshot(snap), inp, as_of))
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
    delta = _law_delta(old, statuses)
    info.update(altered=bool(delta), requirements=delta)
    return info, bool(delta)


def evaluate_batch(batch: list[DossierInput], as_of: date, laws_dir: str | None,
                   snapshots: dict[tuple[str, str], Snapshot]) -> list[DossierOutcome]:
    """Worker entry point (module-level, picklable)."""
    return [evaluate_one(inp, as_of, laws_dir, snapshots) for inp in batch]


def warm_up(laws_dir: str | None) -> None:
    """Process-pool initializer: load the checklist data once per worker process."""
    current_checklists(laws_dir)
