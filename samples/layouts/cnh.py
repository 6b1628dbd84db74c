"""CNH renderers: the old (2017) model with front and back on one page, and the 2022
model with numbered labels (Res. CONTRAN 886/2021), as a CNH-e style PDF export."""

from __future__ import annotations

import random
from datetime import date
from typing import Any

from samples import fmt
from samples.fake import Person, gen_cnh_registro, gen_digits, rand_date, strip_accents
from samples.layouts.common import days_before
from samples.model import Ctx, Doc, pick_layout, register
from samples.pdfkit import Pen

GREEN = (0.86, 0.93, 0.84)
YELLOW = (0.98, 0.95, 0.78)
CATS_2022 = ["ACC", "A", "A1", "B", "B1", "C", "C1", "D", "D1", "BE", "CE", "C1E", "DE", "D1E"]


def _held(cat: str) -> set[str]:
    """International categories implied by a Brazilian CAT. HAB."""
    held: set[str] = set()
    if "A" in cat:
        held |= {"A", "A1"}
    base = cat.replace("A", "") or ""
    order = ["B", "C", "D", "E"]
    if base:
        upto = order.index(base)
        for c in order[: upto + 1]:
            if c == "E":
                held |= {"BE", "CE", "C1E", "DE", "D1E"}
            else:
                held |= {c, f"{c}1"}
    return held


def _card(p: Pen, x: float, y: float, w: float, h: float, color: tuple[float, float, float]
          ) -> None:
    p.band(x, y, w, h, color)
    p.rect(x, y, w, h, lw=1)


def draw_cnh_2017(p: Pen, doc: Doc) -> None:
    """Old model: front (top) and back (bottom) of the card on one page."""
    pr, d = doc.printed, doc.data
    rng = random.Random(d["draw_seed"])
    x, w, h = 60, 470, 300
    y = 480
    _card(p, x, y, w, h, GREEN)
    p.text(x + 90, y + h - 18, "REPÚBLICA FEDERATIVA DO BRASIL", size=9, bold=True)
    p.text(x + 90, y + h - 29, "MINISTÉRIO DAS CIDADES", size=7)
    p.text(x + 90, y + h - 39, "DEPARTAMENTO NACIONAL DE TRÂNSITO", size=7)
    p.text(x + 90, y + h - 54, "CARTEIRA NACIONAL DE HABILITAÇÃO", size=10, bold=True)
    p.seal(x + 40, y + h - 35, 22)
    # photo placeholder
    p.rect(x + 15, y + 60, 105, 140, fill=(0.75, 0.78, 0.75))
    p.text(x + 45, y + 125, "FOTO", size=9)
    cx = x + 135
    p.box(cx, y + 220, 320, 22, "NOME", pr["nome"])
    p.box(cx, y + 195, 200, 22, "DOC. IDENTIDADE/ÓRG EMISSOR/UF", d["rg_line"])
    p.box(cx, y + 170, 130, 22, "CPF", pr["cpf"])
    p.box(cx + 130, y + 170, 110, 22, "DATA NASCIMENTO", pr["data_nascimento"])
    p.rect(cx, y + 118, 240, 50, lw=0.5)
    p.text(cx + 2, y + 161, "FILIAÇÃO", size=5.5)
    p.text(cx + 3, y + 147, d["pai"], size=8, bold=True)
    p.text(cx + 3, y + 134, d["mae"], size=8, bold=True)
    p.box(cx, y + 94, 80, 22, "PERMISSÃO", "")
    p.box(cx + 80, y + 94, 50, 22, "ACC", "")
    p.box(cx + 130, y + 94, 60, 22, "CAT. HAB.", pr["categoria"])
    p.box(cx, y + 70, 110, 22, "Nº REGISTRO", pr["registro"])
    p.box(cx + 110, y + 70, 80, 22, "VALIDADE", pr["validade"])
    p.box(cx + 190, y + 70, 80, 22, "1ª HABILITAÇÃO", pr["primeira_habilitacao"])
    p.qr(x + 380, y + 95, 70, rng)
    p.text(x + 15, y + 12, "VÁLIDA EM TODO O TERRITÓRIO NACIONAL", size=7, bold=True)
    p.c.saveState()
    p.c.translate(x + 8, y + 60)
    p.c.rotate(90)
    p.text(0, 0, d["espelho"], size=7, color=(0.7, 0, 0))
    p.c.restoreState()
    # back
    y = 120
    _card(p, x, y, w, h, GREEN)
    p.rect(x + 15, y + 170, 440, 110, lw=0.5)
    p.text(x + 17, y + 272, "OBSERVAÇÕES", size=5.5)
    if d["obs_text"]:
        p.text(x + 22, y + 250, d["obs_text"], size=10, bold=True)
    p.line(x + 15, y + 145, x + 300, y + 145)
    p.text(x + 15, y + 136, "ASSINATURA DO PORTADOR", size=5.5)
    p.box(x + 15, y + 100, 200, 24, "LOCAL", d["local"])
    p.box(x + 215, y + 100, 100, 24, "DATA EMISSÃO", pr["data_emissao"])
    p.signature(x + 20, y + 65, 200, "", rng=rng)
    p.text(x + 15, y + 45, "ASSINATURA DO EMISSOR", size=5.5)
    p.band(x, y + 15, w, 22, (0.2, 0.45, 0.25))
    p.text(x + 15, y + 22, d["detran_band"], size=9, bold=True, color=(1, 1, 1))
    p.text(x + 330, y + 45, "PROIBIDO PLASTIFICAR", size=6, bold=True)
    p.text(x + 330, y + 100, d["espelho"], size=7, color=(0.7, 0, 0))
    p.text(x + 330, y + 90, d["n11"], size=7)
    p.text(x + 330, y + 80, d["renach"], size=7)
    p.end_page()


