"""Series-6 bills, notas fiscais, declarações and requerimentos of the held-out family
(issue 12).

Written from CONTRACT §4 and what these documents look like, without reading
`extractors/` nor any fix made there: an IPTU carnê used as comprovante de endereço (the
prefeitura's CNPJ at the top, the contribuinte and the imóvel, instalments with their
own due dates); the DANFE of a used vehicle sold by a locadora (natureza 'VENDA DE ATIVO
IMOBILIZADO', the plate and RENAVAM in the product line, a protocolo de autorização with
its own date, the saída a day later); a declaração made by a permissionário naming his
condutor auxiliar (both with CPF, both signing); a requerimento form with ticked
services, the requerente's grid and a protocol receipt signed by a clerk."""

from __future__ import annotations

import datetime as dt

from samples.heldout.data import Fake, fmt_cnpj, fmt_cpf, fmt_date, fmt_date_long, fmt_money
from samples.heldout.docs_v2_certidoes import _cents, _hm
from samples.heldout.docs_v3 import _brasao
from samples.heldout.docs_vehicle import Out, dash_plate
from samples.heldout.sheet import Sheet, Style
from samples.heldout.v6data import checkbox, company6, estado, fonts6, person6


def comprovante_iptu_carne(sh: Sheet, fk: Fake) -> Out:
    """IPTU carnê of a prefeitura (AL, SE, PI, RO, AC, AP, RR): the prefeitura and its CNPJ
    at the top, 'NOTIFICAÇÃO DE LANÇAMENTO', the contribuinte and CPF/CNPJ, the imóvel's
    address and inscrição, 'Data de emissão', then the cota única and instalments with
    their due dates and a linha digitável."""
    fonts6()
    sh.s = Style("DjCondOb", 9)
    p = person6(fk, ("AL", "SE", "PI", "RO", "AC", "AP", "RR"))
    ano = fk.as_of.year
    emis = fk.date_between(dt.date(ano, 1, 5), dt.date(ano, 2, 20))
    pref_cnpj = fmt_cnpj(fk.cnpj())
    y0 = sh.y
    _brasao(sh, sh.m + 22, y0 + 22, 20)
    sh.text_at(sh.m + 52, y0 + 2, f"PREFEITURA MUNICIPAL DE {p.cidade.upper()}", 12, True)
    sh.text_at(sh.m + 52, y0 + 17, f"{estado(p.uf)} - CNPJ {pref_cnpj}", 8.5)
    sh.text_at(sh.m + 52, y0 + 29, "Secretaria Municipal de Finanças - Departamento de Receitas Imobiliárias", 8.5)
    sh.y = y0 + 52
    sh.hline(1)
    sh.title(f"IPTU {ano} - NOTIFICAÇÃO DE LANÇAMENTO E GUIA DE PAGAMENTO", 11.5)
    sh.grid([[("Contribuinte", p.nome, 0.68), ("CPF/CNPJ", fmt_cpf(p.cpf), 0.32)],
             [("Endereço do imóvel", f"{p.endereco.upper()} - {p.bairro.upper()}", 0.68),
              ("Inscrição imobiliária", f"{fk.digits(2)}.{fk.digits(3)}.{fk.digits(4)}.{fk.digits(3)}", 0.32)],
             [("Município / UF", f"{p.cidade.upper()} / {p.uf}", 0.34), ("CEP", p.cep, 0.18),
              ("Data de emissão", fmt_date(emis), 0.24), ("Exercício", str(ano), 0.24)]], value_size=9)
    sh.gap(6)
    venal = fk.r.randint(60, 400) * 1000
    imposto = venal * fk.r.choice([6, 8, 10]) // 1000
    sh.grid([[("Área do terreno (m²)", str(fk.r.randint(120, 600)), 0.25), ("Área construída (m²)", str(fk.r.randint(60, 300)), 0.25),
              ("Valor venal (R$)", fmt_money(venal)[3:], 0.25), ("Imposto (R$)", fmt_money(imposto)[3:], 0.25)]], value_size=9)
    sh.gap(6)
    rows = [["Cota única (desc. 10%)", fmt_date(dt.date(ano, 3, 10)), _cents(imposto * 90)]]
    for i in range(1, 6):
        rows.append([f"Parcela {i}/5", fmt_date(dt.date(ano, 2 + i, 10)), _cents(imposto * 20)])
    sh.table(["Cota", "Vencimento", "Valor (R$)"], rows, [0.4, 0.3, 0.3], size=8.5)
    sh.line("Linha digitável (cota única): 8" + " ".join(fk.digits(11) for _ in range(4)), 8)
    sh.gap(4)
    sh.para("Contestações do lançamento podem ser apresentadas até o vencimento da cota única. Mantenha seu cadastro "
            "atualizado: o endereço de entrega deste carnê é o cadastrado para o imóvel.", 8)
    sh.text_at(sh.m, sh.H - 40, f"PREFEITURA MUNICIPAL DE {p.cidade.upper()} - CNPJ {pref_cnpj} - Atendimento 156", 7)
    return Out("comprovante_endereco", {"titular_nome": p.nome, "titular_documento": p.cpf,
                                        "data_emissao": emis.isoformat(), "municipio": p.cidade.upper(), "uf": p.uf})


