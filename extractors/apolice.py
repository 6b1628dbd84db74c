"""Apólice de seguro (APP, RCF): insurer, policy, insured, plates, term, ramo and coverages.

``vigencia_inicio``/``vigencia_fim`` come from the dates' roles (``Vigência: das 24h de
… às 24h de …`` is a range); ``coberturas`` are the table rows that pair a coverage name
with an ``R$`` amount; ``placas`` every plate printed in the vehicle items.
"""

from __future__ import annotations

import re

from extractors import ids
from extractors.accents import restore_accents
from extractors.candidate import Candidate, Parsed
from extractors.coverages import coverages
from extractors.fieldset import Context, FieldSet
from extractors.labelhits import LabelHit
from extractors.lines import Line, cells, confidence_of, words_in_span
from extractors.pagereader import PageReader
from extractors.parsers import (
    is_form_text,
    parse_company,
    parse_document,
    parse_holder_name,
    parse_name,
    parse_placa,
)
from extractors.parties import block_document, block_name, column_blocks
from extractors.policy_term import vigencia
from extractors.prose import _prose
from extractors.reader import LabelReader, labels
from extractors.text import label_key
from intake.models import Word

_INSURER = re.compile(r"([A-ZÀ-Ý][A-ZÀ-Ý&.\- ]{2,60}SEGUR[A-ZÀ-Ý]*(?:\s+[A-ZÀ-Ý/.]+){0,3})")


def parse_policy_number(text: str) -> Parsed | None:
    """The policy number: digits with optional dots, hyphens or slashes (6+ digits)."""
    for tok in text.split():
        m = re.fullmatch(r"[:Nº°]*(\d[\d.\-/]{4,30}\d)", tok)
        if m and len(ids.only_digits(m.group(1))) >= 6 and not _OTHER_NUMBER.fullmatch(m.group(1)):
            return m.group(1), None
    return None


# Numbers printed near the policy's that are not it: a CNPJ/CPF (the insurer's, under a
# misread label), a date.
_OTHER_NUMBER = re.compile(r"\d{2}\.?\d{3}\.?\d{3}/\d{4}-?\d{2}|\d{3}\.\d{3}\.\d{3}-\d{2}|"
                           r"\d{1,2}/\d{1,2}/\d{2,4}")


# Words that open another field on the ramo's line ("Ramo: AUTOMÓVEL  Apólice nº …").
_RAMO_END = re.compile(r"\s(?:AP[OÓ]LICE|PROPOSTA|SUSEP|VIG[EÊ]NCIA|EMISS[AÃ]O|ITEM|ENDOSSO|C[OÓ]DIGO|"
                       r"N[º°]\.?|PROCESSO|CPF|CNPJ)(?![A-ZÀ-Ý])", re.IGNORECASE)


def parse_ramo(text: str) -> Parsed | None:
    """The line of insurance as printed, without its SUSEP code ("0982 - ACIDENTES
    PESSOAIS DE PASSAGEIROS" → "ACIDENTES PESSOAIS DE PASSAGEIROS"); None for a value
    with no words (a bare code, a date)."""
    value = re.sub(r"^[\s:\-–.\d/]+", "", text)
    value = _RAMO_END.split(" " + value, maxsplit=1)[0]
    value = " ".join(value.split()).strip(" .:-–").upper()
    if len(re.sub(r"[^A-ZÀ-Ý]", "", value)) < 3 or re.search(r"\d", value):
        return None
    return value, None


_INSURER_LINE = re.compile(r"^(?=.*\b(?:SEGUR|PREVID[EÊ]NCIA\b|CAPITALIZA[CÇ][AÃ]O\b))[A-ZÀ-Ý0-9&.\- ]+\b(?:S\.?\s?A\.?|S/A|LTDA\.?)$")
# A title printed on the insurer's line ("APÓLICE DE SEGURO APP - ALVORADA SEGUROS S.A."):
# the part that names the policy is not the insurer's name (issue 12, class 3).
_TITLE_PART = re.compile(r"^(?:AP[OÓ]LICE|SEGURO\s|CERTIFICADO|PROPOSTA|RAMO\b)")
_SEGMENTS = re.compile(r"\s[-–|]\s|\s{2,}")
# an insurer's name names its trade: SEGUROS / SEGURADORA (never a party's role word)
_INSURER_NAME = re.compile(r"(?<![A-ZÀ-Ý])(?:SEGUROS|SEGURADORA|RESSEGUROS|PREVID[EÊ]NCIA)(?![A-ZÀ-Ý])")


