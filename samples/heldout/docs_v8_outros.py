"""Series-8 documents of kinds the held-out family rarely or never had (issue 12):
prontuário, laudo de vistoria, autorização de transporte escolar, a vehicle rental
contract.

Written from CONTRACT §4 (`prontuario_cnh.infracoes`, `laudo_vistoria.resultado`,
`autorizacao_escolar.valida_ate`, `contrato` parties) and what these documents look like,
without reading `extractors/`: a DETRAN-PB points statement whose infrações are blocks
of lower-case 'label: value' lines with the gravity in Title case; a municipal agency's
vehicle inspection report on a landscape page with a checklist and the result in a box;
a DETRAN-ES school-transport authorisation with labels under the values; a rental
contract opening with a 'QUADRO RESUMO' table (locadora, locatária, vehicle, price)
before the clauses."""

from __future__ import annotations

import datetime as dt

from samples.heldout.data import Fake, fmt_cnpj, fmt_cpf, fmt_date, fmt_date_long, fmt_money
from samples.heldout.docs_v2_certidoes import _hm
from samples.heldout.docs_vehicle import Out, dash_plate
from samples.heldout.sheet import Sheet, Style
from samples.heldout.v8data import code8, company8, dotted, fonts8, landscape, person8, under

# (code, description, gravity as printed, CONTRACT natureza, points)
INFRACOES8 = [
    ("501-00", "Dirigir veículo sem possuir CNH", "Gravíssima", "gravissima", 7),
    ("745-50", "Transitar em velocidade superior à máxima em até 20%", "Média", "media", 4),
    ("605-03", "Avançar o sinal vermelho do semáforo", "Gravíssima", "gravissima", 7),
    ("554-12", "Estacionar em local proibido pela sinalização", "Média", "media", 4),
    ("518-51", "Conduzir o veículo sem os documentos de porte obrigatório", "Leve", "leve", 3),
    ("599-10", "Deixar de dar preferência a pedestre na faixa", "Gravíssima", "gravissima", 7),
    ("596-70", "Transitar na faixa exclusiva de ônibus", "Grave", "grave", 5),
]


def prontuario_detran_pb_pontuacao(sh: Sheet, fk: Fake) -> Out:
    """DETRAN-PB 'EXTRATO DE PONTUAÇÃO DO CONDUTOR': the condutor's lines with dotted
    leaders, then each infração of the last 12 months as a block of lower-case 'label:
    value' lines ('data da infração', 'gravidade: Média (4 pontos)') or 'Não há
    infrações', the points total, 'emitido em' in the footer; no validity."""
    fonts8()
    sh.s = Style("LibNarrow", 10, 6.5)
    p = person8(fk, ("PB",))
    emis = fk.recent()
    n = fk.r.choice([0, 1, 2, 3])
    infr = sorted((fk.date_between(emis - dt.timedelta(days=340), emis - dt.timedelta(days=15)),
                   fk.r.choice(INFRACOES8)) for _ in range(n))
    org = "DEPARTAMENTO ESTADUAL DE TRÂNSITO DA PARAÍBA"
    sh.line("GOVERNO DA PARAÍBA", 9, False, "center")
    sh.line(org, 12, True, "center")
    sh.gap(6)
    sh.title("EXTRATO DE PONTUAÇÃO DO CONDUTOR", 13)
    dotted(sh, "condutor", p.nome)
    dotted(sh, "cpf", fmt_cpf(p.cpf))
    dotted(sh, "registro da cnh", fk.cnh_registro())
    dotted(sh, "categoria", fk.r.choice(["D", "E", "AD"]))
    sh.gap(8)
    sh.line("infrações nos últimos 12 meses", 10.5, True)
    if not infr:
        sh.line("Não há infrações registradas para o condutor no período.", 10)
    for d, (code, desc, grav, _nat, pts) in infr:
        sh.rect(sh.m, sh.y, 3, 52, fill=0.3)
        for lab, val in [("auto de infração", f"{fk.r.choice('PQRS')}{fk.digits(9)}"), ("data da infração", fmt_date(d)),
                         ("enquadramento", f"{code} - {desc}"), ("gravidade", f"{grav} ({pts} pontos)")]:
            sh.kv(lab, val, size=9.5, label_bold=False, indent=10)
        sh.gap(6)
    sh.kv("total de pontos", str(sum(i[4] for _d, i in infr)), size=10)
    sh.gap(10)
    sh.line(f"emitido em {fmt_date(emis)} às {_hm(fk)} - protocolo {code8(fk, 1, 10, '')}", 8.5)
    sh.text_at(sh.W / 2, sh.H - 40, "DETRAN-PB - Av. Cruz das Armas - João Pessoa/PB", 7, align="center")
    return Out("prontuario_cnh", {
        "titular_nome": p.nome, "titular_documento": p.cpf, "data_emissao": emis.isoformat(), "orgao_emissor": org,
        "infracoes": [{"data": d.isoformat(), "natureza": i[3]} for d, i in infr]},
        {"orgao_emissor": ["DETRAN-PB", "DETRAN/PB"]})


