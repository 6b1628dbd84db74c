"""Content-addressed storage of originals under `DOSSIE_STORAGE_DIR`.

A file lives at `<root>/<aa>/<bb>/<sha256>`; it is written to `<root>/tmp/`, fsync'ed,
then renamed into place (atomic on one filesystem, the directory fsync'ed too) and made
read-only. The same content uploaded twice is stored once; stored bytes are never
modified. A duplicate's temporary copy is dropped without being fsync'ed (its content is
already safe on disk), which also keeps its unlink cheap.
"""

from __future__ import annotations

import hashlib
import os
import re
import tempfile
from pathlib import Path
from types import TracebackType

from core.errors import DamagedFile, TooLarge

SHA_RE = re.compile(r"^[0-9a-f]{64}$")
HEAD_BYTES = 4096


class BlobWriter:
    """Streams one upload to a temporary file, hashing and counting as it goes."""

    def __init__(self, store: BlobStore, max_bytes: int) -> None:
        self._store = store
        self._max = max_bytes
        fd, name = tempfile.mkstemp(dir=store.tmp_dir, prefix="up-")
        self._fh = os.fdopen(fd, "wb")
        self.temp_path = Path(name)
        self._hash = hashlib.sha256()
        self.size = 0
        self.head = b""
        self.sha256: str | None = None
        self._closed = False

    def write(self, chunk: bytes) -> None:
        if not chunk:
            return
        self.size += len(chunk)
        if self.size > self._max:
            raise TooLarge(
                f"O arquivo passa de {self._max / (1024 * 1024):.0f} MB, o limite por arquivo.",
                code="arquivo_grande_demais",
            )
        if len(self.head) < HEAD_BYTES:
            self.head += chunk[: HEAD_BYTES - len(self.head)]
        self._hash.update(chunk)
        self._fh.write(chunk)

    def finish(self) -> str:
        """Close the temporary file (complete and readable; `commit` makes it durable);
        return the content's SHA-256."""
        if not self._closed:
            self._fh.close()
            self._closed = True
        self.sha256 = self._hash.hexdigest()
        return self.sha256

    def commit(self) -> str:
        """Move the content into place (once per content) and return its SHA-256."""
        sha = self.finish()
        self._store.adopt(self.temp_path, sha)
        return sha

    def discard(self) -> None:
        if not self._closed:
            self._fh.close()
            self._closed = True
        self.temp_path.unlink(missing_ok=True)

    def __enter__(self) -> BlobWriter:
        return self

    def __exit__(self, exc_type: type[BaseException] | None, exc: BaseException | None,
                 tb: TracebackType | None) -> None:
        self.discard()  # after commit the temp name no longer exists


class BlobStore:
    def __init__(self, root: Path | str) -> None:
        self.root = Path(root)
        self.tmp_dir = self.root / "tmp"
        self.tmp_dir.mkdir(parents=True, exist_ok=True)

    def path(self, sha256: str) -> Path:
        if not SHA_RE.match(sha256):
            raise ValueError(f"not a sha256: {sha256!r}")
        return self.root / sha256[:2] / sha256[2:4] / sha256

    def exists(self, sha256: str) -> bool:
        return self.path(sha256).is_file()

    def writer(self, max_bytes: int) -> BlobWriter:
        return BlobWriter(self, max_bytes)

    def put(self, data: bytes) -> str:
        with self.writer(max(1, len(data))) as w:
            w.write(data)
            return w.commit()

    def adopt(self, temp_path: Path, sha256: str) -> None:
        """Rename a finished temporary file into its content address (or drop it as a
        duplicate), fsync'ing the directory so that the rename survives a crash."""
        target = self.path(sha256)
        if target.is_file():
            temp_path.unlink(missing_ok=True)
            return
        _fsync_file(temp_path)  # the bytes are on disk before any name points at them
        target.parent.mkdir(parents=True, exist_ok=True)
        os.chmod(temp_path, 0o444)
        os.replace(temp_path, target)
        _fsync_dir(target.parent)

    def read_bytes(self, sha256: str) -> bytes:
        try:
            return self.path(sha256).read_bytes()
        except OSError as exc:
            raise DamagedFile("O arquivo original não está disponível no armazenamento.",
                              code="original_indisponivel") from exc

    def delete(self, sha256: str) -> None:
        self.path(sha256).unlink(missing_ok=True)

    def clean_tmp(self, older_than_s: float = 3600.0) -> int:
        """Remove temporary files left by an interrupted upload."""
        import time

        n = 0
        cutoff = time.time() - older_than_s
        for p in self.tmp_dir.glob("up-*"):
            try:
                if p.stat().st_mtime < cutoff:
                    p.unlink()
                    n += 1
            except OSError:
                continue
        return n


def _fsync_file(path: Path) -> None:
    fd = os.open(path, os.O_RDONLY)
    try:
        os.fsync(fd)
    finally:
        os.close(fd)


def _fsync_dir(path: Path) -> None:
    try:
        fd = os.open(path, os.O_RDONLY)
    except OSError:
        return
    try:
        os.fsync(fd)
    except OSError:
        pass
    finally:
        os.close(fd)
