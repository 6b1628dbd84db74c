"""Request validation errors in pt-BR (issue 17, finding 12: 64 of 227 refusals carried
pydantic's English, "Input should be…").

`message_pt(error)` turns one pydantic error (its `type` and `ctx`) into a sentence for
people; the API's 422 body carries it in `detail` and in each `errors[].msg`.
"""

from __future__ import annotations

from typing import Any

_FIXED = {
    "missing": "campo obrigatório",
    "extra_forbidden": "campo não aceito",
    "string_type": "deve ser um texto",
    "int_type": "deve ser um número inteiro",
    "int_parsing": "deve ser um número inteiro",
    "int_from_float": "deve ser um número inteiro",
    "float_type": "deve ser um número",
    "float_parsing": "deve ser um número",
    "bool_type": "deve ser verdadeiro ou falso",
    "bool_parsing": "deve ser verdadeiro ou falso",
    "dict_type": "deve ser um objeto JSON",
    "list_type": "deve ser uma lista",
    "model_type": "deve ser um objeto JSON",
    "model_attributes_type": "deve ser um objeto JSON",
    "date_type": "deve ser uma data (AAAA-MM-DD)",
    "date_parsing": "deve ser uma data válida (AAAA-MM-DD)",
    "date_from_datetime_parsing": "deve ser uma data válida (AAAA-MM-DD)",
    "date_from_datetime_inexact": "deve ser uma data, sem hora",
    "datetime_parsing": "deve ser uma data e hora válidas",
    "datetime_type": "deve ser uma data e hora",
    "json_invalid": "JSON inválido",
    "json_type": "deve ser JSON",
    "uuid_parsing": "identificador inválido",
    "none_required": "deve ser vazio",
    "enum": "valor não aceito",
    "finite_number": "deve ser um número finito",
}


def message_pt(error: dict[str, Any]) -> str:
    kind = str(error.get("type", ""))
    ctx = error.get("ctx") or {}
    if kind in _FIXED:
        return _FIXED[kind]
    if kind == "string_too_short":
        return f"deve ter pelo menos {ctx.get('min_length')} caractere(s)".replace(
            "caractere(s)", "caractere" if ctx.get("min_length") == 1 else "caracteres")
    if kind == "string_too_long":
        return f"deve ter no máximo {ctx.get('max_length')} caracteres"
    if kind == "string_pattern_mismatch":
        return "contém caracteres não aceitos (use letras, dígitos e _ . @ -)"
    if kind in ("too_short", "too_long"):
        n = ctx.get("min_length") if kind == "too_short" else ctx.get("max_length")
        word = "pelo menos" if kind == "too_short" else "no máximo"
        return f"deve ter {word} {n} itens"
    if kind in ("greater_than_equal", "greater_than", "less_than_equal", "less_than"):
        word = {"greater_than_equal": "maior ou igual a", "greater_than": "maior que",
                "less_than_equal": "menor ou igual a", "less_than": "menor que"}[kind]
        limit = next(iter(ctx.values()), "")
        return f"deve ser {word} {limit}"
    if kind == "literal_error":
        expected = str(ctx.get("expected", "")).replace(" or ", " ou ")
        return f"deve ser um destes valores: {expected}"
    if kind in ("value_error", "assertion_error"):
        err = ctx.get("error")
        return str(err) if err else "valor inválido"
    return "valor inválido"
