"""CNH / CNH-e: the 2017 paper model and the 2022 model with numbered labels.

Labels may carry a leading field number (``4b VALIDADE``, ``5 Nº REGISTRO``); the
label index swallows it. The registro is checked with the CNH check digits: the BID
synthetic registros fail it, which gives a warning and ``valid=False``, never an
error. ``observacoes`` and ``ear`` are read only when the back (or the 2022
observations box) is present; a front alone leaves them absent, so the rules engine
says "review" instead of guessing.
"""

from __future__ import annotations

import re

from extractors.generic import (
    Context,
    FieldSet,
    date_by_role,
    dates_with_roles,
    labels,
    parse_cnh_registro,
    parse_cpf,
    parse_date,
    parse_name,
    parse_text,
)
from extractors.layout import Candidate, PageReader, Parsed, label_key

_CATS = ("ACC", "AB", "AC", "AD", "AE", "A", "B", "C", "D", "E")
_EAR = re.compile(r"(?<![A-Z])EAR(?![A-Z])|EXERCE ATIVIDADE REMUNERADA")
_ORDER = ("below", "right")


def parse_categoria(text: str) -> Parsed | None:
    """The CNH category (A, B, AB, …, AE, ACC) as printed."""
    for tok in re.findall(r"[A-Z]+", label_key(text)):
        if tok in _CATS:
            return tok, None
    return None


def parse_observacoes(text: str) -> Parsed | None:
    """Observations as printed, without the ``*`` fillers of empty boxes."""
    t = " ".join(text.replace("*", " ").split())
    return parse_text(t) if t and re.search(r"[A-Za-z]", t) else None


_CPF_ANYWHERE = re.compile(r"\d{3}\s?\.\s?\d{3}\s?\.\s?\d{3}\s?-\s?\d{2}")


def extract_cnh(ctx: Context) -> FieldSet:
    """The CONTRACT §4 fields of a CNH."""
    reader = PageReader(ctx.pages, labels("cnh"), ctx.reocr)
    fs = FieldSet()
    dated = dates_with_roles(reader)
    fs.put("nome", reader.read("nome", parse_name, _ORDER))
    cpf = reader.read("cpf", parse_cpf, _ORDER, profile="digits")
    if cpf is None:
        # The label was not read (photos): a CNH prints one CPF, so a masked number
        # anywhere whose check digits pass is it, at lowered confidence.
        found = [c for c in reader.find_pattern(_CPF_ANYWHERE, parse_cpf) if c.valid]
        cpf = found[0] if len({c.value for c in found}) == 1 else None
    fs.put("cpf", cpf)
    fs.put("registro", reader.read("registro", parse_cnh_registro, _ORDER, profile="digits"))
    fs.put("categoria", reader.read("categoria", parse_categoria, _ORDER, profile="alnum"))
    for name, role in (("validade", "validade"), ("primeira_habilitacao", "primeira_habilitacao"),
                       ("data_nascimento", "nascimento"), ("data_emissao", "emissao")):
        cand = reader.read(name, parse_date, _ORDER, profile="date")
        if cand is None:
            cand = date_by_role(dated, (role,), factor=0.8)
        fs.put(name, cand)

    back = bool(reader.hits("observacoes") or reader.hits("_assinatura_portador")
                or reader.hits("data_emissao"))
    if back:
        obs = reader.read("observacoes", parse_observacoes, ("below", "right"), max_lines=3)
        fs.put("observacoes", obs)
        text = label_key(obs.value) if obs is not None else ""
        ear = bool(_EAR.search(text)) or bool(_EAR.search(label_key(reader.text()).replace("DATA EMISSAO", "")))
        where = obs if obs is not None else reader.hits("observacoes")[0] if reader.hits("observacoes") else None
        if isinstance(where, Candidate):
            fs.put_value("ear", ear, where.words, where.page, where.confidence)
        elif where is not None:
            fs.put_value("ear", ear, where.words, where.page, 0.8)
        else:
            fs.put_value("ear", ear, [], ctx.pages[-1].number, 0.6)
    return fs
