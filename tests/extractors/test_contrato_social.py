"""Contrato social: capital from prose (last clause wins), paid-in part, sócios, registry."""

from __future__ import annotations

from extractors.pipeline import extract_document
from tests.extractors.docbuilder import document, from_text

HEAD = """ALTERAÇÃO CONTRATUAL E CONSOLIDAÇÃO DO CONTRATO SOCIAL
VIAÇÃO EXEMPLO LTDA
CNPJ 11.222.333/0001-81
MARIA DA SILVA SOUZA, brasileira, casada, empresária, inscrita no CPF sob o nº 793.341.556-39,
residente na Rua A, 10; e JOSE PEREIRA LIMA, brasileiro, solteiro, motorista, inscrito no CPF
sob o nº 111.444.777-35, resolvem alterar o contrato social:
CLÁUSULA 2ª - DO OBJETO SOCIAL
A sociedade tem por objeto social o transporte escolar de estudantes (CNAE 4924-8/00).
CLÁUSULA 3ª - DO CAPITAL SOCIAL
O capital social era de R$ 10.000,00 (dez mil reais), totalmente integralizado.
"""
CONSOLIDATED = """CONSOLIDAÇÃO
CLÁUSULA 3ª - DO CAPITAL SOCIAL
O capital social é de R$ 100.000,00 (cem mil reais), dividido em 100.000 quotas de R$ 1,00,
sendo R$ 40.000,00 (quarenta mil reais) integralizados neste ato e R$ 60.000,00 (sessenta mil
reais) a integralizar até 31/12/2027.
JUNTA COMERCIAL DO ESTADO DE SÃO PAULO - JUCESP
Certifico o registro sob o nº 467.138/20-2 em 06/09/2020
NIRE 35262514100 Protocolo 2993192
"""


def test_consolidated_alteration() -> None:
    (e,) = extract_document(document([from_text(HEAD + CONSOLIDATED)]))
    v = {k: f.value for k, f in e.fields.items()}
    assert e.kind == "contrato_social"
    assert v["razao_social"] == "VIAÇÃO EXEMPLO LTDA"
    assert v["cnpj"] == "11222333000181"
    assert v["capital_social"] == "100000.00"  # the last capital clause is in force
    assert v["capital_integralizado"] == "40000.00"
    assert v["socios"] == [{"nome": "MARIA DA SILVA SOUZA", "cpf": "79334155639"},
                           {"nome": "JOSE PEREIRA LIMA", "cpf": "11144477735"}]
    assert v["objeto_social"] == "o transporte escolar de estudantes (CNAE 4924-8/00)"
    assert v["nire"] == "35262514100"
    assert v["data_registro"] == "2020-09-06"
    assert e.warnings == []


def test_totally_paid_and_words_disagreement() -> None:
    text = """CONTRATO SOCIAL
TRANSPORTES ALFA LTDA
CLÁUSULA 3ª - DO CAPITAL SOCIAL
O capital social é de R$ 15.000,00 (cinquenta mil reais), totalmente integralizado em moeda
corrente nacional."""
    (e,) = extract_document(document([from_text(text)]))
    assert e.value("capital_social") == "15000.00"
    assert e.value("capital_integralizado") == "15000.00"
    assert e.fields["capital_social"].confidence <= 0.5
    assert any("extenso" in w for w in e.warnings)
