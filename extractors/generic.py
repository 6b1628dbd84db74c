"""Shared value parsers, the field accumulator, and the extractor for the other kinds.

Parsers turn the text of a value region into ``(normalised value, check passed)`` or
``None``; they repair the usual OCR confusions only where the format says a digit (or a
letter) must stand. `FieldSet` turns the chosen `Candidate` into a CONTRACT §4 `Field`
(value, confidence, page, bbox, valid) and writes the pt-BR warnings.

`extract_generic` reads the fields common to the other kinds (titular_nome,
titular_documento, data_emissao, valida_ate, resultado, placa, municipio, uf) and the
kind-specific ones of CONTRACT §4 (prontuário infrações, laudo/exame resultado, contrato
tipo and parties).
"""

from __future__ import annotations

import re
from collections.abc import Callable, Iterable, Sequence
from dataclasses import dataclass, field
from datetime import date
from functools import cache
from typing import Any

from extractors import ids
from extractors.dates import find_dates
from extractors.layout import (
    Candidate,
    Line,
    PageReader,
    Parsed,
    RegionReader,
    confidence_of,
    fold,
    label_key,
    text_of,
    words_in_span,
)
from extractors.models import Field
from extractors.names import normalize_name
from extractors.nlp import certidao_resultado, load_yaml
from intake.models import Page, Word

# --------------------------------------------------------------------------------------
# Context and result
# --------------------------------------------------------------------------------------


@dataclass
class Context:
    """What an extractor gets: the document's pages, its kind, and the re-OCR hook."""

    pages: list[Page]
    kind: str
    reocr: RegionReader | None = None


FIELD_NAMES_PT: dict[str, str] = {
    "cpf": "CPF",
    "cnpj": "CNPJ",
    "renavam": "RENAVAM",
    "registro": "Nº de registro da CNH",
    "placa": "placa",
    "chassi": "chassi",
    "proprietario_documento": "CPF/CNPJ do proprietário",
    "titular_documento": "CPF/CNPJ do titular",
    "segurado_documento": "CPF/CNPJ do segurado",
    "contratante_documento": "CPF/CNPJ do contratante",
    "contratado_documento": "CPF/CNPJ do contratado",
}


@dataclass
class FieldSet:
    """The fields of one extraction and its warnings, in pt-BR."""

    fields: dict[str, Field] = field(default_factory=dict)
    warnings: list[str] = field(default_factory=list)

    def put(self, name: str, cand: Candidate | None, factor: float = 1.0) -> Candidate | None:
        """Store ``cand`` as field ``name`` (no-op for None); flags a failed check."""
        if cand is None or cand.value is None or cand.value == "" or cand.value == []:
            return None
        conf = max(0.0, min(1.0, cand.confidence * factor))
        if cand.valid is False:
            conf = min(conf, 0.5)
            label = FIELD_NAMES_PT.get(name, name)
            self.warnings.append(
                f"{label} lido como {cand.value!s}: o dígito verificador (ou o formato) não "
                "confere; confira no documento original."
            )
        box = cand.bbox
        self.fields[name] = Field(
            value=cand.value,
            confidence=round(conf, 3),
            page=cand.page,
            bbox=tuple(round(v, 1) for v in box) if box else None,  # type: ignore[arg-type]
            valid=cand.valid,
        )
        return cand

    def put_value(self, name: str, value: Any, words: Sequence[Word], page: int,
                  confidence: float, valid: bool | None = None) -> None:
        """Store a value assembled by hand (lists, derived flags)."""
        self.put(name, Candidate(value, valid, list(words), page, confidence, "derived"))

    def warn(self, message: str) -> None:
        if message not in self.warnings:
            self.warnings.append(message)


Extractor = Callable[[Context], FieldSet]


@cache
def labels(family: str) -> dict[str, list[str]]:
    """The label vocabulary of a kind family (``patterns/labels.yaml``)."""
    data: dict[str, dict[str, list[str]]] = load_yaml("labels.yaml")
    return {k: list(v) for k, v in data[family].items()}


