"""Held-out layouts, series 2: CRLV (paper 2019 form with typed values and a DPVAT
ticket, CRLV-e whose text layer holds the labels first and the values after, CRLV-e with
a previous plate and a fiduciary creditor's CNPJ), CNH (2017 and 2022 models printed
front above back) and apólices of other insurers (coverages on page 2 with a broker's
CNPJ on page 1, a two-column summary, a fleet policy with a vehicle annex)."""

from __future__ import annotations

import datetime as dt

from samples.heldout.data import Fake, fmt_cnpj, fmt_cpf, fmt_date, fmt_money
from samples.heldout.docs_vehicle import (
    Out,
    _cnh_data,
    _cnh_fields,
    _crlv_fields,
    dash_plate,
    plain,
)
from samples.heldout.sheet import Sheet, Style
from samples.heldout.v2data import INSURERS2, STATE_NAME, company2, person2


def _owner(fk: Fake, company: float = 0.4):
    if fk.r.random() < company:
        c = company2(fk, 1)
        return c.razao, c.cnpj, fmt_cnpj(c.cnpj), c.cidade, c.uf
    p = person2(fk)
    return p.nome, p.cpf, fmt_cpf(p.cpf), p.cidade, p.uf


def crlv_papel_2019_formulario(sh: Sheet, fk: Fake) -> Out:
    """Paper CRLV (to 2020) as a pre-printed form: tiny labels, values typed in Courier a
    little off their boxes, the lotação inside 'CAP/POT/CIL', and the DPVAT ticket below a
    cut line with its own payment date."""
    sh.s = Style("Helv", 9, 5.5)
    v = fk.vehicle()
    nome, doc, pdoc, cidade, uf = _owner(fk)
    exerc = fk.r.choice([2018, 2019])
    v.ano_fab = fk.r.randint(2010, exerc - 1)  # a vehicle licensed on the paper form predates it
    v.ano_mod = v.ano_fab + fk.r.choice([0, 1])
    emis = fk.date_between(dt.date(exerc, 1, 15), dt.date(exerc, 11, 30))
    pago = emis - dt.timedelta(days=fk.r.randint(2, 20))
    x0, y0 = sh.m, sh.y
    sh.text_at(sh.W / 2, y0, "REPÚBLICA FEDERATIVA DO BRASIL", 8, True, "center")
    sh.text_at(sh.W / 2, y0 + 10, f"DEPARTAMENTO ESTADUAL DE TRÂNSITO - DETRAN/{uf}", 8, False, "center")
    sh.text_at(sh.W / 2, y0 + 22, "CERTIFICADO DE REGISTRO E LICENCIAMENTO DE VEÍCULO", 10.5, True, "center")
    sh.text_at(sh.W - sh.m, y0 + 36, f"Nº {fk.digits(10)}", 8, False, "right")
    # (label, value, x fraction, row, width fraction)
    cells = [
        ("VIA", str(fk.r.randint(1, 2)), 0.0, 0, 0.08), ("CÓD. RENAVAM", v.renavam, 0.08, 0, 0.27),
        ("RNTRC", "", 0.35, 0, 0.25), ("EXERCÍCIO", str(exerc), 0.6, 0, 0.4),
        ("NOME", nome, 0.0, 1, 0.7), ("CPF/CNPJ", pdoc, 0.7, 1, 0.3),
        ("PLACA", dash_plate(v.placa, fk.r), 0.0, 2, 0.2), ("UF", uf, 0.2, 2, 0.08),
        ("PLACA ANT/UF", "", 0.28, 2, 0.22), ("CHASSI", v.chassi, 0.5, 2, 0.5),
        ("ESPÉCIE/TIPO", v.especie, 0.0, 3, 0.45), ("COMBUSTÍVEL", v.combustivel, 0.45, 3, 0.3),
        ("COR PREDOMINANTE", v.cor, 0.75, 3, 0.25),
        ("MARCA/MODELO", v.marca, 0.0, 4, 0.5), ("ANO FAB", str(v.ano_fab), 0.5, 4, 0.12),
        ("ANO MOD", str(v.ano_mod), 0.62, 4, 0.12), ("CATEGORIA", v.categoria, 0.74, 4, 0.26),
        ("CAP/POT/CIL", f"{v.lotacao}P/{fk.r.randint(110, 190)}CV", 0.0, 5, 0.35),
        ("OBSERVAÇÕES", "*** SEM RESERVA ***", 0.35, 5, 0.65),
        ("LOCAL", f"{plain(cidade)}", 0.0, 6, 0.6), ("DATA", fmt_date(emis), 0.6, 6, 0.4),
    ]
    top = y0 + 48
    rh = 28
    for lab, val, xf, row, wf in cells:
        x, y, w = x0 + xf * sh.width, top + row * rh, wf * sh.width
        sh.rect(x, y, w, rh, lw=0.4)
        sh.text_at(x + 2, y + 2, lab, 5.5)
        # typed by an impact printer: a little off the box, but inside it
        sh.text_at(x + 5 + fk.r.uniform(0, 6), y + 11 + fk.r.uniform(0, 3), val, 9.5, font="Cour-B")
    sh.y = top + 7 * rh + 14
    sh.c.setDash(3, 3)
    sh.c.line(sh.m, sh._Y(sh.y), sh.W - sh.m, sh._Y(sh.y))
    sh.c.setDash()
    sh.gap(10)
    sh.line("BILHETE DE SEGURO DPVAT - SEGURO OBRIGATÓRIO", 8.5, True)
    sh.grid([[("Cat. tarif.", "10", 0.15), ("Prêmio tarifário", "R$ 5,23", 0.2), ("IOF", "R$ 0,00", 0.15),
              ("Prêmio total", "R$ 5,23", 0.2), ("Data de pagamento", fmt_date(pago), 0.3)]], value_font="Cour-B")
    sh.gap(6)
    sh.line("DOCUMENTO DE PORTE OBRIGATÓRIO - VÁLIDO SOMENTE NO ORIGINAL", 7.5, True, "center")
    return Out("crlv", _crlv_fields(v, nome, doc, emis, cidade, uf, exerc))


