"""Held-out layouts, series 2: comprovantes de endereço (an energy bill titled 'NOTA
FISCAL / CONTA DE ENERGIA ELÉTRICA' with the customer's CPF masked, a telecom bill for a
company), a DANFE with a transportador block, declarações in two more wordings (a fleet
table signed by a company, a fill-in form), a contrato de arrendamento in a party table,
and a requerimento that names a second person (the condutor auxiliar).

Each names two or more parties; the gold takes the one the CONTRACT role asks for."""

from __future__ import annotations

import datetime as dt

from samples.heldout.data import Fake, fmt_cnpj, fmt_cpf, fmt_date, fmt_date_long, fmt_money
from samples.heldout.docs_vehicle import Out, dash_plate
from samples.heldout.sheet import Sheet, Style
from samples.heldout.v2data import ENERGY, TELECOM, company2, person2

MESES_ABREV = ["JAN", "FEV", "MAR", "ABR", "MAI", "JUN", "JUL", "AGO", "SET", "OUT", "NOV", "DEZ"]


def _month_back(d: dt.date, n: int) -> tuple[int, int]:
    m = d.month - 1 - n
    return d.year + m // 12, m % 12 + 1


def comprovante_energia_nf(sh: Sheet, fk: Fake) -> Out:
    """Energy bill titled 'NOTA FISCAL / CONTA DE ENERGIA ELÉTRICA': distribuidora header
    (name, CNPJ, IE), customer block on the right with the CPF masked, several dates
    (leituras, emissão, vencimento) and a 12-month consumption history."""
    sh.s = Style("Helv", 8.5, 6)
    util = fk.r.choice(ENERGY)
    p = person2(fk)
    emis = fk.recent(40)
    leit = emis - dt.timedelta(days=fk.r.randint(2, 5))
    y0 = sh.y
    sh.text_at(sh.m, y0, util, 11, True)
    sh.text_at(sh.m, y0 + 14, f"CNPJ {fmt_cnpj(fk.cnpj())}", 7.5)
    sh.text_at(sh.m, y0 + 23, f"Inscrição estadual {fk.digits(10)}", 7.5)
    sh.text_at(sh.m, y0 + 32, "Rua das Concessionárias, 100 - Centro", 7.5)
    xr = sh.m + sh.width * 0.52
    sh.rect(xr - 6, y0 - 4, sh.width * 0.48 + 6, 74)
    sh.text_at(xr, y0, "DADOS DO CLIENTE", 7, True)
    sh.text_at(xr, y0 + 10, p.nome, 9.5, True)
    sh.text_at(xr, y0 + 22, f"CPF: ***.{p.cpf[3:6]}.{p.cpf[6:9]}-**", 8)
    sh.text_at(xr, y0 + 32, f"{p.endereco} - {p.bairro}", 8)
    sh.text_at(xr, y0 + 42, f"{p.cep} {p.cidade.upper()} {p.uf}", 8)
    sh.text_at(xr, y0 + 54, f"Nº DA INSTALAÇÃO {fk.digits(10)}   CLASSE: RESIDENCIAL B1", 7.5)
    sh.y = y0 + 80
    sh.title("NOTA FISCAL / CONTA DE ENERGIA ELÉTRICA", 11.5, "left")
    sh.line(f"Nº {fk.digits(3)}.{fk.digits(3)}.{fk.digits(3)}   SÉRIE B", 8)
    sh.gap(4)
    sh.grid([[("Leitura anterior", fmt_date(leit - dt.timedelta(days=30)), 0.2), ("Leitura atual", fmt_date(leit), 0.2),
              ("Próxima leitura", fmt_date(leit + dt.timedelta(days=30)), 0.2), ("Data de emissão", fmt_date(emis), 0.2),
              ("Vencimento", fmt_date(emis + dt.timedelta(days=10)), 0.2)]])
    sh.gap(6)
    kwh = fk.r.randint(120, 420)
    sh.table(["Itens da fatura", "Quant.", "Preço unit. (R$)", "Valor (R$)"],
             [["Consumo ativo (kWh)", str(kwh), "0,79", f"{kwh * 79 // 100},{kwh * 79 % 100:02d}"],
              ["Contrib. de iluminação pública", "1", "", f"{fk.r.randint(9, 40)},{fk.digits(2)}"],
              ["Adicional bandeira amarela", str(kwh), "0,01", f"{kwh // 100},{kwh % 100:02d}"]],
             [0.5, 0.15, 0.17, 0.18], size=8)
    sh.line("HISTÓRICO DE CONSUMO (kWh)", 8, True)
    hist = [f"{MESES_ABREV[m - 1]}/{str(y)[2:]}" for y, m in (_month_back(emis, i) for i in range(1, 13))]
    sh.table(hist[:6], [[str(fk.r.randint(100, 450)) for _ in range(6)]], [1 / 6] * 6, size=7.5)
    sh.table(hist[6:], [[str(fk.r.randint(100, 450)) for _ in range(6)]], [1 / 6] * 6, size=7.5)
    sh.line("Reservado ao Fisco: " + " ".join(fk.hexcode(4).split(".")), 7)
    sh.line("Código de barras: " + " ".join(fk.digits(12) for _ in range(4)), 7.5)
    # the CPF is masked: it is not printed, so it is not in the gold
    return Out("comprovante_endereco", {"titular_nome": p.nome, "data_emissao": emis.isoformat(),
                                        "municipio": p.cidade.upper(), "uf": p.uf})


