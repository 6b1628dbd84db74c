"""Alembic environment: uses the connection handed over by `dossie.store.migrate`, or
opens one from `DOSSIE_DATABASE_URL` when run from the `alembic` command line."""

from __future__ import annotations

from alembic import context

import dossie.store  # noqa: F401  (registers every model)
from dossie.store.base import Base

config = context.config
target_metadata = Base.metadata


def _run(connection: object) -> None:
    context.configure(
        connection=connection,  # type: ignore[arg-type]
        target_metadata=target_metadata,
        render_as_batch=True,  # SQLite ALTER TABLE
        compare_type=True,
    )
    with context.begin_transaction():
        context.run_migrations()


def run_migrations_online() -> None:
    connection = config.attributes.get("connection")
    if connection is not None:
        _run(connection)
        return
    from core.settings import settings
    from dossie.store.db import make_engine

    engine = make_engine(settings().database_url)
    with engine.begin() as conn:
        _run(conn)


if context.is_offline_mode():  # pragma: no cover
    raise SystemExit("offline migrations are not supported; run against a database")
run_migrations_online()