def crlv_e_camada(sh: Sheet, fk: Fake) -> Out:
    """CRLV-e (DENATRAN, 2021) in boxes whose text layer holds every label first and then
    the values in another order (as document-layouts.md §1 reports for the real PDF); local
    and date share one line 'CIDADE UF dd/mm/aaaa'."""
    sh.s = Style("LibSans", 9, 6)
    v = fk.vehicle("ALUGUEL")
    nome, doc, pdoc, cidade, uf = _owner(fk)
    exerc = fk.r.choice([2025, 2026])
    emis = fk.date_between(dt.date(exerc, 1, 5), min(fk.as_of, dt.date(exerc, 11, 28)))
    sh.line("REPÚBLICA FEDERATIVA DO BRASIL", 9, True, "center")
    sh.line("MINISTÉRIO DA INFRAESTRUTURA", 8, False, "center")
    sh.line("DEPARTAMENTO NACIONAL DE TRÂNSITO - DENATRAN", 8, False, "center")
    sh.line(f"DETRAN - {uf}", 9, True, "center")
    sh.line("CERTIFICADO DE REGISTRO E LICENCIAMENTO DE VEÍCULO - ELETRÔNICO", 10.5, True, "center")
    sh.qr_like(sh.W - sh.m - 56, sh.y + 8, 56, fk.r.randint(0, 10**6))
    sh.line(f"Nº {fk.digits(10)}", 8)
    sh.line("Valide este QRCode com app Vio", 7)
    sh.gap(44)
    # (label, value, x fraction, width fraction, row)
    cells = [
        ("CÓDIGO RENAVAM", v.renavam, 0.0, 0.34, 0), ("PLACA", v.placa, 0.34, 0.33, 0), ("EXERCÍCIO", str(exerc), 0.67, 0.33, 0),
        ("ANO FABRICAÇÃO", str(v.ano_fab), 0.0, 0.34, 1), ("ANO MODELO", str(v.ano_mod), 0.34, 0.33, 1),
        ("NÚMERO DO CRV", fk.digits(12), 0.67, 0.33, 1),
        ("MARCA / MODELO / VERSÃO", v.marca, 0.0, 0.6, 2), ("ESPÉCIE / TIPO", v.especie, 0.6, 0.4, 2),
        ("PLACA ANTERIOR / UF", "*******/**", 0.0, 0.34, 3), ("CHASSI", v.chassi, 0.34, 0.66, 3),
        ("COR PREDOMINANTE", v.cor, 0.0, 0.5, 4), ("COMBUSTÍVEL", v.combustivel, 0.5, 0.5, 4),
        ("CATEGORIA", v.categoria, 0.0, 0.25, 5), ("CAPACIDADE", "0.0", 0.25, 0.15, 5),
        ("POTÊNCIA/CILINDRADA", f"{fk.r.randint(110, 190)}CV/{fk.r.choice([2287, 2998, 2800])}", 0.4, 0.3, 5),
        ("LOTAÇÃO", f"{v.lotacao:02d}P", 0.7, 0.3, 5),
        ("NOME", nome, 0.0, 1.0, 6), ("CPF / CNPJ", pdoc, 0.0, 0.5, 7),
        ("LOCAL", f"{plain(cidade)} {uf}", 0.0, 0.7, 8), ("DATA", fmt_date(emis), 0.7, 0.3, 8),
    ]
    top, rh = sh.y, 25
    for lab, _v, xf, wf, row in cells:
        x, y = sh.m + xf * sh.width, top + row * rh
        sh.rect(x, y, wf * sh.width, rh, lw=0.4)
        sh.text_at(x + 3, y + 2, lab, 6, True)
    order = list(range(len(cells)))
    fk.r.shuffle(order)
    for i in order:
        _lab, val, xf, _wf, row = cells[i]
        sh.text_at(sh.m + xf * sh.width + 4, top + row * rh + 11, val, 9.5)
    sh.y = top + 9 * rh + 6
    sh.line("ASSINADO DIGITALMENTE PELO DETRAN", 8, True, "center")
    sh.line("OBSERVAÇÕES DO VEÍCULO", 8, True)
    sh.line("VEICULO DE ALUGUEL - TRANSPORTE DE PASSAGEIROS", 8.5)
    sh.line("INFORMAÇÕES DO SEGURO DPVAT", 8, True)
    sh.line(f"CAT. TARIF. 10   DATA DE QUITAÇÃO {fmt_date(emis - dt.timedelta(days=fk.r.randint(3, 40)))}   "
            "PAGAMENTO COTA ÚNICA", 8.5)
    return Out("crlv", _crlv_fields(v, nome, doc, emis, cidade, uf, exerc))


