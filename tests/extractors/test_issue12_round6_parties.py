"""Issue 12, sixth round (failure class 3): party roles and holder names.

Who is who is read from role headings and phrases, never from "the first name or
CPF/CNPJ on the page"; a form's words are never a name. Every document here is written
in wordings and layouts of its own with ``docbuilder.page``.
"""

from __future__ import annotations

from extractors.parsers import is_form_text, parse_holder_name
from tests.extractors.docbuilder import digits, extract_one

CPF_A, CPF_B, CPF_C = "748.526.057-00", "479.380.927-89", "529.982.247-25"
CNPJ_A, CNPJ_B = "77.968.013/4556-95", "41.435.558/9820-44"


# ------------------------------------------------------------------ form words are no names


def test_form_words_are_never_a_name() -> None:
    for text in ("Nome / Razão Social", "CONDUTOR AUXILIAR A SER INCLUÍDO", "Nestes termos",
                 "Inscrição Estadual", "CONTRIBUINTE", "acima identificado", "ASSINATURA DO DECLARANTE"):
        assert is_form_text(text), text
        assert parse_holder_name(text) is None, text
    assert parse_holder_name("MARIA DAS DORES TERMO") == ("MARIA DAS DORES TERMO", None)
    assert not is_form_text("TRANSPORTES NOVA ERA LTDA")


def test_a_label_read_with_its_value_is_stripped() -> None:
    assert parse_holder_name("Razão social ALFA BETA TURISMO LTDA") == ("ALFA BETA TURISMO LTDA", None)
    assert parse_holder_name("Nome completo: JOANA DARC SOUZA") == ("JOANA DARC SOUZA", None)
    assert parse_holder_name("NOMEADO PEREIRA") == ("NOMEADO PEREIRA", None)


# ------------------------------------------------------- apólice: parties side by side


def test_policy_parties_in_two_columns_are_read_in_their_own_column() -> None:
    """The insured on the left and the insurer on the right (the other way round from
    the layout the fix was written for), each with a "Nome:" label and a CPF/CNPJ."""
    d = extract_one([
        "APÓLICE DE SEGURO DE RESPONSABILIDADE CIVIL - TRANSPORTE DE PASSAGEIROS",
        "Apólice nº 7781.44.00012-3",
        [(0, "IDENTIFICAÇÃO DO SEGURADO"), (280, "IDENTIFICAÇÃO DA SEGURADORA")],
        [(0, "Nome: JOANA PRADO DE ASSIS"), (280, "Nome: ATLANTICO SUL SEGUROS S.A.")],
        [(0, f"CPF: {CPF_B}"), (280, f"CNPJ: {CNPJ_A}")],
        "Vigência: das 24h de 01/03/2026 às 24h de 01/03/2027",
        "Placa: BRA2E19",
    ])
    assert d.kind == "apolice"
    assert d.value("segurado_nome") == "JOANA PRADO DE ASSIS"
    assert d.value("segurado_documento") == digits(CPF_B)
    assert d.value("seguradora") == "ATLANTICO SUL SEGUROS S.A."


def test_policy_coverages_take_the_insured_amount_column_not_the_premium() -> None:
    d = extract_one([
        "APÓLICE DE SEGURO - ACIDENTES PESSOAIS DE PASSAGEIROS",
        "SEGURADORA: ATLANTICO SUL SEGUROS S.A.",
        f"SEGURADO: EXPRESSO RIO CLARO LTDA   CNPJ {CNPJ_B}",
        "Vigência: 01/03/2026 a 01/03/2027",
        [(0, "Garantia"), (200, "Franquia (R$)"), (300, "Importância segurada (R$)"), (440, "Prêmio (R$)")],
        [(0, "Morte acidental"), (200, "0,00"), (300, "80.000,00"), (440, "312,50")],
        [(0, "Invalidez permanente"), (200, "0,00"), (300, "80.000,00"), (440, "140,10")],
        "DMH ........................... R$ 8.000,00",
    ])
    assert d.value("coberturas") == [
        {"tipo": "Morte acidental", "valor": "80000.00"},
        {"tipo": "Invalidez permanente", "valor": "80000.00"},
        {"tipo": "DMH", "valor": "8000.00"},
    ]


# --------------------------------------------------------- requerimento: the requerente's


