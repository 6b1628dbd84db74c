"""Start-up of the light commands (issue 15): `dossie --help`, `dossie checklists` and
`dossie check` on extraction JSON must not import the OCR, PDF, web or database stacks.

A structural test, not a timing one: each command runs in a fresh interpreter and the
modules it loaded are compared with the heavy ones (each costs 0.1-1 s to import).
"""

from __future__ import annotations

import json
import os
import subprocess
import sys
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parents[1]
EXAMPLES = ROOT / "examples" / "mogi-fretamento"
HEAVY = ("spacy", "cv2", "weasyprint", "sqlalchemy", "fastapi", "starlette", "uvicorn",
         "numpy", "PIL", "pdfplumber", "pypdfium2", "pikepdf", "tesserocr", "pytesseract",
         "celery", "redis", "httpx", "extractors.pipeline", "intake.pipeline",
         # the settings tree's library and the asyncio it imports: 30 ms (`core.paths`)
         "pydantic_settings", "asyncio")

PROBE = """
import json, sys
from dossie.cli.app import main
try:
    main(sys.argv[1:], prog_name="dossie")
except SystemExit:
    pass
print(json.dumps(sorted(sys.modules)), file=sys.stderr)
"""


def _loaded(*args: str) -> set[str]:
    proc = subprocess.run([sys.executable, "-c", PROBE, *args], capture_output=True,
                          text=True, cwd=ROOT, timeout=120, check=False)
    last = proc.stderr.strip().splitlines()[-1]
    return set(json.loads(last))


# `--help` needs click only: not even the law data or its pydantic models
NOT_FOR_HELP = ("checklists", "pydantic", "yaml", "jinja2", "extractors", "dossie.inputs")


def _heavy(modules: set[str], names: tuple[str, ...] = HEAVY) -> list[str]:
    return sorted(h for h in names if h in modules)


def test_help_loads_click_only() -> None:
    assert _heavy(_loaded("--help"), HEAVY + NOT_FOR_HELP) == []


@pytest.mark.parametrize("args", [
    ("--help",),
    ("checklists",),
    ("check", "--checklist", "mogi-das-cruzes/5268-2001/fretamento", "--as-of", "2027-01-01",
     "--facts", str(EXAMPLES / "fatos.json"), str(EXAMPLES / "crlv-1.extraction.json")),
], ids=["help", "checklists", "check-json"])
def test_light_commands_do_not_import_heavy_stacks(args: tuple[str, ...]) -> None:
    assert _heavy(_loaded(*args)) == []


def test_the_probe_sees_heavy_imports() -> None:
    # the probe itself can fail: `extract` on an image does load the OCR stack
    sample = ROOT / "tests" / "intake" / "__init__.py"  # not an image: refused after sniffing
    loaded = _loaded("extract", str(sample))
    assert "intake.pipeline" in loaded


CACHED_PROBE = """
import sys
import checklists.loader as loader
from dossie.cli.app import main

def refuse(*_a, **_kw):
    raise AssertionError("the laws were validated again")

loader.load_dir = refuse
try:
    main(sys.argv[1:], prog_name="dossie")
except SystemExit as exc:
    sys.exit(exc.code)
"""


def test_a_second_start_takes_the_checklists_from_the_compiled_cache(tmp_path: Path) -> None:
    """Issue 15: the laws are validated once per change of the data, not at every start."""
    env = {**os.environ, "DOSSIE_CACHE_DIR": str(tmp_path / "cache")}
    plain = CACHED_PROBE.replace("loader.load_dir = refuse", "")
    first = subprocess.run([sys.executable, "-c", plain, "checklists"], cwd=ROOT, env=env,
                           capture_output=True, text=True, timeout=120, check=False)
    assert first.returncode == 0, first.stderr
    assert list((tmp_path / "cache").glob("checklists-*.pickle"))
    again = subprocess.run([sys.executable, "-c", CACHED_PROBE, "checklists"], cwd=ROOT, env=env,
                           capture_output=True, text=True, timeout=120, check=False)
    assert again.returncode == 0, again.stderr
    assert again.stdout == first.stdout
    # with the cache turned off the probe does reach the validation: it can fail
    off = subprocess.run([sys.executable, "-c", CACHED_PROBE, "checklists"], cwd=ROOT,
                         env={**env, "DOSSIE_CACHE_DIR": ""}, capture_output=True, text=True,
                         timeout=120, check=False)
    assert off.returncode != 0


CHECK = ("check", "--checklist", "mogi-das-cruzes/5268-2001/fretamento", "--as-of",
         "2027-01-01", "--facts", str(EXAMPLES / "fatos.json"),
         *map(str, sorted(EXAMPLES.glob("*.extraction.json"))))


def test_the_entry_point_ends_with_the_whole_output_and_the_command_s_code() -> None:
    """`dossie.cli.entry` skips the interpreter's teardown (issue 15): what the command
    wrote and its exit code are the same as the click group's own, run in-process."""
    from click.testing import CliRunner

    from dossie.cli.app import main

    for fmt in ("json", "text"):
        expected = CliRunner().invoke(main, [*CHECK, "--format", fmt])
        proc = subprocess.run([sys.executable, "-m", "dossie.cli", *CHECK, "--format", fmt],
                              capture_output=True, cwd=ROOT, timeout=120, check=False)
        assert proc.returncode == expected.exit_code == 1  # a deficient dossier
        assert proc.stdout.decode() == expected.output
        assert len(proc.stdout) > 10_000  # more than one pipe buffer: all flushed


def test_a_usage_error_keeps_its_message_and_code() -> None:
    proc = subprocess.run([sys.executable, "-m", "dossie.cli", "check", "--checklist", "x/y/z",
                           str(EXAMPLES / "crlv-1.extraction.json")],
                          capture_output=True, text=True, cwd=ROOT, timeout=120, check=False)
    assert proc.returncode == 2
    assert proc.stderr.startswith("erro (checklist_desconhecido): checklist desconhecido")


def test_a_reader_that_closes_the_pipe_is_not_an_error() -> None:
    """`dossie checklists | head -1`: no "erro interno (BrokenPipeError)" line, the exit
    status of a filter stopped by SIGPIPE. The reader is gone before the first line is
    written, so the write fails every time (not a race with the output's size)."""
    read, write = os.pipe()
    os.close(read)
    try:
        proc = subprocess.run([sys.executable, "-m", "dossie.cli", "checklists"], cwd=ROOT,
                              stdout=write, stderr=subprocess.PIPE, timeout=120, check=False)
    finally:
        os.close(write)
    assert proc.returncode == 141
    assert proc.stderr == b""
