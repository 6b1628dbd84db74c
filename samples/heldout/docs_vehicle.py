"""Held-out layouts: CRLV (paper 2019, CRLV-e 2020, CRLV-e 2025, app print), CNH (2017,
2022, CNH-e page) and apólices of several (fictional) insurers."""

from __future__ import annotations

import datetime as dt
import unicodedata

from samples.heldout.data import Fake, fmt_cnpj, fmt_cpf, fmt_date, fmt_money
from samples.heldout.sheet import Sheet, Style

STATES = {"SP": "SÃO PAULO", "MG": "MINAS GERAIS", "RJ": "RIO DE JANEIRO"}


def plain(s: str) -> str:
    """Upper case without accents, as DETRAN/RFB systems print city names."""
    return "".join(c for c in unicodedata.normalize("NFD", s.upper()) if unicodedata.category(c) != "Mn")


def dash_plate(p: str, r) -> str:
    return p[:3] + "-" + p[3:] if p[4].isdigit() and r.random() < 0.7 else p


class Out:
    def __init__(self, kind: str, fields: dict, alt: dict | None = None):
        self.kind, self.fields, self.alt = kind, fields, alt or {}


def _owner(fk: Fake):
    if fk.r.random() < 0.35:
        c = fk.company(1)
        return c.razao, c.cnpj, fmt_cnpj(c.cnpj), c.cidade, c.uf
    p = fk.person()
    return p.nome, p.cpf, fmt_cpf(p.cpf), p.cidade, p.uf


def _crlv_fields(v, nome, doc, emis, cidade, uf, exerc, with_lot=True):
    f = {"placa": v.placa, "renavam": v.renavam, "chassi": v.chassi, "ano_fabricacao": v.ano_fab,
         "ano_modelo": v.ano_mod, "marca_modelo": v.marca, "especie_tipo": v.especie,
         "categoria": v.categoria, "proprietario_nome": nome, "proprietario_documento": doc,
         "exercicio": exerc, "data_emissao": emis.isoformat(), "municipio": plain(cidade), "uf": uf}
    if with_lot:
        f["lotacao"] = v.lotacao
    return f


def crlv_papel_2019(sh: Sheet, fk: Fake) -> Out:
    """Green paper CRLV (model in use until 2020): boxes, 'CÓD. RENAVAM', 'CAP/POT/CIL'."""
    sh.s = Style("LibSans", 9.5, 6.2)
    v = fk.vehicle()
    nome, doc, pdoc, cidade, uf = _owner(fk)
    exerc = fk.r.choice([2019, 2020])
    emis = fk.date_between(dt.date(exerc, 1, 10), dt.date(exerc, 11, 30))
    sh.line("REPÚBLICA FEDERATIVA DO BRASIL", 9, True, "center")
    sh.line("DEPARTAMENTO NACIONAL DE TRÂNSITO", 8, False, "center")
    sh.line(f"DETRAN - {uf}", 11, True, "center")
    sh.line("CERTIFICADO DE REGISTRO E LICENCIAMENTO DE VEÍCULO", 10.5, True, "center")
    sh.gap(4)
    cap = f"{v.lotacao}P/{fk.r.randint(110, 190)}CV/{fk.r.choice([2287, 2998, 2300, 1796])}"
    rows = [
        [("Via", str(fk.r.randint(1, 3)), 0.1), ("Cód. RENAVAM", v.renavam, 0.3), ("RNTRC", "*****", 0.3), ("Exercício", str(exerc), 0.3)],
        [("Nome", nome, 0.7), ("CPF / CNPJ", pdoc, 0.3)],
        [("Placa", dash_plate(v.placa, fk.r), 0.2), ("Placa Ant. / UF", "*******/" + uf, 0.25), ("Chassi", v.chassi, 0.55)],
        [("Espécie / Tipo", v.especie, 0.45), ("Combustível", v.combustivel, 0.3), ("Cor Predominante", v.cor, 0.25)],
        [("Marca / Modelo", v.marca, 0.55), ("Ano Fab.", str(v.ano_fab), 0.15), ("Ano Mod.", str(v.ano_mod), 0.15), ("Categoria", v.categoria, 0.15)],
        [("Cap / Pot / Cil", cap, 0.35), ("Prêmio Tarifário", "R$ 5,23", 0.2), ("IOF", "R$ 0,00", 0.15), ("Prêmio Total", "R$ 5,23", 0.3)],
        [("Data Quitação", fmt_date(emis - dt.timedelta(days=3)), 0.25), ("Observações", "*** SEM RESTRIÇÕES ***", 0.75)],
        [("Local", f"{plain(cidade)} - {uf}", 0.55), ("Data", fmt_date(emis), 0.45)],
    ]
    sh.grid(rows, value_font="LibMono")
    sh.gap(10)
    sh.line("DOCUMENTO DE PORTE OBRIGATÓRIO", 8, True, "center")
    return Out("crlv", _crlv_fields(v, nome, doc, emis, cidade, uf, exerc))


