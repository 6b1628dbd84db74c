"""What a revalidation changed, requirement by requirement (newly deficient, resolved,
still deficient, unchanged), and per dossier (`change_of`), with the pt-BR labels the
summary, the CSV and the clerk's screens show. Pure: compact reports in, dicts out."""

from __future__ import annotations

from collections import Counter
from typing import Any

from checklists.report import DEFICIENT
from dossie.services.latest_report import Compact

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


def law_delta(old: list[Compact], new: list[Compact]) -> list[dict[str, Any]]:
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
