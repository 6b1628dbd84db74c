"""Markdown for the speed benchmark, and `BENCHMARKS.md` kept as a set of `## ` sections.

`update_sections` replaces the sections this benchmark owns and leaves every other one
(the accuracy report of `python -m benchmarks.accuracy`, revalidation, …) as it is; an
`## Accuracy` placeholder is added when there is none yet.
"""

from __future__ import annotations

import re
from pathlib import Path

ACCURACY = "## Accuracy"
ACCURACY_PLACEHOLDER = (
    "_Filled by `python -m benchmarks.accuracy` (`make bench-accuracy`)._\n"
)
TITLE = "# Benchmarks"


def table(header: list[str], rows: list[list[str]], align: str | None = None) -> str:
    """A Markdown table; `align` is one char per column (`l` or `r`, default right but first)."""
    align = align or "l" + "r" * (len(header) - 1)
    sep = ["---" if a == "l" else "---:" for a in align]
    lines = ["| " + " | ".join(header) + " |", "| " + " | ".join(sep) + " |"]
    lines += ["| " + " | ".join(r) + " |" for r in rows]
    return "\n".join(lines) + "\n"


def split_sections(text: str) -> tuple[str, list[tuple[str, str]]]:
    """(preamble, [(heading line, body)]) split at `## ` headings (`###` stay inside)."""
    parts = re.split(r"(?m)^(## .*)$", text)
    preamble, rest = parts[0], parts[1:]
    sections = [(rest[i].strip(), rest[i + 1]) for i in range(0, len(rest), 2)]
    return preamble, sections


def _key(heading: str) -> str:
    return heading.split("(")[0].strip().lower()


def update_sections(path: Path, new: list[tuple[str, str]], intro: str) -> str:
    """Replace (or append) the given sections in `path`, keep the others; return the text."""
    text = path.read_text(encoding="utf-8") if path.exists() else f"{TITLE}\n\n{intro}\n"
    preamble, sections = split_sections(text)
    if not preamble.strip():
        preamble = f"{TITLE}\n\n{intro}\n"
    by_key = {_key(h): i for i, (h, _b) in enumerate(sections)}
    for heading, body in new:
        item = (heading, "\n\n" + body.strip() + "\n\n")
        if _key(heading) in by_key:
            sections[by_key[_key(heading)]] = item
        else:
            # new speed sections go before the accuracy section, if any
            at = by_key.get(_key(ACCURACY), len(sections))
            sections.insert(at, item)
            by_key = {_key(h): i for i, (h, _b) in enumerate(sections)}
    if _key(ACCURACY) not in by_key:
        sections.append((ACCURACY, "\n\n" + ACCURACY_PLACEHOLDER + "\n"))
    out = preamble.rstrip() + "\n\n" + "".join(h + b for h, b in sections)
    out = out.rstrip() + "\n"
    path.write_text(out, encoding="utf-8")
    return out
