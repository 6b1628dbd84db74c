"""Turn one or several `Doc`s into born-digital PDF bytes."""

from __future__ import annotations

import io

from samples.model import REGISTRY, Doc
from samples.pdfkit import Pen, new_canvas

# per-layout font family (keeps the look varied between layouts)
LAYOUT_FAMILY: dict[str, str] = {
    "digital_2025": "helv",
    "eletronico_2020": "dejavu",
    "cnh_2017": "helv",
    "cnh_2022": "dejavu-cond",
}


def render_pdf(docs: list[Doc], title: str = "documento") -> bytes:
    """Draw every doc in order into one PDF; sets each doc's `pages`."""
    buf = io.BytesIO()
    c = new_canvas(buf, title=title)
    for doc in docs:
        renderer = REGISTRY[doc.kind].layouts[doc.layout]
        family = doc.data.get("family") or LAYOUT_FAMILY.get(doc.layout, "helv")
        pen = Pen(c, family=family)
        renderer(pen, doc)
        doc.pages = pen.pages
    c.save()
    return buf.getvalue()