BANKS = [("BANCO DAS ARAUCÁRIAS S.A.", "BANCO ARAUCARIAS"), ("COOPERATIVA DE CRÉDITO SERRA GERAL", "COOP SERRA GERAL"),
         ("BANCO MERIDIONAL DE FINANCIAMENTOS S.A.", "BANCO MERIDIONAL")]


def crlv_e_alienacao(sh: Sheet, fk: Fake) -> Out:
    """CRLV-e (SENATRAN, '- DIGITAL') in label-over-value columns without boxes: a
    'PLACA ANTERIOR / UF' from another state and, in the observações, a fiduciary
    creditor with its own CNPJ (the owner is still the 'NOME' above it)."""
    sh.s = Style("LibSerif", 9.5, 6.5)
    v = fk.vehicle("ALUGUEL")
    c = company2(fk, 1)
    nome, doc, pdoc, cidade, uf = c.razao, c.cnpj, fmt_cnpj(c.cnpj), c.cidade, c.uf
    antiga = fk.placa(mercosul=False)
    uf_ant = fk.r.choice(["SP", "MG", "RJ"])
    _bank, bank_short = fk.r.choice(BANKS)
    exerc = 2026
    emis = fk.date_between(dt.date(2026, 1, 10), fk.as_of)
    sh.line("REPÚBLICA FEDERATIVA DO BRASIL", 9.5, True)
    sh.line("MINISTÉRIO DOS TRANSPORTES", 8)
    sh.line("SECRETARIA NACIONAL DE TRÂNSITO - SENATRAN", 8)
    sh.line(f"DETRAN {STATE_NAME[uf]}", 9, True)
    sh.title("CERTIFICADO DE REGISTRO E LICENCIAMENTO DE VEÍCULO - DIGITAL", 11.5, "left")
    sh.hline(0.5)

    def row(cells: list[tuple[str, str]], widths: list[float]) -> None:
        x = sh.m
        for (lab, val), w in zip(cells, widths, strict=True):
            sh.text_at(x, sh.y, lab, 6.5, True)
            sh.text_at(x, sh.y + 8, val, 9.5)
            x += w * sh.width
        sh.y += 24

    row([("CÓDIGO RENAVAM", v.renavam), ("PLACA", v.placa), ("EXERCÍCIO", str(exerc))], [0.34, 0.33, 0.33])
    row([("ANO FABRICAÇÃO", str(v.ano_fab)), ("ANO MODELO", str(v.ano_mod)), ("NÚMERO DO CRV", fk.digits(12))],
        [0.34, 0.33, 0.33])
    row([("CÓDIGO DE SEGURANÇA DO CLA", fk.digits(11)), ("CAT", "***")], [0.67, 0.33])
    row([("MARCA / MODELO / VERSÃO", v.marca)], [1.0])
    row([("ESPÉCIE / TIPO", v.especie)], [1.0])
    row([("PLACA ANTERIOR / UF", f"{antiga}/{uf_ant}"), ("CHASSI", v.chassi)], [0.34, 0.66])
    row([("COR PREDOMINANTE", v.cor), ("COMBUSTÍVEL", v.combustivel)], [0.5, 0.5])
    row([("CATEGORIA", v.categoria), ("CAPACIDADE", "0.0"), ("POTÊNCIA/CILINDRADA", "163CV/2998"),
         ("PESO BRUTO TOTAL", "5.0")], [0.25, 0.25, 0.25, 0.25])
    row([("MOTOR", fk.digits(9)), ("CMT", "5.5"), ("EIXOS", "2"), ("LOTAÇÃO", f"{v.lotacao:02d}P")],
        [0.25, 0.25, 0.25, 0.25])
    row([("CARROCERIA", "NAO APLICAVEL")], [1.0])
    row([("NOME", nome)], [1.0])
    row([("CPF / CNPJ", pdoc)], [1.0])
    row([("LOCAL", f"{plain(cidade)} {uf}"), ("DATA", fmt_date(emis))], [0.67, 0.33])
    sh.line("ASSINADO DIGITALMENTE PELO DETRAN", 8, True)
    sh.gap(4)
    sh.line("OBSERVAÇÕES DO VEÍCULO", 7, True)
    sh.line(f"ALIENACAO FIDUCIARIA - {bank_short} - CNPJ {fmt_cnpj(fk.cnpj())}", 9)
    sh.line("INFORMAÇÕES DO SEGURO DPVAT", 7, True)
    sh.line("SEM INFORMAÇÕES DO SEGURO DPVAT PARA O EXERCÍCIO", 8.5)
    return Out("crlv", _crlv_fields(v, nome, doc, emis, cidade, uf, exerc))


