"""Series-4 company and party layouts of the held-out family (issue 12).

Written from CONTRACT §4, `../shared/docs/document-layouts.md` and what these documents
look like, without reading `extractors/` nor the fixes being made there: a REDESIM
print whose CNAE table puts the description first and marks the principal with 'SIM'
in a third column (rows in alphabetical order, so the principal is not the first row);
a declaração and a requerimento in the company's first person plural with a
representative's or an attorney's CPF in the same sentence; an auto policy whose
segurado is the 'proponente', with a fiduciary creditor as beneficiário and the insurer
named in full only in small print; a DANFE with emitente and destinatário side by side
(headings above values, the emitente's CNPJ again inside the chave de acesso); a
municipal water autarquia's bill with the 'Usuário' label above the name; a 2-page
contrato de locação that names the locatária first and adds a fiador and witnesses."""

from __future__ import annotations

import datetime as dt

from samples.heldout.data import (
    CNAES,
    Fake,
    fmt_cnpj,
    fmt_cpf,
    fmt_date,
    fmt_date_long,
    fmt_money,
    por_extenso,
)
from samples.heldout.docs_v2_company import _cnpj_gold, _qualif
from samples.heldout.docs_vehicle import Out, dash_plate
from samples.heldout.sheet import Sheet, Style
from samples.heldout.v4data import (
    BANKS4,
    INSURERS4,
    company4,
    fonts4,
    page_foot,
    person4,
    stacked_cols,
)


def cnpj_redesim_flag(sh: Sheet, fk: Fake) -> Out:
    """A REDESIM 'Consulta de dados cadastrais' print: label: value lines, natureza
    jurídica as 'code - name', then a table 'Descrição da atividade | CNAE | Principal'
    in alphabetical order of description, the principal marked 'SIM' (not first)."""
    sh.s = Style("LibNarrow", 9.5)
    c = company4(fk, 2)
    before = [x for x in CNAES if x[1] < c.cnae[1] and x not in c.cnaes_sec]
    if before and all(d > c.cnae[1] for _code, d in c.cnaes_sec):
        # the principal must not be the first row: add a secundária that sorts before it
        c.cnaes_sec = [*c.cnaes_sec, fk.r.choice(before)]
    acts = sorted([(c.cnae[1], c.cnae[0], "SIM")] + [(d, code, "NÃO") for code, d in c.cnaes_sec])
    emis = fk.recent()
    sh.line("REDESIM - Rede Nacional para a Simplificação do Registro e da Legalização de Empresas e Negócios", 8)
    sh.title("CONSULTA DE DADOS CADASTRAIS - CNPJ", 12.5, "left")
    sh.line(f"Dados obtidos da Receita Federal em {fmt_date(emis)}", 8)
    sh.hline()
    sh.kv("CNPJ", f"{fmt_cnpj(c.cnpj)} - MATRIZ")
    sh.kv("Nome empresarial", c.razao)
    if c.fantasia:
        sh.kv("Nome de fantasia", c.fantasia)
    sh.kv("Data de abertura", fmt_date(c.abertura))
    sh.kv("Natureza jurídica", f"{c.natureza[0]} - {c.natureza[1]}")
    sh.kv("Porte", c.porte)
    sh.kv("Situação cadastral", f"ATIVA desde {fmt_date(c.abertura)}")
    sh.kv("Município", c.cidade.upper())
    sh.kv("UF", c.uf)
    sh.gap(8)
    sh.line("ATIVIDADES ECONÔMICAS", 10, True)
    sh.table(["Descrição da atividade", "CNAE", "Principal"], [[d[:70], code, flag] for d, code, flag in acts],
             [0.68, 0.18, 0.14], size=8.5)
    sh.para("As informações acima são as constantes do Cadastro Nacional da Pessoa Jurídica na data da consulta.", 7.5)
    return Out("cnpj", _cnpj_gold(c, c.cnpj, c.cidade.upper()))


