"""The fast scan path of one page: one render, one tesseract call, orientation checked by OCR.

Tesseract's orientation detection (`--psm 0`) costs as much as reading a sparse page,
and pytesseract encodes every image as PNG first (at 300 dpi as long as a third of the
OCR). Most scanned pages are upright, so this path:

1. gets the page's pixels once (`raster.load_page_image`), flattens a photo, deskews;
2. takes the text direction from projection profiles (`preprocess.line_direction`: no
   OCR), turning a sideways page by 90°;
3. reads the page with one call of the process's warm tesseract (`intake.tess`);
4. accepts the reading when its words are confident (an upside-down page reads as
   low-confidence garbage); else reads the page turned 180°; when neither reads well,
   asks tesseract's OSD and the OCR vote (`preprocess.detect_orientation`) and reads
   the page once more if they turn it sideways; the best reading wins. A page that cannot be rendered, is blank, or fails here goes to
   the full path (`ocr.run_job`), which reports it with a warning.

The `Page` is the same as `ocr.run_job`'s (dpi, rotation, skew, quad: what
`pipeline.page_image` replays), so extractors cannot tell which path read it.
"""

from __future__ import annotations

import contextlib
import os
import time
from dataclasses import dataclass
from typing import Any

import numpy as np

from intake.models import Page, Word
from intake.ocr import LANG, OcrJob, run_job
from intake.tess import ENGINE, image_words

# A reading is accepted when this share of its letters/digits sits in confident words.
# Measured on the sample fixtures (scans and photos): upright pages 0.53-0.96 (one
# photo 0.22), the same pages upside down 0.02-0.07.
ACCEPT_QUALITY = 0.35
MIN_CONFIDENT_CHARS = 12  # fewer confident characters than this: too little to judge


@dataclass(frozen=True)
class Reading:
    """One OCR pass over an upright candidate of a page."""

    words: list[Word]
    quality: float  # 0..1, see `reading_quality`
    confident_chars: int


def tesseract_words(
    image: np.ndarray, *, page: int, dpi: float, psm: int = 3, timeout: float = 60.0,
    lang: str = LANG,
) -> list[Word]:
    """OCR a grayscale image with the warm engine (`intake.tess`); words in page points.

    Raises `TimeoutError` past `timeout` seconds.
    """
    return image_words(image, page=page, dpi=dpi, psm=psm, timeout=timeout, lang=lang)


def reading_quality(words: list[Word]) -> tuple[float, int]:
    """(share of letters/digits in words read with confidence >= 0.8, their count).

    An upright page of text scores about 0.5-0.95; the same page upside down reads as
    garbage under 0.1. Tesseract reads some sideways pages well, as vertical lines:
    their words are taller than wide, and such a reading scores 0 (wrong frame).
    """
    total = good = tall = long = 0
    for w in words:
        n = sum(ch.isalnum() for ch in w.text)
        total += n
        if n >= 3:
            long += 1
            x0, y0, x1, y1 = w.bbox
            tall += (y1 - y0) > (x1 - x0)
        if w.confidence >= 0.8 and n >= 2:
            good += n
    if long and tall > 0.5 * long:
        return 0.0, 0
    return (good / total if total else 0.0), good


def _read(image: np.ndarray, job: OcrJob, dpi: float, timeout: float) -> Reading:
    words = tesseract_words(image, page=job.number, dpi=dpi, timeout=timeout)
    quality, chars = reading_quality(words)
    return Reading(words, quality, chars)


def _accepted(r: Reading) -> bool:
    return r.quality >= ACCEPT_QUALITY and r.confident_chars >= MIN_CONFIDENT_CHARS


def _to_points(v: float, dpi: float) -> float:
    return float(v) * 72.0 / float(dpi)


def _blank(gray: np.ndarray) -> bool:
    from intake.preprocess import downscale

    small, _ = downscale(gray, 800)
    return float(np.mean(small < 128)) < 0.0005 or float(small.std()) < 2.0


