"""PDF rendering for the server, bounded and outside the request's process (issue 17,
finding 3: one report of a 60,000-object extraction rendered for over 15 minutes, the
server's memory 0.24 → 5.9 GB, every other request 13–16 s).

WeasyPrint runs in a worker process of its own (`dossie.services.isolated`), with an address-space limit (`DOSSIE_PDF_MAX_MEMORY_MB`) and a wall-clock
limit (`DOSSIE_PDF_TIMEOUT_SECONDS`): past either the worker is killed — never the
server — and the request gets a pt-BR 503 `pdf_grande_demais`; the next PDF starts a
fresh worker. Renders are one at a time per worker (`DOSSIE_PDF_WORKERS`).
"""

from __future__ import annotations

import logging
import threading

from core.errors import PdfTooLarge
from core.settings import PdfSettings
from dossie.services.isolated import IsolatedCrash, IsolatedPool, IsolatedTimeout

log = logging.getLogger("dossie.pdf")


def _render(html: str) -> bytes:
    from dossie.pdf import html_to_pdf

    return html_to_pdf(html)


class PdfRenderer:
    def __init__(self, settings: PdfSettings | None = None) -> None:
        self.settings = settings or PdfSettings()
        self._pool = IsolatedPool(self.settings.pdf_workers, self.settings.pdf_max_memory_mb)

    def render(self, html: str) -> bytes:
        try:
            return self._pool.run(_render, html, timeout=self.settings.pdf_timeout_seconds)
        except IsolatedTimeout:
            log.warning("PDF render over %.0f s: worker killed", self.settings.pdf_timeout_seconds)
            raise PdfTooLarge(
                f"O PDF deste relatório passou de {self.settings.pdf_timeout_seconds:.0f} s para "
                "ser gerado e foi interrompido; use o relatório em HTML ou JSON.") from None
        except (IsolatedCrash, MemoryError):
            raise PdfTooLarge(
                f"O PDF deste relatório passou de {self.settings.pdf_max_memory_mb} MB de "
                "memória para ser gerado e foi interrompido; use o relatório em HTML ou "
                "JSON.") from None

    def close(self) -> None:
        self._pool.close()


_renderer: PdfRenderer | None = None
_renderer_lock = threading.Lock()


def render(html: str) -> bytes:
    """`html` as PDF, rendered in the bounded worker process."""
    global _renderer
    with _renderer_lock:
        if _renderer is None:
            _renderer = PdfRenderer()
        renderer = _renderer
    return renderer.render(html)


def reset(settings: PdfSettings | None = None) -> None:
    """Stop the worker (the server's shutdown, tests); the next render starts another."""
    global _renderer
    with _renderer_lock:
        old, _renderer = _renderer, (PdfRenderer(settings) if settings else None)
    if old is not None:
        old.close()
