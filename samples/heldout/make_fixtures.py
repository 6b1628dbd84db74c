"""Write the committed held-out fixture subset into samples/heldout/fixtures/ (≤ 3 MB).

    python -m samples.heldout.make_fixtures [--out DIR]

One file per issue-12 failure class case, with neutral names (`fx01.pdf`, …) so that no
kind leaks through a file name; `manifest.json` maps each file to its layout and case."""

from __future__ import annotations

import argparse
import json
from pathlib import Path

import numpy as np

from samples.heldout.degrade import scan_document
from samples.heldout.generate import _write, build, gold

HERE = Path(__file__).parent / "fixtures"
SEED = 20261204

# (case, layouts in the file, rendering)
CASES = [
    ("contrato_social_constituicao", ["contrato_social_constituicao"], "born-digital"),
    ("contrato_social_alteracao", ["contrato_social_alteracao"], "born-digital"),
    ("contrato_social_slu", ["contrato_social_slu"], "born-digital"),
    ("bundle_contrato_social", ["contrato_social_alteracao", "cnpj_cartao_classico", "crf_caixa"], "born-digital"),
    ("contrato_locacao", ["contrato_locacao"], "born-digital"),
    ("contrato_trabalho", ["contrato_trabalho"], "born-digital"),
    ("multas_detran_mg", ["multas_detran_mg"], "born-digital"),
    ("crlv_papel_2019_scan", ["crlv_papel_2019"], "scan"),
    ("apolice_quadros", ["apolice_quadros"], "born-digital"),
    ("apolice_frota", ["apolice_frota"], "born-digital"),
    ("nota_fiscal_danfe", ["nota_fiscal_danfe"], "born-digital"),
    ("comprovante_conta", ["comprovante_conta"], "born-digital"),
    ("requerimento_prefeitura", ["requerimento_prefeitura"], "born-digital"),
    ("antecedentes_pcmg", ["antecedentes_pcmg"], "born-digital"),
    ("distribuicao_tjsp", ["distribuicao_tjsp"], "born-digital"),
    ("cnd_estadual_mg", ["cnd_estadual_mg"], "born-digital"),
    ("cnpj_tabela_atividades", ["cnpj_tabela_atividades"], "born-digital"),
    ("cnpj_consulta_lista", ["cnpj_consulta_lista"], "born-digital"),
    ("crlv_e_2025_colunas", ["crlv_e_2025_colunas"], "born-digital"),
    ("crlv_e_tabela", ["crlv_e_tabela"], "born-digital"),
    ("antecedentes_pf_scan", ["antecedentes_pf"], "scan"),
    ("contrato_social_constituicao_scan", ["contrato_social_constituicao"], "scan"),
]


def make(out: Path = HERE) -> list[dict]:
    out.mkdir(parents=True, exist_ok=True)
    for old in out.glob("fx*"):
        old.unlink()
    manifest: list[dict] = []
    cases = {}
    for n, (case, lays, rendering) in enumerate(CASES, 1):
        seeds = [SEED * 100 + n * 10 + j for j in range(len(lays))]
        pdf, built = build(lays, seeds)
        name = f"fx{n:02d}.pdf"
        if rendering == "scan":
            # 200 dpi and JPEG q 50 keep the committed subset under 3 MB.
            data, note = scan_document(pdf, built[-1].last, np.random.default_rng(seeds[0]), "pdf", dpi=200, q=50)
            _write(out, name, data, gold(name, built, "scan", note), manifest)
        else:
            _write(out, name, pdf, gold(name, built, "born-digital"), manifest)
        cases[case] = name
    (out / "manifest.json").write_text(json.dumps({"family": "heldout", "seed": SEED, "cases": cases,
                                                   "files": manifest}, ensure_ascii=False, indent=1) + "\n")
    return manifest


def main(argv: list[str] | None = None) -> int:
    ap = argparse.ArgumentParser(description="Fixtures held-out (issue 12).")
    ap.add_argument("--out", type=Path, default=HERE)
    a = ap.parse_args(argv)
    m = make(a.out)
    size = sum((a.out / x["file"]).stat().st_size for x in m)
    print(f"{len(m)} arquivos em {a.out} ({size / 1e6:.2f} MB)")
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
