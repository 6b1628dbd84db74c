"""Series-7 vehicle documents of the held-out family (issue 12): CRLV, CNH, apólice.

Written from document-layouts.md, CONTRACT §4 and what these documents look like,
without reading `extractors/`: a CRLV-e printed from a phone app (owner block first,
then the vehicle, then the licensing, labels in mixed case after the values' column);
an old paper CRLV of Mato Grosso (pre-2020 model, 'CÓD. RENAVAM' and 'EXERCÍCIO' on
top, 'NOME' / 'CPF/CNPJ' in the middle, 'LOCAL' / 'DATA' at the bottom); a photocopy of
a 2022-model CNH, front and back side by side, the back listing several observações;
an auto policy over two pages where a company is segurado and a person the condutor
principal (both with documents)."""

from __future__ import annotations

import datetime as dt

from samples.heldout.data import Fake, fmt_cnpj, fmt_cpf, fmt_date, fmt_money
from samples.heldout.docs_vehicle import Out, _crlv_fields, dash_plate, plain
from samples.heldout.sheet import Sheet, Style
from samples.heldout.v7data import INSURERS7, company7, person7


def _owner7(fk: Fake):
    if fk.r.random() < 0.35:
        c = company7(fk, 1)
        return c.razao, c.cnpj, fmt_cnpj(c.cnpj), c.cidade, c.uf
    p = person7(fk)
    return p.nome, p.cpf, fmt_cpf(p.cpf), p.cidade, p.uf


def crlv_e_app_proprietario(sh: Sheet, fk: Fake) -> Out:
    """CRLV-e printed from a phone app: narrow column, 'Proprietário' block first
    (Nome, CPF/CNPJ, Local), then 'Veículo' (Placa, Renavam, Chassi, ...), then
    'Licenciamento' (Exercício, Data de emissão); each row 'Label  value'."""
    sh.s = Style("LibNarrow", 10, 6.5)
    v = fk.vehicle()
    nome, doc, pdoc, cidade, uf = _owner7(fk)
    exerc = fk.r.choice([2025, 2026])
    emis = fk.date_between(dt.date(exerc, 1, 5), min(fk.as_of, dt.date(exerc, 11, 28)))
    x0, w = sh.m + 110, sh.width - 220
    sh.rect(x0 - 10, sh.y - 6, w + 20, 690, lw=1.2)
    sh.text_at(x0 + w / 2, sh.y, "Documento do veículo", 13, True, "center")
    sh.text_at(
        x0 + w / 2,
        sh.y + 18,
        "CRLV-e - Certificado de Registro e Licenciamento de Veículo",
        8,
        False,
        "center",
    )
    sh.y += 36
    y = sh.y

    def block(title: str, rows: list[tuple[str, str]]) -> None:
        nonlocal y
        sh.rect(x0, y, w, 16, fill=0.88)
        sh.text_at(x0 + 5, y + 3, title, 9.5, True)
        y += 22
        for lab, val in rows:
            sh.text_at(x0 + 5, y, lab, 8.5)
            sh.text_at(x0 + w - 5, y, val, 9.5, True, "right")
            y += 16
        y += 6

    block("Proprietário", [("Nome", nome), ("CPF/CNPJ", pdoc), ("Local", f"{plain(cidade)}/{uf}")])
    block(
        "Veículo",
        [
            ("Placa", v.placa),
            ("Renavam", v.renavam),
            ("Chassi", v.chassi),
            ("Marca/Modelo", v.marca),
            ("Espécie/Tipo", v.especie),
            ("Ano fabricação", str(v.ano_fab)),
            ("Ano modelo", str(v.ano_mod)),
            ("Categoria", v.categoria),
            ("Lotação", f"{v.lotacao} lugares"),
            ("Cor", v.cor),
            ("Combustível", v.combustivel),
        ],
    )
    block(
        "Licenciamento",
        [
            ("Exercício", str(exerc)),
            ("Data de emissão", fmt_date(emis)),
            ("Situação", "Licenciado"),
            ("Órgão", f"DETRAN-{uf}"),
        ],
    )
    sh.qr_like(x0 + w / 2 - 45, y + 4, 90, fk.r.randint(0, 10**6))
    sh.text_at(
        x0 + w / 2,
        y + 100,
        "Documento digital válido em todo o território nacional",
        7,
        False,
        "center",
    )
    sh.y = y + 120
    return Out("crlv", _crlv_fields(v, nome, doc, emis, cidade, uf, exerc))