def _parse_insurer_name(text: str) -> Parsed | None:
    """A name under the "Seguradora" label; a label printed there ("Razão social" over
    the name, in a two-column block OCR misaligned) is none (issue 12, round 7)."""
    got = parse_name(text)
    return None if got is None or is_form_text(str(got[0])) else got


def _insurer(reader: PageReader) -> Candidate | None:
    # The insurer's full name heads the policy ("SEGURADORA ALVORADA S.A."), maybe on
    # one line with the policy's title.
    for ln in reader.all_lines()[:3]:
        text = " ".join(ln.text.upper().split())
        for part in _SEGMENTS.split(text):
            part = part.strip(" .-–|:")
            part = part + "." if text.find(part + ".") >= 0 and part.endswith(("S.A", "LTDA")) else part
            if _INSURER_LINE.match(part) and not _TITLE_PART.match(part):
                start = text.find(part)
                words = words_in_span(ln, start, start + len(part)) if part != text else ln.words
                return Candidate(part, None, words or ln.words, ln.page,
                                 round(confidence_of(ln.words) * 0.9, 3), "header")
    cand = reader.read("seguradora", _parse_insurer_name, ("right", "below"))
    if cand is not None:
        # "S.A." is an abbreviation: its last dot is printed, not a sentence's
        if str(cand.value).endswith(" S.A") and any(w.text.rstrip(",;").endswith("S.A.") for w in cand.words):
            cand.value = f"{cand.value}."
        return cand
    for ln in reader.all_lines()[:8]:
        # the insurer's legal name printed with its CNPJ ("X COMPANHIA DE SEGUROS - CNPJ …")
        # rather than a logo's short name above it (issue 12, round 6)
        m = _NAME_BEFORE_CNPJ.match(ln.text)
        if m and _INSURER_NAME.search(m.group(1).upper()) and not _TITLE_PART.match(m.group(1).upper()):
            ws = words_in_span(ln, *m.span(1))
            return Candidate(" ".join(m.group(1).upper().split()), None, ws, ln.page,
                             round(confidence_of(ws) * 0.85, 3), "header")
    for ln in reader.all_lines()[:8]:
        for m in _INSURER.finditer(ln.text.upper()):
            name = m.group(1).strip()
            if _INSURER_NAME.search(name) and not _TITLE_PART.match(name):
                ws = words_in_span(ln, *m.span(1))
                return Candidate(" ".join(name.split()), None, ws, ln.page,
                                 round(confidence_of(ws) * 0.75, 3), "header")
    return None


_NAME_BEFORE_CNPJ = re.compile(r"^\s*([A-ZÀ-Ý][A-ZÀ-Ý&.\- ]{2,80}?)\s*[-–,|]\s*CNPJ\b")

_PLATE_TOKEN = re.compile(r"[A-Z]{3}-?\d[A-Z0-9]\d{2}")


_INSURER_WORD = re.compile(r"(?<![A-Z])(?:SEGUROS|SEGURADORA|RESSEGUROS)(?![A-Z])")


def _insurer_line(reader: PageReader, hit: LabelHit) -> bool:
    """True when the label's line names the insurer, or holds only the document and the
    line above it names the insurer (its CNPJ printed under its name)."""
    lines = reader.indexes[hit.page].lines
    if _INSURER_WORD.search(label_key(hit.line.text)) or "SUSEP" in label_key(hit.line.text):
        return True
    alone = not set(re.sub(r"\d", " ", label_key(hit.line.text)).split()) - {"CPF", "CNPJ", "N", "NO"}
    return alone and hit.line_index > 0 and bool(_INSURER_WORD.search(label_key(lines[hit.line_index - 1].text)))


# The insured's role label opens its section ("DADOS DO SEGURADO", "Segurado:",
# "ESTIPULANTE"); "veículo segurado", "importância segurada" name no party.
_SEGURADO_ROLE = re.compile(r"(?<![A-Z])SEGURAD[OA](?![A-Z])")
# the role as one printed word: "SEGURADO", "SEGURADO(A)" (read "SEGURADO A")
_SEGURADO_WORD = re.compile(r"SEGURAD[OA](?: [AO])?")
_ESTIPULANTE_ROLE = re.compile(r"(?<![A-Z])(?:ESTIPULANTE|PROPONENTE)(?![A-Z])")
_NOT_A_PARTY = re.compile(r"(?:VEICULO|BEM|OBJETO|ITEM|CAPITAL|IMPORTANCIA|VALOR|LIMITE)S?\s+SEGURAD")
_INSURER_ROLE = r"SEGURADORA|CORRETOR|CORRETORA|CIA|COMPANHIA|SUSEP"
_OTHER_ROLE = re.compile(rf"(?<![A-Z])(?:{_INSURER_ROLE})(?![A-Z])")
# the segurado named beside an estipulante (a collective policy): the estipulante's
# section is another party's (issue 12, class 3: the estipulante's CNPJ was taken)
_NOT_SEGURADO = re.compile(rf"(?<![A-Z])(?:{_INSURER_ROLE}|ESTIPULANTE|PROPONENTE)(?![A-Z])")
_SECTION_END = re.compile(r"^(?:VEICULO|DADOS DO VEICULO|VIGENCIA|INICIO|COBERTURA|CORRETOR|ITEM|RAMO|"
                          r"PREMIO|PLACA|MARCA)")


