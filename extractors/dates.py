"""Dates in Brazilian documents: parsing, finding, and the role each date plays.

Role: every extractor turns printed dates into ``datetime.date`` here, and asks
:func:`find_dates` which date of a text is the emission, the validity, the birth, etc.

Forms understood (case- and accent-insensitive, so OCR that drops accents still works):

- numeric ``02/12/2026``, ``2/12/2026``, ``02.12.2026``, ``02-12-2026``, ``02 / 12 / 2026``,
  two-digit years with ``/`` only (``29/08/83``: 00-49 → 20xx, 50-99 → 19xx);
- ISO ``2026-12-02`` (also ``2026/12/02``);
- abbreviated month ``02/DEZ/2026``, ``02-dez-2026``, ``02 DEZ 2026``;
- long form ``2 de dezembro de 2026``, ``02 de Dezembro de 2026``, ``1º de março de 2026``,
  ``primeiro de março de 2026``.

Impossible dates (``32/13/2026``, ``29/02/2027``) are not dates.

Roles come from the label vocabulary in ``extractors/vocab/dates.yaml`` (data, not code):
the label closest before the date on its line, else the label in the line above nearest
to the date's column. Two dates joined by ``a``/``até``/``às 24h de`` form a range
(``Validade: 01/11/2026 a 30/11/2026`` → ``validade_inicio``, ``validade``). A date right
after ``<Lei|Decreto|Portaria…> [nº] <number>, de`` is a legal citation (``citacao``) and
never an emission; ``<Cidade>, <date>`` without a label is the emission (local e data).
"""

from __future__ import annotations

import datetime as dt
import re
import unicodedata
from dataclasses import dataclass
from functools import lru_cache
from pathlib import Path
from typing import Any

import yaml

__all__ = [
    "MONTHS",
    "DateMatch",
    "find_dates",
    "fold_with_map",
    "format_date_br",
    "format_date_iso",
    "format_date_long",
    "load_vocabulary",
    "parse_date",
]

VOCAB_PATH = Path(__file__).parent / "vocab" / "dates.yaml"

#: Portuguese month names, 1-based (index 0 unused), as printed.
MONTHS: tuple[str, ...] = (
    "",
    "janeiro",
    "fevereiro",
    "março",
    "abril",
    "maio",
    "junho",
    "julho",
    "agosto",
    "setembro",
    "outubro",
    "novembro",
    "dezembro",
)
# Folded (accent-less, lower-case) month name → month number; also 3-letter abbreviations.
_MONTH_NUMBER: dict[str, int] = {}
for _n, _name in enumerate(MONTHS[1:], start=1):
    _folded = unicodedata.normalize("NFKD", _name).encode("ascii", "ignore").decode()
    _MONTH_NUMBER[_folded] = _n
    _MONTH_NUMBER[_folded[:3]] = _n

_FULL_MONTHS_RE = "|".join(sorted((k for k in _MONTH_NUMBER if len(k) > 3), key=len, reverse=True))
_ABBR_MONTHS_RE = "|".join(k for k in _MONTH_NUMBER if len(k) == 3)

# All patterns run on folded text (lower case, accents removed, º/ª/° → o/a/o).
_NUMERIC_RE = re.compile(
    r"(?<!\d)(?<!\d[./-])(?P<d>\d{1,2})(?P<s1>\s?(?P<sep>[./-])\s?)(?P<m>\d{1,2})"
    r"(?P<s2>\s?(?P=sep)\s?)(?P<y>\d{4}|\d{2})(?!\d)(?![./-]\d)"
)
_ISO_RE = re.compile(
    r"(?<!\d)(?<!\d[./-])(?P<y>\d{4})(?P<sep>[-/.])(?P<m>\d{1,2})(?P=sep)(?P<d>\d{1,2})"
    r"(?!\d)(?![./-]\d)"
)
_ABBR_RE = re.compile(
    r"(?<!\d)(?<!\d[./-])(?P<d>\d{1,2})\s?[/.\- ]\s?(?P<mon>(?:"
    + _FULL_MONTHS_RE
    + "|"
    + _ABBR_MONTHS_RE
    + r"))\.?\s?[/.\- ]\s?(?P<y>\d{4})(?!\d)"
)
_LONG_RE = re.compile(
    r"(?<![\w.])(?P<d>\d{1,2}|primeiro)(?:\s*\.?\s*[oa](?![a-z]))?\s+(?:de\s+)?"
    r"(?P<mon>" + _FULL_MONTHS_RE + r")(?![a-z])\s*,?\s+(?:de\s+)?(?P<y>\d{4}|\d\.\d{3})(?!\d)"
)

