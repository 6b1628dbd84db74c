"""Engine and sessions: SQLite (WAL, foreign keys, busy timeout) or PostgreSQL by URL."""

from __future__ import annotations

from collections.abc import Iterator
from contextlib import contextmanager
from pathlib import Path
from typing import Any

from sqlalchemy import Engine, create_engine, event
from sqlalchemy.engine import make_url
from sqlalchemy.orm import Session, sessionmaker


def _normalise(url: str) -> str:
    """`postgresql://` means psycopg 3 here (the only PostgreSQL driver installed)."""
    if url.startswith("postgresql://") or url.startswith("postgres://"):
        return "postgresql+psycopg://" + url.split("://", 1)[1]
    return url


def make_engine(url: str) -> Engine:
    url = _normalise(url)
    parsed = make_url(url)
    kwargs: dict[str, Any] = {"future": True}
    if parsed.get_backend_name() == "sqlite":
        database = parsed.database
        if database and database != ":memory:":
            Path(database).parent.mkdir(parents=True, exist_ok=True)
        kwargs["connect_args"] = {"check_same_thread": False, "timeout": 30}
        engine = create_engine(url, **kwargs)

        @event.listens_for(engine, "connect")
        def _pragmas(dbapi_conn: Any, _record: Any) -> None:
            cur = dbapi_conn.cursor()
            cur.execute("PRAGMA journal_mode=WAL")
            cur.execute("PRAGMA foreign_keys=ON")
            cur.execute("PRAGMA synchronous=NORMAL")
            cur.execute("PRAGMA busy_timeout=30000")
            cur.close()

        return engine
    kwargs.update(pool_pre_ping=True, pool_size=10, max_overflow=20)
    return create_engine(url, **kwargs)


class Database:
    """One engine and its session factory."""

    def __init__(self, url: str) -> None:
        self.url = _normalise(url)
        self.engine = make_engine(self.url)
        self.sessions = sessionmaker(self.engine, expire_on_commit=False)

    @property
    def dialect(self) -> str:
        return self.engine.dialect.name

    @contextmanager
    def session(self) -> Iterator[Session]:
        """A session that rolls back on error and always closes."""
        s = self.sessions()
        try:
            yield s
        except BaseException:
            s.rollback()
            raise
        finally:
            s.close()

    def migrate(self) -> None:
        from dossie.store.migrate import upgrade

        upgrade(self.engine)

    def dispose(self) -> None:
        self.engine.dispose()
