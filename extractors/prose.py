"""Values stated in running text (`patterns/prose.yaml`).

The holder introduced by a phrase ("Certificamos que FULANO…", "NADA CONSTA contra
FULANO…"), a plate named in a sentence, the município of the authority or of the
signature line, and the document's title line (`assunto`).
"""

from __future__ import annotations

import itertools
import re
from collections.abc import Iterable
from functools import cache
from typing import Any

from extractors.candidate import Candidate
from extractors.dates import find_dates, fold_with_map
from extractors.lines import Line, confidence_of, words_in_span
from extractors.names import normalize_name
from extractors.nlp import load_yaml
from extractors.pagereader import PageReader
from extractors.parsers import UFS, _parse_city_uf, parse_name, parse_placa
from extractors.reader import LabelReader, labels
from extractors.text import fold, label_key

_NAME_WORD = r"[A-ZÀ-Ý][A-Za-zÀ-ÿ'.\-]*"


_CONNECTOR = r"(?:d[aeo]s?|e|del|di|van|von)"


@cache
def _prose() -> dict[str, Any]:
    data: dict[str, Any] = load_yaml("prose.yaml")
    return data


@cache
def _holder_regexes() -> tuple[re.Pattern[str], re.Pattern[str]]:
    """(intro phrase on folded text, the name that follows it on the printed text)."""
    data = _prose()
    intro = re.compile(r"(?<![a-z0-9])(?:" + "|".join(data["holder_intro"]) + r")\s*:?\s*")
    after = "|".join(data["holder_after"])
    name = re.compile(
        rf"({_NAME_WORD}(?:\s+(?:{_CONNECTOR}\s+)?{_NAME_WORD}){{1,12}}?)"
        rf"(?=\s*[,(;]|\s+[-–]\s|\s+(?i:{after}))"
    )
    return intro, name


def _line_pairs(reader: PageReader) -> Iterable[Line]:
    """Each line, then each line joined with the next one (a name may wrap)."""
    lines = reader.all_lines()
    yield from lines
    for a, b in itertools.pairwise(lines):
        if a.page == b.page:
            yield Line(a.words + b.words, a.page)


def holder_from_prose(reader: PageReader, factor: float = 0.8) -> Candidate | None:
    """The holder's name where the text introduces it ("Certificamos que FULANO, CPF…",
    "Eu, FULANO, inscrito no CPF…"): the first such name of two words or more."""
    intro, name = _holder_regexes()
    for ln in _line_pairs(reader):
        text = ln.text
        folded, index = fold_with_map(text)
        for m in intro.finditer(folded):
            start = index[m.end()] if m.end() < len(index) else len(text)
            nm = name.match(text, start)
            if nm is None:
                continue
            parsed = parse_name(nm.group(1))
            if parsed is None or len(parsed[0].split()) < 2:
                continue
            words = words_in_span(ln, *nm.span(1))
            return Candidate(parsed[0], None, words, ln.page,
                             round(confidence_of(words) * factor, 3), "prose")
    return None


_PLACA_PROSE = re.compile(r"(?<![A-Za-z])placa\s*(?:do\s+ve[ií]culo\s*)?(?:n[º°o.]*\s*)?:?\s*([A-Za-z0-9]{3}[\s\-]?[0-9A-Za-z]{4,5})(?![A-Za-z0-9])",
                          re.IGNORECASE)


def placa_from_prose(reader: PageReader) -> Candidate | None:
    """A plate named in running text ("o veículo …, placa ABC1D23, chassi …"); a token
    that is not quite a plate (OCR "NVC1WS54") is re-read from its crop."""
    for ln in _line_pairs(reader):
        for m in _PLACA_PROSE.finditer(ln.text):
            words = words_in_span(ln, *m.span(1))
            parsed = parse_placa(m.group(1))
            if parsed is None or confidence_of(words) < 0.8:
                again = (reader.reread_words(ln.page, words, parse_placa, "alnum")
                         if isinstance(reader, LabelReader) else None)
                if again is not None and (parsed is None or again.confidence > confidence_of(words)):
                    return Candidate(again.value, again.valid, words, ln.page,
                                     round(again.confidence * 0.85, 3), "prose-reocr")
            if parsed is None:
                continue
            return Candidate(parsed[0], parsed[1], words, ln.page,
                             round(confidence_of(words) * 0.85, 3), "prose")
    return None


