"""Issue 12, third round: the failure classes seen on independent documents, each on
documents written here in wordings and layouts of their own (not taken from any held-out
generator): rows are laid out with ``docbuilder.page`` so that columns sit where a text
layer would put them.
"""

from __future__ import annotations

from extractors.cnpj import parse_cnae, parse_cnaes, parse_natureza
from extractors.pipeline import extract_document
from tests.extractors.docbuilder import digits, document, extract_one, page

CPF_A, CPF_B, CPF_C = "748.526.057-00", "479.380.927-89", "529.982.247-25"
CNPJ_A, CNPJ_B = "77.968.013/4556-95", "41.435.558/9820-44"


def _pages(*pages_rows):  # type: ignore[no-untyped-def]
    docs = extract_document(document([page(rows) for rows in pages_rows]), auto_reocr=False)
    assert len(docs) == 1, [d.kind for d in docs]
    return docs[0]


# ----------------------------------------------------------------- class 5: CNPJ card codes


def test_cnae_and_natureza_codes_printed_without_their_mask() -> None:
    assert parse_cnae("4929901 - Transporte rodoviário coletivo de passageiros") == ("4929901", None)
    assert parse_cnae("4929-9/01 - Transporte rodoviário coletivo") == ("4929901", None)
    assert parse_cnaes("4923002 - Locação de automóveis com motorista "
                       "4930201 - Transporte de carga") == (["4923002", "4930201"], True)
    assert parse_natureza("2062 - Sociedade Empresária Limitada") == ("2062", None)
    assert parse_natureza("2135") == ("2135", None)
    # numbers that are no natureza jurídica code
    assert parse_natureza("12/03/2015") is None
    assert parse_natureza("9999 - Outros") is None
    assert parse_cnae("Telefone (17) 3281-0000") is None


def test_a_card_with_bare_cnae_and_natureza_codes() -> None:
    """Class 5: a card printed by another system gives the CNAEs as seven bare digits and
    the natureza jurídica as "2062" (no dash); the first secondary code shares the
    label's line."""
    d = extract_one([
        "COMPROVANTE DE INSCRIÇÃO E DE SITUAÇÃO CADASTRAL",
        f"CNPJ: {CNPJ_B}",
        "Nome empresarial: CASTRO E SANTOS TRANSPORTES LTDA",
        "Data de abertura: 12/03/2015",
        "CNAE principal: 4929901 - Transporte rodoviário coletivo de passageiros, fretamento",
        "CNAEs secundários: 4923002 - Transporte de passageiros - locação com motorista",
        "4930201 - Transporte rodoviário de carga, exceto produtos perigosos",
        "Natureza jurídica: 2062 - Sociedade Empresária Limitada",
        "Situação cadastral: ATIVA",
    ])
    assert d.kind == "cnpj"
    assert d.value("cnae_principal") == "4929901"
    assert d.value("cnaes_secundarios") == ["4923002", "4930201"]
    assert d.value("natureza_juridica") == "2062"


def test_boxed_card_with_bare_codes_under_long_labels() -> None:
    d = extract_one([
        [(0, "NÚMERO DE INSCRIÇÃO"), (300, "DATA DE ABERTURA")],
        [(0, f"{CNPJ_A} MATRIZ"), (300, "01/06/2019")],
        "COMPROVANTE DE INSCRIÇÃO E DE SITUAÇÃO CADASTRAL",
        "NOME EMPRESARIAL",
        "VIAÇÃO SERRA AZUL LTDA",
        "CÓDIGO E DESCRIÇÃO DA ATIVIDADE ECONÔMICA PRINCIPAL",
        "4924-8/00 - Transporte escolar",
        "CÓDIGO E DESCRIÇÃO DAS ATIVIDADES ECONÔMICAS SECUNDÁRIAS",
        "7711000 - Locação de automóveis sem condutor",
        "CÓDIGO E DESCRIÇÃO DA NATUREZA JURÍDICA",
        "2135 - Empresário (Individual)",
        [(0, "SITUAÇÃO CADASTRAL"), (300, "DATA DA SITUAÇÃO CADASTRAL")],
        [(0, "ATIVA"), (300, "01/06/2019")],
    ])
    assert d.kind == "cnpj"
    assert d.value("cnae_principal") == "4924800"
    assert d.value("cnaes_secundarios") == ["7711000"]
    assert d.value("natureza_juridica") == "2135"


# ----------------------------------------------------------------- class 7: CRF history


def test_crf_validity_is_the_current_certificates_not_the_history_page() -> None:
    """Class 7: a CRF whose second page lists the older certificates, each with its own
    "Validade: … a …": valida_ate is the current certificate's range end."""
    d = _pages(
        [
            "CAIXA ECONÔMICA FEDERAL",
            "CERTIFICADO DE REGULARIDADE DO FGTS - CRF",
            [(0, "Inscrição:"), (120, CNPJ_B)],
            [(0, "Razão Social:"), (120, "CIRINO E CORREIA LOCADORA LTDA")],
            "certifica que, nesta data, a empresa acima identificada encontra-se em situação",
            "regular perante o Fundo de Garantia do Tempo de Serviço - FGTS.",
            [(0, "Validade:"), (120, "19/11/2026 a 18/12/2026")],
            [(0, "Certificação Número:"), (120, "2026111893412789978155")],
            "Informação obtida em 18/11/2026, às 10:41:22",
        ],
        [
            "Histórico de Certificados de Regularidade do Empregador",
            "Certificação Número: 2026101893412789978100 Validade: 19/10/2026 a 17/11/2026",
            "Certificação Número: 2026091893412789978011 Validade: 18/09/2026 a 17/10/2026",
        ],
    )
    assert d.kind == "crf_fgts"
    assert d.value("valida_ate") == "2026-12-18"
    assert d.value("data_emissao") == "2026-11-18"
    assert d.value("codigo_validacao") == "2026111893412789978155"


