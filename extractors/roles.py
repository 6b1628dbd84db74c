"""Party roles: who is who, read from role labels and phrases (issue 12).

A contrato's parties from the role words that open each qualification (``LOCATÁRIO:``,
``EMPREGADORA:``); the holder of a document with several parties (the nota fiscal's
destinatário, not its emitente; a bill's client, not the utility) from the holder's
section only. Never "the first CPF/CNPJ on the page": a value from the wrong party is
worse than none.
"""

from __future__ import annotations

import re
from collections.abc import Sequence
from itertools import pairwise

from extractors import ids
from extractors.candidate import Candidate
from extractors.catalog import title_patterns
from extractors.contract_parties import contract_parties
from extractors.dates import fold_with_map
from extractors.fieldset import FieldSet
from extractors.lines import Line, confidence_of, words_in_span
from extractors.pagereader import PageReader
from extractors.parsers import (
    is_form_text,
    parse_company,
    parse_document,
    parse_holder_name,
    parse_name,
)
from extractors.parties import block_document, block_name, column_blocks, in_heading_column
from extractors.prose import _prose
from extractors.text import label_key
from intake.models import Word


def _role_regex(roles: Sequence[str]) -> str:
    keys = sorted({label_key(r) for r in roles if label_key(r)}, key=len, reverse=True)
    return r"(?<![A-Z])(?:" + "|".join(re.escape(k) for k in keys) + r")(?![A-Z])"


def _opening_role(roles: Sequence[str]) -> re.Pattern[str]:
    """A role that opens a party's qualification, on folded text: ``LOCATÁRIO(A):``,
    ``CONTRATANTE/TOMADOR -``."""
    alts = sorted({re.escape(fold_with_map(r)[0]) for r in roles}, key=len, reverse=True)
    return re.compile(r"\W*(?:" + "|".join(alts) + r")(?![a-z])(?:\s*\([ao]s?\))?"
                      r"(?:\s*/\s*[a-z]+(?:\s*\([ao]s?\))?)*\s*[:\-–]\s*")


def _party_name(line: Line, roles: Sequence[str]) -> Candidate | None:
    """The name after a role that opens a qualification (``LOCADOR: FULANO, CPF …``)."""
    folded, index = fold_with_map(line.text)
    m = _opening_role(roles).match(folded)
    if m is None or m.end() >= len(index):
        return None
    start = index[m.end()]
    rest = line.text[start:]
    parsed = parse_name(rest) or parse_company(re.split(r",\s", rest)[0])
    if parsed is None or len(parsed[0].split()) < 2:
        return None
    end = start + len(re.split(r",\s|\s(?:CPF|CNPJ)\b", rest)[0])
    words = words_in_span(line, start, end)
    return Candidate(parsed[0], None, words, line.page, round(confidence_of(words) * 0.85, 3),
                     "party")


def _party(reader: PageReader, roles: Sequence[str]) -> tuple[Candidate | None, Candidate | None]:
    """A party's (name, CPF/CNPJ) from the paragraph its role word opens (else the
    first line naming the role)."""
    lines = reader.all_lines()
    rx = re.compile(_role_regex(roles))
    named = [i for i, ln in enumerate(lines) if rx.search(label_key(ln.text))]
    opening = [i for i in named if _party_name(lines[i], roles) is not None]
    for i in opening + [i for i in named if i not in opening]:
        name = _party_name(lines[i], roles)
        for other in lines[i : i + 3]:
            parsed = parse_document(other.text)
            if parsed:
                m = ids.search_document(other.text)
                words = words_in_span(other, *m.span()) if m else other.words
                return name, Candidate(parsed[0], parsed[1], words, other.page,
                                       round(confidence_of(words) * 0.85, 3), "party")
        if name is not None:
            return name, None
    return None, None


