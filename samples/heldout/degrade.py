"""Scans and phone photos of the held-out documents (numpy + OpenCV + Pillow only).

scan: the born-digital page rasterised at 200–300 dpi, a slight skew, sensor noise,
blur, grey paper and JPEG artefacts. photo: page 1 at ~160 dpi, warped in perspective on
a textured background, uneven light, blur and JPEG. Both are deterministic given `seed`."""

from __future__ import annotations

import io

import cv2
import numpy as np
import pypdfium2 as pdfium
from PIL import Image
from reportlab.lib.pagesizes import A4
from reportlab.lib.utils import ImageReader
from reportlab.pdfgen import canvas


def rasterise(pdf: bytes, dpi: int, pages: list[int] | None = None) -> list[np.ndarray]:
    """Pages (0-based indices) of a PDF as RGB arrays."""
    doc = pdfium.PdfDocument(pdf)
    out = []
    for i in pages if pages is not None else range(len(doc)):
        bmp = doc[i].render(scale=dpi / 72.0)
        out.append(np.array(bmp.to_pil().convert("RGB")))
    doc.close()
    return out


def _jpeg(img: np.ndarray, q: int) -> bytes:
    ok, buf = cv2.imencode(".jpg", cv2.cvtColor(img, cv2.COLOR_RGB2BGR) if img.ndim == 3 else img,
                           [cv2.IMWRITE_JPEG_QUALITY, q])
    assert ok
    return buf.tobytes()


def scan_page(img: np.ndarray, rng: np.random.Generator) -> tuple[np.ndarray, str]:
    """A flatbed-scan look; returns the grey image and a description of what was done."""
    g = cv2.cvtColor(img, cv2.COLOR_RGB2GRAY).astype(np.float32)
    angle = float(rng.uniform(-1.8, 1.8))
    h, w = g.shape
    m = cv2.getRotationMatrix2D((w / 2, h / 2), angle, 1.0)
    paper = float(rng.uniform(225, 245))
    g = g * (paper / 255.0)
    g = cv2.warpAffine(g, m, (w, h), borderValue=paper)
    k = int(rng.choice([1, 3, 3]))
    if k > 1:
        g = cv2.GaussianBlur(g, (k, k), float(rng.uniform(0.4, 0.9)))
    g = g + rng.normal(0, float(rng.uniform(4, 9)), g.shape)
    # a few specks of dust
    for _ in range(int(rng.integers(5, 30))):
        y, x = int(rng.integers(0, h)), int(rng.integers(0, w))
        cv2.circle(g, (x, y), int(rng.integers(1, 3)), float(rng.uniform(40, 120)), -1)
    g = np.clip(g, 0, 255).astype(np.uint8)
    return g, f"rot={angle:.2f} blur={k}"


def scan_document(pdf: bytes, n_pages: int, rng: np.random.Generator, fmt: str,
                  dpi: int | None = None, q: int | None = None,
                  turns: dict[int, int] | None = None) -> tuple[bytes, str]:
    """Render a whole document as a scan in `fmt` (pdf, png, tiff); returns bytes + a note.
    `dpi`/`q` pin resolution and JPEG quality (the committed fixtures keep to 200 dpi).
    `turns` maps a 0-based page index to quarter turns counter-clockwise (a page fed
    sideways or upside down, series 8 of issue 12); a PDF page takes the image's
    orientation (A4 landscape for a wide image)."""
    d, qq = int(rng.choice([200, 240, 300])), int(rng.integers(45, 75))
    dpi, q = dpi or d, q or qq
    pages = rasterise(pdf, dpi)
    imgs, notes, shapes = [], [], []
    for i, p in enumerate(pages):
        k = (turns or {}).get(i, 0)
        if k:
            p = np.ascontiguousarray(np.rot90(p, k))
        g, note = scan_page(p, rng)
        if k:
            note += f" turned={90 * k}"
        shapes.append(g.shape)
        jpg = _jpeg(g, q)
        imgs.append(jpg)
        notes.append(note)
    desc = f"dpi={dpi} q={q} " + "; ".join(notes)
    if fmt == "pdf":
        buf = io.BytesIO()
        c = canvas.Canvas(buf, pagesize=A4, invariant=1)
        for jpg, (h, w) in zip(imgs, shapes, strict=True):
            size = A4 if h >= w else (A4[1], A4[0])
            c.setPageSize(size)
            c.drawImage(ImageReader(io.BytesIO(jpg)), 0, 0, size[0], size[1])
            c.showPage()
        c.save()
        return buf.getvalue(), desc
    pil = [Image.open(io.BytesIO(j)).convert("L") for j in imgs]
    buf = io.BytesIO()
    if fmt == "png":
        pil[0].save(buf, "PNG", dpi=(dpi, dpi))
    else:
        pil[0].save(buf, "TIFF", dpi=(dpi, dpi), save_all=True, append_images=pil[1:], compression="tiff_deflate")
    return buf.getvalue(), desc