def _heads_a_cell(line: Line, role: re.Pattern[str]) -> bool:
    """True when a cell of ``line`` opens with the role ("SEGURADO(A)", "DADOS DO
    SEGURADO", "Segurado: …", "PROPONENTE / SEGURADO"): a section heading or a label.
    The word inside a sentence ("… que o segurado for obrigado a pagar …", the policy's
    conditions) opens no section (issue 12, round 8: the insurer's CNPJ in the footer
    under such a sentence was taken as the segurado's)."""
    for cell in cells(line):
        head = label_key(" ".join(line.words[i].text for i in cell[:5]))
        if role.search(head) and not _NOT_A_PARTY.search(head):
            return True
    # a label anywhere on the line ("Seguradora: CIA X  Segurado: Y LTDA", one run of words)
    return any(w.text.endswith(":") and role.fullmatch(label_key(w.text)) for w in line.words)


def _role_x(line: Line, pattern: re.Pattern[str]) -> list[float]:
    return [w.bbox[0] for w in line.words if pattern.search(label_key(w.text))]


def _section_document(reader: PageReader) -> Candidate | None:
    """The CPF/CNPJ inside the insured's section, read by its role label (issue 12): the
    section runs from the label over a few lines; where the insurer's section stands
    beside it (``Seguradora: … Segurado: …`` with each CNPJ under its name), a document
    belongs to the column whose role label starts nearest to its left."""
    for role, other_role in ((_SEGURADO_ROLE, _NOT_SEGURADO), (_ESTIPULANTE_ROLE, _OTHER_ROLE)):
        got = _document_in_sections(reader, role, other_role)
        if got is not None:
            return got
    return None


def _document_in_sections(reader: PageReader, role: re.Pattern[str],
                          other_role: re.Pattern[str]) -> Candidate | None:
    lines = reader.all_lines()
    for i, ln in enumerate(lines):
        key = label_key(ln.text)
        if not role.search(key) or _NOT_A_PARTY.search(key):
            continue
        if role is _SEGURADO_ROLE and not any(_SEGURADO_WORD.fullmatch(label_key(w.text)) for w in ln.words):
            continue  # "SEGURADORA", not the segurado
        if not _heads_a_cell(ln, role):
            continue
        mine = _role_x(ln, role)
        others = _role_x(ln, other_role)
        for j, other in enumerate(lines[i: i + 5]):
            okey = label_key(other.text)
            if other.page != ln.page or (j and (_SECTION_END.match(okey) or other_role.match(okey))):
                break
            for m in [*ids.CNPJ_PATTERN.finditer(other.text.upper()), *ids.CPF_PATTERN.finditer(other.text)]:
                words = words_in_span(other, *m.span())
                if not words:
                    continue
                x = words[0].bbox[0]
                starts = [(c, "mine") for c in mine] + [(c, "other") for c in others]
                left = [s for s in starts if s[0] <= x + 2] or starts
                if max(left)[1] != "mine":
                    continue
                parsed = parse_document(m.group(0))
                if parsed is None:
                    continue
                return Candidate(parsed[0], parsed[1], words, other.page,
                                 round(confidence_of(words) * 0.95, 3), "party-section")
    return None


_FIRM_END = re.compile(r"(?<![A-Za-z])(?:LTDA|S\.?\s?A|S/A|EIRELI|ME|EPP|SS)\.?$", re.IGNORECASE)
_INLINE_NAME = re.compile(r"\s*(?:Nome(?:\s+completo)?(?:\s*/\s*Raz[ãa]o\s+social)?|Raz[ãa]o\s+social)\s*:\s*",
                          re.IGNORECASE)
_NAME_HEAD = re.compile(r"^(?:NOME(?: COMPLETO)?(?: RAZAO SOCIAL)?|RAZAO SOCIAL)(?: |$)")


