"""Series-7 nota fiscal and inscrição municipal of the held-out family (issue 12).

Written from CONTRACT §4 and what these documents look like, without reading
`extractors/`: the 'DANFE SIMPLIFICADO' a dealership prints for a new vehicle (a narrow
half-page: emitente, chave de acesso, protocolo, destinatário, the vehicle's line with
chassi and plate-to-be, totals); and the 'FICHA DE INSCRIÇÃO NO CADASTRO MOBILIÁRIO' of
a capital's prefeitura for a transport company (the company's CNPJ beside its inscrição
municipal, the contador with his CPF, activities by código de serviço)."""

from __future__ import annotations

import datetime as dt

from samples.heldout.data import Fake, fmt_cnpj, fmt_cpf, fmt_date, fmt_money
from samples.heldout.docs_v2_certidoes import _hm
from samples.heldout.docs_vehicle import Out, plain
from samples.heldout.sheet import Sheet, Style
from samples.heldout.v7data import company7, person7

CONCESSIONARIAS7 = [
    "ARAGUAIA VEÍCULOS LTDA",
    "PLANALTO CENTRAL DISTRIBUIDORA DE VEÍCULOS S.A.",
    "IGUAÇU AUTOMÓVEIS E PEÇAS LTDA",
]


def danfe_simplificado_veiculo(sh: Sheet, fk: Fake) -> Out:
    """'DANFE SIMPLIFICADO' of a new vehicle sold by a dealership to a person or company:
    a narrow centred column, the emitente with CNPJ, 'CHAVE DE ACESSO', 'PROTOCOLO DE
    AUTORIZAÇÃO', then 'DESTINATÁRIO' (the titular) with CPF/CNPJ, the vehicle's line
    (marca/modelo, chassi, RENAVAM not yet issued), 'EMISSÃO' with the time."""
    sh.s = Style("LibMono", 8, 5.5)
    conc = company7(fk, 2)
    conc.razao = fk.r.choice(CONCESSIONARIAS7)
    if fk.r.random() < 0.5:
        b = person7(fk)
        bn, bd, bpd = b.nome, b.cpf, fmt_cpf(b.cpf)
    else:
        bc = company7(fk, 2)
        bn, bd, bpd = bc.razao, bc.cnpj, fmt_cnpj(bc.cnpj)
    v = fk.vehicle("ALUGUEL")
    d = fk.recent(60)
    val = fk.r.randint(90, 420) * 1000
    # a new vehicle: made this year, model this year or the next
    v.ano_fab = d.year
    v.ano_mod = d.year + fk.r.choice([0, 1])
    x0, w = sh.m + 120, sh.width - 240
    y = sh.y
    sh.rect(x0 - 8, y - 6, w + 16, 400, lw=0.8)
    lines = [
        ("DANFE SIMPLIFICADO", 11, True),
        ("Documento Auxiliar da NF-e", 7, False),
        ("", 4, False),
        (conc.razao, 8.5, True),
        (f"CNPJ: {fmt_cnpj(conc.cnpj)}   IE: {fk.digits(9)}", 7.5, False),
        (f"{conc.endereco} - {conc.cidade}/{conc.uf}", 7, False),
        ("", 4, False),
        (f"NF-e Nº {fk.digits(6)}  Série 001", 8, True),
        (f"EMISSÃO: {fmt_date(d)} {_hm(fk, True)}", 8, False),
        ("CHAVE DE ACESSO", 7, True),
        (" ".join(fk.digits(4) for _ in range(6)), 7.5, False),
        (" ".join(fk.digits(4) for _ in range(5)), 7.5, False),
        (f"PROTOCOLO DE AUTORIZAÇÃO: {fk.digits(15)}", 7, False),
        ("", 4, False),
        ("DESTINATÁRIO", 8, True),
        (bn, 8.5, True),
        (f"CPF/CNPJ: {bpd}", 8, False),
        ("", 4, False),
        ("NATUREZA DA OPERAÇÃO: VENDA DE VEÍCULO NOVO", 7.5, False),
        ("", 4, False),
        ("ITEM  DESCRIÇÃO", 7.5, True),
        (f"001   {v.marca}", 8, False),
        (f"      CHASSI {v.chassi}", 8, False),
        (f"      ANO FAB/MOD {v.ano_fab}/{v.ano_mod} COR {v.cor}", 8, False),
        (f"      COMBUSTÍVEL {v.combustivel}  LOTAÇÃO {v.lotacao}", 8, False),
        ("", 4, False),
        (f"VALOR TOTAL DA NOTA: {fmt_money(val)}", 9, True),
        ("", 4, False),
        ("Consulte pela chave de acesso no portal nacional da NF-e", 6.5, False),
    ]
    for text, size, bold in lines:
        if text:
            sh.text_at(x0 + w / 2, y, text, size, bold, "center")
        y += size * 1.45
    sh.y = y + 10
    return Out(
        "nota_fiscal", {"titular_nome": bn, "titular_documento": bd, "data_emissao": d.isoformat()}
    )


