"""Whether a page's text layer is usable or the page needs OCR (`triage`), from its text
(`garbage_ratio`), the share of the page its images cover (`image_coverage`), its
vector curves (`curve_count`), and the resolution of a scan covering it (`scan_images`).
"""

from __future__ import annotations

import re
import unicodedata
from typing import Any

from intake.models import Word
from intake.pdf.words import _IDENTITY, Affine, _apply, _compose, page_frame

MIN_CHARS = 20
MAX_PAGE_OBJECTS = 20_000  # page objects looked at for triage (images, curves)
_FORM_DEPTH = 4  # Form XObject nesting followed for triage
_CID = re.compile(r"\(cid:\d+\)")


def garbage_ratio(text: str) -> float:
    """Share of characters that are not real text (replacement, private use, cid codes).

    Each `(cid:N)` (a glyph without a Unicode mapping) counts as one character.
    """
    if not text:
        return 0.0
    cid = len(_CID.findall(text))
    rest = _CID.sub("", text)
    bad = 0
    for ch in rest:
        if ch == "\ufffd":
            bad += 1
            continue
        cat = unicodedata.category(ch)
        if cat in ("Co", "Cs", "Cn") or (cat == "Cc" and ch not in "\t\n\r"):
            bad += 1
    return (cid + bad) / max(1, len(rest) + cid)


def triage(words: list[Word], coverage: float, curves: int = 0) -> tuple[bool, str]:
    """Decide whether a page's text layer is usable or the page needs OCR.

    OCR when the text layer is garbage, or when it is (nearly) empty and there is
    something to read in the pixels: an image over 10% of the page or many vector
    curves (text converted to outlines). A nearly empty page of vector drawing only
    keeps its text layer: OCR would find nothing there.
    """
    text = "".join(w.text for w in words)
    if text and garbage_ratio(text) > 0.3:
        return True, "camada de texto ilegível (codificação sem Unicode)"
    if len(text.strip()) < MIN_CHARS:
        if coverage >= 0.10 or curves >= 200:
            return True, "camada de texto vazia ou mínima"
        return False, ""
    if coverage >= 0.85 and len(text) < 200:
        return True, "página coberta por uma imagem (digitalização)"
    return False, ""


def _object_matrix(obj: Any) -> Affine:
    import pypdfium2.raw as pdfium_c

    m = pdfium_c.FS_MATRIX()
    if not pdfium_c.FPDFPageObj_GetMatrix(obj, m):
        return _IDENTITY
    return (m.a, m.b, m.c, m.d, m.e, m.f)


def image_coverage(page: Any, frame: Affine, width: float, height: float) -> float:
    """Share of the page covered by images (0 to 1; overlaps counted twice, capped).

    Images inside Form XObjects count too (their bounds mapped through the forms'
    matrices); at most `MAX_PAGE_OBJECTS` objects are looked at.
    """
    import pypdfium2.raw as pdfium_c

    area = max(1.0, width * height)
    covered = 0.0
    chain: dict[int, Affine] = {0: frame}  # level → user space of that level → viewer
    for seen, obj in enumerate(page.get_objects(
        filter=(pdfium_c.FPDF_PAGEOBJ_IMAGE, pdfium_c.FPDF_PAGEOBJ_FORM), max_depth=_FORM_DEPTH
    )):
        if seen >= MAX_PAGE_OBJECTS:
            break
        to_view = chain.get(obj.level, frame)
        if obj.type == pdfium_c.FPDF_PAGEOBJ_FORM:
            chain[obj.level + 1] = _compose(to_view, _object_matrix(obj))
            continue
        try:
            left, bottom, right, top = obj.get_bounds()
        except Exception:
            continue
        corners = [_apply(to_view, x, y) for x, y in
                   ((left, bottom), (right, bottom), (left, top), (right, top))]
        xs, ys = [p[0] for p in corners], [p[1] for p in corners]
        x0, x1 = max(0.0, min(xs)), min(width, max(xs))
        y0, y1 = max(0.0, min(ys)), min(height, max(ys))
        covered += max(0.0, x1 - x0) * max(0.0, y1 - y0) / area
        if covered >= 1.0:
            break
    return min(1.0, covered)


# An image covering at least this share of the page is the page's scan.
SCAN_COVERAGE = 0.85


def scan_images(page: Any, width: float, height: float) -> tuple[int, float]:
    """One walk over the page's images (streams not decoded; at most `MAX_PAGE_OBJECTS`
    objects): (their encoded size — a scanned page with more ink takes longer to OCR —,
    the resolution in dpi of the image covering `SCAN_COVERAGE` of the page — a scanned
    page's own pixels per inch —, or 0 when none does). For the resolution only images
    drawn directly on the page count: inside a form their bounds are in the form's
    space."""
    import pypdfium2.raw as pdfium_c

    area = max(1.0, width * height)
    total, dpi = 0, 0.0
    for seen, obj in enumerate(page.get_objects(filter=(pdfium_c.FPDF_PAGEOBJ_IMAGE,),
                                                max_depth=_FORM_DEPTH)):
        if seen >= MAX_PAGE_OBJECTS:
            break
        total += max(0, int(pdfium_c.FPDFImageObj_GetImageDataRaw(obj.raw, None, 0)))
        if dpi or obj.level != 0:
            continue
        left, bottom, right, top = obj.get_bounds()
        bw, bh = right - left, top - bottom
        if bw <= 0 or bh <= 0 or bw * bh < SCAN_COVERAGE * area:
            continue
        pw, ph = obj.get_px_size()
        # the image may be drawn turned by 90°: pair its long side with the long bounds
        px, pt = sorted((float(pw), float(ph))), sorted((bw, bh))
        dpi = min(px[0] / pt[0], px[1] / pt[1]) * 72.0
    return total, dpi


def curve_count(page: Any, cap: int = 200) -> int:
    """Vector paths with Bézier segments (text converted to outlines), counted up to `cap`."""
    import pypdfium2.raw as pdfium_c

    count = 0
    for seen, obj in enumerate(page.get_objects(filter=(pdfium_c.FPDF_PAGEOBJ_PATH,),
                                                 max_depth=_FORM_DEPTH)):
        if seen >= MAX_PAGE_OBJECTS or count >= cap:
            break
        segments = min(pdfium_c.FPDFPath_CountSegments(obj), 256)
        for j in range(segments):
            seg = pdfium_c.FPDFPath_GetPathSegment(obj, j)
            if seg and pdfium_c.FPDFPathSegment_GetType(seg) == pdfium_c.FPDF_SEGMENT_BEZIERTO:
                count += 1
                break
    return count


def _page_triage(page: Any, words: list[Word], width: float, height: float) -> tuple[bool, str]:
    """`triage`, looking at images and curves only when the text is short enough to matter."""
    chars = sum(len(w.text) for w in words)
    coverage = curves = 0
    if chars < 200:
        coverage = image_coverage(page, page_frame(page, width, height), width, height)
        if chars < MIN_CHARS and coverage < 0.10:
            curves = curve_count(page)
    return triage(words, coverage, curves)
