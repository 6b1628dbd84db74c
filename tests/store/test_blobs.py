"""The content-addressed store: atomic, deduplicated, byte-identical, read-only."""

from __future__ import annotations

import hashlib
import stat
from pathlib import Path

import pytest

from core.errors import TooLarge
from dossie.store.blobs import BlobStore


def test_put_is_content_addressed_and_deduplicated(tmp_path: Path) -> None:
    store = BlobStore(tmp_path)
    data = b"%PDF-1.7 original \x00\xff bytes"
    sha = store.put(data)
    assert sha == hashlib.sha256(data).hexdigest()
    path = store.path(sha)
    assert path == tmp_path / sha[:2] / sha[2:4] / sha
    assert path.read_bytes() == data and store.read_bytes(sha) == data
    assert not path.stat().st_mode & (stat.S_IWUSR | stat.S_IWGRP | stat.S_IWOTH)
    assert store.put(data) == sha  # twice: stored once
    assert sorted(p.name for p in tmp_path.rglob("*") if p.is_file()) == [sha]


def test_streamed_writer_limits_and_cleans_up(tmp_path: Path) -> None:
    store = BlobStore(tmp_path)
    with store.writer(10) as w:
        w.write(b"12345")
        with pytest.raises(TooLarge):
            w.write(b"678901")
    assert list(store.tmp_dir.iterdir()) == []  # the partial file is gone
    with store.writer(100) as w:
        for chunk in (b"ab", b"", b"cd"):
            w.write(chunk)
        sha = w.commit()
    assert store.read_bytes(sha) == b"abcd" and w.head == b"abcd" and w.size == 4
    assert list(store.tmp_dir.iterdir()) == []


def test_paths_only_from_hashes(tmp_path: Path) -> None:
    store = BlobStore(tmp_path)
    for bad in ("../../etc/passwd", "A" * 64, "0" * 63):
        with pytest.raises(ValueError):
            store.path(bad)


def test_clean_tmp_removes_only_old_leftovers(tmp_path: Path) -> None:
    import os
    import time

    store = BlobStore(tmp_path)
    old = store.tmp_dir / "up-old"
    new = store.tmp_dir / "up-new"
    old.write_bytes(b"x")
    new.write_bytes(b"y")
    past = time.time() - 7200
    os.utime(old, (past, past))
    assert store.clean_tmp(3600) == 1
    assert not old.exists() and new.exists()