def _section_name(reader: PageReader) -> Candidate | None:
    """The insured's name in its section's table: the value under a "Nome / Razão
    social" column heading that follows the role's heading ("DADOS DO SEGURADO"), in
    that column (left of the next heading on the row, e.g. "CPF/CNPJ")."""
    lines = reader.all_lines()
    for i, ln in enumerate(lines):
        key = label_key(ln.text)
        if not _SEGURADO_ROLE.search(key) or _NOT_A_PARTY.search(key) or not _heads_a_cell(ln, _SEGURADO_ROLE):
            continue
        for below in lines[i + 1: i + 3]:
            # "DADOS DO SEGURADO" over "Nome: FULANO" (a label of its own on the line)
            m = _INLINE_NAME.match(below.text)
            parsed = parse_holder_name(below.text[m.end():]) if m else None
            if m and parsed is not None and below.page == ln.page:
                words = words_in_span(below, m.end(), len(below.text))
                return Candidate(parsed[0], parsed[1], words, below.page,
                                 round(confidence_of(words) * 0.9, 3), "party-section")
        for j in range(i + 1, min(i + 3, len(lines) - 1)):
            head, below = lines[j], lines[j + 1]
            m = _NAME_HEAD.match(label_key(head.text))
            if head.page != ln.page or below.page != ln.page or m is None:
                continue
            n = len(m.group(0).split())
            # the heading's own words may be more than its key's ("NOME / RAZÃO SOCIAL")
            rest = [w for w in head.words if label_key(w.text) and not _NAME_HEAD.match(label_key(w.text))
                    and label_key(w.text) not in {"RAZAO", "SOCIAL", "COMPLETO"}]
            edge = rest[0].bbox[0] if rest and n else float("inf")
            words = [w for w in below.words if w.bbox[0] < edge - 2]
            # "NOME / RAZÃO SOCIAL": a company's name is as much the segurado's (issue 12,
            # round 8: "DA MATA E LEÃO TRANSPORTE ESCOLAR LTDA." was refused as a person's)
            text = " ".join(w.text for w in words)
            parsed = (parse_holder_name(text) or (parse_company(text) if _FIRM_END.search(text) else None)
                      ) if words else None
            if parsed is not None:
                return Candidate(parsed[0], parsed[1], words, below.page,
                                 round(confidence_of(words) * 0.9, 3), "party-section")
        break
    return None


def _insured_document(reader: PageReader) -> Candidate | None:
    """The CPF/CNPJ in the insured's section (by its role label), else the one printed
    with the insured's name (``BORGES TURISMO LTDA 98.513…`` under ``SEGURADO``), else
    the one nearest to the insured's label (the insurer prints its own CNPJ too)."""
    section = _section_document(reader)
    if section is not None:
        return section
    anchors = reader.hits("segurado_nome") or reader.hits("_estipulante")
    for a in anchors[:1]:
        for method, words in reader.regions(a, ("right", "below"), max_lines=2):
            text = " ".join(w.text for w in words)
            m = ids.search_document(text)
            parsed = parse_document(m.group(0)) if m else None
            if parsed and m:
                got = [w for w in words if w.text in m.group(0) or m.group(0) in w.text] or words
                return Candidate(parsed[0], parsed[1], got, a.page, confidence_of(got), method)
    # the insurer prints its own CNPJ with its name (issue 12: the segurado's CPF was
    # taken from the seguradora's CNPJ): never read a document on or right under it
    hits = [h for h in reader.hits("segurado_documento") if not _insurer_line(reader, h)]
    if anchors:
        a = anchors[0]
        hits.sort(key=lambda h: (h.page != a.page, abs(h.line_index - a.line_index)))
    cands: list[Candidate] = []
    for h in hits:
        for method, words in reader.regions(h, ("right", "below")):
            parsed = parse_document(" ".join(w.text for w in words))
            if parsed:
                # a bare "CPF/CNPJ" label outside any role section: weak evidence of
                # whose document it is (issue 12), so below the checklist threshold
                cands.append(Candidate(parsed[0], parsed[1], words, h.page,
                                       round(confidence_of(words) * 0.7, 3), method))
        if cands:
            return cands[0]
    return None


_VIN_LIKE = re.compile(r"[A-Z0-9]{16,18}")
_PLATE_LIKE = re.compile(r"[A-Za-z0-9]{3}-?[A-Za-z0-9]{4,5}")


