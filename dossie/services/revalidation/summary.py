"""The result of a finished revalidation: totals by checklist × change and by verdict,
the dossiers not evaluated, and (up to `SUMMARY_DOSSIERS_MAX`) every dossier's line —
counted from the done markers, so a resumed run counts every dossier once."""

from __future__ import annotations

from collections import Counter
from datetime import date
from typing import Any

from sqlalchemy import func, select

from dossie.store.revalidation import RevalidationItem
from dossie.store.store import Store

SUMMARY_DOSSIERS_MAX = 2000  # the job result lists every dossier up to this many


def summarize(store: Store, job_id: str, as_of: date, checklist: str | None,
              law_data: str | None = None) -> dict[str, Any]:
    """The job result: totals by checklist × change and by verdict (from the done
    markers, so a resumed run counts every dossier once)."""
    RI = RevalidationItem
    with store.db.session() as s:
        rows = s.execute(select(RI.checklist_id, RI.change, RI.verdict, RI.law_changed,
                                func.count()).where(RI.job_id == job_id)
                         .group_by(RI.checklist_id, RI.change, RI.verdict, RI.law_changed)
                         ).all()
        by_checklist: dict[str, dict[str, Any]] = {}
        by_verdict: Counter[str] = Counter()
        by_change: Counter[str] = Counter()
        total = law_altered = 0
        for cid, change, verdict, law_changed, n in rows:
            c = by_checklist.setdefault(cid, {"total": 0, "by_change": Counter(),
                                              "by_verdict": Counter(), "law_altered": 0})
            c["total"] += n
            c["by_change"][change] += n
            total += n
            by_change[change] += n
            if verdict:
                c["by_verdict"][verdict] += n
                by_verdict[verdict] += n
            if law_changed:
                c["law_altered"] += n
                law_altered += n
        not_evaluated = [{"id": d, "code": c, "message": m} for d, c, m in s.execute(
            select(RI.dossier_id, RI.error_code, RI.error_message)
            .where(RI.job_id == job_id, RI.outcome != "evaluated")
            .order_by(RI.dossier_id).limit(200))]
        summary: dict[str, Any] = {
            "as_of": as_of.isoformat(), "checklist": checklist, "total": total,
            "evaluated": sum(by_verdict.values()), "by_verdict": dict(by_verdict),
            "by_change": dict(by_change), "law_altered": law_altered,
            "by_checklist": {k: {**v, "by_change": dict(v["by_change"]),
                                 "by_verdict": dict(v["by_verdict"])}
                             for k, v in sorted(by_checklist.items())},
            "not_evaluated": not_evaluated,
        }
        if law_data:
            summary["law_data"] = law_data
        if total <= SUMMARY_DOSSIERS_MAX:
            summary["dossiers"] = [
                {"id": r.dossier_id, "checklist": r.checklist_id, "verdict": r.verdict,
                 "previous_verdict": r.previous_verdict, "change": r.change,
                 "changed": r.previous_verdict is not None and r.verdict is not None
                 and r.previous_verdict != r.verdict,
                 "deficiencies": r.deficiencies, "newly_deficient": r.newly_deficient,
                 "resolved": r.resolved, "law_changed": r.law_changed}
                for r in s.scalars(select(RI).where(RI.job_id == job_id)
                                   .order_by(RI.checklist_id, RI.dossier_id))]
        else:
            summary["dossiers_truncated"] = True
    return summary
