"""Shared data and drawing helpers of the held-out family's eighth series (issue 12).

Series 8 moves people, companies and issuers to RS, BA, ES, PB, RN and to the interior
of RJ and SP (cities no earlier series uses), adds fictional insurers, a power
distributor, a bank and a dealership, and prints with faces no earlier series uses as
body text (Liberation Serif Bold Italic, DejaVu Sans Mono Bold Oblique, Courier
Bold-Oblique), letter-spaced and horizontally condensed text. It also gives the layouts
features earlier series lack: landscape pages, dotted leaders ('Nome ....... X'),
labels under their values, values in shaded cells, a diagonal watermark and a stamp
drawn across the text. Everything is drawn from the layout's `Fake`, so a seed gives the
same document."""

from __future__ import annotations

from reportlab.lib.pagesizes import A4
from reportlab.pdfbase import pdfmetrics
from reportlab.pdfbase.ttfonts import TTFont

from samples.heldout.data import Company, Fake, Person
from samples.heldout.sheet import FONT_DIR, Sheet

CIDADES8 = [
    ("Santa Maria", "RS"),
    ("Pelotas", "RS"),
    ("Passo Fundo", "RS"),
    ("Vitória da Conquista", "BA"),
    ("Ilhéus", "BA"),
    ("Juazeiro", "BA"),
    ("Vila Velha", "ES"),
    ("Serra", "ES"),
    ("Cachoeiro de Itapemirim", "ES"),
    ("Patos", "PB"),
    ("Bayeux", "PB"),
    ("Mossoró", "RN"),
    ("Parnamirim", "RN"),
    ("Petrópolis", "RJ"),
    ("Campos dos Goytacazes", "RJ"),
    ("Volta Redonda", "RJ"),
    ("Bauru", "SP"),
    ("Presidente Prudente", "SP"),
    ("Marília", "SP"),
]
STATE8 = {
    "RS": "RIO GRANDE DO SUL",
    "BA": "BAHIA",
    "ES": "ESPÍRITO SANTO",
    "PB": "PARAÍBA",
    "RN": "RIO GRANDE DO NORTE",
    "RJ": "RIO DE JANEIRO",
    "SP": "SÃO PAULO",
}
DO8 = {"RS": "DO", "BA": "DA", "ES": "DO", "PB": "DA", "RN": "DO", "RJ": "DO", "SP": "DE"}
JUNTAS8 = {
    "RS": ("JUNTA COMERCIAL, INDUSTRIAL E SERVIÇOS DO RIO GRANDE DO SUL", "JUCISRS", "43"),
    "BA": ("JUNTA COMERCIAL DO ESTADO DA BAHIA", "JUCEB", "29"),
    "ES": ("JUNTA COMERCIAL DO ESTADO DO ESPÍRITO SANTO", "JUCEES", "32"),
    "PB": ("JUNTA COMERCIAL DO ESTADO DA PARAÍBA", "JUCEP", "25"),
    "RN": ("JUNTA COMERCIAL DO ESTADO DO RIO GRANDE DO NORTE", "JUCERN", "24"),
    "RJ": ("JUNTA COMERCIAL DO ESTADO DO RIO DE JANEIRO", "JUCERJA", "33"),
    "SP": ("JUNTA COMERCIAL DO ESTADO DE SÃO PAULO", "JUCESP", "35"),
}
INSURERS8 = [
    ("CHAPADA DIAMANTINA SEGUROS S.A.", "Chapada Seguros"),
    ("PAMPA GAÚCHO COMPANHIA DE SEGUROS", "Pampa Seguros"),
    ("MANTIQUEIRA SEGURADORA S.A.", "Mantiqueira"),
]
ENERGIA8 = [
    ("COMPANHIA SUL-RIOGRANDENSE DE DISTRIBUIÇÃO DE ENERGIA", "SULDEN"),
    ("RECÔNCAVO DISTRIBUIDORA DE ENERGIA S.A.", "RECEN"),
    ("POTIGUAR LUZ E FORÇA S.A.", "POTILUZ"),
]
CONCESSIONARIAS8 = ["GUAÍBA MOTORS VEÍCULOS LTDA", "ABROLHOS DISTRIBUIDORA DE VEÍCULOS S.A.",
                    "SERRA DOS ÓRGÃOS AUTOMÓVEIS LTDA"]

