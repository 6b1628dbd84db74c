"""PDF from the report's HTML, with WeasyPrint (same template as the HTML report)."""

from __future__ import annotations

from core.errors import PdfUnavailable


def html_to_pdf(html: str) -> bytes:
    try:
        from weasyprint import HTML
    except (ImportError, OSError) as exc:
        raise PdfUnavailable(f"geração de PDF indisponível (WeasyPrint): {exc}") from exc
    return HTML(string=html).write_pdf()
