"""Series-7 bills, bank statement, declaração and requerimento of the
held-out family (issue 12).

Written from CONTRACT §4 and what these documents look like, without reading
`extractors/`: a piped-gas bill (the distributor and its CNPJ at the top, leituras in a
table, the customer's CPF); an internet/fibre bill whose customer block sits in a right
column; a bank statement used as comprovante de endereço (the account holder's address
at the top, movements below); a declaração de residência made by the owner of the house
about someone living there (two CPFs, the declarant is the titular); a requerimento to the DF's
transport secretariat by a company through its sócio."""

from __future__ import annotations

import datetime as dt

from samples.heldout.data import Fake, fmt_cnpj, fmt_cpf, fmt_date, fmt_date_long
from samples.heldout.docs_v2_certidoes import _cents
from samples.heldout.docs_vehicle import Out, dash_plate
from samples.heldout.sheet import Sheet, Style
from samples.heldout.v7data import BANCO7, GAS7, NET7, company7, estado7, person7

MESES = ["JAN", "FEV", "MAR", "ABR", "MAI", "JUN", "JUL", "AGO", "SET", "OUT", "NOV", "DEZ"]


def comprovante_gas(sh: Sheet, fk: Fake) -> Out:
    """Piped-gas bill: distributor name and CNPJ at the top left, 'Nº DO CLIENTE' and
    'MÊS DE REFERÊNCIA' at the right, the customer and CPF, the leituras table (m³),
    'Data de emissão' and 'Vencimento'."""
    sh.s = Style("LibSans", 9, 6)
    dist = fk.r.choice(GAS7)
    p = person7(fk, ("PR", "GO", "MS", "DF"))
    emis = fk.recent(40)
    venc = emis + dt.timedelta(days=12)
    y0 = sh.y
    sh.text_at(sh.m, y0, dist, 12, True)
    sh.text_at(sh.m, y0 + 16, f"CNPJ {fmt_cnpj(fk.cnpj())} - Inscr. Est. {fk.digits(9)}", 8)
    sh.text_at(sh.m + sh.width, y0, f"Nº DO CLIENTE {fk.digits(8)}", 9, True, "right")
    sh.text_at(
        sh.m + sh.width,
        y0 + 14,
        f"MÊS DE REFERÊNCIA {MESES[emis.month - 1]}/{emis.year}",
        9,
        False,
        "right",
    )
    sh.y = y0 + 36
    sh.hline()
    sh.line("CONTA DE GÁS NATURAL CANALIZADO", 11, True)
    sh.kv("Cliente", p.nome)
    sh.kv("CPF", fmt_cpf(p.cpf))
    sh.kv("Endereço de fornecimento", f"{p.endereco} - {p.bairro}")
    sh.kv("Cidade", f"{p.cidade.upper()} - {p.uf} - CEP {p.cep}")
    sh.gap(4)
    a = fk.r.randint(1000, 5000)
    b = a + fk.r.randint(5, 30)
    sh.table(
        ["Leitura anterior", "Leitura atual", "Consumo (m³)", "Fator de correção"],
        [[str(a), str(b), str(b - a), "1,0000"]],
        [0.25, 0.25, 0.25, 0.25],
        size=8.5,
    )
    total = (b - a) * fk.r.randint(600, 900)
    sh.grid(
        [
            [
                ("Data de emissão", fmt_date(emis), 0.33),
                ("Vencimento", fmt_date(venc), 0.33),
                ("Total a pagar (R$)", _cents(total), 0.34),
            ]
        ],
        value_size=10,
    )
    sh.line("Débito automático disponível. Em caso de cheiro de gás ligue 0800 " + fk.digits(7), 8)
    return Out(
        "comprovante_endereco",
        {
            "titular_nome": p.nome,
            "titular_documento": p.cpf,
            "data_emissao": emis.isoformat(),
            "municipio": p.cidade.upper(),
            "uf": p.uf,
        },
    )


