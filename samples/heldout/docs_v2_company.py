"""Held-out layouts, series 2: contrato social (alteração with cessão de quotas and
consolidation, EIRELI → SLU transformation written in articles, constituição with a
subscription/integralização table), the DREI requerimento de empresário, and two more
CNPJ-card variants (a filial on the plain RFB card, a portal print with the QSA).

The Junta Comercial stamps differ from the first series: a digital registration footer on
every page (registration date apart from the protocol date) and a stamp along the margin."""

from __future__ import annotations

import datetime as dt

from samples.heldout.data import (
    Company,
    Fake,
    cnpj_dv,
    fmt_cnpj,
    fmt_cpf,
    fmt_date,
    fmt_date_long,
    fmt_money,
    por_extenso,
)
from samples.heldout.docs_company import OBJETOS, _digits
from samples.heldout.docs_vehicle import Out, plain
from samples.heldout.sheet import Sheet, Style
from samples.heldout.v2data import JUNTAS, company2, person2, short_name


def _qualif(p, nac: str = "brasileiro(a)") -> str:
    return (f"{p.nome}, {nac}, {p.estado_civil}, {p.profissao}, nascido(a) em {fmt_date(p.nascimento)}, "
            f"portador(a) da carteira de identidade nº {p.rg} {p.rg_org}, inscrito(a) no CPF sob o nº "
            f"{fmt_cpf(p.cpf)}, residente e domiciliado(a) na {p.endereco}, bairro {p.bairro}, "
            f"{p.cidade}/{p.uf}, CEP {p.cep}")


class Registro:
    """A digital Junta registration: the dates and numbers its stamp prints."""

    def __init__(self, fk: Fake, c: Company, signed: dt.date):
        self.protocolo_em = signed + dt.timedelta(days=fk.r.randint(1, 6))
        self.em = self.protocolo_em + dt.timedelta(days=fk.r.randint(2, 12))
        self.numero = f"{self.em.year}{fk.digits(7)}"
        self.protocolo = f"{str(self.protocolo_em.year)[2:]}/{fk.digits(6)}-{fk.digits(1)}"
        self.verif = fk.digits(11)
        self.junta, self.sigla, _ = JUNTAS[c.uf]
        self.razao, self.nire = c.razao, c.nire

    def footer(self, sh: Sheet) -> None:
        """The registration footer printed on every page of the registered act."""
        y = sh.H - 46
        sh.c.setLineWidth(0.4)
        sh.c.line(sh.m, sh._Y(y - 4), sh.W - sh.m, sh._Y(y - 4))
        sh.text_at(sh.m, y, f"{self.junta} - {self.sigla}. Certifico o registro em {fmt_date(self.em)} sob o nº "
                   f"{self.numero}. Protocolo {self.protocolo} de {fmt_date(self.protocolo_em)}.", 6.5)
        sh.text_at(sh.m, y + 8, f"Código de verificação: {self.verif}. Empresa: {self.razao} - NIRE {self.nire}. "
                   f"Página {sh.page}.", 6.5)

    def margin(self, sh: Sheet) -> None:
        """The same stamp along the left margin (as printed by the registry's machine)."""
        sh.rotated(sh.m - 18, sh.H - 120, f"{self.sigla} - Certifico o registro em {fmt_date(self.em)} sob o nº "
                   f"{self.numero} - NIRE {self.nire}", 7, 90, True)


def milhar(n: int) -> str:
    """12000 → '12.000' (a count of quotas as printed)."""
    return f"{n:,}".replace(",", ".")


def _money_words(v: int) -> str:
    return f"{fmt_money(v)} ({por_extenso(v)})"


