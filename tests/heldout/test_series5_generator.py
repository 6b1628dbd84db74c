"""The held-out family's fifth series (issue 12): the generator itself.

Like series 4, these tests check only what the generator writes (files, gold field names
and value shapes per CONTRACT §4, check digits, every gold value printed on the
born-digital page, the bundles' page ranges, determinism), never what the product reads
from it, so CI stays green whatever the extractors do. Born-digital only (no OCR, no
CLI) apart from one phone photo."""

from __future__ import annotations

import datetime as dt
import io
import itertools
import json
import re

import pdfplumber
import pytest
from validate_docbr import CNPJ, CPF

from samples.heldout import series2, series3, series4, series5
from samples.heldout.data import cnh_dv, fmt_date_long, fmt_money, renavam_dv
from samples.heldout.generate import DEFAULT_SEED, LAYOUTS, SERIES, build, generate
from tests.heldout.test_series4_generator import KIND_FIELDS, _check_value

BUNDLE_BASE = 100


def _seed(layout: str, i: int = 0) -> int:
    return DEFAULT_SEED * 1000 + sum(map(ord, layout)) * 10 + i


def _bundle_seeds(b: int, n: int) -> list[int]:
    return [DEFAULT_SEED * 1000 + BUNDLE_BASE + b * 10 + j for j in range(n)]


def _pages(pdf: bytes, first: int, last: int) -> str:
    with pdfplumber.open(io.BytesIO(pdf)) as p:
        return "\n".join(p.pages[i].extract_text() or "" for i in range(first - 1, last))


def _page_count(pdf: bytes) -> int:
    with pdfplumber.open(io.BytesIO(pdf)) as p:
        return len(p.pages)


def _squash(s: str) -> str:
    return re.sub(r"\s+", "", s).upper()


@pytest.fixture(scope="module")
def small5(tmp_path_factory: pytest.TempPathFactory):
    out = tmp_path_factory.mktemp("heldout_series5")
    man = generate(out, small=True, scans=False, photos5=1, series=(5,), scanned_bundles5=0)
    return out, man


def test_series5_layouts_are_new_and_listed():
    """About 14 layouts, none shared with series 1–4, in at least 10 kinds; bundles of ≥ 5
    documents; each layout has a one-line description for `--list`."""
    assert len(series5.LAYOUTS) >= 14
    earlier = {lay for lay, s in SERIES.items() if s < 5}
    assert not set(series5.LAYOUTS) & earlier
    assert not set(series5.LAYOUTS) & (set(series2.LAYOUTS) | set(series3.LAYOUTS) | set(series4.LAYOUTS))
    assert all(SERIES[lay] == 5 and lay.startswith("v5_") for lay in series5.LAYOUTS)
    assert all((fn.__doc__ or "").strip() for fn, _n in series5.LAYOUTS.values())
    order = [SERIES[lay] for lay in LAYOUTS]
    assert order == sorted(order), "series 5 comes last, so earlier file numbers are unchanged"
    assert 3 <= len(series5.BUNDLES) <= 4 and all(len(b) >= 5 for b in series5.BUNDLES)
    assert all(lay in series5.LAYOUTS for b in series5.BUNDLES for lay in b)
    assert set(series5.PHOTOGRAPHED) <= set(series5.LAYOUTS) and series5.PHOTOGRAPHED[0] == "v5_cnh_2022_cartao"
    kinds = {build([lay], [_seed(lay)])[1][0].out.kind for lay in series5.LAYOUTS}
    assert len(kinds) >= 12, kinds


def test_list_prints_series5(capsys):
    from samples.heldout.generate import main

    assert main(["--list", "--out", "/tmp/unused", "--series", "5"]) == 0
    lines = capsys.readouterr().out.splitlines()
    assert len(lines) == len(series5.LAYOUTS) and all(ln.startswith("5 v5_") for ln in lines)


