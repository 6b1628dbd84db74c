"""The `dossie` command line (CONTRACT §2). Messages for people are in pt-BR.

Exit codes of `check`: 0 complete, 1 deficient or needs review, 2 bad usage or
unusable input, 3 the law is not in force at `--as-of`. No traceback ever reaches the
user: every `DossieError` becomes its message and exit code; anything else becomes an
"erro interno" line (set DOSSIE_DEBUG=1 to see the traceback).
"""

from __future__ import annotations

import functools
import json
import os
import sys
from collections.abc import Callable
from datetime import date
from pathlib import Path
from typing import TYPE_CHECKING, Any, TypeVar

import click

from intake.errors import DossieError, UsageError

if TYPE_CHECKING:
    from checklists.facts import Facts

# Start-up (issue 15: `dossie --help` took 0.65 s): this module imports only click and
# the error types. Each command imports what it needs (checklists, pydantic models,
# the OCR stack, the web stack) when it runs; tests/test_cli_startup.py holds the line.

F = TypeVar("F", bound=Callable[..., Any])
EXIT_BY_VERDICT = {"complete": 0, "deficient": 1, "review": 1}


def handle_errors(fn: F) -> F:
    @functools.wraps(fn)
    def wrapper(*args: Any, **kwargs: Any) -> Any:
        try:
            return fn(*args, **kwargs)
        except DossieError as exc:
            click.echo(f"erro ({exc.code}): {exc.message}", err=True)
            sys.exit(exc.exit_code)
        except (click.exceptions.Exit, click.ClickException, SystemExit):
            raise
        except Exception as exc:  # the last line of defence: never a traceback
            if os.environ.get("DOSSIE_DEBUG"):
                raise
            click.echo(f"erro interno ({type(exc).__name__}): {exc}", err=True)
            sys.exit(2)

    return wrapper  # type: ignore[return-value]


def _today() -> date:
    # The edge of the system: the only place (with the API) that reads the clock.
    return date.today()


def _parse_date(value: str | None) -> date:
    if value is None:
        return _today()
    try:
        return date.fromisoformat(value)
    except ValueError as exc:
        raise UsageError(f"--as-of inválido: {value!r}; use AAAA-MM-DD.",
                         code="data_invalida") from exc


def _load_facts(path: Path | None) -> Facts:
    from pydantic import ValidationError

    from checklists.facts import Facts

    if path is None:
        return Facts()
    try:
        data = json.loads(path.read_text(encoding="utf-8"))
    except (OSError, UnicodeDecodeError, json.JSONDecodeError) as exc:
        raise UsageError(f"--facts: não foi possível ler {path}: {exc}",
                         code="fatos_invalidos") from exc
    if not isinstance(data, dict):
        raise UsageError("--facts deve conter um objeto JSON.", code="fatos_invalidos")
    try:
        return Facts.model_validate(data)
    except ValidationError as exc:
        first = exc.errors()[0]
        where = ".".join(str(x) for x in first["loc"])
        raise UsageError(f"--facts: valor inválido em {where}: {first['msg']}",
                         code="fatos_invalidos") from exc


def _window_text(frm: date, until: date | None) -> str:
    end = until.strftime("%d/%m/%Y") if until else "—"
    return f"{frm.strftime('%d/%m/%Y')} a {end}"


@click.group(context_settings={"help_option_names": ["-h", "--help"]})
def main() -> None:
    """dossie — conferência automática de dossiês de transporte municipal."""


@main.command("checklists")
@click.option("--json", "as_json", is_flag=True, help="Saída em JSON.")
@click.option("--as-of", "as_of", default=None, help="Data de referência (AAAA-MM-DD).")
@handle_errors
def checklists_cmd(as_json: bool, as_of: str | None) -> None:
    """Lista os checklists: id, título, lei, vigência e situação."""
    from checklists.loader import all_checklists

    day = _parse_date(as_of)
    rows = []
    for cid, loaded in sorted(all_checklists().items()):
        w = loaded.law.in_force
        if day < w.from_:
            status = "futura"
        elif w.until is not None and day > w.until:
            status = "fora_de_vigencia"
        else:
            status = "em_vigor"
        rows.append({
            "id": cid,
            "title": loaded.checklist.title,
            "law": loaded.law.title,
            "scope": loaded.checklist.scope,
            "in_force": {"from": w.from_.isoformat(),
                         "until": w.until.isoformat() if w.until else None},
            "status": status,
            "reason": w.ended_reason if status == "fora_de_vigencia" else None,
            "requirements": len(loaded.checklist.requirements),
            "version": loaded.version,
        })
    if as_json:
        click.echo(json.dumps(rows, ensure_ascii=False, indent=2))
        return
    labels = {"em_vigor": "em vigor", "futura": "ainda não vigente",
              "fora_de_vigencia": "fora de vigência"}
    for row in rows:
        w = row["in_force"]
        click.echo(f"{row['id']}\n  {row['title']} — {row['law']} ({row['scope']})\n"
                   f"  vigência: {_window_text(date.fromisoformat(w['from']), date.fromisoformat(w['until']) if w['until'] else None)}"
                   f" · {labels[row['status']]}")


