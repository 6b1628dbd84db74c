"""CNAE codes of the CNPJ card: the code parsers, and the activities printed as a table.

Receita's card prints ``NN.NN-N-NN - description`` under two headings. Other printings
(issue 12, failure class 5) give the IBGE subclass form ``4929-9/01``, or the seven bare
digits, with or without a dash before the description, several codes on one line
(``4924800; 8211300``), or a table whose rows name their type (``Principal`` /
``Secundária``) in any column.
"""

from __future__ import annotations

import re

from extractors.candidate import Candidate, Parsed
from extractors.lines import Line, confidence_of
from extractors.text import fold
from intake.models import Word

CNAE = re.compile(r"\d{2}\.\d{2}-\d-\d{2}")

# Other printings of a CNAE code: the IBGE subclass form ``4929-9/01`` and the bare seven
# digits ``4929901``. A bare code opens its line or cell and is followed by its
# description (with or without a dash: round 5, "4929901 Transporte rodoviário…"), by a
# list separator, or by nothing.
_CNAE_IBGE = re.compile(r"(?<![\d.\-/])(\d{2})(\d{2})-(\d)/(\d{2})(?![\d.\-/])")
_CNAE_RAW = re.compile(
    r"(?:(?<=^)|(?<=[\s:;,|(]))(\d{2})(\d{2})(\d)(\d{2})"
    r"(?=\s*[-–|]?\s*[A-Za-zÀ-ÿ]|\s*[,;|)]|\s*$)",
    re.MULTILINE)


def masked(text: str) -> str:
    """``text`` with every CNAE code in the ``NN.NN-N-NN`` mask of the CNPJ card."""
    text = _CNAE_IBGE.sub(r"\1.\2-\3-\4", text)
    return _CNAE_RAW.sub(r"\1.\2-\3-\4", text)


def parse_cnae(text: str) -> Parsed | None:
    """The first CNAE code ``NN.NN-N-NN`` (also printed ``NNNN-N/NN`` or bare ``NNNNNNN``)."""
    m = CNAE.search(masked(text).replace(" ", ""))
    return (re.sub(r"\D", "", m.group(0)), None) if m else None


# A code as OCR may misprint it: a digit lost or added in a group, a separator dropped.
CNAE_LOOSE = re.compile(r"(?<![\d.])\d{1,3}\.?\d{1,3}-?\d-?\d{1,3}(?=\s*[-–]\s*[A-Za-zÀ-ÿ]|\s*$)")


def parse_cnaes(text: str) -> Parsed | None:
    """Every CNAE code of a block (``Não informada`` → empty list).

    Valid (True) when every code-like item at the start of a line is a well-formed
    ``NN.NN-N-NN``; False when one is not (``77.141-0-00``), so that the block is
    re-read and, failing that, flagged."""
    text = masked(text)
    flat = text.replace(" ", "")
    codes: list[str] = []
    for c in CNAE.findall(flat):
        code = re.sub(r"\D", "", c)
        if code not in codes:
            codes.append(code)
    if codes:
        items = [m.group(0) for m in CNAE_LOOSE.finditer(text)]
        malformed = [i for i in items if not CNAE.fullmatch(i.replace(" ", ""))]
        return codes, not malformed
    if re.search(r"N[ÃA]O INFORMAD", text.upper()):
        return [], True
    return None


# A table row's type, in any of its cells: "Principal 49.24-8-00 …", "4924-8/00 Transporte
# escolar Secundária" (round 5: the type column printed last gave no CNAE at all).
_ROW_TYPE = re.compile(r"(?:^|\s)\W*(PRINCIPAL|SECUNDARI[AO]S?)\b")


def _row_type(line: Line) -> str | None:
    """PRINCIPAL or SECUNDARIA when the line names one type only (a heading such as
    "Principal / Secundária" names both and is no row)."""
    kinds = {m.group(1)[:9] for m in _ROW_TYPE.finditer(fold(line.text))}
    if len(kinds) != 1:
        return None
    return "PRINCIPAL" if "PRINCIPAL" in kinds else "SECUNDARIA"


def activity_table(lines: list[Line], labelled: frozenset[int] = frozenset()
                   ) -> tuple[Candidate | None, Candidate | None]:
    """CNAEs printed as a table whose rows name their type (``Principal 49.24-8-00 …``,
    ``4924-8/00 Transporte escolar Secundária``) under one "Atividades econômicas"
    heading (issue 12: a card with its activities in a table gave neither).

    A type printed alone ("Secundárias" over its rows) holds for the code rows under it,
    up to a line with another field's label (ids of its words in ``labelled``)."""
    principal: Candidate | None = None
    codes: list[str] = []
    words: list[Word] = []
    page = 0
    current: str | None = None
    for ln in lines:
        if _flag_heading(ln) is not None:  # a yes/no column's heading, not a row type
            current = None
            continue
        kind = _row_type(ln)
        got = parse_cnaes(ln.text)
        if got is None or not got[0]:
            if kind is not None:
                current = kind
            elif any(id(w) in labelled for w in ln.words):
                current = None
            continue
        kind = kind or current
        if kind is None:
            continue
        current = kind
        if kind == "PRINCIPAL":
            if principal is None and len(got[0]) == 1:
                principal = Candidate(got[0][0], None, ln.words, ln.page,
                                      round(confidence_of(ln.words) * 0.95, 3), "table-row")
            current = None  # one main activity: the rows after it are not principal
            continue
        for code in got[0]:  # "Secundárias: 4924-8/00 …; 8211-3/00 …" on one line
            if code not in codes:
                codes.append(code)
        words.extend(ln.words)
        page = ln.page
    secondary = (Candidate(codes, None, words, page, round(confidence_of(words) * 0.95, 3),
                           "table-row") if codes else None)
    return principal, secondary