_CITY_WORDS = re.compile(r"[A-ZÀ-Ýa-zà-ÿ'][A-ZÀ-Ýa-zà-ÿ'.\-]*(?:\s+[A-ZÀ-Ýa-zà-ÿ'][A-ZÀ-Ýa-zà-ÿ'.\-]*){0,5}")


@cache
def _authority_regex() -> re.Pattern[str]:
    # "PREFEITURA DA ESTÂNCIA TURÍSTICA DE OLÍMPIA": the city is Olímpia (issue 12)
    return re.compile(r"(?<![a-z0-9])(?:" + "|".join(_prose()["authority"]) + r")\s+"
                      r"(?:estancia\s+(?:turistica|hidromineral|balnearia|climatica)\s+d[aeo]\s+)?")


def _authority_city(reader: PageReader, head_lines: int = 12) -> Candidate | None:
    """The município of the authority in the head ("PREFEITURA MUNICIPAL DE ARAXÁ")."""
    if not reader.pages:
        return None
    rx = _authority_regex()
    for ln in reader.lines[reader.pages[0].number][:head_lines]:
        text = ln.text
        folded, index = fold_with_map(text)
        m = rx.search(folded)
        if m is None or m.end() >= len(index):
            continue
        start = index[m.end()]
        cm = _CITY_WORDS.match(text, start)
        if cm is None:
            continue
        got = _parse_city_uf(cm.group(0))
        if got is None:
            continue
        words = words_in_span(ln, *cm.span())
        return Candidate(got[0], None, words, ln.page, round(confidence_of(words) * 0.85, 3),
                         "authority")
    return None


_PLACE_BEFORE_DATE = re.compile(
    r"^\s*([A-ZÀ-Ý][A-Za-zÀ-ÿ'.\- ]{1,40}?)\s*(?:[/\-–]\s*([A-Z]{2}))?\s*,\s*(?:em\s+)?$")


def _place_date_city(reader: PageReader) -> Candidate | None:
    """The place of "CIDADE[/UF], <date>." (where the applicant signed); the last one."""
    found: Candidate | None = None
    for ln in reader.all_lines():
        ds = find_dates(ln.text)
        if not ds:
            continue
        m = _PLACE_BEFORE_DATE.match(ln.text[: ds[0].start])
        if m is None:
            continue
        city = normalize_name(m.group(1))
        uf = m.group(2) if m.group(2) in UFS else None
        if not city or fold(city) in UFS or re.search(r"\d", city):
            continue
        words = words_in_span(ln, *m.span(1))
        # where it was signed, not an address: weak evidence of the município (issue 12)
        found = Candidate((city, uf), None, words, ln.page, round(confidence_of(words) * 0.7, 3),
                          "place-date")
    return found


def municipio_candidate(reader: PageReader, kind: str) -> Candidate | None:
    """``(MUNICÍPIO, UF or None)``: from its label, else from the kind's sources."""
    place = reader.read("municipio", _parse_city_uf, ("right", "below"))
    if place is not None:
        return place
    for source in _prose()["municipio_sources"].get(kind, []):
        got = _authority_city(reader) if source == "authority" else _place_date_city(reader)
        if got is not None:
            return got
    return None


