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

import itertools
import re
from collections.abc import Callable, Iterable, Sequence
from dataclasses import dataclass, field
from datetime import date
from functools import cache
from typing import Any

from extractors import ids
from extractors.dates import find_dates, fold_with_map
from extractors.fuzzy import fuzzy_hits, label_like
from extractors.layout import (
    Candidate,
    LabelHit,
    Line,
    PageReader,
    Parsed,
    RegionReader,
    confidence_of,
    fold,
    group_lines,
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

    def put(self, name: str, cand: Candidate | None, factor: float = 1.0,
            keep_empty: bool = False) -> Candidate | None:
        """Store ``cand`` as field ``name`` (no-op for None); flags a failed check.

        An empty list is "not found" unless ``keep_empty`` (the document says there is
        none: a prontuário without infractions)."""
        if cand is None or cand.value is None or cand.value == "":
            return None
        if cand.value == [] and not keep_empty:
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
                  confidence: float, valid: bool | None = None, keep_empty: bool = False) -> None:
        """Store a value assembled by hand (lists, derived flags)."""
        self.put(name, Candidate(value, valid, list(words), page, confidence, "derived"),
                 keep_empty=keep_empty)

    def warn(self, message: str) -> None:
        if message not in self.warnings:
            self.warnings.append(message)


Extractor = Callable[[Context], FieldSet]


@cache
def labels(family: str) -> dict[str, list[str]]:
    """The label vocabulary of a kind family (``patterns/labels.yaml``)."""
    data: dict[str, dict[str, list[str]]] = load_yaml("labels.yaml")
    return {k: list(v) for k, v in data[family].items()}


def _colon_labelled(hit: LabelHit) -> bool:
    """True when the label is followed by a colon (``Nome:``, ``CPF :``): a form label,
    not a title word (``CONTRIBUINTE INDIVIDUAL``) nor an issuer's header (``CNPJ 12…``)."""
    words = hit.line.words
    last = hit.words[-1]
    if last.text.rstrip().endswith((":", ";")):
        return True
    i = next((i for i, w in enumerate(words) if w is last), len(words))
    nxt = words[i + 1] if i + 1 < len(words) else None
    return nxt is not None and nxt.text.strip()[:1] in (":", ";")


# OCR reads specks, stamps and box corners as lone symbols ("+", "|", "*", "«", "."): they
# are not words, and next to a label they hide it ("+ MUNICÍPIO", ". MUNICIPIO") or stick
# to a value ("Nome: + JOSÉ").
_NOISE_WORD = re.compile(r"^[+|*«»~^`'\"•·©®_=<>\\{}\[\].,]+$")
# A line that starts with its own label ("Nº da instalação: 26196…") holds no value of
# the label above it.
_OWN_LABEL = re.compile(r"^[^\W\d][^:;]{0,40}?[a-zà-ÿA-ZÀ-Ý.)º°]\s?:(?:\s|$)")


_SHORT_LOWER = re.compile(r"^[a-zà-ÿ]{1,3}[.,:;]?$")


def _caps_noise(line: Line) -> set[int]:
    """Ids of the short lower-case words of an upper-case line: OCR's reading of a
    smudge or of a small label (``SEGURADO cup``, ``MUNICÍPIO ur``), which would
    otherwise make the label before it look like prose. A state read in lower case
    (``sp``) is a value and stays."""
    short = {id(w) for w in line.words
             if _SHORT_LOWER.match(w.text) and fold(w.text).strip(".,:;") not in UFS}
    others = [w for w in line.words if id(w) not in short and re.search(r"[A-Za-zÀ-ÿ]{2}", w.text)]
    if not short or not others or any(w.text != w.text.upper() for w in others):
        return set()
    return short


def _clean_page(page: Page) -> Page:
    """An OCR page without its noise words: lone symbols, and short lower-case words in
    upper-case lines (a text layer is kept as is)."""
    if page.source != "ocr":
        return page
    words = [w for w in page.words if not _NOISE_WORD.match(w.text.strip())]
    noise: set[int] = set()
    for ln in group_lines(words, page.number):
        noise |= _caps_noise(ln)
    words = [w for w in words if id(w) not in noise]
    return page if len(words) == len(page.words) else page.model_copy(update={"words": words})


def _trim_edges(words: list[Word]) -> list[Word]:
    """A value region without the punctuation-only words at its edges."""
    out = list(words)
    while out and not re.search(r"[0-9A-Za-zÀ-ÿ]", out[0].text):
        out = out[1:]
    while out and not re.search(r"[0-9A-Za-zÀ-ÿ]", out[-1].text):
        out = out[:-1]
    return out


