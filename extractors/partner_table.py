"""The partners of a contrato social listed in a table (issue 12, round 7, class 3).

A consolidated alteração may qualify its partners in a table under the opening
sentence rather than one by one in prose::

    Os sócios abaixo qualificados, únicos componentes da sociedade, resolvem …
    Sócio                          CPF               RG                Estado civil
    FULANA DE TAL                  123.456.789-09    1234567 SSP/PB    solteira
    BELTRANO DA SILVA              987.654.321-00    7654321 SSP/PB    casado

The prose then qualifies only a non-partner administrator ("…, NÃO SÓCIO"), who was
read as the only sócio. Each row under a heading naming the partner and the CPF column
is one partner: the name before the CPF, the CPF in that column.
"""

from __future__ import annotations

import re
from dataclasses import dataclass

from extractors import ids
from extractors.lines import Line
from extractors.names import normalize_name
from extractors.text import label_key
from intake.models import Word

# The partner column's heading, and the CPF column's.
_WHO = re.compile(
    r"^(?:SOCIO|SOCIA|SOCIOS|SOCIO S|SOCIO A|NOME|NOME DO SOCIO|NOME DO A SOCIO A|"
    r"SOCIO QUOTISTA|QUOTISTA|COTISTA|NOME COMPLETO)$"
)
_CPF = re.compile(r"^(?:CPF|CPF MF|CPF N|N DO CPF)$")
# A name as a table prints it: two or more words in capitals, nothing else.
_NAME = re.compile(r"^[A-ZÀ-Ý][A-ZÀ-Ý'\-]*(?: [A-ZÀ-Ý][A-ZÀ-Ý'\-]*)+$")


@dataclass
class Partner:
    """One row of the table: the partner's name and CPF, and the words that print them."""

    nome: str
    cpf: str
    words: list[Word]


def _heading(line: Line) -> float | None:
    """The left edge of the CPF column when ``line`` heads a partner table, else None."""
    keys = [label_key(w.text) for w in line.words]
    cpf = next((i for i, k in enumerate(keys) if _CPF.match(k)), None)
    if cpf is None or cpf == 0:
        return None
    if not _WHO.match(" ".join(k for k in keys[:cpf] if k)):
        return None
    return line.words[cpf].bbox[0]


def _row(line: Line, cpf_x: float) -> Partner | None:
    """A table row: the name before a CPF printed in the CPF column."""
    for i, w in enumerate(line.words):
        if i == 0 or abs(w.bbox[0] - cpf_x) > 4 * line.height:
            continue
        m = ids.CPF_PATTERN.search(w.text)
        cpf = ids.normalize_cpf(m.group(0)) if m else None
        if not cpf:
            continue
        text = " ".join(x.text for x in line.words[:i]).strip(" ,;:")
        if not _NAME.match(text):
            return None
        return Partner(normalize_name(text), cpf, [*line.words[:i], w])
    return None


def partner_table(lines: list[Line]) -> list[Partner]:
    """The partners of the first partner table (heading, then one row per partner)."""
    for k, ln in enumerate(lines):
        cpf_x = _heading(ln)
        if cpf_x is None:
            continue
        out: list[Partner] = []
        bottom = ln.bbox[3]
        for row in lines[k + 1 :]:
            if row.page != ln.page or row.bbox[1] - bottom > 2.5 * ln.height:
                break
            got = _row(row, cpf_x)
            if got is None:
                break
            out.append(got)
            bottom = row.bbox[3]
        if out:
            return out
    return []


__all__ = ["Partner", "partner_table"]