def contrato_social_cessao(sh: Sheet, fk: Fake) -> Out:
    """Alteração contratual with cessão de quotas (a sócio leaves, another enters) and the
    consolidated contract; the registration footer runs on every page."""
    sh.s = Style("Times", 10.5)
    sh.m = 56
    c = company2(fk, 2)
    fica, sai = c.socios
    entra = person2(fk, (c.uf,))
    cap = fk.r.choice([20000, 30000, 60000, 90000])
    q_fica = cap * fk.r.choice([5, 6, 7]) // 10
    q_sai = cap - q_fica
    n_alt = fk.r.randint(2, 5)
    obj = fk.r.choice(OBJETOS)
    signed = fk.date_between(dt.date(2023, 1, 1), dt.date(2026, 8, 1))
    reg = Registro(fk, c, signed)
    sh.on_page_end = reg.footer
    sh.title(f"{n_alt}ª ALTERAÇÃO CONTRATUAL DA SOCIEDADE {c.razao}", 12.5)
    sh.line(f"CNPJ nº {fmt_cnpj(c.cnpj)} - NIRE {c.nire}", 10, False, "center")
    sh.gap(8)
    for p in (fica, sai):
        sh.para(_qualif(p) + ";", first_indent=28)
    sh.para(f"únicos sócios da sociedade empresária limitada {c.razao}, com sede na {c.endereco}, {c.bairro}, "
            f"{c.cidade}/{c.uf}; e {_qualif(entra)}, doravante denominado(a) SÓCIO INGRESSANTE; resolvem, de comum "
            "acordo, alterar o contrato social mediante as cláusulas seguintes:", first_indent=28)
    sh.para("CLÁUSULA PRIMEIRA - DA CESSÃO E TRANSFERÊNCIA DE QUOTAS", bold=True)
    sh.para(f"O sócio {sai.nome}, detentor de {milhar(q_sai)} quotas no valor de {_money_words(q_sai)}, cede e transfere, "
            f"neste ato, a totalidade de suas quotas ao SÓCIO INGRESSANTE {entra.nome}, pelo seu valor nominal, dando "
            "plena, rasa e geral quitação, e retira-se da sociedade.", first_indent=28)
    sh.para("CLÁUSULA SEGUNDA - DA ADMINISTRAÇÃO", bold=True)
    sh.para(f"A administração da sociedade continua a cargo do sócio {fica.nome}, que a representará isoladamente.",
            first_indent=28)
    sh.para("CLÁUSULA TERCEIRA - DA CONSOLIDAÇÃO", bold=True)
    sh.para("À vista das modificações ora ajustadas, consolida-se o contrato social, que passa a ter a seguinte redação:",
            first_indent=28)
    sh.title("CONTRATO SOCIAL CONSOLIDADO", 11.5)
    for p in (fica, entra):
        sh.para(_qualif(p) + ";", first_indent=28)
    n = 0
    ords = ["PRIMEIRA", "SEGUNDA", "TERCEIRA", "QUARTA", "QUINTA", "SEXTA", "SÉTIMA", "OITAVA", "NONA"]

    def cl(t: str, body: str) -> None:
        nonlocal n
        sh.para(f"CLÁUSULA {ords[n]} - {t}", bold=True)
        sh.para(body, first_indent=28)
        n += 1

    cl("DO NOME EMPRESARIAL E DA SEDE", f"A sociedade gira sob o nome empresarial {c.razao}, com sede na {c.endereco}, "
       f"{c.bairro}, {c.cidade}/{c.uf}, CEP {c.cep}.")
    cl("DO OBJETO", f"A sociedade tem por objeto {obj}.")
    cl("DO CAPITAL SOCIAL", f"O capital social, inteiramente subscrito e integralizado em moeda corrente do País, é de "
       f"{_money_words(cap)}, dividido em {milhar(cap)} quotas de R$ 1,00 (um real) cada, assim distribuídas entre os "
       "sócios:")
    for p, q in ((fica, q_fica), (entra, q_sai)):
        sh.line(f"{p.nome} .......... {milhar(q)} quotas .......... {fmt_money(q)}", sh.s.size - 0.5, indent=28)
    sh.line(f"TOTAL .......... {milhar(cap)} quotas .......... {fmt_money(cap)}", sh.s.size - 0.5, True, indent=28)
    sh.gap(4)
    cl("DA ADMINISTRAÇÃO", f"A administração da sociedade cabe ao sócio {fica.nome}, com os poderes de administrador, "
       "vedado o uso do nome empresarial em negócios estranhos ao objeto social.")
    cl("DO BALANÇO E DOS LUCROS", "Ao término de cada exercício social, em 31 de dezembro, o administrador levantará o "
       "balanço patrimonial e a demonstração do resultado do exercício, e os lucros ou prejuízos apurados serão "
       "distribuídos aos sócios na proporção de suas quotas.")
    cl("DO FALECIMENTO", "Falecendo ou sendo interditado qualquer sócio, a sociedade continuará com os herdeiros; não "
       "sendo possível ou desejável, o valor de seus haveres será apurado em balanço especial.")
    cl("DA DECLARAÇÃO DE DESIMPEDIMENTO", "O administrador declara, sob as penas da lei, não estar impedido de exercer a "
       "administração da sociedade por lei especial ou em virtude de condenação criminal.")
    cl("DO FORO", f"Fica eleito o foro de {c.cidade}/{c.uf} para dirimir as questões oriundas deste contrato.")
    sh.para(f"E, por estarem assim ajustados, assinam o presente instrumento. {c.cidade}, {fmt_date_long(signed)}.")
    sh.signature(fica.nome, "Sócio")
    sh.signature(entra.nome, "Sócio ingressante")
    sh.signature(sai.nome, "Sócio retirante")
    reg.footer(sh)
    sh.on_page_end = None
    return Out("contrato_social", {"razao_social": c.razao, "cnpj": c.cnpj, "capital_social": f"{cap}.00",
                                   "capital_integralizado": f"{cap}.00",
                                   "socios": [{"nome": fica.nome, "cpf": fica.cpf}, {"nome": entra.nome, "cpf": entra.cpf}],
                                   "objeto_social": obj, "nire": c.nire, "data_registro": reg.em.isoformat()})


