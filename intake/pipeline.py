"""Intake's entry point: bytes in, `Document` out.

sniff → limits → per page, the PDF text layer or OCR (images and TIFF frames are
always OCR'd) → `Document` with pt-BR warnings for anything repaired or skipped.
The uploaded bytes are never modified (the PDF is rewritten into a separate clean
copy). Every refusal is a `DossieError` subclass; library errors are wrapped.

Scanned pages go through `intake.scanpage` (one render and one tesseract call when the
page reads well as first guessed; `intake.ocr.run_job` for pages it cannot handle).
Several pages run in a pool of `limits.ocr_workers` processes that open the PDF from a
temporary file (image frames: the bytes, once per worker) and render their own pages,
one at a time, so only words travel back: a 100-page scan is streamed page by page.
The whole file has `limits.time_budget(pages)` seconds (it scales with the pages).
"""

from __future__ import annotations

import contextlib
import hashlib
import multiprocessing
import os
import tempfile
import time
import weakref
from concurrent.futures.process import BrokenProcessPool
from pathlib import Path

import numpy as np

from core.errors import DamagedFile, DossieError, TooLarge
from intake import pool as page_pool
from intake.limits import DEFAULT_LIMITS, Limits, check_bytes, image_header
from intake.models import Document, Page
from intake.names import safe_name
from intake.ocr import OcrJob
from intake.scanpage import read_page, read_page_at
from intake.sniff import HEIC, HEIF, JPEG, WEBP, sniff

PHOTO_TYPES = frozenset({JPEG, HEIC, HEIF, WEBP})


def read_file(path: str | os.PathLike[str], limits: Limits | None = None) -> Document:
    """Read a file from disk (see `read_bytes`)."""
    limits = limits or DEFAULT_LIMITS
    p = Path(path)
    try:
        size = p.stat().st_size
        check_bytes(size, limits)
        data = p.read_bytes()
    except DossieError:
        raise
    except OSError as exc:
        raise DamagedFile(f"O arquivo não pôde ser lido do disco ({exc.strerror or exc}).") from None
    return read_bytes(data, p.name, limits)


def read_bytes(data: bytes, name: str, limits: Limits | None = None) -> Document:
    """Turn an upload into a `Document`, or raise a `DossieError` with a pt-BR message."""
    limits = limits or DEFAULT_LIMITS
    try:
        return _read(bytes(data), safe_name(name), limits)
    except DossieError:
        raise
    except MemoryError:
        raise TooLarge("O arquivo exige memória demais para ser lido.") from None
    except RecursionError:
        raise DamagedFile("O arquivo está danificado: estrutura aninhada demais.") from None
    except Exception as exc:  # a library failed in a way we did not foresee
        raise DamagedFile(
            f"O arquivo não pôde ser lido ({type(exc).__name__}); verifique se não está danificado."
        ) from None


def _read(data: bytes, file: str, limits: Limits) -> Document:
    start = time.time()
    check_bytes(len(data), limits)
    sniffed = sniff(data, file)
    sha = hashlib.sha256(data).hexdigest()
    warnings = list(sniffed.warnings)
    if sniffed.is_pdf:
        pages, source, more, images = _pdf_pages(data, limits, start)
        kind = "pdf"
    else:
        pages, source, more, images = _image_pages(data, sniffed.media_type, limits, start)
        kind = "image"
    warnings.extend(more)
    doc = Document(file=file, sha256=sha, media_type=sniffed.media_type, pages=pages,
                   warnings=_dedup(warnings))
    doc._render_source = source
    doc._render_kind = kind
    _remember_images(doc, images)
    return doc


Images = dict[int, np.ndarray]  # page number → the upright image its OCR bboxes refer to


