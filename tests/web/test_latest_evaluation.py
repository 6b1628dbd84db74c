"""After `dossie revalidate`, a dossier shows its latest evaluation — the annual
revalidation — in the API report, the web page and the PDF, saying where it came from
(issue 14). A module of its own: a revalidation re-evaluates every stored dossier."""

from __future__ import annotations

import io
from collections.abc import Callable
from datetime import date

import pdfplumber

from dossie.services import auth
from tests.renewal.support import revalidate
from tests.web.support import EXAMPLES, Browser


def test_the_dossier_shows_the_revalidation_after_the_check(
        web_services: object, login: Callable[[str], Browser]) -> None:
    ana = login("ana")
    did = ana.create_dossier(as_of="2026-06-15")
    files = [EXAMPLES / f"{n}.extraction.json"
             for n in ("cnpj", "crlv-1", "requerimento", "crf", "cnd-federal")]
    assert ana.upload(did, files).status_code == 303
    page = ana.get(f"/web/dossies/{did}").text
    assert "<strong>Conferência</strong>" in page and "Revalidação anual" not in page

    store = web_services.store  # type: ignore[attr-defined]
    job = revalidate(store, date(2027, 3, 1))
    assert job.status == "done", job.error_message

    page = ana.get(f"/web/dossies/{did}").text
    assert "<strong>Revalidação anual</strong>" in page
    assert "(última revalidação anual: 01/03/2027)" in page
    pdf = ana.c.get(f"/web/dossies/{did}/relatorio.pdf")
    with pdfplumber.open(io.BytesIO(pdf.content)) as doc:
        text = "\n".join(p.extract_text() or "" for p in doc.pages)
    assert "Revalidação anual" in text and "01/03/2027" in text

    with store.db.session() as s:
        tok = auth.ensure_user_token(s, store.settings, username="ana", role="applicant")
    r = ana.c.get(f"/api/v1/dossiers/{did}/report",
                  headers={"Authorization": f"Bearer {tok.access_token}"})
    assert r.status_code == 200 and r.json()["as_of"] == "2027-03-01"
