"""Reads a law's text into the set of provisions it contains, as CONTRACT §5.2 refs.

Used by the fidelity test: every `ref` in a checklist must name an article, paragraph,
inciso or alínea that exists in the law text (`art9.IX`, `art8.p2.V`, `art10.pu.I`,
`art29.I.a`).
"""

from __future__ import annotations

import re
from pathlib import Path

ART = re.compile(r"^Art\.?\s*(\d+)\s*(?:\.?\s*[º°o])?")
PARA = re.compile(r"^§\s*(\d+)\s*\.?\s*[º°o]?")
PU = re.compile(r"^Par[áa]grafo\s+[úu]nico", re.IGNORECASE)
INCISO = re.compile(r"^([IVXLC]+)\s*[-–—]")
ALINEA = re.compile(r"^([a-z])\)")


def provisions(text: str) -> set[str]:
    """Every ref present in `text`."""
    refs: set[str] = set()
    art: str | None = None
    para: str | None = None
    inciso: str | None = None
    for raw in text.splitlines():
        line = raw.strip()
        if m := ART.match(line):
            art, para, inciso = f"art{int(m.group(1))}", None, None
            refs.add(art)
            continue
        if art is None:
            continue
        if m := PARA.match(line):
            para, inciso = f"p{int(m.group(1))}", None
            refs.add(f"{art}.{para}")
        elif PU.match(line):
            para, inciso = "pu", None
            refs.add(f"{art}.pu")
        elif m := INCISO.match(line):
            inciso = m.group(1)
            refs.add(".".join(x for x in (art, para, inciso) if x))
        elif (m := ALINEA.match(line)) and inciso:
            refs.add(".".join(x for x in (art, para, inciso, m.group(1)) if x))
    return refs


def provisions_of_file(path: Path) -> set[str]:
    return provisions(path.read_text(encoding="utf-8"))
