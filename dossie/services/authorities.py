"""Who a notice speaks for: the prefeitura and the secretaria that receive each
checklist's requests, where the applicant answers, and the default deadline to answer.

The names are data in each law's `law.yaml` (`authority`, with the article that names
them). None of these laws fixes a deadline for answering a deficiency
notice, so the default is an administrative one (30 calendar days, the same as the
renewal notices) that the clerk may change when issuing.
"""

from __future__ import annotations

from checklists.schema import Authority

DEFAULT_DEADLINE_DAYS = 30
MIN_DEADLINE_DAYS = 1
MAX_DEADLINE_DAYS = 120


_UNKNOWN = Authority(prefeitura="Prefeitura Municipal",
                     secretaria="Setor responsável pelo transporte",
                     where_to_answer="no setor de protocolo da prefeitura",
                     citation="não indicado")


def authority_of(checklist_id: str) -> Authority:
    """The prefeitura and secretaria of a checklist, from its law's `law.yaml` (data: a new
    municipality adds its own, no code)."""
    from checklists.loader import get_checklist
    from core.errors import UnknownChecklist

    try:
        law = get_checklist(checklist_id).law
    except UnknownChecklist:
        return _UNKNOWN
    return law.authority or _UNKNOWN
