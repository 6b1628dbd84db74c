"""Issue 12, round 9: contrato social — who is a sócio, and an alteração's consolidation.

Each case is a contract written here in wordings of its own (none taken from a held-out
file): a partner's name wrapped over a line end, a person qualified in a role that is not
a partner's (administrador não sócio, procurador), a name fragment kept under review, the
title's company name wrapped over two lines, and an alteração whose consolidated
contract starts a page of its own under its own title.
"""

from __future__ import annotations

import pytest

from extractors.partner_prose import is_fragment, qualified_partners
from extractors.pipeline import extract_document
from tests.extractors.docbuilder import document, extract_one, from_text

_HEAD = """CONTRATO DE CONSTITUIÇÃO DE SOCIEDADE LIMITADA
VIAÇÃO SERRA AZUL LTDA
Pelo presente instrumento, LUCAS FERNANDES ROCHA, brasileiro, casado, empresário, portador
do RG 1234567 SSP/SP, inscrito no CPF sob o nº 852.424.002-42, residente na Rua Um, 10, e
MARINA COSTA LEME, brasileira, solteira, motorista, inscrita no CPF sob o nº 884.262.347-47,
residente na Rua Dois, 20, constituem uma sociedade limitada:
CLÁUSULA 1ª - A sociedade adota o nome empresarial VIAÇÃO SERRA AZUL LTDA.
CLÁUSULA 2ª - A sociedade tem por objeto o transporte escolar.
CLÁUSULA 3ª - O capital social é de R$ 50.000,00 (cinquenta mil reais), totalmente integralizado.
"""


def _socios(text: str) -> list[dict[str, str]]:
    (e,) = extract_document(document([from_text(text)]), auto_reocr=False)
    return e.value("socios")


@pytest.mark.parametrize(
    "admin",
    [
        # the role before the qualification, the name wrapped over the line end
        "CLÁUSULA 4ª - A administração caberá ao administrador não sócio, RAFAEL AUGUSTO DE\n"
        "SOUZA BRAGA, brasileiro, casado, contador, CPF nº 393.051.379-03, residente na Rua Três.",
        # the role before the name on one line
        "CLÁUSULA 4ª - Fica designada administradora não sócia, RAFAELA SOUZA BRAGA, "
        "brasileira,\ncasada, contadora, CPF nº 393.051.379-03, residente na Rua Três.",
        # an attorney who signs for a partner
        "CLÁUSULA 4ª - A sócia MARINA assina neste ato representada por seu procurador "
        "RAFAEL\nSOUZA BRAGA, brasileiro, casado, advogado, CPF nº 393.051.379-03.",
    ],
)
def test_a_person_qualified_in_a_role_that_is_not_a_partners_is_no_socio(admin: str) -> None:
    assert _socios(_HEAD + admin) == [
        {"nome": "LUCAS FERNANDES ROCHA", "cpf": "85242400242"},
        {"nome": "MARINA COSTA LEME", "cpf": "88426234747"},
    ]


def test_a_partners_name_wrapped_over_a_line_end_is_joined() -> None:
    text = ("ALTERAÇÃO CONTRATUAL DA VIAÇÃO SERRA AZUL LTDA\n"
            "Os sócios LUCAS FERNANDES ROCHA, brasileiro, casado, empresário, CPF nº\n"
            "852.424.002-42, residente na Rua Um, 10, e ainda JOANA MARIA\n"
            "PRADO LIMA, brasileira, solteira, comerciante, CPF nº 261.217.776-05, residente "
            "na Rua Cinco, resolvem alterar o contrato social.\n")
    found, invalid = qualified_partners(_flat(text))
    assert [q.nome for q in found] == ["LUCAS FERNANDES ROCHA", "JOANA MARIA PRADO LIMA"]
    assert not invalid


def _flat(text: str) -> str:
    return "\n".join(" ".join(ln.split()) for ln in text.splitlines())


def test_a_heading_in_capitals_is_not_joined_to_the_name_below_it() -> None:
    text = ("CLÁUSULA PRIMEIRA - DOS SÓCIOS\n"
            "JOANA MARIA PRADO LIMA, brasileira, solteira, CPF nº 261.217.776-05.\n")
    (q,), _ = qualified_partners(text)
    assert q.nome == "JOANA MARIA PRADO LIMA"


def test_a_name_fragment_keeps_the_list_under_review() -> None:
    assert is_fragment("DOS MONTENEGRO") and not is_fragment("DIOGO DOS MONTENEGRO")
    # the previous line is a heading in capitals: nothing to join, the fragment stays
    text = _HEAD + ("CLÁUSULA 4ª\nDE ALMEIDA PRADO, brasileiro, casado, sócio, CPF nº "
                    "393.051.379-03, residente na Rua Três.\n")
    (e,) = extract_document(document([from_text(text)]), auto_reocr=False)
    assert {"nome": "DE ALMEIDA PRADO", "cpf": "39305137903"} in e.value("socios")
    assert e.fields["socios"].confidence < 0.8