# ----------------------------------------------------------------- class 4: control codes


def test_court_certificate_with_an_order_number_and_an_authenticity_code() -> None:
    """Class 4: "Pedido nº" and "Certidão nº" are numbers of the order and of the
    certificate; the code a reader checks it with is the "Código de autenticidade"."""
    d = extract_one([
        "PODER JUDICIÁRIO",
        "TRIBUNAL DE JUSTIÇA DO ESTADO DO RIO DE JANEIRO",
        "CERTIDÃO JUDICIAL CRIMINAL",
        "Pedido nº: 2026.0451.778",
        "Certidão nº: 930/2026",
        f"Certifico que NADA CONSTA em nome de MARCOS ANTÔNIO DE LIMA, CPF {CPF_A}.",
        "Rio de Janeiro, 10 de novembro de 2026.",
        "Código de autenticidade: TJRJ-7Q4K-22XB-91",
    ])
    assert d.kind == "distribuicao_criminal"
    assert d.value("codigo_validacao") == "TJRJ-7Q4K-22XB-91"


def test_state_tax_certificate_names_its_control_code_in_a_sentence() -> None:
    """Class 4: SEFAZ-SP prints the certidão's number under a label and the control code
    at the end of a sentence, without a colon."""
    d = extract_one([
        "GOVERNO DO ESTADO DE SÃO PAULO",
        "SECRETARIA DA FAZENDA E PLANEJAMENTO",
        "CERTIDÃO NEGATIVA DE DÉBITOS TRIBUTÁRIOS DA DÍVIDA ATIVA DO ESTADO DE SÃO PAULO",
        f"CNPJ: {CNPJ_B}",
        "Certidão nº 26110452013-39",
        "Data e hora da emissão: 10/11/2026 10:22:31",
        "A aceitação desta certidão está condicionada à verificação de sua autenticidade no",
        "sítio www.pfe.fazenda.sp.gov.br, código de controle 8A2B.91CD.0E4F",
    ])
    assert d.kind == "cnd_estadual"
    assert d.value("codigo_validacao") == "8A2B.91CD.0E4F"


def test_bankruptcy_certificate_code_on_the_line_after_its_sentence() -> None:
    """Class 4: the falência certidão's number is labelled, its control code printed
    alone under the sentence that names it."""
    d = extract_one([
        "PODER JUDICIÁRIO",
        "TRIBUNAL DE JUSTIÇA DO ESTADO DE MINAS GERAIS",
        "CERTIDÃO NEGATIVA DE FALÊNCIA, CONCORDATA E RECUPERAÇÃO JUDICIAL",
        "Certidão nº: 930/2026",
        "Requerente: FOGAÇA E FARIAS TRANSPORTES LTDA",
        f"CNPJ: {CNPJ_B}",
        "Certificamos que nada consta.",
        "Belo Horizonte, 10/11/2026",
        "A validade desta certidão pode ser confirmada com o código de controle",
        "2ED5-E6F7-A1D7",
    ])
    assert d.kind == "certidao_falencia"
    assert d.value("codigo_validacao") == "2ED5-E6F7-A1D7"


def test_municipal_certificate_authenticity_label_alone() -> None:
    d = extract_one([
        "PREFEITURA MUNICIPAL DE CAMPINAS",
        "CERTIDÃO NEGATIVA DE DÉBITOS TRIBUTÁRIOS MUNICIPAIS",
        "Número: 000930/2026",
        "Contribuinte: FERNANDES LOCADORA LTDA",
        f"CNPJ: {CNPJ_B}",
        "Certificamos que não constam débitos tributários municipais em nome do contribuinte.",
        "Emitida em 14/11/2026. Válida até 13/02/2027.",
        "Autenticidade: 4F2A91C8B7",
    ])
    assert d.kind == "cnd_municipal"
    assert d.value("codigo_validacao") == "4F2A91C8B7"


def test_only_a_certificate_number_is_kept_below_the_threshold() -> None:
    """No code printed at all: the number is weak evidence of it (below 0.8)."""
    d = extract_one([
        "PODER JUDICIÁRIO",
        "TRIBUNAL DE JUSTIÇA DO ESTADO DE SÃO PAULO",
        "CERTIDÃO DE DISTRIBUIÇÃO DE AÇÕES CRIMINAIS",
        "Pedido nº: 0012345678",
        f"Nome: MARCOS ANTÔNIO DE LIMA   CPF: {CPF_A}",
        "NADA CONSTA.",
        "São Paulo, 03 de novembro de 2026",
    ])
    f = d.fields.get("codigo_validacao")
    assert f is None or f.confidence < 0.8


# ----------------------------------------------------------------- class 2: issuers as printed