def crlv_papel_mt(sh: Sheet, fk: Fake) -> Out:
    """Old paper CRLV of Mato Grosso: number and 'VIA' at the top right, 'CÓD.
    RENAVAM' / 'EXERCÍCIO' / 'NOME' / 'CPF/CNPJ' / 'PLACA' / 'PLACA ANT./UF' /
    'CHASSI' / 'ESPÉCIE TIPO' / 'COMBUSTÍVEL' / 'MARCA/MODELO' / 'ANO FAB' / 'ANO MOD'
    / 'CAP/POT/CIL' / 'CATEGORIA' / 'COR PREDOMINANTE', 'LOCAL' and 'DATA' at the foot,
    typed in Courier on a tinted form."""
    sh.s = Style("Helv", 8, 5.5)
    v = fk.vehicle()
    nome, doc, pdoc, _c, _u = _owner7(fk)
    cidade, uf = fk.r.choice([("Cuiabá", "MT"), ("Rondonópolis", "MT")])
    exerc = fk.r.choice([2019, 2020])
    emis = fk.date_between(dt.date(exerc, 1, 10), dt.date(exerc, 10, 30))
    # a paper CRLV of 2019/2020 describes a vehicle made before its exercício
    v.ano_fab = fk.r.randint(2011, exerc - 1)
    v.ano_mod = v.ano_fab + fk.r.choice([0, 1])
    x0, y0, w = sh.m, sh.y, sh.width
    sh.rect(x0, y0, w, 330, fill=0.92, lw=1)
    t = sh.text_at
    t(x0 + 8, y0 + 6, "REPÚBLICA FEDERATIVA DO BRASIL", 8, True)
    t(x0 + 8, y0 + 16, "DEPARTAMENTO ESTADUAL DE TRÂNSITO DE MATO GROSSO - DETRAN/MT", 7)
    t(x0 + 8, y0 + 28, "CERTIFICADO DE REGISTRO E LICENCIAMENTO DE VEÍCULO", 10, True)
    t(x0 + w - 8, y0 + 6, f"Nº {fk.digits(10)}", 9, True, "right")
    t(x0 + w - 8, y0 + 18, "1ª VIA", 7, False, "right")
    cells = [
        ("CÓD. RENAVAM", v.renavam, 0, 48),
        ("RNTRC", "", 170, 48),
        ("EXERCÍCIO", str(exerc), 300, 48),
        ("NOME", nome, 0, 76),
        ("CPF/CNPJ", pdoc, 330, 76),
        ("PLACA", dash_plate(v.placa, fk.r), 0, 104),
        ("PLACA ANT./UF", f"{fk.placa(False)}/{uf}", 110, 104),
        ("CHASSI", v.chassi, 240, 104),
        ("ESPÉCIE TIPO", v.especie, 0, 132),
        ("COMBUSTÍVEL", v.combustivel, 240, 132),
        ("MARCA/MODELO", v.marca, 0, 160),
        ("ANO FAB", str(v.ano_fab), 300, 160),
        ("ANO MOD", str(v.ano_mod), 380, 160),
        ("CAP/POT/CIL", f"{v.lotacao}P/150CV/2800", 0, 188),
        ("CATEGORIA", v.categoria, 170, 188),
        ("COR PREDOMINANTE", v.cor, 300, 188),
        ("OBSERVAÇÕES", "*.*", 0, 216),
        ("LOCAL", plain(cidade).upper(), 0, 272),
        ("DATA", fmt_date(emis), 300, 272),
    ]
    for lab, val, dx, dy in cells:
        t(x0 + 8 + dx, y0 + dy, lab, 5.5, True)
        t(x0 + 8 + dx, y0 + dy + 8, val, 9, font="Cour-B")
    sh.y = y0 + 340
    return Out("crlv", _crlv_fields(v, nome, doc, emis, cidade, uf, exerc))


