"""Party blocks printed side by side (issue 12, round 6, failure class 3).

A policy, a contract or an invoice may print two parties in two columns under one
heading row::

    DADOS DA SEGURADORA                 DADOS DO SEGURADO
    Razão social                        Nome / razão social
    PORTO SEGUROS S.A.                  BRITO LOCADORA LTDA
    CNPJ                                CNPJ
    65.270.574/0001-25                  11.222.333/0001-81

Read line by line, the insured's name came out as "PORTO SEGUROS S.A. BRITO LOCADORA
LTDA" and its CNPJ as the insurer's. Here each word belongs to the column whose heading
starts nearest to its left, so each party's name and document are read in its own
column only: a value from the wrong party is worse than none.
"""

from __future__ import annotations

import re
from collections.abc import Mapping, Sequence

from extractors import ids
from extractors.candidate import Candidate
from extractors.lines import Line, cells, confidence_of, words_in_span
from extractors.parsers import is_form_text, parse_company, parse_document, parse_holder_name
from extractors.text import label_key
from intake.models import Word

# A heading cell's filler before the role ("DADOS DA", "IDENTIFICAÇÃO DO", "QUADRO 2 -").
_FILLER = r"(?:(?:QUADRO\s+\d+\s+)?(?:DADOS|IDENTIFICACAO|INFORMACOES|QUALIFICACAO)\s+D[OAE]S?\s+)?"
# A label cell whose value is printed under it (or after its colon).
_NAME_LABEL = re.compile(r"^(?:NOME(?: COMPLETO)?(?: RAZAO SOCIAL)?|RAZAO SOCIAL|NOME EMPRESARIAL|DENOMINACAO)$")
_OTHER_LABEL = re.compile(r"^(?:CPF|CNPJ|CPF CNPJ|CNPJ CPF|CODIGO SUSEP|SUSEP|ENDERECO|MUNICIPIO|UF|CEP|"
                          r"TELEFONE|E ?MAIL|INSCRICAO.*|BAIRRO|CIDADE)$")


def heading_columns(line: Line, roles: Mapping[str, Sequence[str]]) -> dict[str, float] | None:
    """``{role: x where its column starts}`` when ``line`` is a row of role headings and
    nothing else (one heading alone counts only when it heads a right-hand column:
    `column_blocks` checks that); None otherwise."""
    found: dict[str, float] = {}
    last = ""
    for cell in cells(line):
        text = " ".join(line.words[i].text for i in cell)
        # a heading alone, or a role label with its value after a colon ("COMODANTE: X")
        key = label_key(text.split(":", 1)[0]) if ":" in text else label_key(text)
        role = _role_of(key, roles)
        if role is not None and _THING_QUALIFIED.match(f"{last} {key}"):
            return None  # "ITEM   SEGURADO": the insured object's heading
        last = key.split(" ")[-1] if key else ""
        if role is None and not found:
            continue  # the left block's own line beside a right-hand heading
        if role is None or role in found:
            return None
        found[role] = line.words[cell[0]].bbox[0]
    return found or None


def _role_of(key: str, roles: Mapping[str, Sequence[str]]) -> str | None:
    """The role whose heading ``key`` prints (with its filler, or an "(A)" after it)."""
    for role, names in roles.items():
        for n in names:
            if re.fullmatch(_FILLER + re.escape(label_key(n)) + r"(?: [AO]S?)?", key):
                return role
    return None


def _right_column(lines: Sequence[Line], x: float) -> bool:
    """True when most of the lines print words both left of ``x`` and from it on: the
    heading at ``x`` heads a right-hand column beside another block."""
    both = sum(1 for ln in lines if any(w.bbox[2] < x - 2 for w in ln.words)
               and any(w.bbox[0] >= x - 2 for w in ln.words))
    return bool(lines) and both * 2 > len(lines)


def column_blocks(lines: Sequence[Line], roles: Mapping[str, Sequence[str]],
                  depth: int = 8) -> dict[str, list[Line]]:
    """Each role's column under the first row of side-by-side role headings: up to
    ``depth`` lines, each cut to the words nearest right of that role's heading."""
    for i, ln in enumerate(lines):
        cols = heading_columns(ln, roles) or _suffix_heading(ln, lines[i + 1: i + 4], roles)
        if cols is None:
            continue
        if len(cols) == 1:
            (role, x), = cols.items()
            under = [b for b in lines[i + 1: i + 4] if b.page == ln.page and b.words]
            if not under or x <= min(b.words[0].bbox[0] for b in under) + 2 * ln.height:
                continue  # a heading at the left margin heads the rows under it, not a column
            # the column starts where the rows' right-hand cells do (a heading may be
            # centred over it rather than aligned with it)
            seconds = [b.words[cells(b)[1][0]].bbox[0] for b in under if len(cells(b)) >= 2]
            if len(seconds) * 2 > len(under) and min(seconds) >= x - 2 * ln.height:
                x = min(seconds)
            if not _right_column(under, x):
                continue
            cols = {"": 0.0, role: x}  # the unnamed block on its left
        starts = sorted(cols.items(), key=lambda kv: kv[1])
        out: dict[str, list[Line]] = {r: [] for r in cols}
        for j, below in enumerate([_values_of(ln), *lines[i + 1: i + 1 + depth]]):
            if not below.words:
                continue
            if j and (below.page != ln.page or heading_columns(below, roles) is not None):
                break
            # a row wider than the columns' cells ("Apólice nº …" under the block) ends it
            if j and len(cells(below)) < 2 and below.words[0].bbox[0] < starts[1][1] - 2 \
                    and below.words[-1].bbox[2] > starts[1][1] + 2:
                break
            for role, x in starts:
                nxt = [x2 for _, x2 in starts if x2 > x]
                right = nxt[0] if nxt else float("inf")
                words = [w for w in below.words if x - 2 <= w.bbox[0] < right - 2
                         or (role == starts[0][0] and w.bbox[0] < x)]
                if words:
                    out[role].append(Line(words, below.page))
        return out
    return {}


