"""Renderings of a born-digital PDF: `scan` (image-only PDF, PNG or TIFF) and `photo` (JPEG).

Every function takes a seed and uses its own `numpy.random.Generator`; the same PDF and
seed give the same bytes.
"""

from __future__ import annotations

import io
from dataclasses import dataclass

import cv2
import numpy as np
import pypdfium2 as pdfium
from PIL import Image
from reportlab.lib.utils import ImageReader
from reportlab.pdfgen.canvas import Canvas

RENDERINGS = ("born-digital", "scan", "photo")


@dataclass
class Rendered:
    """One output file: its bytes, file extension and number of pages it holds."""

    data: bytes
    ext: str
    pages: int
    note: str = ""


def rasterise(pdf: bytes, dpi: int, pages: list[int] | None = None) -> list[Image.Image]:
    """PDF bytes → RGB PIL images at `dpi` (all pages, or the given 0-based ones)."""
    doc = pdfium.PdfDocument(pdf)
    try:
        idx = pages if pages is not None else list(range(len(doc)))
        out = []
        for i in idx:
            bmp = doc[i].render(scale=dpi / 72)
            out.append(bmp.to_pil().convert("RGB"))
        return out
    finally:
        doc.close()


def _jpeg(img: Image.Image, quality: int) -> bytes:
    buf = io.BytesIO()
    img.save(buf, format="JPEG", quality=quality, optimize=False, progressive=False)
    return buf.getvalue()


def _rotate_small(arr: np.ndarray, angle: float) -> np.ndarray:
    h, w = arr.shape[:2]
    m = cv2.getRotationMatrix2D((w / 2, h / 2), angle, 1.0)
    border = (255,) * arr.shape[2] if arr.ndim == 3 else 255
    return cv2.warpAffine(arr, m, (w, h), flags=cv2.INTER_LINEAR,
                          borderMode=cv2.BORDER_CONSTANT, borderValue=border)


def scan_page(img: Image.Image, rng: np.random.Generator, big_rotation: int = 0,
              gray: bool = True) -> Image.Image:
    """Scanner look: small skew, noise, slight blur, grey paper; optional 90/180° turn."""
    arr = np.asarray(img.convert("L") if gray else img).astype(np.float32)
    # paper tint and contrast loss
    arr = arr * rng.uniform(0.86, 0.96) + rng.uniform(8, 22)
    arr = _rotate_small(arr, float(rng.uniform(-3, 3)))
    k = int(rng.choice([3, 3, 5]))
    arr = cv2.GaussianBlur(arr, (k, k), float(rng.uniform(0.4, 0.9)))
    arr = arr + rng.normal(0, rng.uniform(3, 9), arr.shape).astype(np.float32)
    # a few dust specks
    h, w = arr.shape[:2]
    for _ in range(int(rng.integers(5, 30))):
        y, x = int(rng.integers(0, h)), int(rng.integers(0, w))
        cv2.circle(arr, (x, y), int(rng.integers(1, 3)), (40,) * (1 if arr.ndim == 2 else 3), -1)
    out = Image.fromarray(np.clip(arr, 0, 255).astype(np.uint8))
    if big_rotation:
        out = out.rotate(big_rotation, expand=True)
    return out


def images_to_pdf(jpegs: list[tuple[bytes, int, int]], dpi: int) -> bytes:
    """Image-only PDF, one JPEG per page, page size from pixel size and dpi."""
    buf = io.BytesIO()
    c = Canvas(buf, invariant=1)
    c.setCreator("dossie samples scanner")
    for data, w, h in jpegs:
        pw, ph = w * 72 / dpi, h * 72 / dpi
        c.setPageSize((pw, ph))
        c.drawImage(ImageReader(io.BytesIO(data)), 0, 0, pw, ph)
        c.showPage()
    c.save()
    return buf.getvalue()