# --------------------------------------------------------------------------------------
# Parsers: text → (value, valid) | None
# --------------------------------------------------------------------------------------

_TO_DIGIT = str.maketrans({"O": "0", "o": "0", "Q": "0", "D": "0", "I": "1", "l": "1",
                           "|": "1", "i": "1", "S": "5", "s": "5", "B": "8", "Z": "2",
                           "G": "6", "T": "7"})
_TO_LETTER = str.maketrans({"0": "O", "1": "I", "5": "S", "8": "B", "2": "Z", "6": "G",
                            "4": "A", "7": "T"})


def digits_fixed(text: str) -> str:
    """``text`` with letters OCR often prints for digits turned back into digits."""
    return text.translate(_TO_DIGIT)


_CPF_LOOSE = re.compile(r"(?<![0-9A-Za-z])[0-9OoIl|SB]{3}[.,]?[0-9OoIl|SB]{3}[.,]?[0-9OoIl|SB]{3}\s?[-.,/]?\s?[0-9OoIl|SB]{2}(?![0-9A-Za-z])")


_BORDERS = re.compile(r"^[|\[\]()!]+|[|\[\]()!]+$")
# OCR puts stray spaces around a mask's separators ("131.334 .317-06").
_SPACED_SEPARATOR = re.compile(r"(?<=\d)\s+(?=[.\-/]\d)|(?<=\d[.\-/])\s+(?=\d)")


def parse_cpf(text: str) -> Parsed | None:
    """The first CPF in ``text`` (masked or bare), with its check-digit result."""
    text = _SPACED_SEPARATOR.sub("", text)
    found = [m.group(0) for m in ids.CPF_PATTERN.finditer(text)]
    if not found:
        found = [digits_fixed(m.group(0)) for m in _CPF_LOOSE.finditer(text)]
    for raw in found:
        cpf = ids.normalize_cpf(raw.replace(",", "."))
        if cpf:
            return cpf, ids.is_valid_cpf(cpf)
    return None


def parse_cnpj(text: str) -> Parsed | None:
    """The first CNPJ in ``text`` (numeric or alphanumeric), with its check result."""
    for m in ids.CNPJ_PATTERN.finditer(text.upper()):
        cnpj = ids.normalize_cnpj(m.group(0))
        if cnpj:
            if not ids.is_valid_cnpj(cnpj) and not cnpj.isdigit():
                fixed = digits_fixed(cnpj)
                if ids.is_valid_cnpj(fixed):
                    return fixed, True
            return cnpj, ids.is_valid_cnpj(cnpj)
    return None


def parse_document(text: str) -> Parsed | None:
    """A CNPJ or, failing that, a CPF."""
    return parse_cnpj(text) or parse_cpf(text)


def parse_renavam(text: str) -> Parsed | None:
    """The RENAVAM (9 to 11 digits, left-padded to 11) with its check digit."""
    for m in re.finditer(r"(?<!\d)\d{9,11}(?!\d)", digits_fixed(text.replace(" ", ""))):
        ren = ids.normalize_renavam(m.group(0))
        if ren:
            return ren, ids.is_valid_renavam(ren)
    return None


def parse_cnh_registro(text: str) -> Parsed | None:
    """The CNH Nº REGISTRO: 11 digits; a shorter run (a digit lost) is kept, invalid."""
    # A box border next to the number is read as "|" or "[": not a digit "1".
    text = _BORDERS.sub("", text.strip())
    runs = re.findall(r"\d{9,12}", digits_fixed(re.sub(r"[\s.\-]", "", text)))
    if not runs:
        return None
    runs.sort(key=lambda r: abs(len(r) - 11))
    reg = runs[0]
    if len(reg) == 11:
        return reg, ids.is_valid_cnh_registro(reg)
    return reg, False


_PLACA_LOOSE = re.compile(r"(?<![0-9A-Za-z])([A-Z0-9]{3})[\s\-]?([0-9A-Z])([0-9A-Z])([0-9A-Z]{2})(?![0-9A-Za-z])")


