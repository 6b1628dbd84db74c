"""The declared-facts form (CONTRACT §5.3), generated from `checklists.facts.Facts`.

Each field of `Facts` becomes an input with a pt-BR label: a choice list for a
`Literal`, a sim/não/não informado radio group for a boolean, a date input for a date,
text otherwise (`placas`: a list typed as text separated by commas or spaces). A posted
form is turned back into a facts dict and validated by `Facts` itself, with each error
tied to its input.
"""

from __future__ import annotations

import re
import types
import typing
from datetime import date
from typing import Any, Literal

from pydantic import BaseModel, ValidationError

from checklists.facts import Facts
from extractors.ids import is_valid_cnpj, is_valid_cpf

LABELS: dict[str, tuple[str, str]] = {
    # field: (label, hint)
    "requerente_tipo": ("Tipo de requerente", ""),
    "requerente_nome": ("Nome ou razão social do requerente", "Como consta no documento."),
    "requerente_documento": ("CPF ou CNPJ do requerente", "Pode digitar com ou sem pontuação."),
    "microempresa": ("O requerente é microempresa?", ""),
    "natureza": ("Natureza jurídica", "Para pessoa jurídica."),
    "placas": ("Placas dos veículos", "Separe as placas por vírgula ou espaço."),
    "transporta_criancas_ate_3_anos": ("Transporta crianças de até 3 anos?", ""),
    "transporta_pcd": ("Transporta pessoas com deficiência?", ""),
    "veiculo_em_nome_de_terceiro": ("O veículo está em nome de terceiro?", ""),
    "cadastrada_emtu": ("A empresa é cadastrada na EMTU?", ""),
    "data_protocolo": ("Data do protocolo", "Se o pedido já foi protocolado."),
    "auxiliar_nome": ("Nome do monitor (auxiliar)", "Transporte escolar, quando houver."),
    "auxiliar_documento": ("CPF do monitor (auxiliar)", ""),
    "empresa_documento": ("CNPJ da empresa a que o condutor é vinculado", ""),
    "prestador_existente": ("Já prestava o serviço antes da lei em vigor?", ""),
}
CHOICES: dict[str, dict[str, str]] = {
    "requerente_tipo": {"pf": "Pessoa física", "pj": "Pessoa jurídica"},
    "natureza": {"empresa_individual": "Empresa individual",
                 "sociedade_comercial": "Sociedade comercial (limitada)",
                 "sociedade_por_acoes": "Sociedade por ações",
                 "sociedade_civil": "Sociedade civil",
                 "estrangeira": "Empresa estrangeira"},
}
BOOL_CHOICES = {"": "Não informado", "sim": "Sim", "nao": "Não"}


FieldKind = Literal["text", "select", "bool", "date"]


class FactField(BaseModel):
    """One input of the form, with the value to show and its error (if any)."""

    name: str
    label: str
    hint: str = ""
    kind: FieldKind
    choices: dict[str, str] = {}
    value: str = ""
    error: str | None = None
    # "cpf", "cnpj", "cpf_cnpj" or "placas": checked as typed (JS) and here. Not named
    # `validate`, which would shadow pydantic's `BaseModel.validate` (mypy: assignment).
    validator: str = ""


def _kind(annotation: Any) -> tuple[FieldKind, dict[str, str]]:
    args = [a for a in typing.get_args(annotation) if a is not type(None)]
    inner = args[0] if len(args) == 1 else annotation
    if typing.get_origin(inner) is Literal:
        return "select", {str(v): str(v) for v in typing.get_args(inner)}
    if inner is bool:
        return "bool", BOOL_CHOICES
    if inner is date:
        return "date", {}
    return "text", {}


def shown(name: str, value: Any) -> str:
    """A declared fact as people read it (choice labels, sim/não, lists joined)."""
    if isinstance(value, bool):
        return "sim" if value else "não"
    if isinstance(value, list):
        return ", ".join(str(v) for v in value) or "—"
    if name in CHOICES:
        return CHOICES[name].get(str(value), str(value))
    if isinstance(value, str) and len(value) == 10 and value[4] == "-" and value[7] == "-":
        return f"{value[8:]}/{value[5:7]}/{value[:4]}"
    return "—" if value is None else str(value)


def _display(value: Any) -> str:
    if value is None:
        return ""
    if isinstance(value, bool):
        return "sim" if value else "nao"
    if isinstance(value, list):
        return ", ".join(str(v) for v in value)
    return str(value)


