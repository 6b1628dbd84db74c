"""Every hostile and pdf-oddities file through the upload route and the processing job:
the upload answers 201, or 413/415/422 `{"detail","code"}` as the hostile MANIFEST says
(never a 500); an accepted file is then processed or recorded as refused with a stable
code and a pt-BR message, and the job always finishes. The MANIFEST's hostile upload
names are sanitised and nothing is written outside `DOSSIE_STORAGE_DIR`."""

from __future__ import annotations

import os
import re
from collections.abc import Iterator
from pathlib import Path

import pytest
from fastapi.testclient import TestClient

from api.app import create_app
from dossie.services.app import Services
from tests.api.support import ROOT, Api, local_settings
from tests.security.corpus import (
    HOSTILE,
    MUST_PROCESS,
    MUST_REFUSE,
    PASSWORD,
    available,
    hostile_files,
    manifest_entries,
    oddities,
)

pytestmark = pytest.mark.skipif(not available(), reason="corpora not available")
SHA_NAME = re.compile(r"^[0-9a-f]{64}$")


@pytest.fixture
def corpus_api(tmp_path: Path) -> Iterator[Api]:
    services = Services(local_settings(tmp_path / "svc", job_workers=1)).start()
    app = create_app(services=services)
    with TestClient(app, raise_server_exceptions=False) as client:
        yield Api(client, services, "local")
    services.stop()


def _upload(api: Api, user: str, dossier_id: str, name: str, data: bytes, ctype: str):  # type: ignore[no-untyped-def]
    return api.client.post(f"/api/v1/dossiers/{dossier_id}/documents",
                           files=[("files", (name, data, ctype))], headers=api.headers(user))


def _snapshot(*roots: Path) -> set[Path]:
    out: set[Path] = set()
    for root in roots:
        if root.exists():
            out |= {p for p in root.rglob("*") if p.is_file()}
    return out


def _check_upload(name: str, r, expected_refusal: int | None) -> list[str]:  # type: ignore[no-untyped-def]
    if r.status_code == 201:
        return []
    problems = []
    body = r.json()
    if not (isinstance(body.get("detail"), str) and body["detail"] and body.get("code")):
        problems.append(f"{name}: refusal without detail/code: {r.text[:200]}")
    if r.status_code >= 500:
        problems.append(f"{name}: server error {r.status_code}")
    elif r.status_code not in (413, 415, 422):
        problems.append(f"{name}: status {r.status_code}")
    elif expected_refusal is not None and r.status_code != expected_refusal:
        problems.append(f"{name}: {r.status_code}, MANIFEST says {expected_refusal}")
    return problems


def _process(api: Api, user: str, dossier_id: str, timeout: float) -> dict:
    r = api.check(user, dossier_id)
    assert r.status_code == 202, r.text
    done = api.wait(user, dossier_id, timeout=timeout)
    assert done["status"] == "done", done  # bad files never fail the job
    return done


def _file_problems(doc: dict) -> list[str]:
    if doc["state"] == "done":
        return [] if doc["extractions"] else [f"{doc['name']}: done without extractions"]
    if doc["state"] != "failed":
        return [f"{doc['name']}: left {doc['state']}"]
    err = doc["error"] or {}
    if not err.get("code") or not err.get("message") or err["code"] == "erro_interno":
        return [f"{doc['name']}: refused without a stable code/message: {err}"]
    return []


def test_hostile_corpus_through_the_api(corpus_api: Api) -> None:
    api = corpus_api
    storage = api.services.settings.storage_dir.resolve()
    watched = [ROOT, storage.parent, Path("/etc"), Path("/tmp")]
    before = _snapshot(storage.parent, ROOT / "var")
    d = api.create_dossier("hugo")
    problems: list[str] = []
    accepted: dict[str, str] = {}  # stored name -> corpus file
    for name, entry in sorted(hostile_files().items()):
        data = (HOSTILE / name).read_bytes()
        r = _upload(api, "hugo", d["id"], entry["upload_name"], data, entry["content_type"])
        problems += _check_upload(name, r, entry["http_status_if_refused"])
        if r.status_code == 201:
            doc = r.json()["documents"][0]
            accepted[doc["name"]] = name
        elif name in MUST_PROCESS:
            problems.append(f"{name}: refused at upload, must be processed")
    done = _process(api, "hugo", d["id"], timeout=180)
    by_file = {accepted[doc["name"]]: doc for doc in done["documents"]}
    for name, doc in by_file.items():
        problems += _file_problems(doc)
        if name in MUST_REFUSE and doc["state"] != "failed":
            problems.append(f"{name}: accepted and processed, must be refused")
        if name in MUST_PROCESS and doc["state"] != "done":
            problems.append(f"{name}: must be processed: {doc['error']}")
    assert done["job"]["status"] == "done"
    # the path-traversal file is stored under its base name, as metadata only
    assert "passwd.pdf" in accepted
    assert not problems, "\n".join(problems)

    # the MANIFEST's extra hostile names: sanitised (or refused), never used as a path
    pdf = (HOSTILE / "path-traversal-upload.pdf").read_bytes()
    for entry in manifest_entries():
        if entry["file"] != "path-traversal-upload.pdf":
            continue
        d2 = api.create_dossier("hugo")
        r = _upload(api, "hugo", d2["id"], entry["upload_name"], pdf, entry["content_type"])
        assert r.status_code in (201, 400, 422), (entry["upload_name"], r.text)
        if r.status_code == 201:
            shown = r.json()["documents"][0]["name"]
            assert shown and len(shown) <= 150, shown
            assert not any(c in shown for c in "/\\\x00\n\r") and ".." not in shown, shown
    # nothing outside the storage directory (and its database) was created
    after = _snapshot(storage.parent, ROOT / "var")
    for p in after - before:
        rel = p.resolve()
        assert rel.is_relative_to(storage) or rel.name.startswith("dossie.db"), p
        if rel.is_relative_to(storage) and rel.parent != storage / "tmp":
            assert SHA_NAME.match(rel.name), p
    assert not list((storage / "tmp").iterdir())
    for root in watched:
        for bad in ("passwd.pdf", "win.ini.pdf"):
            assert not (root / bad).exists() and not (root / "etc" / bad).exists()
    assert not os.path.exists("/etc/passwd.pdf")


@pytest.mark.slow
def test_oddities_corpus_through_the_api(corpus_api: Api) -> None:
    api = corpus_api
    d = api.create_dossier("iara")
    problems: list[str] = []
    names: dict[str, str] = {}
    for path in oddities():
        r = _upload(api, "iara", d["id"], path.name, path.read_bytes(), "application/pdf")
        problems += _check_upload(path.name, r, None)
        if r.status_code == 201:
            names[r.json()["documents"][0]["id"]] = path.name
    done = _process(api, "iara", d["id"], timeout=900)
    for doc in done["documents"]:
        problems += _file_problems(doc)
        if names.get(doc["id"]) in PASSWORD and (doc["error"] or {}).get("code") != "arquivo_protegido":
            problems.append(f"{names[doc['id']]}: must ask for an unprotected copy")
    assert not problems, "\n".join(problems)


def test_oddities_uploads_are_answered(corpus_api: Api) -> None:
    """The upload route alone (sniffing, no OCR) for every oddity: 201 or a clean 4xx."""
    api = corpus_api
    d = api.create_dossier("joao")
    problems: list[str] = []
    for path in oddities():
        r = _upload(api, "joao", d["id"], path.name, path.read_bytes(), "application/pdf")
        problems += _check_upload(path.name, r, None)
    assert not problems, "\n".join(problems)
