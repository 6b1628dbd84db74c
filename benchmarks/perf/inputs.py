"""Deterministic benchmark inputs, built with the sample generator and cached on disk.

- `scan_page.png`: one upright scanned page (CRLV-e, 200 dpi, scanner noise, JPEG-lossy);
- `scan_page_180.png`: the same page upside down (the slower, rarer case);
- `scan_8.pdf`: 8 different scanned pages (CRLV, CNH, certidão, contrato, apólice, CNPJ);
- `scan_100.pdf`: 100 pages cycling through those 8, each with its own scanner noise,
  written page by page (only the compressed JPEGs are ever held);
- `born_digital.pdf`: the born-digital CRLV-e page the scan was made from.

Same generator version ⇒ same bytes; the cache is keyed by `VERSION` and the set of files.
"""

from __future__ import annotations

import io
import json
from collections.abc import Iterator
from dataclasses import dataclass
from datetime import date
from pathlib import Path

SEED = 20261201
AS_OF = date(2026, 12, 1)
DPI = 200
JPEG_QUALITY = 60
VERSION = 1
# (kind, layout) of the 8 distinct pages, first page of each document
PAGE_KINDS: tuple[tuple[str, str], ...] = (
    ("crlv", "digital_2025"),
    ("cnh", "cnh_2017"),
    ("cnd_federal", "rfb_pgfn"),
    ("contrato_social", "constituicao"),
    ("apolice", "app_individual"),
    ("cnpj", "cartao_rfb"),
    ("crlv", "eletronico_2020"),
    ("antecedentes_criminais", "ssp_sp"),
)


@dataclass(frozen=True)
class Inputs:
    """Paths of the benchmark inputs."""

    scan_page: Path
    scan_page_180: Path
    scan_8: Path
    scan_100: Path
    born_digital: Path


def _born_digital(kind: str, layout: str) -> bytes:
    import samples.layouts  # noqa: F401  (registers every kind)
    from samples.generate import _seed_int, build_doc
    from samples.render import render_pdf

    doc = build_doc(kind, _seed_int(SEED, "bench", kind, layout), AS_OF, layout)
    return render_pdf([doc], title=kind)


def _first_page(pdf: bytes) -> bytes:
    import pikepdf

    src = pikepdf.open(io.BytesIO(pdf))
    out = pikepdf.new()
    out.pages.append(src.pages[0])
    buf = io.BytesIO()
    out.save(buf, deterministic_id=True)
    return buf.getvalue()


def _scanned(image: object, seed: int, rotation: int = 0) -> object:
    import numpy as np

    from samples.degrade import scan_page

    return scan_page(image, np.random.default_rng(seed), big_rotation=rotation, gray=True)  # type: ignore[arg-type]


def _jpeg(image: object) -> tuple[bytes, int, int]:
    buf = io.BytesIO()
    image.save(buf, format="JPEG", quality=JPEG_QUALITY)  # type: ignore[attr-defined]
    return buf.getvalue(), image.width, image.height  # type: ignore[attr-defined]


def _png(image: object) -> bytes:
    from PIL import Image

    lossy = Image.open(io.BytesIO(_jpeg(image)[0]))
    buf = io.BytesIO()
    lossy.save(buf, format="PNG", dpi=(DPI, DPI))
    return buf.getvalue()


def _write_scanned_pdf(path: Path, pages: Iterator[tuple[bytes, int, int]]) -> None:
    """An image-only PDF, one JPEG per page, drawn as each page comes (streamed)."""
    from reportlab.lib.utils import ImageReader
    from reportlab.pdfgen.canvas import Canvas

    c = Canvas(str(path), invariant=1)
    c.setCreator("dossie benchmark scanner")
    for data, w, h in pages:
        pw, ph = w * 72 / DPI, h * 72 / DPI
        c.setPageSize((pw, ph))
        c.drawImage(ImageReader(io.BytesIO(data)), 0, 0, pw, ph)
        c.showPage()
    c.save()


def build(out: Path, fresh: bool = False) -> Inputs:
    """Write the inputs into `out` (reused when already built by this `VERSION`)."""
    inputs = Inputs(out / "scan_page.png", out / "scan_page_180.png", out / "scan_8.pdf",
                    out / "scan_100.pdf", out / "born_digital.pdf")
    stamp = out / "inputs.json"
    want = {"version": VERSION, "seed": SEED, "dpi": DPI, "pages": list(map(list, PAGE_KINDS))}
    paths = [inputs.scan_page, inputs.scan_page_180, inputs.scan_8, inputs.scan_100,
             inputs.born_digital]
    if (not fresh and stamp.exists() and all(p.exists() for p in paths)
            and json.loads(stamp.read_text()) == want):
        return inputs
    from samples.degrade import rasterise

    out.mkdir(parents=True, exist_ok=True)
    born = [_first_page(_born_digital(kind, layout)) for kind, layout in PAGE_KINDS]
    inputs.born_digital.write_bytes(born[0])
    bases = [rasterise(pdf, DPI)[0].convert("L") for pdf in born]
    inputs.scan_page.write_bytes(_png(_scanned(bases[0], SEED)))
    inputs.scan_page_180.write_bytes(_png(_scanned(bases[0], SEED, rotation=180)))
    _write_scanned_pdf(inputs.scan_8, (_jpeg(_scanned(b, SEED + i)) for i, b in enumerate(bases)))
    _write_scanned_pdf(
        inputs.scan_100,
        (_jpeg(_scanned(bases[i % len(bases)], SEED + 1000 + i)) for i in range(100)),
    )
    stamp.write_text(json.dumps(want))
    return inputs
