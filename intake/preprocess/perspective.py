"""Perspective of phone photos: `find_document_quad` finds the sheet's outline from edges
or from its brightness, snaps each side to the strongest edge by a line fit, and keeps it
only with a different surface outside; `warp_quad` flattens it.
"""

from __future__ import annotations

import cv2
import numpy as np

from intake.preprocess.base import downscale


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
