"""Content rules: a certificate's result, a field's value, infractions, insurance cover."""

from __future__ import annotations

from datetime import date, timedelta
from decimal import Decimal, InvalidOperation
from typing import Literal

from pydantic import Field as PField

from checklists.rules.base import (
    ABSENT,
    Context,
    DatedParams,
    Outcome,
    fmt_value,
    fold,
    issuer_place,
    read_field,
)
from checklists.rules.rulebase import RuleBase
from checklists.rules.vehicle import CONTRACT_PT
from core.formats import fmt_date, fmt_money
from extractors.models import Extraction

NATUREZA_PT = {"leve": "leve", "media": "média", "grave": "grave", "gravissima": "gravíssima"}
RESULT_PT = {
    "negativa": "negativa",
    "positiva": "positiva",
    "positiva_com_efeitos_de_negativa": "positiva com efeitos de negativa",
}
# The catalog's enum values that are codes, as people write them (issue 14: a reason
# read "tipo de contrato: “prestacao_servico”"); matching still uses the codes.
ENUM_PT = {**RESULT_PT, **CONTRACT_PT}


class ResultParams(DatedParams):
    # Where the law asks for regularity, a "positiva com efeitos de negativa" meets it;
    # where it asks for a "certidão negativa" of criminal records, only `negativa` does.
    accepted: list[Literal["negativa", "positiva_com_efeitos_de_negativa"]] = PField(min_length=1)
    # What the law asks for when the certificate is positive (e.g. Olímpia arts. 9º, IX
    # and 11, VI: the certidão de objeto e pé of each case), told to the applicant.
    on_positive: str | None = None


class CertificateResult(RuleBase[ResultParams]):
    """The certificate's result is one the law accepts; `positiva` is invalid."""

    type: Literal["certificate_result"]

    def describe(self, p: ResultParams) -> str:
        return f"certidão {' ou '.join(RESULT_PT[a] for a in p.accepted)} ({p.citation})"

    def check(self, p: ResultParams, doc: Extraction, ctx: Context) -> Outcome:
        out = Outcome()
        value = read_field(doc, "resultado", ctx, out, "resultado da certidão")
        if value is ABSENT:
            return out
        if not isinstance(value, str):  # a hand-written extraction may hold anything
            out.worsen("review", f"{doc.file}: resultado da certidão ilegível "
                                 f"({fmt_value(value)}): conferir.")
            return out
        if value in p.accepted:
            out.reasons.append(f"{doc.file}: certidão {RESULT_PT.get(value, value)}.")
            out.checks.append(("valor", f"certidão {RESULT_PT.get(value, value)}"))
        else:
            bring = f" {p.on_positive}" if p.on_positive and value == "positiva" else ""
            out.worsen("invalid", f"{doc.file}: certidão {RESULT_PT.get(value, value)}; exige-se "
                                  f"{' ou '.join(RESULT_PT[a] for a in p.accepted)} "
                                  f"({p.citation}).{bring}")
        return out


class FieldInParams(DatedParams):
    field: str
    label: str = PField(min_length=2)  # pt-BR name of the field for reasons
    allowed: list[str] = PField(min_length=1)
    match: Literal["equals", "contains"] = "equals"
    # How a person is told what is expected ("ônibus, micro-ônibus ou rodoviário"):
    # the matched words are data for the machine, never shown (issue 14).
    says: str | None = None

    def expected_pt(self) -> str:
        return self.says or " ou ".join(self.allowed)


class FieldIn(RuleBase[FieldInParams]):
    """A field's value is one of the allowed ones (e.g. laudo `aprovado`, CNPJ `ATIVA`)."""

    type: Literal["field_in"]

    def describe(self, p: FieldInParams) -> str:
        return f"{p.label}: {p.expected_pt()} ({p.citation})"

    def check(self, p: FieldInParams, doc: Extraction, ctx: Context) -> Outcome:
        out = Outcome()
        if p.field == "uf" and "uf" not in doc.fields and doc.value("orgao_emissor"):
            # Only the issuer is printed: DETRAN-SP settles the UF (CONTRACT §4).
            value = issuer_place(doc, ctx)[1]
            if value is None:
                out.worsen("review", f"{doc.file}: a UF não está impressa e o órgão emissor "
                                     f"({doc.value('orgao_emissor')}) não a indica; o servidor "
                                     "confere.")
                return out
        else:
            value = read_field(doc, p.field, ctx, out, p.label)
        if value is ABSENT:
            return out
        folded = fold(str(value))
        wanted = [fold(a) for a in p.allowed]
        ok = folded in wanted if p.match == "equals" else any(w in folded for w in wanted)
        # The value as printed on the document, in quotes: the applicant's paper speaking.
        shown = f"“{ENUM_PT.get(str(value), fmt_value(value))}”"
        if ok:
            out.reasons.append(f"{doc.file}: {p.label}: {shown}.")
            out.checks.append(("valor", f"{p.label}: {shown}"))
        else:
            out.worsen("invalid", f"{doc.file}: {p.label}: {shown}; exige-se "
                                  f"{p.expected_pt()} ({p.citation}).")
        return out


