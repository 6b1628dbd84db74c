"""The common shape of a rule: a `type` tag and dated parameter values."""

from __future__ import annotations

from datetime import date
from typing import Any, ClassVar, Generic, TypeVar

from pydantic import BaseModel, ConfigDict, field_validator

from checklists.rules.base import Context, DatedParams, Outcome
from extractors.models import Extraction

P = TypeVar("P", bound=DatedParams)


class RuleBase(BaseModel, Generic[P]):
    """A rule: its type, and its parameters keyed by effective date (OpenFisca style)."""

    model_config = ConfigDict(extra="forbid", defer_build=True)

    # Kinds whose fields this rule reads; the schema test checks requirements use it
    # only on documents that can carry those fields. Empty means any kind.
    kinds: ClassVar[frozenset[str]] = frozenset()
    values: list[P]
    # The document kinds this rule applies to, when a requirement accepts several kinds
    # whose contents differ (a declaração or a contrato); empty means every kind.
    only_kinds: list[str] = []
    # A selecting rule picks which documents count as candidates (a declaração about
    # the garage is not one about mechanics): a document it rejects is not evidence,
    # and when none is left the requirement is `missing`, not `invalid`.
    select: bool = False

    @field_validator("values")
    @classmethod
    def _sorted_nonempty(cls, v: list[Any]) -> list[Any]:
        if not v:
            raise ValueError("a rule needs at least one dated value")
        dates = [p.from_ for p in v]
        if dates != sorted(dates) or len(set(dates)) != len(dates):
            raise ValueError("dated values must be in strictly increasing `from` order")
        return v

    def params_at(self, as_of: date) -> P | None:
        """The parameters in force at `as_of`, or None before the first value."""
        current = None
        for p in self.values:
            if p.from_ <= as_of:
                current = p
        return current

    def describe(self, p: P) -> str:  # pragma: no cover - every rule overrides
        raise NotImplementedError

    def check(self, p: P, doc: Extraction, ctx: Context) -> Outcome:  # pragma: no cover
        raise NotImplementedError
