"""Alembic migrations run programmatically (at start-up of `serve`, `worker`, the CLI)."""

from __future__ import annotations

import threading
from pathlib import Path

from alembic import command
from alembic.config import Config
from sqlalchemy import Engine

ROOT = Path(__file__).resolve().parents[2]
SCRIPT_LOCATION = ROOT / "migrations"
_lock = threading.Lock()


def alembic_config() -> Config:
    cfg = Config(str(ROOT / "alembic.ini")) if (ROOT / "alembic.ini").exists() else Config()
    cfg.set_main_option("script_location", str(SCRIPT_LOCATION))
    return cfg


def upgrade(engine: Engine, revision: str = "head") -> None:
    """Bring the schema to `revision`; concurrent starts on PostgreSQL are serialised by
    an advisory lock, on SQLite by the database's own write lock."""
    cfg = alembic_config()
    with _lock, engine.begin() as conn:
        if conn.dialect.name == "postgresql":
            conn.exec_driver_sql("SELECT pg_advisory_xact_lock(754301)")
        cfg.attributes["connection"] = conn
        command.upgrade(cfg, revision)