def contrato_social_eireli_slu(sh: Sheet, fk: Fake) -> Out:
    """EIRELI → sociedade limitada unipessoal by the titular's decision, the consolidated
    contract written in articles ('Art. 5º'), the old EIRELI name and capital printed first."""
    sh.s = Style("Helv", 10)
    c = company2(fk, 1)
    base = short_name(c)
    old = base + " EIRELI"
    c.razao = base + " LTDA"
    s = c.socios[0]
    cap = fk.r.choice([110000, 121200, 150000, 200000])
    obj = fk.r.choice(OBJETOS)
    signed = fk.date_between(dt.date(2021, 10, 1), dt.date(2025, 12, 1))
    reg = Registro(fk, c, signed)
    reg.razao = c.razao
    sh.on_page_end = reg.footer
    sh.title("ATO DE ALTERAÇÃO E TRANSFORMAÇÃO DE EMPRESA INDIVIDUAL DE RESPONSABILIDADE LIMITADA - EIRELI EM "
             "SOCIEDADE LIMITADA UNIPESSOAL", 11.5)
    sh.gap(4)
    sh.para(f"{_qualif(s)}, titular da {old}, com sede na {c.endereco}, {c.bairro}, {c.cidade}/{c.uf}, inscrita no CNPJ "
            f"sob o nº {fmt_cnpj(c.cnpj)}, com ato constitutivo arquivado na {reg.junta} sob o NIRE {c.nire}, "
            "RESOLVE:", first_indent=30)
    sh.para("I - transformar a empresa individual de responsabilidade limitada em sociedade limitada unipessoal, nos "
            "termos do art. 41 da Lei nº 14.195, de 26 de agosto de 2021, sem solução de continuidade;", indent=20)
    sh.para(f"II - a sociedade passa a girar sob o nome empresarial {c.razao};", indent=20)
    sh.para(f"III - o capital da empresa, de {_money_words(cap)}, já integralizado, passa a ser dividido em "
            f"{milhar(cap)} quotas de R$ 1,00 cada, todas pertencentes ao sócio único;", indent=20)
    sh.para("IV - consolidar o contrato social, que passa a vigorar com a redação seguinte.", indent=20)
    sh.title(f"CONTRATO SOCIAL DA SOCIEDADE LIMITADA UNIPESSOAL {c.razao}", 11)
    arts = [
        ("Do nome, sede e prazo", f"Art. 1º A sociedade gira sob o nome empresarial {c.razao} e tem sede na "
         f"{c.endereco}, {c.bairro}, {c.cidade}/{c.uf}, CEP {c.cep}. Art. 2º O prazo de duração é indeterminado."),
        ("Do objeto", f"Art. 3º A sociedade tem por objeto {obj}."),
        ("Do capital", f"Art. 4º O capital social é de {_money_words(cap)}, dividido em {milhar(cap)} quotas de valor "
         f"nominal de R$ 1,00, totalmente integralizado em moeda corrente do País, pertencentes ao sócio único {s.nome}. "
         "Art. 5º A responsabilidade do sócio é restrita ao valor de suas quotas."),
        ("Da administração", f"Art. 6º A sociedade é administrada pelo sócio {s.nome}, a quem cabe o uso do nome "
         "empresarial, isoladamente."),
        ("Do exercício social", "Art. 7º O exercício social termina em 31 de dezembro de cada ano, quando serão "
         "levantados o balanço patrimonial e o balanço de resultado econômico."),
        ("Do foro", f"Art. 8º Fica eleito o foro da comarca de {c.cidade}/{c.uf}."),
    ]
    for head, body in arts:
        sh.para(head.upper(), bold=True)
        sh.para(body, first_indent=24)
    sh.para(f"{c.cidade}, {fmt_date_long(signed)}.")
    sh.signature(s.nome, "Sócio único e administrador")
    reg.footer(sh)
    sh.on_page_end = None
    return Out("contrato_social", {"razao_social": c.razao, "cnpj": c.cnpj, "capital_social": f"{cap}.00",
                                   "capital_integralizado": f"{cap}.00", "socios": [{"nome": s.nome, "cpf": s.cpf}],
                                   "objeto_social": obj, "nire": c.nire, "data_registro": reg.em.isoformat()})


