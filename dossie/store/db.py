"""Engine and sessions: SQLite (WAL, foreign keys, busy timeout) or PostgreSQL by URL.

SQLite lets one writer at a time in; the others wait in its busy handler, which polls
with growing sleeps (1, 2, 5 … 100 ms), so under load a writer often sleeps long after
the lock is free and several threads starve each other. Within a process, writers
therefore queue on a lock of their own (`WriteGate`) taken before a transaction's first
write and given back at its commit or rollback: threads hand the database over at once,
and only one of them at a time meets the other processes (the job workers) at SQLite's
lock. Reads never wait (WAL).
"""

from __future__ import annotations

import sqlite3
import threading
import time
import weakref
from collections import deque
from collections.abc import Iterator
from contextlib import contextmanager
from pathlib import Path
from typing import Any

from sqlalchemy import Engine, create_engine, event
from sqlalchemy.engine import make_url
from sqlalchemy.orm import Session, sessionmaker

from dossie.store.base import json_dumps


def _normalise(url: str) -> str:
    """`postgresql://` means psycopg 3 here (the only PostgreSQL driver installed)."""
    if url.startswith("postgresql://") or url.startswith("postgres://"):
        return "postgresql+psycopg://" + url.split("://", 1)[1]
    return url


BUSY_TIMEOUT_S = 30.0
_WRITES = ("INSERT", "UPDATE", "DELETE", "REPLACE")


class WriteGate:
    """One writer at a time among a process's connections to a database, handed over in
    arrival order. Held by a connection from its transaction's first write to the end;
    a holder that vanished without ending its transaction (garbage-collected) frees it."""

    def __init__(self) -> None:
        self._cond = threading.Condition(threading.Lock())
        self._holder: weakref.ref[GatedConnection] | None = None
        self._queue: deque[object] = deque()

    def _free(self) -> bool:
        return self._holder is None or self._holder() is None

    def acquire(self, conn: GatedConnection, timeout: float) -> bool:
        deadline = time.monotonic() + timeout
        me = object()
        with self._cond:
            self._queue.append(me)
            try:
                while not (self._free() and self._queue[0] is me):
                    left = deadline - time.monotonic()
                    if left <= 0:
                        return False
                    self._cond.wait(min(left, 1.0))  # wake now and then: a vanished holder
                self._holder = weakref.ref(conn)
                return True
            finally:
                self._queue.remove(me)
                self._cond.notify_all()

    def release(self, conn: GatedConnection) -> None:
        with self._cond:
            if self._holder is not None and self._holder() is conn:
                self._holder = None
                self._cond.notify_all()


class GatedConnection(sqlite3.Connection):
    """A SQLite connection that gives its process's `WriteGate` back when its
    transaction ends (however it ends: commit, rollback, the pool's reset, close)."""

    gate: WriteGate | None = None
    holds_gate = False

    def commit(self) -> None:
        try:
            super().commit()
        finally:
            self._release()

    def rollback(self) -> None:
        try:
            super().rollback()
        finally:
            self._release()

    def close(self) -> None:
        try:
            super().close()
        finally:
            self._release()

    def _release(self) -> None:
        if self.holds_gate and self.gate is not None:
            self.holds_gate = False
            self.gate.release(self)


def _install_write_gate(engine: Engine) -> None:
    gate = WriteGate()

    @event.listens_for(engine, "connect")
    def _attach(dbapi_conn: Any, _record: Any) -> None:
        dbapi_conn.gate = gate

    @event.listens_for(engine, "before_cursor_execute")
    def _enter(conn: Any, _cursor: Any, statement: str, *_args: Any) -> None:
        raw = conn.connection.dbapi_connection
        if not isinstance(raw, GatedConnection) or raw.holds_gate:
            return
        if not statement.lstrip()[:7].upper().startswith(_WRITES):
            return
        if not gate.acquire(raw, BUSY_TIMEOUT_S):
            raise sqlite3.OperationalError("database is locked (write gate)")
        raw.holds_gate = True


def make_engine(url: str) -> Engine:
    url = _normalise(url)
    parsed = make_url(url)
    kwargs: dict[str, Any] = {"future": True, "json_serializer": json_dumps}
    if parsed.get_backend_name() == "sqlite":
        database = parsed.database
        if database and database != ":memory:":
            Path(database).parent.mkdir(parents=True, exist_ok=True)
        kwargs["connect_args"] = {"check_same_thread": False, "timeout": BUSY_TIMEOUT_S,
                                  "factory": GatedConnection}
        if database and database != ":memory:":
            # a connection per busy thread (request threads, job threads): a file's
            # connections are cheap, waiting for one from a short pool is not
            kwargs.update(pool_size=20, max_overflow=20)
        engine = create_engine(url, **kwargs)

        @event.listens_for(engine, "connect")
        def _pragmas(dbapi_conn: Any, _record: Any) -> None:
            cur = dbapi_conn.cursor()
            cur.execute("PRAGMA journal_mode=WAL")
            cur.execute("PRAGMA foreign_keys=ON")
            cur.execute("PRAGMA synchronous=NORMAL")
            cur.execute(f"PRAGMA busy_timeout={int(BUSY_TIMEOUT_S * 1000)}")
            cur.close()

        _install_write_gate(engine)
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
