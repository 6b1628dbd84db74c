"""Series-6 vehicle, driver and insurance layouts of the held-out family (issue 12).

Written from CONTRACT §4, `../shared/docs/document-layouts.md` §1, §3, §8 and what these
documents look like, without reading `extractors/` nor any fix made there: the 2025
CRLV-e 'DIGITAL' in boxes whose text layer holds every label first and the values after
them in another order (document-layouts §1, the parsing trap of the real DETRAN print),
the QR at the right; the old paper CRLV with the vehicle first and the owner at the
foot, an alienação naming a bank with its CNPJ, and a notary's authentication stamp;
the CNH-e of the 2022 model exported from the app (front and back side by side, a
digital-signature block with its own date); the 2017 CNH scanned at its real size in
the corner of an A4 page (front beside back, 6-point labels); an RCF-V + APP policy over
two pages with the broker's CNPJ and a coverage table of LMI / franquia / prêmio."""

from __future__ import annotations

import datetime as dt

from samples.heldout.data import Fake, fmt_cnpj, fmt_cpf, fmt_date, fmt_money
from samples.heldout.docs_v2_certidoes import _cents, _hm
from samples.heldout.docs_v5_vehicle import CATS, HELD
from samples.heldout.docs_vehicle import Out, _cnh_fields, _crlv_fields, dash_plate, plain
from samples.heldout.sheet import Sheet, Style
from samples.heldout.v6data import (
    BANCOS6,
    CORRETORAS6,
    INSURERS6,
    STATE6,
    company6,
    fonts6,
    person6,
)


def _owner6(fk: Fake, company: float = 0.4):
    if fk.r.random() < company:
        c = company6(fk, 2)
        return c.razao, c.cnpj, fmt_cnpj(c.cnpj), c.cidade, c.uf
    p = person6(fk)
    return p.nome, p.cpf, fmt_cpf(p.cpf), p.cidade, p.uf