def cnh_2017_frente_verso(sh: Sheet, fk: Fake) -> Out:
    """CNH model 2017 (QR code on the back) printed as one page: front above, back below,
    the labels of document-layouts.md §3.1 in their usual spellings."""
    sh.s = Style("LibSans", 8, 5.5)
    p, cat, emis, val, prim, obs, reg = _cnh_data(fk)
    p.cidade, p.uf = fk.r.choice([("Curitiba", "PR"), ("Goiânia", "GO"), ("Joinville", "SC"), ("Porto Alegre", "RS")])
    w, h = sh.width * 0.82, 250
    x0 = sh.m + (sh.width - w) / 2
    for side in (0, 1):
        y0 = sh.y + 10 + side * (h + 24)
        sh.rect(x0, y0, w, h, fill=0.92)
        t = sh.text_at
        if side == 0:
            t(x0 + w / 2, y0 + 6, "REPÚBLICA FEDERATIVA DO BRASIL", 8, True, "center")
            t(x0 + w / 2, y0 + 16, "MINISTÉRIO DAS CIDADES - DEPARTAMENTO NACIONAL DE TRÂNSITO", 6.5, False, "center")
            t(x0 + w / 2, y0 + 26, "CARTEIRA NACIONAL DE HABILITAÇÃO", 9, True, "center")
            sh.rect(x0 + 10, y0 + 44, 80, 104)
            t(x0 + 50, y0 + 92, "FOTO", 7, False, "center")
            xs = x0 + 100
            items = [("NOME", p.nome, xs, 44), ("DOC IDENTIDADE/ÓRG EMISSOR/UF", f"{p.rg}  {p.rg_org.split('/')[0]}  {p.uf}", xs, 68),
                     ("CPF", fmt_cpf(p.cpf), xs, 92), ("DATA NASCIMENTO", fmt_date(p.nascimento), xs + 130, 92),
                     ("FILIAÇÃO", p.pai, xs, 116), ("", p.mae, xs, 126),
                     ("PERMISSÃO", "", xs, 150), ("ACC", "", xs + 70, 150), ("CAT. HAB.", cat, xs + 130, 150),
                     ("Nº REGISTRO", reg, xs, 176), ("VALIDADE", fmt_date(val), xs + 110, 176),
                     ("1ª HABILITAÇÃO", fmt_date(prim), xs + 200, 176)]
            for lab, value, x, dy in items:
                if lab:
                    t(x, y0 + dy, lab, 5.5, True)
                t(x, y0 + dy + 8, value, 8.5)
            t(x0 + w / 2, y0 + h - 16, "VÁLIDA EM TODO O TERRITÓRIO NACIONAL", 6.5, True, "center")
            sh.rotated(x0 + w - 8, y0 + h - 20, fk.digits(9), 7, 90)
        else:
            t(x0 + 10, y0 + 10, "OBSERVAÇÕES", 5.5, True)
            t(x0 + 10, y0 + 19, obs or "", 9)
            sh.qr_like(x0 + w - 100, y0 + 10, 88, fk.r.randint(0, 10**6))
            t(x0 + 10, y0 + 70, "ASSINATURA DO PORTADOR", 5.5, True)
            t(x0 + 10, y0 + 120, "LOCAL", 5.5, True)
            t(x0 + 10, y0 + 129, f"{plain(p.cidade)}, {p.uf}", 9)
            t(x0 + 170, y0 + 120, "DATA EMISSÃO", 5.5, True)
            t(x0 + 170, y0 + 129, fmt_date(emis), 9)
            t(x0 + 10, y0 + 160, "ASSINATURA DO EMISSOR", 5.5, True)
            t(x0 + w / 2, y0 + 196, f"DETRAN - {p.uf} ({STATE_NAME[p.uf]})", 9, True, "center")
            t(x0 + w / 2, y0 + 214, "PROIBIDO PLASTIFICAR", 6, False, "center")
            t(x0 + w - 10, y0 + h - 14, f"{p.uf}{fk.digits(9)}", 6.5, False, "right")
    sh.y += 2 * h + 50
    return Out("cnh", _cnh_fields(p, cat, emis, val, prim, obs, reg))


