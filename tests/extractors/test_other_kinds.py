"""The other kinds (CONTRACT §4, second table): holder, document and dates from labels or
from prose; contract parties; the município of a requerimento; registro comercial."""

from __future__ import annotations

from extractors.pagereader import PageReader
from extractors.parsers import parse_holder_name, parse_name
from extractors.pipeline import extract_document
from extractors.prose import holder_from_prose
from tests.extractors.docbuilder import document, from_text


def _one(text: str):  # type: ignore[no-untyped-def]
    (e,) = extract_document(document([from_text(text)]), auto_reocr=False)
    return e


def test_registro_comercial_common_fields() -> None:
    e = _one("""JUNTA COMERCIAL DO ESTADO
Registro Público de Empresas Mercantis
REQUERIMENTO DE EMPRESÁRIO
Razão Social: GARCIA TURISMO LTDA
CNPJ: 11.222.333/0001-81
Nome empresarial: GARCIA TURISMO LTDA. Capital: R$ 8.000,00. Objeto: transporte escolar e fretamento. Certifico o
registro em 30/06/2019 sob o NIRE 35509125697.
Data de emissão: 30/06/2019""")
    assert e.kind == "registro_comercial"
    assert e.value("titular_nome") == "GARCIA TURISMO LTDA"
    assert e.value("titular_documento") == "11222333000181"
    assert e.value("data_emissao") == "2019-06-30"


def test_registro_comercial_without_labels_falls_back_to_the_prose() -> None:
    e = _one("""JUNTA COMERCIAL DO ESTADO
REQUERIMENTO DE EMPRESÁRIO
A empresa VIAÇÃO EXEMPLO LTDA, inscrita no CNPJ 11.222.333/0001-81, tem por objeto o transporte
de passageiros. Certifico o registro em 30/06/2019 sob o NIRE 35509125697.""")
    assert e.kind == "registro_comercial"
    assert e.value("titular_nome") == "VIAÇÃO EXEMPLO LTDA"
    assert e.value("titular_documento") == "11222333000181"
    assert e.value("data_emissao") == "2019-06-30"


def test_requerimento_municipio_from_the_prefeitura_addressed() -> None:
    e = _one("""PREFEITURA MUNICIPAL DE ARAXÁ
ESTADO DE MG
Secretaria Municipal de Trânsito e Transportes
REQUERIMENTO
Nome: MAITÊ ABREU ALVES
CPF: 083.506.802-10
Endereço: Travessa Siqueira Guerra, 1958 - Bela Vista - Uberaba/MG - CEP 99529-314
O(A) requerente acima qualificado(a) vem, respeitosamente, requerer a Vossa Senhoria a inscrição.
Nestes termos, pede deferimento.
ARAXÁ, 13/11/2026.""")
    assert e.kind == "requerimento"
    assert e.value("municipio") == "ARAXÁ"
    assert e.value("uf") == "MG"
    assert e.value("data_emissao") == "2026-11-13"


def test_requerimento_municipio_from_the_place_and_date_line() -> None:
    e = _one("""REQUERIMENTO
Nome: MAITÊ ABREU ALVES
CPF: 083.506.802-10
A requerente vem requerer a Vossa Senhoria a inscrição. Nestes termos, pede deferimento.
Mogi das Cruzes/SP, 13/11/2026.""")
    assert e.value("municipio") == "MOGI DAS CRUZES"
    assert e.value("uf") == "SP"


def test_contrato_titular_is_the_contratante() -> None:
    e = _one("""INSTRUMENTO PARTICULAR
CONTRATO DE LOCAÇÃO DE VEÍCULO
LOCATÁRIO: CLARA CAVALCANTE VIANA, CPF 182.675.577-25, com endereço na Travessa Camargo
Siqueira, 37 - Vila Nova - Patrocínio/MG - CEP 96055-269.
LOCADOR: LUARA PASTOR CAVALCANTE, CPF 242.511.054-27, com endereço na Alameda Sampaio
Lopes, 1645 - Centro - Patrocínio/MG - CEP 95776-882.
CLÁUSULA 1ª - O presente contrato tem por objeto o veículo M.BENZ/OF 1721 MARCOPOLO, placa
NVC1W54, chassi 9BG9HA3YU7YR5BV4P, RENAVAM 00947102558, para uso no transporte de passageiros.
Patrocínio/MG, 29/05/2026.""")
    assert e.value("tipo") == "locacao"
    assert e.value("titular_nome") == "CLARA CAVALCANTE VIANA"
    assert e.value("titular_documento") == "18267557725"
    assert e.value("contratante_documento") == "18267557725"
    assert e.value("contratado_documento") == "24251105427"
    assert e.value("placa") == "NVC1W54"  # named in the clause's prose


def test_contrato_de_trabalho_titular_is_the_employer_not_the_employee() -> None:
    e = _one("""CONTRATO DE TRABALHO
EMPREGADOR: HADASSA AZEVEDO GOMES, CPF 227.256.287-68, com endereço na Travessa Machado
EMPREGADO: CECÍLIA SAMPAIO DAS NEVES, CPF 015.625.722-02, com endereço na Rua Farias Viana
Olímpia/SP, 14/12/2025.""")
    assert e.value("tipo") == "trabalho"
    assert e.value("titular_nome") == "HADASSA AZEVEDO GOMES"
    assert e.value("contratante_documento") == "22725628768"
    assert e.value("contratado_documento") == "01562572202"


