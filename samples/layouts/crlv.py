"""CRLV renderers: CRLV-e "DIGITAL" (2025, SENATRAN) and CRLV-e "ELETRÔNICO" (2020, DENATRAN).

The 2025 layout writes every label first and then the values in another order, as
the real text layer does (layouts doc §1, "parsing trap").
"""

from __future__ import annotations

import random
from typing import Any

from samples import fmt
from samples.fake import Company, Person, Vehicle
from samples.layouts.common import (
    Holder,
    code_digits,
    days_before,
    holder,
    holder_doc,
    holder_name,
    mun_upper_plain,
)
from samples.model import Ctx, Doc, pick_layout, register
from samples.pdfkit import Pen


def _vehicle_values(doc: Doc) -> dict[str, str]:
    d = doc.data
    v: Vehicle = d["vehicle"]
    return {
        "renavam": v.renavam,
        "placa": doc.printed["placa"],
        "exercicio": str(doc.fields["exercicio"]),
        "ano_fab": str(v.ano_fabricacao),
        "ano_mod": str(v.ano_modelo),
        "crv": d["numero_crv"],
        "cla": d["cla"],
        "cat": "***",
        "marca": v.marca_modelo,
        "especie": v.especie_tipo,
        "placa_ant": d["placa_anterior"],
        "chassi": v.chassi,
        "cor": v.cor,
        "comb": v.combustivel,
        "categoria": v.categoria,
        "capacidade": d["capacidade"],
        "potencia": d["potencia"],
        "pbt": d["pbt"],
        "motor": d["motor"],
        "cmt": d["cmt"],
        "eixos": d["eixos"],
        "lotacao": f"{v.lotacao:02d}P",
        "carroceria": d["carroceria"],
        "nome": doc.printed["proprietario_nome"],
        "doc": doc.printed["proprietario_documento"],
        "local": f"{doc.fields['municipio']} {doc.fields['uf']}",
        "data": doc.printed["data_emissao"],
    }


def draw_digital_2025(p: Pen, doc: Doc) -> None:
    """CRLV-e 2025: SENATRAN header, grid of cells, labels drawn before values."""
    rng = random.Random(doc.data["draw_seed"])
    val = _vehicle_values(doc)
    x0, top, w = 30, 800, 330
    p.text(x0, top, "REPÚBLICA FEDERATIVA DO BRASIL", size=8, bold=True)
    p.text(x0, top - 10, "MINISTÉRIO DOS TRANSPORTES", size=7)
    p.text(x0, top - 19, "SECRETARIA NACIONAL DE TRÂNSITO - SENATRAN", size=7)
    p.text(x0, top - 34, f"DETRAN   {doc.fields['uf']}", size=9, bold=True)
    p.text(x0 + 80, top - 34, "CERTIFICADO DE REGISTRO E LICENCIAMENTO DE VEÍCULO - DIGITAL",
           size=6.5, bold=True)
    # rows of (label, key, relative width)
    rows: list[list[tuple[str, str, float]]] = [
        [("CÓDIGO RENAVAM", "renavam", 0.4), ("PLACA", "placa", 0.3), ("EXERCÍCIO", "exercicio", 0.3)],
        [("ANO FABRICAÇÃO", "ano_fab", 0.5), ("ANO MODELO", "ano_mod", 0.5)],
        [("NÚMERO DO CRV", "crv", 0.4), ("CÓDIGO DE SEGURANÇA DO CLA", "cla", 0.45), ("CAT", "cat", 0.15)],
        [("MARCA / MODELO / VERSÃO", "marca", 1.0)],
        [("ESPÉCIE / TIPO", "especie", 1.0)],
        [("PLACA ANTERIOR / UF", "placa_ant", 0.4), ("CHASSI", "chassi", 0.6)],
        [("COR PREDOMINANTE", "cor", 0.5), ("COMBUSTÍVEL", "comb", 0.5)],
        [("CATEGORIA", "categoria", 0.25), ("CAPACIDADE", "capacidade", 0.2),
         ("POTÊNCIA/CILINDRADA", "potencia", 0.3), ("PESO BRUTO TOTAL", "pbt", 0.25)],
        [("MOTOR", "motor", 0.4), ("CMT", "cmt", 0.2), ("EIXOS", "eixos", 0.2), ("LOTAÇÃO", "lotacao", 0.2)],
        [("CARROCERIA", "carroceria", 1.0)],
        [("NOME", "nome", 1.0)],
        [("CPF / CNPJ", "doc", 1.0)],
        [("LOCAL", "local", 0.6), ("DATA", "data", 0.4)],
    ]
    h = 22
    y = top - 62
    cells: list[tuple[float, float, str]] = []
    # pass 1: borders and labels
    for row in rows:
        x = x0
        for label, key, frac in row:
            cw = w * frac
            p.rect(x, y, cw, h, lw=0.4)
            p.text(x + 2, y + h - 7, label, size=5.5)
            cells.append((x + 3, y + 3, key))
            x += cw
        y -= h
    p.text(x0, y - 4, "ASSINADO DIGITALMENTE PELO DETRAN", size=6, bold=True)
    rx = x0 + w + 15
    p.text(rx, top - 62 + h - 7, "OBSERVAÇÕES DO VEÍCULO", size=5.5)
    p.rect(rx, top - 62 - 4 * h, 190, 5 * h, lw=0.4)
    p.text(rx, top - 62 - 5 * h - 4, "INFORMAÇÕES DO SEGURO DPVAT", size=5.5)
    p.rect(rx, top - 62 - 9 * h, 190, 4 * h - 12, lw=0.4)
    p.text(rx, top - 62 - 10 * h + 6, "QRCode", size=5.5)
    # pass 2: values in a different order (by a fixed shuffled key order)
    order = [
        "doc", "nome", "data", "local", "placa", "exercicio", "renavam", "ano_fab", "ano_mod",
        "marca", "especie", "placa_ant", "chassi", "cor", "comb", "crv", "cla", "cat",
        "categoria", "capacidade", "potencia", "pbt", "motor", "cmt", "eixos", "lotacao",
        "carroceria",
    ]
    pos = {k: (cx, cy) for cx, cy, k in cells}
    for key in order:
        cx, cy = pos[key]
        p.text(cx, cy, val[key], size=8, bold=True, family="courier")
    p.text(rx + 4, top - 62 + h - 18, doc.data["observacoes"], size=7, family="courier")
    p.text(rx + 4, top - 62 - 5 * h - 18, "SEGURO DPVAT EXTINTO - VER SPVAT", size=6.5,
           family="courier")
    p.qr(rx + 40, top - 62 - 10 * h - 110, 100, rng)
    p.end_page()