def _contrato_tipo(reader: PageReader) -> str | None:
    """The contract's type from its title words: the title lines first, then the text."""
    tipos: dict[str, dict[str, list[str]]] = _prose()["contrato_tipos"]
    lines = reader.all_lines()
    head = [label_key(ln.text) for ln in lines[:8] if "CONTRATO" in label_key(ln.text)]
    for text in [*head, label_key(reader.text())]:
        for tipo, spec in tipos.items():
            if re.search(_role_regex(spec["titles"]), text):
                return tipo
    return None


def _contrato(reader: PageReader, fs: FieldSet) -> None:
    tipo = _contrato_tipo(reader)
    if tipo is None:
        return
    spec: dict[str, list[str]] = _prose()["contrato_tipos"][tipo]
    words = reader.all_lines()[0].words if reader.all_lines() else []
    fs.put_value("tipo", tipo, words, reader.pages[0].number, 0.85)
    # contratante takes the good/work/service (the titular); contratado provides it.
    # Parties side by side or designated after their qualification first (issue 12, round 6).
    found = contract_parties(reader, {"contratante": spec["contratante"], "contratado": spec["contratado"]})
    name, doc = found.get("contratante") or _party(reader, spec["contratante"])
    fs.put("contratante_documento", doc)
    fs.put("contratante_nome", name)
    other_name, other_doc = found.get("contratado") or _party(reader, spec["contratado"])
    fs.put("contratado_documento", other_doc)
    fs.put("contratado_nome", other_name)
    if name is not None:
        fs.put("titular_nome", name)
    if doc is not None:
        fs.put("titular_documento", doc)


def party_kind(kind: str) -> bool:
    """True for a kind whose holder is one party among several (``party_sections``, and
    the contrato, whose parties `_contrato` reads by their roles)."""
    spec = _prose().get("party_sections", {}).get(kind)
    return kind == "contrato" or (spec is not None and spec.get("strict", True))


# A section heading that names its party after a filler ("DADOS DO DESTINATÁRIO",
# "IDENTIFICAÇÃO DO CLIENTE", "QUADRO 2 - EMITENTE") opens that party's section (issue 12).
_HEADING_FILLER = re.compile(r"^(?:QUADRO\s+\d+\s+|(?:\d{1,2}|[IVX]{1,4}|[A-H])\s+)?"
                             r"(?:(?:DADOS|IDENTIFICACAO|INFORMACOES|QUALIFICACAO)\s+D[OAE]S?\s+)?")


def _starts_with(key: str, phrases: Sequence[str]) -> str | None:
    """The phrase (as a label key) ``key`` starts with, longest first."""
    key = _HEADING_FILLER.sub("", key, count=1)
    for p in sorted({label_key(x) for x in phrases}, key=len, reverse=True):
        if p and (key == p or key.startswith(p + " ")):
            return p
    return None


def holder_block(lines: Sequence[Line], kind: str) -> list[Line]:
    """The holder's column where the kind prints its parties side by side (``holder`` of
    ``party_columns``), else []."""
    roles = _prose().get("party_columns", {}).get(kind)
    return column_blocks(lines, roles).get("holder", []) if roles else []


def holder_section(reader: PageReader, kind: str) -> tuple[Candidate | None, Candidate | None] | None:
    """(titular_nome, titular_documento) read inside the holder's section of a kind with
    several parties (``party_sections`` in ``patterns/prose.yaml``); None when the kind
    has no such sections or the document shows none (the caller then reads labels, but
    never takes the first CPF/CNPJ of the page)."""
    spec = _prose().get("party_sections", {}).get(kind)
    if spec is None:
        return None
    lines = reader.all_lines()
    column = holder_block(lines, kind)
    if column:
        # the holder's column beside the issuer's (issue 12, round 6)
        return block_name(column), block_document(column)
    for i, ln in enumerate(lines):
        key = label_key(ln.text)
        role = _starts_with(key, spec["holder"])
        if role is None:
            continue
        section = [ln]
        for other in lines[i + 1: i + 1 + int(spec["lines"])]:
            if other.page != ln.page or _starts_with(label_key(other.text), spec["others"]):
                break
            section.append(other)
        name = _section_name(section, role) or _name_under_heading(section)
        return name, _section_document(section)
    if spec.get("name_block"):
        block = _name_block(lines, kind)
        if block is not None:
            return _first_column_name(block[0]), _section_document(block)
    return None


