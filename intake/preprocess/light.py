"""Photometric clean-up: noise level and median filter, uneven light (`flatten_light`,
white print on dark bars inverted), and `binarize`, the clean-up before page OCR
(`flatten_light` where the background is not even, then `clean_page`).
"""

from __future__ import annotations

import cv2
import numpy as np

from intake.preprocess.base import downscale
from intake.preprocess.graphics import _WORK_SIDE, clean_page
from intake.preprocess.textsize import text_height


def noise_level(gray: np.ndarray) -> float:
    """Mean absolute difference between the image and its 3x3 median (salt-and-pepper, grain)."""
    small, _ = downscale(gray, 1500)
    return float(np.mean(cv2.absdiff(small, cv2.medianBlur(small, 3))))


def denoise(gray: np.ndarray, threshold: float = 6.0) -> np.ndarray:
    """Median-filter a noisy image; return clean images unchanged."""
    if noise_level(gray) < threshold:
        return gray
    return cv2.medianBlur(gray, 3)


def uneven_light(gray: np.ndarray) -> float:
    """Spread of the background brightness (0 for a flat scan, high for shadowed photos)."""
    small, _ = downscale(gray, 600)
    bg = cv2.morphologyEx(small, cv2.MORPH_CLOSE, np.ones((25, 25), np.uint8))
    return float(np.percentile(bg, 95) - np.percentile(bg, 5))


