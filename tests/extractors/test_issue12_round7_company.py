"""Issue 12, round 7 (failure classes 3 and 5): company documents, addresses, party roles.

Each case is a document written here, in wordings and layouts of its own (none taken
from a held-out generator), laid out with ``docbuilder.page`` so that columns sit where a
text layer or an OCR would put them.
"""

from __future__ import annotations

import pytest

from tests.extractors.docbuilder import extract_one

# ------------------------------------------------ CNPJ card: a label wrapped over two lines

_PORTAL_HEAD = [
    "Consulta Pública ao Cadastro Nacional da Pessoa Jurídica",
    "Dados fornecidos pela Receita Federal do Brasil.",
    [(0, "CNPJ"), (140, "21.442.190/0001-08"), (330, "Matriz / Filial"), (420, "MATRIZ")],
    [(0, "Nome empresarial"), (140, "SOL NASCENTE TURISMO LTDA")],
    [(0, "Data de abertura"), (140, "14/03/2013"), (330, "Porte"), (420, "EPP")],
    [(0, "Situação cadastral"), (140, "ATIVA")],
    [(0, "Natureza jurídica"), (140, "206-2 - Sociedade Empresária Limitada")],
]
_PORTAL_TAIL = [
    [(0, "Logradouro"), (140, "Rua das Acácias, 120")],
    [(0, "Município"), (140, "CAMPINAS"), (330, "UF"), (420, "SP")],
]


@pytest.mark.parametrize("source", ["pdf-text", "ocr"])
@pytest.mark.parametrize(
    ("first", "second"),
    [
        ("Atividades", "secundárias"),
        ("Atividades econômicas", "secundárias"),
        ("CNAEs", "secundários"),
    ],
)
def test_secondary_label_wrapped_over_two_lines(source: str, first: str, second: str) -> None:
    # the label column breaks "Atividades secundárias": its first code shares the label's
    # first line, which is neither the principal's continuation nor to be lost
    d = extract_one(
        [
            *_PORTAL_HEAD,
            [(0, "Atividade principal"), (140, "79.11-2-00 - Agências de viagens")],
            [(0, first), (140, "49.29-9-02 - Transporte rodoviário coletivo de passageiros")],
            [(0, second), (140, "77.11-0-00 - Locação de automóveis sem condutor")],
            [(140, "49.24-8-00 - Transporte escolar")],
            *_PORTAL_TAIL,
        ],
        source,
    )
    assert d.kind == "cnpj"
    assert d.value("cnae_principal") == "7911200"
    assert d.value("cnaes_secundarios") == ["4929902", "7711000", "4924800"]


def test_principal_label_wrapped_and_its_description_too() -> None:
    d = extract_one(
        [
            *_PORTAL_HEAD,
            [(0, "Atividade econômica"), (140, "49.29-9-02 - Transporte rodoviário coletivo de")],
            [(0, "principal"), (140, "passageiros, sob regime de fretamento, intermunicipal")],
            [(0, "Atividades"), (140, "82.11-3-00 - Serviços combinados de escritório")],
            [(0, "secundárias"), (140, "77.11-0-00 - Locação de automóveis sem condutor")],
            *_PORTAL_TAIL,
        ]
    )
    assert d.value("cnae_principal") == "4929902"
    assert d.value("cnaes_secundarios") == ["8211300", "7711000"]


# ------------------------------------------- contrato social: the name after its clause words

_CONTRACT_HEAD = [
    "CONTRATO SOCIAL",
    "Pelo presente instrumento particular, MARCOS VINÍCIUS TEIXEIRA, brasileiro, casado,",
    "empresário, portador do CPF nº 529.982.247-25, residente em Lages/SC, e HELENA",
    "DUARTE ROCHA, brasileira, solteira, empresária, CPF nº 111.444.777-35, residente em",
    "Lages/SC, constituem uma sociedade limitada que se regerá pelas cláusulas seguintes:",
]
_CONTRACT_TAIL = [
    "CLÁUSULA SEGUNDA - DO CAPITAL",
    "O capital social é de R$ 80.000,00 (oitenta mil reais), totalmente integralizado.",
]


