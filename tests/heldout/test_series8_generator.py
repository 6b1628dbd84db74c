"""The held-out family's eighth series (issue 12): the generator itself.

Like series 4 to 7, these tests check only what the generator writes (files, gold field
names and value shapes per CONTRACT §4, check digits, every gold value printed on the
born-digital page, landscape pages and turned scans, the bundles' page ranges,
determinism), never what the product reads from it, so CI stays green whatever the
extractors do. Born-digital only apart from a few scans and one phone photo."""

from __future__ import annotations

import io
import itertools
import json
import re

import pdfplumber
import pytest
from validate_docbr import CNPJ, CPF

from samples.heldout import series8
from samples.heldout.generate import DEFAULT_SEED, LAYOUTS, SERIES, build, generate
from tests.heldout.test_series4_generator import OTHER
from tests.heldout.test_series6_generator import (
    _assert_printed6,
    _check6,
    _page_count,
    _pages,
    _seed,
)
from tests.heldout.test_series7_generator import KF7

BUNDLE_BASE = 600
LANDSCAPE = {"v8_crlv_e_paisagem_rs", "v8_cnd_municipal_paisagem_vila_velha", "v8_danfe_paisagem",
             "v8_laudo_vistoria_paisagem"}
KF8 = {**KF7, "laudo_vistoria": OTHER | {"orgao_emissor"}, "autorizacao_escolar": OTHER | {"orgao_emissor"}}


def _check8(kind: str, key: str, v) -> None:
    """Series 6's check, plus CONTRACT's laudo result (`aprovado` | `reprovado`)."""
    if kind == "laudo_vistoria" and key == "resultado":
        assert v in ("aprovado", "reprovado"), v
    else:
        _check6(kind, key, v)


def _bundle_seeds(b: int, n: int) -> list[int]:
    return [DEFAULT_SEED * 1000 + BUNDLE_BASE + b * 10 + j for j in range(n)]


def _sizes(pdf: bytes) -> list[tuple[float, float]]:
    with pdfplumber.open(io.BytesIO(pdf)) as p:
        return [(float(pg.width), float(pg.height)) for pg in p.pages]


@pytest.fixture(scope="module")
def small8(tmp_path_factory: pytest.TempPathFactory):
    out = tmp_path_factory.mktemp("heldout_series8")
    man = generate(out, small=True, scans=False, photos8=1, series=(8,), scanned_bundles8=0)
    return out, man


def test_series8_layouts_are_new_and_listed():
    """At least 18 layouts, none shared with series 1–7, in at least 14 kinds, at least 3
    of them over several pages; 3 bundles of ≥ 6 documents; a description for `--list`."""
    assert len(series8.LAYOUTS) >= 18
    earlier = {lay for lay, s in SERIES.items() if s < 8}
    assert not set(series8.LAYOUTS) & earlier
    assert all(SERIES[lay] == 8 and lay.startswith("v8_") for lay in series8.LAYOUTS)
    assert all((fn.__doc__ or "").strip() for fn, _n in series8.LAYOUTS.values())
    order = [SERIES[lay] for lay in LAYOUTS]
    assert order == sorted(order), "series 8 comes last, so earlier file numbers are unchanged"
    assert len(series8.BUNDLES) >= 3 and all(len(b) >= 6 for b in series8.BUNDLES)
    assert all(lay in series8.LAYOUTS for b in series8.BUNDLES for lay in b)
    assert set(series8.PHOTOGRAPHED) <= set(series8.LAYOUTS)
    assert set(series8.SCAN_TURNS) <= set(series8.LAYOUTS)
    built = {lay: build([lay], [_seed(lay)])[1][0] for lay in series8.LAYOUTS}
    kinds = {b.out.kind for b in built.values()}
    assert len(kinds) >= 14, kinds
    assert sum(b.last > 1 for b in built.values()) >= 3
    assert all(built[lay].last == 1 for lay in series8.PHOTOGRAPHED)