def draw_eletronico_2020(p: Pen, doc: Doc) -> None:
    """CRLV-e 2020: DENATRAN header, 'ELETRÔNICO' title, each label followed by its value."""
    rng = random.Random(doc.data["draw_seed"])
    val = _vehicle_values(doc)
    p.seal(60, 790, 18)
    p.center(805, "REPÚBLICA FEDERATIVA DO BRASIL", size=9, bold=True)
    p.center(794, "MINISTÉRIO DA INFRAESTRUTURA", size=8)
    p.center(783, "DEPARTAMENTO NACIONAL DE TRÂNSITO – DENATRAN", size=8)
    p.center(766, f"DETRAN - {doc.fields['uf']}", size=10, bold=True)
    p.center(752, "CERTIFICADO DE REGISTRO E LICENCIAMENTO DE VEÍCULO – ELETRÔNICO",
             size=9, bold=True)
    p.text(40, 735, f"Nº CRLV-e: {doc.data['numero_crlve']}", size=8)
    p.qr(460, 640, 90, rng)
    p.text(452, 630, "Valide este QRCode com app Vio", size=6)
    y = 712
    x = 40
    rows = [
        [("CÓDIGO RENAVAM", "renavam", 130), ("PLACA", "placa", 90), ("EXERCÍCIO", "exercicio", 70)],
        [("ANO DE FABRICAÇÃO", "ano_fab", 100), ("ANO MODELO", "ano_mod", 90), ("PLACA ANTERIOR/UF", "placa_ant", 100)],
        [("ESPÉCIE/TIPO", "especie", 290)],
        [("MARCA/MODELO/VERSÃO", "marca", 290)],
        [("CHASSI", "chassi", 180), ("COR PREDOMINANTE", "cor", 110)],
        [("COMBUSTÍVEL", "comb", 120), ("CATEGORIA", "categoria", 90), ("LOTAÇÃO", "lotacao", 80)],
        [("CAPACIDADE", "capacidade", 80), ("POTÊNCIA/CILINDRADA", "potencia", 110), ("PESO BRUTO TOTAL", "pbt", 100)],
        [("MOTOR", "motor", 120), ("CMT", "cmt", 60), ("EIXOS", "eixos", 50), ("CARROCERIA", "carroceria", 170)],
        [("NOME", "nome", 400)],
        [("CPF/CNPJ", "doc", 200), ("LOCAL", "local", 130), ("DATA", "data", 70)],
    ]
    h = 24
    for row in rows:
        cx = x
        for label, key, cw in row:
            p.box(cx, y - h, cw, h, label, val[key], vsize=8.5)
            cx += cw
        y -= h
    p.text(x, y - 14, "ASSINADO DIGITALMENTE PELO DETRAN", size=7, bold=True)
    y -= 34
    p.text(x, y, "OBSERVAÇÕES", size=7, bold=True)
    p.rect(x, y - 40, 400, 34)
    p.text(x + 4, y - 18, doc.data["observacoes"], size=8)
    y -= 60
    p.text(x, y, "DADOS DO SEGURO DPVAT", size=7, bold=True)
    labels = ["CAT. TARIF", "DATA DE QUITAÇÃO", "PAGAMENTO", "COTA ÚNICA"]
    for i, lb in enumerate(labels):
        p.box(x + i * 100, y - 30, 100, 24, lb, "***" if i else "0", vsize=8)
    p.end_page()