DECL4 = ["DECLARAÇÃO DE DISPONIBILIDADE DE GARAGEM E DE VEÍCULOS",
         "DECLARAÇÃO DE CUMPRIMENTO DAS NORMAS DE SAÚDE E SEGURANÇA DO TRABALHO",
         "DECLARAÇÃO DE QUE NÃO EMPREGA MENOR"]


def declaracao_nos_representada(sh: Sheet, fk: Fake) -> Out:
    """No letterhead: 'Nós, X LTDA, pessoa jurídica de direito privado, com sede na …,
    inscrita no CNPJ/MF sob o nº …, neste ato representada por seu sócio-administrador
    …, CPF …, DECLARAMOS…'; signed by the administrador 'p/' the company."""
    sh.s = Style("DjSerif", 10.5)
    c = company4(fk, 2)
    adm = c.socios[0]
    d = fk.recent(30)
    title = fk.r.choice(DECL4)
    sh.gap(40)
    sh.title(title, 12.5)
    sh.gap(16)
    body = {
        DECL4[0]: "que dispomos de garagem própria para a guarda dos veículos utilizados no serviço, situada no endereço "
                  "da sede, com capacidade para toda a frota cadastrada, e que os veículos ali permanecem quando fora de "
                  "operação.",
        DECL4[1]: "que cumprimos as normas relativas à saúde e à segurança do trabalho dos nossos empregados, mantendo "
                  "os programas exigidos pela legislação e os exames médicos em dia.",
        DECL4[2]: "que não empregamos menor de dezoito anos em trabalho noturno, perigoso ou insalubre, nem menor de "
                  "dezesseis anos em qualquer trabalho, salvo na condição de aprendiz, a partir de quatorze anos.",
    }[title]
    sh.para(f"Nós, {c.razao}, pessoa jurídica de direito privado, com sede na {c.endereco}, bairro {c.bairro}, "
            f"{c.cidade}/{c.uf}, CEP {c.cep}, inscrita no CNPJ/MF sob o nº {fmt_cnpj(c.cnpj)}, neste ato representada por "
            f"seu sócio-administrador, {adm.nome}, portador(a) do RG nº {adm.rg} {adm.rg_org} e do CPF nº "
            f"{fmt_cpf(adm.cpf)}, DECLARAMOS, para os devidos fins e sob as penas da lei, {body}", first_indent=40)
    sh.para("Por ser expressão da verdade, firmamos a presente declaração.", first_indent=40)
    sh.gap(10)
    sh.line(f"{c.cidade}, {fmt_date_long(d)}.", 10.5, align="center")
    sh.signature(adm.nome, f"Sócio-administrador - p/ {c.razao}")
    return Out("declaracao", {"assunto": title, "titular_nome": c.razao, "titular_documento": c.cnpj,
                              "data_emissao": d.isoformat()})