@dataclass(frozen=True)
class Upright:
    """A page image made upright, and what was applied to get it."""

    image: np.ndarray  # upright, deskewed, before photometric clean-up (bboxes refer to it)
    clean: np.ndarray  # what tesseract reads
    dpi: float  # of both images
    rotation: int
    skew: float
    quad: tuple[tuple[float, float], ...] | None


def _orient(flat: np.ndarray, rotation: int, skew: float, dpi: float,
            quad: tuple[tuple[float, float], ...] | None, photo: bool,
            turned: np.ndarray | None = None) -> Upright:
    """Turn, deskew and clean a flattened page: the tail of `preprocess.prepare`.

    Mirrors `prepare` after its orientation step, with the same public functions, so
    both paths feed tesseract the same pixels (an error here sends the page to the
    full path, never to a crash). `turned`: `flat` already turned by `rotation`.
    """
    import cv2

    from intake import preprocess

    if turned is None:
        turned = preprocess.rotate90(flat, rotation)
    noisy = preprocess.noise_level(turned) >= 6.0
    upscale = preprocess.upscale_text if photo else preprocess.upscale_small
    upright, scale = upscale(preprocess.rotate_small(turned, skew))
    clean = cv2.medianBlur(upright, 3) if noisy else upright
    clean = preprocess.binarize(preprocess.flatten_light(clean) if photo else clean)
    return Upright(upright, clean, dpi * scale, rotation, skew, quad)


def read_page(
    job: OcrJob, source: bytes | str | None = None
) -> tuple[Page, np.ndarray | None]:
    """Read one page by the fast path; (page, upright image the bboxes refer to, or None).

    Never raises for a page-level failure: a page that cannot be rendered, is blank,
    or fails here is handed to `ocr.run_job`, which turns failures into page warnings.
    """
    data = source if source is not None else _SOURCE
    assert data is not None, "read_page needs the source bytes"
    if job.deadline - time.time() < 1.0:
        return run_job(job, data), None  # the full path reports the exhausted budget
    try:
        from intake.raster import load_page_image

        gray, dpi = load_page_image(data, job.kind, job.index, job.dpi, job.max_render_pixels)
        if _blank(gray):
            return run_job(job, data), None
        chosen, reading = _upright_reading(gray, dpi, job)
    except Exception:  # a timeout or a failure: the full path, with its warnings
        return run_job(job, data), None
    warnings = list(job.warnings)
    if chosen.rotation:
        warnings.append(f"Página {job.number}: imagem girada {chosen.rotation}° para ficar de pé.")
    if chosen.quad is not None:
        warnings.append(f"Página {job.number}: perspectiva da foto corrigida.")
    h, w = chosen.image.shape[:2]
    page = Page(
        number=job.number,
        width=_to_points(w, chosen.dpi),
        height=_to_points(h, chosen.dpi),
        source="ocr",
        words=reading.words,
        rotation=chosen.rotation,
        warnings=warnings,
        dpi=chosen.dpi,
        skew=chosen.skew,
        quad=[list(p) for p in chosen.quad] if chosen.quad else None,
    )
    return page, chosen.image


def _timeout(job: OcrJob) -> float:
    remaining = job.deadline - time.time()
    if remaining < 1.0:
        raise TimeoutError("no time left for this file")
    return max(1.0, min(job.timeout, remaining))


