"""Image clean-up before OCR (OpenCV): pure functions on numpy arrays, one module per step.

- `base`: grayscale, shrink, quarter turns, the ink mask, `Geometry`;
- `perspective`: flatten a phone photo's document (`find_document_quad`, `warp_quad`);
- `orientation`: which way up (`line_direction` by projection profiles;
  `detect_orientation`: tesseract OSD, with an OCR-vote fallback on sparse pages), with
  the OCR engine passed in (`intake.tess.OcrEngine`);
- `textsize`: character height and the text-dense crop the vote reads (`vote_crop`);
- `deskew`: small angles (`estimate_skew`, `rotate_small`);
- `light`: noise, uneven light (`flatten_light`) and `binarize`, the clean-up before
  page OCR;
- `graphics`: form rules and QR codes painted with the paper (tesseract drops whole
  ruled regions of a form as "images" otherwise);
- `scale`: characters brought to a readable size (`upscale_text` for photos);
- `prepare`: the whole clean-up of one page, and `apply_geometry` to replay it at any
  dpi (field extractors re-OCR regions of the upright image).

The names below are this package's public surface (it was one module, `preprocess.py`,
until issue 16 item 7 split it).
"""

from __future__ import annotations

from intake.preprocess.base import WHITE, Geometry, downscale, rotate90, to_gray
from intake.preprocess.deskew import estimate_skew, rotate_small
from intake.preprocess.graphics import clean_page, remove_graphics, remove_rules
from intake.preprocess.light import (
    binarize,
    denoise,
    flatten_light,
    light_on_dark,
    needs_flatten,
    noise_level,
    uneven_light,
)
from intake.preprocess.orientation import (
    detect_orientation,
    line_direction,
    lines_down,
    only_upright_or_flipped,
    orientation_by_vote,
    vote_scores,
)
from intake.preprocess.perspective import find_document_quad, warp_quad
from intake.preprocess.prepare import apply_geometry, prepare
from intake.preprocess.scale import edge_width, sharpen, upscale_small, upscale_text
from intake.preprocess.textsize import text_height, vote_crop

__all__ = [
    "WHITE",
    "Geometry",
    "apply_geometry",
    "binarize",
    "clean_page",
    "denoise",
    "detect_orientation",
    "downscale",
    "edge_width",
    "estimate_skew",
    "find_document_quad",
    "flatten_light",
    "light_on_dark",
    "line_direction",
    "lines_down",
    "needs_flatten",
    "noise_level",
    "only_upright_or_flipped",
    "orientation_by_vote",
    "prepare",
    "remove_graphics",
    "remove_rules",
    "rotate90",
    "rotate_small",
    "sharpen",
    "text_height",
    "to_gray",
    "uneven_light",
    "upscale_small",
    "upscale_text",
    "vote_crop",
    "vote_scores",
    "warp_quad",
]
