"""Issue 17, findings 1, 6, 9 and 12: the login and registration budgets hold whatever
the headers, are keyed by user and address, tokens minted from a login session are
bounded and die with it, and user names are case-insensitive."""

from __future__ import annotations

from collections.abc import Iterator

import pytest

from api.app import create_app
from dossie.services import ratelimit
from dossie.services.app import Services
from tests.api.support import Api, local_settings


@pytest.fixture
def limited(tmp_path) -> Iterator[Api]:  # type: ignore[no-untyped-def]
    from fastapi.testclient import TestClient

    services = Services(local_settings(tmp_path)).start()
    app = create_app(services=services)
    ratelimit.configure(app, ratelimit.RateLimitSettings(
        rate_limit_login="3/minute", rate_limit_login_address="8/minute",
        rate_limit_register="2/hour", rate_limit_anonymous="1000/minute"))
    with TestClient(app) as client:
        yield Api(client, services, "local")
    services.stop()


def _login(api: Api, user: str, password: str, **headers: str):  # type: ignore[no-untyped-def]
    return api.client.post("/api/v1/auth/login", json={"username": user, "password": password},
                           headers=headers)


def test_an_authorization_header_does_not_switch_the_login_limit_off(limited: Api) -> None:
    api = limited
    r = api.client.post("/api/v1/auth/register", json={"username": "vitima",
                                                       "password": "a-senha-certa"})
    assert r.status_code == 201, r.text
    codes = [_login(api, "vitima", "errada!!", Authorization="Bearer x").status_code
             for _ in range(4)]
    assert codes[:3] == [401, 401, 401] and codes[3] == 429, codes
    r = _login(api, "vitima", "a-senha-certa", Authorization="Bearer x")
    assert r.status_code == 429 and r.json()["code"] == "limite_de_requisicoes"
    assert "Muitas requisições" in r.json()["detail"] and int(r.headers["retry-after"]) >= 1


def test_registration_is_limited_whatever_the_headers(limited: Api) -> None:
    api = limited
    codes = [api.client.post("/api/v1/auth/register",
                             json={"username": f"conta{i}", "password": "uma-senha-longa"},
                             headers={"Authorization": "Bearer qualquer"}).status_code
             for i in range(4)]
    assert codes[:2] == [201, 201] and codes[2:] == [429, 429], codes


def test_login_budget_is_per_user_and_address(limited: Api) -> None:
    """One user's guesser (behind the same proxy address) does not lock others out; the
    per-address budget still stops a spray of many names."""
    api = limited
    for name in ("ana", "bia"):
        assert api.client.post("/api/v1/auth/register", json={
            "username": name, "password": "uma-senha-longa"}).status_code == 201
    for _ in range(3):
        assert _login(api, "ana", "errada!!").status_code == 401
    assert _login(api, "ana", "errada!!").status_code == 429
    # ANA is the same user (names are case-insensitive): the same budget
    assert _login(api, "ANA", "uma-senha-longa").status_code == 429
    assert _login(api, "bia", "uma-senha-longa").status_code == 200
    # the address's own budget (8): 6 attempts so far, refused ones included
    codes = [_login(api, f"nome{i}", "errada!!").status_code for i in range(3)]
    assert 429 in codes, codes


def test_user_names_are_case_insensitive(limited: Api) -> None:
    api = limited
    assert api.client.post("/api/v1/auth/register", json={
        "username": "admin2", "password": "uma-senha-longa"}).status_code == 201
    r = api.client.post("/api/v1/auth/register", json={
        "username": "Admin2", "password": "outra-senha-longa"})
    assert r.status_code == 409 and r.json()["code"] == "usuario_existente", r.text
    r = _login(api, "ADMIN2", "uma-senha-longa")
    assert r.status_code == 200 and r.json()["user"]["username"] == "admin2"
    # a name stored with capitals before names were folded is still found
    from dossie.services.passwords import hash_password
    from dossie.store.users import User

    with api.services.session() as s:
        s.add(User(username="Legado", role="applicant", password_hash=hash_password("senha-antiga")))
        s.commit()
    assert _login(api, "legado", "senha-antiga").status_code == 200


def test_a_login_session_mints_bounded_tokens_that_die_with_it(limited: Api) -> None:
    api = limited
    r = api.client.post("/api/v1/auth/register", json={"username": "sessao",
                                                       "password": "uma-senha-longa"})
    session = {"Authorization": f"Bearer {r.json()['access_token']}"}
    session_expiry = r.json()["expires_at"]
    # a year asked for from a 12-hour session: refused without the password
    r = api.client.post("/api/v1/tokens", json={"ttl_hours": 8784}, headers=session)
    assert r.status_code == 403 and r.json()["code"] == "senha_necessaria", r.text
    assert "senha" in r.json()["detail"]
    # within the session's life: allowed, and no longer than the session
    r = api.client.post("/api/v1/tokens", json={"ttl_hours": 1}, headers=session)
    assert r.status_code == 201, r.text
    child = {"Authorization": f"Bearer {r.json()['access_token']}"}
    assert r.json()["expires_at"] <= session_expiry
    # with the password again: a long-lived token, independent of the session
    r = api.client.post("/api/v1/tokens", json={"ttl_hours": 720, "password": "uma-senha-longa"},
                        headers=session)
    assert r.status_code == 201, r.text
    independent = {"Authorization": f"Bearer {r.json()['access_token']}"}
    r = api.client.post("/api/v1/tokens", json={"ttl_hours": 720, "password": "errada-errada"},
                        headers=session)
    assert r.status_code == 403 and r.json()["code"] == "senha_necessaria"
    assert api.client.get("/api/v1/auth/me", headers=child).status_code == 200
    assert api.client.post("/api/v1/auth/logout", headers=session).status_code == 204
    r = api.client.get("/api/v1/auth/me", headers=child)
    assert r.status_code == 401 and r.json()["code"] == "token_revogado"
    assert api.client.get("/api/v1/auth/me", headers=independent).status_code == 200


def test_a_child_of_a_session_cannot_mint_past_it(limited: Api) -> None:
    api = limited
    r = api.client.post("/api/v1/auth/register", json={"username": "neto",
                                                       "password": "uma-senha-longa"})
    session = {"Authorization": f"Bearer {r.json()['access_token']}"}
    r = api.client.post("/api/v1/tokens", json={"ttl_hours": 2}, headers=session)
    child = {"Authorization": f"Bearer {r.json()['access_token']}"}
    r = api.client.post("/api/v1/tokens", json={"ttl_hours": 8000}, headers=child)
    assert r.status_code == 403, r.text
    r = api.client.post("/api/v1/tokens", json={"ttl_hours": 1}, headers=child)
    assert r.status_code == 201
    grandchild = {"Authorization": f"Bearer {r.json()['access_token']}"}
    assert api.client.post("/api/v1/auth/logout", headers=session).status_code == 204
    assert api.client.get("/api/v1/auth/me", headers=grandchild).status_code == 401
