"""What every rule shares: dated parameters, the evaluation context, and outcomes.

A rule is a pure function of (its parameters in force at `as_of`, one candidate
document, the context) to an `Outcome`. Parameters are dated like OpenFisca's: each
rule lists values with the date from which they apply and the citation they come from.
"""

from __future__ import annotations

import re
from collections.abc import Sequence
from dataclasses import dataclass, field
from datetime import date
from functools import lru_cache
from typing import Any, Literal

from pydantic import BaseModel, ConfigDict
from pydantic import Field as PField

from checklists.facts import Facts
from checklists.report import CheckWhat, ReadValue
from core.formats import fmt_cnpj, fmt_cpf, fmt_date, fmt_money
from core.formats import fmt_placa as core_fmt_placa
from extractors import ids, names
from extractors.models import Extraction

OutcomeStatus = Literal["met", "review", "expired", "invalid"]
# Worst first; a document's outcome is the worst of its rules' outcomes.
RANK: dict[str, int] = {"met": 0, "review": 1, "expired": 2, "invalid": 3}


class DatedParams(BaseModel):
    """One dated value of a rule's parameters, with the provision it comes from."""

    model_config = ConfigDict(extra="forbid", populate_by_name=True, defer_build=True)

    from_: date = PField(alias="from")
    citation: str = PField(min_length=3)


@dataclass
class Outcome:
    """One rule's verdict on one document."""

    status: OutcomeStatus = "met"
    reasons: list[str] = field(default_factory=list)
    expires_on: date | None = None
    read: list[ReadValue] = field(default_factory=list)
    # What only a clerk reads (confidences, raw values): never shown to the applicant
    # (issue 14).
    clerk: list[str] = field(default_factory=list)
    # Per rule, what was checked on a document that passed: (what, text) pairs, e.g.
    # ("titular", "CNPJ 11.444.777/0001-61 é o do requerente") (issue 13, part 3).
    checks: list[tuple[CheckWhat, str]] = field(default_factory=list)
    # Other documents of the dossier this rule relied on (each partner's own RG).
    used: list[str] = field(default_factory=list)

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
        self.clerk.extend(other.clerk)
        self.checks.extend(other.checks)
        self.used.extend(u for u in other.used if u not in self.used)


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
    # Each partner as the contrato social lists them: (CPF or None, name or None).
    partners: tuple[tuple[str | None, str | None], ...] = ()


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
    `label` names the field in words ("validade", "CPF/CNPJ do titular"). The confidence
    goes to the clerk's notes only (issue 14).
    """
    f = doc.fields.get(name)
    if f is None or f.value is None or f.value == "" or f.value == []:
        out.worsen("review", f"{doc.file}: não foi possível ler o campo “{label}”.")
        return ABSENT
    out.read.append(
        ReadValue(document=doc.file, field=name, value=f.value, confidence=f.confidence,
                  page=f.page, bbox=f.bbox)
    )
    if f.valid is False:
        out.worsen("invalid", f"{doc.file}: o campo “{label}” (“{fmt_value(f.value)}”) tem "
                              "dígito verificador ou formato inválido.")
        return ABSENT
    if f.confidence < ctx.confidence_threshold:
        out.worsen("review", f"{doc.file}: a leitura do campo “{label}” (“{fmt_value(f.value)}”) "
                             "é incerta; o servidor confere no documento.")
        out.clerk.append(f"{doc.file}: {name} lido com confiança {f.confidence:.2f} "
                         f"(mínimo {ctx.confidence_threshold:.2f}).")
        return ABSENT
    return f.value


def read_date(doc: Extraction, name: str, ctx: Context, out: Outcome, label: str) -> date | None:
    value = read_field(doc, name, ctx, out, label)
    if value is ABSENT:
        return None
    try:
        return date.fromisoformat(str(value))
    except ValueError:
        out.worsen("review", f"{doc.file}: o campo “{label}” não traz uma data válida ({value}).")
        return None


def fmt_document(value: Any) -> str:
    """A CPF or CNPJ with its mask; anything else as it is."""
    n = ids.normalize_document(str(value))
    if n is None:
        return str(value)
    return fmt_cpf(n) if len(n) == 11 else fmt_cnpj(n)


def fmt_placa(value: Any) -> str:
    """A plate as people write it: ABC-1234 (old form) or ABC1D23 (Mercosul)."""
    p = ids.normalize_placa(str(value))
    return str(value) if p is None else core_fmt_placa(p)


def fmt_value(value: Any) -> str:
    """A read value for people: dates dd/mm/aaaa, CPF/CNPJ masked, plates formatted."""
    if isinstance(value, bool):
        return "sim" if value else "não"
    if isinstance(value, list):
        return ", ".join(fmt_value(v) for v in value)
    if isinstance(value, dict):
        return ", ".join(fmt_value(v) for v in value.values() if v not in (None, ""))
    if isinstance(value, str):
        try:
            return fmt_date(date.fromisoformat(value))
        except ValueError:
            pass
        if re.fullmatch(r"-?\d+\.\d{2}", value):  # money as CONTRACT §4 normalises it
            return fmt_money(value)
        if ids.normalize_document(value) is not None and value.isalnum():
            return fmt_document(value)
        if ids.normalize_placa(value) is not None and value.isalnum() and len(value) == 7:
            return fmt_placa(value)
        return value
    return str(value)


_UF_RE = re.compile(
    r"\b(?:DETRAN|CET|SSP|SEFAZ|TJ|PC|POLICIA CIVIL)\W{0,3}(AC|AL|AP|AM|BA|CE|DF|ES|GO|MA|MT|MS|MG|"
    r"PA|PB|PR|PE|PI|RJ|RN|RS|RO|RR|SC|SP|SE|TO)\b")
_CITY_RE = re.compile(
    r"\b(?:PREFEITURA|MUNICIPIO|CAMARA)\b.*?\b(?:DE|DA|DO)\s+(?:ESTANCIA\s+\w+\s+DE\s+)?(.+)$")


def issuer_place(doc: Extraction, ctx: Context) -> tuple[str | None, str | None]:
    """(município, UF) settled by the issuer when the document prints only that (CONTRACT
    §4: the prefeitura of Olímpia issued it → município Olímpia; DETRAN-SP → UF SP)."""
    issuer = fold(str(doc.value("orgao_emissor") or ""))
    if not issuer:
        return None, None
    uf_m = _UF_RE.search(issuer)
    uf = uf_m.group(1) if uf_m else None
    city = None
    municipal = any(w in issuer.split() for w in ("PREFEITURA", "MUNICIPIO", "MUNICIPAL"))
    if uf is None and not municipal:
        # a state body printed in full names its state ("SECRETARIA DE ESTADO DE FAZENDA
        # DE MINAS GERAIS" → MG; issue 12, round 6); a city's name may hold a state's
        # ("ESPÍRITO SANTO DO PINHAL"), so a municipal issuer never settles the UF this way
        # imported here: the issuer vocabulary and its matcher are no part of the light
        # commands' start-up (issue 15)
        from extractors.issuers import state_in

        uf = state_in(issuer)
    if municipal:
        if fold(ctx.municipio) in issuer:
            city, uf = ctx.municipio, uf or ctx.uf
        else:
            m = _CITY_RE.search(issuer)
            city = m.group(1).strip() if m else None
    return city, uf