def parse_placa(text: str) -> Parsed | None:
    """The first plate (old or Mercosul), upper case, no hyphen."""
    up = text.upper()
    for m in ids.PLACA_PATTERN.finditer(up):
        p = ids.normalize_placa(m.group(0))
        if p:
            return p, True
    for m in _PLACA_LOOSE.finditer(up):
        letters = m.group(1).translate(_TO_LETTER)
        cand = letters + digits_fixed(m.group(2)) + m.group(3) + digits_fixed(m.group(4))
        p = ids.normalize_placa(cand)
        if p:
            return p, True
    return None


def parse_chassi(text: str) -> Parsed | None:
    """The VIN: 17 characters without I, O, Q (OCR's O/I/Q read back as 0/1/0)."""
    up = re.sub(r"[\s\-]", "", text.upper())
    m = re.search(r"[A-Z0-9]{17}", up)
    if not m:
        return None
    raw = m.group(0).replace("O", "0").replace("Q", "0").replace("I", "1")
    vin = ids.normalize_vin(raw)
    return (vin, True) if vin else (raw, False)


def parse_year(text: str) -> Parsed | None:
    """A 4-digit year between 1900 and 2099."""
    m = re.search(r"(?<!\d)(19\d{2}|20\d{2})(?!\d)", digits_fixed(text))
    return (int(m.group(1)), None) if m else None


def parse_date(text: str) -> Parsed | None:
    """The first date of ``text`` as ISO ``YYYY-MM-DD``."""
    found = find_dates(text)
    if not found:
        found = find_dates(digits_fixed(text))
    return (found[0].value.isoformat(), None) if found else None


def parse_last_date(text: str) -> Parsed | None:
    """The last date of ``text`` (``Validade: 01/02/2026 a 02/03/2026`` → the end)."""
    found = find_dates(text)
    return (found[-1].value.isoformat(), None) if found else None


_NAME_STOP = re.compile(
    r"\s(?:CPF|CNPJ|RG|INSCRI\w*|NASCID[OA]|NASC\.|FILIA\w*|DATA|ENDERE\w*|QRCODE|PORTADOR\w*)\b"
    r"|,\s|\s[-–]\s(?!(?:ME|EPP|EIRELI)\b)", re.I)


def parse_name(text: str) -> Parsed | None:
    """A person's or company's name: upper case, single spaces; no digits."""
    cut = _NAME_STOP.split(text, maxsplit=1)[0]
    cut = re.sub(r"^[\s:.\-–]+|[\s:.,;\-–]+$", "", cut)
    if not cut or re.search(r"\d{2,}", cut):
        return None
    name = normalize_name(cut)
    if not name or len(name.replace(" ", "")) < 3 or not re.search(r"[A-Z]{2}", fold(name)):
        return None
    return name, None


def parse_company(text: str) -> Parsed | None:
    """A company name as printed (``VIAÇÃO X LTDA - ME``): upper case, single spaces."""
    t = re.sub(r"^[\s:.\-–]+|[\s:.,;\-–]+$", "", text)
    if not t or not re.search(r"[A-Z]{2}", fold(t)):
        return None
    return normalize_name(t), None


def parse_text(text: str) -> Parsed | None:
    """Free text: upper case, single spaces, edges trimmed."""
    t = " ".join(text.split()).strip(" :.-–")
    return (t.upper(), None) if t else None


def parse_uf(text: str) -> Parsed | None:
    """A Brazilian state's two letters."""
    for tok in re.findall(r"\b[A-Z]{2}\b", fold(text)):
        if tok in UFS:
            return tok, None
    return None


UFS = frozenset(
    ["AC", "AL", "AM", "AP", "BA", "CE", "DF", "ES", "GO", "MA", "MG", "MS", "MT", "PA", "PB", "PE", "PI", "PR", "RJ", "RN", "RO", "RR", "RS", "SC", "SE", "SP", "TO"]
)


# --------------------------------------------------------------------------------------
# Dates with roles
# --------------------------------------------------------------------------------------


@dataclass
class DatedWords:
    """A date found on a page with its role and the words that print it."""

    value: date
    role: str | None
    words: list[Word]
    page: int
    raw: str