def cnh_fotocopia_frente_verso(sh: Sheet, fk: Fake) -> Out:
    """Photocopy of a 2022-model CNH, front (left) and back (right) side by side on a
    grey page: the front's numbered fields, the back's '12 OBSERVAÇÕES' with several
    codes, 'LOCAL' and the emission date; a 'CONFERE COM O ORIGINAL' stamp below."""
    sh.s = Style("LibSans", 8, 5.5)
    p = person7(fk)
    cat = fk.r.choice(["D", "AD", "E", "AE"])
    emis = fk.date_between(dt.date(2022, 7, 1), dt.date(2026, 10, 1))
    val = emis.replace(year=emis.year + fk.r.choice([5, 10]))
    prim = fk.date_between(p.nascimento.replace(year=p.nascimento.year + 19), dt.date(2012, 1, 1))
    obs = fk.r.choice(["A; EAR", "EAR; MOPP", "A; EAR; MOPP", "EAR; TRANSPORTE COLETIVO"])
    reg = fk.cnh_registro()
    x0, y0, w, h = sh.m, sh.y + 10, sh.width / 2 - 6, 250
    sh.rect(x0 - 12, y0 - 12, sh.width + 24, h + 24, fill=0.82, lw=0)
    sh.rect(x0, y0, w, h, fill=0.95)
    sh.rect(x0 + w + 12, y0, w, h, fill=0.95)
    t = sh.text_at
    t(x0 + w / 2, y0 + 6, "REPÚBLICA FEDERATIVA DO BRASIL", 7, True, "center")
    t(x0 + w / 2, y0 + 15, "CARTEIRA NACIONAL DE HABILITAÇÃO", 7.5, True, "center")
    sh.rect(x0 + 8, y0 + 30, 56, 72)
    items = [
        ("1 NOME", p.nome, 70, 30),
        (
            "3 DATA, LOCAL E UF DE NASCIMENTO",
            f"{fmt_date(p.nascimento)}, {plain(p.cidade)}, {p.uf}",
            70,
            54,
        ),
        ("4a DATA EMISSÃO", fmt_date(emis), 70, 78),
        ("4b VALIDADE", fmt_date(val), 150, 78),
        ("4d CPF", fmt_cpf(p.cpf), 70, 102),
        ("5 Nº REGISTRO", reg, 150, 102),
        ("9 CAT. HAB.", cat, 70, 126),
        ("1ª HABILITAÇÃO", fmt_date(prim), 150, 126),
        ("FILIAÇÃO", p.pai, 0, 150),
        ("", p.mae, 0, 166),
    ]
    for lab, v, dx, dy in items:
        if lab:
            t(x0 + 8 + dx, y0 + dy, lab, 5, True)
        t(x0 + 8 + dx, y0 + dy + 7, v, 7.5)
    xb = x0 + w + 20
    t(xb, y0 + 10, "9 CATEGORIA   VALIDADE", 5.5, True)
    for i, c in enumerate(["A", "B", "C", "D", "E"]):
        t(
            xb,
            y0 + 22 + i * 11,
            f"{c}        {fmt_date(val) if c in cat or c < cat[-1] else '-'}",
            7,
        )
    t(xb, y0 + 90, "12 OBSERVAÇÕES", 5.5, True)
    t(xb, y0 + 100, obs, 8)
    t(xb, y0 + 150, "LOCAL", 5.5, True)
    t(xb, y0 + 158, f"{plain(p.cidade)}, {p.uf}", 7.5)
    t(xb + 140, y0 + 150, "DATA EMISSÃO", 5.5, True)
    t(xb + 140, y0 + 158, fmt_date(emis), 7.5)
    t(xb, y0 + 200, f"DETRAN-{p.uf}", 8, True)
    sh.y = y0 + h + 30
    sh.stamp(["CONFERE COM O ORIGINAL", f"{fk.name()} - ESCREVENTE"], sh.m + sh.width - 220, sh.y)
    sh.y += 60
    return Out(
        "cnh",
        {
            "nome": p.nome,
            "cpf": p.cpf,
            "registro": reg,
            "categoria": cat,
            "validade": val.isoformat(),
            "primeira_habilitacao": prim.isoformat(),
            "data_nascimento": p.nascimento.isoformat(),
            "data_emissao": emis.isoformat(),
            "observacoes": obs,
            "ear": True,
        },
    )


