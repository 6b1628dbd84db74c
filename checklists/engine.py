"""The engine: `evaluate(checklist, extractions, facts, as_of) -> Report`.

Pure: no clock, no I/O. For each requirement it checks the conditions on declared
facts, gathers the candidate documents, runs every rule in force at `as_of` on each,
keeps the best `count` of them, and explains the decision in pt-BR. Anything it cannot
decide is `review`, never `met`.
"""

from __future__ import annotations

from collections.abc import Sequence
from datetime import date
from typing import Any

from checklists.facts import Facts, fact_pt, join_pt
from checklists.loader import LoadedChecklist
from checklists.parties import derive_parties
from checklists.report import (
    DEFICIENT,
    Check,
    ChecklistInfo,
    Evidence,
    Report,
    RequirementResult,
    outcome_of,
)
from checklists.rules.base import RANK, Context, Outcome, fmt_placa
from checklists.schema import Requirement, Transition
from core.formats import fmt_date
from extractors import ids
from extractors.kinds import KINDS
from extractors.models import Extraction


def _fact_matches(expected: Any, actual: Any) -> bool:
    if isinstance(expected, list):
        return actual in expected
    return actual == expected


def _conditions(req: Requirement, facts: Facts) -> tuple[str, list[str]]:
    """('applies' | 'not_applicable' | 'unknown', reasons)."""
    unknown: list[str] = []
    for cond in req.when:
        for key, expected in cond.all.items():
            actual = facts.get(key)
            if actual is None:
                unknown.append(key)
            elif not _fact_matches(expected, actual):
                return "not_applicable", [f"{cond.otherwise} ({cond.citation})."]
        if cond.any:
            known = {k: facts.get(k) for k in cond.any if facts.get(k) is not None}
            if any(_fact_matches(cond.any[k], v) for k, v in known.items()):
                continue
            if len(known) == len(cond.any):
                return "not_applicable", [f"{cond.otherwise} ({cond.citation})."]
            unknown.extend(k for k in cond.any if k not in known)
    if unknown:
        what = join_pt([fact_pt(k) for k in sorted(set(unknown))])
        return "unknown", [f"Não se sabe se o requisito se aplica: informe no pedido {what} "
                           f"({'; '.join(c.citation for c in req.when)})."]
    return "applies", []


def _transition_applies(t: Transition, facts: Facts, as_of: date) -> bool:
    return (t.until is None or as_of <= t.until) and all(_fact_matches(v, facts.get(k)) for k, v in t.when.items())


def _rule_text(req: Requirement, as_of: date) -> str:
    if req.rule_text:
        return req.rule_text
    parts = []
    for rule in req.rules:
        p = rule.params_at(as_of)
        if p is not None:
            parts.append(rule.describe(p))
    kinds = _kinds_pt(req)
    n = req.documents.count
    if req.documents.per_vehicle:
        head = f"apresentar, para cada veículo do pedido, {kinds}"
    elif n > 1:
        what = "veículos distintos" if req.documents.distinct_by else "documentos"
        head = f"apresentar {kinds} de {NUMBERS_PT.get(n, str(n))} {what}"
    else:
        head = f"apresentar {kinds}"
    return head + ("; " + "; ".join(parts) if parts else "")


NUMBERS_PT = {2: "dois", 3: "três", 4: "quatro", 5: "cinco"}


def _kinds_pt(req: Requirement) -> str:
    names = [KINDS[k].split(" (")[0] for k in req.documents.kinds]
    return names[0] if len(names) == 1 else f"{', '.join(names[:-1])} ou {names[-1]}"


def _distinct_keys(doc: Extraction, fields: list[str]) -> set[str]:
    """What identifies the item a document is about (a vehicle by plate, old plates
    converted, and by RENAVAM); two documents sharing any key are the same item."""
    keys = set()
    for f in fields:
        v = doc.value(f)
        if not v:
            continue
        if f == "placa":
            n = ids.normalize_placa(str(v))
            keys.add(f"placa:{ids.placa_to_mercosul(n) if n else v}")
        else:
            keys.add(f"{f}:{v}")
    return keys or {f"file:{doc.file}"}


