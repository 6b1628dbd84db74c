"""Held-out fixtures (issue 12): read through the real `dossie extract` command.

The extractor is a black box here, as for a user: each fixture file is read once per
session by the CLI (CONTRACT §2) and the tests compare with the gold written by
`samples.heldout.make_fixtures`."""

from __future__ import annotations

import json
import os
import subprocess
import sys
from pathlib import Path

import pytest

FIX = Path(__file__).resolve().parents[2] / "samples" / "heldout" / "fixtures"
ROOT = Path(__file__).resolve().parents[2]
_cache: dict[str, list[dict]] = {}


def _cli() -> list[str]:
    exe = Path(sys.executable).with_name("dossie")
    return [str(exe)] if exe.exists() else [sys.executable, "-m", "dossie.cli"]


class Heldout:
    def __init__(self) -> None:
        self.manifest = json.loads((FIX / "manifest.json").read_text())

    def file(self, case: str) -> str:
        return self.manifest["cases"][case]

    def gold(self, case: str) -> list[dict]:
        return json.loads((FIX / f"{self.file(case)}.gold.json").read_text())

    def _run(self, names: list[str]) -> list[dict] | None:
        env = dict(os.environ, PYTHONPATH=str(ROOT) + os.pathsep + os.environ.get("PYTHONPATH", ""))
        p = subprocess.run([*_cli(), "extract", "--json", *names], cwd=FIX, env=env,
                           capture_output=True, text=True, timeout=900)
        return json.loads(p.stdout) if p.returncode == 0 else None

    def read(self, case: str) -> list[dict]:
        """`dossie extract --json` on the case's file. All fixtures are read by one
        command the first time (one interpreter start instead of 21)."""
        name = self.file(case)
        if not _cache:
            names = [f["file"] for f in self.manifest["files"]]
            for n in names:
                _cache[n] = []
            for d in self._run(names) or []:
                _cache[Path(d["file"]).name].append(d)
        if not _cache.get(name):
            docs = self._run([name])
            assert docs is not None, f"dossie extract falhou em {name}"
            _cache[name] = docs
        return _cache[name]

    def one(self, case: str) -> dict:
        docs = self.read(case)
        assert len(docs) == 1, [(d["kind"], d["page_range"]) for d in docs]
        return docs[0]

    @staticmethod
    def value(doc: dict, field: str):
        f = doc.get("fields", {}).get(field)
        return f.get("value") if isinstance(f, dict) else None


@pytest.fixture(scope="session")
def heldout() -> Heldout:
    return Heldout()
