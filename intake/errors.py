"""The error hierarchy's root.

It lives in `intake`, the lowest stage, so that every stage (and the core, and the API)
can raise and catch it without any arrow pointing backwards (ARCHITECTURE.md). Each
error carries a stable machine `code`, a pt-BR `message` for people, the CLI exit code
and the HTTP status; one CLI handler and one FastAPI handler translate them.
"""

from __future__ import annotations


class DossieError(Exception):
    """Base of every refusal dossie reports to a person or a machine."""

    code: str = "erro_interno"
    exit_code: int = 2
    http_status: int = 400

    def __init__(self, message: str, *, code: str | None = None) -> None:
        super().__init__(message)
        self.message = message
        if code is not None:
            self.code = code

    def __str__(self) -> str:
        return self.message


class UsageError(DossieError):
    """Bad arguments or a malformed input file given by the user."""

    code = "uso_invalido"
    exit_code = 2
    http_status = 422


class UnsupportedFile(DossieError):
    """The content is not a supported type, or does not match its name (HTTP 415)."""

    code = "tipo_nao_suportado"
    exit_code = 2
    http_status = 415


class DamagedFile(DossieError):
    """The content claims a supported type but is damaged or impossible (HTTP 422)."""

    code = "arquivo_danificado"
    exit_code = 2
    http_status = 422


class TooLarge(DossieError):
    """Over a resource limit: bytes, pages, pixels, decompressed size (HTTP 413)."""

    code = "limite_excedido"
    exit_code = 2
    http_status = 413


class EncryptedFile(DossieError):
    """A password-protected PDF: ask for an unprotected copy (HTTP 422)."""

    code = "arquivo_protegido"
    exit_code = 2
    http_status = 422
