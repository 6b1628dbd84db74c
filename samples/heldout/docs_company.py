"""Held-out layouts: CNPJ card variants, contrato social (constituição, alteração
consolidada, transformação EIRELI → SLU) and requerimento de empresário."""

from __future__ import annotations

import datetime as dt

from samples.heldout.data import (
    Company,
    Fake,
    fmt_cnpj,
    fmt_cpf,
    fmt_date,
    fmt_date_long,
    fmt_money,
    por_extenso,
)
from samples.heldout.docs_vehicle import Out, plain
from samples.heldout.sheet import Sheet, Style


def _digits(s: str) -> str:
    return "".join(ch for ch in s if ch.isdigit())


def _cnpj_fields(c: Company, situacao: str) -> dict:
    f = {"cnpj": c.cnpj, "razao_social": c.razao, "data_abertura": c.abertura.isoformat(), "situacao": situacao,
         "cnae_principal": _digits(c.cnae[0]), "cnaes_secundarios": [_digits(x[0]) for x in c.cnaes_sec],
         "natureza_juridica": _digits(c.natureza[0]), "porte": c.porte, "municipio": plain(c.cidade), "uf": c.uf}
    if c.fantasia:
        f["nome_fantasia"] = c.fantasia
    return f


def cnpj_cartao_classico(sh: Sheet, fk: Fake) -> Out:
    """Bordered RFB card (label-over-value boxes), secundárias in one box, 'Emitido no dia'."""
    sh.s = Style("LibSans", 9, 6)
    c = fk.company(2)
    emis = fk.recent()
    sh.line("REPÚBLICA FEDERATIVA DO BRASIL", 10, True, "center")
    sh.line("CADASTRO NACIONAL DA PESSOA JURÍDICA", 10, True, "center")
    sh.gap(4)
    sh.grid([[("Número de inscrição", f"{fmt_cnpj(c.cnpj)}\u2003MATRIZ", 0.3),
              ("COMPROVANTE DE INSCRIÇÃO E DE SITUAÇÃO CADASTRAL", "", 0.45), ("Data de abertura", fmt_date(c.abertura), 0.25)],
             [("Nome empresarial", c.razao, 1.0)],
             [("Título do estabelecimento (nome de fantasia)", c.fantasia or "********", 0.8), ("Porte", c.porte, 0.2)],
             [("Código e descrição da atividade econômica principal", f"{c.cnae[0]} - {c.cnae[1]}"[:95], 1.0)]])
    h = 20 + 12 * len(c.cnaes_sec)
    sh.rect(sh.m, sh.y, sh.width, h)
    sh.text_at(sh.m + 3, sh.y + 2, "CÓDIGO E DESCRIÇÃO DAS ATIVIDADES ECONÔMICAS SECUNDÁRIAS", 6)
    for i, (code, desc) in enumerate(c.cnaes_sec):
        sh.text_at(sh.m + 4, sh.y + 11 + 12 * i, f"{code} - {desc}"[:100], 8.5)
    sh.y += h
    sh.grid([[("Código e descrição da natureza jurídica", f"{c.natureza[0]} - {c.natureza[1]}", 1.0)],
             [("Logradouro", c.endereco.split(",")[0].upper(), 0.6), ("Número", c.endereco.split(",")[1].strip(), 0.15), ("Complemento", "********", 0.25)],
             [("CEP", c.cep[:2] + "." + c.cep[2:], 0.2), ("Bairro/Distrito", c.bairro.upper(), 0.35), ("Município", plain(c.cidade), 0.35), ("UF", c.uf, 0.1)],
             [("Ente federativo responsável (EFR)", "*****", 1.0)],
             [("Situação cadastral", "ATIVA", 0.6), ("Data da situação cadastral", fmt_date(c.abertura), 0.4)],
             [("Motivo de situação cadastral", "", 1.0)]])
    sh.gap(6)
    sh.line("Aprovado pela Instrução Normativa RFB nº 2.119, de 06 de dezembro de 2022.", 7.5)
    sh.line(f"Emitido no dia {fmt_date(emis)} às {fk.r.randint(8, 19):02d}:{fk.r.randint(0, 59):02d}:{fk.r.randint(0, 59):02d} (data e hora de Brasília).", 7.5)
    return Out("cnpj", _cnpj_fields(c, "ATIVA"))