def nota_fiscal_ativo_imobilizado(sh: Sheet, fk: Fake) -> Out:
    """DANFE of a used vehicle sold by a locadora: the canhoto, then the emitente's box
    at the left, the DANFE box in the middle, the chave de acesso and the 'PROTOCOLO DE
    AUTORIZAÇÃO DE USO' (its own date and time) at the right; natureza 'VENDA DE ATIVO
    IMOBILIZADO'; DESTINATÁRIO / REMETENTE with the emission date and a saída date a day
    later; the product line naming plate, RENAVAM and chassi; the dados adicionais."""
    fonts6()
    sh.s = Style("LibNarrow", 8.5, 5.6)
    loc = company6(fk, 2)
    loc.razao = loc.razao.split(" ")[0] + " LOCADORA DE VEÍCULOS LTDA"
    if fk.r.random() < 0.5:
        b = person6(fk)
        bn, bd, bpd, bcity, buf, bend = b.nome, b.cpf, fmt_cpf(b.cpf), b.cidade, b.uf, b.endereco
    else:
        bc = company6(fk, 2)
        bn, bd, bpd, bcity, buf, bend = bc.razao, bc.cnpj, fmt_cnpj(bc.cnpj), bc.cidade, bc.uf, bc.endereco
    v = fk.vehicle("PARTICULAR")
    d = fk.recent(120)
    saida = d + dt.timedelta(days=1)
    nnf = f"{fk.digits(3)}.{fk.digits(3)}.{fk.digits(3)}"
    chave = " ".join(fk.digits(4) for _ in range(11))
    sh.grid([[("Recebemos de " + loc.razao + " os produtos/serviços constantes da nota fiscal indicada ao lado", "", 0.62),
              ("Data de recebimento", "", 0.18), ("NF-e", f"Nº {nnf} Série 1", 0.2)]], row_h=28)
    sh.gap(6)
    y0 = sh.y
    w = sh.width
    sh.rect(sh.m, y0, w * 0.4, 84)
    sh.text_at(sh.m + 4, y0 + 4, "IDENTIFICAÇÃO DO EMITENTE", 6, True)
    sh.text_at(sh.m + 4, y0 + 16, loc.razao, 9, True)
    sh.text_at(sh.m + 4, y0 + 30, f"{loc.endereco} - {loc.bairro}", 7.5)
    sh.text_at(sh.m + 4, y0 + 40, f"{loc.cidade} - {loc.uf} - CEP {loc.cep}", 7.5)
    sh.rect(sh.m + w * 0.4, y0, w * 0.2, 84)
    x = sh.m + w * 0.5
    sh.text_at(x, y0 + 6, "DANFE", 14, True, "center")
    sh.text_at(x, y0 + 24, "Documento Auxiliar da", 6.5, align="center")
    sh.text_at(x, y0 + 32, "Nota Fiscal Eletrônica", 6.5, align="center")
    sh.text_at(x, y0 + 44, "0 - ENTRADA  1 - SAÍDA   [1]", 6.5, align="center")
    sh.text_at(x, y0 + 58, f"Nº {nnf}", 8, True, "center")
    sh.text_at(x, y0 + 68, "SÉRIE 1 - FOLHA 1/1", 6.5, align="center")
    sh.rect(sh.m + w * 0.6, y0, w * 0.4, 84)
    xr = sh.m + w * 0.6 + 4
    sh.text_at(xr, y0 + 4, "CHAVE DE ACESSO", 6, True)
    sh.text_at(xr, y0 + 13, chave[:34], 7)
    sh.text_at(xr, y0 + 22, chave[34:], 7)
    sh.text_at(xr, y0 + 38, "Consulta de autenticidade no portal nacional da NF-e", 6)
    sh.text_at(xr, y0 + 56, "PROTOCOLO DE AUTORIZAÇÃO DE USO", 6, True)
    sh.text_at(xr, y0 + 66, f"{fk.digits(15)} - {fmt_date(d)} {_hm(fk, True)}", 7)
    sh.y = y0 + 84
    sh.grid([[("Natureza da operação", "VENDA DE ATIVO IMOBILIZADO", 0.6), ("Inscrição estadual", fk.digits(9), 0.2),
              ("CNPJ", fmt_cnpj(loc.cnpj), 0.2)]], value_size=8)
    sh.gap(4)
    sh.line("DESTINATÁRIO / REMETENTE", 7.5, True)
    sh.grid([[("Nome / razão social", bn, 0.58), ("CNPJ / CPF", bpd, 0.24), ("Data da emissão", fmt_date(d), 0.18)],
             [("Endereço", bend, 0.5), ("Município", bcity.upper(), 0.24), ("UF", buf, 0.08),
              ("Data da saída/entrada", fmt_date(saida), 0.18)]], value_size=8)
    sh.gap(4)
    val = fk.r.randint(60, 240) * 1000
    sh.line("TRANSPORTADOR / VOLUMES TRANSPORTADOS", 7.5, True)
    sh.grid([[("Razão social", "O PRÓPRIO DESTINATÁRIO", 0.5), ("Frete por conta", "1 - DESTINATÁRIO", 0.25),
              ("Quantidade", "1", 0.25)]], value_size=8)
    sh.gap(4)
    sh.line("DADOS DO PRODUTO / SERVIÇO", 7.5, True)
    sh.table(["Cód.", "Descrição", "NCM", "CFOP", "Qtd", "Valor (R$)"],
             [[fk.digits(5), f"VEÍCULO USADO {v.marca} PLACA {dash_plate(v.placa, fk.r)} RENAVAM {v.renavam}", "87022000",
               "5551", "1", fmt_money(val)[3:]],
              ["", f"CHASSI {v.chassi} ANO {v.ano_fab}/{v.ano_mod} COR {v.cor} {v.combustivel}", "", "", "", ""]],
             [0.07, 0.55, 0.1, 0.08, 0.05, 0.15], size=7)
    sh.kv("Valor total da nota", fmt_money(val), size=8.5)
    sh.gap(4)
    sh.line("DADOS ADICIONAIS", 7.5, True)
    sh.para("Venda de bem do ativo imobilizado utilizado na atividade de locação há mais de 12 meses - não incidência "
            "do ICMS conforme legislação estadual. Veículo vendido no estado em que se encontra.", 7.5)
    return Out("nota_fiscal", {"titular_nome": bn, "titular_documento": bd, "data_emissao": d.isoformat(),
                               "placa": v.placa})


