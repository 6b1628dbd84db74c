"""Comprovante de Inscrição e de Situação Cadastral (the CNPJ card).

Each value sits in a box under its label. CNAEs are returned as printed codes
(digits only, ``4929901``) — the secondary ones as a list, empty when the card prints
"Não informada" —, the natureza jurídica as its code digits (``2062``).
"""

from __future__ import annotations

import re

from extractors import ids
from extractors.candidate import Candidate, Parsed
from extractors.cnae import (
    CNAE_LOOSE,
    activity_table,
    flag_table,
    is_flag_heading,
    parse_cnae,
    parse_cnaes,
)
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
from extractors.wrapped_labels import join_wrapped_labels
from intake.models import Word

_NATUREZA = re.compile(r"\d{3}-\d")
_SITUACOES = ("ATIVA", "SUSPENSA", "INAPTA", "BAIXADA", "NULA")
_PORTES = ("ME", "EPP", "DEMAIS")
_ORDER = ("below", "right")

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


def _value_column_rows(reader: LabelReader, page: int, line_index: int,
                       first: list[Word], beside: frozenset[int] = frozenset()) -> list[Word]:
    """The words of the lines under ``first`` (a value right of its label) that stay in
    its column: up to a line with a word further left (the next row's label), a label,
    or a gap of more than two lines. Words in ``beside`` (the label's own second line,
    when it wraps) are passed over."""
    lines = reader.lines[page]
    labelled = {id(w) for h in reader.indexes[page].all_hits for w in h.words}
    x0 = first[0].bbox[0]
    height = max(1.0, first[0].bbox[3] - first[0].bbox[1])
    bottom = max(w.bbox[3] for w in first)
    out: list[Word] = []
    for ln in lines[line_index + 1:]:
        words = [w for w in ln.words if id(w) not in beside]
        if not words:
            continue
        if ln.bbox[1] - bottom > 2.5 * height:
            break
        if words[0].bbox[0] < x0 - 2 * height or any(id(w) in labelled for w in words):
            break
        out.extend(words)
        bottom = ln.bbox[3]
    return out


def _secondary_cnaes(reader: LabelReader, wrapped: frozenset[int] = frozenset()
                     ) -> Candidate | None:
    """The secondary CNAEs, one per line of the block; a line whose code OCR misread
    (``77.141-0-00``) is re-read from its crop, and stays flagged when still wrong.
    ``wrapped``: the words of the label's second line when it wraps."""
    for hit in reader.hits("cnaes_secundarios"):
        # the first code may share the label's line ("CNAEs secundários: 4923002 - …"),
        # the others below it: one block (issue 12: the first secondary code was lost)
        right = [w for m, ws in reader.regions(hit, ("right",)) for w in ws]
        lead = parse_cnaes(text_of(right)) if right else None
        if lead is not None and lead[0]:
            # a label in a left column, its codes one per row in the value column to its
            # right (round 5: only the first of them was read)
            rows = right + _value_column_rows(reader, hit.page, hit.line_index, right, wrapped)
            whole = parse_cnaes(text_of(rows))
            if whole is not None and len(whole[0]) > len(lead[0]):
                return Candidate(whole[0], whole[1], rows, hit.page, confidence_of(rows),
                                 "label-right")
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
                items = [m.group(0) for m in CNAE_LOOSE.finditer(text)]
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


# A company name ends with its legal form: a line after it is no part of the name.
_LEGAL_FORM = re.compile(r"\b(?:LTDA|S\.?/?A|EIRELI|ME|EPP|MEI)\.?\s*$")


def _company_name(reader: LabelReader) -> Candidate | None:
    """The nome empresarial, over two lines when it wraps; a name whose first line
    closes with its legal form ("… TRANSPORTES LTDA.") ends there (round 5: the heading
    printed under the name box, "ATIVIDADES ECONÔMICAS", was read as the name's end)."""
    got = reader.read("razao_social", parse_company, _ORDER, max_lines=2)
    if got is None or got.method != "label-below":
        return got
    lines = group_lines(got.words, got.page)
    if len(lines) > 1 and _LEGAL_FORM.search(fold(lines[0].text)):
        first = parse_company(lines[0].text)
        if first is not None:
            return Candidate(first[0], first[1], lines[0].words, got.page,
                             confidence_of(lines[0].words), got.method)
    return got


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
    wrapped = join_wrapped_labels(reader)
    fs = FieldSet()
    cnpj = reader.read("cnpj", parse_cnpj, _ORDER, profile="alnum")
    if cnpj is None:  # its label unread: the card prints one CNPJ, the company's
        cnpj = first_valid(pattern_candidates(reader, ids.CNPJ_PATTERN, parse_cnpj))
    fs.put("cnpj", cnpj)
    fs.put("data_abertura", reader.read("data_abertura", parse_date, _ORDER, profile="date"))
    fs.put("razao_social", _company_name(reader))
    fantasia = reader.read("nome_fantasia", parse_fantasia, _ORDER)
    if fantasia is not None and fantasia.confidence >= 0.35:  # asterisks read as letters
        fs.put("nome_fantasia", fantasia)
    fs.put("porte", reader.read("porte", parse_porte, _ORDER))
    labelled = frozenset(id(w) for p in reader.pages for h in reader.indexes[p.number].all_hits
                         for w in h.words)
    flagged = flag_table(reader.all_lines())
    if flagged is not None:  # a yes/no "Principal" column names each row's type
        principal, secondary = flagged
    else:
        table = activity_table(reader.all_lines(), labelled)
        hits = reader.hits("cnae_principal")
        principal = None
        if not hits or not all(is_flag_heading(h.line) for h in hits):
            # a table header "CNAE | Principal" (its flags unread) is no label of the
            # principal: the row under it need not be the principal's (issue 12, round 6)
            principal = reader.read("cnae_principal", parse_cnae, _ORDER)
        principal = principal or table[0]
        beside = frozenset(id(w) for w in wrapped.get("cnaes_secundarios", []))
        secondary = _secondary_cnaes(reader, beside) or table[1]
    if (principal is not None and secondary is not None
            and principal.value in (secondary.value or [])):
        # A card never lists its main activity among the secondary ones: one of the two
        # readings took the other block's code (round 5: a secondary code read as the
        # principal, sure) — keep the reading, not the certainty.
        principal.confidence = min(principal.confidence, 0.5)
        secondary.confidence = min(secondary.confidence, 0.5)
        fs.warn("A atividade principal lida no cartão CNPJ também consta entre as secundárias.")
    fs.put("cnae_principal", principal)
    fs.put("cnaes_secundarios", secondary, keep_empty=True)
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