def _antecedentes(header: list[str], body: str = "Certificamos que NADA CONSTA.") -> object:
    return extract_one([
        *header,
        "CERTIDÃO DE ANTECEDENTES CRIMINAIS",
        "Nome: MARCOS ANTÔNIO DE LIMA",
        f"CPF: {CPF_A}",
        body,
        "Emitida em 03/11/2026",
        "Código de autenticidade: 7F21C9A0",
    ])


def test_civil_police_printed_in_full_is_the_issuer() -> None:
    """Class 2: "POLÍCIA CIVIL DE MINAS GERAIS" heads the page and the body mentions the
    state's "Segurança Pública": the issuer is the Polícia Civil, as printed."""
    d = _antecedentes(
        ["POLÍCIA CIVIL DE MINAS GERAIS", "INSTITUTO DE IDENTIFICAÇÃO"],
        "A Polícia Civil, integrante do Sistema de Segurança Pública do Estado, certifica "
        "que NADA CONSTA.")
    assert d.kind == "antecedentes_criminais"  # type: ignore[attr-defined]
    assert d.value("orgao_emissor") == "POLÍCIA CIVIL DE MINAS GERAIS"  # type: ignore[attr-defined]


def test_civil_police_above_its_secretaria_and_cut_at_a_dash() -> None:
    d = _antecedentes(["ESTADO DO PARANÁ", "POLÍCIA CIVIL DO PARANÁ - INSTITUTO DE IDENTIFICAÇÃO",
                       "Secretaria de Estado da Segurança Pública"])
    f = d.fields["orgao_emissor"]  # type: ignore[attr-defined]
    assert f.value == "POLÍCIA CIVIL DO PARANÁ"
    assert f.confidence < 0.8  # the Secretaria printed below: not settled


def test_secretaria_above_the_civil_police_is_not_sure() -> None:
    """Both bodies of the state's hierarchy in the letterhead: whichever is given, it is
    below the checklist threshold (a review, never a sure wrong issuer)."""
    d = _antecedentes(["ESTADO DO PARANÁ", "SECRETARIA DE ESTADO DA SEGURANÇA PÚBLICA",
                       "POLÍCIA CIVIL DO PARANÁ", "INSTITUTO DE IDENTIFICAÇÃO DO PARANÁ"])
    f = d.fields["orgao_emissor"]  # type: ignore[attr-defined]
    assert f.confidence < 0.8


def test_court_and_federal_police_unchanged() -> None:
    d = extract_one([
        "PODER JUDICIÁRIO",
        "TRIBUNAL DE JUSTIÇA DO ESTADO DE SÃO PAULO",
        "CERTIDÃO DE DISTRIBUIÇÃO DE AÇÕES CRIMINAIS",
        f"Nome: MARCOS ANTÔNIO DE LIMA   CPF: {CPF_A}",
        "NADA CONSTA.",
    ])
    assert d.value("orgao_emissor") == "TRIBUNAL DE JUSTIÇA DO ESTADO DE SÃO PAULO"
    pf = _antecedentes(["SERVIÇO PÚBLICO FEDERAL", "MINISTÉRIO DA JUSTIÇA E SEGURANÇA PÚBLICA",
                        "POLÍCIA FEDERAL"])
    assert pf.value("orgao_emissor") == "POLÍCIA FEDERAL"  # type: ignore[attr-defined]


def test_prefeitura_of_an_estancia_as_printed_and_its_city() -> None:
    d = extract_one([
        "PREFEITURA DA ESTÂNCIA TURÍSTICA DE OLÍMPIA",
        "SECRETARIA MUNICIPAL DE FINANÇAS",
        "CERTIDÃO NEGATIVA DE DÉBITOS TRIBUTÁRIOS MUNICIPAIS",
        "Contribuinte: JOSÉ CARLOS PEREIRA",
        f"CPF: {CPF_A}",
        "Certificamos que não constam débitos em nome do contribuinte.",
        "Olímpia, 12 de novembro de 2026.",
    ])
    assert d.kind == "cnd_municipal"
    assert d.value("orgao_emissor") == "PREFEITURA DA ESTÂNCIA TURÍSTICA DE OLÍMPIA"
    assert d.value("municipio") == "OLÍMPIA"


# ----------------------------------------------------------------- class 1: inscrição municipal


def test_certidao_de_debitos_mobiliarios_gives_its_inscricao_municipal() -> None:
    """Class 1: a prefeitura's "CERTIDÃO NEGATIVA DE DÉBITOS MOBILIÁRIOS" is a municipal
    tax certificate, and the registration it prints is read."""
    d = extract_one([
        "PREFEITURA DA ESTÂNCIA TURÍSTICA DE OLÍMPIA",
        "SECRETARIA MUNICIPAL DE FINANÇAS",
        "CERTIDÃO NEGATIVA DE DÉBITOS MOBILIÁRIOS",
        "Certidão nº 1234/2026",
        "Inscrição Municipal: 45.871-2",
        "Contribuinte: JOSÉ CARLOS PEREIRA",
        f"CPF: {CPF_A}",
        "Atividade: TRANSPORTE ESCOLAR",
        "Certificamos, para os devidos fins, que não constam débitos relativos a tributos",
        "mobiliários para o contribuinte acima identificado.",
        "Olímpia, 12 de novembro de 2026.",
        "Código de autenticidade: 8F3A-22C1-90BD",
    ])
    assert d.kind == "cnd_municipal"
    assert d.kind_confidence >= 0.6
    assert d.value("inscricao_municipal") == "45.871-2"
    assert d.value("titular_documento") == digits(CPF_A)
    assert d.value("codigo_validacao") == "8F3A-22C1-90BD"