def draw_cnh_2022(p: Pen, doc: Doc) -> None:
    """2022 model: numbered labels, letter D/P, category table on the back."""
    f, pr, d = doc.fields, doc.printed, doc.data
    rng = random.Random(d["draw_seed"])
    x, w, h = 60, 470, 300
    y = 480
    _card(p, x, y, w, h, YELLOW)
    p.band(x, y + h - 40, w, 40, (0.55, 0.75, 0.45))
    p.text(x + 12, y + h - 16, "REPÚBLICA FEDERATIVA DO BRASIL", size=8.5, bold=True)
    p.text(x + 12, y + h - 30,
           "CARTEIRA NACIONAL DE HABILITAÇÃO / DRIVER LICENSE / PERMISO DE CONDUCCIÓN",
           size=7.5, bold=True)
    p.text(x + w - 30, y + h - 90, d["letra"], size=28, bold=True, color=(0.1, 0.4, 0.1))
    p.rect(x + 12, y + 80, 100, 130, fill=(0.8, 0.8, 0.75))
    p.text(x + 45, y + 140, "FOTO", size=9)
    cx = x + 125
    lines = [
        ("2 e 1 NOME E SOBRENOME", pr["nome"]),
        ("1ª HABILITAÇÃO", pr["primeira_habilitacao"]),
        ("3 DATA, LOCAL E UF DE NASCIMENTO", f"{pr['data_nascimento']}, {d['naturalidade']}"),
        ("4a DATA EMISSÃO", pr["data_emissao"]),
        ("4b VALIDADE", pr["validade"]),
        ("ACC", "*"),
        ("4c DOC. IDENTIDADE / ÓRG. EMISSOR / UF", d["rg_line"]),
        ("4d CPF", pr["cpf"]),
        ("5 Nº REGISTRO", pr["registro"]),
        ("9 CAT. HAB.", pr["categoria"]),
        ("NACIONALIDADE", "BRASILEIRO(A)"),
    ]
    yy = y + h - 55
    for label, value in lines:
        p.text(cx, yy, label, size=5.5)
        p.text(cx, yy - 9, value, size=8.5, bold=True)
        yy -= 19.5
    p.text(x + 12, y + 62, "FILIAÇÃO", size=5.5)
    p.text(x + 12, y + 52, d["pai"], size=7.5, bold=True)
    p.text(x + 12, y + 42, d["mae"], size=7.5, bold=True)
    p.qr(x + w - 95, y + 15, 80, rng)
    # back: category table and observations
    y = 120
    _card(p, x, y, w, h, YELLOW)
    p.text(x + 12, y + h - 16, "CATEGORIAS / CATEGORIES / CATEGORÍAS", size=7, bold=True)
    held = _held(f["categoria"])
    ty = y + h - 30
    col_w = [50, 80, 80]
    p.text(x + 14, ty, "9", size=6)
    p.text(x + 14 + col_w[0], ty, "10 DATA", size=6)
    p.text(x + 14 + col_w[0] + col_w[1], ty, "11 VALIDADE", size=6)
    for i, cat in enumerate(CATS_2022):
        ry = ty - 13 - i * 12.5
        p.text(x + 14, ry, cat, size=7, bold=True)
        if cat in held:
            p.text(x + 14 + col_w[0], ry, pr["primeira_habilitacao"], size=7)
            p.text(x + 14 + col_w[0] + col_w[1], ry, pr["validade"], size=7)
    ox = x + 250
    p.rect(ox, y + 120, 205, 150, lw=0.5)
    p.text(ox + 3, y + 262, "12 OBSERVAÇÕES", size=5.5)
    if d["obs_text"]:
        p.text(ox + 8, y + 240, d["obs_text"], size=10, bold=True)
    p.text(ox, y + 100, "LOCAL", size=5.5)
    p.text(ox, y + 90, d["local"], size=8, bold=True)
    p.text(ox, y + 70, d["detran_band"], size=7, bold=True)
    p.text(ox, y + 55, f"RENACH {d['renach']}", size=6)
    p.text(ox, y + 45, d["espelho"], size=6, color=(0.7, 0, 0))
    p.end_page()


