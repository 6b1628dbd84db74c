"""A title's subject line (`assunto`) vs the section heading printed under it (issue 12, round 10).

A centred line right under a title continues it only when it is printed in the title's
type size; a smaller line ("QUADRO RESUMO", "DAS PARTES") is a section heading.
"""

from __future__ import annotations

from extractors.pagereader import PageReader
from extractors.prose import assunto_candidate
from intake.models import Page, Word


def _line(text: str, y: float, size: float, page_w: float = 595.0,
          source: str = "pdf-text") -> list[Word]:
    char_w = 0.6 * size
    width = len(text) * char_w
    x = (page_w - width) / 2  # centred
    out: list[Word] = []
    for tok in text.split():
        w = len(tok) * char_w
        out.append(Word(text=tok, bbox=(x, y, x + w, y + size), confidence=1.0, page=1,
                        source=source))  # type: ignore[arg-type]
        x += w + char_w
    return out


def _page(second: str, size: float, source: str = "pdf-text") -> Page:
    words = (_line("CONTRATO DE LOCAÇÃO DE VEÍCULO", 40.0, 14.0, source=source)
             + _line(second, 58.0, size, source=source)
             + _line("Cláusula 1ª. A LOCADORA dá em locação o veículo.", 90.0, 8.0, source=source))
    return Page(number=1, width=595.0, height=842.0, source=source,  # type: ignore[arg-type]
                words=words)


def test_a_smaller_heading_under_the_title_is_not_part_of_it() -> None:
    got = assunto_candidate(PageReader([_page("QUADRO RESUMO", 9.0)], {}), "contrato")
    assert got is not None and got.value == "CONTRATO DE LOCAÇÃO DE VEÍCULO"


def test_a_title_wrapped_in_its_own_size_goes_on() -> None:
    got = assunto_candidate(PageReader([_page("SEM CONDUTOR", 14.0)], {}), "contrato")
    assert got is not None and got.value == "CONTRATO DE LOCAÇÃO DE VEÍCULO SEM CONDUTOR"


def test_a_known_section_heading_is_not_the_title_even_on_a_scan() -> None:
    got = assunto_candidate(PageReader([_page("QUADRO RESUMO", 14.0, "ocr")], {}), "contrato")
    assert got is not None and got.value == "CONTRATO DE LOCAÇÃO DE VEÍCULO"


def test_type_size_is_judged_on_a_text_layer_only() -> None:
    digital = assunto_candidate(PageReader([_page("CONDIÇÕES GERAIS", 10.0)], {}), "contrato")
    assert digital is not None and digital.value == "CONTRATO DE LOCAÇÃO DE VEÍCULO"
    # OCR word boxes vary too much to tell a smaller print: the centred line goes on
    scanned = assunto_candidate(PageReader([_page("SEM CONDUTOR", 11.0, "ocr")], {}), "contrato")
    assert scanned is not None and scanned.value == "CONTRATO DE LOCAÇÃO DE VEÍCULO SEM CONDUTOR"


def test_a_quote_speck_before_a_scanned_title_is_dropped() -> None:
    words = (_line("\u201cCONTRATO DE LOCAÇÃO DE VEÍCULO", 40.0, 14.0, source="ocr")
             + _line("Cláusula 1ª. A LOCADORA dá em locação o veículo.", 90.0, 8.0, source="ocr"))
    pg = Page(number=1, width=595.0, height=842.0, source="ocr",  # type: ignore[arg-type]
              words=words)
    got = assunto_candidate(PageReader([pg], {}), "contrato")
    assert got is not None and got.value == "CONTRATO DE LOCAÇÃO DE VEÍCULO"
