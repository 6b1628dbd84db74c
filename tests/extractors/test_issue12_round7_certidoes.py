"""Issue 12, round 7, failure classes 3 and 4: certidões' and declarações' issuer as
printed, holder's name, validation code and result.

Every document here is written for this test in wordings of real certificates (other
states, other labels, other line breaks); none comes from a held-out generator. Each
rule is pinned by several wordings, and by a case it must leave alone.
"""

from __future__ import annotations

from typing import Any

import pytest

from extractors.certidoes import _subject_name, parse_labelled_code
from extractors.nlp import certidao_resultado
from intake.models import Document
from tests.extractors.docbuilder import document, extract_one, page

CPF = "748.526.057-00"
CNPJ = "77.968.013/4556-95"


def _field(d: Any, name: str) -> tuple[Any, float]:
    f = d.fields.get(name)
    return (f.value, f.confidence) if f is not None else (None, 0.0)


def _antecedentes(
    head: list[Any],
    block: list[Any] | None = None,
    tail: list[Any] | None = None,
    source: str = "pdf-text",
) -> Any:
    return extract_one(
        [
            *head,
            "CERTIDÃO DE ANTECEDENTES CRIMINAIS",
            "Certidão nº: 2026/4369851117                 Emissão: 14/11/2026 14:35:55",
            *(
                block
                if block is not None
                else ["Nome civil: OTÁVIO BRANDÃO QUEIROZ", "Nome social: -"]
            ),
            "Data de nascimento: 02/03/1981",
            f"CPF: {CPF}",
            "CERTIFICAMOS que NÃO CONSTAM registros de antecedentes criminais em nome da",
            "pessoa acima qualificada até a data e hora de emissão desta certidão.",
            "Validade: 12/02/2027",
            *(tail if tail is not None else ["Autenticação eletrônica: 7QPA.XC2K.9H4M"]),
        ],
        source=source,
    )


_RS = [
    "ESTADO DO RIO GRANDE DO SUL",
    "SECRETARIA DA SEGURANÇA PÚBLICA",
    "INSTITUTO-GERAL DE PERÍCIAS",
    "DEPARTAMENTO DE IDENTIFICAÇÃO",
]


# ------------------------------------------------------------- the issuer as printed


@pytest.mark.parametrize(
    "head, issuer",
    [
        (_RS, "INSTITUTO-GERAL DE PERÍCIAS"),
        (
            [
                "ESTADO DE SANTA CATARINA",
                "SECRETARIA DE ESTADO DA SEGURANÇA PÚBLICA",
                "INSTITUTO GERAL DE PERÍCIAS",
                "Instituto de Identificação",
            ],
            "INSTITUTO GERAL DE PERÍCIAS",
        ),
        (
            [
                "GOVERNO DO ESTADO DO CEARÁ",
                "SECRETARIA DA SEGURANÇA PÚBLICA E DEFESA SOCIAL",
                "INSTITUTO-GERAL DE PERÍCIAS DO CEARÁ",
            ],
            "INSTITUTO-GERAL DE PERÍCIAS DO CEARÁ",
        ),
    ],
)
def test_the_forensic_institute_issues_under_its_secretaria(head: list[str], issuer: str) -> None:
    """The Secretaria da Segurança Pública heads the letterhead; the Instituto-Geral de
    Perícias under it issues the certidão: it is the issuer, not sure (two bodies of one
    hierarchy), and never the secretariat at a sure confidence."""
    d = _antecedentes(head)
    assert d.kind == "antecedentes_criminais"
    value, conf = _field(d, "orgao_emissor")
    assert value == issuer
    assert conf < 0.8


def _crf(head: list[Any], source: str = "pdf-text") -> Any:
    return extract_one(
        [
            *head,
            "CERTIFICADO DE REGULARIDADE DO FGTS - CRF",
            "Empregador: TRANSPORTES BELMONTE LTDA",
            f"CNPJ: {CNPJ}",
            "A CAIXA, na qualidade de Agente Operador do FGTS, CERTIFICA que o empregador acima",
            "identificado encontra-se em situação REGULAR perante o FGTS.",
            "Período de validade: de 02/11/2026 até 01/12/2026",
            "Nº da certificação: 2026110298117640213377",
        ],
        source=source,
    )