def _plate_of(reader: LabelReader, ln: Line, i: int) -> Parsed | None:
    """The plate printed by word ``i`` of a line, if it prints one.

    A plate is one token (``ABC-1234``, ``ABC1D23``), never "ESC 2025". A doubtful one
    (OCR "UIv-9302"), and a token where a plate must stand that OCR garbled ("GOS1FT7O"
    after ``Placa:``, "ZUNAGAS" before a vehicle row's chassis), is re-read from its
    crop; a garbled token counts only when the re-read is a plate."""
    w = ln.words[i]
    token = w.text.strip(",;.")
    if _PLATE_TOKEN.fullmatch(token.upper()):
        parsed = parse_placa(token)
        if parsed and w.confidence < 0.8:
            again = reader.reread_words(ln.page, [w], parse_placa, "alnum")
            if again is not None and again.valid and again.confidence > w.confidence:
                parsed = (again.value, again.valid)
        return parsed
    if not _PLATE_LIKE.fullmatch(token):
        return None
    before = label_key(" ".join(x.text for x in ln.words[max(0, i - 2): i]))
    after = [x.text for x in ln.words[i + 1: i + 3]]
    if not (before.endswith("PLACA") or before.endswith("PLACAS")
            or any(_VIN_LIKE.fullmatch(t) and sum(c.isdigit() for c in t) >= 3 for t in after)):
        return None
    again = reader.reread_words(ln.page, [w], parse_placa, "alnum")
    return (again.value, again.valid) if again is not None and again.valid else None


# A plate the document takes out of the policy ("Fica excluído do seguro o veículo placa
# CWW5F64 e incluído …": an endosso de substituição; issue 12, round 10).
_EXCLUDED = re.compile(r"\b(?:EXCLUI[DR]\w*|EXCLUSAO|RETIRAD[OA]|SUBSTITUID[OA]|BAIXAD[OA])\b")
_INCLUDED = re.compile(r"\bINCLU[IS]\w*\b")
_EXCLUSION_REACH = 8  # words before the plate an exclusion verb governs


def _excluded(ln: Line, i: int) -> bool:
    """The plate at word ``i`` follows an exclusion verb with no inclusion between them."""
    before = label_key(" ".join(w.text for w in ln.words[max(0, i - _EXCLUSION_REACH): i]))
    ends = [m.end() for m in _EXCLUDED.finditer(before)]
    return bool(ends) and not _INCLUDED.search(before[ends[-1]:])


# "À APÓLICE Nº 44.6002.658645" inside a heading or a sentence, where no label starts a
# cell (an endosso's reference to its policy; issue 12, round 10).
_POLICY_IN_PROSE = re.compile(r"AP[OÓ]LICE\s+(?:N[º°O]\.?|N[UÚ]MERO)\s*:?\s*(\d[\d.\-/]{4,30}\d)",
                              re.IGNORECASE)


def _policy_in_prose(reader: LabelReader) -> Candidate | None:
    found = reader.find_pattern(_POLICY_IN_PROSE, parse_policy_number, 0.85)
    return found[0] if found else None


def extract_apolice(ctx: Context) -> FieldSet:
    """The CONTRACT §4 fields of an insurance policy."""
    reader = LabelReader(ctx.pages, labels("apolice"), ctx.reocr)
    fs = FieldSet()
    # parties side by side under one heading row: each read in its own column (issue 12)
    blocks = column_blocks(reader.all_lines(), _prose()["party_columns"]["apolice"])
    insurer, insured = blocks.get("seguradora", []), blocks.get("segurado", [])
    # the insurer's name as another printing of it spells it (OCR drops accents)
    fs.put("seguradora", restore_accents(block_name(insurer) or _insurer(reader),
                                         [ln.text for ln in reader.all_lines()]))
    fs.put("numero_apolice", reader.read("numero_apolice", parse_policy_number, ("right", "below"))
           or _policy_in_prose(reader))
    fs.put("segurado_nome", block_name(insured) or _section_name(reader)
           or reader.read("segurado_nome", parse_holder_name, ("right", "below"))
           or reader.read("_estipulante", parse_holder_name, ("right", "below")))
    fs.put("segurado_documento", block_document(insured) or _insured_document(reader))
    placas: list[str] = []
    pwords: list[Word] = []
    for ln in reader.all_lines():
        for i, w in enumerate(ln.words):
            parsed = _plate_of(reader, ln, i)
            if parsed and _excluded(ln, i):
                continue
            if parsed and parsed[0] not in placas:
                placas.append(parsed[0])
                pwords.append(w)
    if placas:
        fs.put_value("placas", placas, pwords, pwords[0].page, round(confidence_of(pwords) * 0.9, 3))
    vigencia(reader, fs)
    # the policy's ramo: the checklists take an APP policy's coverages as APP by it
    fs.put("ramo", reader.read("ramo", parse_ramo, ("right", "below")))
    cov, cwords, conf = coverages(reader)
    if cov:
        fs.put_value("coberturas", cov, cwords, cwords[0].page, round(conf * 0.85, 3))
    return fs
