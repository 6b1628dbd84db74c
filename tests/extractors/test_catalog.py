"""The kind catalog (issue 12): well-formed, and carrying every kind and field the
checklists ask for.

The checklist YAML files are read as data; the fields a rule reads are taken from its
parameters (``field``, ``fields``, ``document_fields``, ``name_fields``,
``requires_field``, ``list_field``), given in the YAML or defaulted by the rule's
parameter model.
"""

from __future__ import annotations

import typing
from pathlib import Path
from typing import Any

import pytest
import yaml
from pydantic import ValidationError

from extractors.catalog import catalog, field_label, kind_fields, kind_name, load_catalog
from extractors.classify import classify_text
from extractors.kinds import KINDS

LAWS = Path(__file__).resolve().parents[2] / "checklists" / "laws"
SINGLE = ("field", "requires_field", "list_field")
MULTI = ("fields", "document_fields", "name_fields")


def _requirements() -> list[tuple[str, dict[str, Any]]]:
    out = []
    for path in sorted(LAWS.rglob("*.yaml")):
        data = yaml.safe_load(path.read_text(encoding="utf-8")) or {}
        for req in data.get("requirements") or []:
            out.append((f"{path.relative_to(LAWS)}:{req.get('ref')}", req))
    return out


def _param_defaults() -> dict[str, dict[str, Any]]:
    """Rule type → its parameter model's defaults for the field-naming parameters."""
    from checklists.rules import Rule

    union = typing.get_args(typing.get_args(Rule)[0])
    out: dict[str, dict[str, Any]] = {}
    for cls in union:
        (tag,) = typing.get_args(cls.model_fields["type"].annotation)
        (params,) = typing.get_args(cls.model_fields["values"].annotation)
        out[tag] = {name: f.default for name, f in params.model_fields.items()
                    if name in SINGLE + MULTI and isinstance(f.default, (str, list))}
    return out


def test_every_kind_is_well_formed() -> None:
    cat = catalog()
    assert set(cat.kinds) == set(KINDS)
    for kind, spec in cat.kinds.items():
        assert spec.fields, kind
        assert spec.titles or spec.title_patterns, f"{kind}: sem título para classificar"
        for name, f in spec.fields.items():
            assert f.label.strip() and "_" not in f.label, (kind, name)  # words, not keys
    assert kind_name("unknown") == "Documento não identificado"
    assert field_label("codigo_validacao") == "código de validação"
    assert field_label("campo_novo") == "campo novo"  # never a bare key


def test_a_bad_catalog_is_refused(tmp_path: Path) -> None:
    bad = tmp_path / "catalog.yaml"
    bad.write_text("kinds:\n  Crlv:\n    name: CRLV\n    fields: {placa: {type: placa, label: placa}}\n"
                   "    titles: {CRLV: 4}\n", encoding="utf-8")
    with pytest.raises(ValidationError):
        load_catalog(bad)
    bad.write_text("kinds:\n  crlv:\n    name: CRLV\n    fields: {tipo: {type: enum, label: tipo}}\n",
                   encoding="utf-8")
    with pytest.raises(ValidationError):
        load_catalog(bad)


def test_every_checklist_kind_and_field_is_in_the_catalog() -> None:
    defaults = _param_defaults()
    reqs = _requirements()
    assert len(reqs) > 50  # the laws are there
    problems: list[str] = []
    for where, req in reqs:
        kinds = list((req.get("documents") or {}).get("kinds") or [])
        problems += [f"{where}: tipo {k} fora do catálogo" for k in kinds if k not in KINDS]
        for rule in req.get("rules") or []:
            applies = list(rule.get("only_kinds") or kinds)
            problems += [f"{where}: only_kinds {k} fora do catálogo" for k in applies if k not in KINDS]
            for value in rule.get("values") or []:
                params = {**defaults.get(rule["type"], {}), **value}
                for key in SINGLE:
                    name = params.get(key)
                    if isinstance(name, str) and name:
                        problems += [f"{where}: {rule['type']} lê {name}, que {k} não tem"
                                     for k in applies if k in KINDS and name not in kind_fields(k)]
                for key in MULTI:
                    names = params.get(key)
                    if isinstance(names, list) and names:
                        problems += [f"{where}: {rule['type']} lê {names}, nenhum em {k}"
                                     for k in applies
                                     if k in KINDS and not set(names) & set(kind_fields(k))]
    assert not problems, "\n".join(sorted(set(problems)))


def test_the_classifier_titles_come_from_the_catalog() -> None:
    # a title phrase only the catalog knows names its kind
    assert "CERTIDÃO NEGATIVA DE MULTAS" in catalog().kinds["certidao_multas"].titles
    got = classify_text("DETRAN\nCERTIDÃO NEGATIVA DE MULTAS\nNome: FULANO DE TAL\nPlaca: ABC1D23")
    assert got.kind == "certidao_multas"
