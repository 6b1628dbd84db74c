"""Identity across documents: the holder of each document is the right person/company."""

from __future__ import annotations

from collections.abc import Iterable
from typing import Literal

from pydantic import Field as PField

from checklists.rules.base import ABSENT, Context, DatedParams, Outcome, fmt_document, read_field
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
LIST_PT = {"socios": "sócios"}
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


def _applicant_only() -> list[Role]:
    # a typed factory: a lambda's list literal is inferred as list[str], not list[Role]
    return ["applicant"]


class HolderParams(DatedParams):
    # Fields naming the holder's CPF/CNPJ, first present wins; then the name fields.
    document_fields: list[str] = ["titular_documento"]
    name_fields: list[str] = ["titular_nome"]
    match: list[Role] = PField(default_factory=_applicant_only, min_length=1)
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
                text = f"titular {fmt_document(value)} é {who}"
                out.reasons.append(f"{doc.file}: {text}.")
                out.checks.append(("titular", text))
                return out
            if verdict is False:
                out.worsen("invalid", f"{doc.file}: o CPF/CNPJ do titular ({fmt_document(value)}) "
                                      "não é o "
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
            out.checks.append(("titular", f"titular {value} é {who}"))
        elif verdict is False:
            out.worsen("invalid", f"{doc.file}: titular ({value}) não é {who} ({p.citation}).")
        else:
            out.worsen("review", f"{doc.file}: não foi possível identificar {who} para comparar "
                                 f"com o titular ({value}).")
        return out


class PartnersParams(DatedParams):
    document_fields: list[str] = ["titular_documento", "cpf"]
    name_fields: list[str] = ["titular_nome", "nome"]
    # Identity documents of any of these kinds count (one partner's RG, another's CNH).
    kinds: list[str] = ["rg", "cnh"]


def _name_may_stand(partner_cpf: str | None, printed_cpf: str | None) -> bool:
    """The name decides only when the CPFs cannot: one of them is unknown, and a CPF
    printed with a wrong check digit is not unknown (it is invalid)."""
    return printed_cpf != "inválido" and not (partner_cpf and printed_cpf)


def _partner_pt(cpf: str | None, nome: str | None) -> str:
    if nome and cpf:
        return f"{nome} (CPF {fmt_document(cpf)})"
    return nome or f"CPF {fmt_document(cpf)}"


class PartnersCovered(RuleBase[PartnersParams]):
    """One identity document for every partner of the company (Mogi arts. 6º, I and
    15, I): matched by CPF when the document prints one, else by the name as the
    contrato social spells it (accents and case folded), else `review` (issue 13 A)."""

    type: Literal["partners_covered"]

    def describe(self, p: PartnersParams) -> str:
        return f"um documento de identidade de cada sócio da empresa ({p.citation})"

    def _shown(self, p: PartnersParams, ctx: Context) -> list[tuple[Extraction, str | None, str | None]]:
        shown = []
        for e in ctx.extractions:
            if e.kind not in p.kinds:
                continue
            cpf = None
            for f in p.document_fields:
                fv = e.fields.get(f)
                if fv is not None and fv.value and ids.document_type(str(fv.value)) == "cpf":
                    # A CPF printed with a wrong check digit still says "a CPF is printed":
                    # the name alone cannot then stand for it.
                    cpf = str(fv.value) if fv.valid is not False else "inválido"
                    break
            nome = next((str(e.value(f)) for f in p.name_fields if e.value(f)), None)
            shown.append((e, cpf, nome))
        return shown

    def check(self, p: PartnersParams, doc: Extraction, ctx: Context) -> Outcome:
        out = Outcome()
        partners = ctx.parties.partners
        if not partners:
            out.worsen("review", "os sócios não foram identificados (falta o contrato social "
                                 "com os sócios) para conferir os documentos de identidade.")
            return out
        shown = self._shown(p, ctx)
        lacking: list[str] = []
        unsure: list[str] = []
        covered: list[str] = []
        for cpf, nome in partners:
            by_cpf = [e for e, c, _ in shown
                      if cpf and c and c != "inválido" and ids.same_document(cpf, c)]
            if by_cpf:
                covered.append(f"{_partner_pt(cpf, nome)}: {by_cpf[0].file}, pelo CPF")
                out.used.append(by_cpf[0].file)
                continue
            # A document printing another CPF is another person, whatever the name.
            by_name = [e for e, c, n in shown
                       if nome and n and _name_may_stand(cpf, c) and names.names_match(n, nome)]
            if by_name:
                covered.append(f"{_partner_pt(cpf, nome)}: {by_name[0].file}, pelo nome")
                out.used.append(by_name[0].file)
                continue
            close = [e for e, c, n in shown
                     if nome and n and _name_may_stand(cpf, c)
                     and names.name_similarity(n, nome) >= 0.85]
            if close or (not cpf and not nome):
                unsure.append(_partner_pt(cpf, nome) if (cpf or nome) else "sócio sem nome")
                continue
            lacking.append(_partner_pt(cpf, nome))
        if lacking:
            noun = "do sócio" if len(lacking) == 1 else "dos sócios"
            out.worsen("invalid", f"falta o documento de identidade {noun} "
                                  f"{', '.join(lacking)} ({p.citation}).")
        if unsure:
            out.worsen("review", f"o nome no documento de identidade não confere exatamente com "
                                 f"o do contrato social para {', '.join(unsure)}; o servidor "
                                 "confere.")
        if not lacking and not unsure:
            n = len(partners)
            text = ("documento de identidade do único sócio" if n == 1 else
                    f"documento de identidade de cada um dos {n} sócios")
            out.reasons.append(f"{text} ({'; '.join(covered)}).")
            out.checks.append(("titular", f"{text}: {'; '.join(covered)}"))
        return out


class MemberParams(DatedParams):
    # A list field of the document (e.g. `socios`) and the key holding each item's CPF.
    list_field: str = "socios"
    key: str = "cpf"
    match: list[Role] = PField(default_factory=_applicant_only, min_length=1)


class Member(RuleBase[MemberParams]):
    """The expected person is listed in the document (e.g. the driver among the partners)."""

    type: Literal["member"]

    def describe(self, p: MemberParams) -> str:
        who = " ou ".join(ROLE_PT[r] for r in p.match)
        return f"{who} consta entre os {LIST_PT.get(p.list_field, p.list_field)} do documento ({p.citation})"

    def check(self, p: MemberParams, doc: Extraction, ctx: Context) -> Outcome:
        out = Outcome()
        plural = LIST_PT.get(p.list_field, p.list_field)
        items = read_field(doc, p.list_field, ctx, out, plural)
        if items is ABSENT:
            return out
        values = [str(i.get(p.key)) for i in items if isinstance(i, dict) and i.get(p.key)]
        verdicts = [party_match(v, p.match, ctx, cnpj_root=False) for v in values]
        who = " ou ".join(ROLE_PT[r] for r in p.match)
        if any(v is True for v in verdicts):
            out.reasons.append(f"{doc.file}: {who} consta entre os {plural}.")
            out.checks.append(("titular", f"{who} consta entre os {plural}"))
        elif all(v is None for v in verdicts):
            out.worsen("review", f"{doc.file}: não foi possível identificar {who} para procurar "
                                 f"entre os {plural}.")
        else:
            out.worsen("invalid", f"{doc.file}: {who} não consta entre os {plural} "
                                  f"({', '.join(fmt_document(v) for v in values) or 'nenhum'}) "
                                  f"({p.citation}).")
        return out
