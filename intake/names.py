"""Upload names reduced to a safe base name, kept only as metadata for reports.

`../../etc/passwd.pdf` → `passwd.pdf`; Windows separators, URL-encoded separators,
control characters (NUL, newlines) and overlong names are neutralised. The result is
never used to create a file: storage uses generated names.
"""

from __future__ import annotations

import re
import unicodedata
from urllib.parse import unquote

MAX_NAME = 150
DEFAULT_NAME = "documento"


def safe_name(name: str | None) -> str:
    """A display-safe base name for an uploaded file."""
    text = str(name or "")
    for _ in range(3):  # %252e → %2e → .
        decoded = unquote(text)
        if decoded == text:
            break
        text = decoded
    text = unicodedata.normalize("NFC", text)
    text = text.replace("\x00", "")
    text = re.sub(r"[\r\n\t\v\f]+", " ", text)
    text = "".join(ch for ch in text if unicodedata.category(ch) not in ("Cc", "Cf", "Cs", "Co"))
    text = text.replace("\\", "/")
    text = text.rsplit("/", 1)[-1]
    text = re.sub(r"[<>:\"|?*]", "_", text)
    text = re.sub(r"\s+", " ", text).strip().lstrip(".").strip()
    if not text:
        return DEFAULT_NAME
    if len(text) > MAX_NAME:
        stem, dot, ext = text.rpartition(".")
        if dot and 0 < len(ext) <= 10 and stem:
            text = stem[: MAX_NAME - len(ext) - 1].rstrip() + "." + ext
        else:
            text = text[:MAX_NAME]
    return text
