"""Declared facts: what the application form says and documents may not show (CONTRACT §5.3).

Known keys are typed; unknown keys are kept (a new law may ask for a new fact without
code) and reported as a notice in the report, so a typo does not go unseen.
"""

from __future__ import annotations

from datetime import date
from typing import Literal

from pydantic import BaseModel, ConfigDict, field_validator

Natureza = Literal[
    "empresa_individual",
    "sociedade_comercial",
    "sociedade_por_acoes",
    "sociedade_civil",
    "estrangeira",
]


class Facts(BaseModel):
    """The application form's declared facts; every key optional."""

    model_config = ConfigDict(extra="allow", defer_build=True)

    requerente_tipo: Literal["pf", "pj"] | None = None
    requerente_nome: str | None = None
    requerente_documento: str | None = None
    microempresa: bool | None = None
    natureza: Natureza | None = None
    placas: list[str] | None = None
    transporta_criancas_ate_3_anos: bool | None = None
    # Extension: Olímpia art. 13 VI also requires the helper for people with disabilities.
    transporta_pcd: bool | None = None
    veiculo_em_nome_de_terceiro: bool | None = None
    cadastrada_emtu: bool | None = None
    data_protocolo: date | None = None
    # Extensions (documented in the README): the helper of Olímpia art. 13 VI, the
    # company a linked driver works for (art. 11 II), and operators already running
    # before Olímpia's law (art. 40 transitions).
    auxiliar_nome: str | None = None
    auxiliar_documento: str | None = None
    empresa_documento: str | None = None
    prestador_existente: bool | None = None

    @field_validator("requerente_documento", "auxiliar_documento", "empresa_documento")
    @classmethod
    def _strip_punctuation(cls, v: str | None) -> str | None:
        if v is None:
            return None
        return "".join(ch for ch in v.upper() if ch.isalnum())

    def get(self, name: str) -> object:
        """A fact by name, known or extra; None when not declared."""
        if name in type(self).model_fields:
            return getattr(self, name)
        return (self.model_extra or {}).get(name)

    def unknown_keys(self) -> list[str]:
        return sorted((self.model_extra or {}).keys())


# How the application form names each fact, for sentences people read (CONTRACT §5.3:
# "naming the fact in words (never its key)").
FACT_PT: dict[str, str] = {
    "requerente_tipo": "se o requerente é pessoa física ou jurídica",
    "requerente_nome": "o nome do requerente",
    "requerente_documento": "o CPF ou CNPJ do requerente",
    "microempresa": "se a empresa é microempresa",
    "natureza": "a natureza jurídica da empresa",
    "placas": "as placas dos veículos",
    "transporta_criancas_ate_3_anos": "se transporta crianças de até 3 anos",
    "transporta_pcd": "se transporta pessoas com deficiência",
    "veiculo_em_nome_de_terceiro": "se o veículo está em nome de terceiro",
    "cadastrada_emtu": "se a empresa é cadastrada na EMTU",
    "data_protocolo": "a data do protocolo",
    "auxiliar_nome": "o nome do auxiliar",
    "auxiliar_documento": "o CPF do auxiliar",
    "empresa_documento": "o CNPJ da empresa empregadora",
    "prestador_existente": "se já prestava o serviço antes da lei",
}


def fact_pt(key: str) -> str:
    return FACT_PT.get(key, key.replace("_", " "))


def join_pt(items: list[str]) -> str:
    """"a, b e c" — a list in words."""
    if len(items) <= 1:
        return "".join(items)
    return f"{', '.join(items[:-1])} e {items[-1]}"
