"""Turns the files given to `dossie check`/`extract` into extractions.

A file named `*.extraction.json` holding one CONTRACT §4 object (or a list of them) is
taken as already extracted; any other file goes through intake and the extractors.
"""

from __future__ import annotations

import contextlib
import threading
from collections.abc import Iterable
from pathlib import Path

from core.errors import UsageError
from dossie.services.processing import parse_extraction_json
from extractors.models import Extraction

EXTRACTION_SUFFIX = ".extraction.json"


def load_extraction_file(path: Path) -> list[Extraction]:
    try:
        data = path.read_bytes()
    except OSError as exc:
        raise UsageError(f"{path.name}: não foi possível ler o arquivo ({exc}).",
                         code="extracao_invalida") from exc
    return parse_extraction_json(data, path.name)


def extract_file(path: Path) -> list[Extraction]:
    """Intake and extraction of one real file (PDF, image)."""
    # Imported here so that rule-only use (`.extraction.json`) needs no OCR stack.
    from extractors.pipeline import extract_document
    from intake.pipeline import read_file

    return extract_document(read_file(path))


def _warm_extraction() -> None:
    # an import error surfaces where the extractors are used, with its own message
    with contextlib.suppress(Exception):
        from extractors.pipeline import warm

        warm()


def load_inputs(paths: Iterable[Path]) -> list[Extraction]:
    """Extractions of every file, in order; real files are read in parallel
    (`intake.batch`: one thread per OCR worker, issue 15)."""
    paths = list(paths)
    for path in paths:  # every usage error before any OCR work
        if not path.exists():
            raise UsageError(f"arquivo não encontrado: {path}", code="arquivo_inexistente")
        if path.is_dir():
            raise UsageError(f"{path} é uma pasta; informe arquivos.", code="arquivo_inexistente")
    if any(not p.name.endswith(EXTRACTION_SUFFIX) for p in paths):
        # the extractors' imports (vocabularies, regexes: about 0.3 s of CPU) load while
        # the first pages are read, not after (issue 15: start-up of `dossie extract`)
        threading.Thread(target=_warm_extraction, daemon=True, name="dossie-warm").start()
    # the cheap inputs first, so that a bad *.extraction.json fails before any OCR
    done = {i: load_extraction_file(p) for i, p in enumerate(paths)
            if p.name.endswith(EXTRACTION_SUFFIX)}
    real = [i for i in range(len(paths)) if i not in done]
    if len(real) > 1:
        from intake.batch import map_files

        done.update(zip(real, map_files(extract_file, [paths[i] for i in real]), strict=True))
    out: list[Extraction] = []
    for i, path in enumerate(paths):
        out.extend(done[i] if i in done else extract_file(path))
    return out