def crlv_e_digital_rotulos(sh: Sheet, fk: Fake) -> Out:
    """CRLV-e 2025 ('MINISTÉRIO DOS TRANSPORTES / SENATRAN', title '- DIGITAL') in boxes,
    the QR block at the right of the first rows; the text layer holds all the labels
    first and then the values, drawn column by column (another order than the labels)."""
    fonts6()
    sh.s = Style("LibSans", 9, 6)
    v = fk.vehicle("ALUGUEL")
    nome, doc, pdoc, cidade, uf = _owner6(fk)
    exerc = fk.r.choice([2025, 2026])
    emis = fk.date_between(dt.date(exerc, 1, 10), min(fk.as_of, dt.date(exerc, 12, 15)))
    sh.line("REPÚBLICA FEDERATIVA DO BRASIL", 9.5, True)
    sh.line("MINISTÉRIO DOS TRANSPORTES", 8)
    sh.line("SECRETARIA NACIONAL DE TRÂNSITO - SENATRAN", 8)
    sh.gap(2)
    sh.line(f"DETRAN   {uf}     CERTIFICADO DE REGISTRO E LICENCIAMENTO DE VEÍCULO - DIGITAL", 9.5, True)
    sh.gap(4)
    W = sh.width - 130  # the QR column at the right of the first five rows
    rows: list[list[tuple[str, str, float]]] = [
        [("CÓDIGO RENAVAM", v.renavam, 0.4), ("PLACA", v.placa, 0.3), ("EXERCÍCIO", str(exerc), 0.3)],
        [("ANO FABRICAÇÃO", str(v.ano_fab), 0.4), ("ANO MODELO", str(v.ano_mod), 0.6)],
        [("NÚMERO DO CRV", fk.digits(12), 0.4), ("CÓDIGO DE SEGURANÇA DO CLA", fk.digits(11), 0.45), ("CAT", "***", 0.15)],
        [("MARCA / MODELO / VERSÃO", v.marca, 1.0)],
        [("ESPÉCIE / TIPO", v.especie, 1.0)],
        [("PLACA ANTERIOR / UF", f"{v.placa}/{uf}", 0.35), ("CHASSI", v.chassi, 0.65)],
        [("COR PREDOMINANTE", v.cor, 0.5), ("COMBUSTÍVEL", v.combustivel, 0.5)],
        [("CATEGORIA", v.categoria, 0.25), ("CAPACIDADE", "0.0", 0.2),
         ("POTÊNCIA/CILINDRADA", f"{fk.r.randint(110, 190)}CV/{fk.r.choice([2287, 2998, 1796])}", 0.3),
         ("PESO BRUTO TOTAL", "3.9", 0.25)],
        [("MOTOR", fk.digits(10), 0.35), ("CMT", "4.4", 0.2), ("EIXOS", "2", 0.2), ("LOTAÇÃO", f"{v.lotacao:02d}P", 0.25)],
        [("CARROCERIA", "NAO APLICAVEL", 1.0)],
        [("NOME", nome, 1.0)],
        [("CPF / CNPJ", pdoc, 1.0)],
        [("LOCAL", f"{plain(cidade)} {uf}", 0.6), ("DATA", fmt_date(emis), 0.4)],
    ]
    h = 25
    y0 = sh.y
    cells = []  # (x, y, label, value)
    for r, row in enumerate(rows):
        w = W if r < 5 else sh.width
        x = sh.m
        for lab, val, frac in row:
            cells.append((x, y0 + r * h, w * frac, lab, val))
            x += w * frac
    for x, y, w, lab, _val in cells:
        sh.rect(x, y, w, h, lw=0.5)
        sh.text_at(x + 3, y + 2, lab, 6, True)
    sh.qr_like(sh.W - sh.m - 118, y0 + 4, 112, fk.r.randint(0, 10**6))
    sh.text_at(sh.W - sh.m - 62, y0 + 118, "QRCode", 6.5, align="center")
    # values column by column: the text layer's order is not the labels' order
    for x, y, _w, _lab, val in sorted(cells, key=lambda c: (round(c[0]), c[1])):
        sh.text_at(x + 4, y + 11, val, 9.5)
    sh.y = y0 + len(rows) * h + 8
    sh.line("ASSINADO DIGITALMENTE PELO DETRAN", 8, True)
    sh.gap(4)
    sh.rect(sh.m, sh.y, sh.width, 42, lw=0.5)
    sh.text_at(sh.m + 3, sh.y + 2, "OBSERVAÇÕES DO VEÍCULO", 6, True)
    sh.text_at(sh.m + 4, sh.y + 14, "VEÍCULO DE ALUGUEL - TRANSPORTE DE PASSAGEIROS", 8.5)
    sh.y += 48
    sh.rect(sh.m, sh.y, sh.width, 42, lw=0.5)
    sh.text_at(sh.m + 3, sh.y + 2, "MENSAGENS SENATRAN", 6, True)
    sh.text_at(sh.m + 4, sh.y + 14, "Documento válido em todo o território nacional. Confira os dados no app Carteira "
               "Digital de Trânsito.", 8)
    sh.y += 50
    return Out("crlv", _crlv_fields(v, nome, doc, emis, cidade, uf, exerc))