def _tech(ctx: Ctx, v: Vehicle) -> dict[str, Any]:
    rng = ctx.rng
    big = "ONIBUS" in v.especie_tipo
    return {
        "capacidade": f"{v.lotacao}P" if rng.random() < 0.5 else "*.*",
        "potencia": f"{rng.randint(110, 280)}CV/{rng.randint(1800, 7000)}",
        "pbt": f"{(14.0 if big else 3.5 + rng.randint(0, 15) / 10):.1f}",
        "motor": code_digits(ctx, 10),
        "cmt": f"{(16.0 if big else 4.0 + rng.randint(0, 10) / 10):.1f}",
        "eixos": "2",
        "carroceria": "NAO APLICAVEL" if rng.random() < 0.5 else "FECHADA",
    }


@register("crlv", {"digital_2025": draw_digital_2025, "eletronico_2020": draw_eletronico_2020},
          main=True)
def build_crlv(ctx: Ctx, layout: str | None = None, owner: Holder | None = None,
               vehicle: Vehicle | None = None, data_emissao: Any = None,
               municipio: tuple[str, str] | None = None) -> Doc:
    """A CRLV-e for `vehicle` owned by `owner` (random ones when absent)."""
    layout = pick_layout(ctx, "crlv", layout)
    own = holder(ctx, owner, pj_share=0.3)
    v = vehicle or ctx.faux.vehicle(ctx.as_of)
    emissao = data_emissao or days_before(ctx, 5, 200)
    if isinstance(own, Person):
        mun, uf = municipio or (own.endereco.municipio, own.endereco.uf)
    else:
        assert isinstance(own, Company)
        mun, uf = municipio or (own.endereco.municipio, own.endereco.uf)
    placa_printed = fmt.placa_hyphen(v.placa) if layout == "eletronico_2020" else v.placa
    fields: dict[str, Any] = {
        "placa": v.placa,
        "renavam": v.renavam,
        "chassi": v.chassi,
        "ano_fabricacao": v.ano_fabricacao,
        "ano_modelo": v.ano_modelo,
        "marca_modelo": v.marca_modelo,
        "especie_tipo": v.especie_tipo,
        "categoria": v.categoria,
        "lotacao": v.lotacao,
        "proprietario_nome": holder_name(own),
        "proprietario_documento": holder_doc(own),
        "exercicio": emissao.year,
        "data_emissao": fmt.iso(emissao),
        "municipio": mun_upper_plain(mun),
        "uf": uf,
    }
    printed = {
        "placa": placa_printed,
        "renavam": v.renavam,
        "chassi": v.chassi,
        "ano_fabricacao": str(v.ano_fabricacao),
        "ano_modelo": str(v.ano_modelo),
        "marca_modelo": v.marca_modelo,
        "especie_tipo": v.especie_tipo,
        "categoria": v.categoria,
        "lotacao": f"{v.lotacao:02d}P",
        "proprietario_nome": holder_name(own),
        "proprietario_documento": fmt.doc(holder_doc(own)),
        "exercicio": str(emissao.year),
        "data_emissao": fmt.d(emissao),
        "municipio": mun_upper_plain(mun),
        "uf": uf,
    }
    obs = ctx.rng.choice(["*", "ALF: BANCO BRADESCO FINANCIAMENTOS", "*", "VEICULO ESCOLAR"])
    data = {
        "vehicle": v,
        "numero_crv": code_digits(ctx, 12),
        "cla": code_digits(ctx, 11),
        "numero_crlve": code_digits(ctx, 10),
        "placa_anterior": f"{v.placa}/{uf}" if ctx.rng.random() < 0.5 else "*******/**",
        "observacoes": obs,
        "draw_seed": ctx.rng.getrandbits(32),
        **_tech(ctx, v),
    }
    return Doc("crlv", layout, fields, printed, data)
