"""Per-user rate limits and quotas for the HTTP API (issue 6, upload safety).

- rate limits (moving window): every authenticated request per user, uploads and check
  runs per user, anonymous API requests and login/registration attempts per client
  address, and the web pages' login and upload forms. Counters live in memory (one
  process: a deque of timestamps per key, O(1) per request) or in Redis through the
  `limits` library when `DOSSIE_BROKER_URL` (or `DOSSIE_RATE_LIMIT_STORAGE_URL`) is set,
  so that every API process of a scale-out shares them, or in a SQLite file
  (`DOSSIE_RATE_LIMIT_STORAGE_URL=sqlite:///…`, what `dossie serve --workers N` uses
  when there is no Redis) shared by the serving processes of one machine.
- quotas (from the database, exact across processes): bytes uploaded and dossiers
  created per applicant in the last 24 hours. Clerks and admins have no quota.

Over a limit `RateLimited` (`core.errors`) is raised; the API's one error handler answers
429 `{"detail", "code"}` in pt-BR with `Retry-After` (`api.errors`), and
`api.anonymous_limit` counts the requests that carry no token.
Everything is configurable through `DOSSIE_*` variables (`core.settings.RateLimitSettings`). A broken
counter store never blocks the service: the limit is skipped and the failure logged.
"""

from __future__ import annotations

import hashlib
import logging
import math
import sqlite3
import threading
import time
from collections import deque
from datetime import timedelta
from typing import Any

from fastapi import FastAPI, Request
from limits import RateLimitItem, parse
from limits.storage import Storage, storage_from_string
from limits.strategies import MovingWindowRateLimiter
from sqlalchemy import Connection, bindparam, func, select
from sqlalchemy.orm import Session

from core.errors import QuotaExceeded, RateLimited
from core.settings import RateLimitSettings, Settings
from dossie.services.principal import Principal
from dossie.store.base import utcnow
from dossie.store.dossiers import Dossier
from dossie.store.files import Blob, DossierFile

log = logging.getLogger("dossie.ratelimit")
GIB = 1024**3

UPLOAD_ROUTE = ("POST", "/api/v1/dossiers/{dossier_id}/documents")
CREATE_ROUTE = ("POST", "/api/v1/dossiers")
CHECK_ROUTE = ("POST", "/api/v1/dossiers/{dossier_id}/check")
# the web pages' doors to the same actions share the API's counters and quotas (the web
# upload also starts a check)
WEB_UPLOAD_ROUTE = ("POST", "/web/dossies/{dossier_id}/documentos")
UPLOAD_ROUTES = frozenset({UPLOAD_ROUTE, WEB_UPLOAD_ROUTE})
CHECK_ROUTES = frozenset({CHECK_ROUTE, WEB_UPLOAD_ROUTE,
                          ("POST", "/web/dossies/{dossier_id}/conferir")})
CREATE_ROUTES = frozenset({CREATE_ROUTE, ("POST", "/web/dossies")})


class MemoryWindows:
    """Moving windows in this process's memory: per key, the times of the requests
    still inside the longest window, oldest first. A hit costs O(1) amortised (the
    `limits` memory store starts a timer thread and shifts a list on every hit, which
    cost more than the request itself under load). Keys idle for longer than their
    window are swept from time to time."""

    SWEEP_EVERY = 4096

    def __init__(self) -> None:
        self._events: dict[str, deque[float]] = {}
        self._lock = threading.Lock()
        self._hits = 0

    def hit(self, key: str, amount: int, window: float) -> float | None:
        """Record a request; None when allowed, else the time the oldest counted one
        leaves the window (when a new request will be allowed)."""
        now = time.monotonic()
        with self._lock:
            events = self._events.get(key)
            if events is None:
                events = self._events[key] = deque()
            while events and events[0] <= now - window:
                events.popleft()
            if len(events) >= amount:
                return time.time() + (events[len(events) - amount] + window - now)
            events.append(now)
            self._hits += 1
            if self._hits % self.SWEEP_EVERY == 0:
                self._sweep(now)
        return None

    def _sweep(self, now: float, max_window: float = 86400.0 * 31) -> None:
        for key in [k for k, ev in self._events.items() if not ev or ev[-1] <= now - max_window]:
            del self._events[key]


