"""Round 10 (issue 12) classes: an endosso's excluded plate, a footer's bare page marker."""

from extractors.apolice import _excluded
from extractors.bundle import _footer_marker
from extractors.lines import Line
from intake.models import Page, Word


def _words(text: str, y: float = 10.0) -> list[Word]:
    return [Word(text=t, bbox=(10.0 + 40 * i, y, 45.0 + 40 * i, y + 8), confidence=1.0, page=1,
                 source="pdf-text") for i, t in enumerate(text.split())]


def test_excluded_plate_is_not_insured() -> None:
    ln = Line(_words("Fica excluído do seguro o veículo placa ABC1D23 e incluído"), 1)
    assert _excluded(ln, 7)
    ln2 = Line(_words("excluído o veículo ABC1D23 e incluído o veículo placa XYZ9876"), 1)
    assert not _excluded(ln2, 9)


def test_footer_bare_marker() -> None:
    page = Page(number=1, width=600, height=800, source="pdf-text",
                words=_words("Certidão 15/11") + _words("Brasília/DF · 1/2", y=780))
    assert _footer_marker(page) == (1, 2)
    body = Page(number=1, width=600, height=800, source="pdf-text", words=_words("nota 1/2 alta"))
    assert _footer_marker(body) is None