def crlv_papel_alienacao_autenticado(sh: Sheet, fk: Fake) -> Out:
    """Paper CRLV of 2018-2020 photocopied: vehicle first (RENAVAM, placa, chassi, marca,
    'ANO FAB/MOD' in one box, espécie, lotação), the owner at the foot ('NOME DO
    PROPRIETÁRIO', 'CPF/CNPJ'), 'OBSERVAÇÕES' with an alienação fiduciária to a bank and
    its CNPJ, the DPVAT quitação date, and a notary's 'AUTENTICAÇÃO' stamp dated later."""
    fonts6()
    sh.s = Style("LibNarrow", 10, 6)
    v = fk.vehicle("ALUGUEL")
    nome, doc, pdoc, cidade, uf = _owner6(fk, 0.45)
    _banco, short = fk.r.choice(BANCOS6)
    exerc = fk.r.choice([2018, 2019, 2020])
    if v.ano_fab >= exerc:  # a paper CRLV of 2018-2020 is of a vehicle made by then
        v.ano_fab = exerc - fk.r.randint(1, 4)
        v.ano_mod = v.ano_fab + fk.r.choice([0, 1])
    emis = fk.date_between(dt.date(exerc, 1, 12), dt.date(exerc, 11, 25))
    sh.rect(sh.m, sh.y, sh.width, 34, fill=0.8)
    sh.text_at(sh.m + 8, sh.y + 5, f"DETRAN-{uf}", 16, True)
    sh.text_at(sh.W - sh.m - 8, sh.y + 4, "CERTIFICADO DE REGISTRO E", 9, True, "right")
    sh.text_at(sh.W - sh.m - 8, sh.y + 16, "LICENCIAMENTO DE VEÍCULO", 9, True, "right")
    sh.y += 40
    sh.line(f"REPÚBLICA FEDERATIVA DO BRASIL - DENATRAN - {STATE6.get(uf, uf)}", 7.5, False, "center")
    sh.gap(2)
    rows = [
        [("Cód. RENAVAM", v.renavam, 0.3), ("Exercício", str(exerc), 0.15), ("Placa", dash_plate(v.placa, fk.r), 0.2),
         ("Nº do CRV", fk.digits(11), 0.35)],
        [("Chassi", v.chassi, 0.5), ("Ano Fab/Mod", f"{v.ano_fab}/{v.ano_mod}", 0.2), ("Cor", v.cor, 0.3)],
        [("Marca / Modelo", v.marca, 0.6), ("Combustível", v.combustivel, 0.4)],
        [("Espécie / Tipo", v.especie, 0.45), ("Categoria", v.categoria, 0.25), ("Lotação", f"{v.lotacao:02d}P", 0.3)],
        [("Data Quitação DPVAT", fmt_date(emis - dt.timedelta(days=fk.r.randint(5, 40))), 0.3),
         ("Observações", f"ALIENAÇÃO FIDUCIÁRIA: {short} - CNPJ {fmt_cnpj(fk.cnpj())}", 0.7)],
        [("Nome do proprietário", nome, 0.7), ("CPF/CNPJ", pdoc, 0.3)],
        [("Local", f"{plain(cidade)} {uf}", 0.6), ("Data", fmt_date(emis), 0.4)],
    ]
    sh.grid(rows, value_size=9, value_font="CourOb")
    sh.gap(6)
    sh.line("DOCUMENTO DE PORTE OBRIGATÓRIO - VÁLIDO SOMENTE NO ORIGINAL OU CÓPIA AUTENTICADA", 7, True, "center")
    sh.gap(24)
    aut = fk.date_between(dt.date(2026, 8, 1), fk.as_of)
    x = sh.W - sh.m - 250
    sh.rect(x, sh.y, 250, 60, lw=1.4)
    for i, ln in enumerate([f"1º TABELIONATO DE NOTAS DE {plain(cidade)}-{uf}", "AUTENTICAÇÃO",
                            "Autentico a presente cópia, conforme o original.", f"Em {fmt_date(aut)}. Selo {fk.digits(6)}",
                            f"{fk.name()} - Escrevente"]):
        sh.text_at(x + 6, sh.y + 5 + i * 10.5, ln, 7.5, i < 2)
    sh.y += 68
    return Out("crlv", _crlv_fields(v, nome, doc, emis, cidade, uf, exerc))


def _cnh6(fk: Fake, ufs: tuple[str, ...], since: dt.date, until: dt.date):
    p = person6(fk, ufs)
    cat = fk.r.choice(["D", "AD", "E", "AE", "D", "AD"])
    emis = fk.date_between(since, until)
    val = emis.replace(year=emis.year + fk.r.choice([5, 10]))
    prim = fk.date_between(p.nascimento.replace(year=p.nascimento.year + 19), dt.date(2012, 6, 1))
    return p, cat, emis, val, prim, fk.cnh_registro()