def dates_with_roles(reader: PageReader) -> list[DatedWords]:
    """Every date of the pages, with the role ``dates.find_dates`` gives it."""
    out: list[DatedWords] = []
    for p in reader.pages:
        lines = reader.lines[p.number]
        text = "\n".join(ln.text for ln in lines)
        starts: list[int] = []
        pos = 0
        for ln in lines:
            starts.append(pos)
            pos += len(ln.text) + 1
        for dm in find_dates(text):
            li = max(i for i, s in enumerate(starts) if s <= dm.start)
            ln = lines[li]
            words = words_in_span(ln, dm.start - starts[li], dm.end - starts[li])
            out.append(DatedWords(dm.value, getattr(dm, "role", None), words, p.number, dm.raw))
    return out


def date_by_role(dated: Iterable[DatedWords], roles: Sequence[str], factor: float = 0.95,
                 last: bool = False) -> Candidate | None:
    """The first (or last) date whose role is one of ``roles``, as a candidate."""
    items = [d for d in dated if d.role in roles]
    if not items:
        return None
    d = items[-1] if last else items[0]
    return Candidate(d.value.isoformat(), None, d.words, d.page,
                     round(confidence_of(d.words) * factor, 3), "date-role")


# --------------------------------------------------------------------------------------
# Generic finders used by several families
# --------------------------------------------------------------------------------------


def pattern_candidates(reader: PageReader, regex: re.Pattern[str], parse: Callable[[str], Parsed | None],
                       factor: float = 0.75) -> list[Candidate]:
    """Every match of ``regex`` on the pages, parsed (heuristic: lower confidence)."""
    return reader.find_pattern(regex, parse, factor)


def first_valid(cands: Iterable[Candidate]) -> Candidate | None:
    """The first candidate that passed its check, else the first one."""
    items = list(cands)
    for c in items:
        if c.valid is not False:
            return c
    return items[0] if items else None


def resultado_candidate(reader: PageReader) -> Candidate | None:
    """A certidão result from its phrases (negations first), with the phrase's words."""
    best_line: tuple[str, Line] | None = None
    whole = certidao_resultado(reader.text())
    if whole is None:
        return None
    label = whole[0]
    for ln in reader.all_lines():
        got = certidao_resultado(ln.text)
        if got is not None and got[0] == label:
            best_line = (label, ln)
            break
    if best_line is None:
        return Candidate(label, None, [], reader.pages[0].number, 0.7, "phrase")
    ln = best_line[1]
    return Candidate(label, None, ln.words, ln.page, round(confidence_of(ln.words) * 0.95, 3),
                     "phrase")


_CITY_UF = re.compile(r"([A-ZÀ-Ý][A-Za-zÀ-ÿ'\- ]{2,40}?)\s*[-/,]\s*([A-Z]{2})\b")


def city_uf_from(text: str) -> tuple[str, str] | None:
    """``CIDADE - UF`` / ``CIDADE/UF`` / ``CIDADE UF`` → (CIDADE, UF)."""
    t = " ".join(text.split())
    m = _CITY_UF.search(t)
    if m and m.group(2) in UFS:
        return normalize_name(m.group(1)) or m.group(1).upper(), m.group(2)
    toks = t.split()
    if len(toks) >= 2 and fold(toks[-1]) in UFS and not re.search(r"\d", t):
        return normalize_name(" ".join(toks[:-1])) or " ".join(toks[:-1]).upper(), fold(toks[-1])
    return None


# --------------------------------------------------------------------------------------
# The other kinds
# --------------------------------------------------------------------------------------

