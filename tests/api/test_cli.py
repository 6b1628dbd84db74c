"""CLI additions: `dossie token create/revoke`, `dossie demo`, `dossie worker` without
a broker, `dossie serve --help`."""

from __future__ import annotations

from pathlib import Path

from click.testing import CliRunner
from fastapi.testclient import TestClient

from api.app import create_app
from dossie.cli.app import main
from tests.api.support import local_settings


def _env(tmp: Path) -> dict[str, str]:
    return {"DOSSIE_DATABASE_URL": f"sqlite:///{tmp / 'cli.db'}",
            "DOSSIE_STORAGE_DIR": str(tmp / "st"), "DOSSIE_BROKER_URL": ""}


def test_token_create_prints_a_working_token(tmp_path: Path) -> None:
    runner = CliRunner()
    env = _env(tmp_path)
    r = runner.invoke(main, ["token", "create", "--role", "admin", "--name", "ops"], env=env)
    assert r.exit_code == 0, r.output
    token = r.stdout.strip().splitlines()[0]
    assert token.startswith("dsk_")
    # the same name with another role is refused (exit 2, pt-BR message)
    r2 = runner.invoke(main, ["token", "create", "--role", "clerk", "--name", "ops"], env=env)
    assert r2.exit_code == 2 and "já existe" in r2.stderr

    app = create_app(local_settings(tmp_path, database_url=env["DOSSIE_DATABASE_URL"]))
    with TestClient(app) as client:
        me = client.get("/api/v1/auth/me", headers={"Authorization": f"Bearer {token}"})
        assert me.status_code == 200 and me.json()["role"] == "admin"
        tid = client.get("/api/v1/tokens", headers={"Authorization": f"Bearer {token}"}).json()[0]["id"]
        assert runner.invoke(main, ["token", "revoke", str(tid)], env=env).exit_code == 0
        assert client.get("/api/v1/auth/me",
                          headers={"Authorization": f"Bearer {token}"}).status_code == 401


def test_demo_data_and_login(tmp_path: Path) -> None:
    runner = CliRunner()
    env = _env(tmp_path)
    r = runner.invoke(main, ["demo"], env=env)
    assert r.exit_code == 0, r.output
    assert "applicant / demo-applicant" in r.stderr and "clerk / demo-clerk" in r.stderr
    assert runner.invoke(main, ["demo"], env=env).exit_code == 0  # idempotent
    app = create_app(local_settings(tmp_path, database_url=env["DOSSIE_DATABASE_URL"]))
    with TestClient(app) as client:
        tok = client.post("/api/v1/auth/login", json={"username": "applicant",
                                                      "password": "demo-applicant"}).json()
        page = client.get("/api/v1/dossiers",
                          headers={"Authorization": f"Bearer {tok['access_token']}"}).json()
        assert page["total"] == 3
        assert sorted(x["verdict"] for x in page["items"]) == ["complete", "deficient", "deficient"]


def test_worker_needs_a_broker_and_serve_has_help(tmp_path: Path) -> None:
    runner = CliRunner()
    r = runner.invoke(main, ["worker"], env=_env(tmp_path))
    assert r.exit_code == 2 and "DOSSIE_BROKER_URL" in r.stderr
    r = runner.invoke(main, ["serve", "--help"])
    assert r.exit_code == 0 and "--port" in r.output
