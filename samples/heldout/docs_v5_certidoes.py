"""Series-5 certidões of the held-out family (issue 12): issuers and wordings no earlier
series prints.

Written from CONTRACT §4, `../shared/docs/document-layouts.md` §5 and what these
certidões look like, without reading `extractors/` nor any fix made there: the
antecedentes of the Instituto-Geral de Perícias of Rio Grande do Sul (a 'Nome civil'
beside an empty 'Nome social'), the TJRS 'ALVARÁ DE FOLHA CORRIDA' (the judge named
before the holder), a DETRAN-GO certidão of a company's vehicle printed with the organ's
full name (the database date before the emission date), the São Paulo state certidão
(a 'CNPJ Base' of 8 digits before the full CNPJ), a prefeitura certidão with its 'Nº' in
a box and a separate 'chave de autenticidade' (the clerk who issued it named with his
registration), a CRF whose CAIXA letterhead runs over two lines. Gold `codigo_validacao`
is the code (never the certidão number), `orgao_emissor` the issuer as printed in full,
`titular_*` the person or company the certidão is about."""

from __future__ import annotations

import datetime as dt

from samples.heldout.data import Fake, fmt_cnpj, fmt_cpf, fmt_date, fmt_date_long
from samples.heldout.docs_certidoes import _f
from samples.heldout.docs_v2_certidoes import _code, _hm
from samples.heldout.docs_v3 import _brasao
from samples.heldout.docs_vehicle import Out, dash_plate, plain
from samples.heldout.sheet import Sheet, Style
from samples.heldout.v5data import STATE5, company5, fonts5, person5


def antecedentes_igp_rs(sh: Sheet, fk: Fake) -> Out:
    """Instituto-Geral de Perícias (RS) in a monospaced oblique system print: four header
    lines, 'Certidão nº' and 'Emissão' side by side, 'Nome civil' above an empty 'Nome
    social', the parents, 'Validade' in the footer box with the 'Autenticação eletrônica'."""
    fonts5()
    sh.s = Style("DjMonoOb", 9)
    p = person5(fk, ("RS",))
    emis = fk.recent()
    val = emis + dt.timedelta(days=90)
    num = f"{emis.year}/{fk.digits(10)}"
    cod = _code(fk, 3, 4, ".")
    org = "INSTITUTO-GERAL DE PERÍCIAS"
    sh.line("ESTADO DO RIO GRANDE DO SUL", 9, False, "center")
    sh.line("SECRETARIA DA SEGURANÇA PÚBLICA", 9, False, "center")
    sh.line(org, 12, True, "center")
    sh.line("DEPARTAMENTO DE IDENTIFICAÇÃO", 9, False, "center")
    sh.gap(10)
    sh.title("CERTIDÃO DE ANTECEDENTES CRIMINAIS", 13)
    sh.two_col([("Certidão nº", num)], [("Emissão", f"{fmt_date(emis)} {_hm(fk, True)}")], 9)
    sh.hline(0.5)
    sh.kv("Nome civil", p.nome, size=9.5)
    sh.kv("Nome social", "-", size=9.5)
    sh.kv("Data de nascimento", fmt_date(p.nascimento), size=9.5)
    sh.kv("Naturalidade", f"{plain(p.cidade)}/{p.uf}", size=9.5)
    sh.kv("Filiação", f"{p.pai} e {p.mae}", size=9.5)
    sh.kv("Carteira de identidade", f"{p.rg} {p.rg_org}", size=9.5)
    sh.kv("CPF", fmt_cpf(p.cpf), size=9.5)
    sh.hline(0.5)
    sh.gap(4)
    sh.para("CERTIFICAMOS que, consultado o banco de dados do Departamento de Identificação deste Instituto, NÃO "
            "CONSTAM registros de antecedentes criminais em nome da pessoa acima qualificada, no Estado do Rio Grande "
            "do Sul, até a data e hora de emissão desta certidão.", 9.5)
    sh.para("A informação é fornecida com base no nome, na filiação e na data de nascimento informados; a "
            "divergência de qualquer desses dados torna esta certidão sem efeito.", 8.5)
    sh.gap(8)
    y0 = sh.y
    sh.rect(sh.m, y0, sh.width, 46)
    sh.text_at(sh.m + 6, y0 + 6, f"Validade: {fmt_date(val)}", 9.5, True)
    sh.text_at(sh.m + 6, y0 + 20, f"Autenticação eletrônica: {cod}", 9.5, True)
    sh.text_at(sh.m + 6, y0 + 34, "Confirme a autenticidade no sítio do IGP-RS, opção 'Validar certidão'.", 7.5)
    sh.y = y0 + 56
    return Out("antecedentes_criminais", _f(p.nome, p.cpf, emis, val, "negativa", org, cod),
               {"orgao_emissor": ["IGP-RS", "IGP/RS", "INSTITUTO-GERAL DE PERÍCIAS DO RIO GRANDE DO SUL",
                                  "INSTITUTO GERAL DE PERÍCIAS", "SECRETARIA DA SEGURANÇA PÚBLICA"]})


