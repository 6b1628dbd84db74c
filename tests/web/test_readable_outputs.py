"""Every report format and every notice, for dossiers of every checklist in several
statuses, read as a person reads them (issue 14): no internal key, decimal confidence,
ISO date, "(s)" hack, unmasked CPF/CNPJ or accent-less matcher stem.

The text the templates and renderers own is checked strictly, with the rules' own
sentences (reasons, rule text, what to bring, the law's notices, extractor warnings)
replaced by a neutral placeholder; those sentences (the requirement titles, and what was
checked on each document that satisfied a requirement) are checked by a separate test."""

from __future__ import annotations

import re
import subprocess
from collections import Counter
from datetime import UTC, datetime
from functools import lru_cache

import lxml.html

from checklists.engine import evaluate
from checklists.facts import Facts
from checklists.loader import get_checklist
from checklists.report import DEFICIENT, Report
from dossie.services import notices, report_view
from dossie.services.report_view import ReportMeta
from tests.checklists.caselib import Case, load_cases
from tests.web.readable import problems

PLACEHOLDER = "Texto da regra."
PER_CHECKLIST = 6  # cases per checklist, chosen to cover different statuses


@lru_cache(maxsize=1)
def corpus() -> list[tuple[Case, Report]]:
    """Per checklist, the cases that add the most statuses and verdicts not yet seen."""
    chosen: dict[str, list[tuple[Case, Report]]] = {}
    seen: dict[str, set[str]] = {}
    for c in load_cases():
        try:
            rep = evaluate(get_checklist(c.checklist), c.extractions(),
                           Facts.model_validate(c.facts), c.as_of)
        except Exception:
            continue
        marks = {f"v:{rep.verdict}", *(q.status for q in rep.requirements)}
        have = seen.setdefault(c.checklist, set())
        picked = chosen.setdefault(c.checklist, [])
        if len(picked) < PER_CHECKLIST and (marks - have or not picked):
            picked.append((c, rep))
            have |= marks
    return [x for v in chosen.values() for x in v]


def neutral(rep: Report) -> Report:
    """The report with every sentence the checklists write (requirement titles included)
    replaced by a placeholder."""
    reqs = [q.model_copy(update={"reasons": [PLACEHOLDER] * len(q.reasons),
                                 "rule_text": PLACEHOLDER, "what_to_bring": PLACEHOLDER,
                                 "title": "Título do requisito"})
            for q in rep.requirements]
    docs = [{**d, "warnings": [PLACEHOLDER] * len(d.get("warnings") or [])}
            for d in rep.documents]
    return rep.model_copy(update={
        "requirements": reqs, "deficiencies": [q for q in reqs if q.status in DEFICIENT],
        "notices": [PLACEHOLDER] * len(rep.notices), "documents": docs})


def files_of(rep: Report) -> list[str]:
    """The uploaded files' names, and their pieces (a PDF table cell wraps a long name
    after a hyphen): the applicant chose them, they are not ours to word."""
    names = [str(d.get("file", "")) for d in rep.documents]
    return names + [p for n in names for p in re.split(r"(?<=[-_])", n) if len(p) > 3]


def meta(case: Case) -> ReportMeta:
    return ReportMeta(request_number="3f9c2a10-7d4e-4b1a-9c55-0a1b2c3d4e5f",
                      purpose="check", evaluated_at=datetime(2026, 6, 15, 13, 5,
                                                             tzinfo=UTC),
                      pdf_url="/web/dossies/x/relatorio.pdf",
                      notices=[("Notificação nº NP-2026-000012 (PDF)", "/x.pdf")])


def html_text(html: str) -> str:
    root = lxml.html.fromstring(html)
    for bad in root.xpath("//style|//script|//head"):
        bad.getparent().remove(bad)
    return " ".join(root.text_content().split())


def pdf_text(data: bytes) -> str:
    assert data[:5] == b"%PDF-"
    out = subprocess.run(["pdftotext", "-layout", "-", "-"], input=data, capture_output=True,
                         check=True, timeout=60)
    return out.stdout.decode("utf-8")


def notice_for(rep: Report) -> notices.NoticeOut:
    return notices.NoticeOut(id=12, number="NP-2026-000012", dossier_id="3f9c2a10",
                             report_id="r1", issued_at=datetime(2026, 6, 16, 14, 0,
                                                                tzinfo=UTC),
                             issued_by="caio", deficiencies=len(rep.deficiencies),
                             deadline_days=30)


def test_the_corpus_covers_every_checklist_and_several_statuses() -> None:
    reps = corpus()
    assert len({c.checklist for c, _ in reps}) == 11
    statuses = Counter(q.status for _, r in reps for q in r.requirements)
    assert set(statuses) == {"met", "missing", "expired", "invalid", "review",
                             "not_applicable"}
    assert {r.verdict for _, r in reps} == {"complete", "deficient", "review"}


def test_report_html_and_text_read_as_pt_br() -> None:
    found: list[str] = []
    for case, rep in corpus():
        n = neutral(rep)
        for label, text in (("html", html_text(report_view.to_html(n, meta(case)))),
                            ("text", report_view.to_text(n, meta(case))),
                            ("html sem dados do pedido", html_text(report_view.to_html(n)))):
            found += [f"{case.id} [{label}] {p}" for p in problems(text, files_of(rep))]
    assert not found, "\n".join(found[:40])