class SqliteWindows:
    """The same moving windows in a SQLite file that every serving process of this
    machine opens: `dossie serve --workers N` without Redis (issue 15), so a user's
    limit holds across the N processes instead of being N times as wide. URL
    `sqlite:///path/to/file`. Each hit is one short write transaction (WAL, no fsync:
    the counters are worth less than a disk flush per request)."""

    SWEEP_EVERY = 4096

    def __init__(self, path: str) -> None:
        self.path = path
        self._local = threading.local()
        self._hits = 0

    def _conn(self) -> sqlite3.Connection:
        conn = getattr(self._local, "conn", None)
        if conn is None:
            conn = sqlite3.connect(self.path, timeout=5.0, isolation_level=None)
            conn.execute("PRAGMA journal_mode=WAL")
            conn.execute("PRAGMA synchronous=OFF")
            conn.execute("CREATE TABLE IF NOT EXISTS hits (k TEXT NOT NULL, at REAL NOT NULL)")
            conn.execute("CREATE INDEX IF NOT EXISTS hits_k_at ON hits (k, at)")
            self._local.conn = conn
        return conn

    def hit(self, key: str, amount: int, window: float) -> float | None:
        """As `MemoryWindows.hit`."""
        now = time.time()
        conn = self._conn()
        conn.execute("BEGIN IMMEDIATE")
        try:
            conn.execute("DELETE FROM hits WHERE k = ? AND at <= ?", (key, now - window))
            # the amount-th newest request still inside the window: when it leaves, a
            # new one is allowed
            row = conn.execute("SELECT at FROM hits WHERE k = ? ORDER BY at DESC "
                               "LIMIT 1 OFFSET ?", (key, amount - 1)).fetchone()
            if row is None:
                conn.execute("INSERT INTO hits (k, at) VALUES (?, ?)", (key, now))
                self._hits += 1
                if self._hits % self.SWEEP_EVERY == 0:
                    conn.execute("DELETE FROM hits WHERE at <= ?", (now - 86400.0 * 31,))
            conn.execute("COMMIT")
        except BaseException:
            conn.execute("ROLLBACK")
            raise
        return None if row is None else float(row[0]) + window


class Limiter:
    """Named moving-window limits over one counter store."""

    def __init__(self, config: RateLimitSettings, root: Settings | None = None) -> None:
        # the service's broker keeps the counters unless a storage is named; its database
        # URL keeps the counters of two services on one Redis apart
        root = root if root is not None else Settings()
        self.config = config
        url = config.rate_limit_storage_url or root.broker_url or "memory://"
        self.memory: MemoryWindows | SqliteWindows | None = None
        self.storage: Storage | None = None
        self.strategy: MovingWindowRateLimiter | None = None
        if url.startswith("memory://"):
            self.memory = MemoryWindows()
        elif url.startswith("sqlite:///"):  # shared by the processes of `serve --workers`
            self.memory = SqliteWindows(url.removeprefix("sqlite:///"))
        else:
            self.storage = storage_from_string(url)
            self.strategy = MovingWindowRateLimiter(self.storage)
        self.namespace = "dossie:" + hashlib.sha256(root.database_url.encode()).hexdigest()[:10]
        self._items: dict[str, RateLimitItem] = {}

    def _item(self, rule: str) -> RateLimitItem:
        if rule not in self._items:
            self._items[rule] = parse(rule)
        return self._items[rule]

    def hit(self, rule: str, key: str, what: str) -> None:
        """Count one request against `rule` for `key`; `RateLimited` when over it."""
        if not self.config.rate_limits_enabled or not rule:
            return
        item = self._item(rule)
        full_key = f"{self.namespace}:{key}"
        if self.memory is not None:
            try:
                reset = self.memory.hit(f"{full_key}:{rule}", item.amount, item.get_expiry())
            except sqlite3.Error as exc:  # a broken counter store never blocks the service
                log.warning("rate limit store unavailable (%s); limit %s skipped", exc, rule)
                return
            if reset is None:
                return
        else:
            assert self.strategy is not None
            try:
                allowed = self.strategy.hit(item, full_key)
                if allowed:
                    return
                reset = self.strategy.get_window_stats(item, full_key).reset_time
            except Exception as exc:  # a broken counter store never blocks the service
                log.warning("rate limit store unavailable (%s); limit %s skipped", exc, rule)
                return
        retry = math.ceil(reset - time.time())
        raise RateLimited(f"Muitas requisições: o limite é {_rule_pt(item)} para {what}. "
                          f"Tente de novo em {max(1, retry)} s.", retry_after=retry)


_UNITS = {"second": "segundo", "minute": "minuto", "hour": "hora", "day": "dia",
          "month": "mês", "year": "ano"}


def _rule_pt(item: RateLimitItem) -> str:
    unit = _UNITS.get(item.GRANULARITY.name, item.GRANULARITY.name)
    per = f"{item.multiples} {unit}s" if item.multiples > 1 else unit
    return f"{item.amount} por {per}"


