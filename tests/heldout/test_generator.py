"""The held-out generator itself: deterministic by seed, valid check digits, and gold
values that the born-digital page really prints."""

from __future__ import annotations

import io
import json
import re

import pdfplumber
from validate_docbr import CNPJ, CPF

from samples.heldout.generate import LAYOUTS, build, generate


def _text(pdf: bytes) -> str:
    with pdfplumber.open(io.BytesIO(pdf)) as p:
        return re.sub(r"\s+", "", "".join(pg.extract_text() or "" for pg in p.pages)).upper()


def test_same_seed_same_bytes(tmp_path):
    a = generate(tmp_path / "a", seed=7, only=["cnh_e_pagina"], photos=1, bundles=0)
    b = generate(tmp_path / "b", seed=7, only=["cnh_e_pagina"], photos=1, bundles=0)
    assert [x["file"] for x in a] == [x["file"] for x in b]
    for x in a:
        assert (tmp_path / "a" / x["file"]).read_bytes() == (tmp_path / "b" / x["file"]).read_bytes()
        assert json.loads((tmp_path / "a" / x["gold"]).read_text())[0]["fields"]


def test_gold_is_printed_and_check_digits_hold():
    cpf, cnpj = CPF(), CNPJ()
    for n, lay in enumerate(LAYOUTS):
        pdf, built = build([lay], [1000 + n])
        text = _text(pdf)
        f = built[0].out.fields
        for key, v in f.items():
            if key.endswith("_nome") or key in ("razao_social", "seguradora", "nome", "assunto"):
                assert re.sub(r"\s+", "", v) in text, (lay, key, v)
            if key in ("cpf",) or (key.endswith("documento") and len(v) == 11):
                assert cpf.validate(v), (lay, key, v)
            if key == "cnpj" or (key.endswith("documento") and len(v) == 14):
                assert cnpj.validate(v), (lay, key, v)
        for s in f.get("socios", []):
            assert cpf.validate(s["cpf"]) and re.sub(r"\s+", "", s["nome"]) in text
