"""Value parsers: the text of a value region → ``(normalised value, check passed)`` or None.

They repair the usual OCR confusions only where the format says a digit (or a letter)
must stand, and normalise as CONTRACT §4 asks (ISO dates, digits-only CPF, plates
without hyphen, names upper case with single spaces).
"""

from __future__ import annotations

import re
from datetime import date
from functools import cache
from pathlib import Path

import yaml

from extractors import ids
from extractors.candidate import Parsed
from extractors.dates import find_dates
from extractors.names import fold as fold_words
from extractors.names import normalize_name, trim_name_edges
from extractors.text import fold

_VOCAB = Path(__file__).parent / "vocab"

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
        if sum(c.isalpha() for c in m.group(1)) < 2:
            continue  # a number ("5247281"), not a plate read with digits for letters
        letters = m.group(1).translate(_TO_LETTER)
        cand = letters + digits_fixed(m.group(2)) + m.group(3) + digits_fixed(m.group(4))
        p = ids.normalize_placa(cand)
        if p:
            return p, True
    # OCR adds a stray lower-case letter to an upper-case plate ("HPxX9521"): a token one
    # character too long that becomes a plate without exactly one lower-case letter.
    for tok in re.findall(r"[A-Za-z0-9]{8}", text.replace("-", "")):
        found = {ids.normalize_placa(tok[:i] + tok[i + 1:]) for i, c in enumerate(tok)
                 if c.islower()} - {None}
        if len(found) == 1 and ids.PLACA_PATTERN.fullmatch(next(iter(found)) or ""):
            return next(iter(found)), None
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
    if not found:
        return _compact_date(text)
    return (found[0].value.isoformat(), None) if found else None


def _compact_date(text: str) -> Parsed | None:
    """A labelled date whose separators OCR lost (``27082026``): DDMMYYYY, if real."""
    m = re.search(r"(?<!\d)(\d{2})(\d{2})((?:19|20)\d{2})(?!\d)", digits_fixed(text.replace(" ", "")))
    if not m:
        return None
    try:
        return date(int(m.group(3)), int(m.group(2)), int(m.group(1))).isoformat(), None
    except ValueError:
        return None


def parse_last_date(text: str) -> Parsed | None:
    """The last date of ``text`` (``Validade: 01/02/2026 a 02/03/2026`` → the end)."""
    found = find_dates(text)
    return (found[-1].value.isoformat(), None) if found else None


# A slash of a date read as one of these (or dropped): "17111968", "1711111968".
_SLASHY = "1/|lI7\\"


_DIGITISH = re.compile(r"[0-9OoIlSB|/\\]{8,10}")


def parse_date_ocr(text: str) -> Parsed | None:
    """A ``dd/mm/aaaa`` date as OCR reads small print: `generic.parse_date` first, then a
    run whose slashes were dropped (``17111968``, ``1711/1968``) or read as ``1``, ``l``
    or ``|`` (``1711111968``). Only a real date between 1900 and 2100 counts, and only
    when the ways of splitting the run agree on one date."""

    got = parse_date(text)
    if got is not None:
        return got
    for run in _DIGITISH.findall(text.replace(" ", "")):
        fixed = digits_fixed(run.replace("/", "#").replace("\\", "#"))
        n = len(run)
        splits: list[tuple[int, int, int]] = []  # starts of day, month, year
        if n == 8:
            splits = [(0, 2, 4)]
        elif n == 9:
            splits = [(0, 3, 5)] if run[2] in _SLASHY else []
            splits += [(0, 2, 5)] if run[4] in _SLASHY else []
        elif n == 10 and run[2] in _SLASHY and run[5] in _SLASHY:
            splits = [(0, 3, 6)]
        dates = {_iso(fixed[d:d + 2], fixed[m:m + 2], fixed[y:y + 4]) for d, m, y in splits}
        dates.discard(None)
        if len(dates) == 1:
            return dates.pop(), None
    return None


