"""Comprovante de Inscrição e de Situação Cadastral (the CNPJ card).

Each value sits in a box under its label. CNAEs are returned as printed codes
(digits only, ``4929901``) — the secondary ones as a list, empty when the card prints
"Não informada" —, the natureza jurídica as its code digits (``2062``).
"""

from __future__ import annotations

import re

from extractors import ids
from extractors.candidate import Candidate, Parsed
from extractors.fieldset import Context, FieldSet
from extractors.finders import date_by_role, dates_with_roles, first_valid, pattern_candidates
from extractors.lines import confidence_of, group_lines, text_of, words_in_span
from extractors.parsers import (
    UFS,
    parse_cnpj,
    parse_company,
    parse_date,
    parse_name,
    parse_text,
    parse_uf,
)
from extractors.reader import LabelReader, labels
from extractors.text import fold

_CNAE = re.compile(r"\d{2}\.\d{2}-\d-\d{2}")
_NATUREZA = re.compile(r"\d{3}-\d")
_SITUACOES = ("ATIVA", "SUSPENSA", "INAPTA", "BAIXADA", "NULA")
_PORTES = ("ME", "EPP", "DEMAIS")
_ORDER = ("below", "right")


# Other printings of a CNAE code (issue 12, failure class 5): the IBGE subclass form
# ``4929-9/01`` and the bare seven digits ``4929901`` (a card printed from another system,
# a prefeitura's cadastro), each at the start of a value or before its " - description".
_CNAE_IBGE = re.compile(r"(?<![\d.\-/])(\d{2})(\d{2})-(\d)/(\d{2})(?![\d.\-/])")
_CNAE_RAW = re.compile(r"(?:(?<=^)|(?<=[\s:]))(\d{2})(\d{2})(\d)(\d{2})(?=\s*[-–]\s*[A-Za-zÀ-ÿ]|\s*$)",
                       re.MULTILINE)


def _masked(text: str) -> str:
    """``text`` with every CNAE code in the ``NN.NN-N-NN`` mask of the CNPJ card."""
    text = _CNAE_IBGE.sub(r"\1.\2-\3-\4", text)
    return _CNAE_RAW.sub(r"\1.\2-\3-\4", text)


def parse_cnae(text: str) -> Parsed | None:
    """The first CNAE code ``NN.NN-N-NN`` (also printed ``NNNN-N/NN`` or bare ``NNNNNNN``)."""
    m = _CNAE.search(_masked(text).replace(" ", ""))
    return (re.sub(r"\D", "", m.group(0)), None) if m else None


# A code as OCR may misprint it: a digit lost or added in a group, a separator dropped.
_CNAE_LOOSE = re.compile(r"(?<![\d.])\d{1,3}\.?\d{1,3}-?\d-?\d{1,3}(?=\s*[-–]\s*[A-Za-zÀ-ÿ]|\s*$)")


def parse_cnaes(text: str) -> Parsed | None:
    """Every CNAE code of a block (``Não informada`` → empty list).

    Valid (True) when every code-like item at the start of a line is a well-formed
    ``NN.NN-N-NN``; False when one is not (``77.141-0-00``), so that the block is
    re-read and, failing that, flagged."""
    text = _masked(text)
    flat = text.replace(" ", "")
    codes = [re.sub(r"\D", "", c) for c in _CNAE.findall(flat)]
    if codes:
        items = [m.group(0) for m in _CNAE_LOOSE.finditer(text)]
        malformed = [i for i in items if not _CNAE.fullmatch(i.replace(" ", ""))]
        return codes, not malformed
    if re.search(r"N[ÃA]O INFORMAD", text.upper()):
        return [], True
    return None


# The code printed without its dash (issue 12, failure class 5: "2062 - Sociedade
# Empresária Limitada"): four digits opening the value, the first one the table's group
# (1 administração pública … 5 organizações internacionais), then its description or nothing.
_NATUREZA_BARE = re.compile(r"^\W*([1-5]\d{3})(?!\d)(?=\s*(?:[-–]\s*)?[A-Za-zÀ-ÿ]|\s*$)")