@register("cnh", {"cnh_2017": draw_cnh_2017, "cnh_2022": draw_cnh_2022}, main=True)
def build_cnh(ctx: Ctx, layout: str | None = None, person: Person | None = None,
              categoria: str | None = None, ear: bool | None = None,
              data_emissao: date | None = None, validade: date | None = None) -> Doc:
    """A CNH for `person`; categoria/ear/emissão/validade can be forced."""
    layout = pick_layout(ctx, "cnh", layout)
    rng = ctx.rng
    pers = person or ctx.faux.person(ctx.as_of)
    cat = categoria or rng.choice(["D", "AD", "E", "AE", "D", "B", "AB", "C"])
    if ear is None:
        ear = rng.random() < 0.7
    emissao = data_emissao or days_before(ctx, 30, 6 * 365)
    age = (emissao - pers.data_nascimento).days // 365
    years = 10 if age < 50 else 5 if age < 70 else 3
    if validade is None:
        try:
            validade = emissao.replace(year=emissao.year + years)
        except ValueError:
            validade = emissao.replace(year=emissao.year + years, day=28)
    start = date(pers.data_nascimento.year + 18, pers.data_nascimento.month, 1)
    primeira = rand_date(rng, start, min(emissao, date(start.year + 10, 12, 1)))
    obs_parts = []
    if rng.random() < 0.25:
        obs_parts.append("A")
    if ear:
        obs_parts.append("EAR")
    obs_text = "; ".join(obs_parts)
    fields: dict[str, Any] = {
        "nome": pers.nome,
        "cpf": pers.cpf,
        "registro": gen_cnh_registro(rng),
        "categoria": cat,
        "validade": fmt.iso(validade),
        "primeira_habilitacao": fmt.iso(primeira),
        "data_nascimento": fmt.iso(pers.data_nascimento),
        "data_emissao": fmt.iso(emissao),
    }
    if obs_text:
        fields["observacoes"] = obs_text
    fields["ear"] = ear
    printed: dict[str, Any] = {
        "nome": pers.nome,
        "cpf": fmt.cpf(pers.cpf),
        "registro": fields["registro"],
        "categoria": cat,
        "validade": fmt.d(validade),
        "primeira_habilitacao": fmt.d(primeira),
        "data_nascimento": fmt.d(pers.data_nascimento),
        "data_emissao": fmt.d(emissao),
    }
    if obs_text:
        printed["observacoes"] = obs_text
    mun, uf = pers.endereco.municipio, pers.endereco.uf
    from samples.fake import UF_NAMES

    data = {
        "rg_line": f"{pers.rg.replace('.', '').replace('-', '')} {pers.rg_orgao}",
        "pai": pers.pai,
        "mae": pers.mae,
        "obs_text": obs_text,
        "local": f"{strip_accents(mun).upper()}, {uf}",
        "detran_band": f"DETRAN - {uf} ({UF_NAMES.get(uf, uf)})",
        "espelho": gen_digits(rng, 9),
        "n11": gen_digits(rng, 11),
        "renach": uf + gen_digits(rng, 9),
        "naturalidade": f"{strip_accents(mun).upper()}, {uf}",
        "letra": "D",
        "draw_seed": rng.getrandbits(32),
    }
    return Doc("cnh", layout, fields, printed, data)