_LAUDO = {"aprovado": ("APROVADO", "CONFORME", "APTO"), "reprovado": ("REPROVADO", "NAO CONFORME", "INAPTO")}
_TOX = {"negativo": ("NEGATIVO", "NAO DETECTADO"), "positivo": ("POSITIVO", "DETECTADO")}
_CONTRATO_TIPOS = {
    "locacao": ("LOCACAO", "LOCADOR", "LOCATARIO"),
    "comodato": ("COMODATO", "COMODANTE", "COMODATARIO"),
    "arrendamento": ("ARRENDAMENTO", "ARRENDADOR", "ARRENDATARIO"),
    "trabalho": ("CONTRATO DE TRABALHO", "EMPREGADOR", "EMPREGADO"),
    "prestacao_servico": ("PRESTACAO DE SERVICO", "TOMADOR", "PRESTADOR"),
}
_NATUREZAS = ("GRAVISSIMA", "GRAVE", "MEDIA", "LEVE")


def _flag_result(reader: PageReader, table: dict[str, tuple[str, ...]]) -> Candidate | None:
    """The first line that states one of the table's results (negations first)."""
    order = sorted(((v, k) for k, vs in table.items() for v in vs), key=lambda t: -len(t[0]))
    for ln in reader.all_lines():
        key = label_key(ln.text)
        for phrase, value in order:
            if re.search(rf"(?<![A-Z]){phrase}(?![A-Z])", key):
                return Candidate(value, None, ln.words, ln.page,
                                 round(confidence_of(ln.words) * 0.85, 3), "phrase")
    return None


def _party_document(reader: PageReader, roles: Sequence[str]) -> Candidate | None:
    """The CPF/CNPJ printed after a party's role word (LOCADOR: … CPF …)."""
    lines = reader.all_lines()
    for i, ln in enumerate(lines):
        key = label_key(ln.text)
        if any(re.search(rf"(?<![A-Z]){r}(?![A-Z])", key) for r in roles):
            for other in lines[i : i + 3]:
                parsed = parse_document(other.text)
                if parsed:
                    m = ids.CNPJ_PATTERN.search(other.text.upper()) or ids.CPF_PATTERN.search(other.text)
                    words = words_in_span(other, *m.span()) if m else other.words
                    return Candidate(parsed[0], parsed[1], words, other.page,
                                     round(confidence_of(words) * 0.85, 3), "party")
    return None


def read_common(reader: PageReader, fs: FieldSet, dated: list[DatedWords]) -> None:
    """titular_nome, titular_documento, data_emissao, valida_ate, placa, municipio, uf."""
    fs.put("titular_nome", reader.read("titular_nome", parse_name, ("right", "below")))
    doc = reader.read("titular_documento", parse_document, ("right", "below"), profile="digits")
    if doc is None:
        doc = first_valid(pattern_candidates(reader, ids.CNPJ_PATTERN, parse_cnpj)
                          + pattern_candidates(reader, ids.CPF_PATTERN, parse_cpf))
    fs.put("titular_documento", doc)
    emissao = date_by_role(dated, ("emissao",)) or reader.read("data_emissao", parse_date)
    fs.put("data_emissao", emissao)
    validade = date_by_role(dated, ("validade",), last=True) or reader.read("valida_ate", parse_last_date)
    fs.put("valida_ate", validade)
    placa = reader.read("placa", parse_placa)
    fs.put("placa", placa)


def _parse_city_uf(text: str) -> Parsed | None:
    """``LONDRINA - PR - CEP …`` → (LONDRINA, PR); a bare city → (CITY, None)."""
    t = re.split(r"\bCEP\b|\d{5}-?\d{3}", text, maxsplit=1)[0].strip(" -–,/")
    got = city_uf_from(t)
    if got:
        return got, None
    name = parse_name(t)
    return ((name[0], None), None) if name else None