def laudo_vistoria_paisagem(sh: Sheet, fk: Fake) -> Out:
    """A municipal transport agency's 'LAUDO DE VISTORIA VEICULAR' on a LANDSCAPE page:
    the permissionário and the vehicle at the left, a checklist of items ('C' / 'NC' /
    'NA') at the right, the result 'APROVADO' or 'REPROVADO' in a box, 'data da vistoria'
    and 'válido até' under it."""
    sh.s = Style("LibSans", 9, 6)
    landscape(sh)
    sh.m = 34
    city = fk.r.choice([("Bauru", "SP", "EMPRESA MUNICIPAL DE DESENVOLVIMENTO URBANO E RURAL DE BAURU - EMDURB"),
                        ("Mossoró", "RN", "SECRETARIA MUNICIPAL DE MOBILIDADE URBANA DE MOSSORÓ"),
                        ("Petrópolis", "RJ", "COMPANHIA PETROPOLITANA DE TRÂNSITO E TRANSPORTES - CPTRANS")])
    p = person8(fk, (city[1],))
    v = fk.vehicle("ALUGUEL")
    d = fk.recent(20)
    val = d + dt.timedelta(days=fk.r.choice([180, 365]))
    ok = fk.r.random() < 0.75
    org = city[2]
    sh.text_at(sh.m, sh.y, f"PREFEITURA MUNICIPAL DE {city[0].upper()}", 9)
    sh.text_at(sh.m, sh.y + 12, org, 11.5, True)
    sh.text_at(sh.W - sh.m, sh.y + 4, f"Laudo nº {fk.digits(5)}/{d.year}", 10, True, "right")
    sh.y += 34
    sh.hline(1)
    sh.title("LAUDO DE VISTORIA VEICULAR - TRANSPORTE DE PASSAGEIROS", 13)
    y0 = sh.y
    half = (sh.width - 24) / 2
    x0 = sh.m
    rows = [("Permissionário", p.nome), ("CPF", fmt_cpf(p.cpf)), ("Placa", dash_plate(v.placa, fk.r)),
            ("RENAVAM", v.renavam), ("Marca/modelo", v.marca), ("Ano", f"{v.ano_fab}/{v.ano_mod}"),
            ("Lotação", f"{v.lotacao} passageiros"), ("Serviço", fk.r.choice(["Escolar", "Fretamento", "Táxi"]))]
    y = y0
    for lab, val_s in rows:
        sh.text_at(x0, y, lab, 8, True)
        sh.text_at(x0 + 95, y, val_s, 10)
        y += 16
    items = ["Pneus e estepe", "Freios", "Cintos de segurança", "Extintor", "Tacógrafo", "Iluminação e sinalização",
             "Bancos e fixação", "Saídas de emergência", "Limpador de para-brisa", "Tapetes e piso"]
    xr = x0 + half + 24
    yy = y0
    sh.rect(xr, yy, half, 14, fill=0.85)
    sh.text_at(xr + 4, yy + 3, "Item vistoriado", 8, True)
    sh.text_at(xr + half - 60, yy + 3, "C    NC    NA", 8, True)
    yy += 14
    bad = fk.r.randrange(len(items)) if not ok else -1
    for i, it in enumerate(items):
        sh.rect(xr, yy, half, 13)
        sh.text_at(xr + 4, yy + 3, it, 8)
        sh.text_at(xr + half - 58 + (24 if i == bad else 0), yy + 3, "X", 8, True)
        yy += 13
    sh.y = max(y, yy) + 14
    res = "APROVADO" if ok else "REPROVADO"
    sh.rect(x0, sh.y, 220, 40, lw=1.6)
    sh.text_at(x0 + 8, sh.y + 4, "Resultado da vistoria", 7.5)
    sh.text_at(x0 + 110, sh.y + 16, res, 15, True, "center")
    under(sh, [[("data da vistoria", fmt_date(d), 0.5), ("válido até", fmt_date(val), 0.5)]], vs=10.5, ls=6,
          x0=x0 + 240, w0=300)
    sh.y += 18
    sh.text_at(x0, sh.y, f"Vistoriador: {fk.name()} - matrícula {fk.digits(5)}", 8)
    f = {"titular_nome": p.nome, "titular_documento": p.cpf, "data_emissao": d.isoformat(),
         "resultado": "aprovado" if ok else "reprovado", "placa": v.placa, "orgao_emissor": org}
    if ok:
        f["valida_ate"] = val.isoformat()
    return Out("laudo_vistoria", f)