def flatten_light(gray: np.ndarray, reduced: tuple[np.ndarray, float] | None = None) -> np.ndarray:
    """Divide out the background brightness (shadows, light gradients of photos, the
    tint of a card or of a grey title bar), and turn white print on dark bars into
    dark print on white.

    Keeps grey levels (no thresholding): the paper becomes evenly white and the ink
    keeps its anti-aliased edges, which tesseract reads better than a hard binarisation.
    The background is the local brightest level over a window wider than a character
    (dark print vanishes from it). A dark title bar with white print (a court's header,
    a DETRAN band) would vanish into it too, print and all: such bars are found first —
    much darker than the paper around them over a wide area, with bright strokes
    inside — and inverted. `reduced`: a smaller copy of `gray` and its factor, to find
    the background on (cheaper than shrinking the page again).
    """
    if reduced is not None and max(reduced[0].shape[:2]) >= 800:
        small, f = downscale(reduced[0], 800)
        f *= reduced[1]
    else:
        small, f = downscale(gray, 800)
    m = min(small.shape[:2])
    k = max(15, (m // 25) | 1)
    bg = cv2.morphologyEx(small, cv2.MORPH_CLOSE, cv2.getStructuringElement(cv2.MORPH_ELLIPSE, (k, k)))
    bg = cv2.GaussianBlur(bg, (0, 0), k / 3)
    src = gray
    for x0, y0, x1, y1, level in _inverse_bars(small, k):
        if src is gray:
            src = gray.copy()
        X0, Y0 = int(x0 / f), int(y0 / f)
        X1, Y1 = min(gray.shape[1], int(np.ceil(x1 / f))), min(gray.shape[0], int(np.ceil(y1 / f)))
        roi = 255.0 - gray[Y0:Y1, X0:X1].astype(np.float32)
        src[Y0:Y1, X0:X1] = np.clip(roi * (255.0 / max(1.0, 255.0 - level)), 0, 255).astype(np.uint8)
        bg[y0:y1, x0:x1] = 255
    bg = cv2.resize(bg, (gray.shape[1], gray.shape[0]), interpolation=cv2.INTER_LINEAR)
    return cv2.divide(src, np.maximum(bg, 1), scale=255.0)


def _inverse_bars(small: np.ndarray, k: int) -> list[tuple[int, int, int, int, float]]:
    """Rectangular dark bars holding white print, as (x0, y0, x1, y1, bar level) in
    pixels of `small`: the dominant level over a window is far below the paper's, the
    region is wide, and a share of it is much brighter than the bar."""
    h, w = small.shape[:2]
    level = cv2.medianBlur(small, k | 1)
    big = max(k, (min(h, w) // 6) | 1)
    paper = cv2.morphologyEx(small, cv2.MORPH_CLOSE, cv2.getStructuringElement(cv2.MORPH_RECT, (big, big)))
    below = (level.astype(np.float32) < 0.6 * paper.astype(np.float32)).astype(np.uint8)
    dark = cv2.morphologyEx(below, cv2.MORPH_OPEN, np.ones((max(3, k // 3),) * 2, np.uint8))
    n, _labels, stats, _c = cv2.connectedComponentsWithStats(dark, connectivity=8)
    out = []
    for i in range(1, n):
        x, y, bw, bh, area = (int(v) for v in stats[i])
        if bw < 4 * k or area < 0.8 * bw * bh or bw * bh > 0.5 * h * w:
            continue  # not a wide, solid, rectangular bar (a photo, a QR code, the table)
        roi = small[y:y + bh, x:x + bw].astype(np.float32)
        bar = float(np.median(roi))
        top = float(np.median(paper[y:y + bh, x:x + bw]))
        bright = float(np.mean(roi > bar + 0.5 * (top - bar)))
        if 0.01 <= bright <= 0.45:
            out.append((x, y, x + bw, y + bh, bar))
    return out


def needs_flatten(gray: np.ndarray, threshold: float = 60.0) -> bool:
    """True when the background is not one even paper: uneven light (`uneven_light`),
    or tinted regions — a grey title bar, a card's tint — over part of the page.

    A light tint counts too when it covers a large part of the page (a photocopied card
    pasted on a sheet: grey panels at 85% of the paper over a third of it). Tesseract
    binarises a page with one global (Otsu) threshold; on a page of little ink it falls
    between panel and paper and the panels, text and all, turn black (issue 12, round 7:
    a CNH copy read as its notary stamp alone).
    """
    small, _ = downscale(gray, 600)
    bg = cv2.morphologyEx(small, cv2.MORPH_CLOSE, np.ones((25, 25), np.uint8))
    p5, p95 = np.percentile(bg, (5, 95))
    return bool(
        p95 - p5 >= threshold
        or float(np.mean(bg < 0.8 * p95)) >= 0.005
        or float(np.mean(bg < 0.9 * p95)) >= _PANEL_SHARE
    )


_PANEL_SHARE = 0.05  # of the page under a light tint: panels, not a stray grey line


def binarize(gray: np.ndarray, threshold: float = 60.0) -> np.ndarray:
    """The photometric clean-up before page OCR: even out the light, drop QR codes and
    form rules.

    Named for what it once did: a hard adaptive threshold under uneven light. That
    broke thin strokes and lost values on the BID CNH photo and on phone photos;
    dividing out the background (`flatten_light`) keeps grey edges instead. Then QR
    codes and the rules of ruled forms are painted out (`clean_page`), which makes
    tesseract keep the values printed inside table cells and beside the codes.
    """
    mid, fm = downscale(gray, _WORK_SIDE)
    th = text_height(mid) / fm
    if needs_flatten(mid, threshold):
        gray = flatten_light(gray, (mid, fm))
    return clean_page(gray, th or None, (mid, fm))


def light_on_dark(gray: np.ndarray) -> bool:
    """Is the whole page printed light on dark (a dark card photographed edge to edge,
    a negative scan)? Then every ink measure reads the background as ink: the text
    height comes out as the grain, the vote crop lands on a texture and the page is
    enlarged past what tesseract reads (issue 15: a BID CPF card took 8 OCR calls,
    2.9 s, and gave no word; inverted, 4 calls and its name).

    Mostly dark, and no large bright region: a white page photographed on a dark table
    (its quad not found) is one bright block and stays as it is.
    """
    small, _ = downscale(gray, 400)
    if float(np.median(small)) >= 96.0:
        return False
    bright = (small >= 128).astype(np.uint8)
    _n, _labels, stats, _c = cv2.connectedComponentsWithStats(bright, connectivity=8)
    area = stats[1:, cv2.CC_STAT_AREA].astype(np.float64)
    box = (stats[1:, cv2.CC_STAT_WIDTH] * stats[1:, cv2.CC_STAT_HEIGHT]).astype(np.float64)
    # a page is a large block filling its box; a grey frame round a cropped photo
    # (a thin band along the edges) is not
    page = (area >= 0.05 * small.size) & (area >= 0.5 * box)
    return not bool(page.any())
