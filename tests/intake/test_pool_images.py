"""A scanned PDF read by the page pool hands back each page's upright image through a
file, so that the extractors' re-OCR of a field reads the pixels OCR read instead of
rendering and turning the page again (issue 15: a tenth of the server's time on a
10-page scan). The files do not outlive the read.
"""

from __future__ import annotations

import glob
import os
import tempfile

import numpy as np

from intake import pipeline
from intake.pipeline import page_image, read_bytes


def _leftovers() -> set[str]:
    return set(glob.glob(os.path.join(tempfile.gettempdir(), "dossie-upright-*")))


def test_pool_pages_come_back_with_their_images(monkeypatch) -> None:  # type: ignore[no-untyped-def]
    from tests.intake.conftest import make_pdf

    before = _leftovers()
    pdf = make_pdf(font_size=16, pages=2, image_only=True)
    doc = read_bytes(pdf, "digitalizado.pdf")
    assert [p.source for p in doc.pages] == ["ocr", "ocr"]
    assert _leftovers() == before  # the directory and its files are gone

    def no_render(*_a, **_k):  # type: ignore[no-untyped-def]
        raise AssertionError("a page kept from the OCR was rendered again")

    monkeypatch.setattr("intake.raster.load_page_image", no_render)
    for page in doc.pages:
        img = page_image(doc, page.number)
        assert isinstance(img, np.ndarray) and img.ndim == 2 and not img.flags.writeable
        # the bboxes refer to it: the page in points at its dpi
        assert abs(img.shape[1] * 72.0 / float(page.dpi) - page.width) < 1.0


def test_over_the_limit_pages_are_rendered_again(monkeypatch) -> None:  # type: ignore[no-untyped-def]
    from tests.intake.conftest import make_pdf

    monkeypatch.setattr(pipeline, "KEEP_PAGES", 1)
    pdf = make_pdf(font_size=16, pages=2, image_only=True)
    doc = read_bytes(pdf, "digitalizado.pdf")
    rendered: list[int] = []
    import intake.raster as raster  # page_image imports it when it renders

    orig = raster.load_page_image

    def spy(*a, **k):  # type: ignore[no-untyped-def]
        rendered.append(a[2])
        return orig(*a, **k)

    monkeypatch.setattr(raster, "load_page_image", spy)
    page_image(doc, 1)
    assert rendered == [0]
