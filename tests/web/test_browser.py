"""Browser tests: Playwright for Python driving Debian's Chromium (`/usr/bin/chromium`,
headless) against a real `dossie serve --demo` on a free port (temporary SQLite and
storage). Screenshots are kept under `test-artifacts/web/` (git-ignored).

The applicant creates a request, uploads `samples/fixtures/bundle.pdf` with a few
extracted documents and reads the deficiencies; the clerk opens the queue, opens a
dossier with a review item, decides it with a justification and issues the notice.
Without Chromium or Playwright the tests are skipped locally and fail on CI."""

from __future__ import annotations

import os
import re
import shutil
import time
from collections.abc import Iterator
from pathlib import Path

import httpx
import pytest

from tests.web.support import (
    ARTIFACTS,
    BUNDLE,
    CHECKLIST,
    decide_every_review_item,
    example_paths,
    facts,
    log_in,
    open_page,
    served,
)

CHROMIUM = "/usr/bin/chromium"
ARGS = ["--no-sandbox", "--disable-gpu", "--disable-dev-shm-usage",
        "--disable-background-networking", "--disable-component-update", "--disable-sync",
        "--no-first-run"]

try:
    from playwright.sync_api import Browser, Page, expect, sync_playwright
except ImportError:  # pragma: no cover - dev dependency
    sync_playwright = None  # type: ignore[assignment]

if sync_playwright is None or not Path(CHROMIUM).exists():
    reason = "Playwright (pip) ou o Chromium do Debian (apt-get install chromium) ausente"
    if os.environ.get("CI"):
        pytest.fail(reason, pytrace=False)
    pytest.skip(reason, allow_module_level=True)


@pytest.fixture(scope="module")
def server(tmp_path_factory: pytest.TempPathFactory) -> Iterator[str]:
    with served(tmp_path_factory.mktemp("serve")) as base:
        yield base


@pytest.fixture(scope="module")
def browser() -> Iterator[Browser]:
    expect.set_options(timeout=20_000)  # a loaded CI machine (2 cores, OCR running beside)
    with sync_playwright() as p:
        b = p.chromium.launch(executable_path=CHROMIUM, headless=True, args=ARGS)
        yield b
        b.close()


@pytest.fixture(scope="module")
def shots() -> Path:
    ARTIFACTS.mkdir(parents=True, exist_ok=True)
    return ARTIFACTS


def _new_dossier(page: Page, shots: Path | None = None) -> str:
    page.get_by_role("link", name="Novo pedido", exact=True).click()
    page.get_by_role("link", name="renovação de empresa de fretamento").click()
    f = facts()
    page.get_by_label("Tipo de requerente").select_option("pj")
    page.get_by_label("Nome ou razão social do requerente").fill(f["requerente_nome"])
    page.get_by_label("CPF ou CNPJ do requerente").fill("11.222.333/0001-81")
    group = page.get_by_role("group", name="O requerente é microempresa?")
    group.get_by_text("Não", exact=True).click()  # the Design System draws the radio on it
    expect(group.get_by_label("Não", exact=True)).to_be_checked()
    page.get_by_label("Natureza jurídica").select_option("sociedade_comercial")
    page.get_by_label("Conferir os documentos na data").fill("2026-06-15")
    if shots:
        page.screenshot(path=str(shots / "02-applicant-facts.png"), full_page=True)
    page.get_by_role("button", name="Criar pedido e enviar documentos").click()
    page.wait_for_url(re.compile(r"/web/dossies/\w+"))
    return page.url.split("#")[0].split("?")[0].rsplit("/", 1)[1]


def _upload_and_wait(page: Page) -> None:
    page.get_by_label("Arquivos do pedido").set_input_files([str(BUNDLE), *map(str, example_paths())])
    page.get_by_role("button", name="Enviar e conferir").click()
    expect(page.get_by_role("heading", name=re.compile(r"Pendências \(\d+\)"))).to_be_visible(
        timeout=90_000)


def test_applicant_flow(server: str, browser: Browser, shots: Path) -> None:
    started = time.monotonic()
    page = open_page(browser, server)
    log_in(page, "applicant", "demo-applicant")
    expect(page.get_by_role("heading", name="Meus pedidos")).to_be_visible()
    page.screenshot(path=str(shots / "01-applicant-my-requests.png"), full_page=True)
    did = _new_dossier(page, shots)
    expect(page.get_by_role("heading", name="Enviar documentos")).to_be_visible()
    _upload_and_wait(page)
    page.screenshot(path=str(shots / "03-applicant-deficiencies.png"), full_page=True)
    body = page.locator("main").inner_text()
    assert "O que foi lido:" in body and "O que apresentar:" in body
    assert re.search(r"Art\. 6º, I", body), "the uncertain CNH leaves art. 6º, I for review"
    assert "bundle.pdf" in body and "Carteira Nacional de Habilitação" in body
    assert "revisão manual" in body
    with page.expect_download() as dl:
        page.get_by_role("link", name="Baixar o relatório (PDF)").click()
    pdf = Path(dl.value.path())
    assert pdf.read_bytes().startswith(b"%PDF")
    shutil.copy(pdf, shots / "applicant-report.pdf")
    # on a phone
    phone = open_page(browser, server, viewport={"width": 390, "height": 844}, is_mobile=True,
                  device_scale_factor=2, has_touch=True)
    log_in(phone, "applicant", "demo-applicant")
    phone.goto(f"/web/dossies/{did}")
    expect(phone.get_by_role("heading", name=re.compile(r"Pendências"))).to_be_visible()
    width = phone.evaluate("document.documentElement.scrollWidth")
    assert width <= 390 + 1, f"no sideways scrolling on a phone (page is {width}px wide)"
    phone.screenshot(path=str(shots / "04-applicant-phone.png"), full_page=False)
    phone.context.close()
    page.context.close()
    assert time.monotonic() - started < 120


