"""Issue 12, second round: party sections read by their role label, telecom bills,
control codes named in a sentence, courts as printed, activity tables, portal-table
CRLVs, and weak evidence kept below the checklist threshold.

Every document here is written for this test, in wordings and layouts of its own (not
taken from any held-out generator): rows are laid out with ``docbuilder.page`` so that
columns sit where a text layer would put them.
"""

from __future__ import annotations

from extractors.pipeline import extract_document
from tests.extractors.docbuilder import digits, document, extract_one, from_text

CPF_A, CPF_B = "748.526.057-00", "479.380.927-89"
CNPJ_A, CNPJ_B = "77.968.013/4556-95", "41.435.558/9820-44"
RENAVAM = "09458073028"


def test_insured_and_insurer_boxes_side_by_side() -> None:
    """Item 1: the insurer's and the estipulante's boxes stand side by side, each with its
    CNPJ under its name; the segurado_documento is the estipulante's column's."""
    d = extract_one([
        [(120, "APÓLICE COLETIVA - SEGURO APP PARA FROTA DE VEÍCULOS")],
        [(0, "Nº da apólice: 7781.22.000913")],
        [(0, "Companhia seguradora: ITAPEMA SEGUROS GERAIS S/A"), (300, "Estipulante: CARVALHO FRETES LTDA")],
        [(0, f"CNPJ {CNPJ_A}"), (300, f"CNPJ {CNPJ_B}")],
        [(0, "Vigência: das 24h de 05/03/2026 às 24h de 05/03/2027")],
        [(0, "Morte acidental por passageiro R$ 40.000,00")],
    ])
    assert d.kind == "apolice"
    assert d.value("segurado_documento") == digits(CNPJ_B)


def test_insured_section_heading_with_a_label_row() -> None:
    """Item 1: a "quadro" of the segurado (heading, a row of labels, a row of values) below
    the insurer's header, which prints its CNPJ beside its SUSEP code."""
    d = extract_one([
        "ALVORECER COMPANHIA DE SEGUROS",
        f"CNPJ {CNPJ_A} - Registro SUSEP 06211",
        [(100, "APÓLICE DE SEGURO DE ACIDENTES PESSOAIS DE PASSAGEIROS")],
        [(0, "QUADRO 2 - SEGURADO")],
        [(0, "NOME COMPLETO"), (320, "CPF")],
        [(0, "PATRÍCIA GOMES ANDRADE"), (320, CPF_B)],
        [(0, "QUADRO 3 - VEÍCULO")],
        [(0, "PLACA QTR4E21"), (200, "ANO 2021")],
        "Vigência: das 24h de 10/01/2026 às 24h de 10/01/2027",
        "Invalidez permanente por acidente R$ 20.000,00",
    ])
    assert d.kind == "apolice"
    assert d.value("segurado_documento") == digits(CPF_B)
    assert d.value("segurado_nome") == "PATRÍCIA GOMES ANDRADE"


def test_a_bare_document_label_outside_a_role_section_is_not_sure() -> None:
    """Item 6: with no segurado section, the CPF under a bare "CPF/CNPJ" label may be any
    party's: it is kept, but below the checklist's 0.8."""
    d = extract_one([
        "APÓLICE DE SEGURO APP",
        [(0, "Apólice nº 55120099")],
        [(0, "CPF/CNPJ")],
        [(0, CPF_A)],
        "Vigência: das 24h de 10/01/2026 às 24h de 10/01/2027",
        "Morte acidental R$ 20.000,00",
    ])
    assert d.kind == "apolice"
    f = d.fields.get("segurado_documento")
    assert f is not None and f.confidence < 0.8


def test_a_telecom_bill_is_an_address_proof_held_by_its_customer() -> None:
    """Item 2: a telephone/internet bill is a comprovante de endereço; the name under the
    "TITULAR DA CONTA" heading is the holder, not the heading's words nor the company."""
    d = extract_one([
        "CONECTA BRASIL TELEFONIA LTDA",
        f"CNPJ {CNPJ_A}",
        [(60, "FATURA DE TELEFONIA E INTERNET")],
        [(0, "TITULAR DA CONTA"), (330, "CPF")],
        [(0, "JOÃO PEDRO ALVES NETO"), (330, CPF_B)],
        [(0, "ENDEREÇO DE COBRANÇA")],
        [(0, "RUA DOS IPÊS, 88 - CENTRO - OLÍMPIA/SP")],
        [(0, "EMISSÃO 02/11/2026"), (200, "VENCIMENTO 15/11/2026")],
    ])
    assert d.kind == "comprovante_endereco"
    assert d.value("titular_nome") == "JOÃO PEDRO ALVES NETO"
    assert d.value("titular_documento") == digits(CPF_B)