def _title_like(hit: LabelHit, labelled: set[int] | frozenset[int] = frozenset()) -> bool:
    """True when the label's words open an upper-case heading (``APÓLICE DE SEGURO DE
    ACIDENTES PESSOAIS``, ``CONTRIBUINTE INDIVIDUAL``): more words follow that are not
    labels themselves (ids in ``labelled``: a table's header row is no heading), none is
    a number, and the line has no colon."""
    words = hit.line.words
    last = hit.words[-1]
    i = next((i for i, w in enumerate(words) if w is last), len(words))
    rest = [w for w in words[i + 1:] if label_key(w.text) and id(w) not in labelled]
    if not rest or ":" in hit.line.text or re.search(r"\d", hit.line.text):
        return False
    return all(w.text == w.text.upper() for w in words if re.search(r"[A-Za-zÀ-ÿ]", w.text))


class LabelReader(PageReader):
    """A `PageReader` tuned for forms read by OCR as well as for text layers.

    - a field's colon-labelled hits are tried first, then the others in reading order,
      and a label word that opens a heading last: a document's own ``CPF: …`` wins over
      the issuer's ``CNPJ 12.345…`` in the header, ``Nome: …`` over a title word that is
      also a label (``CONTRIBUINTE INDIVIDUAL``, ``APÓLICE DE SEGURO…``);
    - OCR noise (lone symbols) is dropped from OCR pages, and punctuation-only words
      from the edges of a value region;
    - the line below a label is not its value when it starts with a label of its own.
    """

    def __init__(self, pages: Sequence[Page], vocabulary: dict[str, Sequence[str]],
                 reocr: RegionReader | None = None) -> None:
        super().__init__([_clean_page(p) for p in pages], vocabulary, reocr)
        self._fuzzy_done: set[str] = set()
        self._only: list[LabelHit] | None = None

    def hits(self, name: str) -> list[LabelHit]:
        if self._only is not None:
            return list(self._only)
        found = super().hits(name)
        if not found and name not in self._fuzzy_done and name in self.vocabulary:
            self._fuzzy_done.add(name)
            found = self._fuzzy(name)
        labelled = {id(w) for p in self.pages for h in self.indexes[p.number].all_hits
                    for w in h.words}
        return sorted(found, key=lambda h: (_title_like(h, labelled), not _colon_labelled(h)))

    def read(self, name: str, parse: Callable[[str], Parsed | None],
             where: Sequence[str] = ("right", "below"), max_lines: int = 1,
             profile: str = "text") -> Candidate | None:
        """`PageReader.read`; when the labels found give no value, the same label misread
        by OCR elsewhere on the page (``APÓUCE`` under a title that says ``APÓLICE``)."""
        got = super().read(name, parse, where, max_lines, profile)
        if got is not None or name in self._fuzzy_done or name not in self.vocabulary:
            return got
        self._fuzzy_done.add(name)
        extra = self._fuzzy(name)
        if not extra:
            return None
        self._only = extra
        try:
            return super().read(name, parse, where, max_lines, profile)
        finally:
            self._only = None

    def _fuzzy(self, name: str) -> list[LabelHit]:
        """A label OCR misread (``MUNICIMO``), found by edit distance on OCR pages, and
        added to the page's index so that it bounds its neighbours' regions too."""
        out: list[LabelHit] = []
        for p in self.pages:
            if p.source != "ocr":
                continue
            index = self.indexes[p.number]
            for hit in fuzzy_hits(index, name, self.vocabulary[name]):
                index.hits.setdefault(name, []).append(hit)
                index.all_hits.append(hit)
                out.append(hit)
        return out

    def regions(self, hit: LabelHit, where: Sequence[str], max_lines: int = 1
                ) -> list[tuple[str, list[Word]]]:
        out: list[tuple[str, list[Word]]] = []
        for method, words in super().regions(hit, where, max_lines):
            if method == "label-below" and max_lines > 1:
                words = self._before_next_label(words, hit.page)
            words = _trim_edges(words)
            if not words:
                continue
            if method == "label-below" and _OWN_LABEL.match(text_of(words)):
                continue
            out.append((method, words))
        return out

    def _before_next_label(self, words: list[Word], page: int) -> list[Word]:
        """The rows of a multi-line value up to the first one that prints a label (OCR
        misread it, so the index does not know it: ``TITULO DO ESTABELECIMENTO…``)."""
        if self._source.get(page) != "ocr":
            return words
        rows = group_lines(words, page)
        keep: list[Word] = []
        for i, row in enumerate(rows):
            # the whole visual line: the index may know its right part as a label
            full = next((ln for ln in self.lines[page] if any(w is row.words[0] for w in ln.words)),
                        row)
            if i and label_like(full.text, self.vocabulary):
                break
            keep.extend(row.words)
        return [w for w in words if any(w is k for k in keep)]

    def reread_words(self, page: int, words: list[Word], parse: Callable[[str], Parsed | None],
                     profile: str = "text") -> Candidate | None:
        """Re-read the crop of ``words`` (OCR pages with a re-OCR hook only)."""
        if self.reocr is None or self._source.get(page) != "ocr" or not words:
            return None
        return self._reread(page, words, parse, profile)


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


