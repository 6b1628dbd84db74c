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


def test_series_two_is_deterministic_and_leaves_series_one_alone(tmp_path):
    """Series 2 files are `h2_…`/`bundle2_…`; adding them changes no series-1 file."""
    kw = {"small": True, "scans": False, "photos": 0, "photos2": 1, "bundles": 0}
    a = generate(tmp_path / "a", seed=7, series=(2,), only=["v2_crlv_e_camada"], **kw)
    b = generate(tmp_path / "b", seed=7, series=(2,), only=["v2_crlv_e_camada"], **kw)
    assert [x["file"] for x in a] == [x["file"] for x in b] == ["h2_018.pdf", "h2_018.photo.jpg"]
    for x in a:
        assert (tmp_path / "a" / x["file"]).read_bytes() == (tmp_path / "b" / x["file"]).read_bytes()
        assert x["series"] == 2
    one = generate(tmp_path / "one", seed=7, series=(1,), only=["cnh_e_pagina"], **kw)
    both = generate(tmp_path / "both", seed=7, only=["cnh_e_pagina", "v2_cnh_2022_frente_verso"], **kw)
    assert [x["file"] for x in one] == [x["file"] for x in both if x["series"] == 1]
    for x in one:
        assert (tmp_path / "one" / x["file"]).read_bytes() == (tmp_path / "both" / x["file"]).read_bytes()
