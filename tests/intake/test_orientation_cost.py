"""How much OCR finding a page's way up costs (issue 15: an upside-down page was read
in full twice, and the fallback ran a tesseract process per candidate rotation)."""

from __future__ import annotations

import shutil
import subprocess

import numpy as np
import pytest

from intake import tess
from intake.pipeline import read_bytes
from tests.intake.conftest import LINES, make_pdf, render_gray, to_png

pytestmark = pytest.mark.skipif(shutil.which("tesseract") is None, reason="tesseract not installed")

PAGE_PIXELS = 1_000_000  # a full page at 200 dpi is about 3.9 million


@pytest.fixture
def reads(monkeypatch: pytest.MonkeyPatch) -> list[int]:
    """Pixels of every image the warm engine reads."""
    seen: list[int] = []
    real = tess.image_tsv

    def spy(image: np.ndarray, **kw):  # type: ignore[no-untyped-def]
        seen.append(int(image.shape[0] * image.shape[1]))
        return real(image, **kw)

    monkeypatch.setattr(tess, "image_tsv", spy)
    return seen


@pytest.mark.parametrize("rotation", [0, 180])
def test_a_page_is_read_in_full_once_whichever_way_up(reads: list[int], rotation: int) -> None:
    gray = render_gray(make_pdf(LINES * 3, font_size=14, leading=22), 200)
    doc = read_bytes(to_png(np.ascontiguousarray(np.rot90(gray, rotation // 90)), 200), "scan.png")
    (page,) = doc.pages
    assert page.rotation == rotation
    assert {"CERTIFICADO", "ABC1D23"} <= {w.text for w in page.words}
    full = [n for n in reads if n >= PAGE_PIXELS]
    assert len(full) == 1, reads  # the crop vote decided; the page itself was read once
    assert sum(n for n in reads if n < PAGE_PIXELS) < 0.25 * full[0]  # the vote is cheap


def test_orientation_fallback_runs_no_tesseract_process(monkeypatch: pytest.MonkeyPatch) -> None:
    from intake import preprocess

    gray = render_gray(make_pdf(LINES * 3, font_size=14, leading=22), 200)
    tess.warm()
    calls: list[object] = []
    real = subprocess.Popen.__init__

    def spy(self, *a, **kw):  # type: ignore[no-untyped-def]
        calls.append(a[0] if a else kw.get("args"))
        real(self, *a, **kw)

    monkeypatch.setattr(subprocess.Popen, "__init__", spy)
    turn, _conf = preprocess.detect_orientation(np.ascontiguousarray(np.rot90(gray, 1)))
    assert turn == 270  # turned 90° counter-clockwise: 270° more makes it upright
    assert preprocess.orientation_by_vote(gray, candidates=(0, 180))[0] == 0
    assert calls == []  # OSD and the vote used the warm engines
