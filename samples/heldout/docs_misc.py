"""Held-out layouts: declarações, contratos (locação, comodato, trabalho, prestação de
serviço), nota fiscal (DANFE), comprovantes de endereço and requerimentos. Each names
two parties; the gold takes the one the CONTRACT role asks for (issue 12 class 3)."""

from __future__ import annotations

import datetime as dt

from samples.heldout.data import Fake, fmt_cnpj, fmt_cpf, fmt_date, fmt_date_long, fmt_money
from samples.heldout.docs_vehicle import Out, dash_plate
from samples.heldout.sheet import Sheet, Style


def _local(sh: Sheet, cidade: str, d: dt.date, long: bool = True) -> None:
    sh.gap(6)
    sh.line(f"{cidade}, {fmt_date_long(d) if long else fmt_date(d)}.", sh.s.size, align="right")


def declaracao_garagem(sh: Sheet, fk: Fake) -> Out:
    """Company declaração de local de guarda (garagem), prose, centred title."""
    sh.s = Style("LibSerif", 11.5)
    c = fk.company(2)
    d = fk.recent(40)
    title = "DECLARAÇÃO DE LOCAL DE GUARDA DOS VEÍCULOS"
    sh.gap(30)
    sh.title(title, 13)
    sh.gap(14)
    sh.para(f"{c.razao}, pessoa jurídica de direito privado inscrita no CNPJ sob o nº {fmt_cnpj(c.cnpj)}, com sede na "
            f"{c.endereco}, {c.cidade}/{c.uf}, por seu representante legal {c.socios[0].nome}, CPF "
            f"{fmt_cpf(c.socios[0].cpf)}, DECLARA, para fins de cadastro junto à Prefeitura, que dispõe de garagem "
            f"própria situada na {fk.f.street_name()}, {fk.r.randint(10, 900)}, com capacidade para a guarda de toda a "
            "frota utilizada na prestação do serviço.", first_indent=36)
    sh.para("Por ser expressão da verdade, firma a presente declaração, sob as penas da lei.", first_indent=36)
    _local(sh, c.cidade, d)
    sh.signature(c.razao, f"CNPJ {fmt_cnpj(c.cnpj)}")
    return Out("declaracao", {"assunto": title, "titular_nome": c.razao, "titular_documento": c.cnpj,
                              "data_emissao": d.isoformat()})


def declaracao_dados_empresa(sh: Sheet, fk: Fake) -> Out:
    """Declaração de dados cadastrais da empresa as a Dado/Informação table."""
    sh.s = Style("LibSans", 10)
    c = fk.company(2)
    d = fk.recent(40)
    title = "DECLARAÇÃO DE DADOS CADASTRAIS DA EMPRESA"
    sh.title(title, 12.5)
    sh.gap(6)
    sh.table(["Dado", "Informação"], [["Razão social", c.razao], ["CNPJ", fmt_cnpj(c.cnpj)],
                                      ["Endereço", f"{c.endereco} - {c.bairro}"], ["Município/UF", f"{c.cidade}/{c.uf}"],
                                      ["Responsável", c.socios[0].nome], ["CPF do responsável", fmt_cpf(c.socios[0].cpf)],
                                      ["Telefone", f"({fk.digits(2)}) 9{fk.digits(4)}-{fk.digits(4)}"]],
             [0.3, 0.7], size=9.5)
    sh.para("Declaramos, sob as penas da lei, que as informações acima são verdadeiras e nos comprometemos a comunicar "
            "qualquer alteração no prazo de 30 (trinta) dias.")
    _local(sh, c.cidade, d, long=False)
    sh.signature(c.socios[0].nome, "Representante legal")
    return Out("declaracao", {"assunto": title, "titular_nome": c.razao, "titular_documento": c.cnpj,
                              "data_emissao": d.isoformat()})


