"""Limits: header-only image checks, bounded inflation, bounded page-tree walks."""

from __future__ import annotations

import struct
import zlib

import pytest

from core.errors import TooLarge
from intake.limits import Limits, image_header, inflate_capped
from intake.pipeline import read_bytes


def _png_header(width: int, height: int) -> bytes:
    ihdr = struct.pack(">IIBBBBB", width, height, 1, 0, 0, 0, 0)
    chunk = b"IHDR" + ihdr
    idat = zlib.compress(b"\x00" * 64)
    return (
        b"\x89PNG\r\n\x1a\n"
        + struct.pack(">I", len(ihdr)) + chunk + struct.pack(">I", zlib.crc32(chunk))
        + struct.pack(">I", len(idat)) + b"IDAT" + idat + struct.pack(">I", zlib.crc32(b"IDAT" + idat))
        + b"\x00\x00\x00\x00IEND\xaeB`\x82"
    )


@pytest.mark.parametrize("side", [9000, 40000])  # over our 60 Mpx / over Pillow's guard
def test_pixel_bomb_refused_from_header(side: int) -> None:
    with pytest.raises(TooLarge) as info:
        image_header(_png_header(side, side), Limits())
    assert info.value.http_status == 413


def test_pixel_bomb_through_pipeline() -> None:
    with pytest.raises(TooLarge):
        read_bytes(_png_header(40000, 40000), "scan.png")


def test_inflate_capped_stops_a_double_flate_bomb() -> None:
    inner = zlib.compress(b"\x00" * (64 * 1024 * 1024), 9)  # 64 MiB of zeros
    outer = zlib.compress(inner, 9)
    with pytest.raises(TooLarge):
        inflate_capped(iter([outer]), 2, cap=8 * 1024 * 1024)
    assert inflate_capped(iter([outer]), 2, cap=128 * 1024 * 1024) == 64 * 1024 * 1024


def test_page_limit_checked_while_walking(pdf_factory) -> None:
    data = pdf_factory(pages=5)
    with pytest.raises(TooLarge):
        read_bytes(data, "muitas.pdf", Limits(max_pages=3))
    assert len(read_bytes(data, "ok.pdf", Limits(max_pages=5)).pages) == 5


def test_byte_limit() -> None:
    with pytest.raises(TooLarge):
        read_bytes(b"%PDF-1.4\n" + b"0" * 2000, "grande.pdf", Limits(max_bytes=1000))