_NAME_STOP = re.compile(
    r"\s(?:CPF|CNPJ|RG|INSCRI\w*|NASCID[OA]|NASC\.|FILIA\w*|DATA|ENDERE\w*|QRCODE|PORTADOR\w*)\b"
    r"|,\s|\s[-–]\s(?!(?:ME|EPP|EIRELI)\b)", re.I)


_NUMBER_TOKEN = re.compile(r"\s\S*\d\S*\d")


def parse_name(text: str) -> Parsed | None:
    """A person's or company's name: upper case, single spaces; no digits.

    The name ends where a number starts when a name of two words or more precedes it
    (``BORGES TURISMO LTDA 98.513.865/0001-56``); a label of its own (``Nº da
    instalação: …``) is not a name."""
    cut = _NAME_STOP.split(text, maxsplit=1)[0]
    cut = re.sub(r"^[^A-Za-zÀ-ÿ]+|[\s:.,;\-–]+$", "", cut)
    if re.search(r"[A-Za-zÀ-ÿ.)º°]\s?:\s*\S", cut):
        return None  # "Nº da instalação: 2619…" is a label and its value
    num = _NUMBER_TOKEN.search(cut)
    if num and len(cut[: num.start()].split()) >= 2:
        cut = re.sub(r"[\s:.,;\-–]+$", "", cut[: num.start()])
    if not cut or re.search(r"\d{2,}", cut):
        return None
    name = normalize_name(cut)
    if not name or len(name.replace(" ", "")) < 3 or not re.search(r"[A-Z]{2}", fold(name)):
        return None
    return name, None


def parse_holder_name(text: str) -> Parsed | None:
    """The name of a document's holder: `parse_name` of two words or more (a title word
    such as ``INDIVIDUAL`` or an unread label such as ``cup`` is not a holder)."""
    got = parse_name(text)
    return got if got is not None and len(got[0].split()) >= 2 else None


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
# Values stated in prose (patterns/prose.yaml)
# --------------------------------------------------------------------------------------

_NAME_WORD = r"[A-ZÀ-Ý][A-Za-zÀ-ÿ'.\-]*"
_CONNECTOR = r"(?:d[aeo]s?|e|del|di|van|von)"


@cache
def _prose() -> dict[str, Any]:
    data: dict[str, Any] = load_yaml("prose.yaml")
    return data


@cache
def _holder_regexes() -> tuple[re.Pattern[str], re.Pattern[str]]:
    """(intro phrase on folded text, the name that follows it on the printed text)."""
    data = _prose()
    intro = re.compile(r"(?<![a-z0-9])(?:" + "|".join(data["holder_intro"]) + r")\s*:?\s*")
    after = "|".join(data["holder_after"])
    name = re.compile(
        rf"({_NAME_WORD}(?:\s+(?:{_CONNECTOR}\s+)?{_NAME_WORD}){{1,12}}?)"
        rf"(?=\s*[,(;]|\s+[-–]\s|\s+(?i:{after}))"
    )
    return intro, name


def _line_pairs(reader: PageReader) -> Iterable[Line]:
    """Each line, then each line joined with the next one (a name may wrap)."""
    lines = reader.all_lines()
    yield from lines
    for a, b in itertools.pairwise(lines):
        if a.page == b.page:
            yield Line(a.words + b.words, a.page)


def holder_from_prose(reader: PageReader, factor: float = 0.8) -> Candidate | None:
    """The holder's name where the text introduces it ("Certificamos que FULANO, CPF…",
    "Eu, FULANO, inscrito no CPF…"): the first such name of two words or more."""
    intro, name = _holder_regexes()
    for ln in _line_pairs(reader):
        text = ln.text
        folded, index = fold_with_map(text)
        for m in intro.finditer(folded):
            start = index[m.end()] if m.end() < len(index) else len(text)
            nm = name.match(text, start)
            if nm is None:
                continue
            parsed = parse_name(nm.group(1))
            if parsed is None or len(parsed[0].split()) < 2:
                continue
            words = words_in_span(ln, *nm.span(1))
            return Candidate(parsed[0], None, words, ln.page,
                             round(confidence_of(words) * factor, 3), "prose")
    return None


