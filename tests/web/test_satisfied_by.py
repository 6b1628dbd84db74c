"""What satisfied each `met` requirement, shown to people; the clerk-only notes shown to
clerks only; the documents dossie did not read itself marked for the clerk (issue 13
part 3, issue 14, issue 17 finding 2)."""

from __future__ import annotations

import re
from collections.abc import Callable

import lxml.html
import pytest

from checklists.report import Report
from dossie.services import notices, report_view
from tests.web.readable import problems
from tests.web.support import EXAMPLES, Browser
from tests.web.test_readable_outputs import (
    corpus,
    files_of,
    html_text,
    meta,
    notice_for,
    pdf_text,
)

# a clerk note no applicant may ever read, put on every requirement of a report
SECRET = "crlv.pdf: tipo crlv com confiança 0.61 NOTA-SO-DO-SERVIDOR."


def _clean_case() -> Report:
    for case, rep in corpus():
        if case.id.startswith("mogi-das-cruzes/5268-2001/fretamento::clean"):
            return rep
    raise AssertionError("the clean Mogi case is not in the corpus")


def _with_secret(rep: Report) -> Report:
    reqs = [q.model_copy(update={"clerk_notes": [SECRET]}) for q in rep.requirements]
    return rep.model_copy(update={"requirements": reqs,
                                  "deficiencies": [q for q in reqs if q in rep.deficiencies
                                                   or q.status not in ("met",
                                                                       "not_applicable")]})


def test_a_met_item_names_the_document_that_satisfied_it_and_what_was_checked() -> None:
    rep = _clean_case()
    line = ("Atendido por: requerimento.pdf (Requerimento) — titular 11.222.333/0001-81 "
            "é o requerente")
    html = html_text(report_view.to_html(rep))
    text = report_view.to_text(rep)
    assert line in html and line in text
    # dates and money in Brazilian formats, the kind in words, never its key
    assert ("Atendido por: crf.pdf (Certificado de Regularidade do FGTS) — titular "
            "11.222.333/0001-81 é o requerente; válida até 30/06/2026") in text
    assert "Atendido por: taxa.pdf (Guia/comprovante de recolhimento de taxa) — " \
           "titular 11.222.333/0001-81 é o requerente; valor recolhido: R$ 200,00" in html
    # every met requirement with evidence has one line per satisfying document
    for q in rep.requirements:
        if q.status == "met":
            assert q.satisfied_by, q.ref
            for e in q.satisfied_by:
                assert f"Atendido por: {e.document} ({e.kind_pt})" in text, (q.ref, e)
    assert not problems(html, files_of(rep)) and not problems(text, files_of(rep))
    pdf = " ".join(pdf_text(report_view.to_pdf(rep)).split())
    assert "Atendido por: requerimento.pdf (Requerimento)" in pdf


def test_no_line_for_items_not_met_nor_for_a_report_stored_before_the_field() -> None:
    rep = _clean_case()
    doc = rep.model_dump(mode="json")
    for q in doc["requirements"]:
        q.pop("satisfied_by", None)
    assert report_view.satisfied_pt(doc["requirements"][0]) == []
    text = report_view.render(doc, "text")
    assert isinstance(text, str) and "Atendido por" not in text
    missing = next(q for _, r in corpus() for q in r.requirements if q.status == "missing")
    assert report_view.satisfied_pt(missing) == []


def test_the_report_says_a_declared_document_was_not_read() -> None:
    rep = _clean_case()
    docs = [{**d, "text_source": "manual", "declared": True} if d.get("file") == "crf.pdf"
            else d for d in rep.documents]
    html = html_text(report_view.to_html(rep.model_copy(update={"documents": docs})))
    assert re.search(r"crf\.pdf 1 Certificado de Regularidade do FGTS \(CRF\) dados digitados pelo "
                     r"requerente, não lidos pelo dossie", html), html


