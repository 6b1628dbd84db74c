"""Clean-up of phone photos and scans (intake.preprocess), on synthetic images: no OCR.

A page is rendered, drawn in perspective on a textured table under uneven light (as
the sample photos are), and each step is checked on its own: the sheet's corners, the
evened light, white print on dark bars, rules and QR codes painted out without eating
the print, and the blur estimate that decides how much to sharpen.
"""

from __future__ import annotations

import cv2
import numpy as np
import pytest

from intake import preprocess
from tests.intake.conftest import make_pdf, render_gray

LINES = ["CERTIFICADO DE REGISTRO E LICENCIAMENTO", "Placa ABC1D23 Renavam 01234567897",
         "Proprietario MARIA DA SILVA", "Municipio OLIMPIA SP 02/12/2026"]


@pytest.fixture(scope="module")
def sheet() -> np.ndarray:
    return render_gray(make_pdf(LINES, font_size=11), dpi=100)


def _photo(sheet: np.ndarray, corners: np.ndarray, seed: int = 1) -> np.ndarray:
    """`sheet` warped to `corners` on a dark textured table, lit from one side, blurred."""
    rng = np.random.default_rng(seed)
    ph, pw = sheet.shape
    H, W = int(ph * 1.3), int(pw * 1.3)
    table = 70 + cv2.resize(rng.normal(0, 25, (H // 8, W // 8)).astype(np.float32), (W, H))
    table += rng.normal(0, 8, (H, W)).astype(np.float32)
    src = np.float32([[0, 0], [pw, 0], [pw, ph], [0, ph]])
    m = cv2.getPerspectiveTransform(src, corners.astype(np.float32))
    warped = cv2.warpPerspective(sheet.astype(np.float32), m, (W, H))
    mask = cv2.warpPerspective(np.ones_like(sheet, np.float32), m, (W, H))
    img = table * (1 - mask) + warped * mask
    xx = np.linspace(1.0, 0.62, W, dtype=np.float32)[None, :]
    img = cv2.GaussianBlur(img * xx, (0, 0), 1.0)
    return np.clip(img, 0, 255).astype(np.uint8)


def test_quad_of_a_photographed_sheet(sheet: np.ndarray) -> None:
    ph, pw = sheet.shape
    corners = np.float32([[0.12 * pw, 0.10 * ph], [1.12 * pw, 0.16 * ph],
                          [1.06 * pw, 1.20 * ph], [0.18 * pw, 1.13 * ph]])
    photo = _photo(sheet, corners)
    quad = preprocess.find_document_quad(photo)
    assert quad is not None
    diag = float(np.linalg.norm(corners[2] - corners[0]))
    # just inside the paper's edges: each corner within 1.5 % of the diagonal
    assert float(np.abs(quad - corners).max()) < 0.015 * diag
    flat = preprocess.warp_quad(photo, quad)
    # flat and upright: the text lines run horizontally again
    assert abs(flat.shape[1] / flat.shape[0] - pw / ph) < 0.05
    assert preprocess.line_direction(flat) > 0.25


def test_no_quad_for_a_scan_or_a_box_printed_on_the_page(sheet: np.ndarray) -> None:
    assert preprocess.find_document_quad(sheet) is None  # the page fills the frame
    boxed = sheet.copy()
    h, w = boxed.shape
    cv2.rectangle(boxed, (w // 6, h // 6), (5 * w // 6, 5 * h // 6), 0, 3)
    assert preprocess.find_document_quad(boxed) is None  # paper on both sides of its border


def test_flatten_light_evens_a_gradient_and_inverts_white_print_on_a_dark_bar(sheet: np.ndarray) -> None:
    page = sheet.copy()
    h, w = page.shape
    bar = (slice(int(0.55 * h), int(0.62 * h)), slice(w // 10, 9 * w // 10))
    page[bar] = 50
    cv2.putText(page, "TRIBUNAL DE JUSTICA", (w // 8, int(0.60 * h)), cv2.FONT_HERSHEY_SIMPLEX,
                1.0, 235, 2)
    lit = np.clip(page.astype(np.float32) * np.linspace(1.0, 0.55, w, dtype=np.float32)[None, :], 0, 255).astype(np.uint8)
    out = preprocess.flatten_light(lit)
    paper = out[int(0.85 * h):, :]
    assert float(np.percentile(paper, 50)) > 235 and float(paper.std()) < 12
    band = out[bar]
    # the bar is paper now and its print is dark on it
    assert float(np.median(band)) > 200
    assert float(np.mean(band < 120)) > 0.02


def test_needs_flatten(sheet: np.ndarray) -> None:
    assert not preprocess.needs_flatten(sheet)
    grey_bar = sheet.copy()
    h, w = grey_bar.shape
    grey_bar[h // 2:h // 2 + h // 12, w // 10:9 * w // 10] = 170
    assert preprocess.needs_flatten(grey_bar)


def _table(h: int = 700, w: int = 900, blur: float = 1.2) -> tuple[np.ndarray, np.ndarray]:
    """A ruled form with a value in each cell, blurred like a photo; and its text mask."""
    img = np.full((h, w), 245, np.uint8)
    text = np.zeros((h, w), np.uint8)
    for r in range(5):
        y = 80 + r * 110
        cv2.line(img, (60, y), (840, y), 90, 2)
        for x in (60, 450, 840):
            cv2.line(img, (x, y), (x, y + 110), 90, 2)
        for x0 in (80, 470):
            cv2.putText(text, "LABEL", (x0, y + 30), cv2.FONT_HERSHEY_SIMPLEX, 0.5, 255, 1)
            cv2.putText(text, "VALUE 123", (x0, y + 80), cv2.FONT_HERSHEY_SIMPLEX, 1.0, 255, 2)
    cv2.line(img, (60, 630), (840, 630), 90, 2)
    img[text > 0] = 20
    img = cv2.GaussianBlur(img, (0, 0), blur)
    return img, text


def test_remove_rules_keeps_the_print() -> None:
    img, text = _table()
    out = preprocess.remove_rules(img)
    rule_rows = out[[80, 190, 300, 410, 520, 630], 100:440]
    assert float(rule_rows.min()) > 200  # the horizontal rules are paper now
    assert float(out[100:180, 450].min()) > 200  # and the vertical ones
    printed = (text > 0) & (img < 128)
    assert np.array_equal(out[printed], img[printed])  # the labels and values are untouched


def test_small_blurred_print_merged_into_bars_is_not_a_rule() -> None:
    img = np.full((300, 900), 245, np.uint8)
    for i in range(4):
        cv2.putText(img, "DOC. IDENTIDADE / ORG EMISSOR / UF", (40, 50 + 60 * i),
                    cv2.FONT_HERSHEY_SIMPLEX, 0.45, 40, 1)
    blurred = cv2.GaussianBlur(img, (0, 0), 1.6)  # letters run together
    out = preprocess.remove_rules(blurred)
    ink_before = int(np.sum(blurred < 160))
    assert int(np.sum(out < 160)) > 0.95 * ink_before


def test_remove_graphics_paints_a_qr_code_but_not_print_on_a_guilloche() -> None:
    rng = np.random.default_rng(3)
    img = np.full((600, 900), 245, np.uint8)
    modules = rng.random((21, 21)) < 0.5
    modules[:7, :7] = modules[:7, -7:] = modules[-7:, :7] = True
    qr = np.where(np.kron(modules, np.ones((6, 6), bool)), 0, 245).astype(np.uint8)
    img[60:186, 700:826] = qr
    cv2.putText(img, "1a HABILITACAO 06/10/1988", (60, 140), cv2.FONT_HERSHEY_SIMPLEX, 0.9, 20, 2)
    # a guilloche: fine crossing curves behind a value
    for k in range(0, 900, 7):
        cv2.line(img, (k, 330), (k + 80, 480), 150, 1)
        cv2.line(img, (k + 80, 330), (k, 480), 150, 1)
    cv2.putText(img, "BLAUD ZINI MOIOLI", (60, 420), cv2.FONT_HERSHEY_SIMPLEX, 1.0, 20, 2)
    out = preprocess.remove_graphics(img, 22.0)
    assert float(out[60:186, 700:826].min()) > 200  # the code is gone
    assert np.array_equal(out[100:150, 40:650], img[100:150, 40:650])  # the text beside it stays
    assert np.array_equal(out[330:480], img[330:480])  # print over a guilloche stays


def test_edge_width_tells_a_crisp_capture_from_a_blurred_one() -> None:
    img, _text = _table(blur=0.01)
    crisp = preprocess.edge_width(img)
    blurred = preprocess.edge_width(cv2.GaussianBlur(img, (0, 0), 1.5))
    assert crisp < 3.0 < blurred


def test_binarize_reads_like_before_on_a_clean_scan(sheet: np.ndarray) -> None:
    """No rules, no codes, even paper: the scan is left as it is."""
    out = preprocess.binarize(sheet)
    assert float(np.mean(np.abs(out.astype(int) - sheet.astype(int)))) < 1.0