def cnh_e_2022_lado_a_lado(sh: Sheet, fk: Fake) -> Out:
    """CNH-e of the 2022 model exported from the app: 'Carteira Digital de Trânsito' at
    the top, the front panel (left) beside the back panel (right), numbered labels with
    values under them, the back's category table and '12 OBSERVAÇÕES', then the digital
    signature block with the export date and time (not the emission date)."""
    fonts6()
    sh.s = Style("DjCondOb", 8, 5)
    p, cat, emis, val, prim, reg = _cnh6(fk, ("AL", "SE", "PI", "RO", "AC", "AP", "RR"),
                                         dt.date(2022, 8, 1), dt.date(2026, 9, 30))
    obs = fk.r.choice(["EAR", "15 EAR", "A EAR", "EAR", ""])
    sh.line("Carteira Digital de Trânsito", 12, True)
    sh.line("Documento de habilitação - versão digital", 8)
    sh.gap(8)
    w, h = sh.width / 2 - 5, 330
    x0, x1, y0 = sh.m, sh.m + sh.width / 2 + 5, sh.y
    t = sh.text_at
    for x in (x0, x1):
        sh.rect(x, y0, w, h, fill=0.92, lw=1)
    t(x0 + w / 2, y0 + 6, "REPÚBLICA FEDERATIVA DO BRASIL", 8, True, "center")
    t(x0 + w / 2, y0 + 16, "CARTEIRA NACIONAL DE HABILITAÇÃO", 6.5, True, "center")
    t(x0 + w / 2, y0 + 24, "DRIVER LICENSE / PERMISO DE CONDUCCIÓN", 5.5, False, "center")
    sh.rect(x0 + 8, y0 + 40, 70, 92)
    t(x0 + 43, y0 + 84, "FOTO", 7, False, "center")
    t(x0 + w - 10, y0 + 40, "D", 24, True, "right")
    items = [("2 e 1 NOME E SOBRENOME", p.nome, x0 + 8, 140), ("NOME SOCIAL", "", x0 + 8, 162),
             ("1ª HABILITAÇÃO", fmt_date(prim), x0 + 86, 40),
             ("3 DATA, LOCAL E UF DE NASCIMENTO", f"{fmt_date(p.nascimento)}, {plain(p.cidade)}, {p.uf}", x0 + 86, 62),
             ("4a DATA EMISSÃO", fmt_date(emis), x0 + 86, 84), ("4b VALIDADE", fmt_date(val), x0 + 160, 84),
             ("ACC", "", x0 + 86, 106), ("9 CAT. HAB.", cat, x0 + 160, 106),
             ("4c DOC. IDENTIDADE / ÓRG. EMISSOR / UF", f"{p.rg} {p.rg_org.replace('/', ' ')}", x0 + 8, 184),
             ("4d CPF", fmt_cpf(p.cpf), x0 + 8, 206), ("5 Nº REGISTRO", reg, x0 + 120, 206),
             ("NACIONALIDADE", "BRASILEIRO(A)", x0 + 8, 228), ("FILIAÇÃO", p.pai, x0 + 8, 250), ("", p.mae, x0 + 8, 268)]
    for lab, value, x, dy in items:
        if lab:
            t(x, y0 + dy, lab, 5, True)
        t(x, y0 + dy + 7, value, 7.5)
    t(x0 + w / 2, y0 + h - 14, "VÁLIDA EM TODO O TERRITÓRIO NACIONAL", 5.5, True, "center")
    t(x1 + 8, y0 + 8, "9 CAT.", 5, True)
    t(x1 + 40, y0 + 8, "10 VALIDADE", 5, True)
    t(x1 + 100, y0 + 8, "11 RESTRIÇÕES", 5, True)
    for i, cc in enumerate(CATS):
        yy = y0 + 18 + i * 10
        t(x1 + 8, yy, cc, 6.5)
        if cc in HELD[cat]:
            t(x1 + 40, yy, fmt_date(val), 6.5)
    yb = y0 + 170
    t(x1 + 8, yb, "12 OBSERVAÇÕES", 5, True)
    t(x1 + 8, yb + 8, obs or "-", 8.5)
    t(x1 + 8, yb + 32, "LOCAL", 5, True)
    t(x1 + 8, yb + 39, f"{plain(p.cidade)}, {p.uf}", 7.5)
    t(x1 + 8, yb + 58, f"DETRAN-{p.uf}", 8.5, True)
    t(x1 + 8, yb + 70, STATE6[p.uf], 6)
    sh.qr_like(x1 + w - 78, yb + 28, 70, fk.r.randint(0, 10**6))
    t(x1 + 8, y0 + h - 30, f"I<BRA{reg}<<<<<<<<<<<<", 6.5, font="Cour")
    t(x1 + 8, y0 + h - 20, f"{p.nascimento:%y%m%d}<{val:%y%m%d}BRA<<<<<<<<", 6.5, font="Cour")
    sh.y = y0 + h + 14
    exp = fk.date_between(emis, fk.as_of)
    sh.rect(sh.m, sh.y, sh.width, 52, lw=0.6)
    sh.text_at(sh.m + 6, sh.y + 6, f"Documento assinado com certificado digital ICP-Brasil pelo DETRAN-{p.uf}", 8, True)
    sh.text_at(sh.m + 6, sh.y + 18, f"Exportado em {fmt_date(exp)} às {_hm(fk, True)} - a validade jurídica do documento "
               "digital é a mesma do documento físico.", 7.5)
    sh.text_at(sh.m + 6, sh.y + 30, "Confira a autenticidade lendo o QR Code com o app Vio.", 7.5)
    sh.y += 60
    f = _cnh_fields(p, cat, emis, val, prim, obs, reg)
    return Out("cnh", f)