def declaracao_pf(sh: Sheet, fk: Fake) -> Out:
    """Personal declaração ('Eu, …, DECLARO') in one of three wordings."""
    sh.s = Style("DjSerif", 10.5)
    p = fk.person()
    d = fk.recent(40)
    title = fk.r.choice(["DECLARAÇÃO DE NÃO PRESTAÇÃO DE SERVIÇOS POR TERCEIROS", "DECLARAÇÃO DE SAÚDE E SEGURANÇA",
                         "DECLARAÇÃO"])
    sh.gap(20)
    sh.title(title, 12.5)
    sh.gap(10)
    corpo = {"DECLARAÇÃO DE NÃO PRESTAÇÃO DE SERVIÇOS POR TERCEIROS":
             "que o serviço de transporte será prestado pessoalmente, sem a contratação de terceiros para conduzir o veículo",
             "DECLARAÇÃO DE SAÚDE E SEGURANÇA":
             "que o veículo cadastrado atende às normas de saúde, higiene e segurança exigidas pela legislação municipal",
             "DECLARAÇÃO": "que não exerce cargo ou função pública incompatível com a atividade de transporte de passageiros"}[title]
    sh.para(f"Eu, {p.nome}, {p.estado_civil}, {p.profissao}, portador(a) do CPF nº {fmt_cpf(p.cpf)} e do RG nº {p.rg}, "
            f"residente na {p.endereco}, {p.cidade}/{p.uf}, DECLARO, para os devidos fins, {corpo}.", first_indent=30)
    sh.para("Declaro ainda estar ciente de que a falsidade desta declaração sujeita o declarante às sanções do "
            "art. 299 do Código Penal.", first_indent=30)
    _local(sh, p.cidade, d)
    sh.signature(p.nome, "Declarante")
    return Out("declaracao", {"assunto": title, "titular_nome": p.nome, "titular_documento": p.cpf,
                              "data_emissao": d.isoformat()})


def _party(fk: Fake, company: bool):
    if company:
        c = fk.company(1)
        return c.razao, c.cnpj, f"pessoa jurídica inscrita no CNPJ sob o nº {fmt_cnpj(c.cnpj)}, com sede em {c.cidade}/{c.uf}"
    p = fk.person()
    return p.nome, p.cpf, (f"brasileiro(a), {p.estado_civil}, {p.profissao}, inscrito(a) no CPF sob o nº "
                           f"{fmt_cpf(p.cpf)}, residente na {p.endereco}, {p.cidade}/{p.uf}")


def contrato_locacao(sh: Sheet, fk: Fake) -> Out:
    """Contrato de locação de veículo: LOCADOR / LOCATÁRIO paragraphs, numbered cláusulas."""
    sh.s = Style("LibSerif", 10.5)
    title = fk.r.choice(["CONTRATO DE LOCAÇÃO DE VEÍCULO", "INSTRUMENTO PARTICULAR DE LOCAÇÃO DE VEÍCULO AUTOMOTOR"])
    loc_n, loc_d, loc_q = _party(fk, fk.r.random() < 0.5)
    lt_n, lt_d, lt_q = _party(fk, fk.r.random() < 0.5)
    v = fk.vehicle()
    d = fk.recent(120)
    sh.title(title, 12.5)
    sh.para(f"LOCADOR: {loc_n}, {loc_q}.", first_indent=0)
    sh.para(f"LOCATÁRIO: {lt_n}, {lt_q}.", first_indent=0)
    sh.para("As partes acima identificadas têm, entre si, justo e acertado o presente contrato, que se regerá pelas "
            "cláusulas seguintes.")
    sh.para(f"Cláusula 1ª. O LOCADOR dá em locação ao LOCATÁRIO o veículo {v.marca}, ano {v.ano_fab}/{v.ano_mod}, placa "
            f"{dash_plate(v.placa, fk.r)}, chassi {v.chassi}, RENAVAM {v.renavam}, de sua propriedade.")
    sh.para(f"Cláusula 2ª. O prazo da locação é de 12 (doze) meses, a contar de {fmt_date(d)}, e o aluguel mensal é de "
            f"{fmt_money(fk.r.choice([1500, 2200, 3000]))}, pago até o dia 5 de cada mês.")
    sh.para("Cláusula 3ª. O LOCATÁRIO utilizará o veículo exclusivamente no transporte de passageiros, responsabilizando-se "
            "por multas, combustível e pela conservação do bem durante a vigência deste contrato.")
    sh.para("Cláusula 4ª. Fica eleito o foro da comarca do domicílio do LOCADOR.")
    sh.line(f"Local e data: {fmt_date(d)}", 10.5)
    sh.signature(loc_n, "LOCADOR", 0.25)
    sh.y -= 40
    sh.signature(lt_n, "LOCATÁRIO", 0.75)
    return Out("contrato", {"assunto": title, "tipo": "locacao", "contratante_documento": lt_d,
                            "contratado_documento": loc_d, "placa": v.placa})