def crlv_e_2020(sh: Sheet, fk: Fake) -> Out:
    """CRLV-e per Res. CONTRAN 788/2020 annex: four parts, label-over-value boxes."""
    sh.s = Style("DjSerifCond", 9.5, 6.0)
    v = fk.vehicle()
    nome, doc, pdoc, cidade, uf = _owner(fk)
    exerc = fk.r.choice([2025, 2026])
    emis = fk.date_between(dt.date(exerc, 1, 5), min(fk.as_of, dt.date(exerc, 11, 28)))
    sh.line("REPÚBLICA FEDERATIVA DO BRASIL", 9, True, "center")
    sh.line("MINISTÉRIO DA INFRAESTRUTURA - DEPARTAMENTO NACIONAL DE TRÂNSITO - DENATRAN", 8, False, "center")
    sh.line(f"DETRAN-{uf}   Nº {fk.digits(10)}", 9, True, "center")
    sh.line("CERTIFICADO DE REGISTRO E LICENCIAMENTO DE VEÍCULO – ELETRÔNICO", 10.5, True, "center")
    sh.qr_like(sh.W - sh.m - 70, sh.y + 2, 70, fk.r.randint(0, 10**6))
    sh.line("Valide este QRCode com app Vio", 7)
    sh.gap(50)
    sh.line("1ª PARTE – IDENTIFICAÇÃO DO VEÍCULO", 8.5, True)
    sh.grid([
        [("código renavam", v.renavam, 0.34), ("placa", v.placa, 0.33), ("exercício", str(exerc), 0.33)],
        [("ano de fabricação", str(v.ano_fab), 0.34), ("ano modelo", str(v.ano_mod), 0.33), ("espécie / tipo", v.especie, 0.33)],
        [("marca / modelo / versão", v.marca, 0.5), ("chassi", v.chassi, 0.5)],
        [("cor predominante", v.cor, 0.5), ("combustível", v.combustivel, 0.5)],
    ])
    sh.gap(4)
    sh.line("2ª PARTE – CARACTERÍSTICAS E PROPRIETÁRIO", 8.5, True)
    sh.grid([
        [("categoria", v.categoria, 0.25), ("capacidade", "0.0", 0.25), ("potência/cilindrada", "150CV/2800", 0.25), ("lotação", f"{v.lotacao:02d}P", 0.25)],
        [("nome", nome, 0.65), ("cpf/cnpj", pdoc, 0.35)],
        [("local", f"{plain(cidade)} {uf}", 0.65), ("data", fmt_date(emis), 0.35)],
    ])
    sh.line("ASSINADO DIGITALMENTE PELO DETRAN", 8, True, "center")
    sh.gap(4)
    sh.line("3ª PARTE – OBSERVAÇÕES", 8.5, True)
    sh.para("SEM OBSERVAÇÕES", 8)
    sh.line("4ª PARTE – DADOS DO SEGURO DPVAT", 8.5, True)
    sh.grid([[("cat. tarif.", "10", 0.3), ("data de quitação", fmt_date(emis), 0.35), ("pagamento", "COTA ÚNICA", 0.35)]])
    return Out("crlv", _crlv_fields(v, nome, doc, emis, cidade, uf, exerc))


