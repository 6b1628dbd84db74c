"""Fixtures of the web-page tests: one local service (SQLite, jobs run inline so a
check is done when the upload answers) with two applicants and a clerk."""

from __future__ import annotations

import json
from collections.abc import Callable, Iterator
from pathlib import Path

import pytest
from fastapi.testclient import TestClient

from api.app import create_app
from dossie.services import auth
from dossie.services.app import Services
from dossie.services.schemas import UserCreate
from tests.api.support import local_settings
from tests.web.support import EXAMPLES, ROOT, Browser

FIXTURES = ROOT / "samples" / "fixtures"

USERS = {"ana": ("senha-da-ana", "applicant"), "bia": ("senha-da-bia", "applicant"),
         "caio": ("senha-do-caio", "clerk")}


@pytest.fixture(scope="module")
def web_services(tmp_path_factory: pytest.TempPathFactory) -> Iterator[Services]:
    services = Services(local_settings(tmp_path_factory.mktemp("web")), runner="inline").start()
    with services.session() as s:
        for name, (password, role) in USERS.items():
            auth.create_user(s, UserCreate(username=name, password=password, role=role,  # type: ignore[arg-type]
                                           full_name=name.upper()))
    yield services
    services.stop()


@pytest.fixture(scope="module")
def web_app(web_services: Services) -> Iterator[object]:
    app = create_app(services=web_services)
    with TestClient(app):  # runs the lifespan once
        yield app


@pytest.fixture
def client(web_app: object) -> Callable[[], Browser]:
    """A fresh anonymous browser (own cookies) on the shared app."""
    def make() -> Browser:
        return Browser(TestClient(web_app))  # type: ignore[arg-type]
    return make


@pytest.fixture
def login(client: Callable[[], Browser]) -> Callable[[str], Browser]:
    def make(username: str) -> Browser:
        b = client()
        b.login(username, USERS[username][0])
        return b
    return make


def uncertain_cnd(tmp: Path) -> Path:
    """The example federal certificate with an uncertain kind: its items become `review`."""
    doc = json.loads((EXAMPLES / "cnd-federal.extraction.json").read_text(encoding="utf-8"))
    doc["kind_confidence"] = 0.6
    path = tmp / "cnd-federal-incerta.extraction.json"
    path.write_text(json.dumps(doc), encoding="utf-8")
    return path


@pytest.fixture(scope="module")
def processed(web_app: object, tmp_path_factory: pytest.TempPathFactory) -> dict[str, str]:
    """A dossier of `ana`, checked: a born-digital CRLV (an original, for evidence crops)
    and extracted documents; deficient, with `review` items (art. 9º, II and VII)."""
    b = Browser(TestClient(web_app))  # type: ignore[arg-type]
    b.login("ana", USERS["ana"][0])
    did = b.create_dossier()
    files = [FIXTURES / "crlv.pdf", *(EXAMPLES / f"{n}.extraction.json"
                                      for n in ("cnpj", "crlv-1", "requerimento", "crf")),
             uncertain_cnd(tmp_path_factory.mktemp("files"))]
    r = b.upload(did, files)
    assert r.status_code == 303, r.text
    return {"id": did}