def contrato_comodato(sh: Sheet, fk: Fake) -> Out:
    """Contrato de comodato: COMODANTE / COMODATÁRIO in two columns."""
    sh.s = Style("LibSans", 10)
    title = "CONTRATO DE COMODATO DE VEÍCULO"
    a_n, a_d, _a_q = _party(fk, False)
    b_n, b_d, _b_q = _party(fk, fk.r.random() < 0.5)
    v = fk.vehicle()
    d = fk.recent(200)
    sh.title(title, 13)
    sh.two_col([("COMODANTE", a_n), ("CPF", fmt_cpf(a_d))],
               [("COMODATÁRIO(A)", b_n[:40]), ("CPF/CNPJ", fmt_cpf(b_d) if len(b_d) == 11 else fmt_cnpj(b_d))], size=9)
    sh.para(f"Pelo presente instrumento, o COMODANTE cede gratuitamente ao COMODATÁRIO, a título de comodato, o uso do "
            f"veículo marca/modelo {v.marca}, placa {v.placa}, RENAVAM {v.renavam}, pelo prazo de 24 meses, "
            "para ser utilizado na atividade de transporte de passageiros.", first_indent=24)
    sh.para("O COMODATÁRIO obriga-se a conservar o veículo como se seu fosse, não podendo cedê-lo a terceiros, e a "
            "restituí-lo ao término do prazo, nos termos dos arts. 579 a 585 do Código Civil.", first_indent=24)
    _local(sh, fk.r.choice(["Olímpia", "Patrocínio", "Mogi das Cruzes"]), d)
    sh.signature(a_n, "Comodante", 0.25)
    sh.y -= 40
    sh.signature(b_n[:40], "Comodatário", 0.75)
    return Out("contrato", {"assunto": title, "tipo": "comodato", "contratante_documento": b_d,
                            "contratado_documento": a_d, "placa": v.placa})


def contrato_trabalho(sh: Sheet, fk: Fake) -> Out:
    """Contrato individual de trabalho: EMPREGADOR / EMPREGADO lines, numbered items."""
    sh.s = Style("DjSerifCond", 10)
    title = fk.r.choice(["CONTRATO INDIVIDUAL DE TRABALHO", "CONTRATO DE TRABALHO POR PRAZO INDETERMINADO"])
    c = fk.company(2)
    p = fk.person()
    d = fk.recent(300)
    sh.title(title, 12.5)
    sh.kv("EMPREGADOR", f"{c.razao}, CNPJ {fmt_cnpj(c.cnpj)}, estabelecido em {c.cidade}/{c.uf}")
    sh.kv("EMPREGADO", f"{p.nome}, CPF {fmt_cpf(p.cpf)}, CTPS nº {fk.digits(7)} série {fk.digits(4)}-{p.uf}")
    sh.gap(6)
    for i, t in enumerate([
        f"O EMPREGADO é admitido em {fmt_date(d)} para exercer a função de motorista de transporte coletivo (CBO 7824-10), "
        f"mediante salário mensal de {fmt_money(fk.r.choice([2800, 3200, 3600]))}.",
        "A jornada de trabalho será de 44 horas semanais, observados os intervalos legais e a Lei nº 13.103/2015.",
        "O presente contrato vigora por prazo indeterminado, após período de experiência de 90 dias (art. 445 da CLT).",
        "O EMPREGADO compromete-se a manter válida sua habilitação na categoria exigida e a cumprir o regulamento interno.",
    ]):
        sh.para(f"{i + 1}. {t}", first_indent=0)
    _local(sh, c.cidade, d)
    sh.signature(c.razao, "Empregador", 0.25)
    sh.y -= 40
    sh.signature(p.nome, "Empregado", 0.75)
    return Out("contrato", {"assunto": title, "tipo": "trabalho", "contratante_documento": c.cnpj,
                            "contratado_documento": p.cpf})