@main.command("check")
@click.option("--checklist", "checklist_id", required=True, help="Id do checklist.")
@click.option("--as-of", "as_of", default=None, help="Data de referência (AAAA-MM-DD); padrão: hoje.")
@click.option("--facts", "facts_path", type=click.Path(path_type=Path), default=None,
              help="JSON com os fatos declarados no requerimento.")
@click.option("--format", "fmt", type=click.Choice(["json", "html", "pdf", "text"]),
              default="text", show_default=True)
@click.option("-o", "--output", type=click.Path(path_type=Path), default=None,
              help="Arquivo de saída (padrão: saída padrão).")
@click.argument("files", nargs=-1, type=click.Path(path_type=Path))
@handle_errors
def check_cmd(checklist_id: str, as_of: str | None, facts_path: Path | None, fmt: str,
              output: Path | None, files: tuple[Path, ...]) -> None:
    """Confere um dossiê (arquivos ou *.extraction.json) contra um checklist."""
    from checklists.engine import evaluate
    from checklists.loader import get_checklist
    from checklists.render import to_json
    from dossie.inputs import load_inputs
    from dossie.services.report_view import to_html, to_text

    loaded = get_checklist(checklist_id)
    day = _parse_date(as_of)
    facts = _load_facts(facts_path)
    loaded.require_in_force(day)  # exit 3 before any OCR work
    extractions = load_inputs(files)
    report = evaluate(loaded, extractions, facts, day)
    if fmt == "pdf":
        from dossie.pdf import html_to_pdf

        data: bytes | str = html_to_pdf(to_html(report))
    else:
        data = {"json": to_json, "html": to_html, "text": to_text}[fmt](report)
    _write(data, output)
    sys.exit(EXIT_BY_VERDICT[report.verdict])


@main.command("extract")
@click.option("--json", "as_json", is_flag=True, help="Saída em JSON (CONTRACT §4).")
@click.argument("files", nargs=-1, required=True, type=click.Path(path_type=Path))
@handle_errors
def extract_cmd(as_json: bool, files: tuple[Path, ...]) -> None:
    """Classifica cada arquivo e extrai seus campos."""
    from dossie.inputs import load_inputs

    extractions = load_inputs(files)
    if as_json:
        click.echo(json.dumps([e.model_dump(mode="json", exclude_none=True) for e in extractions],
                              ensure_ascii=False, indent=2))
        return
    for e in extractions:
        pages = f" págs. {e.page_range[0]}–{e.page_range[1]}" if e.page_range else ""
        click.echo(f"{e.file}{pages}: {e.kind} ({e.kind_confidence:.0%}, {e.text_source})")
        for name, f in e.fields.items():
            flag = " ⚠ dígito verificador inválido" if f.valid is False else ""
            click.echo(f"  {name}: {f.value} [{f.confidence:.2f}]{flag}")
        for w in e.warnings:
            click.echo(f"  aviso: {w}")


@main.command("serve")
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
    from dossie.config import Settings

    cfg = Settings()
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
    app built by `_worker_app` from the same environment. What they share: the database
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
    if not (os.environ.get("DOSSIE_RATE_LIMIT_STORAGE_URL") or cfg.broker_url):
        shared = Path(cfg.storage_dir).parent / "ratelimit.sqlite"
        shared.parent.mkdir(parents=True, exist_ok=True)
        env["DOSSIE_RATE_LIMIT_STORAGE_URL"] = f"sqlite:///{shared.resolve()}"
    os.environ.update(env)
    click.echo(f"dossie em http://{host}:{port}/  ({workers} processos; banco: "
               f"{_safe_url(cfg.database_url)})", err=True)
    uvicorn.run("dossie.cli:_worker_app", factory=True, workers=workers, host=host,
                port=port, log_level="info", proxy_headers=bool(proxies),
                forwarded_allow_ips=proxies or None, server_header=False)


def _worker_app() -> Any:
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

    services = Services(cfg, runner="inline")
    try:
        creds = load_demo(services)
    finally:
        services.stop()
    click.echo("usuários de demonstração (usuário / senha / papel):", err=True)
    for c in creds:
        click.echo(f"  {c.username} / {c.password} / {c.role}", err=True)


@main.command("demo")
@handle_errors
def demo_cmd() -> None:
    """Carrega usuários e dossiês de demonstração (idempotente)."""
    from dossie.config import Settings

    _load_demo(Settings())