def test_requerimento_sections_give_the_requerente_not_the_representative() -> None:
    d = extract_one([
        "PREFEITURA MUNICIPAL DE SERRA AZUL",
        "REQUERIMENTO DE TRANSFERÊNCIA DE PERMISSÃO",
        "I - DADOS DO REPRESENTANTE LEGAL",
        [(0, "NOME"), (300, "CPF")],
        [(0, "OTAVIO MENDES CALDEIRA"), (300, CPF_A)],
        "II - DADOS DO REQUERENTE",
        [(0, "NOME"), (300, "CPF")],
        [(0, "RUTE FERRAZ DO AMARAL"), (300, CPF_C)],
        "III - DADOS DO VEÍCULO",
        [(0, "PLACA"), (300, "RENAVAM")],
        [(0, "QWE4R56"), (300, "01234567897")],
        "Serra Azul, 12 de outubro de 2026.",
    ])
    assert d.kind == "requerimento"
    assert d.value("titular_nome") == "RUTE FERRAZ DO AMARAL"
    assert d.value("titular_documento") == digits(CPF_C)


def test_a_sentence_ending_in_a_label_word_is_no_label() -> None:
    """ "… acompanham os dados do\\ncondutor." is prose: the closing formula under it
    is no name (issue 12: "NESTES TERMOS" was read as the requerente)."""
    d = extract_one([
        "REQUERIMENTO DE VISTORIA",
        "A empresa requer a vistoria do veículo e junta os documentos do veículo e do",
        "condutor.",
        "Termos em que pede deferimento.",
        "Itu, 3 de outubro de 2026.",
    ])
    assert d.value("titular_nome") is None


# --------------------------------------------- declaração / requerimento opened by a party


def test_declaration_opened_by_its_company_gives_it_and_its_cnpj() -> None:
    d = extract_one([
        "DECLARAÇÃO DE DISPONIBILIDADE DE FROTA",
        "A empresa SERRANA TRANSPORTES S.A., sociedade anônima inscrita no CNPJ",
        f"nº {CNPJ_B}, por sua diretora ELISA MOTA FARIAS, CPF {CPF_A}, declara que",
        "mantém à disposição do serviço os veículos relacionados em anexo.",
        "Jundiaí, 5 de novembro de 2026.",
    ])
    assert d.kind == "declaracao"
    assert d.value("titular_nome") == "SERRANA TRANSPORTES S.A."
    assert d.value("titular_documento") == digits(CNPJ_B)


def test_requerimento_in_the_first_person_plural() -> None:
    d = extract_one([
        "REQUERIMENTO DE INCLUSÃO DE VEÍCULO",
        "Nós, VALE VERDE FRETAMENTO LTDA., com sede na Rua das Acácias, 10, inscrita no",
        f"CNPJ sob o nº {CNPJ_A}, representada por seu procurador CAIO LIMA, CPF {CPF_B},",
        "requeremos a inclusão do veículo placa ABC1D23 em nossa frota.",
        "Nestes termos, pedimos deferimento.",
    ])
    assert d.value("titular_nome") == "VALE VERDE FRETAMENTO LTDA."
    assert d.value("titular_documento") == digits(CNPJ_A)


# ------------------------------------------------ a bill: the customer's column and address


def test_bill_customer_column_beside_the_utility_letterhead() -> None:
    """The customer's block is a right-hand column headed "DADOS DO ASSINANTE" on the
    utility's name line; its city comes from its own address line (CEP, city, UF),
    and the emission date from the heading over its column, not the first date."""
    d = extract_one([
        [(0, "RIO AZUL SANEAMENTO S.A."), (300, "DADOS DO ASSINANTE")],
        [(0, f"CNPJ {CNPJ_A}"), (300, "HEITOR BRANDÃO LUZ")],
        [(0, "Av. Central, 900 - Centro - Recife/PE"), (300, f"CPF {CPF_C}")],
        [(0, "Atendimento 0800 000 000"), (300, "Rua Pará, 45 - Jardim Alto")],
        [(300, "CEP 13480-210 LIMEIRA SP")],
        "FATURA DE ÁGUA E ESGOTO",
        [(0, "LEITURA ANTERIOR"), (120, "LEITURA ATUAL"), (240, "DATA DE EMISSÃO"), (360, "VENCIMENTO")],
        [(0, "02/09/2026"), (120, "02/10/2026"), (240, "05/10/2026"), (360, "20/10/2026")],
        "Total a pagar R$ 88,10",
    ])
    assert d.kind == "comprovante_endereco"
    assert d.value("titular_nome") == "HEITOR BRANDÃO LUZ"
    assert d.value("titular_documento") == digits(CPF_C)
    assert (d.value("municipio"), d.value("uf")) == ("LIMEIRA", "SP")
    assert d.value("data_emissao") == "2026-10-05"


