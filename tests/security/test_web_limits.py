"""The web pages' doors have the API's limits (issue 6): the login form shares the API
login's budget per address, the upload form and the new-request form the per-user rate
limits and daily quotas; refusals are pt-BR pages (or JSON) with a stable code and
`Retry-After`. The streaming upload's CSRF token never travels in the address: it comes
in a header or as the form's first field, is checked before any file is stored, and a
real `dossie serve`'s access log never shows it."""

from __future__ import annotations

from collections.abc import Callable, Iterator
from pathlib import Path

import httpx
import pytest
from fastapi.testclient import TestClient

from api.app import create_app
from core.settings import Settings
from dossie.services import auth, ratelimit
from dossie.services.app import Services
from dossie.services.schemas import UserCreate
from dossie.store.store import Store
from tests.api.support import FIXTURES, local_settings
from tests.web.support import CHECKLIST, EXAMPLES, Browser, served

PASSWORD = "senha-comprida"
LIMITS = ratelimit.RateLimitSettings(
    rate_limit_user="1000/minute", rate_limit_upload="3/minute", rate_limit_check="1000/hour",
    rate_limit_anonymous="1000/minute", rate_limit_login="3/minute",
    quota_upload_bytes_per_day=60_000, quota_dossiers_per_day=2)


@pytest.fixture
def web(tmp_path: Path) -> Iterator[tuple[Services, TestClient]]:
    services = Services(local_settings(tmp_path), runner="inline").start()
    with services.session() as s:
        for name in ("ana", "bia", "caio"):
            auth.create_user(s, UserCreate(username=name, password=PASSWORD,  # type: ignore[arg-type]
                                           role="applicant"))
    app = create_app(services=services)
    ratelimit.configure(app, LIMITS)
    with TestClient(app) as client:
        yield services, client
    services.stop()


@pytest.fixture
def browser(web: tuple[Services, TestClient]) -> Callable[[str], Browser]:
    _services, client = web

    def make(username: str) -> Browser:
        b = Browser(TestClient(client.app))
        b.login(username, PASSWORD)
        return b
    return make


def _refused_page(r: httpx.Response, code: str) -> None:
    assert r.status_code == 429, (r.status_code, r.text[:300])
    assert int(r.headers["retry-after"]) >= 1
    assert f"<code>{code}</code>" in r.text and "(HTTP 429)" in r.text


def test_web_login_shares_the_api_login_budget(web: tuple[Services, TestClient]) -> None:
    _services, client = web
    b = Browser(TestClient(client.app))
    b.get("/web/entrar")
    for _ in range(2):
        r = b.post("/web/entrar", {"username": "ana", "password": "errada!!"})
        assert r.status_code == 401 and "incorretos" in r.text
    # the API's login takes from the same budget (one per address, whichever door)
    assert client.post("/api/v1/auth/login",
                       json={"username": "ana", "password": "errada!!"}).status_code == 401
    r = b.post("/web/entrar", {"username": "ana", "password": PASSWORD})  # even the right one
    _refused_page(r, "limite_de_requisicoes")
    assert "Muitas tentativas" in r.text and "tentativas de login" in r.text
    assert "Tente de novo em" in r.text
    assert "dossie_sessao" not in r.headers.get("set-cookie", "")
    r = b.post("/web/entrar", {"username": "ana", "password": PASSWORD},
               headers={"Accept": "application/json"})
    assert r.status_code == 429 and r.json()["code"] == "limite_de_requisicoes"


def test_web_uploads_have_the_per_user_rate_limit(browser: Callable[[str], Browser]) -> None:
    ana = browser("ana")
    did = ana.create_dossier()
    small = [EXAMPLES / "cnpj.extraction.json"]
    for _ in range(3):  # each request counts, duplicates too
        assert ana.upload(did, small).status_code == 303
    r = ana.upload(did, small)
    _refused_page(r, "limite_de_requisicoes")
    assert "envios de arquivos" in r.text and "Tente de novo em" in r.text
    # JSON for the progress script
    r = ana.c.post(f"/web/dossies/{did}/documentos", files=[("files", (small[0].name,
                                                                       small[0].read_bytes()))],
                   headers={"Accept": "application/json", "X-CSRF-Token": ana.csrf})
    assert r.status_code == 429 and r.json()["code"] == "limite_de_requisicoes"
    assert int(r.headers["retry-after"]) >= 1
    # another applicant is not affected
    bia = browser("bia")
    assert bia.upload(bia.create_dossier(), small).status_code == 303


def test_web_upload_and_new_request_quotas(browser: Callable[[str], Browser]) -> None:
    caio = browser("caio")
    did = caio.create_dossier()
    assert caio.upload(did, [FIXTURES / "crlv.pdf"]).status_code == 303
    big = FIXTURES / "bundle.pdf"
    assert big.stat().st_size > 60_000
    r = caio.upload(did, [big])
    _refused_page(r, "cota_excedida")
    assert "Cota de envio" in r.text
    caio.create_dossier()  # the second request of the day
    caio.get(f"/web/novo/dados?checklist={CHECKLIST}")
    r = caio.post("/web/dossies", {"checklist": CHECKLIST, "as_of": "2026-06-15"})
    _refused_page(r, "cota_excedida")
    assert "Cota de dossiês" in r.text


