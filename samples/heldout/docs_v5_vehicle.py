"""Series-5 vehicle, driver and insurance layouts of the held-out family (issue 12).

Written from CONTRACT §4, `../shared/docs/document-layouts.md` §1, §3, §8 and what these
documents look like, without reading `extractors/` nor any fix made there: the 2022 CNH
as the folded card itself (front panel above the back panel, label rows with the values
under them, the category table in two halves) — the series photographs it —; an
authenticated photocopy of the old CNH with the back above the front and a notary's
stamp (its date and clerk are not the CNH's); a CRLV-e whose QR block stands at the left
of the first label rows, every value on the line under its label row; an APP policy with
SEGURADO (left) beside SEGURADORA (right) and an ESTIPULANTE and a CORRETOR under them."""

from __future__ import annotations

import datetime as dt

from samples.heldout.data import Fake, fmt_cnpj, fmt_cpf, fmt_date, fmt_money
from samples.heldout.docs_vehicle import Out, _cnh_fields, _crlv_fields, dash_plate, plain
from samples.heldout.sheet import Sheet, Style
from samples.heldout.v5data import (
    ESTIPULANTES5,
    INSURERS5,
    STATE5,
    company5,
    fonts5,
    label_row,
    leader,
    person5,
)

CATS = ["ACC", "A", "A1", "B", "B1", "C", "C1", "D", "D1", "BE", "CE", "C1E", "DE", "D1E"]
HELD = {"D": {"B", "B1", "C", "C1", "D", "D1"}, "AD": {"A", "A1", "B", "B1", "C", "C1", "D", "D1"},
        "E": {"B", "B1", "C", "C1", "D", "D1", "BE", "CE", "C1E", "DE", "D1E"},
        "AE": {"A", "A1", "B", "B1", "C", "C1", "D", "D1", "BE", "CE", "C1E", "DE", "D1E"}}


def _cnh5(fk: Fake, ufs: tuple[str, ...]):
    p = person5(fk, ufs)
    cat = fk.r.choice(["D", "AD", "E", "AE", "D"])
    emis = fk.date_between(dt.date(2022, 7, 1), dt.date(2026, 10, 1))
    val = emis.replace(year=emis.year + fk.r.choice([5, 10]))
    prim = fk.date_between(p.nascimento.replace(year=p.nascimento.year + 19), dt.date(2013, 1, 1))
    return p, cat, emis, val, prim, fk.cnh_registro()