def test_contrato_de_prestacao_de_servicos_with_joined_roles() -> None:
    e = _one("""INSTRUMENTO PARTICULAR
CONTRATO DE PRESTAÇÃO DE SERVIÇOS
CONTRATANTE/TOMADOR: CASSIANO TRANSPORTES LTDA, CNPJ 11.222.333/0001-81, com endereço na
Alameda Peixoto Gonçalves, 2347 - Bela Vista - Araxá/MG - CEP 14777-336.
PRESTADOR: AYLA PEIXOTO DAS NEVES, CPF 260.375.186-70, com endereço na Avenida Ribeiro Pacheco.
Araxá/MG, 08/08/2026.""")
    assert e.kind == "contrato"
    assert e.value("tipo") == "prestacao_servico"
    assert e.value("titular_nome") == "CASSIANO TRANSPORTES LTDA"
    assert e.value("contratante_documento") == "11222333000181"
    assert e.value("contratado_documento") == "26037518670"


def test_curso_holder_from_prose_and_conclusion_date() -> None:
    e = _one("""CENTRO DE FORMAÇÃO DE CONDUTORES AUTO ESCOLA PROGRESSO LTDA
CERTIFICADO
CURSO ESPECIALIZADO PARA CONDUTORES DE VEÍCULOS DE
TRANSPORTE ESCOLAR
Certificamos que GUSTAVO DA DA MATA BARROS, CPF 422.911.607-10, concluiu com aproveitamento o
Curso Especializado para Condutores de Veículos de Transporte Escolar, com carga horária de 50 horas.
Data de conclusão: 01/09/2026
Validade: 01/09/2031""")
    assert e.kind == "curso_condutor_escolar"
    assert e.value("titular_nome") == "GUSTAVO DA DA MATA BARROS"
    assert e.value("titular_documento") == "42291160710"
    assert e.value("data_emissao") == "2026-09-01"
    assert e.value("valida_ate") == "2031-09-01"


def test_declaracao_holder_from_prose() -> None:
    e = _one("""DECLARAÇÃO
DECLARAÇÃO DE GARAGEM
Eu/Nós, MARIA JULIA DA ROSA MACHADO, inscrito(a) no CPF sob o nº 386.472.213-62, DECLARO, para os
devidos fins e sob as penas da lei, que o veículo é guardado em garagem própria.
Mogi das Cruzes/SP, 22/10/2026.""")
    assert e.kind == "declaracao"
    assert e.value("titular_nome") == "MARIA JULIA DA ROSA MACHADO"
    assert e.value("data_emissao") == "2026-10-22"


def test_holder_in_prose_may_wrap_and_be_in_title_case() -> None:
    page = from_text("""Atestamos que Maria da Silva
Souza, portadora do RG 12.345.678-9, participou do curso.""")
    got = holder_from_prose(PageReader([page], {}))
    assert got is not None and got.value == "MARIA DA SILVA SOUZA"
    # prose that names nobody
    page = from_text("Certificamos que o(a) segurado(a) acima identificado(a) está inscrito(a).")
    assert holder_from_prose(PageReader([page], {})) is None


def test_a_title_word_that_is_a_label_is_not_the_holder() -> None:
    e = _one("""INSTITUTO NACIONAL DO SEGURO SOCIAL - INSS
COMPROVANTE DE INSCRIÇÃO
CONTRIBUINTE INDIVIDUAL
Nome: BRENDA RAMOS MARTINS
CPF: 908.780.531-40
Data de emissão: 28/11/2026""")
    assert e.kind == "inscricao_inss"
    assert e.value("titular_nome") == "BRENDA RAMOS MARTINS"


def test_the_issuers_cnpj_in_the_header_is_not_the_holders_document() -> None:
    e = _one("""COMPANHIA DISTRIBUIDORA DE ENERGIA ELÉTRICA S.A.
CNPJ 12.345.678/0001-95
CONTA DE ENERGIA ELÉTRICA
Cliente: HENRY GABRIEL GUERRA DAS NEVES
CPF: 461.995.098-03
Cidade: SÃO PAULO - SP - CEP 40259-504
Data de emissão: 28/10/2026""")
    assert e.value("titular_documento") == "46199509803"
    assert e.value("municipio") == "SÃO PAULO"


def test_laudo_inspection_date_is_its_emission() -> None:
    e = _one("""OFICINA MECÂNICA E AUTO CENTER LTDA
LAUDO TÉCNICO DE MANUTENÇÃO DO VEÍCULO
Proprietário: JOSÉ MIGUEL CASSIANO CAVALCANTE
CPF: 026.055.987-30
Placa: ZOL7C45
Resultado: APROVADO
Data da inspeção: 20/07/2026
Validade: 16/01/2027""")
    assert e.kind == "laudo_manutencao"
    assert e.value("data_emissao") == "2026-07-20"
    assert e.value("valida_ate") == "2027-01-16"


def test_prontuario_without_infractions_is_an_empty_list() -> None:
    e = _one("""DEPARTAMENTO ESTADUAL DE TRÂNSITO - DETRAN
CERTIDÃO DE PRONTUÁRIO DO CONDUTOR
Nome: MANUELA DOS DA CONCEIÇÃO SALES
CPF: 527.430.370-67
Certificamos que, no período dos últimos 12 (doze) meses, NÃO CONSTAM infrações de trânsito
registradas no prontuário do condutor.
Emitida em 24/11/2026""")
    assert e.fields["infracoes"].value == []


def test_holder_names_have_two_words_and_end_before_a_number() -> None:
    assert parse_holder_name("INDIVIDUAL") is None
    assert parse_holder_name("cup") is None
    assert parse_name("BORGES TURISMO LTDA 98.513.865/0001-56") == ("BORGES TURISMO LTDA", None)
    assert parse_name("+ MARCOS VINICIUS LOPES") == ("MARCOS VINICIUS LOPES", None)
    assert parse_name("Nº da instalação: 2619682517") is None
    assert parse_name("VIAÇÃO X LTDA - ME") == ("VIAÇÃO X LTDA - ME", None)
