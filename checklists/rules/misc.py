"""Rules on what a document is about, on numbers it prints, and what only a clerk can
see.

- `subject`: a declaração (or contrato, requerimento…) is about a topic, recognised
  from its title and body in the words of checklists/data/assuntos.yaml (issue 13 A).
- `number`: a number the document prints is within bounds (CRLV lotação, the amount
  paid); absent → `review`.
- `manual`: what no rule can check (an S.A.'s election of administrators, an alvará
  being the original): `review` with the reason, never `met` (issue 13 F4, F12).
"""

from __future__ import annotations

import re
from decimal import Decimal, InvalidOperation
from typing import Literal

from pydantic import Field as PField
from pydantic import field_validator

from checklists import refdata
from checklists.rules.base import ABSENT, Context, DatedParams, Outcome, read_field
from checklists.rules.rulebase import RuleBase
from core.formats import fmt_money
from extractors.models import Extraction


class SubjectParams(DatedParams):
    topic: str
    title_field: str = "assunto"
    body_field: str = "texto"

    @field_validator("topic")
    @classmethod
    def _known(cls, v: str) -> str:
        if v not in refdata.topics():
            raise ValueError(f"unknown topic {v!r} (checklists/data/assuntos.yaml)")
        return v


class Subject(RuleBase[SubjectParams]):
    """The document is about the topic: its title says so, or a title that names no
    other topic over a body that does."""

    type: Literal["subject"]

    def describe(self, p: SubjectParams) -> str:
        return f"documento sobre {refdata.topics()[p.topic].about} ({p.citation})"

    def check(self, p: SubjectParams, doc: Extraction, ctx: Context) -> Outcome:
        out = Outcome()
        about = refdata.topics()[p.topic].about
        title = read_field(doc, p.title_field, ctx, out, "título")
        if title is ABSENT:
            return out
        body = doc.value(p.body_field)
        if refdata.mentions(p.topic, str(title)):
            text = f"“{title}” trata de {about}"
        else:
            others = [t for t in refdata.topics() if t != p.topic
                      and refdata.mentions(t, str(title))]
            if others or not refdata.mentions(p.topic, str(body) if body else None):
                out.worsen("invalid", f"{doc.file}: “{title}” não trata de {about} "
                                      f"({p.citation}).")
                return out
            text = f"o texto de “{title}” trata de {about}"
        out.reasons.append(f"{doc.file}: {text}.")
        out.checks.append(("valor", text))
        return out


def _number(value: object) -> Decimal | None:
    text = str(value).strip()
    if re.fullmatch(r"-?\d+(\.\d+)?", text):
        return Decimal(text)
    digits = re.sub(r"\D", "", text)  # "05P" (lotação) → 5
    try:
        return Decimal(digits) if digits else None
    except InvalidOperation:
        return None


class NumberParams(DatedParams):
    field: str
    label: str = PField(min_length=2)
    min: Decimal | None = None
    max: Decimal | None = None
    unit: Literal["reais", "pessoas", "unidades"] = "unidades"


def _fmt(n: Decimal, unit: str) -> str:
    if unit == "reais":
        return fmt_money(n)
    whole = int(n) if n == int(n) else n
    return f"{whole} {unit}" if unit != "unidades" else str(whole)


class NumberBound(RuleBase[NumberParams]):
    """A number printed on the document is within [min, max]."""

    type: Literal["number"]

    def describe(self, p: NumberParams) -> str:
        if p.min is not None and p.max is not None:
            bound = f"entre {_fmt(p.min, p.unit)} e {_fmt(p.max, p.unit)}"
        elif p.min is not None:
            bound = f"de no mínimo {_fmt(p.min, p.unit)}"
        else:
            assert p.max is not None
            bound = f"de no máximo {_fmt(p.max, p.unit)}"
        return f"{p.label} {bound} ({p.citation})"

    def check(self, p: NumberParams, doc: Extraction, ctx: Context) -> Outcome:
        out = Outcome()
        value = read_field(doc, p.field, ctx, out, p.label)
        if value is ABSENT:
            return out
        n = _number(value)
        if n is None:
            out.worsen("review", f"{doc.file}: {p.label} ilegível ({value}); o servidor confere.")
            return out
        shown = _fmt(n, p.unit)
        if p.min is not None and n < p.min:
            out.worsen("invalid", f"{doc.file}: {p.label} de {shown}, abaixo do mínimo de "
                                  f"{_fmt(p.min, p.unit)} ({p.citation}).")
        elif p.max is not None and n > p.max:
            out.worsen("invalid", f"{doc.file}: {p.label} de {shown}, acima do máximo de "
                                  f"{_fmt(p.max, p.unit)} ({p.citation}).")
        else:
            out.reasons.append(f"{doc.file}: {p.label}: {shown}.")
            out.checks.append(("valor", f"{p.label}: {shown}"))
        return out


class ManualParams(DatedParams):
    # pt-BR: what the clerk must see for himself, told to the applicant as is.
    text: str = PField(min_length=10)


class Manual(RuleBase[ManualParams]):
    """What no rule can read from the documents: always `review`, with the reason."""

    type: Literal["manual"]

    def describe(self, p: ManualParams) -> str:
        return f"{p.text} ({p.citation})"

    def check(self, p: ManualParams, doc: Extraction, ctx: Context) -> Outcome:
        out = Outcome()
        out.worsen("review", f"{doc.file}: {p.text} ({p.citation}).")
        return out