def test_list_prints_series8(capsys):
    from samples.heldout.generate import main

    assert main(["--list", "--out", "/tmp/unused", "--series", "8"]) == 0
    lines = capsys.readouterr().out.splitlines()
    assert len(lines) == len(series8.LAYOUTS) and all(ln.startswith("8 v8_") for ln in lines)


def test_series8_generates(small8):
    out, man = small8
    singles = [m for m in man if not m["bundle"]]
    born = [m for m in singles if m["rendering"] == "born-digital"]
    assert sorted(m["layouts"][0] for m in born) == sorted(series8.LAYOUTS)
    assert all(m["series"] == 8 and m["file"].startswith("h8_") for m in singles)
    assert [m["file"] for m in man if m["bundle"]] == [
        f"bundle8_{i + 1:02d}.pdf" for i in range(len(series8.BUNDLES))
    ]
    photos = [m for m in man if m["rendering"] == "photo"]
    assert [m["layouts"] for m in photos] == [[series8.PHOTOGRAPHED[0]]]
    for m in man:
        assert (out / m["file"]).stat().st_size > 1000
        g = json.loads((out / m["gold"]).read_text())
        assert [o["kind"] for o in g] == m["kinds"]
        assert all(o["sample"]["series"] == 8 for o in g)
    manifest = json.loads((out / "manifest.json").read_text())
    assert manifest["series"] == [8] and len(manifest["files"]) == len(man)


def test_series8_is_deterministic_and_turns_scans(tmp_path):
    """Same seed ⇒ same bytes (scans too); the turned scan says so in its gold, and a
    landscape document's scanned PDF page is landscape."""
    kw = {
        "small": True,
        "scans": True,
        "photos8": 0,
        "series": (8,),
        "only": ["v8_multas_detran_rs_rotulo_abaixo", "v8_danfe_paisagem"],
    }
    a = generate(tmp_path / "a", seed=11, **kw)
    b = generate(tmp_path / "b", seed=11, **kw)
    assert [x["file"] for x in a] == [x["file"] for x in b] and len(a) == 4
    for x in a:
        assert (tmp_path / "a" / x["file"]).read_bytes() == (tmp_path / "b" / x["file"]).read_bytes()
    scans = {x["layouts"][0]: x for x in a if x["rendering"] == "scan"}
    g = json.loads((tmp_path / "a" / scans["v8_multas_detran_rs_rotulo_abaixo"]["gold"]).read_text())
    assert "turned=180" in g[0]["sample"]["degradation"]
    danfe = scans["v8_danfe_paisagem"]["file"]
    if danfe.endswith(".pdf"):
        w, h = _sizes((tmp_path / "a" / danfe).read_bytes())[0]
        assert w > h


def test_landscape_pages_and_back_to_portrait():
    """The landscape layouts draw A4 landscape pages; in a bundle the next document is
    portrait again."""
    for lay in LANDSCAPE:
        pdf, _built = build([lay], [_seed(lay)])
        assert all(w > h for w, h in _sizes(pdf)), lay
    for b, lays in enumerate(series8.BUNDLES):
        pdf, built = build(lays, _bundle_seeds(b, len(lays)))
        sizes = _sizes(pdf)
        for x in built:
            for pg in range(x.first, x.last + 1):
                w, h = sizes[pg - 1]
                assert (w > h) == (x.layout in LANDSCAPE), (x.layout, pg)


