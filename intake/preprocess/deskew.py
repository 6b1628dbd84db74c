"""Small-angle deskew: `estimate_skew` levels the text lines by the sharpness of the row
profile of the ink (found after dividing out the light, so a shadow is not taken for
text); `rotate_small` turns by that angle with white borders.
"""

from __future__ import annotations

import cv2
import numpy as np

from intake.preprocess.base import WHITE, _ink, downscale


def estimate_skew(gray: np.ndarray, max_angle: float = 10.0,
                  thumb: np.ndarray | None = None) -> float:
    """The small rotation (degrees, counter-clockwise) that levels the text lines.

    Found by maximising the sharpness of the row profile of the ink, coarse then fine.
    `thumb`: `downscale(gray, 1000)[0]` when the caller has it already (issue 15).
    """
    small = thumb if thumb is not None else downscale(gray, 1000)[0]
    bw = _ink(small)
    if bw.mean() < 0.5 or bw.mean() > 127:  # blank or inverted/black page
        return 0.0
    h, w = bw.shape
    center = (w / 2.0, h / 2.0)

    def sharpness(angle: float) -> float:
        m = cv2.getRotationMatrix2D(center, angle, 1.0)
        rot = cv2.warpAffine(bw, m, (w, h), flags=cv2.INTER_NEAREST, borderValue=0)
        # Row sums by OpenCV in int32 (exact, as numpy's float64 sum was: at most
        # 255 x 1000 per row), a twentieth of numpy's cost; 52 profiles a page (issue 15).
        prof = cv2.reduce(rot, 1, cv2.REDUCE_SUM, dtype=cv2.CV_32S).ravel().astype(np.float64)
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
