"""One warm tesseract engine per process (tesserocr), with the CLI as fallback.

Why: every tesseract CLI call (and every pytesseract call, which runs the CLI) loads
`por.traineddata` again and encodes the image to a file; on a scanned page that is a
good part of the OCR time, and on the small crops extractors re-read it is most of it
(issue 3: page → fields within 1.1× of one CLI call). tesserocr keeps the model loaded
(`PyTessBaseAPI`) and takes the numpy pixels directly (`SetImageBytes`).

The output is the TSV tesseract's CLI prints (`GetTSVText`), parsed by one function, so
both engines give the same `Word`s. Each process (and thread) has its own engine: a
`PyTessBaseAPI` must not be shared between threads. `DOSSIE_OCR_ENGINE=cli` forces the
CLI (also used when tesserocr or the tessdata directory cannot be found).
"""

from __future__ import annotations

import glob
import os
import subprocess
import tempfile
import threading
from functools import lru_cache
from typing import Any, Protocol

os.environ["OMP_THREAD_LIMIT"] = "1"  # see intake.ocr: processes parallelise, not threads

import numpy as np

from core.settings import OcrSettings
from intake.models import Word

_TMP = "/dev/shm" if os.path.isdir("/dev/shm") and os.access("/dev/shm", os.W_OK) else None
_local = threading.local()


@lru_cache(maxsize=1)
def tessdata_dir() -> str | None:
    """The directory holding `por.traineddata`: TESSDATA_PREFIX, else Debian's place."""
    candidates = []
    prefix = OcrSettings().tessdata_prefix
    if prefix:
        candidates += [str(prefix), os.path.join(prefix, "tessdata")]
    candidates += sorted(glob.glob("/usr/share/tesseract-ocr/*/tessdata"), reverse=True)
    candidates += ["/usr/share/tessdata", "/usr/local/share/tessdata"]
    for c in candidates:
        if os.path.isfile(os.path.join(c, "por.traineddata")):
            return c.rstrip("/") + "/"
    return None


def engine_name() -> str:
    """"tesserocr" when the in-process engine is usable here, else "cli"."""
    if OcrSettings().ocr_engine == "cli":
        return "cli"
    try:
        import tesserocr  # noqa: F401
    except ImportError:
        return "cli"
    return "tesserocr" if tessdata_dir() else "cli"


def _api(lang: str) -> Any:  # a tesserocr.PyTessBaseAPI (the library has no types)
    """This thread's engine for `lang`, created on first use (about 0.2 s)."""
    import tesserocr

    apis = getattr(_local, "apis", None)
    if apis is None:
        apis = _local.apis = {}
    api = apis.get(lang)
    if api is None:
        api = tesserocr.PyTessBaseAPI(path=tessdata_dir(), lang=lang,
                                      oem=tesserocr.OEM.DEFAULT)
        apis[lang] = api
    return api


def warm(lang: str = "por") -> None:
    """Load the engine now (pool workers do it at start, in parallel)."""
    if engine_name() == "tesserocr":
        _api(lang)


def image_tsv(image: np.ndarray, *, psm: int = 3, whitelist: str | None = None,
              timeout: float = 60.0, lang: str = "por") -> str:
    """Tesseract's TSV for a grayscale (or BGR) uint8 image.

    Raises `TimeoutError` past `timeout` seconds, `RuntimeError` when tesseract fails.
    """
    img = np.ascontiguousarray(image if image.dtype == np.uint8 else image.astype(np.uint8))
    if engine_name() == "cli":
        return _cli_tsv(img, psm=psm, whitelist=whitelist, timeout=timeout, lang=lang)
    api = _api(lang)
    h, w = img.shape[:2]
    bpp = 1 if img.ndim == 2 else img.shape[2]
    if bpp == 3:  # OpenCV's BGR → the RGB tesseract expects
        img = np.ascontiguousarray(img[:, :, ::-1])
    api.SetPageSegMode(int(psm))
    api.SetVariable("tessedit_char_whitelist", whitelist or "")
    try:
        api.SetImageBytes(img.tobytes(), w, h, bpp, w * bpp)
        if not api.Recognize(timeout=max(1, int(timeout * 1000))):
            raise TimeoutError(f"tesseract ran over {timeout:.0f} s")
        return _TSV_HEADER + (api.GetTSVText(0) or "")
    finally:
        api.Clear()


def _osd_api() -> Any:  # a tesserocr.PyTessBaseAPI (the library has no types)
    import tesserocr

    api = getattr(_local, "osd", None)
    if api is None:
        api = _local.osd = tesserocr.PyTessBaseAPI(path=tessdata_dir(), lang="osd",
                                                   psm=tesserocr.PSM.OSD_ONLY)
        api.SetVariable("min_characters_to_try", "10")
    return api