def contrato_prestacao(sh: Sheet, fk: Fake) -> Out:
    """Contrato de prestação de serviços: CONTRATANTE / CONTRATADO named in prose."""
    sh.s = Style("LibSerif", 10.5)
    title = "CONTRATO DE PRESTAÇÃO DE SERVIÇOS DE TRANSPORTE"
    c = fk.company(2)
    prest = fk.person()
    d = fk.recent(120)
    sh.title(title, 12.5)
    sh.para(f"Pelo presente instrumento particular, de um lado {c.razao}, inscrita no CNPJ sob o nº {fmt_cnpj(c.cnpj)}, "
            f"doravante denominada CONTRATANTE, e de outro lado {prest.nome}, CPF {fmt_cpf(prest.cpf)}, doravante "
            "denominado CONTRATADO, têm entre si justo e contratado o seguinte:", first_indent=24)
    sh.para("1. O CONTRATADO prestará serviços de condução de veículo de transporte de passageiros, com autonomia, "
            "nos horários definidos em ordem de serviço.", first_indent=24)
    sh.para(f"2. Pelos serviços a CONTRATANTE pagará {fmt_money(fk.r.choice([2000, 2500]))} mensais mediante recibo.",
            first_indent=24)
    _local(sh, c.cidade, d)
    sh.signature(c.razao, "CONTRATANTE", 0.25)
    sh.y -= 40
    sh.signature(prest.nome, "CONTRATADO", 0.75)
    return Out("contrato", {"assunto": title, "tipo": "prestacao_servico", "contratante_documento": c.cnpj,
                            "contratado_documento": prest.cpf})


def nota_fiscal_danfe(sh: Sheet, fk: Fake) -> Out:
    """DANFE: the emitente (dealer) block with its CNPJ comes first; the destinatário below."""
    sh.s = Style("LibNarrow", 8.5, 5.8)
    dealer = fk.company(1)
    if fk.r.random() < 0.5:
        buyer = fk.person()
        bn, bd, bpd = buyer.nome, buyer.cpf, fmt_cpf(buyer.cpf)
        bcity, buf = buyer.cidade, buyer.uf
    else:
        bc = fk.company(2)
        bn, bd, bpd, bcity, buf = bc.razao, bc.cnpj, fmt_cnpj(bc.cnpj), bc.cidade, bc.uf
    v = fk.vehicle()
    d = fk.recent(200)
    chave = " ".join(fk.digits(4) for _ in range(11))
    sh.grid([[("Recebemos de " + dealer.razao[:40] + " os produtos constantes da nota fiscal indicada ao lado", "", 0.8),
              ("NF-e", f"Nº {fk.digits(3)}.{fk.digits(3)}", 0.2)]], row_h=26)
    sh.gap(4)
    sh.grid([[("Identificação do emitente", dealer.razao, 0.45), ("DANFE", "Documento Auxiliar da NF-e  1 - SAÍDA", 0.3),
              ("Chave de acesso", chave[:29], 0.25)],
             [("Natureza da operação", "VENDA DE VEÍCULO NOVO", 0.45), ("Inscrição estadual", fk.digits(12), 0.25),
              ("CNPJ", fmt_cnpj(dealer.cnpj), 0.3)]])
    sh.gap(4)
    sh.line("DESTINATÁRIO / REMETENTE", 8, True)
    sh.grid([[("Nome / Razão social", bn, 0.55), ("CNPJ / CPF", bpd, 0.25), ("Data da emissão", fmt_date(d), 0.2)],
             [("Endereço", fk.f.street_name(), 0.45), ("Município", bcity.upper(), 0.3), ("UF", buf, 0.08), ("Data saída", fmt_date(d), 0.17)]])
    sh.gap(4)
    sh.line("DADOS DO PRODUTO / SERVIÇO", 8, True)
    val = fk.r.choice([189900, 245000, 312500])
    sh.table(["Código", "Descrição", "NCM", "Qtd", "Valor"],
             [[fk.digits(6), f"{v.marca} CHASSI {v.chassi} ANO {v.ano_fab}/{v.ano_mod} COR {v.cor}", "87022000", "1",
               fmt_money(val)[3:]]], [0.1, 0.6, 0.1, 0.05, 0.15], size=7.5)
    sh.kv("Valor total da nota", fmt_money(val), size=9)
    return Out("nota_fiscal", {"titular_nome": bn, "titular_documento": bd, "data_emissao": d.isoformat()})


