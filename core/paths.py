"""Where dossie keeps its caches on this machine, read without the settings tree.

`dossie check` and `dossie checklists` need one setting, the compiled-checklists cache
directory, and must start in 0.3 s (issue 15); importing `pydantic_settings` (and the
`asyncio` it imports) for it cost 30 ms of that. So the variable is read here, with the
same meaning as the tree's field, `core.settings.Settings.cache_dir`, whose default comes
from this module; `tests/test_settings.py` pins that both read every value alike.
"""

from __future__ import annotations

import os
from pathlib import Path

CACHE_DIR_VARIABLE = "DOSSIE_CACHE_DIR"


def default_cache_dir() -> Path:
    """`~/.cache/dossie`: the cache directory when the variable is not set."""
    return Path.home() / ".cache" / "dossie"


def cache_dir() -> Path | None:
    """The configured cache directory; None when the variable is set empty (no cache)."""
    raw = os.environ.get(CACHE_DIR_VARIABLE)
    if raw is None:
        return default_cache_dir()
    return Path(raw) if raw else None