def cnh_2022_frente_verso(sh: Sheet, fk: Fake) -> Out:
    """CNH model 2022 front above back: numbered labels in a grid, 'D' on the right, the
    category table and '12 OBSERVAÇÕES' (restriction codes then EAR) on the back, MRZ."""
    sh.s = Style("Helv", 8.5, 5.5)
    p, cat, emis, val, prim, obs, reg = _cnh_data(fk)
    p.cidade, p.uf = fk.r.choice([("Londrina", "PR"), ("Anápolis", "GO"), ("Florianópolis", "SC"), ("Salvador", "BA")])
    p.rg_org = p.rg_org.split("/")[0] + "/" + p.uf
    obs = fk.r.choice(["EAR", "A, EAR", "EAR", ""])
    w, h = sh.width * 0.86, 260
    x0 = sh.m + (sh.width - w) / 2
    t = sh.text_at
    y0 = sh.y + 6
    sh.rect(x0, y0, w, h, fill=0.9)
    t(x0 + w / 2, y0 + 6, "REPÚBLICA FEDERATIVA DO BRASIL", 8.5, True, "center")
    t(x0 + w / 2, y0 + 17, "CARTEIRA NACIONAL DE HABILITAÇÃO / DRIVER LICENSE / PERMISO DE CONDUCCIÓN", 6.5, True, "center")
    sh.rect(x0 + 10, y0 + 34, 78, 100)
    t(x0 + 49, y0 + 80, "FOTO", 7, False, "center")
    t(x0 + w - 14, y0 + 34, "D", 24, True, "right")
    xa, xb = x0 + 98, x0 + 98 + (w - 120) / 2
    grid = [("2 e 1 NOME E SOBRENOME", p.nome, xa, 34),
            ("1ª HABILITAÇÃO", fmt_date(prim), xa, 58), ("3 DATA, LOCAL E UF DE NASCIMENTO",
                                                         f"{fmt_date(p.nascimento)}, {plain(p.cidade)}, {p.uf}", xb, 58),
            ("4a DATA EMISSÃO", fmt_date(emis), xa, 82), ("4b VALIDADE", fmt_date(val), xb, 82),
            ("ACC", "", xa, 106), ("4c DOC. IDENTIDADE / ÓRG. EMISSOR / UF", f"{p.rg} {p.rg_org}", xb, 106),
            ("4d CPF", fmt_cpf(p.cpf), xa, 130), ("5 Nº REGISTRO", reg, xb, 130),
            ("9 CAT. HAB.", cat, xa, 154), ("NACIONALIDADE", "BRASILEIRO(A)", xb, 154),
            ("FILIAÇÃO", p.pai, xa, 178), ("", p.mae, xa, 188)]
    for lab, value, x, dy in grid:
        if lab:
            t(x, y0 + dy, lab, 5.5, True)
        t(x, y0 + dy + 8, value, 8.5)
    y1 = y0 + h + 20
    sh.rect(x0, y1, w, h, fill=0.9)
    cats = ["ACC", "A", "A1", "B", "B1", "C", "C1", "D", "D1", "BE", "CE", "C1E", "DE", "D1E"]
    held = {"D": {"B", "B1", "C", "C1", "D", "D1"}, "AD": {"A", "A1", "B", "B1", "C", "C1", "D", "D1"},
            "E": {"B", "B1", "C", "C1", "D", "D1", "BE", "CE", "C1E", "DE", "D1E"},
            "AE": {"A", "A1", "B", "B1", "C", "C1", "D", "D1", "BE", "CE", "C1E", "DE", "D1E"}}[cat]
    t(x0 + 10, y1 + 6, "9 CAT.", 5.5, True)
    t(x0 + 50, y1 + 6, "10 VALIDADE", 5.5, True)
    t(x0 + 120, y1 + 6, "11 OBS.", 5.5, True)
    for i, cc in enumerate(cats):
        yy = y1 + 16 + i * 10
        t(x0 + 10, yy, cc, 7)
        if cc in held:
            t(x0 + 50, yy, fmt_date(val), 7)
    xr = x0 + w / 2 + 10
    t(xr, y1 + 10, "12 OBSERVAÇÕES", 5.5, True)
    t(xr, y1 + 19, obs or "-", 9)
    t(xr, y1 + 60, "LOCAL", 5.5, True)
    t(xr, y1 + 69, f"{plain(p.cidade)}, {p.uf}", 8.5)
    t(xr, y1 + 96, f"DETRAN-{p.uf}", 9, True)
    sh.qr_like(xr, y1 + 120, 70, fk.r.randint(0, 10**6))
    t(x0 + 10, y1 + h - 30, f"I<BRA{reg}<<<<<<<<<<<<<<<<<<", 7.5, font="Cour")
    t(x0 + 10, y1 + h - 20, f"{p.nascimento:%y%m%d}0M{val:%y%m%d}0BRA<<<<<<<<<<<", 7.5, font="Cour")
    sh.y = y1 + h + 10
    f = _cnh_fields(p, cat, emis, val, prim, obs, reg)
    if not obs:
        f.pop("observacoes", None)
    return Out("cnh", f)


