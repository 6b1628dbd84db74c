"""Sniffing table: the real type from magic bytes, refusals with stable statuses."""

from __future__ import annotations

import io
import zipfile

import pytest

from core.errors import DamagedFile, DossieError, UnsupportedFile
from intake.names import safe_name
from intake.sniff import HEIC, JPEG, PDF, PNG, TIFF, WEBP, sniff


def _png() -> bytes:
    from PIL import Image

    buf = io.BytesIO()
    Image.new("L", (8, 8), 255).save(buf, format="PNG")
    return buf.getvalue()


def _jpeg() -> bytes:
    from PIL import Image

    buf = io.BytesIO()
    Image.new("RGB", (8, 8), "white").save(buf, format="JPEG")
    return buf.getvalue()


def _tiff() -> bytes:
    from PIL import Image

    buf = io.BytesIO()
    Image.new("L", (8, 8), 255).save(buf, format="TIFF")
    return buf.getvalue()


def _zip() -> bytes:
    buf = io.BytesIO()
    with zipfile.ZipFile(buf, "w") as z:
        z.writestr("documento.pdf", b"%PDF-1.4\n%%EOF\n")
    return buf.getvalue()


@pytest.mark.parametrize(
    ("data", "expected"),
    [
        (b"%PDF-1.7\n%\xe2\xe3\xcf\xd3\n", PDF),
        (b"garbage before\n%PDF-1.4\n1 0 obj", PDF),  # leading junk tolerated
        (_png(), PNG),
        (_jpeg(), JPEG),
        (_tiff(), TIFF),
        (b"\x00\x00\x00\x18ftypheic\x00\x00\x00\x00mif1heic", HEIC),
        (b"RIFF\x10\x00\x00\x00WEBPVP8 ", WEBP),
    ],
)
def test_supported_types(data: bytes, expected: str) -> None:
    assert sniff(data, "x.bin").media_type == expected


@pytest.mark.parametrize(
    ("data", "error", "status"),
    [
        (b"", DamagedFile, 422),
        (b"%", DamagedFile, 422),
        (b"Isto nao e um PDF. CPF 000.000.000-00\n" * 2, UnsupportedFile, 415),
        (_zip(), UnsupportedFile, 415),
        (b"MZ\x90\x00\x03\x00\x00\x00\x04\x00", UnsupportedFile, 415),
        (b"\x1f\x8b\x08\x00\x00\x00\x00\x00\x00\x03", UnsupportedFile, 415),
        (bytes(range(256)) * 4, UnsupportedFile, 415),
    ],
)
def test_refused(data: bytes, error: type[DossieError], status: int) -> None:
    with pytest.raises(error) as info:
        sniff(data, "documento.pdf")
    assert info.value.http_status == status
    assert info.value.message  # pt-BR, never empty


def test_empty_message_says_arquivo_vazio() -> None:
    with pytest.raises(DamagedFile, match="arquivo vazio"):
        sniff(b"", "vazio.pdf")


def test_lying_extension_is_read_by_content() -> None:
    s = sniff(_jpeg(), "documento.pdf")
    assert s.media_type == JPEG
    assert any("JPEG" in w for w in s.warnings)


def test_zip_holding_a_pdf_is_still_refused() -> None:
    data = _zip()
    assert b"%PDF-" in data[:1024]
    with pytest.raises(UnsupportedFile):
        sniff(data, "documentos.pdf")


@pytest.mark.parametrize(
    ("raw", "expected"),
    [
        ("../../etc/passwd.pdf", "passwd.pdf"),
        ("..\\..\\windows\\win.ini.pdf", "win.ini.pdf"),
        ("/etc/passwd.pdf", "passwd.pdf"),
        ("%2e%2e%2f%2e%2e%2fetc%2fpasswd.pdf", "passwd.pdf"),
        ("doc\x00.pdf.png", "doc.pdf.png"),
        ("nome com\nquebra.pdf", "nome com quebra.pdf"),
        ("", "documento"),
        ("..", "documento"),
        ("crlv.pdf", "crlv.pdf"),
    ],
)
def test_safe_name(raw: str, expected: str) -> None:
    assert safe_name(raw) == expected


def test_overlong_name_keeps_extension() -> None:
    name = safe_name("a" * 300 + ".pdf")
    assert name.endswith(".pdf") and len(name) <= 150
