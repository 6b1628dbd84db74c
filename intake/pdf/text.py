"""Every page's text layer read and triaged (`text_pages` → `TextPage`), within the
file's time budget and in bounded memory; `PDFIUM_LOCK`, the lock every PDFium call of
the process takes.
"""

from __future__ import annotations

import contextlib
import threading
import time
from dataclasses import dataclass, field
from typing import Any

from core.errors import DamagedFile, DossieError
from intake.limits import Limits
from intake.models import Word
from intake.pdf.safe import PreparedPdf, _short
from intake.pdf.triage import _page_triage, scan_images
from intake.pdf.words import page_words


@dataclass
class TextPage:
    """One page's text layer and the triage verdict."""

    number: int
    width: float
    height: float
    words: list[Word]
    needs_ocr: bool
    reason: str = ""
    warnings: list[str] = field(default_factory=list)
    image_bytes: int = 0  # encoded size of the page's images: its OCR cost, roughly
    scan_dpi: float = 0.0  # resolution of the one image covering the page (0: none)


def text_pages(
    prepared: PreparedPdf, limits: Limits, deadline: float | None = None
) -> list[TextPage]:
    """Read every page's text layer with PDFium and triage it (per page).

    Pages not reached before `deadline` (a `time.time()` value; default: now +
    `limits.text_budget_s`) are returned empty with a warning, not OCR'd.
    """
    import pypdfium2 as pdfium

    budget = time.time() + limits.text_budget_s
    deadline = min(deadline, budget) if deadline is not None else budget
    result: list[TextPage] = []
    # PDFium keeps every object it parsed (a scanned page's image stream included)
    # until the document closes: reopen it every few pages so a 100-page scan is read
    # in bounded memory (issue 3: ≤ 500 MiB), at the cost of re-reading the xref.
    for first in range(0, prepared.page_count, _PAGES_PER_OPEN):
        with PDFIUM_LOCK:
            try:
                pdf = pdfium.PdfDocument(prepared.data)
            except Exception as exc:
                raise DamagedFile(f"O PDF está danificado e não pôde ser lido ({_short(exc)}).") from None
            try:
                for index in range(first, min(first + _PAGES_PER_OPEN, prepared.page_count)):
                    result.append(_text_page(pdf, index, deadline))
            finally:
                pdf.close()
    return result


_PAGES_PER_OPEN = 8


# PDFium is not thread-safe, not even across documents (pypdfium2's documentation), and
# its calls release the GIL: the threads that read several files or pages at once
# (`intake.batch`, `pipeline.run_jobs` in a job worker) take turns here; the OCR itself,
# most of a scanned page's time, runs outside the lock.
PDFIUM_LOCK = threading.RLock()


def _text_page(pdf: Any, index: int, deadline: float) -> TextPage:
    number = index + 1
    try:
        page = pdf[index]
        width, height = (float(v) for v in page.get_size())
    except Exception:
        return TextPage(number, 612.0, 792.0, [], True, "página ilegível",
                        [f"Página {number}: estrutura danificada; tentando OCR."])
    try:
        if time.time() > deadline:
            return TextPage(number, width, height, [], False, "tempo esgotado",
                            [f"Página {number}: não lida (tempo esgotado para o arquivo)."])
        warnings: list[str] = []
        try:
            words, truncated = page_words(page, number, width, height)
            if truncated:
                warnings.append(f"Página {number}: texto longo demais; lido só o início.")
            needs_ocr, reason = _page_triage(page, words, width, height)
        except RecursionError:
            words, needs_ocr, reason = [], True, "camada de texto ilegível"
            warnings.append(
                f"Página {number}: conteúdo recursivo no PDF; a camada de texto foi ignorada."
            )
        except DossieError:
            raise
        except Exception:
            words, needs_ocr, reason = [], True, "camada de texto danificada"
            warnings.append(f"Página {number}: camada de texto danificada; tentando OCR.")
        weight, native = 0, 0.0
        if needs_ocr:
            # estimates only (dispatch order, render dpi): never fail the page
            with contextlib.suppress(Exception):
                weight, native = scan_images(page, width, height)
        return TextPage(number, width, height, words, needs_ocr, reason, warnings, weight,
                        native)
    finally:
        page.close()
