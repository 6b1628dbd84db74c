"""Issue 12, round 10: values printed ABOVE their labels, lower-case label rows, leaders.

Synthetic pages only (docbuilder): a form printing each value with a small label under
it must be read value-above-label, never the next row's value taken for the label's."""

from __future__ import annotations

from extractors.pagereader import PageReader
from extractors.parsers import parse_placa, parse_renavam, parse_year
from extractors.reader import labels
from tests.extractors.docbuilder import page

_UNDER = [
    [(0, "07249915160"), (150, "VEQ6B13"), (260, "2022")],
    [(0, "código renavam"), (150, "placa"), (260, "exercício")],
    "",
    [(0, "93YLAAWHFS6W15ZBT"), (150, "2016"), (260, "2017")],
    [(0, "chassi"), (150, "ano fabricação"), (260, "ano modelo")],
    "",
    [(0, "I/PEUGEOT BOXER M350 MINIBUS")],
    [(0, "marca / modelo / versão")],
    "",
]

_ABOVE = [
    [(0, "código renavam"), (150, "placa"), (260, "exercício")],
    [(0, "07249915160"), (150, "VEQ6B13"), (260, "2022")],
    "",
    [(0, "chassi"), (150, "ano fabricação"), (260, "ano modelo")],
    [(0, "93YLAAWHFS6W15ZBT"), (150, "2016"), (260, "2017")],
    "",
    [(0, "marca / modelo / versão")],
    [(0, "I/PEUGEOT BOXER M350 MINIBUS")],
    "",
]


def test_lower_case_label_row_is_found() -> None:
    reader = PageReader([page(_ABOVE)], labels("crlv"))
    for name in ("renavam", "placa", "exercicio", "chassi", "ano_fabricacao", "ano_modelo"):
        assert reader.hits(name), name


def test_labels_under_values_read_the_line_above() -> None:
    reader = PageReader([page(_UNDER)], labels("crlv"))
    assert reader.sides[1] == "under"
    placa = reader.read("placa", parse_placa)
    assert placa is not None and placa.value == "VEQ6B13"
    renavam = reader.read("renavam", parse_renavam)
    assert renavam is not None and renavam.value == "07249915160"
    fab = reader.read("ano_fabricacao", parse_year)
    assert fab is not None and fab.value == 2016
    modelo = reader.read("ano_modelo", parse_year)
    assert modelo is not None and modelo.value == 2017


def test_labels_over_values_still_read_below() -> None:
    reader = PageReader([page(_ABOVE)], labels("crlv"))
    assert reader.sides[1] == "above"
    fab = reader.read("ano_fabricacao", parse_year)
    assert fab is not None and fab.value == 2016
    placa = reader.read("placa", parse_placa)
    assert placa is not None and placa.value == "VEQ6B13"


def test_dotted_leader_is_no_part_of_the_value() -> None:
    rows = ["placa ........................ XRF7457", "renavam ...................... 02245027129"]
    reader = PageReader([page(rows)], labels("crlv"))
    placa = reader.read("placa", parse_placa, ("right",))
    assert placa is not None and placa.value == "XRF7457"


def test_value_nearer_the_next_label_row_is_not_sure() -> None:
    rows = [
        [(0, "placa"), (150, "código renavam")],
        "",
        "",
        [(0, "VEQ6B13"), (150, "07249915160")],
        [(0, "chassi"), (150, "exercício")],
    ]
    reader = PageReader([page(rows)], labels("crlv"))
    reader.sides[1] = "above"  # the page's side is not settled
    placa = reader.read("placa", parse_placa, ("below",))
    assert placa is None or placa.confidence < 0.8
