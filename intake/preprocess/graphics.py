"""Form rules and QR codes painted with the paper (`remove_rules`, `remove_graphics`,
`clean_page`): tesseract's page layout analysis takes a ruled grid or a QR code for an
image region and drops the text it reaches. What to paint is found on a reduced copy of
the page (`_Work`) and painted on the full-size page once.
"""

from __future__ import annotations

from dataclasses import dataclass

import cv2
import numpy as np


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