@pytest.mark.parametrize(
    ("heading", "clause", "name"),
    [
        (
            "CLÁUSULA PRIMEIRA - DO NOME EMPRESARIAL",
            "A sociedade gira sob o nome empresarial SERRA ALTA FRETAMENTO LTDA.",
            "SERRA ALTA FRETAMENTO LTDA",
        ),
        (
            "CLÁUSULA PRIMEIRA - DA DENOMINAÇÃO SOCIAL",
            "A sociedade girará sob a denominação social de ROTA NORTE TRANSPORTES LTDA. e",
            "ROTA NORTE TRANSPORTES LTDA.",
        ),
        (
            "CLÁUSULA 1ª - DA RAZÃO SOCIAL",
            "A sociedade adota a razão social VIAÇÃO BOA ESPERANÇA LTDA - ME, com sede em Lages.",
            "VIAÇÃO BOA ESPERANÇA LTDA - ME",
        ),
    ],
)
def test_company_name_without_the_clause_words(heading: str, clause: str, name: str) -> None:
    d = extract_one([*_CONTRACT_HEAD, heading, clause, *_CONTRACT_TAIL])
    assert d.kind == "contrato_social"
    assert d.value("razao_social").rstrip(".") == name.rstrip(".")


# ------------------------------------------------- contrato social: partners in a table

_TABLE_OPENING = [
    "3ª ALTERAÇÃO E CONSOLIDAÇÃO DO CONTRATO SOCIAL",
    "VALE VERDE LOCADORA LTDA.",
    "Os sócios abaixo qualificados, únicos componentes da sociedade, resolvem alterar e",
    "consolidar o seu contrato social, que passa a vigorar com a seguinte redação:",
]
_TABLE_CLAUSES = [
    "todos brasileiros, residentes e domiciliados nesta cidade.",
    "CLÁUSULA PRIMEIRA - DO CAPITAL SOCIAL",
    "O capital social é de R$ 90.000,00 (noventa mil reais), totalmente integralizado.",
    "CLÁUSULA SEGUNDA - DA ADMINISTRAÇÃO",
    "A administração da sociedade cabe a RICARDO ALVES PINTO, brasileiro, administrador,",
    "inscrito no CPF sob o nº 390.533.447-05, NÃO SÓCIO, que representará a sociedade.",
]


@pytest.mark.parametrize("source", ["pdf-text", "ocr"])
@pytest.mark.parametrize(
    "heading",
    [
        [(0, "Sócio"), (230, "CPF"), (330, "RG"), (440, "Estado civil")],
        [(0, "Nome do sócio"), (230, "CPF"), (330, "Identidade"), (440, "Profissão")],
        [(0, "Sócios"), (230, "CPF/MF"), (330, "RG"), (440, "Estado civil")],
    ],
)
def test_partners_listed_in_a_table_not_the_administrator(source: str, heading: list) -> None:
    d = extract_one(
        [
            *_TABLE_OPENING,
            heading,
            [
                (0, "ANA PAULA FERREIRA GOMES"),
                (230, "529.982.247-25"),
                (330, "4455667 SSP/SC"),
                (440, "casada"),
            ],
            [
                (0, "JOSÉ CARLOS MENDES"),
                (230, "111.444.777-35"),
                (330, "9988776 SSP/SC"),
                (440, "solteiro"),
            ],
            "",
            *_TABLE_CLAUSES,
        ],
        source,
    )
    assert d.kind == "contrato_social"
    assert d.value("socios") == [
        {"nome": "ANA PAULA FERREIRA GOMES", "cpf": "52998224725"},
        {"nome": "JOSÉ CARLOS MENDES", "cpf": "11144477735"},
    ]


