"""Resource limits for intake, and the guards that enforce them while reading.

Nothing is ever sized from what a file *declares*: image sizes are read from the header
before any pixel is decoded, PDF page trees are walked with a counter checked at every
step (loops, DAG "billion laughs", lying `/Count`), and compressed streams are inflated
in bounded chunks so that a flate bomb stops at the cap instead of filling memory.
"""

from __future__ import annotations

import io
import math
import warnings
import zlib
from collections.abc import Iterator
from dataclasses import dataclass, field
from typing import Any

from pydantic import BaseModel, ConfigDict, Field

from core.errors import DamagedFile, TooLarge

MIB = 1024 * 1024


class Limits(BaseModel):
    """Every bound intake applies to one uploaded file (defaults are production values)."""

    model_config = ConfigDict(frozen=True)

    max_bytes: int = Field(default=50 * MIB, gt=0)  # the uploaded file itself
    max_pages: int = Field(default=200, gt=0)  # pages (PDF) or frames (TIFF)
    max_pixels: int = Field(default=60_000_000, gt=0)  # per decoded image / page
    max_stream_bytes: int = Field(default=64 * MIB, gt=0)  # one decompressed PDF stream
    max_total_decompressed: int = Field(default=768 * MIB, gt=0)  # all streams together
    max_tree_depth: int = Field(default=256, gt=0)  # nesting of the /Pages tree
    ocr_timeout_s: float = Field(default=60.0, gt=0)  # tesseract, per page
    render_dpi: int = Field(default=300, ge=50, le=1200)  # PDF pages rendered for OCR
    max_render_pixels: int = Field(default=16_000_000, gt=0)  # dpi lowered to fit
    text_budget_s: float = Field(default=20.0, gt=0)  # text-layer extraction, per file
    # Wall-clock budget for a whole file, OCR included (see `time_budget`): the base
    # covers `base_rounds` rounds of `ocr_workers` pages, each further round adds
    # `page_budget_s`, capped at `max_time_budget_s`. Pages not OCR'd by then are
    # skipped with a warning.
    time_budget_s: float = Field(default=22.0, gt=0)
    base_rounds: int = Field(default=2, ge=1)
    page_budget_s: float = Field(default=8.0, ge=0)
    max_time_budget_s: float = Field(default=900.0, gt=0)
    ocr_workers: int = Field(default=2, ge=1)

    def time_budget(self, pages: int) -> float:
        """Seconds allowed to read a file of `pages` pages, OCR included.

        Scales with the work: the pages run in `ceil(pages / ocr_workers)` rounds one
        after the other. With the defaults (22 s for 2 rounds, 8 s per further round, 2
        workers): up to 4 pages 22 s — the small files of the robustness bar are
        answered or refused within 30 s, as with the former fixed 22 s —, a 12-page
        scan 54 s, 100 pages 406 s, 200 pages 806 s. A page of a 200-300 dpi scan takes
        about 1.5-3 s of OCR here, so a legitimate scan is read whole with a wide
        margin (3x, for a loaded machine). A single page cannot run away either: each
        tesseract call has `ocr_timeout_s` and the deadline.
        """
        rounds = max(1, math.ceil(max(0, pages) / self.ocr_workers))
        budget = self.time_budget_s + self.page_budget_s * max(0, rounds - self.base_rounds)
        return min(budget, max(self.max_time_budget_s, self.time_budget_s))


DEFAULT_LIMITS = Limits()


def check_bytes(size: int, limits: Limits) -> None:
    """Refuse a file over the byte limit."""
    if size > limits.max_bytes:
        raise TooLarge(
            f"O arquivo tem {size / MIB:.1f} MB; o limite é {limits.max_bytes / MIB:.0f} MB."
        )


def check_pixels(width: int, height: int, limits: Limits, what: str = "A imagem") -> None:
    """Refuse an image whose declared size is over the pixel limit."""
    if width <= 0 or height <= 0:
        raise DamagedFile(f"{what} declara dimensões inválidas ({width} x {height}).")
    if width * height > limits.max_pixels:
        raise TooLarge(
            f"{what} tem {width} x {height} pixels ({width * height / 1e6:.0f} Mpx); "
            f"o limite é {limits.max_pixels / 1e6:.0f} Mpx."
        )


def image_header(data: bytes, limits: Limits) -> tuple[int, int, int]:
    """Width, height and frame count of an image, read from its header only.

    Pillow's `open` parses the header without decoding pixels; its own bomb guard
    (`DecompressionBombError`) is caught and reported as `TooLarge`.
    """
    from PIL import Image

    try:
        with warnings.catch_warnings():
            warnings.simplefilter("error", Image.DecompressionBombWarning)
            with Image.open(io.BytesIO(data)) as im:
                width, height = im.size
                frames = int(getattr(im, "n_frames", 1) or 1)
    except (Image.DecompressionBombError, Image.DecompressionBombWarning) as exc:
        digits = [int(t) for t in str(exc).replace("(", " ").split() if t.isdigit()]
        size = f" ({digits[0] / 1e6:.0f} Mpx)" if digits else ""
        raise TooLarge(
            f"A imagem declara pixels demais para ser aberta com segurança{size}; "
            f"o limite é {limits.max_pixels / 1e6:.0f} Mpx."
        ) from None
    except Exception as exc:
        raise DamagedFile(f"A imagem está danificada e não pôde ser lida ({_short(exc)}).") from None
    check_pixels(width, height, limits)
    if frames > limits.max_pages:
        raise TooLarge(
            f"A imagem tem {frames} páginas; o limite é {limits.max_pages} páginas."
        )
    return width, height, frames


