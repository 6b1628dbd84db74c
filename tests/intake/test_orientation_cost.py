"""How much OCR finding a page's way up costs (issue 15: an upside-down page was read
in full twice, and the fallback ran a tesseract process per candidate rotation)."""

from __future__ import annotations

import shutil
import subprocess
from pathlib import Path

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
    turn, _conf = preprocess.detect_orientation(np.ascontiguousarray(np.rot90(gray, 1)),
                                                engine=tess.ENGINE)
    assert turn == 270  # turned 90° counter-clockwise: 270° more makes it upright
    assert preprocess.orientation_by_vote(gray, engine=tess.ENGINE, candidates=(0, 180))[0] == 0
    assert calls == []  # OSD and the vote used the warm engines


FIXTURES = Path(__file__).resolve().parents[2] / "samples" / "fixtures"
CROP_PIXELS = 250_000  # the vote crop is 800 x 200


@pytest.mark.parametrize("name", ["cnd_federal.photo.jpg", "cnh.scan.png", "crlv.scan.pdf"])
def test_an_upright_page_reads_its_vote_crop_once(reads: list[int], name: str) -> None:
    """Issue 15: upright pages are most of a dossier; the crop turned over is read only
    when the upright crop reads poorly (these pages' crops read 0.35-0.91 confident)."""
    from intake.pipeline import read_file

    doc = read_file(FIXTURES / name)
    assert doc.pages[0].rotation == 0
    crops = [n for n in reads if n <= CROP_PIXELS]
    assert len(crops) == 1, reads


def test_the_vote_crop_found_on_the_thumbnail_reads_as_the_full_page_one() -> None:
    """The crop's text height is measured on the 1000-px thumbnail the text direction
    used (half the vote's preparation on a 200-dpi page), then again on the window at
    full resolution: the crop is the same size, its text about 28 px high, and it reads."""
    from intake import preprocess
    from intake.preprocess.textsize import _window_text_height
    from intake.scanpage import (
        VOTE_CHARS,
        VOTE_CROP,
        VOTE_QUALITY,
        reading_quality,
        tesseract_words,
    )

    gray = render_gray(make_pdf(LINES * 3, font_size=11, leading=16), 200)
    assert max(gray.shape) > 2000  # a full page: the thumbnail is a shrunk copy
    thumb = preprocess.downscale(gray, 1000)
    crop = preprocess.vote_crop(gray, size=VOTE_CROP, thumb=thumb)
    h, w = crop.shape
    assert h <= VOTE_CROP[1] + 2 and w <= VOTE_CROP[0] + 2
    assert 24.0 <= _window_text_height(crop, 28.0) <= 32.0
    quality, chars = reading_quality(tesseract_words(crop, page=1, dpi=300.0, psm=6))
    assert quality >= VOTE_QUALITY and chars >= VOTE_CHARS


class ScriptedEngine:
    """An `OcrEngine` that reads text only on its `good`-th call, and has no OSD."""

    def __init__(self, good: int) -> None:
        self.good = good
        self.calls: list[tuple[int, tuple[int, ...]]] = []

    def tsv(self, image: np.ndarray, *, psm: int, timeout: float) -> str:
        self.calls.append((psm, image.shape))
        header = "level\tpage_num\tblock_num\tpar_num\tline_num\tword_num\tleft\ttop\twidth\theight\tconf\ttext\n"
        if len(self.calls) != self.good:
            return header
        return header + "5\t1\t1\t1\t1\t1\t0\t0\t90\t20\t96\tCERTIFICADO\n"

    def osd(self, image: np.ndarray, *, timeout: float) -> tuple[int, float]:
        raise RuntimeError("no orientation")


def test_orientation_reads_through_the_engine_it_is_given(monkeypatch: pytest.MonkeyPatch) -> None:
    """Issue 16, item 7: the orientation code receives its OCR engine; it never reaches
    for tesseract itself."""
    from intake import preprocess

    def no_tesseract(*_a, **_kw):  # type: ignore[no-untyped-def]
        raise AssertionError("the orientation code called tesseract directly")

    monkeypatch.setattr(tess, "image_tsv", no_tesseract)
    monkeypatch.setattr(tess, "osd", no_tesseract)
    gray = render_gray(make_pdf(LINES * 3, font_size=14, leading=22), 200)
    # the vote reads candidate 0 first, then 180: the engine reads text only on the 2nd
    engine = ScriptedEngine(good=2)
    assert preprocess.orientation_by_vote(gray, engine=engine, candidates=(0, 180))[0] == 180
    assert [psm for psm, _shape in engine.calls] == [6, 6]
    # OSD fails, the text runs horizontally: the vote decides between 0 and 180
    engine = ScriptedEngine(good=1)
    assert preprocess.detect_orientation(gray, engine=engine)[0] == 0
    assert len(engine.calls) == 2


def _unreadable_lines(seed: int = 7) -> np.ndarray:
    """A 200-dpi page of lines of ink blobs: lines across the page, no letters."""
    rng = np.random.default_rng(seed)
    page = np.full((2200, 1700), 255, np.uint8)
    for top in range(200, 2000, 60):
        x = 150
        while x < 1500:
            w, h = int(rng.integers(8, 30)), int(rng.integers(18, 30))
            page[top + 30 - h:top + 30, x:x + w] = 0
            x += w + int(rng.integers(4, 20))
    return page


def test_a_page_read_both_ways_with_lines_across_asks_no_osd(
        reads: list[int], monkeypatch: pytest.MonkeyPatch) -> None:
    """Issue 15: when neither way up reads and the lines run across the page, OSD and the
    vote could only choose between the two readings already made: they are not asked."""
    from intake import preprocess

    asked: list[str] = []
    real_osd = tess.ENGINE.osd
    monkeypatch.setattr(tess.ENGINE, "osd",
                        lambda *a, **kw: asked.append("osd") or real_osd(*a, **kw))
    monkeypatch.setattr(preprocess, "detect_orientation",
                        lambda *a, **kw: asked.append("detect") or (0, 0.0))
    page = _unreadable_lines()
    assert preprocess.line_direction(page) > 0.25  # the premise: lines across the page
    doc = read_bytes(to_png(page, 200), "borrão.png")
    assert len([n for n in reads if n >= PAGE_PIXELS]) == 2, reads  # both ways up, in full
    assert asked == []
    assert doc.pages[0].rotation in (0, 180)