def comprovante_telecom_pj(sh: Sheet, fk: Fake) -> Out:
    """Telecom invoice of a company (the comprovante de sede): the operator and its CNPJ
    on the left, 'Cliente' with razão social and CNPJ on the right, a reference period
    before the emission date."""
    sh.s = Style("LibSans", 9, 6)
    op = fk.r.choice(TELECOM)
    c = company2(fk, 2)
    emis = fk.recent(40)
    ref_y, ref_m = _month_back(emis, 1)
    sh.two_col([("Operadora", op), ("CNPJ", fmt_cnpj(fk.cnpj())), ("Atendimento", "0800 000 0000")],
               [("Cliente", c.razao), ("CNPJ", fmt_cnpj(c.cnpj)), ("Endereço de instalação", f"{c.endereco}")],
               size=8.5, stacked=True)
    sh.line(f"{c.bairro} - {c.cidade.upper()}/{c.uf} - CEP {c.cep}", 8.5, indent=sh.width / 2)
    sh.hline()
    sh.title("FATURA DE SERVIÇOS DE TELECOMUNICAÇÕES", 12, "left")
    sh.grid([[("Nº da fatura", fk.digits(10), 0.25), ("Período de referência",
                                                     f"01/{ref_m:02d}/{ref_y} a 28/{ref_m:02d}/{ref_y}", 0.3),
              ("Data de emissão", fmt_date(emis), 0.2), ("Vencimento", fmt_date(emis + dt.timedelta(days=15)), 0.25)]])
    sh.gap(6)
    sh.table(["Serviço", "Valor (R$)"], [["Internet fibra 500 Mega - empresarial", "189,90"],
                                         ["Telefonia fixa - plano empresa", "49,90"], ["Total", "239,80"]],
             [0.75, 0.25], size=8.5)
    sh.para("Documento com valor de nota fiscal de serviços de telecomunicações (modelo 21). Consulte a autenticidade "
            "no portal da Secretaria da Fazenda.", 7.5)
    return Out("comprovante_endereco", {"titular_nome": c.razao, "titular_documento": c.cnpj,
                                        "data_emissao": emis.isoformat(), "municipio": c.cidade.upper(), "uf": c.uf})


