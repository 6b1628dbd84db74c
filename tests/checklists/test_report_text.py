"""What people read in a report is Portuguese for people (issue 14), and every `met`
names the document that satisfied it and what was checked on it (issue 13, part 3).

Every YAML case of every checklist is evaluated; the human text fields of the report
(titles, rule texts, reasons, what to bring, notices, the checks behind a `met`) are
scanned for internal codes: snake_case keys, confidences, ISO dates, "(s)"/"(a)" hacks,
unformatted money, unmasked CPF/CNPJ, unformatted old plates and matcher stems.
"""

from __future__ import annotations

import re
from collections.abc import Iterator

import pytest

from checklists.engine import evaluate
from checklists.facts import Facts
from checklists.loader import all_checklists, get_checklist
from checklists.report import Report
from core.errors import NotInForce
from tests.checklists.caselib import Case, load_cases

CASES = [c for c in load_cases() if c.expect.get("exit_code") != 3]

# Accent-less matcher stems and value codes that reached sentences before issue 14.
STEMS = ["instalac", "previdenc", "inventario", "locacao", "funcionario", "lubrificacao",
         "contabil", "credencia", "itinerario", "positiva_com", "MICROONIBUS", "MICRO-ONIBUS",
         "ONIBUS", "RODOVIARIO", "DETRAN SP", "SAO PAULO", "gravissima", "media ", "prestacao",
         "POLICIA", "JUSTICA", "TRIBUNAL DE JUSTICA"]

PATTERNS: dict[str, re.Pattern[str]] = {
    "chave snake_case": re.compile(r"\b[a-z]+(?:_[a-z0-9]+)+\b"),
    "confiança numérica": re.compile(r"confian[çc]a|(?<!R\$ )\b0[.,]\d{2}\b"),
    "data ISO": re.compile(r"\b\d{4}-\d{2}-\d{2}\b"),
    "plural/gênero com parênteses": re.compile(r"\w\((?:s|a|as|os|es)\)"),
    "dinheiro sem formato": re.compile(r"(?<!R\$ )(?<![\d.])\b\d{2,}\.\d{2}\b(?![-/\d])"),
    "CPF/CNPJ sem máscara": re.compile(r"(?<![\d./-])\b(?:\d{11}|\d{14})\b(?![\d./-])"),
    "placa antiga sem hífen": re.compile(r"\b[A-Z]{3}\d{4}\b"),
    "radical de busca": re.compile(r"\b(?:" + "|".join(re.escape(s.strip()) for s in STEMS) + r")\b"),
}


def human_texts(report: Report) -> Iterator[tuple[str, str]]:
    files = {d["file"] for d in report.documents}
    for n in report.notices:
        yield "aviso", n
    for r in report.requirements:
        for name in ("title", "rule_text", "what_to_bring", "section"):
            yield f"{r.ref}.{name}", getattr(r, name)
        for reason in r.reasons:
            yield f"{r.ref}.reasons", reason
        for ev in r.satisfied_by:
            for check in ev.checks:
                yield f"{r.ref}.satisfied_by", check.text
    # File names are the applicant's own words: not ours to judge.
    del files


QUOTED = re.compile(r"“[^”]*”")
# Inside “…” is a value as printed on the applicant's document; only formatting the
# system owes (dates, CPF/CNPJ) is checked there.
CHECKED_IN_QUOTES = {"data ISO", "CPF/CNPJ sem máscara", "confiança numérica"}


def _strip_files(text: str, report: Report) -> str:
    for d in report.documents:
        text = text.replace(d["file"], "«arquivo»")
    return text


def _evaluate(case: Case) -> Report | None:
    try:
        return evaluate(get_checklist(case.checklist), case.extractions(),
                        Facts.model_validate(case.facts), case.as_of)
    except NotInForce:
        return None


@pytest.mark.parametrize("case", CASES, ids=lambda c: c.id)
def test_report_text_is_for_people(case: Case) -> None:
    report = _evaluate(case)
    if report is None:
        return
    found = []
    for where, text in human_texts(report):
        clean = _strip_files(text, report)
        unquoted = QUOTED.sub("«valor»", clean)
        for what, pattern in PATTERNS.items():
            m = pattern.search(clean if what in CHECKED_IN_QUOTES else unquoted)
            if m:
                found.append(f"{where}: {what} «{m.group(0)}» em: {text}")
    assert not found, "\n".join(found[:10])


def test_scan_covers_every_checklist_and_status() -> None:
    covered = {c.checklist for c in CASES}
    assert set(all_checklists()) <= covered
    statuses = set()
    for c in CASES:
        report = _evaluate(c)
        if report is not None:
            statuses |= {r.status for r in report.requirements}
    assert statuses >= {"met", "missing", "expired", "invalid", "review", "not_applicable"}


@pytest.mark.parametrize("case", CASES, ids=lambda c: c.id)
def test_every_met_names_its_documents_and_checks(case: Case) -> None:
    report = _evaluate(case)
    if report is None:
        return
    loaded = get_checklist(case.checklist)
    by_key = {(r.ref, r.title): r for r in loaded.checklist.requirements}
    for r in report.requirements:
        if r.status != "met":
            assert r.satisfied_by == [], (r.ref, r.status)
            continue
        assert r.satisfied_by, f"{case.id} {r.ref}: met without the documents that satisfied it"
        for ev in r.satisfied_by:
            assert ev.document in r.documents
            assert ev.checks, f"{case.id} {r.ref}: {ev.document} met with nothing checked"
        req = by_key[(r.ref, r.title)]
        types = {rule.type for rule in req.rules}
        whats = {c.what for ev in r.satisfied_by for c in ev.checks}
        if types & {"holder", "vehicle_owner", "partners_covered", "member"}:
            assert "titular" in whats, f"{case.id} {r.ref}: holder check not reported"
        if types & {"emission_window", "exercicio", "min_age", "cnh_years_licensed"}:
            assert "data" in whats, f"{case.id} {r.ref}: date check not reported"


def test_partners_pass_names_every_partners_document() -> None:
    case = next(c for c in CASES if c.checklist.endswith("/fretamento")
                and c.name == "clean dossier is complete")
    report = _evaluate(case)
    assert report is not None
    r = next(r for r in report.requirements if r.ref == "art6.I")
    assert r.status == "met"
    assert [e.document for e in r.satisfied_by] == ["rg-socio1.jpg", "rg-socio2.jpg"]
    assert all(c.what == "titular" for e in r.satisfied_by for c in e.checks)
