"""Series-6 criminal and DETRAN certidões of the held-out family (issue 12).

Written from CONTRACT §4, `../shared/docs/document-layouts.md` §5 and what these
certidões look like, without reading `extractors/` nor any fix made there: the Polícia
Civil de Pernambuco's antecedentes (Instituto de Identificação Tavares Buril, the holder
in a table with RG first), the TJCE criminal certidão with a 'DADOS DO SOLICITANTE'
block (a despachante with his CPF) before the 'DADOS DA PESSOA PESQUISADA', a Justiça
Federal (Seção Judiciária de Sergipe) certidão over two pages with the code and the
validity on page 2, a DETRAN-AL vehicle certidão whose restrictions name a bank with its
CNPJ, and a DETRAN-CE certidão de prontuário listing infrações (CONTRACT's
`prontuario_cnh`). Gold `codigo_validacao` is the code (never the certidão number),
`orgao_emissor` the issuer as printed in full, `titular_*` the person or company the
certidão is about."""

from __future__ import annotations

import datetime as dt

from samples.heldout.data import Fake, fmt_cnpj, fmt_cpf, fmt_date, fmt_date_long
from samples.heldout.docs_certidoes import _f
from samples.heldout.docs_v2_certidoes import _code, _hm
from samples.heldout.docs_v3 import _brasao
from samples.heldout.docs_vehicle import Out, dash_plate, plain
from samples.heldout.sheet import Sheet, Style
from samples.heldout.v6data import BANCOS6, company6, fonts6, person6


def antecedentes_pcpe(sh: Sheet, fk: Fake) -> Out:
    """Polícia Civil de Pernambuco: Secretaria de Defesa Social above the PC and the
    Instituto de Identificação Tavares Buril; the holder in a bordered table whose first
    row is the RG (the CPF on the third), the parents; 'Nº do atestado' apart from the
    'Código de autenticação'; the validity as 'válido por 90 (noventa) dias'."""
    fonts6()
    sh.s = Style("LibSerif", 10.5)
    p = person6(fk, ("PE",))
    emis = fk.recent()
    val = emis + dt.timedelta(days=90)
    num = f"{fk.digits(7)}.{emis.year}"
    cod = _code(fk, 5, 4, ".")
    org = "POLÍCIA CIVIL DE PERNAMBUCO"
    y0 = sh.y
    _brasao(sh, sh.m + 24, y0 + 28, 22)
    sh.text_at(sh.m + 60, y0 + 2, "GOVERNO DO ESTADO DE PERNAMBUCO", 9)
    sh.text_at(sh.m + 60, y0 + 14, "SECRETARIA DE DEFESA SOCIAL", 9)
    sh.text_at(sh.m + 60, y0 + 26, org, 12, True)
    sh.text_at(sh.m + 60, y0 + 42, "INSTITUTO DE IDENTIFICAÇÃO TAVARES BURIL - IITB", 9)
    sh.y = y0 + 64
    sh.title("ATESTADO DE ANTECEDENTES CRIMINAIS", 14)
    sh.line(f"Nº do atestado: {num}", 10, True, "right")
    sh.gap(4)
    sh.table(["Dado", "Informação"],
             [["RG", f"{p.rg} - {p.rg_org}"], ["Nome", p.nome], ["CPF", fmt_cpf(p.cpf)],
              ["Data de nascimento", fmt_date(p.nascimento)], ["Naturalidade", f"{p.cidade}/{p.uf}"],
              ["Pai", p.pai], ["Mãe", p.mae]], [0.28, 0.72], size=9.5)
    sh.para("ATESTAMOS, para fins de apresentação a órgão público, que, revendo os arquivos deste Instituto, NADA CONSTA "
            "de antecedentes criminais contra a pessoa acima identificada, até a presente data.", first_indent=30)
    sh.para("Este atestado é válido por 90 (noventa) dias a contar da data de sua emissão e não se refere a registros "
            "de outras unidades da Federação.", 9.5, first_indent=30)
    sh.gap(6)
    sh.line(f"Recife, {fmt_date_long(emis)}, às {_hm(fk)}.", 10.5, align="right")
    sh.gap(16)
    sh.line("Gerência de Identificação Civil e Criminal", 9, False, "center")
    sh.gap(18)
    sh.hline(0.4)
    sh.line(f"Código de autenticação: {cod}", 10, True)
    sh.line(f"Validade: {fmt_date(val)}", 9.5)
    sh.line("A autenticidade deste documento pode ser verificada no portal da Polícia Civil de Pernambuco.", 7.5)
    return Out("antecedentes_criminais", _f(p.nome, p.cpf, emis, val, "negativa", org, cod),
               {"orgao_emissor": ["PCPE", "PC-PE", "PC/PE", "INSTITUTO DE IDENTIFICAÇÃO TAVARES BURIL",
                                  "INSTITUTO DE IDENTIFICAÇÃO TAVARES BURIL - IITB", "SECRETARIA DE DEFESA SOCIAL"]})