def cnh_2022_cartao(sh: Sheet, fk: Fake) -> Out:
    """The 2022 CNH as the folded card, drawn large: the front panel (photo, 'D', label rows
    with values under them: nome; 1ª habilitação beside nascimento; emissão beside
    validade; identidade beside CPF; registro beside categoria) above the back panel
    (the category table in two halves, '12 OBSERVAÇÕES', local, DETRAN, MRZ)."""
    fonts5()
    sh.s = Style("LibSans", 9, 5.8)
    p, cat, emis, val, prim, reg = _cnh5(fk, ("DF", "PA", "AM", "PB", "RN", "MA", "TO"))
    obs = fk.r.choice(["EAR", "A EAR", "EAR", "", "15 EAR"])
    w, h = sh.width, 300
    x0, y0 = sh.m, sh.y
    sh.rect(x0, y0, w, h, fill=0.9, lw=1.2)
    t = sh.text_at
    t(x0 + w / 2, y0 + 8, "REPÚBLICA FEDERATIVA DO BRASIL", 10, True, "center")
    t(x0 + w / 2, y0 + 21, "CARTEIRA NACIONAL DE HABILITAÇÃO / DRIVER LICENSE / PERMISO DE CONDUCCIÓN", 7, True, "center")
    sh.rect(x0 + 12, y0 + 40, 96, 124)
    t(x0 + 60, y0 + 98, "FOTO", 8, False, "center")
    t(x0 + w - 16, y0 + 40, "D", 30, True, "right")
    xa, wa = x0 + 120, w - 170
    sh.y = y0 + 40
    label_row(sh, [("2 e 1 NOME E SOBRENOME", p.nome, 1.0)], 5.8, 10, xa, wa)
    label_row(sh, [("1ª HABILITAÇÃO", fmt_date(prim), 0.4),
                   ("3 DATA, LOCAL E UF DE NASCIMENTO", f"{fmt_date(p.nascimento)}, {plain(p.cidade)}, {p.uf}", 0.6)],
              5.8, 9.5, xa, wa)
    label_row(sh, [("4a DATA EMISSÃO", fmt_date(emis), 0.4), ("4b VALIDADE", fmt_date(val), 0.3), ("ACC", "", 0.3)],
              5.8, 9.5, xa, wa)
    label_row(sh, [("4c DOC. IDENTIDADE / ÓRG. EMISSOR / UF", f"{p.rg} {p.rg_org}", 0.6), ("4d CPF", fmt_cpf(p.cpf), 0.4)],
              5.8, 9.5, xa, wa)
    label_row(sh, [("5 Nº REGISTRO", reg, 0.4), ("9 CAT. HAB.", cat, 0.3), ("NACIONALIDADE", "BRASILEIRO(A)", 0.3)],
              5.8, 9.5, xa, wa)
    label_row(sh, [("FILIAÇÃO", f"{p.pai} / {p.mae}", 1.0)], 5.8, 8, xa, wa)
    t(x0 + 12, y0 + h - 22, "VÁLIDA EM TODO O TERRITÓRIO NACIONAL", 7, True)
    y1 = y0 + h + 16
    sh.rect(x0, y1, w, h, fill=0.9, lw=1.2)
    t(x0 + 12, y1 + 8, "9 CAT.", 6, True)
    t(x0 + 52, y1 + 8, "10 VALIDADE", 6, True)
    t(x0 + 132, y1 + 8, "9 CAT.", 6, True)
    t(x0 + 172, y1 + 8, "10 VALIDADE", 6, True)
    held = HELD[cat]
    for i, cc in enumerate(CATS):
        xx = x0 + 12 + (i // 7) * 120
        yy = y1 + 20 + (i % 7) * 12
        t(xx, yy, cc, 8)
        if cc in held:
            t(xx + 40, yy, fmt_date(val), 8)
    xr = x0 + w / 2 + 20
    t(xr, y1 + 8, "12 OBSERVAÇÕES", 6, True)
    t(xr, y1 + 18, obs or "-", 10)
    t(xr, y1 + 56, "LOCAL", 6, True)
    t(xr, y1 + 65, f"{plain(p.cidade)}, {p.uf}", 9)
    t(xr, y1 + 92, f"DETRAN-{p.uf}", 10, True)
    t(xr, y1 + 106, STATE5[p.uf], 7)
    sh.qr_like(x0 + 12, y1 + 116, 80, fk.r.randint(0, 10**6))
    t(x0 + 12, y1 + h - 36, f"I<BRA{reg}<<<<<<<<<<<<<<<<<<<", 8.5, font="Cour")
    t(x0 + 12, y1 + h - 24, f"{p.nascimento:%y%m%d}0X{val:%y%m%d}0BRA<<<<<<<<<<<", 8.5, font="Cour")
    sh.y = y1 + h + 10
    f = _cnh_fields(p, cat, emis, val, prim, obs, reg)
    if not obs:
        f.pop("observacoes", None)
    return Out("cnh", f)


def cnh_copia_autenticada(sh: Sheet, fk: Fake) -> Out:
    """An authenticated photocopy of the old-model CNH: the back (OBSERVAÇÕES with a
    restriction code and EAR, local, data de emissão, the DETRAN band) above the front,
    and a notary's 'AUTENTICAÇÃO' stamp with its own date and clerk at the foot."""
    fonts5()
    sh.s = Style("LibMonoIt", 8.5, 5.5)
    p, cat, emis, val, prim, reg = _cnh5(fk, ("PA", "PB", "RN", "MA", "RS"))
    emis = fk.date_between(dt.date(2018, 1, 1), dt.date(2022, 5, 1))
    val = emis.replace(year=emis.year + 5)
    obs = fk.r.choice(["A EAR", "EAR A", "A, EAR", "EAR"])
    w, h = sh.width * 0.8, 240
    x0 = sh.m + (sh.width - w) / 2
    t = sh.text_at
    yb = sh.y
    sh.rect(x0, yb, w, h, fill=0.85)
    t(x0 + 10, yb + 10, "OBSERVAÇÕES", 5.5, True, font="LibSans-B")
    t(x0 + 10, yb + 19, obs, 10)
    t(x0 + 10, yb + 70, "ASSINATURA DO PORTADOR", 5.5, True, font="LibSans-B")
    t(x0 + 10, yb + 118, "LOCAL", 5.5, True, font="LibSans-B")
    t(x0 + 10, yb + 127, f"{plain(p.cidade)}-{p.uf}", 9)
    t(x0 + 180, yb + 118, "DATA EMISSÃO", 5.5, True, font="LibSans-B")
    t(x0 + 180, yb + 127, fmt_date(emis), 9)
    t(x0 + 10, yb + 156, "ASSINATURA DO EMISSOR", 5.5, True, font="LibSans-B")
    t(x0 + w / 2, yb + 190, f"DETRAN - {p.uf} ({STATE5[p.uf]})", 9, True, "center", font="LibSans-B")
    t(x0 + w / 2, yb + 208, "PROIBIDO PLASTIFICAR", 6, False, "center", font="LibSans")
    t(x0 + w - 10, yb + h - 14, f"{p.uf}{fk.digits(9)}", 6.5, False, "right")
    yf = yb + h + 14
    sh.rect(x0, yf, w, h, fill=0.85)
    t(x0 + w / 2, yf + 6, "REPÚBLICA FEDERATIVA DO BRASIL", 8, True, "center", font="LibSans-B")
    t(x0 + w / 2, yf + 16, "MINISTÉRIO DAS CIDADES", 6.5, False, "center", font="LibSans")
    t(x0 + w / 2, yf + 24, "DEPARTAMENTO NACIONAL DE TRÂNSITO", 6.5, False, "center", font="LibSans")
    t(x0 + w / 2, yf + 33, "CARTEIRA NACIONAL DE HABILITAÇÃO", 8.5, True, "center", font="LibSans-B")
    sh.rect(x0 + 10, yf + 48, 74, 96)
    xs = x0 + 96
    items = [("NOME", p.nome, xs, 48), ("DOC.IDENTIDADE / ÓRG. EMISSOR/ UF", f"{p.rg} {p.rg_org.replace('/', ' ')}", xs, 72),
             ("CPF", fmt_cpf(p.cpf), xs, 96), ("DATA NASCIMENTO", fmt_date(p.nascimento), xs + 120, 96),
             ("FILIAÇÃO", p.pai, xs, 120), ("", p.mae, xs, 130), ("PERMISSÃO", "", xs, 152), ("ACC", "", xs + 60, 152),
             ("CAT. HAB.", cat, xs + 120, 152), ("Nº REGISTRO", reg, xs, 176), ("VALIDADE", fmt_date(val), xs + 100, 176),
             ("1ª HABILITAÇÃO", fmt_date(prim), xs + 190, 176)]
    for lab, value, x, dy in items:
        if lab:
            t(x, yf + dy, lab, 5.5, True, font="LibSans-B")
        t(x, yf + dy + 8, value, 8.5)
    t(x0 + w / 2, yf + h - 16, "VÁLIDA EM TODO O TERRITÓRIO NACIONAL", 6.5, True, "center", font="LibSans-B")
    ys = yf + h + 18
    notario = fk.name()
    aut = fk.date_between(dt.date(2026, 9, 1), fk.as_of)
    sh.rect(sh.W - sh.m - 250, ys, 250, 64, lw=1.4)
    for i, ln in enumerate([f"CARTÓRIO DO 2º OFÍCIO DE NOTAS DE {p.cidade.upper()}-{p.uf}", "AUTENTICAÇÃO",
                            "Confere com o original que me foi apresentado.", f"{p.cidade}, {fmt_date(aut)}.",
                            f"{notario} - Escrevente Autorizado"]):
        t(sh.W - sh.m - 244, ys + 5 + i * 11, ln, 7.5, i < 2, font="TimesIt-B" if i < 2 else "TimesIt")
    sh.y = ys + 74
    return Out("cnh", _cnh_fields(p, cat, emis, val, prim, obs, reg),
               {"observacoes": [obs.replace(",", "")]} if "," in obs else None)


def crlv_e_qr(sh: Sheet, fk: Fake) -> Out:
    """CRLV-e (SENATRAN) without boxes: a QR block with 'Valide este QRCode com app Vio'
    at the left of the first three label rows, every value on the line under its label
    row, the owner's rows, 'LOCAL' and 'DATA' on one row, a DPVAT payment date below."""
    fonts5()
    sh.s = Style("DjSerifCondIt", 9.5, 6.5)
    v = fk.vehicle("ALUGUEL")
    if fk.r.random() < 0.45:
        c = company5(fk, 1)
        nome, doc, pdoc, cidade, uf = c.razao, c.cnpj, fmt_cnpj(c.cnpj), c.cidade, c.uf
    else:
        p = person5(fk)
        nome, doc, pdoc, cidade, uf = p.nome, p.cpf, fmt_cpf(p.cpf), p.cidade, p.uf
    exerc = fk.r.choice([2025, 2026])
    emis = fk.date_between(dt.date(exerc, 1, 8), min(fk.as_of, dt.date(exerc, 12, 20)))
    sh.line("REPÚBLICA FEDERATIVA DO BRASIL", 9.5, True, "center")
    sh.line("MINISTÉRIO DOS TRANSPORTES - SECRETARIA NACIONAL DE TRÂNSITO", 8, False, "center")
    sh.line(f"DETRAN - {uf}", 10, True, "center")
    sh.line(f"CRLV-e Nº {fk.digits(11)}", 8, False, "right")
    sh.title("CERTIFICADO DE REGISTRO E LICENCIAMENTO DE VEÍCULO - ELETRÔNICO", 11)
    sh.hline(0.6)
    y0 = sh.y
    sh.qr_like(sh.m, y0 + 2, 104, fk.r.randint(0, 10**6))
    sh.text_at(sh.m, y0 + 110, "Valide este QRCode", 6.5)
    sh.text_at(sh.m, y0 + 118, "com app Vio", 6.5)
    xq, wq = sh.m + 118, sh.width - 118
    label_row(sh, [("CÓDIGO RENAVAM", v.renavam, 0.4), ("PLACA", dash_plate(v.placa, fk.r), 0.3),
                   ("EXERCÍCIO", str(exerc), 0.3)], x0=xq, width=wq)
    label_row(sh, [("ANO FABRICAÇÃO", str(v.ano_fab), 0.4), ("ANO MODELO", str(v.ano_mod), 0.3),
                   ("NÚMERO DO CRV", fk.digits(12), 0.3)], x0=xq, width=wq)
    label_row(sh, [("CÓDIGO DE SEGURANÇA DO CLA", fk.digits(11), 0.7), ("CAT", "***", 0.3)], x0=xq, width=wq)
    label_row(sh, [("ESPÉCIE / TIPO", v.especie, 1.0)], x0=xq, width=wq)
    sh.y = max(sh.y, y0 + 130)
    label_row(sh, [("MARCA / MODELO / VERSÃO", v.marca, 0.6), ("COR PREDOMINANTE", v.cor, 0.2),
                   ("COMBUSTÍVEL", v.combustivel, 0.2)])
    label_row(sh, [("PLACA ANTERIOR / UF", "*******/**", 0.3), ("CHASSI", v.chassi, 0.7)])
    label_row(sh, [("CATEGORIA", v.categoria, 0.25), ("CAPACIDADE", "0.0", 0.15),
                   ("POTÊNCIA/CILINDRADA", f"{fk.r.randint(110, 190)}CV/{fk.r.choice([2287, 2998, 1796])}", 0.25),
                   ("PESO BRUTO TOTAL", "4.2", 0.2), ("EIXOS", "2", 0.15)])
    label_row(sh, [("MOTOR", fk.digits(10), 0.4), ("CMT", "4.9", 0.2), ("LOTAÇÃO", f"{v.lotacao:02d}P", 0.2),
                   ("CARROCERIA", "NAO APLICAVEL", 0.2)])
    label_row(sh, [("NOME", nome, 1.0)])
    label_row(sh, [("CPF / CNPJ", pdoc, 1.0)])
    label_row(sh, [("LOCAL", f"{plain(cidade)} {uf}", 0.6), ("DATA", fmt_date(emis), 0.4)])
    sh.line("ASSINADO DIGITALMENTE PELO DETRAN", 8, True)
    sh.gap(6)
    sh.hline(0.4)
    sh.line("INFORMAÇÕES DO SEGURO DPVAT / SPVAT", 7, True)
    label_row(sh, [("CAT. TARIF.", "10", 0.2), ("DATA DE PAGAMENTO", fmt_date(emis - dt.timedelta(days=fk.r.randint(20, 90))), 0.4),
                   ("REPASSE PGTO DPVAT", "0,00", 0.4)], size=8.5)
    sh.line("OBSERVAÇÕES DO VEÍCULO: SEM RESTRIÇÕES", 8)
    return Out("crlv", _crlv_fields(v, nome, doc, emis, cidade, uf, exerc))


def apolice_estipulante_lado(sh: Sheet, fk: Fake) -> Out:
    """APP collective policy: the insurer's brand at the top; SEGURADO (left) beside
    SEGURADORA (right, with its CNPJ and SUSEP code) in two boxes; ESTIPULANTE (an
    association or cooperative with its CNPJ) and CORRETOR under them; the 'Proposta nº'
    beside the 'Apólice nº'; a vehicle table; coverages with dot leaders per passenger."""
    fonts5()
    sh.s = Style("TimesIt", 10)
    seg, brand = fk.r.choice(INSURERS5)
    seg_cnpj = fmt_cnpj(fk.cnpj())
    if fk.r.random() < 0.6:
        s = company5(fk, 2)
        nome, doc, pdoc, end = s.razao, s.cnpj, fmt_cnpj(s.cnpj), f"{s.endereco} - {s.cidade}/{s.uf}"
    else:
        pp = person5(fk)
        nome, doc, pdoc, end = pp.nome, pp.cpf, fmt_cpf(pp.cpf), f"{pp.endereco} - {pp.cidade}/{pp.uf}"
    est = fk.r.choice(ESTIPULANTES5)
    est_cnpj = fmt_cnpj(fk.cnpj())
    corretor = fk.name()
    ini = fk.date_between(dt.date(2026, 1, 15), dt.date(2026, 11, 20))
    fim = ini.replace(year=ini.year + 1)
    num = f"{fk.digits(3)}.{fk.digits(4)}.{fk.digits(6)}"
    vs = [fk.vehicle("ALUGUEL") for _ in range(fk.r.choice([1, 2]))]
    sh.line(brand.upper(), 17, True)
    sh.hline(1.2)
    sh.title("APÓLICE DE SEGURO DE ACIDENTES PESSOAIS DE PASSAGEIROS - APP", 12)
    sh.two_col([("Apólice nº", num), ("Ramo", "0982 - APP")],
               [("Proposta nº", f"{fk.digits(9)}"), ("Emissão", fmt_date(ini - dt.timedelta(days=fk.r.randint(2, 10))))],
               10)
    y0 = sh.y
    half = sh.width / 2 - 4
    for i, (head, pairs) in enumerate([("SEGURADO", [("Nome", nome), ("CPF/CNPJ", pdoc), ("Endereço", end)]),
                                       ("SEGURADORA", [("Razão social", seg), ("CNPJ", seg_cnpj),
                                                       ("Código SUSEP", fk.digits(5))])]):
        x = sh.m + i * (half + 8)
        sh.rect(x, y0, half, 92)
        sh.text_at(x + 5, y0 + 4, head, 9, True)
        yy = y0 + 18
        for lab, val in pairs:
            sh.text_at(x + 5, yy, lab, 6.5, True)
            sh.text_at(x + 5, yy + 8, val[:52], 8.5)
            yy += 24
    sh.y = y0 + 100
    sh.grid([[("Estipulante", est, 0.7), ("CNPJ do estipulante", est_cnpj, 0.3)],
             [("Corretor", corretor, 0.7), ("Registro SUSEP do corretor", fk.digits(9), 0.3)]], value_size=8.5)
    sh.gap(6)
    sh.kv("Vigência", f"das 24 horas de {fmt_date(ini)} às 24 horas de {fmt_date(fim)}")
    sh.gap(2)
    sh.table(["Placa", "Marca / Modelo", "Ano", "Lugares"],
             [[dash_plate(v.placa, fk.r), v.marca, f"{v.ano_fab}/{v.ano_mod}", str(v.lotacao)] for v in vs],
             [0.16, 0.54, 0.15, 0.15], size=9)
    sh.line("COBERTURAS (por passageiro)", 10, True)
    covs = [("Morte Acidental", fk.r.choice([20000, 30000, 50000])),
            ("Invalidez Permanente por Acidente", fk.r.choice([20000, 30000, 50000])),
            ("DMH - Despesas Médico-Hospitalares", fk.r.choice([3000, 5000, 8000]))]
    for tp, val in covs:
        leader(sh, tp, fmt_money(val), 10, indent=10)
    sh.gap(6)
    sh.para(f"Prêmio total: {fmt_money(fk.r.randint(900, 3900))[:-3]},{fk.digits(2)}, em até 4 parcelas. O estipulante "
            "representa o segurado perante a seguradora e não responde pelo pagamento das indenizações.", 8.5)
    sh.text_at(sh.m, sh.H - 40, f"{seg} - CNPJ {seg_cnpj} - Ouvidoria 0800 000 5151", 7)
    return Out("apolice", {"seguradora": seg, "numero_apolice": num, "segurado_nome": nome, "segurado_documento": doc,
                           "placas": [v.placa for v in vs], "vigencia_inicio": ini.isoformat(),
                           "vigencia_fim": fim.isoformat(),
                           "coberturas": [{"tipo": tp, "valor": f"{val}.00"} for tp, val in covs]})
