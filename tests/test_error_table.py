"""The error table (issue 16): every `DossieError` subclass anywhere in the product, with
its machine code, CLI exit code and HTTP status, against the literal table below.

Adding an error class, or changing a code, an exit code or a status, fails here until
the table is updated: scripts match on the codes, CONTRACT §2 on the exit codes and
CONTRACT §6 on the statuses, so each change must be a deliberate one.
"""

from __future__ import annotations

import importlib
import json
import pkgutil
import subprocess
import sys
from collections.abc import Iterator
from pathlib import Path

from core.errors import DossieError, ExitCode, QuotaExceeded, RateLimited

ROOT = Path(__file__).resolve().parents[1]
PRODUCT = ("core", "intake", "extractors", "checklists", "dossie", "api")

# (class name, code, exit code, HTTP status)
TABLE = {
    ("DossieError", "erro_interno", 2, 400),
    ("UsageError", "uso_invalido", 2, 422),
    ("UnsupportedFile", "tipo_nao_suportado", 2, 415),
    ("DamagedFile", "arquivo_danificado", 2, 422),
    ("TooLarge", "limite_excedido", 2, 413),
    ("EncryptedFile", "arquivo_protegido", 2, 422),
    ("JsonRefused", "json_invalido", 2, 422),
    ("UnknownChecklist", "checklist_desconhecido", 2, 404),
    ("NotInForce", "lei_fora_de_vigencia", 3, 422),
    ("InvalidChecklistData", "checklist_invalido", 2, 500),
    ("NotFound", "nao_encontrado", 2, 404),
    ("Unauthorized", "nao_autenticado", 2, 401),
    ("Forbidden", "acesso_negado", 2, 403),
    ("CsrfRefused", "csrf_invalido", 2, 403),
    ("Conflict", "conflito", 2, 409),
    ("BadRequest", "requisicao_invalida", 2, 400),
    ("RateLimited", "limite_de_requisicoes", 2, 429),
    ("QuotaExceeded", "cota_excedida", 2, 429),
    ("EvidenceUnavailable", "evidencia_indisponivel", 2, 503),
    ("PdfUnavailable", "pdf_indisponivel", 2, 503),
    ("PdfTooLarge", "pdf_grande_demais", 2, 503),
}

# every class is declared in core.errors and nowhere else
ELSEWHERE: set[tuple[str, str]] = set()


def _import_product() -> None:
    for name in PRODUCT:
        package = importlib.import_module(name)
        for info in pkgutil.walk_packages(package.__path__, f"{name}."):
            importlib.import_module(info.name)


def _subclasses(cls: type[DossieError]) -> Iterator[type[DossieError]]:
    for sub in cls.__subclasses__():
        yield sub
        yield from _subclasses(sub)


def _all_errors() -> list[type[DossieError]]:
    _import_product()
    return [DossieError, *set(_subclasses(DossieError))]


def test_every_error_class_is_in_the_table() -> None:
    rows = {(c.__name__, c.code, int(c.exit_code), c.http_status) for c in _all_errors()}
    missing, unknown = TABLE - rows, rows - TABLE
    assert not missing and not unknown, (
        f"update TABLE: in the table but not in the code {sorted(missing)}; "
        f"in the code but not in the table {sorted(unknown)}")


def test_each_class_is_declared_once_in_core_with_its_own_code_and_message() -> None:
    errors = _all_errors()
    elsewhere = {(c.__module__, c.__name__) for c in errors if c.__module__ != "core.errors"}
    assert elsewhere <= ELSEWHERE, sorted(elsewhere - ELSEWHERE)
    core = [c for c in errors if c.__module__ == "core.errors"]
    codes = [c.code for c in core]
    assert len(codes) == len(set(codes)), sorted(codes)
    for c in core:
        assert isinstance(c.exit_code, ExitCode), c
        assert "message" in vars(c) and c.message.strip(), f"{c.__name__}: no pt-BR message"


def test_exit_codes_are_those_of_the_contract() -> None:
    # CONTRACT §2: 0 complete, 1 deficient or needs review, 2 bad usage, 3 not in force
    assert {e.name: int(e) for e in ExitCode} == {
        "COMPLETE": 0, "DEFICIENT": 1, "USAGE": 2, "NOT_IN_FORCE": 3}


def test_the_429_carries_its_retry_after() -> None:
    from api.errors import error_response

    exc = QuotaExceeded("Cota esgotada.", retry_after=0)
    assert isinstance(exc, RateLimited) and exc.retry_after == 1  # never "retry in 0 s"
    resp = error_response(RateLimited("Muitas requisições.", retry_after=42))
    assert resp.status_code == 429 and resp.headers["retry-after"] == "42"
    assert json.loads(resp.body) == {"detail": "Muitas requisições.",
                                     "code": "limite_de_requisicoes"}
    assert "retry-after" not in error_response(DossieError()).headers


def test_core_imports_no_product_package() -> None:
    probe = ("import json, sys, core.errors; "
             f"print(json.dumps(sorted(m for m in sys.modules if m.split('.')[0] in {PRODUCT!r} "
             "and m.split('.')[0] != 'core')))")
    proc = subprocess.run([sys.executable, "-c", probe], capture_output=True, text=True,
                          cwd=ROOT, timeout=60, check=True)
    assert json.loads(proc.stdout) == []
