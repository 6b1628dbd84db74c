"""Refusals of the application layer, with their HTTP status (pt-BR messages)."""

from __future__ import annotations

from intake.errors import DossieError


class NotFound(DossieError):
    code = "nao_encontrado"
    http_status = 404


class Unauthorized(DossieError):
    code = "nao_autenticado"
    http_status = 401


class Forbidden(DossieError):
    code = "acesso_negado"
    http_status = 403


class Conflict(DossieError):
    code = "conflito"
    http_status = 409


class BadRequest(DossieError):
    code = "requisicao_invalida"
    http_status = 400
