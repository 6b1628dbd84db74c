"""The held-out family's seventh series (issue 12): the generator itself.

Like series 4 to 6, these tests check only what the generator writes (files, gold field
names and value shapes per CONTRACT §4, check digits, every gold value printed on the
born-digital page, the bundles' page ranges, determinism), never what the product reads
from it, so CI stays green whatever the extractors do. Born-digital only apart from one
scan (determinism) and one phone photo."""

from __future__ import annotations

import itertools
import json
import re

import pytest
from validate_docbr import CNPJ, CPF

from samples.heldout import series7
from samples.heldout.generate import DEFAULT_SEED, LAYOUTS, SERIES, build, generate
from tests.heldout.test_series4_generator import OTHER
from tests.heldout.test_series6_generator import (
    KF,
    _assert_printed6,
    _check6,
    _page_count,
    _pages,
    _seed,
)

BUNDLE_BASE = 400
KF7 = {**KF, "inscricao_municipal": OTHER}


def _bundle_seeds(b: int, n: int) -> list[int]:
    return [DEFAULT_SEED * 1000 + BUNDLE_BASE + b * 10 + j for j in range(n)]


@pytest.fixture(scope="module")
def small7(tmp_path_factory: pytest.TempPathFactory):
    out = tmp_path_factory.mktemp("heldout_series7")
    man = generate(out, small=True, scans=False, photos7=1, series=(7,), scanned_bundles7=0)
    return out, man


def test_series7_layouts_are_new_and_listed():
    """At least 15 layouts, none shared with series 1–6, in at least 14 kinds, at least 3
    of them over several pages; at least 2 bundles of ≥ 6 documents; a description."""
    assert len(series7.LAYOUTS) >= 15
    earlier = {lay for lay, s in SERIES.items() if s < 7}
    assert not set(series7.LAYOUTS) & earlier
    assert all(SERIES[lay] == 7 and lay.startswith("v7_") for lay in series7.LAYOUTS)
    assert all((fn.__doc__ or "").strip() for fn, _n in series7.LAYOUTS.values())
    order = [SERIES[lay] for lay in LAYOUTS]
    assert order == sorted(order), "series 7 comes last, so earlier file numbers are unchanged"
    assert len(series7.BUNDLES) >= 2 and all(len(b) >= 6 for b in series7.BUNDLES)
    assert all(lay in series7.LAYOUTS for b in series7.BUNDLES for lay in b)
    assert set(series7.PHOTOGRAPHED) <= set(series7.LAYOUTS)
    built = {lay: build([lay], [_seed(lay)])[1][0] for lay in series7.LAYOUTS}
    kinds = {b.out.kind for b in built.values()}
    assert len(kinds) >= 14, kinds
    assert sum(b.last > 1 for b in built.values()) >= 3
    assert all(built[lay].last == 1 for lay in series7.PHOTOGRAPHED)


def test_list_prints_series7(capsys):
    from samples.heldout.generate import main

    assert main(["--list", "--out", "/tmp/unused", "--series", "7"]) == 0
    lines = capsys.readouterr().out.splitlines()
    assert len(lines) == len(series7.LAYOUTS) and all(ln.startswith("7 v7_") for ln in lines)


def test_series7_generates(small7):
    out, man = small7
    singles = [m for m in man if not m["bundle"]]
    born = [m for m in singles if m["rendering"] == "born-digital"]
    assert sorted(m["layouts"][0] for m in born) == sorted(series7.LAYOUTS)
    assert all(m["series"] == 7 and m["file"].startswith("h7_") for m in singles)
    assert [m["file"] for m in man if m["bundle"]] == [
        f"bundle7_{i + 1:02d}.pdf" for i in range(len(series7.BUNDLES))
    ]
    photos = [m for m in man if m["rendering"] == "photo"]
    assert [m["layouts"] for m in photos] == [[series7.PHOTOGRAPHED[0]]]
    for m in man:
        assert (out / m["file"]).stat().st_size > 1000
        g = json.loads((out / m["gold"]).read_text())
        assert [o["kind"] for o in g] == m["kinds"]
        assert all(o["sample"]["series"] == 7 for o in g)
    manifest = json.loads((out / "manifest.json").read_text())
    assert manifest["series"] == [7] and len(manifest["files"]) == len(man)


def test_series7_is_deterministic(tmp_path):
    kw = {
        "small": True,
        "scans": True,
        "photos7": 0,
        "series": (7,),
        "only": ["v7_cnd_estadual_ms"],
    }
    a = generate(tmp_path / "a", seed=11, **kw)
    b = generate(tmp_path / "b", seed=11, **kw)
    assert [x["file"] for x in a] == [x["file"] for x in b] and len(a) == 2
    for x in a:
        assert (tmp_path / "a" / x["file"]).read_bytes() == (
            tmp_path / "b" / x["file"]
        ).read_bytes()


