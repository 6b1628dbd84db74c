"""Test support for the web pages: a browser-like client that logs in through the
login form (session cookie + CSRF token), and a real `dossie serve` process for the
browser tests."""

from __future__ import annotations

import json
import os
import re
import socket
import subprocess
import sys
import time
from collections.abc import Iterator
from contextlib import contextmanager
from pathlib import Path
from typing import TYPE_CHECKING, Any

import httpx
from fastapi.testclient import TestClient

if TYPE_CHECKING:
    from playwright.sync_api import Browser, Page

ROOT = Path(__file__).resolve().parents[2]
EXAMPLES = ROOT / "examples" / "mogi-fretamento"
BUNDLE = ROOT / "samples" / "fixtures" / "bundle.pdf"
ARTIFACTS = ROOT / "test-artifacts" / "web"
CHECKLIST = "mogi-das-cruzes/5268-2001/fretamento"
# bundle.pdf (CNH, CRLV, certidões) plus a few already-extracted documents: deficient,
# with a `review` item (art. 6º, I: the CNH's kind is uncertain) and CRLV values read
# from the bundle's page 2 (evidence crops)
EXTRA = ("cnpj", "crlv-1", "requerimento", "cnd-federal", "crf")
CSRF_RE = re.compile(r'name="csrf_token" value="([^"]+)"')


def example_paths() -> list[Path]:
    return [EXAMPLES / f"{n}.extraction.json" for n in EXTRA]


def facts() -> dict[str, Any]:
    return json.loads((EXAMPLES / "fatos.json").read_text(encoding="utf-8"))


def csrf_of(html: str) -> str:
    m = CSRF_RE.search(html)
    assert m, "page has no CSRF token"
    return m.group(1)


class Browser:
    """A TestClient with its own cookie jar, driven like a person through the pages."""

    def __init__(self, client: TestClient) -> None:
        self.c = client
        self.csrf = ""

    def get(self, url: str, **kw: Any) -> httpx.Response:
        r = self.c.get(url, **kw)
        m = CSRF_RE.search(r.text) if "text/html" in r.headers.get("content-type", "") else None
        if m:
            self.csrf = m.group(1)
        return r

    def post(self, url: str, data: dict[str, Any] | None = None, *, csrf: bool = True,
             **kw: Any) -> httpx.Response:
        body = dict(data or {})
        if csrf:
            body.setdefault("csrf_token", self.csrf)
        return self.c.post(url, data=body, follow_redirects=False, **kw)

    def login(self, username: str, password: str) -> httpx.Response:
        self.get("/web/entrar")
        r = self.post("/web/entrar", {"username": username, "password": password})
        assert r.status_code == 303, r.text
        self.get(r.headers["location"])
        return r

    def create_dossier(self, *, as_of: str = "2026-06-15", **fields: str) -> str:
        self.get(f"/web/novo/dados?checklist={CHECKLIST}")
        f = facts()
        data = {"checklist": CHECKLIST, "as_of": as_of, "requerente_tipo": f["requerente_tipo"],
                "requerente_nome": f["requerente_nome"],
                "requerente_documento": f["requerente_documento"], "microempresa": "nao",
                "natureza": f["natureza"], **fields}
        r = self.post("/web/dossies", data)
        assert r.status_code == 303, r.text
        return r.headers["location"].split("#")[0].rsplit("/", 1)[1]

    def upload(self, dossier_id: str, paths: list[Path], **kw: Any) -> httpx.Response:
        files = [("files", (p.name, p.read_bytes(), "application/octet-stream")) for p in paths]
        # the plain form post: the token is the form's first field (httpx sends data first)
        return self.c.post(f"/web/dossies/{dossier_id}/documentos",
                           data={"csrf_token": self.csrf}, files=files, follow_redirects=False,
                           **kw)


def free_port() -> int:
    with socket.socket() as s:
        s.bind(("127.0.0.1", 0))
        return int(s.getsockname()[1])


@contextmanager
def served(tmp: Path, *, demo: bool = True) -> Iterator[str]:
    """A real `dossie serve` (uvicorn) on a free port with a temporary SQLite database
    and storage; yields its base URL."""
    port = free_port()
    env = {**os.environ, "DOSSIE_DATABASE_URL": f"sqlite:///{tmp / 'dossie.db'}",
           "DOSSIE_STORAGE_DIR": str(tmp / "storage"), "DOSSIE_OCR_WORKERS": "1",
           "DOSSIE_JOB_WORKERS": "1", "OMP_THREAD_LIMIT": "1"}
    env.pop("DOSSIE_BROKER_URL", None)
    log = open(tmp / "serve.log", "wb")  # noqa: SIM115 - closed below
    exe = Path(sys.executable).with_name("dossie")
    args = [str(exe), "serve", "--host", "127.0.0.1", "--port", str(port)]
    proc = subprocess.Popen([*args, "--demo"] if demo else args, env=env, cwd=str(ROOT),
                            stdout=log, stderr=subprocess.STDOUT)
    base = f"http://127.0.0.1:{port}"
    try:
        deadline = time.monotonic() + 60
        while True:
            if proc.poll() is not None:
                raise RuntimeError("dossie serve saiu: " + (tmp / "serve.log").read_text())
            try:
                if httpx.get(base + "/health", timeout=1).status_code == 200:
                    break
            except httpx.HTTPError:
                pass
            if time.monotonic() > deadline:
                raise RuntimeError("dossie serve não respondeu: " + (tmp / "serve.log").read_text())
            time.sleep(0.2)
        yield base
    finally:
        proc.terminate()
        try:
            proc.wait(15)
        except subprocess.TimeoutExpired:
            proc.kill()
            proc.wait(5)
        log.close()


def decide_every_review_item(page: Page, status: str, reason: str, limit: int = 60) -> int:
    """Decide every item left for review on the clerk's page, one at a time.

    Each decision re-evaluates the dossier and the page comes back without the decided
    item's form, so the first remaining form is taken each time (a list taken up front
    goes stale). Returns how many were decided; fails past `limit`.
    """
    from playwright.sync_api import expect

    done = 0
    forms = page.get_by_role("group", name=re.compile(r"^Decidir o item"))
    while forms.count():
        assert done < limit, "the review items never run out"
        group = forms.first
        group.get_by_label("Decisão").select_option(status)
        group.get_by_label("Justificativa").fill(reason)
        group.get_by_role("button", name="Registrar decisão").click()
        expect(page.get_by_text("Decisão registrada; o pedido foi reavaliado.")).to_be_visible()
        done += 1
    return done


def open_page(browser: Browser, base: str, **kw: Any) -> Page:
    """A fresh pt-BR browser context on the served app, downloads accepted."""
    ctx = browser.new_context(base_url=base, locale="pt-BR", accept_downloads=True, **kw)
    ctx.set_default_timeout(30_000)
    return ctx.new_page()


def log_in(page: Page, username: str, password: str) -> None:
    """Log in through the web form and wait for the landing page."""
    page.goto("/web/entrar")
    page.get_by_label("Usuário").fill(username)
    page.get_by_label("Senha").fill(password)
    page.get_by_role("button", name="Entrar").click()
    page.wait_for_url(re.compile(r"/web/(dossies|fila)$"))
