"""Who a notice speaks for: the prefeitura and the secretaria that receive each
checklist's requests, where the applicant answers, and the default deadline to answer.

Names come from the law texts (`/work/shared/laws/`): Mogi das Cruzes Lei 5.268/2001
arts. 3º and 13 (documents delivered to the Secretaria Municipal de Transportes – SMT);
Olímpia Lei 5.171/2025 arts. 1º and 3º; Patrocínio Lei 5.002/2018 art. 3º (SESTRAN) and
Lei 5.174/2020 art. 8º. None of these laws fixes a deadline for answering a deficiency
notice, so the default is an administrative one (30 calendar days, the same as the
renewal notices) that the clerk may change when issuing.
"""

from __future__ import annotations

from pydantic import BaseModel

DEFAULT_DEADLINE_DAYS = 30
MIN_DEADLINE_DAYS = 1
MAX_DEADLINE_DAYS = 120


class Authority(BaseModel):
    prefeitura: str
    secretaria: str
    where_to_answer: str


_MOGI = Authority(
    prefeitura="Prefeitura Municipal de Mogi das Cruzes (SP)",
    secretaria="Secretaria Municipal de Transportes – SMT",
    where_to_answer="na Secretaria Municipal de Transportes – SMT (Lei 5.268/2001, art. 13)")
_OLIMPIA = Authority(
    prefeitura="Prefeitura da Estância Turística de Olímpia (SP)",
    secretaria="Secretaria Municipal de Segurança, Trânsito e Mobilidade Urbana",
    where_to_answer="na Secretaria Municipal de Segurança, Trânsito e Mobilidade Urbana")
_PATROCINIO_ESCOLAR = Authority(
    prefeitura="Prefeitura Municipal de Patrocínio (MG)",
    secretaria="Secretaria Municipal de Segurança, Trânsito e Transporte – SESTRAN",
    where_to_answer="na Secretaria Municipal de Segurança, Trânsito e Transporte – SESTRAN")
_PATROCINIO_APP = Authority(
    prefeitura="Prefeitura Municipal de Patrocínio (MG)",
    secretaria="Secretaria Municipal de Segurança Pública, Trânsito e Transporte",
    where_to_answer="na Secretaria Municipal de Segurança Pública, Trânsito e Transporte")

_BY_LAW = {
    "mogi-das-cruzes/5268-2001": _MOGI,
    "olimpia/5171-2025": _OLIMPIA,
    "patrocinio/5002-2018": _PATROCINIO_ESCOLAR,
    "patrocinio/5174-2020": _PATROCINIO_APP,
}


def authority_of(checklist_id: str) -> Authority:
    """The prefeitura and secretaria of a checklist (its id starts with the law's id)."""
    law = "/".join(checklist_id.split("/")[:2])
    return _BY_LAW.get(law, Authority(prefeitura="Prefeitura Municipal",
                                      secretaria="Setor responsável pelo transporte",
                                      where_to_answer="no setor de protocolo da prefeitura"))