@main.command("worker")
@click.option("--concurrency", type=int, default=None,
              help="Processos de trabalho (padrão: DOSSIE_JOB_WORKERS).")
@click.option("--pool", type=click.Choice(["prefork", "threads", "solo"]), default="prefork",
              show_default=True)
@click.option("--loglevel", default="INFO", show_default=True)
@handle_errors
def worker_cmd(concurrency: int | None, pool: str, loglevel: str) -> None:
    """Worker de escala: consome a fila compartilhada (Celery sobre Redis)."""
    from dossie.config import Settings
    from dossie.jobs.celery_app import run_worker
    from dossie.services import job_kinds

    run_worker(Settings(), concurrency=concurrency, pool=pool, loglevel=loglevel,
               setup=job_kinds.install)


@main.group("token")
def token_group() -> None:
    """Tokens de acesso à API."""


@token_group.command("create")
@click.option("--role", type=click.Choice(["applicant", "clerk", "admin"]), required=True)
@click.option("--name", "username", required=True, help="Nome do usuário (criado se não existir).")
@click.option("--ttl-hours", type=int, default=None, help="Validade em horas.")
@click.option("--label", default="cli", show_default=True)
@handle_errors
def token_create_cmd(role: str, username: str, ttl_hours: int | None, label: str) -> None:
    """Cria o usuário se preciso e imprime um token (só o token, na saída padrão)."""
    from dossie.config import Settings
    from dossie.services import auth
    from dossie.store.store import Store

    cfg = Settings()
    store = Store(cfg)
    try:
        with store.db.session() as s:
            issued = auth.ensure_user_token(s, cfg, username=username, role=role,
                                            ttl_hours=ttl_hours, label=label)
    finally:
        store.close()
    click.echo(issued.access_token)
    click.echo(f"token {issued.id} de {username} ({role}), válido até "
               f"{issued.expires_at:%Y-%m-%d %H:%M} UTC", err=True)


@token_group.command("revoke")
@click.argument("token_id", type=int)
@handle_errors
def token_revoke_cmd(token_id: int) -> None:
    """Revoga um token pelo número."""
    from dossie.config import Settings
    from dossie.services import auth
    from dossie.services.principal import SYSTEM
    from dossie.store.store import Store

    store = Store(Settings())
    try:
        with store.db.session() as s:
            auth.revoke_token(s, SYSTEM, token_id)
    finally:
        store.close()
    click.echo(f"token {token_id} revogado", err=True)


@main.group("user")
def user_group() -> None:
    """Usuários do serviço."""


@user_group.command("create")
@click.option("--role", type=click.Choice(["applicant", "clerk", "admin"]), required=True)
@click.option("--name", "username", required=True)
@click.option("--full-name", default=None)
@click.password_option("--password", prompt="Senha", help="Senha para o login web.")
@handle_errors
def user_create_cmd(role: str, username: str, full_name: str | None, password: str) -> None:
    """Cria um usuário com senha (login nas páginas web)."""
    from dossie.config import Settings
    from dossie.services import auth
    from dossie.services.schemas import UserCreate
    from dossie.store.store import Store

    store = Store(Settings())
    try:
        with store.db.session() as s:
            user = auth.create_user(s, UserCreate(username=username, password=password,
                                                  role=role, full_name=full_name))  # type: ignore[arg-type]
    finally:
        store.close()
    click.echo(f"usuário {user.username} ({user.role}) criado", err=True)


def _write(data: bytes | str, output: Path | None) -> None:
    if output is None:
        if isinstance(data, bytes):
            sys.stdout.buffer.write(data)
        else:
            click.echo(data)
        return
    tmp = output.with_name(output.name + ".tmp")
    if isinstance(data, bytes):
        tmp.write_bytes(data)
    else:
        tmp.write_text(data, encoding="utf-8")
    tmp.replace(output)


def _register_extensions() -> None:
    """Commands defined in their own modules (renewal, privacy), added to the group."""
    from dossie.cli_privacy import register as register_privacy
    from dossie.cli_renewal import register as register_renewal

    register_privacy(main)
    register_renewal(main)


if __name__ == "__main__":  # pragma: no cover
    # Run the importable module's group (with its extensions), not this __main__ copy:
    # the extension modules import `dossie.cli` themselves.
    from dossie.cli import main as _main

    _main()
elif __name__ == "dossie.cli":
    # only the importable module registers them: a job worker started with "spawn" under
    # `python -m dossie.cli serve` runs this file again as `__mp_main__`, and registering
    # there imported the extensions half-way through their own import of `dossie.cli`
    # (a circular ImportError in every worker: issue 17, finding 8)
    _register_extensions()