def distribuicao_tjce_solicitante(sh: Sheet, fk: Fake) -> Out:
    """TJCE 'CERTIDÃO DE DISTRIBUIÇÃO CRIMINAL - 1º GRAU': 'DADOS DO SOLICITANTE' (a
    despachante with his CPF and e-mail) before 'DADOS DA PESSOA PESQUISADA' (nome, CPF,
    mãe, nascimento), the result, 'Certidão nº' at the top and 'Código de validação' and
    the validity at the foot."""
    fonts6()
    sh.s = Style("LibSans", 9.5)
    p = person6(fk, ("CE",))
    sol = person6(fk, ("CE",))
    emis = fk.recent()
    val = emis + dt.timedelta(days=30)
    num = f"{fk.digits(6)}/{emis.year}"
    cod = _code(fk, 3, 5, "-")
    org = "TRIBUNAL DE JUSTIÇA DO ESTADO DO CEARÁ"
    sh.line("PODER JUDICIÁRIO", 10, True, "center")
    sh.line(org, 12, True, "center")
    sh.line("Secretaria Judiciária de 1º Grau - Setor de Certidões", 8.5, False, "center")
    sh.gap(8)
    sh.title("CERTIDÃO DE DISTRIBUIÇÃO CRIMINAL - 1º GRAU", 13)
    sh.line(f"Certidão nº {num}", 10, True, "center")
    sh.gap(6)
    sh.line("DADOS DO SOLICITANTE", 9, True)
    sh.grid([[("Nome", sol.nome, 0.5), ("CPF", fmt_cpf(sol.cpf), 0.22), ("E-mail", "despachante@example.com", 0.28)]],
            value_size=9)
    sh.gap(6)
    sh.line("DADOS DA PESSOA PESQUISADA", 9, True)
    sh.grid([[("Nome", p.nome, 0.72), ("CPF", fmt_cpf(p.cpf), 0.28)],
             [("Nome da mãe", p.mae, 0.72), ("Data de nascimento", fmt_date(p.nascimento), 0.28)]], value_size=9)
    sh.gap(8)
    sh.para("CERTIFICA-SE que, pesquisando nos sistemas de automação judicial das comarcas do Estado do Ceará, relativos "
            "a ações penais, inquéritos policiais, termos circunstanciados e execuções penais, em nome da PESSOA "
            "PESQUISADA acima qualificada,", first_indent=28)
    sh.line("NADA CONSTA", 13, True, "center")
    sh.gap(4)
    sh.para("A pesquisa considera o nome e o CPF informados pelo solicitante; a conferência dos dados é de "
            "responsabilidade de quem a apresenta.", 8.5)
    sh.line(f"Fortaleza, {fmt_date(emis)} às {_hm(fk, True)}.", 10, align="right")
    sh.gap(20)
    sh.hline(0.4)
    sh.two_col([("Código de validação", cod)], [("Válida até", fmt_date(val))], 9.5)
    sh.line("Valide esta certidão no portal do TJCE, serviço 'Validar certidão'.", 7.5)
    return Out("distribuicao_criminal", _f(p.nome, p.cpf, emis, val, "negativa", org, cod),
               {"orgao_emissor": ["TJCE", "TJ-CE", "TRIBUNAL DE JUSTIÇA DO CEARÁ", "PODER JUDICIÁRIO"]})