def parse_natureza(text: str) -> Parsed | None:
    """The natureza jurídica code ``NNN-N`` (also printed ``NNNN``)."""
    m = _NATUREZA.search(text)
    if m:
        return m.group(0).replace("-", ""), None
    bare = _NATUREZA_BARE.match(text)
    return (bare.group(1), None) if bare else None


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
    """The trade name; ``********`` (none) is absent, also as OCR reads it (``........``)."""
    t = text.replace("*", "").strip()
    if not re.search(r"[A-Za-zÀ-ÿ0-9]{2}", t) or re.fullmatch(r"[.eEoO°*·\-—_ ]+", t):
        return None
    return parse_text(t)


def parse_municipio(text: str) -> Parsed | None:
    """The município; a UF printed in the same run (its label unread) is split off."""
    # "RIBEIRAO PRETO/SP", "ARAXÁ - MG" under a "Município/UF" label: the UF is split off
    m = re.fullmatch(r"\s*(.*?[A-Za-zÀ-ÿ])\s*[/\-–]\s*([A-Za-z]{2})\s*", text)
    if m and fold(m.group(2)) in UFS:
        text = m.group(1)
    got = parse_name(text)
    if got is None:
        return None
    words = got[0].split()
    if len(words) > 1 and fold(words[-1]) in UFS:
        return " ".join(words[:-1]), None
    return got


def _parse_cnae_line(text: str) -> Parsed | None:
    """One line of the CNAE block: its code, True when well formed."""
    got = parse_cnaes(text)
    if got is None or len(got[0]) > 1:
        return None
    if not got[0]:
        return None
    return got[0][0], got[1]


def _secondary_cnaes(reader: LabelReader) -> Candidate | None:
    """The secondary CNAEs, one per line of the block; a line whose code OCR misread
    (``77.141-0-00``) is re-read from its crop, and stays flagged when still wrong."""
    for hit in reader.hits("cnaes_secundarios"):
        # the first code may share the label's line ("CNAEs secundários: 4923002 - …"),
        # the others below it: one block (issue 12: the first secondary code was lost)
        right = [w for m, ws in reader.regions(hit, ("right",)) for w in ws]
        lead = parse_cnaes(text_of(right)) if right else None
        for method, words in reader.regions(hit, _ORDER, max_lines=12):
            if lead is not None and lead[0] and method == "label-below":
                words = right + words
            whole = parse_cnaes(text_of(words))
            if whole is None:
                continue
            if whole[1] or method != "label-below":
                return Candidate(whole[0], whole[1], words, hit.page, confidence_of(words), method)
            codes: list[str] = []
            valid: bool | None = True
            for line in group_lines(words, hit.page):
                text = line.text
                items = [m.group(0) for m in _CNAE_LOOSE.finditer(text)]
                if not items:
                    continue
                got = _parse_cnae_line(text)
                if got is None or got[1] is False:
                    again = reader.reread_words(hit.page, line.words, _parse_cnae_line, "text")
                    if again is not None and again.valid:
                        got = (again.value, True)
                if got is None:
                    valid = False
                    continue
                if got[1] is False:
                    valid = False
                codes.append(got[0])
            return Candidate(codes, valid, words, hit.page, confidence_of(words), method)
    return None


_ROW_TYPE = re.compile(r"^\W*(PRINCIPAL|SECUNDARI[AO]S?)\b")


