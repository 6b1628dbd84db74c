"""One translation of errors to HTTP: `{"detail": <pt-BR message>, "code": <stable code>}`.

`DossieError` carries its own status and headers (`core.errors`: the 429 of rate limits
and quotas its `Retry-After`), answered by one handler, `error_response`; request
validation is 422; unknown routes and methods keep Starlette's status with a pt-BR
message; anything unexpected is a 500 without internals (logged)."""

from __future__ import annotations

import logging
from typing import Any

from fastapi import FastAPI, Request
from fastapi.exceptions import RequestValidationError
from fastapi.responses import JSONResponse
from starlette.exceptions import HTTPException as StarletteHTTPException

from api.validation_pt import message_pt
from core.errors import DossieError
from dossie.services.schemas import ErrorOut

log = logging.getLogger("dossie.api")

DESCRIPTIONS = {
    400: "Requisição malformada.",
    401: "Token ausente, inválido, expirado ou revogado.",
    403: "O papel do usuário não permite esta ação.",
    404: "Não encontrado (ou não pertence ao usuário).",
    409: "Conflito com o estado atual (ex.: dossiê em processamento).",
    413: "Arquivo ou envio acima do limite.",
    415: "Tipo de arquivo não aceito.",
    422: "Dados inválidos (ou lei fora de vigência na data de referência).",
}
HTTP_CODES = {400: "requisicao_invalida", 401: "nao_autenticado", 403: "acesso_negado",
              404: "nao_encontrado", 405: "metodo_nao_permitido", 409: "conflito",
              413: "limite_excedido", 415: "tipo_nao_suportado", 422: "dados_invalidos"}
# Starlette's and FastAPI's own English details, in pt-BR (issue 17, finding 12)
HTTP_PT = {"Not Found": "Recurso não encontrado.",
           "Method Not Allowed": "Método não permitido para este recurso.",
           "Not authenticated": "Autenticação necessária.", "Forbidden": "Acesso negado.",
           "There was an error parsing the body": "Não foi possível ler o corpo da "
           "requisição: envie JSON válido, sem números gigantes nem aninhamento excessivo."}


def responses(*codes: int) -> dict[int | str, dict[str, Any]]:
    """OpenAPI `responses=` for the error statuses a route can give."""
    return {c: {"model": ErrorOut, "description": DESCRIPTIONS.get(c, "Erro.")} for c in codes}


def _body(detail: str, code: str, status: int, headers: dict[str, str] | None = None,
          **extra: Any) -> JSONResponse:
    headers = dict(headers or {})
    if status == 401:
        headers.setdefault("WWW-Authenticate", "Bearer")
    return JSONResponse({"detail": detail, "code": code, **extra}, status_code=status,
                        headers=headers or None)


def error_response(exc: DossieError) -> JSONResponse:
    """The answer to any refusal: its status, its headers, `{"detail", "code"}`."""
    if exc.http_status >= 500:
        log.error("server-side refusal %s: %s", exc.code, exc.message)
    return _body(exc.message, exc.code, exc.http_status, exc.headers)


def _loc(loc: tuple[Any, ...] | list[Any]) -> str:
    parts = [str(x) for x in loc if x not in ("body", "query", "path")]
    return ".".join(parts) or "corpo"


def install(app: FastAPI) -> None:
    @app.exception_handler(DossieError)
    async def _dossie_error(_request: Request, exc: DossieError) -> JSONResponse:
        return error_response(exc)

    @app.exception_handler(RequestValidationError)
    async def _validation(_request: Request, exc: RequestValidationError) -> JSONResponse:
        # pt-BR for people (issue 17, finding 12), the pydantic type kept for programs
        errors = [{"loc": [str(x) for x in e.get("loc", ())], "msg": message_pt(e),
                   "type": str(e.get("type", ""))} for e in exc.errors()]
        first = errors[0] if errors else {"loc": [], "msg": ""}
        detail = f"Dados inválidos em {_loc(first['loc'])}: {first['msg']}"
        return _body(detail, "dados_invalidos", 422, errors=errors)

    @app.exception_handler(StarletteHTTPException)
    async def _http(_request: Request, exc: StarletteHTTPException) -> JSONResponse:
        status = exc.status_code
        detail = HTTP_PT.get(exc.detail) if isinstance(exc.detail, str) else None
        return _body(detail or str(exc.detail), HTTP_CODES.get(status, "erro_http"), status)

    @app.exception_handler(Exception)
    async def _unexpected(_request: Request, exc: Exception) -> JSONResponse:
        log.exception("unexpected error", exc_info=exc)
        return _body("Erro interno; tente novamente mais tarde.", "erro_interno", 500)