def _background(h: int, w: int, rng: np.random.Generator) -> np.ndarray:
    base = np.array(rng.choice([[120, 84, 52], [70, 70, 75], [150, 140, 120], [40, 60, 90]]), np.float32)
    noise = cv2.resize(rng.normal(0, 1, (h // 16 + 1, w // 16 + 1)).astype(np.float32), (w, h),
                       interpolation=cv2.INTER_CUBIC)
    grain = np.sin(np.linspace(0, float(rng.uniform(20, 60)), w))[None, :].astype(np.float32)
    bg = base[None, None, :] + (noise * 18 + grain * 10)[..., None]
    return np.clip(bg, 0, 255)


def photo_page(pdf: bytes, rng: np.random.Generator) -> tuple[bytes, str]:
    """Page 1 photographed by a phone: perspective, uneven light, background, blur."""
    page = rasterise(pdf, 160, [0])[0].astype(np.float32)
    ph, pw = page.shape[:2]
    W, H = int(pw * 1.25), int(ph * 1.18)
    bg = _background(H, W, rng)
    j = lambda a: float(rng.uniform(-a, a))  # noqa: E731
    ox, oy = (W - pw) / 2, (H - ph) / 2
    src = np.float32([[0, 0], [pw, 0], [pw, ph], [0, ph]])
    d = 0.045
    dst = np.float32([[ox + j(d * pw), oy + j(d * ph)], [ox + pw + j(d * pw), oy + j(d * ph)],
                      [ox + pw + j(d * pw), oy + ph + j(d * ph)], [ox + j(d * pw), oy + ph + j(d * ph)]])
    m = cv2.getPerspectiveTransform(src, dst)
    warped = cv2.warpPerspective(page, m, (W, H), borderValue=(0, 0, 0))
    mask = cv2.warpPerspective(np.ones((ph, pw), np.float32), m, (W, H))[..., None]
    img = warped * mask + bg * (1 - mask)
    # uneven light: a broad gradient and a soft shadow band
    yy, xx = np.mgrid[0:H, 0:W].astype(np.float32)
    cx, cy = float(rng.uniform(0, W)), float(rng.uniform(0, H))
    light = 1.05 - 0.35 * np.sqrt(((xx - cx) / W) ** 2 + ((yy - cy) / H) ** 2)
    if rng.random() < 0.5:
        band = np.exp(-(((xx * 0.6 + yy * 0.4) - float(rng.uniform(0.3, 0.8)) * W) / (0.12 * W)) ** 2)
        light = light - 0.18 * band
    img = img * light[..., None]
    warm = np.array([1.0, 0.97, 0.9], np.float32) if rng.random() < 0.5 else np.array([0.95, 0.98, 1.0], np.float32)
    img = img * warm
    k = int(rng.choice([3, 3, 5]))
    img = cv2.GaussianBlur(img, (k, k), 0)
    img = img + rng.normal(0, 5, img.shape)
    img = np.clip(img, 0, 255).astype(np.uint8)
    q = int(rng.integers(70, 88))
    return _jpeg(img, q), f"photo blur={k} q={q}"
