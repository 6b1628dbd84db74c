"""A cache of the compiled checklists: the validated law and checklist models, pickled.

Issue 15 (start-up of `dossie checklists` and `dossie check` ≤ 0.3 s): parsing the laws'
YAML and validating it into the strict models of `checklists.schema` costs about 50 ms of
CPU at every start of a light command (and of every job worker). The validated result
depends only on its inputs, so it is pickled once into the cache directory
(`DOSSIE_CACHE_DIR`, read by `core.paths.cache_dir`) under a key that is the SHA-256 of
all of them:

- every `*.yaml` under the laws directory (laws and checklists), by relative path;
- the reference data the validators read (`checklists/data/*.yaml`) and the kind catalog
  (`extractors/catalog.yaml`, the kinds a requirement may name);
- the code that defines and validates the models (every `*.py` of `checklists/` and of
  `extractors/`), and the Python and pydantic versions that wrote the pickle.

Any change to any of them is a new key, so the cache can never serve stale law: there is
nothing to invalidate by hand. A cache that cannot be read or written is skipped (the
checklists are then validated as before); one in a directory that another user can write
is never unpickled (a pickle runs code when loaded).
"""

from __future__ import annotations

import gc
import hashlib
import os
import pickle
import stat
import sys
import tempfile
from collections.abc import Callable
from pathlib import Path
from typing import TypeVar

T = TypeVar("T")

PACKAGE_DIR = Path(__file__).resolve().parent
EXTRACTORS_DIR = PACKAGE_DIR.parent / "extractors"
PREFIX = "checklists-"


def _inputs(root: Path) -> list[Path]:
    """Every file the compiled checklists depend on, in a stable order."""
    files = sorted(root.glob("**/*.yaml"))
    files += sorted((PACKAGE_DIR / "data").glob("*.yaml"))
    files += sorted(PACKAGE_DIR.glob("**/*.py"))
    files += sorted(EXTRACTORS_DIR.glob("*.py"))
    files.append(EXTRACTORS_DIR / "catalog.yaml")
    return files


def cache_key(root: Path) -> str:
    """SHA-256 of the laws under `root`, the data and code that validate them, and the
    interpreter and pydantic versions (a pickle is only read back by the same)."""
    import pydantic  # already imported by the models; named here for its version

    digest = hashlib.sha256()
    digest.update(f"{sys.version}\0{pydantic.VERSION}\0{root.resolve()}\0".encode())
    for path in _inputs(root):
        digest.update(str(path).encode() + b"\0")
        digest.update(path.read_bytes() if path.is_file() else b"")
        digest.update(b"\0")
    return digest.hexdigest()


def _made_private(directory: Path) -> bool:
    """Create `directory` (0700) if missing; whether it is ours and no one else's."""
    try:
        directory.mkdir(mode=0o700, parents=True, exist_ok=True)
    except OSError:
        return False
    return _private_dir(directory)


def _private_dir(directory: Path) -> bool:
    """Whether `directory` is ours and no one else may write to it."""
    try:
        st = directory.stat()
    except OSError:
        return False
    if not stat.S_ISDIR(st.st_mode):
        return False
    if hasattr(os, "getuid") and st.st_uid != os.getuid():
        return False
    return not st.st_mode & (stat.S_IWGRP | stat.S_IWOTH)


def _file_name(root: Path, key: str) -> str:
    # One file per laws directory (worktrees and installs sharing a cache directory do
    # not evict each other); a new key replaces the file of its directory.
    where = hashlib.sha256(str(root.resolve()).encode()).hexdigest()[:12]
    return f"{PREFIX}{where}-{key[:32]}.pickle"


def _read(path: Path) -> object | None:
    # The collector off while the pickle's ~20,000 objects are made: in a process that
    # has just imported its modules, the full collections they trigger cost 4x the
    # unpickling itself (5 ms → 20-25 ms measured in `dossie check`).
    enabled = gc.isenabled()
    gc.disable()
    try:
        with path.open("rb") as fh:
            return pickle.load(fh)
    except FileNotFoundError:
        return None
    except Exception:  # a truncated or foreign file: rebuilt below, never fatal
        return None
    finally:
        if enabled:
            gc.enable()


def _write(directory: Path, name: str, value: object) -> None:
    try:
        fd, tmp = tempfile.mkstemp(dir=directory, prefix=".tmp-", suffix=".pickle")
        try:
            with os.fdopen(fd, "wb") as fh:
                pickle.dump(value, fh, protocol=pickle.HIGHEST_PROTOCOL)
            os.replace(tmp, directory / name)  # atomic: readers see the old or the new
        except BaseException:
            Path(tmp).unlink(missing_ok=True)
            raise
        stem = name.rsplit("-", 1)[0]
        for old in directory.glob(f"{stem}-*.pickle"):
            if old.name != name:
                old.unlink(missing_ok=True)
    except Exception:  # a read-only or full disk, an unpicklable value: never fatal
        pass  # the next start validates again


def cached(root: Path, cache_dir: Path | None, build: Callable[[Path], T]) -> T:
    """`build(root)`, from the cache when its inputs are unchanged.

    `cache_dir` None disables the cache. Errors of `build` (invalid law data) propagate
    and nothing is written."""
    if cache_dir is None:
        return build(root)
    key = cache_key(root)
    name = _file_name(root, key)
    if not _made_private(cache_dir):
        return build(root)
    found = _read(cache_dir / name)
    if found is not None:
        return found  # type: ignore[return-value]  # written by `build` under this key
    value = build(root)
    _write(cache_dir, name, value)
    return value


def cache_dir() -> Path | None:
    """The configured cache directory (`DOSSIE_CACHE_DIR`); None when set empty.

    Read by `core.paths`, not the settings tree: 30 ms less at start (issue 15)."""
    from core import paths

    return paths.cache_dir()


def private_subdir(name: str) -> Path | None:
    """`cache_dir()/name`, created for this user alone; None when caching is off or the
    directory is not ours alone (what is cached there may be code: templates compiled
    to bytecode, pickles)."""
    root = cache_dir()
    if root is None:
        return None
    directory = root / name
    return directory if _made_private(directory) and _private_dir(root) else None