def crlv_e_2025_colunas(sh: Sheet, fk: Fake) -> Out:
    """CRLV-e 2025 (SENATRAN, '- DIGITAL'), printed as label: value pairs in two columns."""
    sh.s = Style("LibNarrow", 10, 7)
    v = fk.vehicle()
    nome, doc, pdoc, cidade, uf = _owner(fk)
    exerc = 2026
    emis = fk.date_between(dt.date(2026, 1, 5), fk.as_of)
    sh.line("REPÚBLICA FEDERATIVA DO BRASIL", 10, True)
    sh.line("MINISTÉRIO DOS TRANSPORTES", 8)
    sh.line("SECRETARIA NACIONAL DE TRÂNSITO - SENATRAN", 8)
    sh.gap(4)
    sh.line(f"DETRAN {STATES.get(uf, uf)}", 9, True)
    sh.title("CERTIFICADO DE REGISTRO E LICENCIAMENTO DE VEÍCULO - DIGITAL", 12, "left")
    sh.hline()
    sh.two_col(
        [("Código Renavam", v.renavam), ("Placa", v.placa), ("Exercício", str(exerc)),
         ("Ano Fabricação", str(v.ano_fab)), ("Ano Modelo", str(v.ano_mod)),
         ("Marca/Modelo/Versão", v.marca), ("Espécie/Tipo", v.especie), ("Chassi", v.chassi)],
        [("Número do CRV", fk.digits(12)), ("Cód. Segurança CLA", fk.digits(11)), ("Cor", v.cor),
         ("Combustível", v.combustivel), ("Categoria", v.categoria),
         ("Lotação", f"{v.lotacao:02d}P"), ("Eixos", "2"), ("Carroceria", "NAO APLICAVEL")],
        stacked=True)
    sh.hline()
    sh.kv("Nome do proprietário", nome)
    sh.kv("CPF/CNPJ", pdoc)
    sh.kv("Local", f"{plain(cidade)}/{uf}")
    sh.kv("Data de emissão", fmt_date(emis))
    sh.gap(8)
    sh.line("Documento assinado digitalmente pelo DETRAN conforme MP 2.200-2/2001.", 8)
    return Out("crlv", _crlv_fields(v, nome, doc, emis, cidade, uf, exerc))


def crlv_e_tabela(sh: Sheet, fk: Fake) -> Out:
    """CRLV-e printed from a state portal: one two-column table 'Campo | Informação'."""
    sh.s = Style("DjSerif", 9.5, 7)
    v = fk.vehicle()
    nome, doc, pdoc, cidade, uf = _owner(fk)
    exerc = fk.r.choice([2025, 2026])
    emis = fk.date_between(dt.date(exerc, 2, 1), min(fk.as_of, dt.date(exerc, 11, 28)))
    sh.title(f"DEPARTAMENTO ESTADUAL DE TRÂNSITO - DETRAN/{uf}", 11)
    sh.title("CRLV-e · Certificado de Registro e Licenciamento de Veículo Eletrônico", 10.5)
    rows = [["Placa", dash_plate(v.placa, fk.r)], ["Renavam", v.renavam], ["Chassi", v.chassi],
            ["Marca/Modelo", v.marca], ["Espécie/Tipo", v.especie], ["Ano fabricação/modelo", f"{v.ano_fab}/{v.ano_mod}"],
            ["Categoria", v.categoria], ["Lotação (passageiros)", str(v.lotacao)],
            ["Proprietário", nome], ["CPF/CNPJ do proprietário", pdoc],
            ["Município/UF", f"{plain(cidade)} - {uf}"], ["Exercício licenciado", str(exerc)],
            ["Emitido em", fmt_date(emis)]]
    sh.table(["Campo", "Informação"], rows, [0.35, 0.65], size=9.5, zebra=True)
    return Out("crlv", _crlv_fields(v, nome, doc, emis, cidade, uf, exerc))


# --- CNH --------------------------------------------------------------------


def _cnh_data(fk: Fake):
    p = fk.person()
    cat = fk.r.choice(["D", "AD", "E", "AE", "D"])
    emis = fk.date_between(dt.date(2019, 1, 1), dt.date(2026, 10, 1))
    val = emis.replace(year=emis.year + fk.r.choice([5, 10]))
    prim = fk.date_between(p.nascimento.replace(year=p.nascimento.year + 19), dt.date(2012, 1, 1))
    obs = fk.r.choice(["EAR", "A EAR", "", "EAR"])
    return p, cat, emis, val, prim, obs, fk.cnh_registro()


def _cnh_fields(p, cat, emis, val, prim, obs, reg):
    f = {"nome": p.nome, "cpf": p.cpf, "registro": reg, "categoria": cat, "validade": val.isoformat(),
         "primeira_habilitacao": prim.isoformat(), "data_nascimento": p.nascimento.isoformat(),
         "data_emissao": emis.isoformat(), "ear": "EAR" in obs}
    if obs:
        f["observacoes"] = obs
    return f