def _upright_reading(gray: np.ndarray, dpi: float, job: OcrJob) -> tuple[Upright, Reading]:
    """Flatten, orient and read a page: one OCR when the first guess reads well.

    Guess: the text direction from projection profiles, no OCR; upright or upside down
    from a crop of a few lines (`_flip_vote`: read upright, and turned only when that
    reads poorly); then what tesseract's OSD and the OCR vote
    (`preprocess.detect_orientation`) say.
    """
    from intake import preprocess

    gray = preprocess.to_gray(gray)
    quad_frac = None
    if job.photo:
        quad = preprocess.find_document_quad(gray)
        if quad is not None:
            h, w = gray.shape[:2]
            quad_frac = tuple((float(x) / w, float(y) / h) for x, y in quad)
            gray = preprocess.warp_quad(gray, quad)
    # the text direction, judged on a deskewed thumbnail (a skewed page smears its lines)
    small, f = preprocess.downscale(gray, 1000)
    if preprocess.light_on_dark(small):  # a dark card: light print made dark (issue 15)
        gray = 255 - gray
        small = 255 - small
    skew = preprocess.estimate_skew(gray, thumb=small)
    base, based = 0, gray
    if preprocess.lines_down(preprocess.line_direction(preprocess.rotate_small(small, skew))):
        base = 270
        based = preprocess.rotate90(gray, base)  # once: a whole-page copy (issue 15)
        skew = preprocess.estimate_skew(based)
    # upright or upside down? a few lines read upright tell, for a tenth of a page read
    flip, sure = _flip_vote(based, skew, job, (preprocess.rotate90(small, base), f))
    first = _orient(gray, base, skew, dpi, quad_frac, job.photo, based)
    if flip:
        first = _flipped(first)
    reading = _read(first.clean, job, first.dpi, _timeout(job))
    if _accepted(reading):
        return first, reading
    best = (first, reading)
    if not sure:  # the other way up, read in full
        flipped = _flipped(first)
        other = _read(flipped.clean, job, flipped.dpi, _timeout(job))
        if _accepted(other):
            return flipped, other
        best = max(best, (flipped, other), key=lambda c: _score(c[1]))
    timeout = _timeout(job)
    vote = timeout > 6.0
    direction = preprocess.line_direction(first.image)
    if not sure and preprocess.only_upright_or_flipped(direction, vote):
        # both ways up were read in full, and OSD and the vote could only pick one of
        # them (lines run across the page): the best reading stands (issue 15: 0.15 s
        # of OCR on an unreadable photo)
        return best
    turn, _conf = preprocess.detect_orientation(first.image, engine=ENGINE,
                                                timeout=min(15.0, timeout / 3),
                                                vote=vote, direction=direction)
    if turn == 180 and sure:
        # the crop vote was sure but the page does not read well and OSD turns it over:
        # the other way up was never read in full (rare: a vote crop that misled)
        flipped = _flipped(first)
        other = _read(flipped.clean, job, flipped.dpi, _timeout(job))
        return max(best, (flipped, other), key=lambda c: _score(c[1]))
    if turn % 180 == 0:  # 0 or 180: read already
        return best
    # the text direction was wrong: deskew again in the right one and read once more
    rotation = (first.rotation + turn) % 360
    skew = preprocess.estimate_skew(preprocess.rotate90(gray, rotation))
    turned = _orient(gray, rotation, skew, dpi, quad_frac, job.photo)
    again = _read(turned.clean, job, turned.dpi, _timeout(job))
    return max(best, (turned, again), key=lambda c: _score(c[1]))


# The flip vote: a crop of a few text lines (`preprocess.vote_crop`, 800 x 200 px at
# text 28 px high) reads as a confident reading one way up and as garbage the other.
# Lazy (issue 15): the crop is read upright first and, when that reading is good, the
# page is taken as upright without reading the crop turned (most pages of a dossier).
# Calibrated on the sample fixtures' scans and photos, the BID photos and the bench
# page, crops found on the page's 1000-px thumbnail: upright crops 0.34-0.99 of their
# characters confident, 11-121 of them (0.55-0.99 and 44+ on scans); the same crops
# turned 0.00-0.16 with at most 12 (one unreadable BID card 1.00 of 8).
VOTE_CROP = (800, 200)
VOTE_QUALITY = 0.30
VOTE_CHARS = 18


