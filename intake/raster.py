"""Pixels of one page: a rendered PDF page or a decoded image frame, grayscale, bounded.

Images are checked from their header (`limits.image_header`) before this runs; here
frames are decoded one at a time, EXIF orientation is applied (phone photos), and
anything over `max_render_pixels` is shrunk with the nominal dpi adjusted so that
pixel → point conversion stays right.
"""

from __future__ import annotations

import contextlib
import io
import threading
from typing import Any

import numpy as np

from core.errors import DamagedFile, TooLarge

DEFAULT_IMAGE_DPI = 300.0
_TRUNCATED_LOCK = threading.Lock()


def _register_heif() -> None:
    try:
        import pillow_heif

        pillow_heif.register_heif_opener()
    except Exception:  # pragma: no cover - pillow-heif missing: HEIC is refused later
        pass


def image_dpi(im: Any) -> float:
    """The image's own dpi when plausible (100-1200), else a nominal 300."""
    dpi = im.info.get("dpi")
    try:
        value = float(dpi[0]) if isinstance(dpi, tuple | list) else float(dpi)
    except (TypeError, ValueError, IndexError):
        return DEFAULT_IMAGE_DPI
    return value if 100.0 <= value <= 1200.0 else DEFAULT_IMAGE_DPI


def is_truncated(data: bytes, media_type: str) -> bool:
    """Cheap structural check: a JPEG without its end marker, a PNG without IEND."""
    tail = data[-64:].rstrip(b"\x00")
    if media_type == "image/jpeg":
        return not tail.endswith(b"\xff\xd9")
    if media_type == "image/png":
        return b"IEND" not in tail
    return False


def decode_frame(data: bytes, index: int, max_render_pixels: int) -> tuple[np.ndarray, float]:
    """Decode frame `index` of an image as grayscale uint8; return (pixels, dpi)."""
    from PIL import Image, ImageFile, ImageOps

    _register_heif()
    try:
        with Image.open(io.BytesIO(data)) as im:
            if index:
                im.seek(index)
            dpi = image_dpi(im)
            try:
                im.load()
            except OSError as exc:
                if "truncated" not in str(exc).lower():
                    raise
                with _TRUNCATED_LOCK:
                    ImageFile.LOAD_TRUNCATED_IMAGES = True
                    try:
                        with Image.open(io.BytesIO(data)) as again:
                            if index:
                                again.seek(index)
                            again.load()
                            frame = again.copy()
                    finally:
                        ImageFile.LOAD_TRUNCATED_IMAGES = False
            else:
                frame = im.copy()
    except (Image.DecompressionBombError, MemoryError):
        raise TooLarge("A imagem é grande demais para ser decodificada com segurança.") from None
    except (OSError, ValueError, SyntaxError, EOFError, IndexError) as exc:
        raise DamagedFile(f"A imagem está danificada e não pôde ser lida ({exc}).") from None
    # In place: without an EXIF turn, `exif_transpose` returned a copy of the whole page,
    # and `convert("L")` another of a page already grey (issue 15: 8 ms of a 200-dpi page).
    with contextlib.suppress(Exception):
        ImageOps.exif_transpose(frame, in_place=True)
    if frame.mode not in ("L", "RGB"):
        frame = frame.convert("RGBA").convert("RGB") if "A" in frame.mode or frame.mode == "P" else frame.convert("RGB")
    gray = frame if frame.mode == "L" else frame.convert("L")
    w, h = gray.size
    if w * h > max_render_pixels:
        f = (max_render_pixels / float(w * h)) ** 0.5
        gray = gray.resize((max(1, int(w * f)), max(1, int(h * f))), Image.Resampling.LANCZOS)
        dpi *= f
    return np.asarray(gray, dtype=np.uint8).copy(), dpi


def load_page_image(
    data: bytes, kind: str, index: int, dpi: float, max_render_pixels: int
) -> tuple[np.ndarray, float]:
    """Grayscale pixels of page `index` (0-based) and the dpi they are at."""
    if kind == "pdf":
        from intake.limits import Limits
        from intake.pdf import render_pdf_page

        limits = Limits(max_render_pixels=max_render_pixels)
        return render_pdf_page(data, index + 1, dpi, limits)
    return decode_frame(data, index, max_render_pixels)
