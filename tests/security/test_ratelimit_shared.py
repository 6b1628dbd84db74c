"""Rate-limit counters shared by the processes of `dossie serve --workers N` (issue 15):
with N processes each keeping its own counters, a user's limit would be N times wider."""

from __future__ import annotations

import multiprocessing
import os
import signal
import socket
import subprocess
import sys
import time
from pathlib import Path

import httpx

from dossie.services import ratelimit

RULE = "5/minute"


def _settings(url: str) -> ratelimit.RateLimitSettings:
    return ratelimit.RateLimitSettings(rate_limit_storage_url=url)


def _hits(url: str, n: int) -> int:
    """Hits allowed out of `n` by a fresh limiter (what one serving process holds)."""
    lim = ratelimit.Limiter(_settings(url))
    allowed = 0
    for _ in range(n):
        try:
            lim.hit(RULE, "user:7", "cada usuário")
            allowed += 1
        except ratelimit.RateLimited as exc:
            assert 1 <= exc.retry_after <= 60
            assert "5 por minuto" in exc.message
    return allowed


def test_two_processes_share_one_window(tmp_path: Path) -> None:
    url = f"sqlite:///{tmp_path / 'ratelimit.sqlite'}"
    ctx = multiprocessing.get_context("spawn")
    with ctx.Pool(2) as pool:
        allowed = pool.starmap(_hits, [(url, 4), (url, 4)])
    assert sum(allowed) == 5  # not 8: one budget for the user across both processes
    assert _hits(url, 1) == 0  # and a third process sees it used up


def test_memory_counters_are_per_process(tmp_path: Path) -> None:
    # why the shared store exists: two limiters in memory each allow the whole budget
    assert _hits("memory://", 4) + _hits("memory://", 4) == 8


def test_a_broken_store_does_not_block(tmp_path: Path) -> None:
    lim = ratelimit.Limiter(_settings(f"sqlite:///{tmp_path / 'missing' / 'x.sqlite'}"))
    lim.hit(RULE, "user:1", "cada usuário")  # cannot open the file: skipped, logged


def _free_port() -> int:
    with socket.socket() as s:
        s.bind(("127.0.0.1", 0))
        return int(s.getsockname()[1])


def test_serve_with_two_workers_answers_and_shares_counters(tmp_path: Path) -> None:
    port = _free_port()
    env = {**os.environ, "DOSSIE_DATABASE_URL": f"sqlite:///{tmp_path / 'dossie.db'}",
           "DOSSIE_STORAGE_DIR": str(tmp_path / "storage"), "DOSSIE_RATE_LIMIT_ANONYMOUS": "4/minute"}
    env.pop("DOSSIE_BROKER_URL", None)
    env.pop("DOSSIE_RATE_LIMIT_STORAGE_URL", None)
    exe = Path(sys.executable).with_name("dossie")
    proc = subprocess.Popen([str(exe), "serve", "--port", str(port), "--workers", "2"], env=env,
                            stdout=subprocess.DEVNULL, stderr=subprocess.PIPE,
                            start_new_session=True)
    try:
        deadline = time.monotonic() + 90
        while True:
            try:
                if httpx.get(f"http://127.0.0.1:{port}/health", timeout=2).status_code == 200:
                    break
            except httpx.HTTPError:
                pass
            assert proc.poll() is None and time.monotonic() < deadline, "serve did not start"
            time.sleep(0.3)
        # new connections land on either process; the anonymous budget is one
        codes = [httpx.get(f"http://127.0.0.1:{port}/api/v1/checklists", timeout=10).status_code
                 for _ in range(8)]
        assert codes.count(429) == 4, codes
        assert (tmp_path / "ratelimit.sqlite").exists()
    finally:
        os.killpg(proc.pid, signal.SIGTERM)
        try:
            proc.wait(30)
        except subprocess.TimeoutExpired:
            os.killpg(proc.pid, signal.SIGKILL)