def nota_fiscal_simples(sh: Sheet, fk: Fake) -> Out:
    """Plain NF-e print: dealer header with CNPJ, 'Adquirente' and its CPF."""
    sh.s = Style("DjSerif", 9.5)
    dealer = fk.company(1)
    buyer = fk.person()
    v = fk.vehicle()
    d = fk.recent(200)
    sh.line(dealer.razao, 12, True)
    sh.line(f"CNPJ: {fmt_cnpj(dealer.cnpj)} · {dealer.endereco} · {dealer.cidade}/{dealer.uf}", 8)
    sh.hline()
    sh.title("NOTA FISCAL ELETRÔNICA DE VENDA DE VEÍCULO", 12)
    sh.kv("Data de emissão", fmt_date(d))
    sh.kv("Adquirente", buyer.nome)
    sh.kv("CPF do adquirente", fmt_cpf(buyer.cpf))
    sh.kv("Veículo", f"{v.marca}, chassi {v.chassi}, RENAVAM a emplacar")
    sh.kv("Valor", fmt_money(fk.r.choice([150000, 210000])))
    return Out("nota_fiscal", {"titular_nome": buyer.nome, "titular_documento": buyer.cpf, "data_emissao": d.isoformat()})


UTILS = [("COMPANHIA ENERGÉTICA DO SUDESTE S.A.", "CONTA DE ENERGIA ELÉTRICA"),
         ("SANEAMENTO BÁSICO PAULISTA S.A.", "CONTA DE ÁGUA E ESGOTO"),
         ("TELEVIVA COMUNICAÇÕES S.A.", "FATURA DE SERVIÇOS DE TELECOMUNICAÇÕES")]


def comprovante_conta(sh: Sheet, fk: Fake, idx: int | None = None) -> Out:
    """Utility bill: the concessionária's name and CNPJ head the page; the titular below."""
    sh.s = Style(fk.r.choice(["LibSans", "DjSerifCond", "LibNarrow"]), 9.5, 6.5)
    util, title = UTILS[idx if idx is not None else fk.r.randrange(3)]
    p = fk.person()
    d = fk.recent(50)
    sh.line(util, 12, True)
    sh.line(f"CNPJ {fmt_cnpj(fk.cnpj())} · Inscrição estadual {fk.digits(12)}", 8)
    sh.hline()
    sh.title(title, 12, "left")
    if fk.r.random() < 0.5:
        sh.grid([[("Titular da conta", p.nome, 0.65), ("CPF", fmt_cpf(p.cpf), 0.35)],
                 [("Endereço da unidade consumidora", f"{p.endereco} - {p.bairro}", 1.0)],
                 [("Município", p.cidade.upper(), 0.5), ("UF", p.uf, 0.1), ("CEP", p.cep, 0.4)],
                 [("Data de emissão", fmt_date(d), 0.33), ("Vencimento", fmt_date(d + dt.timedelta(days=10)), 0.33), ("Referência", f"{d.month:02d}/{d.year}", 0.34)]])
    else:
        sh.two_col([("Cliente", p.nome), ("CPF", fmt_cpf(p.cpf)), ("Endereço", p.endereco)],
                   [("Cidade", f"{p.cidade.upper()} - {p.uf}"), ("Emissão", fmt_date(d)), ("Vencimento", fmt_date(d + dt.timedelta(days=12)))],
                   size=9)
    sh.gap(6)
    sh.table(["Descrição", "Quantidade", "Valor (R$)"], [["Consumo do mês", f"{fk.r.randint(80, 400)}", f"{fk.r.randint(60, 300)},{fk.digits(2)}"],
                                                       ["Contribuição de iluminação pública" if idx != 1 else "Esgoto", "1", f"{fk.r.randint(10, 60)},{fk.digits(2)}"]],
             [0.5, 0.2, 0.3])
    sh.line("Código de barras: " + " ".join(fk.digits(11) for _ in range(4)), 8)
    return Out("comprovante_endereco", {"titular_nome": p.nome, "titular_documento": p.cpf, "data_emissao": d.isoformat(),
                                        "municipio": p.cidade.upper(), "uf": p.uf})


