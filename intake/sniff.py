"""The real type of an upload, from its magic bytes only (never from its name).

Supported: PDF (`%PDF-` within the first 1024 bytes, leading junk tolerated unless the
junk is itself another known format), PNG, JPEG, TIFF, HEIC/HEIF and WebP. Archives,
text, executables and anything else are refused with a pt-BR message. A PDF that is
also a ZIP (a polyglot) is processed *as a PDF*: the ZIP side is never unpacked.
"""

from __future__ import annotations

from dataclasses import dataclass, field

from core.errors import DamagedFile, UnsupportedFile

PDF = "application/pdf"
PNG = "image/png"
JPEG = "image/jpeg"
TIFF = "image/tiff"
HEIC = "image/heic"
HEIF = "image/heif"
WEBP = "image/webp"

IMAGE_TYPES = frozenset({PNG, JPEG, TIFF, HEIC, HEIF, WEBP})
SUPPORTED = frozenset({PDF}) | IMAGE_TYPES

EXTENSIONS = {
    PDF: {".pdf"},
    PNG: {".png"},
    JPEG: {".jpg", ".jpeg", ".jpe", ".jfif"},
    TIFF: {".tif", ".tiff"},
    HEIC: {".heic", ".heif"},
    HEIF: {".heic", ".heif"},
    WEBP: {".webp"},
}

_HEIF_BRANDS = {
    b"heic": HEIC, b"heix": HEIC, b"hevc": HEIC, b"hevx": HEIC, b"heim": HEIC,
    b"heis": HEIC, b"mif1": HEIF, b"msf1": HEIF, b"mif2": HEIF,
}

_REFUSED_MAGIC: list[tuple[bytes, str]] = [
    (b"PK\x03\x04", "um arquivo compactado (ZIP, DOCX, XLSX…)"),
    (b"PK\x05\x06", "um arquivo compactado (ZIP)"),
    (b"PK\x07\x08", "um arquivo compactado (ZIP)"),
    (b"Rar!\x1a\x07", "um arquivo compactado (RAR)"),
    (b"7z\xbc\xaf\x27\x1c", "um arquivo compactado (7z)"),
    (b"\x1f\x8b", "um arquivo compactado (gzip)"),
    (b"BZh", "um arquivo compactado (bzip2)"),
    (b"\xfd7zXZ\x00", "um arquivo compactado (xz)"),
    (b"MZ", "um programa executável"),
    (b"\x7fELF", "um programa executável"),
    (b"\xd0\xcf\x11\xe0\xa1\xb1\x1a\xe1", "um documento antigo do Office (DOC/XLS)"),
    (b"GIF8", "uma imagem GIF, formato não aceito"),
    (b"BM", "uma imagem BMP, formato não aceito"),
]


@dataclass(frozen=True)
class Sniffed:
    """The sniffed type of an upload."""

    media_type: str
    pdf_offset: int = 0  # bytes of junk before `%PDF-`
    warnings: list[str] = field(default_factory=list)

    @property
    def is_pdf(self) -> bool:
        return self.media_type == PDF


def _image_type(head: bytes) -> str | None:
    if head.startswith(b"\x89PNG\r\n\x1a\n"):
        return PNG
    if head.startswith(b"\xff\xd8\xff"):
        return JPEG
    if head.startswith((b"II*\x00", b"MM\x00*", b"II+\x00", b"MM\x00+")):
        return TIFF
    if len(head) >= 12 and head[4:8] == b"ftyp":
        brand = head[8:12]
        if brand in _HEIF_BRANDS:
            return _HEIF_BRANDS[brand]
        # compatible brands list, e.g. ftyp 'mif1' ... 'heic'
        size = int.from_bytes(head[0:4], "big")
        compat = head[16 : min(size, 64)]
        for i in range(0, len(compat) - 3, 4):
            if compat[i : i + 4] in _HEIF_BRANDS:
                return _HEIF_BRANDS[compat[i : i + 4]]
    if head.startswith(b"RIFF") and head[8:12] == b"WEBP":
        return WEBP
    return None


def _looks_like_text(head: bytes) -> bool:
    try:
        text = head.decode("utf-8")
    except UnicodeDecodeError:
        try:
            text = head.decode("latin-1")
        except UnicodeDecodeError:  # pragma: no cover - latin-1 decodes everything
            return False
    printable = sum(ch.isprintable() or ch in "\r\n\t" for ch in text)
    return printable >= 0.95 * max(1, len(text))


def sniff(data: bytes, name: str = "") -> Sniffed:
    """Return the real type of `data`, or raise `DamagedFile` / `UnsupportedFile`."""
    if len(data) == 0:
        raise DamagedFile("O arquivo está vazio (arquivo vazio, 0 bytes).", code="arquivo_vazio")
    if len(data) < 8:
        raise DamagedFile(
            f"O arquivo tem só {len(data)} byte(s) e não é um documento legível.",
            code="arquivo_truncado",
        )
    head = data[:1024]
    warnings: list[str] = []
    if head.startswith(b"%PDF-"):
        return Sniffed(PDF, 0, _name_warning(PDF, name))
    image = _image_type(head)
    if image is not None:
        return Sniffed(image, 0, _name_warning(image, name))
    for magic, what in _REFUSED_MAGIC:
        if head.startswith(magic):
            raise UnsupportedFile(
                f"O conteúdo do arquivo é {what}, não um PDF nem uma imagem. "
                "Envie o documento em PDF, JPEG, PNG, TIFF ou HEIC.",
                code="tipo_nao_suportado",
            )
    offset = head.find(b"%PDF-")
    if offset > 0:
        return Sniffed(PDF, offset, warnings + _name_warning(PDF, name))
    try:
        import filetype

        kind = filetype.guess(head)
    except Exception:  # pragma: no cover - filetype never raises on bytes
        kind = None
    if kind is not None:
        raise UnsupportedFile(
            f"O conteúdo do arquivo é do tipo {kind.mime}, que não é aceito. "
            "Envie o documento em PDF, JPEG, PNG, TIFF ou HEIC."
        )
    if _looks_like_text(head):
        raise UnsupportedFile(
            "O arquivo contém texto simples, não um PDF nem uma imagem"
            + (" (o nome termina em .pdf, mas o conteúdo não é PDF)" if name.lower().endswith(".pdf") else "")
            + ". Envie o documento em PDF, JPEG, PNG, TIFF ou HEIC."
        )
    raise UnsupportedFile(
        "O tipo do arquivo não foi reconhecido. Envie o documento em PDF, JPEG, PNG, TIFF ou HEIC."
    )


def _name_warning(media_type: str, name: str) -> list[str]:
    dot = name.rfind(".")
    if dot <= 0:
        return []
    ext = name[dot:].lower()
    known = set().union(*EXTENSIONS.values())
    if ext in known and ext not in EXTENSIONS.get(media_type, set()):
        kind = {PDF: "PDF"}.get(media_type, media_type.split("/")[1].upper())
        return [
            f"O nome do arquivo termina em {ext}, mas o conteúdo é {kind}; "
            "o arquivo foi lido pelo conteúdo."
        ]
    return []