# An address line under a customer's name: a street word or a CEP.
_STREET = re.compile(r"^(?:RUA|R|AV|AVENIDA|ALAMEDA|AL|TRAVESSA|TV|ESTRADA|ROD|RODOVIA|PRACA|"
                     r"LARGO|VIELA|SITIO|CHACARA|FAZENDA|CONJUNTO|QUADRA|QD|SETOR)\b|\bCEP\b")
_CEP = re.compile(r"(?<!\d)\d{5}-\d{3}(?!\d)|(?<!\d)\d{2}\.\d{3}-\d{3}(?!\d)")
# A house number after the street's name ("RECANTO AZEVEDO, 2612 - …", "Vila X, nº 12",
# "…, s/n"): an address whatever its street type (the DNE lists dozens: Vila, Recanto,
# Conjunto, Vale…; issue 12, round 7), never a name.
_HOUSE_NUMBER = re.compile(r"[A-Za-zÀ-ÿ.],\s*(?:n[º°o]?\.?\s*)?(?:\d{1,6}|s\s*/\s*n)(?![\w/.])",
                           re.IGNORECASE)


def _address(line: Line) -> bool:
    """True when the line's first column prints an address (a street word, a house
    number after a comma, or a CEP)."""
    edge = _first_gap(line)
    text = " ".join(w.text for w in line.words if w.bbox[0] < edge - 2)
    return bool(_STREET.search(label_key(text)) or _CEP.search(text) or _HOUSE_NUMBER.search(text))


def _title_index(lines: Sequence[Line], kind: str) -> int | None:
    """The line that titles a document of ``kind`` (its catalog title patterns)."""
    pats = title_patterns().get(kind, ())
    for i, ln in enumerate(lines[:15]):
        if any(p.search(label_key(ln.text)) for p in pats):
            return i
    return None


# Words of a utility's own name ("COMPANHIA PAULISTA DE FORÇA E LUZ", "XYZ TELECOM S.A."):
# the letterhead's, never the customer's.
_UTILITY = re.compile(r"(?<![A-Z])(?:COMPANHIA|CIA|ENERGIA|ELETRICIDADE|ELETRICA|DISTRIBUI[A-Z]*|"
                      r"SANEAMENTO|AGUAS?|ESGOTOS?|GAS|TELECOM[A-Z]*|TELEFONI[A-Z]*|COMUNICAC[A-Z]*|"
                      r"CONCESSIONARIA|INTERNET|S A)(?![A-Z])")


def _block_start(lines: Sequence[Line], kind: str) -> int | None:
    """Where the customer's block may start: under the bill's title, else under the
    letterhead's CNPJ (the utility's)."""
    page = lines[0].page if lines else 0
    found = [i for i, ln in enumerate(lines[:6])
             if ln.page == page and ids.CNPJ_PATTERN.search(ln.text.upper())][:1]
    title = _title_index(lines, kind)
    if title is not None:
        found.append(title)
    return min(found) if found else None


def _name_block(lines: Sequence[Line], kind: str) -> list[Line] | None:
    """A bill without a holder label prints the customer's name as the first block after
    the utility's letterhead and the bill's title, over the customer's address (issue 12,
    failure class 6: the titular was missed, or taken from the utility company). The
    block is its name line and the three lines under it; None when no name line under
    the letterhead is printed right over an address."""
    start = _block_start(lines, kind)
    if not lines:
        return None
    page = lines[0].page
    # under the letterhead's CNPJ or the title; else above the title, right under the
    # letterhead's first line (round 7: "COMPANHIA DE GÁS …" over the customer's name and
    # address, the title "FATURA DE GÁS" printed below them)
    spans = [] if start is None else [range(start + 1, min(start + 9, len(lines)))]
    spans.append(range(1, min(9, len(lines)) if start is None else start))
    for span in spans:
        for i in span:
            ln = lines[i]
            if ln.page != page:
                break
            if _first_column_name(ln) is None or _UTILITY.search(label_key(ln.text)) or _address(ln):
                continue  # not a name, the utility's, or a street (the utility's address)
            under = lines[i + 1] if i + 1 < len(lines) else None
            if under is not None and under.page == page and _address(under):
                return [ln, *lines[i + 1: i + 4]]
    return None


