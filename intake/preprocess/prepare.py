"""The whole clean-up of one page before OCR (`prepare`): flattened (photos), upright,
deskewed, enlarged and cleaned, with the `Geometry` applied; `apply_geometry` replays
that geometry on an image of the same page at any scale (extractors re-OCR regions).
"""

from __future__ import annotations

from typing import TYPE_CHECKING

import cv2
import numpy as np

from intake.preprocess.base import Geometry, rotate90, to_gray
from intake.preprocess.deskew import estimate_skew, rotate_small
from intake.preprocess.light import binarize, flatten_light, light_on_dark, noise_level
from intake.preprocess.orientation import detect_orientation
from intake.preprocess.perspective import find_document_quad, warp_quad
from intake.preprocess.scale import upscale_small, upscale_text

if TYPE_CHECKING:
    from intake.tess import OcrEngine


def apply_geometry(gray: np.ndarray, geo: Geometry) -> np.ndarray:
    """Replay recorded corrections on an image of the same page (any scale)."""
    out = gray
    if geo.quad is not None:
        h, w = out.shape[:2]
        quad = np.array([[x * w, y * h] for x, y in geo.quad], np.float32)
        out = warp_quad(out, quad)
    out = rotate90(out, geo.rotation)
    return rotate_small(out, geo.skew)


def prepare(
    gray: np.ndarray, *, engine: OcrEngine, photo: bool = False, osd_timeout: float = 15.0,
    vote: bool = True,
) -> tuple[np.ndarray, Geometry, np.ndarray, float]:
    """Make a page upright and flat, then clean it for OCR (`engine` finds its way up).

    Returns (image for OCR, geometry applied, upright image before photometric
    clean-up — the one whose pixels bboxes refer to —, scale factor applied to the
    input's resolution: the OCR'd image is at `dpi * scale`).
    """
    gray = to_gray(gray)
    quad_frac = None
    if photo:
        quad = find_document_quad(gray)
        if quad is not None:
            h, w = gray.shape[:2]
            quad_frac = tuple((float(x) / w, float(y) / h) for x, y in quad)
            gray = warp_quad(gray, quad)
    if light_on_dark(gray):  # as `scanpage` does: light print on a dark card made dark
        gray = 255 - gray
    rotation, _conf = detect_orientation(gray, engine=engine, timeout=osd_timeout,
                                          vote=vote)
    gray = rotate90(gray, rotation)
    skew = estimate_skew(gray)
    noisy = noise_level(gray) >= 6.0
    if photo:
        upright, scale = upscale_text(rotate_small(gray, skew))
    else:
        upright, scale = upscale_small(rotate_small(gray, skew))
    clean = cv2.medianBlur(upright, 3) if noisy else upright
    clean = binarize(flatten_light(clean) if photo else clean)
    return clean, Geometry(quad=quad_frac, rotation=rotation, skew=skew), upright, scale