def test_report_pdf_reads_as_pt_br_names_the_applicant_and_numbers_pages() -> None:
    found: list[str] = []
    by_checklist: dict[str, tuple[Case, Report]] = {}
    for case, rep in corpus():
        by_checklist.setdefault(case.checklist, (case, rep))
    for case, rep in by_checklist.values():
        text = pdf_text(report_view.to_pdf(neutral(rep), meta(case)))
        found += [f"{case.id} [pdf] {p}" for p in problems(text, files_of(rep))]
        assert "Pedido nº 3f9c2a10-7d4e-4b1a-9c55-0a1b2c3d4e5f" in text
        assert "Página 1 de" in text
        name = rep.facts.get("requerente_nome")
        if name:
            assert str(name) in text
        for d in rep.documents:
            assert str(d.get("kind")) not in text.split() or d.get("kind") in ("crlv", "cnh")
    assert not found, "\n".join(found[:40])


def test_deficiency_notices_read_as_pt_br() -> None:
    found: list[str] = []
    pdfs = 0
    for case, rep in corpus():
        if not rep.deficiencies:
            continue
        n = neutral(rep)
        doc = n.model_dump(mode="json")
        html = notices.render_html(notice_for(rep), doc, "REQUERENTE", datetime(2026, 6, 16).date())
        text = html_text(html)
        found += [f"{case.id} [notificação] {p}" for p in problems(text, files_of(rep))]
        assert "Prazo para responder: 30 dias corridos, até 16/07/2026." in text
        assert "caio" not in text
        if pdfs < 3 and not notices.undecided(doc):
            from dossie.pdf import html_to_pdf

            pdf = pdf_text(html_to_pdf(html))
            pdfs += 1
            found += [f"{case.id} [notificação pdf] {p}" for p in problems(pdf, files_of(rep))]
            assert "Página 1 de" in pdf and "NP-2026-000012" in pdf
    assert pdfs, "no notice PDF was rendered"
    assert not found, "\n".join(found[:40])


def _rule_sentences(rep: Report) -> list[str]:
    out = list(rep.notices)
    for q in rep.requirements:
        out += [*q.reasons, q.title, q.rule_text, q.what_to_bring]
        out += [f"{e.kind_pt}: {c.text}" for e in q.satisfied_by for c in e.checks]
    return out


def test_the_rules_sentences_read_as_pt_br() -> None:
    """The JSON fields people read that the checklists' rules write."""
    found: list[str] = []
    for case, rep in corpus():
        found += [f"{case.id} {p}" for p in problems("\n".join(_rule_sentences(rep)),
                                                      files_of(rep))]
    assert not found, f"{len(found)} problems, e.g.:\n" + "\n".join(found[:30])


def test_the_json_fields_people_read_outside_the_rules() -> None:
    found: list[str] = []
    for case, rep in corpus():
        texts = [rep.checklist.title, rep.checklist.law,
                 *(x for q in rep.requirements for x in (q.citation, q.section))]
        found += [f"{case.id} {p}" for p in problems("\n".join(texts), files_of(rep))]
    assert not found, "\n".join(found[:40])


def test_the_scanner_catches_what_issue_14_lists() -> None:
    bad = ["assunto da declaração: garagem ou instalac ou inventario",
           "espécie/tipo: ONIBUS ou MICROONIBUS", "informe no pedido transporta_pcd",
           "tipo de documento incerto (cnh, confiança 0.77)", "validade lido(a) em 01/02/2026",
           "sócio(s)", "demonstracoes_contabeis (100%)", "emitida em 2026-06-15",
           "capital de 50000.00", "titular 52998224725", "CNPJ 11444777000161",
           "versão 55f8181565eff017", "lido por ocr"]
    for s in bad:
        assert problems(s), s
    good = ["assunto da declaração: garagem e instalações", "titular 529.982.247-25",
            "capital de R$ 50.000,00", "emitida em 15/06/2026", "RENAVAM 12345678901",
            "2 sócios", "Página 1 de 2"]
    for s in good:
        assert not problems(s), (s, problems(s))


def test_renewal_notices_read_as_pt_br() -> None:
    """The annual renewal notice (templates/notices/renewal.html) over the same corpus."""
    from datetime import date

    from dossie.services import renewal_notices as rn

    found: list[str] = []
    for case, rep in corpus():
        if not rep.deficiencies:
            continue
        n = neutral(rep)
        items = [rn.NoticeItem(citation=q.citation, title=q.title, status=q.status,
                               status_pt=q.status, section=q.section,
                               what_to_bring=q.what_to_bring, reasons=q.reasons,
                               documents=q.documents, expired_on=date(2026, 7, 1), new=True)
                 for q in n.deficiencies]
        for it in items:  # the template shows the status label, not the key
            it.status_pt = {"missing": "faltando", "expired": "vencido", "invalid": "irregular",
                            "review": "revisão manual"}[it.status]
        notice = rn.Notice(
            key="k", applicant_name=str(rep.facts.get("requerente_nome") or "REQUERENTE"),
            applicant_document=str(rep.facts.get("requerente_documento") or "") or None,
            username="maria", issued_on=date(2027, 1, 31), deadline=date(2027, 3, 2),
            deadline_days=30, as_of=date(2027, 1, 31), job_id="j",
            dossiers=[rn.NoticeDossier(dossier_id="3f9c2a10", checklist_id=rep.checklist.id,
                                       checklist_title=rep.checklist.title,
                                       law=rep.checklist.law, as_of=rep.as_of,
                                       verdict=rep.verdict, items=items, upcoming=[])])
        text = html_text(rn.to_html(notice))
        found += [f"{case.id} [renovação] {p}" for p in problems(text, files_of(rep))]
    assert not found, "\n".join(found[:40])