def test_series5_generates(small5):
    out, man = small5
    singles = [m for m in man if not m["bundle"]]
    born = [m for m in singles if m["rendering"] == "born-digital"]
    assert sorted(m["layouts"][0] for m in born) == sorted(series5.LAYOUTS)
    assert all(m["series"] == 5 and m["file"].startswith("h5_") for m in singles)
    assert [m["file"] for m in man if m["bundle"]] == [f"bundle5_{i + 1:02d}.pdf" for i in range(len(series5.BUNDLES))]
    photos = [m for m in man if m["rendering"] == "photo"]
    assert [m["layouts"] for m in photos] == [["v5_cnh_2022_cartao"]]
    for m in man:
        assert (out / m["file"]).stat().st_size > 1000
        g = json.loads((out / m["gold"]).read_text())
        assert [o["kind"] for o in g] == m["kinds"]
        assert all(o["sample"]["series"] == 5 for o in g)
    manifest = json.loads((out / "manifest.json").read_text())
    assert manifest["series"] == [5] and len(manifest["files"]) == len(man)


def test_series5_is_deterministic(tmp_path):
    kw = {"small": True, "scans": True, "photos5": 0, "series": (5,),
          "only": ["v5_cnd_municipal_chave"]}
    a = generate(tmp_path / "a", seed=11, **kw)
    b = generate(tmp_path / "b", seed=11, **kw)
    assert [x["file"] for x in a] == [x["file"] for x in b]
    for x in a:
        assert (tmp_path / "a" / x["file"]).read_bytes() == (tmp_path / "b" / x["file"]).read_bytes()


def test_gold_fields_are_contract_names_and_shapes(small5):
    """Every gold object of series 5 (documents and bundles) has a CONTRACT §4 kind, only
    that kind's fields, values in CONTRACT's normalised shapes with valid check digits,
    and `accept` only for fields it has."""
    out, man = small5
    kf = {**KIND_FIELDS, "certidao_multas": KIND_FIELDS["certidao_multas"] | {"placa"}, "cnh": {"nome", "cpf", "registro", "categoria", "validade", "primeira_habilitacao",
                                 "data_nascimento", "data_emissao", "observacoes", "ear"},
          "crlv": {"placa", "renavam", "chassi", "ano_fabricacao", "ano_modelo", "marca_modelo", "especie_tipo",
                   "categoria", "lotacao", "proprietario_nome", "proprietario_documento", "exercicio",
                   "data_emissao", "municipio", "uf"}}
    cpf = CPF()
    for m in man:
        for o in json.loads((out / m["gold"]).read_text()):
            kind, f = o["kind"], o["fields"]
            assert kind in kf, kind
            assert f and set(f) <= kf[kind], (kind, set(f) - kf[kind])
            for key, v in f.items():
                if kind == "cnh":
                    if key == "cpf":
                        assert cpf.validate(v) and len(v) == 11
                    elif key == "registro":
                        assert v == cnh_dv(v[:9])
                    elif key == "ear":
                        assert isinstance(v, bool)
                    elif key in ("validade", "primeira_habilitacao", "data_nascimento", "data_emissao"):
                        dt.date.fromisoformat(v)
                    continue
                if kind == "crlv":
                    if key == "renavam":
                        assert len(v) == 11 and v == renavam_dv(v[:10])
                    elif key == "proprietario_documento":
                        _check_value(kind, "titular_documento", v)
                    elif key in ("ano_fabricacao", "ano_modelo", "exercicio", "lotacao"):
                        assert isinstance(v, int)
                    elif key == "chassi":
                        assert len(v) == 17
                    else:
                        _check_value(kind, key, v)
                    continue
                if key == "socios":
                    assert all(set(s) == {"nome", "cpf"} and cpf.validate(s["cpf"]) for s in v)
                    continue
                if key in ("capital_social", "capital_integralizado"):
                    assert re.fullmatch(r"\d+\.\d{2}", v)
                    continue
                if key == "nire":
                    assert re.fullmatch(r"\d{11}", v)
                    continue
                _check_value(kind, key, v)
            assert set(o.get("accept", {})) <= set(f)
            assert o["pages"] == o["page_range"][1] - o["page_range"][0] + 1
            if kind == "contrato_social":
                assert CNPJ().validate(f["cnpj"])


def _printed_forms(key: str, v) -> list[str]:
    """The forms in which a gold value may be printed (squashed, upper case)."""
    if isinstance(v, bool) or key in ("resultado", "tipo", "situacao"):
        return []
    if isinstance(v, int):
        return [str(v), f"{v:02d}"]
    if re.fullmatch(r"\d{4}-\d{2}-\d{2}", v):
        d = dt.date.fromisoformat(v)
        return [d.strftime("%d/%m/%Y"), _squash(fmt_date_long(d))]
    if re.fullmatch(r"\d+\.00", v):
        n = int(v[:-3])
        return [_squash(fmt_money(n))[2:]]
    return [_squash(v)]