def test_bill_label_and_next_cell_on_one_line() -> None:
    """ "Titular: NAME      Cidade: …": the name ends at its cell."""
    d = extract_one([
        "COMPANHIA DE GÁS DO PLANALTO",
        "CONTA DE GÁS CANALIZADO",
        [(0, "Titular: BEATRIZ CORREA NUNES"), (300, "Cidade: BAURU - SP")],
        [(0, f"CPF: {CPF_A}"), (300, "Emissão: 03/11/2026")],
    ])
    assert d.value("titular_nome") == "BEATRIZ CORREA NUNES"
    assert d.value("titular_documento") == digits(CPF_A)


# ------------------------------------------------------------ contracts: parties by role


def test_contract_parties_side_by_side_with_inline_roles() -> None:
    """ "LOCADORA: X     LOCATÁRIO(A): Y" with each CPF/CNPJ under its own name."""
    d = extract_one([
        "CONTRATO DE LOCAÇÃO DE MICRO-ÔNIBUS",
        [(0, "LOCADORA: FROTA NORTE LOCAÇÕES LTDA"), (300, "LOCATÁRIO(A): GILBERTO SANTANA REIS")],
        [(0, f"CNPJ: {CNPJ_B}"), (300, f"CPF: {CPF_C}")],
        "A LOCADORA entrega ao LOCATÁRIO o veículo placa FRT2B34 pelo prazo de 12 meses.",
    ])
    assert d.value("tipo") == "locacao"
    assert d.value("contratante_documento") == digits(CPF_C)
    assert d.value("contratado_documento") == digits(CNPJ_B)


def test_contract_roles_designated_after_the_qualification() -> None:
    """ "…, doravante designada COMODATÁRIA": the role follows the party's CPF/CNPJ,
    and the representative's CPF printed inside the clause is not the party's."""
    d = extract_one([
        "INSTRUMENTO PARTICULAR DE COMODATO DE VEÍCULO",
        "Pelo presente, ALVORADA ESCOLAR LTDA., inscrita no CNPJ sob o nº",
        f"{CNPJ_A}, neste ato representada por sua sócia LARA DIAS, CPF {CPF_A},",
        "doravante designada COMODATÁRIA, e MARCOS VIEIRA TOLEDO, brasileiro, CPF",
        f"{CPF_B}, doravante designado COMODANTE, ajustam o comodato do veículo.",
    ])
    assert d.value("tipo") == "comodato"
    assert d.value("contratante_documento") == digits(CNPJ_A)
    assert d.value("contratado_documento") == digits(CPF_B)
    assert d.value("assunto") == "INSTRUMENTO PARTICULAR DE COMODATO DE VEÍCULO"


def test_a_title_wrapped_on_two_lines_is_read_whole() -> None:
    d = extract_one([
        [(60, "DECLARAÇÃO DE RESPONSABILIDADE PELA MANUTENÇÃO DOS")],
        [(140, "VEÍCULOS DA FROTA")],
        "",
        "Eu, ROBERTA LINS MACIEL, brasileira, portadora do CPF " + CPF_A + ", declaro que",
        "mantenho os veículos em perfeitas condições de uso.",
    ])
    assert d.kind == "declaracao"
    assert d.value("assunto") == "DECLARAÇÃO DE RESPONSABILIDADE PELA MANUTENÇÃO DOS VEÍCULOS DA FROTA"
    assert d.value("titular_nome") == "ROBERTA LINS MACIEL"


# ------------------------------------------------------- certidões: the subject, not the clerk


def test_certidao_reads_the_contribuinte_section_not_the_requerente() -> None:
    d = extract_one([
        "MUNICÍPIO DE PORTO FELIZ",
        "CERTIDÃO NEGATIVA DE DÉBITOS MOBILIÁRIOS",
        f"REQUERENTE: CLARA MOTTA RIBAS - CPF {CPF_A}",
        "IDENTIFICAÇÃO DO CONTRIBUINTE",
        [(0, "Razão social"), (300, "CNPJ")],
        [(0, "ROTA DAS ÁGUAS TURISMO LTDA"), (300, CNPJ_B)],
        "Certificamos que não constam débitos em nome do contribuinte acima identificado.",
        "Data de emissão: 10/11/2026",
    ])
    assert d.value("titular_nome") == "ROTA DAS ÁGUAS TURISMO LTDA"
    assert d.value("titular_documento") == digits(CNPJ_B)


