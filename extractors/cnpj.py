"""Comprovante de Inscrição e de Situação Cadastral (the CNPJ card).

Each value sits in a box under its label. CNAEs are returned as printed codes
(digits only, ``4929901``) — the secondary ones as a list, empty when the card prints
"Não informada" —, the natureza jurídica as its code digits (``2062``).
"""

from __future__ import annotations

import re

from extractors.generic import (
    Context,
    FieldSet,
    date_by_role,
    dates_with_roles,
    labels,
    parse_cnpj,
    parse_company,
    parse_date,
    parse_name,
    parse_text,
    parse_uf,
)
from extractors.layout import Candidate, PageReader, Parsed

_CNAE = re.compile(r"\d{2}\.\d{2}-\d-\d{2}")
_NATUREZA = re.compile(r"\d{3}-\d")
_SITUACOES = ("ATIVA", "SUSPENSA", "INAPTA", "BAIXADA", "NULA")
_PORTES = ("ME", "EPP", "DEMAIS")
_ORDER = ("below", "right")


def parse_cnae(text: str) -> Parsed | None:
    """The first CNAE code ``NN.NN-N-NN``."""
    m = _CNAE.search(text.replace(" ", ""))
    return (re.sub(r"\D", "", m.group(0)), None) if m else None


def parse_cnaes(text: str) -> Parsed | None:
    """Every CNAE code of a block (``Não informada`` → empty list)."""
    codes = [re.sub(r"\D", "", c) for c in _CNAE.findall(text.replace(" ", ""))]
    if codes:
        return codes, None
    if re.search(r"N[ÃA]O INFORMAD", text.upper()):
        return [], None
    return None


def parse_natureza(text: str) -> Parsed | None:
    """The natureza jurídica code ``NNN-N``."""
    m = _NATUREZA.search(text)
    return (m.group(0).replace("-", ""), None) if m else None


def parse_situacao(text: str) -> Parsed | None:
    """ATIVA, SUSPENSA, INAPTA, BAIXADA or NULA."""
    t = text.upper()
    for s in _SITUACOES:
        if re.search(rf"\b{s}\b", t):
            return s, None
    return None


def parse_porte(text: str) -> Parsed | None:
    """ME, EPP or DEMAIS."""
    for tok in re.findall(r"[A-Z]+", text.upper()):
        if tok in _PORTES:
            return tok, None
    return None


def parse_fantasia(text: str) -> Parsed | None:
    """The trade name; ``********`` (none) is absent."""
    t = text.replace("*", "").strip()
    return parse_text(t) if t else None


def extract_cnpj(ctx: Context) -> FieldSet:
    """The CONTRACT §4 fields of the CNPJ card."""
    reader = PageReader(ctx.pages, labels("cnpj"), ctx.reocr)
    fs = FieldSet()
    fs.put("cnpj", reader.read("cnpj", parse_cnpj, _ORDER, profile="alnum"))
    fs.put("data_abertura", reader.read("data_abertura", parse_date, _ORDER, profile="date"))
    fs.put("razao_social", reader.read("razao_social", parse_company, _ORDER, max_lines=2))
    fs.put("nome_fantasia", reader.read("nome_fantasia", parse_fantasia, _ORDER))
    fs.put("porte", reader.read("porte", parse_porte, _ORDER))
    fs.put("cnae_principal", reader.read("cnae_principal", parse_cnae, _ORDER))
    fs.put("cnaes_secundarios", reader.read("cnaes_secundarios", parse_cnaes, _ORDER, max_lines=12))
    fs.put("natureza_juridica", reader.read("natureza_juridica", parse_natureza, _ORDER))
    fs.put("situacao", reader.read("situacao", parse_situacao, _ORDER))
    fs.put("municipio", reader.read("municipio", parse_name, _ORDER))
    fs.put("uf", reader.read("uf", parse_uf, _ORDER))
    fs.put("data_emissao", date_by_role(dates_with_roles(reader), ("emissao",)))
    if "cnaes_secundarios" not in fs.fields and "cnae_principal" in fs.fields:
        # The block exists on every card; an unreadable one is flagged, not guessed.
        fs.warn("Não foi possível ler as atividades econômicas secundárias do cartão CNPJ.")
    return fs


__all__ = ["Candidate", "extract_cnpj"]
