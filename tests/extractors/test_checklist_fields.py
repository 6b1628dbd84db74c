"""Fields the checklists read that the extractors did not produce: a guia's `valor`
(Mogi das Cruzes, Lei 5.268/2001, art. 11, II), an apólice's `ramo`, a laudo's
`orgao_emissor` (Patrocínio, Lei 5.002/2018, art. 12 § 1º II and art. 14 § 3º).

Every document here is written for this test.
"""

from __future__ import annotations

from extractors.pipeline import extract_document
from tests.extractors.docbuilder import document, from_text, page

CPF = "748.526.057-00"


def _one(text: str, kind: str):  # type: ignore[no-untyped-def]
    (doc,) = extract_document(document([from_text(text)]), auto_reocr=False)
    assert doc.kind == kind
    return doc


def _guia(body: str):  # type: ignore[no-untyped-def]
    return _one(f"""PREFEITURA MUNICIPAL DE MOGI DAS CRUZES
SECRETARIA DE FINANÇAS
GUIA DE RECOLHIMENTO - TAXA DE EXPEDIENTE
Contribuinte: JOSÉ CARLOS RODRIGUES  CPF: {CPF}
{body}""", "comprovante_pagamento")


def test_guia_valor_pago_is_the_amount() -> None:
    doc = _guia("""Vencimento: 10/10/2025
Valor da multa: R$ 35,00
Valor pago: R$ 200,00
Autenticação bancária 8F3A 0912 77C1""")
    assert doc.value("valor") == "200.00"
    assert doc.fields["valor"].confidence >= 0.8


def test_guia_total_a_pagar_outranks_a_bare_valor() -> None:
    doc = _guia("""Valor: R$ 180,00
Juros: R$ 20,00
Total a pagar: R$ 200,00""")
    assert doc.value("valor") == "200.00"


def test_guia_valor_in_a_table_column() -> None:
    text = [
        "PREFEITURA MUNICIPAL DE MOGI DAS CRUZES",
        "DOCUMENTO DE ARRECADAÇÃO MUNICIPAL",
        [(0, "VENCIMENTO"), (120, "VALOR DO DOCUMENTO")],
        [(0, "10/10/2025"), (120, "1.200,50")],
    ]
    (doc,) = extract_document(document([page(text)]), auto_reocr=False)
    assert doc.kind == "comprovante_pagamento"
    assert doc.value("valor") == "1200.50"


def test_guia_takes_no_other_amount_and_no_date() -> None:
    """"Valor da multa" is another amount, a date under "Valor" is not an amount: no
    valor at all rather than a wrong one."""
    doc = _guia("""Valor da multa: R$ 35,00
Valor: 10/10/2025
Data do pagamento: 10/10/2025""")
    assert doc.value("valor") is None


def test_guia_two_amounts_under_the_same_label_are_weak() -> None:
    doc = _guia("""Valor: R$ 200,00
Valor: R$ 150,00""")
    assert doc.value("valor") in ("200.00", "150.00")
    assert doc.fields["valor"].confidence < 0.8


def _apolice(ramo_line: str):  # type: ignore[no-untyped-def]
    return _one(f"""HORIZONTE SEGUROS GERAIS S.A.
APÓLICE DE SEGURO
Apólice nº 67.0984.1741846
{ramo_line}
Segurado: BORGES TURISMO LTDA
Vigência: das 24h de 11/03/2026 às 24h de 11/03/2027
APP - Morte Acidental R$ 20.000,00 por passageiro""", "apolice")


def test_apolice_ramo_as_printed_without_its_code() -> None:
    doc = _apolice("Ramo: 0982 - ACIDENTES PESSOAIS DE PASSAGEIROS")
    assert doc.value("ramo") == "ACIDENTES PESSOAIS DE PASSAGEIROS"
    doc = _apolice("Ramo: Responsabilidade Civil Facultativa Processo SUSEP 15414.05886/2019-11")
    assert doc.value("ramo") == "RESPONSABILIDADE CIVIL FACULTATIVA"


def test_apolice_a_bare_code_is_no_ramo() -> None:
    doc = _apolice("Ramo: 0982")
    assert doc.value("ramo") is None


def _laudo(header: str, kind: str = "laudo_vistoria"):  # type: ignore[no-untyped-def]
    return _one(f"""{header}
CERTIFICADO DE VISTORIA
Proprietário: JOSÉ CARLOS RODRIGUES  CPF: {CPF}
Placa: ECG-8771
Resultado: APROVADO
Data de emissão: 05/03/2026""", kind)


def test_laudo_orgao_emissor_state() -> None:
    doc = _laudo("GOVERNO DO ESTADO DE MINAS GERAIS\nDEPARTAMENTO ESTADUAL DE TRÂNSITO - DETRAN-MG")
    # as printed, with the acronym the line closes with (issue 12, round 6)
    assert doc.value("orgao_emissor") == "DEPARTAMENTO ESTADUAL DE TRÂNSITO - DETRAN-MG"


def test_laudo_orgao_emissor_prefeitura() -> None:
    doc = _laudo("PREFEITURA MUNICIPAL DE PATROCÍNIO\nSECRETARIA MUNICIPAL DE TRÂNSITO")
    assert doc.value("orgao_emissor") == "PREFEITURA MUNICIPAL DE PATROCÍNIO"


def test_laudo_without_an_issuer_has_none() -> None:
    doc = _laudo("OFICINA MECÂNICA SÃO JOSÉ")
    assert doc.value("orgao_emissor") is None
