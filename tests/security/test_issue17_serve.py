"""Issue 17, findings 8 and 10, on a real `python -m dossie.cli serve`: its job workers
start (no circular import) and run jobs, `/health` says whether they can, SIGTERM stops
it within seconds, and no child outlives it — after SIGTERM or SIGKILL."""

from __future__ import annotations

import os
import signal
import socket
import subprocess
import sys
import time
from collections.abc import Iterator
from pathlib import Path

import httpx
import pytest

from dossie.jobs.runner import LocalRunner
from dossie.store.store import Store
from tests.api.support import CHECKLIST, FIXTURES, ROOT, example_files, local_settings


def _free_port() -> int:
    with socket.socket() as s:
        s.bind(("127.0.0.1", 0))
        return int(s.getsockname()[1])


def _children() -> dict[int, int]:
    out = {}
    for d in Path("/proc").iterdir():
        if d.name.isdigit():
            try:
                out[int(d.name)] = int((d / "stat").read_text().rsplit(")", 1)[1].split()[1])
            except (OSError, ValueError, IndexError):
                continue
    return out


def descendants(pid: int) -> set[int]:
    parents = _children()
    found, frontier = set(), {pid}
    while frontier:
        frontier = {p for p, pp in parents.items() if pp in frontier} - found
        found |= frontier
    return found


def alive(pids: set[int]) -> set[int]:
    out = set()
    for p in pids:
        try:
            state = Path(f"/proc/{p}/stat").read_text().rsplit(")", 1)[1].split()[0]
        except OSError:
            continue
        if state != "Z":
            out.add(p)
    return out


class Server:
    def __init__(self, tmp: Path, *args: str, **env: str) -> None:
        tmp.mkdir(parents=True, exist_ok=True)
        self.port = _free_port()
        self.base = f"http://127.0.0.1:{self.port}"
        self.log = tmp / "serve.log"
        self._out = open(self.log, "wb")  # noqa: SIM115 - closed in close()
        self.proc = subprocess.Popen(
            [sys.executable, "-m", "dossie.cli", "serve", "--port", str(self.port), *args],
            cwd=ROOT, stdout=self._out, stderr=subprocess.STDOUT,
            env={**os.environ, "PYTHONPATH": str(ROOT),
                 "DOSSIE_DATABASE_URL": f"sqlite:///{tmp / 'd.db'}",
                 "DOSSIE_STORAGE_DIR": str(tmp / "st"), "DOSSIE_BROKER_URL": "",
                 "DOSSIE_JOB_WORKERS": "1", "DOSSIE_OCR_WORKERS": "1", **env})

    def wait_jobs_ok(self, timeout: float = 120.0) -> dict[str, str]:
        deadline = time.monotonic() + timeout
        last: object = None
        while time.monotonic() < deadline:
            assert self.proc.poll() is None, self.log.read_text(errors="replace")
            try:
                r = httpx.get(self.base + "/health", timeout=2)
                last = (r.status_code, r.text)
                if r.status_code == 200 and r.json()["jobs"] == "ok":
                    return r.json()  # type: ignore[no-any-return]
            except httpx.HTTPError as exc:
                last = exc
            time.sleep(0.3)
        raise AssertionError(f"jobs never ready: {last}; {self.log.read_text(errors='replace')}")

    def close(self) -> None:
        if self.proc.poll() is None:
            self.proc.kill()
            self.proc.wait(10)
        self._out.close()


@pytest.fixture
def server_factory(tmp_path: Path) -> Iterator[type[Server]]:
    made: list[Server] = []

    def make(*args: str, **env: str) -> Server:
        s = Server(tmp_path / f"s{len(made)}", *args, **env)
        made.append(s)
        return s

    yield make  # type: ignore[misc]
    for s in made:
        s.close()


