"""The OpenAPI document tells the truth about errors (found by schemathesis, issue 6):

- a 422 is the app's `{"detail", "code", "errors"}` (api/errors.py), not FastAPI's
  default `HTTPValidationError` list;
- every operation with a request body may answer 400 (a body that cannot be parsed);
- every `/api/` operation may answer 429 (rate limits and quotas, with `Retry-After`).
"""

from __future__ import annotations

from typing import Any

from fastapi import FastAPI
from fastapi.openapi.utils import get_openapi

ERROR_REF = {"$ref": "#/components/schemas/ErrorOut"}
VALIDATION = {
    "title": "ValidationErrorOut",
    "type": "object",
    "required": ["detail", "code"],
    "properties": {
        "detail": {"type": "string"},
        "code": {"type": "string"},
        "errors": {"type": "array", "items": {"type": "object", "properties": {
            "loc": {"type": "array", "items": {"type": "string"}},
            "msg": {"type": "string"}, "type": {"type": "string"}}}},
    },
}


def _error(description: str, ref: dict[str, Any] = ERROR_REF) -> dict[str, Any]:
    return {"description": description, "content": {"application/json": {"schema": ref}}}


def fix(spec: dict[str, Any]) -> dict[str, Any]:
    """Rewrite the generated document in place (and return it)."""
    schemas = spec.setdefault("components", {}).setdefault("schemas", {})
    schemas["ValidationErrorOut"] = VALIDATION
    schemas.setdefault("ErrorOut", {"type": "object", "required": ["detail", "code"],
                                    "properties": {"detail": {"type": "string"},
                                                   "code": {"type": "string"}}})
    schemas.pop("HTTPValidationError", None)
    schemas.pop("ValidationError", None)
    vref = {"$ref": "#/components/schemas/ValidationErrorOut"}
    for path, item in spec.get("paths", {}).items():
        for method, op in item.items():
            if not isinstance(op, dict) or "responses" not in op:
                continue
            responses = op["responses"]
            if "422" in responses:
                responses["422"] = _error(responses["422"].get("description") or
                                          "Dados inválidos.", vref)
            if "requestBody" in op or method in ("post", "put", "patch"):
                responses.setdefault("400", _error("Corpo da requisição ilegível."))
            if path.startswith("/api/"):
                responses.setdefault("429", {
                    **_error("Limite de requisições ou cota excedida (tente após "
                             "`Retry-After` segundos)."),
                    "headers": {"Retry-After": {"schema": {"type": "integer"}}}})
    return spec


def install(app: FastAPI) -> None:
    """Serve the corrected document at `/openapi.json`."""

    def openapi() -> dict[str, Any]:
        if app.openapi_schema is None:
            app.openapi_schema = fix(get_openapi(
                title=app.title, version=app.version, description=app.description,
                routes=app.routes, tags=app.openapi_tags))
        return app.openapi_schema

    # FastAPI's documented way to extend the schema is to replace the app's `openapi`
    # method on the instance, which mypy reports as assigning to a method.
    app.openapi = openapi  # type: ignore[method-assign]