def requerimento_nos_procurador(sh: Sheet, fk: Fake) -> Out:
    """A requerimento in the company's first person plural ('Nós, X LTDA, CNPJ …, por
    intermédio de nosso procurador …, CPF …, vimos requerer'), addressed to a municipal
    transit department, naming one vehicle; signed by the procurador."""
    fonts4()
    sh.s = Style("LibNarrowIt", 11)
    c = company4(fk, 2)
    proc = person4(fk, (c.uf,))
    v = fk.vehicle("ALUGUEL")
    d = fk.recent(30)
    title = fk.r.choice(["REQUERIMENTO DE RENOVAÇÃO DE ALVARÁ DE TRÁFEGO", "REQUERIMENTO DE VISTORIA E LICENCIAMENTO"])
    sh.line(f"Ao Ilustríssimo Senhor Diretor do Departamento Municipal de Trânsito de {c.cidade}/{c.uf}", 10.5)
    sh.gap(24)
    sh.title(title, 12.5)
    sh.gap(10)
    sh.para(f"Nós, {c.razao}, inscrita no CNPJ sob o nº {fmt_cnpj(c.cnpj)}, estabelecida na {c.endereco}, {c.bairro}, "
            f"nesta cidade, por intermédio de nosso procurador {proc.nome}, inscrito no CPF sob o nº {fmt_cpf(proc.cpf)}, "
            f"conforme instrumento de procuração anexo, vimos, respeitosamente, requerer a Vossa Senhoria a "
            f"{'renovação do alvará de tráfego' if 'ALVARÁ' in title else 'vistoria e o licenciamento'} do veículo "
            f"{v.marca}, ano {v.ano_fab}/{v.ano_mod}, placa {dash_plate(v.placa, fk.r)}, lotação de {v.lotacao} "
            "passageiros, que opera no serviço de transporte de passageiros sob o nosso registro.", first_indent=40)
    sh.para("Declaramos estar cientes das exigências do regulamento municipal e juntamos os documentos do veículo e "
            "do condutor.", first_indent=40)
    sh.para("Nestes termos, pedimos deferimento.", first_indent=40)
    sh.line(f"{c.cidade}, {fmt_date(d)}.", 11, align="right")
    sh.signature(proc.nome, f"Procurador de {c.razao}")
    return Out("requerimento", {"assunto": title, "titular_nome": c.razao, "titular_documento": c.cnpj,
                                "data_emissao": d.isoformat(), "placa": v.placa})