def autorizacao_escolar_detran_es(sh: Sheet, fk: Fake) -> Out:
    """DETRAN-ES 'AUTORIZAÇÃO PARA TRANSPORTE DE ESCOLARES': the vehicle and its owner (a
    person or a company) with labels under the values, the condutor named apart with his
    CPF, 'válida até' the end of the school semester, the autorização number apart from
    the 'código de autenticidade'."""
    sh.s = Style("DjSerifCond", 10, 6)
    emis = fk.recent(30)
    val = dt.date(emis.year + 1, fk.r.choice([1, 7]), fk.r.choice([31, 31]))
    if fk.r.random() < 0.5:
        c = company8(fk, 1, ("ES",))
        nome, doc, pdoc = c.razao, c.cnpj, fmt_cnpj(c.cnpj)
    else:
        pp = person8(fk, ("ES",))
        nome, doc, pdoc = pp.nome, pp.cpf, fmt_cpf(pp.cpf)
    cond = person8(fk, ("ES",))
    v = fk.vehicle("ALUGUEL")
    org = "DEPARTAMENTO ESTADUAL DE TRÂNSITO DO ESPÍRITO SANTO"
    sh.line("GOVERNO DO ESTADO DO ESPÍRITO SANTO", 9, False, "center")
    sh.line(org, 12, True, "center")
    sh.gap(6)
    sh.title("AUTORIZAÇÃO PARA TRANSPORTE DE ESCOLARES", 13.5)
    sh.line(f"Autorização nº {fk.digits(6)}/{emis.year}", 10, True, "right")
    under(sh, [[("proprietário do veículo", nome, 0.65), ("cpf/cnpj", pdoc, 0.35)],
               [("placa", v.placa, 0.2), ("renavam", v.renavam, 0.3), ("marca/modelo", v.marca, 0.5)],
               [("ano fab./mod.", f"{v.ano_fab}/{v.ano_mod}", 0.25), ("lotação (escolares)", str(v.lotacao), 0.25),
                ("vistoria", fmt_date(emis - dt.timedelta(days=3)), 0.25), ("válida até", fmt_date(val), 0.25)],
               [("condutor autorizado", cond.nome, 0.65), ("cpf do condutor", fmt_cpf(cond.cpf), 0.35)]],
          vs=10.5, ls=6)
    sh.gap(8)
    sh.para("O DETRAN-ES AUTORIZA o veículo acima a realizar o transporte coletivo de escolares, nos termos dos arts. "
            "136 a 139 do Código de Trânsito Brasileiro, devendo esta autorização ser afixada na parte interna do "
            "veículo em local visível.", first_indent=24)
    sh.line(f"Vitória, {fmt_date_long(emis)}.", 10, align="right")
    sh.gap(6)
    sh.line(f"código de autenticidade: {code8(fk, 3, 5, '.')}", 9)
    return Out("autorizacao_escolar", {"titular_nome": nome, "titular_documento": doc,
                                       "data_emissao": emis.isoformat(), "valida_ate": val.isoformat(),
                                       "placa": v.placa, "orgao_emissor": org},
               {"orgao_emissor": ["DETRAN-ES", "DETRAN/ES"]})