# Between two dates of a range: "a", "até", "à", "às 24h de", "-".
_RANGE_GAP_RE = re.compile(
    r"^\s*(?:a|as|ate|ao|[-\u2013\u2014])\s*"
    r"(?:(?:\d{1,2}\s*(?:h|hs|horas|:\s*\d{2})(?:\s*\d{2}\s*(?:min)?)?)\s*(?:de|do\s+dia)?\s*)?$"
)
# "<Cidade>[/UF], <date>" at the start of a line: the place and date of signature/issue.
_PLACE_DATE_RE = re.compile(
    r"^\s*[a-z][a-z .'\-]{1,50}(?:\s*[-/(]\s*[a-z]{2}\)?)?\s*,\s*(?:em\s+)?$"
)

_LABEL_WINDOW = 120  # characters looked back on the same line
_CITATION_WINDOW = 110
_ABOVE_LINES = 2  # non-blank lines looked up for a label above the date


@dataclass(frozen=True)
class DateMatch:
    """One date found in a text: its value, span in the original text, and role."""

    value: dt.date
    start: int
    end: int
    raw: str
    role: str | None = None


# --------------------------------------------------------------------------- folding


def fold_with_map(text: str) -> tuple[str, list[int]]:
    """Lower-case, accent-less copy of ``text`` and, for each of its characters, the
    index of the original character it came from (combining marks are dropped, º → o,
    ª → a, ° → o)."""
    out: list[str] = []
    index: list[int] = []
    for i, ch in enumerate(text):
        if ch == "°":
            base = "o"
        elif ch.isascii():
            base = ch.lower()
        else:
            decomposed = unicodedata.normalize("NFKD", ch)
            base = "".join(c for c in decomposed if not unicodedata.combining(c)).lower()
        for c in base:
            out.append(c)
            index.append(i)
    return "".join(out), index


def _fold(text: str) -> str:
    return fold_with_map(text)[0]


# --------------------------------------------------------------------------- vocabulary


@dataclass(frozen=True)
class _Vocabulary:
    labels: tuple[tuple[str, re.Pattern[str]], ...]  # (role, regex on folded text)
    ranges: dict[str, tuple[str | None, str | None]]
    range_only_roles: frozenset[str]
    citation: re.Pattern[str]


def _phrase_regex(phrase: str) -> str:
    if phrase.startswith("re:"):
        return phrase[3:].strip()
    words = [re.escape(w) for w in _fold(phrase).split()]
    return r"(?<![a-z0-9])" + r"\s+".join(words) + (r"(?![a-z0-9])" if phrase[-1].isalnum() else "")


@lru_cache(maxsize=4)
def load_vocabulary(path: str | None = None) -> dict[str, Any]:
    """The raw role vocabulary (``extractors/vocab/dates.yaml`` unless ``path``)."""
    with open(path or VOCAB_PATH, encoding="utf-8") as fh:
        data = yaml.safe_load(fh)
    if not isinstance(data, dict):
        raise ValueError(f"bad date vocabulary in {path or VOCAB_PATH}")
    return data


