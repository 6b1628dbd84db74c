"""What everyone meets (issue 14): /docs and /redoc from local files, a favicon, the
styled page for unknown /web addresses, one audit event per evidence visit, and the
clerk pages' values in Brazilian formats."""

from __future__ import annotations

import re
from collections.abc import Callable

from sqlalchemy import func, select

from api.web.labels import detail_pt, value_pt
from dossie.store.audit import AuditEvent
from tests.web.support import ROOT, Browser


def test_docs_and_redoc_load_their_scripts_locally(client: Callable[[], Browser]) -> None:
    b = client()
    for path, asset in (("/docs", "/static/vendor/swagger-ui/swagger-ui-bundle.js"),
                        ("/redoc", "/static/vendor/redoc/redoc.standalone.js")):
        r = b.c.get(path)
        assert r.status_code == 200 and asset in r.text, path
        assert "cdn.jsdelivr.net" not in r.text and "fonts.googleapis" not in r.text
        assert '<html lang="pt-BR">' in r.text
        if (ROOT / "static" / "vendor").is_dir():  # copied by `npm ci` in web/
            assert b.c.get(asset).status_code == 200, asset


def test_favicon(client: Callable[[], Browser]) -> None:
    b = client()
    r = b.c.get("/favicon.ico", follow_redirects=True)
    assert r.status_code == 200 and r.headers["content-type"].startswith("image/svg+xml")
    assert 'rel="icon"' in b.c.get("/web/entrar").text


def test_unknown_web_addresses_get_the_styled_page(login: Callable[[str], Browser],
                                                   client: Callable[[], Browser]) -> None:
    for b in (client(), login("ana")):
        r = b.c.get("/web/nao-existe/de-jeito-nenhum")
        assert r.status_code == 404
        assert r.headers["content-type"].startswith("text/html")
        assert "Página não encontrada" in r.text and "/static/web/dossie.css" in r.text
        assert ".." not in re.sub(r"<[^>]+>", " ", r.text)


def test_one_audit_event_per_evidence_visit(web_services: object,
                                            login: Callable[[str], Browser],
                                            processed: dict[str, str]) -> None:
    did = processed["id"]
    clerk = login("caio")
    html = clerk.get(f"/web/dossies/{did}").text
    urls = re.findall(r'<img src="(/web/dossies/[^"]+\.png)"', html)
    assert len(urls) >= 3
    for u in urls:
        assert clerk.c.get(u).status_code == 200
    with web_services.session() as s:  # type: ignore[attr-defined]
        n = s.scalar(select(func.count()).select_from(AuditEvent).where(
            AuditEvent.dossier_id == did, AuditEvent.action == "acesso.evidencia"))
    assert n == 1


def test_clerk_values_in_brazilian_formats() -> None:
    assert value_pt("2026-06-15") == "15/06/2026"
    assert value_pt("50000.00", "capital_social") == "R$ 50.000,00"
    assert value_pt("52998224725", "cpf") == "529.982.247-25"
    assert value_pt("11444777000161", "cnpj") == "11.444.777/0001-61"
    assert value_pt([{"nome": "ANA", "cpf": "52998224725"}], "socios") == \
        "nome ANA, CPF 529.982.247-25"
    assert value_pt("positiva_com_efeitos_de_negativa") == "positiva com efeitos de negativa"
    assert detail_pt({"status": "invalid", "status_anterior": "review",
                      "report_id": "abc"}) == \
        "decisão: irregular; situação anterior: revisão manual"
    assert detail_pt({"ref": "art6.I", "deficiencias": ["art6.I", "art7.II"]},
                     {"art6.I": "Art. 6º, I", "art7.II": "Art. 7º, II"}) == \
        "requisito: Art. 6º, I; pendências: Art. 6º, I; Art. 7º, II"


def _page_text(html: str, drop: str = "") -> str:
    """The text people read on a page, without the parts the checklists' rules write
    (`drop`: an XPath of those elements), which issue 13/14's checklists branch rewords."""
    import lxml.html

    root = lxml.html.fromstring(html)
    for el in root.xpath("//style|//script|//head|//code" + (f"|{drop}" if drop else "")):
        el.getparent().remove(el)
    return " ".join(root.text_content().split())


# the rule-written parts of a dossier page: requirement titles, rule texts, reasons,
# what to bring (the headings and paragraphs of each requirement), the law's notices
RULE_PARTS = ("//article//ul|//article//p|//article//h3|//details[contains(@class,'req')]"
              "|//table//td[@data-label='Requisito']|//ul[contains(@class,'requirements')]"
              "|//div[@role='note']")


def test_the_pages_own_words_read_as_pt_br(login: Callable[[str], Browser],
                                           processed: dict[str, str]) -> None:
    from tests.web.readable import problems

    did = processed["id"]
    ana, clerk = login("ana"), login("caio")
    files = ["crlv.pdf", "cnpj.pdf", "crlv-1.pdf", "requerimento.pdf", "crf.pdf",
             "cnd-federal.pdf", "cnd-federal-incerta.extraction.json"]
    pages = {"pedido": (ana, f"/web/dossies/{did}"), "meus pedidos": (ana, "/web/dossies"),
             "novo": (ana, "/web/novo"), "fila": (clerk, "/web/fila"),
             "histórico": (clerk, f"/web/dossies/{did}/historico"),
             "vencimentos": (clerk, "/web/vencimentos")}
    found = []
    for label, (b, url) in pages.items():
        r = b.get(url)
        assert r.status_code == 200, (label, r.status_code)
        text = _page_text(r.text, RULE_PARTS)
        found += [f"{label}: {p}" for p in problems(text, [*files, did])]
    assert not found, "\n".join(found)
