"""The one settings tree (issue 16): every variable read in core.settings, and only there."""

from __future__ import annotations

import ast
from pathlib import Path

import pytest

from core.errors import UsageError
from core.settings import Settings, settings

ROOT = Path(__file__).resolve().parents[1]
PRODUCT = ("core", "intake", "extractors", "checklists", "dossie", "api")


def test_sections_read_their_own_variables(monkeypatch) -> None:
    monkeypatch.setenv("DOSSIE_RATE_LIMIT_USER", "5/minute")
    monkeypatch.setenv("DOSSIE_REVALIDATION_CHUNK_SIZE", "17")
    monkeypatch.setenv("DOSSIE_PDF_WORKERS", "2")
    monkeypatch.setenv("DOSSIE_OCR_ENGINE", "CLI")
    monkeypatch.setenv("TESSDATA_PREFIX", "/opt/tessdata")
    monkeypatch.setenv("DOSSIE_RETENTION_DAYS", "30")
    s = Settings()
    assert s.rate_limits.rate_limit_user == "5/minute"
    assert s.revalidation.chunk_size == 17
    assert s.pdf.pdf_workers == 2
    assert s.ocr.ocr_engine == "cli"
    assert str(s.ocr.tessdata_prefix) == "/opt/tessdata"
    assert s.retention_days == 30


def test_a_malformed_variable_is_a_usage_error_in_portuguese(monkeypatch) -> None:
    monkeypatch.setenv("DOSSIE_RETENTION_DAYS", "cinco anos")
    with pytest.raises(UsageError) as err:
        settings()
    assert err.value.code == "configuracao_invalida"
    assert "DOSSIE_RETENTION_DAYS" in str(err.value) and "inválida" in str(err.value)


def _environment_reads(tree: ast.AST) -> list[int]:
    """Lines reading os.environ / os.getenv (writing a variable for a library is allowed)."""
    lines: list[int] = []
    for node in ast.walk(tree):
        if isinstance(node, ast.Call) and isinstance(node.func, ast.Attribute):
            f = node.func
            if f.attr == "getenv" and isinstance(f.value, ast.Name) and f.value.id == "os":
                lines.append(node.lineno)
            if (f.attr == "get" and isinstance(f.value, ast.Attribute)
                    and f.value.attr == "environ"):
                lines.append(node.lineno)
        if (isinstance(node, ast.Subscript) and isinstance(node.ctx, ast.Load)
                and isinstance(node.value, ast.Attribute) and node.value.attr == "environ"):
            lines.append(node.lineno)
    return lines


def test_no_environment_read_outside_the_settings_tree() -> None:
    found = []
    for package in PRODUCT:
        for path in sorted((ROOT / package).rglob("*.py")):
            if path in (ROOT / "core" / "settings.py", ROOT / "core" / "paths.py"):
                continue
            for line in _environment_reads(ast.parse(path.read_text(encoding="utf-8"))):
                found.append(f"{path.relative_to(ROOT)}:{line}")
    assert found == []


@pytest.mark.parametrize("value", [None, "", "/tmp/dossie-cache", "relativo/cache", "~/x"])
def test_the_light_cache_dir_reads_as_the_tree_does(monkeypatch, value) -> None:
    """`core.paths.cache_dir` (start-up, issue 15) and the tree's field agree."""
    from core import paths

    if value is None:
        monkeypatch.delenv("DOSSIE_CACHE_DIR", raising=False)
    else:
        monkeypatch.setenv("DOSSIE_CACHE_DIR", value)
    field = Settings().cache_dir
    tree = None if field is None or field == Path() else field
    assert paths.cache_dir() == tree
