"""Bundle splitting: group consecutive pages into documents.

A whole dossier scanned into one PDF holds many documents. Each page is classified on
its own; then a page starts a new document when a title of another kind opens it (a
page without a title continues a running multi-page document: issue 12), or when it
repeats the title of a kind printed one per page (two CRLVs in a row), or when a card's
front follows a page that showed the front already (two CNHs in a row: issue 12, round
7), or when it says it is page 1 ("Página 1 de 2"), or when a titled page of the
running kind follows a document complete by its page marker or carries another title
wording. A page that nobody recognises joins the document before it when that kind
runs over several pages (a certidão's second page, a contract's clauses), and otherwise
stands alone as ``unknown``.
"""

from __future__ import annotations

import re
from collections.abc import Sequence
from dataclasses import dataclass, field

from extractors import ids
from extractors.classify import UNTITLED_CAP, Classification
from extractors.kinds import UNKNOWN
from extractors.text import fold
from intake.models import Page

# Kinds printed on one page (the CNH: front and back, at most two).
SINGLE_PAGE: dict[str, int] = {"crlv": 1, "crv": 1, "cnpj": 1, "cnh": 2, "rg": 2}
# Cards whose title is printed on the front only (the CNH's "CARTEIRA NACIONAL DE
# HABILITAÇÃO", paper and 2022 models alike): a second page opening with the title after
# a page that showed it is another card's front, not this card's back (issue 12, round 7).
FRONT_TITLED = frozenset({"cnh"})

_PAGE_MARK = re.compile(r"\bPAG(?:INA)?\.?\s*(\d{1,3})\s*(?:DE|/)\s*(\d{1,3})\b")
_MIN_WORDS = 8  # a page with fewer words is a blank or a stray stamp


@dataclass
class Segment:
    """One document inside a file: its kind, its pages' classifications, and its pages."""

    kind: str
    confidence: float
    pages: list[Page] = field(default_factory=list)
    classes: list[Classification] = field(default_factory=list)

    @property
    def page_range(self) -> tuple[int, int]:
        return self.pages[0].number, self.pages[-1].number


def page_marker(page: Page) -> tuple[int, int] | None:
    """The printed "Página N de M", if any."""
    m = _PAGE_MARK.search(fold(page.text))
    if not m:
        return _footer_marker(page)
    n, total = int(m.group(1)), int(m.group(2))
    if 1 <= n <= total:
        return n, total
    return None


_BARE_MARK = re.compile(r"(\d{1,2})/(\d{1,2})")
_FOOTER = 0.9  # the page's bottom tenth holds its footer
_MAX_PAGES = 20


def _footer_marker(page: Page) -> tuple[int, int] | None:
    """A bare "1/2" closing the footer ("… Brasília/DF · 1/2"; issue 12, round 10: two
    certidões of one title in a row were read as one), never a date's "1/2" in the body."""
    if not page.height:
        return None
    for w in page.words:
        m = _BARE_MARK.fullmatch(w.text.strip())
        if m is None or w.bbox[1] < _FOOTER * page.height:
            continue
        n, total = int(m.group(1)), int(m.group(2))
        if 1 <= n <= total <= _MAX_PAGES:
            return n, total
    return None


def _starts_new(seg: Segment, page: Page, cls: Classification) -> bool:
    marker = page_marker(page)
    if marker is not None:
        if marker[0] == 1:
            return True
        if cls.kind in (UNKNOWN, seg.kind):
            return False
    if cls.kind == UNKNOWN:
        if len(page.words) < _MIN_WORDS:
            return False
        limit = SINGLE_PAGE.get(seg.kind)
        if cls.scores.get(seg.kind, 0.0) > 0 and (limit is None or len(seg.pages) < limit):
            return False  # it carries the running kind's labels (a CNH's back)
        # A substantive unrecognised page after a one-page kind is another document;
        # after a multi-page kind it is most likely that document's continuation.
        return seg.kind in SINGLE_PAGE
    if cls.kind != seg.kind:
        # Bundles split at titles, not at every page (issue 12): a page that no title
        # opens continues a running multi-page document (a contrato social's second
        # page of "balanço" and "exercício social" clauses is not a DRE), unless it
        # reads as a one-page kind (a CRLV whose title OCR garbled).
        return (
            cls.titled
            or (cls.title_in_head and cls.confidence >= 0.8)
            # nothing of the running kind and enough of another: another document
            # (issue 12, round 9: a certidão whose title went unread joined the CRF)
            or cls.scores.get(seg.kind, 0.0) <= 0.0
            or seg.kind == UNKNOWN
            or seg.kind in SINGLE_PAGE
            or cls.kind in SINGLE_PAGE
        )
    limit = SINGLE_PAGE.get(cls.kind)
    if limit is not None:
        return (
            len(seg.pages) >= limit
            or (limit == 1 and cls.title_in_head)
            or (
                cls.kind in FRONT_TITLED
                and cls.titled
                and any(c.title_in_head for c in seg.classes)
            )
            or _other_holder(seg, page)
        )
    # A multi-page kind repeats its title as a running header, so a title alone does not
    # split it; a titled page after a document that printed its last page ("Página 2 de
    # 2"), or one whose title is another wording than the running document's, opens the
    # next document of the same kind (issue 12, round 6: two antecedentes in a row).
    return cls.titled and (_complete(seg) or _other_title(seg, cls))