def folha_corrida_tjrs(sh: Sheet, fk: Fake) -> Out:
    """TJRS 'ALVARÁ DE FOLHA CORRIDA': the Juiz(a) Diretor(a) do Foro named (with a
    matrícula) in the opening sentence before the holder, the holder's data under 'NADA
    CONSTA contra:', the alvará number at the top and the 'Código de autenticidade'
    beside the validity at the foot."""
    fonts5()
    sh.s = Style("DjSerifCondIt", 10.5)
    p = person5(fk, ("RS",))
    juiz = fk.name()
    emis = fk.recent()
    val = emis + dt.timedelta(days=30)
    num = f"{fk.digits(7)}/{emis.year}"
    cod = _code(fk, 4, 4, "-")
    org = "TRIBUNAL DE JUSTIÇA DO ESTADO DO RIO GRANDE DO SUL"
    sh.line("PODER JUDICIÁRIO", 10, True, "center")
    sh.line(org, 11.5, True, "center")
    sh.line(f"Direção do Foro da Comarca de {p.cidade}", 9.5, False, "center")
    sh.gap(12)
    sh.title("ALVARÁ DE FOLHA CORRIDA", 15)
    sh.line(f"Alvará nº {num}", 10.5, True, "center")
    sh.gap(10)
    sh.para(f"O(A) Doutor(a) {juiz}, Juiz(a) de Direito Diretor(a) do Foro da Comarca de {p.cidade}, matrícula "
            f"{fk.digits(7)}, no uso de suas atribuições legais, a requerimento da parte interessada, CERTIFICA que, "
            "revendo os registros dos sistemas de informação processual de 1º e 2º Graus do Poder Judiciário do Estado "
            "do Rio Grande do Sul, relativos a ações penais, inquéritos e execuções criminais,", first_indent=36)
    sh.line("NADA CONSTA contra:", 11, True)
    sh.gap(2)
    sh.kv("Nome", p.nome, indent=20)
    sh.kv("CPF", fmt_cpf(p.cpf), indent=20)
    sh.kv("Nascimento", fmt_date(p.nascimento), indent=20)
    sh.kv("Mãe", p.mae, indent=20)
    sh.gap(6)
    sh.para("O presente alvará é expedido com base nos dados informados pelo requerente e abrange os registros "
            "lançados até a data de sua emissão. Não constitui certidão de execuções cíveis.", 9.5, first_indent=36)
    sh.line(f"{p.cidade}, {fmt_date_long(emis)}.", 10.5, align="right")
    sh.gap(24)
    sh.line(juiz, 10, False, "center")
    sh.line("Juiz(a) de Direito Diretor(a) do Foro - assinado eletronicamente", 8.5, False, "center")
    sh.gap(16)
    sh.hline(0.5)
    sh.two_col([("Prazo de validade", f"30 dias - até {fmt_date(val)}")], [("Código de autenticidade", cod)], 9)
    sh.line("A autenticidade pode ser conferida no portal do TJRS, serviço 'Autenticidade de documentos'.", 7.5)
    return Out("distribuicao_criminal", _f(p.nome, p.cpf, emis, val, "negativa", org, cod),
               {"orgao_emissor": ["TJRS", "TJ-RS", "TRIBUNAL DE JUSTIÇA DO RIO GRANDE DO SUL", "PODER JUDICIÁRIO"]})


