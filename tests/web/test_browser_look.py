"""The gov.br Design System look (issue 14, last paragraph), in Debian's Chromium through
Playwright against a real `dossie serve --demo`: the br-header names the prefeitura and
secretaria of the page's dossier or checklist (its law.yaml `authority`) and the neutral
"dossie" elsewhere; selects are the Design System's br-select over the native control;
the file input becomes the br-upload component when scripts run (button, drop area, list
of chosen files, each removable) and stays a plain input that posts without them.
axe-core (WCAG 2.1 A/AA) on the pages and states changed, desktop and phone; screenshots
in `test-artifacts/web/look/` (git-ignored)."""

from __future__ import annotations

import re
from collections.abc import Iterator
from typing import Any

import pytest
from playwright.sync_api import Browser, Page, expect, sync_playwright

from tests.web.support import ARTIFACTS, CHECKLIST, EXAMPLES, log_in, open_page, served
from tests.web.test_browser import ARGS, CHROMIUM
from tests.web.test_browser_issue14 import PHONE, axe

SHOTS = ARTIFACTS / "look"
OLIMPIA = "olimpia/5171-2025/alvara"
MOGI = ("Prefeitura Municipal de Mogi das Cruzes (SP)", "Secretaria Municipal de Transportes – SMT")
OLIMPIA_AUTHORITY = ("Prefeitura da Estância Turística de Olímpia (SP)",
                     "Secretaria Municipal de Segurança, Trânsito e Mobilidade Urbana")
PICK = "Selecione os arquivos ou arraste-os para cá"


@pytest.fixture(scope="module")
def server(tmp_path_factory: pytest.TempPathFactory) -> Iterator[str]:
    with served(tmp_path_factory.mktemp("serve-look")) as base:
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
    return open_page(browser, base, bypass_csp=True, **kw)  # only to inject axe-core


def shot(page: Page, name: str, full: bool = False) -> None:
    page.screenshot(path=str(SHOTS / f"{name}.png"), full_page=full)


def expect_identity(page: Page, sign: str, title: str | None = None) -> None:
    header = page.locator("header.br-header")
    expect(header.locator(".header-sign")).to_have_text(sign)
    expect(header.locator(".header-sign")).to_be_visible()
    if title is not None:
        expect(header.locator(".header-title")).to_have_text(title)
    expect(header).to_have_attribute("data-identity", "dossie" if sign == "dossie"
                                     else "prefeitura")


def new_request(page: Page) -> str:
    """A request of the Mogi fretamento checklist, through the facts form (the facts are
    optional), checked at 15/06/2026; returns its id."""
    page.goto(f"/web/novo/dados?checklist={CHECKLIST}")
    page.get_by_label("Tipo de requerente").select_option("pj")
    page.get_by_label("Conferir os documentos na data").fill("2026-06-15")
    page.get_by_role("button", name="Criar pedido e enviar documentos").click()
    page.wait_for_url(re.compile(r"/web/dossies/\w+"))
    return page.url.split("#")[0].split("?")[0].rsplit("/", 1)[1]


def test_the_header_names_the_prefeitura_of_the_page(server: str, browser: Browser) -> None:
    violations: list[str] = []
    page = _page(browser, server)
    page.goto("/web/entrar")
    expect_identity(page, "dossie", "Conferência de documentos do transporte municipal")
    log_in(page, "applicant", "demo-applicant")
    expect_identity(page, "dossie")
    shot(page, "h01-meus-pedidos-neutro")
    page.goto(f"/web/novo/dados?checklist={CHECKLIST}")
    expect_identity(page, *MOGI)
    violations += axe(page, "dados (Mogi)")
    shot(page, "h02-dados-mogi")
    page.goto(f"/web/novo/dados?checklist={OLIMPIA}")
    expect_identity(page, *OLIMPIA_AUTHORITY)
    shot(page, "h03-dados-olimpia")
    page.goto("/web/dossies")
    page.locator("tbody a").first.click()
    expect_identity(page, *MOGI)
    violations += axe(page, "pedido (cabeçalho)")
    page.goto("/web/nao-existe")
    expect_identity(page, "dossie")
    page.context.close()

    clerk = _page(browser, server)
    log_in(clerk, "clerk", "demo-clerk")
    expect_identity(clerk, "dossie")
    clerk.locator("tbody a").first.click()
    expect_identity(clerk, *MOGI)  # the review of a Mogi request
    shot(clerk, "h04-revisao-mogi")
    clerk.get_by_role("link", name="Histórico").click()
    expect_identity(clerk, *MOGI)
    clerk.context.close()

    phone = _page(browser, server, **PHONE)
    log_in(phone, "applicant", "demo-applicant")
    phone.locator("tbody a").first.click()
    # the Design System hides the sign on a phone; here it is whose request this is
    expect_identity(phone, *MOGI)
    width = phone.evaluate("document.documentElement.scrollWidth")
    assert width <= 391, f"the header makes the page {width}px wide on a phone"
    violations += axe(phone, "celular: pedido (cabeçalho)")
    shot(phone, "h05-celular-pedido")
    phone.context.close()
    assert not violations, "\n".join(violations)