def holder_address_block(lines: Sequence[Line], kind: str) -> list[Line]:
    """The holder's name block (its name over its address lines) of a kind whose holder
    is printed without a label (``name_block``), else []: its address gives the
    holder's município (issue 12, round 7)."""
    spec = _prose().get("party_sections", {}).get(kind)
    if spec is None or not spec.get("name_block"):
        return []
    return _name_block(lines, kind) or []


def _first_column_name(line: Line) -> Candidate | None:
    """The name printed in the line's first column (left of a wide gap)."""
    edge = _first_gap(line)
    words = [w for w in line.words if w.bbox[0] < edge - 2]
    text = " ".join(w.text for w in words)
    if not words or ":" in text or ids.CPF_PATTERN.search(text) or ids.CNPJ_PATTERN.search(text.upper()):
        return None
    parsed = parse_holder_name(text)
    if parsed is None or len(parsed[0].split()) < 2:
        return None
    return Candidate(parsed[0], None, words, line.page, round(confidence_of(words) * 0.85, 3),
                     "name-block")


def _name_under_heading(section: Sequence[Line]) -> Candidate | None:
    """The name printed under a role heading (``TITULAR DA CONTA      CPF`` over
    ``FULANO DE TAL    123.456.789-09``), or under a row of column labels that follows
    it (``DESTINATÁRIO / REMETENTE``, then ``NOME / RAZÃO SOCIAL   CNPJ / CPF``, then the
    values): the value row's words in the first column, i.e. left of the first wide gap
    of the row above. A heading or label row is never the name (issue 12: "DA CONTA",
    "NOME / RAZÃO SOCIAL" were read as names)."""
    for above, below in pairwise(section):
        if _LABEL_ROW.match(label_key(below.text)):
            continue  # a row of column labels: the values are on the next line
        edge = _first_gap(above)
        words = [w for w in below.words if w.bbox[0] < edge - 2]
        words = in_heading_column(words, above)
        if not words:
            return None
        text = " ".join(w.text for w in words)
        doc = ids.search_document(text)
        if doc is not None:
            # the column's edge lost to OCR: the name ends where its document starts
            words = words_in_span(Line(words, below.page), 0, doc.start())
            words = _drop_stray_tail(words)
            text = " ".join(w.text for w in words)
            if len(words) < 2:
                return None
        parsed = parse_name(text)
        # a sentence under the heading ("acima identificado não possui …") is no name
        if parsed is None or len(parsed[0].split()) < 2 or text[:1].islower() or is_form_text(parsed[0]):
            return None
        return Candidate(parsed[0], None, words, below.page,
                         round(confidence_of(words) * 0.85, 3), "party-section")
    return None


def _drop_stray_tail(words: list[Word]) -> list[Word]:
    """``words`` without the one-character marks OCR leaves at a name's end ("… FONSECA Ê")."""
    while words and len(words[-1].text) == 1 and words[-1].text.upper() not in {"E", "A", "O", "Y"}:
        words = words[:-1]
    return words


_LABEL_ROW = re.compile(r"^(?:NOME|RAZAO SOCIAL|CLIENTE|TITULAR|CONSUMIDOR|DESTINATARIO)\b")