def _assert_printed(lay: str, fields: dict, text: str) -> None:
    sq = _squash(text)
    digits = re.sub(r"\D", "", text)
    alnum = re.sub(r"[^0-9A-Z]", "", sq)
    for key, v in fields.items():
        if key in ("cnpj", "cpf", "renavam", "registro", "nire") or key.endswith("_documento"):
            assert v in (digits if v.isdigit() else alnum), (lay, key, v)
        elif key in ("cnae_principal", "natureza_juridica"):
            assert v in digits, (lay, key, v)
        elif key == "cnaes_secundarios":
            assert all(x in digits for x in v), (lay, key, v)
        elif key in ("placa", "codigo_validacao", "numero_apolice"):
            assert re.sub(r"[^0-9A-Z]", "", v) in alnum, (lay, key, v)
        elif key == "placas":
            assert all(x in alnum for x in v), (lay, key, v)
        elif key == "socios":
            assert all(_squash(s["nome"]) in sq and s["cpf"] in digits for s in v), (lay, v)
        elif key == "coberturas":
            for cov in v:
                assert _squash(cov["tipo"]) in sq and _printed_forms("valor", cov["valor"])[0] in sq, (lay, cov)
        else:
            forms = _printed_forms(key, v)
            # a letterhead over two lines may have other text between its lines in the text layer
            two_lines = key == "orgao_emissor" and all(w in text.upper().split() for w in v.split())
            assert not forms or two_lines or any(x in sq for x in forms), (lay, key, v)


@pytest.mark.parametrize("lay", list(series5.LAYOUTS))
def test_gold_values_are_printed_on_the_born_digital_page(lay):
    """Every gold value (names, documents, codes, dates as dd/mm/aaaa, money, plates,
    years) is printed in the born-digital text layer of its layout, for each instance."""
    for i in range(series5.LAYOUTS[lay][1]):
        pdf, built = build([lay], [_seed(lay, i)])
        _assert_printed(lay, built[0].out.fields, _pages(pdf, 1, built[0].last))


def test_capital_clause_runs_over_the_page_break():
    lay = "v5_contrato_social_capital_quebrado"
    pdf, built = build([lay], [_seed(lay)])
    assert built[0].last == 2 == _page_count(pdf)
    p1, p2 = _pages(pdf, 1, 1), _pages(pdf, 2, 2)
    tail = p1.rstrip().splitlines()
    assert "DO CAPITAL SOCIAL" in "\n".join(tail[-4:]) and "O capital social é de" in p1
    assert "distribuídas entre os sócios" in " ".join(p2.splitlines()[:3])
    assert "Quotas" in p2 and "NÃO SÓCIO" in p2


def test_bundle_page_ranges_are_right():
    """Each bundle document starts on a new page right after the previous one, keeps the
    page count it has alone, and its own values are printed within its page range; the
    bundles hold two consecutive documents of the same kind and a 2-page document."""
    same_kind_pairs = 0
    multi = 0
    for b, lays in enumerate(series5.BUNDLES):
        pdf, built = build(lays, _bundle_seeds(b, len(lays)))
        nxt = 1
        for x, lay in zip(built, lays, strict=True):
            assert x.layout == lay and x.first == nxt, (lay, x.first, nxt)
            alone_pdf, alone = build([lay], [_seed(lay)])
            assert x.last - x.first + 1 == alone[0].last == _page_count(alone_pdf), lay
            _assert_printed(lay, x.out.fields, _pages(pdf, x.first, x.last))
            multi += x.last > x.first
            nxt = x.last + 1
        assert nxt - 1 == _page_count(pdf)
        same_kind_pairs += sum(a.out.kind == c.out.kind for a, c in itertools.pairwise(built))
    assert same_kind_pairs >= 2 and multi >= 1


def test_bundle_gold_matches_build(small5):
    out, _man = small5
    for b, lays in enumerate(series5.BUNDLES):
        g = json.loads((out / f"bundle5_{b + 1:02d}.pdf.gold.json").read_text())
        _pdf, built = build(lays, _bundle_seeds(b, len(lays)))
        assert [(o["sample"]["layout"], o["page_range"]) for o in g] == [(x.layout, [x.first, x.last]) for x in built]