def _pdf_pages(
    data: bytes, limits: Limits, start: float
) -> tuple[list[Page], bytes, list[str], Images]:
    from intake.pdf import ocr_render_dpi, prepare_pdf, text_pages

    prepared = prepare_pdf(data, limits)
    deadline = start + limits.time_budget(prepared.page_count)
    warnings = list(prepared.warnings)
    texts = text_pages(prepared, limits, deadline)
    pages: dict[int, Page] = {}
    jobs: list[OcrJob] = []
    sizes: dict[int, tuple[float, float]] = {}
    for tp in texts:
        sizes[tp.number] = (tp.width, tp.height)
        if tp.needs_ocr:
            jobs.append(
                OcrJob(
                    number=tp.number, kind="pdf", index=tp.number - 1,
                    dpi=ocr_render_dpi(tp.width, tp.height, tp.scan_dpi, limits),
                    timeout=limits.ocr_timeout_s, max_render_pixels=limits.max_render_pixels,
                    deadline=deadline, fallback_words=tuple(tp.words), warnings=tuple(tp.warnings),
                )
            )
        else:
            pages[tp.number] = Page(number=tp.number, width=tp.width, height=tp.height,
                                    source="pdf-text", words=tp.words, warnings=tp.warnings)
    # heaviest pages first (longest-processing-time order): a dense page left for last
    # would keep one worker busy while the other idles (issue 3: 8 pages on 2 workers)
    weight = {tp.number: tp.image_bytes for tp in texts}
    jobs.sort(key=lambda j: -weight.get(j.number, 0))
    images: Images = {}
    for page in run_jobs(jobs, prepared.data, limits, images):
        if page.source == "pdf-text":  # OCR failed: keep the text layer's frame
            w, h = sizes[page.number]
            page = page.model_copy(update={"width": w, "height": h})
        pages[page.number] = page
    ordered = [pages[n] for n in sorted(pages)]
    for p in ordered:
        warnings.extend(p.warnings)
    return ordered, prepared.data, warnings, images


def _image_pages(
    data: bytes, media_type: str, limits: Limits, start: float
) -> tuple[list[Page], bytes, list[str], Images]:
    from intake.raster import is_truncated

    if media_type in (HEIC, HEIF):
        from intake.raster import _register_heif

        _register_heif()
    _w, _h, frames = image_header(data, limits)
    deadline = start + limits.time_budget(frames)
    warnings: list[str] = []
    if is_truncated(data, media_type):
        warnings.append("A imagem está incompleta (truncada); foi lida só a parte disponível.")
    jobs = [
        OcrJob(number=i + 1, kind="image", index=i, dpi=0.0,
               photo=media_type in PHOTO_TYPES, timeout=limits.ocr_timeout_s,
               max_render_pixels=limits.max_render_pixels, deadline=deadline)
        for i in range(frames)
    ]
    images: Images = {}
    pages = sorted(run_jobs(jobs, data, limits, images), key=lambda p: p.number)
    for p in pages:
        warnings.extend(p.warnings)
    if pages and all(p.warnings and not p.words and p.dpi is None for p in pages) and any(
        "danificada" in w for p in pages for w in p.warnings
    ):
        raise DamagedFile(pages[0].warnings[-1].split(": ", 1)[-1])
    return pages, data, warnings, images


def run_jobs(
    jobs: list[OcrJob], source: bytes, limits: Limits, images: Images | None = None
) -> list[Page]:
    """OCR pages: in this process for one page, else in the shared pool (`intake.pool`).

    A page read here leaves its upright image in `images` (when given), so that the
    extractors' re-OCR of its fields does not render it again; pool workers keep theirs.
    The workers open the file from a private temporary copy: for a PDF, PDFium reads
    what each page needs instead of every worker holding a copy of the whole file.
    """
    if not jobs:
        return []
    workers = min(limits.ocr_workers, len(jobs))
    if workers <= 1:
        return _run_here(jobs, source, images if len(jobs) == 1 else None)
    # a daemonic process (a Celery prefork worker, a multiprocessing.Pool worker such as
    # the accuracy bench's) cannot have children: its pages are read by threads, each
    # with its own warm engine (issue 15: they were read one after the other, on one core)
    if multiprocessing.current_process().daemon:
        return _run_threads(jobs, source, workers)
    with page_pool.pages_of(source) as path:
        try:
            pool = page_pool.get(limits.ocr_workers)
        except (OSError, ValueError, AssertionError):
            return _run_here(jobs, source, None)
        keep = (tempfile.mkdtemp(prefix="dossie-upright-")
                if images is not None and len(jobs) <= KEEP_PAGES else None)
        try:
            # pages are handed out one at a time, in order: each worker renders, reads
            # and drops one page before taking the next; only its words come back (and,
            # through `keep`, its upright image)
            pages = list(pool.map(read_page_at, jobs, [path] * len(jobs),
                                  [keep] * len(jobs), chunksize=1))
        except BrokenProcessPool:
            page_pool.discard(pool)
            raise DamagedFile(
                "O arquivo fez o leitor de páginas falhar; verifique se não está danificado."
            ) from None
        finally:
            if keep is not None and images is not None:  # both, or neither
                _collect_images(keep, images)
        return pages


