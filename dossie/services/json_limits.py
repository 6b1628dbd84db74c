"""Bounded JSON for what people send: an `*.extraction.json` upload or a JSON request
body (issue 17, findings 3, 5 and 7).

`json.loads` alone answers a 100,000-deep nesting with `RecursionError` and a
5,000-digit integer with `ValueError` (both were 500s), and a 60,000-object document
is accepted and then rendered for a quarter of an hour. `loads_bounded` parses and then
walks the value once, iteratively, refusing — with a pt-BR message and a stable code —
more nesting, values or string characters than a real document has.
"""

from __future__ import annotations

import json
from dataclasses import dataclass
from typing import Any

from core.errors import JsonRefused, TooLarge, UsageError


@dataclass(frozen=True)
class JsonBounds:
    """The most a document of this kind needs (an extraction of the examples has ~150
    values, depth 4, strings under 300 characters)."""

    max_depth: int = 16  # nesting of arrays and objects
    max_values: int = 20_000  # every value, container or scalar
    max_string: int = 20_000  # characters in one string (a key or a value)
    max_items: int = 5_000  # entries in one array or object


EXTRACTION = JsonBounds()
# a request body (facts, corrections, decisions): fewer values and shorter strings
BODY = JsonBounds(max_depth=16, max_values=5_000, max_string=10_000, max_items=1_000)
# declared facts (CONTRACT §5.3): some twenty keys, names and lists of plates
FACTS = JsonBounds(max_depth=4, max_values=2_000, max_string=500, max_items=200)


def bounded_facts(value: dict[str, Any] | None) -> dict[str, Any] | None:
    """A pydantic validator's body: facts within `FACTS`, else `ValueError` in pt-BR."""
    if value is not None:
        try:
            check(value, "fatos declarados", FACTS)
        except (UsageError, TooLarge) as exc:
            raise ValueError(exc.message) from None
    return value


def loads_bounded(data: bytes | str, what: str, bounds: JsonBounds = EXTRACTION,
                  code: str = "json_invalido") -> Any:
    """The parsed value, or `JsonRefused` (422) naming `what` in pt-BR."""
    try:
        value = json.loads(data)
    except RecursionError:
        raise JsonRefused(f"{what}: o JSON tem aninhamento profundo demais (mais de "
                          f"{bounds.max_depth} níveis).", code=code) from None
    except (UnicodeDecodeError, json.JSONDecodeError) as exc:
        raise JsonRefused(f"{what}: não é um JSON legível ({_where(exc)}).",
                          code=code) from None
    except ValueError:  # e.g. an integer of thousands of digits (CPython's 4,300 limit)
        raise JsonRefused(f"{what}: o JSON tem um número grande demais.", code=code) from None
    check(value, what, bounds, code)
    return value


def check(value: Any, what: str, bounds: JsonBounds = EXTRACTION,
          code: str = "json_invalido") -> None:
    """Refuse `value` when it exceeds `bounds` (an iterative walk: no recursion)."""
    stack: list[tuple[Any, int]] = [(value, 1)]
    seen = 0
    while stack:
        v, depth = stack.pop()
        seen += 1
        if seen > bounds.max_values:
            raise TooLarge(f"{what}: o JSON tem valores demais (o limite é "
                           f"{bounds.max_values:_}).".replace("_", "."), code=code)
        if isinstance(v, str):
            if len(v) > bounds.max_string:
                raise TooLarge(f"{what}: um texto do JSON passa de {bounds.max_string:_} "
                               "caracteres.".replace("_", "."), code=code)
            continue
        if isinstance(v, int) and not isinstance(v, bool) and abs(v) >= 10**30:
            raise JsonRefused(f"{what}: o JSON tem um número grande demais.", code=code)
        if isinstance(v, dict | list):
            if depth > bounds.max_depth:
                raise JsonRefused(f"{what}: o JSON tem aninhamento profundo demais (mais de "
                                  f"{bounds.max_depth} níveis).", code=code)
            if len(v) > bounds.max_items:
                raise TooLarge(f"{what}: uma lista ou objeto do JSON tem mais de "
                               f"{bounds.max_items:_} itens.".replace("_", "."), code=code)
            if isinstance(v, dict):
                for k, item in v.items():
                    if len(k) > bounds.max_string:
                        raise TooLarge(f"{what}: uma chave do JSON passa de "
                                       f"{bounds.max_string:_} caracteres."
                                       .replace("_", "."), code=code)
                    stack.append((item, depth + 1))
            else:
                stack.extend((item, depth + 1) for item in v)


def _where(exc: Exception) -> str:
    if isinstance(exc, json.JSONDecodeError):
        return f"linha {exc.lineno}, coluna {exc.colno}"
    return "texto que não é UTF-8"