def assunto_candidate(reader: PageReader, kind: str, head: float = 0.45) -> Candidate | None:
    """The document's title/subject line as printed (single spaces): the longest line in
    the head of the first page that starts with one of the kind's title words
    (``DECLARAÇÃO DE GARAGEM`` rather than the header ``DECLARAÇÃO``)."""
    starts = [label_key(s) for s in labels("assunto").get(kind, [])]
    if not reader.pages or not starts:
        return None
    page = reader.pages[0]
    best_line: Line | None = None
    for ln in reader.lines[page.number]:
        if ln.bbox[1] > head * page.height:
            break
        key = label_key(ln.text)
        if any(key == s or key.startswith(s + " ") for s in starts) and (
            best_line is None or len(key) > len(label_key(best_line.text))
        ):
            best_line = ln
    if best_line is None:
        return None
    lines = reader.lines[page.number]
    at = next(i for i, ln in enumerate(lines) if ln is best_line)
    words = list(best_line.words)
    if at + 1 < len(lines) and _title_continues(best_line, lines[at + 1]):
        words += lines[at + 1].words  # a title wrapped on two lines (issue 12, round 6)
        best_line = Line(words, page.number)
    # quote marks and bars are OCR specks at a title's ends (issue 12, round 10: '“CONTRATO')
    text = " ".join(best_line.text.split()).strip(" .;-|\"'“”‘’")
    # OCR drops one of the spaces around a spaced slash ("PIS /INSS"): put it back.
    text = re.sub(r"(?<=\w) /(?=\w)|(?<=\w)/ (?=\w)", " / ", text)
    conf = confidence_of(words)
    if _TITLE_TAIL.search(label_key(text)):
        conf = min(conf, 0.7)  # a title ending on a connector is cut short (round 8)
    return Candidate(text, None, words, page.number, conf, "title")


_TITLE_TAIL = re.compile(r"(?<![A-Z])(?:DE|DA|DO|DAS|DOS|E|COM|PARA|A|AO|EM|NA|NO|SOBRE)$")
# A wrapped title keeps its type size. On a text layer (exact glyph boxes) a line whose
# capitals stand below this share of the title's is printed smaller: a section heading
# (a 14 pt title over an 11 pt heading: 9.4/11.6). Not judged on OCR, whose word boxes
# vary by a fifth within one line.
_SUBHEADING_RATIO = 0.9


@cache
def _section_headings() -> frozenset[str]:
    return frozenset(label_key(s) for s in _prose().get("section_headings", []))


def _cap_height(line: Line) -> float:
    """The smallest height of the line's words of three letters or more: their capitals,
    without the accents and descenders that stretch some words' boxes."""
    hs = [w.bbox[3] - w.bbox[1] for w in line.words if sum(c.isalpha() for c in w.text) >= 3]
    return min(hs) if hs else line.height


def _smaller_print(title: Line, nxt: Line) -> bool:
    if any(w.source != "pdf-text" for w in (*title.words, *nxt.words)):
        return False
    return _cap_height(nxt) < _SUBHEADING_RATIO * _cap_height(title)
_NOT_TITLE = re.compile(r"[:\d@]|(?<![A-Z])(?:LTDA|EIRELI|S A|CNPJ|CPF|PREFEITURA|ANEXO)(?![A-Z])")


def _title_continues(title: Line, nxt: Line) -> bool:
    """True when ``nxt`` is the second line of a title wrapped on two lines: right
    under it, in capitals, no label, figure or company name, and either the title
    ends with a connector ("… DE SAÚDE E") or the line is centred under the title."""
    if nxt.page != title.page or not nxt.words:
        return False
    tb, nb = title.bbox, nxt.bbox
    if nb[1] - tb[3] > 1.2 * title.height:
        return False
    text = " ".join(nxt.text.split())
    key = label_key(text)
    letters = [c for c in text if c.isalpha() and c not in "ºª"]  # ordinals are no lower case
    if not letters or any(c.islower() for c in letters) or len(key.split()) > 8:
        return False
    if _TITLE_TAIL.search(label_key(title.text)):
        # a title cut after a connector goes on, a legal citation's figures included
        # ("… INCISO XXXIII DO" / "ART. 7º DA CONSTITUIÇÃO FEDERAL"; issue 12, round 8)
        return _NOT_TITLE.search(re.sub(r"\d", "", key.replace(":", ""))) is None
    if _NOT_TITLE.search(key):
        return False
    if key.strip(" -") in _section_headings() or _smaller_print(title, nxt):
        # a section heading under the title ("CONTRATO DE LOCAÇÃO …" / "QUADRO RESUMO"),
        # not its second line (issue 12, round 10)
        return False
    centre_t, centre_n = (tb[0] + tb[2]) / 2, (nb[0] + nb[2]) / 2
    return abs(centre_t - centre_n) < 2 * title.height and nb[0] > tb[0] + 2 * title.height
