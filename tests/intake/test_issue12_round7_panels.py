"""Issue 12, round 7: a photocopied card on a sheet (light grey panels over a third of
the page, little ink) is read whole, not as the notary's stamp beside it alone.

Tesseract binarises with one global threshold; on such a page it falls between panel
and paper, and the panels turn black with their print. `needs_flatten` now sees the
panels, so the background is divided out before OCR.
"""

from __future__ import annotations

import cv2
import numpy as np

from intake import preprocess
from intake.tess import image_tsv, parse_tsv


def _card_copy() -> np.ndarray:
    """An A4 page at 200 dpi: a CNH's back and front as framed grey panels (85% of the
    paper's level), and a stamp on the paper beside them."""
    h, w = 2339, 1654
    page = np.full((h, w), 240, np.uint8)
    for y0, y1 in ((140, 800), (840, 1500)):
        page[y0:y1, 270:1380] = 205
        cv2.rectangle(page, (270, y0), (1380, y1), 40, 2)
    rows = [
        "CARTEIRA NACIONAL DE HABILITACAO",
        "NOME",
        "JOAO CARLOS DA SILVA",
        "CPF 529.399.319-41",
        "REGISTRO 66109510349",
        "VALIDADE 28/08/2029",
    ]
    for i, text in enumerate(rows):
        cv2.putText(page, text, (320, 950 + 80 * i), cv2.FONT_HERSHEY_SIMPLEX, 1.1, 20, 2)
    cv2.putText(page, "OBSERVACOES EAR", (320, 250), cv2.FONT_HERSHEY_SIMPLEX, 1.1, 20, 2)
    cv2.putText(
        page, "CARTORIO DO 2 OFICIO DE NOTAS", (800, 1650), cv2.FONT_HERSHEY_SIMPLEX, 0.9, 20, 2
    )
    noise = np.random.default_rng(1).normal(0, 3, page.shape)
    return np.clip(page + noise, 0, 255).astype(np.uint8)


def test_light_panels_need_flattening() -> None:
    page = _card_copy()
    assert preprocess.needs_flatten(page)
    plain = np.full_like(page, 240)
    cv2.putText(plain, "CERTIDAO NEGATIVA", (200, 300), cv2.FONT_HERSHEY_SIMPLEX, 1.1, 20, 2)
    assert not preprocess.needs_flatten(plain)


def test_card_copy_text_is_read() -> None:
    words = parse_tsv(image_tsv(preprocess.binarize(_card_copy())), page=1, dpi=200)
    text = " ".join(w.text for w in words)
    assert "HABILITACAO" in text
    assert "66109510349" in text
    assert "CARTORIO" in text
