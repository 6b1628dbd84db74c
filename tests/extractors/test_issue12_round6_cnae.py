"""Issue 12, round 6 (failure class 5: fields lost on other layouts).

Each case is a document written here, in wordings and layouts of its own (none taken
from a held-out generator), laid out with ``docbuilder.page`` so that columns sit where a
text layer or an OCR would put them.
"""

from __future__ import annotations

import pytest

from tests.extractors.docbuilder import extract_one

_CARD_HEAD = [
    "CADASTRO NACIONAL DA PESSOA JURÍDICA",
    "COMPROVANTE DE INSCRIÇÃO E DE SITUAÇÃO CADASTRAL",
    [(0, "NÚMERO DE INSCRIÇÃO"), (300, "DATA DE ABERTURA")],
    [(0, "41.435.558/9820-44 MATRIZ"), (300, "02/05/2016")],
    "NOME EMPRESARIAL",
    "VALE DO SOL TURISMO LTDA",
]
_CARD_TAIL = [
    "",
    "CÓDIGO E DESCRIÇÃO DA NATUREZA JURÍDICA",
    "206-2 - Sociedade Empresária Limitada",
    [(0, "SITUAÇÃO CADASTRAL"), (300, "DATA DA SITUAÇÃO CADASTRAL")],
    [(0, "ATIVA"), (300, "02/05/2016")],
]


# ------------------------------------------------------- CNPJ card: a yes/no principal column


@pytest.mark.parametrize("source", ["pdf-text", "ocr"])
def test_cnae_table_with_a_yes_no_principal_column(source: str) -> None:
    # the heading "Código CNAE ... Principal" is no label of the principal activity:
    # the row flagged "Sim" is; the rows flagged "Não" are the secondaries
    d = extract_one([*_CARD_HEAD,
                     "Atividades da empresa",
                     [(0, "Código CNAE"), (90, "Atividade"), (420, "Principal")],
                     [(0, "7911-2/00"), (90, "Agências de viagens"), (420, "Não")],
                     [(0, "4929-9/02"), (90, "Fretamento intermunicipal de passageiros"), (420, "Sim")],
                     [(0, "4520-0/01"), (90, "Manutenção de veículos"), (420, "Não")],
                     *_CARD_TAIL], source)
    assert d.kind == "cnpj"
    assert d.value("cnae_principal") == "4929902"
    assert d.value("cnaes_secundarios") == ["7911200", "4520001"]


def test_cnae_flag_column_whose_heading_ocr_lost_is_read_less_sure() -> None:
    d = extract_one([*_CARD_HEAD,
                     "Atividades da empresa",
                     [(0, "Código CNAE"), (90, "Atividade")],
                     [(0, "Agências de viagens"), (260, "79.11-2-00"), (360, "N")],
                     [(0, "Transporte escolar"), (260, "49.24-8-00"), (360, "S")],
                     *_CARD_TAIL], "ocr")
    assert d.value("cnae_principal") == "4924800"
    assert d.value("cnaes_secundarios") == ["7911200"]
    assert d.fields["cnae_principal"].confidence < 0.9


def test_cnae_flag_column_with_two_yes_rows_is_not_read_as_a_flag_table() -> None:
    d = extract_one([*_CARD_HEAD,
                     [(0, "Código CNAE"), (90, "Atividade"), (420, "Principal")],
                     [(0, "7911-2/00"), (90, "Agências de viagens"), (420, "Sim")],
                     [(0, "4929-9/02"), (90, "Fretamento de passageiros"), (420, "Sim")],
                     *_CARD_TAIL])
    principal = d.fields.get("cnae_principal")
    assert principal is None or principal.confidence < 0.8