def _evidence(doc: Extraction, out: Outcome) -> Evidence:
    return Evidence(document=doc.file, kind=doc.kind, kind_pt=KINDS[doc.kind].split(" (")[0],
                    checks=[Check(what=w, text=t) for w, t in out.checks])  # type: ignore[arg-type]


def _selected(req: Requirement, doc: Extraction, ctx: Context) -> tuple[bool, list[str]]:
    """Whether `doc` is a candidate at all, by the requirement's selecting rules."""
    reasons: list[str] = []
    for rule in req.rules:
        p = rule.params_at(ctx.as_of)
        if not rule.select or p is None or (rule.only_kinds and doc.kind not in rule.only_kinds):
            continue
        out = rule.check(p, doc, ctx)  # type: ignore[arg-type]
        if out.status == "invalid":
            return False, out.reasons
        reasons.extend(out.reasons)
    return True, reasons


def _evaluate_document(req: Requirement, doc: Extraction, ctx: Context) -> Outcome:
    out = Outcome()
    if doc.kind_confidence < ctx.confidence_threshold:
        out.worsen("review", f"{doc.file}: não é certo que seja {KINDS[doc.kind].split(' (')[0]}; "
                             "o servidor confere o tipo do documento.")
        out.clerk.append(f"{doc.file}: tipo {doc.kind} com confiança {doc.kind_confidence:.2f}.")
    for rule in req.rules:
        p = rule.params_at(ctx.as_of)
        if p is None or (rule.only_kinds and doc.kind not in rule.only_kinds):
            continue
        out.merge(rule.check(p, doc, ctx))  # type: ignore[arg-type]
    return out


def _evaluate_requirement(
    req: Requirement, loaded: LoadedChecklist, ctx: Context
) -> RequirementResult:
    base: dict[str, Any] = {
        "ref": req.ref,
        "citation": req.citation,
        "title": req.title,
        "section": req.section,
        "what_to_bring": req.what_to_bring,
        "rule_text": _rule_text(req, ctx.as_of),
    }
    applies, cond_reasons = _conditions(req, ctx.facts)
    if applies == "not_applicable":
        return RequirementResult(status="not_applicable", reasons=cond_reasons, documents=[],
                                 **base)

    rejected: list[str] = []
    candidates = []
    for e in ctx.extractions:
        if e.kind not in req.documents.kinds:
            continue
        ok, why = _selected(req, e, ctx)
        if ok:
            candidates.append(e)
        else:
            rejected.extend(why)
    need = req.documents.count
    kinds_pt = _kinds_pt(req)
    clerk: list[str] = []
    satisfied: list[Evidence] = []
    if not candidates:
        status, reasons, docs, expires, read = "missing", [
            f"Nenhum documento do tipo exigido foi apresentado ({kinds_pt})."
        ] + [f"Não serve: {r}" for r in rejected], [], None, []
    else:
        outcomes = [(doc, _evaluate_document(req, doc, ctx)) for doc in candidates]
        outcomes.sort(key=lambda pair: (RANK[pair[1].status],
                                        -(pair[1].expires_on or date.max).toordinal()))
        if req.documents.distinct_by:
            # The best document of each distinct item (vehicle), then the best `need`.
            seen: set[str] = set()
            unique = []
            for doc, o in outcomes:
                keys = _distinct_keys(doc, req.documents.distinct_by)
                if not keys & seen:
                    unique.append((doc, o))
                seen |= keys
            outcomes = unique
        missing_for: list[str] = []
        if req.documents.per_vehicle:
            # One document for each vehicle; the vehicle's best document stands for it.
            chosen = []
            for plate in ctx.parties.plates:
                mine = [(d, o) for d, o in outcomes
                        if d.value("placa") and ids.same_placa(str(d.value("placa")), plate)]
                if mine:
                    chosen.append(mine[0])
                else:
                    missing_for.append(fmt_placa(plate))
            if not ctx.parties.plates:
                chosen = outcomes[:need]
        else:
            chosen = outcomes if req.documents.every else outcomes[:need]
        statuses = [o.status for _, o in chosen] or ["met"]
        worst = max(statuses, key=lambda st: RANK[st])
        reasons = [r for _, o in chosen for r in o.reasons]
        docs = [d.file for d, _ in chosen]
        read = [v for _, o in chosen for v in o.read]
        clerk = [c for _, o in chosen for c in o.clerk]
        expires_days = [o.expires_on for _, o in chosen if o.expires_on is not None]
        expires = min(expires_days) if expires_days else None
        status = worst
        satisfied = [_evidence(d, o) for d, o in chosen if o.status == "met"]
        # Documents a rule relied on besides the chosen ones (every partner's RG).
        by_file = {e.file: e for e in ctx.extractions}
        for _, o in chosen:
            for f in o.used:
                if f not in docs and f in by_file:
                    docs.append(f)
                    if o.status == "met":
                        satisfied.append(_evidence(by_file[f], o))
        if len(outcomes) < need:
            status = "missing"
            what = "veículos distintos" if req.documents.distinct_by else "documentos exigidos"
            reasons.insert(0, f"Apresentados {len(outcomes)} de {need} {what} ({kinds_pt}).")
        if missing_for:
            status = "missing"
            reasons.insert(0, f"Falta {kinds_pt} do veículo de placa {join_pt(missing_for)}.")
    if applies == "unknown":
        # Whether the provision applies depends on a fact nobody declared: a clerk
        # decides, whatever the documents say.
        status, reasons = "review", cond_reasons + reasons
        satisfied = []

    immediate = req.immediate
    if immediate is not None and status in immediate.statuses:
        reasons.append(f"{immediate.text} ({immediate.citation}).")
    elif status in DEFICIENT and status != "review":
        for t in list(loaded.checklist.transitions) + list(req.transitions):
            if _transition_applies(t, ctx.facts, ctx.as_of):
                status = "review"
                deadline = f" Prazo até {fmt_date(t.until)}." if t.until else ""
                reasons.append(f"{t.text}{deadline} ({t.citation}).")
                break

    if status == "met":
        end = loaded.end_of_window()
        if end is not None and (expires is None or end < expires):
            expires = end
    else:
        expires = None
        satisfied = []
    return RequirementResult(status=status, reasons=reasons, documents=docs,
                             expires_on=expires, read=read, satisfied_by=satisfied,
                             clerk_notes=clerk, **base)


