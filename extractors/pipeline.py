"""`extract_document`: classify pages, split bundles, extract each document's fields.

    Document ─► classify each page ─► split into documents ─► kind's extractor ─► Extraction

One `Extraction` per document found in the file, with its ``page_range``, the file's
name and SHA-256, and ``text_source`` (``pdf-text``, ``ocr`` or ``mixed`` when its pages
differ). Pure: no I/O besides the optional re-OCR hook.

The documents of a bundle are extracted two at a time when their doubtful values are
re-read by OCR (`segments.map_segments`): the crops' OCR and the pages' re-rendering
release the GIL, and they are most of a scanned document's extraction (issue 15).
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from extractors import registry
from extractors.bundle import Segment, split
from extractors.candidate import RegionReader
from extractors.catalog import kind_name
from extractors.classify import classify_page, score_lines
from extractors.fieldset import Context, FieldSet
from extractors.kinds import UNKNOWN
from extractors.models import Extraction, TextSource
from extractors.segments import map_segments
from intake.models import Document, Page, Word

if TYPE_CHECKING:
    import numpy as np

_LOW_KIND = 0.45


def _dedup(items: list[str]) -> list[str]:
    return list(dict.fromkeys(items))


def _text_source(pages: list[Page]) -> TextSource:
    sources = {p.source for p in pages}
    if len(sources) == 1:
        return "ocr" if "ocr" in sources else "pdf-text"
    return "mixed"


# Profiles of value regions → the readings to try, in order: tesseract page-segmentation
# mode and character whitelist. A reader asks for ``"digits"`` (the first) and, while
# the value's check digits or format are not satisfied, ``"digits:1"``, ``"digits:2"``…
_ALNUM = "ABCDEFGHIJKLMNOPQRSTUVWXYZ0123456789-/"
PROFILES: dict[str, list[tuple[int, str | None]]] = {
    "digits": [(7, "0123456789.-/"), (6, "0123456789.-/"), (7, None)],
    "date": [(7, "0123456789/"), (6, None), (7, None)],
    "alnum": [(7, _ALNUM), (7, None), (6, _ALNUM)],
    "text": [(7, None), (6, None)],
}


def profile_attempt(profile: str) -> tuple[int, str | None] | None:
    """``"digits:1"`` → the second reading of the ``digits`` profile (None past the last)."""
    name, _, n = profile.partition(":")
    attempts = PROFILES.get(name, PROFILES["text"])
    i = int(n) if n.isdigit() else 0
    return attempts[i] if i < len(attempts) else None


def ocr_reader(doc: Document) -> RegionReader | None:
    """A re-OCR hook for ``doc``'s OCR pages (None when intake cannot re-render them)."""
    if not any(p.source == "ocr" for p in doc.pages):
        return None
    try:
        from intake.ocr import ocr_region
        from intake.pipeline import page_image
    except ImportError:
        return None
    images: dict[int, np.ndarray | None] = {}

    def reread(page: int, bbox: tuple[float, float, float, float], profile: str) -> list[Word] | None:
        if page not in images:
            try:
                images[page] = page_image(doc, page)
            except Exception:  # no render source (a Document built elsewhere)
                images[page] = None
        image = images[page]
        if image is None:
            return None
        pg = next(p for p in doc.pages if p.number == page)
        dpi = float(getattr(pg, "dpi", None) or 300.0)
        attempt = profile_attempt(profile)
        if attempt is None:
            return None
        psm, whitelist = attempt
        return ocr_region(image, bbox, psm=psm, whitelist=whitelist, dpi=dpi, page=page)

    return reread


def warm() -> None:
    """Build what the first page's classification builds: the kind vocabulary and its
    OCR-tolerant patterns (about 350 regexes, 0.3 s of CPU). Called in a thread while
    the first pages are read (`dossie extract`) and when a job worker starts, so that no
    one waits for it (issue 15)."""
    score_lines(["."])  # nothing scores: the OCR-tolerant patterns are built and tried


def extract_document(doc: Document, reocr: RegionReader | None = None,
                     auto_reocr: bool = True) -> list[Extraction]:
    """Every document found in ``doc``, classified and with its fields.

    On OCR pages a doubtful value is re-read from its crop (``reocr``; by default
    intake's ``ocr_region`` on the page image, when intake can re-render the page).
    """
    if reocr is None and auto_reocr:
        reocr = ocr_reader(doc)
    if not doc.pages:
        return [Extraction(file=doc.file, sha256=doc.sha256, kind=UNKNOWN, kind_confidence=0.0,
                           pages=0, page_range=None, text_source="pdf-text", fields={},
                           warnings=["O arquivo não tem páginas legíveis.", *doc.warnings])]
    classes = [classify_page(p) for p in doc.pages]
    segments = list(split(doc.pages, classes))

    def fields_of(seg: Segment) -> FieldSet | None:
        if seg.kind == UNKNOWN:
            return None
        return registry.run(Context(pages=seg.pages, kind=seg.kind, reocr=reocr))

    found = map_segments(fields_of, segments, parallel=reocr is not None)
    out: list[Extraction] = []
    for seg, fs in zip(segments, found, strict=True):
        warnings: list[str] = []
        for p in seg.pages:
            warnings.extend(w for w in p.warnings if w not in warnings)
        fields = {}
        if fs is not None:
            fields = fs.fields
            warnings.extend(fs.warnings)
            if seg.confidence < _LOW_KIND:
                warnings.append(  # pt-BR for people: the kind's name, no key nor score
                    f"Tipo de documento incerto (parece ser: {kind_name(seg.kind)}); "
                    "confirme o tipo."
                )
        else:
            # abstain rather than guess (issue 12), and say why
            warnings.append("Não foi possível reconhecer o tipo deste documento: nenhum título "
                            "nem termo característico de um tipo conhecido foi encontrado; "
                            "confira-o e indique o tipo manualmente.")
        if not any(p.words for p in seg.pages):
            warnings.append("Nenhum texto foi lido nestas páginas.")
        out.append(Extraction(
            file=doc.file,
            sha256=doc.sha256,
            kind=seg.kind,
            kind_confidence=round(max(0.0, min(1.0, seg.confidence)), 3),
            pages=len(seg.pages),
            page_range=seg.page_range,
            text_source=_text_source(seg.pages),
            fields=fields,
            warnings=_dedup(list(doc.warnings) + warnings if not out else warnings),
        ))
    return out
