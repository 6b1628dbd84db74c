"""Tesseract OCR (`por`) → `Word`s in page points, and re-OCR of one region.

The engine itself (a warm tesserocr API per process, the CLI as fallback) is
`intake.tess`.

`OMP_THREAD_LIMIT=1` is forced at import: tesseract's OpenMP threads thrash on small
machines (an OSD call went from 0.6 s to 40 s without it) and pages are parallelised
by processes instead. Every call has a timeout; a timeout becomes a page warning.

Coordinates: an OCR'd image of a page at `dpi` has its pixel (x, y) at page point
(x * 72 / dpi, y * 72 / dpi), origin top-left, so OCR bboxes and text-layer bboxes
mean the same thing. Everything here is picklable (plain functions and dataclasses)
so pages can be processed in a `ProcessPoolExecutor`.
"""

from __future__ import annotations

import os
import time

os.environ["OMP_THREAD_LIMIT"] = "1"

from dataclasses import dataclass, field

import numpy as np

from core.errors import DossieError
from intake.models import Page, Word

LANG = "por"


def _to_points(v: float, dpi: float) -> float:
    return float(v) * 72.0 / float(dpi)


def ocr_words(
    image: np.ndarray,
    *,
    page: int,
    dpi: float,
    psm: int = 3,
    whitelist: str | None = None,
    timeout: float = 60.0,
    offset: tuple[float, float] = (0.0, 0.0),
    lang: str = LANG,
) -> list[Word]:
    """OCR an image; return its words with bboxes in page points.

    `offset` is the image's top-left corner in page pixels (for crops). Raises
    `TimeoutError` when tesseract runs over `timeout` seconds.
    """
    from intake.tess import image_words

    return image_words(image, page=page, dpi=dpi, psm=psm, whitelist=whitelist,
                       timeout=timeout, lang=lang, offset=offset)