def fields(values: dict[str, Any] | None = None,
           errors: dict[str, str] | None = None,
           only: tuple[str, ...] | None = None) -> list[FactField]:
    """The inputs of the form, in `Facts` order, filled with `values` (a facts dict or the
    raw posted strings); `only` the facts a checklist uses (`checklists_facts.facts_of`)."""
    values, errors = values or {}, errors or {}
    out = []
    for name, info in Facts.model_fields.items():
        if only is not None and name not in only:
            continue
        kind, choices = _kind(info.annotation)
        label, hint = LABELS.get(name, (name.replace("_", " ").capitalize(), ""))
        if kind == "select":
            choices = {k: CHOICES.get(name, {}).get(k, k) for k in choices}
        out.append(FactField(name=name, label=label, hint=hint, kind=kind,
                             choices=choices, value=_display(values.get(name)),
                             error=errors.get(name), validator=VALIDATE.get(name, "")))
    return out


def _is_union_list(annotation: Any) -> bool:
    args = typing.get_args(annotation)
    return any(typing.get_origin(a) is list for a in args) or typing.get_origin(annotation) \
        in (list, types.GenericAlias)


VALIDATE = {"requerente_documento": "cpf_cnpj", "auxiliar_documento": "cpf",
            "empresa_documento": "cnpj", "placas": "placas"}
PLATE_RE = re.compile(r"^[A-Z]{3}[0-9][A-Z0-9][0-9]{2}$")  # ABC1234 or Mercosul ABC1D23
DOC_ERRORS = {"cpf": "CPF inválido: confira os 11 dígitos.",
              "cnpj": "CNPJ inválido: confira os 14 caracteres.",
              "cpf_cnpj": "CPF ou CNPJ inválido: confira os dígitos."}


def check_value(kind: str, raw: str) -> tuple[Any, str | None]:
    """(normalised value, error) of a CPF/CNPJ/placa input (issue 14: "123" and "xyz"
    were accepted); the same rules as the page's script."""
    if kind == "placas":
        plates = [re.sub(r"[\s-]", "", p).upper() for p in re.split(r"[\s,;]+", raw) if p]
        bad = [p for p in plates if not PLATE_RE.match(p)]
        if bad:
            return None, (f"Placa inválida: {', '.join(bad)}. Use o formato ABC1234 ou "
                          "ABC1D23.")
        return plates, None
    digits = re.sub(r"[.\-/\s]", "", raw).upper()
    if kind in ("cpf", "cpf_cnpj") and len(digits) == 11 and is_valid_cpf(digits):
        return digits, None
    if kind in ("cnpj", "cpf_cnpj") and len(digits) == 14 and is_valid_cnpj(digits):
        return digits, None
    return None, DOC_ERRORS[kind]


def parse(form: dict[str, str],
          only: tuple[str, ...] | None = None) -> tuple[dict[str, Any], dict[str, str]]:
    """(facts, errors by field) from the posted strings; empty inputs are left out, and
    so are the facts the checklist does not use (`only`)."""
    facts: dict[str, Any] = {}
    errors: dict[str, str] = {}
    for name, info in Facts.model_fields.items():
        raw = (form.get(name) or "").strip()
        if not raw or (only is not None and name not in only):
            continue
        if name in VALIDATE:
            value, error = check_value(VALIDATE[name], raw)
            if error:
                errors[name] = error
            else:
                facts[name] = value
            continue
        kind, choices = _kind(info.annotation)
        if kind == "bool":
            if raw not in ("sim", "nao"):
                errors[name] = "Escolha sim, não ou não informado."
                continue
            facts[name] = raw == "sim"
        elif kind == "select" and raw not in choices:
            errors[name] = "Escolha uma das opções da lista."
        elif _is_union_list(info.annotation):
            facts[name] = [p.upper() for p in re.split(r"[\s,;]+", raw) if p]
        else:
            facts[name] = raw[:300]
    if not errors:
        try:
            facts = Facts.model_validate(facts).model_dump(mode="json", exclude_none=True)
        except ValidationError as exc:
            for e in exc.errors():
                field = str(e["loc"][0]) if e["loc"] else "requerente_tipo"
                errors.setdefault(field, _message(e))
    return facts, errors


def _message(error: Any) -> str:
    kind = str(error.get("type", ""))
    if kind.startswith("date"):
        return "Data inválida: use o formato dd/mm/aaaa."
    return "Valor inválido."
