"""Series-5 company and party layouts of the held-out family (issue 12).

Written from CONTRACT §4, `../shared/docs/document-layouts.md` §6-§7 and what these
documents look like, without reading `extractors/` nor any fix made there: a CNPJ
consulta printed from a state portal as one two-column (label | value | label | value)
table, the situação date apart from the opening date; a contrato social consolidado whose
sócios are qualified in a table and whose capital clause is cut by the page break (the
quota table on page 2), administered by a non-sócio with his own CPF; a declaração in the
first person ('Eu, abaixo assinado(a)') whose holder is named only in the signature
block, under an addressee and above a notary's recognition stamp; a gas/internet bill
whose customer is the second line under the concessionária (no label); a requerimento
form with both a requerente and a procurador, signed by the procurador."""

from __future__ import annotations

import datetime as dt

from reportlab.lib.utils import simpleSplit

from samples.heldout.data import (
    Fake,
    fmt_cnpj,
    fmt_cpf,
    fmt_date,
    fmt_date_long,
    fmt_money,
    por_extenso,
)
from samples.heldout.docs_v2_company import _cnpj_gold, milhar
from samples.heldout.docs_vehicle import Out, dash_plate, plain
from samples.heldout.sheet import Sheet, Style
from samples.heldout.v5data import GAS5, JUNTAS5, NET5, STATE5, company5, fonts5, person5


def _cells(sh: Sheet, cells: list[tuple[str, float, bool]], size: float, lines: int = 1) -> None:
    """One bordered table row of cells (text, width fraction, is_label); a cell's text may
    hold several lines separated by '\\n', and a long line wraps inside its cell."""
    wrapped = []
    for text, frac, is_label in cells:
        lns = [x for part in text.split("\n") for x in (simpleSplit(part, sh.font(is_label), size, sh.width * frac - 6)
                                                         or [""])]
        wrapped.append(lns)
    lines = max(lines, *(len(x) for x in wrapped))
    h = size * 1.3 * lines + 7
    sh.ensure(h)
    x = sh.m
    for (_text, frac, is_label), lns in zip(cells, wrapped, strict=True):
        w = sh.width * frac
        sh.rect(x, sh.y, w, h, fill=0.9 if is_label else None, lw=0.4)
        for i, ln in enumerate(lns):
            sh.text_at(x + 3, sh.y + 3 + i * size * 1.3, ln, size, is_label)
        x += w
    sh.y += h