def contrato_locacao_quadro_resumo(sh: Sheet, fk: Fake) -> Out:
    """'CONTRATO DE LOCAÇÃO DE VEÍCULO SEM CONDUTOR' opening with a 'QUADRO RESUMO' table
    (I - LOCADORA, II - LOCATÁRIA with their CNPJs and representatives' CPFs, III -
    VEÍCULO, IV - PRAZO E PREÇO), the clauses in small print after it; the locatária
    (the transport company) takes the vehicle, the locadora provides it."""
    sh.s = Style("LibSerif", 9, 6)
    title = "CONTRATO DE LOCAÇÃO DE VEÍCULO SEM CONDUTOR"
    lcd = company8(fk, 1)
    lct = company8(fk, 2)
    v = fk.vehicle("ALUGUEL")
    d = fk.recent(60)
    fim = d.replace(year=d.year + 1)
    price = fk.r.choice([3500, 4800, 6200, 7900])
    sh.title(title, 13)
    sh.line("QUADRO RESUMO", 10.5, True, "center")
    sh.gap(2)
    sh.table(["Item", "Dados"], [
        ["I - LOCADORA", f"{lcd.razao}, CNPJ {fmt_cnpj(lcd.cnpj)}"],
        ["", f"representada por {lcd.socios[0].nome}, CPF {fmt_cpf(lcd.socios[0].cpf)}"],
        ["II - LOCATÁRIA", f"{lct.razao}, CNPJ {fmt_cnpj(lct.cnpj)}"],
        ["", f"representada por {lct.socios[0].nome}, CPF {fmt_cpf(lct.socios[0].cpf)}"],
        ["III - VEÍCULO", f"{v.marca}, placa {v.placa}, RENAVAM {v.renavam}"],
        ["IV - PRAZO", f"de {fmt_date(d)} a {fmt_date(fim)}"],
        ["V - PREÇO", f"{fmt_money(price)} mensais, vencíveis todo dia 10"],
    ], [0.2, 0.8], size=8.5)
    clauses = [
        "A LOCADORA dá em locação à LOCATÁRIA o veículo descrito no item III do Quadro Resumo, em perfeitas "
        "condições de uso, para emprego exclusivo no transporte de passageiros.",
        "A LOCATÁRIA pagará o preço do item V; o atraso sujeita a multa de 2% e juros de 1% ao mês.",
        "Correm por conta da LOCATÁRIA as multas de trânsito do período da locação e a manutenção preventiva.",
        "O seguro do veículo será contratado pela LOCADORA, que figurará como segurada e beneficiária.",
        "Findo o prazo do item IV, o veículo será devolvido no estado em que foi recebido, salvo o desgaste natural.",
        f"Fica eleito o foro da comarca de {lct.cidade}/{lct.uf}.",
    ]
    for i, ctext in enumerate(clauses):
        sh.para(f"Cláusula {i + 1}ª. {ctext}", 8, first_indent=0)
    sh.para(f"{lct.cidade}/{lct.uf}, {fmt_date_long(d)}.", 9)
    sh.signature(f"{lcd.razao} - LOCADORA", lcd.socios[0].nome, 0.27)
    sh.y -= 48  # the second signature beside the first
    sh.signature(f"{lct.razao} - LOCATÁRIA", lct.socios[0].nome, 0.75)
    return Out("contrato", {"assunto": title, "tipo": "locacao", "contratante_documento": lct.cnpj,
                            "contratado_documento": lcd.cnpj, "data_emissao": d.isoformat(), "placa": v.placa})
