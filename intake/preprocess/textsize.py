"""How big the text is and where it is: `text_height` (median height of character-sized
ink), the window of a page holding the most characters, and `vote_crop`, the text-dense
crop scaled to read well that the orientation vote reads.
"""

from __future__ import annotations

import cv2
import numpy as np

from intake.preprocess.base import _ink, _strip_rules, downscale


def text_height(gray: np.ndarray) -> float:
    """Median height in pixels of character-sized blobs of ink (0 when none)."""
    small, f = downscale(gray, 1600)
    bw = _strip_rules(_ink(small))
    n, _labels, stats, _c = cv2.connectedComponentsWithStats(bw, connectivity=8)
    if n < 10:
        return 0.0
    hs = stats[1:, cv2.CC_STAT_HEIGHT]
    ws = stats[1:, cv2.CC_STAT_WIDTH]
    ok = (hs >= 4) & (hs <= small.shape[0] // 20) & (ws <= 4 * hs) & (ws >= 1)
    if ok.sum() < 10:
        return 0.0
    return float(np.median(hs[ok])) / f


def _window_text_height(gray: np.ndarray, near: float) -> float:
    """Median height of the ink blobs within half and twice `near` px (0 when fewer than 10)."""
    bw = _strip_rules(_ink(gray))
    _n, _labels, stats, _c = cv2.connectedComponentsWithStats(bw, connectivity=8)
    hs = stats[1:, cv2.CC_STAT_HEIGHT]
    ws = stats[1:, cv2.CC_STAT_WIDTH]
    ok = (hs >= max(4.0, 0.5 * near)) & (hs <= 2.0 * near) & (ws <= 4 * hs)
    return float(np.median(hs[ok])) if ok.sum() >= 10 else 0.0


def _char_mask(gray: np.ndarray, height: float) -> np.ndarray:
    """Ink blobs about one character high (no rules, no QR codes, no photos)."""
    bw = _strip_rules(_ink(gray))
    _n, labels, stats, _c = cv2.connectedComponentsWithStats(bw, connectivity=8)
    hs = stats[:, cv2.CC_STAT_HEIGHT]
    ws = stats[:, cv2.CC_STAT_WIDTH]
    keep = (hs >= 0.5 * height) & (hs <= 2.0 * height) & (ws <= 3.0 * height)
    keep[0] = False
    mask = keep[labels].astype(np.float32)
    # print is sparse; a QR code or a photo is a dense block of "characters"
    k = max(3, int(4 * height))
    density = cv2.blur((bw > 0).astype(np.float32), (k, k))
    mask[density > 0.35] = 0.0
    return mask


def _text_window(gray: np.ndarray, height: float, size: tuple[int, int],
                 thumb: tuple[np.ndarray, float] | None = None) -> tuple[int, int, int, int]:
    """The window of `size` (w, h) pixels holding the most character-sized ink, as
    (x0, y0, x1, y1): a few text lines, never the QR code or an ID card's photo.

    `thumb`: `downscale(gray, 1000)` when the caller has it already (issue 15).
    """
    h, w = gray.shape[:2]
    cw, ch = min(size[0], w), min(size[1], h)
    if (cw, ch) == (w, h):
        return 0, 0, w, h
    small, f = thumb if thumb is not None else downscale(gray, 1000)
    mask = _char_mask(small, max(2.0, height * f))
    kw, kh = max(1, int(cw * f)), max(1, int(ch * f))
    summed = cv2.boxFilter(mask, -1, (kw, kh), normalize=False, borderType=cv2.BORDER_CONSTANT)
    cy, cx = np.unravel_index(int(np.argmax(summed)), summed.shape)
    y0 = int(np.clip(cy / f - ch / 2, 0, h - ch))
    x0 = int(np.clip(cx / f - cw / 2, 0, w - cw))
    return x0, y0, x0 + cw, y0 + ch


def vote_crop(gray: np.ndarray, height: float | None = None,
              size: tuple[int, int] = (1100, 420),
              thumb: tuple[np.ndarray, float] | None = None) -> np.ndarray:
    """A text-dense window of the page scaled so its text is about 28 px high.

    Small print (phone photos) stays legible and reading it costs a few lines of OCR.
    `thumb`: `downscale(gray, 1000)` when the caller has it; the text height is then
    measured on it too (a quarter of the page's pixels: issue 15, the vote's
    preparation cost as much as its OCR on an upright page).
    """
    if height is not None:
        th = height
    elif thumb is not None:
        th = text_height(thumb[0]) / thumb[1]
    else:
        th = text_height(gray)
    f = 1.0 if th <= 0 else float(np.clip(28.0 / th, 0.25, 3.0))
    x0, y0, x1, y1 = _text_window(gray, th if th > 0 else 12.0, (int(size[0] / f), int(size[1] / f)),
                                  thumb)
    crop = gray[y0:y1, x0:x1]
    if height is None and thumb is not None and thumb[1] < 1.0 and th > 0:
        # a shrunk page's small print measures a pixel or two off (a CNH scan: 10.6 px
        # for 12), which scales the crop past what tesseract reads best: measure again
        # on the window, at full resolution
        fine = _window_text_height(crop, th)
        if fine > 0:
            f = float(np.clip(28.0 / fine, 0.25, 3.0))
            # keep the crop `size` once scaled (a larger crop costs its OCR)
            ch, cw = crop.shape[:2]
            kw, kh = min(cw, int(size[0] / f)), min(ch, int(size[1] / f))
            cx, cy = (cw - kw) // 2, (ch - kh) // 2
            crop = crop[cy:cy + kh, cx:cx + kw]
    if abs(f - 1.0) >= 0.05:
        crop = cv2.resize(crop, None, fx=f, fy=f,
                          interpolation=cv2.INTER_AREA if f < 1 else cv2.INTER_CUBIC)
    return crop