def extract_generic(ctx: Context) -> FieldSet:
    """The fields of any kind without its own module (CONTRACT §4, "other kinds")."""
    reader = PageReader(ctx.pages, labels("generic"), ctx.reocr)
    fs = FieldSet()
    dated = dates_with_roles(reader)
    read_common(reader, fs, dated)
    kind = ctx.kind
    if kind in ("laudo_vistoria", "laudo_manutencao"):
        fs.put("resultado", _flag_result(reader, _LAUDO))
    elif kind == "exame_toxicologico":
        fs.put("resultado", _flag_result(reader, _TOX))
    elif kind in ("certidao_falencia", "regularidade_previdenciaria"):
        fs.put("resultado", resultado_candidate(reader))
    elif kind == "contrato":
        _contrato(reader, fs)
    elif kind == "prontuario_cnh":
        _prontuario(reader, fs, dated)
    if kind in labels("assunto"):
        fs.put("assunto", assunto_candidate(reader, kind))
    place = reader.read("municipio", _parse_city_uf, ("right", "below"))
    if place is not None:
        city, uf = place.value
        fs.put("municipio", Candidate(city, None, place.words, place.page, place.confidence,
                                      place.method))
        if uf:
            fs.put("uf", Candidate(uf, None, place.words, place.page, place.confidence,
                                   place.method))
    if "uf" not in fs.fields:
        fs.put("uf", reader.read("uf", parse_uf, ("right", "below")))
    return fs


def assunto_candidate(reader: PageReader, kind: str, head: float = 0.45) -> Candidate | None:
    """The document's title/subject line as printed (single spaces): the longest line in
    the head of the first page that starts with one of the kind's title words
    (``DECLARAÇÃO DE GARAGEM`` rather than the header ``DECLARAÇÃO``)."""
    starts = [label_key(s) for s in labels("assunto").get(kind, [])]
    if not reader.pages or not starts:
        return None
    page = reader.pages[0]
    best_line: Line | None = None
    for ln in reader.lines[page.number]:
        if ln.bbox[1] > head * page.height:
            break
        key = label_key(ln.text)
        if any(key == s or key.startswith(s + " ") for s in starts) and (
            best_line is None or len(key) > len(label_key(best_line.text))
        ):
            best_line = ln
    if best_line is None:
        return None
    text = " ".join(best_line.text.split()).strip(" .;-|")
    return Candidate(text, None, best_line.words, page.number, confidence_of(best_line.words),
                     "title")


def _contrato(reader: PageReader, fs: FieldSet) -> None:
    text = label_key(reader.text())
    for tipo, (title, giver, taker) in _CONTRATO_TIPOS.items():
        if re.search(rf"(?<![A-Z]){title}(?![A-Z])", text):
            words = reader.all_lines()[0].words if reader.all_lines() else []
            fs.put_value("tipo", tipo, words, reader.pages[0].number, 0.85)
            # contratante takes the good/work/service; contratado provides it.
            if tipo == "trabalho":
                fs.put("contratante_documento", _party_document(reader, (giver,)))
                fs.put("contratado_documento", _party_document(reader, (taker,)))
            elif tipo == "prestacao_servico":
                fs.put("contratante_documento", _party_document(reader, ("TOMADOR", "CONTRATANTE")))
                fs.put("contratado_documento", _party_document(reader, ("PRESTADOR", "CONTRATADA", "CONTRATADO")))
            else:
                fs.put("contratante_documento", _party_document(reader, (taker,)))
                fs.put("contratado_documento", _party_document(reader, (giver,)))
            break


def _prontuario(reader: PageReader, fs: FieldSet, dated: list[DatedWords]) -> None:
    infr: list[dict[str, str]] = []
    words: list[Word] = []
    for ln in reader.all_lines():
        key = label_key(ln.text)
        nat = next((n for n in _NATUREZAS if re.search(rf"(?<![A-Z]){n}(?![A-Z])", key)), None)
        if nat is None:
            continue
        ds = find_dates(ln.text)
        if ds:
            infr.append({"data": ds[0].value.isoformat(), "natureza": nat.lower()})
            words.extend(ln.words)
    text = label_key(reader.text())
    none_said = re.search(r"NAO (CONSTAM|HA|EXISTEM|CONSTA) (INFRACOES|REGISTRO|PONTOS|PONTUACAO)|NENHUMA INFRACAO|NADA CONSTA", text)
    if infr or none_said:
        fs.put_value("infracoes", infr, words or reader.all_lines()[0].words,
                     reader.pages[0].number, 0.8 if infr else 0.85)


def value_text(words: Sequence[Word]) -> str:
    """Shortcut used by the family modules."""
    return text_of(words)
