"""The hostile and pdf-oddities corpora (/work/shared/corpora) and what each file must do."""

from __future__ import annotations

import json
from pathlib import Path

CORPORA = Path("/work/shared/corpora")
HOSTILE = CORPORA / "hostile"
ODDITIES = CORPORA / "pdf-oddities"
MAX_SECONDS = 30.0
MAX_RSS_MB = 1024

# where the README insists ("refuse" / "process")
MUST_REFUSE = {"png-bomb-40000x40000.png", "text-named-pdf.pdf", "empty.pdf", "one-byte.pdf",
               "pages-dag-10-million.pdf", "zip-named-pdf.pdf", "flate-bomb-2GiB.pdf"}
MUST_PROCESS = {"path-traversal-upload.pdf"}
PASSWORD = {"pdfminer-aes-256-r6.pdf", "sf-libreoffice-writer-password.pdf"}


def manifest_entries() -> list[dict]:
    return json.loads((HOSTILE / "MANIFEST.json").read_text(encoding="utf-8"))["files"]


def hostile_files() -> dict[str, dict]:
    """Each hostile file with its first MANIFEST entry (its own upload name)."""
    out: dict[str, dict] = {}
    for entry in manifest_entries():
        out.setdefault(entry["file"], entry)
    return out


def oddities() -> list[Path]:
    return sorted(ODDITIES.glob("*.pdf")) if ODDITIES.exists() else []


def available() -> bool:
    return HOSTILE.exists() and (HOSTILE / "MANIFEST.json").exists()
