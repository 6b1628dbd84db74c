"""Image clean-up before OCR (OpenCV): pure functions on numpy arrays.

- `find_document_quad` / `warp_quad`: flatten a phone photo's document (perspective);
- `detect_orientation`: 0/90/180/270 from tesseract OSD, with an OCR-vote fallback
  on sparse pages where OSD gives up;
- `estimate_skew` / `rotate_small`: deskew small angles (projection profiles);
- `denoise`, `binarize`: only where they help (noise / uneven light measured first).

`Geometry` records what was applied so that the same upright image can be rebuilt
later at any dpi (field extractors re-OCR regions of it).
"""

from __future__ import annotations

import re
from dataclasses import dataclass

import cv2
import numpy as np

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


# --- perspective ----------------------------------------------------------------------


def _order(pts: np.ndarray) -> np.ndarray:
    s = pts.sum(axis=1)
    d = np.diff(pts, axis=1).ravel()
    return np.array(
        [pts[np.argmin(s)], pts[np.argmin(d)], pts[np.argmax(s)], pts[np.argmax(d)]],
        dtype=np.float32,
    )


def find_document_quad(gray: np.ndarray) -> np.ndarray | None:
    """The largest convex quadrilateral that looks like a document, or None.

    Returned as 4 points (tl, tr, br, bl) in pixels of `gray`. Skipped (None) when the
    quad covers almost the whole frame (a scan) or too little of it.
    """
    small, f = downscale(gray, 800)
    area = small.shape[0] * small.shape[1]
    blur = cv2.GaussianBlur(small, (5, 5), 0)
    edges = cv2.Canny(blur, 50, 150)
    edges = cv2.dilate(edges, np.ones((3, 3), np.uint8), iterations=2)
    contours, _ = cv2.findContours(edges, cv2.RETR_EXTERNAL, cv2.CHAIN_APPROX_SIMPLE)
    best: np.ndarray | None = None
    best_area = 0.0
    for c in sorted(contours, key=cv2.contourArea, reverse=True)[:8]:
        peri = cv2.arcLength(c, True)
        approx = cv2.approxPolyDP(c, 0.02 * peri, True)
        if len(approx) != 4 or not cv2.isContourConvex(approx):
            continue
        a = cv2.contourArea(approx)
        if a > best_area:
            best, best_area = approx.reshape(4, 2).astype(np.float32), a
    if best is None or not (0.2 * area <= best_area <= 0.9 * area):
        return None
    quad = _order(best) / f
    # nearly a rectangle aligned with the frame: nothing to correct
    tl, tr, br, bl = quad
    if (
        abs(tl[1] - tr[1]) < 0.01 * gray.shape[0]
        and abs(bl[1] - br[1]) < 0.01 * gray.shape[0]
        and abs(tl[0] - bl[0]) < 0.01 * gray.shape[1]
        and abs(tr[0] - br[0]) < 0.01 * gray.shape[1]
    ):
        return None
    return quad


def warp_quad(image: np.ndarray, quad: np.ndarray) -> np.ndarray:
    """Warp the quadrilateral `quad` (tl, tr, br, bl) to a flat rectangle."""
    tl, tr, br, bl = quad.astype(np.float32)
    width = int(max(np.linalg.norm(tr - tl), np.linalg.norm(br - bl)))
    height = int(max(np.linalg.norm(bl - tl), np.linalg.norm(br - tr)))
    width, height = max(width, 8), max(height, 8)
    dst = np.array([[0, 0], [width - 1, 0], [width - 1, height - 1], [0, height - 1]], np.float32)
    m = cv2.getPerspectiveTransform(quad.astype(np.float32), dst)
    return cv2.warpPerspective(image, m, (width, height), flags=cv2.INTER_CUBIC,
                               borderMode=cv2.BORDER_REPLICATE)


# --- orientation ------------------------------------------------------------------------


def detect_orientation(
    gray: np.ndarray, timeout: float = 15.0, vote: bool = True
) -> tuple[int, float]:
    """Counter-clockwise rotation (0/90/180/270) that makes the page upright, and a confidence.

    Tesseract OSD (`--psm 0`) first; when it fails or is unsure (sparse pages, ID
    cards), each of the 4 rotations is OCR'd on a small copy and the one that reads
    the most confident words wins.
    """
    import pytesseract

    small, _ = downscale(gray, 2000)
    try:
        osd = pytesseract.image_to_osd(
            small, config="--psm 0 -c min_characters_to_try=10", timeout=timeout
        )
        rotate = int(re.search(r"Rotate:\s*(\d+)", osd).group(1))  # type: ignore[union-attr]
        conf = float(re.search(r"Orientation confidence:\s*([\d.]+)", osd).group(1))  # type: ignore[union-attr]
        # OSD's "Rotate" is clockwise; we express rotations counter-clockwise
        ccw = (360 - rotate) % 360
        if conf >= 2.0 or not vote:
            return ccw, conf
    except Exception:
        if not vote:
            return 0, 0.0
    return orientation_by_vote(gray, timeout=timeout / 4)


