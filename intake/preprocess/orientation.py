"""Which way up a page is.

- `line_direction`: 0/180 against 90/270 from projection profiles, no OCR;
- `detect_orientation`: tesseract's OSD, accepted when sure and in agreement with the
  text direction, else the OCR vote (`orientation_by_vote`) on a text-dense crop.

The OCR engine is passed in (`intake.tess.OcrEngine`, in production `intake.tess.ENGINE`,
the process's warm tesseract): this module never loads an OCR engine itself (issue 16,
item 7), so tests and other engines can stand in.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

import cv2
import numpy as np

from intake.preprocess.base import _ink, _strip_rules, downscale, rotate90
from intake.preprocess.textsize import vote_crop

if TYPE_CHECKING:
    from intake.tess import OcrEngine


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


ACROSS = 0.25  # |line_direction| beyond which the lines' direction is taken as sure


def lines_across(direction: float) -> bool:
    """Whether a page whose `line_direction` is `direction` has its lines across it."""
    return direction > ACROSS


def lines_down(direction: float) -> bool:
    """Whether a page whose `line_direction` is `direction` has its lines running down it
    (a page turned sideways)."""
    return direction < -ACROSS


def detect_orientation(
    gray: np.ndarray, *, engine: OcrEngine, timeout: float = 15.0, vote: bool = True,
    direction: float | None = None,
) -> tuple[int, float]:
    """Counter-clockwise rotation (0/90/180/270) that makes the page upright, and a confidence.

    Tesseract OSD (`--psm 0`) first, accepted when it is sure and agrees with the
    direction of the text lines (projection profiles tell 0/180 from 90/270 without
    OCR). Otherwise the candidate rotations are OCR'd on a text-dense crop scaled to a
    readable text size, and the one that reads the most confident words wins.
    `direction`: `line_direction(gray)` when the caller has it already.
    """
    small, _ = downscale(gray, 2000)
    if direction is None:
        direction = line_direction(gray)
    horizontal = lines_across(direction)
    vertical = lines_down(direction)
    try:
        osd_ccw, conf = engine.osd(small, timeout=timeout)
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
    return orientation_by_vote(gray, engine=engine,
                               timeout=timeout / max(1, len(candidates) // 2),
                               candidates=candidates)


def only_upright_or_flipped(direction: float, vote: bool) -> bool:
    """Whether `detect_orientation` can only answer 0 or 180 for a page whose lines run
    in `direction`: horizontal lines, and the vote to overrule a sideways OSD. A caller
    that has read the page both ways up already needs not ask it (issue 15)."""
    return vote and lines_across(direction)


def _score(gray: np.ndarray, engine: OcrEngine, timeout: float) -> float:
    """Confident characters read on `gray` (psm 6), weighted by confidence.

    In production the process's warm engine (`intake.tess.ENGINE`): a CLI call per
    candidate rotation loaded the model again each time (issue 15: 4 s per unreadable
    photo).
    """
    try:
        tsv = engine.tsv(gray, psm=6, timeout=timeout)
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


def vote_scores(crop: np.ndarray, candidates: tuple[int, ...], *, engine: OcrEngine,
                timeout: float = 15.0) -> dict[int, float]:
    """`_score` of the crop turned by each candidate rotation."""
    return {deg: _score(rotate90(crop, deg), engine, timeout) for deg in candidates}


def orientation_by_vote(
    gray: np.ndarray, *, engine: OcrEngine, timeout: float = 15.0,
    candidates: tuple[int, ...] = (0, 90, 180, 270),
) -> tuple[int, float]:
    """Pick the rotation whose OCR reads the most confident words (fallback only).

    A text-dense window of the page is read (`vote_crop`), turned by each candidate.
    """
    scores = vote_scores(vote_crop(gray), candidates, engine=engine, timeout=timeout)
    best = max(scores, key=lambda d: scores[d])
    total = sum(scores.values()) or 1.0
    if 0 in scores and scores[best] <= scores[0] * 1.15:
        return 0, scores[0] / total
    return best, scores[best] / total
