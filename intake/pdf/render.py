"""Rendering pages for OCR: the dpi (`render_dpi_for`, `ocr_render_dpi`: a scan at its own
resolution between `MIN_NATIVE_DPI` and `Limits.render_dpi`) and `render_pdf_page`.
"""

from __future__ import annotations

from typing import Any

from core.errors import DamagedFile, DossieError
from intake.limits import Limits
from intake.pdf.safe import _short
from intake.pdf.text import PDFIUM_LOCK


def render_dpi_for(width_pt: float, height_pt: float, limits: Limits, dpi: float | None = None) -> float:
    """The dpi to render a page at: the requested one, lowered to fit `max_render_pixels`."""
    want = float(dpi or limits.render_dpi)
    px = (width_pt * want / 72.0) * (height_pt * want / 72.0)
    if px > limits.max_render_pixels:
        want *= (limits.max_render_pixels / px) ** 0.5
    return max(want, 10.0)


# A scanned page is rendered at its scan's own resolution when that lies between this
# and `Limits.render_dpi` (issue 3): rendering a 200-dpi scan at 300 dpi adds no detail
# but 2.25x the pixels that every clean-up step and tesseract go through (the 8-page
# 200-dpi scan of BENCHMARKS.md: 1 worker 10.35 s -> 7.23 s, and 2 workers against 1
# 1.77x -> 1.84x, as the memory traffic falls). Image files are read at their own resolution already. Coarser
# scans are still enlarged to `render_dpi`, as before.
MIN_NATIVE_DPI = 199.5


def ocr_render_dpi(width_pt: float, height_pt: float, native: float, limits: Limits) -> float:
    """The dpi to render a page for OCR: its scan's own (`native`, see
    `MIN_NATIVE_DPI`) or `limits.render_dpi`, lowered to fit `max_render_pixels`."""
    own = round(native, 1) if MIN_NATIVE_DPI <= native < limits.render_dpi else None
    return render_dpi_for(width_pt, height_pt, limits, own)


def render_pdf_page(data: bytes | str, number: int, dpi: float, limits: Limits) -> Any:
    """Render page `number` (1-based) of a prepared PDF to a grayscale numpy array.

    `data` is the prepared PDF's bytes or the path of a file holding them (OCR workers:
    PDFium then reads only what the page needs). The page's `/Rotate` is applied (as a
    viewer shows it); returns (image, dpi used).
    """
    import numpy as np
    import pypdfium2 as pdfium

    with PDFIUM_LOCK:
        try:
            doc = pdfium.PdfDocument(data)
        except Exception as exc:
            raise DamagedFile(f"O PDF não pôde ser renderizado ({_short(exc)}).") from None
        try:
            page = doc[number - 1]
            try:
                width, height = page.get_size()
                used = render_dpi_for(width, height, limits, dpi)
                bitmap = page.render(scale=used / 72.0, grayscale=True, may_draw_forms=True)
                arr = np.array(bitmap.to_numpy(), copy=True)
                bitmap.close()
            finally:
                page.close()
        except DossieError:
            raise
        except Exception as exc:
            raise DamagedFile(f"A página {number} do PDF não pôde ser renderizada ({_short(exc)}).") from None
        finally:
            doc.close()
    if arr.ndim == 3:
        arr = arr[..., 0] if arr.shape[2] in (1, 3, 4) else arr.mean(axis=2).astype("uint8")
    return arr, used
