"""Certidões: antecedentes, distribuição criminal, multas, CNDs, CRF do FGTS.

Common fields: ``titular_nome``, ``titular_documento``, ``data_emissao``,
``valida_ate``, ``resultado``, ``orgao_emissor``, ``codigo_validacao``.
Dates come with their roles from ``dates.find_dates`` (a date inside a legal citation
is a ``citacao``, never the emission). ``resultado`` matches negations first.
"""

from __future__ import annotations

import re
from functools import cache
from itertools import pairwise
from typing import Any

from extractors import ids
from extractors.candidate import Candidate, Parsed
from extractors.fieldset import Context, FieldSet
from extractors.finders import (
    date_by_role,
    dates_with_roles,
    first_valid,
    pattern_candidates,
    resultado_candidate,
    validity_by_role,
)
from extractors.lines import Line, confidence_of, words_in_span
from extractors.names import normalize_name
from extractors.nlp import load_yaml
from extractors.pagereader import PageReader
from extractors.parsers import (
    UFS,
    is_form_text,
    parse_cnpj,
    parse_cpf,
    parse_date,
    parse_document,
    parse_holder_name,
    parse_inscricao,
    parse_last_date,
    parse_name,
)
from extractors.prose import holder_from_prose, municipio_candidate
from extractors.reader import labels
from extractors.roles import holder_section
from extractors.text import fold, label_key

KINDS = ("antecedentes_criminais", "distribuicao_criminal", "certidao_multas", "cnd_federal",
         "cnd_estadual", "cnd_municipal", "crf_fgts", "certidao_falencia")

_HOLDER_PROSE = re.compile(
    r"(?:em nome de|em favor de|referente a|relativa a|contribuinte|interessad[oa]|"
    r"requerente|certifica(?:mos)? que|a empresa|o\(a\) senhor\(a\)|sr\(a\)\.?)\s*:?\s*"
    r"([A-ZÀ-Ý][A-ZÀ-Ý'\.\- ]{4,120}?)\s*(?:,|\s-\s|\(|portador|inscrit|CPF|CNPJ|\n|$)",
    re.IGNORECASE,
)


_HEX = "0123456789ABCDEF"


def parse_code(text: str) -> Parsed | None:
    """A validation code: one or more groups of letters/digits, 6+ characters in all."""
    t = text.strip().strip(":.;").strip()
    m = re.search(r"[0-9A-Z]{2,}(?:[.\-/ ][0-9A-Z]{2,})*", t.upper())
    if not m:
        return None
    code = m.group(0).strip()
    compact = re.sub(r"[^0-9A-Z]", "", code)
    if len(compact) < 6 or not re.search(r"\d", compact):
        return None
    if re.search(r"[A-Z]{6}", compact):
        return None  # words ("1O DE DÉBITOS TRIBUTÁRIOS" read by OCR), not a code
    code = code.replace(" ", "")
    odd = set(compact) - set(_HEX)
    if odd and odd <= set("OQI") and re.search(r"[A-F]", compact) and re.search(r"\d", compact):
        # a hexadecimal code (Receita, DETRAN): O and Q can only be 0, I only 1
        code = code.translate(str.maketrans("OQI", "001"))
    return code, None


@cache
def _orgao_rules() -> tuple[list[dict[str, Any]], dict[str, str]]:
    data = load_yaml("orgaos.yaml")
    states = {label_key(k): v for k, v in data["states"].items()}
    return list(data["rules"]), states


_UF_CODE = re.compile(r"(?<![A-Z])(?:DETRAN|TJ|SSP|SEFAZ)\s?-?\s?([A-Z]{2})(?![A-Z])")


def _code_uf(text: str) -> str | None:
    m = _UF_CODE.search(text)
    return m.group(1) if m and m.group(1) in UFS else None