@pytest.mark.parametrize("phrase", ["NÃO SÓCIO", "não sócia", "pessoa não sócia"])
def test_an_administrator_who_is_no_partner_is_not_a_socio(phrase: str) -> None:
    d = extract_one(
        [
            *_CONTRACT_HEAD,
            "CLÁUSULA PRIMEIRA - DA ADMINISTRAÇÃO",
            "A administração cabe a LUCIANA PRADO REIS, brasileira, administradora,",
            f"inscrita no CPF sob o nº 390.533.447-05, {phrase}, designada neste ato.",
            *_CONTRACT_TAIL,
        ]
    )
    assert [s["cpf"] for s in d.value("socios")] == ["52998224725", "11144477735"]


def test_witnesses_are_not_partners() -> None:
    d = extract_one(
        [
            *_CONTRACT_HEAD,
            *_CONTRACT_TAIL,
            "Lages, 10 de março de 2025.",
            "TESTEMUNHAS:",
            "PEDRO HENRIQUE SALES, brasileiro, CPF 390.533.447-05",
            "CARLA MATOS VIANA, brasileira, CPF 876.543.210-19",
        ]
    )
    assert [s["cpf"] for s in d.value("socios")] == ["52998224725", "11144477735"]


# ------------------------------------- comprovante de endereço: the customer block on top


@pytest.mark.parametrize("source", ["pdf-text", "ocr"])
@pytest.mark.parametrize(
    ("utility", "title", "street", "place", "label", "city", "uf"),
    [
        (
            "COMPANHIA DE GÁS DO NORDESTE",
            "FATURA DE GÁS NATURAL CANALIZADO",
            "RECANTO DAS PALMEIRAS, 2612 - JARDIM EUROPA",
            "CEP 37991-488 CATALÃO - GO",
            "CPF do cliente:",
            "CATALÃO",
            "GO",
        ),
        (
            "SERRANA TELECOM S.A.",
            "FATURA DE SERVIÇOS DE INTERNET",
            "VILA NOVA ESPERANÇA, nº 77 - CENTRO",
            "CEP 59015-300 NATAL/RN",
            "CPF/CNPJ do titular:",
            "NATAL",
            "RN",
        ),
        (
            "ÁGUAS DO VALE SANEAMENTO",
            "CONTA DE ÁGUA",
            "Conjunto Habitacional Sol Poente, s/n",
            "Bairro Alto - LONDRINA/PR - CEP 86010-000",
            "CPF do consumidor:",
            "LONDRINA",
            "PR",
        ),
    ],
)
def test_bill_with_the_customer_block_above_its_title(
    source: str, utility: str, title: str, street: str, place: str, label: str, city: str, uf: str
) -> None:
    d = extract_one(
        [
            [(0, utility), (340, "Nº do cliente"), (430, "46089377")],
            [(0, "HELENA MARTINS DE SOUZA"), (340, "Referência"), (430, "11/2026")],
            [(0, street), (340, "Vencimento"), (430, "22/11/2026")],
            place,
            [(340, "Total a pagar"), (430, "R$ 263,52")],
            "",
            title,
            "Data de emissão: 12/11/2026",
            f"{label} 529.982.247-25",
            "",
            [(0, "Descrição"), (340, "Valor (R$)")],
            [(0, "Consumo do mês"), (340, "231,37")],
        ],
        source,
    )
    assert d.kind == "comprovante_endereco"
    assert d.value("titular_nome") == "HELENA MARTINS DE SOUZA"
    assert d.value("titular_documento") == "52998224725"
    assert d.value("municipio") == city
    assert d.value("uf") == uf


@pytest.mark.parametrize("heading", ["Valor (R$)", "VALOR EM R$", "Descrição", "Valor total"])
def test_a_table_heading_is_never_a_name(heading: str) -> None:
    from extractors.parsers import parse_holder_name

    assert parse_holder_name(heading) is None


