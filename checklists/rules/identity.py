"""Identity across documents: the holder of each document is the right person/company."""

from __future__ import annotations

from collections.abc import Iterable
from typing import Literal

from pydantic import Field as PField

from checklists.rules.base import ABSENT, Context, DatedParams, Outcome, read_field
from checklists.rules.rulebase import RuleBase
from extractors import ids, names
from extractors.models import Extraction

Role = Literal["applicant", "partner", "auxiliar", "employer"]
ROLE_OF = {
    "applicant": "do requerente",
    "partner": "de um sócio da empresa requerente",
    "auxiliar": "do auxiliar declarado",
    "employer": "da empresa empregadora",
}
ROLE_PT = {
    "applicant": "o requerente",
    "partner": "um sócio da empresa requerente",
    "auxiliar": "o auxiliar declarado",
    "employer": "a empresa empregadora",
}


def _documents_for(role: str, ctx: Context) -> tuple[str, ...]:
    p = ctx.parties
    return {
        "applicant": p.applicant_documents,
        "partner": p.partner_documents,
        "auxiliar": p.auxiliar_documents,
        "employer": p.employer_documents,
    }[role]


def _names_for(role: str, ctx: Context) -> tuple[str, ...]:
    p = ctx.parties
    return {
        "applicant": p.applicant_names,
        "partner": p.partner_names,
        "auxiliar": p.auxiliar_names,
        "employer": (),
    }[role]


def party_match(value: str, roles: Iterable[str], ctx: Context, *, cnpj_root: bool) -> bool | None:
    """Whether a CPF/CNPJ belongs to one of `roles`; None when none of them is known."""
    known = False
    for role in roles:
        for expected in _documents_for(role, ctx):
            known = True
            if ids.same_document(value, expected, cnpj_root_only=cnpj_root):
                return True
    return False if known else None


def name_match(value: str, roles: Iterable[str], ctx: Context) -> bool | None:
    known = False
    for role in roles:
        for expected in _names_for(role, ctx):
            known = True
            if names.names_match(value, expected):
                return True
    return False if known else None


class HolderParams(DatedParams):
    # Fields naming the holder's CPF/CNPJ, first present wins; then the name fields.
    document_fields: list[str] = ["titular_documento"]
    name_fields: list[str] = ["titular_nome"]
    match: list[Role] = PField(default_factory=lambda: ["applicant"], min_length=1)
    # Federal certificates are issued for the matriz and valid for every establishment:
    # compare CNPJ roots (document-layouts.md §5.1).
    cnpj_root: bool = False


class Holder(RuleBase[HolderParams]):
    """The document is about the expected person or company."""

    type: Literal["holder"]

    def describe(self, p: HolderParams) -> str:
        who = " ou ".join(ROLE_OF[r] for r in p.match)
        return f"documento em nome {who} ({p.citation})"

    def check(self, p: HolderParams, doc: Extraction, ctx: Context) -> Outcome:
        out = Outcome()
        who = " ou ".join(ROLE_PT[r] for r in p.match)
        field = next((f for f in p.document_fields if f in doc.fields), None)
        if field is not None:
            value = read_field(doc, field, ctx, out, "CPF/CNPJ do titular")
            if value is ABSENT:
                return out
            verdict = party_match(str(value), p.match, ctx, cnpj_root=p.cnpj_root)
            if verdict is True:
                out.reasons.append(f"{doc.file}: titular {value} é {who}.")
                return out
            if verdict is False:
                out.worsen("invalid", f"{doc.file}: CPF/CNPJ do titular ({value}) não é o "
                                      f"{' ou '.join(ROLE_OF[r] for r in p.match)} "
                                      f"({p.citation}).")
                return out
        name_field = next((f for f in p.name_fields if f in doc.fields), None)
        if name_field is None:
            out.worsen("review", f"{doc.file}: titular não identificado no documento; conferir "
                                 f"se é {who}.")
            return out
        value = read_field(doc, name_field, ctx, out, "nome do titular")
        if value is ABSENT:
            return out
        verdict = name_match(str(value), p.match, ctx)
        if verdict is True:
            out.reasons.append(f"{doc.file}: titular {value} é {who}.")
        elif verdict is False:
            out.worsen("invalid", f"{doc.file}: titular ({value}) não é {who} ({p.citation}).")
        else:
            out.worsen("review", f"{doc.file}: não foi possível identificar {who} para comparar "
                                 f"com o titular ({value}).")
        return out


class PartnersParams(DatedParams):
    document_fields: list[str] = ["titular_documento", "cpf"]
    # Identity documents of any of these kinds count (one partner's RG, another's CNH).
    kinds: list[str] = ["rg", "cnh"]


class PartnersCovered(RuleBase[PartnersParams]):
    """One document of the requirement's kinds for every partner of the company."""

    type: Literal["partners_covered"]

    def describe(self, p: PartnersParams) -> str:
        return f"um documento para cada sócio da empresa ({p.citation})"

    def check(self, p: PartnersParams, doc: Extraction, ctx: Context) -> Outcome:
        out = Outcome()
        partners = ctx.parties.partner_documents
        if not partners:
            out.worsen("review", "sócios não identificados (falta o contrato social com CPFs) "
                                 "para conferir os documentos de identidade.")
            return out
        shown = []
        for e in ctx.extractions:
            if e.kind not in p.kinds:
                continue
            for f in p.document_fields:
                fv = e.fields.get(f)
                if fv is not None and fv.value and fv.valid is not False:
                    shown.append(str(fv.value))
        lacking = [s for s in partners if not any(ids.same_document(s, v) for v in shown)]
        if lacking:
            out.worsen("invalid",
                       f"falta documento de identidade do(s) sócio(s) {', '.join(lacking)} "
                       f"({p.citation}).")
        else:
            out.reasons.append(f"documento de identidade de todos os {len(partners)} sócio(s).")
        return out


class MemberParams(DatedParams):
    # A list field of the document (e.g. `socios`) and the key holding each item's CPF.
    list_field: str = "socios"
    key: str = "cpf"
    match: list[Role] = PField(default_factory=lambda: ["applicant"], min_length=1)


class Member(RuleBase[MemberParams]):
    """The expected person is listed in the document (e.g. the driver among the partners)."""

    type: Literal["member"]

    def describe(self, p: MemberParams) -> str:
        who = " ou ".join(ROLE_PT[r] for r in p.match)
        return f"{who} consta da lista de {p.list_field} do documento ({p.citation})"

    def check(self, p: MemberParams, doc: Extraction, ctx: Context) -> Outcome:
        out = Outcome()
        items = read_field(doc, p.list_field, ctx, out, p.list_field)
        if items is ABSENT:
            return out
        values = [str(i.get(p.key)) for i in items if isinstance(i, dict) and i.get(p.key)]
        verdicts = [party_match(v, p.match, ctx, cnpj_root=False) for v in values]
        who = " ou ".join(ROLE_PT[r] for r in p.match)
        if any(v is True for v in verdicts):
            out.reasons.append(f"{doc.file}: {who} consta entre os {p.list_field}.")
        elif all(v is None for v in verdicts):
            out.worsen("review", f"{doc.file}: não foi possível identificar {who} para procurar "
                                 f"entre os {p.list_field}.")
        else:
            out.worsen("invalid", f"{doc.file}: {who} não consta entre os {p.list_field} "
                                  f"({', '.join(values) or 'nenhum'}) ({p.citation}).")
        return out
