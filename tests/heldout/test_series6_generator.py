"""The held-out family's sixth series (issue 12): the generator itself.

Like series 4 and 5, these tests check only what the generator writes (files, gold field
names and value shapes per CONTRACT §4, check digits, every gold value printed on the
born-digital page, the bundles' page ranges, determinism), never what the product reads
from it, so CI stays green whatever the extractors do. Born-digital only apart from one
scan (determinism) and one phone photo."""

from __future__ import annotations

import datetime as dt
import io
import itertools
import json
import re

import pdfplumber
import pytest
from validate_docbr import CNPJ, CPF

from samples.heldout import series2, series3, series4, series5, series6
from samples.heldout.data import cnh_dv, renavam_dv
from samples.heldout.docs_vehicle import plain
from samples.heldout.generate import DEFAULT_SEED, LAYOUTS, SERIES, build, generate
from tests.heldout.test_series4_generator import KIND_FIELDS, OTHER, _check_value
from tests.heldout.test_series5_generator import _assert_printed

BUNDLE_BASE = 200
NATUREZAS = {"leve", "media", "grave", "gravissima"}
KF = {**KIND_FIELDS, "certidao_multas": KIND_FIELDS["certidao_multas"] | {"placa"},
      "cnh": {"nome", "cpf", "registro", "categoria", "validade", "primeira_habilitacao", "data_nascimento",
              "data_emissao", "observacoes", "ear"},
      "crlv": {"placa", "renavam", "chassi", "ano_fabricacao", "ano_modelo", "marca_modelo", "especie_tipo",
               "categoria", "lotacao", "proprietario_nome", "proprietario_documento", "exercicio", "data_emissao",
               "municipio", "uf"},
      "declaracao": KIND_FIELDS["declaracao"], "registro_comercial": OTHER,
      "prontuario_cnh": OTHER | {"orgao_emissor", "infracoes"}}


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


@pytest.fixture(scope="module")
def small6(tmp_path_factory: pytest.TempPathFactory):
    out = tmp_path_factory.mktemp("heldout_series6")
    man = generate(out, small=True, scans=False, photos6=1, series=(6,), scanned_bundles6=0)
    return out, man


def test_series6_layouts_are_new_and_listed():
    """At least 15 layouts, none shared with series 1–5, in at least 14 kinds, at least 3
    of them over several pages; 3 bundles of ≥ 6 documents; a description for `--list`."""
    assert len(series6.LAYOUTS) >= 15
    earlier = {lay for lay, s in SERIES.items() if s < 6}
    assert not set(series6.LAYOUTS) & earlier
    assert not set(series6.LAYOUTS) & (set(series2.LAYOUTS) | set(series3.LAYOUTS) | set(series4.LAYOUTS)
                                       | set(series5.LAYOUTS))
    assert all(SERIES[lay] == 6 and lay.startswith("v6_") for lay in series6.LAYOUTS)
    assert all((fn.__doc__ or "").strip() for fn, _n in series6.LAYOUTS.values())
    order = [SERIES[lay] for lay in LAYOUTS]
    assert order == sorted(order), "series 6 comes last, so earlier file numbers are unchanged"
    assert len(series6.BUNDLES) >= 3 and all(len(b) >= 6 for b in series6.BUNDLES)
    assert all(lay in series6.LAYOUTS for b in series6.BUNDLES for lay in b)
    assert set(series6.PHOTOGRAPHED) <= set(series6.LAYOUTS)
    built = {lay: build([lay], [_seed(lay)])[1][0] for lay in series6.LAYOUTS}
    kinds = {b.out.kind for b in built.values()}
    assert len(kinds) >= 14, kinds
    assert sum(b.last > 1 for b in built.values()) >= 3


def test_list_prints_series6(capsys):
    from samples.heldout.generate import main

    assert main(["--list", "--out", "/tmp/unused", "--series", "6"]) == 0
    lines = capsys.readouterr().out.splitlines()
    assert len(lines) == len(series6.LAYOUTS) and all(ln.startswith("6 v6_") for ln in lines)


