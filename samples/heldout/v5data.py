"""Shared data and drawing helpers of the held-out family's fifth series (issue 12).

Series 5 moves people and companies to states no earlier series uses (RS's interior,
DF, PA, AM, PB, RN, MA, TO; SP and GO again only for their own issuers), adds fictional
insurers, gas/internet concessionárias and cooperatives, and prints with faces no
earlier series uses: DejaVu Serif Condensed Italic, Liberation Mono Italic, DejaVu Sans
Mono Oblique and the PDF standard Helvetica-Oblique / Times-Italic (not embedded).
Everything is drawn from the layout's `Fake`, so a seed still gives the same document."""

from __future__ import annotations

from reportlab.pdfbase import pdfmetrics
from reportlab.pdfbase.ttfonts import TTFont

from samples.heldout.data import Company, Fake, Person
from samples.heldout.sheet import FONT_DIR, Sheet

CIDADES5 = [
    ("Santa Maria", "RS"), ("Pelotas", "RS"), ("Passo Fundo", "RS"), ("Brasília", "DF"), ("Taguatinga", "DF"),
    ("Belém", "PA"), ("Santarém", "PA"), ("Manaus", "AM"), ("João Pessoa", "PB"), ("Campina Grande", "PB"),
    ("Natal", "RN"), ("Mossoró", "RN"), ("São Luís", "MA"), ("Imperatriz", "MA"), ("Palmas", "TO"),
    ("Araguaína", "TO"), ("Sorocaba", "SP"), ("Bauru", "SP"), ("Rio Verde", "GO"), ("Catalão", "GO"),
]

STATE5 = {"RS": "RIO GRANDE DO SUL", "DF": "DISTRITO FEDERAL", "PA": "PARÁ", "AM": "AMAZONAS", "PB": "PARAÍBA",
          "RN": "RIO GRANDE DO NORTE", "MA": "MARANHÃO", "TO": "TOCANTINS", "SP": "SÃO PAULO", "GO": "GOIÁS"}

# Junta Comercial of each state: (name as printed, acronym, NIRE prefix)
JUNTAS5 = {"RS": ("JUNTA COMERCIAL, INDUSTRIAL E SERVIÇOS DO RIO GRANDE DO SUL", "JUCISRS", "43"),
           "DF": ("JUNTA COMERCIAL, INDUSTRIAL E SERVIÇOS DO DISTRITO FEDERAL", "JCDF", "53"),
           "PA": ("JUNTA COMERCIAL DO ESTADO DO PARÁ", "JUCEPA", "15"),
           "AM": ("JUNTA COMERCIAL DO ESTADO DO AMAZONAS", "JUCEA", "13"),
           "PB": ("JUNTA COMERCIAL DO ESTADO DA PARAÍBA", "JUCEP", "25"),
           "RN": ("JUNTA COMERCIAL DO ESTADO DO RIO GRANDE DO NORTE", "JUCERN", "24"),
           "MA": ("JUNTA COMERCIAL DO MARANHÃO", "JUCEMA", "21"),
           "TO": ("JUNTA COMERCIAL DO ESTADO DO TOCANTINS", "JUCETINS", "17"),
           "SP": ("JUNTA COMERCIAL DO ESTADO DE SÃO PAULO", "JUCESP", "35"),
           "GO": ("JUNTA COMERCIAL DO ESTADO DE GOIÁS", "JUCEG", "52")}

INSURERS5 = [("AMAZÔNIA COMPANHIA DE SEGUROS GERAIS", "Amazônia Seguros"),
             ("POTENGI SEGUROS S.A.", "Potengi Seguros"),
             ("PLANALTO CENTRAL SEGURADORA S.A.", "Planalto Central"),
             ("TOCANTINS SEGUROS E PREVIDÊNCIA S.A.", "Tocantins Seguros")]

ESTIPULANTES5 = ["COOPERATIVA DOS TRANSPORTADORES DE PASSAGEIROS DO NORTE - COOPTRANS",
                 "ASSOCIAÇÃO DOS PERMISSIONÁRIOS DO TRANSPORTE ESCOLAR - APTE",
                 "SINDICATO DAS EMPRESAS DE FRETAMENTO E TURISMO - SINDFRET"]

