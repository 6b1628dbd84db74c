"""Certidões: antecedentes, distribuição criminal, multas, CNDs, CRF do FGTS.

Common fields: ``titular_nome``, ``titular_documento``, ``data_emissao``,
``valida_ate``, ``resultado``, ``orgao_emissor``, ``codigo_validacao``.
Dates come with their roles from ``dates.find_dates`` (a date inside a legal citation
is a ``citacao``, never the emission). ``resultado`` matches negations first.
"""

from __future__ import annotations

import re
from itertools import pairwise

from extractors import ids
from extractors.candidate import Candidate, Parsed, best
from extractors.code_glyphs import confirm_code
from extractors.dates import find_dates
from extractors.dropped_lines import dropped_lines
from extractors.fieldset import Context, FieldSet
from extractors.finders import (
    date_by_role,
    dates_with_roles,
    first_valid,
    pattern_candidates,
    resultado_candidate,
    validity_by_role,
)
from extractors.issuers import orgao_candidate
from extractors.leaders import holder_after_intro, strip_leader, trim_after_suffix
from extractors.lines import Line, confidence_of, text_of, words_in_span
from extractors.names import normalize_name
from extractors.pagereader import PageReader
from extractors.parsers import (
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
from extractors.prose import _prose, holder_from_prose, municipio_candidate
from extractors.reader import labels
from extractors.roles import _starts_with, holder_section
from extractors.text import label_key

KINDS = ("antecedentes_criminais", "distribuicao_criminal", "certidao_multas", "cnd_federal",
         "cnd_estadual", "cnd_municipal", "crf_fgts", "certidao_falencia")

_HOLDER_PROSE = re.compile(
    r"(?:em nome de|em favor de|referente a|relativa a|contribuinte|interessad[oa]|"
    r"requerente|certifica(?:mos)? que|a empresa|o\(a\) senhor\(a\)|sr\(a\)\.?)\s*:?\s*"
    r"([A-ZÀ-Ý][A-ZÀ-Ý'\.\- ]{4,120}?)\s*(?:,|\s-\s|\(|portador|inscrit|CPF|CNPJ|\n|$)",
    re.IGNORECASE,
)


_HEX = "0123456789ABCDEF"


_DATE_LIKE = re.compile(r"\d{1,2}[/.\-]\d{1,2}[/.\-]\d{2,4}")


def parse_code(text: str, letters_only: bool = False) -> Parsed | None:
    """A validation code as printed: one or more groups of letters/digits, 6+ characters in
    all with a digit among them, in the printed case (issue 12, round 6: "6ff1572a885088"
    is not "6FF1572A885088"); a code printed in blocks ("XTF5 6T8B XQGG") keeps its single
    spaces. Words after the code ("4A2B9C1D emitido em …") and dates are not a code, nor
    words run together, told from a random code by their share of vowels. With
    ``letters_only`` (a value printed under a code's own label), a code of capitals
    without a digit is a code too ("Código verificador: FQBGDJDDSG"; issue 12, round 7),
    when it is 8 letters or more and reads like no word (few vowels)."""
    t = text.strip().strip(":.;").strip()
    m = re.search(r"[0-9A-Za-z]{2,}(?:[.\-/ ][0-9A-Za-z]{2,})*", t)
    if not m:
        return None
    blocks = m.group(0).strip().split(" ")
    # After a space: blocks printed like the first one are the code's own ("XTF5 6T8B");
    # a block with a digit or a separator is the rest of a code OCR split ("ED41
    # DEE7.E933FCF4"); anything else (a word, a UF) follows the code.
    blocked = len(blocks) > 1 and len({len(b) for b in blocks}) == 1 and len(blocks[0]) >= 3
    code = blocks[0]
    for blk in blocks[1:]:
        if blocked:
            code = f"{code} {blk}"
        elif re.search(r"[\d.\-/]", blk):
            code += blk
        else:
            break
    compact = re.sub(r"[^0-9A-Za-z]", "", code).upper()
    if len(compact) < 6 or _DATE_LIKE.fullmatch(code):
        return None
    if not re.search(r"\d", compact) and not (letters_only and _letter_code(code, blocked)):
        return None
    # words run together ("1O DE DÉBITOS TRIBUTÁRIOS" read by OCR), judged in each block
    # of a code with digits: a run of letters across its separators ("…J6VT-EAVE",
    # "OGPUA LFHOE") is no word (issue 12, round 9: a code under its label was dropped
    # for it); letters only ("PARA ESTA DATA") are judged as one run. Across blocks, a
    # run mostly of vowels ("13EA.AOOF") is no random code either: zeros read as O's.
    blocks_of = re.split(r"[.\-/ ]", code.upper()) if re.search(r"\d", compact) else [compact]
    for block in blocks_of:
        for run in re.findall(r"[A-Z]{6,}", block):
            if sum(c in "AEIOU" for c in run) >= 0.38 * len(run):
                return None
    for run in re.findall(r"[A-Z]{6,}", compact):
        if sum(c in "AEIOU" for c in run) >= 0.6 * len(run):
            return None
    odd = set(compact) - set(_HEX)
    if (odd and odd <= set("OQI") and re.search(r"[A-F]", compact) and code.upper() == code):
        # a hexadecimal code (Receita, DETRAN): O and Q can only be 0, I only 1
        code = code.translate(str.maketrans("OQI", "001"))
    return code, None


def _letter_code(code: str, blocked: bool = False) -> bool:
    """A code of capitals only, as an issuer's random code prints it: 8 letters or more
    in all, a vowel share far below a word's (Portuguese words run 40-50%, a random
    string of the alphabet about 20%). Printed in three or more blocks of one length
    ("USDZ YTQB ATMU AADY", a DETRAN's código de segurança; issue 12, round 8), the
    layout itself says code: the words-run-together check of `parse_code` suffices."""
    compact = re.sub(r"[^A-Za-z]", "", code)
    if len(compact) < 8 or compact != re.sub(r"[^0-9A-Za-z]", "", code) or compact.upper() != compact:
        return False
    if blocked and len(code.split()) >= 3 and len(code.split()[0]) >= 4:
        return True
    return sum(c in "AEIOU" for c in compact) <= 0.25 * len(compact)


def _maybe_cut(code: str) -> bool:
    """A code in three blocks or more of one length whose last block is shorter
    ("RJY0-4XN9-ELZQ-492"): maybe cut at a line's end, the rest on the next line or
    outside the page's text (issue 12, round 10: taken, wrong but sure). Review."""
    blocks = re.split(r"[.\-/ ]", code)
    if len(blocks) < 3:
        return False
    return len({len(b) for b in blocks[:-1]}) == 1 and len(blocks[-1]) < len(blocks[0])


def parse_labelled_code(text: str) -> Parsed | None:
    """`parse_code` of a value under a code's own label: letters-only codes accepted."""
    return parse_code(text, letters_only=True)


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


def _emission_in_gaps(reader: PageReader) -> Candidate | None:
    """The emission date printed in a line the page's OCR dropped, read again from the
    band it left between two lines (issue 12, round 9: "Curitiba, 12 de novembro de
    2026" alone at the right margin of a photographed certidão). A second reading, so
    never sure: review."""
    for ln in dropped_lines(reader):
        for dm in find_dates(ln.text):
            if getattr(dm, "role", None) != "emissao":
                continue
            words = words_in_span(ln, dm.start, dm.end)
            return Candidate(dm.value.isoformat(), None, words, ln.page,
                             round(min(confidence_of(words), 1.0) * 0.75, 3), "reocr")
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
    IDENTIFICADO"; issue 12, round 6) nor the next field's label, which ends with its
    colon ("Estabelecimento:" under "Interessado: …"; issue 12, round 7)."""
    if text.rstrip().endswith(":"):
        return None
    stripped = strip_leader(text)  # "Nome ....... FULANO" (issue 12, round 10)
    if stripped is None:
        return None
    got = parse_name(stripped)
    if got is None or is_form_text(got[0]) or not _name_like(stripped, got[0]):
        return None
    return trim_after_suffix(got[0]), got[1]


def _name_like(text: str, name: str) -> bool:
    """Not a name: one that starts inside a token with digits ("25154557X SSP/ES", an RG
    read under a "nome" label printed under its own value), an issuing body with its UF
    ("SSP/ES"), or words of one or two letters repeated ("EEE ED", a shaded cell's texture
    read by OCR;
    issue 12, round 10: taken, wrong but sure)."""
    first = text.split()[0] if text.split() else ""
    if re.search(r"\d", first) and re.search(r"[A-Za-z]", first):
        return False
    if re.search(r"\b[A-Z]{2,5}/[A-Z]{2}\b", name):
        return False
    return any(len(set(w)) >= 3 for w in name.split())  # "EEE ED": no word of a name


def _name_in_section(reader: PageReader) -> Candidate | None:
    """The name under a holder label printed below the contribuinte's section heading
    ("DADOS DO CONTRIBUINTE" / "Nome / Razão social" / "SALES VIAGENS LTDA."), when the
    section was found but its name not read from it (OCR's stray marks in the table)."""
    holder = _prose().get("party_sections", {}).get("certidao", {}).get("holder", [])
    heading = next((ln for ln in reader.all_lines() if _starts_with(label_key(ln.text), holder)),
                   None)
    if heading is None:
        return None
    cands: list[Candidate] = []
    for hit in reader.hits("titular_nome"):
        if (hit.page, hit.bbox[1]) <= (heading.page, heading.bbox[1]):
            continue  # above the section: whoever asked for the certificate (a requerente)
        for method, words in reader.regions(hit, ("right", "below")):
            parsed = _subject_name(text_of(words))
            if parsed is not None:
                cands.append(Candidate(parsed[0], parsed[1], words, hit.page,
                                       confidence_of(words), method))
    return best(cands)


def _requester_printed(reader: PageReader) -> bool:
    """Whether the certificate prints a section of whoever asked for it ("DADOS DO
    SOLICITANTE"): its name is then a second party beside the holder's."""
    spec = _prose().get("party_sections", {}).get("certidao", {})
    return any(_starts_with(label_key(ln.text), spec.get("requester", []))
               for ln in reader.all_lines())


def extract_certidao(ctx: Context) -> FieldSet:
    """The common certidão fields."""
    reader = PageReader(ctx.pages, labels("certidao"), ctx.reocr)
    fs = FieldSet()
    dated = dates_with_roles(reader)

    # the contribuinte's own section first: a "REQUERENTE:" above it may be whoever asked
    # for the certificate (issue 12, round 6: the requerente was taken, wrong but sure)
    found = holder_section(reader, "certidao")
    section = found or (None, None)
    nome = section[0]
    if nome is None and found is not None:
        # the contribuinte's section is printed but its name was not read from it: a
        # holder label inside it, else any label below 0.8 (a "REQUERENTE:" above the
        # section names another person; issue 12, round 7: taken, wrong but sure)
        nome = _name_in_section(reader)
        if nome is None:
            nome = reader.read("titular_nome", _subject_name, ("right", "below"))
            if nome is not None:
                nome.confidence = round(nome.confidence * 0.7, 3)
    if nome is None and found is None:
        nome = reader.read("titular_nome", _subject_name, ("right", "below"))
        if nome is not None and _requester_printed(reader):
            nome.confidence = round(nome.confidence * 0.7, 3)  # maybe the solicitante's
    if nome is None:  # "relativos à pessoa:" / the name on the next line (issue 12, round 10)
        nome = holder_after_intro(reader)
    fs.put("titular_nome", nome or _holder_from_prose(reader) or holder_from_prose(reader, 0.7))

    doc = section[1] or reader.read("titular_documento", parse_document, ("right", "below"),
                                    profile="digits")
    if doc is not None and found is None and _requester_printed(reader):
        doc.confidence = round(doc.confidence * 0.7, 3)  # maybe the solicitante's
    if doc is None:
        doc = first_valid(pattern_candidates(reader, ids.CNPJ_PATTERN, parse_cnpj)
                          + pattern_candidates(reader, ids.CPF_PATTERN, parse_cpf))
    fs.put("titular_documento", doc)

    emissao = date_by_role(dated, ("emissao",)) or reader.read("data_emissao", parse_date)
    if emissao is None and ctx.kind == "crf_fgts":
        # a CRF's validity runs from the day it was issued: with no emission date of its
        # own, the range's first date is it (issue 12, round 6: "PERÍODO DE VALIDADE")
        emissao = date_by_role(dated, ("validade_inicio",), factor=0.85)
    if emissao is None:  # a place-and-date line the page's OCR dropped (a photo)
        emissao = _emission_in_gaps(reader)
    fs.put("data_emissao", emissao)
    validade = validity_by_role(dated) or reader.read(
        "valida_ate", parse_last_date, ("right", "below"))
    fs.put("valida_ate", validade)

    fs.put("resultado", resultado_candidate(reader))
    fs.put("orgao_emissor", orgao_candidate(reader))
    code = reader.read("codigo_validacao", parse_labelled_code, ("right", "below"),
                       profile="alnum")
    if code is None:  # the code named in a sentence ("… e informe o código: 2785F796")
        code = _code_from_prose(reader)
    if code is None:  # no validation code printed: the certificate's own number
        code = reader.read("_numero_certidao", parse_code, ("right", "below"), profile="alnum")
        if code is not None:  # a number is weak evidence of the code a reader checks
            code.confidence = round(code.confidence * 0.7, 3)
    code = confirm_code(reader, code, parse_code)  # look-alike glyphs
    if code is not None and _maybe_cut(str(code.value)):
        code.confidence = min(code.confidence, 0.75)
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
        # a leader read by OCR in the name, after another label: not the holder's line
        clean = strip_leader(str(fs.fields["titular_nome"].value))
        if not clean:
            del fs.fields["titular_nome"]
        else:
            fs.fields["titular_nome"].value = trim_after_suffix(normalize_name(clean))
    return fs