def declaracao_condutor_auxiliar(sh: Sheet, fk: Fake) -> Out:
    """'DECLARAÇÃO DE INDICAÇÃO DE CONDUTOR AUXILIAR': the permissionário (the holder)
    declares, naming the táxi's plate and prefixo, that another person (with CPF and CNH)
    will drive as condutor auxiliar; a second paragraph where the auxiliar accepts; both
    sign, the auxiliar first."""
    fonts6()
    sh.s = Style("LibSerifIt", 11.5)
    p = person6(fk)
    aux = person6(fk, (p.uf,))
    v = fk.vehicle("ALUGUEL")
    d = fk.recent(30)
    title = "DECLARAÇÃO DE INDICAÇÃO DE CONDUTOR AUXILIAR"
    sh.line(f"Ao Senhor Superintendente Municipal de Transportes e Trânsito de {p.cidade}", 11)
    sh.gap(24)
    sh.title(title, 13)
    sh.gap(12)
    sh.para(f"Eu, {p.nome}, inscrito(a) no CPF sob o nº {fmt_cpf(p.cpf)}, permissionário(a) do serviço de transporte "
            f"individual de passageiros em veículo de aluguel (táxi), prefixo nº {fk.r.randint(1, 999):03d}, operando com o "
            f"veículo de placa {dash_plate(v.placa, fk.r)}, DECLARO que indico como condutor(a) auxiliar o(a) Sr(a). "
            f"{aux.nome}, CPF nº {fmt_cpf(aux.cpf)}, CNH nº {fk.cnh_registro()}, categoria D, que exercerá a atividade "
            "nos termos do regulamento municipal, sob minha inteira responsabilidade.", first_indent=40)
    sh.para(f"Eu, {aux.nome}, acima qualificado(a), declaro aceitar a indicação e estar ciente das obrigações do "
            "condutor auxiliar, inclusive a de portar a credencial expedida pelo órgão gestor.", first_indent=40)
    sh.gap(8)
    sh.line(f"{p.cidade}/{p.uf}, {fmt_date_long(d)}.", 11.5, align="right")
    sh.gap(10)
    sh.signature(aux.nome, "Condutor(a) auxiliar", 0.24)
    sh.y -= 27 + (10.5 + 10) * sh.s.lead
    sh.signature(p.nome, "Permissionário(a) - declarante", 0.76)
    return Out("declaracao", {"assunto": title, "titular_nome": p.nome, "titular_documento": p.cpf,
                              "data_emissao": d.isoformat(), "placa": v.placa})