def cnpj_consulta_lista(sh: Sheet, fk: Fake) -> Out:
    """A 'consulta CNPJ' print: label: value lines; CNAEs and natureza under short labels."""
    sh.s = Style("DjSerif", 9.5)
    c = fk.company(fk.r.choice([1, 2]))
    sh.title("Comprovante de Inscrição e de Situação Cadastral", 12.5, "left")
    sh.line("Receita Federal do Brasil - consulta pública ao CNPJ", 8.5)
    sh.hline()
    sh.kv("CNPJ", fmt_cnpj(c.cnpj) + " (MATRIZ)")
    sh.kv("Razão social", c.razao)
    sh.kv("Nome fantasia", c.fantasia or "—")
    sh.kv("Abertura", fmt_date(c.abertura))
    sh.kv("Porte da empresa", c.porte)
    sh.kv("Natureza jurídica", f"{c.natureza[0]} - {c.natureza[1]}")
    sh.kv("Atividade principal", f"{c.cnae[0]} {c.cnae[1]}")
    sh.line("Atividades secundárias:", sh.s.size, True)
    for code, desc in c.cnaes_sec:
        sh.line(f"• {code} {desc}"[:100], 9, indent=14)
    sh.kv("Endereço", f"{c.endereco}, {c.bairro}")
    sh.kv("Município/UF", f"{plain(c.cidade)}/{c.uf}")
    sh.kv("Situação", "ATIVA")
    f = _cnpj_fields(c, "ATIVA")
    return Out("cnpj", f)


def cnpj_tabela_atividades(sh: Sheet, fk: Fake) -> Out:
    """Stacked two-column card with CNAEs in a table (code | description)."""
    sh.s = Style("LibNarrow", 10, 7)
    c = fk.company(2)
    sit = fk.r.choice(["ATIVA", "ATIVA", "SUSPENSA"])
    sh.line("CADASTRO NACIONAL DA PESSOA JURÍDICA - CNPJ", 11, True)
    sh.line("COMPROVANTE DE INSCRIÇÃO E DE SITUAÇÃO CADASTRAL", 10)
    sh.hline()
    sh.two_col([("NÚMERO DE INSCRIÇÃO", fmt_cnpj(c.cnpj)), ("NOME EMPRESARIAL", c.razao),
                ("NOME DE FANTASIA", c.fantasia or "********")],
               [("DATA DE ABERTURA", fmt_date(c.abertura)), ("PORTE", c.porte), ("SITUAÇÃO CADASTRAL", sit)],
               stacked=True)
    sh.line("ATIVIDADES ECONÔMICAS", 10, True)
    rows = [["Principal", c.cnae[0], c.cnae[1][:60]]] + [["Secundária", a, b[:60]] for a, b in c.cnaes_sec]
    sh.table(["Tipo", "Código CNAE", "Descrição"], rows, [0.15, 0.18, 0.67], size=8.5)
    sh.table(["Natureza jurídica", "Município", "UF"], [[f"{c.natureza[0]} - {c.natureza[1]}"[:60], plain(c.cidade), c.uf]],
             [0.62, 0.28, 0.1], size=8.5)
    return Out("cnpj", _cnpj_fields(c, sit))


# --- contrato social --------------------------------------------------------

ORD = ["PRIMEIRA", "SEGUNDA", "TERCEIRA", "QUARTA", "QUINTA", "SEXTA", "SÉTIMA", "OITAVA", "NONA", "DÉCIMA",
       "DÉCIMA PRIMEIRA", "DÉCIMA SEGUNDA", "DÉCIMA TERCEIRA"]

OBJETOS = [
    "a exploração do transporte rodoviário coletivo de passageiros sob regime de fretamento municipal e intermunicipal",
    "o transporte escolar de alunos e a locação de veículos com motorista",
    "o transporte de passageiros por fretamento contínuo e eventual e o turismo receptivo",
]


def _qualif(p) -> str:
    return (f"{p.nome}, brasileiro(a), {p.estado_civil}, {p.profissao}, residente e domiciliado(a) na "
            f"{p.endereco}, {p.bairro}, {p.cidade}/{p.uf}, CEP {p.cep}, portador(a) da cédula de identidade "
            f"RG nº {p.rg} {p.rg_org} e inscrito(a) no CPF sob o nº {fmt_cpf(p.cpf)}")