def apolice_beneficiario(sh: Sheet, fk: Fake) -> Out:
    """Auto policy of a passenger vehicle: the brand at the top, the 'PROPONENTE /
    SEGURADO' block (labels above values), a 'BENEFICIÁRIO' (the fiduciary creditor, a
    bank with its CNPJ), the vehicle and a coverage table; the insurer's full name and
    CNPJ in the small print under the brand and in the footer."""
    sh.s = Style("LibSans", 9.5, 6.5)
    seg, brand = fk.r.choice(INSURERS4)
    seg_cnpj = fmt_cnpj(fk.cnpj())
    if fk.r.random() < 0.5:
        s = company4(fk, 2)
        nome, doc, pdoc = s.razao, s.cnpj, fmt_cnpj(s.cnpj)
        end = f"{s.endereco} - {s.bairro} - {s.cidade}/{s.uf}"
    else:
        p = person4(fk)
        nome, doc, pdoc = p.nome, p.cpf, fmt_cpf(p.cpf)
        end = f"{p.endereco} - {p.bairro} - {p.cidade}/{p.uf}"
    bank = fk.r.choice(BANKS4)
    ini = fk.date_between(dt.date(2026, 2, 1), dt.date(2026, 11, 25))
    fim = ini.replace(year=ini.year + 1)
    v = fk.vehicle("ALUGUEL")
    num = f"{fk.digits(2)}.{fk.digits(2)}.{fk.digits(7)}.{fk.digits(2)}"
    sh.line(brand, 18, True)
    sh.line(f"{seg} - CNPJ {seg_cnpj} - Código SUSEP {fk.digits(5)}", 7)
    sh.hline()
    sh.title("APÓLICE DE SEGURO AUTO - VEÍCULO DE TRANSPORTE DE PASSAGEIROS", 12, "left")
    sh.two_col([("Apólice", num), ("Endosso", "000000")],
               [("Emissão", fmt_date(ini - dt.timedelta(days=fk.r.randint(1, 9)))), ("Ramo", "0531 - Automóvel")],
               size=9)
    sh.kv("Vigência", f"das 24h de {fmt_date(ini)} às 24h de {fmt_date(fim)}", size=9.5)
    sh.gap(4)
    sh.line("PROPONENTE / SEGURADO", 9.5, True)
    sh.hline(0.4)
    stacked_cols(sh, [[("Nome", nome), ("Endereço", end)], [("CPF / CNPJ", pdoc), ("Telefone", f"({fk.digits(2)}) "
                                                                                            f"9{fk.digits(4)}-{fk.digits(4)}")]],
                 9.5)
    sh.line("BENEFICIÁRIO (CREDOR FIDUCIÁRIO)", 9.5, True)
    sh.hline(0.4)
    stacked_cols(sh, [[("Nome", bank)], [("CNPJ", fmt_cnpj(fk.cnpj()))]], 9.5)
    sh.line("VEÍCULO SEGURADO", 9.5, True)
    sh.hline(0.4)
    sh.grid([[("Marca / modelo", v.marca, 0.4), ("Ano", f"{v.ano_fab}/{v.ano_mod}", 0.15),
              ("Placa", dash_plate(v.placa, fk.r), 0.15), ("Chassi", v.chassi, 0.3)],
             [("Lotação", f"{v.lotacao} lugares", 0.3), ("Uso", "TRANSPORTE COLETIVO DE PASSAGEIROS", 0.7)]], value_size=9)
    sh.gap(6)
    tipos = ["RCF-V - Danos Materiais", "RCF-V - Danos Corporais", "APP - Morte por passageiro",
             "APP - Invalidez Permanente por passageiro"]
    vals = [fk.r.choice([100000, 200000]), fk.r.choice([200000, 400000]), fk.r.choice([25000, 50000]),
            fk.r.choice([25000, 50000])]
    sh.table(["Coberturas contratadas", "LMI (R$)", "Prêmio líquido (R$)"],
             [[tp, fmt_money(x)[3:], f"{fk.r.randint(90, 900)},{fk.digits(2)}"] for tp, x in zip(tipos, vals, strict=True)],
             [0.56, 0.22, 0.22], size=8.5)
    sh.para("Em caso de perda total ou roubo, a indenização será paga ao beneficiário até o limite do saldo devedor, e o "
            "restante ao segurado. Franquia do casco não contratada.", 8)
    sh.text_at(sh.m, sh.H - 44, f"Seguro garantido por {seg}, CNPJ {seg_cnpj}. Processo SUSEP nº "
               f"15414.{fk.digits(6)}/{ini.year - 1}-{fk.digits(2)}.", 7)
    sh.text_at(sh.m, sh.H - 35, "O registro deste plano na SUSEP não implica, por parte da Autarquia, incentivo ou "
               "recomendação à sua comercialização.", 7)
    return Out("apolice", {"seguradora": seg, "numero_apolice": num, "segurado_nome": nome, "segurado_documento": doc,
                           "placas": [v.placa], "vigencia_inicio": ini.isoformat(), "vigencia_fim": fim.isoformat(),
                           "coberturas": [{"tipo": tp, "valor": f"{x}.00"} for tp, x in zip(tipos, vals, strict=True)]})


UF_CODE = {"ES": "32", "PE": "26", "CE": "23", "MS": "50", "MT": "51", "BA": "29", "SC": "42"}