def test_series6_generates(small6):
    out, man = small6
    singles = [m for m in man if not m["bundle"]]
    born = [m for m in singles if m["rendering"] == "born-digital"]
    assert sorted(m["layouts"][0] for m in born) == sorted(series6.LAYOUTS)
    assert all(m["series"] == 6 and m["file"].startswith("h6_") for m in singles)
    assert [m["file"] for m in man if m["bundle"]] == [f"bundle6_{i + 1:02d}.pdf" for i in range(len(series6.BUNDLES))]
    photos = [m for m in man if m["rendering"] == "photo"]
    assert [m["layouts"] for m in photos] == [[series6.PHOTOGRAPHED[0]]]
    for m in man:
        assert (out / m["file"]).stat().st_size > 1000
        g = json.loads((out / m["gold"]).read_text())
        assert [o["kind"] for o in g] == m["kinds"]
        assert all(o["sample"]["series"] == 6 for o in g)
    manifest = json.loads((out / "manifest.json").read_text())
    assert manifest["series"] == [6] and len(manifest["files"]) == len(man)


def test_series6_is_deterministic(tmp_path):
    kw = {"small": True, "scans": True, "photos6": 0, "series": (6,), "only": ["v6_multas_detran_al_restricao"]}
    a = generate(tmp_path / "a", seed=11, **kw)
    b = generate(tmp_path / "b", seed=11, **kw)
    assert [x["file"] for x in a] == [x["file"] for x in b] and len(a) == 2
    for x in a:
        assert (tmp_path / "a" / x["file"]).read_bytes() == (tmp_path / "b" / x["file"]).read_bytes()


def _check6(kind: str, key: str, v) -> None:
    cpf = CPF()
    if kind == "cnh":
        if key == "cpf":
            assert cpf.validate(v) and len(v) == 11
        elif key == "registro":
            assert v == cnh_dv(v[:9])
        elif key == "ear":
            assert isinstance(v, bool)
        elif key in ("validade", "primeira_habilitacao", "data_nascimento", "data_emissao"):
            dt.date.fromisoformat(v)
        return
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
        return
    if key == "infracoes":
        assert isinstance(v, list)
        assert all(set(x) == {"data", "natureza"} and x["natureza"] in NATUREZAS for x in v)
        assert all(dt.date.fromisoformat(x["data"]) for x in v)
    elif key == "socios":
        assert v and all(set(s) == {"nome", "cpf"} and cpf.validate(s["cpf"]) for s in v)
    elif key in ("capital_social", "capital_integralizado"):
        assert re.fullmatch(r"\d+\.\d{2}", v)
    elif key == "nire":
        assert re.fullmatch(r"\d{11}", v)
    else:
        _check_value(kind, key, v)


def test_gold_fields_are_contract_names_and_shapes(small6):
    """Every gold object of series 6 (documents and bundles) has a CONTRACT §4 kind, only
    that kind's fields, values in CONTRACT's normalised shapes with valid check digits,
    and `accept` only for fields it has."""
    out, man = small6
    for m in man:
        for o in json.loads((out / m["gold"]).read_text()):
            kind, f = o["kind"], o["fields"]
            assert kind in KF, kind
            assert f and set(f) <= KF[kind], (kind, set(f) - KF[kind])
            for key, v in f.items():
                _check6(kind, key, v)
            assert set(o.get("accept", {})) <= set(f)
            assert o["pages"] == o["page_range"][1] - o["page_range"][0] + 1
            if kind == "contrato_social":
                assert CNPJ().validate(f["cnpj"])
            if kind == "contrato_social" and float(f["capital_integralizado"]) > float(f["capital_social"]):
                raise AssertionError(f)


def _assert_printed6(lay: str, fields: dict, text: str) -> None:
    """Series 5's check, plus the prontuário's infrações (date and natureza printed)."""
    f = dict(fields)
    infr = f.pop("infracoes", [])
    _assert_printed(lay, f, text)
    up = plain(text)
    for x in infr:
        d = dt.date.fromisoformat(x["data"])
        assert d.strftime("%d/%m/%Y") in text and x["natureza"].upper() in up, (lay, x)