def apolice_auto_condutor_2pag(sh: Sheet, fk: Fake) -> Out:
    """Auto policy over two pages: page 1 the insurer (with CNPJ), 'Estipulante/Segurado'
    (a company with CNPJ) and the 'Condutor principal' (a person with CPF), the vehicle
    and vigência; page 2 'QUADRO DE COBERTURAS' and the conditions."""
    sh.s = Style("DjSerif", 9, 6)
    seg = fk.r.choice(INSURERS7)
    c = company7(fk, 2)
    cond = person7(fk)
    ini = fk.date_between(dt.date(2026, 2, 1), dt.date(2026, 11, 20))
    fim = ini.replace(year=ini.year + 1)
    v = fk.vehicle("ALUGUEL")
    num = f"{fk.digits(4)}.31.{fk.digits(8)}-{fk.digits(1)}"
    sh.line(seg, 14, True)
    sh.line(
        f"CNPJ {fmt_cnpj(fk.cnpj())} - Processo SUSEP nº 15414.{fk.digits(6)}/{fk.r.randint(2015, 2023)}-{fk.digits(2)}",
        8,
    )
    sh.hline()
    sh.title("APÓLICE DE SEGURO AUTOMÓVEL", 13)
    sh.kv("Nº da apólice", num)
    sh.kv("Vigência", f"das 24 horas de {fmt_date(ini)} às 24 horas de {fmt_date(fim)}")
    sh.gap(6)
    sh.line("SEGURADO", 10, True)
    sh.kv("Razão social", c.razao)
    sh.kv("CNPJ", fmt_cnpj(c.cnpj))
    sh.kv("Endereço", f"{c.endereco} - {c.bairro} - {c.cidade}/{c.uf}")
    sh.gap(6)
    sh.line("CONDUTOR PRINCIPAL", 10, True)
    sh.kv("Nome", cond.nome)
    sh.kv("CPF", fmt_cpf(cond.cpf))
    sh.kv("Data de nascimento", fmt_date(cond.nascimento))
    sh.gap(6)
    sh.line("ITEM SEGURADO", 10, True)
    sh.table(
        ["Marca/Modelo", "Ano", "Placa", "Chassi"],
        [[v.marca, f"{v.ano_fab}/{v.ano_mod}", v.placa, v.chassi]],
        [0.4, 0.15, 0.15, 0.3],
        size=8.5,
    )
    sh.para(
        "Uso: transporte remunerado de passageiros. Região de circulação: " + f"{c.cidade}/{c.uf}.",
        9,
    )
    sh.new_page()
    sh.line(f"{seg} - Apólice {num} - continuação", 8)
    sh.title("QUADRO DE COBERTURAS", 12)
    tipos = [
        "Casco - valor de mercado referenciado",
        "RCF-V Danos Materiais",
        "RCF-V Danos Corporais",
        "APP Morte por passageiro",
    ]
    vals = [
        fk.r.choice([90000, 120000, 150000]),
        fk.r.choice([100000, 200000]),
        fk.r.choice([100000, 200000, 300000]),
        fk.r.choice([20000, 30000]),
    ]
    sh.table(
        ["Cobertura", "Limite máximo de indenização", "Franquia"],
        [
            [t_, fmt_money(x), "conforme cláusula" if i else fmt_money(x // 20)]
            for i, (t_, x) in enumerate(zip(tipos, vals, strict=True))
        ],
        [0.45, 0.3, 0.25],
        size=9,
    )
    for i in range(6):
        sh.para(
            f"Cláusula {i + 1}. As coberturas acima obedecem às Condições Gerais do seguro automóvel registradas "
            "na SUSEP; o condutor principal declarado deve conduzir o veículo em ao menos 85% do tempo.",
            8.5,
        )
    return Out(
        "apolice",
        {
            "seguradora": seg,
            "numero_apolice": num,
            "segurado_nome": c.razao,
            "segurado_documento": c.cnpj,
            "placas": [v.placa],
            "vigencia_inicio": ini.isoformat(),
            "vigencia_fim": fim.isoformat(),
            "coberturas": [
                {"tipo": t_, "valor": f"{x}.00"} for t_, x in zip(tipos, vals, strict=True)
            ],
        },
    )
