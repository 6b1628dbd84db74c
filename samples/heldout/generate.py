"""Write the held-out family: documents (born-digital, scan, photo), bundles and gold.

    python -m samples.heldout.generate --out DIR [--seed N] [--small] [--series 1|2|3|4|5|6|7|8]

Each file `F` gets `F.gold.json`: a list of CONTRACT §4 objects (one per document in the
file) with `kind`, `pages`, `page_range` and `fields` as `{name: value}`; `accept` lists
other accepted values for a field where the document prints two forms of it (the issuer
printed both in full and as an acronym). `manifest.json` lists every file with its
series: 1 (`ho_NNN`, `bundle_NN`), 2 (`h2_NNN`, `bundle2_NN`, `series2.py`), 3 (`h3_NNN`,
`bundle3_NN`, `series3.py`), 4 (`h4_NNN`, `bundle4_NN`, `series4.py`), 5 (`h5_NNN`,
`bundle5_NN`, `series5.py`), 6 (`h6_NNN`, `bundle6_NN`, `series6.py`), 7 (`h7_NNN`,
`bundle7_NN`, `series7.py`) or 8 (`h8_NNN`, `bundle8_NN`, `series8.py`); series 1 and 2
are written unless `--series` picks one."""

from __future__ import annotations

import argparse
import datetime as dt
import io
import json
from collections.abc import Callable
from pathlib import Path

import numpy as np
from reportlab.lib.pagesizes import A4
from reportlab.pdfgen import canvas

from samples.heldout import docs_certidoes as C
from samples.heldout import docs_company as K
from samples.heldout import docs_misc as M
from samples.heldout import docs_vehicle as V
from samples.heldout import series2, series3, series4, series5, series6, series7, series8
from samples.heldout.data import Fake
from samples.heldout.degrade import photo_page, scan_document
from samples.heldout.sheet import Sheet, Style

AS_OF = dt.date(2026, 12, 1)
DEFAULT_SEED = 120426

# layout name → (builder, instances in the full set)
LAYOUTS: dict[str, tuple[Callable, int]] = {
    "crlv_papel_2019": (V.crlv_papel_2019, 2), "crlv_e_2020": (V.crlv_e_2020, 2),
    "crlv_e_2025_colunas": (V.crlv_e_2025_colunas, 2), "crlv_e_tabela": (V.crlv_e_tabela, 1),
    "cnh_2017_aberta": (V.cnh_2017_aberta, 2), "cnh_2022": (V.cnh_2022, 2), "cnh_e_pagina": (V.cnh_e_pagina, 1),
    "apolice_quadros": (V.apolice_quadros, 2), "apolice_frota": (V.apolice_frota, 1),
    "apolice_auto_rcf": (V.apolice_auto_rcf, 1),
    "antecedentes_pcmg": (C.antecedentes_pcmg, 2), "antecedentes_ssp_sp": (C.antecedentes_ssp_sp, 1),
    "antecedentes_pf": (C.antecedentes_pf, 1),
    "distribuicao_tjsp": (C.distribuicao_tjsp, 1), "distribuicao_tjmg": (C.distribuicao_tjmg, 1),
    "distribuicao_jf": (C.distribuicao_jf, 1),
    "multas_detran_mg": (C.multas_detran_mg, 2), "multas_detran_sp": (C.multas_detran_sp, 1),
    "multas_detran_rj": (C.multas_detran_rj, 1),
    "cnd_federal_classica": (C.cnd_federal_classica, 1), "cnd_federal_pf": (C.cnd_federal_pf, 1),
    "cnd_estadual_mg": (C.cnd_estadual_mg, 1), "cnd_estadual_rj": (C.cnd_estadual_rj, 1),
    "cnd_municipal": (C.cnd_municipal, 1), "cnd_municipal_tabela": (C.cnd_municipal_tabela, 1),
    "crf_caixa": (C.crf_caixa, 1), "crf_tabela": (C.crf_tabela, 1), "falencia_tjmg": (C.falencia_tjmg, 1),
    "cnpj_cartao_classico": (K.cnpj_cartao_classico, 2), "cnpj_consulta_lista": (K.cnpj_consulta_lista, 1),
    "cnpj_tabela_atividades": (K.cnpj_tabela_atividades, 2),
    "contrato_social_constituicao": (K.contrato_social_constituicao, 2),
    "contrato_social_alteracao": (K.contrato_social_alteracao, 2),
    "contrato_social_slu": (K.contrato_social_slu, 1), "requerimento_empresario": (K.requerimento_empresario, 1),
    "declaracao_garagem": (M.declaracao_garagem, 1), "declaracao_dados_empresa": (M.declaracao_dados_empresa, 1),
    "declaracao_pf": (M.declaracao_pf, 2),
    "contrato_locacao": (M.contrato_locacao, 2), "contrato_comodato": (M.contrato_comodato, 1),
    "contrato_trabalho": (M.contrato_trabalho, 1), "contrato_prestacao": (M.contrato_prestacao, 1),
    "nota_fiscal_danfe": (M.nota_fiscal_danfe, 2), "nota_fiscal_simples": (M.nota_fiscal_simples, 1),
    "comprovante_conta": (M.comprovante_conta, 3),
    "requerimento_prefeitura": (M.requerimento_prefeitura, 2), "requerimento_carta": (M.requerimento_carta, 1),
}