def _select_style(page: Page, label: str) -> dict[str, str]:
    return page.get_by_label(label).evaluate("""e => {
        const s = getComputedStyle(e), field = e.closest('.select-field');
        return {tag: e.tagName, inBrSelect: String(!!e.closest('.br-select .br-input')),
                appearance: s.appearance, height: s.height, radius: s.borderTopLeftRadius,
                shadow: s.boxShadow,
                chevron: field ? getComputedStyle(field, '::after').backgroundImage : ''};
    }""")


def test_selects_are_the_design_systems(server: str, browser: Browser) -> None:
    violations: list[str] = []
    page = _page(browser, server)
    log_in(page, "applicant", "demo-applicant")
    page.goto(f"/web/novo/dados?checklist={CHECKLIST}")
    st = _select_style(page, "Tipo de requerente")
    assert st["tag"] == "SELECT" and st["inBrSelect"] == "true", st
    assert st["appearance"] == "none" and st["height"] == "40px", st  # the DS field, not the UA's
    assert "svg" in st["chevron"], st  # the Design System's chevron
    page.get_by_label("Tipo de requerente").focus()
    assert _select_style(page, "Tipo de requerente")["shadow"] != "none"  # the DS focus ring
    shot(page, "s01-dados-select-foco")
    did = new_request(page)
    page.goto(f"/web/dossies/{did}/dados")
    expect(page.get_by_label("Tipo de requerente")).to_have_value("pj")  # posted and kept
    page.context.close()

    clerk = _page(browser, server)
    log_in(clerk, "clerk", "demo-clerk")
    clerk.get_by_label("Situação").select_option("done")
    clerk.get_by_role("button", name="Filtrar").click()
    clerk.wait_for_url(re.compile(r"status=done"))
    expect(clerk.get_by_label("Situação")).to_have_value("done")
    assert _select_style(clerk, "Tipo de pedido")["appearance"] == "none"
    violations += axe(clerk, "fila (selects)")
    shot(clerk, "s02-fila-selects")
    clerk.goto("/web/vencimentos")
    assert _select_style(clerk, "Tipo de pedido")["inBrSelect"] == "true"
    violations += axe(clerk, "vencimentos (select)")
    clerk.context.close()

    phone = _page(browser, server, **PHONE)
    log_in(phone, "clerk", "demo-clerk")
    violations += axe(phone, "celular: fila (selects)")
    shot(phone, "s03-celular-fila")
    phone.context.close()

    plain = open_page(browser, server, java_script_enabled=False)  # native, no script
    log_in(plain, "applicant", "demo-applicant")
    plain.goto(f"/web/novo/dados?checklist={CHECKLIST}")
    plain.get_by_label("Natureza jurídica").select_option("sociedade_comercial")
    expect(plain.get_by_label("Natureza jurídica")).to_have_value("sociedade_comercial")
    plain.context.close()
    assert not violations, "\n".join(violations)


DROP = """([name, text]) => {
    const dt = new DataTransfer();
    dt.items.add(new File([text], name, {type: 'application/json'}));
    const box = document.querySelector('[data-br-upload]');
    for (const type of ['dragenter', 'dragover', 'drop'])
        box.dispatchEvent(new DragEvent(type, {dataTransfer: dt, bubbles: true, cancelable: true}));
}"""


