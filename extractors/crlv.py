"""CRLV / CRLV-e (and CRV): vehicle fields read by position.

The CRLV-e text layer lists all labels first and the values afterwards in another
order, so values are taken from each label's cell (below the label, or right of it
on the 2020 "label value" rows), never from the next text line. Identifiers that
carry a check (RENAVAM, chassi, placa, CPF/CNPJ) fall back to a page-wide pattern
search when their label is not found, with a lower confidence.
"""

from __future__ import annotations

import re
from dataclasses import replace

from extractors import ids
from extractors.candidate import Candidate, Parsed, Parser
from extractors.crlv_list import is_list, row_value
from extractors.fieldset import Context, FieldSet
from extractors.finders import first_valid, pattern_candidates
from extractors.glyphs import UNSURE, cnpj_fixed, confirm, placa_fixed
from extractors.lines import Line
from extractors.names import without_leading_label
from extractors.pagereader import PageReader
from extractors.parsers import (
    UFS,
    city_uf_from,
    parse_chassi,
    parse_date,
    parse_document,
    parse_name,
    parse_placa,
    parse_renavam,
    parse_text,
    parse_uf,
    parse_year,
)
from extractors.reader import labels
from extractors.slash_glyph import city_slash_uf, make_model_slash
from extractors.text import label_key
from intake.models import Word

_BELOW_FIRST = ("below", "right")
_CATEGORIAS = ("PARTICULAR", "ALUGUEL", "OFICIAL", "APRENDIZAGEM", "COLECAO", "MISSAO DIPLOMATICA",
               "CORPO CONSULAR", "EXPERIENCIA", "FABRICANTE")
_RENAVAM_RX = re.compile(r"(?<!\d)\d{11}(?!\d)")


def parse_chassi_run(text: str) -> Parsed | None:
    """`generic.parse_chassi` on a run of exactly 17 characters.

    OCR sometimes doubles or drops a character of a chassi (``9BGNJ51MH5SJ5SCVHJ``):
    a run of 16 or 18 is not cut or padded into a "valid" VIN but reported invalid,
    so that the crop is read again.
    """
    toks = [re.sub(r"[^A-Z0-9]", "", t) for t in text.upper().split()]
    runs = ["".join(toks[i:j]) for i in range(len(toks)) for j in range(i + 1, min(len(toks), i + 3) + 1)]
    runs = [r for r in runs if 15 <= len(r) <= 19]
    if not runs:
        return None
    exact = [r for r in runs if len(r) == 17]
    if exact:
        return parse_chassi(exact[0])
    return min(runs, key=lambda r: abs(len(r) - 17)), False


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
    """ESPÉCIE / TIPO as printed (no accents in values), without OCR's specks at its
    ends (a cell border read as ``"`` or ``|``)."""
    t = re.sub(r"^[^A-Z0-9]+|[^A-Z0-9]+$", "", " ".join(text.upper().split()))
    return (t, None) if re.search(r"[A-Z]{4}", t) else None


def parse_marca(text: str) -> Parsed | None:
    """MARCA / MODELO / VERSÃO as printed."""
    t = " ".join(text.upper().split())
    return (t, None) if re.search(r"[A-Z]{2}", t) else None


class _Fields:
    """`PageReader.read` in the page's layout: on the CRLV-e's list (`crlv_list`), a
    value right of its label on its row, never the next row's; else below or right."""

    def __init__(self, reader: PageReader) -> None:
        self.reader = reader
        self.rows = is_list(reader)

    def read(self, name: str, parse: Parser, profile: str = "text") -> Candidate | None:
        if self.rows:
            return (row_value(self.reader, name, parse, profile)
                    or self.reader.read(name, parse, ("right",), profile=profile))
        return self.reader.read(name, parse, _BELOW_FIRST, profile=profile)


