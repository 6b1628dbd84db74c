"""PDF reading: open safely, flatten and normalise, extract the text layer, render pages.

`prepare_pdf` opens the upload with pikepdf (qpdf repairs broken xref tables, bad
`/Length`s and truncation), walks the page tree with `limits.walk_page_tree`, checks
every stream's decompressed size, then writes a *new* clean PDF in memory: flat page
tree, no encryption, no object streams. PDFium (text layer and rendering) only ever sees
that copy; the uploaded bytes are never modified.
"""

from __future__ import annotations

import contextlib
import io
import math
import re
import threading
import time
import unicodedata
from collections.abc import Iterator
from dataclasses import dataclass, field
from typing import Any

from core.errors import DamagedFile, DossieError, EncryptedFile, TooLarge
from intake.limits import (
    EXPANSION,
    FLATE,
    IMAGE_FILTERS,
    Limits,
    check_pixels,
    inflate_capped,
    walk_page_tree,
)
from intake.models import Word

W_REPAIRED = "O PDF estava danificado e foi reparado automaticamente; confira o conteúdo lido."
W_EMBEDDED = "O PDF contém arquivos anexados; eles foram ignorados e não foram abertos."
W_DECRYPTED = "O PDF estava protegido por criptografia sem senha de abertura; foi lido assim mesmo."


@dataclass
class PreparedPdf:
    """A clean in-memory copy of an uploaded PDF, ready for text extraction and render."""

    data: bytes
    page_count: int
    warnings: list[str] = field(default_factory=list)


_QPDF_PREFIX = re.compile(r"^(stream )?<[^>]*>(\s*\(object \d+ \d+\))?:\s*|^\S*BytesIO\S*:\s*")


def _short(exc: BaseException) -> str:
    text = str(exc).strip()
    text = text.splitlines()[0] if text else type(exc).__name__
    return _QPDF_PREFIX.sub("", text)[:160]


def _filters(stream: Any) -> list[str]:
    import pikepdf

    f = stream.get("/Filter")
    if f is None:
        return []
    if isinstance(f, pikepdf.Name):
        return [str(f)]
    if isinstance(f, pikepdf.Array):
        return [str(x) for x in f if isinstance(x, pikepdf.Name)]
    return []


def _raw_chunks(raw: bytes, size: int = 256 * 1024) -> Iterator[bytes]:
    for i in range(0, len(raw), size):
        yield raw[i : i + size]


def check_streams(pdf: Any, limits: Limits) -> None:
    """Bound every stream's decompressed size without decompressing it whole.

    Leading Flate layers are inflated in 1 MiB steps and stop at `max_stream_bytes`;
    other generic filters are bounded by their worst-case expansion; image streams are
    bounded by their declared pixels.
    """
    import pikepdf

    total = 0
    for obj in pdf.objects:
        if not isinstance(obj, pikepdf.Stream):
            continue
        try:
            if obj.get("/Subtype") == pikepdf.Name.Image:
                w, h = int(obj.get("/Width", 0)), int(obj.get("/Height", 0))
                if w > 0 and h > 0:
                    check_pixels(w, h, limits, "Uma imagem dentro do PDF")
            filters = _filters(obj)
            if not filters:
                continue
            raw = obj.read_raw_bytes()
        except DossieError:
            raise
        except Exception:
            continue  # unreadable stream: the renderers will skip it
        n_flate = 0
        for f in filters:
            if f in FLATE:
                n_flate += 1
            else:
                break
        size = len(raw)
        if n_flate:
            size = inflate_capped(_raw_chunks(raw), n_flate, limits.max_stream_bytes)
        bound = size
        for f in filters[n_flate:]:
            if f in IMAGE_FILTERS:
                break
            bound *= EXPANSION.get(f, 1)
            if f in FLATE:
                bound *= 1032  # zlib's maximum ratio
        if limits.max_stream_bytes < bound <= 8 * limits.max_stream_bytes:
            # worst case over the cap but bounded (8x): measure the real size
            try:
                bound = len(obj.read_bytes(decode_level=pikepdf.StreamDecodeLevel.generalized))
            except Exception:
                bound = size
        size = bound
        if size > limits.max_stream_bytes and not set(filters) & IMAGE_FILTERS:
            raise TooLarge(
                f"Um fluxo do PDF se expande além de {limits.max_stream_bytes // (1024 * 1024)} MB."
            )
        total += min(size, limits.max_stream_bytes)
        if total > limits.max_total_decompressed:
            raise TooLarge(
                "O conteúdo descomprimido do PDF passa de "
                f"{limits.max_total_decompressed // (1024 * 1024)} MB."
            )


