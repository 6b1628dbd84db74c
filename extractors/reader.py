"""`LabelReader`: a `PageReader` tuned for forms read by OCR as well as for text layers.

Colon-labelled hits first, headings last; OCR noise words dropped; a misread label found
by the fuzzy matcher when the exact one is missing. `labels(family)` is the label
vocabulary of a kind family (``patterns/labels.yaml``).
"""

from __future__ import annotations

import re
from collections.abc import Callable, Mapping, Sequence
from functools import cache

from extractors.candidate import Candidate, Parsed, RegionReader
from extractors.fuzzy import fuzzy_hits, label_like
from extractors.labelhits import LabelHit
from extractors.lines import Line, group_lines, text_of
from extractors.nlp import load_yaml
from extractors.pagereader import PageReader
from extractors.parsers import _OWN_LABEL, UFS
from extractors.text import fold, label_key
from intake.models import Page, Word


@cache
def labels(family: str) -> dict[str, list[str]]:
    """The label vocabulary of a kind family (``patterns/labels.yaml``)."""
    data: dict[str, dict[str, list[str]]] = load_yaml("labels.yaml")
    return {k: list(v) for k, v in data[family].items()}


def _colon_labelled(hit: LabelHit) -> bool:
    """True when the label is followed by a colon (``Nome:``, ``CPF :``): a form label,
    not a title word (``CONTRIBUINTE INDIVIDUAL``) nor an issuer's header (``CNPJ 12…``)."""
    words = hit.line.words
    last = hit.words[-1]
    if last.text.rstrip().endswith((":", ";")):
        return True
    i = next((i for i, w in enumerate(words) if w is last), len(words))
    nxt = words[i + 1] if i + 1 < len(words) else None
    return nxt is not None and nxt.text.strip()[:1] in (":", ";")


# OCR reads specks, stamps and box corners as lone symbols ("+", "|", "*", "«", "."): they
# are not words, and next to a label they hide it ("+ MUNICÍPIO", ". MUNICIPIO") or stick
# to a value ("Nome: + JOSÉ").
_NOISE_WORD = re.compile(r"^[+|*«»~^`'\"•·©®_=<>\\{}\[\].,]+$")


_SHORT_LOWER = re.compile(r"^[a-zà-ÿ]{1,3}[.,:;]?$")


def _caps_noise(line: Line) -> set[int]:
    """Ids of the short lower-case words of an upper-case line: OCR's reading of a
    smudge or of a small label (``SEGURADO cup``, ``MUNICÍPIO ur``), which would
    otherwise make the label before it look like prose. A state read in lower case
    (``sp``) is a value and stays."""
    short = {id(w) for w in line.words
             if _SHORT_LOWER.match(w.text) and fold(w.text).strip(".,:;") not in UFS}
    others = [w for w in line.words if id(w) not in short and re.search(r"[A-Za-zÀ-ÿ]{2}", w.text)]
    if not short or not others or any(w.text != w.text.upper() for w in others):
        return set()
    return short


def _clean_page(page: Page) -> Page:
    """An OCR page without its noise words: lone symbols, and short lower-case words in
    upper-case lines (a text layer is kept as is)."""
    if page.source != "ocr":
        return page
    words = [w for w in page.words if not _NOISE_WORD.match(w.text.strip())]
    noise: set[int] = set()
    for ln in group_lines(words, page.number):
        noise |= _caps_noise(ln)
    words = [w for w in words if id(w) not in noise]
    return page if len(words) == len(page.words) else page.model_copy(update={"words": words})


def _trim_edges(words: list[Word]) -> list[Word]:
    """A value region without the punctuation-only words at its edges."""
    out = list(words)
    while out and not re.search(r"[0-9A-Za-zÀ-ÿ]", out[0].text):
        out = out[1:]
    while out and not re.search(r"[0-9A-Za-zÀ-ÿ]", out[-1].text):
        out = out[:-1]
    return out


def _title_like(hit: LabelHit, labelled: set[int] | frozenset[int] = frozenset()) -> bool:
    """True when the label's words open an upper-case heading (``APÓLICE DE SEGURO DE
    ACIDENTES PESSOAIS``, ``CONTRIBUINTE INDIVIDUAL``): more words follow that are not
    labels themselves (ids in ``labelled``: a table's header row is no heading), none is
    a number, and the line has no colon."""
    words = hit.line.words
    last = hit.words[-1]
    i = next((i for i, w in enumerate(words) if w is last), len(words))
    rest = [w for w in words[i + 1:] if label_key(w.text) and id(w) not in labelled]
    if not rest or ":" in hit.line.text or re.search(r"\d", hit.line.text):
        return False
    return all(w.text == w.text.upper() for w in words if re.search(r"[A-Za-zÀ-ÿ]", w.text))


