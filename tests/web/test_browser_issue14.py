"""Browser flows of issue 14, in Debian's Chromium through Playwright, against a real
`dossie serve --demo`: the per-checklist facts form refusing a bad CPF/placa as typed,
the requirements before any upload, the back button without a duplicate request, the
summary first, editing facts and re-checking, deleting a file after confirmation, a
failed upload in the error colour, the notice PDF (deadline, no clerk login), /docs and
/redoc with the network off, and axe-core (WCAG 2.1 A/AA) on every page, applicant and
clerk, desktop and phone. Screenshots of the pages and of the PDFs' pages are written
to `test-artifacts/web/issue14/` (git-ignored)."""

from __future__ import annotations

import re
from collections.abc import Iterator
from pathlib import Path
from typing import Any

import pytest
from playwright.sync_api import Browser, Page, expect, sync_playwright

from tests.web.support import (
    ARTIFACTS,
    CHECKLIST,
    ROOT,
    decide_every_review_item,
    example_paths,
    facts,
    log_in,
    open_page,
    served,
)
from tests.web.test_browser import ARGS, CHROMIUM

AXE = ROOT / "web" / "node_modules" / "axe-core" / "axe.min.js"
SHOTS = ARTIFACTS / "issue14"
PHONE: dict[str, Any] = {"viewport": {"width": 390, "height": 844}, "is_mobile": True,
                         "has_touch": True, "device_scale_factor": 2}


@pytest.fixture(scope="module")
def server(tmp_path_factory: pytest.TempPathFactory) -> Iterator[str]:
    with served(tmp_path_factory.mktemp("serve14")) as base:
        yield base


@pytest.fixture(scope="module")
def browser() -> Iterator[Browser]:
    expect.set_options(timeout=20_000)
    SHOTS.mkdir(parents=True, exist_ok=True)
    with sync_playwright() as p:
        b = p.chromium.launch(executable_path=CHROMIUM, headless=True, args=ARGS)
        yield b
        b.close()


def _page(browser: Browser, base: str, **kw: Any) -> Page:
    # bypass_csp: only so that the test can inject axe-core into the page
    return open_page(browser, base, bypass_csp=True, **kw)


def axe(page: Page, label: str) -> list[str]:
    """WCAG 2.1 A/AA violations of the page as it is now (axe-core), one line each."""
    if not AXE.exists():
        pytest.skip("axe-core ausente: rode `npm ci` em web/")
    page.evaluate(AXE.read_text(encoding="utf-8"))
    result = page.evaluate("""async () => {
        const r = await axe.run(document, {runOnly: {type: 'tag',
            values: ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa']}});
        return r.violations.map(v => ({id: v.id, impact: v.impact,
            nodes: v.nodes.slice(0, 3).map(n => n.target.join(' '))}));
    }""")
    return [f"{label}: {v['id']} ({v['impact']}) em {v['nodes']}" for v in result]


def shot(page: Page, name: str, full: bool = True) -> None:
    page.screenshot(path=str(SHOTS / f"{name}.png"), full_page=full)


def pdf_pages(data: bytes, name: str) -> str:
    """Each page of a PDF as a PNG beside the screenshots; returns the PDF's text."""
    import pypdfium2 as pdfium

    for old in SHOTS.glob(f"{name}-p*.png"):
        old.unlink()
    (SHOTS / f"{name}.pdf").write_bytes(data)
    doc = pdfium.PdfDocument(data)
    text = []
    for i, pg in enumerate(doc):
        pg.render(scale=1.4).to_pil().save(SHOTS / f"{name}-p{i + 1}.png")
        text.append(pg.get_textpage().get_text_range())
    return "\n".join(text)


