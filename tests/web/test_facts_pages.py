"""The per-checklist facts form, editing the facts of a request, and drafts (issue 14).
A module of its own: each module gets its own service (and login rate-limit counters)."""

from __future__ import annotations

import re
from collections.abc import Callable

from api.web.forms import LABELS
from checklists.facts import Facts
from tests.web.support import Browser
from tests.web.test_pages import assert_valid_ids


def test_each_checklist_asks_only_the_facts_it_uses(login: Callable[[str], Browser]) -> None:
    """Issue 14: one 16-field form for all checklists asked Patrocínio about EMTU."""
    from dossie.services.checklists_facts import facts_of, requirements_of

    ana = login("ana")
    for checklist in ("mogi-das-cruzes/5268-2001/fretamento",
                      "mogi-das-cruzes/5268-2001/particular", "olimpia/5171-2025/alvara",
                      "olimpia/5171-2025/condutor-vinculado", "patrocinio/5002-2018/veiculo"):
        html = ana.get(f"/web/novo/dados?checklist={checklist}").text
        assert_valid_ids(html)
        asked = set(re.findall(r'name="([a-z_0-9]+)"', html)) & set(Facts.model_fields)
        assert asked == set(facts_of(checklist)), checklist
        for name in asked:
            assert LABELS[name][0] in html
        # the requirements, in words and by section, before any upload
        assert "O que apresentar" in html
        for section, items in requirements_of(checklist).items():
            assert section in html
            assert items[0].citation in html
        if checklist.startswith("patrocinio"):
            assert "cadastrada_emtu" not in asked and "auxiliar_nome" not in asked
        if checklist == "olimpia/5171-2025/alvara":
            assert {"auxiliar_nome", "auxiliar_documento", "transporta_pcd"} <= asked


def test_the_same_form_twice_makes_one_request_and_drafts_can_be_deleted(
        login: Callable[[str], Browser]) -> None:
    ana = login("ana")
    first = ana.create_dossier(as_of="2026-06-16")
    assert ana.create_dossier(as_of="2026-06-16") == first  # back button + submit again
    other = ana.create_dossier(as_of="2026-06-17")
    assert other != first
    html = ana.get(f"/web/dossies/{first}").text
    assert "Excluir rascunho" in html and 'data-confirm="Excluir este rascunho' in html
    r = ana.post(f"/web/dossies/{first}/excluir")
    assert r.status_code == 200 and "Sim, excluir o rascunho" in r.text
    r = ana.post(f"/web/dossies/{first}/excluir", {"confirmado": "sim"})
    assert r.status_code == 303 and r.headers["location"] == "/web/dossies?excluido=1"
    assert ana.get(f"/web/dossies/{first}").status_code == 404
    assert "Rascunho excluído." in ana.get("/web/dossies?excluido=1").text
    assert login("bia").post(f"/web/dossies/{other}/excluir",
                             {"confirmado": "sim"}).status_code == 404


def test_facts_are_edited_and_the_request_rechecked(login: Callable[[str], Browser]) -> None:
    from tests.web.support import EXAMPLES

    ana = login("ana")
    did = ana.create_dossier()
    ana.upload(did, [EXAMPLES / "cnpj.extraction.json", EXAMPLES / "crf.extraction.json"])
    before = ana.get(f"/web/dossies/{did}").text
    assert f'href="/web/dossies/{did}/dados"' in before
    form = ana.get(f"/web/dossies/{did}/dados").text
    assert "Alterar os dados do pedido" in form and 'value="VIACAO ALTO TIETE LTDA"' in form
    r = ana.post(f"/web/dossies/{did}/dados", {"requerente_documento": "123"})
    assert r.status_code == 422 and "CPF ou CNPJ inválido" in r.text
    r = ana.post(f"/web/dossies/{did}/dados",
                 {"requerente_tipo": "pj", "requerente_nome": "OUTRA EMPRESA LTDA",
                  "requerente_documento": "11222333000181", "natureza": "sociedade_comercial",
                  "microempresa": "sim"})
    assert r.status_code == 303
    page = ana.get(r.headers["location"]).text
    assert "Dados alterados; o pedido foi conferido de novo" in page
    assert "OUTRA EMPRESA LTDA" in page and "Conferido" in page
    # a clerk may correct them too, and it is audited with the clerk's role
    clerk = login("caio")
    clerk.get(f"/web/dossies/{did}/dados")
    r = clerk.post(f"/web/dossies/{did}/dados", {"requerente_tipo": "pj",
                                                 "requerente_nome": "TERCEIRA LTDA"})
    assert r.status_code == 303
    hist = clerk.get(f"/web/dossies/{did}/historico").text
    assert hist.count("Dados do pedido alterados") == 2 and ">servidor<" in hist