# A role word that qualifies a thing ("ITEM SEGURADO", "VEÍCULO SEGURADO", "BEM
# SEGURADO") heads the insured object's table, not a party (issue 12, round 8: the item
# table's heading row was read as the segurado's name).
_THING_QUALIFIED = re.compile(r"^(?:ITE(?:M|NS)|VEICULOS?|BE(?:M|NS)|OBJETOS?|CAPITA(?:L|IS)|IMPORTANCIAS?|"
                              r"VALOR(?:ES)?|LIMITES?|RISCOS?) ")


def _suffix_heading(line: Line, under: Sequence[Line],
                    roles: Mapping[str, Sequence[str]]) -> dict[str, float] | None:
    """A right-hand heading printed so close to the letterhead beside it that no gap
    parts them ("… ENERGIA S.A. DADOS DO CLIENTE"): the line's last words name a role
    and start where the right-hand cells of the rows under it start."""
    seconds = [b.words[cells(b)[1][0]].bbox[0] for b in under
               if b.page == line.page and len(cells(b)) >= 2]
    if len(seconds) < 2:
        return None
    for k in range(1, min(5, len(line.words))):
        first = line.words[-k]
        if abs(first.bbox[0] - min(seconds)) > line.height:
            continue
        role = _role_of(label_key(" ".join(w.text for w in line.words[-k:])), roles)
        before = label_key(" ".join(w.text for w in line.words[-k - 1:]))
        if role is not None and not _THING_QUALIFIED.match(before):
            return {role: first.bbox[0]}
    return None


def _values_of(heading: Line) -> Line:
    """The heading row's own values: each cell's text after its label's colon."""
    kept = []
    for cell in cells(heading):
        words = [heading.words[i] for i in cell]
        colon = next((j for j, w in enumerate(words) if w.text.endswith(":")), None)
        if colon is not None:
            kept.extend(words[colon + 1:])
    return Line(kept, heading.page)


def block_name(block: Sequence[Line], factor: float = 0.9) -> Candidate | None:
    """The party's name in its column: after ``Nome:``/``Razão social:``, or on the line
    under a name label; else the first line of the block that is a name."""
    for j, ln in enumerate(block):
        key = label_key(ln.text)
        m = re.match(r"^\s*((?:nome|raz[ãa]o social|nome empresarial)[^:]{0,20}):\s*(.+)$", ln.text, re.I)
        if m and _NAME_LABEL.match(label_key(m.group(1))):
            got = _name(ln, m.start(2), len(ln.text), factor)
            if got is not None:
                return got
        if _NAME_LABEL.match(key) and j + 1 < len(block):
            # the line under the label, past a stray OCR mark on a line of its own (a
            # cell's border read as "A"; issue 12, round 7: the label was taken instead)
            under = next((b for b in block[j + 1: j + 3] if not _stray_line(b)), block[j + 1])
            got = _name(under, 0, len(under.text), factor)
            if got is not None:
                return got
    for ln in block:
        key = label_key(ln.text)
        if _NAME_LABEL.match(key) or _OTHER_LABEL.match(key) or _stray_line(ln):
            continue
        if ids.CPF_PATTERN.search(ln.text) or ids.CNPJ_PATTERN.search(ln.text.upper()):
            continue
        return _name(ln, 0, len(ln.text), factor * 0.9)
    return None


def _stray_line(line: Line) -> bool:
    """An OCR line of one short mark ("A", "|", "—"): no row of the block."""
    return line.words[0].source == "ocr" and len(label_key(line.text).replace(" ", "")) <= 2


def _name(line: Line, start: int, end: int, factor: float) -> Candidate | None:
    text = line.text[start:end]
    parsed = parse_holder_name(text) or parse_company(text)
    if parsed is None or len(parsed[0].split()) < 2 or is_form_text(parsed[0]) or re.search(r"\d", parsed[0]):
        return None
    words = words_in_span(line, start, end) or line.words
    return Candidate(parsed[0], None, words, line.page, round(confidence_of(words) * factor, 3),
                     "party-column")


def block_document(block: Sequence[Line], factor: float = 0.9) -> Candidate | None:
    """The first CPF/CNPJ printed in the party's column."""
    for ln in block:
        m = ids.search_document(ln.text)
        parsed = parse_document(m.group(0)) if m else None
        if m is None or parsed is None:
            continue
        words = words_in_span(ln, *m.span())
        return Candidate(parsed[0], parsed[1], words, ln.page,
                         round(confidence_of(words) * factor, 3), "party-column")
    return None


def in_heading_column(words: list[Word], heading: Line) -> list[Word]:
    """``words`` without those that end, past a wide gap, left of the heading's column:
    a letterhead's word printed beside the name ("IGARAPÉ      HENRY GABRIEL …" under a
    right-hand "Titular"; issue 12, round 9)."""
    if not words or not heading.words:
        return words
    left = heading.words[0].bbox[0]
    h = heading.height
    kept = [w for w in words if w.bbox[2] > left - h]
    if not kept or kept[0] is words[0]:
        return words
    cut = words.index(kept[0])
    return kept if kept[0].bbox[0] - words[cut - 1].bbox[2] > 2 * h else words