_PLACA_PROSE = re.compile(r"(?<![A-Za-z])placa\s*(?:n[º°o.]*\s*)?:?\s*([A-Za-z0-9]{3}[\s\-]?[0-9A-Za-z]{4,5})(?![A-Za-z0-9])",
                          re.IGNORECASE)


def placa_from_prose(reader: PageReader) -> Candidate | None:
    """A plate named in running text ("o veículo …, placa ABC1D23, chassi …"); a token
    that is not quite a plate (OCR "NVC1WS54") is re-read from its crop."""
    for ln in _line_pairs(reader):
        for m in _PLACA_PROSE.finditer(ln.text):
            words = words_in_span(ln, *m.span(1))
            parsed = parse_placa(m.group(1))
            if parsed is None or confidence_of(words) < 0.8:
                again = (reader.reread_words(ln.page, words, parse_placa, "alnum")
                         if isinstance(reader, LabelReader) else None)
                if again is not None and (parsed is None or again.confidence > confidence_of(words)):
                    return Candidate(again.value, again.valid, words, ln.page,
                                     round(again.confidence * 0.85, 3), "prose-reocr")
            if parsed is None:
                continue
            return Candidate(parsed[0], parsed[1], words, ln.page,
                             round(confidence_of(words) * 0.85, 3), "prose")
    return None


_CITY_WORDS = re.compile(r"[A-ZÀ-Ýa-zà-ÿ'][A-ZÀ-Ýa-zà-ÿ'.\-]*(?:\s+[A-ZÀ-Ýa-zà-ÿ'][A-ZÀ-Ýa-zà-ÿ'.\-]*){0,5}")


@cache
def _authority_regex() -> re.Pattern[str]:
    return re.compile(r"(?<![a-z0-9])(?:" + "|".join(_prose()["authority"]) + r")\s+")


def _authority_city(reader: PageReader, head_lines: int = 12) -> Candidate | None:
    """The município of the authority in the head ("PREFEITURA MUNICIPAL DE ARAXÁ")."""
    if not reader.pages:
        return None
    rx = _authority_regex()
    for ln in reader.lines[reader.pages[0].number][:head_lines]:
        text = ln.text
        folded, index = fold_with_map(text)
        m = rx.search(folded)
        if m is None or m.end() >= len(index):
            continue
        start = index[m.end()]
        cm = _CITY_WORDS.match(text, start)
        if cm is None:
            continue
        got = _parse_city_uf(cm.group(0))
        if got is None:
            continue
        words = words_in_span(ln, *cm.span())
        return Candidate(got[0], None, words, ln.page, round(confidence_of(words) * 0.85, 3),
                         "authority")
    return None


_PLACE_BEFORE_DATE = re.compile(
    r"^\s*([A-ZÀ-Ý][A-Za-zÀ-ÿ'.\- ]{1,40}?)\s*(?:[/\-–]\s*([A-Z]{2}))?\s*,\s*(?:em\s+)?$")


def _place_date_city(reader: PageReader) -> Candidate | None:
    """The place of "CIDADE[/UF], <date>." (where the applicant signed); the last one."""
    found: Candidate | None = None
    for ln in reader.all_lines():
        ds = find_dates(ln.text)
        if not ds:
            continue
        m = _PLACE_BEFORE_DATE.match(ln.text[: ds[0].start])
        if m is None:
            continue
        city = normalize_name(m.group(1))
        uf = m.group(2) if m.group(2) in UFS else None
        if not city or fold(city) in UFS or re.search(r"\d", city):
            continue
        words = words_in_span(ln, *m.span(1))
        found = Candidate((city, uf), None, words, ln.page, round(confidence_of(words) * 0.8, 3),
                          "place-date")
    return found


def municipio_candidate(reader: PageReader, kind: str) -> Candidate | None:
    """``(MUNICÍPIO, UF or None)``: from its label, else from the kind's sources."""
    place = reader.read("municipio", _parse_city_uf, ("right", "below"))
    if place is not None:
        return place
    for source in _prose()["municipio_sources"].get(kind, []):
        got = _authority_city(reader) if source == "authority" else _place_date_city(reader)
        if got is not None:
            return got
    return None