def distribuicao_jfse_2pag(sh: Sheet, fk: Fake) -> Out:
    """Justiça Federal, Seção Judiciária de Sergipe (TRF5), over two pages: page 1 the
    certifying text with the holder in prose ('em nome de X, CPF …') and 'NADA CONSTA';
    page 2 the numbered observações, the emission line, the validity and the
    'Código de verificação', with a running footer on both pages."""
    fonts6()
    sh.s = Style("DjSerif", 10)
    company = fk.r.random() < 0.3
    if company:
        c = company6(fk, 2, ("SE", "AL"))
        nome, doc, pdoc = c.razao, c.cnpj, f"CNPJ {fmt_cnpj(c.cnpj)}"
    else:
        p = person6(fk, ("SE", "AL"))
        nome, doc, pdoc = p.nome, p.cpf, f"CPF {fmt_cpf(p.cpf)}"
    emis = fk.recent()
    val = emis + dt.timedelta(days=30)
    num = f"{emis.year}.{fk.digits(4)}.{fk.digits(6)}"
    cod = fk.hexcode(4).replace(".", "")
    org = "JUSTIÇA FEDERAL - SEÇÃO JUDICIÁRIA DE SERGIPE"
    first = sh.page

    def foot(s: Sheet) -> None:
        s.text_at(s.m, s.H - 34, f"Certidão nº {num} - emitida pela internet", 7)
        s.text_at(s.W - s.m, s.H - 34, f"Página {s.page - first + 1} de 2", 7, align="right")

    sh.on_page_end = foot
    sh.line("PODER JUDICIÁRIO", 10, True, "center")
    sh.line("TRIBUNAL REGIONAL FEDERAL DA 5ª REGIÃO", 9, False, "center")
    sh.line(org, 11.5, True, "center")
    sh.gap(14)
    sh.title("CERTIDÃO DE DISTRIBUIÇÃO - AÇÕES E EXECUÇÕES CRIMINAIS", 12.5)
    sh.line(f"Certidão nº {num}", 10, True, "center")
    sh.gap(12)
    sh.para(f"CERTIFICAMOS que, revendo os registros de distribuição de ações e execuções criminais da Justiça Federal "
            f"de 1º Grau em Sergipe, compreendendo a Seção Judiciária e as Subseções de Itabaiana, Lagarto, Estância e "
            f"Propriá, em nome de {nome}, {pdoc}, verificamos:", first_indent=36)
    sh.gap(6)
    sh.line("NADA CONSTA", 14, True, "center")
    sh.gap(10)
    sh.para("até a data e hora da emissão desta certidão, ressalvados os processos sob segredo de justiça, que não são "
            "informados.", first_indent=36)
    sh.new_page()
    sh.line("OBSERVAÇÕES", 10.5, True)
    for i, ob in enumerate([
        "A presente certidão é expedida com base nos dados informados pelo solicitante, sendo de sua responsabilidade "
        "a conferência do nome e do número do documento.",
        "Esta certidão não abrange os processos dos Juizados Especiais Federais nem os do Tribunal Regional Federal.",
        "A pesquisa por CPF/CNPJ só alcança processos em que a parte foi cadastrada com esse número.",
        "Certidão emitida gratuitamente, nos termos da Resolução CJF nº 680/2020.",
    ], start=1):
        sh.para(f"{i}. {ob}", 9.5, indent=10)
    sh.gap(10)
    sh.kv("Emitida em", f"{fmt_date(emis)} às {_hm(fk, True)}")
    sh.kv("Válida até", fmt_date(val))
    sh.kv("Código de verificação", cod)
    sh.line("Aracaju/SE - Setor de Distribuição", 9)
    sh.line("A autenticidade pode ser verificada no sítio da JFSE, opção 'Certidões > Validar'.", 8)
    foot(sh)
    sh.on_page_end = None
    return Out("distribuicao_criminal", _f(nome, doc, emis, val, "negativa", org, cod),
               {"orgao_emissor": ["JUSTIÇA FEDERAL", "SEÇÃO JUDICIÁRIA DE SERGIPE", "JFSE",
                                  "TRIBUNAL REGIONAL FEDERAL DA 5ª REGIÃO", "TRF5", "JUSTIÇA FEDERAL DE SERGIPE"]})