def _open(data: bytes) -> Any:
    import pikepdf

    try:
        return pikepdf.open(
            io.BytesIO(data),
            password="",
            suppress_warnings=True,
            inherit_page_attributes=False,
        )
    except pikepdf.PasswordError:
        raise EncryptedFile(
            "O PDF está protegido por senha. Envie uma cópia sem senha "
            "(por exemplo, use \u201cImprimir > Salvar como PDF\u201d)."
        ) from None
    except (pikepdf.PdfError, RuntimeError, ValueError, OverflowError) as exc:
        raise DamagedFile(f"O PDF está danificado e não pôde ser lido ({_short(exc)}).") from None
    except RecursionError:
        raise DamagedFile("O PDF está danificado: estrutura aninhada demais.") from None


def prepare_pdf(data: bytes, limits: Limits) -> PreparedPdf:
    """Open, check and rewrite an uploaded PDF (see the module docstring)."""
    import pikepdf

    warnings: list[str] = []
    start = data.find(b"%PDF-", 0, 1024)
    if start > 0:
        data = data[start:]
        warnings.append("O PDF tinha bytes estranhos antes do cabeçalho; foram ignorados.")
    pdf = _open(data)
    try:
        try:
            if pdf.is_encrypted:
                warnings.append(W_DECRYPTED)
            root = pdf.Root
            pages_node = root.get("/Pages")
            if pages_node is None:
                raise DamagedFile("O PDF não tem árvore de páginas.")
            tree = walk_page_tree(pages_node, limits)
            warnings.extend(tree.warnings)
            if not tree.pages:
                raise DamagedFile("O PDF não tem nenhuma página legível.")
            check_streams(pdf, limits)
            names = root.get("/Names")
            if isinstance(names, pikepdf.Dictionary) and "/EmbeddedFiles" in names:
                warnings.append(W_EMBEDDED)
            out = _flatten_and_save(pdf, tree.pages)
            if pdf.get_warnings():
                warnings.insert(0, W_REPAIRED)
            if b"%%EOF" not in data[-2048:]:
                warnings.insert(
                    0,
                    "O PDF está truncado (incompleto): foram lidas só as "
                    f"{len(tree.pages)} página(s) recuperáveis.",
                )
        except DossieError:
            raise
        except RecursionError:
            raise DamagedFile("O PDF está danificado: estrutura aninhada demais.") from None
        except (pikepdf.PdfError, RuntimeError, ValueError, TypeError, OverflowError,
                KeyError, AttributeError) as exc:
            raise DamagedFile(
                f"O PDF está danificado e não pôde ser lido ({_short(exc)})."
            ) from None
    finally:
        pdf.close()
    return PreparedPdf(data=out, page_count=len(tree.pages), warnings=_dedup(warnings))


def _flatten_and_save(pdf: Any, pages: list[tuple[Any, dict[str, Any]]]) -> bytes:
    """Replace the page tree by one flat `/Pages` node and save a clean copy."""
    import pikepdf

    new_root = pdf.make_indirect(pikepdf.Dictionary(Type=pikepdf.Name.Pages))
    kids = pikepdf.Array()
    seen: set[Any] = set()
    for node, inherited in pages:
        og = node.objgen
        if og in seen or og == (0, 0):
            node = pdf.make_indirect(pikepdf.Dictionary(node))
        seen.add(node.objgen)
        for key, value in inherited.items():
            if key not in node:
                node[key] = value
        if "/MediaBox" not in node:
            node.MediaBox = pikepdf.Array([0, 0, 612, 792])
        node.Type = pikepdf.Name.Page
        node.Parent = new_root
        kids.append(node)
    new_root.Kids = kids
    new_root.Count = len(kids)
    pdf.Root.Pages = new_root
    for key in ("/OpenAction", "/AA"):  # actions (JavaScript) are never kept
        if key in pdf.Root:
            del pdf.Root[key]
    buf = io.BytesIO()
    pdf.save(
        buf,
        object_stream_mode=pikepdf.ObjectStreamMode.disable,
        stream_decode_level=pikepdf.StreamDecodeLevel.none,
        compress_streams=False,
        fix_metadata_version=False,
    )
    return buf.getvalue()


