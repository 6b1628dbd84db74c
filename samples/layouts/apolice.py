"""Apólice de seguro APP (Acidentes Pessoais de Passageiros): a single-vehicle policy and
a fleet policy (several plates), with coverage tables."""

from __future__ import annotations

import random
from datetime import date, timedelta
from typing import Any

from samples import fmt
from samples.fake import Vehicle, gen_cnpj, gen_digits
from samples.layouts.common import Holder, days_before, holder, holder_doc, holder_name
from samples.model import Ctx, Doc, pick_layout, register
from samples.pdfkit import Pen

INSURERS = [
    ("SEGURADORA ALVORADA S.A.", "05118"),
    ("BRASIL PASSAGEIROS SEGUROS S.A.", "06432"),
    ("UNIÃO MUTUA COMPANHIA DE SEGUROS", "03301"),
    ("HORIZONTE SEGUROS GERAIS S.A.", "05886"),
]


def _coverage_table(p: Pen, x: float, y: float, w: float, covs: list[dict[str, str]],
                    lot: int | None) -> float:
    p.rect(x, y - 16, w, 16, fill=(0.88, 0.9, 0.95))
    p.text(x + 4, y - 11, "COBERTURA", size=8, bold=True)
    p.text(x + w * 0.55, y - 11, "IMPORTÂNCIA SEGURADA (LMI)", size=8, bold=True)
    p.text(x + w * 0.83, y - 11, "BASE", size=8, bold=True)
    y -= 16
    for cov in covs:
        p.rect(x, y - 16, w, 16, lw=0.4)
        p.text(x + 4, y - 11, cov["tipo"], size=8.5)
        p.text(x + w * 0.55, y - 11, fmt.money(cov["valor"]), size=8.5)
        base = f"por passageiro ({lot} lug.)" if lot and cov["tipo"].startswith("APP") else "por evento"
        p.text(x + w * 0.83, y - 11, base, size=7)
        y -= 16
    return y - 12


def draw_apolice_individual(p: Pen, doc: Doc) -> None:
    """One vehicle; 'Vigência: das 24h de … às 24h de …'."""
    d, pr = doc.data, doc.printed
    rng = random.Random(d["draw_seed"])
    x, w = 45, 505
    p.band(x, 785, w, 40, (0.75, 0.1, 0.1))
    p.text(x + 10, 808, d["seguradora"], size=13, bold=True, color=(1, 1, 1))
    p.text(x + 10, 793, f"CNPJ {d['seg_cnpj']}  -  Código SUSEP {d['susep']}", size=7.5,
           color=(1, 1, 1))
    p.center(762, "APÓLICE DE SEGURO DE ACIDENTES PESSOAIS DE PASSAGEIROS - APP", size=11,
             bold=True)
    y = 735
    p.labelled(x, y, "Apólice nº", pr["numero_apolice"], size=9.5)
    p.labelled(x + 200, y, "Proposta nº", d["proposta"], size=9.5)
    p.labelled(x + 390, y, "Endosso:", "0", size=9.5)
    y -= 18
    p.text(x, y, d["vigencia_txt"], size=9.5, bold=True)
    y -= 28
    p.text(x, y, "DADOS DO SEGURADO", size=9, bold=True)
    p.line(x, y - 3, x + w, y - 3)
    y -= 16
    p.labelled(x, y, "Segurado:", pr["segurado_nome"])
    y -= 14
    p.labelled(x, y, f"{d['doc_label']}:", pr["segurado_documento"])
    y -= 14
    p.labelled(x, y, "Endereço:", d["endereco"])
    y -= 26
    p.text(x, y, "ITEM SEGURADO - VEÍCULO", size=9, bold=True)
    p.line(x, y - 3, x + w, y - 3)
    y -= 16
    v = d["vehicles"][0]
    p.labelled(x, y, "Marca/Modelo:", v["marca"])
    p.labelled(x + 300, y, "Ano:", v["ano"])
    y -= 14
    p.labelled(x, y, "Placa:", v["placa"])
    p.labelled(x + 150, y, "Chassi:", v["chassi"])
    p.labelled(x + 370, y, "Lotação:", f"{v['lotacao']} passageiros")
    y -= 14
    p.labelled(x, y, "Uso:", "Transporte de passageiros / escolar")
    y -= 26
    p.text(x, y, "COBERTURAS CONTRATADAS", size=9, bold=True)
    y -= 6
    y = _coverage_table(p, x, y, w, d["covs"], v["lotacao"])
    p.labelled(x, y, "Prêmio líquido:", fmt.money(d["premio"]))
    p.labelled(x + 220, y, "IOF:", fmt.money(d["iof"]))
    p.labelled(x + 340, y, "Prêmio total:", fmt.money(d["premio"] + d["iof"]))
    y -= 30
    p.para(x, y, w, "As garantias de Acidentes Pessoais de Passageiros cobrem morte e invalidez "
           "permanente dos passageiros e do condutor, limitadas à lotação oficial do veículo, "
           "conforme Condições Gerais e tabela da Circular SUSEP nº 29/91.", size=8)
    p.text(x, 140, f"{d['local']}, {fmt.d_long(d['emitida'])}.", size=9)
    p.signature(x + 150, 95, 200, d["seguradora"], "Diretor Técnico", rng=rng)
    p.end_page()