def test_a_bare_contribuinte_label_word_is_no_holder() -> None:
    d = extract_one([
        "PREFEITURA MUNICIPAL DE TATUÍ",
        "CERTIDÃO NEGATIVA DE TRIBUTOS MUNICIPAIS",
        "CONTRIBUINTE",
        "acima identificado não possui débitos nesta data.",
        "Data de emissão: 10/11/2026",
    ])
    assert d.value("titular_nome") is None


def test_bankruptcy_certificate_names_its_subject_after_contra() -> None:
    d = extract_one([
        "PODER JUDICIÁRIO - COMARCA DE BAURU",
        "CERTIDÃO NEGATIVA DE FALÊNCIA E RECUPERAÇÃO JUDICIAL",
        "Certifico que NÃO HÁ ação de recuperação judicial contra MONTE ALTO VIAGENS LTDA,",
        f"CNPJ {CNPJ_A}, distribuída nesta comarca.",
        "Emitida em: 02/11/2026",
    ])
    assert d.value("titular_nome") == "MONTE ALTO VIAGENS LTDA"


def test_registro_comercial_holder_is_the_empresario_not_the_firm() -> None:
    d = extract_one([
        "REQUERIMENTO DE EMPRESÁRIO",
        "JUNTA COMERCIAL DO ESTADO DE GOIÁS",
        "NOME: (DA EMPRESA)",
        "PAULO VIEIRA TRANSPORTES",
        "A - DADOS DO EMPRESÁRIO",
        "NOME CIVIL",
        "PAULO HENRIQUE VIEIRA SOUTO",
        [(0, "NASCIDO EM"), (200, "CPF")],
        [(0, "02/02/1980"), (200, CPF_B)],
        "B - DADOS DA EMPRESA",
        f"CNPJ {CNPJ_A}",
    ])
    assert d.kind == "registro_comercial"
    assert d.value("titular_nome") == "PAULO HENRIQUE VIEIRA SOUTO"
    assert d.value("titular_documento") == digits(CPF_B)


def test_section_name_ends_where_its_document_starts() -> None:
    """OCR lost the "CPF" column heading: the name cell runs into the CPF; the name ends
    there (a stray mark before the CPF is dropped) and the CPF is the section's."""
    d = extract_one([
        "REQUERIMENTO DE RENOVAÇÃO DE PERMISSÃO",
        "1. PERMISSIONÁRIO (REQUERENTE)",
        [(0, "NOME"), (380, "PERMISSÃO Nº")],
        [(0, f"DALVA REGINA POMPEU Ê {CPF_C}"), (380, "118/2021")],
        "2. MOTORISTA AUXILIAR",
        [(0, "NOME"), (300, "CPF")],
        [(0, "IVO BATISTA SEGALL"), (300, CPF_B)],
    ], source="ocr")
    assert d.value("titular_nome") == "DALVA REGINA POMPEU"
    assert d.value("titular_documento") == digits(CPF_C)


def test_a_name_cut_at_a_column_edge_is_not_sure() -> None:
    d = extract_one([
        "DECLARAÇÃO DE GARAGEM",
        "Razão social: PRADO VERDE TRANSPORTE ESCOLAR L",
        "declara possuir garagem própria para a frota.",
    ])
    f = d.fields["titular_nome"]
    assert f.value == "PRADO VERDE TRANSPORTE ESCOLAR L"
    assert f.confidence < 0.8


def test_first_person_declaration_with_a_profession_and_a_wrapped_cpf() -> None:
    d = extract_one([
        "DECLARAÇÃO DE CIÊNCIA DAS NORMAS DO SERVIÇO",
        "Eu, RUI BARROS TEODORO, solteiro, administrador, portador do CPF nº",
        f"{CPF_C}, residente em Itu/SP, DECLARO conhecer as normas do serviço.",
    ])
    assert d.value("titular_nome") == "RUI BARROS TEODORO"
    assert d.value("titular_documento") == digits(CPF_C)
