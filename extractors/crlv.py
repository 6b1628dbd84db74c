"""CRLV / CRLV-e (and CRV): vehicle fields read by position.

The CRLV-e text layer lists all labels first and the values afterwards in another
order, so values are taken from each label's cell (below the label, or right of it
on the 2020 "label value" rows), never from the next text line. Identifiers that
carry a check (RENAVAM, chassi, placa, CPF/CNPJ) fall back to a page-wide pattern
search when their label is not found, with a lower confidence.
"""

from __future__ import annotations

import re

from extractors import ids
from extractors.generic import (
    Context,
    FieldSet,
    city_uf_from,
    first_valid,
    labels,
    parse_chassi,
    parse_date,
    parse_document,
    parse_name,
    parse_placa,
    parse_renavam,
    parse_text,
    parse_year,
    pattern_candidates,
)
from extractors.layout import Candidate, PageReader, Parsed

_BELOW_FIRST = ("below", "right")
_CATEGORIAS = ("PARTICULAR", "ALUGUEL", "OFICIAL", "APRENDIZAGEM", "COLECAO", "MISSAO DIPLOMATICA",
               "CORPO CONSULAR", "EXPERIENCIA", "FABRICANTE")
_RENAVAM_RX = re.compile(r"(?<!\d)\d{11}(?!\d)")


def parse_lotacao(text: str) -> Parsed | None:
    """``05P`` / ``5 P`` / ``5`` → 5 (people, driver included)."""
    m = re.search(r"(?<!\d)(\d{1,3})\s*P?\b", text.upper())
    return (int(m.group(1)), None) if m else None


def parse_categoria(text: str) -> Parsed | None:
    """The vehicle category as printed (PARTICULAR, ALUGUEL, …)."""
    t = " ".join(text.upper().split())
    for cat in _CATEGORIAS:
        if cat in t.replace("Ç", "C").replace("Ã", "A"):
            return cat, None
    return parse_text(t) if t and not re.search(r"\d", t) else None


def parse_especie(text: str) -> Parsed | None:
    """ESPÉCIE / TIPO as printed (no accents in values)."""
    t = " ".join(text.upper().split())
    return (t, None) if re.search(r"[A-Z]{4}", t) else None


def parse_marca(text: str) -> Parsed | None:
    """MARCA / MODELO / VERSÃO as printed."""
    t = " ".join(text.upper().split())
    return (t, None) if re.search(r"[A-Z]{2}", t) else None


def extract_crlv(ctx: Context) -> FieldSet:
    """The CONTRACT §4 vehicle fields of a CRLV, CRLV-e or CRV."""
    reader = PageReader(ctx.pages, labels("crlv"), ctx.reocr)
    fs = FieldSet()
    renavam = reader.read("renavam", parse_renavam, _BELOW_FIRST, profile="digits")
    if renavam is None or renavam.valid is False:
        pats = [c for c in pattern_candidates(reader, _RENAVAM_RX, parse_renavam) if c.valid]
        renavam = renavam if not pats else pats[0]
    fs.put("renavam", renavam)

    placa = reader.read("placa", parse_placa, _BELOW_FIRST, profile="alnum")
    fs.put("placa", placa or first_valid(pattern_candidates(reader, ids.PLACA_PATTERN, parse_placa)))
    fs.put("exercicio", reader.read("exercicio", parse_year, _BELOW_FIRST, profile="digits"))
    fs.put("ano_fabricacao", reader.read("ano_fabricacao", parse_year, _BELOW_FIRST, profile="digits"))
    fs.put("ano_modelo", reader.read("ano_modelo", parse_year, _BELOW_FIRST, profile="digits"))
    fs.put("marca_modelo", reader.read("marca_modelo", parse_marca, _BELOW_FIRST))
    fs.put("especie_tipo", reader.read("especie_tipo", parse_especie, _BELOW_FIRST))
    chassi = reader.read("chassi", parse_chassi, _BELOW_FIRST, profile="alnum")
    if chassi is None:
        chassi = first_valid(pattern_candidates(reader, ids.VIN_PATTERN, parse_chassi))
    fs.put("chassi", chassi)
    fs.put("categoria", reader.read("categoria", parse_categoria, _BELOW_FIRST))
    fs.put("lotacao", reader.read("lotacao", parse_lotacao, _BELOW_FIRST, profile="alnum"))
    fs.put("proprietario_nome", reader.read("proprietario_nome", parse_name, _BELOW_FIRST))
    fs.put("proprietario_documento",
           reader.read("proprietario_documento", parse_document, _BELOW_FIRST, profile="digits"))
    fs.put("data_emissao", reader.read("data", parse_date, _BELOW_FIRST, profile="date"))

    local = reader.read("local", _parse_local, _BELOW_FIRST)
    if local is not None:
        mun, uf = local.value
        fs.put("municipio", Candidate(mun, None, local.words, local.page, local.confidence, local.method))
        fs.put("uf", Candidate(uf, None, local.words, local.page, local.confidence, local.method))
    _check_years(fs)
    return fs


def _parse_local(text: str) -> Parsed | None:
    # "LOCAL DATA" may share one line: drop a trailing date before splitting city/UF.
    t = re.sub(r"\d{2}/\d{2}/\d{4}.*$", "", text).strip()
    got = city_uf_from(t)
    return (got, None) if got else None


def _check_years(fs: FieldSet) -> None:
    fab, mod = fs.fields.get("ano_fabricacao"), fs.fields.get("ano_modelo")
    if fab and mod and not (0 <= int(mod.value) - int(fab.value) <= 1):
        fs.warn(
            f"Ano modelo {mod.value} e ano de fabricação {fab.value} não combinam "
            "(o modelo costuma ser o mesmo ano ou o seguinte); confira a leitura."
        )