def _state_of(header: str, states: dict[str, str]) -> str | None:
    """The state named in the header (earliest name wins), else a ``DETRAN-XX`` code."""
    found: list[tuple[int, int, str]] = []
    for name, uf in states.items():
        m = re.search(rf"(?:ESTADO D[EOA]|D[EOA]) {name}(?![A-Z])", header)
        if m:
            found.append((m.start(), -len(name), uf))
    return min(found)[2] if found else _code_uf(header)


def _heading(text: str) -> bool:
    """A letterhead line (capitals, or a short capitalised line), not a sentence of the
    body that happens to name a body ("…integrante do Sistema de Segurança Pública…")."""
    letters = [c for c in text if c.isalpha()]
    if not letters:
        return False
    if sum(c.isupper() for c in letters) >= 0.6 * len(letters):
        return True
    return len(text.split()) <= 8 and letters[0].isupper() and not re.search(r"[,;]\s", text)


def orgao_candidate(reader: PageReader) -> Candidate | None:
    """The issuing body named in the header: the letterhead's lines first, then any line
    of the head (a body named only in a sentence)."""
    lines = reader.all_lines()[:10]
    heads = [ln for ln in lines if _heading(ln.text)]
    return _issuer_in(heads, lines) or _issuer_in(lines, lines)


def _rule_value(rule: dict[str, Any], ln: Line, uf: str | None,
                states: dict[str, str]) -> str | None:
    """The issuer a rule gives on a line, or None when the rule does not apply there."""
    key = label_key(ln.text)
    phrase = label_key(rule["phrase"])
    if not re.search(rf"(?<![A-Z0-9]){re.escape(phrase)}(?![A-Z0-9])", key):
        return None
    value: str = rule["value"]
    if "{UF}" in value:
        line_uf = _code_uf(key) or uf
        if line_uf is None:
            return None
        value = value.replace("{UF}", line_uf)
    if value == "{PRINTED}":
        # from the phrase on, up to a dash or comma ("POLÍCIA CIVIL DO PARANÁ - INSTITUTO
        # DE IDENTIFICAÇÃO" → "POLÍCIA CIVIL DO PARANÁ"); never a whole sentence
        value = _printed_from(ln.text, rule["phrase"]) or ""
        if not value or len(value.split()) > 8:
            return None
    if value == "{PRINTED_STATE}":
        got = _printed_with_state(ln.text, rule["phrase"], uf, states)
        if got is None:
            return None
        value = got
    if rule.get("city"):
        city = _city_after(ln.text, rule["phrase"])
        if not city:
            return None
        value = value.replace("{MUNICIPIO}", city)
    return value


def _issuer_in(pool: list[Line], lines: list[Line]) -> Candidate | None:
    """The first rule (in ``orgaos.yaml`` order) that names an issuer on a line of
    ``pool``. Rules of one `group` (bodies of one hierarchy: the state's Secretaria da
    Segurança Pública and its Polícia Civil) compete by position: the line printed first
    wins; when another body of the group is printed below it, which of the two issued
    the certificate is not settled, and the value stays below the checklist threshold
    (issue 12, failure class 2)."""
    rules, states = _orgao_rules()
    header = " \n ".join(label_key(ln.text) for ln in lines)
    uf = _state_of(header, states)
    done: set[str] = set()
    for rule in rules:
        group = rule.get("group")
        if group in done:
            continue
        members = [r for r in rules if group and r.get("group") == group] or [rule]
        found = [(i, value, ln) for i, ln in enumerate(pool) for r in members
                 if (value := _rule_value(r, ln, uf, states)) is not None]
        if group:
            done.add(group)
        if not found:
            continue
        i, value, ln = min(found, key=lambda f: f[0])
        factor = 0.85
        if any(j > i and v != value for j, v, _ in found):
            factor = 0.7
        return Candidate(value, None, ln.words, ln.page,
                         round(confidence_of(ln.words) * factor, 3), "header")
    return None