def test_inscricao_municipal_read_on_the_registration_itself() -> None:
    d = extract_one([
        "PREFEITURA MUNICIPAL DE OLÍMPIA",
        "COMPROVANTE DE INSCRIÇÃO MUNICIPAL - CADASTRO MOBILIÁRIO",
        [(0, "Nº DA INSCRIÇÃO MUNICIPAL"), (250, "DATA DA INSCRIÇÃO")],
        [(0, "0123456/001-5"), (250, "02/03/2020")],
        "Nome: JOSÉ CARLOS PEREIRA",
        f"CPF: {CPF_A}",
    ])
    assert d.kind == "inscricao_municipal"
    assert d.value("inscricao_municipal") == "0123456/001-5"


def test_a_document_number_after_the_label_is_no_inscricao() -> None:
    from extractors.parsers import parse_inscricao

    assert parse_inscricao("nº 1234567. Atividade: transporte") == ("1234567", None)
    assert parse_inscricao(CPF_A) is None
    assert parse_inscricao("12/03/2020") is None
    assert parse_inscricao("ISENTO") is None


# ----------------------------------------------------------------- class 3: apólice parties


def test_policy_coverages_on_page_two_and_insurer_on_the_title_line() -> None:
    """Class 3: the insurer printed on the title's line is its name without the title;
    the coverages are a table on page 2 whose amount column is headed "(R$)"."""
    d = _pages(
        [
            "APÓLICE DE SEGURO APP - ALVORADA SEGUROS S.A.",
            f"CNPJ {CNPJ_A}",
            "Apólice nº 1031.82.0045678",
            "Segurado: LOPES E DA PAZ LOCADORA LTDA",
            f"CNPJ: {CNPJ_B}",
            "Vigência: das 24h de 05/03/2026 às 24h de 05/03/2027",
            "Placa: QTR4E21",
        ],
        [
            "Apólice nº 1031.82.0045678 - continuação",
            [(0, "COBERTURA"), (300, "IMPORTÂNCIA SEGURADA (R$)")],
            [(0, "Morte acidental"), (300, "50.000,00")],
            [(0, "Invalidez permanente por acidente"), (300, "50.000,00")],
            [(0, "Despesas médico-hospitalares (DMH)"), (300, "5.000,00")],
            [(0, "Prêmio líquido"), (300, "1.100,00")],
        ],
    )
    assert d.kind == "apolice"
    assert d.value("seguradora") == "ALVORADA SEGUROS S.A."
    assert d.value("segurado_documento") == digits(CNPJ_B)
    assert d.value("coberturas") == [
        {"tipo": "Morte acidental", "valor": "50000.00"},
        {"tipo": "Invalidez permanente por acidente", "valor": "50000.00"},
        {"tipo": "Despesas médico-hospitalares (DMH)", "valor": "5000.00"},
    ]


def test_segurado_beside_an_estipulante_is_the_segurado() -> None:
    """Class 3: a collective policy names its estipulante (a company, with its CNPJ)
    before the segurado (a person, with a CPF): segurado_nome and segurado_documento
    are the segurado's, and a role word is never taken for the insurer."""
    d = extract_one([
        [(0, "ESTIPULANTE"), (300, "SEGURADO")],
        [(0, "CAMARGO E DA LUZ TRANSPORTES EIRELI"), (300, "ELOAH BARROS DA LUZ")],
        [(0, f"CNPJ {CNPJ_B}"), (300, f"CPF {CPF_C}")],
        "APÓLICE DE SEGURO APP Nº 5531.10.000777 - MAR AZUL SEGUROS S.A.",
        "Vigência: 01/02/2026 a 01/02/2027",
        "Morte acidental R$ 30.000,00",
    ])
    assert d.kind == "apolice"
    assert d.value("segurado_nome") == "ELOAH BARROS DA LUZ"
    assert d.value("segurado_documento") == digits(CPF_C)
    assert d.value("seguradora") == "MAR AZUL SEGUROS S.A."


def test_estipulante_section_first_then_segurado_section() -> None:
    d = extract_one([
        "APÓLICE DE SEGURO DE ACIDENTES PESSOAIS COLETIVO",
        "Seguradora: MAR AZUL SEGUROS S.A. - CNPJ " + CNPJ_A,
        "Apólice nº 5531.10.000777",
        "ESTIPULANTE",
        "CAMARGO E DA LUZ TRANSPORTES EIRELI",
        f"CNPJ: {CNPJ_B}",
        "SEGURADO",
        "ELOAH BARROS DA LUZ",
        f"CPF: {CPF_C}",
        "Vigência: 01/02/2026 a 01/02/2027",
        "Morte acidental R$ 30.000,00",
    ])
    assert d.value("seguradora") == "MAR AZUL SEGUROS S.A."
    assert d.value("segurado_nome") == "ELOAH BARROS DA LUZ"
    assert d.value("segurado_documento") == digits(CPF_C)


