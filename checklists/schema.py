"""The law as data: strict pydantic models for law files and checklist files.

One folder per law under `checklists/laws/<municipio>/<numero-ano>/` with `law.yaml`
(title, in-force window, notices) and the law's text `texto.txt`, and one YAML file per
checklist. Every requirement names its `ref` (CONTRACT §5.2), citation, pt-BR title,
the document kinds that satisfy it, and its rules with dated values and citations.
"""

from __future__ import annotations

import re
from datetime import date
from typing import Any, Literal

from pydantic import BaseModel, ConfigDict, field_validator, model_validator
from pydantic import Field as PField

from checklists.rules import Rule
from extractors.kinds import KINDS

REF_RE = re.compile(r"^art\d+[a-z]?(\.(p\d+|pu))?(\.[IVXLC]+)?(\.[a-z])?$")


class Strict(BaseModel):
    model_config = ConfigDict(extra="forbid", populate_by_name=True, defer_build=True)


class Notice(Strict):
    """A pt-BR notice shown on reports whose `as_of` falls in [show_from, show_until]."""

    text: str = PField(min_length=10)
    citation: str = PField(min_length=3)
    show_from: date | None = None
    show_until: date | None = None


class InForce(Strict):
    from_: date = PField(alias="from")
    until: date | None = None  # last day in force, inclusive
    citation: str = PField(min_length=3)
    # pt-BR, shown (and the CLI exits 3) when a check falls after `until`.
    ended_reason: str | None = None

    @model_validator(mode="after")
    def _ordered(self) -> InForce:
        if self.until is not None and self.until < self.from_:
            raise ValueError("in_force.until before in_force.from")
        if self.until is not None and not self.ended_reason:
            raise ValueError("a law with an end date needs ended_reason")
        return self


class Authority(Strict):
    """Who receives the requests under a law, named in its text: the prefeitura and the
    secretaria (pt-BR, as a notice prints them) and where the applicant answers."""

    prefeitura: str = PField(min_length=5)
    secretaria: str = PField(min_length=5)
    where_to_answer: str = PField(min_length=5)
    citation: str = PField(min_length=3)


class Law(Strict):
    id: str = PField(pattern=r"^[a-z0-9-]+/[0-9]+-[0-9]{4}$")
    title: str = PField(min_length=5)
    municipio: str
    uf: str = PField(pattern=r"^[A-Z]{2}$")
    published: date
    text: str = "texto.txt"
    in_force: InForce
    notices: list[Notice] = []
    authority: Authority | None = None


class Condition(Strict):
    """A condition on declared facts: every key of `all` must equal (or be one of) its
    value(s), and at least one key of `any` must (e.g. Olímpia art. 13 VI: children up
    to 3 years old *or* people with disabilities)."""

    all: dict[str, Any] = {}
    any: dict[str, Any] = {}
    citation: str = PField(min_length=3)
    # pt-BR explanation shown when the requirement does not apply.
    otherwise: str = PField(min_length=5)

    @model_validator(mode="after")
    def _something(self) -> Condition:
        if not self.all and not self.any:
            raise ValueError("a condition needs `all` or `any`")
        return self


class Transition(Strict):
    """A window of doubt or transition (e.g. Olímpia art. 40 §2): until `until` (or
    always, when None), a deficient requirement becomes `review` with this text, for
    dossiers whose facts match `when`. Never turns anything into `met`."""

    until: date | None
    citation: str = PField(min_length=3)
    text: str = PField(min_length=10)
    when: dict[str, Any] = {}


class Immediate(Strict):
    """Statuses that no transition softens (Olímpia art. 40, § 1º: an unfit vehicle is
    replaced at once, whatever the documentary deadline of § 2º)."""

    statuses: list[Literal["missing", "expired", "invalid"]] = PField(min_length=1)
    citation: str = PField(min_length=3)
    text: str = PField(min_length=10)


class DocumentSpec(Strict):
    kinds: list[str] = PField(min_length=1)
    count: int = PField(default=1, ge=1)
    # When true every document of these kinds must pass, not only the best `count`
    # (e.g. every vehicle's CRLV in the applicant's name).
    every: bool = False
    # Count distinct items, not files: with `distinct_by: [placa, renavam]` three
    # copies of one CRLV are one vehicle (Mogi art. 7º, IV; issue 13 F2).
    distinct_by: list[str] = []
    # One passing document for each vehicle of the dossier (declared plates, else the
    # CRLVs): "os veículos cadastrados serem vistoriados" (Mogi art. 12, § 2º).
    per_vehicle: bool = False

    @field_validator("kinds")
    @classmethod
    def _known(cls, v: list[str]) -> list[str]:
        unknown = [k for k in v if k not in KINDS]
        if unknown:
            raise ValueError(f"unknown document kind(s): {unknown}")
        return v


class Requirement(Strict):
    ref: str
    citation: str = PField(min_length=3)
    title: str = PField(min_length=5)
    section: str = PField(min_length=3)
    what_to_bring: str = PField(min_length=5)
    documents: DocumentSpec
    when: list[Condition] = []
    rules: list[Rule] = []
    transitions: list[Transition] = []
    immediate: Immediate | None = None
    # A plain-words statement of the requirement when the rules do not say it all.
    rule_text: str | None = None

    @field_validator("ref")
    @classmethod
    def _ref_grammar(cls, v: str) -> str:
        if not REF_RE.match(v):
            raise ValueError(f"ref {v!r} does not follow CONTRACT §5.2")
        return v


class Checklist(Strict):
    id: str = PField(pattern=r"^[a-z0-9-]+/[0-9]+-[0-9]{4}/[a-z0-9-]+$")
    law: str
    title: str = PField(min_length=5)
    scope: str = PField(min_length=3)  # the articles the checklist covers, e.g. "arts. 5º a 13"
    confidence_threshold: float = PField(default=0.8, gt=0, lt=1)
    transitions: list[Transition] = []
    requirements: list[Requirement] = PField(min_length=1)

    @model_validator(mode="before")
    @classmethod
    def _drop_anchors(cls, data: Any) -> Any:
        # Top-level `x-…` keys only hold YAML anchors shared by requirements.
        if isinstance(data, dict):
            return {k: v for k, v in data.items() if not str(k).startswith("x-")}
        return data

    @model_validator(mode="after")
    def _law_prefix(self) -> Checklist:
        if not self.id.startswith(self.law + "/"):
            raise ValueError("checklist id must start with its law id")
        return self