def _printed_from(text: str, phrase: str) -> str | None:
    """``text`` as printed from ``phrase`` on, up to a dash or a comma (upper case)."""
    folded = fold(text)
    m = re.search(re.escape(fold(phrase)).replace(r"\ ", r"\s+"), folded, re.IGNORECASE)
    if not m:
        return None
    printed = re.split(r"\s[-–]\s|,|;|\s{2,}", text[m.start():])[0]
    return " ".join(printed.split()).strip(" .-–").upper() or None


def _printed_with_state(text: str, phrase: str, uf: str | None,
                        states: dict[str, str]) -> str | None:
    """The issuer as printed from ``phrase`` on ("TRIBUNAL DE JUSTIÇA DO ESTADO DE SÃO
    PAULO"), up to a dash or comma; when that names no state, the header's state is added
    in the printed style ("TRIBUNAL DE JUSTIÇA" under "PODER JUDICIÁRIO DO ESTADO DE MINAS
    GERAIS" → "TRIBUNAL DE JUSTIÇA DO ESTADO DE MINAS GERAIS")."""
    folded = fold(text)
    m = re.search(re.escape(fold(phrase)).replace(r"\ ", r"\s+"), folded, re.IGNORECASE)
    if not m:
        return None
    printed = re.split(r"\s[-–]\s|,|\s{2,}", text[m.start():])[0]
    value = " ".join(printed.split()).strip(" .-–").upper()
    if _state_of(label_key(value), states) is None:
        if uf is None:
            return value
        name = next((n for n, u in _state_names().items() if u == uf), None)
        if name:
            value = f"{value} DO ESTADO DE {name}"
    return value


@cache
def _state_names() -> dict[str, str]:
    """State names as printed (with accents) → UF."""
    return {str(k): str(v) for k, v in load_yaml("orgaos.yaml")["states"].items()}


def _city_after(text: str, phrase: str) -> str | None:
    # Walk the printed text to keep the city's accents as printed.
    folded = fold(text)
    m = re.search(re.escape(fold(phrase)).replace(r"\ ", r"\s+"), folded)
    if not m:
        return None
    rest = text[m.end():]
    rest = re.split(r"\s[-–/]\s|,|\s-\s?[A-Z]{2}\b", rest)[0]
    city = normalize_name(rest)
    return city or None


# "informe o código: 2785F796", "código de controle da certidão é 1A2B-3C4D": the code
# a reader checks the certificate with, named inside a sentence rather than as a label
# (issue 12: the certidão's own number was taken instead). With the kind of code named
# ("código de controle 8A2B.91CD", "… com o código de controle" and the code on the next
# line) no colon is needed: a code has digits, the words of a sentence have none.
_CODE_KINDS = (r"CONTROLE|VERIFICA[CÇ][AÃ]O|AUTENTICA[CÇ][AÃ]O|AUTENTICIDADE|VALIDA[CÇ][AÃ]O|"
               r"CONFER[EÊ]NCIA")
_CODE_VALUE = r"([0-9A-Z][0-9A-Z.\-/]{4,40})"
_CODE_PROSE = re.compile(
    rf"(?:C[OÓ]DIGO|CHAVE)(?:\s+(?:DE|DA|DO)\s+(?:{_CODE_KINDS}))?(?:\s+DA\s+CERTID[AÃ]O)?"
    rf"\s*(?::|\b[EÉ]\b)\s*{_CODE_VALUE}", re.IGNORECASE)
_CODE_NAMED = re.compile(
    rf"(?:C[OÓ]DIGO|CHAVE)\s+(?:DE|DA|DO)\s+(?:{_CODE_KINDS})(?:\s+DA\s+CERTID[AÃ]O)?"
    rf"(?:\s+(?:ABAIXO|A\s+SEGUIR|SEGUINTE))?\s*[:,]?\s+{_CODE_VALUE}", re.IGNORECASE)


def _code_lines(reader: PageReader) -> list[Line]:
    """Each line, then each line joined with the next one on its page (a sentence that
    names the code may leave the code itself to the next line)."""
    lines = reader.all_lines()
    return lines + [Line(a.words + b.words, a.page) for a, b in pairwise(lines) if a.page == b.page]