def test_segurado_named_under_its_section_heading_and_only_the_insurers_cnpj() -> None:
    """The segurado's name after "Nome:" under "DADOS DO SEGURADO"; the only CNPJ printed
    is the insurer's, so no segurado_documento at all."""
    d = extract_one([
        "SEGURADORA BOA VIAGEM S.A.",
        "APÓLICE Nº 20.556.889",
        "DADOS DO SEGURADO",
        "Nome: LOPES E DA PAZ LOCADORA LTDA",
        f"Seguradora: SEGURADORA BOA VIAGEM S.A. - CNPJ {CNPJ_A}",
        "Vigência: das 24h de 05/03/2026 às 24h de 05/03/2027",
        "Morte acidental R$ 30.000,00",
    ])
    assert d.value("segurado_nome") == "LOPES E DA PAZ LOCADORA LTDA"
    assert "segurado_documento" not in d.fields


# ----------------------------------------------------------------- class 6: bills and NF-e


def test_power_bill_without_a_holder_label() -> None:
    """Class 6: the customer's name is the first block under the bill's title, over its
    address; the utility's name and CNPJ in the letterhead are not the titular's."""
    d = extract_one([
        "COMPANHIA PAULISTA DE FORÇA E LUZ - CPFL",
        "CNPJ 33.050.196/0001-88",
        "CONTA DE ENERGIA ELÉTRICA",
        "ELOAH ANDRADE BARBOSA DOS CUNHA",
        "RUA DAS ACÁCIAS, 120 - CENTRO",
        "OLÍMPIA - SP CEP 15400-000",
        "Nº da instalação: 3012456789",
        "Data de emissão: 20/10/2026",
        "Total a pagar R$ 187,45",
    ])
    assert d.kind == "comprovante_endereco"
    assert d.value("titular_nome") == "ELOAH ANDRADE BARBOSA DOS CUNHA"
    assert d.value("titular_documento") != "33050196000188"


def test_water_bill_name_block_beside_a_column_of_bill_data() -> None:
    d = extract_one([
        "SABESP - COMPANHIA DE SANEAMENTO BÁSICO DO ESTADO DE SÃO PAULO",
        "CNPJ 43.776.517/0001-80",
        "Rua Costa Carvalho, 300 - São Paulo - SP",
        "FATURA DE ÁGUA E ESGOTO",
        [(0, "MARIA LUIZA ALVES CIRINO"), (300, "Fornecimento: 00123456")],
        [(0, "AV. BRASIL, 1550 APTO 12"), (300, "Mês de referência: 10/2026")],
        [(0, "JARDIM AMÉRICA - OLÍMPIA/SP"), (300, "Vencimento: 12/11/2026")],
        "Valor total R$ 96,20",
    ])
    assert d.kind == "comprovante_endereco"
    assert d.value("titular_nome") == "MARIA LUIZA ALVES CIRINO"
    assert d.value("titular_documento") != "43776517000180"


def test_nota_fiscal_labels_in_cells_without_colons() -> None:
    """Class 6: the destinatário's name sits in the cell right of its label, with no
    colon; the emitente's row above is another party."""
    d = extract_one([
        "NOTA FISCAL ELETRÔNICA",
        [(0, "EMITENTE"), (300, "AUTO VEÍCULOS BOA VISTA LTDA")],
        [(0, "CNPJ"), (300, CNPJ_A)],
        [(0, "DESTINATÁRIO"), (300, "LUÍSA DA CONCEIÇÃO DOS GONÇALVES")],
        [(0, "CPF"), (300, CPF_B)],
        [(0, "DATA DE EMISSÃO"), (300, "05/11/2026")],
    ])
    assert d.kind == "nota_fiscal"
    assert d.value("titular_nome") == "LUÍSA DA CONCEIÇÃO DOS GONÇALVES"
    assert d.value("titular_documento") == digits(CPF_B)


def test_nota_fiscal_name_cell_under_the_destinatario_heading() -> None:
    d = extract_one([
        "DANFE",
        "DESTINATÁRIO",
        [(0, "Nome/Razão Social"), (150, "LUÍSA DA CONCEIÇÃO DOS GONÇALVES")],
        [(0, "CPF/CNPJ"), (150, CPF_B)],
        "EMITENTE",
        [(0, "Razão Social"), (150, "AUTO VEÍCULOS BOA VISTA LTDA")],
        [(0, "CNPJ"), (150, CNPJ_A)],
        "Data de emissão 05/11/2026",
    ])
    assert d.kind == "nota_fiscal"
    assert d.value("titular_nome") == "LUÍSA DA CONCEIÇÃO DOS GONÇALVES"
    assert d.value("titular_documento") == digits(CPF_B)


# ----------------------------------------------------------------- class 8: requerimento date


def test_requerimento_date_is_its_own_not_the_attached_procuracaos() -> None:
    """Class 8: the requerimento is dated by its signature line ("Data: …"); the
    procuração behind it prints a "Data de emissão" of its own."""
    d = _pages(
        [
            "REQUERIMENTO",
            [(0, "Requerente:"), (100, "JOSÉ CARLOS PEREIRA")],
            [(0, "CPF:"), (100, CPF_A)],
            "Venho requerer a renovação do alvará de transporte escolar.",
            "Olímpia, ____ de novembro de 2026",
            "Data: 04/11/2026",
            "Assinatura: ______________________",
        ],
        [
            "PROCURAÇÃO",
            "Outorgante: JOSÉ CARLOS PEREIRA",
            "Outorgado: ANTÔNIO MARCOS SILVA",
            "Data de emissão: 15/10/2026",
        ],
    )
    assert d.kind == "requerimento"
    assert d.value("data_emissao") == "2026-11-04"
    assert d.value("titular_nome") == "JOSÉ CARLOS PEREIRA"