def test_control_code_named_in_a_sentence_and_court_as_printed() -> None:
    """Item 3: the certidão prints its own number under a label and the code to check it
    only in a sentence; the court is the issuer as printed in full."""
    text = """PODER JUDICIÁRIO
TRIBUNAL DE JUSTIÇA DO ESTADO DO PARANÁ
CERTIDÃO NEGATIVA DE DISTRIBUIÇÃO CRIMINAL
Certidão nº: 2231/2026
Certificamos que NADA CONSTA em nome de HELENA BATISTA PRADO, CPF 479.380.927-89.
Curitiba, 03/11/2026.
A autenticidade pode ser verificada no sítio do tribunal; o código de verificação é 9C41-77AB."""
    (d,) = extract_document(document([from_text(text)]), auto_reocr=False)
    assert d.kind == "distribuicao_criminal"
    assert d.value("codigo_validacao") == "9C41-77AB"
    assert d.value("orgao_emissor") == "TRIBUNAL DE JUSTIÇA DO ESTADO DO PARANÁ"


def test_a_certificate_number_as_the_code_is_not_sure() -> None:
    """Item 6: when only the certificate's number is printed it stands for the code, at a
    confidence below the checklist's 0.8."""
    text = """SECRETARIA DA SEGURANÇA PÚBLICA DO ESTADO DE GOIÁS
CERTIDÃO DE ANTECEDENTES CRIMINAIS
Certidão nº: 88120355
Nome: CLÁUDIO MOREIRA LEITE
CPF: 748.526.057-00
Certificamos que NADA CONSTA em nome da pessoa acima.
Goiânia, 01/11/2026."""
    (d,) = extract_document(document([from_text(text)]), auto_reocr=False)
    f = d.fields.get("codigo_validacao")
    assert f is not None and f.value == "88120355" and f.confidence < 0.8


def test_cnpj_card_with_activity_rows_and_city_slash_uf() -> None:
    """Item 4: the activities as table rows that name their type; "Cidade/UF" printed as
    one value ("BELO HORIZONTE/MG") is split into município and UF."""
    d = extract_one([
        "COMPROVANTE DE INSCRIÇÃO E DE SITUAÇÃO CADASTRAL",
        [(0, f"CNPJ: {CNPJ_A}")],
        [(0, "Razão social: TRANSLUZ LOCADORA DE VANS LTDA")],
        [(0, "Natureza jurídica: 213-5 - Empresário (Individual)")],
        [(0, "ATIVIDADES DA EMPRESA")],
        [(0, "Tipo"), (100, "CNAE"), (200, "Descrição")],
        [(0, "PRINCIPAL"), (100, "49.29-9-01"), (200, "Transporte rodoviário coletivo sob fretamento")],
        [(0, "SECUNDÁRIA"), (100, "77.11-0-00"), (200, "Locação de automóveis sem condutor")],
        [(0, "SECUNDÁRIA"), (100, "49.24-8-00"), (200, "Transporte escolar")],
        [(0, "Município/UF: BELO HORIZONTE/MG")],
        [(0, "Situação: ATIVA")],
    ])
    assert d.kind == "cnpj"
    got = {k: f.value for k, f in d.fields.items()}
    assert got["cnae_principal"] == "4929901"
    assert got["cnaes_secundarios"] == ["7711000", "4924800"]
    assert got["natureza_juridica"] == "2135"
    assert (got["municipio"], got["uf"]) == ("BELO HORIZONTE", "MG")


def test_crlv_portal_table_with_joint_years_and_owner_rows() -> None:
    """Item 5: a two-column "field | value" CRLV-e: both years under one label, the
    lotação and the emission date under their own wordings, and the owner's name not
    read from the "CPF/CNPJ do proprietário" row under it."""
    d = extract_one([
        [(60, "DETRAN-MG - CRLV DIGITAL - CONSULTA")],
        [(0, "Item"), (180, "Valor")],
        [(0, "Placa"), (180, "GHT6A12")],
        [(0, "Renavam"), (180, RENAVAM)],
        [(0, "Chassi"), (180, "9BWZZZ377VT004251")],
        [(0, "Ano fab./mod."), (180, "2018/2019")],
        [(0, "Categoria"), (180, "ALUGUEL")],
        [(0, "Lotação"), (180, "16 P")],
        [(0, "Proprietário"), (180, "RAMOS TURISMO LTDA")],
        [(0, "CPF/CNPJ do proprietário"), (180, CNPJ_B)],
        [(0, "Data da emissão"), (180, "12/05/2026")],
    ])
    assert d.kind == "crlv"
    got = {k: f.value for k, f in d.fields.items()}
    assert (got["ano_fabricacao"], got["ano_modelo"]) == (2018, 2019)
    assert got["lotacao"] == 16
    assert got["data_emissao"] == "2026-05-12"
    assert got["proprietario_nome"] == "RAMOS TURISMO LTDA"
    assert got["proprietario_documento"] == digits(CNPJ_B)


