"""Two generic page frames for text documents (certidões and simple kinds).

A builder puts a content dict in `doc.data["c"]`:
  header: list[str]          issuer lines (first one bold)
  title: list[str]           title lines
  rows: list[(label, value)] identification lines
  body: list[str]            paragraphs
  table: optional (headers, rows) simple grid
  footer: list[str]          closing lines (dates, validity, codes)
  sign: optional (name, role)
  page2: optional list[str]  paragraphs of a second page
  qr: bool                   draw a fake QR code
"""

from __future__ import annotations

import random
from typing import Any

from samples.pdfkit import Pen

NAVY = (0.1, 0.2, 0.45)


def _table(p: Pen, x: float, y: float, w: float, headers: list[str],
           rows: list[list[str]], size: float = 8.5) -> float:
    n = len(headers)
    cw = w / n
    h = size + 8
    p.rect(x, y - h, w, h, lw=0.5, fill=(0.9, 0.9, 0.9))
    for i, hd in enumerate(headers):
        p.text(x + i * cw + 3, y - h + 5, hd, size=size, bold=True)
    y -= h
    for r in rows:
        p.rect(x, y - h, w, h, lw=0.4)
        for i, cell in enumerate(r):
            p.text(x + i * cw + 3, y - h + 5, cell, size=size)
        y -= h
    return y - 10


def _rows(p: Pen, x: float, y: float, rows: list[tuple[str, str]], size: float) -> float:
    for label, value in rows:
        p.labelled(x, y, label, value, size=size)
        y -= size * 1.6
    return y


def _body(p: Pen, c: dict[str, Any], x: float, y: float, w: float, size: float) -> float:
    for para in c.get("body", []):
        y = p.para(x, y, w, para, size=size, justify=True) - 6
    if c.get("table"):
        headers, trows = c["table"]
        y = _table(p, x, y, w, headers, trows)
    return y


def _page2(p: Pen, c: dict[str, Any], x: float, w: float, size: float) -> None:
    if not c.get("page2"):
        return
    p.end_page()
    y = 800
    p.center(y, c["header"][0], size=9, bold=True)
    p.center(y - 12, c["title"][0], size=8)
    y -= 40
    for para in c["page2"]:
        y = p.para(x, y, w, para, size=size, justify=True) - 6
    p.right(555, 30, "Página 2 de 2", size=7)


def frame_classic(p: Pen, doc: Any) -> None:
    """Centred emblem/header, bold title, label lines, justified body, footer, signature."""
    c = doc.data["c"]
    rng = random.Random(doc.data.get("draw_seed", 0))
    y = 805
    p.seal(300, y - 18, 18, label=c.get("seal", "BRASIL"))
    y -= 50
    for i, ln in enumerate(c["header"]):
        p.center(y, ln, size=9.5 if i else 10.5, bold=(i == 0))
        y -= 13
    y -= 14
    for ln in c["title"]:
        p.center(y, ln, size=11.5, bold=True)
        y -= 16
    y -= 10
    x, w = 60, 475
    y = _rows(p, x, y, c.get("rows", []), 9.5) - 6
    y = _body(p, c, x, y, w, 9.5)
    y -= 6
    for ln in c.get("footer", []):
        y = p.para(x, y, w, ln, size=8.5) - 2
    if c.get("sign"):
        name, role = c["sign"]
        p.signature(200, max(y - 40, 90), 200, name, role, rng=rng)
    if c.get("qr"):
        p.qr(480, 40, 60, rng)
    if c.get("page2"):
        p.right(555, 30, "Página 1 de 2", size=7)
    _page2(p, c, x, w, 9.5)
    p.end_page()


def frame_boxed(p: Pen, doc: Any) -> None:
    """Coloured top band, title box, identification grid, body, footer box with code."""
    c = doc.data["c"]
    rng = random.Random(doc.data.get("draw_seed", 0))
    x, w = 40, 515
    p.band(x, 770, w, 55, NAVY)
    for i, ln in enumerate(c["header"][:4]):
        p.text(x + 60, 810 - i * 11, ln, size=9 if i == 0 else 7.5, bold=(i == 0),
               color=(1, 1, 1))
    p.c.setStrokeColorRGB(1, 1, 1)
    p.c.circle(x + 28, 797, 18)
    p.c.setStrokeColorRGB(0, 0, 0)
    y = 745
    th = 18 * len(c["title"]) + 8
    p.rect(x, y - th + 12, w, th, lw=1)
    for ln in c["title"]:
        p.center(y, ln, size=10.5, bold=True)
        y -= 18
    y -= 18
    rows = c.get("rows", [])
    for label, value in rows:
        p.rect(x, y - 6, w, 18, lw=0.4)
        p.band(x + 0.4, y - 5.6, 150, 17.2, (0.92, 0.93, 0.97))
        p.text(x + 4, y, label, size=8.5, bold=True)
        p.text(x + 158, y, value, size=9)
        y -= 18
    y -= 16
    y = _body(p, c, x + 5, y, w - 10, 9.2)
    foot = c.get("footer", [])
    fh = 14 * len(foot) + 16
    fy = min(y - 10, 60 + fh + 70)
    p.rect(x, fy - fh, w - 80 if c.get("qr") else w, fh, lw=0.6)
    ly = fy - 14
    for ln in foot:
        p.text(x + 6, ly, ln, size=8)
        ly -= 14
    if c.get("qr"):
        p.qr(x + w - 70, fy - fh, 68, rng)
    if c.get("sign"):
        name, role = c["sign"]
        p.signature(200, max(fy - fh - 60, 60), 200, name, role, rng=rng)
    if c.get("page2"):
        p.right(555, 30, "Página 1 de 2", size=7)
    _page2(p, c, x + 5, w - 10, 9.2)
    p.end_page()
