"""Dotted leaders and holder introductions of a certidão (issue 12, round 10).

A run of dots or underscores between a label and its value ("Nome ........ FULANO") is
a separator, on any certidão; OCR reads such a run as a long word of a few letters
("EEREEEESEEENSEENSEEE"), a separator too. A holder named on the line after a phrase
that ends with a colon ("… relativos à pessoa:" / "HENRY GABRIEL …") or after a
lower-case "requerido:" label is read here as well.
"""

from __future__ import annotations

import re

from extractors.candidate import Candidate
from extractors.lines import Line, cells, confidence_of, text_of
from extractors.pagereader import PageReader
from extractors.parsers import is_form_text, parse_holder_name, parse_name

# three dots/underscores or more, with the spaces between them ("Nome . . . . FULANO")
_DOT_RUN = re.compile(r"(?:[._·…]\s?){3,}")


def _is_leader_token(token: str) -> bool:
    """A word that is a leader read by OCR: 10+ characters of at most 6 distinct letters
    and dots (no name's word is "CCESERSENSESENSENEE"), or a run of dots."""
    if _DOT_RUN.fullmatch(token + " ") or _DOT_RUN.fullmatch(token):
        return True
    letters = re.sub(r"[^A-Za-zÀ-ÿ]", "", token)
    if len(token) >= 20:  # no name's word runs 20 letters
        return True
    return len(token) >= 10 and len(set(token.upper())) <= 6 and len(letters) >= 0.6 * len(token)


def strip_leader(text: str) -> str | None:
    """``text`` without a leading leader; None when a leader follows other words (the
    words before it are another field's label, "ENDEREÇO ...... RUA X": not this value)."""
    text = _DOT_RUN.sub(" \u2063 ", text)  # a dot run: a token of its own
    tokens = text.split()
    idx = [i for i, t in enumerate(tokens) if t == "\u2063" or _is_leader_token(t)]
    if not idx:
        return " ".join(tokens)
    if idx[0] > 0:
        return None
    last = idx[0]
    while last + 1 < len(tokens) and (last + 1) in idx:
        last += 1
    rest = tokens[last + 1:]
    if any(i > last for i in idx):
        return None
    return " ".join(rest)


# a phrase that introduces the holder and ends its line with a colon ("relativos à
# pessoa:", "em nome de:", "pesquisado(a):"); the holder's name starts the next line
_INTRO = re.compile(
    r"(?:\bpessoa|em nome de|em favor de|pesquisad[oa](?:\(a\))?|requerid[oa](?:\(a\))?|"
    r"interessad[oa](?:\(a\))?)\s*:\s*$", re.IGNORECASE)
# a lower-case "requerido:" label with the holder after it on its own line
_REQUERIDO = re.compile(r"^\s*requerid[oa](?:\(a\))?\s*:\s*(\S.*)$", re.IGNORECASE)


def _cell_words(line: Line) -> list[list]:
    return [[line.words[i] for i in cell] for cell in cells(line)]


def _overlaps(a: list, b: list) -> bool:
    ax0, ax1 = a[0].bbox[0], a[-1].bbox[2]
    bx0, bx1 = b[0].bbox[0], b[-1].bbox[2]
    return min(ax1, bx1) > max(ax0, bx0)


def holder_after_intro(reader: PageReader) -> Candidate | None:
    """The holder named after an introducing phrase: on the same cell after a
    "requerido:" label, or at the start of the next line's cell below a phrase ending
    with a colon. A printed layout, though read without a label's box: 0.85 of its words'
    confidence."""
    lines = reader.all_lines()
    for i, ln in enumerate(lines):
        for cell in _cell_words(ln):
            text = text_of(cell)
            m = _REQUERIDO.match(text)
            if m:  # a company's name may start with "DA" ("DA ROCHA TRANSPORTE LTDA")
                got = parse_name(m.group(1))
                if got is not None and len(got[0].split()) >= 2 and not is_form_text(got[0]):
                    return Candidate(got[0], None, cell, ln.page,
                                     round(confidence_of(cell) * 0.85, 3), "intro")
            if not _INTRO.search(text):
                continue
            for nxt in lines[i + 1:i + 3]:
                if nxt.page != ln.page:
                    break
                for below in _cell_words(nxt):
                    if not _overlaps(cell, below):
                        continue
                    got = parse_holder_name(text_of(below))
                    if got is not None and not is_form_text(got[0]):
                        return Candidate(got[0], None, below, nxt.page,
                                         round(confidence_of(below) * 0.85, 3), "intro")
    return None


_SUFFIX_TAIL = re.compile(r"^(.*?\b(?:LTDA\.?|S\.?/?A\.?|EIRELI|EPP))((?:\s+[A-ZÀ-Ý]{1,2}\.?)+)\s*$")


def trim_after_suffix(name: str) -> str:
    """A company's name ends with its legal suffix: one or two stray letters after it
    are a stamp's or a signature's marks over the line ("SÁ TURISMO LTDA. RA")."""
    m = _SUFFIX_TAIL.match(name)
    return m.group(1) if m else name
