"""The back of the 2022 CNH model — its category table and its observations — and how
it misleads a reading of the front when a photocopy prints both side by side.

The back lists the categories in a table under a ``9 CATEGORIA | VALIDADE`` header
(one row per category, its validity beside it) and the ``12 OBSERVAÇÕES`` box. On a
photocopy of front and back side by side (issue 12, round 9), the header was taken for
the front's ``9 CAT. HAB.`` label and the table's first row (``A``) for the holder's
category, read as sure; and a row of the table printed on a line of its own between
the front's NOME label and its value hid the name. Here: the header is recognised and
set aside, the category is read under the front's own label, the name on the first
line under its label that starts at the label's left edge, and the observations, when
their label was lost, as the run of observation words (`vocab/cnh_observacoes.yaml`).
"""

from __future__ import annotations

import re
from functools import cache
from pathlib import Path

import yaml

from extractors.candidate import Candidate, Parsed
from extractors.fuzzy import edit_distance
from extractors.labelhits import LabelHit
from extractors.lines import confidence_of
from extractors.pagereader import PageReader
from extractors.parsers import parse_date_ocr, parse_name
from extractors.text import fold, label_key
from intake.models import Word

CATS = ("ACC", "AB", "AC", "AD", "AE", "A", "B", "C", "D", "E")
# Structural guesses (a value found by its place, not its label).
PLACE = 0.75
_VOCAB = Path(__file__).parent / "vocab" / "cnh_observacoes.yaml"


@cache
def _observation_words() -> tuple[frozenset[str], frozenset[str]]:
    """(folded marks, folded other words) of ``vocab/cnh_observacoes.yaml``."""
    with open(_VOCAB, encoding="utf-8") as fh:
        data = yaml.safe_load(fh)
    return frozenset(fold(w) for w in data["marks"]), frozenset(fold(w) for w in data["words"])


def has_observation_mark(text: str) -> bool:
    """True when ``text`` holds a word only an observation holds (``EAR``, ``MOPP``)."""
    marks, _ = _observation_words()
    return any(fold(t) in marks for t in re.findall(r"[A-Za-zÀ-ÿ]+", text))


def parse_categoria(text: str) -> Parsed | None:
    """The CNH category (A, B, AB, …, AE, ACC) as printed.

    OCR strays next to the value (``b AE``: a cell border read as a lower-case letter)
    are skipped: a category is printed in capitals; the longest one on the line wins.
    An observations list (``A; EAR; MOPP``: ``A`` is the code of corrective lenses) is
    no category (issue 12, round 9).
    """
    if has_observation_mark(text):
        return None
    found = []
    for n, raw in enumerate(text.split()):
        tok = re.sub(r"[^0-9A-Za-z]", "", raw)
        if tok == "c" and n == 0:
            tok = "C"  # the capital C and the small c have one shape: first, it is the value
        if tok and tok.isalpha() and tok == tok.upper() and label_key(tok) in CATS:
            found.append(label_key(tok))
    return (max(found, key=len), None) if found else None


# --- the category table's header -----------------------------------------------------------


def _table_header(hit: LabelHit) -> bool:
    """True when the CATEGORIA hit heads the back's table: the next word right of it on
    its line, close by, reads VALIDADE (a "Categoria: D  Validade: …" data row has a
    value between them)."""
    after = [w for w in hit.line.words if w.bbox[0] >= hit.bbox[2] - 1
             and not any(w is x for x in hit.words)]
    if not after or after[0].bbox[0] - hit.bbox[2] > 3 * hit.line.height:
        return False
    key = label_key(after[0].text).replace(" ", "")
    return edit_distance(key, "VALIDADE", 2) <= 2


def set_aside_table_header(reader: PageReader) -> list[LabelHit]:
    """Remove the table's header from the CATEGORIA hits (it stays a label, so no value
    region runs over it) and return it."""
    headers: list[LabelHit] = []
    for page in reader.pages:
        index = reader.indexes[page.number]
        hits = index.hits.get("categoria", [])
        keep = [h for h in hits if not _table_header(h)]
        headers.extend(h for h in hits if not any(h is k for k in keep))
        if hits:
            index.hits["categoria"] = keep
    return headers


_TABLE_ROW = re.compile(r"^(A|B|C|D|BE|CE|DE|C1E|D1E)$")