def _flip_vote(turned: np.ndarray, skew: float, job: OcrJob,
               thumb: tuple[np.ndarray, float] | None = None) -> tuple[bool, bool]:
    """(read the page upside down?, is that sure?) from a text-dense crop read by the
    warm engine: upright first (most pages: one small read), then upside down.

    Issue 15: an upside-down page was read in full twice (1.64x the tesseract CLI);
    the crop costs about a twentieth of a page read.
    """
    from intake import preprocess

    try:
        crop = preprocess.rotate_small(preprocess.vote_crop(turned, size=VOTE_CROP, thumb=thumb), skew)
        timeout = min(5.0, _timeout(job) / 4)
        for flip in (False, True):
            words = tesseract_words(preprocess.rotate90(crop, 180) if flip else crop,
                                    page=job.number, dpi=300.0, psm=6, timeout=timeout)
            quality, chars = reading_quality(words)
            if quality >= VOTE_QUALITY and chars >= VOTE_CHARS:
                return flip, True
    except Exception:  # a failed vote costs the second full read, nothing else
        pass
    return False, False


def _flipped(u: Upright) -> Upright:
    """The prepared page turned 180 degrees: rotations about the centre commute, so
    turning the prepared images is exact (and the photo clean-up runs once)."""
    from intake import preprocess

    return Upright(preprocess.rotate90(u.image, 180), preprocess.rotate90(u.clean, 180),
                   u.dpi, (u.rotation + 180) % 360, u.skew, u.quad)


def _score(r: Reading) -> float:
    return r.quality * max(1, r.confident_chars)


_SOURCE: bytes | str | None = None
_SOURCE_KEY: tuple[str, int, int] | None = None


def _source_at(path: str, kind: str) -> bytes | str:
    """A pool worker's source: a PDF by its path (PDFium reads only what a page needs),
    an image's bytes read once per file."""
    global _SOURCE, _SOURCE_KEY
    if kind == "pdf":
        return path
    st = os.stat(path)
    key = (path, st.st_ino, st.st_size)
    if key != _SOURCE_KEY or not isinstance(_SOURCE, bytes):
        _SOURCE, _SOURCE_KEY = None, None
        with open(path, "rb") as fh:
            _SOURCE = fh.read()
        _SOURCE_KEY = key
    return _SOURCE


def read_page_at(job: OcrJob, path: str, keep: str | None = None) -> Page:
    """`read_page` for a pool worker: the source from a file, the page back.

    `keep`: a directory where the page's upright image is left as `<number>.npy` (raw,
    written whole then renamed), so that the caller's re-OCR of fields reads the very
    pixels OCR read instead of rendering and turning the page again (issue 15: 10 % of
    the server's time on a 10-page scan). Only words travel through the pipe.
    """
    try:
        data = _source_at(path, job.kind)
    except OSError:
        return run_job(job, b"")  # reported by the full path as a page that cannot be read
    try:
        page, image = read_page(job, data)
        if keep is not None and image is not None:
            _leave_image(image, keep, page.number)
        return page
    finally:
        _release_memory()


def _leave_image(image: np.ndarray, keep: str, number: int) -> None:
    """Write the image for the caller; a failure only costs it a render."""
    target = os.path.join(keep, f"{number}.npy")
    part = target + ".part"
    try:
        with open(part, "wb") as fh:
            np.save(fh, np.ascontiguousarray(image), allow_pickle=False)
        os.replace(part, target)
    except OSError:
        with contextlib.suppress(OSError):
            os.unlink(part)


def _release_memory() -> None:
    """Hand freed heap back to the system after each page.

    A worker reads page after page; without this glibc keeps the high-water mark of
    every page's images and tesseract's structures (issue 3: ≤ 500 MiB on 100 pages).
    """
    global _LIBC
    if _LIBC is None:
        import ctypes
        import ctypes.util

        try:
            _LIBC = ctypes.CDLL(ctypes.util.find_library("c") or "libc.so.6")
            _LIBC.malloc_trim  # noqa: B018 - glibc only
        except (OSError, AttributeError):
            _LIBC = False
    if _LIBC:
        _LIBC.malloc_trim(0)


_LIBC: Any = None  # the C library once loaded; False where malloc_trim is missing
