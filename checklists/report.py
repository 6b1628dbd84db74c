"""The report `checklists` produces: CONTRACT §5.1, plus fields people need.

The JSON keeps every key of §5.1 exactly; the extensions (`section`, `rule_text`,
`what_to_bring`, `read`, `summary`, `notices`) are additions a clerk's screen and
the HTML/text reports use.
"""

from __future__ import annotations

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