def _dedup(items: list[str]) -> list[str]:
    return list(dict.fromkeys(items))


# --- text layer ----------------------------------------------------------------------------
#
# pypdfium2 (PDFium) reads the text layer: about 25x faster than pdfplumber's
# `extract_words` on our documents, and PDFium inserts the spaces a justified line only
# implies by glyph positions (pdfplumber read "OcapitalsocialédeR$15.000,00"). Chars come
# with their loose boxes (font ascent to descent, so every word of a line shares its top
# and bottom); they are grouped into words here and mapped to the viewer's frame (the
# page's /Rotate and CropBox applied, origin top-left, points), the frame pages are
# rendered in.

MIN_CHARS = 20
MAX_CHARS_PER_PAGE = 200_000  # a page with more is read up to there, with a warning
MAX_PAGE_OBJECTS = 20_000  # page objects looked at for triage (images, curves)
_FORM_DEPTH = 4  # Form XObject nesting followed for triage


@dataclass
class TextPage:
    """One page's text layer and the triage verdict."""

    number: int
    width: float
    height: float
    words: list[Word]
    needs_ocr: bool
    reason: str = ""
    warnings: list[str] = field(default_factory=list)
    image_bytes: int = 0  # encoded size of the page's images: its OCR cost, roughly
    scan_dpi: float = 0.0  # resolution of the one image covering the page (0: none)


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


Affine = tuple[float, float, float, float, float, float]  # x' = a x + c y + e, y' = b x + d y + f
RawWord = tuple[str, float, float, float, float]  # text, x0, y0, x1, y1 (viewer frame)
_IDENTITY: Affine = (1.0, 0.0, 0.0, 1.0, 0.0, 0.0)


def _apply(m: Affine, x: float, y: float) -> tuple[float, float]:
    return m[0] * x + m[2] * y + m[4], m[1] * x + m[3] * y + m[5]


def _compose(outer: Affine, inner: Affine) -> Affine:
    """The affine map `outer(inner(p))`."""
    a, b, c, d, e, f = inner
    ex, fy = _apply(outer, e, f)
    return (
        outer[0] * a + outer[2] * b, outer[1] * a + outer[3] * b,
        outer[0] * c + outer[2] * d, outer[1] * c + outer[3] * d,
        ex, fy,
    )


def page_frame(page: Any, width: float, height: float) -> Affine:
    """PDF user space → the viewer's frame in points (rotation and crop applied, top-left).

    Derived from PDFium's own `FPDF_PageToDevice`, the mapping its renderer uses, so
    text-layer boxes and rendered pixels always agree.
    """
    import ctypes

    import pypdfium2.raw as pdfium_c

    k = 100.0  # device pixels per point: 0.01 pt resolution for the integer device coords
    sx, sy = max(1, round(width * k)), max(1, round(height * k))
    pts = []
    for x, y in ((0.0, 0.0), (1000.0, 0.0), (0.0, 1000.0)):
        dx, dy = ctypes.c_int(), ctypes.c_int()
        if not pdfium_c.FPDF_PageToDevice(page, 0, 0, sx, sy, 0, x, y, dx, dy):
            raise DamagedFile("A geometria da página do PDF é inválida.")
        pts.append((dx.value / k, dy.value / k))
    (ox, oy), (ax, ay), (bx, by) = pts
    return ((ax - ox) / 1000.0, (ay - oy) / 1000.0, (bx - ox) / 1000.0, (by - oy) / 1000.0, ox, oy)


