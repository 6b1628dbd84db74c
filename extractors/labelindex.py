"""Finding a vocabulary's labels on a page's lines (`build_index`)."""

from __future__ import annotations

import re
from collections.abc import Mapping, Sequence

from extractors.fuzzy import fuzzy_index_hits, one_letter_regex, tolerance
from extractors.labelhits import _FIELD_NUMBER, LabelHit, LabelIndex, _line_keys, _standalone
from extractors.lines import Line
from extractors.text import label_key


def _label_regex(label: str) -> re.Pattern[str]:
    key = label_key(label)
    # OCR may merge or split words: spaces inside a label are optional.
    body = r" ?".join(one_letter_regex(tok) for tok in key.split())
    return re.compile(rf"(?<![A-Z0-9]){body}(?![A-Z0-9])")


def build_index(lines: list[Line], vocabulary: Mapping[str, Sequence[str]]) -> LabelIndex:
    """Find every label of ``vocabulary`` (field name → printed variants) in ``lines``.

    Overlapping matches are resolved longest first, so ``PLACA ANTERIOR / UF`` is not
    also read as ``PLACA``. A field number right before a label joins the hit.
    """
    index = LabelIndex(lines=lines)
    patterns = [
        (name, _label_regex(v), len(label_key(v)))
        for name, variants in vocabulary.items()
        for v in variants
        if label_key(v)
    ]
    patterns.sort(key=lambda p: -p[2])
    fuzzy = sorted(
        {(name, label_key(v).replace(" ", ""), len(label_key(v).split()))
         for name, variants in vocabulary.items() for v in variants
         if tolerance(len(label_key(v).replace(" ", ""))) > 0},
        key=lambda t: (-len(t[1]), t[0], t[1]),
    )
    for li, line in enumerate(lines):
        text, spans = _line_keys(line)
        if not text:
            continue
        taken: list[tuple[int, int]] = []
        found: list[tuple[int, LabelHit]] = []
        for name, rx, _ in patterns:
            for m in rx.finditer(text):
                s, e = m.span()
                if any(s < te and ts < e for ts, te in taken):
                    continue
                # A label starts at a word start; partial words are not labels.
                idx = [wi for ws, we, wi in spans if ws < e and s < we]
                starts = {ws for ws, _, _ in spans}
                if s not in starts:
                    continue
                if not _standalone(line, idx):
                    continue
                taken.append((s, e))
                first = idx[0]
                if first > 0 and _FIELD_NUMBER.match(line.words[first - 1].text.strip()):
                    idx.insert(0, first - 1)
                hit = LabelHit(name, [line.words[i] for i in idx], line, li)
                found.append((s, hit))
        # A one-word label of a few letters found exactly ("DATA") may be the start of a
        # longer label OCR garbled ("DATA MESSÃO"): the longer fuzzy match takes it over.
        weak = [h for _, h in found if len(h.words) == 1 and len(label_key(h.words[0].text)) <= 5
                and h.words[0].source == "ocr"]
        strong_ids = {id(w) for _, h in found if not any(h is x for x in weak) for w in h.words}
        fuzzy_found = fuzzy_index_hits(line, li, fuzzy, strong_ids)
        fuzzy_ids = {id(w) for _, h in fuzzy_found for w in h.words}
        found_words = [(line.words.index(h.words[0]), h) for _, h in found
                       if not (any(h is x for x in weak) and id(h.words[0]) in fuzzy_ids)]
        found_words += fuzzy_found
        for _, hit in sorted(found_words, key=lambda t: t[0]):
            index.hits.setdefault(hit.name, []).append(hit)
            index.all_hits.append(hit)
    return index