# --------------------------------------------------------------------------------------
# The other kinds
# --------------------------------------------------------------------------------------

_LAUDO = {"aprovado": ("APROVADO", "CONFORME", "APTO"), "reprovado": ("REPROVADO", "NAO CONFORME", "INAPTO")}
_TOX = {"negativo": ("NEGATIVO", "NAO DETECTADO"), "positivo": ("POSITIVO", "DETECTADO")}
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


# A number laid out like a CPF or CNPJ whose digits OCR garbled ("36 452 448-50": a digit
# lost, the label "CPF" read as "crr"): 9 to 15 digits in groups, ending "-NN".
_DOC_LIKE = re.compile(r"(?<![\w/])[0-9OoIlSB]{1,3}(?:[ .,]?[0-9OoIlSB]{3}){2,3}(?:\s?/\s?[0-9OoIlSB]{4})?\s?[-–]\s?[0-9OoIlSB]{2}(?!\w)")


def reread_document_like(reader: LabelReader) -> Candidate | None:
    """When no CPF/CNPJ was read: the first number laid out like one, re-read from its
    crop; kept only when the re-read passes its check digits."""
    for ln in reader.all_lines():
        for m in _DOC_LIKE.finditer(ln.text):
            words = words_in_span(ln, *m.span())
            got = reader.reread_words(ln.page, words, parse_document, "digits")
            if got is not None and got.valid:
                return got
    return None


def read_common(reader: PageReader, fs: FieldSet, dated: list[DatedWords]) -> None:
    """titular_nome, titular_documento, data_emissao, valida_ate, placa, municipio, uf."""
    nome = reader.read("titular_nome", parse_holder_name, ("right", "below"))
    fs.put("titular_nome", nome or holder_from_prose(reader))
    doc = reader.read("titular_documento", parse_document, ("right", "below"), profile="digits")
    if doc is None:
        doc = first_valid(pattern_candidates(reader, ids.CNPJ_PATTERN, parse_cnpj)
                          + pattern_candidates(reader, ids.CPF_PATTERN, parse_cpf))
    if doc is None and isinstance(reader, LabelReader):
        doc = reread_document_like(reader)
    fs.put("titular_documento", doc)
    emissao = date_by_role(dated, ("emissao",)) or reader.read("data_emissao", parse_date)
    fs.put("data_emissao", emissao)
    validade = date_by_role(dated, ("validade",), last=True) or reader.read("valida_ate", parse_last_date)
    fs.put("valida_ate", validade)
    placa = reader.read("placa", parse_placa) or placa_from_prose(reader)
    fs.put("placa", placa)


def _parse_city_uf(text: str) -> Parsed | None:
    """``LONDRINA - PR - CEP …`` → (LONDRINA, PR); a bare city → (CITY, None)."""
    if _OWN_LABEL.match(text.strip()):
        return None
    t = re.split(r"\bCEP\b|\d{5}-?\d{3}", text, maxsplit=1)[0]
    t = re.sub(r"[\"“”'`´|*+]+(?=\s*[-/,])|[\"“”`´|*+]", " ", t).strip(" -–,/")
    got = city_uf_from(t)
    if got:
        return got, None
    name = parse_name(t)
    return ((name[0], None), None) if name else None


def extract_generic(ctx: Context) -> FieldSet:
    """The fields of any kind without its own module (CONTRACT §4, "other kinds")."""
    reader = LabelReader(ctx.pages, labels("generic"), ctx.reocr)
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
    place = municipio_candidate(reader, kind)
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
    # OCR drops one of the spaces around a spaced slash ("PIS /INSS"): put it back.
    text = re.sub(r"(?<=\w) /(?=\w)|(?<=\w)/ (?=\w)", " / ", text)
    return Candidate(text, None, best_line.words, page.number, confidence_of(best_line.words),
                     "title")


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
                m = ids.CNPJ_PATTERN.search(other.text.upper()) or ids.CPF_PATTERN.search(other.text)
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
    name, doc = _party(reader, spec["contratante"])
    fs.put("contratante_documento", doc)
    fs.put("contratado_documento", _party(reader, spec["contratado"])[1])
    if name is not None:
        fs.put("titular_nome", name)
    if doc is not None:
        fs.put("titular_documento", doc)


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
                     reader.pages[0].number, 0.8 if infr else 0.85, keep_empty=True)


def value_text(words: Sequence[Word]) -> str:
    """Shortcut used by the family modules."""
    return text_of(words)