def _vig(fk: Fake) -> tuple[dt.date, dt.date]:
    ini = fk.date_between(dt.date(2026, 2, 1), dt.date(2026, 11, 25))
    return ini, ini.replace(year=ini.year + 1)


def _insured(fk: Fake, company: float = 0.5):
    if fk.r.random() < company:
        c = company2(fk, 2)
        return c.razao, c.cnpj, fmt_cnpj(c.cnpj), f"{c.endereco}, {c.cidade}/{c.uf}"
    p = person2(fk)
    return p.nome, p.cpf, fmt_cpf(p.cpf), f"{p.endereco}, {p.cidade}/{p.uf}"


def apolice_app_2pag(sh: Sheet, fk: Fake) -> Out:
    """APP policy over two pages: page 1 insurer (name, CNPJ, SUSEP), the broker with its
    own CNPJ, the segurado, policy data and the vehicle; page 2 the coverage table."""
    sh.s = Style("DjSansCond", 9.5, 6.3)
    seg = fk.r.choice(INSURERS2)
    nome, doc, pdoc, end = _insured(fk)
    ini, fim = _vig(fk)
    v = fk.vehicle("ALUGUEL")
    num = f"{fk.digits(4)}.{fk.digits(2)}.{fk.digits(6)}-{fk.digits(1)}"
    emis = ini - dt.timedelta(days=fk.r.randint(1, 10))
    sh.line(seg, 13, True)
    sh.line(f"CNPJ {fmt_cnpj(fk.cnpj())}  -  Código SUSEP {fk.digits(4)}-{fk.digits(1)}  -  Av. das Américas, "
            f"{fk.r.randint(100, 9000)}, Curitiba/PR", 7.5)
    sh.hline()
    sh.title("APÓLICE DE SEGURO - ACIDENTES PESSOAIS DE PASSAGEIROS (APP)", 12, "left")
    sh.grid([[("Número da apólice", num, 0.3), ("Proposta", fk.digits(10), 0.25), ("Data de emissão", fmt_date(emis), 0.2),
              ("Ramo", "0982", 0.25)],
             [("Início de vigência", f"{fmt_date(ini)} às 24h", 0.5), ("Término de vigência", f"{fmt_date(fim)} às 24h", 0.5)]])
    sh.gap(6)
    sh.line("CORRETOR", 8.5, True)
    corretora = f"{fk.f.last_name().upper()} CORRETORA DE SEGUROS LTDA"
    sh.grid([[("Nome", corretora, 0.5), ("CNPJ", fmt_cnpj(fk.cnpj()), 0.25), ("Código SUSEP", fk.digits(9), 0.25)]])
    sh.gap(6)
    sh.line("SEGURADO", 8.5, True)
    sh.grid([[("Nome / Razão social", nome, 0.7), ("CPF / CNPJ", pdoc, 0.3)], [("Endereço", end, 1.0)]])
    sh.gap(6)
    sh.line("ITEM SEGURADO", 8.5, True)
    sh.grid([[("Veículo", v.marca, 0.4), ("Ano fab./mod.", f"{v.ano_fab}/{v.ano_mod}", 0.15),
              ("Placa", dash_plate(v.placa, fk.r), 0.15), ("Chassi", v.chassi, 0.3)],
             [("Lotação", f"{v.lotacao} passageiros", 0.3), ("Categoria", "ALUGUEL", 0.3), ("Uso", "TRANSPORTE ESCOLAR", 0.4)]])
    sh.gap(8)
    sh.para("Os valores das coberturas contratadas, por passageiro, constam do Quadro de Coberturas na página seguinte, "
            "que é parte integrante desta apólice.", 9)
    sh.new_page()
    sh.line(f"{seg}  -  Apólice {num}  -  página 2", 8)
    sh.hline()
    sh.title("QUADRO DE COBERTURAS", 12, "left")
    tipos = ["Morte acidental", "Invalidez permanente total ou parcial por acidente", "Despesas médico-hospitalares (DMH)"]
    vals = [fk.r.choice([30000, 50000, 100000]), fk.r.choice([30000, 50000, 100000]), fk.r.choice([3000, 5000, 10000])]
    sh.table(["Cobertura", "Limite máximo de indenização por passageiro", "Franquia", "Prêmio (R$)"],
             [[tp, fmt_money(x), "Não há", f"{fk.r.randint(60, 400)},00"] for tp, x in zip(tipos, vals, strict=True)],
             [0.4, 0.3, 0.12, 0.18], size=8.5)
    sh.para(f"A indenização está limitada à lotação oficial do veículo ({v.lotacao} passageiros), incluído o condutor. "
            "Prêmio líquido, IOF e forma de pagamento conforme proposta.", 9)
    sh.para("Ouvidoria e SAC no verso. Este seguro é por prazo determinado, tendo a seguradora a faculdade de não renovar "
            "a apólice na data de vencimento.", 8)
    return Out("apolice", {"seguradora": seg, "numero_apolice": num, "segurado_nome": nome, "segurado_documento": doc,
                           "placas": [v.placa], "vigencia_inicio": ini.isoformat(), "vigencia_fim": fim.isoformat(),
                           "coberturas": [{"tipo": tp, "valor": f"{x}.00"} for tp, x in zip(tipos, vals, strict=True)]})