def multas_detran_go_pj(sh: Sheet, fk: Fake) -> Out:
    """DETRAN-GO certidão of a company's vehicle: the organ's full name in the header and
    the acronym only in the footer, 'Certidão nº' at the right, owner and vehicle as
    labels above values in two columns, the database date ('base atualizada em') before
    the emission line, 'Código verificador' apart from the number."""
    fonts5()
    sh.s = Style("HelvOb", 9.5, 6.5)
    c = company5(fk, 2, ("GO",))
    v = fk.vehicle("ALUGUEL")
    emis = fk.recent()
    base = emis - dt.timedelta(days=fk.r.randint(1, 4))
    val = emis + dt.timedelta(days=30)
    num = f"{fk.digits(8)}/{emis.year}"
    cod = _code(fk, 2, 5, "")
    org = "DEPARTAMENTO ESTADUAL DE TRÂNSITO DE GOIÁS"
    sh.line("ESTADO DE GOIÁS", 9)
    sh.line(org, 11.5, True)
    sh.line("Gerência de Fiscalização e Penalidades", 8.5)
    sh.text_at(sh.W - sh.m, sh.m, f"Certidão nº {num}", 10, True, "right")
    sh.hline()
    sh.gap(4)
    sh.title("CERTIDÃO NEGATIVA DE INFRAÇÕES DE TRÂNSITO - VEÍCULO", 12.5)
    sh.gap(2)
    sh.two_col([("PROPRIETÁRIO", c.razao), ("CNPJ DO PROPRIETÁRIO", fmt_cnpj(c.cnpj)),
                ("MUNICÍPIO DE REGISTRO", f"{plain(c.cidade)} - GO")],
               [("PLACA", dash_plate(v.placa, fk.r)), ("RENAVAM", v.renavam), ("MARCA/MODELO", v.marca)],
               9.5, stacked=True)
    sh.hline(0.5)
    sh.para("Certificamos que, consultados os registros deste Departamento, NÃO CONSTAM autos de infração de trânsito "
            "pendentes de julgamento ou de pagamento vinculados ao veículo acima identificado, nem penalidades "
            "aplicadas ao seu proprietário em razão do veículo.", first_indent=30)
    sh.line(f"Base de dados atualizada em {fmt_date(base)}.", 8.5)
    sh.line(f"Emitida em {fmt_date(emis)} às {_hm(fk)}. Válida até {fmt_date(val)}.", 9.5, True)
    sh.gap(8)
    sh.kv("Código verificador", cod, size=10)
    sh.line("A validade desta certidão está condicionada à conferência do código verificador no portal do órgão.", 7.5)
    sh.text_at(sh.W / 2, sh.H - 40, "DETRAN-GO - Atendimento: 154 - Documento emitido pela internet", 7, align="center")
    return Out("certidao_multas", _f(c.razao, c.cnpj, emis, val, "negativa", org, cod, placa=v.placa),
               {"orgao_emissor": ["DETRAN-GO", "DETRAN/GO", "DETRAN GO"]})