@pytest.mark.parametrize(
    "head",
    [
        [
            [(0, "CAIXA ECONÔMICA"), (300, "FGTS - Fundo de Garantia do Tempo de Serviço")],
            [(400, "Agente Operador")],
            "FEDERAL",
        ],
        ["CAIXA ECONÔMICA", "FEDERAL", "Superintendência Nacional do FGTS"],
        [
            [(0, "CAIXA ECONÔMICA"), (320, "Certificado nº 2026/11")],
            [(0, "FEDERAL"), (320, "Página 1")],
        ],
    ],
)
def test_a_logo_name_over_two_lines_is_read_whole(head: list[Any]) -> None:
    """ "CAIXA ECONÔMICA" / "FEDERAL": the logo breaks the body's name, a column beside
    it or a line of that column between; the issuer is the whole name."""
    d = _crf(head)
    assert d.kind == "crf_fgts"
    assert _field(d, "orgao_emissor")[0] == "CAIXA ECONÔMICA FEDERAL"


def test_a_truncated_body_name_is_not_sure() -> None:
    """Only "CAIXA ECONÔMICA" read: the first words of a longer name, kept for review
    below 0.8; the brand alone ("CAIXA") is a name as printed and stays sure."""
    d = _crf(["CAIXA ECONÔMICA", "", "", "Agente Operador do FGTS"])
    value, conf = _field(d, "orgao_emissor")
    assert value == "CAIXA ECONÔMICA"
    assert conf < 0.8
    d = _crf(["CAIXA", "Consulta Regularidade do Empregador"])
    value, conf = _field(d, "orgao_emissor")
    assert value == "CAIXA"
    assert conf >= 0.8


@pytest.mark.parametrize(
    "logo",
    [
        ["CA IXA E CON ÔMiI CA", "FE D E R A L"],
        ["C A IX A ECO NÔ MI CA", "F EDER A L"],
    ],
)
def test_a_letter_spaced_logo_read_by_ocr(logo: list[str]) -> None:
    """A letter-spaced logo OCR splits into bits of words is read as the body it spells,
    one misread letter tolerated, below 0.8 (a reconstruction, not a reading)."""
    d = _crf(
        [[(0, logo[0]), (300, "FGTS - Fundo de Garantia do Tempo de Serviço")], logo[1]],
        source="ocr",
    )
    value, conf = _field(d, "orgao_emissor")
    assert value == "CAIXA ECONÔMICA FEDERAL"
    assert conf < 0.8


def _cnd_estadual(head: list[str], sentence: list[str]) -> Any:
    return extract_one(
        [
            *head,
            "CERTIDÃO NEGATIVA DE DÉBITOS TRIBUTÁRIOS",
            "Interessado: TRANSPORTES BELMONTE LTDA",
            f"CNPJ: {CNPJ}",
            *sentence,
            "Data e hora da emissão: 15/11/2026 12:52:36",
            "Validade: 14/05/2027",
            "Código de controle: 03CA.48C9.5123.FCF5",
        ]
    )


@pytest.mark.parametrize(
    "head, sentence, issuer",
    [
        (
            ["GOVERNO DO ESTADO DE SÃO PAULO", "SECRETARIA DA FAZENDA E PLANEJAMENTO"],
            [
                "A Secretaria da Fazenda e Planejamento do Estado de São Paulo certifica que, conforme",
                "os registros, não constam débitos em nome do interessado acima.",
            ],
            "SECRETARIA DA FAZENDA E PLANEJAMENTO DO ESTADO DE SÃO PAULO",
        ),
        (
            ["GOVERNO DO ESTADO DO ESPÍRITO SANTO", "SECRETARIA DE ESTADO DA FAZENDA"],
            [
                "A SECRETARIA DE ESTADO DA FAZENDA DO ESPÍRITO SANTO CERTIFICA, para os devidos fins,",
                "que não constam débitos em nome do interessado acima.",
            ],
            "SECRETARIA DE ESTADO DA FAZENDA DO ESPÍRITO SANTO",
        ),
        (
            ["ESTADO DA BAHIA", "SECRETARIA DA FAZENDA"],
            [
                "A Secretaria da Fazenda do Estado da Bahia, nos termos da lei, certifica que não",
                "constam débitos em nome do interessado acima.",
            ],
            None,
        ),  # a clause between the name and the verb: not the certifying name itself
    ],
)
def test_the_certifying_sentence_names_the_issuer_in_full(
    head: list[str], sentence: list[str], issuer: str | None
) -> None:
    """The letterhead prints the secretariat without its state; the sentence in which it
    certifies names it in full: that is the issuer as printed."""
    d = _cnd_estadual(head, sentence)
    assert d.kind == "cnd_estadual"
    assert _field(d, "orgao_emissor")[0] == (issuer or head[1])