_LIGATURES = {"\ufb00": "ff", "\ufb01": "fi", "\ufb02": "fl", "\ufb03": "ffi", "\ufb04": "ffl",
              "\ufb05": "st", "\ufb06": "st", "\x02": "-", "\xad": "-"}


def _page_text(textpage: Any, n: int) -> str:
    """The `n` chars of a text page, one Python char per PDFium char index."""
    import ctypes

    import pypdfium2.raw as pdfium_c

    buf = (ctypes.c_ushort * (n + 1))()
    got = pdfium_c.FPDFText_GetText(textpage, 0, n, buf)
    if got == n + 1:
        units = bytes(buf)[: 2 * n]
        if not any(0xD800 <= u <= 0xDFFF for u in buf[:n]):  # no surrogate pairs: aligned
            return units.decode("utf-16-le")
    # rare (characters outside the BMP): one call per char keeps indices aligned
    return "".join(chr(pdfium_c.FPDFText_GetUnicode(textpage, i) or 0xFFFD) for i in range(n))


def page_words(page: Any, number: int, width: float, height: float) -> tuple[list[Word], bool]:
    """The words of one page's text layer, in reading order.

    Chars are split into words at whitespace (including the spaces PDFium generates for
    gaps), at a gap wider than a fifth of the line height, where the next char starts a
    new line, and where the writing direction changes. Horizontal words come in lines
    top to bottom, each left to right; rotated words (a vertical serial number on a
    card) come after them, so they never split a line. Returns (words, truncated at
    `MAX_CHARS_PER_PAGE`).
    """
    import pypdfium2.raw as pdfium_c

    textpage = page.get_textpage()
    try:
        total = pdfium_c.FPDFText_CountChars(textpage)
        if total <= 0:
            return [], False
        n = min(total, MAX_CHARS_PER_PAGE)
        text = _page_text(textpage, n)
        frame = page_frame(page, width, height)
        upright_at: dict[float, bool] = {}
        rect = pdfium_c.FS_RECTF()
        get_box = pdfium_c.FPDFText_GetLooseCharBox
        get_angle = pdfium_c.FPDFText_GetCharAngle
        upright: list[RawWord] = []
        rotated: list[RawWord] = []
        chars: list[str] = []
        wx0 = wy0 = wx1 = wy1 = 0.0
        px0 = py0 = px1 = py1 = 0.0
        wup = True

        def flush() -> None:
            (upright if wup else rotated).append(("".join(chars), wx0, wy0, wx1, wy1))
            chars.clear()

        fa, fb, fc, fd, fe, ff = frame
        for i, ch in enumerate(text):
            if ch.isspace() or ch == "\x00":
                if chars:
                    flush()
                continue
            if not get_box(textpage, i, rect):
                continue
            ax, ay = fa * rect.left + fc * rect.top + fe, fb * rect.left + fd * rect.top + ff
            bx, by = fa * rect.right + fc * rect.bottom + fe, fb * rect.right + fd * rect.bottom + ff
            x0, x1 = (ax, bx) if ax <= bx else (bx, ax)
            y0, y1 = (ay, by) if ay <= by else (by, ay)
            if chars:
                if wup:  # same line (vertical overlap), no wide gap, no jump back
                    h, ph = y1 - y0, py1 - py0
                    tol = 0.2 * max(h, ph, 1.0)
                    if (min(y1, py1) - max(y0, py0) < 0.5 * min(h, ph)
                            or x0 - px1 > tol or x0 < px1 - 2.5 * tol):
                        flush()
                else:  # rotated: the next char's box must touch this one's
                    tol = 0.2 * max(x1 - x0, y1 - y0, px1 - px0, py1 - py0, 1.0)
                    if max(x0 - px1, px0 - x1, y0 - py1, py0 - y1) > tol:
                        flush()
            if chars:
                wx0, wy0, wx1, wy1 = min(wx0, x0), min(wy0, y0), max(wx1, x1), max(wy1, y1)
            else:  # a word starts: its direction (a rotated char breaks a line above)
                angle = round(get_angle(textpage, i), 2)
                known = upright_at.get(angle)
                if known is None:
                    known = upright_at[angle] = _is_upright(frame, angle)
                wup = known
                wx0, wy0, wx1, wy1 = x0, y0, x1, y1
            chars.append(_LIGATURES.get(ch, ch))
            px0, py0, px1, py1 = x0, y0, x1, y1
        if chars:
            flush()
    finally:
        textpage.close()
    ordered = _reading_order(upright) + sorted(rotated, key=lambda w: (round(w[1]), w[2]))
    words = [
        Word.model_construct(
            text=t, bbox=_clip((x0, y0, x1, y1), width, height), confidence=1.0,
            page=number, source="pdf-text",
        )
        for t, x0, y0, x1, y1 in ordered
    ]
    return words, total > n