@lru_cache(maxsize=4)
def _vocabulary(path: str | None = None) -> _Vocabulary:
    data = load_vocabulary(path)
    labels: list[tuple[str, re.Pattern[str]]] = []
    roles: dict[str, list[str]] = dict(data.get("roles") or {})
    range_only: dict[str, list[str]] = dict(data.get("range_labels") or {})
    for role, phrases in [*roles.items(), *range_only.items()]:
        for phrase in phrases or []:
            labels.append((str(role), re.compile(_phrase_regex(str(phrase)))))
    ranges = {str(k): (v[0], v[1]) for k, v in (data.get("ranges") or {}).items() if len(v) == 2}
    acts = sorted((_fold(str(a)) for a in data.get("citation_acts") or []), key=len, reverse=True)
    acts_re = "|".join(r"\s+".join(re.escape(w) for w in a.split()) for a in acts)
    citation = re.compile(
        r"(?<![a-z0-9])(?:" + acts_re + r")(?![a-z0-9])[^;]{0,60}?\d[\d./\-]*\s*,?\s*de\s*$"
    )
    return _Vocabulary(
        labels=tuple(labels),
        ranges=ranges,
        range_only_roles=frozenset(str(k) for k in range_only) - set(roles),
        citation=citation,
    )


# --------------------------------------------------------------------------- scanning


@dataclass
class _Hit:
    value: dt.date
    start: int  # in folded text
    end: int
    long_form: bool


def _year(raw: str) -> int:
    raw = raw.replace(".", "")
    year = int(raw)
    if len(raw) == 2:
        year += 2000 if year < 50 else 1900
    return year


def _make_date(year: int, month: int, day: int) -> dt.date | None:
    if not 1900 <= year <= 2199:
        return None
    try:
        return dt.date(year, month, day)
    except ValueError:
        return None


def _scan(folded: str) -> list[_Hit]:
    hits: list[_Hit] = []
    for m in _NUMERIC_RE.finditer(folded):
        spaced = m["s1"] != m["sep"] or m["s2"] != m["sep"]
        if (spaced or len(m["y"]) == 2) and m["sep"] != "/":
            continue
        value = _make_date(_year(m["y"]), int(m["m"]), int(m["d"]))
        if value:
            hits.append(_Hit(value, m.start(), m.end(), False))
    for m in _ISO_RE.finditer(folded):
        value = _make_date(int(m["y"]), int(m["m"]), int(m["d"]))
        if value:
            hits.append(_Hit(value, m.start(), m.end(), False))
    for m in _ABBR_RE.finditer(folded):
        value = _make_date(int(m["y"]), _MONTH_NUMBER[m["mon"]], int(m["d"]))
        if value:
            hits.append(_Hit(value, m.start(), m.end(), False))
    for m in _LONG_RE.finditer(folded):
        day = 1 if m["d"] == "primeiro" else int(m["d"])
        value = _make_date(_year(m["y"]), _MONTH_NUMBER[m["mon"]], day)
        if value:
            hits.append(_Hit(value, m.start(), m.end(), True))
    # Keep the longest of overlapping matches, in text order.
    hits.sort(key=lambda h: (h.start, -(h.end - h.start)))
    kept: list[_Hit] = []
    for hit in hits:
        if kept and hit.start < kept[-1].end:
            continue
        kept.append(hit)
    return kept


def parse_date(text: str | None) -> dt.date | None:
    """The first date written in ``text`` (numeric, ISO or long form), else ``None``."""
    if not isinstance(text, str) or not text:
        return None
    hits = _scan(_fold(text))
    return hits[0].value if hits else None


# --------------------------------------------------------------------------- roles


def _labels_in(vocab: _Vocabulary, folded: str, lo: int, hi: int) -> list[tuple[int, int, str]]:
    """Labels (start, end, role) lying entirely inside folded[lo:hi]."""
    segment = folded[lo:hi]
    found: list[tuple[int, int, str]] = []
    for role, regex in vocab.labels:
        for m in regex.finditer(segment):
            found.append((lo + m.start(), lo + m.end(), role))
    return found


def labels_in_line(text: str) -> list[tuple[int, int, str]]:
    """The role labels of one line of text: ``(start, end, role)``, offsets into ``text``
    (issue 12, round 6: a label row whose values are printed on the line below)."""
    vocab = _vocabulary()
    folded, index = fold_with_map(text)
    return [(index[s], index[e - 1] + 1, role)
            for s, e, role in _labels_in(vocab, folded, 0, len(folded)) if e > s]