def test_applicant_flow_issue14(server: str, browser: Browser) -> None:
    violations: list[str] = []
    page = _page(browser, server)
    log_in(page, "applicant", "demo-applicant")
    rows_before = page.locator("tbody tr").count()  # the demo's own requests
    violations += axe(page, "meus pedidos")
    page.get_by_role("link", name="Novo pedido", exact=True).click()
    violations += axe(page, "novo pedido")
    shot(page, "a01-novo")
    page.goto(f"/web/novo/dados?checklist={CHECKLIST}")
    # the requirements, in words and by section, before any upload
    expect(page.get_by_role("heading", name="O que apresentar")).to_be_visible()
    # CPF/CNPJ and plates checked as they are typed
    doc = page.get_by_label("CPF ou CNPJ do requerente")
    doc.fill("123")
    doc.blur()
    expect(page.locator("#erro-requerente_documento")).to_have_text(
        "CPF ou CNPJ inválido: confira os dígitos.")
    expect(doc).to_have_attribute("aria-invalid", "true")
    plates = page.get_by_label("Placas dos veículos")
    plates.fill("xyz")
    plates.blur()
    expect(page.locator("#erro-placas")).to_contain_text("Placa inválida: XYZ.")
    violations += axe(page, "dados com erros")
    shot(page, "a02-dados-invalidos")
    page.get_by_role("button", name="Criar pedido e enviar documentos").click()
    assert page.url.endswith(f"/web/novo/dados?checklist={CHECKLIST.replace('/', '%2F')}") \
        or "/web/novo/dados" in page.url  # the script kept the form from being sent
    f = facts()
    page.get_by_label("Tipo de requerente").select_option("pj")
    page.get_by_label("Nome ou razão social do requerente").fill(f["requerente_nome"])
    doc.fill("11.222.333/0001-81")
    plates.fill("ABC1D23")
    plates.blur()
    expect(page.locator("#erro-placas")).to_be_hidden()
    page.get_by_label("Conferir os documentos na data").fill("2026-06-15")
    page.get_by_role("button", name="Criar pedido e enviar documentos").click()
    page.wait_for_url(re.compile(r"/web/dossies/\w+"))
    did = page.url.split("#")[0].split("?")[0].rsplit("/", 1)[1]
    expect(page.get_by_role("heading", name="O que apresentar")).to_be_visible()
    violations += axe(page, "pedido sem documentos")
    shot(page, "a03-pedido-antes-do-envio")
    # back to the form and "Criar" again: the same request, not a second one
    page.go_back()
    page.wait_for_url(re.compile(r"/web/novo/dados"))
    if page.get_by_label("Nome ou razão social do requerente").input_value() == "":
        page.get_by_label("Tipo de requerente").select_option("pj")
        page.get_by_label("Nome ou razão social do requerente").fill(f["requerente_nome"])
        page.get_by_label("CPF ou CNPJ do requerente").fill("11.222.333/0001-81")
        page.get_by_label("Placas dos veículos").fill("ABC1D23")
        page.get_by_label("Conferir os documentos na data").fill("2026-06-15")
    page.get_by_role("button", name="Criar pedido e enviar documentos").click()
    page.wait_for_url(re.compile(rf"/web/dossies/{did}"))
    page.goto("/web/dossies")
    assert page.locator(f'a[href="/web/dossies/{did}"]').count() == 1
    assert page.locator("tbody tr").count() == rows_before + 1
    # upload, then the summary first
    page.goto(f"/web/dossies/{did}")
    page.get_by_label("Arquivos do pedido").set_input_files([str(p) for p in example_paths()])
    page.get_by_role("button", name="Enviar e conferir").click()
    expect(page.get_by_role("heading", name=re.compile(r"Pendências \(\d+\)"))).to_be_visible(
        timeout=90_000)
    summary = page.get_by_role("heading", name="Resumo").bounding_box()
    pend = page.get_by_role("heading", name=re.compile(r"Pendências \(")).bounding_box()
    assert summary and pend and summary["y"] < pend["y"]
    assert summary["y"] < 900, "the summary and its actions are on the first screen"
    violations += axe(page, "pedido com pendências")
    shot(page, "a04-pedido-com-pendencias")
    with page.expect_download() as dl:
        page.get_by_role("link", name="Baixar o relatório (PDF)").first.click()
    text = pdf_pages(Path(dl.value.path()).read_bytes(), "relatorio")
    assert f"Pedido nº {did}" in text and "VIACAO ALTO TIETE LTDA" in text
    assert "Página 1 de" in text and "pdf-text" not in text and "(100%)" not in text
    # edit the facts and re-check from the stored readings
    page.get_by_role("link", name="Alterar os dados declarados").click()
    violations += axe(page, "alterar dados")
    page.get_by_label("Nome ou razão social do requerente").fill("VIACAO ALTO TIETE S.A.")
    page.get_by_role("button", name="Salvar e conferir de novo").click()
    expect(page.get_by_text("Dados alterados; o pedido foi conferido de novo")).to_be_visible()
    expect(page.locator(".kv").first).to_contain_text("VIACAO ALTO TIETE S.A.")
    # delete a file: asked first; "no" keeps it, "yes" removes it and re-checks
    files_heading = page.get_by_role("heading", name=re.compile(r"Arquivos enviados"))
    n = int(re.search(r"\((\d+)\)", files_heading.inner_text()).group(1))  # type: ignore[union-attr]
    page.once("dialog", lambda d: d.dismiss())
    page.get_by_role("button", name=re.compile(r"^Retirar ")).first.click()
    expect(files_heading).to_have_text(f"Arquivos enviados ({n})")
    page.once("dialog", lambda d: d.accept())
    page.get_by_role("button", name=re.compile(r"^Retirar ")).first.click()
    expect(page.get_by_text("Arquivo retirado")).to_be_visible()
    expect(files_heading).to_have_text(f"Arquivos enviados ({n - 1})")
    expect(page.locator("#situacao")).not_to_have_text("Rascunho")
    # a broken PDF is accepted, then not read: the reason is in Portuguese, never the
    # PDF library's English ("unable to find trailer dictionary")
    bad = SHOTS / "quebrado.pdf"
    bad.write_bytes(b"%PDF-1.4\n1 0 obj <<>> endobj\n%%EOF\n")
    page.get_by_label("Arquivos do pedido").set_input_files([str(bad)])
    page.get_by_role("button", name="Enviar e conferir").click()
    page.wait_for_url(re.compile(r"enviados=1"))
    row = page.locator("#documentos tr", has_text="quebrado.pdf")
    expect(row).to_contain_text("Não lido", timeout=60_000)
    row_text = row.inner_text()
    assert not re.search(r"\b(unable|trailer|dictionary|error|failed|invalid)\b", row_text,
                         re.I), row_text
    # a refused upload: the bar turns to the error state, one final period
    txt = SHOTS / "nota.txt"
    txt.write_text("apenas texto", encoding="utf-8")
    page.get_by_label("Arquivos do pedido").set_input_files([str(txt)])
    page.get_by_role("button", name="Enviar e conferir").click()
    box = page.locator("[data-upload-progress]")
    expect(box).to_have_class(re.compile(r"\bfailed\b"), timeout=30_000)
    message = page.locator("[data-upload-text]").inner_text()
    assert message.startswith("Falha no envio") and not message.endswith(".."), message
    shot(page, "a05-envio-falhou", full=False)
    # unknown address: the styled page
    page.goto("/web/nao-existe")
    expect(page.get_by_role("heading", name="Não encontrado")).to_be_visible()
    violations += axe(page, "404")
    page.context.close()

    phone = _page(browser, server, **PHONE)
    log_in(phone, "applicant", "demo-applicant")
    violations += axe(phone, "celular: meus pedidos")
    for path, label in ((f"/web/dossies/{did}", "pedido"),
                        (f"/web/novo/dados?checklist={CHECKLIST}", "dados"),
                        ("/web/novo", "novo")):
        phone.goto(path)
        violations += axe(phone, f"celular: {label}")
        width = phone.evaluate("document.documentElement.scrollWidth")
        assert width <= 391, f"{label}: page is {width}px wide on a phone"
        shot(phone, f"a06-celular-{label}", full=False)
    phone.context.close()
    assert not violations, "\n".join(violations)