def test_procuracao_on_the_same_page_below_the_signature() -> None:
    d = extract_one([
        "REQUERIMENTO DE INSCRIÇÃO DE CONDUTOR AUXILIAR",
        [(0, "Requerente:"), (100, "JOSÉ CARLOS PEREIRA")],
        [(0, "CPF:"), (100, CPF_A)],
        "Requer a inscrição como condutor auxiliar do serviço de transporte escolar.",
        "Local e data: Olímpia/SP, ___/___/______",
        "Assinatura: ______________________",
        "ANEXO - PROCURAÇÃO PARTICULAR",
        f"Pelo presente instrumento, JOSÉ CARLOS PEREIRA, CPF {CPF_A}, nomeia seu procurador",
        f"ANTÔNIO MARCOS SILVA, CPF {CPF_B}.",
        "Data de emissão: 15/10/2026",
    ])
    assert d.kind == "requerimento"
    assert "data_emissao" not in d.fields  # the requerimento's own date is left blank
    assert d.value("titular_documento") == digits(CPF_A)


# ----------------------------------------------------------------- class 9: cessão de quotas

_QUALIFY = ("{nome}, brasileir{g}, {ec}, empresári{g}, portador{a} do CPF {cpf}, residente na "
            "Rua {n}, {n}0, Olímpia/SP")


def _q(nome: str, cpf: str, fem: bool = False, n: int = 7) -> str:
    g = "a" if fem else "o"
    return _QUALIFY.format(nome=nome, g=g, ec="solteira" if fem else "casado", a="a" if fem else "",
                           cpf=cpf, n=n)


def test_consolidated_alteration_lists_the_partners_after_the_cession() -> None:
    """Class 9: the sócia who sells all her quotas is qualified at the top and in the
    cessão clause; the consolidated contract's quota distribution names who remains."""
    d = _pages([
        "ALTERAÇÃO CONTRATUAL E CONSOLIDAÇÃO DO CONTRATO SOCIAL",
        "CASTRO FRETAMENTO LTDA",
        f"CNPJ {CNPJ_B}",
        _q("PEDRO HENRIQUE CASTRO", CPF_A) + "; e",
        _q("MARIA CLARA NUNES", CPF_B, fem=True, n=8) + ", únicos sócios, resolvem alterar o",
        "contrato social, como segue:",
        "CLÁUSULA PRIMEIRA - A sócia MARIA CLARA NUNES cede e transfere a totalidade de suas",
        "7.500 quotas ao sócio ingressante " + _q("JOÃO PAULO MENDES", CPF_C, n=9) + ",",
        "dando plena e geral quitação.",
        "CONSOLIDAÇÃO DO CONTRATO SOCIAL",
        "CLÁUSULA PRIMEIRA - A sociedade gira sob a denominação CASTRO FRETAMENTO LTDA.",
        "CLÁUSULA SEGUNDA - O capital social é de R$ 15.000,00 (quinze mil reais), totalmente",
        "integralizado, dividido em 15.000 quotas de R$ 1,00, assim distribuídas:",
        "PEDRO HENRIQUE CASTRO - 7.500 quotas - R$ 7.500,00",
        "JOÃO PAULO MENDES - 7.500 quotas - R$ 7.500,00",
        "Olímpia, 10 de outubro de 2026.",
        "PEDRO HENRIQUE CASTRO     MARIA CLARA NUNES     JOÃO PAULO MENDES",
    ])
    assert d.kind == "contrato_social"
    assert d.value("socios") == [{"nome": "PEDRO HENRIQUE CASTRO", "cpf": digits(CPF_A)},
                                 {"nome": "JOÃO PAULO MENDES", "cpf": digits(CPF_C)}]
    assert d.value("capital_social") == "15000.00"


def test_alteration_without_consolidation_drops_the_withdrawing_partner() -> None:
    d = _pages([
        "INSTRUMENTO PARTICULAR DE ALTERAÇÃO DO CONTRATO SOCIAL",
        "VIAÇÃO SERRA AZUL LTDA",
        f"CNPJ {CNPJ_A}",
        _q("PEDRO HENRIQUE CASTRO", CPF_A) + "; e",
        _q("MARIA CLARA NUNES", CPF_B, fem=True, n=8) + ", sócios da sociedade, e",
        _q("JOÃO PAULO MENDES", CPF_C, n=9) + ", resolvem:",
        "CLÁUSULA PRIMEIRA - A sócia MARIA CLARA NUNES retira-se da sociedade, cedendo suas",
        "quotas ao ingressante JOÃO PAULO MENDES.",
        "CLÁUSULA SEGUNDA - O capital social de R$ 20.000,00 (vinte mil reais) permanece",
        "totalmente integralizado.",
    ])
    assert d.kind == "contrato_social"
    assert [s["nome"] for s in d.value("socios")] == ["PEDRO HENRIQUE CASTRO", "JOÃO PAULO MENDES"]


