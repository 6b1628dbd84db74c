"""Streaming multipart upload shared by the API and the web pages.

The body is parsed, hashed, written and fsync'ed off the event loop (issue 6: the loop
must stay responsive while uploads stream in); the dossier is checked before the body
is read, and temporary files not moved into the store are always removed.
"""

from __future__ import annotations

from collections.abc import Callable
from typing import Any, TypeVar

from fastapi import Request
from sqlalchemy.orm import Session
from starlette.concurrency import run_in_threadpool

from dossie.services import dossiers, uploads
from dossie.services.schemas import UploadOut
from intake.errors import TooLarge

T = TypeVar("T")


async def receive_documents(request: Request, services: Any, who: Any, dossier_id: str,
                            then: Callable[[Session, UploadOut], T]) -> T:
    """Stream the `files` parts into the store, add them to the dossier, and call
    `then(session, result)` in the same session (e.g. to start the check)."""

    def precheck() -> None:
        with services.session() as s:
            dossiers.load_for_change(s, who, dossier_id)

    await run_in_threadpool(precheck)  # refuse before reading the body
    length = request.headers.get("content-length")
    limit = services.settings.max_request_bytes
    if length and length.isdigit() and int(length) > limit:
        raise TooLarge(f"O envio passa de {limit // 2**20} MB, o limite por requisição; "
                       "envie em partes.", code="envio_grande_demais")
    receiver = uploads.MultipartReceiver(request.headers.get("content-type"),
                                         services.store.blobs, services.settings)
    try:
        async for chunk in request.stream():
            await run_in_threadpool(receiver.feed, chunk)
        received = await run_in_threadpool(receiver.finish)

        def add() -> T:
            with services.session() as s:
                out = uploads.add_documents(s, services.store.blobs, services.settings, who,
                                            dossier_id, received)
                return then(s, out)

        return await run_in_threadpool(add)
    finally:
        receiver.discard()  # temporary files not moved into the store