def cnd_estadual_sp(sh: Sheet, fk: Fake) -> Out:
    """São Paulo state certidão of débitos não inscritos: 'GOVERNO DO ESTADO DE SÃO PAULO'
    above 'SECRETARIA DA FAZENDA E PLANEJAMENTO', a 'CNPJ Base' of 8 digits before the
    establishment's full CNPJ and IE, ICMS declared up to an earlier date, 'Certidão nº'
    and a 'Código de controle' apart, emission and validity as 'Data' lines."""
    fonts5()
    sh.s = Style("LibMonoIt", 9)
    c = company5(fk, 2, ("SP",))
    emis = fk.recent()
    val = emis + dt.timedelta(days=180)
    decl = (emis.replace(day=1) - dt.timedelta(days=1)).replace(day=1) - dt.timedelta(days=1)
    num = f"{emis.year % 100}{emis.month:02d}{fk.digits(8)}"
    cod = fk.hexcode(4)
    org = "SECRETARIA DA FAZENDA E PLANEJAMENTO DO ESTADO DE SÃO PAULO"
    sh.line("GOVERNO DO ESTADO DE SÃO PAULO", 9.5, True, "center")
    sh.line("SECRETARIA DA FAZENDA E PLANEJAMENTO", 11, True, "center")
    sh.line("Coordenadoria da Administração Tributária", 8.5, False, "center")
    sh.gap(10)
    sh.title("CERTIDÃO NEGATIVA DE DÉBITOS TRIBUTÁRIOS NÃO INSCRITOS NA DÍVIDA ATIVA", 11)
    sh.line(f"Certidão nº {num}", 9.5, True, "center")
    sh.gap(8)
    sh.kv("CNPJ Base", fmt_cnpj(c.cnpj)[:10])
    sh.kv("Interessado", c.razao)
    sh.kv("Estabelecimento", f"CNPJ {fmt_cnpj(c.cnpj)} - IE {fk.digits(3)}.{fk.digits(3)}.{fk.digits(3)}.{fk.digits(3)}")
    sh.kv("Endereço", f"{c.endereco} - {c.bairro} - {plain(c.cidade)}/SP")
    sh.gap(6)
    sh.para("A Secretaria da Fazenda e Planejamento do Estado de São Paulo certifica que, conforme os registros da "
            "Coordenadoria da Administração Tributária, não constam débitos de ICMS, ITCMD ou IPVA, não inscritos na "
            f"dívida ativa, em nome do interessado acima, declarados até {fmt_date(decl)}.", first_indent=24)
    sh.para("Ficam ressalvados o direito de a Fazenda Estadual cobrar débitos que venham a ser apurados e os débitos "
            "inscritos na dívida ativa, objeto de certidão própria da Procuradoria Geral do Estado.", 8.5)
    sh.gap(4)
    sh.kv("Data e hora da emissão", f"{fmt_date(emis)} {_hm(fk, True)}")
    sh.kv("Validade", fmt_date(val))
    sh.kv("Código de controle", cod)
    sh.line("Autenticidade: informe o número da certidão e o código de controle no portal da SEFAZ-SP.", 7.5)
    return Out("cnd_estadual", _f(c.razao, c.cnpj, emis, val, "negativa", org, cod),
               {"orgao_emissor": ["SECRETARIA DA FAZENDA E PLANEJAMENTO", "SEFAZ-SP", "SEFAZ/SP",
                                  "GOVERNO DO ESTADO DE SÃO PAULO"]})


def cnd_municipal_chave(sh: Sheet, fk: Fake) -> Out:
    """Prefeitura certidão of a northern or north-eastern city: coat of arms, the state
    above the prefeitura and its Secretaria de Finanças, the 'Nº' in a box at the right,
    'Inscrição municipal', 'Contribuinte' and 'CPF/CNPJ' lines, the clerk who issued it
    ('Emitida por', with a matrícula), the 'Chave de autenticidade' at the foot."""
    fonts5()
    sh.s = Style("TimesIt", 11)
    company = fk.r.random() < 0.6
    if company:
        c = company5(fk, 2, ("PA", "PB", "RN", "MA", "TO", "AM"))
        nome, doc, pdoc, cidade, uf = c.razao, c.cnpj, fmt_cnpj(c.cnpj), c.cidade, c.uf
    else:
        p = person5(fk, ("PA", "PB", "RN", "MA", "TO", "AM"))
        nome, doc, pdoc, cidade, uf = p.nome, p.cpf, fmt_cpf(p.cpf), p.cidade, p.uf
    clerk = fk.name()
    emis = fk.recent()
    val = emis + dt.timedelta(days=fk.r.choice([30, 60, 90]))
    num = f"{fk.digits(6)}/{emis.year}"
    cod = _code(fk, 4, 4, "-")
    org = f"PREFEITURA MUNICIPAL DE {cidade.upper()}"
    y0 = sh.y
    _brasao(sh, sh.m + 24, y0 + 26, 22)
    sh.text_at(sh.m + 58, y0 + 4, f"ESTADO DO {STATE5[uf]}" if uf not in ("PB",) else "ESTADO DA PARAÍBA", 9)
    sh.text_at(sh.m + 58, y0 + 16, org, 12, True)
    sh.text_at(sh.m + 58, y0 + 32, "SECRETARIA MUNICIPAL DE FINANÇAS - Departamento de Tributação", 8.5)
    bx = sh.W - sh.m - 96
    sh.rect(bx, y0 + 52, 96, 30)
    sh.text_at(bx + 48, y0 + 55, "Nº", 7, True, "center")
    sh.text_at(bx + 48, y0 + 66, num, 10.5, True, "center")
    sh.y = y0 + 92
    sh.title("CERTIDÃO NEGATIVA DE DÉBITOS MUNICIPAIS", 13.5)
    sh.gap(4)
    sh.kv("Inscrição municipal", fk.digits(6))
    sh.kv("Contribuinte", nome)
    sh.kv("CPF/CNPJ", pdoc)
    sh.kv("Endereço", f"{fk.f.street_name()}, {fk.r.randint(10, 999)} - {cidade}/{uf}")
    sh.gap(6)
    sh.para("Certificamos, para os fins de direito, que até a presente data NÃO EXISTEM débitos de tributos "
            "municipais, inscritos ou não em dívida ativa, em nome do contribuinte acima identificado, ressalvado o "
            "direito da Fazenda Municipal de cobrar débitos que venham a ser apurados.", first_indent=30)
    sh.gap(4)
    sh.two_col([("Data de emissão", fmt_date(emis))], [("Válida até", fmt_date(val))], 10.5)
    sh.kv("Emitida por", f"{clerk} - Matrícula {fk.digits(5)}", size=9.5)
    sh.gap(20)
    sh.hline(0.4)
    sh.line(f"Chave de autenticidade: {cod}", 10, True)
    sh.line("Verifique a autenticidade no portal do contribuinte, informando o número e a chave acima.", 8)
    return Out("cnd_municipal", _f(nome, doc, emis, val, "negativa", org, cod),
               {"orgao_emissor": [f"MUNICÍPIO DE {cidade.upper()}", "SECRETARIA MUNICIPAL DE FINANÇAS"]})