def extract_crlv(ctx: Context) -> FieldSet:
    """The CONTRACT §4 vehicle fields of a CRLV, CRLV-e or CRV."""
    reader = PageReader(ctx.pages, labels("crlv"), ctx.reocr)
    fields = _Fields(reader)
    fs = FieldSet()
    renavam = fields.read("renavam", parse_renavam, profile="digits")
    if renavam is None or renavam.valid is False:
        pats = [c for c in pattern_candidates(reader, _RENAVAM_RX, parse_renavam) if c.valid]
        renavam = renavam if not pats else pats[0]
    fs.put("renavam", renavam)

    placa = fields.read("placa", parse_placa, profile="alnum")
    placa = placa or first_valid(pattern_candidates(reader, ids.PLACA_PATTERN, parse_placa))
    placa = confirm(reader, placa, parse_placa, "alnum", placa_fixed)
    fs.put("placa", placa)
    exercicio = fields.read("exercicio", parse_year, profile="digits")
    if exercicio is None and placa is not None:
        exercicio = _year_right_of(reader, placa)
    fs.put("exercicio", exercicio)
    fabricacao = fields.read("ano_fabricacao", parse_year, profile="digits")
    modelo = fields.read("ano_modelo", parse_year, profile="digits")
    if fabricacao is None and modelo is not None:
        # both layouts print ANO FABRICAÇÃO | ANO MODELO side by side
        fabricacao = _year_beside(reader, modelo, left=True)
    if modelo is None:
        both = fields.read("_ano_fab_mod", _parse_fab_mod, profile="digits")
        if both is not None:
            fab, mod = both.value
            fabricacao = fabricacao or Candidate(fab, None, both.words, both.page, both.confidence,
                                                 both.method)
            modelo = Candidate(mod, None, both.words, both.page, both.confidence, both.method)
    fs.put("ano_fabricacao", fabricacao)
    fs.put("ano_modelo", modelo)
    marca = fields.read("marca_modelo", parse_marca)
    fs.put("marca_modelo", _slash_restored(confirm(reader, marca, parse_marca, "text")))
    especie = fields.read("especie_tipo", parse_especie)
    fs.put("especie_tipo", especie or _unique(reader.find_pattern(_ESPECIE_RX, parse_especie, _PLACE)))
    chassi = fields.read("chassi", parse_chassi_run, profile="alnum")
    if chassi is None:
        chassi = first_valid(pattern_candidates(reader, ids.VIN_PATTERN, parse_chassi))
    fs.put("chassi", confirm(reader, chassi, parse_chassi_run, "alnum"))
    categoria = fields.read("categoria", parse_categoria)
    fs.put("categoria", categoria or _unique(reader.find_pattern(_CATEGORIA_RX, parse_categoria, _PLACE)))
    fs.put("lotacao", fields.read("lotacao", parse_lotacao, profile="alnum"))
    documento = fields.read("proprietario_documento", parse_document, profile="digits")
    anchor = documento
    if documento is None:
        # the label was lost (photos, 110 dpi scans): a CRLV prints one CPF/CNPJ, the owner's
        anchor = _unique(reader.find_pattern(_DOCUMENT_RX, _parse_masked_document, _PLACE))
        documento = anchor if anchor is not None and anchor.valid else None
    # an alphanumeric CNPJ's check cannot tell 0 from Q in its root (`glyphs.cnpj_fixed`)
    documento = confirm(reader, documento, parse_document, "alnum", cnpj_fixed, reread=False)
    fs.put("proprietario_documento", documento)
    nome = fields.read("proprietario_nome", _parse_owner_name)
    fs.put("proprietario_nome", nome or _name_above_document(reader, anchor))
    data = fields.read("data", parse_date, profile="date")
    fs.put("data_emissao", data)

    local = fields.read("local", _parse_local)
    if local is None and data is not None:
        local = _local_beside(reader, data)
    if local is None:
        local = _local_in_boxes(reader)
    if local is None:
        local = _local_slash_read(reader, fields)
    if local is not None:
        mun, uf = local.value
        fs.put("municipio", Candidate(mun, None, local.words, local.page, local.confidence, local.method))
        fs.put("uf", Candidate(uf, None, local.words, local.page, local.confidence, local.method))
    _check_years(fs)
    return fs


# Values found by their form, when OCR lost their labels (small print on photos and
# low-resolution scans), at lowered confidence.
_PLACE = 0.75
_CATEGORIA_RX = re.compile(r"(?<![A-Z])(?:" + "|".join(_CATEGORIAS) + r")(?![A-Z])")
_ESPECIE_RX = re.compile(
    r"(?<![A-Z])(?:PASSAGEIRO|CARGA|MISTO|ESPECIAL|TRA[CÇ][AÃ]O|COMPETI[CÇ][AÃ]O|COLE[CÇ][AÃ]O)"
    r"\s+(?:AUTOMOVEL|MICROONIBUS|MICRO-ONIBUS|ONIBUS|CAMINHAO|CAMINHONETE|CAMIONETA|UTILITARIO"
    r"|MOTOCICLETA|MOTONETA|CICLOMOTOR|TRICICLO|QUADRICICLO|REBOQUE|SEMI-REBOQUE|SEMIRREBOQUE"
    r"|CAMINHAO TRATOR|TRATOR|MOTOR-CASA|CHASSI PLATAFORMA)(?![A-Z])")
