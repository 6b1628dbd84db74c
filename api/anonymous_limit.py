"""The rate limit on API requests that carry no bearer token, per client address
(issue 6), as ASGI middleware: it runs before routing, so it answers the 429 itself
through the one translation of errors (`api.errors.error_response`).

Login and registration have budgets of their own, counted by their routes whatever the
headers (`dossie.services.ratelimit.enforce_login`, `enforce_register`).
"""

from __future__ import annotations

from typing import Any

from starlette.types import ASGIApp, Receive, Scope, Send

from api.errors import error_response
from core.errors import RateLimited
from dossie.services.ratelimit import limiter_of


class AnonymousLimitMiddleware:
    """Limits `/api/` requests without an `Authorization` header, per client address."""

    def __init__(self, app: ASGIApp, owner: Any) -> None:
        self.app = app
        self.owner = owner  # the FastAPI app whose state holds the limiter

    async def __call__(self, scope: Scope, receive: Receive, send: Send) -> None:
        if scope["type"] != "http" or not scope.get("path", "").startswith("/api/"):
            await self.app(scope, receive, send)
            return
        headers = dict(scope.get("headers") or [])
        if b"authorization" not in headers:
            client = (scope.get("client") or ("?", 0))[0]
            lim = limiter_of(self.owner)
            try:
                lim.hit(lim.config.rate_limit_anonymous, f"anon:{client}",
                        "requisições sem token")
            except RateLimited as exc:
                await error_response(exc)(scope, receive, send)
                return
        await self.app(scope, receive, send)
