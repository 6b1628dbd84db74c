"""The checklists of CONTRACT §3, as the public list and one checklist's items."""

from __future__ import annotations

from datetime import date

from checklists.loader import LoadedChecklist, all_checklists, get_checklist
from dossie.services.schemas import ChecklistDetail, ChecklistOut, InForceOut, RequirementOut


def _status(loaded: LoadedChecklist, day: date) -> str:
    w = loaded.law.in_force
    if day < w.from_:
        return "futura"
    if w.until is not None and day > w.until:
        return "fora_de_vigencia"
    return "em_vigor"


def _out(loaded: LoadedChecklist, day: date) -> dict[str, object]:
    w = loaded.law.in_force
    status = _status(loaded, day)
    return {
        "id": loaded.id, "title": loaded.checklist.title, "law": loaded.law.title,
        "scope": loaded.checklist.scope,
        "in_force": InForceOut(from_=w.from_, until=w.until),
        "status": status,
        "reason": w.ended_reason if status == "fora_de_vigencia" else None,
        "requirements": len(loaded.checklist.requirements), "version": loaded.version,
    }


def list_checklists(day: date) -> list[ChecklistOut]:
    return [ChecklistOut.model_validate(_out(c, day))
            for _, c in sorted(all_checklists().items())]


def checklist_detail(checklist_id: str, day: date) -> ChecklistDetail:
    loaded = get_checklist(checklist_id)
    items = [RequirementOut(ref=r.ref, citation=r.citation, title=r.title, section=r.section,
                            what_to_bring=r.what_to_bring, kinds=list(r.documents.kinds),
                            count=r.documents.count)
             for r in loaded.checklist.requirements]
    return ChecklistDetail.model_validate({**_out(loaded, day), "items": items})
