"""Scanned pages this project did not generate, for the CLI-wall benchmark (issue 15).

- the BID dataset's phone photos of ID documents (`../shared/realdocs/`: CNH, CPF and RG
  fronts and backs, several upside down; see its SOURCES.md);
- pages of public PDFs (`../shared/corpora/pdf-oddities/`, the govdocs reports) rendered
  at 200 dpi in grey, turned by a scanner's small skew and stored as JPEG, as a
  scanner's "PDF to image" would.

Deterministic (same bytes for the same sources); cached in `--inputs`/real. Skipped
(an empty list) where the shared folder is absent.
"""

from __future__ import annotations

import io
import os
from pathlib import Path

ROOT = Path(__file__).resolve().parents[2]
SHARED = Path(os.environ.get("DOSSIE_SHARED_DIR", ROOT.parent / "shared"))
PHOTOS = ("realdocs/cnh/bid_00003658_cnh_frente.jpg",
          "realdocs/cpf/bid_00010984_cpf_frente_aug01.jpg",
          "realdocs/rg/bid_00022228_rg_frente.jpg",
          "realdocs/rg/bid_00025939_rg_verso.jpg")
# (pdf, 1-based page, skew degrees)
RENDERED = (("corpora/pdf-oddities/opf-govdocs-027613.pdf", 20, 0.6),
            ("corpora/pdf-oddities/opf-govdocs-219789.pdf", 3, -0.8))
DPI = 200


def build(out: Path) -> list[Path]:
    """The page files (photos copied, PDF pages rendered), in a fixed order."""
    paths: list[Path] = []
    out.mkdir(parents=True, exist_ok=True)
    for rel in PHOTOS:
        src = SHARED / rel
        if not src.exists():
            return []
        dst = out / src.name
        if not dst.exists():
            dst.write_bytes(src.read_bytes())
        paths.append(dst)
    for rel, page, skew in RENDERED:
        src = SHARED / rel
        if not src.exists():
            return []
        dst = out / f"{src.stem}-p{page}.jpg"
        if not dst.exists():
            dst.write_bytes(_scan(src, page, skew))
        paths.append(dst)
    return paths


def _scan(pdf: Path, page: int, skew: float) -> bytes:
    import pypdfium2 as pdfium
    from PIL import Image

    doc = pdfium.PdfDocument(str(pdf))
    try:
        img = doc[page - 1].render(scale=DPI / 72, grayscale=True).to_pil().convert("L")
    finally:
        doc.close()
    img = img.rotate(skew, resample=Image.Resampling.BICUBIC, expand=False, fillcolor=255)
    buf = io.BytesIO()
    img.save(buf, format="JPEG", quality=80, dpi=(DPI, DPI))
    return buf.getvalue()


def sideways(src: Path, out: Path) -> Path:
    """`src` turned 90 degrees (a page scanned sideways), as PNG."""
    dst = out / f"{src.stem}_90.png"
    if not dst.exists():
        from PIL import Image

        with Image.open(src) as im:
            im.transpose(Image.Transpose.ROTATE_90).save(dst, format="PNG", dpi=(DPI, DPI))
    return dst