def nota_fiscal_colunas(sh: Sheet, fk: Fake) -> Out:
    """A DANFE print with EMITENTE (left) and DESTINATÁRIO (right) side by side, headings
    above values, the emitente's CNPJ repeated inside the 44-digit chave de acesso, the
    authorisation protocol and the emission date under their own labels."""
    sh.s = Style("DjSerifCond", 9.5, 6.5)
    dealer = company4(fk, 1)
    dealer.cnpj = fk.cnpj()  # numeric: it is part of the chave de acesso
    if fk.r.random() < 0.5:
        b = person4(fk, (dealer.uf,))
        bn, bd, bpd, bend = b.nome, b.cpf, fmt_cpf(b.cpf), f"{b.endereco} - {b.bairro}"
        bcity = f"{b.cidade.upper()}/{b.uf}"
    else:
        bc = company4(fk, 2, (dealer.uf,))
        bn, bd, bpd, bend = bc.razao, bc.cnpj, fmt_cnpj(bc.cnpj), f"{bc.endereco} - {bc.bairro}"
        bcity = f"{bc.cidade.upper()}/{bc.uf}"
    v = fk.vehicle("ALUGUEL")
    d = fk.recent(150)
    nnf = fk.digits(9)
    chave = (UF_CODE[dealer.uf] + f"{d.year % 100:02d}{d.month:02d}" + dealer.cnpj + "55" + "001" + nnf + "1"
             + fk.digits(8))
    chave += str(sum(int(x) for x in chave) % 10)
    sh.title("DANFE - DOCUMENTO AUXILIAR DA NOTA FISCAL ELETRÔNICA", 11.5)
    sh.line(f"Nº {nnf[:3]}.{nnf[3:6]}.{nnf[6:]}   SÉRIE 001   0 - ENTRADA  1 - SAÍDA: 1", 9, False, "center")
    sh.gap(4)
    stacked_cols(sh, [[("Razão social", dealer.razao), ("CNPJ", fmt_cnpj(dealer.cnpj)),
                       ("Endereço", f"{dealer.endereco} - {dealer.cidade}/{dealer.uf}"),
                       ("Inscrição estadual", fk.digits(9))],
                      [("Nome / Razão social", bn), ("CPF / CNPJ", bpd), ("Endereço", bend),
                       ("Município / UF", bcity)]], 9, ["EMITENTE", "DESTINATÁRIO"])
    sh.hline(0.5)
    sh.kv("Chave de acesso", " ".join(chave[i:i + 4] for i in range(0, 44, 4)), size=9)
    sh.kv("Protocolo de autorização de uso", f"1{UF_CODE[dealer.uf]}{fk.digits(12)} - {fmt_date(d)} {fk.r.randint(8, 18):02d}:"
          f"{fk.r.randint(0, 59):02d}:{fk.r.randint(0, 59):02d}", size=9)
    sh.kv("Natureza da operação", "VENDA DE VEÍCULO NOVO A CONSUMIDOR", size=9)
    stacked_cols(sh, [[("Data de emissão", fmt_date(d))], [("Data de saída", fmt_date(d))],
                      [("Hora de saída", f"{fk.r.randint(8, 18):02d}:{fk.r.randint(0, 59):02d}")]], 9)
    sh.line("DADOS DO PRODUTO", 9, True)
    val = fk.r.choice([198000, 276500, 349900])
    sh.table(["Descrição", "NCM", "CFOP", "Qtd", "Valor total"],
             [[f"{v.marca} {v.ano_fab}/{v.ano_mod} CHASSI {v.chassi}", "87022000", "5405", "1", fmt_money(val)[3:]]],
             [0.58, 0.12, 0.1, 0.06, 0.14], size=8)
    sh.kv("Valor total da nota", fmt_money(val), size=9.5)
    sh.para("Informações complementares: veículo novo; RENAVAM a ser atribuído no primeiro registro. Documento emitido "
            "por ME ou EPP optante pelo Simples Nacional: não.", 8)
    return Out("nota_fiscal", {"titular_nome": bn, "titular_documento": bd, "data_emissao": d.isoformat()})


