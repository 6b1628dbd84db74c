"""The held-out family's fourth series (issue 12): the generator itself.

Series 4 is written for failure classes being fixed in the extractors; these tests check
only what the generator writes (files, gold field names and value shapes per CONTRACT
§4, the bundle's page ranges), never what the product reads from it, so CI stays green
whatever the extractors do. Born-digital only (no OCR, no CLI)."""

from __future__ import annotations

import io
import json
import re

import pdfplumber
import pytest
from validate_docbr import CNPJ, CPF

from samples.heldout import series2, series3, series4
from samples.heldout.generate import DEFAULT_SEED, LAYOUTS, SERIES, build, generate

# CONTRACT §4: the fields each kind yields where the document shows them.
CERTIDAO = {"titular_nome", "titular_documento", "data_emissao", "valida_ate", "resultado", "orgao_emissor",
            "codigo_validacao"}
OTHER = {"titular_nome", "titular_documento", "data_emissao", "valida_ate", "resultado", "placa", "municipio", "uf"}
KIND_FIELDS: dict[str, set[str]] = {
    **{k: CERTIDAO for k in ("antecedentes_criminais", "distribuicao_criminal", "certidao_multas", "cnd_federal",
                             "cnd_estadual", "cnd_municipal", "crf_fgts", "certidao_falencia")},
    "cnpj": {"cnpj", "razao_social", "nome_fantasia", "data_abertura", "situacao", "cnae_principal",
             "cnaes_secundarios", "natureza_juridica", "porte", "municipio", "uf"},
    "contrato_social": {"razao_social", "cnpj", "capital_social", "capital_integralizado", "socios", "objeto_social",
                        "nire", "data_registro"},
    "apolice": {"seguradora", "numero_apolice", "segurado_nome", "segurado_documento", "placas", "vigencia_inicio",
                "vigencia_fim", "coberturas"},
    "declaracao": OTHER | {"assunto"},
    "requerimento": OTHER | {"assunto"},
    "contrato": OTHER | {"assunto", "tipo", "contratante_documento", "contratado_documento"},
    "nota_fiscal": OTHER,
    "comprovante_endereco": OTHER,
}
RESULTADOS = {"negativa", "positiva", "positiva_com_efeitos_de_negativa"}
CONTRATO_TIPOS = {"locacao", "comodato", "arrendamento", "trabalho", "prestacao_servico"}
ISO = re.compile(r"^\d{4}-\d{2}-\d{2}$")
MONEY = re.compile(r"^\d+\.\d{2}$")


def _seed(layout: str) -> int:
    return DEFAULT_SEED * 1000 + sum(map(ord, layout)) * 10


def _pages_text(pdf: bytes, first: int, last: int) -> str:
    with pdfplumber.open(io.BytesIO(pdf)) as p:
        txt = "".join(p.pages[i].extract_text() or "" for i in range(first - 1, last))
    return re.sub(r"\s+", "", txt).upper()


def _page_count(pdf: bytes) -> int:
    with pdfplumber.open(io.BytesIO(pdf)) as p:
        return len(p.pages)


@pytest.fixture(scope="module")
def small4(tmp_path_factory: pytest.TempPathFactory):
    out = tmp_path_factory.mktemp("heldout_series4")
    man = generate(out, small=True, scans=False, photos4=1, series=(4,), scanned_bundles4=0)
    return out, man


def test_series4_has_ten_new_layouts_and_a_bundle_of_four():
    """At least 10 layouts, none shared with series 1–3, and a bundle of ≥ 4 documents
    of series 4 (its 2-page documents inside)."""
    assert len(series4.LAYOUTS) >= 10
    earlier = {lay for lay, s in SERIES.items() if s < 4}
    assert not set(series4.LAYOUTS) & earlier
    assert all(SERIES[lay] == 4 for lay in series4.LAYOUTS)
    assert not set(series4.LAYOUTS) & (set(series2.LAYOUTS) | set(series3.LAYOUTS))
    assert series4.BUNDLES and all(len(b) >= 4 for b in series4.BUNDLES)
    assert all(lay in series4.LAYOUTS for b in series4.BUNDLES for lay in b)
    # series 4 comes after the earlier series, so their file numbering is unchanged
    order = [SERIES[lay] for lay in LAYOUTS]
    assert order == sorted(order)


def test_series4_generates(small4):
    out, man = small4
    singles = [m for m in man if not m["bundle"]]
    born = [m for m in singles if m["rendering"] == "born-digital"]
    assert sorted(m["layouts"][0] for m in born) == sorted(series4.LAYOUTS)
    assert all(m["series"] == 4 and m["file"].startswith("h4_") for m in singles)
    assert [m["file"] for m in man if m["bundle"]] == [f"bundle4_{i + 1:02d}.pdf" for i in range(len(series4.BUNDLES))]
    assert sum(m["rendering"] == "photo" for m in man) == 1
    for m in man:
        assert (out / m["file"]).stat().st_size > 1000
        g = json.loads((out / m["gold"]).read_text())
        assert [o["kind"] for o in g] == m["kinds"]
        assert all(o["sample"]["series"] == 4 for o in g)
    manifest = json.loads((out / "manifest.json").read_text())
    assert manifest["series"] == [4] and len(manifest["files"]) == len(man)


def test_series4_is_deterministic(tmp_path):
    kw = {"small": True, "scans": False, "photos4": 0, "series": (4,), "only": ["v4_crf_navegador"]}
    a = generate(tmp_path / "a", seed=11, **kw)
    b = generate(tmp_path / "b", seed=11, **kw)
    assert [x["file"] for x in a] == [x["file"] for x in b]
    for x in a:
        assert (tmp_path / "a" / x["file"]).read_bytes() == (tmp_path / "b" / x["file"]).read_bytes()