_DOCUMENT_RX = re.compile(
    r"(?<![0-9A-Z])(?:\d{3}\s?[.,]{1,2}\s?\d{3}\s?[.,]{1,2}\s?\d{3}\s?-\s?\d{2}"
    r"|[0-9A-Z]{2}\s?\.\s?[0-9A-Z]{3}\s?\.\s?[0-9A-Z]{3}\s?/\s?[0-9A-Z]{4}\s?-\s?\d{2})(?![0-9])")


def _parse_fab_mod(text: str) -> Parsed | None:
    """``2015/2016`` under one "Ano fabricação/modelo" label → (2015, 2016)."""
    m = re.search(r"(?<!\d)((?:19|20)\d{2})\s*/\s*((?:19|20)\d{2})(?!\d)", text)
    return ((int(m.group(1)), int(m.group(2))), None) if m else None


# Words no owner's name holds: another box's label ("CPF/CNPJ do proprietário" under
# "Proprietário" in a two-column table was read as the name, issue 12).
_LABEL_WORDS = re.compile(r"(?<![A-Z])(?:CPF|CNPJ|RENAVAM|CHASSI|PLACA|MUNICIPIO|EXERCICIO|"
                          r"CATEGORIA|LOTACAO|PROPRIETARIO|LOCAL)(?![A-Z])")


def _parse_owner_name(text: str) -> Parsed | None:
    """`parse_name`, refusing a label read where the value should be; a value does not
    open with its own label (issue 12, round 9: the re-read of the box under the
    "Proprietário" heading took in the next row, "Nome MENDES VIAGENS EIRELI")."""
    text = without_leading_label(text, labels("crlv")["proprietario_nome"])
    if _LABEL_WORDS.search(label_key(text)):
        return None
    return parse_name(text)


def _slash_restored(cand: Candidate | None) -> Candidate | None:
    """MARCA/MODELO with the slash OCR read as a letter restored (`slash_glyph`), below
    the checklists' threshold: one glyph was guessed (issue 12, round 9)."""
    if cand is None or not any(w.source == "ocr" for w in cand.words):
        return cand
    fixed = make_model_slash(str(cand.value))
    if fixed is None:
        return cand
    return replace(cand, value=fixed, confidence=min(cand.confidence, UNSURE))


def _issuer_uf(reader: PageReader) -> str | None:
    """The UF of the issuing DETRAN ("DETRAN-SC"), when the page names one only."""
    found = {m.group(1) for ln in reader.all_lines() for m in _ISSUER_UF.finditer(label_key(ln.text))
             if m.group(1) in UFS}
    return found.pop() if len(found) == 1 else None


def _local_slash_read(reader: PageReader, fields: _Fields) -> Candidate | None:
    """LOCAL printed "CIDADE/UF" with the slash read as a letter ("JOINVILLEISC"): taken
    only when the UF so read is the issuing DETRAN's (a city alone such as "CURITIBA"
    ends with letters of a UF too), below the checklists' threshold (issue 12, round 9)."""
    issuer = _issuer_uf(reader)
    if issuer is None:
        return None
    got = fields.read("local", _parse_local_slash)
    if got is None or got.value[1] != issuer:
        return None
    return replace(got, confidence=min(got.confidence, UNSURE))


def _parse_local_slash(text: str) -> Parsed | None:
    t = re.sub(r"\d{2}/\d{2}/\d{4}.*$", "", text).strip()
    got = city_slash_uf(t)
    return (got, None) if got else None


def _parse_masked_document(text: str) -> Parsed | None:
    """`parse_document` on a mask OCR spattered (``538.,652.464-73``, ``61 .089.834``)."""
    t = re.sub(r"\s+", "", text)
    return parse_document(re.sub(r"[.,]+", ".", t))


def _unique(cands: list[Candidate]) -> Candidate | None:
    """The candidate when all of them agree on one value (else nothing: a guess)."""
    return cands[0] if cands and len({str(c.value) for c in cands}) == 1 else None


def _line_with(reader: PageReader, word: Word) -> Line | None:
    return next((ln for ln in reader.all_lines() if any(word is w for w in ln.words)), None)


def _year_beside(reader: PageReader, cand: Candidate, left: bool) -> Candidate | None:
    """A year printed on the row of `cand`'s value, just left (or right) of it."""
    if not cand.words:
        return None
    anchor = next((w for w in cand.words if parse_year(w.text) is not None), cand.words[0])
    line = _line_with(reader, anchor)
    if line is None:
        return None
    side = [w for w in line.words if (w.bbox[2] <= anchor.bbox[0] + 1 if left
                                      else w.bbox[0] >= anchor.bbox[2] - 1) and w is not anchor]
    for w in (reversed(side) if left else side):
        got = parse_year(w.text)
        if got is not None:
            return Candidate(got[0], got[1], [w], line.page, round(w.confidence * _PLACE, 3), "place")
    return None