class InfractionsParams(DatedParams):
    months: int = PField(gt=0)
    forbidden: list[Literal["leve", "media", "grave", "gravissima"]] = PField(min_length=1)
    # "reincidente em infrações médias": this many médias in the window is a failure.
    max_medias: int | None = None


def _months_back(d: date, months: int) -> date:
    y, m = divmod(d.month - 1 - months, 12)
    year, month = d.year + y, m + 1
    for day in (d.day, 30, 29, 28):
        try:
            return date(year, month, day)
        except ValueError:
            continue
    raise AssertionError("unreachable")


class Infractions(RuleBase[InfractionsParams]):
    """No forbidden infraction in the last N months of the driver's record."""

    type: Literal["infractions"]

    def describe(self, p: InfractionsParams) -> str:
        text = (f"nenhuma infração {' ou '.join(NATUREZA_PT[n] for n in p.forbidden)} nos "
                f"últimos {p.months} meses")
        if p.max_medias:
            text += f", nem {p.max_medias} ou mais infrações médias"
        return f"{text} ({p.citation})"

    def check(self, p: InfractionsParams, doc: Extraction, ctx: Context) -> Outcome:
        out = Outcome()
        raw = doc.fields.get("infracoes")
        if raw is not None and raw.value == [] and raw.confidence >= ctx.confidence_threshold:
            # An empty list is the certificate saying there are none (CONTRACT §4).
            out.reasons.append(f"{doc.file}: nenhuma infração registrada.")
            out.checks.append(("valor", "nenhuma infração registrada"))
            return out
        value = read_field(doc, "infracoes", ctx, out, "lista de infrações")
        if value is ABSENT:
            return out
        start = _months_back(ctx.as_of, p.months)
        recent, medias = [], 0
        for item in value:
            try:
                when = date.fromisoformat(str(item.get("data")))
            except (ValueError, AttributeError):
                out.worsen("review", f"{doc.file}: há uma infração com data ilegível; o "
                                     "servidor confere.")
                continue
            if when <= start or when > ctx.as_of:
                continue
            nature = item.get("natureza")
            if nature in p.forbidden:
                recent.append(f"{NATUREZA_PT.get(nature, nature)} em {fmt_date(when)}")
            if nature == "media":
                medias += 1
        if recent:
            out.worsen("invalid", f"{doc.file}: infração {', '.join(recent)} nos últimos "
                                  f"{p.months} meses ({p.citation}).")
        elif p.max_medias and medias >= p.max_medias:
            out.worsen("invalid", f"{doc.file}: {medias} infrações médias nos últimos "
                                  f"{p.months} meses (reincidência) ({p.citation}).")
        else:
            text = f"nenhuma infração impeditiva desde {fmt_date(start + timedelta(days=1))}"
            out.reasons.append(f"{doc.file}: {text}.")
            out.checks.append(("valor", text))
        return out


class CoverageParams(DatedParams):
    min_amount: Decimal = PField(gt=0)
    # A coverage whose `tipo` contains any of these words counts (accent-insensitive).
    keywords: list[str] = PField(min_length=1)
    label: str = PField(min_length=3)
    # When the policy itself is of this ramo (its `ramo` or title says e.g. "Acidentes
    # Pessoais de Passageiros"), every coverage it lists is of this type: "morte
    # acidental", "invalidez permanente por acidente" are the APP coverages.
    policy_keywords: list[str] = []


class MinCoverage(RuleBase[CoverageParams]):
    """The policy has a coverage of the required type of at least the minimum amount."""

    type: Literal["min_coverage"]

    def describe(self, p: CoverageParams) -> str:
        if p.min_amount <= Decimal("0.01"):  # the law sets no amount: the cover must exist
            return f"cobertura de {p.label} ({p.citation})"
        return f"cobertura de {p.label} de no mínimo {fmt_money(p.min_amount)} ({p.citation})"

    def check(self, p: CoverageParams, doc: Extraction, ctx: Context) -> Outcome:
        out = Outcome()
        value = read_field(doc, "coberturas", ctx, out, "coberturas da apólice")
        if value is ABSENT:
            return out
        best: Decimal | None = None
        ramo = " ".join(str(doc.value(f) or "") for f in ("ramo", "assunto", "titulo"))
        whole_policy = any(fold(k) in fold(ramo) for k in p.policy_keywords)
        for cov in value if isinstance(value, list) else []:
            if not isinstance(cov, dict):
                continue
            tipo = fold(str(cov.get("tipo", "")))
            if not whole_policy and not any(fold(k) in tipo for k in p.keywords):
                continue
            try:
                amount = Decimal(str(cov.get("valor")))
            except (InvalidOperation, ValueError):
                continue
            best = amount if best is None or amount > best else best
        if best is None:
            out.worsen("invalid", f"{doc.file}: a apólice não traz cobertura de {p.label} "
                                  f"({p.citation}).")
        elif best < p.min_amount:
            out.worsen("invalid", f"{doc.file}: cobertura de {p.label} de {fmt_money(best)}, abaixo "
                                  f"do mínimo de {fmt_money(p.min_amount)} ({p.citation}).")
        else:
            out.reasons.append(f"{doc.file}: cobertura de {p.label} de {fmt_money(best)}.")
            out.checks.append(("valor", f"cobertura de {p.label} de {fmt_money(best)}"))
        return out