def label_role(text: str) -> str | None:
    """The role of the last date label in ``text`` (a table heading's cell), or None."""
    folded = _fold(text)
    found = _labels_in(_vocabulary(), folded, 0, len(folded))
    return max(found, key=lambda t: (t[1], t[1] - t[0]))[2] if found else None


def _line_start(folded: str, pos: int) -> int:
    return folded.rfind("\n", 0, pos) + 1


def _label_role(
    vocab: _Vocabulary, folded: str, hit: _Hit, prev_end: int, date_spans: list[tuple[int, int]]
) -> str | None:
    line_start = _line_start(folded, hit.start)
    lo = max(line_start, prev_end, hit.start - _LABEL_WINDOW)
    same_line = _labels_in(vocab, folded, lo, hit.start)
    if same_line:
        # The label ending closest to the date; the longest one when several end there.
        return max(same_line, key=lambda t: (t[1], t[1] - t[0]))[2]
    if _PLACE_DATE_RE.match(folded[line_start : hit.start]):
        return "emissao"
    # Labels in the line(s) above, nearest to the date's column.
    column = hit.start - line_start
    end = line_start - 1
    for _ in range(_ABOVE_LINES):
        if end < 0:
            break
        start = _line_start(folded, end)
        line = folded[start:end]
        if len(line.strip()) > 2:  # a speck OCR read as "7" or "." is no line (round 6)
            if any(s < end and e > start for s, e in date_spans):
                return None  # the line above has its own date: its labels are taken
            above = _labels_in(vocab, folded, start, end)
            if above:
                return min(above, key=lambda t: (abs((t[0] - start) - column), -(t[1] - t[0])))[2]
            return None
        end = start - 1
    return None


def find_dates(text: str | None) -> list[DateMatch]:
    """Every date in ``text``, in order, with its span, printed form and role."""
    if not isinstance(text, str) or not text:
        return []
    vocab = _vocabulary()
    folded, index = fold_with_map(text)
    hits = _scan(folded)
    spans = [(h.start, h.end) for h in hits]
    roles: list[str | None] = []
    for i, hit in enumerate(hits):
        previous_end = hits[i - 1].end if i else 0
        before = folded[max(0, hit.start - _CITATION_WINDOW) : hit.start]
        if vocab.citation.search(before):
            roles.append("citacao")
        else:
            roles.append(_label_role(vocab, folded, hit, previous_end, spans))
    # Ranges: "<label> D1 a D2".
    i = 0
    while i < len(hits) - 1:
        first, second = hits[i], hits[i + 1]
        role = roles[i]
        if (
            role is not None
            and role != "citacao"
            and roles[i + 1] != "citacao"
            and role in vocab.ranges
            and _RANGE_GAP_RE.match(folded[first.end : second.start])
        ):
            roles[i], roles[i + 1] = vocab.ranges[role]
            i += 2
            continue
        i += 1
    result: list[DateMatch] = []
    for hit, role in zip(hits, roles, strict=True):
        if role in vocab.range_only_roles:
            role = None
        start = index[hit.start]
        end = index[hit.end - 1] + 1
        result.append(DateMatch(hit.value, start, end, text[start:end], role))
    return result


# --------------------------------------------------------------------------- formatting


def format_date_iso(value: dt.date) -> str:
    """``YYYY-MM-DD`` (CONTRACT §4)."""
    return value.isoformat()


def format_date_br(value: dt.date) -> str:
    """``dd/mm/aaaa`` as printed on Brazilian documents."""
    return value.strftime("%d/%m/%Y")


def format_date_long(value: dt.date) -> str:
    """Long Portuguese form: ``2 de dezembro de 2026``, ``1º de março de 2026``."""
    day = "1º" if value.day == 1 else str(value.day)
    return f"{day} de {MONTHS[value.month]} de {value.year}"
