"""Image clean-up before OCR (OpenCV): pure functions on numpy arrays.

- `find_document_quad` / `warp_quad`: flatten a phone photo's document (perspective):
  the sheet's outline from edges or from its brightness, each side snapped to the
  strongest edge by a line fit, kept only with a different surface outside;
- `detect_orientation`: 0/90/180/270 from tesseract OSD, with an OCR-vote fallback
  on sparse pages where OSD gives up;
- `estimate_skew` / `rotate_small`: deskew small angles (projection profiles, on ink
  found after dividing out the light, so a shadow is not taken for text);
- `upscale_text` (photos): even light, characters about 22 px high, sharpened as much
  as the capture is blurred (`edge_width`), QR codes painted out — the upright image
  extractors re-read crops from;
- `binarize`: the clean-up before page OCR — `flatten_light` where the background is
  not even (`needs_flatten`; white print on dark bars is inverted), then QR codes
  (`remove_graphics`) and form rules (`remove_rules`) painted with the paper, which
  otherwise make tesseract drop whole ruled regions of a form as "images".

`Geometry` records what was applied so that the same upright image can be rebuilt
later at any dpi (field extractors re-OCR regions of it).
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


# --- perspective ----------------------------------------------------------------------


def _order(pts: np.ndarray) -> np.ndarray:
    s = pts.sum(axis=1)
    d = np.diff(pts, axis=1).ravel()
    return np.array(
        [pts[np.argmin(s)], pts[np.argmin(d)], pts[np.argmax(s)], pts[np.argmax(d)]],
        dtype=np.float32,
    )


def find_document_quad(gray: np.ndarray) -> np.ndarray | None:
    """The document's quadrilateral in a photo (paper on a table), or None.

    Returned as 4 points (tl, tr, br, bl) in pixels of `gray`, just inside the paper's
    edges. Candidates come from two cues — the largest four-cornered contour of the
    edges, and the largest bright region (paper on a darker, textured table, where the
    table's texture joins every edge contour) —; each candidate's sides are then
    snapped to the strongest edge nearby (line fits, so one wrong corner or a rounded
    card corner does not bend them), and the candidate whose sides sit on real edges
    with a different surface outside wins. None when nothing qualifies: a scan, a
    crop of the document alone, or a box printed on the page (paper on both sides of
    its border).
    """
    small, f = downscale(gray, 1000)
    area = float(small.shape[0] * small.shape[1])
    blur = cv2.GaussianBlur(small, (5, 5), 0)
    grad = _gradients(blur)
    best: np.ndarray | None = None
    best_score = 0.0
    for cand in _quad_candidates(blur):
        quad = _snap_quad(cand, grad)
        if quad is None:
            continue
        a = cv2.contourArea(quad)
        if not (0.15 * area <= a <= 0.985 * area) or not cv2.isContourConvex(quad.reshape(-1, 1, 2)):
            continue
        score = _quad_support(quad, blur, grad)
        if score > best_score:
            best, best_score = quad, score
    if best is None or best_score < 0.5:
        return None
    return _inset(best, 0.004) / f


def _quad_candidates(blur: np.ndarray) -> list[np.ndarray]:
    """Rough document quads (tl, tr, br, bl) from edge contours and from bright regions."""
    area = blur.shape[0] * blur.shape[1]
    out: list[np.ndarray] = []
    edges = cv2.Canny(blur, 50, 150)
    edges = cv2.dilate(edges, np.ones((3, 3), np.uint8), iterations=1)
    contours, _ = cv2.findContours(edges, cv2.RETR_EXTERNAL, cv2.CHAIN_APPROX_SIMPLE)
    for c in sorted(contours, key=cv2.contourArea, reverse=True)[:4]:
        if cv2.contourArea(c) < 0.15 * area:
            break
        hull = cv2.convexHull(c)
        peri = cv2.arcLength(hull, True)
        for eps in (0.02, 0.04, 0.06):
            approx = cv2.approxPolyDP(hull, eps * peri, True)
            if len(approx) == 4:
                out.append(_order(approx.reshape(4, 2).astype(np.float32)))
                break
        else:
            out.append(_order(hull.reshape(-1, 2).astype(np.float32)))
    paper = _paper_quad(blur)
    if paper is not None:
        out.append(paper)
    return out


def _gradients(blur: np.ndarray) -> tuple[np.ndarray, np.ndarray]:
    g = blur.astype(np.float32)
    return cv2.Sobel(g, cv2.CV_32F, 1, 0, ksize=3) / 4.0, cv2.Sobel(g, cv2.CV_32F, 0, 1, ksize=3) / 4.0


def _sample(img: np.ndarray, pts: np.ndarray) -> np.ndarray:
    """Bilinear samples of `img` at float points (N, 2) as x, y; 0 outside."""
    mapx = pts[:, 0].astype(np.float32).reshape(-1, 1)
    mapy = pts[:, 1].astype(np.float32).reshape(-1, 1)
    return cv2.remap(img, mapx, mapy, cv2.INTER_LINEAR, borderMode=cv2.BORDER_CONSTANT,
                     borderValue=0).ravel()


def _side_profile(p0: np.ndarray, p1: np.ndarray, grad: tuple[np.ndarray, np.ndarray],
                  reach: float, n_along: int = 48) -> tuple[np.ndarray, np.ndarray, np.ndarray]:
    """Across-the-side derivative along one side: (points on the side (N, 2), offsets
    (S,), |derivative| (N, S)); offsets go along the side's normal."""
    d = p1 - p0
    length = float(np.linalg.norm(d)) or 1.0
    d = d / length
    normal = np.array([-d[1], d[0]], np.float32)
    ts = np.linspace(0.06, 0.94, n_along, dtype=np.float32)
    base = p0[None, :] + ts[:, None] * (p1 - p0)[None, :]
    offs = np.arange(-reach, reach + 0.5, 1.0, dtype=np.float32)
    pts = base[:, None, :] + offs[None, :, None] * normal[None, None, :]
    flat = pts.reshape(-1, 2)
    gx, gy = grad
    deriv = np.abs(_sample(gx, flat) * normal[0] + _sample(gy, flat) * normal[1])
    return base, offs, deriv.reshape(len(ts), len(offs))


def _line_through(points: np.ndarray) -> tuple[np.ndarray, np.ndarray]:
    vx, vy, x0, y0 = cv2.fitLine(points.astype(np.float32), cv2.DIST_HUBER, 0, 0.01, 0.01).ravel()
    return np.array([x0, y0], np.float32), np.array([vx, vy], np.float32)


def _intersect(a: tuple[np.ndarray, np.ndarray], b: tuple[np.ndarray, np.ndarray]) -> np.ndarray | None:
    (p, r), (q, s) = a, b
    cross = float(r[0] * s[1] - r[1] * s[0])
    if abs(cross) < 1e-6:
        return None
    t = float((q[0] - p[0]) * s[1] - (q[1] - p[1]) * s[0]) / cross
    return p + t * r


def _snap_quad(quad: np.ndarray, grad: tuple[np.ndarray, np.ndarray]) -> np.ndarray | None:
    """Move each side of a rough quad onto the strongest edge near it (twice: coarse, fine)."""
    q = quad.astype(np.float32)
    for frac in (0.035, 0.012):
        lines = []
        for i in range(4):
            p0, p1 = q[i], q[(i + 1) % 4]
            reach = max(3.0, frac * float(np.linalg.norm(p1 - p0)))
            base, offs, deriv = _side_profile(p0, p1, grad, reach)
            peak = deriv.max(axis=1)
            strong = peak >= max(6.0, 0.5 * float(np.median(peak)))
            d = (p1 - p0) / (float(np.linalg.norm(p1 - p0)) or 1.0)
            normal = np.array([-d[1], d[0]], np.float32)
            if int(strong.sum()) < 6:
                lines.append((p0, d))  # no edge found: keep the side as it was
                continue
            pts = base[strong] + offs[deriv[strong].argmax(axis=1)][:, None] * normal[None, :]
            lines.append(_line_through(pts))
        corners = [_intersect(lines[i - 1], lines[i]) for i in range(4)]
        if any(c is None for c in corners):
            return None
        moved = np.array(corners, np.float32)
        if float(np.abs(moved - q).max()) > 0.15 * max(1.0, float(np.linalg.norm(q[2] - q[0]))):
            return None  # the fit ran away: not a quad with edges
        q = moved
    return _order(q)


def _quad_support(quad: np.ndarray, blur: np.ndarray, grad: tuple[np.ndarray, np.ndarray]) -> float:
    """How much the quad looks like a sheet's outline: the share of points along its
    sides with a clear edge right there, times 0 or 1 for a different surface outside
    (brighter inside, or a textured table) on at least three sides."""
    centre = quad.mean(axis=0)
    on_edge = 0
    total = 0
    different = 0
    for i in range(4):
        p0, p1 = quad[i], quad[(i + 1) % 4]
        base, _offs, deriv = _side_profile(p0, p1, grad, 2.0)
        on_edge += int((deriv.max(axis=1) >= 8.0).sum())
        total += len(base)
        d = (p1 - p0) / (float(np.linalg.norm(p1 - p0)) or 1.0)
        normal = np.array([-d[1], d[0]], np.float32)
        if float(np.dot(normal, centre - (p0 + p1) / 2)) < 0:
            normal = -normal  # point inwards
        inside = _sample(blur.astype(np.float32), base + 6.0 * normal)
        outside = _sample(blur.astype(np.float32), base - 6.0 * normal)
        brighter = float(np.median(inside) - np.median(outside)) > 20.0
        textured = float(np.std(outside)) > 2.0 * float(np.std(inside)) + 4.0
        different += int(brighter or textured)
    return (on_edge / max(1, total)) * float(different >= 3)


def _inset(quad: np.ndarray, frac: float) -> np.ndarray:
    """The quad shrunk towards its centre by `frac` of its diagonal (drops the edge's blur)."""
    centre = quad.mean(axis=0)
    diag = float(np.linalg.norm(quad[2] - quad[0]))
    out = []
    for p in quad:
        v = centre - p
        n = float(np.linalg.norm(v)) or 1.0
        out.append(p + v / n * frac * diag)
    return np.array(out, np.float32)


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
    if not (0.15 * area <= cv2.contourArea(c) <= 0.985 * area):
        return None
    hull = cv2.convexHull(c).reshape(-1, 2).astype(np.float32)
    quad = _order(hull)
    if len({tuple(p) for p in quad.tolist()}) < 4 or cv2.contourArea(quad) < 0.8 * cv2.contourArea(hull):
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
    from intake.tess import osd

    small, _ = downscale(gray, 2000)
    direction = line_direction(gray)
    horizontal = direction > 0.25
    vertical = direction < -0.25
    try:
        osd_ccw, conf = osd(small, timeout=timeout)
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
    """Confident characters read on `gray` (psm 6), weighted by confidence.

    Read by the process's warm engine (`intake.tess`): a CLI call per candidate
    rotation loaded the model again each time (issue 15: 4 s per unreadable photo).
    """
    from intake.tess import image_tsv

    try:
        tsv = image_tsv(gray, psm=6, timeout=timeout)
    except Exception:
        return 0.0
    score = 0.0
    for line in tsv.splitlines()[1:]:
        cols = line.split("\t")
        if len(cols) < 12:
            continue
        t = cols[11].strip()
        try:
            c = float(cols[10])
        except ValueError:
            continue
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


def vote_scores(crop: np.ndarray, candidates: tuple[int, ...], timeout: float = 15.0) -> dict[int, float]:
    """`_score` of the crop turned by each candidate rotation."""
    return {deg: _score(rotate90(crop, deg), timeout) for deg in candidates}


def orientation_by_vote(
    gray: np.ndarray, timeout: float = 15.0, candidates: tuple[int, ...] = (0, 90, 180, 270)
) -> tuple[int, float]:
    """Pick the rotation whose OCR reads the most confident words (fallback only).

    A text-dense window of the page is read (`vote_crop`), turned by each candidate.
    """
    scores = vote_scores(vote_crop(gray), candidates, timeout)
    best = max(scores, key=lambda d: scores[d])
    total = sum(scores.values()) or 1.0
    if 0 in scores and scores[best] <= scores[0] * 1.15:
        return 0, scores[0] / total
    return best, scores[best] / total


# --- deskew --------------------------------------------------------------------------------


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
    """Paint the straight rules of forms (table borders, boxes, underlines) with the paper.

    Tesseract's page layout analysis takes a ruled grid for an image region and drops
    the values printed inside its cells (the CRLV-e, the CNPJ card, the CNH): without
    the rules the same page reads whole. On phone photos the rules are blurred into
    light-grey bands that a global threshold misses but tesseract still sees, so ink is
    anything clearly darker than its local background.

    A rule is a run of ink much longer than a character, with paper right next to it
    along its length; blurred small print merged into a bar has its letters' strokes
    right above and below it, and a solid band (white text on a dark title bar) is
    thicker than a line of text. Found on a reduced copy (`_Work`).
    """
    work = _Work.of(gray, text_px)
    return gray if work is None else work.paint(gray, work.rules(), [])


def remove_graphics(gray: np.ndarray, text_px: float | None = None) -> np.ndarray:
    """Paint QR codes (and similar square blocks of many small ink pieces) with the paper.

    Tesseract takes such a block for an image region and drops the text lines that
    its region reaches (the 1ª HABILITAÇÃO of a CNH printed beside its QR code). A
    block counts when it is square, several characters wide, at least 40 % ink, made
    of many pieces (a big printed letter is one piece with a hole or two) and stands
    on clear paper (a QR code's quiet zone): text printed over a guilloche background
    — every real ID card — has none and is left alone.
    """
    work = _Work.of(gray, text_px)
    return gray if work is None else work.paint(gray, None, work.graphics())


def clean_page(gray: np.ndarray, text_px: float | None = None,
               reduced: tuple[np.ndarray, float] | None = None) -> np.ndarray:
    """`remove_graphics` then `remove_rules`, sharing one reduced copy of the page
    (`reduced`: a smaller copy already made, and its factor)."""
    work = _Work.of(gray, text_px, reduced)
    if work is None:
        return gray
    boxes = work.graphics()
    work.blank(boxes)
    return work.paint(gray, work.rules(), boxes)


_WORK_PX = 9.0  # character height of the reduced copy that rules and codes are found on
_WORK_SIDE = 1300  # its longest side when the character height is not known


def _blob_height(ink: np.ndarray) -> float:
    """Median height of character-sized blobs of a 0/1 ink mask (0 when too few)."""
    n, _labels, stats, _c = cv2.connectedComponentsWithStats(ink, connectivity=8)
    if n < 10:
        return 0.0
    hs = stats[1:, cv2.CC_STAT_HEIGHT]
    ws = stats[1:, cv2.CC_STAT_WIDTH]
    ok = (hs >= 4) & (hs <= ink.shape[0] // 20) & (ws <= 4 * hs)
    return float(np.median(hs[ok])) if ok.sum() >= 10 else 0.0


@dataclass
class _Work:
    """A page reduced so its characters are about `_WORK_PX` high, with its ink mask.

    `remove_rules` and `remove_graphics` find what to paint here (cheap) and paint it
    on the full-size page once.
    """

    small: np.ndarray
    f: float  # small = page * f
    t: float  # character height in `small`
    ink: np.ndarray  # 0/1: clearly darker than the local background
    paper: int  # the page's paper level

    @classmethod
    def of(cls, gray: np.ndarray, text_px: float | None,
           reduced: tuple[np.ndarray, float] | None = None) -> _Work | None:
        """The work copy of `gray`, whose characters are `text_px` high (measured on the
        copy when None). `reduced`: a smaller copy of `gray` and its factor, to shrink
        from (cheaper than shrinking the full page again; its light may differ: ink is
        judged locally)."""
        if gray.size == 0 or min(gray.shape[:2]) < 32:
            return None
        if text_px:
            f = float(np.clip(_WORK_PX / float(text_px), 0.15, 1.0))
        else:  # a page of ordinary print at about 110 dpi: characters of 7-12 px
            f = min(1.0, _WORK_SIDE / float(max(gray.shape[:2])))
        if reduced is not None and f > reduced[1] and text_px and float(text_px) * reduced[1] >= 6.0:
            f = reduced[1]  # the reduced copy is fine enough: no second pass over the page
        if f > 0.95:
            small, f = gray, 1.0
        elif reduced is not None and reduced[1] >= f:
            mid, fm = reduced
            small = mid if f / fm > 0.95 else cv2.resize(mid, None, fx=f / fm, fy=f / fm,
                                                         interpolation=cv2.INTER_AREA)
            f = small.shape[1] / float(gray.shape[1])
        else:
            small = cv2.resize(gray, None, fx=f, fy=f, interpolation=cv2.INTER_AREA)
        if text_px:
            t = float(text_px) * f
            k = max(7, int(2 * t) | 1)
        else:
            k = max(7, (max(small.shape[:2]) // 90) | 1)
        bg = cv2.morphologyEx(small, cv2.MORPH_CLOSE, cv2.getStructuringElement(cv2.MORPH_RECT, (k, k)))
        ink = (cv2.subtract(bg, small) > 30).astype(np.uint8)
        if float(ink.mean()) > 0.5:  # mostly dark: an inverted page or a picture
            return None
        if not text_px:
            t = _blob_height(ink) or max(6.0, max(small.shape[:2]) / 160.0)
        paper = int(np.percentile(gray[::7, ::7], 90))  # of the page painted, not of `small`
        return cls(small, f, t, ink, paper)

    def rules(self) -> np.ndarray:
        """0/1 mask (in `small`) of the rules, grown over their blurred edges."""
        def runs(src: np.ndarray, length: float) -> np.ndarray:
            kernel = cv2.getStructuringElement(cv2.MORPH_RECT, (max(15, int(length)), 1))
            return cv2.morphologyEx(src, cv2.MORPH_OPEN, kernel)

        rules = _rule_components(self.ink, runs(self.ink, 4.0 * self.t), self.t)
        # vertical rules (found transposed): a cell's side meets the horizontal rules at
        # its ends; a letter's stem joined to a speck or a guilloche line does not
        ink_t = np.ascontiguousarray(self.ink.T)
        ends = cv2.dilate(rules, np.ones((5, 5), np.uint8)).T if rules.any() else None
        rules |= _rule_components(ink_t, runs(ink_t, 2.2 * self.t), self.t,
                                  vertical=True, junctions=ends).T
        return cv2.dilate(rules, np.ones((3, 3), np.uint8)) if rules.any() else rules

    def graphics(self) -> list[tuple[int, int, int, int]]:
        """Boxes (x, y, w, h in `small`) of QR-code-like blocks (see `remove_graphics`)."""
        t, ink = self.t, self.ink
        # one block per code: its modules and the gaps between them are under a
        # character wide (a paragraph joined this way stays far below 40 % ink)
        joined = cv2.morphologyEx(ink, cv2.MORPH_CLOSE, np.ones((max(3, int(0.7 * t)),) * 2, np.uint8))
        _n, _labels, stats, _c = cv2.connectedComponentsWithStats(joined, connectivity=8)
        big = np.flatnonzero((stats[:, 2] >= 3.5 * t) & (stats[:, 3] >= 3.5 * t)
                             & (stats[:, 2] <= 25 * t) & (stats[:, 3] <= 25 * t))
        H, W = ink.shape[:2]
        boxes = []
        for i in big:
            if i == 0:
                continue
            x, y, w, h, _a = (int(v) for v in stats[i])
            if max(w, h) > 1.35 * min(w, h):
                continue
            roi = ink[y:y + h, x:x + w]
            if float(roi.mean()) < 0.4:
                continue
            q = max(2, int(0.6 * t))  # the quiet zone: clear paper all around
            ring = ink[max(0, y - q):min(H, y + h + q), max(0, x - q):min(W, x + w + q)]
            outside = float(int(ring.sum()) - int(roi.sum())) / max(1.0, float(ring.size - roi.size))
            if outside > 0.08:
                continue
            pieces = cv2.connectedComponents(roi, connectivity=4)[0] - 1
            holes = cv2.connectedComponents(1 - roi, connectivity=4)[0] - 1
            if pieces + holes >= 12:
                boxes.append((x, y, w, h))
        return boxes

    def blank(self, boxes: list[tuple[int, int, int, int]]) -> None:
        """Forget the ink inside `boxes` (already painted: no rules to find there)."""
        for x, y, w, h in boxes:
            self.ink[y:y + h, x:x + w] = 0

    def paint(self, gray: np.ndarray, rules: np.ndarray | None,
              boxes: list[tuple[int, int, int, int]]) -> np.ndarray:
        """`gray` with the rules and the boxes painted with the paper level."""
        if (rules is None or not rules.any()) and not boxes:
            return gray
        out = gray.copy()
        if rules is not None and rules.any():
            if self.f != 1.0:
                rules = cv2.resize(rules, (gray.shape[1], gray.shape[0]), interpolation=cv2.INTER_NEAREST)
            np.maximum(out, self.paper, out=out, where=rules > 0)
        m = round(0.3 * self.t / self.f)
        for x, y, w, h in boxes:
            x0, y0 = max(0, int(x / self.f) - m), max(0, int(y / self.f) - m)
            out[y0:int((y + h) / self.f) + m, x0:int((x + w) / self.f) + m] = self.paper
        return out


def _rule_components(ink: np.ndarray, runs: np.ndarray, t: float, vertical: bool = False,
                     junctions: np.ndarray | None = None) -> np.ndarray:
    """The horizontal runs of `runs` that are rules (see `remove_rules`), as a 0/1 mask.

    `ink` is the whole ink mask, `t` the character height in pixels. Vertical rules
    (given transposed) are thin, but values often touch them along part of their
    length: more ink beside them is tolerated (letters do not stack into long runs);
    shorter than 5 characters they must end on a horizontal rule (`junctions`, in the
    same transposed frame; None: no horizontal rules, only long ones count).
    The ink right above and below each run is counted for all runs at once.
    """
    max_thick, max_density = (0.6 * t, 0.6) if vertical else (1.4 * t, 0.35)
    n, labels, stats, _c = cv2.connectedComponentsWithStats(runs, connectivity=8)
    if n <= 1:
        return np.zeros_like(runs)
    gap = max(1, round(0.15 * t))
    # the label of the run each pixel right above/below belongs to (the larger label
    # where two runs meet: rare and harmless)
    near = np.zeros_like(labels)
    for d in range(1, gap + 1):
        np.maximum(near[d:], labels[:-d], out=near[d:])
        np.maximum(near[:-d], labels[d:], out=near[:-d])
    zone = (near > 0) & (labels == 0)
    zone_count = np.bincount(near[zone], minlength=n)
    ink_count = np.bincount(near[zone & (ink > 0)], minlength=n)
    density = ink_count / np.maximum(zone_count, 1)
    thick = stats[:, cv2.CC_STAT_AREA] / np.maximum(stats[:, cv2.CC_STAT_WIDTH], 1)
    keep = ((thick <= max_thick) & (density < max_density) & (zone_count > 0)).astype(np.uint8)
    keep[0] = 0
    if vertical:
        for i in np.flatnonzero(keep[1:] & (stats[1:, cv2.CC_STAT_WIDTH] < 5 * t)) + 1:
            x, y, w, h = (int(v) for v in stats[i, :4])
            if junctions is None or not (junctions[y:y + h, max(0, x - 2):x + 3].any()
                                         or junctions[y:y + h, max(0, x + w - 3):x + w + 2].any()):
                keep[i] = 0
    return keep[labels]


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
    dark = (level.astype(np.float32) < 0.6 * paper.astype(np.float32)).astype(np.uint8)
    dark = cv2.morphologyEx(dark, cv2.MORPH_OPEN, np.ones((max(3, k // 3),) * 2, np.uint8))
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
    or tinted regions — a grey title bar, a card's tint — over part of the page."""
    small, _ = downscale(gray, 600)
    bg = cv2.morphologyEx(small, cv2.MORPH_CLOSE, np.ones((25, 25), np.uint8))
    p5, p95 = np.percentile(bg, (5, 95))
    return bool(p95 - p5 >= threshold or float(np.mean(bg < 0.8 * p95)) >= 0.005)


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