def test_gold_fields_are_contract_names_and_shapes(small7):
    """Every gold object of series 7 (documents and bundles) has a CONTRACT §4 kind, only
    that kind's fields, values in CONTRACT's normalised shapes with valid check digits
    (validate-docbr for CPF and CNPJ), and `accept` only for fields it has."""
    out, man = small7
    for m in man:
        for o in json.loads((out / m["gold"]).read_text()):
            kind, f = o["kind"], o["fields"]
            assert kind in KF7, kind
            assert f and set(f) <= KF7[kind], (kind, set(f) - KF7[kind])
            for key, v in f.items():
                _check6(kind, key, v)
            assert set(o.get("accept", {})) <= set(f)
            assert o["pages"] == o["page_range"][1] - o["page_range"][0] + 1
            if kind == "contrato_social":
                assert CNPJ().validate(f["cnpj"])
                assert float(f["capital_integralizado"]) <= float(f["capital_social"])


@pytest.mark.parametrize("lay", list(series7.LAYOUTS))
def test_gold_values_are_printed_on_the_born_digital_page(lay):
    """Every gold value (names, documents, codes, dates as dd/mm/aaaa, money, plates,
    years) is printed in the born-digital text layer, for each instance."""
    for i in range(series7.LAYOUTS[lay][1]):
        pdf, built = build([lay], [_seed(lay, i)])
        assert built[0].last == _page_count(pdf)
        _assert_printed6(lay, built[0].out.fields, _pages(pdf, 1, built[0].last))


def _documents(text: str) -> set[str]:
    docs = {re.sub(r"\D", "", d) for d in re.findall(r"\d{3}\.\d{3}\.\d{3}-\d{2}", text)}
    return docs | {
        re.sub(r"[^0-9A-Z]", "", d)
        for d in re.findall(r"[0-9A-Z]{2}\.[0-9A-Z]{3}\.[0-9A-Z]{3}/[0-9A-Z]{4}-\d{2}", text)
    }


def test_second_parties_are_not_the_holder():
    """Where a second person or company with a CPF/CNPJ is printed (condutor, resident,
    dealership, contador, sócio, insurer, distributor), the gold holder is printed and differs from
    every other CPF/CNPJ on the page."""
    for lay, key in [
        ("v7_apolice_auto_condutor_2pag", "segurado_documento"),
        ("v7_declaracao_residencia_terceiro", "titular_documento"),
        ("v7_danfe_simplificado_veiculo", "titular_documento"),
        ("v7_inscricao_municipal_cadastro", "titular_documento"),
        ("v7_requerimento_semob_df", "titular_documento"),
        ("v7_comprovante_gas", "titular_documento"),
        ("v7_comprovante_internet", "titular_documento"),
    ]:
        pdf, built = build([lay], [_seed(lay)])
        docs = _documents(_pages(pdf, 1, built[0].last))
        assert built[0].out.fields[key] in docs and len(docs) >= 2, (lay, docs)


def test_administrator_is_not_a_socio():
    """The constituição names an administrator with his own CPF who is not in the gold
    sócios; the alteração's retiring sócio is printed but not in the gold sócios."""
    cpf = CPF()
    for lay, extra in [
        ("v7_contrato_social_admin_nao_socio", 1),
        ("v7_contrato_social_alteracao_cessao", 1),
    ]:
        pdf, built = build([lay], [_seed(lay)])
        f = built[0].out.fields
        printed = {
            d for d in _documents(_pages(pdf, 1, built[0].last)) if len(d) == 11 and cpf.validate(d)
        }
        gold = {s["cpf"] for s in f["socios"]}
        assert gold < printed and len(printed - gold) == extra, (lay, printed, gold)


def test_bundle_page_ranges_are_right():
    """Each bundle document starts on a new page right after the previous one, has the
    page count it has alone with the same seed, and its own values are printed within
    its page range; the bundles hold consecutive documents of the same kind and
    documents over several pages."""
    same_kind_pairs = multi = 0
    for b, lays in enumerate(series7.BUNDLES):
        seeds = _bundle_seeds(b, len(lays))
        pdf, built = build(lays, seeds)
        nxt = 1
        for x, lay, s in zip(built, lays, seeds, strict=True):
            assert x.layout == lay and x.first == nxt, (lay, x.first, nxt)
            alone_pdf, alone = build([lay], [s])
            assert x.last - x.first + 1 == alone[0].last == _page_count(alone_pdf), lay
            _assert_printed6(lay, x.out.fields, _pages(pdf, x.first, x.last))
            multi += x.last > x.first
            nxt = x.last + 1
        assert nxt - 1 == _page_count(pdf)
        same_kind_pairs += sum(a.out.kind == c.out.kind for a, c in itertools.pairwise(built))
    assert same_kind_pairs >= 3 and multi >= 3


def test_bundle_gold_matches_build(small7):
    out, _man = small7
    for b, lays in enumerate(series7.BUNDLES):
        g = json.loads((out / f"bundle7_{b + 1:02d}.pdf.gold.json").read_text())
        _pdf, built = build(lays, _bundle_seeds(b, len(lays)))
        assert [(o["sample"]["layout"], o["page_range"]) for o in g] == [
            (x.layout, [x.first, x.last]) for x in built
        ]
