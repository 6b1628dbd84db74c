"""`dossie token` and `dossie user`: API tokens (scripts, tests, the first admin) and
users with a password for the web pages (CONTRACT §2)."""

from __future__ import annotations

import click

from dossie.cli.common import handle_errors, open_store


@click.group("token")
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
    from core.settings import Settings
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
    from dossie.services import auth
    from dossie.services.principal import SYSTEM

    store = open_store()
    try:
        with store.db.session() as s:
            auth.revoke_token(s, SYSTEM, token_id)
    finally:
        store.close()
    click.echo(f"token {token_id} revogado", err=True)


@click.group("user")
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
    from dossie.services import auth
    from dossie.services.schemas import UserCreate

    store = open_store()
    try:
        with store.db.session() as s:
            user = auth.create_user(s, UserCreate(username=username, password=password,
                                                  role=role, full_name=full_name))  # type: ignore[arg-type]
    finally:
        store.close()
    click.echo(f"usuário {user.username} ({user.role}) criado", err=True)