def _check_value(kind: str, key: str, v) -> None:
    cpf, cnpj = CPF(), CNPJ()
    if key in ("data_emissao", "valida_ate", "vigencia_inicio", "vigencia_fim", "data_abertura", "data_registro"):
        assert ISO.match(v), (kind, key, v)
    elif key in ("titular_documento", "segurado_documento", "contratante_documento", "contratado_documento"):
        assert (len(v) == 11 and cpf.validate(v)) or (len(v) == 14 and cnpj.validate(v)), (kind, key, v)
    elif key == "cnpj":
        assert len(v) == 14 and cnpj.validate(v), (kind, key, v)
    elif key == "resultado":
        assert v in RESULTADOS, (kind, v)
    elif key == "tipo":
        assert v in CONTRATO_TIPOS, (kind, v)
    elif key in ("placa",):
        assert re.fullmatch(r"[A-Z]{3}\d[A-Z0-9]\d{2}", v), (kind, v)
    elif key == "placas":
        assert isinstance(v, list) and all(re.fullmatch(r"[A-Z]{3}\d[A-Z0-9]\d{2}", p) for p in v), (kind, v)
    elif key == "coberturas":
        assert isinstance(v, list) and all(set(c) == {"tipo", "valor"} and MONEY.match(c["valor"]) for c in v)
    elif key == "cnaes_secundarios":
        assert isinstance(v, list) and all(re.fullmatch(r"\d{7}", x) for x in v), (kind, v)
    elif key == "cnae_principal":
        assert re.fullmatch(r"\d{7}", v), (kind, v)
    elif key == "natureza_juridica":
        assert re.fullmatch(r"\d{4}", v), (kind, v)
    elif key == "uf":
        assert re.fullmatch(r"[A-Z]{2}", v), (kind, v)
    else:
        assert isinstance(v, str) and v == v.strip() and "  " not in v and v, (kind, key, v)
        if key.endswith("_nome") or key in ("razao_social", "seguradora", "orgao_emissor", "municipio"):
            assert v == v.upper(), (kind, key, v)


def test_gold_fields_are_contract_names_for_their_kinds(small4):
    """Every gold object of series 4 (documents and bundle) has a CONTRACT §4 kind, only
    that kind's field names, values in CONTRACT's normalised shapes, and `accept` only
    for fields it has."""
    out, man = small4
    seen = set()
    for m in man:
        for o in json.loads((out / m["gold"]).read_text()):
            kind = o["kind"]
            assert kind in KIND_FIELDS, kind
            assert o["fields"] and set(o["fields"]) <= KIND_FIELDS[kind], (kind, set(o["fields"]) - KIND_FIELDS[kind])
            for key, v in o["fields"].items():
                _check_value(kind, key, v)
            assert set(o.get("accept", {})) <= set(o["fields"])
            assert o["pages"] == o["page_range"][1] - o["page_range"][0] + 1
            seen.add(kind)
    assert len(seen) >= 8


def test_gold_values_are_printed_on_the_born_digital_page():
    """Names, documents (digits) and codes of the gold are printed on the page."""
    for lay in series4.LAYOUTS:
        pdf, built = build([lay], [_seed(lay)])
        text = _pages_text(pdf, 1, built[0].last)
        digits = re.sub(r"\D", "", text)
        alnum = re.sub(r"[^0-9A-Z]", "", text)
        for key, v in built[0].out.fields.items():
            if key.endswith("_nome") or key in ("razao_social", "seguradora", "assunto", "orgao_emissor"):
                assert re.sub(r"\s+", "", v) in text, (lay, key, v)
            if key.endswith("_documento") or key == "cnpj":
                assert v in (digits if v.isdigit() else alnum), (lay, key, v)
            if key == "codigo_validacao":
                assert re.sub(r"[^0-9A-Z]", "", v) in alnum, (lay, key, v)


def test_bundle_page_ranges_are_right():
    """Each bundle document starts on a new page right after the previous one, keeps the
    page count it has alone, and its own values are printed within its page range."""
    for b, lays in enumerate(series4.BUNDLES):
        seeds = [DEFAULT_SEED * 1000 + 300 + b * 10 + j for j in range(len(lays))]
        pdf, built = build(lays, seeds)
        assert len(built) >= 4
        nxt = 1
        for x, lay in zip(built, lays, strict=True):
            assert x.layout == lay
            assert x.first == nxt, (lay, x.first, nxt)
            alone_pdf, alone = build([lay], [_seed(lay)])
            assert x.last - x.first + 1 == alone[0].last == _page_count(alone_pdf), lay
            text = _pages_text(pdf, x.first, x.last)
            f = x.out.fields
            ident = f.get("titular_nome") or f.get("assunto") or f.get("segurado_nome") or f.get("razao_social")
            assert ident and re.sub(r"\s+", "", ident) in text, (lay, ident)
            nxt = x.last + 1
        assert nxt - 1 == _page_count(pdf)
        assert any(x.last > x.first for x in built), "a multi-page document inside the bundle"


def test_bundle_gold_matches_build(small4):
    """The written bundle gold carries the same page ranges as the build."""
    out, _man = small4
    for b, lays in enumerate(series4.BUNDLES):
        g = json.loads((out / f"bundle4_{b + 1:02d}.pdf.gold.json").read_text())
        _pdf, built = build(lays, [DEFAULT_SEED * 1000 + 300 + b * 10 + j for j in range(len(lays))])
        assert [(o["sample"]["layout"], o["page_range"]) for o in g] == [(x.layout, [x.first, x.last]) for x in built]