def apolice_resumo_colunas(sh: Sheet, fk: Fake) -> Out:
    """Policy summary in two columns, DADOS DA SEGURADORA (left, with its CNPJ) beside
    DADOS DO SEGURADO (right, a company with its CNPJ); coverages as dotted lines."""
    sh.s = Style("LibSerifIt", 10, 7)
    seg = fk.r.choice(INSURERS2)
    c = company2(fk, 2)
    ini, fim = _vig(fk)
    v = fk.vehicle("ALUGUEL")
    num = f"{fk.digits(2)}{fk.digits(8)}"
    sh.title("RESUMO DA APÓLICE - SEGURO AUTOMÓVEL TRANSPORTE DE PASSAGEIROS", 12)
    sh.gap(4)
    sh.text_at(sh.m, sh.y, "DADOS DA SEGURADORA", 9.5, True)
    sh.text_at(sh.m + sh.width / 2, sh.y, "DADOS DO SEGURADO", 9.5, True)
    sh.gap(16)
    sh.two_col([("Razão social", seg), ("CNPJ", fmt_cnpj(fk.cnpj())), ("Código SUSEP", fk.digits(5))],
               [("Nome / razão social", c.razao), ("CNPJ", fmt_cnpj(c.cnpj)), ("Município", f"{c.cidade}/{c.uf}")],
               size=9, stacked=True)
    sh.hline()
    sh.kv("Apólice nº", num)
    sh.kv("Vigência", f"das 24 horas do dia {fmt_date(ini)} às 24 horas do dia {fmt_date(fim)}")
    sh.kv("Veículo", f"{v.marca} {v.ano_fab}/{v.ano_mod} - placa {v.placa} - chassi {v.chassi} - {v.lotacao} lugares")
    sh.gap(6)
    sh.line("COBERTURAS CONTRATADAS", 10, True)
    tipos = ["RCF-V Danos materiais", "RCF-V Danos corporais", "APP Morte por passageiro", "APP Invalidez por passageiro"]
    vals = [fk.r.choice([100000, 150000]), fk.r.choice([200000, 300000]), fk.r.choice([20000, 40000]),
            fk.r.choice([20000, 40000])]
    for tp, x in zip(tipos, vals, strict=True):
        sh.line(f"{tp} {'.' * (60 - len(tp))} {fmt_money(x)}", 9.5, indent=10)
    sh.gap(6)
    sh.para("Franquia: não se aplica às coberturas de responsabilidade civil e de acidentes pessoais. Demais condições "
            "nas Condições Gerais, disponíveis no sítio da seguradora.", 8.5)
    return Out("apolice", {"seguradora": seg, "numero_apolice": num, "segurado_nome": c.razao, "segurado_documento": c.cnpj,
                           "placas": [v.placa], "vigencia_inicio": ini.isoformat(), "vigencia_fim": fim.isoformat(),
                           "coberturas": [{"tipo": tp, "valor": f"{x}.00"} for tp, x in zip(tipos, vals, strict=True)]})


