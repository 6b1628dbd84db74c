"""A document's own part: its pages up to an attached document (issue 12).

A requerimento often arrives with a procuração stapled behind it, in the same file and
even on the same page: the procuração's date, its outorgado and its own "Data de emissão"
are not the requerimento's (failure class 8: the requerimento's data_emissao was the
procuração's). The attachment starts at a heading line (`attachment_titles` in
``patterns/prose.yaml``) below the document's own head; the own part is everything above.
"""

from __future__ import annotations

import re
from collections.abc import Sequence
from functools import cache

from extractors.lines import page_lines
from extractors.nlp import load_yaml
from extractors.text import label_key
from intake.models import Page

_HEAD_LINES = 3  # a document's own title sits in its first lines


@cache
def _spec() -> tuple[frozenset[str], re.Pattern[str]]:
    data = load_yaml("prose.yaml")["attachments"]
    rx = re.compile(r"^(?:" + "|".join(data["titles"]) + r")$")
    return frozenset(data["kinds"]), rx


def _heading(text: str) -> bool:
    letters = [c for c in text if c.isalpha()]
    return bool(letters) and sum(c.isupper() for c in letters) >= 0.8 * len(letters) \
        and len(text.split()) <= 8


def own_part(pages: Sequence[Page], kind: str) -> list[Page]:
    """``pages`` cut at the first attached document's heading (all of them for a kind
    that carries no attachments, or when none is found)."""
    kinds, rx = _spec()
    if kind not in kinds:
        return list(pages)
    for n, page in enumerate(pages):
        lines = page_lines(page)
        for i, ln in enumerate(lines):
            if (n == 0 and i < _HEAD_LINES) or not _heading(ln.text):
                continue
            if not rx.match(label_key(ln.text)):
                continue
            top = ln.bbox[1]
            kept = [w for w in page.words if w.bbox[3] <= top]
            head = [*pages[:n]]
            if kept:
                head.append(page.model_copy(update={"words": kept}))
            return head or list(pages)
    return list(pages)
