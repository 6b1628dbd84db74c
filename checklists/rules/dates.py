"""Date rules: emission windows, printed validity, and the CRLV's licensing year."""

from __future__ import annotations

from datetime import date, timedelta
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

FIELD_LABELS = {
    "data_emissao": "data de emissão",
    "valida_ate": "validade",
    "vigencia_fim": "fim da vigência",
    "validade": "validade",
    "data_registro": "data de registro",
}


class EmissionWindowParams(DatedParams):
    field: str = "data_emissao"
    max_days: int = PField(gt=0)
    # "emissão máxima de 60 dias" → ≤ 60 (inclusive); "menos de 30 dias" → < 30.
    inclusive: bool = True


class EmissionWindow(RuleBase[EmissionWindowParams]):
    """Calendar days from the document's date to `as_of` within the law's window."""

    type: Literal["emission_window"]

    def describe(self, p: EmissionWindowParams) -> str:
        if p.inclusive:
            return f"emitido há no máximo {p.max_days} dias ({p.citation})"
        return f"emitido há menos de {p.max_days} dias ({p.citation})"

    def check(self, p: EmissionWindowParams, doc: Extraction, ctx: Context) -> Outcome:
        out = Outcome()
        label = FIELD_LABELS.get(p.field, p.field)
        issued = read_date(doc, p.field, ctx, out, label)
        if issued is None:
            return out
        age = (ctx.as_of - issued).days
        limit = p.max_days if p.inclusive else p.max_days - 1
        # First day on which the window no longer holds.
        out.expire_at(issued + timedelta(days=limit + 1))
        if age < 0:
            out.worsen("review", f"{label} de {doc.file} ({fmt_date(issued)}) é posterior à "
                                 f"data de referência {fmt_date(ctx.as_of)}: conferir.")
        elif age > limit:
            rule = "no máximo" if p.inclusive else "menos de"
            out.worsen("expired", f"{doc.file} emitido em {fmt_date(issued)}, há {age} dias; a "
                                  f"lei exige {rule} {p.max_days} dias ({p.citation}).")
        else:
            out.reasons.append(f"{doc.file} emitido em {fmt_date(issued)}, há {age} dias "
                               f"(limite: {p.max_days} dias, {p.citation}).")
        return out


class ValidityParams(DatedParams):
    field: str = "valida_ate"
    # When the document prints no validity: `review` (must be printed) or `skip`
    # (the law's own window, another rule, decides).
    when_absent: Literal["review", "skip"] = "skip"


class Validity(RuleBase[ValidityParams]):
    """The validity printed on the document covers `as_of`."""

    type: Literal["validity"]

    def describe(self, p: ValidityParams) -> str:
        return f"dentro da validade impressa no documento ({p.citation})"

    def check(self, p: ValidityParams, doc: Extraction, ctx: Context) -> Outcome:
        out = Outcome()
        label = FIELD_LABELS.get(p.field, p.field)
        if p.field not in doc.fields and p.when_absent == "skip":
            return out
        until = read_date(doc, p.field, ctx, out, label)
        if until is None:
            return out
        out.expire_at(until + timedelta(days=1))
        if until < ctx.as_of:
            extra = ""
            if doc.kind == "cnh":
                extra = (" O CTB admite dirigir até 30 dias após a validade, mas o cadastro "
                         "exige CNH válida.")
            out.worsen("expired", f"{doc.file}: {label} {fmt_date(until)}, anterior à data de "
                                  f"referência {fmt_date(ctx.as_of)} ({p.citation}).{extra}")
        else:
            out.reasons.append(f"{doc.file}: {label} até {fmt_date(until)}.")
        return out


class ExercicioParams(DatedParams):
    # The CRLV stays valid into the next year until the state's licensing deadline
    # (document-layouts.md §1): accept last year's exercício up to this MM-DD.
    previous_year_grace_until: str | None = PField(default=None, pattern=r"^\d{2}-\d{2}$")


class Exercicio(RuleBase[ExercicioParams]):
    """The CRLV's `exercicio` is the current licensing year."""

    type: Literal["exercicio"]

    def describe(self, p: ExercicioParams) -> str:
        text = "licenciamento do exercício corrente"
        if p.previous_year_grace_until:
            mm, dd = p.previous_year_grace_until.split("-")
            text += f" (o do ano anterior é aceito até {dd}/{mm})"
        return f"{text} ({p.citation})"

    def check(self, p: ExercicioParams, doc: Extraction, ctx: Context) -> Outcome:
        out = Outcome()
        value = read_field(doc, "exercicio", ctx, out, "exercício")
        if value is ABSENT:
            return out
        try:
            year = int(str(value))
        except ValueError:
            out.worsen("review", f"exercício ilegível em {doc.file}: {value!r}.")
            return out
        now = ctx.as_of.year
        if year >= now:
            out.expire_at(self._deadline(p, year + 1))
            out.reasons.append(f"{doc.file}: licenciamento do exercício {year}.")
            return out
        if year == now - 1 and p.previous_year_grace_until:
            deadline = self._deadline(p, now)
            if deadline is not None and ctx.as_of < deadline:
                out.expire_at(deadline)
                out.reasons.append(f"{doc.file}: exercício {year}, aceito até "
                                   f"{fmt_date(deadline - timedelta(days=1))} ({p.citation}).")
                return out
        out.worsen("expired", f"{doc.file}: licenciamento do exercício {year}; exige-se o do "
                              f"exercício {now} ({p.citation}).")
        return out

    @staticmethod
    def _deadline(p: ExercicioParams, year: int) -> date | None:
        """First day on which exercício `year - 1` is no longer accepted."""
        if not p.previous_year_grace_until:
            return date(year, 1, 1)
        mm, dd = (int(x) for x in p.previous_year_grace_until.split("-"))
        return date(year, mm, dd) + timedelta(days=1)