def _api_dossier_with_review(base: str) -> str:
    """The applicant's dossier through the HTTP API (login, create, upload, check)."""
    with httpx.Client(base_url=base, timeout=60) as api:
        tok = api.post("/api/v1/auth/login", json={"username": "applicant",
                                                   "password": "demo-applicant"}).json()
        h = {"Authorization": f"Bearer {tok['access_token']}"}
        d = api.post("/api/v1/dossiers", headers=h, json={
            "checklist": CHECKLIST, "facts": facts(), "as_of": "2026-06-15"}).json()
        files = [("files", (p.name, p.read_bytes(), "application/octet-stream"))
                 for p in [BUNDLE, *example_paths()]]
        assert api.post(f"/api/v1/dossiers/{d['id']}/documents", headers=h,
                        files=files).status_code == 201
        assert api.post(f"/api/v1/dossiers/{d['id']}/check", headers=h).status_code == 202
        deadline = time.monotonic() + 90
        while api.get(f"/api/v1/dossiers/{d['id']}", headers=h).json()["status"] != "done":
            assert time.monotonic() < deadline, "check did not finish"
            time.sleep(0.3)
        return str(d["id"])


def test_clerk_flow(server: str, browser: Browser, shots: Path) -> None:
    did = _api_dossier_with_review(server)
    page = open_page(browser, server)
    log_in(page, "clerk", "demo-clerk")
    expect(page.get_by_role("heading", name="Fila de conferência")).to_be_visible()
    page.get_by_text("Só com itens para revisão").click()
    expect(page.get_by_label("Só com itens para revisão")).to_be_checked()
    page.get_by_role("button", name="Filtrar").click()
    page.wait_for_url(re.compile(r"revisao=sim"))
    page.screenshot(path=str(shots / "05-clerk-queue.png"), full_page=True)
    page.locator(f'a[href="/web/dossies/{did}"]').click()
    decide = page.get_by_role("group", name="Decidir o item Art. 6º, I", exact=True)
    expect(decide).to_be_visible()
    # the evidence crops of values read from the bundle's CRLV page
    crop = page.locator('img[alt*="bundle.pdf"]').first
    crop.scroll_into_view_if_needed()
    page.wait_for_function("img => img.complete && img.naturalWidth > 0", arg=crop.element_handle())
    page.screenshot(path=str(shots / "06-clerk-review.png"), full_page=True)
    crop.screenshot(path=str(shots / "07-clerk-evidence-crop.png"))
    decide.get_by_label("Decisão").select_option("met")
    decide.get_by_label("Justificativa").fill(
        "CNH e RG dos sócios conferidos com os originais no balcão do protocolo.")
    decide.get_by_role("button", name="Registrar decisão").click()
    expect(page.get_by_text("Decisão registrada; o pedido foi reavaliado.")).to_be_visible()
    expect(page.locator("#decisoes")).to_contain_text("conferidos com os originais")
    # every item left for review is decided before a notice can be issued (issue 14)
    decide_every_review_item(page, "missing", "Documento ilegível; reapresentar o original.")
    with page.expect_download() as dl:
        page.get_by_role("button", name="Emitir notificação de pendências (PDF)").click()
    pdf = Path(dl.value.path())
    assert pdf.read_bytes().startswith(b"%PDF")
    assert dl.value.suggested_filename.startswith("notificacao-NP-")
    shutil.copy(pdf, shots / "clerk-notice.pdf")
    page.get_by_role("link", name="Histórico").click()
    expect(page.get_by_role("heading", name="Histórico do pedido")).to_be_visible()
    expect(page.locator("main")).to_contain_text("Notificação de pendências emitida")
    expect(page.locator("main")).to_contain_text("Decisão registrada")
    page.screenshot(path=str(shots / "08-clerk-history.png"), full_page=True)
    page.context.close()
    phone = open_page(browser, server, viewport={"width": 390, "height": 844}, is_mobile=True,
                  has_touch=True)
    log_in(phone, "clerk", "demo-clerk")
    phone.goto(f"/web/dossies/{did}")
    expect(phone.get_by_role("heading", name="Requisitos")).to_be_visible()
    width = phone.evaluate("document.documentElement.scrollWidth")
    assert width <= 391, f"no sideways scrolling on a phone (page is {width}px wide)"
    phone.screenshot(path=str(shots / "10-clerk-review-phone.png"))
    phone.context.close()


def test_pages_work_without_javascript_or_the_design_system(server: str, browser: Browser,
                                                             shots: Path) -> None:
    """Plain form posts and the <noscript> refresh; the page's own CSS only."""
    page = open_page(browser, server, java_script_enabled=False)
    page.route("**/static/vendor/**", lambda route: route.abort())
    log_in(page, "applicant", "demo-applicant")
    _new_dossier(page)
    page.get_by_label("Arquivos do pedido").set_input_files(
        [str(p) for p in example_paths()[:2]])
    page.get_by_role("button", name="Enviar e conferir").click()
    page.wait_for_url(re.compile(r"enviados=2"))
    expect(page.get_by_role("heading", name=re.compile(r"Pendências \(\d+\)"))).to_be_visible(
        timeout=30_000)  # reloaded by the <noscript> refresh while processing
    expect(page.locator("main")).to_contain_text("2 arquivos novos recebidos")
    page.screenshot(path=str(shots / "09-no-js-no-vendor-css.png"), full_page=False)
    page.context.close()
