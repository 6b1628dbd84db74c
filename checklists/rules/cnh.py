"""Driver rules: CNH category, the EAR remark, licence seniority and minimum age."""

from __future__ import annotations

from datetime import date
from typing import Literal

from pydantic import Field as PField

from checklists.rules.base import (
    ABSENT,
    Context,
    DatedParams,
    Outcome,
    fmt_date,
    read_date,
    read_field,
)
from checklists.rules.rulebase import RuleBase
from extractors.models import Extraction


def _add_years(d: date, years: int) -> date:
    try:
        return d.replace(year=d.year + years)
    except ValueError:  # 29 February
        return d.replace(year=d.year + years, day=28)


class CategoryParams(DatedParams):
    # Any of these letters in the printed category meets it ("AD" holds D).
    allowed: list[Literal["A", "B", "C", "D", "E"]] = PField(min_length=1)


class CnhCategory(RuleBase[CategoryParams]):
    """The CNH's category includes one of the allowed ones."""

    type: Literal["cnh_category"]

    def describe(self, p: CategoryParams) -> str:
        return f"CNH na categoria {' ou '.join(p.allowed)} ({p.citation})"

    def check(self, p: CategoryParams, doc: Extraction, ctx: Context) -> Outcome:
        out = Outcome()
        value = read_field(doc, "categoria", ctx, out, "categoria da CNH")
        if value is ABSENT:
            return out
        letters = {ch for ch in str(value).upper() if ch in "ABCDE"}
        if letters & set(p.allowed):
            out.reasons.append(f"{doc.file}: categoria {value}.")
        else:
            out.worsen("invalid", f"{doc.file}: CNH categoria {value}; exige-se "
                                  f"{' ou '.join(p.allowed)} ({p.citation}).")
        return out


class EarParams(DatedParams):
    pass


class CnhEar(RuleBase[EarParams]):
    """The CNH notes that the holder exerce atividade remunerada (EAR)."""

    type: Literal["cnh_ear"]

    def describe(self, p: EarParams) -> str:
        return f"CNH com a observação EAR (exerce atividade remunerada) ({p.citation})"

    def check(self, p: EarParams, doc: Extraction, ctx: Context) -> Outcome:
        out = Outcome()
        if "ear" not in doc.fields and "observacoes" not in doc.fields:
            # EAR is printed on the back; a front-only upload cannot prove it.
            out.worsen("review", f"{doc.file}: observações da CNH (verso) não lidas; não é "
                                 "possível confirmar a anotação EAR.")
            return out
        value = read_field(doc, "ear", ctx, out, "anotação EAR") if "ear" in doc.fields else False
        if value is ABSENT:
            return out
        if value is True:
            out.reasons.append(f"{doc.file}: consta a anotação EAR.")
        else:
            obs = doc.value("observacoes")
            out.worsen("invalid", f"{doc.file}: a CNH não traz a anotação EAR (observações: "
                                  f"{obs or '—'}) ({p.citation}).")
        return out


def _years_since(doc: Extraction, ctx: Context, field: str, min_years: int, label: str,
                 happened: str, shortfall: str) -> Outcome:
    """`min_years` full years from the date in `field` to `as_of` (anniversary included)."""
    out = Outcome()
    day = read_date(doc, field, ctx, out, label)
    if day is None:
        return out
    since = _add_years(day, min_years)
    if ctx.as_of >= since:
        out.reasons.append(f"{doc.file}: {happened} em {fmt_date(day)}.")
    else:
        out.worsen("invalid", f"{doc.file}: {happened} em {fmt_date(day)}; "
                              f"{shortfall.format(n=min_years, since=fmt_date(since))}")
    return out


class YearsLicensedParams(DatedParams):
    min_years: int = PField(gt=0)
    field: str = "primeira_habilitacao"


class CnhYearsLicensed(RuleBase[YearsLicensedParams]):
    """At least N years since the first licence."""

    type: Literal["cnh_years_licensed"]

    def describe(self, p: YearsLicensedParams) -> str:
        return f"habilitado há no mínimo {p.min_years} anos ({p.citation})"

    def check(self, p: YearsLicensedParams, doc: Extraction, ctx: Context) -> Outcome:
        return _years_since(doc, ctx, p.field, p.min_years, "data da 1ª habilitação",
                            "1ª habilitação",
                            "exige-se no mínimo {n} anos, completos em {since} "
                            f"({p.citation}).")


class MinAgeParams(DatedParams):
    min_years: int = PField(gt=0)
    field: str = "data_nascimento"


class MinAge(RuleBase[MinAgeParams]):
    """The holder is at least N years old at `as_of` (birthday included)."""

    type: Literal["min_age"]

    def describe(self, p: MinAgeParams) -> str:
        return f"idade mínima de {p.min_years} anos ({p.citation})"

    def check(self, p: MinAgeParams, doc: Extraction, ctx: Context) -> Outcome:
        return _years_since(doc, ctx, p.field, p.min_years, "data de nascimento",
                            "nascido(a)",
                            "a idade mínima de {n} anos só é atingida em {since} "
                            f"({p.citation}).")
