"""Runs every YAML case through the pure engine and compares statuses per `ref`."""

from __future__ import annotations

import pytest

from checklists.engine import evaluate
from checklists.facts import Facts
from checklists.loader import all_checklists, get_checklist
from core.errors import NotInForce
from tests.checklists.caselib import Case, load_cases

CASES = load_cases()


def test_every_checklist_has_cases() -> None:
    covered = {c.checklist for c in CASES}
    assert set(all_checklists()) <= covered, set(all_checklists()) - covered


# Checklists with a requirement only a clerk can settle, whatever the documents (issue 13
# F12: Olímpia art. 19, I, the *original* alvará): their best dossier is `review`.
CLERK_ALWAYS = {"olimpia/5171-2025/substituicao-veiculo": "art19.I"}


def test_every_checklist_has_a_complete_case() -> None:
    complete = {c.checklist for c in CASES if c.expect.get("verdict") == "complete"}
    complete |= {c.checklist for c in CASES if c.checklist in CLERK_ALWAYS
                 and c.expect.get("verdict") == "review"
                 and (c.expect.get("status") or {}).get(CLERK_ALWAYS[c.checklist]) == "review"}
    assert set(all_checklists()) <= complete, set(all_checklists()) - complete


@pytest.mark.parametrize("case", CASES, ids=lambda c: c.id)
def test_case(case: Case) -> None:
    loaded = get_checklist(case.checklist)
    facts = Facts.model_validate(case.facts)
    if case.expect.get("exit_code") == 3:
        with pytest.raises(NotInForce):
            evaluate(loaded, case.extractions(), facts, case.as_of)
        return
    report = evaluate(loaded, case.extractions(), facts, case.as_of)
    by_ref: dict[str, list[str]] = {}
    for r in report.requirements:
        by_ref.setdefault(r.ref, []).append(r.status)
    for ref, expected in (case.expect.get("status") or {}).items():
        assert ref in by_ref, f"{ref} not in checklist"
        want = expected if isinstance(expected, list) else [expected] * len(by_ref[ref])
        got = by_ref[ref]
        detail = [(r.status, r.reasons) for r in report.requirements if r.ref == ref]
        assert got == want, f"{case.id} {ref}: {got} != {want}\n{detail}"
    if "verdict" in case.expect:
        detail = [(r.ref, r.status, r.reasons) for r in report.deficiencies]
        assert report.verdict == case.expect["verdict"], f"{case.id}: {detail}"
    for ref, words in (case.expect.get("reason_contains") or {}).items():
        text = " ".join(x for r in report.requirements if r.ref == ref for x in r.reasons)
        assert words in text, f"{case.id} {ref}: {words!r} not in {text!r}"
    for ref, day in (case.expect.get("expires_on") or {}).items():
        got_days = {r.expires_on for r in report.requirements if r.ref == ref}
        assert got_days == {day}, f"{case.id} {ref}: expires_on {got_days} != {day}"