def limiter_of(app: Any) -> Limiter:
    """The app's limiter (made on first use from `app.state.rate_limit_settings`)."""
    state = app.state
    lim = getattr(state, "rate_limiter", None)
    if lim is None:
        config = getattr(state, "rate_limit_settings", None)
        svc = getattr(state, "services", None)
        root = svc.settings if svc is not None else Settings()
        if config is None:
            config = root.rate_limits
        # counters shared through the service's own broker and database
        lim = state.rate_limiter = Limiter(config, root)
    return lim  # type: ignore[no-any-return]


def configure(app: FastAPI, config: RateLimitSettings) -> None:
    """Replace the app's limits (tests, embedding)."""
    app.state.rate_limit_settings = config
    app.state.rate_limiter = None


# --- per user (called by the API's principal and the web pages' session user) -----------


def enforce(request: Request, who: Principal, s: Session | Connection) -> None:
    """Rate limits and quotas for an authenticated request, by the route it matched."""
    lim = limiter_of(request.app)
    if not lim.config.rate_limits_enabled:
        return
    lim.hit(lim.config.rate_limit_user, f"user:{who.user_id}", "cada usuário")
    route = request.scope.get("route")
    key = (request.method, getattr(route, "path", ""))
    if key in UPLOAD_ROUTES:
        lim.hit(lim.config.rate_limit_upload, f"upload:{who.user_id}", "envios de arquivos")
        if who.role == "applicant":
            _upload_quota(s, who, lim.config, _content_length(request))
    if key in CHECK_ROUTES:
        lim.hit(lim.config.rate_limit_check, f"check:{who.user_id}", "conferências")
    if key in CREATE_ROUTES and who.role == "applicant":
        _dossier_quota(s, who, lim.config)


def client_address(request: Request) -> str:
    """The client's address (the proxy's forwarded one when `--forwarded-allow-ips`
    trusts it: uvicorn rewrites the scope's client)."""
    return request.client.host if request.client else "?"


def enforce_login(request: Request, username: str) -> None:
    """A password attempt, from the API or the web login form (one budget whichever door
    is used). Counted whatever the request's headers (issue 17, finding 1: an
    `Authorization` header used to switch the limit off), keyed by user AND address
    (finding 9: behind one proxy address, one user's guesser must not lock out
    everyone), with a looser budget per address for spraying many user names."""
    lim = limiter_of(request.app)
    client = client_address(request)
    lim.hit(lim.config.rate_limit_login_address, f"login-addr:{client}", "tentativas de login")
    lim.hit(lim.config.rate_limit_login, f"login:{client}:{username.strip().casefold()}",
            "tentativas de login deste usuário")


def enforce_register(request: Request) -> None:
    """An account creation, per address, whatever the request's headers (issue 17,
    finding 1: 45 accounts in 12.6 s, each with its own quotas)."""
    lim = limiter_of(request.app)
    lim.hit(lim.config.rate_limit_register, f"register:{client_address(request)}",
            "cadastros")


def _content_length(request: Request) -> int:
    value = request.headers.get("content-length", "")
    return int(value) if value.isdigit() else 0


def _upload_quota(s: Session | Connection, who: Principal, config: RateLimitSettings,
                  incoming: int) -> None:
    quota = config.quota_upload_bytes_per_day
    if not quota:
        return
    since = utcnow() - timedelta(days=1)
    used = s.execute(_UPLOADED_SINCE, {"uid": who.user_id, "since": since}).scalar() or 0
    if used + incoming > quota:
        raise QuotaExceeded(
            f"Cota de envio esgotada: {_mb(used)} MB enviados nas últimas 24 horas; a cota é "
            f"{_mb(quota)} MB por dia (este envio tem {_mb(incoming)} MB).",
            retry_after=3600)


def _dossier_quota(s: Session | Connection, who: Principal, config: RateLimitSettings) -> None:
    quota = config.quota_dossiers_per_day
    if not quota:
        return
    since = utcnow() - timedelta(days=1)
    made = s.execute(_CREATED_SINCE, {"uid": who.user_id, "since": since}).scalar() or 0
    if made >= quota:
        raise QuotaExceeded(f"Cota de dossiês esgotada: {made} criados nas últimas 24 horas; "
                            f"a cota é {quota} por dia.", retry_after=3600)


# the quotas' statements, built once (issue 6: load): counted on every upload and every
# dossier created, they were built, and their cache keys computed, on each request
_UPLOADED_SINCE = (select(func.coalesce(func.sum(Blob.size), 0))
                   .select_from(DossierFile).join(Blob, Blob.sha256 == DossierFile.sha256)
                   .where(DossierFile.uploaded_by == bindparam("uid"),
                          DossierFile.uploaded_at >= bindparam("since")))
_CREATED_SINCE = (select(func.count()).select_from(Dossier)
                  .where(Dossier.owner_id == bindparam("uid"),
                         Dossier.created_at >= bindparam("since")))


def _mb(n: int) -> str:
    return f"{n / 2**20:.1f}".replace(".", ",")
