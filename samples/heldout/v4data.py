"""Shared data and drawing helpers of the held-out family's fourth series (issue 12).

Series 4 moves people and companies to states no earlier series uses (ES, PE, CE, MS,
MT) and adds the issuers of BA and SC that the earlier series do not have; fictional
insurers, banks and water utilities; two italic faces (DejaVu Serif Italic, Liberation
Sans Narrow Italic) the earlier series do not print with. Everything is drawn from the
layout's `Fake`, so a seed still gives the same document."""

from __future__ import annotations

from reportlab.pdfbase import pdfmetrics
from reportlab.pdfbase.ttfonts import TTFont

from samples.heldout.data import Company, Fake, Person
from samples.heldout.sheet import FONT_DIR, Sheet

CIDADES4 = [
    ("Vitória", "ES"), ("Vila Velha", "ES"), ("Linhares", "ES"), ("Recife", "PE"), ("Caruaru", "PE"),
    ("Fortaleza", "CE"), ("Juazeiro do Norte", "CE"), ("Campo Grande", "MS"), ("Dourados", "MS"),
    ("Cuiabá", "MT"), ("Rondonópolis", "MT"), ("Salvador", "BA"), ("Vitória da Conquista", "BA"),
    ("Blumenau", "SC"), ("Chapecó", "SC"),
]

STATE4 = {"ES": "ESPÍRITO SANTO", "PE": "PERNAMBUCO", "CE": "CEARÁ", "MS": "MATO GROSSO DO SUL",
          "MT": "MATO GROSSO", "BA": "BAHIA", "SC": "SANTA CATARINA"}

INSURERS4 = [("PANTANAL SEGUROS GERAIS S.A.", "Pantanal Seguros"),
             ("CAPIBARIBE COMPANHIA DE SEGUROS", "Capibaribe Seguros"),
             ("JANGADA SEGURADORA S.A.", "Jangada Seguradora"),
             ("MORRO DO MORENO SEGUROS S.A.", "Morro do Moreno Seguros")]

BANKS4 = ["BANCO FINANCIADOR DO CENTRO-OESTE S.A.", "BANCO NORDESTE VEÍCULOS S.A.",
          "ARRENDAMENTO MERCANTIL CAPIXABA S.A."]

FONTS4 = {"DjSerifIt": ("dejavu/DejaVuSerif-Italic.ttf", "dejavu/DejaVuSerif-BoldItalic.ttf"),
          "LibNarrowIt": ("liberation/LiberationSansNarrow-Italic.ttf", "liberation/LiberationSansNarrow-BoldItalic.ttf")}
_fonts = False


def fonts4() -> None:
    """Register the two italic faces series 4 adds (idempotent)."""
    global _fonts
    if _fonts:
        return
    for fam, (reg, bold) in FONTS4.items():
        pdfmetrics.registerFont(TTFont(fam, str(FONT_DIR / reg)))
        pdfmetrics.registerFont(TTFont(fam + "-B", str(FONT_DIR / bold)))
    _fonts = True


def place4(fk: Fake, ufs: tuple[str, ...] = ()) -> tuple[str, str]:
    return fk.r.choice([c for c in CIDADES4 if not ufs or c[1] in ufs])


def person4(fk: Fake, ufs: tuple[str, ...] = ()) -> Person:
    p = fk.person()
    p.cidade, p.uf = place4(fk, ufs)
    p.rg_org = fk.r.choice(["SSP", "SESP", "SDS", "SSP"]) + "/" + p.uf
    return p


def company4(fk: Fake, n_socios: int = 2, ufs: tuple[str, ...] = ()) -> Company:
    c = fk.company(n_socios)
    c.cidade, c.uf = place4(fk, ufs)
    for s in c.socios:
        s.cidade, s.uf = place4(fk, (c.uf,))
        s.rg_org = s.rg_org.split("/")[0] + "/" + s.uf
    return c


def stacked(sh: Sheet, label: str, value: str, size: float | None = None, x: float | None = None,
            label_size: float | None = None) -> None:
    """A label on its own line and the value on the next one (no box)."""
    size = size or sh.s.size
    ls = label_size or sh.s.label_size + 1
    sh.ensure(ls + size * sh.s.lead + 4)
    xx = sh.m if x is None else x
    sh.text_at(xx, sh.y, label, ls, True)
    sh.y += ls + 3
    sh.text_at(xx, sh.y, value, size)
    sh.y += size * sh.s.lead + 3


def stacked_cols(sh: Sheet, cols: list[list[tuple[str, str]]], size: float | None = None,
                 heads: list[str] | None = None) -> None:
    """Columns side by side, each a heading (optional) and label-then-value pairs on
    separate lines; the cursor ends below the longest column."""
    size = size or sh.s.size
    ls = sh.s.label_size + 1
    w = sh.width / len(cols)
    y0 = sh.y
    ends = []
    for i, pairs in enumerate(cols):
        x = sh.m + i * w
        y = y0
        if heads:
            sh.text_at(x, y, heads[i], size + 0.5, True)
            y += (size + 0.5) * sh.s.lead + 2
        for label, value in pairs:
            sh.text_at(x, y, label, ls, True)
            y += ls + 3
            sh.text_at(x, y, value, size)
            y += size * sh.s.lead + 3
        ends.append(y)
    sh.y = max(ends) + 4


def page_foot(total: int, left: str = "") -> tuple:
    """An `on_page_end` callback printing 'Página n de N' (and a left text) at the foot;
    returns (callback, first page) to be fixed by the layout with `first`."""
    state = {"first": 0}

    def foot(s: Sheet) -> None:
        if left:
            s.text_at(s.m, s.H - 38, left, 7)
        s.text_at(s.W - s.m, s.H - 38, f"Página {s.page - state['first'] + 1} de {total}", 7.5, align="right")

    return foot, state