def cnh_2017_aberta(sh: Sheet, fk: Fake) -> Out:
    """Old paper CNH opened: front (left) and back (right) side by side, rotated text-free."""
    sh.s = Style("LibSans", 8.5, 5.6)
    p, cat, emis, val, prim, obs, reg = _cnh_data(fk)
    x0, y0, w, h = sh.m, sh.y + 20, sh.width / 2 - 6, 260
    sh.rect(x0, y0, w, h, fill=0.93)
    sh.rect(x0 + w + 12, y0, w, h, fill=0.93)
    t = sh.text_at
    t(x0 + w / 2, y0 + 6, "REPÚBLICA FEDERATIVA DO BRASIL", 7.5, True, "center")
    t(x0 + w / 2, y0 + 16, "MINISTÉRIO DAS CIDADES", 6.5, False, "center")
    t(x0 + w / 2, y0 + 24, "DEPARTAMENTO NACIONAL DE TRÂNSITO", 6.5, False, "center")
    t(x0 + w / 2, y0 + 33, "CARTEIRA NACIONAL DE HABILITAÇÃO", 8, True, "center")
    items = [("NOME", p.nome, 0, 52), ("DOC. IDENTIDADE / ÓRG. EMISSOR / UF", f"{p.rg} {p.rg_org.replace('/', ' ')}", 70, 78),
             ("CPF", fmt_cpf(p.cpf), 70, 102), ("DATA NASCIMENTO", fmt_date(p.nascimento), 160, 102),
             ("FILIAÇÃO", p.pai, 70, 126), ("", p.mae, 70, 136),
             ("PERMISSÃO", "", 70, 158), ("ACC", "", 130, 158), ("CAT. HAB.", cat, 180, 158),
             ("Nº REGISTRO", reg, 70, 184), ("VALIDADE", fmt_date(val), 150, 184), ("1ª HABILITAÇÃO", fmt_date(prim), 150, 208)]
    for lab, val_, dx, dy in items:
        if lab:
            t(x0 + 6 + dx, y0 + dy, lab, 5.6, True)
        t(x0 + 6 + dx, y0 + dy + 8, val_, 8.2, font="LibMono-B" if lab == "Nº REGISTRO" else "LibMono")
    sh.rect(x0 + 8, y0 + 76, 58, 76)
    t(x0 + 37, y0 + 110, "FOTO", 7, False, "center")
    t(x0 + w / 2, y0 + h - 14, "VÁLIDA EM TODO O TERRITÓRIO NACIONAL", 6.5, True, "center")
    xb = x0 + w + 18
    t(xb, y0 + 20, "OBSERVAÇÕES", 5.6, True)
    t(xb, y0 + 28, obs or "", 8.2, font="LibMono")
    t(xb, y0 + 110, "ASSINATURA DO PORTADOR", 5.6, True)
    t(xb, y0 + 140, "LOCAL", 5.6, True)
    t(xb, y0 + 148, f"{plain(p.cidade)}, {p.uf}", 8.2, font="LibMono")
    t(xb + 150, y0 + 140, "DATA EMISSÃO", 5.6, True)
    t(xb + 150, y0 + 148, fmt_date(emis), 8.2, font="LibMono")
    t(xb, y0 + 180, "ASSINATURA DO EMISSOR", 5.6, True)
    t(xb + w / 2 - 6, y0 + 215, f"DETRAN - {p.uf} ({STATES.get(p.uf, p.uf)})", 8, True, "center")
    t(xb + w / 2 - 6, y0 + 236, "PROIBIDO PLASTIFICAR", 6, False, "center")
    t(xb + w - 20, y0 + 248, f"{p.uf}{fk.digits(9)}", 6, False, "right")
    sh.y = y0 + h + 10
    return Out("cnh", _cnh_fields(p, cat, emis, val, prim, obs, reg))