def _code_from_prose(reader: PageReader) -> Candidate | None:
    for rx in (_CODE_PROSE, _CODE_NAMED):
        for ln in _code_lines(reader):
            for m in rx.finditer(ln.text):
                parsed = parse_code(m.group(1).rstrip(".,;"))
                if parsed is None:
                    continue
                words = words_in_span(ln, *m.span(1))
                return Candidate(parsed[0], None, words, ln.page,
                                 round(confidence_of(words) * 0.85, 3), "prose")
    return None


def _holder_from_prose(reader: PageReader) -> Candidate | None:
    for ln in reader.all_lines():
        m = _HOLDER_PROSE.search(ln.text)
        if not m:
            continue
        parsed = parse_holder_name(m.group(1))
        if parsed is None or len(parsed[0].split()) < 2:
            continue
        words = words_in_span(ln, *m.span(1))
        return Candidate(parsed[0], None, words, ln.page, round(confidence_of(words) * 0.7, 3),
                         "prose")
    return None


def _subject_name(text: str) -> Parsed | None:
    """A name under a holder label, never a form's words ("CONTRIBUINTE", "ACIMA
    IDENTIFICADO"; issue 12, round 6)."""
    got = parse_name(text)
    return None if got is None or is_form_text(got[0]) else got


def extract_certidao(ctx: Context) -> FieldSet:
    """The common certidão fields."""
    reader = PageReader(ctx.pages, labels("certidao"), ctx.reocr)
    fs = FieldSet()
    dated = dates_with_roles(reader)

    # the contribuinte's own section first: a "REQUERENTE:" above it may be whoever asked
    # for the certificate (issue 12, round 6: the requerente was taken, wrong but sure)
    section = holder_section(reader, "certidao") or (None, None)
    nome = section[0] or reader.read("titular_nome", _subject_name, ("right", "below"))
    fs.put("titular_nome", nome or _holder_from_prose(reader) or holder_from_prose(reader, 0.7))

    doc = section[1] or reader.read("titular_documento", parse_document, ("right", "below"),
                                    profile="digits")
    if doc is None:
        doc = first_valid(pattern_candidates(reader, ids.CNPJ_PATTERN, parse_cnpj)
                          + pattern_candidates(reader, ids.CPF_PATTERN, parse_cpf))
    fs.put("titular_documento", doc)

    emissao = date_by_role(dated, ("emissao",)) or reader.read("data_emissao", parse_date)
    fs.put("data_emissao", emissao)
    validade = validity_by_role(dated) or reader.read(
        "valida_ate", parse_last_date, ("right", "below"))
    fs.put("valida_ate", validade)

    fs.put("resultado", resultado_candidate(reader))
    fs.put("orgao_emissor", orgao_candidate(reader))
    code = reader.read("codigo_validacao", parse_code, ("right", "below"), profile="alnum")
    if code is None:  # the code named in a sentence ("… e informe o código: 2785F796")
        code = _code_from_prose(reader)
    if code is None:  # no validation code printed: the certificate's own number
        code = reader.read("_numero_certidao", parse_code, ("right", "below"), profile="alnum")
        if code is not None:  # a number is weak evidence of the code a reader checks
            code.confidence = round(code.confidence * 0.7, 3)
    fs.put("codigo_validacao", code)
    if ctx.kind == "cnd_municipal":  # the prefeitura that issues it settles the município
        fs.put_place(municipio_candidate(reader, ctx.kind))
        fs.put("inscricao_municipal", reader.read("inscricao_municipal", parse_inscricao,
                                                  ("right", "below")))
    if ctx.kind == "certidao_multas":
        from extractors.parsers import parse_placa, parse_renavam

        fs.put("placa", reader.read("placa", parse_placa, ("right", "below")))
        fs.put("renavam", reader.read("renavam", parse_renavam, ("right", "below")))
    if "titular_nome" in fs.fields:
        fs.fields["titular_nome"].value = normalize_name(fs.fields["titular_nome"].value)
    return fs