def scan(pdf: bytes, seed: int, fmt: str | None = None, dpi: int | None = None,
         quality: int | None = None) -> Rendered:
    """Scanned rendering of every page: image-only PDF (default), PNG (1 page) or TIFF.

    dpi/quality are random (150-200 dpi, sometimes a low 110; JPEG 35-75) unless given.
    """
    rng = np.random.default_rng(seed)
    dpi_r = int(rng.choice([150, 150, 200, 200, 110]))
    dpi = dpi or dpi_r
    pages = rasterise(pdf, dpi)
    if fmt is None:
        r = rng.random()
        fmt = "pdf" if r < 0.6 or (len(pages) > 1 and r < 0.8) else ("png" if len(pages) == 1 else "tiff")
        if fmt == "png" and rng.random() < 0.4:
            fmt = "tiff"
    big = int(rng.choice([0, 0, 0, 0, 0, 0, 90, 180, 270])) if rng.random() < 0.5 else 0
    gray = bool(rng.random() < 0.7)
    quality_r = int(rng.integers(35, 75))
    quality = quality or quality_r
    outs = [scan_page(im, rng, big_rotation=big, gray=gray) for im in pages]
    note = f"dpi={dpi} rot={big} q={quality} gray={gray}"
    if fmt == "pdf":
        jp = []
        for im in outs:
            data = _jpeg(im, quality)
            jp.append((data, im.width, im.height))
        return Rendered(images_to_pdf(jp, dpi), "pdf", len(outs), note)
    # lossy round trip, then a lossless container
    outs = [Image.open(io.BytesIO(_jpeg(im, quality))).copy() for im in outs]
    buf = io.BytesIO()
    if fmt == "png":
        outs[0].save(buf, format="PNG", dpi=(dpi, dpi))
        return Rendered(buf.getvalue(), "png", 1, note)
    outs[0].save(buf, format="TIFF", save_all=True, append_images=outs[1:],
                 compression="jpeg", quality=quality, dpi=(dpi, dpi))
    return Rendered(buf.getvalue(), "tiff", len(outs), note)


def _background(rng: np.random.Generator, h: int, w: int) -> np.ndarray:
    base = rng.choice(np.array([[120, 85, 60], [60, 70, 90], [150, 140, 120], [40, 40, 45],
                                [90, 110, 80], [170, 160, 150]]))
    bg = np.ones((h, w, 3), np.float32) * base.astype(np.float32)
    noise = rng.normal(0, 18, (h // 8 + 1, w // 8 + 1, 1)).astype(np.float32)
    noise = cv2.resize(noise, (w, h), interpolation=cv2.INTER_CUBIC)[..., None]
    grain = rng.normal(0, 6, (h, w, 1)).astype(np.float32)
    return bg + noise + grain


def photo(pdf: bytes, seed: int, dpi: int = 150, quality: int | None = None) -> Rendered:
    """Phone photo of page 1: perspective warp on a textured table, uneven light, blur."""
    rng = np.random.default_rng(seed)
    page = rasterise(pdf, dpi, pages=[0])[0]
    src = np.asarray(page).astype(np.float32)
    ph, pw = src.shape[:2]
    W, H = int(pw * 1.25), int(ph * 1.2)
    bg = _background(rng, H, W)
    mx, my = (W - pw) / 2, (H - ph) / 2
    jitter = lambda: float(rng.uniform(-0.07, 0.07))  # noqa: E731
    dst = np.float32([
        [mx + jitter() * pw, my + jitter() * ph],
        [mx + pw + jitter() * pw, my + jitter() * ph],
        [mx + pw + jitter() * pw, my + ph + jitter() * ph],
        [mx + jitter() * pw, my + ph + jitter() * ph],
    ])
    srcq = np.float32([[0, 0], [pw, 0], [pw, ph], [0, ph]])
    m = cv2.getPerspectiveTransform(srcq, dst)
    warped = cv2.warpPerspective(src, m, (W, H), flags=cv2.INTER_LINEAR,
                                 borderMode=cv2.BORDER_CONSTANT, borderValue=(0, 0, 0))
    mask = cv2.warpPerspective(np.ones((ph, pw), np.float32), m, (W, H))[..., None]
    # soft shadow under the sheet
    shadow = cv2.GaussianBlur(mask, (0, 0), 12)
    if shadow.ndim == 2:
        shadow = shadow[..., None]
    img = bg * (1 - 0.45 * shadow) * (1 - mask) + warped * mask
    # lighting gradient + warm tint
    yy, xx = np.mgrid[0:H, 0:W].astype(np.float32)
    cx, cy = rng.uniform(0, W), rng.uniform(0, H)
    dist = np.sqrt((xx - cx) ** 2 + (yy - cy) ** 2) / np.hypot(W, H)
    light = 1.08 - float(rng.uniform(0.35, 0.6)) * dist
    tint = np.array([1.0, rng.uniform(0.95, 1.0), rng.uniform(0.85, 0.97)], np.float32)
    img = img * light[..., None] * tint
    img = cv2.GaussianBlur(img, (0, 0), float(rng.uniform(0.6, 1.3)))
    img = img + rng.normal(0, 3, img.shape).astype(np.float32)
    out = Image.fromarray(np.clip(img, 0, 255).astype(np.uint8))
    q = int(rng.integers(70, 88))
    return Rendered(_jpeg(out, quality or q), "jpg", 1,
                    f"photo {W}x{H}")