def _cpfs(page: Page) -> set[str]:
    """The valid CPFs a page prints (normalised)."""
    found = (ids.normalize_cpf(m.group(0)) for m in ids.CPF_PATTERN.finditer(page.text))
    return {c for c in found if c and ids.is_valid_cpf(c)}


def _other_holder(seg: Segment, page: Page) -> bool:
    """A card's page that prints a CPF and none of the CPFs the running card printed is
    another person's card, not this card's back (issue 12, round 10: a CNH-e whose title
    went unread followed by another holder's printed CNH was read as one card)."""
    new = _cpfs(page)
    if not new:
        return False
    seen: set[str] = set()
    for p in seg.pages:
        seen |= _cpfs(p)
    return bool(seen) and not (new & seen)


def _complete(seg: Segment) -> bool:
    """The segment's last page says it is the document's last ("Página N de N")."""
    marker = page_marker(seg.pages[-1])
    return marker is not None and marker[0] == marker[1]


_TITLE_WORDS = 10  # a title line is short; a running header names issuer and title
_CONSOLIDATION = re.compile(r"\bCONSOLIDA")
_AMENDMENT = re.compile(r"\bALTERACAO\b|\bADITIVO\b")


def _other_title(seg: Segment, cls: Classification) -> bool:
    """``cls`` opens with a title of the running kind worded otherwise than the title
    that opened the running document (neither contains the other, no "continuação")."""
    first = next((c.title_line for c in seg.classes if c.titled and c.title_line), "")
    new = cls.title_line
    if not first or not new or "CONTINUA" in new:
        return False
    if _CONSOLIDATION.search(new) and _AMENDMENT.search(first):
        # an alteração contratual prints the consolidated contract after its clauses
        # ("CONTRATO SOCIAL CONSOLIDADO"): the same filing, not another document
        # (issue 12, round 9)
        return False
    if len(new.split()) > _TITLE_WORDS or len(first.split()) > _TITLE_WORDS:
        return False
    return first not in new and new not in first


def split(pages: Sequence[Page], classes: Sequence[Classification]) -> list[Segment]:
    """Group consecutive pages into documents (one `Segment` per document)."""
    segments: list[Segment] = []
    for page, cls in zip(pages, classes, strict=True):
        if segments and not _starts_new(segments[-1], page, cls):
            seg = segments[-1]
            seg.pages.append(page)
            seg.classes.append(cls)
            if seg.kind == UNKNOWN and cls.kind != UNKNOWN:
                seg.kind, seg.confidence = cls.kind, cls.confidence
            continue
        segments.append(Segment(cls.kind, cls.confidence, [page], [cls]))
    for seg in segments:
        same = [c.confidence for c in seg.classes if c.kind == seg.kind]
        if same and seg.kind != UNKNOWN:
            seg.confidence = max(same)
        if seg.kind != UNKNOWN and _doubtful(seg):
            seg.confidence = min(seg.confidence, UNTITLED_CAP)
    return segments


def _doubtful(seg: Segment) -> bool:
    """The segment's kind is not sure (issue 12, round 9): its first page does not show
    the kind's title, or it took in a page that reads as another kind and shows nothing
    of its own (a certidão swallowed by the certificate before it)."""
    first = seg.classes[0]
    if first.kind != seg.kind or not first.title_in_head:
        return True
    return any(
        c.kind not in (UNKNOWN, seg.kind) and c.scores.get(seg.kind, 0.0) <= 0.0
        for c in seg.classes[1:]
    )