def test_upload_csrf_token_in_a_header_or_first_field_never_the_address(
        web: tuple[Services, TestClient], browser: Callable[[str], Browser]) -> None:
    services, client = web
    ratelimit.configure(client.app, LIMITS.model_copy(  # type: ignore[arg-type]
        update={"rate_limit_upload": "100/minute"}))
    ana = browser("ana")
    did = ana.create_dossier()
    page = ana.get(f"/web/dossies/{did}").text
    assert "csrf_token=" not in page  # the form's action carries no token
    doc = EXAMPLES / "cnpj.extraction.json"
    files = [("files", (doc.name, doc.read_bytes()))]

    def stored() -> int:
        with services.session() as s:
            from dossie.services import dossiers
            return len(dossiers.get(s, ana_principal(services), did).documents)

    # in the address: refused, nothing stored (and no temporary file left behind)
    r = ana.c.post(f"/web/dossies/{did}/documentos?csrf_token={ana.csrf}", files=files,
                   follow_redirects=False)
    assert r.status_code == 403 and "csrf_invalido" in r.text
    # a field after the file comes too late: refused before the file is stored
    r = ana.c.post(f"/web/dossies/{did}/documentos", files=[
        *files, ("csrf_token", (None, ana.csrf))], follow_redirects=False)
    assert r.status_code == 403
    r = ana.c.post(f"/web/dossies/{did}/documentos", data={"csrf_token": "x" * 64},
                   files=files, follow_redirects=False)
    assert r.status_code == 403
    assert stored() == 0 and list(services.store.blobs.tmp_dir.iterdir()) == []
    # the first field, or the header
    r = ana.c.post(f"/web/dossies/{did}/documentos", data={"csrf_token": ana.csrf},
                   files=files, follow_redirects=False)
    assert r.status_code == 303, r.text
    other = EXAMPLES / "crf.extraction.json"
    r = ana.c.post(f"/web/dossies/{did}/documentos", headers={"X-CSRF-Token": ana.csrf},
                   files=[("files", (other.name, other.read_bytes()))], follow_redirects=False)
    assert r.status_code == 303, r.text
    assert stored() == 2


def ana_principal(services: Services):  # type: ignore[no-untyped-def]
    with services.session() as s:
        user = auth.get_user(s, "ana")
        assert user is not None
        return auth.principal_of(user)


def test_csrf_token_never_in_the_access_log(tmp_path: Path) -> None:
    """A real `dossie serve` (uvicorn's access log): the upload form's token, sent the
    page's ways, never appears; one a client puts in the address anyway is masked."""
    settings = Settings(database_url=f"sqlite:///{tmp_path / 'dossie.db'}",
                        storage_dir=tmp_path / "storage", broker_url=None)
    store = Store(settings)
    with store.db.session() as s:
        auth.create_user(s, UserCreate(username="ana", password=PASSWORD, role="applicant"))  # type: ignore[arg-type]
    store.close()
    with served(tmp_path, demo=False) as base, httpx.Client(base_url=base, timeout=60) as c:
        b = Browser(c)  # type: ignore[arg-type]
        b.login("ana", PASSWORD)
        did = b.create_dossier()
        b.get(f"/web/dossies/{did}")
        token = b.csrf
        doc = EXAMPLES / "cnpj.extraction.json"
        r = c.post(f"/web/dossies/{did}/documentos", data={"csrf_token": token},
                   files=[("files", (doc.name, doc.read_bytes()))])
        assert r.status_code in (200, 303), r.text
        _wait_checked(c, did)
        other = EXAMPLES / "crf.extraction.json"
        r = c.post(f"/web/dossies/{did}/documentos", headers={"X-CSRF-Token": token},
                   files=[("files", (other.name, other.read_bytes()))])
        assert r.status_code in (200, 303), r.text
        _wait_checked(c, did)
        r = c.post(f"/web/dossies/{did}/documentos?csrf_token={token}",
                   files=[("files", (other.name, other.read_bytes()))])
        assert r.status_code == 403
    log = (tmp_path / "serve.log").read_text(encoding="utf-8", errors="replace")
    assert f"/web/dossies/{did}/documentos" in log  # the access log is there
    assert "csrf_token=***" in log
    assert token not in log


def _wait_checked(c: httpx.Client, did: str, timeout: float = 60.0) -> None:
    import time

    deadline = time.monotonic() + timeout
    while c.get(f"/web/dossies/{did}/estado").json()["status"] == "processing":
        assert time.monotonic() < deadline, "the check did not finish"
        time.sleep(0.2)


def test_tokens_in_addresses_are_masked_in_log_lines() -> None:
    from dossie.logging_setup import mask_pii

    line = ('127.0.0.1:5 - "POST /web/dossies/abc/documentos?csrf_token=s3gr3d0&x=1 '
            'HTTP/1.1" 403')
    assert mask_pii(line) == line.replace("s3gr3d0", "***")
    assert mask_pii("GET /x?access_token=a.b.c") == "GET /x?access_token=***"
    assert mask_pii("GET /x?a=1&token=abc;b") == "GET /x?a=1&token=***;b"
    assert mask_pii("token=abc sem endereço") == "token=abc sem endereço"  # not a query