def nota_fiscal_danfe_transportador(sh: Sheet, fk: Fake) -> Out:
    """DANFE with the emitente's CNPJ in its header, the destinatário block, a
    TRANSPORTADOR block with a third party's CNPJ, a later 'data da saída', and the canhoto
    (with an empty 'data de recebimento') at the foot."""
    sh.s = Style("Helv", 7.5, 5.3)
    dealer = company2(fk, 1)
    dealer.razao = f"{fk.f.last_name().upper()} VEÍCULOS E PEÇAS LTDA"
    if fk.r.random() < 0.5:
        b = company2(fk, 2)
        bn, bd, bpd, bcity, buf = b.razao, b.cnpj, fmt_cnpj(b.cnpj), b.cidade, b.uf
    else:
        pp = person2(fk)
        bn, bd, bpd, bcity, buf = pp.nome, pp.cpf, fmt_cpf(pp.cpf), pp.cidade, pp.uf
    transp = company2(fk, 1)
    v = fk.vehicle()
    d = fk.recent(200)
    chave = " ".join(fk.digits(4) for _ in range(11))
    num = f"{fk.digits(3)}.{fk.digits(3)}.{fk.digits(3)}"
    sh.grid([[("Identificação do emitente", f"{dealer.razao}", 0.42), ("DANFE", "DOCUMENTO AUXILIAR DA NF-E", 0.3), ("Nº / Série", f"{num} / 1", 0.28)],
             [("Endereço do emitente", f"{dealer.endereco} - {dealer.cidade}/{dealer.uf}", 0.42),
              ("0 - Entrada  1 - Saída", "1", 0.3), ("Chave de acesso", chave[:29], 0.28)],
             [("Natureza da operação", "VENDA DE VEÍCULO NOVO", 0.42),
              ("Inscrição estadual", fk.digits(10), 0.28), ("CNPJ", fmt_cnpj(dealer.cnpj), 0.3)]], value_size=8)
    sh.gap(3)
    sh.line("DESTINATÁRIO / REMETENTE", 7.5, True)
    sh.grid([[("Nome / razão social", bn, 0.55), ("CNPJ / CPF", bpd, 0.25), ("Data da emissão", fmt_date(d), 0.2)],
             [("Endereço", fk.f.street_name(), 0.45), ("Município", bcity.upper(), 0.25), ("UF", buf, 0.1),
              ("Data da saída/entrada", fmt_date(d + dt.timedelta(days=fk.r.randint(1, 4))), 0.2)]], value_size=8)
    sh.gap(3)
    sh.line("CÁLCULO DO IMPOSTO", 7.5, True)
    val = fk.r.choice([189900, 245000, 312500, 398000])
    sh.grid([[("Base de cálculo do ICMS", fmt_money(val)[3:], 0.25), ("Valor do ICMS", fmt_money(val * 12 // 100)[3:], 0.25),
              ("Valor total dos produtos", fmt_money(val)[3:], 0.25), ("Valor total da nota", fmt_money(val)[3:], 0.25)]],
            value_size=8)
    sh.gap(3)
    sh.line("TRANSPORTADOR / VOLUMES TRANSPORTADOS", 7.5, True)
    sh.grid([[("Razão social", transp.razao, 0.45), ("Frete por conta", "0 - EMITENTE", 0.2),
              ("CNPJ / CPF", fmt_cnpj(transp.cnpj), 0.35)],
             [("Município", transp.cidade.upper(), 0.45), ("UF", transp.uf, 0.1), ("Quantidade", "1", 0.2),
              ("Espécie", "VEÍCULO", 0.25)]], value_size=8)
    sh.gap(3)
    sh.line("DADOS DO PRODUTO / SERVIÇO", 7.5, True)
    sh.table(["Código", "Descrição do produto", "NCM", "CFOP", "Qtd", "Valor total"],
             [[fk.digits(6), f"{v.marca} ANO {v.ano_fab}/{v.ano_mod} CHASSI {v.chassi}", "87022000", "5102", "1",
               fmt_money(val)[3:]]], [0.09, 0.55, 0.1, 0.07, 0.05, 0.14], size=7)
    sh.line("DADOS ADICIONAIS", 7.5, True)
    sh.para(f"Veículo novo, cor {v.cor}, combustível {v.combustivel}. Documento emitido por ME ou EPP optante pelo Simples "
            "Nacional? Não.", 7)
    sh.gap(10)
    sh.c.setDash(2, 2)
    sh.c.line(sh.m, sh._Y(sh.y), sh.W - sh.m, sh._Y(sh.y))
    sh.c.setDash()
    sh.gap(4)
    sh.grid([[(f"Recebemos de {dealer.razao[:38]} os produtos constantes da nota fiscal indicada ao lado", "", 0.8),
              ("NF-e", f"Nº {num}", 0.2)],
             [("Data de recebimento", "", 0.25), ("Identificação e assinatura do recebedor", "", 0.75)]], row_h=24)
    return Out("nota_fiscal", {"titular_nome": bn, "titular_documento": bd, "data_emissao": d.isoformat()})


def declaracao_frota_tabela(sh: Sheet, fk: Fake) -> Out:
    """A company's 'DECLARAÇÃO DE FROTA' listing its vehicles in a table, signed by the
    sócio-administrador (whose CPF is printed too)."""
    sh.s = Style("Times", 11)
    c = company2(fk, 2)
    adm = c.socios[0]
    d = fk.recent(40)
    vs = [fk.vehicle("ALUGUEL") for _ in range(fk.r.randint(2, 4))]
    title = "DECLARAÇÃO DE FROTA VINCULADA AO SERVIÇO"
    sh.gap(20)
    sh.title(title, 13)
    sh.gap(8)
    sh.para(f"A empresa {c.razao}, inscrita no CNPJ sob o nº {fmt_cnpj(c.cnpj)}, estabelecida na {c.endereco}, "
            f"{c.bairro}, {c.cidade}/{c.uf}, neste ato representada por seu sócio-administrador {adm.nome}, CPF nº "
            f"{fmt_cpf(adm.cpf)}, DECLARA, para fins de cadastro no serviço de transporte, que os veículos abaixo "
            "relacionados são de sua propriedade ou posse e serão utilizados exclusivamente na prestação do serviço:",
            first_indent=36)
    sh.table(["Placa", "Marca/Modelo", "Ano", "Renavam", "Lotação"],
             [[dash_plate(v.placa, fk.r), v.marca, f"{v.ano_fab}/{v.ano_mod}", v.renavam, str(v.lotacao)] for v in vs],
             [0.14, 0.42, 0.13, 0.19, 0.12], size=9.5)
    sh.para("Declara ainda que comunicará qualquer substituição de veículo no prazo de 15 (quinze) dias.",
            first_indent=36)
    sh.line(f"{c.cidade}, {fmt_date_long(d)}.", 11, align="right")
    sh.signature(adm.nome, f"Sócio-administrador de {c.razao}")
    return Out("declaracao", {"assunto": title, "titular_nome": c.razao, "titular_documento": c.cnpj,
                              "data_emissao": d.isoformat()})


def declaracao_formulario(sh: Sheet, fk: Fake) -> Out:
    """A pre-printed declaração form: values typed over underlines after 'Nome do(a)
    declarante', 'CPF', 'RG', then the statement, place and date, signature."""
    sh.s = Style("LibSerifIt", 11, 7)
    p = person2(fk)
    d = fk.recent(40)
    cidade = fk.r.choice(["Mogi das Cruzes", "Patrocínio", "Olímpia"])
    title = "DECLARAÇÃO DE INEXISTÊNCIA DE VÍNCULO COM A ADMINISTRAÇÃO PÚBLICA MUNICIPAL"
    sh.line(f"PREFEITURA MUNICIPAL DE {cidade.upper()}", 10, True, "center")
    sh.line("Anexo III - modelo de declaração", 8.5, False, "center")
    sh.gap(12)
    sh.title(title, 12)
    sh.gap(8)

    def blank(label: str, value: str, width: float = 1.0) -> None:
        sh.text_at(sh.m, sh.y, label, 10.5)
        lw = sh.c.stringWidth(label, sh.font(), 10.5) + 6
        sh.c.setLineWidth(0.4)
        sh.c.line(sh.m + lw, sh._Y(sh.y + 12), sh.m + sh.width * width, sh._Y(sh.y + 12))
        sh.text_at(sh.m + lw + 4, sh.y - 1, value, 11, font="Cour-B")
        sh.y += 22

    blank("Nome do(a) declarante:", p.nome)
    blank("CPF:", fmt_cpf(p.cpf), 0.5)
    blank("RG / órgão emissor:", f"{p.rg} {p.rg_org}", 0.6)
    blank("Endereço:", f"{p.endereco}, {p.bairro}, {p.cidade}/{p.uf}")
    sh.gap(6)
    sh.para("DECLARO, sob as penas da lei, que não exerço cargo, emprego ou função pública na Administração Direta ou "
            "Indireta do Município, nem mantenho contrato com o Poder Público Municipal que seja incompatível com a "
            "exploração do serviço de transporte de passageiros.", first_indent=30)
    sh.para("Declaro ainda estar ciente de que a falsidade desta declaração configura crime previsto no art. 299 do "
            "Código Penal, sem prejuízo das sanções administrativas.", first_indent=30)
    sh.gap(10)
    blank("Local e data:", f"{cidade}, {fmt_date(d)}", 0.7)
    sh.signature(p.nome, "Assinatura do(a) declarante")
    return Out("declaracao", {"assunto": title, "titular_nome": p.nome, "titular_documento": p.cpf,
                              "data_emissao": d.isoformat()})


def contrato_arrendamento(sh: Sheet, fk: Fake) -> Out:
    """Contrato de arrendamento de veículo: the parties in a two-column table
    (ARRENDADOR | ARRENDATÁRIO), the vehicle in a table, numbered cláusulas."""
    sh.s = Style("DjSansCond", 9.5)
    a = person2(fk)
    b = company2(fk, 1) if fk.r.random() < 0.5 else None
    bp = person2(fk) if b is None else None
    bn, bd, bpd = (b.razao, b.cnpj, fmt_cnpj(b.cnpj)) if b else (bp.nome, bp.cpf, fmt_cpf(bp.cpf))
    bcity = f"{b.cidade}/{b.uf}" if b else f"{bp.cidade}/{bp.uf}"
    v = fk.vehicle("ALUGUEL")
    d = fk.recent(150)
    title = "CONTRATO PARTICULAR DE ARRENDAMENTO DE VEÍCULO AUTOMOTOR"
    sh.title(title, 12.5)
    sh.gap(4)
    sh.table(["ARRENDADOR", "ARRENDATÁRIO"], [[a.nome, bn[:45]], [f"CPF {fmt_cpf(a.cpf)}", f"CPF/CNPJ {bpd}"],
                                            [f"{a.cidade}/{a.uf}", bcity]], [0.5, 0.5], size=9)
    sh.para("As partes acima qualificadas celebram o presente contrato de arrendamento, que se regerá pelas cláusulas "
            "seguintes:", first_indent=20)
    sh.table(["Veículo", "Placa", "Renavam", "Chassi", "Ano"],
             [[v.marca, dash_plate(v.placa, fk.r), v.renavam, v.chassi, f"{v.ano_fab}/{v.ano_mod}"]],
             [0.3, 0.12, 0.17, 0.29, 0.12], size=8.5)
    for i, t in enumerate([
        "O ARRENDADOR cede ao ARRENDATÁRIO o uso e gozo do veículo acima, para exploração do serviço de transporte de "
        "passageiros, pelo prazo de 24 (vinte e quatro) meses.",
        f"O ARRENDATÁRIO pagará ao ARRENDADOR a quantia mensal de {fmt_money(fk.r.choice([1800, 2400, 3100]))}, até o "
        "dia 10 de cada mês.",
        "Correm por conta do ARRENDATÁRIO as despesas de manutenção, combustível, seguros e multas do período.",
        "Findo o prazo, o veículo será devolvido no estado em que foi recebido, ressalvado o desgaste natural.",
    ], 1):
        sh.para(f"Cláusula {i}ª - {t}", first_indent=0)
    sh.line(f"{a.cidade}, {fmt_date(d)}.", 9.5, align="right")
    sh.signature(a.nome, "ARRENDADOR", 0.25)
    sh.y -= 40
    sh.signature(bn[:45], "ARRENDATÁRIO", 0.75)
    return Out("contrato", {"assunto": title, "tipo": "arrendamento", "contratante_documento": bd,
                            "contratado_documento": a.cpf, "placa": v.placa})


def requerimento_condutor_auxiliar(sh: Sheet, fk: Fake) -> Out:
    """Requerimento of a permissionário to add a condutor auxiliar: section 1 the
    requerente, section 2 another person (the auxiliary driver, with his CNH), section 3
    the vehicle; 'Termos em que pede deferimento' and the date."""
    sh.s = Style("LibNarrow", 10, 6.5)
    p = person2(fk)
    aux = person2(fk)
    cidade = fk.r.choice(["Mogi das Cruzes", "Olímpia", "Patrocínio"])
    d = fk.recent(30)
    v = fk.vehicle("ALUGUEL")
    title = "REQUERIMENTO DE INCLUSÃO DE CONDUTOR AUXILIAR"
    sh.line(f"PREFEITURA MUNICIPAL DE {cidade.upper()}", 11, True)
    sh.line("Secretaria Municipal de Mobilidade Urbana - Divisão de Transporte Público", 8.5)
    sh.line(f"Protocolo nº {fk.digits(5)}/{d.year}", 8.5, align="right")
    sh.hline()
    sh.title(title, 13, "left")
    sh.line("1. PERMISSIONÁRIO (REQUERENTE)", 9, True)
    sh.grid([[("Nome", p.nome, 0.6), ("CPF", fmt_cpf(p.cpf), 0.22), ("Alvará nº", f"{fk.digits(3)}/{d.year - 2}", 0.18)],
             [("Endereço", f"{p.endereco} - {p.bairro}", 0.7), ("Telefone", f"({fk.digits(2)}) 9{fk.digits(4)}-{fk.digits(4)}", 0.3)]])
    sh.gap(4)
    sh.line("2. CONDUTOR AUXILIAR A SER INCLUÍDO", 9, True)
    sh.grid([[("Nome", aux.nome, 0.6), ("CPF", fmt_cpf(aux.cpf), 0.4)],
             [("CNH nº", fk.cnh_registro(), 0.3), ("Categoria", fk.r.choice(["D", "E", "AD"]), 0.2),
              ("Validade da CNH", fmt_date(d + dt.timedelta(days=fk.r.randint(200, 1500))), 0.5)]])
    sh.gap(4)
    sh.line("3. VEÍCULO", 9, True)
    sh.grid([[("Placa", dash_plate(v.placa, fk.r), 0.25), ("Marca/Modelo", v.marca, 0.5), ("Ano", str(v.ano_mod), 0.25)]])
    sh.gap(8)
    sh.para(f"O permissionário acima identificado requer a inclusão do condutor auxiliar indicado no item 2, nos termos da "
            f"legislação municipal de {cidade}, declarando que o condutor atende aos requisitos exigidos.", first_indent=24)
    sh.para("Termos em que pede deferimento.", first_indent=24)
    sh.line(f"{cidade}, {fmt_date_long(d)}.", 10, align="right")
    sh.signature(p.nome, "Requerente")
    return Out("requerimento", {"assunto": title, "titular_nome": p.nome, "titular_documento": p.cpf,
                                "data_emissao": d.isoformat(), "placa": v.placa})