def comprovante_saae(sh: Sheet, fk: Fake) -> Out:
    """A municipal water autarquia's bill (SAAE): its name and CNPJ head the page and
    come again in the footer; 'USUÁRIO' and 'CPF DO USUÁRIO' labels above their values,
    then the property's address, município and UF in their own boxes, readings, dates."""
    sh.s = Style("Cour", 9, 6)
    p = person4(fk, ("ES", "PE", "CE", "BA"))
    emis = fk.recent(40)
    saae = f"SERVIÇO AUTÔNOMO DE ÁGUA E ESGOTO DE {p.cidade.upper()}"
    saae_cnpj = fmt_cnpj(fk.cnpj())
    sh.line(saae, 11, True)
    sh.line(f"Autarquia Municipal - CNPJ {saae_cnpj}", 8)
    sh.hline()
    sh.title("CONTA DE ÁGUA E ESGOTO - 2ª VIA", 12, "left")
    stacked_cols(sh, [[("USUÁRIO", p.nome), ("CPF DO USUÁRIO", fmt_cpf(p.cpf))],
                      [("MATRÍCULA", fk.digits(7)), ("CATEGORIA", "RESIDENCIAL")]], 9.5)
    sh.grid([[("Endereço do imóvel", f"{p.endereco} - {p.bairro}", 0.6), ("Município", p.cidade.upper(), 0.28),
              ("UF", p.uf, 0.12)]], value_size=9)
    sh.gap(4)
    leit = emis - dt.timedelta(days=fk.r.randint(2, 6))
    sh.grid([[("Leitura anterior", fmt_date(leit - dt.timedelta(days=30)), 0.25), ("Leitura atual", fmt_date(leit), 0.25),
              ("Emissão", fmt_date(emis), 0.25), ("Vencimento", fmt_date(emis + dt.timedelta(days=12)), 0.25)]],
            value_size=9)
    sh.gap(6)
    m3 = fk.r.randint(8, 35)
    sh.table(["Serviço", "Consumo (m³)", "Valor (R$)"],
             [["Água", str(m3), f"{m3 * 4},{fk.digits(2)}"], ["Esgoto", str(m3), f"{m3 * 3},{fk.digits(2)}"],
              ["Taxa de lixo", "", f"{fk.r.randint(8, 25)},{fk.digits(2)}"]], [0.5, 0.2, 0.3], size=8.5)
    sh.line("Código de barras: " + " ".join(fk.digits(12) for _ in range(4)), 7.5)
    sh.text_at(sh.m, sh.H - 40, f"{saae} - CNPJ {saae_cnpj} - Atendimento 0800 000 1195", 7)
    return Out("comprovante_endereco", {"titular_nome": p.nome, "titular_documento": p.cpf,
                                        "data_emissao": emis.isoformat(), "municipio": p.cidade.upper(), "uf": p.uf})