def test_a_partial_cession_keeps_the_cedente() -> None:
    d = _pages([
        "ALTERAÇÃO CONTRATUAL",
        "VIAÇÃO SERRA AZUL LTDA",
        _q("PEDRO HENRIQUE CASTRO", CPF_A) + "; e",
        _q("MARIA CLARA NUNES", CPF_B, fem=True, n=8) + ", únicos sócios, resolvem:",
        "CLÁUSULA PRIMEIRA - O sócio PEDRO HENRIQUE CASTRO cede e transfere 2.000 de suas quotas",
        "à sócia MARIA CLARA NUNES.",
        "CLÁUSULA SEGUNDA - O capital social de R$ 20.000,00 (vinte mil reais) permanece",
        "totalmente integralizado.",
    ])
    assert [s["nome"] for s in d.value("socios")] == ["PEDRO HENRIQUE CASTRO", "MARIA CLARA NUNES"]


# ----------------------------------------------------------------- class 10: empresário's CPF


def test_requerimento_de_empresario_titular_is_the_person_and_its_cpf() -> None:
    """Class 10: the form prints the firm's CNPJ (in its header and beside the nome
    empresarial) and the empresário's CPF; the titular is the empresário."""
    d = extract_one([
        "REQUERIMENTO DE EMPRESÁRIO",
        "NOME CIVIL DO EMPRESÁRIO",
        "MARIA VITÓRIA COSTA DA ROSA DOS LEÃO",
        [(0, "CPF"), (200, "IDENTIDADE")],
        [(0, CPF_A), (200, "12.345.678-9")],
        [(0, "NOME EMPRESARIAL"), (300, "CNPJ")],
        [(0, "M V C DA ROSA DOS LEÃO TRANSPORTES"), (300, CNPJ_B)],
        "Deferido e arquivado em 25/02/2026 sob o NIRE 35123456789",
    ])
    assert d.kind == "registro_comercial"
    assert d.value("titular_nome") == "MARIA VITÓRIA COSTA DA ROSA DOS LEÃO"
    assert d.value("titular_documento") == digits(CPF_A)


def test_requerimento_de_empresario_with_colon_labels() -> None:
    d = extract_one([
        "JUNTA COMERCIAL DO ESTADO DE SÃO PAULO - JUCESP",
        "REQUERIMENTO DE EMPRESÁRIO",
        f"NIRE 35123456789   CNPJ {CNPJ_B}",
        "Nome civil do empresário: MARIA VITÓRIA COSTA DA ROSA DOS LEÃO",
        f"CPF: {CPF_A}   RG: 12.345.678-9 SSP/SP",
        "Nome empresarial: M V C DA ROSA DOS LEÃO TRANSPORTES",
        "Olímpia, 20 de fevereiro de 2026",
    ])
    assert d.value("titular_nome") == "MARIA VITÓRIA COSTA DA ROSA DOS LEÃO"
    assert d.value("titular_documento") == digits(CPF_A)


def test_a_company_holder_keeps_its_cnpj() -> None:
    d = extract_one([
        "JUNTA COMERCIAL DO ESTADO",
        "REQUERIMENTO DE EMPRESÁRIO",
        "Razão Social: ROSA TRANSPORTES LTDA",
        f"CNPJ: {CNPJ_B}",
        f"Administrador: MARIA VITÓRIA COSTA, CPF {CPF_A}",
        "Data de emissão: 20/02/2026",
    ])
    assert d.value("titular_documento") == digits(CNPJ_B)


def test_bankruptcy_certificate_holder_named_on_the_line_after_em_nome_de() -> None:
    """A sentence that ends in "em nome de" leaves the holder to the next line: the
    sentence's words are never the holder's name."""
    d = extract_one([
        "TRIBUNAL DE JUSTIÇA DO ESTADO DE SÃO PAULO",
        "CERTIDÃO DE DISTRIBUIÇÃO CÍVEL - FALÊNCIAS, CONCORDATAS E RECUPERAÇÕES",
        "Nº da certidão: 930/2026",
        "A Diretoria de Distribuição certifica que NADA CONSTA em nome de",
        f"FOGAÇA E FARIAS TRANSPORTES LTDA, CNPJ {CNPJ_B}.",
        "São Paulo, 10 de novembro de 2026.",
        "Código de controle: 5E2A-77F0",
    ])
    assert d.kind == "certidao_falencia"
    assert d.value("titular_nome") == "FOGAÇA E FARIAS TRANSPORTES LTDA"
    assert d.value("codigo_validacao") == "5E2A-77F0"


def test_the_incoming_partner_who_acquires_all_quotas_stays() -> None:
    """The cessionário's sentence names the sale too ("adquire a totalidade das quotas
    que lhe cede …"): only the partner who withdraws leaves."""
    d = _pages([
        "ALTERAÇÃO CONTRATUAL",
        "VIAÇÃO SERRA AZUL LTDA",
        _q("PEDRO HENRIQUE CASTRO", CPF_A) + "; e",
        _q("MARIA CLARA NUNES", CPF_B, fem=True, n=8) + ", únicos sócios, e",
        _q("JOÃO PAULO MENDES", CPF_C, n=9) + ", que ingressa na sociedade e adquire a",
        "totalidade das quotas que lhe cede a sócia MARIA CLARA NUNES, que se retira da sociedade.",
        "CLÁUSULA SEGUNDA - O capital social de R$ 20.000,00 (vinte mil reais) permanece",
        "totalmente integralizado, distribuído entre PEDRO HENRIQUE CASTRO, 10.000 quotas, e",
        "JOÃO PAULO MENDES, 10.000 quotas.",
    ])
    assert [s["nome"] for s in d.value("socios")] == ["PEDRO HENRIQUE CASTRO", "JOÃO PAULO MENDES"]