def test_gold_fields_are_contract_names_and_shapes(small8):
    """Every gold object of series 8 (documents and bundles) has a CONTRACT §4 kind, only
    that kind's fields, values in CONTRACT's normalised shapes with valid check digits
    (validate-docbr for CPF and CNPJ), ISO dates, and `accept` only for fields it has."""
    out, man = small8
    for m in man:
        for o in json.loads((out / m["gold"]).read_text()):
            kind, f = o["kind"], o["fields"]
            assert kind in KF8, kind
            assert f and set(f) <= KF8[kind], (kind, set(f) - KF8[kind])
            for key, v in f.items():
                _check8(kind, key, v)
            assert set(o.get("accept", {})) <= set(f)
            assert all(isinstance(x, list) and x for x in o.get("accept", {}).values())
            assert o["pages"] == o["page_range"][1] - o["page_range"][0] + 1
            if kind == "contrato_social":
                assert CNPJ().validate(f["cnpj"])
                assert float(f["capital_integralizado"]) <= float(f["capital_social"])


@pytest.mark.parametrize("lay", list(series8.LAYOUTS))
def test_gold_values_are_printed_on_the_born_digital_page(lay):
    """Every gold value (names, documents, codes, dates as dd/mm/aaaa, money, plates,
    years) is printed in the born-digital text layer, for each instance."""
    for i in range(series8.LAYOUTS[lay][1]):
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
    """Where a second person or company with a CPF/CNPJ is printed (insurer, vehicle owner,
    dealership, distributor), the gold holder is printed and differs from it."""
    for lay, key in [
        ("v8_apolice_endosso_2pag", "segurado_documento"),
        ("v8_apolice_app_sombreada", "segurado_documento"),
        ("v8_declaracao_nome_titulo", "titular_documento"),
        ("v8_danfe_paisagem", "titular_documento"),
        ("v8_comprovante_energia_canhoto", "titular_documento"),
        ("v8_autorizacao_escolar_detran_es", "titular_documento"),
        ("v8_contrato_locacao_quadro_resumo", "contratante_documento"),
        ("v8_contrato_locacao_quadro_resumo", "contratado_documento"),
    ]:
        pdf, built = build([lay], [_seed(lay)])
        docs = _documents(_pages(pdf, 1, built[0].last))
        assert built[0].out.fields[key] in docs and len(docs) >= 2, (lay, docs)


def test_contratos_sociais_socios():
    """Entrada de sócio: the three sócios after the alteração are gold; unipessoal: the
    retiring sócio is printed but only the sole sócio is gold; the instalment
    constituição has integralizado below the capital."""
    cpf = CPF()
    for lay, n_gold, n_extra in [
        ("v8_contrato_social_entrada_socio", 3, 0),
        ("v8_contrato_social_unipessoal_saida", 1, 1),
        ("v8_contrato_social_integralizacao_parcelada", 2, 0),
    ]:
        pdf, built = build([lay], [_seed(lay)])
        f = built[0].out.fields
        printed = {d for d in _documents(_pages(pdf, 1, built[0].last)) if len(d) == 11 and cpf.validate(d)}
        gold = {s["cpf"] for s in f["socios"]}
        assert len(gold) == n_gold and gold <= printed and len(printed - gold) == n_extra, (lay, printed, gold)
    f = build(["v8_contrato_social_integralizacao_parcelada"],
              [_seed("v8_contrato_social_integralizacao_parcelada")])[1][0].out.fields
    assert float(f["capital_integralizado"]) < float(f["capital_social"])


def test_bundle_page_ranges_are_right():
    """Each bundle document starts on a new page right after the previous one, has the
    page count it has alone with the same seed, and its own values are printed within
    its page range; the bundles hold consecutive documents of the same kind and
    documents over several pages."""
    same_kind_pairs = multi = 0
    for b, lays in enumerate(series8.BUNDLES):
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


def test_bundle_gold_matches_build(small8):
    out, _man = small8
    for b, lays in enumerate(series8.BUNDLES):
        g = json.loads((out / f"bundle8_{b + 1:02d}.pdf.gold.json").read_text())
        _pdf, built = build(lays, _bundle_seeds(b, len(lays)))
        assert [(o["sample"]["layout"], o["page_range"]) for o in g] == [
            (x.layout, [x.first, x.last]) for x in built
        ]
