"""Evidence crops: the page image of a stored original with one field's box highlighted.

The report's `read` entries name a document (the extraction's `file`), a field, its
page and bbox (page points, 1/72 in). `locate` ties each entry to the stored extracted
document it came from, so the clerk's page can ask for `crop_png(extraction, field)`;
the box is always taken from the stored extraction, never from the caller.

Page images come from the stored original through `intake.pipeline.page_image` (so a
scan is shown upright and deskewed, in the frame its bboxes refer to), read in an
isolated worker process — never PDFium in the server's threads (issue 17, finding 4) —
and are cached as PNG under `<storage>/derived/pages/` — derived data, rebuilt at will. Documents
uploaded as `*.extraction.json` have no original image: their entries carry the value
only (`has_image` false).
"""

from __future__ import annotations

import io
import os
import threading
from pathlib import Path
from typing import Any

import numpy as np
from PIL import Image, ImageDraw
from pydantic import BaseModel
from sqlalchemy import select
from sqlalchemy.orm import Session

from core.errors import DossieError, EvidenceUnavailable, NotFound
from core.settings import Settings
from dossie.services import audit, dossiers, processing
from dossie.services.isolated import IsolatedCrash, IsolatedPool, IsolatedTimeout
from dossie.services.principal import Principal
from dossie.store.blobs import BlobStore
from dossie.store.documents import ExtractedDocument
from dossie.store.files import Blob, DossierFile
from intake.limits import Limits

CROP_DPI = 110  # pixels per inch of the served images
MARGIN_X_IN, MARGIN_Y_IN = 1.6, 0.55  # context kept around the box in a crop, inches
PAD_PX = 4  # the highlight is drawn a little outside the word box
HIGHLIGHT = (255, 205, 0, 90)  # translucent yellow fill
OUTLINE = (229, 34, 7, 255)  # gov.br "danger" red outline
_locks: dict[str, threading.Lock] = {}
_locks_guard = threading.Lock()


class EvidenceRef(BaseModel):
    """Where one value read by the engine came from, and whether a crop can be drawn."""

    extraction_id: str
    file_id: str
    document: str
    field: str
    value: Any = None
    page: int | None = None
    bbox: tuple[float, float, float, float] | None = None
    corrected: bool = False
    has_image: bool = False


def _field_position(row: ExtractedDocument, field: str) -> tuple[int | None, Any]:
    """(page, bbox) of a field: the current reading, else the machine's original one
    (a clerk's correction keeps pointing at where the value was printed)."""
    for doc in (row.extraction, row.original or {}):
        f = (doc.get("fields") or {}).get(field)
        if isinstance(f, dict) and f.get("page") is not None:
            return f.get("page"), f.get("bbox")
    return None, None


def _ref(row: ExtractedDocument, media_type: str, field: str) -> EvidenceRef:
    page, bbox = _field_position(row, field)
    current = (row.extraction.get("fields") or {}).get(field) or {}
    has_original = media_type != processing.EXTRACTION_MEDIA_TYPE
    return EvidenceRef(extraction_id=row.id, file_id=row.file_id,
                       document=str(row.extraction.get("file") or ""), field=field,
                       value=current.get("value"), page=page,
                       bbox=tuple(bbox) if bbox and len(bbox) == 4 else None,
                       corrected=row.original is not None,
                       has_image=has_original and page is not None)


def _rows(s: Session, dossier_id: str) -> list[tuple[ExtractedDocument, str]]:
    q = (select(ExtractedDocument, Blob.media_type)
         .join(DossierFile, DossierFile.id == ExtractedDocument.file_id)
         .join(Blob, Blob.sha256 == DossierFile.sha256)
         .where(ExtractedDocument.dossier_id == dossier_id)
         .order_by(DossierFile.position, ExtractedDocument.position))
    return [(row, media) for row, media in s.execute(q).all()]


def locate(s: Session, who: Principal, dossier_id: str,
           report: dict[str, Any]) -> dict[tuple[str, str, int | None], EvidenceRef]:
    """For every `read` entry of a stored report: (document, field, page) → its source.

    An entry matches the extracted document with that `file` that holds the field (on
    that page, when the entry names one); entries with no match are left out."""
    d = dossiers.load(s, who, dossier_id)
    rows = _rows(s, d.id)
    out: dict[tuple[str, str, int | None], EvidenceRef] = {}
    for req in report.get("requirements", []):
        for entry in req.get("read") or []:
            key = (entry.get("document"), entry.get("field"), entry.get("page"))
            if key in out or not key[0] or not key[1]:
                continue
            best = None
            for row, media in rows:
                if row.extraction.get("file") != key[0]:
                    continue
                fields = {**(row.original or {}).get("fields", {}),
                          **(row.extraction.get("fields") or {})}
                if key[1] not in fields:
                    continue
                page, _ = _field_position(row, key[1])
                if key[2] is None or page == key[2]:
                    best = _ref(row, media, key[1])
                    break
            if best is not None:
                out[key] = best  # type: ignore[index]
    return out


def _lock(key: str) -> threading.Lock:
    with _locks_guard:
        return _locks.setdefault(key, threading.Lock())


def _cache_dir(settings: Settings) -> Path:
    return Path(settings.storage_dir) / "derived" / "pages"


