"""Date rules: emission windows, printed (or customary) validity, and the CRLV's
licensing year by the state's calendar."""

from __future__ import annotations

from datetime import date, timedelta
from typing import Literal

from pydantic import Field as PField
from pydantic import model_validator

from checklists import refdata
from checklists.rules.base import (
    ABSENT,
    Context,
    DatedParams,
    Outcome,
    fmt_placa,
    read_date,
    read_field,
)
from checklists.rules.calendar_math import add_months
from checklists.rules.rulebase import RuleBase
from core.formats import fmt_date
from extractors import catalog, ids
from extractors.models import Extraction


def field_label(field: str, kind: str) -> str:
    """A date field as the kind catalog names it on that kind of document (issue 12: the
    catalog is the one source of pt-BR field names): "data de emissão", "válida até"."""
    return catalog.field_label(field, kind)


def _until(label: str, until: date) -> str:
    """A validity in words ("válida até 30/06/2026", "validade até 30/06/2026"): a label
    that already says "até" (the catalog's "válida até") gets no second one."""
    return f"{label} {fmt_date(until)}" if label.endswith(" até") else \
        f"{label} até {fmt_date(until)}"


def _period_pt(days: int | None, months: int | None) -> str:
    if days is not None:
        return f"{days} dias" if days != 1 else "1 dia"
    assert months is not None
    if months % 12 == 0:
        n = months // 12
        return "1 ano" if n == 1 else f"{n} anos"
    return "1 mês" if months == 1 else f"{months} meses"


class EmissionWindowParams(DatedParams):
    field: str = "data_emissao"
    # Exactly one of: days ("emissão máxima de 60 dias"), or calendar months/years
    # counted as the Código Civil does ("semestral", "anualmente": art. 132, § 3º).
    max_days: int | None = PField(default=None, gt=0)
    max_months: int | None = PField(default=None, gt=0)
    # "emissão máxima de 60 dias" → ≤ 60 (inclusive); "menos de 30 dias" → < 30.
    inclusive: bool = True

    @model_validator(mode="after")
    def _one(self) -> EmissionWindowParams:
        if (self.max_days is None) == (self.max_months is None):
            raise ValueError("emission_window needs exactly one of max_days, max_months")
        return self


class EmissionWindow(RuleBase[EmissionWindowParams]):
    """The document's date is recent enough at `as_of`."""

    type: Literal["emission_window"]

    def describe(self, p: EmissionWindowParams) -> str:
        period = _period_pt(p.max_days, p.max_months)
        if p.inclusive:
            return f"emitido há no máximo {period} ({p.citation})"
        return f"emitido há menos de {period} ({p.citation})"

    def check(self, p: EmissionWindowParams, doc: Extraction, ctx: Context) -> Outcome:
        out = Outcome()
        label = field_label(p.field, doc.kind)
        issued = read_date(doc, p.field, ctx, out, label)
        if issued is None:
            return out
        age = (ctx.as_of - issued).days
        if p.max_days is not None:
            limit = p.max_days if p.inclusive else p.max_days - 1
            first_bad = issued + timedelta(days=limit + 1)
        else:
            assert p.max_months is not None
            end = add_months(issued, p.max_months)  # the period's last day (CC art. 132 §3)
            first_bad = end + timedelta(days=1) if p.inclusive else end
        period = _period_pt(p.max_days, p.max_months)
        out.expire_at(first_bad)
        if age < 0:
            out.worsen("review", f"{doc.file}: a {label} ({fmt_date(issued)}) é posterior à "
                                 f"data de referência ({fmt_date(ctx.as_of)}); o servidor "
                                 "confere.")
        elif ctx.as_of >= first_bad:
            rule = "no máximo" if p.inclusive else "menos de"
            out.worsen("expired", f"{doc.file}: emitido em {fmt_date(issued)}, há {age} dias; "
                                  f"a lei exige emissão há {rule} {period} ({p.citation}).")
        else:
            text = (f"emitido em {fmt_date(issued)}, há {age} dias (limite: {period}, "
                    f"{p.citation})")
            out.reasons.append(f"{doc.file}: {text}.")
            out.checks.append(("data", text))
        return out


class ValidityParams(DatedParams):
    field: str = "valida_ate"
    # When the document prints no validity: `review` (must be printed), `skip` (the
    # law's own window, another rule, decides) or `customary` (the issuer's customary
    # validity from checklists/data/validades.yaml, counted from the emission; issue 13
    # F5: never an unbounded `met`).
    when_absent: Literal["review", "skip", "customary"] = "skip"