def _a_checked_dossier(base: str) -> tuple[dict[str, str], str]:
    c = httpx.Client(base_url=base, timeout=30)
    r = c.post("/api/v1/auth/register", json={"username": "servico", "password": "uma-senha-longa"})
    assert r.status_code == 201, r.text
    h = {"Authorization": f"Bearer {r.json()['access_token']}"}
    d = c.post("/api/v1/dossiers", json={"checklist": CHECKLIST, "as_of": "2026-06-15"},
               headers=h).json()
    files = [("files", (p.name, p.read_bytes(), "x"))
             for p in [FIXTURES / "crlv.pdf", *example_files()[:2]]]
    assert c.post(f"/api/v1/dossiers/{d['id']}/documents", files=files, headers=h).status_code == 201
    assert c.post(f"/api/v1/dossiers/{d['id']}/check", headers=h).status_code == 202
    return h, d["id"]


def test_python_m_serve_runs_jobs_and_stops_with_all_its_children(server_factory) -> None:  # type: ignore[no-untyped-def]
    srv = server_factory()
    assert srv.wait_jobs_ok()["status"] == "ok"
    h, did = _a_checked_dossier(srv.base)
    deadline = time.monotonic() + 120
    while True:
        d = httpx.get(f"{srv.base}/api/v1/dossiers/{did}", headers=h, timeout=10).json()
        if d["status"] in ("done", "failed"):
            break
        assert time.monotonic() < deadline, d
        time.sleep(0.3)
    assert d["status"] == "done", d
    kids = descendants(srv.proc.pid)
    assert kids, "the job worker processes should be running"
    t0 = time.monotonic()
    srv.proc.send_signal(signal.SIGTERM)
    srv.proc.wait(20)
    took = time.monotonic() - t0
    assert took < 10, f"SIGTERM took {took:.1f} s"
    time.sleep(0.5)
    assert alive(kids) == set(), f"orphans left: {alive(kids)}"
    log = srv.log.read_text(errors="replace")
    assert "ImportError" not in log and "Traceback" not in log, log[-3000:]


def test_sigterm_mid_job_and_sigkill_leave_no_orphan(server_factory) -> None:  # type: ignore[no-untyped-def]
    # a slow job (60 s a file): SIGTERM must not wait for it
    srv = server_factory(DOSSIE_TEST_DELAY_PER_FILE="60")
    srv.wait_jobs_ok()
    _a_checked_dossier(srv.base)
    time.sleep(1.5)
    kids = descendants(srv.proc.pid)
    t0 = time.monotonic()
    srv.proc.send_signal(signal.SIGTERM)
    srv.proc.wait(30)
    assert time.monotonic() - t0 < 10
    time.sleep(0.5)
    assert alive(kids) == set(), f"orphans left after SIGTERM: {alive(kids)}"
    # the next start takes the interrupted job over; SIGKILL it: its workers follow
    srv2 = server_factory(DOSSIE_TEST_DELAY_PER_FILE="60")
    srv2.wait_jobs_ok()
    time.sleep(1.5)
    kids = descendants(srv2.proc.pid)
    assert kids
    srv2.proc.kill()
    srv2.proc.wait(10)
    deadline = time.monotonic() + 6
    while alive(kids) and time.monotonic() < deadline:
        time.sleep(0.2)
    assert alive(kids) == set(), f"orphans left after SIGKILL: {alive(kids)}"


def test_health_says_when_job_workers_cannot_start(tmp_path: Path) -> None:
    store = Store(local_settings(tmp_path, job_workers=1))
    # the workers' own settings point at a database they cannot open: every start fails
    store.settings = store.settings.model_copy(update={"database_url": "nosuchdb://x"})
    runner = LocalRunner(store, workers=1, processes=True)
    runner.start()
    try:
        deadline = time.monotonic() + 60
        while runner.health()[0] and time.monotonic() < deadline:
            time.sleep(0.2)
        ok, why = runner.health()
        assert not ok and "não conseguem rodar" in why
    finally:
        runner.stop()
        store.close()


def _login_codes(base: str, forwarded_for: str, n: int) -> list[int]:
    return [httpx.post(base + "/api/v1/auth/login", json={"username": "alvo", "password": "x"},
                       headers={"X-Forwarded-For": forwarded_for}, timeout=10).status_code
            for _ in range(n)]