SERIES: dict[str, int] = ({lay: 1 for lay in LAYOUTS} | {lay: 2 for lay in series2.LAYOUTS}
                          | {lay: 3 for lay in series3.LAYOUTS} | {lay: 4 for lay in series4.LAYOUTS}
                          | {lay: 5 for lay in series5.LAYOUTS} | {lay: 6 for lay in series6.LAYOUTS}
                          | {lay: 7 for lay in series7.LAYOUTS} | {lay: 8 for lay in series8.LAYOUTS})
LAYOUTS |= series2.LAYOUTS
LAYOUTS |= series3.LAYOUTS
LAYOUTS |= series4.LAYOUTS
LAYOUTS |= series5.LAYOUTS
LAYOUTS |= series6.LAYOUTS
LAYOUTS |= series7.LAYOUTS
LAYOUTS |= series8.LAYOUTS
PREFIX = {1: "ho", 2: "h2", 3: "h3", 4: "h4", 5: "h5", 6: "h6", 7: "h7", 8: "h8"}
# the series that photograph the first instance of each layout of a list (not every other file)
PHOTOGRAPHED = {5: series5.PHOTOGRAPHED, 6: series6.PHOTOGRAPHED, 7: series7.PHOTOGRAPHED, 8: series8.PHOTOGRAPHED}

# Bundles: layouts drawn one after another into one PDF (each starts on a new page).
BUNDLES = [
    ["cnh_2022", "crlv_e_2020", "antecedentes_pcmg", "distribuicao_tjmg"],
    ["contrato_social_constituicao", "cnpj_cartao_classico", "cnd_federal_classica", "crf_caixa"],
    ["requerimento_prefeitura", "cnh_2017_aberta", "crlv_papel_2019", "multas_detran_mg", "apolice_quadros"],
    ["contrato_social_alteracao", "cnpj_tabela_atividades", "cnd_estadual_mg", "cnd_municipal"],
    ["declaracao_pf", "contrato_locacao", "comprovante_conta", "antecedentes_pf"],
    ["requerimento_carta", "contrato_social_slu", "apolice_frota", "nota_fiscal_danfe", "distribuicao_tjsp"],
]

# Which documents are also scanned / photographed: every 1-page document is photographed
# in turn until PHOTOS are made; scans in the full set cover every document.
PHOTOS = 24


class Built:
    def __init__(self, layout: str, out: V.Out, first: int, last: int):
        self.layout, self.out, self.first, self.last = layout, out, first, last


def build(layouts: list[str], seeds: list[int]) -> tuple[bytes, list[Built]]:
    """Draw the layouts into one PDF; returns its bytes and each document's page range."""
    buf = io.BytesIO()
    c = canvas.Canvas(buf, pagesize=A4, invariant=1)
    sh = Sheet(c, Style())
    built = []
    for lay, seed in zip(layouts, seeds, strict=True):
        fk = Fake(seed, AS_OF)
        first = sh.start()
        sh.m = 50  # a layout may change its margin; the next document starts afresh
        out = LAYOUTS[lay][0](sh, fk)
        built.append(Built(lay, out, first, sh.page))
    c.showPage()
    c.save()
    return buf.getvalue(), built


def gold(file: str, built: list[Built], rendering: str, note: str = "") -> list[dict]:
    objs = []
    for b in built:
        o = {"file": file, "kind": b.out.kind, "pages": b.last - b.first + 1, "page_range": [b.first, b.last],
             "fields": b.out.fields,
             "sample": {"family": "heldout", "layout": b.layout, "rendering": rendering,
                        "text_source": "pdf-text" if rendering == "born-digital" else "ocr"}}
        if SERIES[b.layout] != 1:
            o["sample"]["series"] = SERIES[b.layout]
        if b.out.alt:
            o["accept"] = b.out.alt
        if note:
            o["sample"]["degradation"] = note
        objs.append(o)
    return objs