def _first_gap(line: Line) -> float:
    """The x where the line's second column starts (a gap wider than two line heights),
    else infinity."""
    h = line.height
    for prev, w in pairwise(line.words):
        if w.bbox[0] - prev.bbox[2] > 2 * h:
            return w.bbox[0]
    return float("inf")


_NAME_LABEL = re.compile(r"(?:NOME\s*/\s*RAZ[AÃ]O\s+SOCIAL|RAZ[AÃ]O\s+SOCIAL|NOME(?:\s+DO\s+CLIENTE)?|"
                         r"CLIENTE|TITULAR(?:\s+DA\s+CONTA)?|CONSUMIDOR|DESTINAT[AÁ]RIO|REQUERENTE|PERMISSION[AÁ]RI[OA]|ADQUIRENTE|COMPRADORA?|USU[AÁ]RI[OA]|ASSINANTE|CONTRIBUINTE)\s*:\s*", re.I)


def _section_name(section: Sequence[Line], role: str) -> Candidate | None:
    """The party's name: after a name label (``Nome / Razão social:``) or right after the
    role that opens the section (``Cliente: FULANO``)."""
    for ln in section:
        for m in _NAME_LABEL.finditer(ln.text):
            rest = _cell_text(ln, m.end())
            parsed = parse_holder_name(rest)
            if parsed is None or len(parsed[0].split()) < 2:
                continue
            end = m.end() + len(re.split(r"\s{2,}|\s(?:CPF|CNPJ)\b", rest)[0])
            words = words_in_span(ln, m.end(), end)
            return Candidate(parsed[0], None, words, ln.page,
                             round(confidence_of(words) * 0.9, 3), "party-section")
    for ln in section:
        got = _name_across_gap(ln)
        if got is not None:
            return got
    return None


def _cell_text(line: Line, start: int) -> str:
    """The line's text from ``start`` to the end of its cell (the next wide gap): a
    label's value, not the next cell's label ("Cliente: FULANO     Cidade: …")."""
    words = words_in_span(line, start, len(line.text))
    cut = [b for a, b in pairwise(words) if b.bbox[0] - a.bbox[2] > 2 * line.height]
    if not cut:
        return line.text[start:]
    return " ".join(w.text for w in words[: words.index(cut[0])])


_NAME_CELL = re.compile(r"\s*(?:NOME\s*/\s*RAZ[AÃ]O\s+SOCIAL|RAZ[AÃ]O\s+SOCIAL|NOME(?:\s+DO\s+CLIENTE)?|"
                        r"CLIENTE|TITULAR(?:\s+DA\s+CONTA)?|CONSUMIDOR|DESTINAT[AÁ]RIO|REQUERENTE|PERMISSION[AÁ]RI[OA]|ADQUIRENTE|COMPRADORA?|USU[AÁ]RI[OA]|ASSINANTE|CONTRIBUINTE)\s*$", re.I)


def _name_across_gap(line: Line) -> Candidate | None:
    """A name label in its own cell and the name in the next one, with no colon
    (``DESTINATÁRIO      FULANO DE TAL``, ``Nome/Razão Social   FULANO``; issue 12)."""
    for prev, w in pairwise(line.words):
        if w.bbox[0] - prev.bbox[2] <= 2 * line.height:
            continue
        label = " ".join(x.text for x in line.words if x.bbox[0] <= prev.bbox[0])
        if not _NAME_CELL.fullmatch(label):
            return None
        cell = Line([x for x in line.words if x.bbox[0] >= w.bbox[0]], line.page)
        return _first_column_name(cell)
    return None


def _section_document(section: Sequence[Line]) -> Candidate | None:
    """The first CPF/CNPJ printed inside the party's section."""
    for ln in section:
        m = ids.search_document(ln.text)
        if m is None:
            continue
        parsed = parse_document(m.group(0))
        if parsed is None:
            continue
        words = words_in_span(ln, *m.span())
        return Candidate(parsed[0], parsed[1], words, ln.page,
                         round(confidence_of(words) * 0.9, 3), "party-section")
    return None