def evaluate(
    loaded: LoadedChecklist,
    extractions: Sequence[Extraction],
    facts: Facts,
    as_of: date,
) -> Report:
    """Evaluate a dossier against a checklist at `as_of`. Raises `NotInForce` (exit 3)."""
    loaded.require_in_force(as_of)
    parties = derive_parties(facts, extractions)
    ctx = Context(
        as_of=as_of,
        facts=facts,
        extractions=tuple(extractions),
        parties=parties,
        confidence_threshold=loaded.checklist.confidence_threshold,
        municipio=loaded.law.municipio,
        uf=loaded.law.uf,
    )
    results = [_evaluate_requirement(r, loaded, ctx) for r in loaded.checklist.requirements]
    notices = [
        f"{n.text} ({n.citation})"
        for n in loaded.law.notices
        if (n.show_from is None or n.show_from <= as_of)
        and (n.show_until is None or as_of <= n.show_until)
    ]
    notices += list(parties.conflicts) + list(parties.notes)
    if facts.unknown_keys():
        notices.append(f"Há fatos declarados no pedido que este sistema não reconhece e que "
                       f"foram ignorados ({len(facts.unknown_keys())}).")
    law = loaded.law
    return Report(
        checklist=ChecklistInfo(
            id=loaded.id,
            title=loaded.checklist.title,
            law=law.title,
            in_force=True,
            in_force_from=law.in_force.from_,
            in_force_until=law.in_force.until,
            version=loaded.version,
        ),
        as_of=as_of,
        documents=[e.model_dump(mode="json", exclude_none=True) for e in extractions],
        **outcome_of(results),
        notices=notices,
        facts=facts.model_dump(mode="json", exclude_none=True),
    )
