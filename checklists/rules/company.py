"""Company rules: paid-up capital, the activity on record, and the seat/residence."""

from __future__ import annotations

import re
from decimal import Decimal, InvalidOperation
from typing import Literal

from pydantic import Field as PField

from checklists.rules.base import (
    ABSENT,
    Context,
    DatedParams,
    Outcome,
    fold,
    issuer_place,
    read_field,
)
from checklists.rules.rulebase import RuleBase
from core.formats import fmt_money
from extractors.models import Extraction


def _decimal(value: object) -> Decimal | None:
    try:
        return Decimal(str(value))
    except (InvalidOperation, ValueError):
        return None


class CapitalParams(DatedParams):
    min_amount: Decimal = PField(gt=0)


class MinCapital(RuleBase[CapitalParams]):
    """Paid-up capital (`capital_integralizado`), not merely subscribed, reaches the minimum."""

    type: Literal["min_capital"]

    def describe(self, p: CapitalParams) -> str:
        return f"capital integralizado de no mínimo {fmt_money(p.min_amount)} ({p.citation})"

    def check(self, p: CapitalParams, doc: Extraction, ctx: Context) -> Outcome:
        out = Outcome()
        if "capital_integralizado" not in doc.fields:
            subscribed = doc.value("capital_social")
            sub = f" (capital social subscrito: {fmt_money(subscribed)})" if subscribed else ""
            out.worsen("review", f"{doc.file}: não se encontrou quanto do capital está "
                                 f"integralizado{sub}; a lei exige capital integralizado "
                                 f"({p.citation}).")
            return out
        value = read_field(doc, "capital_integralizado", ctx, out, "capital integralizado")
        if value is ABSENT:
            return out
        paid = _decimal(value)
        if paid is None:
            out.worsen("review", f"{doc.file}: capital integralizado ilegível: {value!r}.")
            return out
        if paid >= p.min_amount:
            out.reasons.append(f"{doc.file}: capital integralizado {fmt_money(paid)}.")
            out.checks.append(("valor", f"capital integralizado {fmt_money(paid)}"))
            return out
        subscribed = _decimal(doc.value("capital_social"))
        extra = ""
        if subscribed is not None and subscribed >= p.min_amount:
            extra = f" (o capital subscrito é {fmt_money(subscribed)}, mas só conta o integralizado)"
        out.worsen("invalid", f"{doc.file}: capital integralizado {fmt_money(paid)}, abaixo do "
                              f"mínimo de {fmt_money(p.min_amount)}{extra} ({p.citation}).")
        return out


def _cnae_digits(code: str) -> str:
    return re.sub(r"\D", "", code)


class ActivityParams(DatedParams):
    # CNAE subclasses (any punctuation; compared on digits, prefix match) and/or
    # keywords looked for in the text fields (accent- and case-insensitive).
    cnae: list[str] = []
    keywords: list[str] = []
    fields: list[str] = PField(min_length=1)


class Activity(RuleBase[ActivityParams]):
    """The company's registered activity covers the transport service."""

    type: Literal["activity"]

    def describe(self, p: ActivityParams) -> str:
        parts = []
        if p.cnae:
            parts.append(f"CNAE {', '.join(p.cnae)}")
        if p.keywords:
            parts.append(f"menção a “{'”, “'.join(p.keywords)}”")
        return f"atividade de transporte registrada ({' ou '.join(parts)}) ({p.citation})"

    def check(self, p: ActivityParams, doc: Extraction, ctx: Context) -> Outcome:
        out = Outcome()
        present = [f for f in p.fields if f in doc.fields]
        if not present:
            out.worsen("review", f"{doc.file}: atividade/objeto social não encontrado.")
            return out
        texts: list[str] = []
        for f in present:
            if doc.fields[f].value == []:
                # An empty list is the document saying there are none (CONTRACT §4), e.g. a
                # card with no secondary activity: not an unread field (independent reading D-17).
                continue
            value = read_field(doc, f, ctx, out, "atividade")
            if value is ABSENT:
                continue
            texts.extend(str(v) for v in (value if isinstance(value, list) else [value]))
        if not texts:
            if out.status == "met":
                out.worsen("review", f"{doc.file}: nenhuma atividade registrada foi lida.")
            return out
        wanted = [_cnae_digits(c) for c in p.cnae]
        for text in texts:
            digits = _cnae_digits(text)
            if wanted and any(digits.startswith(w) or w in digits for w in wanted if w):
                out.reasons.append(f"{doc.file}: atividade “{text}”.")
                out.checks.append(("valor", f"atividade “{text}”"))
                return out
            folded = fold(text)
            for kw in p.keywords:
                if fold(kw) in folded:
                    out.reasons.append(f"{doc.file}: atividade “{text}”.")
                    out.checks.append(("valor", f"atividade “{text}”"))
                    return out
        out.worsen("invalid", f"{doc.file}: atividade registrada (“{'; '.join(texts)[:300]}”) não "
                              f"menciona o transporte exigido ({p.citation}).")
        return out


class SeatParams(DatedParams):
    field: str = "municipio"


class Seat(RuleBase[SeatParams]):
    """The seat/residence shown on the document is in the law's município."""

    type: Literal["seat"]

    def describe(self, p: SeatParams) -> str:
        return f"sede/residência no município ({p.citation})"

    def check(self, p: SeatParams, doc: Extraction, ctx: Context) -> Outcome:
        out = Outcome()
        how = ""
        if p.field not in doc.fields and doc.value("orgao_emissor"):
            # The document prints only its issuer: the issuer settles it (CONTRACT §4).
            city, issuer_uf = issuer_place(doc, ctx)
            if city is None:
                out.worsen("review", f"{doc.file}: o município não está impresso e o órgão "
                                     f"emissor ({doc.value('orgao_emissor')}) não o indica; o "
                                     "servidor confere.")
                return out
            value, how = city, f", pelo órgão emissor ({doc.value('orgao_emissor')})"
            uf = issuer_uf
        else:
            value = read_field(doc, p.field, ctx, out, "município")
            if value is ABSENT:
                return out
            uf = doc.value("uf")
        if fold(str(value)) == fold(ctx.municipio):
            if uf and str(uf).upper() != ctx.uf:
                out.worsen("invalid", f"{doc.file}: {value}/{uf}, não {ctx.municipio}/{ctx.uf} "
                                      f"({p.citation}).")
            else:
                out.reasons.append(f"{doc.file}: município {value}{how}.")
                out.checks.append(("valor", f"município {value}{how}"))
        else:
            out.worsen("invalid", f"{doc.file}: município {value}, não {ctx.municipio} "
                                  f"({p.citation}).")
        return out
