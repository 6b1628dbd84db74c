"""Access control (CONTRACT §6, issue 6 item 7): an applicant never reaches another's
dossier, document or report (404, no hint it exists); clerks see all and are audited;
tokens expire and are revocable; role-restricted actions are enforced."""

from __future__ import annotations

from datetime import timedelta

import pytest
from sqlalchemy import select, update

from dossie.store.audit import AuditEvent
from dossie.store.base import utcnow
from dossie.store.users import ApiToken
from tests.api.support import Api, example_files


@pytest.fixture
def owned(local_api: Api) -> dict:
    """A processed dossier of `alice`."""
    api = local_api
    d = api.create_dossier("alice")
    up = api.upload("alice", d["id"], example_files()[:3])
    assert up.status_code == 201
    api.check("alice", d["id"])
    done = api.wait("alice", d["id"])
    doc = done["documents"][0]
    return {"id": d["id"], "doc": doc["id"], "extraction": doc["extractions"][0]["id"]}


def _routes(o: dict) -> list[tuple[str, str, dict]]:
    d, doc = o["id"], o["doc"]
    return [
        ("GET", f"/api/v1/dossiers/{d}", {}),
        ("PATCH", f"/api/v1/dossiers/{d}", {"json": {"facts": {"microempresa": True}}}),
        ("POST", f"/api/v1/dossiers/{d}/check", {}),
        ("GET", f"/api/v1/dossiers/{d}/report", {}),
        ("GET", f"/api/v1/dossiers/{d}/report?format=pdf", {}),
        ("GET", f"/api/v1/dossiers/{d}/reports", {}),
        ("GET", f"/api/v1/dossiers/{d}/documents", {}),
        ("GET", f"/api/v1/dossiers/{d}/documents/{doc}", {}),
        ("GET", f"/api/v1/dossiers/{d}/documents/{doc}/content", {}),
        ("DELETE", f"/api/v1/dossiers/{d}/documents/{doc}", {}),
        ("POST", f"/api/v1/dossiers/{d}/documents",
         {"files": [("files", ("x.pdf", b"%PDF-1.4 hello", "application/pdf"))]}),
    ]


def test_applicant_cannot_reach_another_applicants_dossier(local_api: Api, owned: dict) -> None:
    api = local_api
    for method, url, kw in _routes(owned):
        r = api.client.request(method, url, headers=api.headers("mallory"), **kw)
        assert r.status_code == 404, (method, url, r.status_code, r.text)
        assert r.json()["detail"]
    # nothing changed, nothing was added
    d = api.client.get(f"/api/v1/dossiers/{owned['id']}", headers=api.headers("alice")).json()
    assert len(d["documents"]) == 3 and d["facts"].get("microempresa") is False
    listed = api.client.get("/api/v1/dossiers", headers=api.headers("mallory")).json()
    assert all(x["id"] != owned["id"] for x in listed["items"])


def test_owner_can_use_every_route(local_api: Api, owned: dict) -> None:
    api = local_api
    for method, url, kw in _routes(owned):
        if method == "DELETE" or (method == "POST" and url.endswith("/check")):
            continue
        r = api.client.request(method, url, headers=api.headers("alice"), **kw)
        assert r.status_code in (200, 201), (method, url, r.text)


def test_clerk_sees_all_and_access_is_audited(local_api: Api, owned: dict) -> None:
    api = local_api
    clerk = api.headers("carla", "clerk")
    assert api.client.get(f"/api/v1/dossiers/{owned['id']}", headers=clerk).status_code == 200
    assert api.client.get(f"/api/v1/dossiers/{owned['id']}/report", headers=clerk).status_code == 200
    listed = api.client.get("/api/v1/dossiers?limit=200", headers=clerk).json()
    assert any(x["id"] == owned["id"] for x in listed["items"])
    events = api.client.get(f"/api/v1/dossiers/{owned['id']}/events", headers=clerk).json()
    actions = [e["action"] for e in events]
    assert "acesso.dossie" in actions and "acesso.relatorio" in actions
    assert "dossie.criar" in actions and "documento.enviar" in actions


def test_clerk_correction_is_audited_and_reevaluated(local_api: Api, owned: dict) -> None:
    api = local_api
    url = f"/api/v1/dossiers/{owned['id']}/extractions/{owned['extraction']}"
    body = {"fields": {"data_emissao": "2026-01-02"}, "justification": "Conferido no original."}
    assert api.client.patch(url, json=body, headers=api.headers("alice")).status_code == 403
    r = api.client.patch(url, json=body, headers=api.headers("carla", "clerk"))
    assert r.status_code == 200, r.text
    assert r.json()["corrected"] and r.json()["extraction"]["fields"]["data_emissao"]["value"] == "2026-01-02"
    with api.services.session() as s:
        ev = s.scalars(select(AuditEvent).where(AuditEvent.action == "extracao.corrigir",
                                                AuditEvent.dossier_id == owned["id"])).one()
        assert ev.detail["justificativa"] == "Conferido no original." and ev.actor_role == "clerk"
    hist = api.client.get(f"/api/v1/dossiers/{owned['id']}/reports", headers=api.headers("alice"))
    assert len(hist.json()) == 2  # the check's report and the immediate re-evaluation


