"""What every rule shares: dated parameters, the evaluation context, and outcomes.

A rule is a pure function of (its parameters in force at `as_of`, one candidate
document, the context) to an `Outcome`. Parameters are dated like OpenFisca's: each
rule lists values with the date from which they apply and the citation they come from.
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass, field
from datetime import date
from functools import lru_cache
from typing import Any, Literal

from pydantic import BaseModel, ConfigDict
from pydantic import Field as PField

from checklists.facts import Facts
from checklists.report import ReadValue
from extractors import names
from extractors.models import Extraction

OutcomeStatus = Literal["met", "review", "expired", "invalid"]
# Worst first; a document's outcome is the worst of its rules' outcomes.
RANK: dict[str, int] = {"met": 0, "review": 1, "expired": 2, "invalid": 3}


class DatedParams(BaseModel):
    """One dated value of a rule's parameters, with the provision it comes from."""

    model_config = ConfigDict(extra="forbid", populate_by_name=True)

    from_: date = PField(alias="from")
    citation: str = PField(min_length=3)


@dataclass
class Outcome:
    """One rule's verdict on one document."""

    status: OutcomeStatus = "met"
    reasons: list[str] = field(default_factory=list)
    expires_on: date | None = None
    read: list[ReadValue] = field(default_factory=list)

    def worsen(self, status: OutcomeStatus, reason: str) -> None:
        if RANK[status] > RANK[self.status]:
            self.status = status
        self.reasons.append(reason)

    def expire_at(self, day: date | None) -> None:
        if day is not None and (self.expires_on is None or day < self.expires_on):
            self.expires_on = day

    def merge(self, other: Outcome) -> None:
        if RANK[other.status] > RANK[self.status]:
            self.status = other.status
        self.reasons.extend(other.reasons)
        self.expire_at(other.expires_on)
        self.read.extend(other.read)


@dataclass(frozen=True)
class Parties:
    """Who the dossier is about, from the facts or, failing them, from the documents."""

    applicant_documents: tuple[str, ...]  # CPF/CNPJ of the applicant (normalised)
    applicant_names: tuple[str, ...]
    partner_documents: tuple[str, ...]  # CPFs of the company's partners
    partner_names: tuple[str, ...]
    auxiliar_documents: tuple[str, ...]
    auxiliar_names: tuple[str, ...]
    employer_documents: tuple[str, ...]
    plates: tuple[str, ...]  # the dossier's vehicles (facts, else CRLVs)
    notes: tuple[str, ...] = ()  # pt-BR remarks on how parties were derived
    conflicts: tuple[str, ...] = ()  # pt-BR: documents disagreeing about the applicant


@dataclass(frozen=True)
class Context:
    """Everything a rule may look at besides its own document. Pure data, no clock."""

    as_of: date
    facts: Facts
    extractions: Sequence[Extraction]
    parties: Parties
    confidence_threshold: float
    municipio: str
    uf: str


# Folding (accents, case) is the engine's hot spot when revalidating thousands of
# dossiers; the same labels and values recur, so cache it.
fold = lru_cache(maxsize=8192)(names.fold)


class Absent:
    """Marker for a field the document does not show."""


ABSENT = Absent()


def read_field(doc: Extraction, name: str, ctx: Context, out: Outcome, label: str) -> Any:
    """The value of `name` on `doc`, recording evidence; ABSENT when not usable.

    Records `review` when the field is missing or below the confidence threshold and
    `invalid` when its check digit failed: never let such a value make a rule `met`.
    """
    f = doc.fields.get(name)
    if f is None or f.value is None or f.value == "" or f.value == []:
        out.worsen("review", f"{label} não encontrado(a) em {doc.file}.")
        return ABSENT
    out.read.append(
        ReadValue(document=doc.file, field=name, value=f.value, confidence=f.confidence,
                  page=f.page, bbox=f.bbox)
    )
    if f.valid is False:
        out.worsen("invalid", f"{label} lido(a) em {doc.file} ({f.value}) tem dígito verificador "
                              "ou formato inválido.")
        return ABSENT
    if f.confidence < ctx.confidence_threshold:
        out.worsen(
            "review",
            f"{label} lido(a) em {doc.file} ({fmt_value(f.value)}) com confiança "
            f"{f.confidence:.2f}, abaixo do mínimo {ctx.confidence_threshold:.2f}: conferir.",
        )
        return ABSENT
    return f.value


def read_date(doc: Extraction, name: str, ctx: Context, out: Outcome, label: str) -> date | None:
    value = read_field(doc, name, ctx, out, label)
    if value is ABSENT:
        return None
    try:
        return date.fromisoformat(str(value))
    except ValueError:
        out.worsen("review", f"{label} em {doc.file} não é uma data válida: {value!r}.")
        return None


def fmt_date(d: date | None) -> str:
    return "—" if d is None else d.strftime("%d/%m/%Y")


def fmt_money(value: Any) -> str:
    from decimal import Decimal, InvalidOperation

    try:
        q = Decimal(str(value)).quantize(Decimal("0.01"))
    except (InvalidOperation, ValueError):
        return str(value)
    whole, cents = f"{q:.2f}".split(".")
    sign = "-" if whole.startswith("-") else ""
    whole = whole.lstrip("-")
    groups = []
    while whole:
        groups.insert(0, whole[-3:])
        whole = whole[:-3]
    return f"R$ {sign}{'.'.join(groups) or '0'},{cents}"


def fmt_value(value: Any) -> str:
    if isinstance(value, str):
        try:
            return fmt_date(date.fromisoformat(value))
        except ValueError:
            return value
    return str(value)