def _score(gray: np.ndarray, timeout: float) -> float:
    import pytesseract

    try:
        data = pytesseract.image_to_data(
            gray, lang="por", config="--psm 6", output_type=pytesseract.Output.DICT,
            timeout=timeout,
        )
    except Exception:
        return 0.0
    score = 0.0
    for text, conf in zip(data["text"], data["conf"], strict=False):
        t = str(text).strip()
        c = float(conf)
        if c > 50 and sum(ch.isalnum() for ch in t) >= 3:
            score += c * len(t)
    return score


def orientation_by_vote(gray: np.ndarray, timeout: float = 15.0) -> tuple[int, float]:
    """Pick the rotation whose OCR reads the most confident words (slow; fallback only)."""
    small, _ = downscale(gray, 1200)
    scores = {deg: _score(rotate90(small, deg), timeout) for deg in (0, 90, 180, 270)}
    best = max(scores, key=lambda d: scores[d])
    total = sum(scores.values()) or 1.0
    if scores[best] <= scores[0] * 1.15:
        return 0, scores[0] / total
    return best, scores[best] / total


# --- deskew --------------------------------------------------------------------------------


def _ink(gray: np.ndarray) -> np.ndarray:
    _, bw = cv2.threshold(gray, 0, 255, cv2.THRESH_BINARY_INV + cv2.THRESH_OTSU)
    return bw


def estimate_skew(gray: np.ndarray, max_angle: float = 10.0) -> float:
    """The small rotation (degrees, counter-clockwise) that levels the text lines.

    Found by maximising the sharpness of the row profile of the ink, coarse then fine.
    """
    small, _ = downscale(gray, 1000)
    bw = _ink(small)
    if bw.mean() < 0.5 or bw.mean() > 127:  # blank or inverted/black page
        return 0.0
    h, w = bw.shape
    center = (w / 2.0, h / 2.0)

    def sharpness(angle: float) -> float:
        m = cv2.getRotationMatrix2D(center, angle, 1.0)
        rot = cv2.warpAffine(bw, m, (w, h), flags=cv2.INTER_NEAREST, borderValue=0)
        prof = rot.sum(axis=1, dtype=np.float64)
        return float(np.sum(np.diff(prof) ** 2))

    angles = np.arange(-max_angle, max_angle + 0.01, 0.5)
    coarse = max(angles, key=sharpness)
    fine = np.arange(coarse - 0.5, coarse + 0.51, 0.1)
    best = float(max(fine, key=sharpness))
    return 0.0 if abs(best) < 0.2 else round(best, 2)


def rotate_small(image: np.ndarray, angle: float) -> np.ndarray:
    """Rotate by a small angle (counter-clockwise), keeping the size, white borders."""
    if abs(angle) < 1e-6:
        return image
    h, w = image.shape[:2]
    m = cv2.getRotationMatrix2D((w / 2.0, h / 2.0), angle, 1.0)
    return cv2.warpAffine(image, m, (w, h), flags=cv2.INTER_CUBIC,
                          borderMode=cv2.BORDER_CONSTANT, borderValue=WHITE)


# --- photometric ---------------------------------------------------------------------------


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


def binarize(gray: np.ndarray, threshold: float = 110.0) -> np.ndarray:
    """Adaptive threshold under strongly uneven light; otherwise leave it to tesseract.

    Conservative on purpose: on the BID CNH photo (coloured security background,
    spread 86) binarising lost 4 of 11 ground-truth values that plain OCR read.
    """
    if uneven_light(gray) < threshold:
        return gray
    block = max(31, (min(gray.shape[:2]) // 30) | 1)
    return cv2.adaptiveThreshold(gray, 255, cv2.ADAPTIVE_THRESH_GAUSSIAN_C,
                                 cv2.THRESH_BINARY, block, 15)


# --- all together ----------------------------------------------------------------------------


def upscale_small(gray: np.ndarray, min_side: int = 1500, target: int = 2500) -> tuple[np.ndarray, float]:
    """Enlarge small images (ID-card photos) so text reaches a size tesseract reads well.

    On the 843 x 549 BID CNH photo, 3x upscaling took OCR from 4 to 10 of 11
    ground-truth values.
    """
    longest = max(gray.shape[:2])
    if longest >= min_side:
        return gray, 1.0
    f = min(3.0, target / float(longest))
    return cv2.resize(gray, None, fx=f, fy=f, interpolation=cv2.INTER_CUBIC), f


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
    gray: np.ndarray, *, photo: bool = False, osd_timeout: float = 15.0, vote: bool = True
) -> tuple[np.ndarray, Geometry, np.ndarray, float]:
    """Make a page upright and flat, then clean it for OCR.

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
    rotation, _conf = detect_orientation(gray, timeout=osd_timeout, vote=vote)
    gray = rotate90(gray, rotation)
    skew = estimate_skew(gray)
    noisy = noise_level(gray) >= 6.0
    upright, scale = upscale_small(rotate_small(gray, skew))
    clean = cv2.medianBlur(upright, 3) if noisy else upright
    clean = binarize(clean)
    return clean, Geometry(quad=quad_frac, rotation=rotation, skew=skew), upright, scale
