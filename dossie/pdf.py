"""PDF from the report's HTML, with WeasyPrint (same template as the HTML report)."""

from __future__ import annotations

from core.errors import PdfUnavailable


def html_to_pdf(html: str) -> bytes:
    try:
        from weasyprint import HTML
    except (ImportError, OSError) as exc:
        if "failed to map segment" in str(exc):
            # the worker's address-space cap, not a missing library: the renderer
            # answers "too large" for it (dossie.services.pdf_render)
            raise MemoryError(str(exc)) from None
        raise PdfUnavailable(f"geração de PDF indisponível (WeasyPrint): {exc}") from exc
    return HTML(string=html).write_pdf()
