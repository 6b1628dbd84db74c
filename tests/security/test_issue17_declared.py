"""Issue 17, finding 2: an applicant's `*.extraction.json` is a declaration, never
evidence on its own (CONTRACT §2); clerks and capture-system tokens still submit
extractions as evidence."""

from __future__ import annotations

from typing import Any

from tests.api.support import Api, example_files


def _report(api: Api, headers: dict[str, str], did: str) -> dict[str, Any]:
    r = api.client.get(f"/api/v1/dossiers/{did}/report?format=json", headers=headers)
    assert r.status_code == 200, r.text
    return r.json()  # type: ignore[no-any-return]


def _wait(api: Api, headers: dict[str, str], did: str) -> dict[str, Any]:
    import time

    for _ in range(600):
        d = api.client.get(f"/api/v1/dossiers/{did}", headers=headers).json()
        if d["status"] in ("done", "failed"):
            return d  # type: ignore[no-any-return]
        time.sleep(0.1)
    raise AssertionError("check did not finish")


def _dossier_with_examples(api: Api, headers: dict[str, str]) -> str:
    import json

    from tests.api.support import CHECKLIST, EXAMPLES

    facts = json.loads((EXAMPLES / "fatos.json").read_text(encoding="utf-8"))
    r = api.client.post("/api/v1/dossiers", json={"checklist": CHECKLIST, "facts": facts,
                                                  "as_of": "2026-06-15"}, headers=headers)
    assert r.status_code == 201, r.text
    did = r.json()["id"]
    files = [("files", (p.name, p.read_bytes(), "application/json")) for p in example_files()]
    up = api.client.post(f"/api/v1/dossiers/{did}/documents", files=files, headers=headers)
    assert up.status_code == 201, up.text
    assert api.client.post(f"/api/v1/dossiers/{did}/check", headers=headers).status_code == 202
    return did  # type: ignore[no-any-return]


def test_an_applicants_typed_readings_never_make_a_dossier_complete(fresh_api: Api) -> None:
    api = fresh_api
    own = api.headers("declarante", scope="")  # the applicant's own token, no capture scope
    did = _dossier_with_examples(api, own)
    d = _wait(api, own, did)
    assert d["status"] == "done"
    assert d["verdict"] != "complete" and d["has_review"] is True
    assert all(doc["declared"] for doc in d["documents"])
    report = _report(api, own, did)
    uploaded = {p.name for p in example_files()}
    for doc in report["documents"]:
        # named after the uploaded file, not what the applicant typed inside it
        assert doc["declared"] is True and doc["text_source"] == "manual"
        assert doc["file"] in uploaded
    met_on_declared = [r for r in report["requirements"]
                       if r["status"] == "met" and set(r["documents"]) & uploaded]
    assert met_on_declared == []
    review = [r for r in report["requirements"] if r["status"] == "review"
              and any("digitados pelo requerente" in x for x in r["reasons"])]
    assert len(review) >= 10
    assert any("não lidos pelo dossie" in n for n in report["notices"])


def test_clerks_and_capture_tokens_submit_evidence(fresh_api: Api) -> None:
    api = fresh_api
    capture = api.headers("sistema-captura")  # the helper's default: a capture-scoped token
    did = _dossier_with_examples(api, capture)
    d = _wait(api, capture, did)
    assert d["verdict"] == "complete" and not any(doc["declared"] for doc in d["documents"])
    report = _report(api, capture, did)
    assert not any(doc.get("declared") for doc in report["documents"])
    clerk = api.headers("clerk-captura", "clerk", scope="")
    r = api.client.post("/api/v1/dossiers", json={
        "checklist": "mogi-das-cruzes/5268-2001/fretamento", "as_of": "2026-06-15"},
        headers=clerk)
    assert r.status_code == 201
    up = api.client.post(f"/api/v1/dossiers/{r.json()['id']}/documents",
                         files=[("files", (example_files()[0].name,
                                           example_files()[0].read_bytes(), "x"))],
                         headers=clerk)
    assert up.status_code == 201 and up.json()["documents"][0]["declared"] is False


def test_only_admins_mint_capture_tokens(fresh_api: Api) -> None:
    api = fresh_api
    r = api.client.post("/api/v1/tokens", json={"scope": "captura"},
                        headers=api.headers("quer-captura", scope=""))
    assert r.status_code == 403 and r.json()["code"] == "papel_insuficiente"
    r = api.client.post("/api/v1/tokens", json={"scope": "captura", "label": "protocolo"},
                        headers=api.headers("admin-captura", "admin", scope=""))
    assert r.status_code == 201, r.text
    tokens = api.client.get("/api/v1/tokens", headers=api.headers("admin-captura", "admin",
                                                                  scope="")).json()
    assert any(t["scope"] == "captura" and t["label"] == "protocolo" for t in tokens)