def cnh_2017_tamanho_real(sh: Sheet, fk: Fake) -> Out:
    """The 2017 CNH scanned at its real size (85 × 60 mm) in the top corner of an A4 page:
    front and back side by side, 6-point labels, the QR code on the back beside
    OBSERVAÇÕES, LOCAL and DATA EMISSÃO, the rest of the page blank."""
    fonts6()
    sh.s = Style("LibSans", 6.5, 4.6)
    p, cat, emis, val, prim, reg = _cnh6(fk, ("PE", "CE", "AL", "SE", "PI"), dt.date(2017, 6, 1), dt.date(2022, 5, 20))
    val = emis.replace(year=emis.year + 5)
    obs = fk.r.choice(["EAR", "A EAR", "EAR", "A"])
    w, h = 241, 170
    x0, y0 = sh.m - 20, sh.m - 20
    x1 = x0 + w + 14
    t = sh.text_at
    for x in (x0, x1):
        sh.rect(x, y0, w, h, fill=0.9, lw=0.5)
    t(x0 + w / 2, y0 + 4, "REPÚBLICA FEDERATIVA DO BRASIL", 5.5, True, "center")
    t(x0 + w / 2, y0 + 11, "MINISTÉRIO DAS CIDADES - DEPARTAMENTO NACIONAL DE TRÂNSITO", 4.2, False, "center")
    t(x0 + w / 2, y0 + 17, "CARTEIRA NACIONAL DE HABILITAÇÃO", 5.5, True, "center")
    sh.rect(x0 + 6, y0 + 40, 50, 62)
    xs = x0 + 62
    items = [("NOME", p.nome, x0 + 6, 24), ("DOC. IDENTIDADE/ÓRG EMISSOR/UF", f"{p.rg} {p.rg_org.replace('/', ' ')}", xs, 40),
             ("CPF", fmt_cpf(p.cpf), xs, 56), ("DATA NASCIMENTO", fmt_date(p.nascimento), xs + 80, 56),
             ("FILIAÇÃO", p.pai, xs, 72), ("", p.mae, xs, 80), ("PERMISSÃO", "", xs, 100), ("ACC", "", xs + 50, 100),
             ("CAT. HAB.", cat, xs + 110, 100), ("Nº REGISTRO", reg, x0 + 6, 122), ("VALIDADE", fmt_date(val), xs + 20, 122),
             ("1ª HABILITAÇÃO", fmt_date(prim), xs + 95, 122)]
    for lab, value, x, dy in items:
        if lab:
            t(x, y0 + dy, lab, 4.6, True)
        t(x, y0 + dy + 6, value, 6.5)
    t(x0 + w / 2, y0 + h - 10, "VÁLIDA EM TODO O TERRITÓRIO NACIONAL", 4.6, True, "center")
    sh.qr_like(x1 + 6, y0 + 8, 64, fk.r.randint(0, 10**6))
    t(x1 + 80, y0 + 8, "OBSERVAÇÕES", 4.6, True)
    t(x1 + 80, y0 + 15, obs, 7)
    t(x1 + 80, y0 + 46, "ASSINATURA DO PORTADOR", 4.6, True)
    t(x1 + 6, y0 + 84, "LOCAL", 4.6, True)
    t(x1 + 6, y0 + 90, f"{plain(p.cidade)}, {p.uf}", 6.5)
    t(x1 + 130, y0 + 84, "DATA EMISSÃO", 4.6, True)
    t(x1 + 130, y0 + 90, fmt_date(emis), 6.5)
    t(x1 + 6, y0 + 108, "ASSINATURA DO EMISSOR", 4.6, True)
    t(x1 + w / 2, y0 + 130, f"DETRAN - {p.uf} ({STATE6[p.uf]})", 6.5, True, "center")
    t(x1 + w / 2, y0 + 142, "PROIBIDO PLASTIFICAR", 4.6, False, "center")
    t(x1 + w - 6, y0 + h - 10, f"{p.uf}{fk.digits(9)}", 5, False, "right")
    sh.y = y0 + h + 10
    return Out("cnh", _cnh_fields(p, cat, emis, val, prim, obs, reg))


