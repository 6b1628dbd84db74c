"""A size limit on request bodies other than file uploads (issue 17, finding 7: a 50 MB
`facts.requerente_nome` and 300,000 fact keys were accepted with 201).

Uploads (`multipart/form-data`) are limited while streaming by `dossie.services.uploads`.
Every other body — JSON, urlencoded forms — is read here up to `DOSSIE_MAX_JSON_BODY_BYTES`
(from `Content-Length` at once, else while reading) and refused with 413 `{"detail",
"code"}` in pt-BR beyond it; under it, it is handed to the app unchanged.
"""

from __future__ import annotations

from typing import Any

from fastapi.responses import JSONResponse
from starlette.types import ASGIApp, Message, Receive, Scope, Send

DEFAULT_LIMIT = 1024 * 1024


class BodyLimitMiddleware:
    def __init__(self, app: ASGIApp, owner: Any) -> None:
        self.app = app
        self.owner = owner  # the FastAPI app whose state holds the services

    def _limit(self) -> int:
        svc = getattr(self.owner.state, "services", None)
        return svc.settings.max_json_body_bytes if svc is not None else DEFAULT_LIMIT

    async def __call__(self, scope: Scope, receive: Receive, send: Send) -> None:
        if scope["type"] != "http" or scope.get("method") not in ("POST", "PUT", "PATCH"):
            await self.app(scope, receive, send)
            return
        headers = dict(scope.get("headers") or [])
        if headers.get(b"content-type", b"").lower().startswith(b"multipart/form-data"):
            await self.app(scope, receive, send)  # streamed with limits of its own
            return
        limit = self._limit()
        length = headers.get(b"content-length", b"")
        if length.isdigit() and int(length) > limit:
            await _too_large(limit)(scope, receive, send)
            return
        chunks: list[bytes] = []
        size = 0
        more = True
        while more:
            message = await receive()
            if message["type"] != "http.request":  # the client went away
                await self.app(scope, _replay([], message), send)
                return
            chunk = message.get("body", b"")
            size += len(chunk)
            if size > limit:
                await _too_large(limit)(scope, receive, send)
                return
            chunks.append(chunk)
            more = message.get("more_body", False)
        await self.app(scope, _replay(chunks, None), send)


def _replay(chunks: list[bytes], last: Message | None) -> Receive:
    body = b"".join(chunks)
    sent = False

    async def receive() -> Message:
        nonlocal sent
        if not sent:
            sent = True
            if last is not None:
                return last
            return {"type": "http.request", "body": body, "more_body": False}
        return {"type": "http.disconnect"}

    return receive


def _too_large(limit: int) -> JSONResponse:
    return JSONResponse({"detail": f"O corpo da requisição passa de {limit // 1024} kB, o "
                                   "limite (arquivos vão no envio de documentos).",
                         "code": "corpo_grande_demais"}, status_code=413)
