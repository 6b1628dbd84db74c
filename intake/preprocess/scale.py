"""Resolution for OCR: `upscale_small` enlarges small scans; `upscale_text` (photos) evens
the light, brings characters to about 22 px, sharpens as much as the capture is blurred
(`edge_width`) and paints QR codes out — the upright image extractors re-read crops from.
"""

from __future__ import annotations

import cv2
import numpy as np

from intake.preprocess.base import downscale
from intake.preprocess.graphics import remove_graphics
from intake.preprocess.light import flatten_light
from intake.preprocess.textsize import text_height


def upscale_small(gray: np.ndarray, min_side: int = 1500, target: int = 2500) -> tuple[np.ndarray, float]:
    """Enlarge small images (ID-card photos) or tiny print so tesseract reads it well.

    On the 843 x 549 BID CNH photo, 3x upscaling took OCR from 4 to 10 of 11
    ground-truth values. Pages whose characters are under 11 px high (phone photos of
    a whole page) are brought to about 20 px.
    """
    longest = max(gray.shape[:2])
    if longest >= min_side:
        th = text_height(gray)
        if 0 < th < 11.0:
            f = min(2.5, 20.0 / th, (12_000_000 / float(gray.shape[0] * gray.shape[1])) ** 0.5)
            if f >= 1.15:
                return cv2.resize(gray, None, fx=f, fy=f, interpolation=cv2.INTER_CUBIC), f
        return gray, 1.0
    f = min(3.0, target / float(longest))
    return cv2.resize(gray, None, fx=f, fy=f, interpolation=cv2.INTER_CUBIC), f


def upscale_text(gray: np.ndarray, target: float = 22.0, max_pixels: int = 10_000_000) -> tuple[np.ndarray, float]:
    """A phone photo evened out (`flatten_light`), enlarged so its characters are about
    `target` px high (photos of a whole page print text 8-12 px high, below what
    tesseract reads reliably), sharpened as much as it is blurred (`edge_width`,
    `sharpen`) and without its QR code (`remove_graphics`).

    This is the photo's upright image, the one extractors re-read crops from: with its
    shadows and the tint of a card left in, a crop's threshold takes the darker half
    for ink, and a QR code beside a value is the inkiest "line" of its crop; either way
    the one-line read of the value fails.
    """
    gray = flatten_light(gray)
    th = text_height(gray)
    if th <= 0 or th >= 0.8 * target:
        out, f = upscale_small(gray)
    else:
        h, w = gray.shape[:2]
        f = min(3.0, target / th, (max_pixels / float(h * w)) ** 0.5)
        if f < 1.1:
            out, f = gray, 1.0
        else:
            out = cv2.resize(gray, None, fx=f, fy=f, interpolation=cv2.INTER_CUBIC)
    # sharpen what the camera blurred: not much for a crisp capture (BID's CNH reads
    # worse sharpened), fully for edges 4 px wide (the blur of the sample photos)
    amount = float(np.clip((edge_width(gray) - 2.4) * 1.5, 0.0, 1.5))
    if amount > 0:
        out = sharpen(out, f, amount)
    return remove_graphics(out, th * f if th > 0 else None), f


def edge_width(gray: np.ndarray) -> float:
    """Mean width in pixels of the strong dark/light edges along the rows (print's
    edges): about 2 for a crisp image, 4 and more for a blurred photo."""
    g = downscale(gray, 2000)[0][::3].astype(np.float32)
    if g.size == 0 or g.shape[1] < 3:
        return 0.0
    lo, hi = np.percentile(g, (2, 98))
    contrast = max(1.0, float(hi - lo))
    d = np.diff(g, axis=1)
    widths = []
    for sign in (1.0, -1.0):
        step = (d * sign) > 0.02 * contrast  # monotonic runs, rising then falling
        edge = np.zeros((step.shape[0], 1), np.int8)
        marks = np.diff(np.concatenate([edge, step.astype(np.int8), edge], axis=1), axis=1)
        starts, ends = np.argwhere(marks == 1), np.argwhere(marks == -1)
        rise = np.concatenate([np.zeros((d.shape[0], 1), np.float32), np.cumsum(d * sign, axis=1)], axis=1)
        total = rise[ends[:, 0], ends[:, 1]] - rise[starts[:, 0], starts[:, 1]]
        widths.append((ends[:, 1] - starts[:, 1])[total > 0.5 * contrast])
    w = np.concatenate(widths)
    return float(np.mean(w)) if len(w) >= 50 else 0.0


def sharpen(gray: np.ndarray, scale: float = 1.0, amount: float = 1.5) -> np.ndarray:
    """Unsharp masking for the blur of phone cameras and of enlarging (`scale`: the
    enlargement applied, which widens the blur). On the sample photos it makes
    tesseract read 2-4 more of the small labels of a CNH or CRLV-e."""
    blur = cv2.GaussianBlur(gray, (0, 0), 1.2 * max(1.0, float(scale)))
    return cv2.addWeighted(gray, 1.0 + amount, blur, -amount, 0)