def multas_detran_al_restricao(sh: Sheet, fk: Fake) -> Out:
    """DETRAN/AL 'CERTIDÃO NEGATIVA DE MULTAS E DÉBITOS DO VEÍCULO': the owner and the
    vehicle in two label-over-value columns, 'RESTRIÇÕES' naming the bank of an
    alienação fiduciária with its CNPJ, a débitos table at R$ 0,00, 'NADA CONSTA', the
    number at the top right, the 'Código de segurança' and validity at the foot."""
    fonts6()
    sh.s = Style("DjCondOb", 9.5, 6.5)
    if fk.r.random() < 0.45:
        c = company6(fk, 2, ("AL",))
        nome, doc, pdoc, cidade = c.razao, c.cnpj, fmt_cnpj(c.cnpj), c.cidade
    else:
        p = person6(fk, ("AL",))
        nome, doc, pdoc, cidade = p.nome, p.cpf, fmt_cpf(p.cpf), p.cidade
    v = fk.vehicle("ALUGUEL")
    banco, _b = fk.r.choice(BANCOS6)
    emis = fk.recent()
    val = emis + dt.timedelta(days=fk.r.choice([15, 30]))
    num = f"{fk.digits(9)}"
    cod = _code(fk, 4, 4, " ")
    org = "DEPARTAMENTO ESTADUAL DE TRÂNSITO DE ALAGOAS - DETRAN/AL"
    sh.line("GOVERNO DO ESTADO DE ALAGOAS", 9)
    sh.line(org, 11, True)
    sh.text_at(sh.W - sh.m, sh.m, f"Nº {num}", 11, True, "right")
    sh.hline()
    sh.title("CERTIDÃO NEGATIVA DE MULTAS E DÉBITOS DO VEÍCULO", 12.5)
    sh.two_col([("PROPRIETÁRIO", nome), ("CPF/CNPJ", pdoc), ("MUNICÍPIO", plain(cidade))],
               [("PLACA", dash_plate(v.placa, fk.r)), ("RENAVAM", v.renavam), ("CHASSI", v.chassi)], 9.5, stacked=True)
    sh.kv("RESTRIÇÕES", f"ALIENAÇÃO FIDUCIÁRIA EM FAVOR DE {banco} - CNPJ {fmt_cnpj(fk.cnpj())}", size=9)
    sh.gap(4)
    sh.table(["Débito", "Exercício", "Valor (R$)"],
             [["IPVA", str(emis.year), "0,00"], ["Licenciamento", str(emis.year), "0,00"],
              ["Multas de trânsito", "-", "0,00"], ["Taxas DETRAN", "-", "0,00"]], [0.5, 0.2, 0.3], size=9)
    sh.line("NADA CONSTA", 13, True, "center")
    sh.para("Certificamos que, até a data desta emissão, não constam multas nem débitos vinculados ao veículo acima, "
            "ressalvadas as infrações ainda não processadas. A restrição financeira não impede o licenciamento.", 9)
    sh.gap(6)
    sh.line(f"Emissão: {fmt_date(emis)} {_hm(fk)}      Validade: {fmt_date(val)}", 9.5, True)
    sh.line(f"Código de segurança: {cod}", 9.5, True)
    sh.text_at(sh.W / 2, sh.H - 40, "DETRAN/AL - Av. Menino Marcelo - Maceió/AL - documento emitido pela internet", 7,
               align="center")
    return Out("certidao_multas", _f(nome, doc, emis, val, "negativa", org, cod, placa=v.placa),
               {"orgao_emissor": ["DETRAN/AL", "DETRAN-AL", "DEPARTAMENTO ESTADUAL DE TRÂNSITO DE ALAGOAS"]})


# CTB infractions with their natureza and points (arts. 218, 181, 208, 252, 181 XX)
INFRACOES = [("745-50", "Velocidade superior à máxima em até 20%", ("MÉDIA", "media", 4)),
             ("545-21", "Estacionar em local proibido pela sinalização", ("MÉDIA", "media", 4)),
             ("605-01", "Avançar o sinal vermelho do semáforo", ("GRAVÍSSIMA", "gravissima", 7)),
             ("763-31", "Dirigir segurando telefone celular", ("GRAVÍSSIMA", "gravissima", 7)),
             ("596-70", "Transitar na faixa exclusiva de ônibus", ("GRAVE", "grave", 5)),
             ("658-81", "Deixar de sinalizar a manobra (seta)", ("GRAVE", "grave", 5)),
             ("573-80", "Usar buzina entre 22h e 6h", ("LEVE", "leve", 3))]