def test_a_mere_mention_of_the_body_leaves_the_letterhead_name() -> None:
    """ "Ressalvado o direito de a Secretaria … do Estado de São Paulo apurar …" is no
    certifying sentence: the letterhead's name stays, sure."""
    d = _cnd_estadual(
        ["GOVERNO DO ESTADO DE SÃO PAULO", "SECRETARIA DA FAZENDA E PLANEJAMENTO"],
        [
            "Ressalvado o direito de a Secretaria da Fazenda e Planejamento do Estado de São Paulo",
            "apurar débitos, NÃO CONSTAM débitos declarados em nome do interessado acima.",
        ],
    )
    value, conf = _field(d, "orgao_emissor")
    assert value == "SECRETARIA DA FAZENDA E PLANEJAMENTO"
    assert conf >= 0.8


# ------------------------------------------------------------------ the holder's name


@pytest.mark.parametrize(
    "block",
    [
        ["Nome civil: OTÁVIO BRANDÃO QUEIROZ", "Nome social: -"],
        ["NOME CIVIL: OTÁVIO BRANDÃO QUEIROZ", "NOME SOCIAL: NÃO INFORMADO"],
        ["Nome social: -", "Nome civil: OTÁVIO BRANDÃO QUEIROZ"],
    ],
)
def test_the_civil_name_of_an_identification_block(block: list[str]) -> None:
    """ "Nome civil" beside "Nome social": the civil name is the holder's."""
    d = _antecedentes(_RS, block=block)
    assert _field(d, "titular_nome")[0] == "OTÁVIO BRANDÃO QUEIROZ"


@pytest.mark.parametrize(
    "text", ["Estabelecimento:", "ESTABELECIMENTO", "Matriz / Filial:", "Endereço:"]
)
def test_the_next_fields_label_is_no_holder(text: str) -> None:
    assert _subject_name(text) is None


def test_a_label_under_the_holder_never_outbids_the_name() -> None:
    """Read by OCR, the label under "Interessado:" ("Estabelecimento:") may be read more
    surely than the name beside it: it is a label, never the holder."""
    rows = [
        "GOVERNO DO ESTADO DE SÃO PAULO",
        "SECRETARIA DA FAZENDA E PLANEJAMENTO",
        "CERTIDÃO NEGATIVA DE DÉBITOS TRIBUTÁRIOS NÃO INSCRITOS NA DÍVIDA ATIVA",
        "Interessado: FREITAS E PORTO LOCADORA LTDA",
        [(0, "Estabelecimento:"), (110, f"CNPJ {CNPJ} - IE 480.657.782.761")],
        "Não constam débitos em nome do interessado acima.",
        "Código de controle: 20C2.03B6.0BBC.6603",
    ]
    p = page(rows, source="ocr", confidence=0.9)
    words = [
        w.model_copy(update={"confidence": 0.97}) if w.text == "Estabelecimento:" else w
        for w in p.words
    ]
    doc: Document = document([p.model_copy(update={"words": words})])
    from extractors.pipeline import extract_document

    (d,) = extract_document(doc, auto_reocr=False)
    assert d.kind == "cnd_estadual"
    assert _field(d, "titular_nome")[0] == "FREITAS E PORTO LOCADORA LTDA"