def cnh_2022(sh: Sheet, fk: Fake) -> Out:
    """2022 model (Res. CONTRAN 886/2021): numbered bilingual labels, category table."""
    sh.s = Style("DjSerifCond", 9, 6)
    p, cat, emis, val, prim, obs, reg = _cnh_data(fk)
    sh.line("REPÚBLICA FEDERATIVA DO BRASIL", 10, True, "center")
    sh.line("CARTEIRA NACIONAL DE HABILITAÇÃO / DRIVER LICENSE / PERMISO DE CONDUCCIÓN", 8, True, "center")
    sh.gap(6)
    sh.rect(sh.m, sh.y, 90, 110)
    sh.text_at(sh.m + 45, sh.y + 50, "FOTO", 8, align="center")
    x = sh.m + 100
    y = sh.y
    pairs = [("2 e 1 NOME E SOBRENOME", p.nome), ("1ª HABILITAÇÃO", fmt_date(prim)),
             ("3 DATA, LOCAL E UF DE NASCIMENTO", f"{fmt_date(p.nascimento)}, {plain(p.cidade)}, {p.uf}"),
             ("4a DATA EMISSÃO", fmt_date(emis)), ("4b VALIDADE", fmt_date(val)),
             ("4c DOC. IDENTIDADE / ÓRG. EMISSOR / UF", f"{p.rg} {p.rg_org}"), ("4d CPF", fmt_cpf(p.cpf)),
             ("5 Nº REGISTRO", reg), ("9 CAT. HAB.", cat), ("NACIONALIDADE", "BRASILEIRO(A)")]
    for lab, v in pairs:
        sh.text_at(x, y, lab, 6, True)
        sh.text_at(x, y + 7, v, 9)
        y += 22
    sh.text_at(sh.W - sh.m - 10, sh.y + 10, "D", 26, True, "right")
    sh.y = y + 6
    sh.line("FILIAÇÃO", 6, True)
    sh.line(p.pai, 8.5)
    sh.line(p.mae, 8.5)
    sh.gap(6)
    cats = ["ACC", "A", "A1", "B", "B1", "C", "C1", "D", "D1", "BE", "CE", "C1E", "DE", "D1E"]
    held = {"D": {"B", "B1", "C", "C1", "D", "D1"}, "AD": {"A", "A1", "B", "B1", "C", "C1", "D", "D1"},
            "E": {"B", "B1", "C", "C1", "D", "D1", "BE", "CE", "C1E", "DE", "D1E"},
            "AE": {"A", "A1", "B", "B1", "C", "C1", "D", "D1", "BE", "CE", "C1E", "DE", "D1E"}}[cat]
    rows = [[c, fmt_date(val) if c in held else "", ""] for c in cats[:8]]
    sh.table(["9 CAT.", "VALIDADE", "OBS."], rows, [0.2, 0.4, 0.4], size=7.5)
    sh.line("12 OBSERVAÇÕES", 6, True)
    sh.line(obs or "-", 9)
    sh.line(f"LOCAL: {plain(p.cidade)}, {p.uf}    DETRAN-{p.uf}", 8)
    sh.line(f"I<BRA{reg}<<<<<<<<<<<<<<<<<<", 8)
    f = _cnh_fields(p, cat, emis, val, prim, obs, reg)
    if not obs:
        f.pop("observacoes", None)
    return Out("cnh", f)


def cnh_e_pagina(sh: Sheet, fk: Fake) -> Out:
    """CNH-e page exported from the app: fields listed under 'Dados da habilitação'."""
    sh.s = Style("LibSerif", 10.5, 7)
    p, cat, emis, val, prim, obs, reg = _cnh_data(fk)
    sh.line("CARTEIRA DIGITAL DE TRÂNSITO", 9, True)
    sh.title("CARTEIRA NACIONAL DE HABILITAÇÃO DIGITAL", 13, "left")
    sh.qr_like(sh.W - sh.m - 90, sh.y - 30, 90, fk.r.randint(0, 10**6))
    sh.line("Dados da habilitação", 11, True)
    sh.hline()
    sh.kv("Nome civil", p.nome)
    sh.kv("CPF", fmt_cpf(p.cpf))
    sh.kv("Data de nascimento", fmt_date(p.nascimento))
    sh.kv("Registro nacional", reg)
    sh.kv("Categoria", cat)
    sh.kv("Data da primeira habilitação", fmt_date(prim))
    sh.kv("Data de validade", fmt_date(val))
    sh.kv("Data de emissão", fmt_date(emis))
    sh.kv("Observações", obs or "NENHUMA")
    sh.kv("Órgão emissor", f"DETRAN-{p.uf}")
    sh.gap(10)
    sh.para(f"Documento assinado com certificado digital do DETRAN {p.uf}. A autenticidade pode ser conferida pelo QR Code no aplicativo Vio.", 8)
    f = _cnh_fields(p, cat, emis, val, prim, obs, reg)
    return Out("cnh", f)


