"""Issue 17, finding 3: documents per dossier are bounded, and a report's PDF is rendered
in a worker process with a time and a memory limit — past either, a pt-BR 503 and the
server carries on."""

from __future__ import annotations

import json
import time
from collections.abc import Iterator

import pytest

from api.app import create_app
from dossie.services import pdf_render
from dossie.services.app import Services
from tests.api.support import CHECKLIST, EXAMPLES, Api, example_files, local_settings


@pytest.fixture
def small(tmp_path) -> Iterator[Api]:  # type: ignore[no-untyped-def]
    from fastapi.testclient import TestClient

    services = Services(local_settings(tmp_path, max_documents_per_dossier=5)).start()
    with TestClient(create_app(services=services)) as client:
        yield Api(client, services, "local")
    services.stop()
    pdf_render.reset()


def _checked(api: Api, user: str, n: int) -> str:
    facts = json.loads((EXAMPLES / "fatos.json").read_text(encoding="utf-8"))
    r = api.client.post("/api/v1/dossiers", json={"checklist": CHECKLIST, "facts": facts,
                                                  "as_of": "2026-06-15"}, headers=api.headers(user))
    did = r.json()["id"]
    assert api.upload(user, did, example_files()[:n]).status_code == 201
    assert api.check(user, did).status_code == 202
    api.wait(user, did)
    return did  # type: ignore[no-any-return]


def test_documents_per_dossier_are_bounded(small: Api) -> None:
    did = _checked(small, "rui", 6)
    d = small.client.get(f"/api/v1/dossiers/{did}", headers=small.headers("rui")).json()
    assert d["status"] == "failed" and d["error"]["code"] == "documentos_demais"
    assert "o limite é 5" in d["error"]["message"]


def test_pdf_rendering_is_bounded_in_time_and_memory(small: Api) -> None:
    api = small
    did = _checked(api, "sara17", 4)
    url = f"/api/v1/dossiers/{did}/report?format=pdf"
    pdf_render.reset(pdf_render.PdfSettings(pdf_timeout_seconds=0.05))
    t0 = time.monotonic()
    r = api.client.get(url, headers=api.headers("sara17"))
    assert r.status_code == 503 and r.json()["code"] == "pdf_grande_demais", r.text
    assert "HTML" in r.json()["detail"] and time.monotonic() - t0 < 10
    assert api.client.get("/health").status_code == 200
    # 128 MB of address space is too little for WeasyPrint: the worker fails (a
    # MemoryError, or stuck until the time limit) and is killed; the server carries on
    pdf_render.reset(pdf_render.PdfSettings(pdf_max_memory_mb=128, pdf_timeout_seconds=20))
    r = api.client.get(url, headers=api.headers("sara17"))
    assert r.status_code == 503 and r.json()["code"] == "pdf_grande_demais", r.text
    assert api.client.get("/health").status_code == 200
    pdf_render.reset(pdf_render.PdfSettings())
    r = api.client.get(url, headers=api.headers("sara17"))
    assert r.status_code == 200 and r.content.startswith(b"%PDF")