_ALTERATION = """3ª ALTERAÇÃO CONTRATUAL DA SOCIEDADE VIAÇÃO SERRA AZUL
TRANSPORTES DE PASSAGEIROS LTDA
CNPJ 11.222.333/0001-81
LUCAS FERNANDES ROCHA, brasileiro, casado, empresário, CPF nº 852.424.002-42, residente na
Rua Um, 10, e MARINA COSTA LEME, brasileira, solteira, motorista, CPF nº 884.262.347-47,
residente na Rua Dois, 20, únicos sócios, e ainda JOANA MARIA PRADO LIMA, brasileira,
solteira, comerciante, CPF nº 261.217.776-05, residente na Rua Cinco, resolvem alterar:
1. A sócia MARINA COSTA LEME retira-se da sociedade e cede e transfere a totalidade de suas
quotas a JOANA MARIA PRADO LIMA, que ingressa na sociedade.
2. A administração continua a cargo do sócio LUCAS FERNANDES ROCHA.
Campinas, 3 de março de 2025.
LUCAS FERNANDES ROCHA
MARINA COSTA LEME
JOANA MARIA PRADO LIMA
"""
_CONSOLIDATED = """CONTRATO SOCIAL CONSOLIDADO
A sociedade gira sob a denominação VIAÇÃO SERRA AZUL TRANSPORTES DE PASSAGEIROS LTDA, com
sede em Campinas/SP, e tem por objeto o transporte escolar e o fretamento de passageiros.
O capital social é de R$ 80.000,00 (oitenta mil reais), totalmente integralizado, dividido
entre LUCAS FERNANDES ROCHA, 50.000 quotas, e JOANA MARIA PRADO LIMA, 30.000 quotas.
JUNTA COMERCIAL DO ESTADO DE SÃO PAULO
Certifico o registro sob o nº 123.456/25-1 em 20/03/2025
"""


def test_the_consolidated_contract_on_its_own_page_closes_the_alteration() -> None:
    doc = document([from_text(_ALTERATION), from_text(_CONSOLIDATED)])
    (e,) = extract_document(doc, auto_reocr=False)
    assert e.kind == "contrato_social"
    assert e.page_range == (1, 2)
    v = {k: f.value for k, f in e.fields.items()}
    assert v["razao_social"] == "VIAÇÃO SERRA AZUL TRANSPORTES DE PASSAGEIROS LTDA"
    assert v["capital_social"] == "80000.00"
    assert v["capital_integralizado"] == "80000.00"
    assert v["objeto_social"] == "o transporte escolar e o fretamento de passageiros"
    assert v["data_registro"] == "2025-03-20"
    assert v["socios"] == [{"nome": "LUCAS FERNANDES ROCHA", "cpf": "85242400242"},
                           {"nome": "JOANA MARIA PRADO LIMA", "cpf": "26121777605"}]


def test_the_company_name_wrapped_in_the_title() -> None:
    (e,) = extract_document(document([from_text(_ALTERATION)]), auto_reocr=False)
    assert e.value("razao_social") == "VIAÇÃO SERRA AZUL TRANSPORTES DE PASSAGEIROS LTDA"


def test_a_person_the_quota_table_does_not_list_keeps_the_list_under_review() -> None:
    rows = [
        "CONTRATO SOCIAL DE CONSTITUIÇÃO",
        "VIAÇÃO SERRA AZUL LTDA",
        "LUCAS FERNANDES ROCHA, brasileiro, casado, empresário, CPF nº 852.424.002-42, residente",
        "na Rua Um, 10, e MARINA COSTA LEME, brasileira, solteira, CPF nº 884.262.347-47, residente",
        "na Rua Dois, 20, constituem uma sociedade limitada.",
        "O capital social é de R$ 20.000,00 (vinte mil reais), totalmente integralizado:",
        [(0, "Sócio"), (220, "CPF"), (340, "Quotas")],
        [(0, "LUCAS FERNANDES ROCHA"), (220, "852.424.002-42"), (340, "10.000")],
        [(0, "MARINA COSTA LEME"), (220, "884.262.347-47"), (340, "10.000")],
        "",
        "A gestão fica confiada a RAFAEL SOUZA BRAGA, brasileiro, casado, contador, CPF nº",
        "393.051.379-03, residente na Rua Três.",
    ]
    e = extract_one(rows)
    assert e.value("socios")[:2] == [{"nome": "LUCAS FERNANDES ROCHA", "cpf": "85242400242"},
                                     {"nome": "MARINA COSTA LEME", "cpf": "88426234747"}]
    assert e.fields["socios"].confidence < 0.8


def test_a_state_ending_the_line_before_is_no_part_of_the_name() -> None:
    text = ("LUCAS FERNANDES ROCHA, brasileiro, CPF nº 852.424.002-42, residente em Campinas - SP\n"
            "MARINA COSTA LEME, brasileira, solteira, CPF nº 884.262.347-47.\n")
    found, _ = qualified_partners(text)
    assert [q.nome for q in found] == ["LUCAS FERNANDES ROCHA", "MARINA COSTA LEME"]


@pytest.mark.parametrize(
    "stamp",
    [
        "Certifico que o ato foi deferido e arquivado nesta Junta Comercial sob o número "
        "20250001112, em 14/04/2025.",
        "Identificação do processo\nData do protocolo 02/04/2025\nData de registro 14/04/2025",
    ],
)
def test_the_registration_date_in_an_authentication_term(stamp: str) -> None:
    (e,) = extract_document(document([from_text(_HEAD + stamp)]), auto_reocr=False)
    assert e.value("data_registro") == "2025-04-14"


def test_a_term_counted_from_the_registration_is_no_registration_date() -> None:
    text = _HEAD + ("CLÁUSULA 5ª - O prazo conta-se da data de registro deste ato, e o saldo do "
                    "capital será integralizado até 31/12/2027.")
    (e,) = extract_document(document([from_text(text)]), auto_reocr=False)
    assert e.value("data_registro") is None
