"""Driver rules: CNH category, the EAR remark, licence seniority and minimum age."""

from __future__ import annotations

from typing import Literal

from pydantic import Field as PField

from checklists.rules.base import (
    ABSENT,
    Context,
    DatedParams,
    Outcome,
    read_date,
    read_field,
)
from checklists.rules.calendar_math import add_years as _add_years
from checklists.rules.rulebase import RuleBase
from core.formats import fmt_date
from extractors.models import Extraction

# CTB art. 143: each category also enables the ones it contains (a category E holder
# drives category D, C and B vehicles; D drives C and B; C drives B). Issue 13 F11.
CONTAINS: dict[str, frozenset[str]] = {
    "A": frozenset("A"),
    "B": frozenset("B"),
    "C": frozenset("BC"),
    "D": frozenset("BCD"),
    "E": frozenset("BCDE"),
}


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
        printed = {ch for ch in str(value).upper() if ch in "ABCDE"}
        letters = set().union(*(CONTAINS[ch] for ch in printed)) if printed else set()
        if letters & set(p.allowed):
            extra = ""
            if not printed & set(p.allowed):
                extra = (f", que habilita também a conduzir veículos da categoria "
                         f"{' ou '.join(sorted(letters & set(p.allowed)))} (CTB art. 143)")
            out.reasons.append(f"{doc.file}: CNH categoria {value}{extra}.")
            out.checks.append(("valor", f"CNH categoria {value}{extra}"))
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
            out.checks.append(("valor", "consta a anotação EAR (exerce atividade remunerada)"))
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
        out.reasons.append(f"{doc.file}: {happened}: {fmt_date(day)}.")
        out.checks.append(("data", f"{happened}: {fmt_date(day)}"))
    else:
        out.worsen("invalid", f"{doc.file}: {happened}: {fmt_date(day)}; "
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
                            "data de nascimento",
                            "a idade mínima de {n} anos só é atingida em {since} "
                            f"({p.citation}).")