def _local_beside(reader: PageReader, data: Candidate) -> Candidate | None:
    """LOCAL when its label was lost: both layouts print "CIDADE UF" left of the DATA
    value on the same row."""
    date_word = next((w for w in data.words if re.search(r"\d{2}/\d{2}/\d{4}", w.text)), None)
    line = _line_with(reader, date_word) if date_word is not None else None
    if line is None or date_word is None:
        return None
    words = [w for w in line.words if w.bbox[2] <= date_word.bbox[0] + 1]
    parsed = _parse_local(" ".join(w.text for w in words)) if words else None
    if parsed is None:
        return None
    return Candidate(parsed[0], None, words, line.page,
                     round(min(w.confidence for w in words) * _PLACE, 3), "place")


_ISSUER_UF = re.compile(r"\bDETRAN ([A-Z]{2})\b")  # label_key form of "DETRAN/GO"


def _parse_city(text: str) -> Parsed | None:
    """A município printed alone in its box (no UF beside it, no digits)."""
    t = re.sub(r"\d{2}/\d{2}/\d{4}.*$", "", text).strip()
    if not t or re.search(r"\d", t) or len(re.sub(r"[^A-Za-zÀ-ÿ]", "", t)) < 3:
        return None
    return parse_name(t)


def _local_in_boxes(reader: PageReader) -> Candidate | None:
    """Município and UF printed in separate boxes (issue 12, round 6: the paper CRLV's
    LOCAL box holds the city alone; its UF is the one printed in the UF box of the
    PLACA | UF row, or else the one the issuing DETRAN names, "DETRAN/GO")."""
    city = reader.read("local", _parse_city, _BELOW_FIRST)
    if city is None:
        return None
    uf = reader.read("_uf", parse_uf, _BELOW_FIRST)
    if uf is not None:
        return Candidate((city.value, uf.value), None, city.words + uf.words, city.page,
                         min(city.confidence, uf.confidence), city.method)
    for ln in reader.all_lines()[:8]:
        m = _ISSUER_UF.search(label_key(ln.text))
        if m and m.group(1) in UFS:
            return Candidate((city.value, m.group(1)), None, city.words, city.page,
                             round(min(city.confidence, 0.85), 3), city.method)
    return None


def _year_right_of(reader: PageReader, placa: Candidate) -> Candidate | None:
    """The exercício when its label was lost: both CRLV layouts print RENAVAM | PLACA |
    EXERCÍCIO on one row, so it is the year right of the plate."""
    line = next((ln for ln in reader.all_lines() if placa.words and placa.words[0] in ln.words), None)
    if line is None:
        return None
    x1 = placa.words[0].bbox[2]  # the region may run on over the lost label's cell
    for w in line.words:
        if w.bbox[0] > x1 - 1:
            got = parse_year(w.text)
            if got is not None:
                return Candidate(got[0], got[1], [w], line.page, round(w.confidence * _PLACE, 3), "place")
    return None


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


def _name_above_document(reader: PageReader, documento: Candidate | None = None) -> Candidate | None:
    """The owner's name when its NOME label was lost (small print on photos): the value
    line right above the CPF / CNPJ label (or above the document's value when that
    label was lost too), in its column — both CRLV layouts print NOME and its value
    there."""
    anchors: list[tuple[int, int, float, float]] = []  # (page, line index, x0, height)
    for hit in reader.hits("proprietario_documento"):
        anchors.append((hit.page, hit.line_index, hit.bbox[0], hit.line.height))
    if documento is not None and documento.words:
        for li, line in enumerate(reader.indexes[documento.page].lines):
            if documento.words[0] in line.words:
                # the value's own label line (lost) sits between it and the name
                anchors.append((documento.page, li - 1, documento.words[0].bbox[0], line.height))
    for page, line_index, x0, h in anchors:
        index = reader.indexes[page]
        lines = index.lines
        label_ids = {id(w) for x in index.all_hits for w in x.words}
        top = lines[line_index].bbox[1] if 0 <= line_index < len(lines) else None
        for li in range(line_index - 1, max(-1, line_index - 4), -1):
            line = lines[li]
            if top is not None and top - line.bbox[3] > 3 * h:
                break
            # the value starts at the column's left edge, under its lost label
            words = [w for w in line.words if id(w) not in label_ids
                     and x0 - 2 * h <= w.bbox[0] < x0 + 40 * h]
            parsed = parse_name(" ".join(w.text for w in words)) if words else None
            if parsed is not None and len(str(parsed[0])) >= 5 and " " in str(parsed[0]):
                return Candidate(parsed[0], parsed[1], words, page,
                                 round(min(w.confidence for w in words) * _PLACE, 3), "place")
    return None