GAS5 = ["COMPANHIA POTIGUAR DE GÁS S.A.", "GÁS CANALIZADO DO CENTRO-OESTE S.A.", "COMPANHIA DE GÁS DO PARÁ"]
NET5 = ["REDE NORTE FIBRA LTDA", "AMAZONAS CONECTA TELECOMUNICAÇÕES S.A.", "PLANALTO NET SERVIÇOS DE INTERNET LTDA"]

FONTS5 = {"DjSerifCondIt": ("dejavu/DejaVuSerifCondensed-Italic.ttf", "dejavu/DejaVuSerifCondensed-BoldItalic.ttf"),
          "LibMonoIt": ("liberation/LiberationMono-Italic.ttf", "liberation/LiberationMono-BoldItalic.ttf"),
          "DjMonoOb": ("dejavu/DejaVuSansMono-Oblique.ttf", "dejavu/DejaVuSansMono-BoldOblique.ttf")}
STANDARD5 = {"HelvOb": ("Helvetica-Oblique", "Helvetica-BoldOblique"), "TimesIt": ("Times-Italic", "Times-BoldItalic")}
_fonts = False


def fonts5() -> None:
    """Register the faces series 5 adds (idempotent)."""
    global _fonts
    if _fonts:
        return
    for fam, (reg, bold) in FONTS5.items():
        pdfmetrics.registerFont(TTFont(fam, str(FONT_DIR / reg)))
        pdfmetrics.registerFont(TTFont(fam + "-B", str(FONT_DIR / bold)))
    for fam, (reg, bold) in STANDARD5.items():
        pdfmetrics.registerFont(pdfmetrics.Font(fam, reg, "WinAnsiEncoding"))
        pdfmetrics.registerFont(pdfmetrics.Font(fam + "-B", bold, "WinAnsiEncoding"))
    _fonts = True


def place5(fk: Fake, ufs: tuple[str, ...] = ()) -> tuple[str, str]:
    return fk.r.choice([c for c in CIDADES5 if not ufs or c[1] in ufs])


def person5(fk: Fake, ufs: tuple[str, ...] = ()) -> Person:
    p = fk.person()
    p.cidade, p.uf = place5(fk, ufs)
    p.rg_org = fk.r.choice(["SSP", "SSP", "SESP", "PC"]) + "/" + p.uf
    return p


def company5(fk: Fake, n_socios: int = 2, ufs: tuple[str, ...] = ()) -> Company:
    c = fk.company(n_socios)
    c.cidade, c.uf = place5(fk, ufs)
    c.nire = JUNTAS5[c.uf][2] + fk.digits(9)
    for s in c.socios:
        s.cidade, s.uf = place5(fk, (c.uf,))
        s.rg_org = s.rg_org.split("/")[0] + "/" + s.uf
    return c


def label_row(sh: Sheet, cells: list[tuple[str, str, float]], label_size: float = 6.5, size: float | None = None,
              x0: float | None = None, width: float | None = None) -> None:
    """A row of labels printed as one line, the values on the line under it, aligned in
    the same columns (no boxes, no rules)."""
    size = size or sh.s.size
    xs = sh.m if x0 is None else x0
    w = sh.width if width is None else width
    sh.ensure(label_size + size * sh.s.lead + 8)
    x = xs
    for lab, _v, frac in cells:
        sh.text_at(x, sh.y, lab, label_size, True)
        x += w * frac
    x = xs
    for _lab, val, frac in cells:
        sh.text_at(x, sh.y + label_size + 3, val, size)
        x += w * frac
    sh.y += label_size + 3 + size * sh.s.lead + 5


def leader(sh: Sheet, left: str, right: str, size: float | None = None, indent: float = 0) -> None:
    """'left ........ right' across the page (a coverage and its amount)."""
    size = size or sh.s.size
    sh.ensure(size * sh.s.lead)
    fn = sh.font()
    wl = sh.c.stringWidth(left + " ", fn, size)
    wr = sh.c.stringWidth(" " + right, fn, size)
    dot = sh.c.stringWidth(".", fn, size)
    n = max(3, int((sh.width - indent - wl - wr) / dot))
    sh.text_at(sh.m + indent, sh.y, left + " " + "." * n, size)
    sh.text_at(sh.W - sh.m, sh.y, right, size, align="right")
    sh.y += size * sh.s.lead
