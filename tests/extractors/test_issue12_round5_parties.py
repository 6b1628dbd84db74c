"""Issue 12, fifth round (failure class 3): parties confused, holder names missing.

Who is who is read from role labels and phrases (segurado/seguradora, destinatário/
emitente, titular/concessionária, requerente, contratante/contratado…), never from "the
first CPF/CNPJ/name on the page"; a name is kept as printed. Every document here is
written in wordings of its own with ``docbuilder.page``.
"""

from __future__ import annotations

from extractors.names import normalize_name
from extractors.parsers import parse_company, parse_name
from tests.extractors.docbuilder import extract_one

CPF_A, CPF_B, CPF_C = "748.526.057-00", "479.380.927-89", "529.982.247-25"
CNPJ_A, CNPJ_B = "77.968.013/4556-95", "41.435.558/9820-44"


# ------------------------------------------------------- names as printed: "LTDA." keeps its dot


def test_a_company_abbreviation_keeps_its_dot() -> None:
    """CONTRACT §4: names as printed. "LTDA." and "S.A." end with their dot; a person's
    name or a sentence's period does not keep one."""
    assert normalize_name("Serra Verde Fretamento Ltda.") == "SERRA VERDE FRETAMENTO LTDA."
    assert parse_name("SERRA VERDE FRETAMENTO LTDA., com sede") == ("SERRA VERDE FRETAMENTO LTDA.", None)
    assert parse_company("AURORA SEGUROS S.A. ") == ("AURORA SEGUROS S.A.", None)
    assert parse_name("PAULO ROBERTO DIAS.") == ("PAULO ROBERTO DIAS", None)
    assert parse_name("SERRA VERDE FRETAMENTO LTDA") == ("SERRA VERDE FRETAMENTO LTDA", None)


def test_a_card_prints_the_company_name_with_its_dot() -> None:
    d = extract_one([
        "COMPROVANTE DE INSCRIÇÃO E DE SITUAÇÃO CADASTRAL",
        f"NÚMERO DE INSCRIÇÃO: {CNPJ_B}",
        "NOME EMPRESARIAL: SERRA VERDE FRETAMENTO LTDA.",
        "DATA DE ABERTURA: 12/03/2015",
        "SITUAÇÃO CADASTRAL: ATIVA",
    ])
    assert d.kind == "cnpj"
    assert d.value("razao_social") == "SERRA VERDE FRETAMENTO LTDA."
