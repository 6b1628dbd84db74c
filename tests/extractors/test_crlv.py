"""CRLV-e: values read by position even when the text layer lists labels first."""

from __future__ import annotations

from extractors.crlv import extract_crlv
from extractors.fieldset import Context
from extractors.pipeline import extract_document
from tests.extractors.docbuilder import document, page

ROWS = [
    "REPÚBLICA FEDERATIVA DO BRASIL",
    "SECRETARIA NACIONAL DE TRÂNSITO - SENATRAN",
    [(0, "DETRAN SP"), (80, "CERTIFICADO DE REGISTRO E LICENCIAMENTO DE VEÍCULO - DIGITAL")],
    [(0, "CÓDIGO RENAVAM"), (120, "PLACA"), (220, "EXERCÍCIO")],
    [(0, "01234567897"), (120, "ABC1D23"), (220, "2025")],
    [(0, "ANO FABRICAÇÃO"), (160, "ANO MODELO")],
    [(0, "2021"), (160, "2022")],
    [(0, "MARCA / MODELO / VERSÃO")],
    [(0, "VW/30.280 CRM 8X2")],
    [(0, "ESPÉCIE / TIPO")],
    [(0, "PASSAGEIRO MICROONIBUS")],
    [(0, "PLACA ANTERIOR / UF"), (120, "CHASSI")],
    [(0, "ABC1D23/SP"), (120, "9BWZZZ377VT004251")],
    [(0, "CATEGORIA"), (80, "CAPACIDADE"), (160, "POTÊNCIA/CILINDRADA"), (260, "PESO BRUTO TOTAL")],
    [(0, "ALUGUEL"), (80, "14.0"), (160, "277CV/6871"), (260, "29.0")],
    [(0, "MOTOR"), (80, "CMT"), (160, "EIXOS"), (260, "LOTAÇÃO")],
    [(0, "X123"), (80, "36.0"), (160, "4"), (260, "20P")],
    [(0, "NOME"), (330, "QRCode")],
    [(0, "VIAÇÃO EXEMPLO LTDA"), (330, "OBSERVAÇÕES DO VEÍCULO")],
    [(0, "CPF / CNPJ")],
    [(0, "11.222.333/0001-81")],
    [(0, "LOCAL"), (200, "DATA")],
    [(0, "MOGI DAS CRUZES SP"), (200, "02/03/2026")],
]

EXPECTED = {
    "renavam": "01234567897", "placa": "ABC1D23", "exercicio": 2025, "ano_fabricacao": 2021,
    "ano_modelo": 2022, "marca_modelo": "VW/30.280 CRM 8X2", "especie_tipo": "PASSAGEIRO MICROONIBUS",
    "chassi": "9BWZZZ377VT004251", "categoria": "ALUGUEL", "lotacao": 20,
    "proprietario_nome": "VIAÇÃO EXEMPLO LTDA", "proprietario_documento": "11222333000181",
    "data_emissao": "2026-03-02", "municipio": "MOGI DAS CRUZES", "uf": "SP",
}


def test_all_fields_by_position_with_shuffled_text_layer() -> None:
    (e,) = extract_document(document([page(ROWS, shuffle=True)]))
    assert e.kind == "crlv"
    assert {k: f.value for k, f in e.fields.items()} == EXPECTED
    assert e.warnings == []
    placa = e.fields["placa"]
    assert placa.page == 1 and placa.bbox is not None and placa.confidence == 1.0
    assert e.fields["renavam"].valid is True


def test_bad_renavam_is_kept_invalid_with_a_warning() -> None:
    rows = [r if r != [(0, "01234567897"), (120, "ABC1D23"), (220, "2025")]
            else [(0, "01234567890"), (120, "ABC-1234"), (220, "2025")] for r in ROWS]
    fs = extract_crlv(Context([page(rows)], "crlv"))
    ren = fs.fields["renavam"]
    assert ren.value == "01234567890" and ren.valid is False and ren.confidence <= 0.5
    assert any("RENAVAM" in w and "dígito verificador" in w for w in fs.warnings)
    assert fs.fields["placa"].value == "ABC1234"  # old plate as printed, no hyphen


def test_label_value_on_one_line_2020_style() -> None:
    rows = [
        "CERTIFICADO DE REGISTRO E LICENCIAMENTO DE VEÍCULO – ELETRÔNICO",
        "DEPARTAMENTO NACIONAL DE TRÂNSITO – DENATRAN",
        "CÓDIGO RENAVAM: 01234567897",
        "CHASSI: 9BWZZZ377VT004251",
    ]
    (e,) = extract_document(document([page(rows)]))
    assert e.kind == "crlv"
    assert e.value("renavam") == "01234567897"
    assert e.value("chassi") == "9BWZZZ377VT004251"
    assert "placa" not in e.fields  # not printed: absent, never ""
