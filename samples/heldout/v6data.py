"""Shared data and drawing helpers of the held-out family's sixth series (issue 12).

Series 6 moves people and companies to the states no earlier series uses (AL, SE, PI,
RO, AC, AP, RR; PE and CE, used for people in series 4, now also for their own issuers),
adds fictional insurers, brokers, dealerships and banks, the MEI company (a razão social
that starts with the CNPJ root, CNAE 4923-0/01 táxi) and prints with faces no earlier
series uses: the PDF standard Courier-Oblique (not embedded) and DejaVu Sans Condensed
Oblique. Everything is drawn from the layout's `Fake`, so a seed gives the same document."""

from __future__ import annotations

from reportlab.pdfbase import pdfmetrics
from reportlab.pdfbase.ttfonts import TTFont

from samples.heldout.data import Company, Fake, Person
from samples.heldout.sheet import FONT_DIR, Sheet

CIDADES6 = [
    ("Maceió", "AL"), ("Arapiraca", "AL"), ("Aracaju", "SE"), ("Lagarto", "SE"), ("Itabaiana", "SE"),
    ("Teresina", "PI"), ("Parnaíba", "PI"), ("Porto Velho", "RO"), ("Ji-Paraná", "RO"), ("Rio Branco", "AC"),
    ("Cruzeiro do Sul", "AC"), ("Macapá", "AP"), ("Santana", "AP"), ("Boa Vista", "RR"), ("Caruaru", "PE"),
    ("Petrolina", "PE"), ("Juazeiro do Norte", "CE"), ("Sobral", "CE"),
]

STATE6 = {"AL": "ALAGOAS", "SE": "SERGIPE", "PI": "PIAUÍ", "RO": "RONDÔNIA", "AC": "ACRE", "AP": "AMAPÁ",
          "RR": "RORAIMA", "PE": "PERNAMBUCO", "CE": "CEARÁ"}
# "ESTADO DE ALAGOAS", "ESTADO DO PIAUÍ", "ESTADO DE PERNAMBUCO": the article each state takes
DO_ESTADO = {"AL": "DE", "SE": "DE", "PI": "DO", "RO": "DE", "AC": "DO", "AP": "DO", "RR": "DE", "PE": "DE", "CE": "DO"}

# Junta Comercial of each state: (name as printed, acronym, NIRE prefix)
JUNTAS6 = {"AL": ("JUNTA COMERCIAL DO ESTADO DE ALAGOAS", "JUCEAL", "27"),
           "SE": ("JUNTA COMERCIAL DO ESTADO DE SERGIPE", "JUCESE", "28"),
           "PI": ("JUNTA COMERCIAL DO ESTADO DO PIAUÍ", "JUCEPI", "22"),
           "RO": ("JUNTA COMERCIAL DO ESTADO DE RONDÔNIA", "JUCER", "11"),
           "AC": ("JUNTA COMERCIAL DO ESTADO DO ACRE", "JUCEAC", "12"),
           "AP": ("JUNTA COMERCIAL DO AMAPÁ", "JUCAP", "16"),
           "RR": ("JUNTA COMERCIAL DO ESTADO DE RORAIMA", "JUCERR", "14"),
           "PE": ("JUNTA COMERCIAL DO ESTADO DE PERNAMBUCO", "JUCEPE", "26"),
           "CE": ("JUNTA COMERCIAL DO ESTADO DO CEARÁ", "JUCEC", "23")}

INSURERS6 = [("MANGUEZAL SEGUROS GERAIS S.A.", "Manguezal"), ("CAATINGA COMPANHIA DE SEGUROS", "Caatinga Seguros"),
             ("RIO MADEIRA SEGURADORA S.A.", "Madeira Seguros"), ("SÃO FRANCISCO SEGUROS E PREVIDÊNCIA S.A.", "SF Seguros")]
CORRETORAS6 = ["PORTO DAS DUNAS CORRETORA DE SEGUROS LTDA", "MARAJÓ ASSESSORIA E CORRETAGEM DE SEGUROS LTDA",
               "DELTA DO PARNAÍBA CORRETORA DE SEGUROS EIRELI"]
BANCOS6 = [("BANCO DO AGRESTE S.A.", "BANCO AGRESTE"), ("BANCO CAJUEIRO DE FINANCIAMENTOS S.A.", "BCO CAJUEIRO"),
           ("COOPERATIVA DE CRÉDITO DO VALE DO SÃO FRANCISCO", "COOP VALE SF")]
CONCESSIONARIAS6 = ["SERTÃO VEÍCULOS E PEÇAS LTDA", "MADEIRA MAMORÉ DISTRIBUIDORA DE VEÍCULOS LTDA",
                    "LITORAL NORTE AUTOMÓVEIS S.A."]

