"""Per-user rate limits and daily quotas on the API: 429 `{"detail","code"}` in pt-BR
with `Retry-After`, per user (one user's burst never blocks another)."""

from __future__ import annotations

from collections.abc import Iterator

import pytest

from api.app import create_app
from dossie.services import ratelimit
from dossie.services.app import Services
from tests.api.support import FIXTURES, Api, local_settings


@pytest.fixture
def limited(tmp_path) -> Iterator[Api]:  # type: ignore[no-untyped-def]
    from fastapi.testclient import TestClient

    services = Services(local_settings(tmp_path)).start()
    app = create_app(services=services)
    ratelimit.configure(app, ratelimit.RateLimitSettings(
        rate_limit_user="8/minute", rate_limit_upload="3/minute", rate_limit_check="2/hour",
        rate_limit_anonymous="6/minute", rate_limit_login="3/minute",
        quota_upload_bytes_per_day=60_000, quota_dossiers_per_day=3))
    with TestClient(app) as client:
        yield Api(client, services, "local")
    services.stop()


def _429(r, code: str) -> None:  # type: ignore[no-untyped-def]
    assert r.status_code == 429, (r.status_code, r.text)
    body = r.json()
    assert body["code"] == code and body["detail"]
    assert int(r.headers["retry-after"]) >= 1


def test_per_user_rate_limit_is_per_user(limited: Api) -> None:
    api = limited
    for _ in range(8):
        assert api.client.get("/api/v1/dossiers", headers=api.headers("ana")).status_code == 200
    r = api.client.get("/api/v1/dossiers", headers=api.headers("ana"))
    _429(r, "limite_de_requisicoes")
    assert "Muitas requisições" in r.json()["detail"] and "8 por minuto" in r.json()["detail"]
    # another user is not affected
    assert api.client.get("/api/v1/dossiers", headers=api.headers("bia")).status_code == 200


def test_dossier_quota_and_upload_quota(limited: Api) -> None:
    api = limited
    ids = [api.create_dossier("caio")["id"] for _ in range(3)]
    r = api.client.post("/api/v1/dossiers", json={"checklist": "mogi-das-cruzes/5268-2001/fretamento"},
                        headers=api.headers("caio"))
    _429(r, "cota_excedida")
    assert "Cota de dossiês" in r.json()["detail"]
    # uploads: 60 kB a day; crlv.pdf is small, the second big one passes the quota
    pdf = (FIXTURES / "crlv.pdf").read_bytes()
    assert len(pdf) < 60_000
    assert api.upload("caio", ids[0], [FIXTURES / "crlv.pdf"]).status_code == 201
    big = b"%PDF-1.4\n" + b"0" * 70_000
    r = api.client.post(f"/api/v1/dossiers/{ids[1]}/documents",
                        files=[("files", ("grande.pdf", big, "application/pdf"))],
                        headers=api.headers("caio"))
    _429(r, "cota_excedida")
    assert "Cota de envio" in r.json()["detail"]
    # clerks have no quota
    clerk = api.headers("clara", "clerk")
    for _ in range(4):
        r = api.client.post("/api/v1/dossiers", json={"checklist": "mogi-das-cruzes/5268-2001/fretamento",
                                                       "as_of": "2026-06-15"}, headers=clerk)
        assert r.status_code == 201, r.text


def test_upload_and_check_rate_limits(limited: Api) -> None:
    api = limited
    d = api.create_dossier("davi")
    url = f"/api/v1/dossiers/{d['id']}/documents"
    h = api.headers("davi")
    for _ in range(3):  # duplicates: stored once, but each request counts
        assert api.upload("davi", d["id"], [FIXTURES / "crlv.pdf"]).status_code == 201
    _429(api.client.post(url, files=[("files", ("a.pdf", b"%PDF-1.4", "x"))], headers=h),
         "limite_de_requisicoes")
    d2 = api.create_dossier("eva")
    assert api.upload("eva", d2["id"], [FIXTURES / "crlv.pdf"]).status_code == 201


def test_anonymous_and_login_attempts_are_limited(limited: Api) -> None:
    api = limited
    for _ in range(3):
        r = api.client.post("/api/v1/auth/login", json={"username": "x", "password": "errada!!"})
        assert r.status_code == 401
    _429(api.client.post("/api/v1/auth/login", json={"username": "x", "password": "errada!!"}),
         "limite_de_requisicoes")
    # the anonymous budget (6) is spent by now: 4 logins + these
    codes = [api.client.get("/api/v1/checklists").status_code for _ in range(3)]
    assert codes[-1] == 429 and codes[0] == 200
    assert api.client.get("/health").status_code == 200  # liveness is never limited


def test_check_runs_are_limited(limited: Api) -> None:
    api = limited
    ratelimit.configure(api.client.app, ratelimit.RateLimitSettings(  # type: ignore[arg-type]
        rate_limit_check="2/hour"))  # polling below must not hit the per-user limit
    d = api.create_dossier("fabi")
    api.upload("fabi", d["id"], [FIXTURES / "crlv.pdf"])
    assert api.check("fabi", d["id"]).status_code == 202
    api.wait("fabi", d["id"])
    assert api.check("fabi", d["id"]).status_code == 202
    api.wait("fabi", d["id"])
    _429(api.check("fabi", d["id"]), "limite_de_requisicoes")


def test_disabled_limits_and_pt_rule_text() -> None:
    lim = ratelimit.Limiter(ratelimit.RateLimitSettings(rate_limits_enabled=False,
                                                        rate_limit_user="1/minute"))
    for _ in range(5):
        lim.hit("1/minute", "k", "x")  # never raises when disabled
    from limits import parse

    assert ratelimit._rule_pt(parse("30/hour")) == "30 por hora"
    assert ratelimit._rule_pt(parse("5 per 10 minutes")) == "5 por 10 minutos"


def test_memory_windows_move_per_key() -> None:
    """The in-process counters: a moving window per key (and per rule), O(1) a hit."""
    import time

    w = ratelimit.MemoryWindows()
    assert w.hit("k", 2, 60) is None and w.hit("k", 2, 60) is None
    reset = w.hit("k", 2, 60)
    assert reset is not None and 58 <= reset - time.time() <= 60.5
    assert w.hit("outra", 2, 60) is None  # another key has its own window
    assert w.hit("curta", 1, 0.2) is None and w.hit("curta", 1, 0.2) is not None
    time.sleep(0.25)
    assert w.hit("curta", 1, 0.2) is None  # the old hit left the window
    lim = ratelimit.Limiter(ratelimit.RateLimitSettings())
    assert lim.memory is not None and lim.storage is None  # no timer thread per hit
