"""Every hostile and pdf-oddities file through the real CLI, `dossie extract --json FILE`,
one process per file: exit 0 (a JSON list on stdout) or 2 (one pt-BR line on stderr),
never a traceback, within 30 s, peak RSS (the process and its OCR workers) < 1 GiB.

The hostile corpus runs in `make test`; the 45 oddities (mostly slow OCR) are `slow`
here — `tests/intake/test_corpus.py` runs each of them through intake in `make test`."""

from __future__ import annotations

import json
import os
import subprocess
import sys
import time
from pathlib import Path

import pytest

from tests.security.corpus import (
    HOSTILE,
    MAX_RSS_MB,
    MAX_SECONDS,
    MUST_PROCESS,
    MUST_REFUSE,
    PASSWORD,
    available,
    hostile_files,
    oddities,
)

pytestmark = pytest.mark.skipif(not available(), reason="corpora not available")
EXE = str(Path(sys.executable).with_name("dossie"))
ROOT = Path(__file__).resolve().parents[2]


def run_cli(path: Path) -> dict:
    """Run `dossie extract --json PATH`; outcome, stderr, seconds and peak RSS (MB)."""
    env = {**os.environ, "OMP_THREAD_LIMIT": "1"}
    env.pop("DOSSIE_DEBUG", None)
    start = time.monotonic()
    proc = subprocess.Popen([EXE, "extract", "--json", str(path)], stdout=subprocess.PIPE,
                            stderr=subprocess.PIPE, env=env, cwd=ROOT)
    try:
        out, err = proc.communicate(timeout=60)
    except subprocess.TimeoutExpired:
        proc.kill()
        out, err = proc.communicate()
        return {"file": path.name, "rc": None, "seconds": 60.0, "stderr": "timeout",
                "stdout": "", "rss_mb": 0}
    seconds = time.monotonic() - start
    # the child is reaped by communicate(); its (and its children's) peak RSS is the
    # maximum over every waited-for process, so measure one file per fresh interpreter
    return {"file": path.name, "rc": proc.returncode, "seconds": round(seconds, 2),
            "stdout": out.decode("utf-8", "replace"), "stderr": err.decode("utf-8", "replace")}


def _peak_rss_mb(path: Path) -> tuple[dict, int]:
    """Run the CLI in a small wrapper that reports the peak RSS of its whole subtree."""
    code = (
        "import json,resource,subprocess,sys\n"
        "from tests.security.test_corpus_cli import run_cli\n"
        "from pathlib import Path\n"
        "row = run_cli(Path(sys.argv[1]))\n"
        "row['rss_mb'] = resource.getrusage(resource.RUSAGE_CHILDREN).ru_maxrss // 1024\n"
        "print(json.dumps(row))\n"
    )
    proc = subprocess.run([sys.executable, "-c", code, str(path)], capture_output=True,
                          text=True, cwd=ROOT, timeout=120)
    row = json.loads(proc.stdout.strip().splitlines()[-1])
    return row, int(row["rss_mb"])


def problems_of(row: dict, *, must_refuse: bool = False, must_process: bool = False) -> list[str]:
    name, rc, err = row["file"], row["rc"], row["stderr"]
    out: list[str] = []
    if rc not in (0, 2):
        out.append(f"{name}: exit {rc}: {err[-300:]}")
    if "Traceback" in err or "Traceback" in row["stdout"]:
        out.append(f"{name}: traceback")
    if row["seconds"] >= MAX_SECONDS:
        out.append(f"{name}: {row['seconds']} s")
    if rc == 0:
        try:
            data = json.loads(row["stdout"])
            assert isinstance(data, list) and data and all("kind" in d for d in data)
        except (ValueError, AssertionError):
            out.append(f"{name}: exit 0 without a CONTRACT §4 JSON list")
        if must_refuse:
            out.append(f"{name}: processed, must be refused")
    if rc == 2:
        lines = [ln for ln in err.splitlines() if ln.strip()]
        if len(lines) != 1 or not lines[0].startswith("erro ("):
            out.append(f"{name}: refusal is not one 'erro (código): …' line: {err!r}")
        elif "erro interno" in lines[0]:
            out.append(f"{name}: internal error: {lines[0]}")
        if must_process:
            out.append(f"{name}: refused, must be processed: {err.strip()}")
    if row.get("rss_mb", 0) >= MAX_RSS_MB:
        out.append(f"{name}: peak RSS {row['rss_mb']} MB")
    return out


@pytest.mark.parametrize("chunk", range(2))  # two chunks: `pytest -n 2` shares them
def test_hostile_corpus_through_the_cli(chunk: int) -> None:
    problems: list[str] = []
    for name in sorted(hostile_files())[chunk::2]:
        row, _ = _peak_rss_mb(HOSTILE / name)
        problems += problems_of(row, must_refuse=name in MUST_REFUSE,
                                must_process=name in MUST_PROCESS)
    assert not problems, "\n".join(problems)


@pytest.mark.slow
@pytest.mark.parametrize("chunk", range(3))
def test_oddities_corpus_through_the_cli(chunk: int) -> None:
    problems: list[str] = []
    for path in oddities()[chunk::3]:
        row, _ = _peak_rss_mb(path)
        problems += problems_of(row)
        if path.name in PASSWORD and "arquivo_protegido" not in row["stderr"]:
            problems.append(f"{path.name}: must ask for an unprotected copy: {row['stderr']!r}")
    assert not problems, "\n".join(problems)


def test_encrypted_pdf_asks_for_an_unprotected_copy() -> None:
    from tests.security.corpus import ODDITIES

    path = ODDITIES / "pdfminer-aes-256-r6.pdf"
    if not path.exists():
        pytest.skip("oddities not available")
    row = run_cli(path)
    assert row["rc"] == 2 and "arquivo_protegido" in row["stderr"], row
    assert "senha" in row["stderr"].lower() or "proteg" in row["stderr"].lower(), row["stderr"]
