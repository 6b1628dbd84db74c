"""Issue 12, round 8: cards and company documents read from the wrong line or party."""

from __future__ import annotations

from tests.extractors.docbuilder import extract_one


def _cnh_side_by_side(name_row_extra: str) -> list:
    # the 2022 model's front (left) printed beside its back (right): the back's category
    # table shares the rows of the front's fields
    return [
        "CARTEIRA NACIONAL DE HABILITAÇÃO",
        [(0, "1ª HABILITAÇÃO"), (300, "9 CAT. 10 VALIDADE")],
        [(0, "05/03/1993"), (300, "B 16/10/2032")],
        [(0, "4a DATA EMISSÃO"), (150, "4b VALIDADE"), (300, "C 16/10/2032")],
        [(0, "16/10/2022"), (150, "16/10/2032"), (300, "D 16/10/2032")],
        [(0, "2 e 1 NOME E SOBRENOME"), (300, "DE")],
        [(0, "RHAVI GARCIA BARROS NOGUEIRA"), (300, name_row_extra)],
        [(0, "4d CPF"), (150, "5 Nº REGISTRO")],
        [(0, "301.108.987-61"), (150, "10163208580")],
    ]


def test_cnh_name_without_the_back_table_code_beside_it() -> None:
    for extra in ("D1E", "DIE", "C1E"):
        e = extract_one(_cnh_side_by_side(extra))
        assert e.kind == "cnh"
        assert e.value("nome") == "RHAVI GARCIA BARROS NOGUEIRA", extra


def test_cnh_name_keeps_a_short_surname_next_to_it() -> None:
    e = extract_one(_cnh_side_by_side(""))
    assert e.value("nome") == "RHAVI GARCIA BARROS NOGUEIRA"