def apolice_rcf_app_2pag(sh: Sheet, fk: Fake) -> Out:
    """RCF-V + APP auto policy over two pages: the insurer's name, CNPJ and SUSEP code at
    the top, the CORRETORA (a company with its CNPJ) before the SEGURADO, the vehicle
    item with chassi and lotação; page 2 the coverage table (Cobertura | LMI | Franquia |
    Prêmio), the prêmio's breakdown, the instalments and the insurer's signature."""
    fonts6()
    sh.s = Style("CourOb", 9)
    seg, brand = fk.r.choice(INSURERS6)
    seg_cnpj = fmt_cnpj(fk.cnpj())
    cor = fk.r.choice(CORRETORAS6)
    if fk.r.random() < 0.55:
        s = company6(fk, 2)
        nome, doc, pdoc, end = s.razao, s.cnpj, fmt_cnpj(s.cnpj), f"{s.endereco}, {s.bairro} - {s.cidade}/{s.uf}"
    else:
        pp = person6(fk)
        nome, doc, pdoc, end = pp.nome, pp.cpf, fmt_cpf(pp.cpf), f"{pp.endereco}, {pp.bairro} - {pp.cidade}/{pp.uf}"
    v = fk.vehicle("ALUGUEL")
    ini = fk.date_between(dt.date(2026, 2, 1), dt.date(2026, 11, 25))
    fim = ini.replace(year=ini.year + 1)
    num = f"{fk.digits(2)}.{fk.digits(2)}.{fk.digits(7)}-{fk.digits(1)}"
    proc = f"{fk.digits(5)}.{fk.digits(6)}/2019-{fk.digits(2)}"

    def foot(s: Sheet) -> None:
        s.text_at(s.m, s.H - 36, f"{seg} - CNPJ {seg_cnpj} - Processo SUSEP {proc}", 6.5)
        s.text_at(s.W - s.m, s.H - 26, f"Apólice {num} - página {s.page - first + 1}/2", 6.5, align="right")

    first = sh.page
    sh.on_page_end = foot
    sh.line(brand.upper(), 16, True)
    sh.line(f"{seg} - CNPJ {seg_cnpj} - Código SUSEP {fk.digits(4)}", 7.5)
    sh.hline(1)
    sh.title("APÓLICE DE SEGURO AUTOMÓVEL - RESPONSABILIDADE CIVIL FACULTATIVA DE VEÍCULOS (RCF-V) E ACIDENTES PESSOAIS "
             "DE PASSAGEIROS (APP)", 10.5)
    sh.grid([[("Apólice", num, 0.3), ("Endosso", "000000", 0.2), ("Proposta", fk.digits(10), 0.25),
              ("Emissão", fmt_date(ini - dt.timedelta(days=fk.r.randint(1, 9))), 0.25)],
             [("Início de vigência", f"24h de {fmt_date(ini)}", 0.5), ("Término de vigência", f"24h de {fmt_date(fim)}", 0.5)]],
            value_size=9)
    sh.gap(6)
    sh.line("CORRETOR(A)", 9.5, True)
    sh.grid([[("Razão social", cor, 0.6), ("CNPJ", fmt_cnpj(fk.cnpj()), 0.22), ("SUSEP", fk.digits(9), 0.18)]], value_size=8.5)
    sh.gap(6)
    sh.line("SEGURADO(A)", 9.5, True)
    sh.grid([[("Nome / razão social", nome, 0.7), ("CPF / CNPJ", pdoc, 0.3)],
             [("Endereço", end[:90], 1.0)]], value_size=8.5)
    sh.gap(6)
    sh.line("ITEM SEGURADO", 9.5, True)
    sh.table(["Item", "Placa", "Chassi", "Marca / modelo", "Ano", "Lotação"],
             [["001", dash_plate(v.placa, fk.r), v.chassi, v.marca[:26], f"{v.ano_fab}/{v.ano_mod}", str(v.lotacao)]],
             [0.07, 0.12, 0.27, 0.32, 0.12, 0.1], size=8)
    sh.kv("Utilização", "transporte remunerado de passageiros (fretamento / táxi / escolar)", size=8.5)
    sh.kv("Região de circulação", f"{STATE6.get(end[-2:], end[-2:])} e estados limítrofes", size=8.5)
    sh.new_page()
    sh.line("COBERTURAS CONTRATADAS", 10, True)
    covs = [("RCF-V Danos Materiais", fk.r.choice([100000, 150000, 200000])),
            ("RCF-V Danos Corporais", fk.r.choice([100000, 200000, 300000])),
            ("Danos Morais", fk.r.choice([20000, 30000, 50000])),
            ("APP Morte Acidental por passageiro", fk.r.choice([20000, 30000, 40000])),
            ("APP Invalidez Permanente por passageiro", fk.r.choice([20000, 30000, 40000]))]
    sh.table(["Cobertura", "LMI (R$)", "Franquia", "Prêmio líquido (R$)"],
             [[tp, fmt_money(val)[3:], "não há", _cents(fk.r.randint(9000, 90000))] for tp, val in covs],
             [0.46, 0.2, 0.12, 0.22], size=8.5)
    tot = fk.r.randint(180000, 560000)
    sh.kv("Prêmio líquido total", f"R$ {_cents(tot)}")
    sh.kv("IOF (7,38%)", f"R$ {_cents(tot * 738 // 10000)}")
    sh.kv("Prêmio total", f"R$ {_cents(tot + tot * 738 // 10000)}")
    sh.gap(4)
    sh.table(["Parcela", "Vencimento", "Valor (R$)"],
             [[f"{i + 1}/4", fmt_date(ini + dt.timedelta(days=30 * i + 5)), _cents((tot + tot * 738 // 10000) // 4)]
              for i in range(4)], [0.2, 0.4, 0.4], size=8.5)
    sh.para("A indenização de APP é devida por passageiro, até o limite da lotação oficial do veículo. A cobertura de "
            "RCF-V garante o reembolso das quantias que o segurado for obrigado a pagar a terceiros, em decorrência de "
            "acidente com o veículo segurado, observadas as condições gerais registradas na SUSEP.", 8)
    sh.signature(fk.name(), f"Diretor(a) - {seg}")
    foot(sh)
    sh.on_page_end = None
    return Out("apolice", {"seguradora": seg, "numero_apolice": num, "segurado_nome": nome, "segurado_documento": doc,
                           "placas": [v.placa], "vigencia_inicio": ini.isoformat(), "vigencia_fim": fim.isoformat(),
                           "coberturas": [{"tipo": tp, "valor": f"{val}.00"} for tp, val in covs]},
               {"seguradora": [brand.upper()]})