def _write(out: Path, name: str, data: bytes, g: list[dict], manifest: list[dict]) -> None:
    (out / name).write_bytes(data)
    (out / f"{name}.gold.json").write_text(json.dumps(g, ensure_ascii=False, indent=1) + "\n")
    r = g[0]["sample"]["rendering"]
    manifest.append({"file": name, "gold": f"{name}.gold.json", "rendering": r,
                     "series": g[0]["sample"].get("series", 1),
                     "bundle": len(g) > 1 or name.startswith("bundle"),
                     "kinds": [o["kind"] for o in g], "layouts": [o["sample"]["layout"] for o in g],
                     "pages": sum(o["pages"] for o in g)})


def plan(small: bool) -> list[tuple[str, int]]:
    items = []
    for lay, (_, n) in LAYOUTS.items():
        for i in range(1 if small else n):
            items.append((lay, i))
    return items


def generate(out: Path, seed: int = DEFAULT_SEED, small: bool = False, only: list[str] | None = None,
             scans: bool = True, photos: int = PHOTOS, bundles: int = len(BUNDLES), scanned_bundles: int = 2,
             series: tuple[int, ...] = (1, 2), photos2: int = series2.PHOTOS, bundles2: int | None = None,
             scanned_bundles2: int = 1, photos3: int = series3.PHOTOS, bundles3: int | None = None,
             scanned_bundles3: int = 1, photos4: int = series4.PHOTOS, bundles4: int | None = None,
             scanned_bundles4: int = 1, photos5: int = series5.PHOTOS, bundles5: int | None = None,
             scanned_bundles5: int = series5.SCANNED_BUNDLES, photos6: int = series6.PHOTOS,
             bundles6: int | None = None, scanned_bundles6: int = series6.SCANNED_BUNDLES,
             photos7: int = series7.PHOTOS, bundles7: int | None = None,
             scanned_bundles7: int = series7.SCANNED_BUNDLES, photos8: int = series8.PHOTOS,
             bundles8: int | None = None, scanned_bundles8: int = series8.SCANNED_BUNDLES) -> list[dict]:
    """Write the chosen series into `out`; series 1 and 2 keep the names and bytes they
    had before the later series existed (same seed ⇒ same files). Series 3 and 4 are
    written only when asked for (`series` holding 3 to 8). Series 5 to 8 photograph the
    first instance of each layout in `seriesN.PHOTOGRAPHED` (up to `photos5`…`photos8`); series 8
    turns some scanned pages by 90° or 180° (`series8.SCAN_TURNS`, `series8.BUNDLE_TURNS`)."""
    out.mkdir(parents=True, exist_ok=True)
    manifest: list[dict] = []
    n_photo = {1: 0, 2: 0, 3: 0, 4: 0, 5: 0, 6: 0, 7: 0, 8: 0}
    max_photos = {1: photos, 2: photos2, 3: photos3, 4: photos4, 5: photos5, 6: photos6, 7: photos7, 8: photos8}
    fmts = ["pdf", "pdf", "png", "tiff"]
    k_in = {1: 0, 2: 0, 3: 0, 4: 0, 5: 0, 6: 0, 7: 0, 8: 0}
    for k, (lay, i) in enumerate(plan(small)):
        ser = SERIES[lay]
        kk = k if ser == 1 else k_in[ser]
        k_in[ser] += 1
        if ser not in series or (only and lay not in only):
            continue
        dseed = seed * 1000 + sum(map(ord, lay)) * 10 + i
        pdf, built = build([lay], [dseed])
        # Neutral names: the kind must not leak through the file name (the manifest has it).
        name = f"{PREFIX[ser]}_{kk:03d}"
        _write(out, f"{name}.pdf", pdf, gold(f"{name}.pdf", built, "born-digital"), manifest)
        rng = np.random.default_rng(dseed)
        if scans:
            fmt = fmts[kk % 4] if built[0].last == 1 else ("pdf" if kk % 2 else "tiff")
            turns = series8.SCAN_TURNS.get(lay) if ser == 8 else None
            data, note = scan_document(pdf, built[0].last, rng, fmt, turns=turns)
            fn = f"{name}.scan.{fmt}"
            _write(out, fn, data, gold(fn, built, "scan", note), manifest)
        pick = (lay in PHOTOGRAPHED[ser] and i == 0) if ser in PHOTOGRAPHED else (kk % 2 == 0 or small)
        if n_photo[ser] < max_photos[ser] and built[0].last == 1 and pick:
            data, note = photo_page(pdf, rng)
            fn = f"{name}.photo.jpg"
            _write(out, fn, data, gold(fn, built, "photo", note), manifest)
            n_photo[ser] += 1
    if bundles2 is None:
        bundles2 = 0 if only else len(series2.BUNDLES)
    if bundles3 is None:
        bundles3 = 0 if only else len(series3.BUNDLES)
    if bundles4 is None:
        bundles4 = 0 if only else len(series4.BUNDLES)
    if bundles5 is None:
        bundles5 = 0 if only else len(series5.BUNDLES)
    if bundles6 is None:
        bundles6 = 0 if only else len(series6.BUNDLES)
    if bundles7 is None:
        bundles7 = 0 if only else len(series7.BUNDLES)
    if bundles8 is None:
        bundles8 = 0 if only else len(series8.BUNDLES)
    sets = []
    if 1 in series:
        sets.append((BUNDLES[:bundles], "bundle", 500, scanned_bundles))
    if 2 in series:
        sets.append((series2.BUNDLES[:bundles2], "bundle2", 700, scanned_bundles2))
    if 3 in series:
        sets.append((series3.BUNDLES[:bundles3], "bundle3", 900, scanned_bundles3))
    if 4 in series:
        sets.append((series4.BUNDLES[:bundles4], "bundle4", 300, scanned_bundles4))
    if 5 in series:
        sets.append((series5.BUNDLES[:bundles5], "bundle5", 100, scanned_bundles5))
    if 6 in series:
        sets.append((series6.BUNDLES[:bundles6], "bundle6", 200, scanned_bundles6))
    if 7 in series:
        sets.append((series7.BUNDLES[:bundles7], "bundle7", 400, scanned_bundles7))
    if 8 in series:
        sets.append((series8.BUNDLES[:bundles8], "bundle8", 600, scanned_bundles8))
    for lists, prefix, base, n_scanned in sets:
        for b, lays in enumerate(lists):
            seeds = [seed * 1000 + base + b * 10 + j for j in range(len(lays))]
            pdf, built = build(lays, seeds)
            fn = f"{prefix}_{b + 1:02d}.pdf"
            _write(out, fn, pdf, gold(fn, built, "born-digital"), manifest)
            if b < n_scanned:
                turns = series8.BUNDLE_TURNS.get(b) if prefix == "bundle8" else None
                data, note = scan_document(pdf, built[-1].last, np.random.default_rng(seeds[0]), "pdf",
                                           turns=turns)
                fn = f"{prefix}_{b + 1:02d}.scan.pdf"
                _write(out, fn, data, gold(fn, built, "scan", note), manifest)
    (out / "manifest.json").write_text(json.dumps({"family": "heldout", "seed": seed, "as_of": AS_OF.isoformat(),
                                                   "series": list(series), "files": manifest},
                                                  ensure_ascii=False, indent=1) + "\n")
    return manifest