def crf_caixa_duas_linhas(sh: Sheet, fk: Fake) -> Out:
    """CRF whose letterhead prints 'CAIXA ECONÔMICA' above 'FEDERAL' at the left, the
    holder under 'Empregador' and 'CNPJ' (a 'Nome fantasia' line between them), the
    validity as 'de … até …', the certification as 'Nº da certificação', and the
    'Emitido em' line of the consultation."""
    fonts5()
    sh.s = Style("HelvOb", 10)
    c = company5(fk, 2)
    emis = fk.recent(20)
    val = emis + dt.timedelta(days=30)
    cod = f"{emis.year}{emis.month:02d}{emis.day:02d}" + fk.digits(14)
    y0 = sh.y
    sh.text_at(sh.m, y0, "CAIXA ECONÔMICA", 17, True)
    sh.text_at(sh.m, y0 + 20, "FEDERAL", 17, True)
    sh.text_at(sh.W - sh.m, y0 + 6, "FGTS - Fundo de Garantia do Tempo de Serviço", 8.5, align="right")
    sh.text_at(sh.W - sh.m, y0 + 18, "Agente Operador", 8.5, align="right")
    sh.y = y0 + 46
    sh.hline(1.2)
    sh.gap(6)
    sh.title("CERTIFICADO DE REGULARIDADE DO FGTS - CRF", 13)
    sh.gap(6)
    sh.kv("Empregador", c.razao)
    sh.kv("Nome fantasia", c.fantasia or "NÃO INFORMADO")
    sh.kv("CNPJ", fmt_cnpj(c.cnpj))
    sh.kv("Endereço", f"{c.endereco}, {c.bairro}, {c.cidade}/{c.uf}, CEP {c.cep}")
    sh.gap(8)
    sh.para("A CAIXA, na qualidade de Agente Operador do Fundo de Garantia do Tempo de Serviço, no uso da atribuição que "
            "lhe confere o art. 7º da Lei nº 8.036/1990, CERTIFICA que o empregador acima identificado encontra-se em "
            "situação REGULAR perante o FGTS.", first_indent=24)
    sh.para("Este certificado não servirá de prova contra cobrança de quaisquer débitos referentes a contribuições e/ou "
            "encargos devidos, decorrentes das obrigações com o FGTS.", 8.5)
    sh.gap(4)
    sh.kv("Período de validade", f"de {fmt_date(emis)} até {fmt_date(val)}")
    sh.kv("Nº da certificação", cod)
    sh.gap(4)
    sh.line(f"Emitido em {fmt_date(emis)} às {_hm(fk, True)}", 9)
    return Out("crf_fgts", _f(c.razao, c.cnpj, emis, val, "negativa", "CAIXA ECONÔMICA FEDERAL", cod),
               {"orgao_emissor": ["CAIXA"]})