def prontuario_detran_ce(sh: Sheet, fk: Fake) -> Out:
    """DETRAN-CE 'CERTIDÃO DE PRONTUÁRIO DO CONDUTOR': the condutor's data (nome, CPF,
    registro, categoria, validade — a CNH's dates, not the certidão's) in a grid, then
    the infrações of the last 12 months (auto, data, código, descrição, natureza, pontos)
    or 'NADA CONSTA', the total of points, emission, validity and the control code."""
    fonts6()
    sh.s = Style("LibSerif", 9.5)
    p = person6(fk, ("CE",))
    emis = fk.recent()
    val = emis + dt.timedelta(days=30)
    cnh_val = fk.date_between(dt.date(2027, 1, 1), dt.date(2033, 12, 1))
    n = fk.r.choice([0, 1, 2, 3])
    infr = sorted((fk.date_between(emis - dt.timedelta(days=350), emis - dt.timedelta(days=20)), fk.r.choice(INFRACOES))
                  for _ in range(n))
    cod = _code(fk, 2, 6, "-")
    org = "DEPARTAMENTO ESTADUAL DE TRÂNSITO DO CEARÁ"
    sh.line("GOVERNO DO ESTADO DO CEARÁ", 9, False, "center")
    sh.line(org, 12, True, "center")
    sh.line("Coordenadoria de Habilitação - Núcleo de Prontuário", 8.5, False, "center")
    sh.gap(8)
    sh.title("CERTIDÃO DE PRONTUÁRIO DO CONDUTOR", 13)
    sh.gap(2)
    sh.grid([[("Nome do condutor", p.nome, 0.7), ("CPF", fmt_cpf(p.cpf), 0.3)],
             [("Nº registro CNH", fk.cnh_registro(), 0.3), ("Categoria", fk.r.choice(["D", "AD", "E"]), 0.2),
              ("Validade da CNH", fmt_date(cnh_val), 0.25), ("Situação da CNH", "REGULAR", 0.25)]], value_size=9.5)
    sh.gap(8)
    sh.line("INFRAÇÕES REGISTRADAS NOS ÚLTIMOS 12 (DOZE) MESES", 10, True)
    if infr:
        sh.table(["Auto de infração", "Data", "Código", "Descrição", "Natureza", "Pontos"],
                 [[f"{fk.r.choice('ABCDE')}{fk.digits(8)}", fmt_date(d), code, desc, nat, str(pts)]
                  for d, (code, desc, (nat, _n, pts)) in infr], [0.14, 0.12, 0.09, 0.43, 0.13, 0.09], size=7.5)
        sh.kv("Total de pontos no período", str(sum(x[1][2][2] for x in infr)))
    else:
        sh.line("NADA CONSTA - nenhuma infração registrada no período.", 10, True)
    sh.gap(6)
    sh.para("Certificamos que as informações acima conferem com os registros do prontuário do condutor na base estadual "
            "(RENACH) na data e hora desta emissão.", 9)
    sh.gap(4)
    sh.two_col([("Emitida em", f"{fmt_date(emis)} {_hm(fk)}"), ("Válida até", fmt_date(val))],
               [("Código de controle", cod)], 9.5)
    sh.text_at(sh.W / 2, sh.H - 40, "DETRAN-CE - Av. Godofredo Maciel - Fortaleza/CE", 7, align="center")
    f = {"titular_nome": p.nome, "titular_documento": p.cpf, "data_emissao": emis.isoformat(),
         "valida_ate": val.isoformat(), "orgao_emissor": org,
         "infracoes": [{"data": d.isoformat(), "natureza": i[2][1]} for d, i in infr]}
    return Out("prontuario_cnh", f, {"orgao_emissor": ["DETRAN-CE", "DETRAN/CE", "DETRAN CE"]})