def _is_upright(frame: Affine, angle: float) -> bool:
    """Whether text at `angle` (radians, PDF user space) runs left to right on screen."""
    if angle < 0:  # PDFium could not tell
        return True
    dx, dy = math.cos(angle), math.sin(angle)
    vx, vy = frame[0] * dx + frame[2] * dy, frame[1] * dx + frame[3] * dy
    return vx > 0.9 * math.hypot(vx, vy)


def _reading_order(raw: list[RawWord], tolerance: float = 3.0) -> list[RawWord]:
    """Lines (words whose tops chain within `tolerance` pt) top to bottom, each left to right.

    The order pdfplumber's `extract_words` gave, which the extractors' text patterns
    were written against.
    """
    by_top = sorted(raw, key=lambda w: w[2])
    lines: list[list[RawWord]] = []
    last = float("-inf")
    for w in by_top:
        if not lines or w[2] - last > tolerance:
            lines.append([])
        lines[-1].append(w)
        last = w[2]
    return [w for line in lines for w in sorted(line, key=lambda w: w[1])]


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


def text_pages(
    prepared: PreparedPdf, limits: Limits, deadline: float | None = None
) -> list[TextPage]:
    """Read every page's text layer with PDFium and triage it (per page).

    Pages not reached before `deadline` (a `time.time()` value; default: now +
    `limits.text_budget_s`) are returned empty with a warning, not OCR'd.
    """
    import pypdfium2 as pdfium

    budget = time.time() + limits.text_budget_s
    deadline = min(deadline, budget) if deadline is not None else budget
    result: list[TextPage] = []
    # PDFium keeps every object it parsed (a scanned page's image stream included)
    # until the document closes: reopen it every few pages so a 100-page scan is read
    # in bounded memory (issue 3: ≤ 500 MiB), at the cost of re-reading the xref.
    for first in range(0, prepared.page_count, _PAGES_PER_OPEN):
        with PDFIUM_LOCK:
            try:
                pdf = pdfium.PdfDocument(prepared.data)
            except Exception as exc:
                raise DamagedFile(f"O PDF está danificado e não pôde ser lido ({_short(exc)}).") from None
            try:
                for index in range(first, min(first + _PAGES_PER_OPEN, prepared.page_count)):
                    result.append(_text_page(pdf, index, deadline))
            finally:
                pdf.close()
    return result


_PAGES_PER_OPEN = 8

# PDFium is not thread-safe, not even across documents (pypdfium2's documentation), and
# its calls release the GIL: the threads that read several files or pages at once
# (`intake.batch`, `pipeline.run_jobs` in a job worker) take turns here; the OCR itself,
# most of a scanned page's time, runs outside the lock.
PDFIUM_LOCK = threading.RLock()