def contrato_social_integralizacao(sh: Sheet, fk: Fake) -> Out:
    """Constituição with sócios labelled 'SÓCIO 1/2/3', numbered sections, a subscription
    table (subscrito vs integralizado) and the Junta stamp along the margin and at the end."""
    sh.s = Style("DjSansCond", 9.5)
    sh.m = 60
    c = company2(fk, fk.r.choice([2, 3]))
    cap = fk.r.choice([30000, 40000, 60000, 80000])
    quota = 10
    n_q = cap // quota
    shares = [n_q // len(c.socios)] * len(c.socios)
    shares[0] += n_q - sum(shares)
    pct = fk.r.choice([30, 40, 50])  # the share of each sócio's subscription paid in at signing
    integ = [q * quota * pct // 100 for q in shares]
    obj = fk.r.choice(OBJETOS)
    signed = fk.date_between(dt.date(2022, 1, 1), dt.date(2026, 8, 1))
    reg = Registro(fk, c, signed)
    reg.margin(sh)
    sh.title("CONTRATO DE CONSTITUIÇÃO DE SOCIEDADE EMPRESÁRIA LIMITADA", 12.5)
    sh.line(c.razao, 11.5, True, "center")
    sh.gap(6)
    for i, p in enumerate(c.socios, 1):
        sh.kv(f"SÓCIO {i}", _qualif(p) + ";", size=9.5)
        sh.gap(3)
    sh.para("Os sócios acima qualificados constituem, por este instrumento, uma sociedade empresária limitada, que se "
            "regerá pelo Código Civil (arts. 1.052 a 1.087) e pelas seções seguintes.", first_indent=20)
    sec = [
        ("1. NOME EMPRESARIAL E SEDE", f"1.1. A sociedade adota o nome empresarial {c.razao}. 1.2. Sede: {c.endereco}, "
         f"{c.bairro}, {c.cidade}/{c.uf}, CEP {c.cep}."),
        ("2. OBJETO SOCIAL", f"2.1. Objeto: {obj}."),
        ("3. INÍCIO E PRAZO", "3.1. A sociedade inicia suas atividades na data do arquivamento deste contrato e "
         "vigorará por prazo indeterminado."),
    ]
    for h, b in sec:
        sh.para(h, bold=True)
        sh.para(b, first_indent=20)
    sh.para("4. CAPITAL SOCIAL", bold=True)
    sh.para(f"4.1. O capital social é de {_money_words(cap)}, dividido em {milhar(n_q)} quotas de R$ 10,00 (dez reais) "
            "cada, subscritas e integralizadas pelos sócios na forma do quadro abaixo:", first_indent=20)
    rows = [[p.nome[:38], fmt_cpf(p.cpf), milhar(q), fmt_money(q * quota)[3:], fmt_money(i)[3:]]
            for p, q, i in zip(c.socios, shares, integ, strict=True)]
    rows.append(["TOTAL", "", milhar(n_q), fmt_money(cap)[3:], fmt_money(sum(integ))[3:]])
    sh.table(["Sócio", "CPF", "Quotas", "Subscrito (R$)", "Integralizado (R$)"], rows, [0.36, 0.17, 0.11, 0.17, 0.19],
             size=8.5)
    sh.para(f"4.2. O saldo a integralizar, de {fmt_money(cap - sum(integ))}, será integralizado em moeda corrente até "
            f"{fmt_date(signed.replace(year=signed.year + 2))}.", first_indent=20)
    more = [
        ("5. ADMINISTRAÇÃO", f"5.1. A sociedade será administrada pelo SÓCIO 1, {c.socios[0].nome}, que usará o nome "
         "empresarial isoladamente."),
        ("6. EXERCÍCIO SOCIAL, BALANÇO E RESULTADOS", "6.1. O exercício social encerra-se em 31 de dezembro, quando "
         "serão elaborados o balanço patrimonial e a demonstração do resultado do exercício (DRE). 6.2. Os lucros e "
         "as perdas serão atribuídos aos sócios na proporção das quotas integralizadas."),
        ("7. FORO", f"7.1. Fica eleito o foro da comarca de {c.cidade}/{c.uf}."),
    ]
    for h, b in more:
        sh.para(h, bold=True)
        sh.para(b, first_indent=20)
    sh.para(f"{c.cidade}, {fmt_date_long(signed)}.")
    for p in c.socios:
        sh.signature(p.nome, "Sócio")
    sh.ensure(70)
    sh.stamp([reg.junta, f"CERTIFICO O REGISTRO EM {fmt_date(reg.em)} SOB O Nº {reg.numero}",
              f"Protocolo {reg.protocolo} de {fmt_date(reg.protocolo_em)}", f"NIRE {c.nire}",
              f"Autenticação: {reg.verif}"], sh.W - sh.m - 260, sh.y + 6, 260)
    sh.y += 70
    return Out("contrato_social", {"razao_social": c.razao, "capital_social": f"{cap}.00",
                                   "capital_integralizado": f"{sum(integ)}.00",
                                   "socios": [{"nome": p.nome, "cpf": p.cpf} for p in c.socios],
                                   "objeto_social": obj, "nire": c.nire, "data_registro": reg.em.isoformat()})


def requerimento_empresario_drei(sh: Sheet, fk: Fake) -> Out:
    """DREI 'REQUERIMENTO DE EMPRESÁRIO' form: 'NOME: (da Empresa …)' at the top holds the
    nome empresarial; the empresário is under 'NOME CIVIL'; act code 080 INSCRIÇÃO."""
    sh.s = Style("Helv", 9, 6)
    c = company2(fk, 1)
    p = c.socios[0]
    nome_emp = short_name(c)
    signed = fk.recent(200)
    junta = JUNTAS[c.uf][0]
    sh.line("MINISTÉRIO DA ECONOMIA", 8, True, "center")
    sh.line("Secretaria de Governo Digital - Departamento Nacional de Registro Empresarial e Integração - DREI", 7,
            False, "center")
    sh.title("REQUERIMENTO DE EMPRESÁRIO", 13)
    sh.grid([[("Nº de matrícula do agente auxiliar do comércio", "", 0.28), ("Ilmo(a). Sr.(a) Presidente da", junta, 0.72)],
             [("NOME: (da Empresa ou do Agente Auxiliar do Comércio)", nome_emp, 1.0)],
             [("Código do ato", "080", 0.15), ("Código do evento", "", 0.15), ("Qtde", "1", 0.1),
              ("Descrição do ato / evento", "INSCRIÇÃO", 0.6)]], value_size=9)
    sh.gap(4)
    sh.line("1 - DADOS DO EMPRESÁRIO", 8.5, True)
    sh.grid([[("Nome civil", p.nome, 1.0)],
             [("Nacionalidade", "BRASILEIRA", 0.3), ("Estado civil", p.estado_civil.upper(), 0.3),
              ("Regime de bens (se casado)", "COMUNHÃO PARCIAL" if p.estado_civil.startswith("casad") else "", 0.4)],
             [("Filho de (pai)", p.pai, 0.5), ("(mãe)", p.mae, 0.5)],
             [("Nascido em", fmt_date(p.nascimento), 0.2), ("Identidade número", p.rg, 0.25),
              ("Órgão emissor", p.rg_org.split("/")[0], 0.2), ("UF", p.uf, 0.1), ("CPF (número)", fmt_cpf(p.cpf), 0.25)],
             [("Domiciliado na (logradouro)", p.endereco, 0.6), ("Bairro/distrito", p.bairro, 0.4)],
             [("Município", p.cidade.upper(), 0.5), ("UF", p.uf, 0.1), ("CEP", p.cep, 0.2), ("País", "BRASIL", 0.2)]],
            value_size=8.5)
    sh.gap(4)
    sh.line("2 - DADOS DA EMPRESA", 8.5, True)
    sh.grid([[("Nome empresarial", nome_emp, 1.0)],
             [("Logradouro (rua, av, etc.)", c.endereco, 0.6), ("Município", c.cidade.upper(), 0.3), ("UF", c.uf, 0.1)],
             [("Valor do capital - R$", fmt_money(fk.r.choice([5000, 10000, 30000]))[3:], 0.3),
              ("Código de atividade econômica (CNAE fiscal) - atividade principal", c.cnae[0], 0.7)],
             [("Descrição do objeto", c.cnae[1], 1.0)],
             [("Data de início das atividades", fmt_date(signed), 0.35), ("Nº de inscrição no CNPJ", "", 0.65)]],
            value_size=8.5)
    sh.gap(6)
    sh.para("DECLARO, sob as penas da lei, que não estou impedido de exercer a atividade empresária, que não possuo outro "
            "registro de empresário e requeiro à Junta Comercial o deferimento deste pedido.", 8.5)
    sh.line(f"{c.cidade.upper()}, {fmt_date(signed)}", 9)
    sh.signature(p.nome, "Assinatura do empresário")
    sh.gap(6)
    sh.line("PARA USO EXCLUSIVO DA JUNTA COMERCIAL", 7.5, True)
    sh.grid([[("NIRE", c.nire, 0.3), ("Data de registro", fmt_date(signed + dt.timedelta(days=fk.r.randint(3, 15))), 0.3),
              ("Secretário-Geral", "", 0.4)]], value_size=8.5)
    return Out("registro_comercial", {"titular_nome": p.nome, "titular_documento": p.cpf})


def _cnpj_gold(c: Company, cnpj: str, municipio: str, situacao: str = "ATIVA") -> dict:
    f = {"cnpj": cnpj, "razao_social": c.razao, "data_abertura": c.abertura.isoformat(), "situacao": situacao,
         "cnae_principal": _digits(c.cnae[0]), "cnaes_secundarios": [_digits(x[0]) for x in c.cnaes_sec],
         "natureza_juridica": _digits(c.natureza[0]), "porte": c.porte, "municipio": municipio, "uf": c.uf}
    if c.fantasia:
        f["nome_fantasia"] = c.fantasia
    return f


def cnpj_cartao_filial(sh: Sheet, fk: Fake) -> Out:
    """RFB card of a FILIAL (order 0002), printed without boxes: small labels over values,
    thin rules between rows, 'SITUAÇÃO ESPECIAL' and contact lines."""
    sh.s = Style("Helv", 9, 6)
    c = company2(fk, 2)
    root = c.cnpj[:8]
    cnpj = cnpj_dv(root + "0002")
    emis = fk.recent()

    def row(cells: list[tuple[str, str, float]]) -> None:
        x = sh.m
        for lab, val, frac in cells:
            sh.text_at(x, sh.y, lab, 6, True)
            sh.text_at(x, sh.y + 8, val, 9)
            x += sh.width * frac
        sh.y += 22
        sh.c.setLineWidth(0.3)
        sh.c.line(sh.m, sh._Y(sh.y - 3), sh.W - sh.m, sh._Y(sh.y - 3))

    sh.line("REPÚBLICA FEDERATIVA DO BRASIL", 10, True, "center")
    sh.line("CADASTRO NACIONAL DA PESSOA JURÍDICA", 10, True, "center")
    sh.line("COMPROVANTE DE INSCRIÇÃO E DE SITUAÇÃO CADASTRAL", 9, False, "center")
    sh.gap(6)
    row([("NÚMERO DE INSCRIÇÃO", f"{fmt_cnpj(cnpj)}   FILIAL", 0.6), ("DATA DE ABERTURA", fmt_date(c.abertura), 0.4)])
    row([("NOME EMPRESARIAL", c.razao, 1.0)])
    row([("TÍTULO DO ESTABELECIMENTO (NOME DE FANTASIA)", c.fantasia or "********", 0.75), ("PORTE", c.porte, 0.25)])
    row([("CÓDIGO E DESCRIÇÃO DA ATIVIDADE ECONÔMICA PRINCIPAL", f"{c.cnae[0]} - {c.cnae[1]}"[:100], 1.0)])
    sh.text_at(sh.m, sh.y, "CÓDIGO E DESCRIÇÃO DAS ATIVIDADES ECONÔMICAS SECUNDÁRIAS", 6, True)
    sh.y += 8
    for code, desc in c.cnaes_sec:
        sh.text_at(sh.m, sh.y, f"{code} - {desc}"[:105], 8.5)
        sh.y += 10
    sh.y += 6
    row([("CÓDIGO E DESCRIÇÃO DA NATUREZA JURÍDICA", f"{c.natureza[0]} - {c.natureza[1]}", 1.0)])
    lg, num = c.endereco.split(",")
    row([("LOGRADOURO", lg.upper(), 0.55), ("NÚMERO", num.strip(), 0.15), ("COMPLEMENTO", "GALPAO 2", 0.3)])
    row([("CEP", c.cep[:2] + "." + c.cep[2:], 0.18), ("BAIRRO/DISTRITO", c.bairro.upper(), 0.34),
         ("MUNICÍPIO", plain(c.cidade), 0.38), ("UF", c.uf, 0.1)])
    row([("ENDEREÇO ELETRÔNICO", "contato@exemplo.com.br", 0.6), ("TELEFONE", f"({fk.digits(2)}) {fk.digits(4)}-{fk.digits(4)}", 0.4)])
    row([("ENTE FEDERATIVO RESPONSÁVEL (EFR)", "*****", 1.0)])
    row([("SITUAÇÃO CADASTRAL", "ATIVA", 0.6), ("DATA DA SITUAÇÃO CADASTRAL", fmt_date(c.abertura), 0.4)])
    row([("MOTIVO DE SITUAÇÃO CADASTRAL", "", 1.0)])
    row([("SITUAÇÃO ESPECIAL", "********", 0.6), ("DATA DA SITUAÇÃO ESPECIAL", "********", 0.4)])
    sh.gap(4)
    sh.line("Aprovado pela Instrução Normativa RFB nº 2.119, de 06 de dezembro de 2022.", 7)
    sh.line(f"Emitido no dia {fmt_date(emis)} às {fk.r.randint(8, 19):02d}:{fk.r.randint(0, 59):02d}:"
            f"{fk.r.randint(0, 59):02d} (data e hora de Brasília).   Página: 1/1", 7)
    return Out("cnpj", _cnpj_gold(c, cnpj, plain(c.cidade)))


def _cnae_ibge(code: str) -> str:
    """'49.29-9-01' → '4929-9/01' (the IBGE subclass form many portals print)."""
    d = _digits(code)
    return f"{d[:4]}-{d[4]}/{d[5:]}"


def cnpj_portal_qsa(sh: Sheet, fk: Fake) -> Out:
    """A state portal's 'Consulta CNPJ' print: one Campo | Valor table with CNAEs in the
    IBGE form ('4929-9/01'), a list of secundárias, then the QSA (sócios, masked CPFs)."""
    sh.s = Style("DjSansCond", 9.5)
    c = company2(fk, fk.r.choice([2, 3]))
    emis = fk.recent()
    sh.line("Portal de Serviços ao Cidadão e à Empresa", 8, False, "left")
    sh.title("Consulta de Cadastro Nacional da Pessoa Jurídica", 12.5, "left")
    sh.line(f"Dados obtidos da base do CNPJ em {fmt_date(emis)}", 8)
    sh.hline()
    rows = [["CNPJ", fmt_cnpj(c.cnpj)], ["Tipo", "MATRIZ"], ["Razão Social", c.razao],
            ["Nome Fantasia", c.fantasia or "-"], ["Data de Abertura", fmt_date(c.abertura)],
            ["Situação Cadastral", "ATIVA"], ["Natureza Jurídica", f"{c.natureza[0]} - {c.natureza[1]}"[:70]],
            ["Porte", c.porte], ["Atividade Principal", f"{_cnae_ibge(c.cnae[0])} - {c.cnae[1]}"[:72]],
            ["Logradouro", f"{c.endereco} - {c.bairro}"], ["Município", c.cidade], ["UF", c.uf], ["CEP", c.cep]]
    sh.table(["Campo", "Valor"], rows, [0.26, 0.74], size=8.5)
    sh.line("Atividades Secundárias", 10, True)
    for code, desc in c.cnaes_sec:
        sh.line(f"{_cnae_ibge(code)} - {desc}"[:100], 8.5, indent=10)
    sh.gap(6)
    sh.line("Quadro de Sócios e Administradores (QSA)", 10, True)
    qsa = [[p.nome, f"***.{p.cpf[3:6]}.{p.cpf[6:9]}-**", "49 - Sócio-Administrador" if i == 0 else "22 - Sócio"]
           for i, p in enumerate(c.socios)]
    sh.table(["Nome", "CPF", "Qualificação"], qsa, [0.5, 0.2, 0.3], size=8.5)
    sh.para("As informações acima são de responsabilidade da Receita Federal do Brasil e não substituem o comprovante "
            "oficial de inscrição.", 7.5)
    return Out("cnpj", _cnpj_gold(c, c.cnpj, c.cidade.upper()))

