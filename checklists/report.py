"""The report `checklists` produces: CONTRACT §5.1, plus fields people need.

The JSON keeps every key of §5.1 exactly; the extensions (`section`, `rule_text`,
`what_to_bring`, `read`, `satisfied_by`, `clerk_notes`, `summary`, `notices`) are additions a clerk's screen and
the HTML/text reports use.
"""

from __future__ import annotations

from collections import Counter
from datetime import date
from typing import Any, Literal

from pydantic import BaseModel

Status = Literal["met", "missing", "expired", "invalid", "review", "not_applicable"]
Verdict = Literal["complete", "deficient", "review"]
DEFICIENT: frozenset[str] = frozenset({"missing", "expired", "invalid", "review"})

STATUS_PT: dict[str, str] = {
    "met": "atendido",
    "missing": "faltando",
    "expired": "vencido",
    "invalid": "irregular",
    "review": "revisão manual",
    "not_applicable": "não se aplica",
}
VERDICT_PT: dict[str, str] = {
    "complete": "completo",
    "deficient": "com pendências",
    "review": "aguarda revisão manual",
}


class ReadValue(BaseModel):
    """A value the engine read to decide a requirement: the evidence trail."""

    document: str
    field: str
    value: Any
    confidence: float | None = None
    page: int | None = None
    bbox: tuple[float, float, float, float] | None = None


class Check(BaseModel):
    """One thing verified on a document that satisfied a requirement."""

    what: Literal["titular", "data", "valor"]
    text: str  # pt-BR, e.g. "titular 11.444.777/0001-61 é o requerente"


class Evidence(BaseModel):
    """A document that satisfied a `met` requirement, and what was checked on it
    (issue 13 part 3: a clerk audits a pass as easily as a failure)."""

    document: str
    kind: str
    kind_pt: str
    checks: list[Check]


class ChecklistInfo(BaseModel):
    id: str
    title: str
    law: str
    in_force: bool
    in_force_from: date
    in_force_until: date | None = None
    version: str


class RequirementResult(BaseModel):
    ref: str
    citation: str
    title: str
    status: Status
    reasons: list[str]
    documents: list[str]
    expires_on: date | None = None
    section: str
    rule_text: str
    what_to_bring: str
    read: list[ReadValue] = []
    # Extensions (additive to CONTRACT §5.1): for a `met`, the documents that satisfied
    # it and what was checked on each; notes for clerks only (confidences, raw values).
    satisfied_by: list[Evidence] = []
    clerk_notes: list[str] = []


class Summary(BaseModel):
    total: int
    by_status: dict[str, int]


class Report(BaseModel):
    checklist: ChecklistInfo
    as_of: date
    verdict: Verdict
    documents: list[dict[str, Any]]
    requirements: list[RequirementResult]
    deficiencies: list[RequirementResult]
    summary: Summary
    notices: list[str] = []
    facts: dict[str, Any] = {}

    def with_requirements(self, requirements: list[RequirementResult], **update: Any) -> Report:
        """This report with `requirements` changed (a clerk's decisions, declared documents):
        the deficiencies, the summary and the verdict recomputed from them, once, here."""
        return self.model_copy(update={**update, **outcome_of(requirements)})


def verdict_of(requirements: list[RequirementResult]) -> Verdict:
    """CONTRACT §5.1: `complete` when nothing is open, `review` when only review items are."""
    open_items = [r for r in requirements if r.status in DEFICIENT]
    if not open_items:
        return "complete"
    return "review" if all(r.status == "review" for r in open_items) else "deficient"


def needs_review(report: Report) -> bool:
    """Whether an open item awaits a clerk's review, whatever the verdict (a `deficient`
    report may have some too): the clerks' queue filters on it."""
    return any(r.status == "review" for r in report.deficiencies)


def outcome_of(requirements: list[RequirementResult]) -> dict[str, Any]:
    """The report fields that follow from its requirements."""
    return {
        "requirements": requirements,
        "deficiencies": [r for r in requirements if r.status in DEFICIENT],
        "summary": Summary(total=len(requirements),
                           by_status=dict(Counter(r.status for r in requirements))),
        "verdict": verdict_of(requirements),
    }