SERVICOS = ["Renovação anual do alvará de tráfego", "Substituição de veículo", "Inclusão de condutor auxiliar",
            "Transferência de permissão", "Segunda via de credencial", "Baixa de veículo"]


def requerimento_servicos_marcados(sh: Sheet, fk: Fake) -> Out:
    """SMTT form 'REQUERIMENTO DE SERVIÇOS - TRANSPORTE PÚBLICO': the requerente in a
    grid (nome, CPF, CNH, endereço, telefone), the vehicle (placa, prefixo), a list of
    services with one or two boxes ticked, the date and signature, and a 'RECIBO DE
    PROTOCOLO' at the foot signed by a clerk with his matrícula and another date."""
    fonts6()
    sh.s = Style("LibSans", 9.5)
    p = person6(fk)
    v = fk.vehicle("ALUGUEL")
    d = fk.recent(30)
    title = "REQUERIMENTO DE SERVIÇOS - TRANSPORTE PÚBLICO"
    sh.line(f"PREFEITURA MUNICIPAL DE {p.cidade.upper()}", 11, True, "center")
    sh.line("SUPERINTENDÊNCIA MUNICIPAL DE TRANSPORTES E TRÂNSITO - SMTT", 9, False, "center")
    sh.gap(8)
    sh.title(title, 12.5)
    sh.line("DADOS DO REQUERENTE", 9.5, True)
    sh.grid([[("Nome completo", p.nome, 0.7), ("CPF", fmt_cpf(p.cpf), 0.3)],
             [("CNH nº", fk.cnh_registro(), 0.3), ("Categoria", "D", 0.15), ("Telefone", f"({fk.digits(2)}) 9{fk.digits(4)}-{fk.digits(4)}", 0.25),
              ("Modalidade", fk.r.choice(["TÁXI", "ESCOLAR", "FRETAMENTO"]), 0.3)],
             [("Endereço", f"{p.endereco} - {p.bairro}", 0.7), ("Município/UF", f"{p.cidade}/{p.uf}", 0.3)]], value_size=9)
    sh.gap(6)
    sh.line("VEÍCULO", 9.5, True)
    sh.grid([[("Placa", dash_plate(v.placa, fk.r), 0.2), ("Prefixo", f"{fk.r.randint(1, 999):03d}", 0.15),
              ("Marca/modelo", v.marca, 0.45), ("Ano", str(v.ano_mod), 0.2)]], value_size=9)
    sh.gap(8)
    sh.line("SERVIÇO(S) REQUERIDO(S)", 9.5, True)
    marked = set(fk.r.sample(range(len(SERVICOS)), fk.r.choice([1, 2])))
    for i, s in enumerate(SERVICOS):
        sh.ensure(14)
        checkbox(sh, sh.m + 10 + (i % 2) * sh.width / 2, sh.y, s, i in marked, 9)
        if i % 2 == 1:
            sh.y += 15
    sh.gap(8)
    sh.para("O requerente declara serem verdadeiras as informações prestadas e anexa os documentos exigidos para o "
            "serviço solicitado. Nestes termos, pede deferimento.", 9.5)
    sh.line(f"{p.cidade}, {fmt_date(d)}.", 10, align="right")
    sh.signature(p.nome, "Assinatura do requerente")
    sh.gap(14)
    clerk = fk.name()
    rec = d + dt.timedelta(days=fk.r.randint(0, 2))
    sh.c.setDash(3, 2)
    sh.hline(0.5)
    sh.c.setDash()
    sh.line("RECIBO DE PROTOCOLO", 9.5, True)
    sh.kv("Protocolo nº", f"{fk.digits(5)}/{rec.year}", size=9)
    sh.kv("Recebido em", f"{fmt_date(rec)} por {clerk} - matrícula {fk.digits(6)}", size=9)
    sh.kv("Requerente", p.nome, size=9)
    return Out("requerimento", {"assunto": title, "titular_nome": p.nome, "titular_documento": p.cpf,
                                "data_emissao": d.isoformat(), "placa": v.placa})