@pytest.mark.parametrize(
    ("text", "city"),
    [
        ("SIQUEIRA, 2677 - MARÇOLA", None),
        ("Rua das Flores, nº 12", None),
        ("Londrina, 12 de março de 2026", "LONDRINA"),
        ("CAMPINAS - SP", "CAMPINAS"),
    ],
)
def test_a_street_and_its_number_is_no_city(text: str, city: str | None) -> None:
    from extractors.parsers import _parse_city_uf

    got = _parse_city_uf(text)
    assert (got[0][0] if got else None) == city


def test_a_partner_in_the_table_keeps_the_accents_of_the_prose() -> None:
    # OCR dropped the table cell's accent; the qualification prints the name in full
    d = extract_one(
        [
            "ALTERAÇÃO DO CONTRATO SOCIAL DE VALE VERDE LOCADORA LTDA.",
            "1) ELOÁ MARTINS DA CUNHA, brasileira, casada, empresária, inscrita no CPF sob o",
            "nº 529.982.247-25, residente em Salvador/BA;",
            "2) JOSÉ CARLOS MENDES, brasileiro, solteiro, comerciante, inscrito no CPF sob o",
            "nº 111.444.777-35, residente em Salvador/BA;",
            "resolvem alterar o contrato social. O capital social de R$ 60.000,00 fica assim distribuído:",
            [(0, "Sócio"), (230, "CPF"), (330, "Quotas")],
            [(0, "ELOA MARTINS DA CUNHA"), (230, "529.982.247-25"), (330, "30.000")],
            [(0, "JOSE CARLOS MENDES"), (230, "111.444.777-35"), (330, "30.000")],
        ],
        "ocr",
    )
    assert d.value("socios") == [
        {"nome": "ELOÁ MARTINS DA CUNHA", "cpf": "52998224725"},
        {"nome": "JOSÉ CARLOS MENDES", "cpf": "11144477735"},
    ]


# ------------------------------------------------------ apólice: insurer and coverages on a scan

_POLICY_HEAD = [
    "ALVORADA SEGUROS",
    "APÓLICE DE SEGURO DE ACIDENTES PESSOAIS DE PASSAGEIROS - APP",
    [(0, "Apólice nº: 570.0532.884498"), (330, "Emissão: 28/06/2026")],
    "",
    [(0, "SEGURADO"), (330, "SEGURADORA")],
    [(0, "Nome"), (330, "Razão social")],
]
_POLICY_PARTIES = [
    [(0, "HELENA MARTINS DE SOUZA"), (330, "ALVORADA SEGUROS E PREVIDÊNCIA S.A.")],
    [(0, "CPF/CNPJ"), (330, "CNPJ")],
    [(0, "529.982.247-25"), (330, "19.690.707/0001-03")],
    "",
    "Vigência: das 24 horas de 07/07/2026 às 24 horas de 07/07/2027",
]


def test_a_stray_ocr_mark_under_the_insurer_label_is_passed_over() -> None:
    d = extract_one([*_POLICY_HEAD, [(400, "A")], *_POLICY_PARTIES], "ocr")
    assert d.kind == "apolice"
    assert d.value("seguradora") == "ALVORADA SEGUROS E PREVIDÊNCIA S.A."


@pytest.mark.parametrize(
    ("row", "tipo"),
    [
        ("Morte Acidental. feias sas es tprario ae apa nando CRS ALR So", "Morte Acidental"),
        ("Morie Acidental! isa can nosso pesar ie canta Na Se aaa TAS", "Morte Acidental"),
        (
            "Invalidez Permanente poriAcidente- ssa ss arcrra corar rer Est Saio Ea as",
            "Invalidez Permanente por Acidente",
        ),
        (
            "DMH - Despesas Médico-Hospitalares Rad NS se Rss USD] pm CARR",
            "DMH - Despesas Médico-Hospitalares",
        ),
    ],
)
def test_coverage_name_without_the_ocr_of_its_dotted_leader(row: str, tipo: str) -> None:
    d = extract_one(
        [
            *_POLICY_HEAD,
            *_POLICY_PARTIES,
            "COBERTURAS (por passageiro)",
            f"{row} R$ 20.000,00",
            "Prêmio total: R$ 1.023,21, em até 4 parcelas.",
        ],
        "ocr",
    )
    assert d.value("coberturas") == [{"tipo": tipo, "valor": "20000.00"}]
    assert d.fields["coberturas"].confidence < 0.8  # words respelled: for review