def categoria_from_table(reader: PageReader) -> Candidate | None:
    """CAT. HAB. from the 2022 model's category table when the field itself was not read
    (a lone letter is what OCR drops first): the rows that carry dates are the held
    international categories, which are cumulative (D implies B and C; E is held as
    BE, CE, DE): the Brazilian category is A (when held) plus the highest of B-E.
    Always below the checklists' threshold: a copy may date rows the holder lacks."""
    held: set[str] = set()
    words: list[Word] = []
    for line in reader.all_lines():
        if not line.words:
            continue
        raw = line.words[0].text
        code = label_key(raw).replace(" ", "")
        if raw != raw.upper() or not _TABLE_ROW.match(code):
            continue  # "a", "c": OCR's reading of C1, A1… not a row of its own
        rest = " ".join(w.text for w in line.words[1:])
        if parse_date_ocr(rest) is None:
            continue
        held.add("E" if code.endswith("E") else code)
        words.append(line.words[0])
    if not held - {"A"} and "A" not in held:
        return None
    top = next((c for c in ("E", "D", "C", "B") if c in held), "")
    cat = ("A" if "A" in held else "") + top
    if cat not in CATS:
        return None
    return Candidate(cat, None, words, reader.pages[-1].number,
                     round(confidence_of(words) * PLACE, 3), "table")


def categoria_under_label(reader: PageReader) -> Candidate | None:
    """CAT. HAB. printed right under its label, when the label's column also takes in
    the back's category table printed beside the front (issue 12, round 8: "BE", a row of
    that table, was the column's first word and no category): only the words under the
    label itself, on the next two lines."""
    for hit in reader.hits("categoria"):
        x0, x1 = hit.words[0].bbox[0], hit.words[-1].bbox[2]
        h = hit.line.height
        lines = reader.indexes[hit.page].lines
        for line in lines[hit.line_index + 1:hit.line_index + 3]:
            words = [w for w in line.words if w.bbox[0] >= x0 - h and w.bbox[2] <= x1 + h]
            parsed = parse_categoria(" ".join(w.text for w in words)) if words else None
            if parsed is not None:
                return Candidate(parsed[0], None, words, hit.page, confidence_of(words), "label-below")
    return None


# --- the name under its label, a table row between them ----------------------------------------


def name_under_label(reader: PageReader) -> Candidate | None:
    """NOME's value on the first line below its label that has a word starting at the
    label's left edge (lines holding only another box's print further right, a row of the
    back's table, are passed over); the value is that word's run, up to a gap wider than
    four letters' height."""
    for hit in reader.hits("nome"):
        h = hit.line.height
        x0 = hit.bbox[0]
        index = reader.indexes[hit.page]
        label_ids = {id(w) for x in index.all_hits for w in x.words}
        bottom = hit.bbox[3]
        for line in index.lines[hit.line_index + 1:hit.line_index + 4]:
            if line.bbox[1] - bottom > 3.5 * h:
                break
            start = next((i for i, w in enumerate(line.words) if abs(w.bbox[0] - x0) <= 1.5 * h), None)
            if start is None:
                continue
            run = [line.words[start]]
            for w in line.words[start + 1:]:
                if w.bbox[0] - run[-1].bbox[2] > 4 * h:
                    break
                run.append(w)
            if any(id(w) in label_ids for w in run):
                break  # the next label of the column: the value was not printed
            parsed = parse_name(" ".join(w.text for w in run))
            if parsed is None or len(run) < 2:
                break
            return Candidate(parsed[0], parsed[1], run, hit.page, confidence_of(run), "label-below")
    return None


# --- observations whose label was lost ---------------------------------------------------------


def _observation_token(tok: str) -> bool:
    marks, words = _observation_words()
    key = fold(tok.strip(";,."))
    return key in marks or key in words or bool(re.fullmatch(r"[A-Z]", key))


def parse_observation_run(text: str) -> Parsed | None:
    """``text`` when it is a run of observations (each word an observation word or a
    restriction code, one of them a word only an observation holds), as printed."""
    toks = text.split()
    if not toks or not all(_observation_token(t) for t in toks) or not has_observation_mark(text):
        return None
    return " ".join(toks).strip(" ,."), None


def observacoes_by_words(reader: PageReader) -> Candidate | None:
    """The observations when their label was lost (a photo's 5 pt print): the one run of
    observation words on the card (`parse_observation_run`), at lowered confidence."""
    found: list[Candidate] = []
    for line in reader.all_lines():
        words = line.words
        i = 0
        while i < len(words):
            if not _observation_token(words[i].text):
                i += 1
                continue
            h = max(1.0, words[i].bbox[3] - words[i].bbox[1])
            j = i + 1
            while (j < len(words) and _observation_token(words[j].text)
                   and words[j].bbox[0] - words[j - 1].bbox[2] <= 2 * h):
                j += 1
            run = words[i:j]
            # the run stands apart: no word glued to it on either side
            glued = (i > 0 and run[0].bbox[0] - words[i - 1].bbox[2] <= 2 * h) or (
                j < len(words) and words[j].bbox[0] - run[-1].bbox[2] <= 2 * h)
            parsed = None if glued else parse_observation_run(" ".join(w.text for w in run))
            if parsed is not None:
                found.append(Candidate(parsed[0], None, run, line.page,
                                       round(confidence_of(run) * PLACE, 3), "words"))
            i = j
    return found[0] if len({c.value for c in found}) == 1 else None
