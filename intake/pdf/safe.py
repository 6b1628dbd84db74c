"""Open an uploaded PDF safely and write a clean copy (`prepare_pdf`).

pikepdf opens the upload (qpdf repairs broken xref tables, bad `/Length`s and
truncation); the page tree is walked with `limits.walk_page_tree`, every stream's
decompressed size is checked (`check_streams`), then a *new* clean PDF is written in
memory: flat page tree, no encryption, no object streams. PDFium (text layer and
rendering) only ever sees that copy; the uploaded bytes are never modified.
"""

from __future__ import annotations

import io
import re
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