def draw_apolice_frota(p: Pen, doc: Doc) -> None:
    """Fleet policy: boxes, a vehicle table and 'Período de vigência' wording."""
    d, pr = doc.data, doc.printed
    rng = random.Random(d["draw_seed"])
    x, w = 40, 515
    p.rect(x, 760, w, 65, lw=1.5)
    p.text(x + 10, 805, d["seguradora"], size=12, bold=True, family="helv")
    p.text(x + 10, 790, f"CNPJ: {d['seg_cnpj']}  Processo SUSEP nº 15414.{d['susep']}/2019-11",
           size=7)
    p.text(x + 10, 770, "APÓLICE - SEGURO APP FROTA (ACIDENTES PESSOAIS DE PASSAGEIROS)", size=9,
           bold=True)
    p.qr(x + w - 60, 763, 58, rng)
    y = 745
    boxes = [("APÓLICE Nº", pr["numero_apolice"], 150), ("RAMO", "0982 - APP", 100),
             ("EMISSÃO", fmt.d(d["emitida"]), 100), ("PROPOSTA", d["proposta"], 165)]
    cx = x
    for label, value, bw in boxes:
        p.box(cx, y - 28, bw, 28, label, value)
        cx += bw
    y -= 46
    p.text(x, y, d["vigencia_txt"], size=9.5, bold=True)
    y -= 22
    p.box(x, y - 28, 340, 28, "SEGURADO", pr["segurado_nome"])
    p.box(x + 340, y - 28, 175, 28, d["doc_label"], pr["segurado_documento"])
    y -= 50
    p.text(x, y, "RELAÇÃO DE VEÍCULOS", size=9, bold=True)
    y -= 6
    heads = ["ITEM", "PLACA", "CHASSI", "MARCA/MODELO", "ANO", "LOT."]
    cw = [35, 70, 120, 200, 45, 45]
    p.rect(x, y - 15, w, 15, fill=(0.9, 0.9, 0.9))
    cx = x
    for h, c_ in zip(heads, cw, strict=True):
        p.text(cx + 3, y - 11, h, size=7.5, bold=True)
        cx += c_
    y -= 15
    for i, v in enumerate(d["vehicles"], 1):
        p.rect(x, y - 15, w, 15, lw=0.4)
        cx = x
        for val, c_ in zip([str(i), v["placa"], v["chassi"], v["marca"], v["ano"],
                            str(v["lotacao"])], cw, strict=True):
            p.text(cx + 3, y - 11, val, size=7.5)
            cx += c_
        y -= 15
    y -= 20
    p.text(x, y, "GARANTIAS POR VEÍCULO", size=9, bold=True)
    y -= 6
    y = _coverage_table(p, x, y, w, d["covs"], max(v["lotacao"] for v in d["vehicles"]))
    p.labelled(x, y, "Prêmio total:", fmt.money(d["premio"] + d["iof"]))
    p.text(x, 120, f"{d['local']}, {fmt.d(d['emitida'])}", size=9)
    p.signature(x + 160, 80, 200, "Representante legal", d["seguradora"], rng=rng)
    p.end_page()


