"""Streaming multipart upload shared by the API and the web pages.

The body is parsed, hashed, written and fsync'ed off the event loop (issue 6: the loop
must stay responsive while uploads stream in), in batches of at most `FEED_BYTES`; the
dossier is checked before the body is read, and temporary files not moved into the
store are always removed.
"""

from __future__ import annotations

from collections.abc import Callable
from typing import Any, TypeVar

from fastapi import Request
from sqlalchemy.orm import Session
from starlette.concurrency import run_in_threadpool

from api.deps import Call
from core.errors import TooLarge
from dossie.services import dossiers, uploads
from dossie.services.principal import Principal
from dossie.services.schemas import UploadOut

T = TypeVar("T")
FEED_BYTES = 256 * 1024


async def receive_documents(
    request: Request, services: Any, who: Principal | Call, dossier_id: str,
    then: Callable[[Session, UploadOut], T],
    before_files: Callable[[dict[str, str]], None] | None = None,
) -> T:
    """Stream the `files` parts into the store, add them to the dossier, and call
    `then(session, result)` in the same session (e.g. to start the check). `who`: the
    principal, or the API's `Call` (the principal is then resolved in the same hop as
    the dossier's check). `before_files(fields)`: see `uploads.MultipartReceiver`."""

    def precheck(s: Session, principal: Principal) -> Principal:
        dossiers.access_for_change(s, principal, dossier_id)
        return principal

    # refuse before reading the body
    if isinstance(who, Call):
        principal = await who(precheck)
    else:
        principal = who

        def precheck_here() -> None:
            with services.session() as s:
                precheck(s, principal)

        await run_in_threadpool(precheck_here)
    length = request.headers.get("content-length")
    limit = services.settings.max_request_bytes
    if length and length.isdigit() and int(length) > limit:
        raise TooLarge(f"O envio passa de {limit // 2**20} MB, o limite por requisição; "
                       "envie em partes.", code="envio_grande_demais")
    receiver = uploads.MultipartReceiver(request.headers.get("content-type"),
                                         services.store.blobs, services.settings, before_files)

    def feed(chunks: list[bytes]) -> None:
        for chunk in chunks:
            receiver.feed(chunk)

    def add(rest: list[bytes]) -> T:
        feed(rest)
        received = receiver.finish()
        with services.session() as s:
            out = uploads.add_documents(s, services.store.blobs, services.settings,
                                        principal, dossier_id, received)
            return then(s, out)

    try:
        # the body goes to a worker thread in batches of up to FEED_BYTES (bounded
        # memory, and one thread hop per batch instead of one per network chunk); the
        # last batch, the parse's end and the database work share one hop
        pending: list[bytes] = []
        size = 0
        async for chunk in request.stream():
            pending.append(chunk)
            size += len(chunk)
            if size >= FEED_BYTES:
                batch, pending, size = pending, [], 0
                await run_in_threadpool(feed, batch)
        return await run_in_threadpool(add, pending)
    finally:
        receiver.discard()  # temporary files not moved into the store
