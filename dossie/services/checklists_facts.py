"""What a checklist asks of the applicant, read from the loaded checklist model (the law
as data) without changing it (issue 14):

- `facts_of(id)`: the declared facts (CONTRACT §5.3) that the checklist's requirements
  use — the keys of its `when` conditions and transitions, the parties its identity
  rules match (the helper of Olímpia art. 13 VI, a linked driver's employer), and the
  plates when it asks for vehicle documents — so Patrocínio is not asked about EMTU;
- `requirements_of(id)`: its requirements in words, grouped by the law's sections, to
  show on a new request's page before any upload.
"""

from __future__ import annotations

from collections import OrderedDict
from functools import lru_cache
from typing import Any

from pydantic import BaseModel

from checklists.facts import Facts
from checklists.loader import get_checklist
from extractors.kinds import KINDS

# every request names its applicant; the rest only when the checklist uses it
ALWAYS = ("requerente_tipo", "requerente_nome", "requerente_documento")
ROLE_FACTS = {"auxiliar": ("auxiliar_nome", "auxiliar_documento"),
              "employer": ("empresa_documento",)}
VEHICLE_KINDS = frozenset({"crlv", "crv", "laudo_vistoria", "laudo_manutencao", "apolice",
                           "autorizacao_escolar", "nota_fiscal"})


class RequirementLine(BaseModel):
    citation: str
    title: str
    what_to_bring: str
    kinds: list[str]
    conditional: bool  # applies only in some cases (a `when` condition)


def _walk(node: Any, found: set[str], names: frozenset[str]) -> None:
    if isinstance(node, dict):
        for k, v in node.items():
            if k in names:
                found.add(k)
            if k == "match" and isinstance(v, list):
                for role in v:
                    found.update(ROLE_FACTS.get(str(role), ()))
            _walk(v, found, names)
    elif isinstance(node, list):
        for v in node:
            _walk(v, found, names)
    elif isinstance(node, str) and node in names:
        found.add(node)


@lru_cache(maxsize=64)
def facts_of(checklist_id: str) -> tuple[str, ...]:
    """The facts the checklist uses, in the order of `Facts` (the form's order)."""
    model = get_checklist(checklist_id).checklist
    names = frozenset(Facts.model_fields)
    found: set[str] = set(ALWAYS)
    _walk(model.model_dump(mode="json"), found, names)
    if any(k in VEHICLE_KINDS for r in model.requirements for k in r.documents.kinds):
        found.add("placas")
    # a declared company's size and nature only matter for companies
    return tuple(n for n in Facts.model_fields if n in found)


@lru_cache(maxsize=64)
def requirements_of(checklist_id: str) -> OrderedDict[str, list[RequirementLine]]:
    """section → its requirements, in the law's order."""
    out: OrderedDict[str, list[RequirementLine]] = OrderedDict()
    for r in get_checklist(checklist_id).checklist.requirements:
        out.setdefault(r.section, []).append(RequirementLine(
            citation=r.citation, title=r.title, what_to_bring=r.what_to_bring,
            kinds=[KINDS.get(k, k) for k in r.documents.kinds], conditional=bool(r.when)))
    return out