def _iso(day: str, month: str, year: str) -> str | None:
    import datetime as _dt

    if not (day.isdigit() and month.isdigit() and year.isdigit()):
        return None
    try:
        d = _dt.date(int(year), int(month), int(day))
    except ValueError:
        return None
    return d.isoformat() if 1900 <= d.year <= 2100 else None


_NAME_STOP = re.compile(
    r"\s(?:CPF|CNPJ|RG|INSCRI\w*|NASCID[OA]|NASC\.|FILIA\w*|DATA|ENDERE\w*|QRCODE|PORTADOR\w*)\b"
    r"|,\s|\s[-–]\s(?!(?:ME|EPP|EIRELI)\b)", re.I)


# What ends a name's text and is no part of it (a company abbreviation's dot is: names.py).
_NAME_TAIL = r"[\s:.,;\-–]+$"

_NUMBER_TOKEN = re.compile(r"\s\S*\d\S*\d")


# A line that starts with its own label ("Nº da instalação: 26196…") holds no value of
# the label above it.
_OWN_LABEL = re.compile(r"^[^\W\d][^:;]{0,40}?[a-zà-ÿA-ZÀ-Ý.)º°]\s?:(?:\s|$)")


def parse_name(text: str) -> Parsed | None:
    """A person's or company's name: upper case, single spaces; no digits.

    The name ends where a number starts when a name of two words or more precedes it
    (``BORGES TURISMO LTDA 98.513.865/0001-56``); a label of its own (``Nº da
    instalação: …``) is not a name."""
    cut = _NAME_STOP.split(text, maxsplit=1)[0]
    cut = trim_name_edges(re.sub(r"^[^A-Za-zÀ-ÿ]+", "", cut), _NAME_TAIL)
    if re.search(r"[A-Za-zÀ-ÿ.)º°]\s?:\s*\S", cut):
        return None  # "Nº da instalação: 2619…" is a label and its value
    num = _NUMBER_TOKEN.search(cut)
    if num and len(cut[: num.start()].split()) >= 2:
        cut = trim_name_edges(cut[: num.start()], _NAME_TAIL)
    if not cut or re.search(r"\d{2,}", cut):
        return None
    name = normalize_name(cut)
    if not name or len(name.replace(" ", "")) < 3 or not re.search(r"[A-Z]{2}", fold(name)):
        return None
    return name, None


_CONNECTORS = frozenset({"DE", "DA", "DO", "DAS", "DOS", "E", "A", "O", "AO", "NO", "NA"})
_ROLE_WORDS = frozenset({"REQUERENTE", "DECLARANTE", "TITULAR", "CONTRATANTE", "CONTRATADO",
                         "CONTRATADA", "SEGURADO", "PROPRIETARIO", "INTERESSADO", "CONDUTOR",
                         "CLIENTE", "EMPRESA", "NOME", "DADOS", "IDENTIFICACAO", "QUALIFICACAO",
                         "RAZAO", "SOCIAL", "ENDERECO",
                         # issue 12: label words read as names ("CIVIL DO EMPRESÁRIO")
                         "CIVIL", "EMPRESARIO", "EMPRESARIA", "DESTINATARIO", "REMETENTE",
                         "EMITENTE", "COMPLETO", "ESTIPULANTE", "PROPONENTE", "SEGURADA",
                         "CONSUMIDOR", "RESPONSAVEL", "REPRESENTANTE", "LEGAL"})


# A name label printed before its value without a colon (issue 12, round 6).
_LEADING_LABEL = re.compile(r"^\s*(?:NOME\s*(?:COMPLETO|EMPRESARIAL|CIVIL)?\s*/?\s*(?:RAZ[AÃ]O\s+SOCIAL)?|"
                            r"RAZ[AÃ]O\s+SOCIAL|DENOMINA[CÇ][AÃ]O(?:\s+SOCIAL)?)\s*[:\-–]?\s+(?=\S)", re.I)