FONTS8 = {
    "LibSerifBI": ("liberation/LiberationSerif-BoldItalic.ttf", "liberation/LiberationSerif-Bold.ttf"),
    "DjMonoBO": ("dejavu/DejaVuSansMono-BoldOblique.ttf", "dejavu/DejaVuSansMono-Bold.ttf"),
}
STANDARD8 = {"CourBO": ("Courier-BoldOblique", "Courier-Bold")}
_fonts = False


def fonts8() -> None:
    """Register the faces series 8 adds (idempotent)."""
    global _fonts
    if _fonts:
        return
    for fam, (reg, bold) in FONTS8.items():
        pdfmetrics.registerFont(TTFont(fam, str(FONT_DIR / reg)))
        pdfmetrics.registerFont(TTFont(fam + "-B", str(FONT_DIR / bold)))
    for fam, (reg, bold) in STANDARD8.items():
        pdfmetrics.registerFont(pdfmetrics.Font(fam, reg, "WinAnsiEncoding"))
        pdfmetrics.registerFont(pdfmetrics.Font(fam + "-B", bold, "WinAnsiEncoding"))
    _fonts = True


def estado8(uf: str) -> str:
    """'ESTADO DA BAHIA'."""
    return f"ESTADO {DO8[uf]} {STATE8[uf]}"


def place8(fk: Fake, ufs: tuple[str, ...] = ()) -> tuple[str, str]:
    return fk.r.choice([c for c in CIDADES8 if not ufs or c[1] in ufs])


def person8(fk: Fake, ufs: tuple[str, ...] = ()) -> Person:
    p = fk.person()
    p.cidade, p.uf = place8(fk, ufs)
    p.rg_org = fk.r.choice(["SSP", "SJS", "PC", "DETRAN"]) + "/" + p.uf
    return p


def company8(fk: Fake, n_socios: int = 2, ufs: tuple[str, ...] = ()) -> Company:
    c = fk.company(n_socios)
    c.cidade, c.uf = place8(fk, ufs)
    c.nire = JUNTAS8[c.uf][2] + fk.digits(9)
    c.razao = c.razao.replace("EIRELI", "LTDA")
    for s in c.socios:
        s.cidade, s.uf = place8(fk, (c.uf,))
        s.rg_org = s.rg_org.split("/")[0] + "/" + s.uf
    return c


def code8(fk: Fake, groups: int, n: int, sep: str) -> str:
    al = "0123456789ABCDEFGHJKLMNPQRSTUVWXYZ"
    return sep.join("".join(fk.r.choice(al) for _ in range(n)) for _ in range(groups))


def title_case(name: str) -> str:
    """'JOÃO DA SILVA' → 'João da Silva' (names printed in title case in prose)."""
    small = {"DA", "DE", "DO", "DOS", "DAS", "E"}
    return " ".join(w.lower() if w in small else w.capitalize() for w in name.split())


# -- layout features ---------------------------------------------------------
def landscape(sh: Sheet) -> None:
    """Turn the current document's pages to A4 landscape (`Sheet.start` turns the next
    document back to portrait)."""
    sh.c.setPageSize((A4[1], A4[0]))
    sh.W, sh.H = A4[1], A4[0]


def dotted(sh: Sheet, label: str, value: str, size: float = 10, x: float | None = None,
           w: float | None = None, font: str | None = None) -> None:
    """'Label ........ VALUE': the label, dots up to the value's start, the value."""
    x = sh.m if x is None else x
    w = sh.width if w is None else w
    sh.ensure(size * sh.s.lead)
    f = sh.font()
    lw = sh.c.stringWidth(label + " ", f, size)
    vx = x + max(lw + 20, w * 0.42)
    dots = "." * max(3, int((vx - x - lw - 4) / sh.c.stringWidth(".", f, size)))
    sh.text_at(x, sh.y, f"{label} {dots}", size)
    sh.text_at(vx, sh.y, value, size, font=font or sh.font(True))
    sh.y += size * sh.s.lead


