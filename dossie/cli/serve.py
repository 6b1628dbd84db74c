"""`dossie serve`, `dossie demo` and `dossie worker`: the web app and API, the demo
data, and the scale-out worker (CONTRACT §2, §6, §7)."""

from __future__ import annotations

import os
import sys
from pathlib import Path
from typing import Any

import click

from dossie.cli.common import handle_errors

# the import string uvicorn's worker processes build their app from (`serve --workers`)
WORKER_APP = "dossie.cli.serve:worker_app"


@click.command("serve")
@click.option("--host", default=None, help="Endereço (padrão: DOSSIE_HOST ou 127.0.0.1).")
@click.option("--port", type=int, default=None, help="Porta (padrão: DOSSIE_PORT ou 8000).")
@click.option("--demo/--no-demo", default=False,
              help="Carrega usuários e dossiês de demonstração antes de servir.")
@click.option("--workers", type=click.IntRange(1, 64), default=1, show_default=True,
              help="Processos servidores (compartilham banco, fila de tarefas e limites).")
@click.option("--forwarded-allow-ips", default=None,
              help="Proxies confiáveis (IPs separados por vírgula, ou *): deles valem "
                   "X-Forwarded-For e X-Forwarded-Proto (padrão: DOSSIE_FORWARDED_ALLOW_IPS; "
                   "vazio: nenhum).")
@handle_errors
def serve_cmd(host: str | None, port: int | None, demo: bool, workers: int,
              forwarded_allow_ips: str | None) -> None:
    """Serve a API HTTP (e as páginas web) com uvicorn."""
    import uvicorn

    from api.app import create_app
    from core.settings import settings

    cfg = settings()
    host, port = host or cfg.host, port or cfg.port
    if demo:
        _load_demo(cfg)
    # behind a TLS proxy: the client's address (rate limits) and scheme (Secure cookie)
    # come from the forwarded headers, but only those of the trusted proxies (issue 17,
    # finding 9); with none, the headers are ignored
    proxies = (cfg.forwarded_allow_ips if forwarded_allow_ips is None
               else forwarded_allow_ips).strip()
    if workers > 1:
        _serve_workers(cfg, host, port, workers, proxies)
        return
    mode = "Celery/Redis" if cfg.broker_url else "worker local"
    click.echo(f"dossie em http://{host}:{port}/  (páginas: /web/, API: /api/v1, "
               f"docs: /docs; banco: {_safe_url(cfg.database_url)}; {mode})", err=True)
    # the event loop and the request threads hand the GIL over every 1 ms instead of 5:
    # a thread back from the database (holding its write lock, or with a response for
    # the loop) waits less for its turn
    sys.setswitchinterval(0.001)
    uvicorn.run(create_app(cfg), host=host, port=port, log_level="info",
                proxy_headers=bool(proxies), forwarded_allow_ips=proxies or None,
                server_header=False)


def _serve_workers(cfg: Any, host: str, port: int, workers: int, proxies: str) -> None:
    """`serve --workers N` (issue 15): N uvicorn processes on one socket, each with the
    app built by `worker_app` from the same environment. What they share: the database
    (the jobs' queue and leases live there: a job is claimed by one process), the
    migrations and the demo (done here, once, before they start), and the rate-limit
    counters (Redis when configured, else a SQLite file beside the database: see
    `dossie.services.ratelimit.SqliteWindows`). The local job workers are split among
    them (`DOSSIE_JOB_WORKERS` stays the machine's total)."""
    import uvicorn

    from dossie.store.store import Store

    Store(cfg).close()  # migrate once, not N times at once
    env = {"DOSSIE_RUN_MIGRATIONS": "false",
           "DOSSIE_JOB_WORKERS": str(max(1, -(-cfg.job_workers // workers)))}
    if not (cfg.rate_limits.rate_limit_storage_url or cfg.broker_url):
        shared = Path(cfg.storage_dir).parent / "ratelimit.sqlite"
        shared.parent.mkdir(parents=True, exist_ok=True)
        env["DOSSIE_RATE_LIMIT_STORAGE_URL"] = f"sqlite:///{shared.resolve()}"
    os.environ.update(env)
    click.echo(f"dossie em http://{host}:{port}/  ({workers} processos; banco: "
               f"{_safe_url(cfg.database_url)})", err=True)
    uvicorn.run(WORKER_APP, factory=True, workers=workers, host=host,
                port=port, log_level="info", proxy_headers=bool(proxies),
                forwarded_allow_ips=proxies or None, server_header=False)


def worker_app() -> Any:
    """The app of one `serve --workers` process (see `_serve_workers`)."""
    from api.app import create_app

    sys.setswitchinterval(0.001)  # as in `serve_cmd`
    return create_app()


def _safe_url(url: str) -> str:
    from sqlalchemy.engine import make_url

    try:
        return make_url(url).render_as_string(hide_password=True)
    except Exception:
        return "?"


def _load_demo(cfg: Any) -> None:
    from dossie.services.app import Services
    from dossie.services.demo import load_demo

    services = Services(cfg, runner="inline")  # installs the job kinds it runs inline
    try:
        creds = load_demo(services)
    finally:
        services.stop()
    click.echo("usuários de demonstração (usuário / senha / papel):", err=True)
    for c in creds:
        click.echo(f"  {c.username} / {c.password} / {c.role}", err=True)


@click.command("demo")
@handle_errors
def demo_cmd() -> None:
    """Carrega usuários e dossiês de demonstração (idempotente)."""
    from core.settings import settings

    _load_demo(settings())


@click.command("worker")
@click.option("--concurrency", type=int, default=None,
              help="Processos de trabalho (padrão: DOSSIE_JOB_WORKERS).")
@click.option("--pool", type=click.Choice(["prefork", "threads", "solo"]), default="prefork",
              show_default=True)
@click.option("--loglevel", default="INFO", show_default=True)
@handle_errors
def worker_cmd(concurrency: int | None, pool: str, loglevel: str) -> None:
    """Worker de escala: consome a fila compartilhada (Celery sobre Redis)."""
    from core.settings import settings
    from dossie.jobs.celery_app import run_worker
    from dossie.services import job_kinds

    run_worker(settings(), concurrency=concurrency, pool=pool, loglevel=loglevel,
               setup=job_kinds.install)
