"""Shared helpers for the samples tests."""

from __future__ import annotations

import io
import re

import pdfplumber


def pdf_text(data: bytes) -> str:
    """All text of a PDF, whitespace removed (robust to line wrapping)."""
    with pdfplumber.open(io.BytesIO(data)) as pdf:
        txt = "".join(p.extract_text() or "" for p in pdf.pages)
    return re.sub(r"\s+", "", txt)


def squash(s: str) -> str:
    """Remove all whitespace."""
    return re.sub(r"\s+", "", s)
