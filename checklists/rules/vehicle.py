"""Vehicle rules: age of manufacture, plates across documents, and ownership."""

from __future__ import annotations

from datetime import date, timedelta
from typing import Literal

from pydantic import BaseModel, ConfigDict
from pydantic import Field as PField

from checklists.rules.base import (
    ABSENT,
    Context,
    DatedParams,
    Outcome,
    fmt_document,
    fmt_placa,
    fold,
    read_field,
)
from checklists.rules.identity import party_match
from checklists.rules.rulebase import RuleBase
from core.formats import fmt_date
from extractors import ids
from extractors.models import Extraction


class Grace(BaseModel):
    """A transitional tolerance (e.g. Olímpia art. 40, I): older vehicles allowed until
    `until` when a document of `requires_kind` shows `requires_value`."""

    model_config = ConfigDict(extra="forbid", defer_build=True)

    until: date  # last day of the grace, inclusive
    citation: str = PField(min_length=3)
    requires_kind: str
    requires_field: str = "resultado"
    requires_value: str
    # Olímpia art. 40, I is for the vehicles of operators already in service, approved
    # in the DETRAN's inspection of that very vehicle (issue 13 F3): the declared facts
    # the grace needs, and words the inspection's issuer must show.
    requires_facts: dict[str, object] = {}
    requires_issuer: list[str] = []


class VehicleAgeParams(DatedParams):
    max_years: int = PField(gt=0)
    # calendar_year: "máximo de N anos de fabricação" = as_of.year − ano_fabricacao ≤ N.
    # from_dec31: whole years counted from 31 December of the year of manufacture
    # (Patrocínio 5.174/2020 art. 10 p.u. I).
    method: Literal["calendar_year", "from_dec31"] = "calendar_year"
    grace: Grace | None = None


def _whole_years(start: date, end: date) -> int:
    years = end.year - start.year
    if (end.month, end.day) < (start.month, start.day):
        years -= 1
    return years


class VehicleAge(RuleBase[VehicleAgeParams]):
    """The vehicle is not older than the law allows."""

    type: Literal["vehicle_age"]

    def describe(self, p: VehicleAgeParams) -> str:
        if p.method == "from_dec31":
            return (f"no máximo {p.max_years} anos de uso, contados de 31 de dezembro do ano de "
                    f"fabricação ({p.citation})")
        return f"no máximo {p.max_years} anos de fabricação ({p.citation})"

    def check(self, p: VehicleAgeParams, doc: Extraction, ctx: Context) -> Outcome:
        out = Outcome()
        value = read_field(doc, "ano_fabricacao", ctx, out, "ano de fabricação")
        if value is ABSENT:
            return out
        try:
            year = int(str(value))
        except ValueError:
            out.worsen("review", f"{doc.file}: ano de fabricação ilegível ({value}).")
            return out
        if p.method == "from_dec31":
            focal = date(year, 12, 31)
            age = _whole_years(focal, ctx.as_of) if ctx.as_of >= focal else 0
            first_bad = date(year + p.max_years + 1, 12, 31)
            desc = f"{age} anos completos desde 31/12/{year}"
        else:
            age = ctx.as_of.year - year
            first_bad = date(year + p.max_years + 1, 1, 1)
            desc = f"{age} anos de fabricação ({ctx.as_of.year} − {year})"
        if ctx.as_of < first_bad:
            out.expire_at(first_bad)
            out.reasons.append(f"{doc.file}: fabricação {year}, {desc}; máximo {p.max_years} "
                               f"({p.citation}).")
            out.checks.append(("valor", f"fabricação {year}, {desc}; máximo {p.max_years}"))
            return out
        g = p.grace
        facts_ok = g is not None and all(ctx.facts.get(k) == v for k, v in g.requires_facts.items())
        if g and ctx.as_of <= g.until and not facts_ok:
            out.worsen("invalid", f"{doc.file}: fabricação {year}, {desc}; a lei admite no máximo "
                                  f"{p.max_years} ({p.citation}). O prazo de transição até "
                                  f"{fmt_date(g.until)} ({g.citation}) vale só para veículos de "
                                  "prestadores já em atividade antes da lei.")
            return out
        if g and ctx.as_of <= g.until:
            plate = doc.value("placa")
            proof = [
                e for e in ctx.extractions
                if e.kind == g.requires_kind
                and str(e.value(g.requires_field) or "").lower() == g.requires_value
                # The inspection must be of this very vehicle: its plate printed and equal.
                and plate and e.value("placa") and ids.same_placa(str(plate), str(e.value("placa")))
                and (not g.requires_issuer or any(
                    fold(w) in fold(str(e.value("orgao_emissor") or "")) for w in g.requires_issuer))
            ]
            if proof:
                out.expire_at(g.until + timedelta(days=1))
                out.reasons.append(
                    f"{doc.file}: fabricação {year}, {desc}, acima do máximo de {p.max_years} "
                    f"anos, mas aprovado na vistoria do DETRAN ({proof[0].file}): prazo de "
                    f"transição até "
                    f"{fmt_date(g.until)} ({g.citation}).")
                return out
            out.worsen("invalid", f"{doc.file}: fabricação {year}, {desc}, acima do máximo de "
                                  f"{p.max_years} anos ({p.citation}); o prazo de transição até "
                                  f"{fmt_date(g.until)} ({g.citation}) exige "
                                  "aprovação do veículo na vistoria do DETRAN, que não foi "
                                  "apresentada.")
            return out
        out.worsen("invalid", f"{doc.file}: fabricação {year}, {desc}; a lei admite no máximo "
                              f"{p.max_years} ({p.citation}).")
        return out