def _activity_table(reader: LabelReader) -> tuple[Candidate | None, Candidate | None]:
    """CNAEs printed as a table whose rows name their type (``Principal 49.24-8-00 …``,
    ``Secundária 49.23-0-02 …``) under one "Atividades econômicas" heading (issue 12:
    a card with its activities in a table gave neither)."""
    principal: Candidate | None = None
    codes: list[str] = []
    words = []
    page = 0
    for ln in reader.all_lines():
        m = _ROW_TYPE.match(fold(ln.text))
        got = parse_cnae(ln.text) if m else None
        if m is None or got is None:
            continue
        if m.group(1) == "PRINCIPAL":
            if principal is None:
                principal = Candidate(got[0], None, ln.words, ln.page,
                                      round(confidence_of(ln.words) * 0.95, 3), "table-row")
        elif got[0] not in codes:
            codes.append(got[0])
            words.extend(ln.words)
            page = ln.page
    secondary = (Candidate(codes, None, words, page, round(confidence_of(words) * 0.95, 3),
                           "table-row") if codes else None)
    return principal, secondary


# "Emitido no dia 11/11/2026 às 14:14:14": the date of the emission stamp, also when OCR
# garbled its words ("Emuido no dis …") — the only date followed by a time of day.
_STAMP = re.compile(r"(\d{1,2}/\d{1,2}/\d{4})\s+(?:[àa]s|a)\s+\d{1,2}:?\d{2}")


def _stamped_date(reader: LabelReader) -> Candidate | None:
    for ln in reader.all_lines():
        m = _STAMP.search(ln.text)
        parsed = parse_date(m.group(1)) if m else None
        if m and parsed:
            words = words_in_span(ln, *m.span(1))
            return Candidate(parsed[0], None, words, ln.page, round(confidence_of(words) * 0.85, 3),
                             "stamp")
    return None


def extract_cnpj(ctx: Context) -> FieldSet:
    """The CONTRACT §4 fields of the CNPJ card."""
    reader = LabelReader(ctx.pages, labels("cnpj"), ctx.reocr)
    fs = FieldSet()
    cnpj = reader.read("cnpj", parse_cnpj, _ORDER, profile="alnum")
    if cnpj is None:  # its label unread: the card prints one CNPJ, the company's
        cnpj = first_valid(pattern_candidates(reader, ids.CNPJ_PATTERN, parse_cnpj))
    fs.put("cnpj", cnpj)
    fs.put("data_abertura", reader.read("data_abertura", parse_date, _ORDER, profile="date"))
    fs.put("razao_social", reader.read("razao_social", parse_company, _ORDER, max_lines=2))
    fantasia = reader.read("nome_fantasia", parse_fantasia, _ORDER)
    if fantasia is not None and fantasia.confidence >= 0.35:  # asterisks read as letters
        fs.put("nome_fantasia", fantasia)
    fs.put("porte", reader.read("porte", parse_porte, _ORDER))
    table = _activity_table(reader)
    fs.put("cnae_principal", reader.read("cnae_principal", parse_cnae, _ORDER) or table[0])
    fs.put("cnaes_secundarios", _secondary_cnaes(reader) or table[1], keep_empty=True)
    fs.put("natureza_juridica", reader.read("natureza_juridica", parse_natureza, _ORDER))
    fs.put("situacao", reader.read("situacao", parse_situacao, _ORDER))
    municipio = reader.read("municipio", parse_municipio, _ORDER)
    fs.put("municipio", municipio)
    uf = reader.read("uf", parse_uf, _ORDER)
    if uf is None and municipio is not None:
        # the UF label unread: the UF is the last word of the município's value
        uf = next((Candidate(tok, None, [w], municipio.page, w.confidence, "split")
                   for w in municipio.words[::-1]
                   for tok in [re.split(r"[/\-–]", fold(w.text).strip(".,"))[-1]] if tok in UFS),
                  None)
    fs.put("uf", uf)
    dated = dates_with_roles(reader)
    fs.put("data_emissao", date_by_role(dated, ("emissao",)) or _stamped_date(reader))
    if "cnaes_secundarios" not in fs.fields and "cnae_principal" in fs.fields:
        # The block exists on every card; an unreadable one is flagged, not guessed.
        fs.warn("Não foi possível ler as atividades econômicas secundárias do cartão CNPJ.")
    return fs


__all__ = ["Candidate", "extract_cnpj"]