FROTA_CLAUSES = [
    "1. Objeto: o seguro garante o pagamento de indenização aos passageiros, ou a seus beneficiários, em caso de "
    "acidente pessoal ocorrido durante a viagem no veículo segurado, do embarque ao desembarque.",
    "2. Âmbito geográfico: as coberturas deste seguro têm validade em todo o território nacional.",
    "3. Riscos excluídos: os previstos nas Condições Gerais, em especial o uso do veículo em competições ou a sua "
    "condução por pessoa não habilitada na categoria exigida.",
    "4. Beneficiários: na falta de indicação, os herdeiros legais do passageiro, na forma do art. 792 do Código Civil.",
    "5. Pagamento do prêmio: em até 10 parcelas mensais; a falta de pagamento suspende a cobertura nos termos da "
    "regulamentação da SUSEP.",
    "6. Inclusão e exclusão de veículos: por endosso, com cobrança ou devolução do prêmio proporcional ao período.",
    "7. Liquidação de sinistros: a indenização será paga em até 30 dias após a entrega dos documentos básicos.",
    "8. Foro: fica eleito o foro do domicílio do segurado para as questões oriundas deste contrato.",
]


def apolice_frota_anexo(sh: Sheet, fk: Fake) -> Out:
    """Fleet APP policy: coverages per passenger on page 1, 'ANEXO I - RELAÇÃO DE
    VEÍCULOS' (plates, old and Mercosul forms) running onto page 2."""
    sh.s = Style("Times", 10, 6.5)
    seg = fk.r.choice(INSURERS2)
    c = company2(fk, 2)
    ini, fim = _vig(fk)
    vs = [fk.vehicle("ALUGUEL") for _ in range(fk.r.randint(4, 6))]
    num = f"{fk.digits(3)}.{fk.digits(3)}.{fk.digits(3)}"
    sh.line(seg, 12.5, True, "center")
    sh.line(f"CNPJ: {fmt_cnpj(fk.cnpj())}", 8.5, False, "center")
    sh.gap(4)
    sh.title("APÓLICE DE SEGURO DE ACIDENTES PESSOAIS DE PASSAGEIROS - FROTA", 12)
    sh.kv("Apólice", num)
    sh.kv("Estipulante e segurado", c.razao)
    sh.kv("CNPJ do segurado", fmt_cnpj(c.cnpj))
    sh.kv("Vigência", f"{fmt_date(ini)} a {fmt_date(fim)}, às 24 horas")
    sh.kv("Quantidade de veículos", f"{len(vs)} (conforme Anexo I)")
    sh.gap(4)
    tipos = ["Morte acidental", "Invalidez permanente por acidente", "DMH"]
    vals = [fk.r.choice([50000, 80000]), fk.r.choice([50000, 80000]), fk.r.choice([5000, 8000])]
    sh.table(["Cobertura (por passageiro e por veículo)", "Importância segurada"],
             [[tp, fmt_money(x)] for tp, x in zip(tipos, vals, strict=True)], [0.65, 0.35], size=9.5)
    sh.para("A importância segurada por passageiro aplica-se a todos os veículos relacionados no Anexo I, limitada à "
            "lotação oficial de cada um.", 9.5)
    sh.line("CONDIÇÕES PARTICULARES", 10, True)
    for clause in FROTA_CLAUSES:
        sh.para(clause, 9)
    sh.new_page()
    sh.line(f"{seg} - Apólice {num} - Anexo I", 8)
    sh.hline()
    sh.title("ANEXO I - RELAÇÃO DE VEÍCULOS", 11, "left")
    sh.table(["Item", "Marca/Modelo", "Placa", "Chassi", "Ano", "Lot."],
             [[str(i + 1), v.marca, dash_plate(v.placa, fk.r), v.chassi, str(v.ano_mod), str(v.lotacao)]
              for i, v in enumerate(vs)], [0.06, 0.34, 0.13, 0.3, 0.09, 0.08], size=8.5)
    return Out("apolice", {"seguradora": seg, "numero_apolice": num, "segurado_nome": c.razao, "segurado_documento": c.cnpj,
                           "placas": [v.placa for v in vs], "vigencia_inicio": ini.isoformat(),
                           "vigencia_fim": fim.isoformat(),
                           "coberturas": [{"tipo": tp, "valor": f"{x}.00"} for tp, x in zip(tipos, vals, strict=True)]})