# --- PDF page tree ---------------------------------------------------------------------

INHERITABLE = ("/Resources", "/MediaBox", "/CropBox", "/Rotate")


@dataclass
class PageTree:
    """The leaves of a page tree found by a bounded walk, with their inherited keys."""

    pages: list[tuple[Any, dict[str, Any]]] = field(default_factory=list)
    warnings: list[str] = field(default_factory=list)


def _objkey(obj: Any) -> tuple[int, int] | int:
    og = getattr(obj, "objgen", (0, 0))
    return og if og != (0, 0) else id(obj)


def walk_page_tree(root_pages: Any, limits: Limits) -> PageTree:
    """Walk a pikepdf `/Pages` node iteratively, checking every bound while walking.

    - a kid that is one of its own ancestors (a loop) is skipped with a warning;
    - leaves are counted as they are met: more than `max_pages` raises `TooLarge`
      at once, so a 10^7-page DAG costs `max_pages` steps, not 10^7;
    - `/Count` is never read; nesting deeper than `max_tree_depth` is cut off.
    """
    import pikepdf

    tree = PageTree()
    loop_warned = depth_warned = False
    # stack items: (node, ancestors' keys, inherited attributes)
    stack: list[tuple[Any, frozenset[Any], dict[str, Any], int]] = [
        (root_pages, frozenset(), {}, 0)
    ]
    steps = 0
    while stack:
        node, ancestors, inherited, depth = stack.pop()
        steps += 1
        if steps > 50 * limits.max_pages + 10_000:
            raise TooLarge("A árvore de páginas do PDF é grande demais para ser percorrida.")
        if not isinstance(node, pikepdf.Dictionary):
            continue
        key = _objkey(node)
        if key in ancestors:
            if not loop_warned:
                tree.warnings.append(
                    "A árvore de páginas do PDF contém um laço; as referências repetidas "
                    "foram ignoradas."
                )
                loop_warned = True
            continue
        kids = node.get("/Kids")
        node_type = node.get("/Type")
        is_leaf = kids is None and (node_type == pikepdf.Name.Page or node_type is None)
        if node_type == pikepdf.Name.Pages and kids is None:
            continue  # an intermediate node without kids holds no page
        if is_leaf:
            if "/Contents" not in node and "/MediaBox" not in node and not inherited:
                continue
            tree.pages.append((node, inherited))
            if len(tree.pages) > limits.max_pages:
                raise TooLarge(
                    f"O PDF tem mais de {limits.max_pages} páginas, o limite por arquivo."
                )
            continue
        if depth >= limits.max_tree_depth:
            if not depth_warned:
                tree.warnings.append(
                    "A árvore de páginas do PDF é aninhada fundo demais; os níveis "
                    "excedentes foram ignorados."
                )
                depth_warned = True
            continue
        if not isinstance(kids, pikepdf.Array):
            continue
        child_inherited = dict(inherited)
        for k in INHERITABLE:
            if k in node:
                child_inherited[k] = node.get(k)
        child_ancestors = ancestors | {key}
        # push in reverse so that pages come out in document order
        kid_list = list(kids)
        if len(kid_list) > 50 * limits.max_pages:
            raise TooLarge("A árvore de páginas do PDF é grande demais para ser percorrida.")
        for kid in reversed(kid_list):
            stack.append((kid, child_ancestors, child_inherited, depth + 1))
    return tree


# --- bounded stream inflation ------------------------------------------------------------

FLATE = {"/FlateDecode", "/Fl"}
# worst-case expansion of the other generic filters, to bound them without decoding
EXPANSION = {
    "/ASCIIHexDecode": 1,
    "/AHx": 1,
    "/ASCII85Decode": 1,
    "/A85": 1,
    "/RunLengthDecode": 128,
    "/RL": 128,
    "/LZWDecode": 1365,  # 4096 codes per clear-table cycle, ~4096^2/2 bytes out
    "/LZW": 1365,
}
IMAGE_FILTERS = {
    "/DCTDecode", "/DCT", "/JPXDecode", "/CCITTFaxDecode", "/CCF", "/JBIG2Decode", "/Crypt"
}


def inflate_capped(chunks: Iterator[bytes], stages: int, cap: int) -> int:
    """Inflate `stages` chained zlib layers in bounded steps; return the output size.

    Raises `TooLarge` as soon as the output passes `cap`; a corrupt stream returns the
    size inflated so far (the renderers will recover what they can).
    """
    decoders = [zlib.decompressobj() for _ in range(stages)]
    total = 0
    step = 1 * MIB

    def push(level: int, data: bytes) -> None:
        nonlocal total
        d = decoders[level]
        while data:
            out = d.decompress(data, step)
            data = d.unconsumed_tail
            if level + 1 < stages:
                push(level + 1, out)
            else:
                total += len(out)
                if total > cap:
                    raise TooLarge(
                        f"Um fluxo comprimido do PDF se expande além de {cap // MIB} MB "
                        "(possível bomba de descompressão)."
                    )
            if d.eof:
                return
            if not out and not data:
                return

    try:
        for chunk in chunks:
            push(0, chunk)
    except zlib.error:
        return total
    return total


def _short(exc: BaseException) -> str:
    text = str(exc).strip().splitlines()[0] if str(exc).strip() else type(exc).__name__
    return text[:160]