def inscricao_municipal_cadastro(sh: Sheet, fk: Fake) -> Out:
    """'FICHA DE INSCRIÇÃO NO CADASTRO MOBILIÁRIO' of a capital (Goiânia, Cuiabá, Campo
    Grande, Belém, Manaus, São Luís): the company's razão social, CNPJ and 'Inscrição
    municipal', the address, 'Códigos de serviço' (LC 116 items), the contador with CRC
    and CPF, 'Data de inscrição' before 'Data de emissão'."""
    sh.s = Style("LibSans", 9.5, 6)
    cap = fk.r.choice(
        [
            ("Goiânia", "GO"),
            ("Cuiabá", "MT"),
            ("Campo Grande", "MS"),
            ("Belém", "PA"),
            ("Manaus", "AM"),
            ("São Luís", "MA"),
        ]
    )
    c = company7(fk, 2, (cap[1],))
    c.cidade = cap[0]
    cont = person7(fk, (cap[1],))
    emis = fk.recent(30)
    insc = fk.date_between(c.abertura, emis - dt.timedelta(days=30))
    org = f"PREFEITURA MUNICIPAL DE {c.cidade.upper()}"
    sh.line(org, 13, True, "center")
    sh.line("SECRETARIA MUNICIPAL DE FINANÇAS - CADASTRO MOBILIÁRIO", 9, False, "center")
    sh.gap(4)
    sh.title("FICHA DE INSCRIÇÃO NO CADASTRO MOBILIÁRIO", 12.5)
    sh.grid(
        [
            [
                ("Inscrição municipal", f"{fk.digits(3)}.{fk.digits(3)}-{fk.digits(1)}", 0.3),
                ("CNPJ", fmt_cnpj(c.cnpj), 0.35),
                ("Data de inscrição", fmt_date(insc), 0.35),
            ],
            [("Razão social", c.razao, 1.0)],
            [
                ("Endereço", f"{c.endereco} - {c.bairro}", 0.6),
                ("Município/UF", f"{plain(c.cidade).upper()}/{c.uf}", 0.4),
            ],
        ],
        value_size=9.5,
    )
    sh.gap(6)
    sh.table(
        ["Código de serviço (LC 116/2003)", "Descrição"],
        [
            ["16.01", "Serviços de transporte coletivo municipal rodoviário de passageiros"],
            ["16.02", "Outros serviços de transporte de natureza municipal"],
        ],
        [0.3, 0.7],
        size=8.5,
    )
    sh.line("CONTABILISTA RESPONSÁVEL", 9, True)
    sh.grid(
        [
            [
                ("Nome", cont.nome, 0.5),
                ("CPF", fmt_cpf(cont.cpf), 0.25),
                ("CRC", f"{cap[1]}-{fk.digits(6)}/O", 0.25),
            ]
        ]
    )
    sh.gap(8)
    sh.kv("Situação", "ATIVA")
    sh.kv("Data de emissão", fmt_date(emis))
    sh.line(
        "Documento emitido pela internet; a autenticidade pode ser confirmada no portal da prefeitura.",
        7.5,
    )
    return Out(
        "inscricao_municipal",
        {
            "titular_nome": c.razao,
            "titular_documento": c.cnpj,
            "data_emissao": emis.isoformat(),
            "municipio": c.cidade.upper(),
            "uf": c.uf,
        },
    )
