"""A policy's term (vigência): its start and end dates.

Policies print the term either in prose ("Vigência: das 24h de 07/03/2026 às 24h de
07/03/2027"), read through the dates' roles, or as two columns under one heading row
(``INÍCIO DE VIGÊNCIA   TÉRMINO DE VIGÊNCIA``), read column by column (issue 12,
round 8).
"""

from __future__ import annotations

import re

from extractors.candidate import Candidate
from extractors.fieldset import FieldSet
from extractors.finders import dates_with_roles
from extractors.lines import confidence_of
from extractors.pagereader import PageReader
from extractors.parsers import parse_date_ocr
from extractors.text import label_key

# A heading row of the term's two ends ("INÍCIO DE VIGÊNCIA   TÉRMINO DE VIGÊNCIA",
# "Início da vigência | Fim da vigência", "VIGÊNCIA INICIAL   VIGÊNCIA FINAL").
_START_WORD = re.compile(r"^(?:INICIO|INICIAL|DESDE)$")
_END_WORD = re.compile(r"^(?:TERMINO|FIM|FINAL|ATE|VENCIMENTO)$")


def term_columns(reader: PageReader) -> dict[str, Candidate | None] | None:
    """The term's dates under a heading row that names its start and its end, each read
    in its own column (left of the end's heading, or from it on), None when no such
    row is printed (issue 12, round 8: "24h de 07/03/2027" under TÉRMINO DE VIGÊNCIA
    was not read, and on a scan whose start date read "18:/09/2026" the end's date was
    taken as the start)."""
    lines = reader.all_lines()
    for i, ln in enumerate(lines[:-1]):
        if "VIGENCIA" not in label_key(ln.text):
            continue
        starts = [w.bbox[0] for w in ln.words if _START_WORD.match(label_key(w.text))]
        ends = [w.bbox[0] for w in ln.words if _END_WORD.match(label_key(w.text))]
        below = lines[i + 1]
        if not starts or not ends or min(ends) <= min(starts) or below.page != ln.page:
            continue
        x_fim = min(ends) - 2 * ln.height
        got: dict[str, Candidate | None] = {}
        for name, words in (
            ("vigencia_inicio", [w for w in below.words if w.bbox[2] <= x_fim]),
            ("vigencia_fim", [w for w in below.words if w.bbox[0] >= x_fim]),
        ):
            found = []
            for w in words:
                # OCR's stray marks inside the date ("18:/09/2026")
                clean = re.sub(r"[^0-9/.\-]", "", w.text)
                parsed = parse_date_ocr(clean) if sum(c.isdigit() for c in clean) >= 6 else None
                if parsed is not None:
                    factor = 0.95 if clean == w.text else 0.75
                    found.append(
                        Candidate(
                            parsed[0],
                            None,
                            [w],
                            below.page,
                            round(confidence_of([w]) * factor, 3),
                            "term-column",
                        )
                    )
            got[name] = found[0] if len(found) == 1 else None
        ini, fim = got["vigencia_inicio"], got["vigencia_fim"]
        if ini is None and fim is None:
            continue
        if ini is not None and fim is not None and ini.value >= fim.value:
            return {"vigencia_inicio": None, "vigencia_fim": None}  # unsure: neither
        return got
    return None


def vigencia(reader: PageReader, fs: FieldSet) -> None:
    """``vigencia_inicio``/``vigencia_fim``: from the term's heading columns when the
    policy prints them, else from the dates' roles ("Vigência: das 24h de … às 24h de …")."""
    columns = term_columns(reader)
    if columns is not None:
        # the policy prints its term in a heading row's two columns: read there only, a
        # date found by its role elsewhere may be the other end's
        for name, cand in columns.items():
            fs.put(name, cand)
        return
    dated = dates_with_roles(reader)
    ini = [d for d in dated if d.role == "vigencia_inicio"]
    fim = [d for d in dated if d.role == "vigencia_fim"]
    if not (ini and fim):
        # Fallback: the first line that names the term and prints two dates.
        for hit in reader.hits("vigencia"):
            on_line = [d for d in dated if d.words and d.words[0] in hit.line.words]
            if len(on_line) >= 2:
                ini, fim = [on_line[0]], [on_line[1]]
                break
    for name, items, factor in (("vigencia_inicio", ini, 0.95), ("vigencia_fim", fim, 0.95)):
        if items:
            d = items[0]
            fs.put(
                name,
                Candidate(
                    d.value.isoformat(),
                    None,
                    d.words,
                    d.page,
                    round(confidence_of(d.words) * factor, 3),
                    "date-role",
                ),
            )