def comprovante_internet(sh: Sheet, fk: Fake) -> Out:
    """Fibre-internet bill: the provider's logo text and CNPJ on the left column with
    the plan and amounts, the customer block ('Titular', 'CPF', 'Endereço de
    instalação') in a boxed right column; 'Emissão' printed under the customer."""
    sh.s = Style("LibNarrow", 9.5, 6)
    prov = fk.r.choice(NET7)
    p = person7(fk, ("SC", "MT", "TO", "PA", "AM", "MA"))
    emis = fk.recent(40)
    y0 = sh.y
    half = sh.width / 2
    sh.text_at(sh.m, y0, prov.split()[0], 20, True)
    sh.text_at(sh.m, y0 + 26, prov, 9)
    sh.text_at(sh.m, y0 + 38, f"CNPJ {fmt_cnpj(fk.cnpj())}", 8)
    sh.text_at(sh.m, y0 + 62, "Fatura de serviços de telecomunicações", 10, True)
    rows = [
        ("Plano Fibra 500 Mega", fk.r.randint(9000, 15000)),
        ("Roteador Wi-Fi (comodato)", 0),
        ("Ponto adicional", fk.r.choice([0, 1500])),
    ]
    yy = y0 + 80
    for lab, v in rows:
        sh.text_at(sh.m, yy, lab, 9)
        sh.text_at(sh.m + half - 20, yy, _cents(v), 9, align="right")
        yy += 14
    sh.text_at(sh.m, yy + 4, "TOTAL", 10, True)
    sh.text_at(sh.m + half - 20, yy + 4, _cents(sum(v for _l, v in rows)), 10, True, "right")
    xr = sh.m + half + 10
    sh.rect(xr - 6, y0 - 4, half - 4, 120)
    for i, (lab, v) in enumerate(
        [
            ("Titular", p.nome),
            ("CPF", fmt_cpf(p.cpf)),
            ("Endereço de instalação", p.endereco),
            ("", f"{p.bairro} - {p.cidade.upper()}/{p.uf}"),
            ("Emissão", fmt_date(emis)),
        ]
    ):
        if lab:
            sh.text_at(xr, y0 + i * 22, lab, 7, True)
        sh.text_at(xr, y0 + i * 22 + 9, v, 9)
    sh.y = max(yy + 30, y0 + 130)
    sh.hline(0.5)
    sh.line(
        f"Vencimento: {fmt_date(emis + dt.timedelta(days=10))}   Código do cliente: {fk.digits(9)}",
        9,
    )
    sh.line("Anatel: 1331. Central de atendimento 24h: 10" + fk.digits(3), 8)
    return Out(
        "comprovante_endereco",
        {
            "titular_nome": p.nome,
            "titular_documento": p.cpf,
            "data_emissao": emis.isoformat(),
            "municipio": p.cidade.upper(),
            "uf": p.uf,
        },
    )


def comprovante_extrato_bancario(sh: Sheet, fk: Fake) -> Out:
    """Bank statement ('EXTRATO DE CONTA CORRENTE'): bank and agência, the holder's name,
    CPF and mailing address, the period and 'Emitido em', a movements table."""
    sh.s = Style("Cour", 9, 6)
    p = person7(fk)
    emis = fk.recent(30)
    ini = emis - dt.timedelta(days=30)
    sh.line(BANCO7[0], 12, True)
    sh.line(
        f"Agência {fk.digits(4)}-{fk.digits(1)}  Conta corrente {fk.digits(6)}-{fk.digits(1)}", 9
    )
    sh.hline()
    sh.line("EXTRATO DE CONTA CORRENTE", 11, True, "center")
    sh.kv("Cliente", p.nome)
    sh.kv("CPF", fmt_cpf(p.cpf))
    sh.kv("Endereço", f"{p.endereco}, {p.bairro}")
    sh.kv("Cidade/UF", f"{p.cidade.upper()}/{p.uf}  CEP {p.cep}")
    sh.kv("Período", f"{fmt_date(ini)} a {fmt_date(emis)}")
    sh.kv("Emitido em", fmt_date(emis))
    saldo = fk.r.randint(50000, 900000)
    rows = [[fmt_date(ini), "SALDO ANTERIOR", "", _cents(saldo)]]
    d = ini
    for h in ["PIX RECEBIDO", "PAGTO CONTA ENERGIA", "TARIFA PACOTE", "PIX ENVIADO", "DEPÓSITO"]:
        d += dt.timedelta(days=fk.r.randint(1, 5))
        v = fk.r.randint(2000, 80000) * (1 if h in ("PIX RECEBIDO", "DEPÓSITO") else -1)
        saldo += v
        rows.append(
            [fmt_date(min(d, emis)), h, _cents(abs(v)) + ("" if v > 0 else "-"), _cents(saldo)]
        )
    sh.table(["Data", "Histórico", "Valor", "Saldo"], rows, [0.18, 0.42, 0.2, 0.2], size=8.5)
    sh.line(
        f"{BANCO7[1]} - SAC 0800 {fk.digits(3)} {fk.digits(4)} - Ouvidoria 0800 {fk.digits(3)} {fk.digits(4)}",
        7.5,
    )
    return Out(
        "comprovante_endereco",
        {
            "titular_nome": p.nome,
            "titular_documento": p.cpf,
            "data_emissao": emis.isoformat(),
            "municipio": p.cidade.upper(),
            "uf": p.uf,
        },
    )