def under(sh: Sheet, rows: list[list[tuple[str, str, float]]], vs: float = 10.5, ls: float = 6,
          shade: float | None = None, x0: float | None = None, w0: float | None = None) -> None:
    """Cells with the value on top and a small label printed UNDER it (a rule between);
    `shade` fills the value area grey."""
    x0 = sh.m if x0 is None else x0
    w0 = sh.width if w0 is None else w0
    h = vs + ls + 12
    for row in rows:
        sh.ensure(h)
        x = x0
        for label, value, frac in row:
            w = w0 * frac
            if shade is not None:
                sh.c.setFillGray(shade)
                sh.c.rect(x + 1, sh._Y(sh.y + vs + 5), w - 2, vs + 4, stroke=0, fill=1)
                sh.c.setFillGray(0)
            sh.text_at(x + 3, sh.y + 2, value, vs)
            sh.c.setLineWidth(0.4)
            sh.c.line(x + 2, sh._Y(sh.y + vs + 6), x + w - 4, sh._Y(sh.y + vs + 6))
            sh.text_at(x + 3, sh.y + vs + 8, label, ls)
            x += w
        sh.y += h


def watermark(sh: Sheet, text: str, size: float = 54, gray: float = 0.5, angle: float = 35) -> None:
    """A light diagonal watermark across the page, drawn over the text but translucent
    (the text under it stays readable)."""
    sh.c.saveState()
    sh.c.setFillGray(gray)
    sh.c.setFillAlpha(0.3)
    sh.c.translate(sh.W / 2, sh.H / 2)
    sh.c.rotate(angle)
    sh.c.setFont("LibSans-B", size)
    sh.c.drawCentredString(0, 0, text)
    sh.c.restoreState()


def rubber_stamp(sh: Sheet, lines: list[str], x: float, y: float, angle: float = 12) -> None:
    """A tilted rectangular rubber stamp in grey drawn over whatever is printed there; an
    image with a transparent background (as a stamp added to a PDF is), so it is not in
    the text layer and the text under it stays visible."""
    import io

    from PIL import Image, ImageDraw, ImageFont
    from reportlab.lib.utils import ImageReader

    k = 4  # pixels per point
    font = ImageFont.truetype(str(FONT_DIR / "liberation/LiberationSans-Bold.ttf"), 9 * k)
    w = int(max(font.getlength(s) for s in lines) + 16 * k)
    h = int((12 * len(lines) + 8) * k)
    im = Image.new("LA", (w, h), (0, 0))
    d = ImageDraw.Draw(im)
    d.rectangle([k, k, w - k, h - k], outline=(110, 255), width=2 * k)
    for i, s in enumerate(lines):
        d.text((8 * k, (5 + 12 * i) * k), s, font=font, fill=(110, 255))
    im = im.rotate(angle, expand=True, resample=Image.Resampling.BICUBIC)
    buf = io.BytesIO()
    im.save(buf, "PNG")
    buf.seek(0)
    sh.c.drawImage(ImageReader(buf), x, sh._Y(y) - im.height / k / 2, im.width / k, im.height / k, mask="auto")


def spaced(sh: Sheet, x: float, y: float, s: str, size: float, font: str, char_space: float = 0,
           hscale: float = 100, align: str = "left") -> None:
    """Text with letter spacing and/or horizontal scaling (a condensed or spaced print)."""
    sh.c.saveState()  # the text state (Tc, Tz) would otherwise stay for the rest of the page
    t = sh.c.beginText()
    t.setFont(font, size)
    t.setCharSpace(char_space)
    t.setHorizScale(hscale)
    w = (sh.c.stringWidth(s, font, size) + char_space * len(s)) * hscale / 100
    xx = x - w / 2 if align == "center" else (x - w if align == "right" else x)
    t.setTextOrigin(xx, sh._Y(y + size))
    t.textOut(s)
    sh.c.drawText(t)
    sh.c.restoreState()