def test_clerk_notes_never_reach_the_report_nor_the_notice() -> None:
    for case, rep in corpus()[:12]:
        secret = _with_secret(rep)
        outs = [report_view.to_html(secret, meta(case)), report_view.to_text(secret)]
        if rep.deficiencies:
            outs.append(notices.render_html(notice_for(rep), secret.model_dump(mode="json"),
                                            "REQUERENTE", rep.as_of))
        for out in outs:
            assert "NOTA-SO-DO-SERVIDOR" not in out and "0.61" not in out, case.id
    case, rep = corpus()[0]
    assert "NOTA-SO-DO-SERVIDOR" not in pdf_text(report_view.to_pdf(_with_secret(rep)))


@pytest.fixture
def pages(login: Callable[[str], Browser], processed: dict[str, str]) -> dict[str, str]:
    did = processed["id"]
    ana, clerk = login("ana"), login("caio")
    out = {"pedido": ana.get(f"/web/dossies/{did}").text,
           "revisão": clerk.get(f"/web/dossies/{did}").text,
           "fila": clerk.get("/web/fila").text,
           "pdf": pdf_text(ana.c.get(f"/web/dossies/{did}/relatorio.pdf").content)}
    return out


def test_clerk_notes_on_the_clerks_page_only(pages: dict[str, str]) -> None:
    # the uploaded CND's kind is uncertain (0.6): the engine's clerk note says so
    clerk = html_text(pages["revisão"])
    assert "Notas para o servidor (não aparecem para o requerente):" in clerk
    assert re.search(r"cnd-federal-incerta\.extraction\.json: tipo Certidão de débitos "
                     r"relativos a tributos federais com confiança de 60%", clerk), clerk
    assert "cnd_federal" not in clerk and "0.60" not in clerk
    for label in ("pedido", "pdf"):
        seen = pages[label]
        assert "Notas para o servidor" not in seen, label
        assert "confiança de 60%" not in seen and "0.60" not in seen, label


def test_the_pages_show_what_satisfied_a_met_item(login: Callable[[str], Browser]) -> None:
    # extraction JSONs a clerk uploads are evidence (issue 17): their items can be met
    ana, caio = login("ana"), login("caio")
    did = ana.create_dossier()
    r = caio.upload(did, [EXAMPLES / f"{n}.extraction.json" for n in ("requerimento", "cnpj")])
    assert r.status_code == 303, r.text
    line = ("Atendido por: requerimento.pdf (Requerimento) — titular 11.222.333/0001-81 é o "
            "requerente")
    assert line in html_text(ana.get(f"/web/dossies/{did}").text)
    assert line in html_text(caio.get(f"/web/dossies/{did}").text)
    pdf = " ".join(pdf_text(ana.c.get(f"/web/dossies/{did}/relatorio.pdf").content).split())
    assert "Atendido por: requerimento.pdf (Requerimento) — titular 11.222.333/0001-81" in pdf
    # nothing the applicant typed: the queue marks no declared document on this row
    queue = lxml.html.fromstring(caio.get("/web/fila").text)
    row = queue.xpath(f"//tr[.//a[@href='/web/dossies/{did}']]")[0]
    assert "declarado" not in row.text_content()


def test_the_queue_and_the_clerks_page_mark_the_declared_documents(
        pages: dict[str, str]) -> None:
    # five extraction JSONs typed by the applicant and one real PDF (crlv.pdf)
    queue = html_text(pages["fila"])
    assert "5 declarados pelo requerente (não lidos pelo dossie)" in queue
    clerk = lxml_summaries(pages["revisão"])
    marked = [s for s in clerk if "declarado pelo requerente (não lido pelo dossie)" in s]
    assert len(marked) == 5 and not any("crlv.pdf" in s and "extraction" not in s
                                        for s in marked), marked
    assert "não lido pelo dossie" not in html_text(pages["pedido"]).replace(
        "Documentos não lidos pelo dossie", "")


def lxml_summaries(html: str) -> list[str]:
    root = lxml.html.fromstring(html)
    return [" ".join(s.text_content().split())
            for s in root.xpath("//section[@id='documentos']//summary")]