# CNAE of a MEI in passenger transport (IBGE form), with the ocupação the CCMEI prints
CNAES_MEI = [("49.23-0-01", "Serviço de táxi", "TAXISTA INDEPENDENTE"),
             ("49.24-8-00", "Transporte escolar", "TRANSPORTADOR ESCOLAR INDEPENDENTE"),
             ("49.29-9-01", "Transporte rodoviário coletivo de passageiros, sob regime de fretamento, municipal",
              "TRANSPORTADOR DE PASSAGEIROS SOB FRETE EM REGIÃO METROPOLITANA INDEPENDENTE")]

FONTS6 = {"DjCondOb": ("dejavu/DejaVuSansCondensed-Oblique.ttf", "dejavu/DejaVuSansCondensed-BoldOblique.ttf")}
STANDARD6 = {"CourOb": ("Courier-Oblique", "Courier-BoldOblique")}
_fonts = False


def fonts6() -> None:
    """Register the faces series 6 adds (idempotent)."""
    global _fonts
    if _fonts:
        return
    for fam, (reg, bold) in FONTS6.items():
        pdfmetrics.registerFont(TTFont(fam, str(FONT_DIR / reg)))
        pdfmetrics.registerFont(TTFont(fam + "-B", str(FONT_DIR / bold)))
    for fam, (reg, bold) in STANDARD6.items():
        pdfmetrics.registerFont(pdfmetrics.Font(fam, reg, "WinAnsiEncoding"))
        pdfmetrics.registerFont(pdfmetrics.Font(fam + "-B", bold, "WinAnsiEncoding"))
    _fonts = True


def estado(uf: str) -> str:
    """'ESTADO DE ALAGOAS', 'ESTADO DO PIAUÍ'."""
    return f"ESTADO {DO_ESTADO[uf]} {STATE6[uf]}"


def place6(fk: Fake, ufs: tuple[str, ...] = ()) -> tuple[str, str]:
    return fk.r.choice([c for c in CIDADES6 if not ufs or c[1] in ufs])


def person6(fk: Fake, ufs: tuple[str, ...] = ()) -> Person:
    p = fk.person()
    p.cidade, p.uf = place6(fk, ufs)
    p.rg_org = fk.r.choice(["SSP", "SSP", "SDS", "PC"]) + "/" + p.uf
    return p


def company6(fk: Fake, n_socios: int = 2, ufs: tuple[str, ...] = ()) -> Company:
    c = fk.company(n_socios)
    c.cidade, c.uf = place6(fk, ufs)
    c.nire = JUNTAS6[c.uf][2] + fk.digits(9)
    for s in c.socios:
        s.cidade, s.uf = place6(fk, (c.uf,))
        s.rg_org = s.rg_org.split("/")[0] + "/" + s.uf
    return c


def mei6(fk: Fake, ufs: tuple[str, ...] = ()) -> tuple[Company, Person, tuple[str, str, str]]:
    """A MEI: its razão social is the CNPJ root (with dots) followed by the empresário's
    name, as the Receita prints it; natureza 213-5, porte ME."""
    p = person6(fk, ufs)
    c = fk.company(1)
    c.cidade, c.uf = p.cidade, p.uf
    cnae = fk.r.choice(CNAES_MEI)
    c.razao = f"{c.cnpj[:2]}.{c.cnpj[2:5]}.{c.cnpj[5:8]} {p.nome}"
    short = {"49.23-0-01": "TÁXI", "49.24-8-00": "TRANSPORTE ESCOLAR", "49.29-9-01": "FRETAMENTO"}[cnae[0]]
    c.fantasia = fk.r.choice([None, None, f"{short} {p.nome.split()[0]}"])
    c.cnae = (cnae[0], cnae[1])
    c.cnaes_sec = []
    c.natureza = ("213-5", "Empresário (Individual)")
    c.porte = "ME"
    c.socios = [p]
    c.nire = ""
    return c, p, cnae


def box_lines(sh: Sheet, x: float, y: float, w: float, lines: list[tuple[str, float, bool]], pad: float = 5,
              lw: float = 0.8) -> float:
    """A bordered box holding lines (text, size, bold); returns its height."""
    h = pad * 2 + sum(s * 1.3 for _t, s, _b in lines)
    sh.rect(x, y, w, h, lw=lw)
    yy = y + pad
    for text, size, bold in lines:
        sh.text_at(x + pad, yy, text, size, bold)
        yy += size * 1.3
    return h


def checkbox(sh: Sheet, x: float, y: float, text: str, checked: bool, size: float = 9.5) -> None:
    """'[X] text' as printed on a form (the box drawn, the X a letter)."""
    sh.rect(x, y + 1, size, size, lw=0.6)
    if checked:
        sh.text_at(x + size / 2, y + 0.5, "X", size, True, "center")
    sh.text_at(x + size + 5, y, text, size)