def test_trusted_proxy_gives_the_client_address_and_https(server_factory) -> None:  # type: ignore[no-untyped-def]
    """Finding 9: with `--forwarded-allow-ips`, each client behind the proxy has its own
    login budget and the cookies are Secure; without it, the headers are ignored."""
    srv = server_factory("--forwarded-allow-ips", "127.0.0.1",
                         DOSSIE_RATE_LIMIT_LOGIN_ADDRESS="2/minute")
    srv.wait_jobs_ok()
    assert _login_codes(srv.base, "203.0.113.7", 3) == [401, 401, 429]
    assert _login_codes(srv.base, "198.51.100.9", 1) == [401]  # another client: not locked out
    r = httpx.get(srv.base + "/web/entrar", headers={"X-Forwarded-Proto": "https"}, timeout=10)
    assert r.status_code == 200 and "secure" in r.headers["set-cookie"].lower()
    plain = server_factory(DOSSIE_RATE_LIMIT_LOGIN_ADDRESS="2/minute")
    plain.wait_jobs_ok()
    assert _login_codes(plain.base, "203.0.113.7", 2) == [401, 401]
    assert _login_codes(plain.base, "198.51.100.9", 1) == [429]  # one address: the proxy's
    r = httpx.get(plain.base + "/web/entrar", headers={"X-Forwarded-Proto": "https"}, timeout=10)
    assert "secure" not in r.headers["set-cookie"].lower()


def test_a_fresh_server_survives_the_replay(server_factory) -> None:  # type: ignore[no-untyped-def]
    """The findings' requests against a real `serve`: never a 5xx (but the PDF limit's
    503), `/health` answering throughout, and no process left after SIGTERM."""
    srv = server_factory(DOSSIE_RATE_LIMIT_LOGIN="5/minute")
    srv.wait_jobs_ok()
    c = httpx.Client(base_url=srv.base, timeout=60)
    r = c.post("/api/v1/auth/register", json={"username": "atacante", "password": "uma-senha-longa"})
    h = {"Authorization": f"Bearer {r.json()['access_token']}"}
    codes = [c.post("/api/v1/auth/login", json={"username": "atacante", "password": "errada!!"},
                    headers={"Authorization": "Bearer x"}).status_code for _ in range(8)]
    assert 429 in codes  # finding 1
    did = c.post("/api/v1/dossiers", json={"checklist": CHECKLIST, "as_of": "2026-06-15"},
                 headers=h).json()["id"]
    statuses = []
    deep = b'{"file": "a", "kind": "crlv", "fields": ' + b"[" * 100_000 + b"]" * 100_000 + b"}"
    for name, data in (("fundo.extraction.json", deep),
                       ("int.extraction.json", b'{"pages": ' + b"9" * 5000 + b"}")):
        statuses.append(c.post(f"/api/v1/dossiers/{did}/documents", headers=h,
                               files=[("files", (name, data, "x"))]).status_code)
    b = "b" * 300
    statuses.append(c.post(f"/api/v1/dossiers/{did}/documents", content=(
        f"--{b}\r\nContent-Disposition: form-data; name=\"files\"; filename=\"a.pdf\"\r\n\r\n"
        f"%PDF-1.4\r\n--{b}--\r\n").encode(),
        headers={**h, "Content-Type": f"multipart/form-data; boundary={b}"}).status_code)
    statuses.append(c.post("/api/v1/dossiers", headers={**h, "Content-Type": "application/json"},
                           content='{"checklist": "x", "facts": {"requerente_nome": "'
                           + "A" * 3_000_000 + '"}}').status_code)
    statuses.append(c.get("/api/v1/expiring?as_of=9999-12-31", headers=h).status_code)
    statuses.append(c.get(f"/web/dossies/{did}/notificacoes/99999999999999999999.pdf").status_code)
    statuses.append(c.post("/api/v1/tokens", json={"ttl_hours": 8784}, headers=h).status_code)
    assert all(300 <= s < 500 for s in statuses), statuses
    assert c.get("/health").json() == {"status": "ok", "jobs": "ok"}
    kids = descendants(srv.proc.pid)
    srv.proc.send_signal(signal.SIGTERM)
    srv.proc.wait(20)
    time.sleep(0.5)
    assert alive(kids) == set()
    assert "Traceback" not in srv.log.read_text(errors="replace")
