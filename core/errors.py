"""The error table: every refusal dossie reports to a person or a machine, declared once.

Each class carries a stable machine `code` (scripts and the web pages match on it), the
CLI `exit_code` (CONTRACT §2), the HTTP `http_status` (CONTRACT §6) and a default pt-BR
`message`; an instance may name a more precise code and message. One CLI handler
(`dossie.cli.handle_errors`) and one FastAPI handler (`api.errors`) translate them.

This module sits below every product package (intake ← extractors ← checklists ← dossie ←
api) and imports only the standard library, so that any stage can raise and catch these
without an arrow pointing backwards (issue 16). `tests/test_error_table.py` pins the table.
"""

from __future__ import annotations

from enum import IntEnum


class ExitCode(IntEnum):
    """Exit codes of the `dossie` command line (CONTRACT §2)."""

    COMPLETE = 0  # the dossier is complete (no deficiency); any other command succeeded
    DEFICIENT = 1  # deficient or needs review (`check`, `revalidate`)
    USAGE = 2  # bad usage or unusable input, message on stderr; also an internal error
    NOT_IN_FORCE = 3  # the checklist's law is not in force at `--as-of`


class DossieError(Exception):
    """Base of every refusal dossie reports to a person or a machine."""

    code: str = "erro_interno"
    exit_code: ExitCode = ExitCode.USAGE
    http_status: int = 400
    message: str = "Não foi possível atender ao pedido."

    def __init__(self, message: str | None = None, *, code: str | None = None) -> None:
        if message is not None:
            self.message = message
        if code is not None:
            self.code = code
        super().__init__(self.message)

    def __str__(self) -> str:
        return self.message

    @property
    def headers(self) -> dict[str, str]:
        """HTTP headers the answer must carry besides the body (none by default)."""
        return {}


# --- input given by the user (intake) ----------------------------------------------------


class UsageError(DossieError):
    """Bad arguments or a malformed input file given by the user."""

    code = "uso_invalido"
    http_status = 422
    message = "Uso inválido: confira os argumentos e os arquivos informados."


class UnsupportedFile(DossieError):
    """The content is not a supported type, or does not match its name (HTTP 415)."""

    code = "tipo_nao_suportado"
    http_status = 415
    message = "Tipo de arquivo não aceito."


class DamagedFile(DossieError):
    """The content claims a supported type but is damaged or impossible (HTTP 422)."""

    code = "arquivo_danificado"
    http_status = 422
    message = "O arquivo está danificado ou não pode ser lido."


class TooLarge(DossieError):
    """Over a resource limit: bytes, pages, pixels, decompressed size (HTTP 413)."""

    code = "limite_excedido"
    http_status = 413
    message = "Arquivo ou envio acima do limite."


class EncryptedFile(DossieError):
    """A password-protected PDF: ask for an unprotected copy (HTTP 422)."""

    code = "arquivo_protegido"
    http_status = 422
    message = "O PDF está protegido por senha: envie uma cópia sem proteção."


class JsonRefused(UsageError):
    """A JSON value beyond its bounds or unparseable (HTTP 422)."""

    code = "json_invalido"
    message = "JSON ilegível ou fora dos limites."


# --- checklists --------------------------------------------------------------------------


class UnknownChecklist(DossieError):
    """No checklist has that id (HTTP 404)."""

    code = "checklist_desconhecido"
    http_status = 404
    message = "Checklist desconhecido."


class NotInForce(DossieError):
    """The checklist's law is not in force at `as_of` (CONTRACT §2: exit 3)."""

    code = "lei_fora_de_vigencia"
    exit_code = ExitCode.NOT_IN_FORCE
    http_status = 422
    message = "A lei do checklist não está em vigor na data de referência."


class InvalidChecklistData(DossieError):
    """The law data shipped with dossie does not load: our fault, not the user's."""

    code = "checklist_invalido"
    http_status = 500
    message = "Os dados do checklist são inválidos."


# --- the application layer (services, API, web pages) ------------------------------------


class NotFound(DossieError):
    code = "nao_encontrado"
    http_status = 404
    message = "Não encontrado."


class Unauthorized(DossieError):
    code = "nao_autenticado"
    http_status = 401
    message = "Autenticação necessária."


class Forbidden(DossieError):
    code = "acesso_negado"
    http_status = 403
    message = "Acesso negado."


class CsrfRefused(Forbidden):
    """A web form without a valid CSRF token, or sent from another site."""

    code = "csrf_invalido"
    message = "Envio recusado: recarregue a página e tente de novo."


class Conflict(DossieError):
    code = "conflito"
    http_status = 409
    message = "Conflito com o estado atual."


class BadRequest(DossieError):
    code = "requisicao_invalida"
    http_status = 400
    message = "Requisição malformada."


class RateLimited(DossieError):
    """Too many requests in the window (HTTP 429 with `Retry-After`, issue 6)."""

    code = "limite_de_requisicoes"
    http_status = 429
    message = "Muitas requisições; tente novamente mais tarde."

    def __init__(self, message: str | None = None, *, retry_after: int,
                 code: str | None = None) -> None:
        super().__init__(message, code=code)
        self.retry_after = max(1, retry_after)

    @property
    def headers(self) -> dict[str, str]:
        return {"Retry-After": str(self.retry_after)}


class QuotaExceeded(RateLimited):
    """A daily quota is used up (HTTP 429)."""

    code = "cota_excedida"
    message = "Cota diária esgotada; tente novamente mais tarde."


class EvidenceUnavailable(DossieError):
    """A page image cannot be rendered now (HTTP 503)."""

    code = "evidencia_indisponivel"
    http_status = 503
    message = "A imagem da evidência está indisponível no momento."


class PdfUnavailable(DossieError):
    """PDF generation is not available here (WeasyPrint missing or crashed: HTTP 503)."""

    code = "pdf_indisponivel"
    http_status = 503
    message = "A geração de PDF está indisponível."


class PdfTooLarge(PdfUnavailable):
    """The report is too large to render as PDF within the limits."""

    code = "pdf_grande_demais"
    message = "O relatório é grande demais para gerar o PDF."