# -------------------------------------- declaração: "Eu, abaixo assinado" and the signature


@pytest.mark.parametrize("source", ["pdf-text", "ocr"])
@pytest.mark.parametrize(
    "opening",
    [
        "Eu, abaixo assinado(a), inscrito(a) no CPF sob o nº 529.982.247-25, residente nesta",
        "Eu, abaixo-assinado, portador do CPF 529.982.247-25, residente nesta",
        "Eu, a abaixo assinada, inscrita no CPF/MF sob o nº 529.982.247-25, residente nesta",
    ],
)
def test_the_undersigned_is_the_name_over_the_same_cpf(source: str, opening: str) -> None:
    d = extract_one(
        [
            "À Secretaria Municipal de Mobilidade Urbana",
            "",
            "DECLARAÇÃO DE DEDICAÇÃO EXCLUSIVA À ATIVIDADE",
            opening,
            "cidade, DECLARO, sob as penas da lei, que me dedicarei com exclusividade à atividade.",
            [(300, "Lages, 11 de novembro de 2026.")],
            "",
            [(160, "HELENA MARTINS DE SOUZA")],
            [(175, "CPF 529.982.247-25")],
            "",
            "TABELIONATO DE NOTAS DE LAGES-SC",
            "RECONHEÇO POR SEMELHANÇA a firma de HELENA SOUZA.",
            "PEDRO LUCAS CASTRO SILVEIRA - Tabelião Substituto",
        ],
        source,
    )
    assert d.kind == "declaracao"
    assert d.value("titular_nome") == "HELENA MARTINS DE SOUZA"
    assert d.value("titular_documento") == "52998224725"


@pytest.mark.parametrize("comma", [",,", ", ,"])
def test_requerimento_opening_name_with_a_doubled_comma(comma: str) -> None:
    d = extract_one(
        [
            "REQUERIMENTO DE CREDENCIAMENTO",
            "Ilustríssimo Senhor Secretário Municipal de Mobilidade",
            f"SERRA AZUL TURISMO LTDA{comma} inscrita no CNPJ sob o nº 11.222.333/0001-81, com sede",
            "nesta cidade, neste ato representada por seu sócio JOÃO PEDRO ALVES, CPF 529.982.247-25,",
            "vem requerer o seu credenciamento como operadora do serviço de transporte.",
            "Termos em que pede deferimento.",
            [(300, "Lages, 2 de novembro de 2026.")],
            [(160, "JOÃO PEDRO ALVES")],
            [(150, "SERRA AZUL TURISMO LTDA.")],
        ],
        "ocr",
    )
    assert d.kind == "requerimento"
    assert d.value("titular_nome") == "SERRA AZUL TURISMO LTDA."
    assert d.value("titular_documento") == "11222333000181"


@pytest.mark.parametrize(
    "row",
    [
        "Invalidez permanente total ou parcial por acidente",
        "Assistência 24 horas guincho e chaveiro",
        "Despesas médico-hospitalares (DMH)",
    ],
)
def test_a_scanned_coverage_name_with_unlisted_words_is_kept_whole(row: str) -> None:
    d = extract_one(
        [
            *_POLICY_HEAD,
            *_POLICY_PARTIES,
            "COBERTURAS (por passageiro)",
            f"{row} R$ 20.000,00",
            "Prêmio total: R$ 1.023,21, em até 4 parcelas.",
        ],
        "ocr",
    )
    assert d.value("coberturas") == [{"tipo": row, "valor": "20000.00"}]