@register("apolice", {"app_individual": draw_apolice_individual, "app_frota": draw_apolice_frota},
          main=True)
def build_apolice(ctx: Ctx, layout: str | None = None, segurado: Holder | None = None,
                  vehicles: list[Vehicle] | None = None, inicio: date | None = None,
                  morte: int | None = None) -> Doc:
    """APP policy for `segurado` covering `vehicles` (one for app_individual)."""
    layout = pick_layout(ctx, "apolice", layout)
    rng = ctx.rng
    seg = holder(ctx, segurado, pj_share=0.4)
    if vehicles is None:
        n = 1 if layout == "app_individual" else rng.randint(2, 3)
        vehicles = [ctx.faux.vehicle(ctx.as_of) for _ in range(n)]
    if layout == "app_individual":
        vehicles = vehicles[:1]
    ini = inicio or days_before(ctx, 10, 300)
    fim = ini.replace(year=ini.year + 1) if not (ini.month == 2 and ini.day == 29) \
        else date(ini.year + 1, 3, 1)
    insurer, susep = rng.choice(INSURERS)
    mort = morte or rng.choice([20000, 30000, 50000, 100000])
    covs = [
        {"tipo": "APP - Morte Acidental", "valor": fmt.money_gold(mort)},
        {"tipo": "APP - Invalidez Permanente", "valor": fmt.money_gold(mort)},
        {"tipo": "APP - DMH", "valor": fmt.money_gold(rng.choice([2000, 5000, 10000]))},
    ]
    if rng.random() < 0.6:
        covs.append({"tipo": "RCF-V Danos Materiais", "valor": fmt.money_gold(rng.choice([50000, 100000]))})
        covs.append({"tipo": "RCF-V Danos Corporais", "valor": fmt.money_gold(rng.choice([100000, 200000]))})
    numero = f"{gen_digits(rng, 2)}.{rng.choice(['0982', '0984'])}.{gen_digits(rng, 7)}"
    if layout == "app_individual":
        vig = f"Vigência: das 24h de {fmt.d(ini)} às 24h de {fmt.d(fim)}"
    else:
        vig = f"Período de vigência: das 24h do dia {fmt.d(ini)} às 24h do dia {fmt.d(fim)}"
    plate_print = [fmt.placa_hyphen(v.placa) if layout == "app_frota" else v.placa for v in vehicles]
    fields: dict[str, Any] = {
        "seguradora": insurer,
        "numero_apolice": numero,
        "segurado_nome": holder_name(seg),
        "segurado_documento": holder_doc(seg),
        "placas": [v.placa for v in vehicles],
        "vigencia_inicio": fmt.iso(ini),
        "vigencia_fim": fmt.iso(fim),
        "coberturas": covs,
    }
    printed: dict[str, Any] = {
        "seguradora": insurer,
        "numero_apolice": numero,
        "segurado_nome": holder_name(seg),
        "segurado_documento": fmt.doc(holder_doc(seg)),
        "placas": plate_print,
        "vigencia_inicio": fmt.d(ini),
        "vigencia_fim": fmt.d(fim),
        "coberturas": [c["tipo"] for c in covs] + [fmt.money(c["valor"]) for c in covs],
    }
    data = {
        "seguradora": insurer,
        "susep": susep,
        "seg_cnpj": fmt.cnpj(gen_cnpj(rng)),
        "proposta": gen_digits(rng, 9),
        "vigencia_txt": vig,
        "doc_label": "CPF" if len(holder_doc(seg)) == 11 else "CNPJ",
        "endereco": seg.endereco.line(),
        "vehicles": [{"placa": pp, "chassi": v.chassi, "marca": v.marca_modelo,
                      "ano": f"{v.ano_fabricacao}/{v.ano_modelo}", "lotacao": v.lotacao}
                     for pp, v in zip(plate_print, vehicles, strict=True)],
        "covs": covs,
        "premio": rng.randint(400, 3000) + rng.randint(0, 99) / 100,
        "iof": rng.randint(20, 200) + rng.randint(0, 99) / 100,
        "emitida": ini - timedelta(days=rng.randint(1, 10)),
        "local": "São Paulo",
        "draw_seed": rng.getrandbits(32),
    }
    return Doc("apolice", layout, fields, printed, data)
