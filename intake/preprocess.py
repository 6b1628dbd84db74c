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
        best = _paper_quad(blur)
        if best is None:
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


def _paper_quad(blur: np.ndarray) -> np.ndarray | None:
    """The sheet as the largest bright region (paper on a darker, textured table).

    Edges fail there (the table's texture joins every contour); brightness does not.
    The corners are the hull points extreme along the diagonals.
    """
    area = blur.shape[0] * blur.shape[1]
    _, bw = cv2.threshold(blur, 0, 255, cv2.THRESH_BINARY + cv2.THRESH_OTSU)
    k = max(5, min(blur.shape[:2]) // 40) | 1
    bw = cv2.morphologyEx(bw, cv2.MORPH_CLOSE, np.ones((k, k), np.uint8))
    bw = cv2.morphologyEx(bw, cv2.MORPH_OPEN, np.ones((k, k), np.uint8))
    contours, _ = cv2.findContours(bw, cv2.RETR_EXTERNAL, cv2.CHAIN_APPROX_SIMPLE)
    if not contours:
        return None
    c = max(contours, key=cv2.contourArea)
    if not (0.2 * area <= cv2.contourArea(c) <= 0.92 * area):
        return None
    hull = cv2.convexHull(c).reshape(-1, 2).astype(np.float32)
    quad = _order(hull)
    if len({tuple(p) for p in quad.tolist()}) < 4 or cv2.contourArea(quad) < 0.85 * cv2.contourArea(hull):
        return None  # not a four-cornered sheet
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


def _strip_rules(bw: np.ndarray) -> np.ndarray:
    """Ink without long straight rules (table borders), which look like text lines."""
    h, w = bw.shape[:2]
    horiz = cv2.morphologyEx(bw, cv2.MORPH_OPEN, cv2.getStructuringElement(cv2.MORPH_RECT, (max(25, w // 15), 1)))
    vert = cv2.morphologyEx(bw, cv2.MORPH_OPEN, cv2.getStructuringElement(cv2.MORPH_RECT, (1, max(25, h // 15))))
    return cv2.subtract(bw, cv2.bitwise_or(horiz, vert))


def line_direction(gray: np.ndarray) -> float:
    """How much more the ink forms horizontal than vertical lines (log ratio).

    > 0: text runs left to right or right to left (0 or 180 degrees); < 0: top to
    bottom (90 or 270). Cheap (projection profiles, no OCR); about 0 when unsure.
    """
    small, _ = downscale(gray, 1000)
    bw = _strip_rules(_ink(small))
    if bw.mean() < 0.3:
        return 0.0
    # smear along each axis so that a text line becomes a bar in its own direction
    k = max(3, min(small.shape[:2]) // 60)
    along_rows = cv2.dilate(bw, np.ones((1, k), np.uint8))
    along_cols = cv2.dilate(bw, np.ones((k, 1), np.uint8))

    def sharp(img: np.ndarray) -> float:
        prof = img.sum(axis=1, dtype=np.float64)
        prof = prof / (prof.sum() or 1.0)
        return float(np.sum(np.diff(prof) ** 2)) * len(prof)

    rows, cols = sharp(along_rows), sharp(np.ascontiguousarray(along_cols.T))
    if rows <= 0 or cols <= 0:
        return 0.0
    return float(np.log(rows / cols))


def detect_orientation(
    gray: np.ndarray, timeout: float = 15.0, vote: bool = True
) -> tuple[int, float]:
    """Counter-clockwise rotation (0/90/180/270) that makes the page upright, and a confidence.

    Tesseract OSD (`--psm 0`) first, accepted when it is sure and agrees with the
    direction of the text lines (projection profiles tell 0/180 from 90/270 without
    OCR). Otherwise the candidate rotations are OCR'd on a text-dense crop scaled to a
    readable text size, and the one that reads the most confident words wins.
    """
    import pytesseract

    small, _ = downscale(gray, 2000)
    direction = line_direction(gray)
    horizontal = direction > 0.25
    vertical = direction < -0.25
    osd_ccw, conf = 0, 0.0
    try:
        osd = pytesseract.image_to_osd(
            small, config="--psm 0 -c min_characters_to_try=10", timeout=timeout
        )
        rotate = int(re.search(r"Rotate:\s*(\d+)", osd).group(1))  # type: ignore[union-attr]
        conf = float(re.search(r"Orientation confidence:\s*([\d.]+)", osd).group(1))  # type: ignore[union-attr]
        # OSD's "Rotate" is clockwise; we express rotations counter-clockwise
        osd_ccw = (360 - rotate) % 360
        sideways = osd_ccw in (90, 270)
        agrees = not ((horizontal and sideways) or (vertical and not sideways))
        if (conf >= 2.0 and agrees) or not vote:
            return (osd_ccw, conf) if agrees or not vote else (0, 0.0)
    except Exception:
        if not vote:
            return 0, 0.0
    if horizontal:
        candidates: tuple[int, ...] = (0, 180)
    elif vertical:
        candidates = (90, 270)
    else:
        candidates = (0, 90, 180, 270)
    return orientation_by_vote(gray, timeout=timeout / max(1, len(candidates) // 2),
                               candidates=candidates)


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


def _text_window(gray: np.ndarray, height: float, size: tuple[int, int]) -> tuple[int, int, int, int]:
    """The window of `size` (w, h) pixels holding the most character-sized ink, as
    (x0, y0, x1, y1): a few text lines, never the QR code or an ID card's photo."""
    h, w = gray.shape[:2]
    cw, ch = min(size[0], w), min(size[1], h)
    if (cw, ch) == (w, h):
        return 0, 0, w, h
    small, f = downscale(gray, 1000)
    mask = _char_mask(small, max(2.0, height * f))
    kw, kh = max(1, int(cw * f)), max(1, int(ch * f))
    summed = cv2.boxFilter(mask, -1, (kw, kh), normalize=False, borderType=cv2.BORDER_CONSTANT)
    cy, cx = np.unravel_index(int(np.argmax(summed)), summed.shape)
    y0 = int(np.clip(cy / f - ch / 2, 0, h - ch))
    x0 = int(np.clip(cx / f - cw / 2, 0, w - cw))
    return x0, y0, x0 + cw, y0 + ch


def orientation_by_vote(
    gray: np.ndarray, timeout: float = 15.0, candidates: tuple[int, ...] = (0, 90, 180, 270)
) -> tuple[int, float]:
    """Pick the rotation whose OCR reads the most confident words (fallback only).

    A text-dense window of the page is read, scaled so its text is about 28 px high:
    small print (phone photos) stays legible and the cost stays bounded (a few lines).
    """
    th = text_height(gray)
    f = 1.0 if th <= 0 else float(np.clip(28.0 / th, 0.25, 3.0))
    x0, y0, x1, y1 = _text_window(gray, th if th > 0 else 12.0, (int(1100 / f), int(420 / f)))
    crop = gray[y0:y1, x0:x1]
    if abs(f - 1.0) >= 0.05:
        crop = cv2.resize(crop, None, fx=f, fy=f,
                          interpolation=cv2.INTER_AREA if f < 1 else cv2.INTER_CUBIC)
    scores = {deg: _score(rotate90(crop, deg), timeout) for deg in candidates}
    best = max(scores, key=lambda d: scores[d])
    total = sum(scores.values()) or 1.0
    if 0 in scores and scores[best] <= scores[0] * 1.15:
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


def remove_rules(gray: np.ndarray, text_px: float | None = None) -> np.ndarray:
    """Paint the long, thin straight rules of forms (table borders, boxes) white.

    Tesseract's page layout analysis takes a ruled grid for image regions and drops the
    values printed inside its cells (the CRLV-e, the CNPJ card, the CNH): without the
    rules the same page reads whole. Only runs much longer than a word and thinner than
    half a character count as rules, so blurred bold text merged into a bar survives.
    Found on a half-size copy (dark-preserving) to stay cheap next to the OCR.
    """
    if gray.size == 0 or min(gray.shape[:2]) < 16:
        return gray
    half = cv2.erode(gray, np.ones((2, 2), np.uint8))[::2, ::2]
    _, ink = cv2.threshold(half, 0, 255, cv2.THRESH_BINARY_INV + cv2.THRESH_OTSU)
    if float(np.mean(ink)) > 127:  # mostly dark: inverted or a photo, leave it
        return gray
    h, w = half.shape[:2]
    # rules are a few px thick at 300 dpi; characters' strokes merged by blur are taller
    thick = int(max(2, 0.45 * text_px / 2.0)) if text_px else max(2, round(min(h, w) / 500))
    horiz = cv2.morphologyEx(ink, cv2.MORPH_OPEN,
                             cv2.getStructuringElement(cv2.MORPH_RECT, (max(20, w // 7), 1)))
    vert = cv2.morphologyEx(ink, cv2.MORPH_OPEN,
                            cv2.getStructuringElement(cv2.MORPH_RECT, (1, max(20, h // 40))))
    # drop what is too thick to be a rule (text lines smeared by blur)
    horiz = cv2.subtract(horiz, cv2.morphologyEx(
        horiz, cv2.MORPH_OPEN, cv2.getStructuringElement(cv2.MORPH_RECT, (1, thick + 1))))
    vert = cv2.subtract(vert, cv2.morphologyEx(
        vert, cv2.MORPH_OPEN, cv2.getStructuringElement(cv2.MORPH_RECT, (thick + 1, 1))))
    rules = cv2.bitwise_or(horiz, vert)
    if not rules.any():
        return gray
    rules = cv2.dilate(rules, np.ones((3, 3), np.uint8))
    mask = cv2.resize(rules, (gray.shape[1], gray.shape[0]), interpolation=cv2.INTER_NEAREST)
    out = gray.copy()
    out[mask > 0] = WHITE
    return out


def flatten_light(gray: np.ndarray) -> np.ndarray:
    """Divide out the background brightness (shadows, light gradients of photos).

    Keeps grey levels (no thresholding): the paper becomes evenly white and the ink
    keeps its anti-aliased edges, which tesseract reads better than a hard binarisation.
    """
    small, _f = downscale(gray, 800)
    k = max(15, (min(small.shape[:2]) // 25) | 1)
    bg = cv2.morphologyEx(small, cv2.MORPH_CLOSE, cv2.getStructuringElement(cv2.MORPH_ELLIPSE, (k, k)))
    bg = cv2.GaussianBlur(bg, (0, 0), k / 3)
    bg = cv2.resize(bg, (gray.shape[1], gray.shape[0]), interpolation=cv2.INTER_LINEAR)
    out = gray.astype(np.float32) * (255.0 / np.maximum(bg.astype(np.float32), 1.0))
    return np.clip(out, 0, 255).astype(np.uint8)


def binarize(gray: np.ndarray, threshold: float = 60.0) -> np.ndarray:
    """The photometric clean-up before page OCR: even out the light, drop form rules.

    Named for what it once did: a hard adaptive threshold under uneven light. That
    broke thin strokes and lost values on the BID CNH photo and on phone photos;
    dividing out the background (`flatten_light`) keeps grey edges instead. Then the
    rules of ruled forms are painted out (`remove_rules`), which makes tesseract keep
    the values printed inside table cells.
    """
    if uneven_light(gray) >= threshold:
        gray = flatten_light(gray)
    return remove_rules(gray)


# --- all together ----------------------------------------------------------------------------


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
    """Enlarge a photo so its characters are about `target` px high (phone photos of a
    whole page print text 8-12 px high, below what tesseract reads reliably)."""
    th = text_height(gray)
    if th <= 0 or th >= 0.8 * target:
        return upscale_small(gray)
    h, w = gray.shape[:2]
    f = min(3.0, target / th, (max_pixels / float(h * w)) ** 0.5)
    if f < 1.1:
        return gray, 1.0
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
    if photo:
        upright, scale = upscale_text(rotate_small(gray, skew))
    else:
        upright, scale = upscale_small(rotate_small(gray, skew))
    clean = cv2.medianBlur(upright, 3) if noisy else upright
    clean = binarize(flatten_light(clean) if photo else clean)
    return clean, Geometry(quad=quad_frac, rotation=rotation, skew=skew), upright, scale
