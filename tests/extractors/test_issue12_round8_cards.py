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


_POLICY = [
    "SF SEGUROS",
    "SÃO FRANCISCO SEGUROS E PREVIDÊNCIA S.A. - CNPJ 18.330.110/0001-87",
    "APÓLICE DE SEGURO AUTOMÓVEL - RESPONSABILIDADE CIVIL FACULTATIVA DE VEÍCULOS",
    [(0, "APÓLICE"), (150, "EMISSÃO")],
    [(0, "78.18.2282183-6"), (150, "13/09/2026")],
    [(0, "CORRETOR(A)")],
    [(0, "RAZÃO SOCIAL"), (300, "CNPJ")],
    [(0, "DELTA CORRETORA DE SEGUROS EIRELI"), (300, "51.617.793/0001-23")],
    [(0, "SEGURADO(A)")],
    [(0, "NOME / RAZÃO SOCIAL"), (300, "CPF / CNPJ")],
    [(0, "ZOE GARCIA DA BARROS"), (300, "787.439.708-85")],
    "ITEM_HEADING",
    [(0, "Item"), (40, "Placa"), (120, "Chassi"), (260, "Marca / modelo")],
    [(0, "001"), (40, "OXV2A02"), (120, "8ACZVLYMPKF869CAC"), (260, "FIAT/DUCATO MINIBUS")],
    "A cobertura de RCF-V garante o reembolso das quantias que o segurado for",
    "obrigado a pagar a terceiros, observadas as condições gerais.",
    "SÃO FRANCISCO SEGUROS E PREVIDÊNCIA S.A. - CNPJ 18.330.110/0001-87",
]


def test_apolice_segurado_in_its_section_not_the_item_table_nor_the_footer() -> None:
    # "ITEM SEGURADO" over the item table, its role word over the table's second column
    # (one cell, or two cells apart)
    for heading in (
        [(0, "ITEM"), (36, "SEGURADO")],
        [(0, "ITEM"), (60, "SEGURADO")],
        [(0, "VEÍCULO"), (43, "SEGURADO")],
    ):
        rows = [heading if r == "ITEM_HEADING" else r for r in _POLICY]
        e = extract_one(rows)
        assert e.kind == "apolice"
        assert e.value("segurado_nome") == "ZOE GARCIA DA BARROS", heading
        assert e.value("segurado_documento") == "78743970885", heading


def _policy_with(rows: list, source: str = "pdf-text") -> object:
    head = [
        "SÃO FRANCISCO SEGUROS E PREVIDÊNCIA S.A. - CNPJ 87.003.212/0001-00",
        "APÓLICE DE SEGURO AUTOMÓVEL - RESPONSABILIDADE CIVIL FACULTATIVA DE VEÍCULOS",
        [(0, "APÓLICE"), (250, "EMISSÃO")],
        [(0, "49.92.4161571-7"), (250, "03/03/2026")],
    ]
    return extract_one(head + rows, source=source)


def test_apolice_segurado_company_under_nome_razao_social() -> None:
    e = _policy_with(
        [
            [(0, "SEGURADO(A)")],
            [(0, "NOME / RAZÃO SOCIAL"), (300, "CPF / CNPJ")],
            [(0, "DA MATA E LEÃO TRANSPORTE ESCOLAR LTDA."), (300, "11.531.763/0001-85")],
        ]
    )
    assert e.value("segurado_nome") == "DA MATA E LEÃO TRANSPORTE ESCOLAR LTDA."
    assert e.value("segurado_documento") == "11531763000185"


def test_apolice_term_read_in_its_heading_columns() -> None:
    for heading, start in (
        ([(0, "INÍCIO DE VIGÊNCIA"), (250, "TÉRMINO DE VIGÊNCIA")], "24h de 07/03/2026"),
        ([(0, "Início da vigência"), (250, "Fim da vigência")], "07/03/2026"),
    ):
        e = _policy_with([heading, [(0, start), (250, "24h de 07/03/2027")]])
        assert e.value("vigencia_inicio") == "2026-03-07", heading
        assert e.value("vigencia_fim") == "2027-03-07", heading


def test_apolice_term_start_misread_is_not_taken_from_the_end_column() -> None:
    # OCR read a stray mark into the start's date: the end's date is no start
    e = _policy_with(
        [
            [(0, "INÍCIO DE VIGÊNCIA"), (250, "TÉRMINO DE VIGÊNCIA")],
            [(0, "24h de 18:/09/2026"), (250, "24h de 18/09/2027")],
        ],
        source="ocr",
    )
    assert e.value("vigencia_fim") == "2027-09-18"
    ini = e.fields.get("vigencia_inicio")
    assert ini is None or (ini.value == "2026-09-18" and ini.confidence < 0.8)


def test_cnh_categoria_under_its_label_beside_the_back_table() -> None:
    rows = [
        "CARTEIRA NACIONAL DE HABILITAÇÃO",
        [(0, "4a DATA EMISSÃO"), (150, "4b VALIDADE"), (300, "D 16/10/2032")],
        [(0, "16/10/2022"), (150, "16/10/2032"), (300, "D1 16/10/2032")],
        [(0, "ACC"), (150, "9 CAT. HAB.")],
        [(300, "BE")],
        [(150, "D"), (300, "CE")],
        [(0, "2 e 1 NOME E SOBRENOME"), (300, "DE")],
        [(0, "RHAVI GARCIA BARROS NOGUEIRA"), (300, "D1E")],
        [(0, "4d CPF"), (150, "5 Nº REGISTRO")],
        [(0, "301.108.987-61"), (150, "10163208580")],
    ]
    e = extract_one(rows)
    assert e.value("categoria") == "D"


def test_apolice_inline_segurado_label_after_the_insurer_on_one_run() -> None:
    e = _policy_with(
        [
            "Seguradora: COMPANHIA DE SEGUROS SERRA AZUL Segurado: LOPES E DA PAZ LOCADORA LTDA.",
            [(0, "CNPJ: 59.929.735/0001-47"), (220, "CNPJ: 36.333.324/0001-99")],
        ]
    )
    assert e.value("segurado_documento") == "36333324000199"