def _declaracao(opening: list[str], signature: list[str]) -> Any:
    return extract_one(
        [
            "À Secretaria Municipal de Mobilidade Urbana de Campina Grande/PB",
            "DECLARAÇÃO DE DEDICAÇÃO EXCLUSIVA À ATIVIDADE",
            *opening,
            "permissão, admitido apenas o condutor auxiliar cadastrado.",
            "Campina Grande, 17 de novembro de 2026.",
            "",
            *signature,
            "",
            "TABELIONATO DE NOTAS DE CAMPINA GRANDE-PB",
            "RECONHEÇO POR SEMELHANÇA a firma de HELENA MOTTA.",
            "BRUNO CASTRO SILVEIRA - Tabelião Substituto",
        ]
    )


@pytest.mark.parametrize(
    "opening, signature",
    [
        (
            [
                "Eu, abaixo assinado(a), inscrito(a) no CPF sob o nº 748.526.057-00, residente na",
                "Rua das Acácias, 40, nesta cidade, DECLARO, sob as penas da lei, que me dedicarei à",
            ],
            ["HELENA SAMPAIO MOTTA", "CPF 748.526.057-00"],
        ),
        (
            [
                "O(A) infra-assinado(a), portador(a) do CPF nº 748.526.057-00, DECLARA, sob as penas",
                "do art. 299 do Código Penal, que se dedicará com exclusividade à condução da",
            ],
            ["______________________________", "HELENA SAMPAIO MOTTA", "CPF: 748.526.057-00"],
        ),
        (
            ["Eu, abaixo-assinado, CPF 748.526.057-00, declaro que me dedicarei à condução da"],
            ["HELENA SAMPAIO MOTTA", "CPF nº 748.526.057-00", "Assinatura do declarante"],
        ),
    ],
)
def test_the_signer_of_an_unnamed_first_person_declaration(
    opening: list[str], signature: list[str]
) -> None:
    """ "Eu, abaixo assinado(a), inscrito(a) no CPF …": the author is named under the
    signature, over the same CPF."""
    d = _declaracao(opening, signature)
    assert d.kind == "declaracao"
    value, conf = _field(d, "titular_nome")
    assert value == "HELENA SAMPAIO MOTTA"
    assert conf >= 0.8
    assert _field(d, "titular_documento")[0] == "74852605700"


def test_a_signature_over_another_cpf_is_not_the_author() -> None:
    d = _declaracao(
        ["Eu, abaixo assinado(a), inscrito(a) no CPF sob o nº 748.526.057-00, DECLARO que"],
        ["MARCOS VIEIRA LIMA", "CPF 529.982.247-25"],
    )
    assert _field(d, "titular_nome")[0] != "MARCOS VIEIRA LIMA"


def test_a_signature_the_opening_does_not_confirm_is_not_sure() -> None:
    d = _declaracao(
        ["Eu, abaixo assinado(a), residente nesta cidade, DECLARO que me dedicarei"],
        ["HELENA SAMPAIO MOTTA", "CPF 748.526.057-00"],
    )
    value, conf = _field(d, "titular_nome")
    assert value == "HELENA SAMPAIO MOTTA"
    assert conf < 0.8


# ------------------------------------------------------------- the validation code


@pytest.mark.parametrize(
    "line, code",
    [
        ("Autenticação eletrônica: 7QPA.XC2K.9H4M", "7QPA.XC2K.9H4M"),
        ("Código de autenticação eletrônica: AB12-CD34-EF56", "AB12-CD34-EF56"),
        ("Autenticação digital: 9F3E2A1C77", "9F3E2A1C77"),
    ],
)
def test_the_electronic_authentication_code_not_the_protocol(line: str, code: str) -> None:
    """The code printed under "Autenticação eletrônica" is the one a reader checks the
    certidão with; the certificate's number ("Certidão nº: 2026/…") is not it."""
    d = _antecedentes(_RS, tail=[line])
    assert _field(d, "codigo_validacao")[0] == code