def test_a_constitution_keeps_every_partner() -> None:
    """No cession at all (a constituição whose partners hold quotas): nobody leaves."""
    d = _pages([
        "CONTRATO SOCIAL DE CONSTITUIÇÃO DE SOCIEDADE LIMITADA",
        _q("PEDRO HENRIQUE CASTRO", CPF_A) + "; e",
        _q("MARIA CLARA NUNES", CPF_B, fem=True, n=8) + ", resolvem constituir a sociedade",
        "VIAÇÃO SERRA AZUL LTDA, que se regerá pelas cláusulas seguintes:",
        "CLÁUSULA PRIMEIRA - O capital social é de R$ 20.000,00 (vinte mil reais), totalmente",
        "integralizado, dividido em 20.000 quotas, cabendo 10.000 quotas a cada sócio.",
        "PARÁGRAFO ÚNICO - O sócio que se retirar da sociedade terá seus haveres apurados em balanço.",
    ])
    assert [s["nome"] for s in d.value("socios")] == ["PEDRO HENRIQUE CASTRO", "MARIA CLARA NUNES"]


def test_bill_titled_at_its_foot_with_the_utilitys_address_in_the_letterhead() -> None:
    """The utility's street and a "SEGUNDA VIA" stamp are not the customer: the name is
    the line printed right over the customer's address."""
    d = extract_one([
        "ENERGISA SUL-SUDESTE - DISTRIBUIDORA DE ENERGIA S.A.",
        "CNPJ 07.282.377/0001-20",
        "Rua Costa Carvalho, 300 - Presidente Prudente - SP",
        "CEP 19010-000",
        "SEGUNDA VIA",
        [(0, "MARIA LUIZA ALVES CIRINO"), (300, "Conta do mês 10/2026")],
        [(0, "R. DAS FLORES, 45 - CENTRO"), (300, "Vencimento 12/11/2026")],
        [(0, "15400-000 OLÍMPIA SP"), (300, "Total a pagar R$ 96,20")],
        "Nota fiscal / conta de energia elétrica nº 000123",
    ])
    assert d.kind == "comprovante_endereco"
    assert d.value("titular_nome") == "MARIA LUIZA ALVES CIRINO"


def test_nota_fiscal_sections_headed_dados_do() -> None:
    """"DADOS DO DESTINATÁRIO" opens the destinatário's section: the emitente's name and
    CNPJ above it are never the titular's."""
    d = extract_one([
        "NOTA FISCAL ELETRÔNICA - NF-e",
        "DADOS DO EMITENTE",
        f"Razão social: AUTO VEÍCULOS BOA VISTA LTDA   CNPJ: {CNPJ_A}",
        "DADOS DO DESTINATÁRIO",
        "Nome: LUÍSA DA CONCEIÇÃO DOS GONÇALVES",
        f"CPF: {CPF_B}",
        "Data de emissão: 05/11/2026",
    ])
    assert d.value("titular_nome") == "LUÍSA DA CONCEIÇÃO DOS GONÇALVES"
    assert d.value("titular_documento") == digits(CPF_B)


def test_labels_glued_to_their_values() -> None:
    """"Certificação Número:2026…" (no space after the colon) is a label and its value."""
    d = extract_one([
        "CAIXA ECONÔMICA FEDERAL",
        "CERTIFICADO DE REGULARIDADE DO FGTS",
        f"Inscrição:{CNPJ_B}   Razão Social: CIRINO E CORREIA LOCADORA LTDA",
        "Validade:19/11/2026 a 18/12/2026",
        "Certificação Número:2026111893412789978155",
        "Informação obtida em 18/11/2026 10:41:22",
        "Consulte em https://consulta-crf.caixa.gov.br",
    ])
    assert d.kind == "crf_fgts"
    assert d.value("codigo_validacao") == "2026111893412789978155"
    assert d.value("valida_ate") == "2026-12-18"
    assert d.value("titular_documento") == digits(CNPJ_B)


def test_requerimento_in_prose_by_a_company() -> None:
    """A requerimento written as a sentence: the company that "vem requerer" is the
    titular (not its representative), and the plate is named in the sentence."""
    d = extract_one([
        "Ilustríssimo Senhor Secretário Municipal de Transportes de Mogi das Cruzes",
        "REQUERIMENTO",
        f"A empresa NASCIMENTO E DA ROSA VIAGENS LTDA., inscrita no CNPJ sob o nº {CNPJ_B},",
        "com sede na Rua Sete, 77, neste ato representada por seu sócio JOSÉ CARLOS PEREIRA, CPF",
        f"{CPF_A}, vem requerer a autorização para o serviço de fretamento, placa do veículo QTR4E21.",
        "Mogi das Cruzes, 04 de novembro de 2026.",
    ])
    assert d.kind == "requerimento"
    assert d.value("titular_nome") == "NASCIMENTO E DA ROSA VIAGENS LTDA."  # as printed (CONTRACT §4)
    assert d.value("placa") == "QTR4E21"
    assert d.value("data_emissao") == "2026-11-04"