def osd(image: np.ndarray, timeout: float = 15.0) -> tuple[int, float]:
    """Tesseract's orientation detection: (counter-clockwise turn that makes the page
    upright, confidence), as `tesseract --psm 0 -c min_characters_to_try=10` prints it.

    The warm OSD engine of this process (loaded once: 0.1 s per call on a page instead
    of a CLI process loading `osd.traineddata` every time, issue 15); the CLI when
    tesserocr is not usable. Raises `RuntimeError` when no orientation was found.
    """
    img = np.ascontiguousarray(image if image.dtype == np.uint8 else image.astype(np.uint8))
    if img.ndim == 3:
        img = np.ascontiguousarray(img.mean(axis=2).astype(np.uint8))
    if engine_name() == "cli" or not os.path.isfile(os.path.join(tessdata_dir() or "", "osd.traineddata")):
        return _cli_osd(img, timeout)
    api = _osd_api()
    h, w = img.shape[:2]
    try:
        api.SetImageBytes(img.tobytes(), w, h, 1, w)
        found = api.DetectOrientationScript()
    finally:
        api.Clear()
    if not found:
        raise RuntimeError("tesseract found no orientation")
    # "orient_deg" is what the CLI prints as "Orientation in degrees": the image's text
    # is turned that much clockwise, so that much counter-clockwise makes it upright
    return int(found["orient_deg"]) % 360, float(found["orient_conf"])


def _cli_osd(img: np.ndarray, timeout: float) -> tuple[int, float]:
    import re

    import pytesseract

    out = pytesseract.image_to_osd(img, config="--psm 0 -c min_characters_to_try=10",
                                   timeout=timeout)
    rotate = re.search(r"Rotate:\s*(\d+)", out)
    conf = re.search(r"Orientation confidence:\s*([\d.]+)", out)
    if rotate is None or conf is None:  # an answer without them: no orientation found
        return 0, 0.0
    return (360 - int(rotate.group(1))) % 360, float(conf.group(1))  # "Rotate" is clockwise


# The CLI prints a header line; GetTSVText does not: keep one parser for both.
_TSV_HEADER = "level\tpage_num\tblock_num\tpar_num\tline_num\tword_num\tleft\ttop\twidth\theight\tconf\ttext\n"


def _cli_tsv(img: np.ndarray, *, psm: int, whitelist: str | None, timeout: float,
             lang: str) -> str:
    import cv2

    fd, path = tempfile.mkstemp(prefix="dossie-ocr-", suffix=".pgm" if img.ndim == 2 else ".ppm",
                                dir=_TMP)
    os.close(fd)
    try:
        if not cv2.imwrite(path, img):
            raise OSError("could not write the page image for tesseract")
        cmd = ["tesseract", path, "stdout", "-l", lang, "--psm", str(int(psm))]
        if whitelist:
            cmd += ["-c", f"tessedit_char_whitelist={whitelist}"]
        try:
            proc = subprocess.run([*cmd, "tsv"], capture_output=True, timeout=timeout,
                                  env={**os.environ, "OMP_THREAD_LIMIT": "1"}, check=False)
        except subprocess.TimeoutExpired:
            raise TimeoutError(f"tesseract ran over {timeout:.0f} s") from None
        if proc.returncode != 0:
            raise RuntimeError(proc.stderr.decode("utf-8", "replace").strip()[-300:])
    finally:
        os.unlink(path)
    return proc.stdout.decode("utf-8", "replace")


def parse_tsv(tsv: str, *, page: int, dpi: float,
              offset: tuple[float, float] = (0.0, 0.0)) -> list[Word]:
    """Tesseract's TSV → `Word`s (pixels at `dpi` → points; `offset` in pixels).

    Words with no text or a negative confidence (layout rows) are dropped; the
    confidence becomes 0..1.
    """
    k = 72.0 / float(dpi)
    ox, oy = offset
    words: list[Word] = []
    for line in tsv.splitlines()[1:]:
        cols = line.split("\t")
        if len(cols) < 12:
            continue
        text = cols[11].strip()
        try:
            conf = float(cols[10])
            left, top, width, height = (float(c) for c in cols[6:10])
        except ValueError:
            continue
        if not text or conf < 0:
            continue
        x0, y0 = ox + left, oy + top
        words.append(Word(
            text=text,
            bbox=(x0 * k, y0 * k, (x0 + width) * k, (y0 + height) * k),
            confidence=min(1.0, max(0.0, conf / 100.0)),
            page=page,
            source="ocr",
        ))
    return words


def image_words(image: np.ndarray, *, page: int, dpi: float, psm: int = 3,
                whitelist: str | None = None, timeout: float = 60.0, lang: str = "por",
                offset: tuple[float, float] = (0.0, 0.0)) -> list[Word]:
    """OCR an image; its words with bboxes in page points."""
    tsv = image_tsv(image, psm=psm, whitelist=whitelist, timeout=timeout, lang=lang)
    return parse_tsv(tsv, page=page, dpi=dpi, offset=offset)


class OcrEngine(Protocol):
    """What finding a page's way up needs of an OCR engine (`intake.preprocess`
    receives one: issue 16, item 7, the orientation code no longer reaches for
    tesseract itself)."""

    def tsv(self, image: np.ndarray, *, psm: int, timeout: float) -> str:
        """Tesseract-style TSV of `image` (header line first)."""
        ...

    def osd(self, image: np.ndarray, *, timeout: float) -> tuple[int, float]:
        """(counter-clockwise turn that makes `image` upright, confidence); raises when
        no orientation is found."""
        ...


class WarmTesseract:
    """This process's warm tesseract (`image_tsv`, `osd` above) as an `OcrEngine`."""

    def __init__(self, lang: str = "por") -> None:
        self.lang = lang

    def tsv(self, image: np.ndarray, *, psm: int, timeout: float) -> str:
        return image_tsv(image, psm=psm, timeout=timeout, lang=self.lang)

    def osd(self, image: np.ndarray, *, timeout: float) -> tuple[int, float]:
        return osd(image, timeout=timeout)


ENGINE: OcrEngine = WarmTesseract()