def declaracao_residencia_terceiro(sh: Sheet, fk: Fake) -> Out:
    """'DECLARAÇÃO DE RESIDÊNCIA' by the owner of a house that a named person (with his
    own CPF) lives there; the declarant (first, with CPF) is the titular; Lei 7.115/83."""
    sh.s = Style("Times", 11.5, 7.5)
    dono = person7(fk)
    mor = person7(fk, (dono.uf,))
    mor.cidade = dono.cidade
    d = fk.recent(20)
    title = "DECLARAÇÃO DE RESIDÊNCIA"
    sh.gap(30)
    sh.title(title, 15)
    sh.gap(14)
    sh.para(
        f"Eu, {dono.nome}, portador(a) do CPF nº {fmt_cpf(dono.cpf)} e do RG nº {dono.rg} {dono.rg_org}, proprietário(a) "
        f"do imóvel situado na {dono.endereco}, bairro {dono.bairro}, {dono.cidade}/{dono.uf}, CEP {dono.cep}, DECLARO, "
        f"para fins de comprovação de endereço junto ao órgão gestor do transporte, que {mor.nome}, CPF nº "
        f"{fmt_cpf(mor.cpf)}, reside no referido imóvel desde {fmt_date(d - dt.timedelta(days=fk.r.randint(200, 2000)))}.",
        first_indent=40,
    )
    sh.para(
        "Declaro ainda estar ciente de que a falsidade desta declaração configura crime previsto no art. 299 do "
        "Código Penal, nos termos da Lei nº 7.115, de 29 de agosto de 1983.",
        first_indent=40,
    )
    sh.gap(12)
    sh.line(f"{dono.cidade}, {fmt_date_long(d)}.", align="right")
    sh.gap(30)
    sh.signature(dono.nome, "Declarante")
    return Out(
        "declaracao",
        {
            "assunto": title,
            "titular_nome": dono.nome,
            "titular_documento": dono.cpf,
            "data_emissao": d.isoformat(),
        },
    )


def requerimento_semob_df(sh: Sheet, fk: Fake) -> Out:
    """Requerimento to the DF's Secretaria de Transporte e Mobilidade by a company
    (razão social, CNPJ) through its sócio-administrador (name, CPF): 'Senhor(a)
    Subsecretário(a)', the request, the vehicle, 'Nestes termos, pede deferimento'."""
    sh.s = Style("DjSerifCond", 10.5, 7)
    c = company7(fk, 2, ("DF",))
    s = c.socios[0]
    v = fk.vehicle("ALUGUEL")
    d = fk.recent(15)
    title = "REQUERIMENTO DE VISTORIA E LICENCIAMENTO DE VEÍCULO"
    sh.line("GOVERNO DO " + estado7("DF"), 9, True, "center")
    sh.line("SECRETARIA DE ESTADO DE TRANSPORTE E MOBILIDADE - SEMOB", 9, False, "center")
    sh.gap(10)
    sh.title(title, 12.5)
    sh.gap(6)
    sh.para("Senhor(a) Subsecretário(a) de Fiscalização, Auditoria e Controle,", 10.5)
    sh.para(
        f"{c.razao}, inscrita no CNPJ sob o nº {fmt_cnpj(c.cnpj)}, com sede na {c.endereco}, {c.bairro}, Brasília/DF, "
        f"neste ato representada por seu sócio-administrador {s.nome}, CPF nº {fmt_cpf(s.cpf)}, vem requerer a "
        f"vistoria e o licenciamento do veículo placa {dash_plate(v.placa, fk.r)}, RENAVAM {v.renavam}, {v.marca}, "
        f"ano {v.ano_fab}/{v.ano_mod}, para o serviço de fretamento.",
        first_indent=36,
    )
    sh.para("Anexa os documentos exigidos pela legislação distrital.", first_indent=36)
    sh.para("Nestes termos, pede deferimento.", first_indent=36)
    sh.line(f"Brasília/DF, {fmt_date_long(d)}.", align="right")
    sh.gap(24)
    sh.signature(s.nome, f"Sócio-administrador - {c.razao}")
    return Out(
        "requerimento",
        {
            "assunto": title,
            "titular_nome": c.razao,
            "titular_documento": c.cnpj,
            "data_emissao": d.isoformat(),
            "placa": v.placa,
        },
    )
