"""Finders several families share: dates with their roles, patterns anywhere, result phrases."""

from __future__ import annotations

import re
from collections.abc import Callable, Iterable, Mapping, Sequence
from dataclasses import dataclass
from datetime import date
from itertools import pairwise

from extractors.candidate import Candidate, Parsed
from extractors.datecolumns import role_from_above
from extractors.dates import find_dates
from extractors.lines import Line, confidence_of, words_in_span
from extractors.nlp import certidao_resultado
from extractors.pagereader import PageReader
from extractors.parsers import parse_document
from extractors.reader import LabelReader
from extractors.text import label_key
from intake.models import Word

# roles a two-date range gives (dates.yaml `ranges`): kept as the range rule set them
_RANGE_ROLES = frozenset({"validade_inicio", "vigencia_inicio", "vigencia_fim", "periodo_inicio",
                          "periodo_fim", "citacao"})


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
            role = getattr(dm, "role", None)
            if role not in _RANGE_ROLES and words:
                role = role_from_above(lines, li, words, dm.start - starts[li], role)
            out.append(DatedWords(dm.value, role, words, p.number, dm.raw))
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


def validity_by_role(dated: Sequence[DatedWords], factor: float = 0.95) -> Candidate | None:
    """The end of the document's own validity: on the first page that states one, the
    first range's end (``Validade: 19/11/2026 a 18/12/2026``), else that page's last
    ``validade`` date. A CRF whose second page lists the older certificates' ranges
    (issue 12, failure class 7) keeps the current one's."""
    items = [d for d in dated if d.role == "validade"]
    if not items:
        return None
    page = items[0].page
    ranged = [d for prev, d in pairwise(dated)
              if d.role == "validade" and prev.role == "validade_inicio" and d.page == page]
    d = ranged[0] if ranged else [x for x in items if x.page == page][-1]
    return Candidate(d.value.isoformat(), None, d.words, d.page,
                     round(confidence_of(d.words) * factor, 3), "date-role")


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


_LAUDO = {"aprovado": ("APROVADO", "CONFORME", "APTO"), "reprovado": ("REPROVADO", "NAO CONFORME", "INAPTO")}


_TOX = {"negativo": ("NEGATIVO", "NAO DETECTADO"), "positivo": ("POSITIVO", "DETECTADO")}


def _flag_result(reader: PageReader, table: Mapping[str, tuple[str, ...]]) -> Candidate | None:
    """The first line that states one of the table's results (negations first)."""
    order = sorted(((v, k) for k, vs in table.items() for v in vs), key=lambda t: -len(t[0]))
    for ln in reader.all_lines():
        key = label_key(ln.text)
        for phrase, value in order:
            if re.search(rf"(?<![A-Z]){phrase}(?![A-Z])", key):
                return Candidate(value, None, ln.words, ln.page,
                                 round(confidence_of(ln.words) * 0.85, 3), "phrase")
    return None