def test_paper_crlv_quitacao_date_is_not_the_emission() -> None:
    """Item 5: on the 2019 paper CRLV the DPVAT "DATA QUITAÇÃO" box is not the date of
    emission (the "DATA" box beside "LOCAL" is)."""
    d = extract_one([
        "REPÚBLICA FEDERATIVA DO BRASIL",
        "CERTIFICADO DE REGISTRO E LICENCIAMENTO DE VEÍCULO",
        [(0, "CÓD. RENAVAM"), (300, "EXERCÍCIO")],
        [(0, RENAVAM), (300, "2019")],
        [(0, "NOME")],
        [(0, "LUCAS FERRAZ TEIXEIRA")],
        [(0, "CPF/CNPJ"), (300, "PLACA")],
        [(0, CPF_A), (300, "HMG2B41")],
        [(0, "CAT. TARIF"), (100, "DATA QUITAÇÃO"), (240, "PRÊMIO TOTAL")],
        [(0, "10"), (100, "28/02/2019"), (240, "105,65")],
        [(0, "LOCAL"), (300, "DATA")],
        [(0, "ARAXA MG"), (300, "11/03/2019")],
    ], source="ocr")
    assert d.kind == "crlv"
    assert d.value("data_emissao") == "2019-03-11"


def test_an_ocr_read_telecom_bill_title_still_names_the_kind() -> None:
    """Item 2 (scan): the title read with OCR slips still makes it a comprovante."""
    d = extract_one([
        "SINAL FORTE TELECOM S.A.",
        [(40, "FATURA DE SERV1ÇOS DE TELECOMUNICAÇÕES")],
        [(0, "Titular da conta: MARCOS VINICIUS SOUZA")],
        [(0, "Vencimento 10/12/2026"), (200, "Referência 11/2026")],
        "Plano controle 20 GB",
    ], source="ocr")
    assert d.kind == "comprovante_endereco" and d.kind_confidence > 0.5  # not "unknown at 0.5"
    assert d.value("titular_nome") == "MARCOS VINICIUS SOUZA"


def test_a_holder_read_outside_any_party_section_is_not_sure() -> None:
    """Item 6: on a kind with several parties (a nota fiscal's emitente and destinatário),
    a name and a document under bare labels, with no destinatário section, may be the
    emitente's: kept below 0.8."""
    text = f"""DANFE - DOCUMENTO AUXILIAR DA NOTA FISCAL ELETRÔNICA
Nº 000.123.456   SÉRIE 1
NOME/RAZÃO SOCIAL: AUTO PEÇAS SERRANA LTDA
CPF/CNPJ: {CNPJ_A}
DATA DA EMISSÃO: 10/10/2026
VALOR TOTAL DA NOTA: R$ 2.300,00"""
    (d,) = extract_document(document([from_text(text)]), auto_reocr=False)
    assert d.kind == "nota_fiscal"
    for name in ("titular_nome", "titular_documento"):
        f = d.fields.get(name)
        assert f is None or f.confidence < 0.8, name


def test_the_place_of_signing_is_weak_evidence_of_the_municipio() -> None:
    """Item 6: a requerimento that names no prefeitura: the city before its date is where
    it was signed, kept below 0.8 as its município."""
    text = """REQUERIMENTO
Eu, ANTÔNIO CARLOS PEIXOTO, CPF 748.526.057-00, venho requerer a renovação do alvará
de transporte escolar.
Nestes termos, pede deferimento.
Uberaba, 02 de outubro de 2026."""
    (d,) = extract_document(document([from_text(text)]), auto_reocr=False)
    assert d.kind == "requerimento"
    f = d.fields.get("municipio")
    assert f is not None and f.confidence < 0.8


def test_a_label_row_under_the_buyer_heading_is_not_the_buyer() -> None:
    """Item 6 (a label taken as a value): the destinatário's heading, then a row of column
    labels, then the values; the name is the value, never "NOME / RAZÃO SOCIAL"."""
    d = extract_one([
        [(0, "EMITENTE"), (300, "DANFE")],
        [(0, "CONCESSIONÁRIA VALE DO SOL LTDA"), (300, f"CNPJ {CNPJ_A}")],
        [(0, "DESTINATÁRIO / REMETENTE")],
        [(0, "NOME / RAZÃO SOCIAL"), (260, "CPF / CNPJ"), (400, "EMISSÃO")],
        [(0, "BEATRIZ NUNES FALCÃO"), (260, CPF_A), (400, "20/10/2026")],
        [(0, "VALOR TOTAL DA NOTA R$ 150.000,00")],
    ])
    assert d.kind == "nota_fiscal"
    assert d.value("titular_nome") == "BEATRIZ NUNES FALCÃO"
    assert d.value("titular_documento") == digits(CPF_A)