def page_png_path(settings: Settings, sha256: str, page: int) -> Path:
    return _cache_dir(settings) / sha256[:2] / f"{sha256}-p{page}-{CROP_DPI}.png"


def _render_pages(settings: Settings, data: bytes, sha256: str, name: str) -> None:
    """Read the original once (text layer or OCR, as at extraction) and cache every page
    image, so the next crops of this file are instant. Runs in an isolated worker
    process (`_pages_pool`), never in the server's threads."""
    from intake.pipeline import page_image, read_bytes

    limits = Limits(max_bytes=settings.max_file_bytes, ocr_workers=1)
    document = read_bytes(data, name, limits)
    for p in document.pages:
        target = page_png_path(settings, sha256, p.number)
        target.parent.mkdir(parents=True, exist_ok=True)
        gray = page_image(document, p.number, dpi=CROP_DPI)
        tmp = target.with_suffix(f".{os.getpid()}.tmp")
        Image.fromarray(gray).save(tmp, format="PNG", optimize=False)
        tmp.replace(target)  # atomic: readers never see half a file


# PDFium is not thread-safe: 8 parallel uncached crops in request threads killed the
# server (`double free or corruption`, issue 17, finding 4). Originals are read for
# their page images in one worker process of its own, one file at a time, with a time
# limit; a crash there costs that crop a 503, never the server.
_pages_pool = IsolatedPool(workers=1, max_memory_mb=2048)
PAGES_TIMEOUT_S = 120.0


def page_image_gray(settings: Settings, blobs: BlobStore, f: DossierFile, page: int) -> np.ndarray:
    """The upright page image at `CROP_DPI` (from the cache, else rendered and cached)."""
    path = page_png_path(settings, f.sha256, page)
    if not path.exists():
        with _lock(f.sha256):
            if not path.exists():
                try:
                    _pages_pool.run(_render_pages, settings, blobs.read_bytes(f.sha256),
                                    f.sha256, f.name, timeout=PAGES_TIMEOUT_S)
                except (IsolatedTimeout, IsolatedCrash):
                    raise EvidenceUnavailable(
                        f"Não foi possível preparar a imagem de {f.name} agora; tente de novo "
                        "em alguns minutos.") from None
                except DossieError as exc:
                    raise EvidenceUnavailable(f"{f.name}: {exc.message}") from None
    if not path.exists():
        raise NotFound(f"A página {page} não existe no arquivo {f.name}.",
                       code="evidencia_sem_pagina")
    with Image.open(path) as im:
        return np.asarray(im.convert("L"))


def close() -> None:
    """Stop the page-image worker (the server's shutdown)."""
    _pages_pool.close()


def highlight(gray: np.ndarray, bbox: tuple[float, float, float, float] | None, *,
              full_page: bool) -> bytes:
    """PNG of the page (or of the region around the box) with the box highlighted."""
    base = Image.fromarray(gray).convert("RGBA")
    if bbox is not None:
        k = CROP_DPI / 72.0
        x0, y0, x1, y1 = (round(v * k) for v in bbox)
        box = (x0 - PAD_PX, y0 - PAD_PX, x1 + PAD_PX, y1 + PAD_PX)
        overlay = Image.new("RGBA", base.size, (0, 0, 0, 0))
        draw = ImageDraw.Draw(overlay)
        draw.rectangle(box, fill=HIGHLIGHT)
        draw.rectangle(box, outline=OUTLINE, width=3)
        base = Image.alpha_composite(base, overlay)
        if not full_page:
            mx, my = int(MARGIN_X_IN * CROP_DPI), int(MARGIN_Y_IN * CROP_DPI)
            w, h = base.size
            base = base.crop((max(0, box[0] - mx), max(0, box[1] - my),
                              min(w, box[2] + mx), min(h, box[3] + my)))
    buf = io.BytesIO()
    base.convert("RGB").save(buf, format="PNG", optimize=True)
    return buf.getvalue()


def crop_png(s: Session, settings: Settings, blobs: BlobStore, who: Principal,
             dossier_id: str, extraction_id: str, field: str, *,
             full_page: bool = False) -> bytes:
    """The evidence image of one field of one extracted document of the dossier.

    404 (never a hint of another's dossier) when the dossier is not `who`'s, the
    extracted document is not in it, the field has no page, or the document was sent as
    an `*.extraction.json` (no original to show)."""
    d = dossiers.load(s, who, dossier_id)
    row = s.get(ExtractedDocument, extraction_id) if len(extraction_id) <= 64 else None
    if row is None or row.dossier_id != d.id:
        raise NotFound("Documento extraído não encontrado.", code="extracao_inexistente")
    f = s.get(DossierFile, row.file_id)
    blob = s.get(Blob, f.sha256) if f is not None else None
    if f is None or blob is None:
        raise NotFound("Arquivo original não encontrado.", code="documento_inexistente")
    ref = _ref(row, blob.media_type, field)
    if not ref.has_image or ref.page is None:
        raise NotFound("Não há imagem para este campo (documento enviado já extraído, ou "
                       "campo sem posição na página).", code="evidencia_sem_imagem")
    audit.record_access(s, who, d.id, d.owner_id, "evidencia",
                        target=f"extraction:{row.id}#{field}")
    gray = page_image_gray(settings, blobs, f, ref.page)
    return highlight(gray, ref.bbox, full_page=full_page)