class LabelReader(PageReader):
    """A `PageReader` tuned for forms read by OCR as well as for text layers.

    - a field's colon-labelled hits are tried first, then the others in reading order,
      and a label word that opens a heading last: a document's own ``CPF: …`` wins over
      the issuer's ``CNPJ 12.345…`` in the header, ``Nome: …`` over a title word that is
      also a label (``CONTRIBUINTE INDIVIDUAL``, ``APÓLICE DE SEGURO…``);
    - OCR noise (lone symbols) is dropped from OCR pages, and punctuation-only words
      from the edges of a value region;
    - the line below a label is not its value when it starts with a label of its own.
    """

    def __init__(self, pages: Sequence[Page], vocabulary: Mapping[str, Sequence[str]],
                 reocr: RegionReader | None = None) -> None:
        super().__init__([_clean_page(p) for p in pages], vocabulary, reocr)
        self._fuzzy_done: set[str] = set()
        self._only: list[LabelHit] | None = None

    def hits(self, name: str) -> list[LabelHit]:
        if self._only is not None:
            return list(self._only)
        found = super().hits(name)
        if not found and name not in self._fuzzy_done and name in self.vocabulary:
            self._fuzzy_done.add(name)
            found = self._fuzzy(name)
        labelled = {id(w) for p in self.pages for h in self.indexes[p.number].all_hits
                    for w in h.words}
        return sorted(found, key=lambda h: (_title_like(h, labelled), not _colon_labelled(h)))

    def read(self, name: str, parse: Callable[[str], Parsed | None],
             where: Sequence[str] = ("right", "below"), max_lines: int = 1,
             profile: str = "text") -> Candidate | None:
        """`PageReader.read`; when the labels found give no value, the same label misread
        by OCR elsewhere on the page (``APÓUCE`` under a title that says ``APÓLICE``)."""
        got = super().read(name, parse, where, max_lines, profile)
        if got is not None or name in self._fuzzy_done or name not in self.vocabulary:
            return got
        self._fuzzy_done.add(name)
        extra = self._fuzzy(name)
        if not extra:
            return None
        self._only = extra
        try:
            return super().read(name, parse, where, max_lines, profile)
        finally:
            self._only = None

    def _fuzzy(self, name: str) -> list[LabelHit]:
        """A label OCR misread (``MUNICIMO``), found by edit distance on OCR pages, and
        added to the page's index so that it bounds its neighbours' regions too."""
        out: list[LabelHit] = []
        for p in self.pages:
            if p.source != "ocr":
                continue
            index = self.indexes[p.number]
            for hit in fuzzy_hits(index, name, self.vocabulary[name]):
                index.hits.setdefault(name, []).append(hit)
                index.all_hits.append(hit)
                out.append(hit)
        return out

    def regions(self, hit: LabelHit, where: Sequence[str], max_lines: int = 1
                ) -> list[tuple[str, list[Word]]]:
        out: list[tuple[str, list[Word]]] = []
        for method, words in super().regions(hit, where, max_lines):
            if method == "label-below" and max_lines > 1:
                words = self._before_next_label(words, hit.page)
            words = _trim_edges(words)
            if not words:
                continue
            if method == "label-below" and _OWN_LABEL.match(text_of(words)):
                continue
            out.append((method, words))
        return out

    def _before_next_label(self, words: list[Word], page: int) -> list[Word]:
        """The rows of a multi-line value up to the first one that prints a label (OCR
        misread it, so the index does not know it: ``TITULO DO ESTABELECIMENTO…``)."""
        if self._source.get(page) != "ocr":
            return words
        rows = group_lines(words, page)
        keep: list[Word] = []
        for i, row in enumerate(rows):
            # the whole visual line: the index may know its right part as a label
            full = next((ln for ln in self.lines[page] if any(w is row.words[0] for w in ln.words)),
                        row)
            if i and label_like(full.text, self.vocabulary):
                break
            keep.extend(row.words)
        return [w for w in words if any(w is k for k in keep)]

    def reread_words(self, page: int, words: list[Word], parse: Callable[[str], Parsed | None],
                     profile: str = "text") -> Candidate | None:
        """Re-read the crop of ``words`` (OCR pages with a re-OCR hook only)."""
        if self.reocr is None or self._source.get(page) != "ocr" or not words:
            return None
        return self._reread(page, words, parse, profile)