def _junta(sh: Sheet, fk: Fake, c: Company, reg: dt.date) -> None:
    uf = c.uf
    jn = {"SP": "JUNTA COMERCIAL DO ESTADO DE SÃO PAULO", "MG": "JUNTA COMERCIAL DO ESTADO DE MINAS GERAIS",
          "RJ": "JUNTA COMERCIAL DO ESTADO DO RIO DE JANEIRO"}[uf]
    sh.ensure(70)
    sh.stamp([jn, f"Certifico o registro sob o nº {fk.digits(7)} em {fmt_date(reg)}",
              f"NIRE: {c.nire}", f"Protocolo: {fk.digits(2)}/{fk.digits(6)}-{fk.digits(1)}",
              "Secretário-Geral"], sh.W - sh.m - 230, sh.y + 6, 230)
    sh.y += 70


def _capital(fk: Fake):
    cap = fk.r.choice([15000, 20000, 30000, 50000, 80000, 100000, 120000])
    parcial = fk.r.random() < 0.4
    integ = cap // fk.r.choice([2, 4, 5]) if parcial else cap
    return cap, integ, parcial


def _clausulas(sh: Sheet, fk: Fake, c: Company, cap: int, integ: int, parcial: bool, start: int = 0,
               objeto: str = "") -> None:
    n = start
    socios = c.socios

    def cl(titulo: str, texto: str) -> None:
        nonlocal n
        sh.para(f"CLÁUSULA {ORD[n]} – {titulo}", bold=True)
        sh.para(texto, first_indent=24)
        n += 1

    cl("DA DENOMINAÇÃO E SEDE", f"A sociedade gira sob o nome empresarial {c.razao} e tem sede na {c.endereco}, "
       f"{c.bairro}, {c.cidade}/{c.uf}, CEP {c.cep}.")
    cl("DO OBJETO SOCIAL", f"A sociedade tem por objeto social {objeto}.")
    quotas = cap
    dist = [cap // len(socios)] * len(socios)
    dist[0] += cap - sum(dist)
    if parcial:
        txt = (
            f"O capital social é de {fmt_money(cap)} ({por_extenso(cap)}), dividido em {quotas} quotas de valor nominal "
            f"de R$ 1,00 (um real) cada, sendo {fmt_money(integ)} ({por_extenso(integ)}) integralizados neste ato em "
            f"moeda corrente do País e {fmt_money(cap - integ)} a integralizar até 31/12/2027, assim distribuídas:")
    else:
        txt = (f"O capital social, totalmente integralizado em moeda corrente do País, é de {fmt_money(cap)} "
               f"({por_extenso(cap)}), dividido em {quotas} quotas de R$ 1,00 (um real) cada, assim distribuídas:")
    sh.para(f"CLÁUSULA {ORD[n]} – DO CAPITAL SOCIAL", bold=True)
    n += 1
    sh.para(txt, first_indent=24)
    sh.table(["Sócio", "Quotas", "Valor"], [[s.nome, str(q), fmt_money(q)] for s, q in zip(socios, dist, strict=False)]
             + [["TOTAL", str(cap), fmt_money(cap)]], [0.6, 0.15, 0.25], size=9)
    cl("DA RESPONSABILIDADE", "A responsabilidade de cada sócio é restrita ao valor de suas quotas, mas todos "
       "respondem solidariamente pela integralização do capital social (art. 1.052 do Código Civil).")
    cl("DA ADMINISTRAÇÃO", f"A administração da sociedade caberá a {socios[0].nome}, com os poderes e atribuições de "
       "administrador, autorizado o uso do nome empresarial, vedado no entanto em atividades estranhas ao interesse social.")
    cl("DO EXERCÍCIO SOCIAL E DO BALANÇO", "O exercício social coincide com o ano civil. Ao término de cada exercício "
       "social, em 31 de dezembro, o administrador prestará contas justificadas de sua administração, procedendo à "
       "elaboração do inventário, do balanço patrimonial e do balanço de resultado econômico, cabendo aos sócios, na "
       "proporção de suas quotas, os lucros ou perdas apurados. A demonstração do resultado do exercício será levada à "
       "reunião de sócios nos quatro meses seguintes.")
    cl("DO PRAZO", "A sociedade iniciou suas atividades na data do registro e seu prazo de duração é indeterminado.")
    cl("DO FORO", f"Fica eleito o foro da comarca de {c.cidade}/{c.uf} para qualquer ação fundada neste contrato.")


def _sign(sh: Sheet, c: Company, when: dt.date) -> None:
    sh.para(f"E, por estarem assim justos e contratados, assinam o presente instrumento em via única. "
            f"{c.cidade}, {fmt_date_long(when)}.")
    for s in c.socios:
        sh.signature(s.nome, "Sócio(a)")


def contrato_social_constituicao(sh: Sheet, fk: Fake) -> Out:
    """2 pages: qualificação, cláusulas (mentioning exercício social and balanço), Junta stamp."""
    sh.s = Style("LibSerif", 10.5)
    c = fk.company(fk.r.choice([2, 2, 3]))
    cap, integ, parcial = _capital(fk)
    obj = fk.r.choice(OBJETOS)
    signed = fk.date_between(dt.date(2018, 1, 1), dt.date(2026, 8, 1))
    reg = signed + dt.timedelta(days=fk.r.randint(5, 30))
    sh.title(f"CONTRATO SOCIAL DE CONSTITUIÇÃO DA SOCIEDADE EMPRESÁRIA LIMITADA {c.razao}", 12.5)
    sh.gap(4)
    for s in c.socios:
        sh.para(_qualif(s) + ";", first_indent=24)
    sh.para("resolvem constituir uma sociedade empresária limitada, que se regerá pelas cláusulas e condições seguintes:",
            first_indent=24)
    _clausulas(sh, fk, c, cap, integ, parcial, objeto=obj)
    _sign(sh, c, signed)
    _junta(sh, fk, c, reg)
    return Out("contrato_social", {"razao_social": c.razao, "capital_social": f"{cap}.00",
                                   "capital_integralizado": f"{integ}.00",
                                   "socios": [{"nome": s.nome, "cpf": s.cpf} for s in c.socios],
                                   "objeto_social": obj, "nire": c.nire, "data_registro": reg.isoformat()})


def contrato_social_alteracao(sh: Sheet, fk: Fake) -> Out:
    """Alteração contratual with consolidation: old capital first, the consolidated clause last."""
    sh.s = Style("DjSerifCond", 10)
    c = fk.company(2)
    old = fk.r.choice([5000, 10000, 12000])
    cap = fk.r.choice([15000, 25000, 40000, 60000])
    obj = fk.r.choice(OBJETOS)
    n_alt = fk.r.randint(2, 6)
    signed = fk.date_between(dt.date(2022, 1, 1), dt.date(2026, 9, 1))
    reg = signed + dt.timedelta(days=fk.r.randint(5, 30))
    sh.title(f"{n_alt}ª ALTERAÇÃO E CONSOLIDAÇÃO DO CONTRATO SOCIAL", 12.5)
    sh.line(c.razao, 11, True, "center")
    sh.line(f"CNPJ nº {fmt_cnpj(c.cnpj)}  –  NIRE {c.nire}", 10, False, "center")
    sh.gap(6)
    for s in c.socios:
        sh.para(_qualif(s) + ";", first_indent=24)
    sh.para(f"únicos sócios da sociedade empresária limitada {c.razao}, resolvem alterar o contrato social mediante as "
            "condições seguintes:", first_indent=24)
    sh.para("PRIMEIRA – DO AUMENTO DO CAPITAL", bold=True)
    sh.para(f"O capital social, que era de {fmt_money(old)} ({por_extenso(old)}), é aumentado para {fmt_money(cap)} "
            f"({por_extenso(cap)}), com o aumento de {fmt_money(cap - old)} integralizado neste ato em moeda corrente.",
            first_indent=24)
    sh.para("SEGUNDA – DA CONSOLIDAÇÃO", bold=True)
    sh.para("Em face da alteração acima, os sócios resolvem consolidar o contrato social, que passa a ter a seguinte redação:",
            first_indent=24)
    sh.title("CONTRATO SOCIAL CONSOLIDADO", 11.5)
    _clausulas(sh, fk, c, cap, cap, False, objeto=obj)
    _sign(sh, c, signed)
    _junta(sh, fk, c, reg)
    return Out("contrato_social", {"razao_social": c.razao, "cnpj": c.cnpj, "capital_social": f"{cap}.00",
                                   "capital_integralizado": f"{cap}.00",
                                   "socios": [{"nome": s.nome, "cpf": s.cpf} for s in c.socios],
                                   "objeto_social": obj, "nire": c.nire, "data_registro": reg.isoformat()})


def contrato_social_slu(sh: Sheet, fk: Fake) -> Out:
    """Transformação de EIRELI em sociedade limitada unipessoal (Lei 14.195/2021)."""
    sh.s = Style("LibSans", 10)
    c = fk.company(1)
    base = c.razao.replace(" EIRELI", "").replace(" LTDA.", "").replace(" LTDA", "")
    old_name = base + " EIRELI"
    c.razao = base + " LTDA"
    cap = fk.r.choice([15000, 50000, 100000])
    obj = fk.r.choice(OBJETOS)
    signed = fk.date_between(dt.date(2022, 1, 1), dt.date(2026, 9, 1))
    reg = signed + dt.timedelta(days=fk.r.randint(5, 20))
    s = c.socios[0]
    sh.title("INSTRUMENTO DE TRANSFORMAÇÃO DE EIRELI EM SOCIEDADE LIMITADA UNIPESSOAL", 12)
    sh.line(f"{old_name} — CNPJ {fmt_cnpj(c.cnpj)}", 10, True, "center")
    sh.gap(4)
    sh.para(_qualif(s) + ", titular da empresa individual de responsabilidade limitada acima, resolve, nos termos "
            "do art. 41 da Lei nº 14.195/2021, transformá-la em sociedade limitada unipessoal, que passa a se denominar "
            f"{c.razao}, regida pelo contrato social a seguir.", first_indent=24)
    sh.title("CONTRATO SOCIAL DA SOCIEDADE LIMITADA UNIPESSOAL", 11)
    _clausulas(sh, fk, c, cap, cap, False, objeto=obj)
    sh.para(f"{c.cidade}, {fmt_date_long(signed)}.")
    sh.signature(s.nome, "Sócio(a) único(a)")
    _junta(sh, fk, c, reg)
    return Out("contrato_social", {"razao_social": c.razao, "cnpj": c.cnpj, "capital_social": f"{cap}.00",
                                   "capital_integralizado": f"{cap}.00", "socios": [{"nome": s.nome, "cpf": s.cpf}],
                                   "objeto_social": obj, "nire": c.nire, "data_registro": reg.isoformat()})


def requerimento_empresario(sh: Sheet, fk: Fake) -> Out:
    """Requerimento de Empresário (Junta Comercial) — kind registro_comercial."""
    sh.s = Style("LibNarrow", 10, 6.5)
    c = fk.company(1)
    p = c.socios[0]
    reg = fk.date_between(dt.date(2019, 1, 1), dt.date(2026, 9, 1))
    sh.line("MINISTÉRIO DA ECONOMIA - DEPARTAMENTO NACIONAL DE REGISTRO EMPRESARIAL E INTEGRAÇÃO", 8, False, "center")
    sh.title("REQUERIMENTO DE EMPRESÁRIO", 14)
    sh.grid([[("Nome civil do empresário", p.nome, 0.7), ("CPF", fmt_cpf(p.cpf), 0.3)],
             [("Nacionalidade", "BRASILEIRA", 0.3), ("Estado civil", p.estado_civil.upper(), 0.3), ("Data de nascimento", fmt_date(p.nascimento), 0.4)],
             [("Nome empresarial", c.razao.replace(" EIRELI", "").replace(" LTDA.", "").replace(" LTDA", ""), 1.0)],
             [("Logradouro", c.endereco, 0.6), ("Município", c.cidade.upper(), 0.3), ("UF", c.uf, 0.1)],
             [("Capital", fmt_money(fk.r.choice([10000, 20000])), 0.3), ("Código de atividade econômica (CNAE)", c.cnae[0], 0.7)],
             [("Descrição do objeto", c.cnae[1], 1.0)]], value_size=9.5)
    sh.gap(6)
    sh.para("Requer a inscrição do empresário acima qualificado no Registro Público de Empresas Mercantis.")
    sh.signature(p.nome, "Assinatura do empresário")
    _junta(sh, fk, c, reg)
    return Out("registro_comercial", {"titular_nome": p.nome, "titular_documento": p.cpf})


_ = Company
