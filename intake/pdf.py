"""PDF reading: open safely, flatten and normalise, extract the text layer, render pages.

`prepare_pdf` opens the upload with pikepdf (qpdf repairs broken xref tables, bad
`/Length`s and truncation), walks the page tree with `limits.walk_page_tree`, checks
every stream's decompressed size, then writes a *new* clean PDF in memory: flat page
tree, no encryption, no object streams. pdfplumber and pdfium only ever see that copy;
the uploaded bytes are never modified.
"""

from __future__ import annotations

import io
import logging
import re
import time
import unicodedata
from collections.abc import Iterator
from dataclasses import dataclass, field
from typing import Any

from intake.errors import DamagedFile, DossieError, EncryptedFile, TooLarge
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

MIN_CHARS = 20


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


def image_coverage(page: Any, width: float, height: float) -> float:
    """Share of the page covered by images (0 to 1; overlaps counted twice, capped)."""
    area = max(1.0, width * height)
    best = 0.0
    for im in page.images:
        try:
            x0, x1 = max(0.0, float(im["x0"])), min(width, float(im["x1"]))
            y0, y1 = max(0.0, float(im["top"])), min(height, float(im["bottom"]))
        except (KeyError, TypeError, ValueError):
            continue
        best += max(0.0, x1 - x0) * max(0.0, y1 - y0) / area
    return min(1.0, best)


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


def text_pages(
    prepared: PreparedPdf, limits: Limits, deadline: float | None = None
) -> list[TextPage]:
    """Read every page's text layer with pdfplumber and triage it (per page).

    Pages not reached before `deadline` (a `time.time()` value; default: now +
    `limits.text_budget_s`) are returned empty with a warning, not OCR'd.
    """
    import pdfplumber

    logging.getLogger("pdfminer").setLevel(logging.ERROR)
    budget = time.time() + limits.text_budget_s
    deadline = min(deadline, budget) if deadline is not None else budget
    result: list[TextPage] = []
    try:
        pdf = pdfplumber.open(io.BytesIO(prepared.data))
    except Exception as exc:
        raise DamagedFile(f"O PDF está danificado e não pôde ser lido ({_short(exc)}).") from None
    with pdf:
        for index in range(prepared.page_count):
            number = index + 1
            try:
                page = pdf.pages[index]
                width, height = float(page.width), float(page.height)
            except Exception:
                result.append(
                    TextPage(number, 612.0, 792.0, [], True, "página ilegível",
                             [f"Página {number}: estrutura danificada; tentando OCR."])
                )
                continue
            if time.time() > deadline:
                result.append(
                    TextPage(number, width, height, [], False, "tempo esgotado",
                             [f"Página {number}: não lida (tempo esgotado para o arquivo)."])
                )
                continue
            warnings: list[str] = []
            try:
                raw = page.extract_words(keep_blank_chars=False, use_text_flow=False)
                words = [
                    Word(
                        text=w["text"],
                        bbox=_clip((w["x0"], w["top"], w["x1"], w["bottom"]), width, height),
                        confidence=1.0,
                        page=number,
                        source="pdf-text",
                    )
                    for w in raw
                    if str(w.get("text", "")).strip()
                ]
                coverage = image_coverage(page, width, height)
                curves = len(page.curves)
            except RecursionError:
                words, coverage, curves = [], 1.0, 0
                warnings.append(
                    f"Página {number}: conteúdo recursivo no PDF; a camada de texto foi ignorada."
                )
            except Exception:
                words, coverage, curves = [], 1.0, 0
                warnings.append(f"Página {number}: camada de texto danificada; tentando OCR.")
            finally:
                page.close()
            needs_ocr, reason = triage(words, coverage, curves)
            result.append(TextPage(number, width, height, words, needs_ocr, reason, warnings))
    return result


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


def render_pdf_page(data: bytes, number: int, dpi: float, limits: Limits) -> Any:
    """Render page `number` (1-based) of a prepared PDF to a grayscale numpy array.

    The page's `/Rotate` is applied (as a viewer shows it); returns (image, dpi used).
    """
    import numpy as np
    import pypdfium2 as pdfium

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
