"""Image primitives the clean-up steps share: grayscale, shrink, quarter turns, and the ink
mask (Otsu after dividing out the background light) that text height, skew and text
direction are measured on.

`Geometry` records the corrections applied to a page so the same upright image can be
rebuilt later at any dpi (`intake.preprocess.prepare.apply_geometry`).
"""

from __future__ import annotations

from dataclasses import dataclass

import cv2
import numpy as np

# One thread per process, like tesseract's OMP_THREAD_LIMIT=1 (intake.ocr): pages are
# read in parallel by processes (the page pool, the job workers), and OpenCV's own
# threads would fight them for the same cores (issue 3: 8 pages on 2 workers went from
# 1.55x to 1.8x with this).
cv2.setNumThreads(1)


WHITE = 255


@dataclass(frozen=True)
class Geometry:
    """The geometric corrections applied to a page image, replayable at any scale."""

    quad: tuple[tuple[float, float], ...] | None = None  # corners, fractions of w/h
    rotation: int = 0  # degrees counter-clockwise, multiple of 90
    skew: float = 0.0  # degrees counter-clockwise, small


def to_gray(image: np.ndarray) -> np.ndarray:
    """Grayscale uint8 copy of an image (gray, BGR or BGRA)."""
    if image.ndim == 2:
        return image if image.dtype == np.uint8 else np.clip(image, 0, 255).astype(np.uint8)
    if image.shape[2] == 4:
        return cv2.cvtColor(image, cv2.COLOR_BGRA2GRAY)
    return cv2.cvtColor(image, cv2.COLOR_BGR2GRAY)


def downscale(gray: np.ndarray, max_side: int) -> tuple[np.ndarray, float]:
    """Shrink so the longest side is at most `max_side`; return (image, factor)."""
    h, w = gray.shape[:2]
    f = min(1.0, max_side / float(max(h, w)))
    if f >= 1.0:
        return gray, 1.0
    return cv2.resize(gray, (max(1, int(w * f)), max(1, int(h * f))), interpolation=cv2.INTER_AREA), f


def rotate90(image: np.ndarray, degrees: int) -> np.ndarray:
    """Rotate by a multiple of 90 degrees counter-clockwise."""
    k = (degrees // 90) % 4
    return np.ascontiguousarray(np.rot90(image, k)) if k else image


def _strip_rules(bw: np.ndarray) -> np.ndarray:
    """Ink without long straight rules (table borders), which look like text lines."""
    h, w = bw.shape[:2]
    horiz = cv2.morphologyEx(bw, cv2.MORPH_OPEN, cv2.getStructuringElement(cv2.MORPH_RECT, (max(25, w // 15), 1)))
    vert = cv2.morphologyEx(bw, cv2.MORPH_OPEN, cv2.getStructuringElement(cv2.MORPH_RECT, (1, max(25, h // 15))))
    return cv2.subtract(bw, cv2.bitwise_or(horiz, vert))


def _ink(gray: np.ndarray) -> np.ndarray:
    """Ink as 255 on 0, by Otsu after dividing out the background brightness.

    A global threshold on a photo lit unevenly takes the shadowed half of the paper
    for ink (text height, skew and text direction then measure the shadow).
    """
    _, bw = cv2.threshold(_even(gray), 0, 255, cv2.THRESH_BINARY_INV + cv2.THRESH_OTSU)
    return bw


def _even(gray: np.ndarray) -> np.ndarray:
    """`gray` with its background brightness divided out (a cheap `flatten_light`)."""
    h, w = gray.shape[:2]
    if min(h, w) < 32:
        return gray
    q = 4 if min(h, w) >= 400 else 1  # the background is smooth: find it on a quarter
    tiny = cv2.resize(gray, (max(1, w // q), max(1, h // q)), interpolation=cv2.INTER_AREA) if q > 1 else gray
    k = max(5, (min(tiny.shape[:2]) // 25) | 1)
    bg = cv2.morphologyEx(tiny, cv2.MORPH_CLOSE, cv2.getStructuringElement(cv2.MORPH_RECT, (k, k)))
    bg = cv2.blur(bg, (k, k))
    if q > 1:
        bg = cv2.resize(bg, (w, h), interpolation=cv2.INTER_LINEAR)
    return cv2.divide(gray, np.maximum(bg, 1), scale=255.0)