def test_the_upload_component_with_scripts(server: str, browser: Browser) -> None:
    violations: list[str] = []
    page = _page(browser, server)
    log_in(page, "applicant", "demo-applicant")
    did = new_request(page)
    box = page.locator("[data-br-upload]")
    expect(box).to_have_class(re.compile(r"\bbr-upload\b"))
    pick = page.get_by_role("button", name=PICK)
    expect(pick).to_be_visible()
    expect(page.locator("#files")).to_be_hidden()  # the button and the drop area stand in
    status = box.locator(".upload-status")
    expect(status).to_have_text("Nenhum arquivo escolhido.")
    # nothing chosen: the component says so and nothing is sent
    page.get_by_role("button", name="Enviar e conferir").click()
    expect(status).to_have_text("Escolha ao menos um arquivo para enviar.")
    expect(box).to_have_class(re.compile(r"\bdanger\b"))
    assert "enviados=" not in page.url
    # the button takes the keyboard's focus (the hidden input is out of the tab order)
    # and opens the file chooser
    pick.focus()
    expect(pick).to_be_focused()
    assert page.locator("#files").get_attribute("tabindex") == "-1"
    with page.expect_file_chooser() as chooser:
        pick.click()
    names = ("cnpj", "crlv-1", "requerimento")
    chooser.value.set_files([str(EXAMPLES / f"{n}.extraction.json") for n in names])
    items = box.locator(".upload-list li")
    expect(items).to_have_count(3)
    expect(status).to_contain_text("3 arquivos escolhidos")
    expect(items.first).to_contain_text("cnpj.extraction.json")
    # removed from the list before sending
    page.get_by_role("button", name="Remover crlv-1.extraction.json da lista de envio").click()
    expect(items).to_have_count(2)
    expect(box).not_to_contain_text("crlv-1.extraction.json")
    # dropped on the component: added to the list
    page.evaluate(DROP, ["crf.extraction.json",
                         (EXAMPLES / "crf.extraction.json").read_text(encoding="utf-8")])
    expect(items).to_have_count(3)
    expect(status).to_contain_text("3 arquivos escolhidos")
    violations += axe(page, "envio com arquivos escolhidos")
    page.locator("#enviar").screenshot(path=str(SHOTS / "u01-upload-lista.png"))
    page.get_by_role("button", name="Enviar e conferir").click()
    page.wait_for_url(re.compile(rf"/web/dossies/{did}\?enviados=3"), timeout=90_000)
    files = page.locator("#documentos")
    for name in ("cnpj.extraction.json", "requerimento.extraction.json", "crf.extraction.json"):
        expect(files).to_contain_text(name)
    expect(files).not_to_contain_text("crlv-1.extraction.json")
    page.context.close()

    phone = _page(browser, server, **PHONE)
    log_in(phone, "applicant", "demo-applicant")
    phone.goto(f"/web/dossies/{did}#enviar")
    phone.locator("#files").set_input_files(
        [str(EXAMPLES / f"{n}.extraction.json") for n in ("decl-garagem", "contrato-social")])
    expect(phone.locator("[data-br-upload] .upload-list li")).to_have_count(2)
    width = phone.evaluate("document.documentElement.scrollWidth")
    assert width <= 391, f"the upload component makes the page {width}px wide on a phone"
    violations += axe(phone, "celular: envio com arquivos escolhidos")
    phone.locator("#enviar").screenshot(path=str(SHOTS / "u02-celular-upload-lista.png"))
    phone.context.close()
    assert not violations, "\n".join(violations)


def test_the_plain_file_input_without_scripts(server: str, browser: Browser) -> None:
    page = open_page(browser, server, java_script_enabled=False)
    log_in(page, "applicant", "demo-applicant")
    did = new_request(page)
    box = page.locator("[data-br-upload]")
    expect(box).not_to_have_class(re.compile(r"\bbr-upload\b"))
    expect(page.locator("#files")).to_be_visible()  # the browser's own input
    expect(page.get_by_role("button", name=PICK)).to_have_count(0)
    page.get_by_label("Arquivos do pedido").set_input_files(
        [str(EXAMPLES / "cnpj.extraction.json")])
    page.locator("#enviar").screenshot(path=str(SHOTS / "u03-sem-script-upload.png"))
    page.get_by_role("button", name="Enviar e conferir").click()
    page.wait_for_url(re.compile(rf"/web/dossies/{did}\?enviados=1"))
    expect(page.locator("#documentos")).to_contain_text("cnpj.extraction.json", timeout=30_000)
    page.context.close()