def requerimento_prefeitura(sh: Sheet, fk: Fake) -> Out:
    """Form with a 'DADOS DO REQUERENTE' section heading above the 'Nome' box."""
    sh.s = Style("LibSans", 10, 6.5)
    p = fk.person()
    cidade = fk.r.choice(["Olímpia", "Patrocínio", "Mogi das Cruzes"])
    d = fk.recent(30)
    v = fk.vehicle()
    title = fk.r.choice(["REQUERIMENTO DE AUTORIZAÇÃO PARA TRANSPORTE DE PASSAGEIROS",
                         "REQUERIMENTO DE ALVARÁ DE TRANSPORTE ESCOLAR", "REQUERIMENTO"])
    sh.line(f"PREFEITURA MUNICIPAL DE {cidade.upper()}", 11, True, "center")
    sh.line("Secretaria Municipal de Trânsito e Transportes", 9, False, "center")
    sh.gap(6)
    sh.title(title, 12.5)
    sh.line("DADOS DO REQUERENTE", 9, True)
    sh.grid([[("Nome", p.nome, 0.65), ("CPF", fmt_cpf(p.cpf), 0.35)],
             [("Endereço", p.endereco, 0.6), ("Bairro", p.bairro, 0.4)],
             [("Telefone", f"({fk.digits(2)}) 9{fk.digits(4)}-{fk.digits(4)}", 0.5), ("E-mail", "nao.informado@exemplo.com", 0.5)]])
    sh.line("DADOS DO VEÍCULO", 9, True)
    sh.grid([[("Placa", v.placa, 0.3), ("Marca/Modelo", v.marca, 0.5), ("Ano", str(v.ano_fab), 0.2)]])
    sh.gap(6)
    sh.para(f"Venho requerer a Vossa Senhoria a concessão da autorização para prestação do serviço, nos termos da "
            f"legislação municipal de {cidade}, juntando os documentos exigidos.")
    sh.para("Nestes termos, pede deferimento.")
    sh.line(f"{cidade}, {fmt_date(d)}", 10)
    sh.signature(p.nome, "Requerente")
    return Out("requerimento", {"assunto": title, "titular_nome": p.nome, "titular_documento": p.cpf,
                                "data_emissao": d.isoformat(), "placa": v.placa})


def requerimento_carta(sh: Sheet, fk: Fake) -> Out:
    """A letter-style requerimento: 'Ilmo. Sr. Secretário…' with the applicant in prose."""
    sh.s = Style("LibSerif", 11.5)
    c = fk.company(2)
    cidade = fk.r.choice(["Olímpia", "Patrocínio"])
    d = fk.recent(30)
    title = "REQUERIMENTO DE CREDENCIAMENTO"
    sh.gap(20)
    sh.title(title, 13)
    sh.line(f"Ilustríssimo Senhor Secretário Municipal de Mobilidade de {cidade}", 11)
    sh.gap(10)
    sh.para(f"{c.razao}, inscrita no CNPJ sob o nº {fmt_cnpj(c.cnpj)}, com sede na {c.endereco}, {c.cidade}/{c.uf}, neste "
            f"ato representada por seu sócio administrador {c.socios[0].nome}, CPF {fmt_cpf(c.socios[0].cpf)}, vem, "
            "respeitosamente, requerer o seu credenciamento como operadora do serviço de transporte, nos termos da lei "
            "municipal, apresentando em anexo a documentação exigida.", first_indent=36)
    sh.para("Termos em que pede deferimento.", first_indent=36)
    _local(sh, cidade, d)
    sh.signature(c.socios[0].nome, c.razao)
    return Out("requerimento", {"assunto": title, "titular_nome": c.razao, "titular_documento": c.cnpj,
                                "data_emissao": d.isoformat()})
