"""Single injected defects in the complete dossier of every checklist are caught.

For each checklist's complete case (the dossier a clerk would sign), one defect at a
time: a document withdrawn, a document put in another person's or company's name, a
certificate turned positive, a laudo failed, a date pushed out of its window. Each must
leave the dossier not complete, with the status CONTRACT §5.1 gives that defect
(issue 13, "Done when").
"""

from __future__ import annotations

import copy
import random
from datetime import date, timedelta

import pytest

from checklists.engine import evaluate
from checklists.facts import Facts
from checklists.loader import get_checklist
from extractors import ids
from tests.checklists.caselib import Case, document, load_cases
from tests.checklists.test_cases import CLERK_ALWAYS

COMPLETE = [c for c in load_cases()
            if (c.expect.get("verdict") == "complete" and c.name.startswith("clean dossier"))
            or (c.checklist in CLERK_ALWAYS and c.name.startswith("clean dossier"))]
# Someone no case mentions (valid check digits).
OTHER_CPF = ids.generate_cpf(random.Random(13))
OTHER_CNPJ = ids.generate_cnpj(random.Random(13))


def _checked(checklist: str, as_of: date) -> tuple[set[tuple[str, str]], set[str]]:
    """(kind, field) pairs whose holder the checklist checks, and kinds whose printed
    validity it checks: the defects it claims to catch."""
    holders: set[tuple[str, str]] = set()
    dated: set[str] = set()
    for req in get_checklist(checklist).checklist.requirements:
        for rule in req.rules:
            p = rule.params_at(as_of)
            if p is None:
                continue
            kinds = rule.only_kinds or req.documents.kinds
            if rule.type == "holder":
                holders |= {(k, f) for k in kinds for f in p.document_fields}
            elif rule.type == "vehicle_owner":
                holders |= {(k, p.field) for k in kinds}
            elif rule.type == "partners_covered":
                holders |= {(k, f) for k in p.kinds for f in p.document_fields}
            elif rule.type == "validity" and p.field == "valida_ate":
                dated |= set(kinds)
    return holders, dated


def _run(case: Case, docs: list[dict]) -> dict[tuple[str, str], str]:
    report = evaluate(get_checklist(case.checklist), [document(d) for d in docs],
                      Facts.model_validate(case.facts), case.as_of)
    return {(r.ref, r.title): r.status for r in report.requirements}


def _defects(case: Case):
    holders, dated = _checked(case.checklist, case.as_of)
    for i, spec in enumerate(case.documents):
        docs = copy.deepcopy(case.documents)
        del docs[i]
        yield f"sem {spec['file']}", docs, {"missing", "review", "invalid"}
        fields = spec.get("fields") or {}
        for f in sorted(f for k, f in holders if k == spec["kind"]):
            v = fields.get(f)
            if isinstance(v, str) and len(v) in (11, 14):
                docs = copy.deepcopy(case.documents)
                docs[i]["fields"][f] = OTHER_CPF if len(v) == 11 else OTHER_CNPJ
                yield f"{spec['file']} em nome de outro ({f})", docs, {"invalid", "missing", "review"}
                break
        if fields.get("resultado") in ("negativa", "aprovado", "negativo"):
            docs = copy.deepcopy(case.documents)
            docs[i]["fields"]["resultado"] = {"negativa": "positiva", "aprovado": "reprovado",
                                              "negativo": "positivo"}[fields["resultado"]]
            yield f"{spec['file']} com resultado desfavorável", docs, {"invalid", "missing"}
        if isinstance(fields.get("valida_ate"), str) and spec["kind"] in dated:
            docs = copy.deepcopy(case.documents)
            docs[i]["fields"]["valida_ate"] = (case.as_of - timedelta(days=1)).isoformat()
            yield f"{spec['file']} vencido na véspera", docs, {"expired"}


CASES = [(c, name, docs, ok) for c in COMPLETE for name, docs, ok in _defects(c)]


def test_every_checklist_has_a_complete_dossier_to_inject_into() -> None:
    from checklists.loader import all_checklists
    assert {c.checklist for c in COMPLETE} >= set(all_checklists())


@pytest.mark.parametrize(("case", "name", "docs", "ok"), CASES,
                         ids=[f"{c.checklist}::{n}" for c, n, _, _ in CASES])
def test_single_defect_is_caught(case: Case, name: str, docs: list[dict], ok: set[str]) -> None:
    clean = _run(case, case.documents)
    hurt = _run(case, docs)
    changed = {k: (clean[k], v) for k, v in hurt.items() if v != clean[k]}
    # A document with a twin of its kind in the dossier (the filial's CNPJ card beside the
    # matriz's, CNPJ root compared) may be withdrawn or spoiled without loss.
    spoiled = name.split(" ")[1] if name.startswith("sem ") else name.split(" ")[0]
    kind = next(d["kind"] for d in case.documents if d["file"] == spoiled)
    twins = [d for d in case.documents if d["kind"] == kind and d["file"] != spoiled]
    if not changed and twins and len(case.documents) - len(docs) <= 1:
        return
    assert changed, f"{case.id}: {name} não foi percebido"
    worse = {k: v for k, (_, v) in changed.items() if v in ok}
    assert worse, f"{case.id}: {name} deu {changed}, esperado um de {ok}"
