"""Issue 12, round 9: CNH photocopies with the back beside the front, and the CRLV-e's
list layout on scans (synthetic pages; no held-out file)."""

from __future__ import annotations

from extractors.cnh import parse_categoria
from extractors.names import without_leading_label
from extractors.slash_glyph import city_slash_uf, make_model_slash
from tests.extractors.docbuilder import extract_one


def _cnh_copy(front_cat: str = "AC", obs_label: bool = True) -> list:
    # the 2022 model's front (left) and back (right) photocopied side by side: the back's
    # "9 CATEGORIA | VALIDADE" table shares the front's rows, one of its rows on a line
    # of its own between the NOME label and its value
    return [
        [(40, "REPÚBLICA FEDERATIVA DO BRASIL"), (300, "9 CATEGORIA VALIDADE")],
        [(40, "CARTEIRA NACIONAL DE HABILITAÇÃO")],
        [(300, "A 12/04/2031")],
        [(60, "1 NOME")],
        [(300, "B 12/04/2031")],
        [(60, "OTAVIO RANGEL DA CUNHA")],
        [(300, "C 12/04/2031")],
        [(60, "4a DATA EMISSÃO"), (160, "4b VALIDADE"), (300, "D 12/04/2031")],
        [(60, "12/04/2021"), (160, "12/04/2031")],
        [(60, "4d CPF"), (160, "5 Nº REGISTRO")] + ([(300, "12 OBSERVAÇÕES")] if obs_label else []),
        [(60, "301.108.987-61"), (160, "10163208580"), (300, "EAR; TRANSPORTE ESCOLAR")],
        [(60, "9 CAT. HAB."), (160, "1ª HABILITAÇÃO")],
        [(60, front_cat), (160, "02/02/2004")],
        [(300, "LOCAL"), (420, "DATA EMISSÃO")],
        [(300, "RECIFE, PE"), (420, "12/04/2021")],
    ]


def test_cnh_category_under_the_front_label_not_the_back_table_header() -> None:
    for cat in ("AC", "D", "B"):
        e = extract_one(_cnh_copy(cat))
        assert e.kind == "cnh"
        assert e.value("categoria") == cat
        assert e.fields["categoria"].confidence >= 0.8


def test_cnh_name_past_a_table_row_between_label_and_value() -> None:
    e = extract_one(_cnh_copy())
    assert e.value("nome") == "OTAVIO RANGEL DA CUNHA"


def test_cnh_only_the_table_left_is_below_the_threshold() -> None:
    rows = [r for r in _cnh_copy() if not (isinstance(r, list) and r[0] == (60, "9 CAT. HAB."))]
    rows = [r for r in rows if not (isinstance(r, list) and r and r[0] == (60, "AC"))]
    e = extract_one(rows)
    cat = e.fields.get("categoria")
    assert cat is None or cat.confidence < 0.8


def test_cnh_observations_without_their_label() -> None:
    e = extract_one(_cnh_copy(obs_label=False), source="ocr")
    assert e.value("observacoes") == "EAR; TRANSPORTE ESCOLAR"
    assert e.fields["observacoes"].confidence < 0.8
    assert e.value("ear") is True


def test_an_observations_list_is_no_category() -> None:
    assert parse_categoria("A; EAR; MOPP") is None
    assert parse_categoria("AD") == ("AD", None)


def _crlv_list(local: str, marca: str, issuer: str = "DETRAN-SC") -> list:
    # the app's CRLV-e: one "Label ...... value" row per field, values far right
    far = 400
    return [
        [(120, "Documento do veículo")],
        [(60, "CRLV-e - Certificado de Registro e Licenciamento de Veículo")],
        [(0, "Proprietário")],
        [(0, "Nome"), (far - 60, "SOUZA TUR TRANSPORTES LTDA")],
        [(0, "CPF/CNPJ"), (far - 40, "34.028.316/0001-03")],
        [(0, "Local"), (far, local)],
        [(0, "Veículo")],
        [(0, "Placa"), (far, "RTA4F21")],
        [(0, "Renavam"), (far, "63959108402")],
        [(0, "Marca/Modelo"), (far - 60, marca)],
        [(0, "Ano fabricação"), (far, "2019")],
        [(0, "Ano modelo"), (far, "2020")],
        [(0, "Categoria"), (far, "ALUGUEL")],
        [(0, "Lotação"), (far, "15 lugares")],
        [(0, "Exercício"), (far, "2026")],
        [(0, "Data de emissão"), (far, "03/02/2026")],
        [(0, "Órgão"), (far, issuer)],
    ]


def test_crlv_list_reads_each_value_on_its_own_row() -> None:
    e = extract_one(_crlv_list("JOINVILLE/SC", "VW/9.160 OD"), source="ocr")
    assert e.kind == "crlv"
    assert e.value("ano_fabricacao") == 2019
    assert e.value("ano_modelo") == 2020
    assert e.value("proprietario_nome") == "SOUZA TUR TRANSPORTES LTDA"
    assert (e.value("municipio"), e.value("uf")) == ("JOINVILLE", "SC")


def test_crlv_slash_read_as_a_letter() -> None:
    e = extract_one(_crlv_list("JOINVILLEISC", "MARCOPOLOIVOLARE W9 ESC"), source="ocr")
    assert e.value("marca_modelo") == "MARCOPOLO/VOLARE W9 ESC"
    assert e.fields["marca_modelo"].confidence < 0.8
    assert (e.value("municipio"), e.value("uf")) == ("JOINVILLE", "SC")
    assert e.fields["municipio"].confidence < 0.8


def test_crlv_city_ending_like_a_uf_is_not_cut() -> None:
    e = extract_one(_crlv_list("CURITIBA", "VW/9.160 OD", issuer="DETRAN-PR"), source="ocr")
    assert e.value("municipio") != "CURIT"


def test_slash_glyph_helpers() -> None:
    assert make_model_slash("IVECOIDAILY 45-170 CITYC") == "IVECO/DAILY 45-170 CITYC"
    assert make_model_slash("TOYOTAlCOROLLA XEI") == "TOYOTA/COROLLA XEI"
    assert make_model_slash("TOYOTA/COROLLA XEI") is None
    assert make_model_slash("FIAT DUCATO") is None
    assert city_slash_uf("SAO LUISIMA") == ("SAO LUIS", "MA")
    assert city_slash_uf("CAMPINAS") is None


def test_a_name_does_not_open_with_its_label() -> None:
    labels = ["NOME", "NOME DO PROPRIETÁRIO", "PROPRIETÁRIO"]
    assert without_leading_label("Nome MENDES VIAGENS EIRELI", labels) == "MENDES VIAGENS EIRELI"
    assert without_leading_label("NOME: ANA DIAS", labels) == "ANA DIAS"
    assert without_leading_label("NOME", labels) == "NOME"
    assert without_leading_label("NOMURA ANA", labels) == "NOMURA ANA"
