"""The intake errors, now declared in `core.errors` (issue 16):
only re-exports: import them from `core.errors`."""

# transitional: removed once cli/web/jobs moves land (issue 16)

from __future__ import annotations

from core.errors import (
    DamagedFile,
    DossieError,
    EncryptedFile,
    TooLarge,
    UnsupportedFile,
    UsageError,
)

__all__ = ["DamagedFile", "DossieError", "EncryptedFile", "TooLarge", "UnsupportedFile",
           "UsageError"]