def _text_page(pdf: Any, index: int, deadline: float) -> TextPage:
    number = index + 1
    try:
        page = pdf[index]
        width, height = (float(v) for v in page.get_size())
    except Exception:
        return TextPage(number, 612.0, 792.0, [], True, "página ilegível",
                        [f"Página {number}: estrutura danificada; tentando OCR."])
    try:
        if time.time() > deadline:
            return TextPage(number, width, height, [], False, "tempo esgotado",
                            [f"Página {number}: não lida (tempo esgotado para o arquivo)."])
        warnings: list[str] = []
        try:
            words, truncated = page_words(page, number, width, height)
            if truncated:
                warnings.append(f"Página {number}: texto longo demais; lido só o início.")
            needs_ocr, reason = _page_triage(page, words, width, height)
        except RecursionError:
            words, needs_ocr, reason = [], True, "camada de texto ilegível"
            warnings.append(
                f"Página {number}: conteúdo recursivo no PDF; a camada de texto foi ignorada."
            )
        except DossieError:
            raise
        except Exception:
            words, needs_ocr, reason = [], True, "camada de texto danificada"
            warnings.append(f"Página {number}: camada de texto danificada; tentando OCR.")
        weight, native = 0, 0.0
        if needs_ocr:
            # estimates only (dispatch order, render dpi): never fail the page
            with contextlib.suppress(Exception):
                weight, native = scan_images(page, width, height)
        return TextPage(number, width, height, words, needs_ocr, reason, warnings, weight,
                        native)
    finally:
        page.close()


def _clip(b: tuple[Any, Any, Any, Any], width: float, height: float) -> tuple[float, float, float, float]:
    x0, y0, x1, y1 = (float(v) for v in b)
    return (
        min(max(x0, 0.0), width),
        min(max(y0, 0.0), height),
        min(max(x1, 0.0), width),
        min(max(y1, 0.0), height),
    )


# --- rendering ---------------------------------------------------------------------------------


def render_dpi_for(width_pt: float, height_pt: float, limits: Limits, dpi: float | None = None) -> float:
    """The dpi to render a page at: the requested one, lowered to fit `max_render_pixels`."""
    want = float(dpi or limits.render_dpi)
    px = (width_pt * want / 72.0) * (height_pt * want / 72.0)
    if px > limits.max_render_pixels:
        want *= (limits.max_render_pixels / px) ** 0.5
    return max(want, 10.0)


# A scanned page is rendered at its scan's own resolution when that lies between this
# and `Limits.render_dpi` (issue 3): rendering a 200-dpi scan at 300 dpi adds no detail
# but 2.25x the pixels that every clean-up step and tesseract go through (the 8-page
# 200-dpi scan of BENCHMARKS.md: 1 worker 10.35 s -> 7.23 s, and 2 workers against 1
# 1.77x -> 1.84x, as the memory traffic falls). Image files are read at their own resolution already. Coarser
# scans are still enlarged to `render_dpi`, as before.
MIN_NATIVE_DPI = 199.5


def ocr_render_dpi(width_pt: float, height_pt: float, native: float, limits: Limits) -> float:
    """The dpi to render a page for OCR: its scan's own (`native`, see
    `MIN_NATIVE_DPI`) or `limits.render_dpi`, lowered to fit `max_render_pixels`."""
    own = round(native, 1) if MIN_NATIVE_DPI <= native < limits.render_dpi else None
    return render_dpi_for(width_pt, height_pt, limits, own)


def render_pdf_page(data: bytes | str, number: int, dpi: float, limits: Limits) -> Any:
    """Render page `number` (1-based) of a prepared PDF to a grayscale numpy array.

    `data` is the prepared PDF's bytes or the path of a file holding them (OCR workers:
    PDFium then reads only what the page needs). The page's `/Rotate` is applied (as a
    viewer shows it); returns (image, dpi used).
    """
    import numpy as np
    import pypdfium2 as pdfium

    with PDFIUM_LOCK:
        try:
            doc = pdfium.PdfDocument(data)
        except Exception as exc:
            raise DamagedFile(f"O PDF não pôde ser renderizado ({_short(exc)}).") from None
        try:
            page = doc[number - 1]
            try:
                width, height = page.get_size()
                used = render_dpi_for(width, height, limits, dpi)
                bitmap = page.render(scale=used / 72.0, grayscale=True, may_draw_forms=True)
                arr = np.array(bitmap.to_numpy(), copy=True)
                bitmap.close()
            finally:
                page.close()
        except DossieError:
            raise
        except Exception as exc:
            raise DamagedFile(f"A página {number} do PDF não pôde ser renderizada ({_short(exc)}).") from None
        finally:
            doc.close()
    if arr.ndim == 3:
        arr = arr[..., 0] if arr.shape[2] in (1, 3, 4) else arr.mean(axis=2).astype("uint8")
    return arr, used