@pytest.mark.parametrize("label", ["Nº da certificação:", "Número da certificação:"])
def test_the_crf_certification_number_is_its_code(label: str) -> None:
    d = extract_one(
        [
            "CAIXA ECONÔMICA FEDERAL",
            "CERTIFICADO DE REGULARIDADE DO FGTS - CRF",
            "Empregador: TRANSPORTES BELMONTE LTDA",
            f"CNPJ: {CNPJ}",
            "encontra-se em situação REGULAR perante o FGTS.",
            "Período de validade: de 02/11/2026 até 01/12/2026",
            f"{label} 2026110298117640213377",
        ]
    )
    assert d.kind == "crf_fgts"
    assert _field(d, "codigo_validacao")[0] == "2026110298117640213377"


@pytest.mark.parametrize("code", ["FQBGDJDDSG", "HXZTRWQPLK", "KQDV-TRMB-ZXPL"])
def test_a_letters_only_code_under_its_label(code: str) -> None:
    d = extract_one(
        [
            "ESTADO DE GOIÁS                                  Certidão nº 52456995/2026",
            "DEPARTAMENTO ESTADUAL DE TRÂNSITO DE GOIÁS",
            "CERTIDÃO NEGATIVA DE INFRAÇÕES DE TRÂNSITO - VEÍCULO",
            "Proprietário: TRANSPORTES BELMONTE LTDA",
            "Placa: JFP1C77",
            "Certificamos que NÃO CONSTAM autos de infração de trânsito pendentes.",
            "Emitida em 20/11/2026 às 08:26. Válida até 20/12/2026.",
            f"Código verificador: {code}",
        ]
    )
    assert d.kind == "certidao_multas"
    assert _field(d, "codigo_validacao")[0] == code


@pytest.mark.parametrize(
    "text", ["TRANSPORTES", "CERTIDAO NEGATIVA", "Validar certidão", "ABCDE", "informe o número"]
)
def test_words_under_a_code_label_are_no_code(text: str) -> None:
    assert parse_labelled_code(text) is None


# -------------------------------------------------------------------------- result


@pytest.mark.parametrize(
    "text",
    [
        "que STEPHANY PIMENTA, portador(a) do documento acima, NÃO POSSUI ANTECEDENTES CRIMINAIS",
        "o(a) pesquisado(a) não registra antecedentes criminais nos arquivos deste Instituto",
        "NÃO APRESENTA REGISTROS criminais até a presente data",
    ],
)
def test_does_not_have_a_record_is_negative(text: str) -> None:
    got = certidao_resultado(text)
    assert got is not None and got[0] == "negativa"


@pytest.mark.parametrize(
    "table",
    [
        [
            [(0, "Nome / Razão social :"), (330, "CPF / CNPJ")],
            [(330, ":")],
            [(0, "SALES VIAGENS LTDA."), (330, CNPJ)],
        ],
        [
            [(0, "Razão social:"), (330, "CNPJ:")],
            [(330, "|")],
            [(0, "SALES VIAGENS LTDA."), (330, CNPJ)],
        ],
    ],
)
def test_the_requerente_above_the_contribuintes_section_is_not_the_holder(
    table: list[Any],
) -> None:
    """A "REQUERENTE:" line above the contribuinte's section names whoever asked for the
    certidão; when OCR's marks keep the section's own name from being read with it, the
    name is read under a holder label inside the section, never the requerente's."""
    d = extract_one(
        [
            "PREFEITURA MUNICIPAL DE LINHARES",
            "SECRETARIA MUNICIPAL DE FINANÇAS",
            "CERTIDÃO NEGATIVA DE DÉBITOS MUNICIPAIS",
            "REQUERENTE: ISIS DUARTE DA CRUZ - CPF 013.713.680-31",
            "FINALIDADE: CADASTRO / LICITAÇÃO",
            "DADOS DO CONTRIBUINTE",
            *table,
            "CERTIFICAMOS que não constam débitos em nome do contribuinte acima identificado.",
            "Data de emissão: 20/11/2026",
            "Código de validação: FQQNZR6RMD6NL2P",
        ],
        source="ocr",
    )
    assert d.kind == "cnd_municipal"
    value, conf = _field(d, "titular_nome")
    assert value != "ISIS DUARTE DA CRUZ" or conf < 0.8
    assert value == "SALES VIAGENS LTDA."