# A yes/no column headed "Principal" (issue 12, round 6: "Descrição | CNAE | Principal"
# with SIM / NÃO in each row; the heading "CNAE Principal" was read as the principal's
# label and the first row's code taken, sure).
_YES = frozenset({"SIM", "S", "X", "YES"})
_NO = frozenset({"NAO", "N", "-", "—"})


def _flag_heading(line: Line) -> Word | None:
    """The "Principal" column heading of a table header line (other headings beside it,
    no code on the line), else None."""
    if parse_cnaes(line.text) is not None:
        return None
    words = [fold(w.text).strip(":?.") for w in line.words]
    if "PRINCIPAL" not in words or len(words) < 2:
        return None
    i = words.index("PRINCIPAL")
    if i == 0 or line.words[i].bbox[0] - line.words[i - 1].bbox[2] < 2 * line.height:
        return None  # "CNAE principal", "Atividade principal": a label, not a column
    if not any(h in words for h in ("CNAE", "CODIGO", "DESCRICAO", "ATIVIDADE", "COD")):
        return None
    return line.words[i]


def is_flag_heading(line: Line) -> bool:
    """True when ``line`` is the header of a table with a yes/no "Principal" column."""
    return _flag_heading(line) is not None


def _flag_row(line: Line) -> tuple[str, bool, Word] | None:
    """A row ``… code … SIM|NÃO``: its one code, whether flagged yes, and the flag word
    (the line's last word)."""
    if len(line.words) < 2:
        return None
    flag = fold(line.words[-1].text).strip(" .:")
    if flag not in _YES | _NO:
        return None
    got = parse_cnaes(" ".join(w.text for w in line.words[:-1]))
    if got is None or len(got[0]) != 1:
        return None
    return got[0][0], flag in _YES, line.words[-1]


def _runs(lines: list[Line]) -> list[list[tuple[str, bool, Line]]]:
    """Runs of consecutive flag rows whose flags stand in one column (a description
    wrapped onto a line of its own may sit between two rows)."""
    runs: list[list[tuple[str, bool, Line]]] = []
    run: list[tuple[str, bool, Line]] = []
    col: Word | None = None
    for ln in lines:
        row = _flag_row(ln)
        if row is None:
            if run and (ln.page != run[-1][2].page
                        or ln.bbox[1] - run[-1][2].bbox[3] > 2 * ln.height
                        or parse_cnaes(ln.text) is not None):
                runs.append(run)
                run, col = [], None
            continue
        if col is not None and abs(row[2].bbox[0] - col.bbox[0]) > 2 * ln.height:
            runs.append(run)
            run = []
        run.append((row[0], row[1], ln))
        col = row[2]
    if run:
        runs.append(run)
    return runs


def flag_table(lines: list[Line]) -> tuple[Candidate | None, Candidate | None] | None:
    """CNAEs in a table with a yes/no "Principal" column: the row flagged yes is the
    principal, the rows flagged no the secondaries. None when no such table, or when
    its flags do not name exactly one principal. Without its heading (lost by OCR) a run
    of at least two rows with exactly one yes is read, less sure."""
    headed = {(ln.page, round(ln.bbox[3])) for ln in lines if _flag_heading(ln) is not None}
    for run in _runs(lines):
        yes = [(c, ln) for c, flag, ln in run if flag]
        no = [(c, ln) for c, flag, ln in run if not flag]
        first = run[0][2]
        heading = any(p == first.page and 0 <= first.bbox[1] - y <= 3 * first.height
                      for p, y in headed)
        if len(yes) != 1 or (not heading and not no):
            continue
        factor = 0.95 if heading else 0.85
        code, row = yes[0]
        principal = Candidate(code, None, row.words, row.page,
                              round(confidence_of(row.words) * factor, 3), "flag-table")
        codes = [c for c, _ in no if c != code]
        words = [w for _, ln in no for w in ln.words]
        secondary = Candidate(list(dict.fromkeys(codes)), None, words, row.page,
                              round(confidence_of(words or row.words) * factor, 3), "flag-table")
        return principal, secondary
    return None


__all__ = ["CNAE", "CNAE_LOOSE", "activity_table", "flag_table", "is_flag_heading", "masked", "parse_cnae",
           "parse_cnaes"]
