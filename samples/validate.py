"""Checks that a gold object follows CONTRACT §4 normalisation and has valid check digits."""

from __future__ import annotations

import re
from datetime import date
from typing import Any

from samples.fake import cnh_dvs, cnpj_dvs, cpf_dvs, renavam_dv

DATE_FIELDS = {"data_emissao", "valida_ate", "validade", "primeira_habilitacao",
               "data_nascimento", "data_abertura", "data_registro", "vigencia_inicio",
               "vigencia_fim"}
MONEY_RE = re.compile(r"^\d+\.\d{2}$")
PLACA_RE = re.compile(r"^[A-Z]{3}\d[A-Z0-9]\d{2}$")
VIN_RE = re.compile(r"^[A-HJ-NPR-Z0-9]{17}$")
RESULTADOS = {"negativa", "positiva", "positiva_com_efeitos_de_negativa", "aprovado",
              "reprovado", "negativo", "positivo"}


def cpf_ok(v: str) -> bool:
    """Valid CPF: 11 digits, not all equal, right DVs."""
    return bool(re.fullmatch(r"\d{11}", v)) and len(set(v)) > 1 and cpf_dvs(v[:9]) == v[9:]


def cnpj_ok(v: str) -> bool:
    """Valid CNPJ, numeric or alphanumeric (upper case)."""
    return bool(re.fullmatch(r"[0-9A-Z]{12}\d{2}", v)) and cnpj_dvs(v[:12]) == v[12:]


def doc_ok(v: str) -> bool:
    """CPF or CNPJ."""
    return cpf_ok(v) if len(v) == 11 else cnpj_ok(v)


def renavam_ok(v: str) -> bool:
    """Valid 11-digit RENAVAM."""
    return bool(re.fullmatch(r"\d{11}", v)) and renavam_dv(v[:10]) == v[10]


def cnh_ok(v: str) -> bool:
    """Valid CNH registro."""
    return bool(re.fullmatch(r"\d{11}", v)) and cnh_dvs(v[:9]) == v[9:]


def _iso(v: Any) -> bool:
    try:
        return isinstance(v, str) and date.fromisoformat(v).isoformat() == v
    except ValueError:
        return False


def _name(v: Any) -> bool:
    return isinstance(v, str) and v == " ".join(v.upper().split()) and v != ""


def validate_gold(g: dict[str, Any]) -> list[str]:
    """Problems found in one gold object (empty list when fine)."""
    errs: list[str] = []
    for key in ("file", "kind", "pages", "page_range", "fields"):
        if key not in g:
            errs.append(f"missing {key}")
    if errs:
        return errs
    pr = g["page_range"]
    if pr[1] - pr[0] + 1 != g["pages"] or pr[0] < 1:
        errs.append(f"bad page_range {pr} for {g['pages']} pages")
    f = {k: v["value"] for k, v in g["fields"].items()}
    for k, v in f.items():
        if v == "" or v is None:
            errs.append(f"{k}: empty value")
        if k in DATE_FIELDS and not _iso(v):
            errs.append(f"{k}: not ISO date {v!r}")
        if k in ("cpf",) and not cpf_ok(v):
            errs.append(f"cpf invalid {v}")
        if k in ("cnpj",) and not cnpj_ok(v):
            errs.append(f"cnpj invalid {v}")
        if k.endswith("_documento") and not doc_ok(v):
            errs.append(f"{k} invalid {v}")
        if k == "renavam" and not renavam_ok(v):
            errs.append(f"renavam invalid {v}")
        if k == "registro" and g["kind"] == "cnh" and not cnh_ok(v):
            errs.append(f"cnh registro invalid {v}")
        if k == "placa" and not PLACA_RE.match(v):
            errs.append(f"placa {v}")
        if k == "placas" and not all(PLACA_RE.match(p) for p in v):
            errs.append(f"placas {v}")
        if k == "chassi" and not VIN_RE.match(v):
            errs.append(f"chassi {v}")
        if k.startswith("capital") and not MONEY_RE.match(v):
            errs.append(f"{k} money {v}")
        if k in ("nome", "titular_nome", "proprietario_nome", "segurado_nome", "razao_social") \
                and not _name(v):
            errs.append(f"{k} not normalised {v!r}")
        if k == "resultado" and v not in RESULTADOS:
            errs.append(f"resultado {v}")
        if k == "ear" and not isinstance(v, bool):
            errs.append("ear not bool")
        if k == "socios":
            for s in v:
                if not (_name(s["nome"]) and cpf_ok(s["cpf"])):
                    errs.append(f"socio {s}")
        if k == "coberturas":
            for c in v:
                if not (c["tipo"] and MONEY_RE.match(c["valor"])):
                    errs.append(f"cobertura {c}")
        if k == "infracoes":
            for i in v:
                if not (_iso(i["data"]) and i["natureza"] in ("leve", "media", "grave",
                                                              "gravissima")):
                    errs.append(f"infracao {i}")
    return errs