def cnpj_portal_duas_colunas(sh: Sheet, fk: Fake) -> Out:
    """A state portal's 'Consulta CNPJ' printed from the browser: one bordered table with two
    label | value pairs per row (labels shaded), long values spanning the row, the
    secundárias stacked in one cell, 'Data da situação cadastral' beside the situação."""
    fonts5()
    sh.s = Style("HelvOb", 8.5)
    c = company5(fk, 2)
    emis = fk.recent()
    sit = fk.date_between(c.abertura, dt.date(2025, 12, 31))
    sh.text_at(sh.m, 24, f"{fmt_date(emis)} {fk.r.randint(8, 18):02d}:{fk.r.randint(10, 59)}", 7)
    sh.text_at(sh.W - sh.m, 24, "Portal Empresa Fácil - Consulta CNPJ", 7, align="right")
    sh.line(f"GOVERNO DO ESTADO - {STATE5[c.uf]}", 8.5, True)
    sh.title("Consulta Pública ao Cadastro Nacional da Pessoa Jurídica", 12, "left")
    sh.line("Dados fornecidos pela Receita Federal do Brasil por meio do convênio REDESIM.", 7.5)
    sh.gap(4)
    L, V = True, False
    _cells(sh, [("CNPJ", 0.18, L), (fmt_cnpj(c.cnpj), 0.32, V), ("Matriz / Filial", 0.18, L), ("MATRIZ", 0.32, V)], 8.5)
    _cells(sh, [("Nome empresarial", 0.18, L), (c.razao, 0.82, V)], 8.5)
    _cells(sh, [("Nome de fantasia", 0.18, L), (c.fantasia or "********", 0.82, V)], 8.5)
    _cells(sh, [("Data de abertura", 0.18, L), (fmt_date(c.abertura), 0.32, V), ("Porte", 0.18, L), (c.porte, 0.32, V)],
           8.5)
    _cells(sh, [("Situação cadastral", 0.18, L), ("ATIVA", 0.32, V), ("Data da situação", 0.18, L),
                (fmt_date(sit), 0.32, V)], 8.5)
    _cells(sh, [("Natureza jurídica", 0.18, L), (f"{c.natureza[0]} - {c.natureza[1]}", 0.82, V)], 8.5)
    _cells(sh, [("Atividade principal", 0.18, L), (f"{c.cnae[0]} - {c.cnae[1]}", 0.82, V)], 8.5)
    sec = "\n".join(f"{code} - {d}" for code, d in c.cnaes_sec)
    _cells(sh, [("Atividades\nsecundárias", 0.18, L), (sec, 0.82, V)], 8.5, 2)
    lg = c.endereco
    _cells(sh, [("Logradouro", 0.18, L), (lg, 0.32, V), ("Bairro", 0.18, L), (c.bairro.upper()[:28], 0.32, V)], 8.5)
    _cells(sh, [("Município", 0.18, L), (plain(c.cidade), 0.32, V), ("UF", 0.18, L), (c.uf, 0.32, V)], 8.5)
    _cells(sh, [("CEP", 0.18, L), (c.cep, 0.32, V), ("Telefone", 0.18, L),
                (f"({fk.digits(2)}) {fk.digits(4)}-{fk.digits(4)}", 0.32, V)], 8.5)
    sh.gap(8)
    sh.para("As informações acima são meramente informativas e não substituem o Comprovante de Inscrição e de Situação "
            "Cadastral emitido pela Receita Federal do Brasil.", 7.5)
    sh.text_at(sh.m, sh.H - 30, "https://portal.empresafacil.example/cnpj/consulta", 7)
    sh.text_at(sh.W - sh.m, sh.H - 30, "1/1", 7, align="right")
    return Out("cnpj", _cnpj_gold(c, c.cnpj, plain(c.cidade)))


OBJETOS5 = [
    "o transporte rodoviário de passageiros sob regime de fretamento e o transporte escolar",
    "a prestação de serviços de transporte de passageiros por fretamento eventual e contínuo, municipal e intermunicipal",
    "o transporte coletivo de passageiros sob fretamento, a locação de vans com motorista e o turismo",
]
ORD5 = ["PRIMEIRA", "SEGUNDA", "TERCEIRA", "QUARTA", "QUINTA", "SEXTA", "SÉTIMA", "OITAVA", "NONA", "DÉCIMA",
        "DÉCIMA PRIMEIRA", "DÉCIMA SEGUNDA", "DÉCIMA TERCEIRA", "DÉCIMA QUARTA", "DÉCIMA QUINTA", "DÉCIMA SEXTA",
        "DÉCIMA SÉTIMA", "DÉCIMA OITAVA"]


def _height(sh: Sheet, text: str, size: float, first_indent: float = 0, bold: bool = False) -> float:
    lines = simpleSplit(text, sh.font(bold), size, sh.width - first_indent)
    return (len(lines) + 1) * size * sh.s.lead + size * 0.5


