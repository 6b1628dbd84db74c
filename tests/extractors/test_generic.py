"""The other kinds: common fields and the kind-specific ones of CONTRACT §4."""

from __future__ import annotations

from extractors.pipeline import extract_document
from tests.extractors.docbuilder import document, from_text


def _one(text: str):  # type: ignore[no-untyped-def]
    (e,) = extract_document(document([from_text(text)]))
    return e


def test_laudo_vistoria() -> None:
    e = _one("""ORGANISMO DE INSPEÇÃO ACREDITADO - INMETRO
LAUDO DE VISTORIA / INSPEÇÃO VEICULAR
Proprietário: EDUARDA GOMES OLIVEIRA
CPF: 793.341.556-39
Placa: ZUI9L79
Resultado: APROVADO
Data de emissão: 10/11/2026
Válido até: 10/05/2027""")
    assert e.kind == "laudo_vistoria"
    assert e.value("titular_nome") == "EDUARDA GOMES OLIVEIRA"
    assert e.value("titular_documento") == "79334155639"
    assert e.value("placa") == "ZUI9L79"
    assert e.value("resultado") == "aprovado"
    assert e.value("data_emissao") == "2026-11-10"
    assert e.value("valida_ate") == "2027-05-10"


def test_exame_toxicologico_negativo() -> None:
    e = _one("""LAUDO DE EXAME TOXICOLÓGICO
Nome: JOSE PEREIRA LIMA
CPF: 111.444.777-35
Janela de detecção: 90 dias
Resultado: NEGATIVO
Data de emissão: 01/10/2026""")
    assert e.kind == "exame_toxicologico"
    assert e.value("resultado") == "negativo"


def test_contrato_de_comodato_parties() -> None:
    e = _one("""CONTRATO DE COMODATO DE VEÍCULO
COMODANTE: MARIA DA SILVA SOUZA, CPF 793.341.556-39
COMODATÁRIO: VIAÇÃO EXEMPLO LTDA, CNPJ 11.222.333/0001-81
Objeto: o veículo de placa ABC1D23.""")
    assert e.kind == "contrato"
    assert e.value("tipo") == "comodato"
    assert e.value("contratado_documento") == "79334155639"  # the one who lends
    assert e.value("contratante_documento") == "11222333000181"  # the one who takes


def test_prontuario_infracoes() -> None:
    e = _one("""CERTIDÃO DE PRONTUÁRIO DO CONDUTOR
Nome: JOSE PEREIRA LIMA
CPF: 111.444.777-35
Infrações nos últimos 12 meses:
12/03/2026 Avançar o sinal vermelho GRAVÍSSIMA
05/06/2026 Estacionar em local proibido MÉDIA""")
    assert e.kind == "prontuario_cnh"
    assert e.value("infracoes") == [{"data": "2026-03-12", "natureza": "gravissima"},
                                    {"data": "2026-06-05", "natureza": "media"}]


def test_comprovante_endereco_city_and_uf() -> None:
    e = _one("""CONTA DE ENERGIA ELÉTRICA
Cliente: MENDES TRANSPORTES LTDA
CNPJ: 11.222.333/0001-81
Cidade: LONDRINA - PR - CEP 86000-000
Data de emissão: 26/10/2026""")
    assert e.kind == "comprovante_endereco"
    assert e.value("titular_nome") == "MENDES TRANSPORTES LTDA"
    assert e.value("municipio") == "LONDRINA"
    assert e.value("uf") == "PR"
    assert e.value("data_emissao") == "2026-10-26"