def _applicant_dossier(base: str) -> str:
    from tests.web.test_browser import _api_dossier_with_review

    return _api_dossier_with_review(base)


def test_clerk_flow_issue14(server: str, browser: Browser) -> None:
    did = _applicant_dossier(server)
    violations: list[str] = []
    page = _page(browser, server)
    log_in(page, "clerk", "demo-clerk")
    row = page.locator("tr", has=page.locator(f'a[href="/web/dossies/{did}"]'))
    expect(row).to_contain_text("VIACAO ALTO TIETE LTDA")
    violations += axe(page, "fila")
    shot(page, "c01-fila")
    page.goto(f"/web/dossies/{did}")
    expect(page.locator("#notificacao-bloqueada")).to_be_visible()  # items await review
    violations += axe(page, "revisão")
    shot(page, "c02-revisao")
    body = page.locator("main").inner_text()
    assert not re.search(r"\b\d{4}-\d{2}-\d{2}\b", body), "ISO date on the clerk page"
    assert "50000.00" not in body
    decide_every_review_item(page, "missing", "Documento ilegível; reapresentar o original.")
    page.get_by_label("Prazo para responder (dias corridos)").fill("15")
    with page.expect_download() as dl:
        page.get_by_role("button", name="Emitir notificação de pendências (PDF)").click()
    text = pdf_pages(Path(dl.value.path()).read_bytes(), "notificacao")
    assert "Prazo para responder: 15 dias corridos, até" in text
    assert "Prefeitura Municipal de Mogi das Cruzes" in text and "Como responder" in text
    assert "clerk" not in text.lower() and "SERVIDOR DE DEMONSTRAÇÃO" not in text.upper()
    assert "conferir" not in text.lower().replace("conferidos", "").replace("conferência", "")
    assert "Página 1 de" in text and "CNPJ" in text and "11.222.333/0001-81" in text
    pages = len(list(SHOTS.glob("notificacao-p*.png")))
    assert pages <= 6, f"a notice of a few items should be short, not {pages} pages"
    page.get_by_role("link", name="Histórico").click()
    violations += axe(page, "histórico")
    shot(page, "c03-historico")
    body = page.locator("main").inner_text()
    assert "status_anterior" not in body and "report_id" not in body
    assert body.count("Consulta às evidências do pedido") <= 1
    page.goto("/web/vencimentos")
    violations += axe(page, "vencimentos")
    page.goto(f"/web/dossies/{did}/dados")
    violations += axe(page, "alterar dados (servidor)")
    page.context.close()

    phone = _page(browser, server, **PHONE)
    log_in(phone, "clerk", "demo-clerk")
    for path, label in (("/web/fila", "fila"), (f"/web/dossies/{did}", "revisao"),
                        (f"/web/dossies/{did}/historico", "historico")):
        phone.goto(path)
        violations += axe(phone, f"celular: {label}")
        shot(phone, f"c04-celular-{label}", full=False)
    phone.context.close()
    assert not violations, "\n".join(violations)


def test_docs_and_redoc_render_with_the_network_off(server: str, browser: Browser) -> None:
    page = browser.new_context(base_url=server, locale="pt-BR").new_page()  # CSP enforced
    outside: list[str] = []

    def only_local(route: Any) -> None:
        outside.append(route.request.url)
        route.abort()

    page.route(re.compile(r"^https?://(?!127\.0\.0\.1)"), only_local)
    page.goto("/docs")
    expect(page.locator(".swagger-ui .info .title")).to_contain_text("dossie")
    shot(page, "d01-docs", full=False)
    page.goto("/redoc")
    expect(page.locator("h1").first).to_contain_text("dossie", timeout=30_000)
    shot(page, "d02-redoc", full=False)
    assert not outside, outside
    page.context.close()


def test_login_page_is_accessible(server: str, browser: Browser) -> None:
    violations: list[str] = []
    for kw, label in (({}, "entrar"), (PHONE, "celular: entrar")):
        page = _page(browser, server, **kw)
        page.goto("/web/entrar")
        violations += axe(page, label)
        page.context.close()
    assert not violations, "\n".join(violations)