class PlatesParams(DatedParams):
    field: Literal["placa", "placas"] = "placa"
    required: bool = True


class PlatesMatch(RuleBase[PlatesParams]):
    """The document's plate is one of the dossier's vehicles (old plates converted)."""

    type: Literal["plates_match"]

    def describe(self, p: PlatesParams) -> str:
        return f"placa do documento igual à do veículo do pedido ({p.citation})"

    def check(self, p: PlatesParams, doc: Extraction, ctx: Context) -> Outcome:
        out = Outcome()
        if p.field not in doc.fields and not p.required:
            return out
        value = read_field(doc, p.field, ctx, out, "placa")
        if value is ABSENT:
            return out
        plates = value if isinstance(value, list) else [value]
        if not ctx.parties.plates:
            out.worsen("review", "não há placa declarada no pedido nem CRLV para comparar "
                                 f"com {doc.file}.")
            return out
        if any(ids.same_placa(a, b) for a in plates for b in ctx.parties.plates):
            shown = ", ".join(fmt_placa(x) for x in plates)
            out.reasons.append(f"{doc.file}: placa {shown} confere.")
            out.checks.append(("valor", f"placa {shown}, a do veículo do pedido"))
        else:
            out.worsen("invalid", f"{doc.file}: placa {', '.join(fmt_placa(x) for x in plates)} "
                                  "não confere com o veículo do pedido "
                                  f"({', '.join(fmt_placa(x) for x in ctx.parties.plates)}).")
        return out


CONTRACT_PT = {"locacao": "locação", "comodato": "comodato", "arrendamento": "arrendamento",
               "trabalho": "trabalho", "prestacao_servico": "prestação de serviço"}


def _contracts_pt(kinds: list[str]) -> str:
    words = [CONTRACT_PT.get(k, k) for k in kinds]
    return words[0] if len(words) == 1 else f"{', '.join(words[:-1])} ou {words[-1]}"


class OwnerParams(DatedParams):
    field: str = "proprietario_documento"
    # A third-party vehicle is accepted when the facts declare it and a contract of one
    # of these types, taken by the applicant, is present (Olímpia art. 12).
    third_party_contracts: list[str] = []


class VehicleOwner(RuleBase[OwnerParams]):
    """The vehicle is registered in the applicant's name (or under an accepted contract)."""

    type: Literal["vehicle_owner"]

    def describe(self, p: OwnerParams) -> str:
        text = "veículo em nome do requerente"
        if p.third_party_contracts:
            text += f" ou de terceiro com contrato de {_contracts_pt(p.third_party_contracts)}"
        return f"{text} ({p.citation})"

    def check(self, p: OwnerParams, doc: Extraction, ctx: Context) -> Outcome:
        out = Outcome()
        owner = read_field(doc, p.field, ctx, out, "CPF/CNPJ do proprietário")
        if owner is ABSENT:
            return out
        verdict = party_match(str(owner), ["applicant"], ctx, cnpj_root=False)
        if verdict is None:
            out.worsen("review", "não foi possível identificar o requerente para comparar com o "
                                 f"proprietário de {doc.file}.")
            return out
        if verdict:
            out.reasons.append(f"{doc.file}: veículo em nome do requerente "
                               f"({fmt_document(owner)}).")
            out.checks.append(("titular", f"veículo em nome do requerente ({fmt_document(owner)})"))
            return out
        if p.third_party_contracts and ctx.facts.veiculo_em_nome_de_terceiro:
            plate = doc.value("placa")
            for c in ctx.extractions:
                if c.kind != "contrato" or c.value("tipo") not in p.third_party_contracts:
                    continue
                if plate and c.value("placa") and not ids.same_placa(str(plate), str(c.value("placa"))):
                    continue
                taker = c.value("contratante_documento")
                if taker and party_match(str(taker), ["applicant"], ctx, cnpj_root=False):
                    text = (f"veículo de terceiro ({fmt_document(owner)}) com contrato de "
                            f"{CONTRACT_PT.get(str(c.value('tipo')), c.value('tipo'))} ({c.file})")
                    out.reasons.append(f"{doc.file}: {text} ({p.citation}).")
                    out.checks.append(("titular", text))
                    return out
            out.worsen("invalid", f"{doc.file}: veículo em nome de terceiro "
                                  f"({fmt_document(owner)}) sem contrato de "
                                  f"{_contracts_pt(p.third_party_contracts)} em nome do "
                                  f"requerente ({p.citation}).")
            return out
        out.worsen("invalid", f"{doc.file}: veículo em nome de {fmt_document(owner)}, não do "
                              "requerente "
                              f"({', '.join(fmt_document(d) for d in ctx.parties.applicant_documents)}) "
                              f"({p.citation}).")
        return out