def contrato_locacao_fiador(sh: Sheet, fk: Fake) -> Out:
    """A 2-page contrato de locação de veículo that qualifies the LOCATÁRIA (a company)
    first, the LOCADOR (a person) second and a FIADOR third, each role named at the end
    of its paragraph ('doravante denominado …'); two witnesses with CPFs sign."""
    sh.s = Style("Times", 11)
    c = company4(fk, 2)
    loc = person4(fk, (c.uf,))
    fia = c.socios[1]
    wit = [person4(fk, (c.uf,)) for _ in range(2)]
    v = fk.vehicle("ALUGUEL")
    d = fk.recent(150)
    aluguel = fk.r.choice([2500, 3200, 4100])
    title = "CONTRATO PARTICULAR DE LOCAÇÃO DE VEÍCULO COM GARANTIA FIDEJUSSÓRIA"
    foot, st = page_foot(2, "Contrato particular de locação de veículo - fls.")
    st["first"] = sh.page
    sh.on_page_end = foot
    sh.title(title, 12.5)
    sh.gap(6)
    sh.para(f"Pelo presente instrumento particular, de um lado {c.razao}, pessoa jurídica de direito privado, inscrita no "
            f"CNPJ sob o nº {fmt_cnpj(c.cnpj)}, com sede na {c.endereco}, {c.bairro}, {c.cidade}/{c.uf}, representada "
            f"por seu sócio {c.socios[0].nome}, CPF {fmt_cpf(c.socios[0].cpf)}, doravante denominada simplesmente "
            "LOCATÁRIA;", first_indent=36)
    sh.para(f"de outro lado, {_qualif(loc)}, doravante denominado simplesmente LOCADOR;", first_indent=36)
    sh.para(f"e, ainda, como FIADOR e principal pagador, solidariamente responsável com a LOCATÁRIA, {_qualif(fia)};",
            first_indent=36)
    sh.para("têm entre si justo e contratado a locação do veículo abaixo descrito, mediante as cláusulas e condições "
            "seguintes:", first_indent=36)
    clauses = [
        ("CLÁUSULA PRIMEIRA - DO OBJETO", f"O LOCADOR, legítimo proprietário, dá em locação à LOCATÁRIA o veículo "
         f"{v.marca}, ano {v.ano_fab}/{v.ano_mod}, cor {v.cor.lower()}, placa {dash_plate(v.placa, fk.r)}, chassi "
         f"{v.chassi}, RENAVAM {v.renavam}, com lotação de {v.lotacao} passageiros, livre de ônus."),
        ("CLÁUSULA SEGUNDA - DO PRAZO", f"A locação vigorará por 24 (vinte e quatro) meses, de {fmt_date(d)} a "
         f"{fmt_date(d.replace(year=d.year + 2))}, podendo ser prorrogada por termo aditivo."),
        ("CLÁUSULA TERCEIRA - DO ALUGUEL", f"O aluguel mensal é de {fmt_money(aluguel)} ({por_extenso(aluguel)}), "
         "pago até o dia 10 (dez) do mês seguinte ao vencido, mediante depósito na conta indicada pelo LOCADOR."),
        ("CLÁUSULA QUARTA - DO USO", "O veículo será utilizado exclusivamente no serviço de transporte de passageiros "
         "explorado pela LOCATÁRIA, que se responsabiliza pelas multas, pelo combustível, pela manutenção preventiva e "
         "pelo seguro obrigatório durante a vigência deste contrato."),
        ("CLÁUSULA QUINTA - DA FIANÇA", "O FIADOR renuncia ao benefício de ordem previsto no art. 827 do Código Civil "
         "e responde solidariamente por todas as obrigações da LOCATÁRIA até a efetiva devolução do veículo."),
        ("CLÁUSULA SEXTA - DA RESCISÃO", "O descumprimento de qualquer cláusula faculta à parte inocente a rescisão do "
         "contrato, com multa equivalente a 3 (três) aluguéis, sem prejuízo das perdas e danos."),
        ("CLÁUSULA SÉTIMA - DA DEVOLUÇÃO", "Findo o prazo, o veículo será devolvido no endereço do LOCADOR, no estado em "
         "que foi recebido, ressalvado o desgaste natural do uso, mediante termo de vistoria assinado pelas partes."),
        ("CLÁUSULA OITAVA - DO FORO", f"Fica eleito o foro da comarca de {c.cidade}/{c.uf} para dirimir as questões "
         "oriundas deste contrato."),
    ]
    for head, body in clauses:
        sh.ensure(60)
        sh.line(head, 10.5, True)
        sh.para(body, first_indent=24)
    sh.para("E, por estarem assim justos e contratados, assinam o presente em 2 (duas) vias de igual teor, na presença "
            "das testemunhas abaixo.", first_indent=36)
    sh.line(f"{c.cidade}, {fmt_date_long(d)}.", 11, align="right")
    if sh.page == st["first"]:
        sh.new_page()
    sh.gap(10)
    sh.signature(c.razao, "LOCATÁRIA", 0.25)
    sh.y -= 40
    sh.signature(loc.nome, "LOCADOR", 0.75)
    sh.signature(fia.nome, "FIADOR", 0.5)
    for i, w in enumerate(wit):
        sh.y -= 40 if i else 0
        sh.signature(f"{w.nome} - CPF {fmt_cpf(w.cpf)}", "Testemunha", 0.25 + 0.5 * i)
    foot(sh)
    sh.on_page_end = None
    return Out("contrato", {"assunto": title, "tipo": "locacao", "contratante_documento": c.cnpj,
                            "contratado_documento": loc.cpf, "placa": v.placa})