def test_role_restricted_actions(local_api: Api) -> None:
    api = local_api
    app_h, clerk_h, admin_h = (api.headers("alice"), api.headers("carla", "clerk"),
                               api.headers("root-admin", "admin"))
    reval = {"as_of": "2027-01-01"}
    assert api.client.post("/api/v1/revalidations", json=reval, headers=app_h).status_code == 403
    assert api.client.get("/api/v1/users", headers=clerk_h).status_code == 403
    assert api.client.get("/api/v1/audit", headers=clerk_h).status_code == 403
    assert api.client.get("/api/v1/audit", headers=app_h).status_code == 403
    assert api.client.post("/api/v1/users", json={"username": "x1", "role": "admin"},
                           headers=clerk_h).status_code == 403
    assert api.client.get("/api/v1/users", headers=admin_h).status_code == 200
    assert api.client.get("/api/v1/audit", headers=admin_h).status_code == 200
    r = api.client.post("/api/v1/revalidations", json=reval, headers=clerk_h)
    assert r.status_code == 202
    assert api.client.get(f"/api/v1/revalidations/{r.json()['id']}", headers=app_h).status_code == 403


def test_missing_bad_expired_and_revoked_tokens(local_api: Api) -> None:
    api = local_api
    r = api.client.get("/api/v1/dossiers")
    assert r.status_code == 401 and r.headers["www-authenticate"] == "Bearer"
    assert r.json()["code"] == "token_ausente"
    r = api.client.get("/api/v1/dossiers", headers={"Authorization": "Bearer dsk_nope"})
    assert r.status_code == 401 and r.json()["code"] == "token_invalido"

    # expired
    login = api.client.post("/api/v1/auth/register",
                            json={"username": "bruno", "password": "senha-comprida"})
    assert login.status_code == 201, login.text
    tok = login.json()["access_token"]
    h = {"Authorization": f"Bearer {tok}"}
    assert api.client.get("/api/v1/auth/me", headers=h).json()["role"] == "applicant"
    with api.services.session() as s:
        s.execute(update(ApiToken).where(ApiToken.id == login.json()["id"])
                  .values(expires_at=utcnow() - timedelta(seconds=1)))
        s.commit()
    r = api.client.get("/api/v1/auth/me", headers=h)
    assert r.status_code == 401 and r.json()["code"] == "token_expirado"

    # revoked by logout, and by DELETE /tokens/{id}
    tok2 = api.client.post("/api/v1/auth/login",
                           json={"username": "bruno", "password": "senha-comprida"}).json()
    h2 = {"Authorization": f"Bearer {tok2['access_token']}"}
    made = api.client.post("/api/v1/tokens", json={"label": "script"}, headers=h2)
    assert made.status_code == 201
    h3 = {"Authorization": f"Bearer {made.json()['access_token']}"}
    assert api.client.get("/api/v1/auth/me", headers=h3).status_code == 200
    assert api.client.delete(f"/api/v1/tokens/{made.json()['id']}", headers=h2).status_code == 200
    r = api.client.get("/api/v1/auth/me", headers=h3)
    assert r.status_code == 401 and r.json()["code"] == "token_revogado"
    assert api.client.post("/api/v1/auth/logout", headers=h2).status_code == 204
    assert api.client.get("/api/v1/auth/me", headers=h2).status_code == 401
    # someone else's token cannot be revoked (and is not revealed)
    other = api.token("alice")
    with api.services.session() as s:
        tid = s.scalars(select(ApiToken.id).join(ApiToken.user)
                        .where(ApiToken.user.has(username="alice"))).first()
    assert api.client.delete(f"/api/v1/tokens/{tid}", headers=api.headers("mallory")).status_code == 404
    assert api.client.get("/api/v1/auth/me", headers={"Authorization": f"Bearer {other}"}).status_code == 200

    # wrong password; deactivated user
    bad = api.client.post("/api/v1/auth/login", json={"username": "bruno", "password": "errada!!"})
    assert bad.status_code == 401 and bad.json()["code"] == "login_invalido"
    tok4 = api.client.post("/api/v1/auth/login",
                           json={"username": "bruno", "password": "senha-comprida"}).json()
    uid = tok4["user"]["id"]
    r = api.client.patch(f"/api/v1/users/{uid}", json={"active": False},
                         headers=api.headers("root-admin", "admin"))
    assert r.status_code == 200
    r = api.client.get("/api/v1/auth/me", headers={"Authorization": f"Bearer {tok4['access_token']}"})
    assert r.status_code == 401