# --- Apólice ----------------------------------------------------------------

INSURERS = [("COMPANHIA DE SEGUROS SERRA AZUL", "61.198.164/0001-60"),
            ("ITAPUÃ SEGUROS GERAIS S.A.", "33.164.021/0001-00"),
            ("MÚTUA BANDEIRANTE SEGUROS S.A.", "92.751.213/0001-73")]


def _insurer(fk: Fake):
    nome, _ = fk.r.choice(INSURERS)
    return nome, fk.cnpj()


def _insured(fk: Fake):
    if fk.r.random() < 0.5:
        c = fk.company(2)
        return c.razao, c.cnpj, fmt_cnpj(c.cnpj)
    p = fk.person()
    return p.nome, p.cpf, fmt_cpf(p.cpf)


def _vig(fk: Fake):
    ini = fk.date_between(dt.date(2026, 3, 1), dt.date(2026, 11, 20))
    return ini, ini.replace(year=ini.year + 1)


def apolice_quadros(sh: Sheet, fk: Fake) -> Out:
    """Insurer header with its CNPJ first, then 'DADOS DO SEGURADO', coverage table."""
    sh.s = Style("LibSans", 9.5, 6.5)
    seg, segcnpj = _insurer(fk)
    nome, doc, pdoc = _insured(fk)
    ini, fim = _vig(fk)
    v = fk.vehicle("ALUGUEL")
    num = f"{fk.digits(2)}.{fk.digits(2)}.{fk.digits(7)}"
    sh.line(seg, 13, True)
    sh.line(f"CNPJ {fmt_cnpj(segcnpj)}  ·  Código SUSEP {fk.digits(5)}", 8)
    sh.gap(6)
    sh.title("APÓLICE DE SEGURO DE ACIDENTES PESSOAIS DE PASSAGEIROS - APP", 11.5)
    sh.grid([[("Apólice nº", num, 0.34), ("Proposta nº", fk.digits(9), 0.33), ("Endosso", "0", 0.33)]])
    sh.gap(4)
    sh.line("DADOS DO SEGURADO", 9, True)
    sh.grid([[("Nome / Razão social", nome, 0.65), ("CPF/CNPJ", pdoc, 0.35)]])
    sh.gap(4)
    sh.para(f"Vigência: das 24h de {fmt_date(ini)} às 24h de {fmt_date(fim)}", 9.5, True)
    sh.line("VEÍCULO SEGURADO", 9, True)
    sh.grid([[("Marca/Modelo", v.marca, 0.4), ("Ano", f"{v.ano_fab}/{v.ano_mod}", 0.15), ("Placa", v.placa, 0.15), ("Chassi", v.chassi, 0.3)],
             [("Lotação", f"{v.lotacao} passageiros", 0.3), ("Ramo", "0982 - APP", 0.7)]])
    sh.gap(4)
    vals = [fk.r.choice([20000, 30000, 50000]), fk.r.choice([20000, 30000, 50000]), fk.r.choice([2000, 3000, 5000])]
    tipos = ["Morte Acidental", "Invalidez Permanente por Acidente", "DMH - Despesas Médico-Hospitalares"]
    sh.table(["Cobertura", "Importância Segurada por passageiro", "Prêmio"],
             [[t, fmt_money(x), f"R$ {fk.r.randint(40, 300)},00"] for t, x in zip(tipos, vals, strict=False)],
             [0.45, 0.35, 0.2])
    sh.para("Corretor: " + fk.name() + f" - SUSEP {fk.digits(9)}", 8)
    return Out("apolice", {"seguradora": seg, "numero_apolice": num, "segurado_nome": nome,
                           "segurado_documento": doc, "placas": [v.placa], "vigencia_inicio": ini.isoformat(),
                           "vigencia_fim": fim.isoformat(),
                           "coberturas": [{"tipo": t, "valor": f"{x}.00"} for t, x in zip(tipos, vals, strict=False)]})