def _even_background(crop: np.ndarray) -> np.ndarray:
    """Divide out a tint under part of the crop (a card's grey beside white paper).

    The rules and the text line of a crop are found by one Otsu threshold, which on a
    half-grey crop parts grey from white: the grey area became a "rule" and was painted
    out, value and all (issue 12, round 7: a CNH's "EAR" never re-read). The background
    is the crop closed by a square wider than a stroke; an even crop is left as it is.
    """
    import cv2

    h, w = crop.shape[:2]
    k = max(9, (min(h, w) // 2) | 1)
    bg = cv2.morphologyEx(crop, cv2.MORPH_CLOSE, cv2.getStructuringElement(cv2.MORPH_RECT, (k, k)))
    p5, p95 = np.percentile(bg, (5, 95))
    if p95 - p5 < 12:  # even paper (scan noise stays within a few levels once closed)
        return crop
    out = crop.astype(np.float32) * (255.0 / np.maximum(bg.astype(np.float32), 1.0))
    return np.clip(out, 0, 255).astype(np.uint8)


def _strip_rules(crop: np.ndarray) -> np.ndarray:
    """Paint table borders white: a cell's rules make a one-line read fail."""
    import cv2

    _, ink = cv2.threshold(crop, 0, 255, cv2.THRESH_BINARY_INV + cv2.THRESH_OTSU)
    h, w = crop.shape[:2]
    horiz = cv2.morphologyEx(ink, cv2.MORPH_OPEN,
                             cv2.getStructuringElement(cv2.MORPH_RECT, (max(12, int(w * 0.35)), 1)))
    vert = cv2.morphologyEx(ink, cv2.MORPH_OPEN,
                            cv2.getStructuringElement(cv2.MORPH_RECT, (1, max(12, int(h * 0.8)))))
    rules = cv2.dilate(cv2.bitwise_or(horiz, vert), np.ones((3, 3), np.uint8))
    if not rules.any():
        return crop
    out = crop.copy()
    out[rules > 0] = 255
    return out


def _main_band(crop: np.ndarray, evened: bool = False) -> tuple[int, int] | None:
    """Rows (top, bottom) of the text line with the most ink, or None for a blank crop.

    A value crop often catches the bottom of its label or the top of the next cell;
    a single-line read (psm 7) must see one line only. An `evened` crop (its tint
    divided out) has white paper: a short value leaves its mean near white, so only a
    crop without any dark print is blank.
    """
    import cv2

    _, ink = cv2.threshold(crop, 0, 255, cv2.THRESH_BINARY_INV + cv2.THRESH_OTSU)
    blank = int(crop.min()) > 128 if evened else float(np.mean(crop)) > 250
    if blank or not ink.any():
        return None
    prof = ink.sum(axis=1).astype(np.float64) / 255.0
    on = prof > max(1.0, 0.01 * crop.shape[1])
    bands: list[tuple[int, int]] = []
    start = None
    for i, v in enumerate([*on.tolist(), False]):
        if v and start is None:
            start = i
        elif not v and start is not None:
            bands.append((start, i))
            start = None
    if not bands:
        return None
    # merge bands split by a thin gap (accents, the dot of an i)
    merged = [bands[0]]
    for b0, b1 in bands[1:]:
        p0, p1 = merged[-1]
        if b0 - p1 <= max(2, (p1 - p0) // 5):
            merged[-1] = (p0, b1)
        else:
            merged.append((b0, b1))
    return max(merged, key=lambda b: prof[b[0]:b[1]].sum())


def ocr_region(
    image: np.ndarray,
    bbox: tuple[float, float, float, float],
    psm: int = 7,
    whitelist: str | None = None,
    *,
    dpi: float = 300.0,
    page: int = 1,
    pad: float = 2.0,
    timeout: float = 20.0,
    upscale_to: int = 32,
) -> list[Word]:
    """Re-OCR one region of an upright page image, where a field's value lives.

    `image` is the page image at `dpi` (e.g. from `intake.pipeline.page_image`), `bbox`
    the region in page points (x0, y0, x1, y1, top-left origin), `pad` extra points
    around it. Table rules are painted out; for single-line modes (psm 7, 8, 13) only
    the inkiest text line is kept, and it is scaled so its height is about `upscale_to`
    px (tesseract reads best around 30 px; large bold print upsampled from a
    low-resolution scan is also shrunk back). No binarisation: grey edges help.
    Returned words are in page points.
    """
    import cv2

    h, w = image.shape[:2]
    k = dpi / 72.0
    x0 = int(max(0, (bbox[0] - pad) * k))
    y0 = int(max(0, (bbox[1] - pad) * k))
    x1 = int(min(w, (bbox[2] + pad) * k + 0.999))
    y1 = int(min(h, (bbox[3] + pad) * k + 0.999))
    if x1 - x0 < 2 or y1 - y0 < 2:
        return []
    crop = image[y0:y1, x0:x1]
    if crop.ndim == 3:
        crop = cv2.cvtColor(crop, cv2.COLOR_BGR2GRAY)
    even = _even_background(crop)
    evened = even is not crop
    crop = _strip_rules(even)
    line_h = float(crop.shape[0])
    if psm in (7, 8, 13):
        band = _main_band(crop, evened)
        if band is None:
            return []
        b0, b1 = band
        pad_px = max(2, (b1 - b0) // 3)
        keep = np.full_like(crop, 255)
        keep[max(0, b0 - pad_px):b1 + pad_px] = crop[max(0, b0 - pad_px):b1 + pad_px]
        crop = keep
        line_h = float(b1 - b0)
    scale = 1.0
    if psm in (7, 8, 13) and line_h > 0 and not (0.7 * upscale_to <= line_h <= 1.6 * upscale_to):
        scale = float(min(4.0, max(0.5, upscale_to / line_h)))
        crop = cv2.resize(crop, None, fx=scale, fy=scale,
                          interpolation=cv2.INTER_CUBIC if scale > 1 else cv2.INTER_AREA)
    # white margin helps tesseract with text touching the crop's border
    crop = cv2.copyMakeBorder(crop, 10, 10, 10, 10, cv2.BORDER_CONSTANT, value=255)
    try:
        words = ocr_words(crop, page=page, dpi=dpi * scale, psm=psm, whitelist=whitelist,
                          timeout=timeout)
    except (TimeoutError, RuntimeError, OSError):
        return []
    border = 10 * 72.0 / (dpi * scale)
    ox, oy = x0 / k, y0 / k
    return [
        w.model_copy(update={"bbox": (
            ox + w.bbox[0] - border, oy + w.bbox[1] - border,
            ox + w.bbox[2] - border, oy + w.bbox[3] - border,
        )})
        for w in words
    ]


# --- one page, as a picklable job -------------------------------------------------------


@dataclass(frozen=True)
class OcrJob:
    """One page to OCR: where its pixels come from and how to read them."""

    number: int  # 1-based page number inside the upload
    kind: str  # "pdf" (render page `index` of the prepared PDF) or "image" (frame `index`)
    index: int
    dpi: float  # render dpi (pdf) or nominal dpi of the image
    photo: bool = False  # try perspective correction
    timeout: float = 60.0
    max_render_pixels: int = 16_000_000
    deadline: float = float("inf")  # time.time() after which the page is skipped
    fallback_words: tuple[Word, ...] = ()  # text-layer words kept if OCR fails
    warnings: tuple[str, ...] = field(default_factory=tuple)


def run_job(job: OcrJob, source: bytes | str) -> Page:
    """Load, clean and OCR one page; never raises for a page-level failure."""
    from intake import preprocess
    from intake.raster import load_page_image
    from intake.tess import ENGINE

    data = source
    warnings = list(job.warnings)
    remaining = job.deadline - time.time()
    if remaining < 1.0:
        return _failed(job, [*warnings, f"Página {job.number}: OCR não executado (tempo esgotado para o arquivo)."])
    timeout = max(1.0, min(job.timeout, remaining))
    try:
        gray, dpi = load_page_image(data, job.kind, job.index, job.dpi, job.max_render_pixels)
    except DossieError as exc:
        return _failed(job, [*warnings, f"Página {job.number}: {exc.message}"])
    except Exception as exc:
        return _failed(job, [*warnings, f"Página {job.number}: não foi possível obter a imagem ({type(exc).__name__})."])
    if _blank(gray):
        h, w = gray.shape[:2]
        return Page(number=job.number, width=_to_points(w, dpi), height=_to_points(h, dpi),
                    source="ocr", words=list(job.fallback_words),
                    warnings=[*warnings, f"Página {job.number}: página em branco."])
    try:
        clean, geo, _upright, scale = preprocess.prepare(
            gray, engine=ENGINE, photo=job.photo, osd_timeout=min(15.0, timeout / 3), vote=timeout > 12.0
        )
        timeout = max(1.0, min(job.timeout, job.deadline - time.time()))
        dpi *= scale
        words = ocr_words(clean, page=job.number, dpi=dpi, timeout=timeout)
    except TimeoutError:
        return _failed(job, [*warnings, f"Página {job.number}: o OCR excedeu o tempo ({timeout:.0f} s) e foi interrompido."], gray, dpi)
    except Exception as exc:
        return _failed(job, [*warnings, f"Página {job.number}: falha no OCR ({type(exc).__name__})."], gray, dpi)
    h, w = clean.shape[:2]
    if geo.rotation:
        warnings.append(f"Página {job.number}: imagem girada {geo.rotation}° para ficar de pé.")
    if geo.quad is not None:
        warnings.append(f"Página {job.number}: perspectiva da foto corrigida.")
    return Page(
        number=job.number,
        width=_to_points(w, dpi),
        height=_to_points(h, dpi),
        source="ocr",
        words=words,
        rotation=geo.rotation,
        warnings=warnings,
        dpi=dpi,
        skew=geo.skew,
        quad=[list(p) for p in geo.quad] if geo.quad else None,
    )


def _blank(gray: np.ndarray) -> bool:
    from intake.preprocess import downscale

    small, _ = downscale(gray, 800)
    return float(np.mean(small < 128)) < 0.0005 or float(small.std()) < 2.0


def _failed(job: OcrJob, warnings: list[str], gray: np.ndarray | None = None, dpi: float = 72.0) -> Page:
    if gray is not None:
        h, w = gray.shape[:2]
        width, height = _to_points(w, dpi), _to_points(h, dpi)
    else:
        width, height = 612.0, 792.0
    words = list(job.fallback_words)
    source = "pdf-text" if words else "ocr"
    return Page(number=job.number, width=width, height=height, source=source, words=words,
                warnings=warnings)