class Validity(RuleBase[ValidityParams]):
    """The validity printed on the document (or, failing it, its customary one) covers
    `as_of`."""

    type: Literal["validity"]

    def describe(self, p: ValidityParams) -> str:
        if p.when_absent == "customary":
            return (f"dentro da validade impressa no documento ou, se não houver, da validade "
                    f"usual do emissor ({p.citation})")
        return f"dentro da validade impressa no documento ({p.citation})"

    def check(self, p: ValidityParams, doc: Extraction, ctx: Context) -> Outcome:
        out = Outcome()
        label = field_label(p.field, doc.kind)
        if p.field not in doc.fields and p.when_absent == "skip":
            return out
        if p.field not in doc.fields and p.when_absent == "customary":
            return self._customary(p, doc, ctx)
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
            out.reasons.append(f"{doc.file}: {_until(label, until)}.")
            out.checks.append(("data", _until(label, until)))
        return out

    @staticmethod
    def _customary(p: ValidityParams, doc: Extraction, ctx: Context) -> Outcome:
        out = Outcome()
        issuer = doc.value("orgao_emissor")
        usual = refdata.customary_validity(doc.kind, str(issuer) if issuer else None, ctx.as_of)
        if usual is None:
            out.worsen("review", f"{doc.file}: o documento não traz validade e não há prazo "
                                 f"usual conhecido para ele; o servidor confere se é recente "
                                 f"({p.citation}).")
            return out
        issued = read_date(doc, "data_emissao", ctx, out,
                            field_label("data_emissao", doc.kind))
        if issued is None:
            return out
        first_bad = issued + timedelta(days=usual.days + 1)
        age = (ctx.as_of - issued).days
        out.expire_at(first_bad)
        if age < 0:
            out.worsen("review", f"{doc.file}: a data de emissão ({fmt_date(issued)}) é "
                                 "posterior à data de referência; o servidor confere.")
        elif age > usual.days:
            out.worsen(usual.effect, f"{doc.file}: sem validade impressa, emitido em "
                                     f"{fmt_date(issued)}, há {age} dias; {usual.source} "
                                     f"({p.citation}).")
        else:
            text = (f"sem validade impressa; emitido em {fmt_date(issued)}, há {age} dias, "
                    f"dentro do prazo usual de {usual.days} dias")
            out.reasons.append(f"{doc.file}: {text}.")
            out.checks.append(("data", text))
        return out


class ExercicioParams(DatedParams):
    # The CRLV stays in force into the next year until the licensing deadline of its
    # plate in the state that registered it (CTB art. 130; checklists/data/
    # licenciamento.yaml). Where that year's calendar is not in the data: `review`.
    calendar: Literal["licenciamento"] = "licenciamento"


class Exercicio(RuleBase[ExercicioParams]):
    """The CRLV's `exercicio` is in force: the current one, or last year's until the
    plate's licensing deadline by the state's calendar (issue 13 F1)."""

    type: Literal["exercicio"]

    def describe(self, p: ExercicioParams) -> str:
        return ("licenciamento em dia: o do exercício corrente, ou o do ano anterior até o "
                "prazo de licenciamento da placa no calendário do DETRAN do estado "
                f"({p.citation})")

    @staticmethod
    def _uf(doc: Extraction, ctx: Context) -> str:
        uf = doc.value("uf")
        return str(uf).upper() if uf else ctx.uf

    def check(self, p: ExercicioParams, doc: Extraction, ctx: Context) -> Outcome:
        out = Outcome()
        value = read_field(doc, "exercicio", ctx, out, "exercício")
        if value is ABSENT:
            return out
        try:
            year = int(str(value))
        except ValueError:
            out.worsen("review", f"{doc.file}: exercício ilegível ({value}).")
            return out
        now = ctx.as_of.year
        uf = self._uf(doc, ctx)
        plate = ids.normalize_placa(str(doc.value("placa") or ""))
        digit = plate[-1] if plate else None
        if year >= now:
            text = f"licenciamento do exercício {year}"
            nxt = refdata.required_from(uf, year + 1, digit) if digit else None
            # Without next year's calendar the CRLV is certainly in force this year; from
            # 1 January it needs a clerk (never `expired` by guess).
            out.expire_at(nxt[0] if nxt else date(year + 1, 1, 1))
            out.reasons.append(f"{doc.file}: {text}.")
            out.checks.append(("data", text))
            return out
        if year < now - 1:
            out.worsen("expired", f"{doc.file}: licenciamento do exercício {year}; o do "
                                  f"exercício {now - 1} ou {now} é exigido ({p.citation}).")
            return out
        # Last year's CRLV: in force until this year's deadline for this plate.
        if digit is None:
            out.worsen("review", f"{doc.file}: licenciamento do exercício {year}; sem a placa "
                                 "não se sabe o prazo de licenciamento deste ano; o servidor "
                                 "confere.")
            return out
        due = refdata.required_from(uf, now, digit)
        if due is None:
            out.worsen("review", f"{doc.file}: licenciamento do exercício {year}; o calendário "
                                 f"de licenciamento de {now} do DETRAN-{uf} não consta dos "
                                 f"dados, e o servidor confere se o prazo da placa final "
                                 f"{digit} já venceu ({p.citation}).")
            return out
        required, source = due
        placa = fmt_placa(plate)
        if ctx.as_of < required:
            text = (f"licenciamento do exercício {year}, em vigor até "
                    f"{fmt_date(required - timedelta(days=1))} para a placa {placa} (final "
                    f"{digit}), pelo calendário do DETRAN-{uf}")
            out.expire_at(required)
            out.reasons.append(f"{doc.file}: {text} ({p.citation}).")
            out.checks.append(("data", text))
            return out
        out.worsen("expired", f"{doc.file}: licenciamento do exercício {year}; desde "
                              f"{fmt_date(required)} exige-se o do exercício {now} para a placa "
                              f"{placa} (final {digit}): {source} ({p.citation}).")
        return out
