"""Issue 17, findings 3 and 5: the inputs that answered 500 (deep nesting, a 5,000-digit
integer, a long multipart boundary, a far date, a huge notice id) and the oversized
extraction JSON now get a pt-BR refusal with a stable code, in the API, the web pages
and the CLI."""

from __future__ import annotations

import json
import subprocess
import sys
from pathlib import Path

import pytest

from dossie.services import auth
from tests.api.support import CHECKLIST, ROOT, Api, example_files
from tests.web.support import Browser

DEEP = b'{"file": "a.pdf", "kind": "crlv", "fields": ' + b"[" * 100_000 + b"]" * 100_000 + b"}"
BIG_INT = b'{"file": "a.pdf", "kind": "crlv", "pages": ' + b"9" * 5000 + b"}"


def _refused(r, status: int, code: str) -> None:  # type: ignore[no-untyped-def]
    assert r.status_code == status, (r.status_code, r.text[:300])
    body = r.json()
    assert body["code"] == code, body
    assert "Traceback" not in body["detail"] and "Error" not in body["detail"]


def _upload(api: Api, user: str, did: str, name: str, data: bytes):  # type: ignore[no-untyped-def]
    return api.client.post(f"/api/v1/dossiers/{did}/documents",
                           files=[("files", (name, data, "application/json"))],
                           headers=api.headers(user))


@pytest.mark.parametrize("data", [DEEP, BIG_INT], ids=["nesting", "5000-digits"])
def test_hostile_extraction_json_is_refused_not_a_500(local_api: Api, data: bytes) -> None:
    api = local_api
    did = api.create_dossier("nina")["id"]
    r = _upload(api, "nina", did, "x.extraction.json", data)
    _refused(r, 422, "extracao_invalida")


def test_extraction_json_bounds(local_api: Api) -> None:
    """Finding 3: 60,000 objects or a 4 MB text are refused at upload, in pt-BR."""
    api = local_api
    did = api.create_dossier("olga")["id"]
    base = json.loads(example_files()[0].read_text(encoding="utf-8"))
    many = [dict(base) for _ in range(60)]  # more documents than one JSON may hold
    r = _upload(api, "olga", did, "muitos.extraction.json", json.dumps(many).encode())
    _refused(r, 413, "extracao_grande_demais")
    wide = dict(base, warnings=["x"] * 60_000)  # 60,000 values, under 1 MiB
    r = _upload(api, "olga", did, "largo.extraction.json", json.dumps(wide).encode())
    _refused(r, 413, "extracao_invalida")
    long_text = dict(base, warnings=["x" * 300_000])
    r = _upload(api, "olga", did, "texto.extraction.json", json.dumps(long_text).encode())
    _refused(r, 413, "extracao_invalida")
    assert "caracteres" in r.json()["detail"]
    huge = dict(base, warnings=["x" * 19_000] * 250)  # 4.7 MB
    r = _upload(api, "olga", did, "enorme.extraction.json", json.dumps(huge).encode())
    _refused(r, 413, "limite_excedido")


def test_a_long_multipart_boundary_is_a_400(local_api: Api) -> None:
    api = local_api
    did = api.create_dossier("paula")["id"]
    boundary = "b" * 300
    body = (f"--{boundary}\r\nContent-Disposition: form-data; name=\"files\"; "
            f"filename=\"a.pdf\"\r\n\r\n%PDF-1.4\r\n--{boundary}--\r\n").encode()
    r = api.client.post(f"/api/v1/dossiers/{did}/documents", content=body, headers={
        **api.headers("paula"), "Content-Type": f"multipart/form-data; boundary={boundary}"})
    _refused(r, 400, "multipart_invalido")


def test_far_dates_and_huge_ids_are_refused_not_a_500(local_api: Api) -> None:
    api = local_api
    clerk = api.headers("clara17", "clerk")
    r = api.client.get("/api/v1/expiring?as_of=9999-12-31", headers=clerk)
    _refused(r, 422, "data_invalida")
    assert api.client.get("/api/v1/expiring?as_of=2026-06-15", headers=clerk).status_code == 200
    # the web pages, with a clerk's and an applicant's session
    with api.services.session() as s:
        for name, role in (("clerkweb17", "clerk"), ("appweb17", "applicant")):
            if auth.get_user(s, name) is None:
                from dossie.services.schemas import UserCreate

                auth.create_user(s, UserCreate(username=name, password="uma-senha-longa",
                                               role=role))  # type: ignore[arg-type]
    b = Browser(api.client)
    assert b.login("clerkweb17", "uma-senha-longa").status_code in (200, 303)
    r = b.get("/web/vencimentos?data=9999-12-31")
    assert r.status_code == 422 and "data_invalida" in r.text, r.status_code
    b2 = Browser(api.client)
    b2.login("appweb17", "uma-senha-longa")
    did = b2.create_dossier()
    r = b2.get(f"/web/dossies/{did}/notificacoes/99999999999999999999.pdf")
    assert r.status_code in (404, 422), r.status_code


def test_cli_says_it_in_portuguese(tmp_path: Path) -> None:
    path = tmp_path / "fundo.extraction.json"
    path.write_bytes(DEEP)
    r = subprocess.run([sys.executable, "-m", "dossie.cli", "check", "--checklist", CHECKLIST,
                        "--as-of", "2026-06-15", str(path)], capture_output=True, text=True,
                       cwd=ROOT, timeout=120, env={"PYTHONPATH": str(ROOT), "PATH": "/usr/bin"})
    assert r.returncode == 2, r.stderr
    assert r.stderr.startswith("erro (extracao_invalida): ") and "aninhamento" in r.stderr
    assert "RecursionError" not in r.stderr and "maximum recursion" not in r.stderr