# Upright images of the pool's pages come back through files for documents up to this
# many OCR'd pages (about 4 MB each at 200 dpi, on disk and mapped, not in memory);
# longer ones render a page again when a field is re-read.
KEEP_PAGES = 40


def _collect_images(keep: str, images: Images) -> None:
    """Map the images the workers left in `keep` and remove the files: a mapping
    outlives its unlinked file, and the pages are read only where a field is re-OCR'd."""
    import shutil

    try:
        names = os.listdir(keep)
    except OSError:
        names = []
    for name in names:
        stem, _, ext = name.partition(".")
        if ext != "npy" or not stem.isdigit():
            continue
        f = os.path.join(keep, name)
        # a file that does not load: that page is rendered again if a field needs it
        with contextlib.suppress(OSError, ValueError):
            images[int(stem)] = np.load(f, mmap_mode="r", allow_pickle=False)
    shutil.rmtree(keep, ignore_errors=True)


def _run_threads(jobs: list[OcrJob], source: bytes, workers: int) -> list[Page]:
    from concurrent.futures import ThreadPoolExecutor

    def one(job: OcrJob) -> Page:
        return read_page(job, source)[0]

    with ThreadPoolExecutor(max_workers=workers, thread_name_prefix="dossie-page") as ex:
        return list(ex.map(one, jobs))


def _run_here(jobs: list[OcrJob], source: bytes, images: Images | None) -> list[Page]:
    out = []
    for job in jobs:
        page, image = read_page(job, source)
        if images is not None and image is not None:
            image.flags.writeable = False
            images[page.number] = image
        out.append(page)
    return out


# upright images kept from the OCR of a document read in this process (one-page files),
# dropped with the document
_IMAGES: dict[int, tuple[weakref.ref[Document], Images]] = {}


def _remember_images(doc: Document, images: Images) -> None:
    if not images:
        return
    key = id(doc)
    _IMAGES[key] = (weakref.ref(doc), images)
    weakref.finalize(doc, _IMAGES.pop, key, None)


def _remembered(doc: Document, page: Page, dpi: float | None) -> np.ndarray | None:
    entry = _IMAGES.get(id(doc))
    if entry is None or entry[0]() is not doc or page.dpi is None:
        return None
    if dpi is not None and abs(float(dpi) - page.dpi) > 0.5:
        return None
    return entry[1].get(page.number)


def page_image(document: Document, page_number: int, dpi: float | None = None) -> np.ndarray:
    """The upright grayscale image of a page, at `dpi` (default: the dpi it was OCR'd at).

    Its pixel (x, y) is page point (x * 72 / dpi, y * 72 / dpi): crop with a field's
    bbox and pass it to `intake.ocr.ocr_region(image, bbox, dpi=dpi)`. The image of a
    page OCR'd in this process is the very one that was read (read-only), not a render.
    """
    from intake.preprocess import Geometry, apply_geometry
    from intake.raster import load_page_image

    source, kind = document._render_source, document._render_kind
    if source is None or kind is None:
        raise DamagedFile("A imagem da página não está disponível para este documento.")
    page = next((p for p in document.pages if p.number == page_number), None)
    if page is None:
        raise DamagedFile(f"O documento não tem a página {page_number}.")
    kept = _remembered(document, page, dpi)
    if kept is not None:
        return kept
    want = float(dpi or page.dpi or DEFAULT_LIMITS.render_dpi)
    if kind == "pdf":
        gray, used = load_page_image(source, "pdf", page_number - 1, want, 10**9)
    else:
        gray, used = load_page_image(source, "image", page_number - 1, 0.0, 10**9)
        if abs(used - want) > 0.5:
            import cv2

            f = want / used
            gray = cv2.resize(gray, None, fx=f, fy=f,
                              interpolation=cv2.INTER_AREA if f < 1 else cv2.INTER_CUBIC)
    quad = tuple((float(x), float(y)) for x, y in page.quad) if page.quad else None
    return apply_geometry(gray, Geometry(quad=quad, rotation=page.rotation, skew=page.skew))


def _dedup(items: list[str]) -> list[str]:
    return list(dict.fromkeys(items))
