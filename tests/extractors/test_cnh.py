"""CNH: 2017 layout (BID tokens), 2022 numbered labels, EAR only with the back present."""

from __future__ import annotations

import json
from pathlib import Path

import pytest

from extractors.pipeline import extract_document
from intake.models import Document, Page, Word
from tests.extractors.docbuilder import document, page

BID = Path("/work/shared/realdocs/cnh/bid_text_only/cnh_frente_labels.jsonl")


def _bid_document(row: dict) -> Document:
    words = [Word(text=t["text"], bbox=(t["x"], t["y"], t["x"] + t["w"], t["y"] + t["h"]),
                  confidence=0.9, page=1, source="ocr")
             for t in row["tokens_after_rotation_correction"]]
    return Document(file=f"{row['bid_id']}.jpg", sha256="0" * 64, media_type="image/jpeg",
                    pages=[Page(number=1, width=900, height=600, source="ocr", words=words)])


@pytest.mark.skipif(not BID.exists(), reason="BID labels not available")
def test_bid_fronts_by_position() -> None:
    rows = [json.loads(line) for line in BID.read_text(encoding="utf-8").splitlines()]
    total = ok = 0
    for row in rows:
        (e,) = extract_document(_bid_document(row), auto_reocr=False)
        assert e.kind == "cnh"
        assert "ear" not in e.fields and "observacoes" not in e.fields  # front only
        for name, want in row["fields"].items():
            total += 1
            ok += e.value(name) == want
        reg = e.fields.get("registro")
        if reg is not None and reg.value == row["fields"]["registro"]:
            # BID registros fail the CNH check digits: kept, flagged, never an error.
            assert reg.valid is False and reg.confidence <= 0.5
            assert any("registro" in w for w in e.warnings)
    assert ok / total >= 0.97, (ok, total)


def test_2022_numbered_labels_with_back() -> None:
    rows = [
        "CARTEIRA NACIONAL DE HABILITAÇÃO / DRIVER LICENSE",
        "2 e 1 NOME E SOBRENOME",
        "MARIA DA SILVA SOUZA",
        [(0, "1ª HABILITAÇÃO"), (150, "3 DATA, LOCAL E UF DE NASCIMENTO")],
        [(0, "03/08/2004"), (150, "16/07/1984, BARRETOS, SP")],
        [(0, "4a DATA EMISSÃO"), (150, "4b VALIDADE")],
        [(0, "03/12/2020"), (150, "03/12/2030")],
        [(0, "4d CPF"), (150, "5 Nº REGISTRO")],
        [(0, "793.341.556-39"), (150, "00202367904")],
        [(0, "9 CAT. HAB.")],
        [(0, "AD")],
        [(0, "12 OBSERVAÇÕES")],
        [(0, "A; EAR")],
    ]
    (e,) = extract_document(document([page(rows)]))
    v = {k: f.value for k, f in e.fields.items()}
    assert e.kind == "cnh"
    assert v["nome"] == "MARIA DA SILVA SOUZA"
    assert v["primeira_habilitacao"] == "2004-08-03"
    assert v["data_nascimento"] == "1984-07-16"
    assert v["data_emissao"] == "2020-12-03"
    assert v["validade"] == "2030-12-03"
    assert v["cpf"] == "79334155639"
    assert v["categoria"] == "AD"
    assert v["observacoes"] == "A; EAR"
    assert v["ear"] is True


def test_back_without_ear() -> None:
    front = page(["CARTEIRA NACIONAL DE HABILITAÇÃO", "NOME", "JOSE PEREIRA", "CAT. HAB.", "B"])
    back = page([[(0, "OBSERVAÇÕES")], [(0, "A")], [(0, "LOCAL"), (200, "DATA EMISSÃO")],
                 [(0, "OLIMPIA, SP"), (200, "10/01/2022")], "ASSINATURA DO PORTADOR"])
    (e,) = extract_document(document([front, back]))
    assert e.kind == "cnh" and e.page_range == (1, 2)
    assert e.value("ear") is False
    assert e.value("observacoes") == "A"
    assert e.value("data_emissao") == "2022-01-10"


def test_exerce_atividade_remunerada_in_words() -> None:
    rows = ["CARTEIRA NACIONAL DE HABILITAÇÃO", "OBSERVAÇÕES", "EXERCE ATIVIDADE REMUNERADA"]
    (e,) = extract_document(document([page(rows)]))
    assert e.value("ear") is True


def test_ordinal_indicators_are_punctuation_in_labels() -> None:
    from extractors.text import label_key

    # OCR reads "1ª" as "1º" and "Nº" as "N°": all must match the same label
    assert label_key("1ª HABILITAÇÃO") == label_key("1º HABILITAÇÃO") == "1 HABILITACAO"
    assert label_key("Nº REGISTRO") == label_key("N° REGISTRO") == "N REGISTRO"


AUG = Path("/work/shared/realdocs/cnh/bid_00003658_cnh_frente_aug01.jpg")


@pytest.mark.skipif(not AUG.exists(), reason="BID sample not available")
def test_bid_augmented_photo_is_a_cnh() -> None:
    # real OCR of a blurred BID photo: "1ª HABILITAÇÃO" comes out as "1º HABILITAÇÃO"
    from intake.pipeline import read_file

    (doc,) = extract_document(read_file(AUG))
    assert doc.kind == "cnh"
    assert doc.kind_confidence < 0.6  # little was legible: the clerk confirms the kind
