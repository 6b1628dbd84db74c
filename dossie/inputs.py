"""Turns the files given to `dossie check`/`extract` into extractions.

A file named `*.extraction.json` holding one CONTRACT §4 object (or a list of them) is
taken as already extracted; any other file goes through intake and the extractors.
"""

from __future__ import annotations

from collections.abc import Iterable
from pathlib import Path

from dossie.processing import parse_extraction_json
from extractors.models import Extraction
from intake.errors import UsageError

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


def load_inputs(paths: Iterable[Path]) -> list[Extraction]:
    out: list[Extraction] = []
    for path in paths:
        if not path.exists():
            raise UsageError(f"arquivo não encontrado: {path}", code="arquivo_inexistente")
        if path.is_dir():
            raise UsageError(f"{path} é uma pasta; informe arquivos.", code="arquivo_inexistente")
        if path.name.endswith(EXTRACTION_SUFFIX):
            out.extend(load_extraction_file(path))
        else:
            out.extend(extract_file(path))
    return out