def contrato_social_capital_quebrado(sh: Sheet, fk: Fake) -> Out:
    """2 pages: 'CONTRATO SOCIAL CONSOLIDADO' after an alteração's heading (CNPJ, NIRE),
    the sócios qualified in a table (Nome | CPF | RG | Estado civil), cláusulas whose
    capital clause starts at the foot of page 1 and ends on page 2 (the quota table
    under it), the administration given to a non-sócio with his CPF, the Junta stamp."""
    fonts5()
    sh.s = Style("DjSerifCondIt", 10.5)
    c = company5(fk, 3)
    adm = person5(fk, (c.uf,))
    obj = fk.r.choice(OBJETOS5)
    cap = fk.r.choice([60000, 90000, 120000, 150000])
    integ = cap * fk.r.choice([1, 2]) // 2
    dist = [cap * 4 // 10, cap * 3 // 10, cap * 3 // 10]
    signed = fk.date_between(dt.date(2024, 1, 1), dt.date(2026, 9, 1))
    reg = signed + dt.timedelta(days=fk.r.randint(4, 20))
    junta, sigla, _ = JUNTAS5[c.uf]
    n_alt = fk.r.randint(2, 6)
    first = sh.page
    sh.title(f"{n_alt}ª ALTERAÇÃO E CONSOLIDAÇÃO DO CONTRATO SOCIAL", 12.5)
    sh.line(c.razao, 11, True, "center")
    sh.line(f"CNPJ {fmt_cnpj(c.cnpj)} - NIRE {c.nire}", 9.5, False, "center")
    sh.gap(8)
    sh.para("Os sócios abaixo qualificados, únicos componentes da sociedade, resolvem alterar e consolidar o seu contrato "
            "social, que passa a vigorar com a redação seguinte:", first_indent=30)
    sh.table(["Sócio", "CPF", "RG", "Estado civil"],
             [[s.nome[:40], fmt_cpf(s.cpf), f"{s.rg} {s.rg_org}", s.estado_civil] for s in c.socios],
             [0.46, 0.18, 0.22, 0.14], size=8.5)
    sh.para("todos brasileiros, residentes e domiciliados nesta cidade, doravante denominados simplesmente SÓCIOS.", 10)
    sh.title("CONTRATO SOCIAL CONSOLIDADO", 11.5)
    n = 0
    clauses = [
        ("DO NOME EMPRESARIAL", f"A sociedade gira sob o nome empresarial {c.razao}."),
        ("DA SEDE", f"A sociedade tem sede na {c.endereco}, bairro {c.bairro}, {c.cidade}/{c.uf}, CEP {c.cep}, podendo "
         "abrir filiais em qualquer ponto do território nacional por deliberação dos sócios."),
        ("DO OBJETO", f"A sociedade tem por objeto {obj}."),
        ("DO PRAZO", "A sociedade iniciou suas atividades em data anterior a esta alteração e seu prazo de duração é "
         "indeterminado."),
        ("DAS FILIAIS", "A sociedade poderá abrir, alterar e encerrar filiais e escritórios em qualquer parte do país, "
         "mediante alteração contratual assinada por todos os sócios."),
        ("DA RESPONSABILIDADE", "A responsabilidade de cada sócio é restrita ao valor de suas quotas, mas todos "
         "respondem solidariamente pela integralização do capital social."),
        ("DAS DELIBERAÇÕES", "As deliberações dos sócios serão tomadas em reunião, dispensada quando todos decidirem por "
         "escrito sobre a matéria, observados os quóruns do Código Civil."),
        ("DA CESSÃO DE QUOTAS", "As quotas são indivisíveis e não poderão ser cedidas ou transferidas a terceiros sem o "
         "consentimento dos demais sócios, a quem fica assegurado o direito de preferência."),
        ("DO PRÓ-LABORE", "Os sócios poderão fixar uma retirada mensal a título de pró-labore, observadas as "
         "disposições regulamentares pertinentes."),
        ("DO FALECIMENTO", "Falecendo ou interditado qualquer sócio, a sociedade continuará suas atividades com os "
         "herdeiros ou sucessores; não sendo possível, o valor de seus haveres será apurado em balanço especial."),
        ("DA DISSOLUÇÃO", "A sociedade dissolve-se nos casos previstos em lei, procedendo-se à liquidação na forma dos "
         "artigos 1.102 a 1.112 do Código Civil."),
    ]
    cap_txt = (f"O capital social é de {fmt_money(cap)} ({por_extenso(cap)}), dividido em {milhar(cap)} quotas de valor "
               f"nominal de R$ 1,00 (um real) cada, "
               + ("totalmente integralizado em moeda corrente do País" if integ == cap else
                  f"das quais {milhar(integ)} quotas, no valor de {fmt_money(integ)} ({por_extenso(integ)}), estão "
                  f"integralizadas em moeda corrente do País e as demais serão integralizadas até {fmt_date(reg.replace(year=reg.year + 1))}")
               + ", distribuídas entre os sócios na forma do quadro abaixo:")
    lead = 10.5 * sh.s.lead
    for head, body in clauses:
        # keep room for the capital heading and two of its lines at the foot of page 1
        rest = sh.H - sh.m - sh.y
        need = _height(sh, f"CLÁUSULA {ORD5[n]} - {head}", 10.5, bold=True) + _height(sh, body, 10.5, 28)
        if rest - need < 3 * lead + 8:
            break
        sh.para(f"CLÁUSULA {ORD5[n]} - {head}", bold=True)
        sh.para(body, first_indent=28)
        n += 1
    drawn = n
    rest = sh.H - sh.m - sh.y
    sh.gap(max(0.0, rest - 3 * lead - 8))
    sh.para(f"CLÁUSULA {ORD5[n]} - DO CAPITAL SOCIAL", bold=True)
    n += 1
    sh.para(cap_txt, first_indent=28)
    assert sh.page == first + 1, "the capital clause must run over the page break"
    sh.table(["Sócio", "Quotas", "Valor (R$)", "%"],
             [[s.nome[:44], milhar(q), fmt_money(q)[3:], f"{q * 100 // cap}%"] for s, q in zip(c.socios, dist, strict=True)]
             + [["TOTAL", milhar(cap), fmt_money(cap)[3:], "100%"]], [0.55, 0.15, 0.2, 0.1], size=9)
    for head, body in clauses[drawn:]:
        sh.para(f"CLÁUSULA {ORD5[n]} - {head}", bold=True)
        sh.para(body, first_indent=28)
        n += 1
    for head, body in [
        ("DA ADMINISTRAÇÃO", f"A administração da sociedade é exercida por {adm.nome}, brasileiro(a), {adm.profissao}, "
         f"inscrito(a) no CPF sob o nº {fmt_cpf(adm.cpf)}, NÃO SÓCIO, designado(a) neste ato, que representará a "
         "sociedade ativa e passivamente, isoladamente."),
        ("DO EXERCÍCIO SOCIAL", "O exercício social encerra-se em 31 de dezembro de cada ano, quando serão levantados o "
         "balanço patrimonial e o de resultado econômico."),
        ("DO FORO", f"Fica eleito o foro da comarca de {c.cidade}/{c.uf}."),
    ]:
        sh.para(f"CLÁUSULA {ORD5[n]} - {head}", bold=True)
        sh.para(body, first_indent=28)
        n += 1
    sh.para(f"E por estarem assim ajustados, assinam o presente. {c.cidade}, {fmt_date_long(signed)}.")
    for i, s in enumerate(c.socios):
        sh.signature(s.nome, "Sócio", 0.25 if i % 2 == 0 else 0.75)
        if i % 2 == 0 and i + 1 < len(c.socios):
            sh.y -= 27 + (9.5 + 9) * sh.s.lead
    sh.signature(adm.nome, "Administrador não sócio", 0.5)
    sh.ensure(72)
    sh.stamp([f"{junta[:46]}", f"{sigla} - Certifico o registro em {fmt_date(reg)}",
              f"sob o nº {reg.year}{fk.digits(6)} - NIRE {c.nire}", f"Protocolo {fk.digits(2)}/{fk.digits(6)}-{fk.digits(1)}",
              "Secretário(a)-Geral"], sh.W - sh.m - 230, sh.y + 6, 230)
    sh.y += 70
    return Out("contrato_social", {"razao_social": c.razao, "cnpj": c.cnpj, "capital_social": f"{cap}.00",
                                   "capital_integralizado": f"{integ}.00",
                                   "socios": [{"nome": s.nome, "cpf": s.cpf} for s in c.socios],
                                   "objeto_social": obj, "nire": c.nire, "data_registro": reg.isoformat()})


DECL5 = ["DECLARAÇÃO DE NÃO PARTICIPAÇÃO EM OUTRA PERMISSÃO",
         "DECLARAÇÃO DE INEXISTÊNCIA DE VÍNCULO COM O SERVIÇO PÚBLICO",
         "DECLARAÇÃO DE DEDICAÇÃO EXCLUSIVA À ATIVIDADE"]


def declaracao_eu_assinatura(sh: Sheet, fk: Fake) -> Out:
    """'Eu, abaixo assinado(a), inscrito(a) no CPF …, DECLARO' under an addressee (the
    secretaria); the holder's name only under the signature line; a notary's 'RECONHEÇO
    POR SEMELHANÇA a firma de …' stamp with its own date and clerk below it."""
    fonts5()
    sh.s = Style("TimesIt", 12)
    p = person5(fk)
    d = fk.recent(30)
    title = fk.r.choice(DECL5)
    body = {DECL5[0]: "que não sou titular, sócio ou preposto de outra permissão ou autorização do serviço de transporte "
                      "de passageiros neste Município, nem a transferi nos últimos cinco anos.",
            DECL5[1]: "que não exerço cargo, emprego ou função pública na administração direta ou indireta de qualquer "
                      "ente da Federação, nem mantenho contrato com o poder concedente.",
            DECL5[2]: "que me dedicarei pessoalmente e com exclusividade à condução do veículo vinculado à permissão, "
                      "admitido apenas o condutor auxiliar cadastrado."}[title]
    sh.line(f"À Secretaria Municipal de Mobilidade Urbana de {p.cidade}/{p.uf}", 11)
    sh.line("Departamento de Transportes Públicos", 11)
    sh.gap(30)
    sh.title(title, 13.5)
    sh.gap(14)
    sh.para(f"Eu, abaixo assinado(a), inscrito(a) no CPF sob o nº {fmt_cpf(p.cpf)}, residente na {p.endereco}, bairro "
            f"{p.bairro}, nesta cidade, DECLARO, sob as penas do art. 299 do Código Penal, {body}", first_indent=40)
    sh.para("Declaro ainda estar ciente de que a falsidade desta declaração acarreta a cassação da permissão, sem "
            "prejuízo das sanções penais cabíveis.", first_indent=40)
    sh.gap(12)
    sh.line(f"{p.cidade}, {fmt_date_long(d)}.", 12, align="right")
    sh.gap(18)
    sh.signature(p.nome, f"CPF {fmt_cpf(p.cpf)}")
    notario = fk.name()
    rec = d + dt.timedelta(days=fk.r.randint(1, 5))
    sh.gap(30)
    x = sh.m
    sh.rect(x, sh.y, 260, 62, lw=1.3)
    for i, ln in enumerate([f"TABELIONATO DE NOTAS DE {plain(p.cidade)}-{p.uf}",
                            f"RECONHEÇO POR SEMELHANÇA a firma de {p.nome.split()[0]} {p.nome.split()[-1]}.",
                            f"Em testemunho da verdade. {fmt_date(rec)}.", f"{notario} - Tabelião(ã) Substituto(a)",
                            f"Selo digital {fk.digits(4)}.{fk.digits(6)}"]):
        sh.text_at(x + 6, sh.y + 5 + i * 11, ln, 7.5, i == 0)
    sh.y += 70
    return Out("declaracao", {"assunto": title, "titular_nome": p.nome, "titular_documento": p.cpf,
                              "data_emissao": d.isoformat()})


def comprovante_segunda_linha(sh: Sheet, fk: Fake) -> Out:
    """A gas or internet bill: the concessionária's name on the first line and the
    customer's name on the second, with no label (the window-envelope block), the address
    and 'CEP … CIDADE - UF' under it; a right-hand box of cliente/referência/vencimento;
    reading or period dates before the 'Data de emissão'; the customer's CPF in a later
    line; the concessionária's CNPJ and IE only in the footer."""
    fonts5()
    sh.s = Style("LibMonoIt", 9)
    p = person5(fk, ("RN", "GO", "PA", "AM", "DF", "TO"))
    gas = fk.r.random() < 0.5
    conc = fk.r.choice(GAS5 if gas else NET5)
    conc_cnpj = fmt_cnpj(fk.cnpj())
    emis = fk.recent(35)
    venc = emis + dt.timedelta(days=10)
    y0 = sh.y
    sh.text_at(sh.m, y0, conc, 11.5, True)
    sh.text_at(sh.m, y0 + 16, p.nome, 10, True)
    sh.text_at(sh.m, y0 + 29, f"{p.endereco.upper()} - {p.bairro.upper()}", 9)
    sh.text_at(sh.m, y0 + 41, f"CEP {p.cep} {p.cidade.upper()} - {p.uf}", 9)
    bx = sh.W - sh.m - 170
    sh.rect(bx, y0 - 2, 170, 66)
    for i, (lab, val) in enumerate([("Nº do cliente", fk.digits(8)), ("Referência", f"{emis.month:02d}/{emis.year}"),
                                    ("Vencimento", fmt_date(venc)), ("Total a pagar", f"R$ {fk.r.randint(60, 380)},{fk.digits(2)}")]):
        sh.text_at(bx + 5, y0 + 2 + i * 15, lab, 8)
        sh.text_at(bx + 165, y0 + 2 + i * 15, val, 9, True, "right")
    sh.y = y0 + 74
    sh.hline()
    sh.title("FATURA DE GÁS NATURAL CANALIZADO" if gas else "FATURA DE SERVIÇOS DE INTERNET", 11.5, "left")
    if gas:
        leit = emis - dt.timedelta(days=fk.r.randint(2, 5))
        sh.kv("Leituras", f"anterior {fmt_date(leit - dt.timedelta(days=30))} - atual {fmt_date(leit)}")
        sh.kv("Consumo", f"{fk.r.randint(8, 40)} m³")
    else:
        ini = emis - dt.timedelta(days=40)
        sh.kv("Período de uso", f"{fmt_date(ini)} a {fmt_date(ini + dt.timedelta(days=29))}")
        sh.kv("Plano", f"FIBRA {fk.r.choice([300, 500, 700])} MEGA")
    sh.kv("Data de emissão", fmt_date(emis))
    sh.kv("CPF do cliente", fmt_cpf(p.cpf))
    sh.gap(6)
    sh.table(["Descrição", "Valor (R$)"], [["Consumo / mensalidade", f"{fk.r.randint(50, 300)},{fk.digits(2)}"],
                                          ["Tributos (ICMS)", f"{fk.r.randint(5, 60)},{fk.digits(2)}"]], [0.7, 0.3], size=8.5)
    sh.line("Linha digitável: " + " ".join(fk.digits(11) for _ in range(4)), 8)
    sh.text_at(sh.m, sh.H - 42, f"{conc} - CNPJ {conc_cnpj} - IE {fk.digits(9)}", 7)
    sh.text_at(sh.m, sh.H - 33, "Central de atendimento 0800 000 2020 - Ouvidoria 0800 000 2021", 7)
    return Out("comprovante_endereco", {"titular_nome": p.nome, "titular_documento": p.cpf,
                                        "data_emissao": emis.isoformat(), "municipio": p.cidade.upper(), "uf": p.uf})


def requerimento_requerente_procurador(sh: Sheet, fk: Fake) -> Out:
    """A municipal form: '1. REQUERENTE' (nome / razão social, CPF/CNPJ, endereço) and
    '2. PROCURADOR' (nome, CPF, instrumento) in label-over-value boxes, '3. VEÍCULO', the
    request in '4. DO PEDIDO', the date, and the procurador's signature 'p.p.'."""
    sh.s = Style("LibSans", 10)
    if fk.r.random() < 0.5:
        c = company5(fk, 2)
        nome, doc, pdoc, cidade, uf = c.razao, c.cnpj, fmt_cnpj(c.cnpj), c.cidade, c.uf
        end = f"{c.endereco} - {c.bairro}"
    else:
        pp = person5(fk)
        nome, doc, pdoc, cidade, uf = pp.nome, pp.cpf, fmt_cpf(pp.cpf), pp.cidade, pp.uf
        end = f"{pp.endereco} - {pp.bairro}"
    proc = person5(fk, (uf,))
    v = fk.vehicle("ALUGUEL")
    d = fk.recent(30)
    title = fk.r.choice(["REQUERIMENTO DE SUBSTITUIÇÃO DE VEÍCULO", "REQUERIMENTO DE RENOVAÇÃO DO TERMO DE PERMISSÃO"])
    sh.line(f"PREFEITURA MUNICIPAL DE {cidade.upper()}", 11, True, "center")
    sh.line("SECRETARIA MUNICIPAL DE TRÂNSITO E TRANSPORTES", 9.5, False, "center")
    sh.gap(8)
    sh.title(title, 13)
    sh.line(f"Protocolo nº {fk.digits(6)}/{d.year}", 9, False, "right")
    sh.line("1. REQUERENTE", 10, True)
    sh.grid([[("Nome / razão social", nome, 0.68), ("CPF / CNPJ", pdoc, 0.32)],
             [("Endereço", end, 0.68), ("Município / UF", f"{cidade}/{uf}", 0.32)]], value_size=9.5)
    sh.gap(6)
    sh.line("2. PROCURADOR (quando houver)", 10, True)
    sh.grid([[("Nome", proc.nome, 0.5), ("CPF", fmt_cpf(proc.cpf), 0.22),
              ("Instrumento", f"Procuração de {fmt_date(d - dt.timedelta(days=fk.r.randint(20, 200)))}", 0.28)]],
            value_size=9.5)
    sh.gap(6)
    sh.line("3. VEÍCULO", 10, True)
    sh.grid([[("Placa", dash_plate(v.placa, fk.r), 0.2), ("RENAVAM", v.renavam, 0.25), ("Marca / modelo", v.marca, 0.4),
              ("Ano", str(v.ano_mod), 0.15)]], value_size=9.5)
    sh.gap(6)
    sh.line("4. DO PEDIDO", 10, True)
    sh.para(("O requerente, por seu procurador, vem requerer a substituição do veículo cadastrado na permissão pelo "
             "veículo acima descrito, juntando o CRLV, o laudo de vistoria e a apólice de seguro." if "SUBST" in title else
             "O requerente, por seu procurador, vem requerer a renovação do termo de permissão do serviço de transporte, "
             "com o veículo acima descrito, juntando os documentos exigidos pelo regulamento."), first_indent=24)
    sh.para("Nestes termos, pede deferimento.", first_indent=24)
    sh.line(f"{cidade}, {fmt_date(d)}.", 10.5, align="right")
    sh.signature(f"p.p. {proc.nome}", "Assinatura do requerente ou do procurador")
    sh.gap(10)
    sh.line("PARA USO DO PROTOCOLO: recebido por ____________________ em ___/___/______", 8)
    return Out("requerimento", {"assunto": title, "titular_nome": nome, "titular_documento": doc,
                                "data_emissao": d.isoformat(), "placa": v.placa})


_ = (plain, STATE5)