def main(argv: list[str] | None = None) -> int:
    ap = argparse.ArgumentParser(description="Held-out sample family (issue 12).")
    ap.add_argument("--out", required=True, type=Path)
    ap.add_argument("--seed", type=int, default=DEFAULT_SEED)
    ap.add_argument("--small", action="store_true", help="one instance per layout")
    ap.add_argument("--layouts", default="", help="comma-separated layout names (default: all)")
    ap.add_argument("--no-scans", action="store_true")
    ap.add_argument("--photos", type=int, default=PHOTOS)
    ap.add_argument("--bundles", type=int, default=len(BUNDLES))
    ap.add_argument("--list", action="store_true", help="list layouts and exit")
    ap.add_argument("--series", type=int, choices=(1, 2, 3, 4, 5, 6, 7, 8),
                    help="only this series (default: 1 and 2; series 3 to 8 only when asked for)")
    a = ap.parse_args(argv)
    if a.list:
        for lay, (fn, n) in LAYOUTS.items():
            if a.series and SERIES[lay] != a.series:
                continue
            print(f"{SERIES[lay]} {lay:36} x{n}  {(fn.__doc__ or '').strip().splitlines()[0] if fn.__doc__ else ''}")
        return 0
    only = [s for s in a.layouts.split(",") if s] or None
    for s in only or []:
        if s not in LAYOUTS:
            ap.error(f"layout desconhecido: {s}")
    m = generate(a.out, a.seed, a.small, only, not a.no_scans, a.photos, a.bundles if not only else 0,
                 series=(a.series,) if a.series else (1, 2))
    n = {r: sum(1 for x in m if x["rendering"] == r and not x["bundle"]) for r in ("born-digital", "scan", "photo")}
    print(f"{len(m)} arquivos em {a.out}: {n['born-digital']} nativos, {n['scan']} digitalizados, "
          f"{n['photo']} fotos, {sum(1 for x in m if x['bundle'])} lotes")
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
