"""Decoding an image file into the grey page OCR reads (`intake.raster.decode_frame`)."""

from __future__ import annotations

import io

import numpy as np
from PIL import Image

from intake.raster import decode_frame


def _jpeg(img: Image.Image, orientation: int | None = None) -> bytes:
    buf = io.BytesIO()
    exif = Image.Exif()
    if orientation is not None:
        exif[0x0112] = orientation
    img.save(buf, format="JPEG", quality=95, exif=exif.tobytes(), dpi=(200, 200))
    return buf.getvalue()


def test_the_exif_turn_of_a_phone_photo_is_applied() -> None:
    # a dark block in the top-left corner of the stored pixels; EXIF 6 = "turn 90° cw"
    stored = np.full((200, 300), 255, np.uint8)
    stored[:50, :80] = 0
    img = Image.fromarray(stored)
    upright, dpi = decode_frame(_jpeg(img, orientation=6), 0, 16_000_000)
    assert dpi == 200
    assert upright.shape == (300, 200)  # width and height swapped
    assert upright[:80, -50:].mean() < 40  # the block is now top-right
    assert upright[:80, :50].mean() > 215
    plain, _ = decode_frame(_jpeg(img), 0, 16_000_000)
    assert plain.shape == (200, 300) and plain[:50, :80].mean() < 40


def test_a_grey_png_decodes_to_its_own_pixels_writable() -> None:
    pixels = (np.arange(120 * 90, dtype=np.uint32).reshape(120, 90) % 251).astype(np.uint8)
    buf = io.BytesIO()
    Image.fromarray(pixels).save(buf, format="PNG")
    out, _dpi = decode_frame(buf.getvalue(), 0, 16_000_000)
    assert out.dtype == np.uint8 and np.array_equal(out, pixels)
    out[0, 0] = 7  # callers may draw on it: it is theirs, not PIL's buffer
    rgb = Image.fromarray(np.dstack([pixels] * 3))
    buf = io.BytesIO()
    rgb.save(buf, format="PNG")
    grey, _dpi = decode_frame(buf.getvalue(), 0, 16_000_000)
    assert np.array_equal(grey, pixels)