def apolice_frota(sh: Sheet, fk: Fake) -> Out:
    """Fleet policy: seguradora (left) and segurado (right) in two columns, vehicle list."""
    sh.s = Style("DjSerif", 9, 6.5)
    seg, segcnpj = _insurer(fk)
    c = fk.company(2)
    ini, fim = _vig(fk)
    vs = [fk.vehicle("ALUGUEL") for _ in range(fk.r.randint(2, 3))]
    num = f"{fk.digits(4)}{fk.digits(6)}"
    sh.title("APÓLICE DE SEGURO - FROTA", 13)
    sh.line("Ramo: Acidentes Pessoais de Passageiros", 9, False, "center")
    sh.gap(6)
    sh.two_col([("Seguradora", seg), ("CNPJ", fmt_cnpj(segcnpj)), ("Processo SUSEP", f"15414.{fk.digits(6)}/2019-{fk.digits(2)}")],
               [("Segurado", c.razao), ("CNPJ", fmt_cnpj(c.cnpj)), ("Endereço", f"{c.endereco}, {c.cidade}/{c.uf}")], size=8.5)
    sh.kv("Número da apólice", num)
    sh.kv("Início de vigência", f"{fmt_date(ini)} às 24h")
    sh.kv("Fim de vigência", f"{fmt_date(fim)} às 24h")
    sh.gap(4)
    sh.table(["Item", "Veículo", "Placa", "Chassi", "Lotação"],
             [[str(i + 1), v.marca, dash_plate(v.placa, fk.r), v.chassi, str(v.lotacao)] for i, v in enumerate(vs)],
             [0.07, 0.38, 0.14, 0.3, 0.11], size=8)
    tipos = ["Morte acidental", "Invalidez permanente por acidente", "DMH"]
    vals = [50000, 50000, 5000]
    sh.line("Coberturas contratadas (por passageiro)", 9, True)
    for t, x in zip(tipos, vals, strict=False):
        sh.line(f"{t} ........................ {fmt_money(x)}", 9, indent=10)
    sh.gap(6)
    sh.para("A cobertura se limita à lotação oficial do veículo. Prêmio total: R$ 1.284,00 em 4 parcelas.", 8)
    return Out("apolice", {"seguradora": seg, "numero_apolice": num, "segurado_nome": c.razao,
                           "segurado_documento": c.cnpj, "placas": [v.placa for v in vs],
                           "vigencia_inicio": ini.isoformat(), "vigencia_fim": fim.isoformat(),
                           "coberturas": [{"tipo": t, "valor": f"{x}.00"} for t, x in zip(tipos, vals, strict=False)]})


def apolice_auto_rcf(sh: Sheet, fk: Fake) -> Out:
    """Auto policy with RCF-V and APP; an estipulante with its own CNPJ comes before the segurado."""
    sh.s = Style("LibSerif", 10, 7)
    seg, segcnpj = _insurer(fk)
    p = fk.person()
    est = fk.company(1)
    ini, fim = _vig(fk)
    v = fk.vehicle("ALUGUEL")
    num = f"{fk.digits(3)}{fk.digits(7)}-{fk.digits(1)}"
    sh.line(seg, 12, True, "center")
    sh.line(f"CNPJ/MF {fmt_cnpj(segcnpj)}", 8, False, "center")
    sh.title("Apólice de Seguro Automóvel - Transporte de Passageiros", 11)
    sh.kv("Apólice", num)
    sh.kv("Vigência", f"das 24h de {fmt_date(ini)} às 24h de {fmt_date(fim)}")
    sh.kv("Estipulante", f"{est.razao} - CNPJ {fmt_cnpj(est.cnpj)}")
    sh.kv("Segurado", p.nome)
    sh.kv("CPF do segurado", fmt_cpf(p.cpf))
    sh.kv("Veículo", f"{v.marca} - Placa {v.placa} - Chassi {v.chassi}")
    sh.gap(4)
    tipos = ["RCF-V Danos Materiais", "RCF-V Danos Corporais", "APP Morte", "APP Invalidez"]
    vals = [100000, 200000, 30000, 30000]
    sh.table(["Coberturas", "LMI"], [[t, fmt_money(x)] for t, x in zip(tipos, vals, strict=False)], [0.6, 0.4])
    return Out("apolice", {"seguradora": seg, "numero_apolice": num, "segurado_nome": p.nome,
                           "segurado_documento": p.cpf, "placas": [v.placa],
                           "vigencia_inicio": ini.isoformat(), "vigencia_fim": fim.isoformat(),
                           "coberturas": [{"tipo": t, "valor": f"{x}.00"} for t, x in zip(tipos, vals, strict=False)]})