def parse_holder_name(text: str) -> Parsed | None:
    """The name of a document's holder: `parse_name` of two words or more (a title word
    such as ``INDIVIDUAL`` or an unread label such as ``cup`` is not a holder)."""
    # a label read with its value ("RAZÃO SOCIAL TEIXEIRA TRANSPORTE…"): the value only
    text = _LEADING_LABEL.sub("", text, count=1)
    got = parse_name(text)
    if got is None or len(got[0].split()) < 2:
        return None
    # A heading's tail is not a name (issue 12: "NOME DO REQUERENTE" read the holder as
    # "DO REQUERENTE"): no name starts with a preposition or is made of role words only.
    words = fold(got[0]).split()
    if words[0] in _CONNECTORS or words[-1] in _CONNECTORS or all(w in _CONNECTORS or w in _ROLE_WORDS for w in words):
        return None  # nor ends with one ("NADA CONSTA EM NOME DE" before a line break)
    if is_form_text(got[0]):
        return None
    return got


@cache
def _form_vocabulary() -> tuple[frozenset[str], tuple[str, ...]]:
    """(form words, form phrases) of ``vocab/form_words.yaml``."""
    with open(_VOCAB / "form_words.yaml", encoding="utf-8") as fh:
        data = yaml.safe_load(fh)
    return frozenset(data["words"]) | _ROLE_WORDS, tuple(data["phrases"])


def is_form_text(text: str) -> bool:
    """True when ``text`` is a form's words, not a name: only label, role or closing
    words ("NOME / RAZÃO SOCIAL", "AUXILIAR A SER INCLUÍDO", "NESTES TERMOS",
    "CONTRIBUINTE"), or a form phrase inside it (issue 12, round 6: form words were
    taken as the holder's name, wrong but sure)."""
    words_, phrases = _form_vocabulary()
    folded = fold_words(text)
    tokens = folded.split()
    if not tokens:
        return True
    if all(w in _CONNECTORS or w in words_ for w in tokens):
        return True
    padded = f" {folded} "
    return any(f" {p}" in padded for p in phrases)


def parse_company(text: str) -> Parsed | None:
    """A company name as printed (``VIAÇÃO X LTDA - ME``): upper case, single spaces."""
    t = trim_name_edges(re.sub(r"^[\s:.\-–]+", "", text), _NAME_TAIL)
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


# A street and its house number ("SIQUEIRA, 2677 - MARÇOLA", "Rua X, nº 12"): an address
# line read after a misread label is no city (issue 12, round 7); "Londrina, 12 de março"
# (a place and date) is not one.
_STREET_AND_NUMBER = re.compile(r"^[^\d,]{2,60},\s*(?:n[º°o]?\.?\s*)?\d{1,6}(?:\s*[-–,]|\s*$)",
                                re.IGNORECASE)


def _parse_city_uf(text: str) -> Parsed | None:
    """``LONDRINA - PR - CEP …`` → (LONDRINA, PR); a bare city → (CITY, None)."""
    if _OWN_LABEL.match(text.strip()) or _STREET_AND_NUMBER.match(text.strip()):
        return None
    t = re.split(r"\bCEP\b|\d{5}-?\d{3}", text, maxsplit=1)[0]
    t = re.sub(r"[\"“”'`´|*+]+(?=\s*[-/,])|[\"“”`´|*+]", " ", t).strip(" -–,/")
    got = city_uf_from(t)
    if got:
        return got, None
    name = parse_name(t)
    return ((name[0], None), None) if name else None


# A municipal registration number as printed ("45.871-2", "0123456/001-5", "1234567"):
# digits in groups, after an optional "nº" (issue 12, failure class 1).
_INSCRICAO = re.compile(r"^\W*(?:n[º°o.]*\s*)?(\d[\d.\-/]*\d)(?![\d.\-/]*[A-Za-z])", re.IGNORECASE)


def parse_inscricao(text: str) -> Parsed | None:
    """A municipal registration (inscrição municipal / mobiliária, CCM) as printed; never
    a CPF, a CNPJ nor a date printed after the label."""
    m = _INSCRICAO.match(text)
    if m is None:
        return None
    value = m.group(1)
    digits = re.sub(r"\D", "", value)
    if not 3 <= len(digits) <= 15 or parse_document(value) or find_dates(value):
        return None
    return value, None
