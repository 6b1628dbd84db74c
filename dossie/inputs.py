"""Turns the files given to `dossie check`/`extract` into extractions.

A file named `*.extraction.json` holding one CONTRACT §4 object (or a list of them) is
taken as already extracted; any other file goes through intake and the extractors.
"""

from __future__ import annotations

import json
from collections.abc import Iterable
from pathlib import Path

from pydantic import ValidationError

from extractors.models import Extraction
from intake.errors import UsageError

EXTRACTION_SUFFIX = ".extraction.json"


def load_extraction_file(path: Path) -> list[Extraction]:
    try:
        data = json.loads(path.read_text(encoding="utf-8"))
    except (OSError, UnicodeDecodeError, json.JSONDecodeError) as exc:
        raise UsageError(f"{path.name}: não é um JSON de extração legível ({exc}).",
                         code="extracao_invalida") from exc
    items = data if isinstance(data, list) else [data]
    out = []
    for i, item in enumerate(items, 1):
        try:
            out.append(Extraction.model_validate(item))
        except ValidationError as exc:
            first = exc.errors()[0]
            where = ".".join(str(x) for x in first["loc"])
            raise UsageError(f"{path.name}: objeto {i} não segue o formato de extração "
                             f"(campo {where}: {first['msg']}).",
                             code="extracao_invalida") from exc
    return out


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