@pytest.mark.parametrize("lay", list(series6.LAYOUTS))
def test_gold_values_are_printed_on_the_born_digital_page(lay):
    """Every gold value (names, documents, codes, dates as dd/mm/aaaa, money, plates,
    years, infrações) is printed in the born-digital text layer, for each instance."""
    for i in range(series6.LAYOUTS[lay][1]):
        pdf, built = build([lay], [_seed(lay, i)])
        assert built[0].last == _page_count(pdf)
        _assert_printed6(lay, built[0].out.fields, _pages(pdf, 1, built[0].last))


def test_second_parties_are_not_the_holder():
    """Where a second person or company with a CPF/CNPJ is printed (solicitante, bank,
    broker, auxiliar, accountant, insurer), the gold holder is the one the document is
    about: its document is printed and differs from every other CPF/CNPJ on the page."""
    for lay, key in [("v6_distribuicao_tjce_solicitante", "titular_documento"),
                     ("v6_falencia_tjpe_solicitante", "titular_documento"),
                     ("v6_declaracao_condutor_auxiliar", "titular_documento"),
                     ("v6_multas_detran_al_restricao", "titular_documento"),
                     ("v6_apolice_rcf_app_2pag", "segurado_documento"),
                     ("v6_nota_fiscal_ativo_imobilizado", "titular_documento"),
                     ("v6_crlv_papel_alienacao_autenticado", "proprietario_documento"),
                     ("v6_declaracao_anexo_representante", "titular_documento")]:
        pdf, built = build([lay], [_seed(lay)])
        text = _pages(pdf, 1, built[0].last)
        docs = {re.sub(r"\D", "", d) for d in re.findall(r"\d{3}\.\d{3}\.\d{3}-\d{2}", text)}
        docs |= {re.sub(r"[^0-9A-Z]", "", d) for d in re.findall(r"[0-9A-Z]{2}\.[0-9A-Z]{3}\.[0-9A-Z]{3}/[0-9A-Z]{4}-\d{2}", text)}
        gold = built[0].out.fields[key]
        assert gold in docs and len(docs) >= 2, (lay, gold, docs)


def test_crlv_e_text_layer_holds_the_labels_first():
    """The 2025 CRLV-e's text layer (content-stream order) holds every label before the
    first value, as the real DETRAN print does (document-layouts §1)."""
    import pypdfium2 as pdfium

    lay = "v6_crlv_e_digital_rotulos"
    pdf, built = build([lay], [_seed(lay)])
    doc = pdfium.PdfDocument(pdf)
    stream = doc[0].get_textpage().get_text_range()
    doc.close()
    last_label = stream.index("LOCAL DATA")
    f = built[0].out.fields
    assert all(stream.index(v) > last_label for v in (f["renavam"], f["chassi"], f["proprietario_nome"]))


def test_masked_cpf_is_not_in_the_gold():
    """The water bill prints the customer's CPF masked ('***.456.789-**'): the full CPF
    is not on the page, so the gold has no titular_documento (CONTRACT: a field not
    printed is absent)."""
    lay = "v6_comprovante_agua_cpf_mascarado"
    pdf, built = build([lay], [_seed(lay)])
    text = _pages(pdf, 1, 1)
    assert re.search(r"\*\*\*\.\d{3}\.\d{3}-\*\*", text)
    assert "titular_documento" not in built[0].out.fields and built[0].out.fields["titular_nome"] in text


def test_bundle_page_ranges_are_right():
    """Each bundle document starts on a new page right after the previous one, has the
    page count it has alone with the same seed, and its own values are printed within
    its page range; the bundles hold consecutive documents of the same kind and
    documents over several pages."""
    same_kind_pairs = multi = 0
    for b, lays in enumerate(series6.BUNDLES):
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


def test_bundle_gold_matches_build(small6):
    out, _man = small6
    for b, lays in enumerate(series6.BUNDLES):
        g = json.loads((out / f"bundle6_{b + 1:02d}.pdf.gold.json").read_text())
        _pdf, built = build(lays, _bundle_seeds(b, len(lays)))
        assert [(o["sample"]["layout"], o["page_range"]) for o in g] == [(x.layout, [x.first, x.last]) for x in built]
