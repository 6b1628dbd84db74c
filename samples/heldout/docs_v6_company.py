"""Series-6 company layouts of the held-out family (issue 12).

Written from CONTRACT §4, `../shared/docs/document-layouts.md` §6-§7 and what these
documents look like, without reading `extractors/` nor any fix made there: the 'ATO
CONSTITUTIVO' of a sociedade limitada unipessoal in 'Cláusula 1ª' form, followed by the
Junta's 'TERMO DE AUTENTICAÇÃO' page (CNPJ, NIRE, the registration date and the
signatories' CPFs, an accountant among them); an 'INSTRUMENTO PARTICULAR DE ALTERAÇÃO
CONTRATUAL' with numbered items (the old capital, the increase, a new sócio admitted)
and the consolidated contract after it; the CCMEI of a MEI (registro_comercial: the
empresário, his CPF and the CNPJ on one page); the RFB card of a MEI (razão social
starting with the CNPJ root, 'Não informada' secundárias)."""

from __future__ import annotations

import datetime as dt

from samples.heldout.data import (
    Fake,
    fmt_cnpj,
    fmt_cpf,
    fmt_date,
    fmt_date_long,
    fmt_money,
    por_extenso,
)
from samples.heldout.docs_company import _digits
from samples.heldout.docs_v2_certidoes import _hm
from samples.heldout.docs_v2_company import milhar
from samples.heldout.docs_v5_misc import OBJETOS5
from samples.heldout.docs_vehicle import Out, plain
from samples.heldout.sheet import Sheet, Style
from samples.heldout.v6data import JUNTAS6, company6, fonts6, mei6, person6


def _qualif6(p) -> str:
    return (f"{p.nome}, brasileiro(a), {p.estado_civil}, {p.profissao}, nascido(a) em {fmt_date(p.nascimento)}, "
            f"portador(a) da carteira de identidade nº {p.rg} {p.rg_org}, inscrito(a) no CPF sob o nº {fmt_cpf(p.cpf)}, "
            f"residente e domiciliado(a) na {p.endereco}, bairro {p.bairro}, {p.cidade}/{p.uf}, CEP {p.cep}")


def _capital_txt(cap: int, integ: int, until: dt.date) -> str:
    txt = (f"O capital social é de {fmt_money(cap)} ({por_extenso(cap)}), dividido em {milhar(cap)} "
           f"({por_extenso(cap).replace(' reais', '')}) quotas de valor nominal de R$ 1,00 (um real) cada, ")
    if integ == cap:
        return txt + "totalmente subscritas e integralizadas, neste ato, em moeda corrente do País"
    return (txt + f"das quais {fmt_money(integ)} ({por_extenso(integ)}) integralizados neste ato em moeda corrente do "
            f"País e o saldo de {fmt_money(cap - integ)} a integralizar até {fmt_date(until)}")


def contrato_social_unipessoal(sh: Sheet, fk: Fake) -> Out:
    """'ATO CONSTITUTIVO DE SOCIEDADE LIMITADA UNIPESSOAL': the sole sócio qualified in the
    opening paragraph, 'Cláusula 1ª – …' headings, the capital partly paid in on some
    seeds, the sócio as administrator; then, on its own page, the Junta's 'TERMO DE
    AUTENTICAÇÃO' (CNPJ, NIRE, protocol and registration dates, the signatories' CPFs —
    the sócio and the accountant)."""
    fonts6()
    sh.s = Style("LibSerif", 11)
    c = company6(fk, 1)
    s = c.socios[0]
    c.razao = c.razao.replace("EIRELI", "LTDA")
    obj = fk.r.choice(OBJETOS5)
    cap = fk.r.choice([30000, 50000, 80000, 100000])
    integ = cap if fk.r.random() < 0.5 else cap // fk.r.choice([2, 4])
    signed = fk.date_between(dt.date(2023, 3, 1), dt.date(2026, 9, 1))
    prot = signed + dt.timedelta(days=fk.r.randint(1, 4))
    reg = prot + dt.timedelta(days=fk.r.randint(1, 9))
    contador = person6(fk, (c.uf,))
    junta, sigla, _ = JUNTAS6[c.uf]
    sh.title("ATO CONSTITUTIVO DE SOCIEDADE LIMITADA UNIPESSOAL", 13)
    sh.line(c.razao, 11.5, True, "center")
    sh.gap(10)
    sh.para(f"{_qualif6(s)}, resolve constituir uma sociedade limitada unipessoal, nos termos do art. 1.052, §§ 1º e 2º, "
            "do Código Civil, que se regerá pelas cláusulas seguintes:", first_indent=36)
    clauses = [
        ("Do nome empresarial", f"A sociedade adota o nome empresarial {c.razao}."),
        ("Da sede", f"A sociedade tem sede na {c.endereco}, bairro {c.bairro}, {c.cidade}/{c.uf}, CEP {c.cep}."),
        ("Do objeto", f"A sociedade tem por objeto {obj}."),
        ("Do início e do prazo", "A sociedade inicia suas atividades na data do arquivamento deste ato e seu prazo de "
         "duração é indeterminado."),
        ("Do capital social", _capital_txt(cap, integ, reg.replace(year=reg.year + 2)) +
         f", todas pertencentes ao sócio único {s.nome}."),
        ("Da responsabilidade", "A responsabilidade do sócio é restrita ao valor de suas quotas, mas responde pela "
         "integralização do capital social."),
        ("Da administração", f"A administração da sociedade cabe ao sócio {s.nome}, com os poderes e atribuições de "
         "administrador, que a representará ativa e passivamente, em juízo ou fora dele, isoladamente."),
        ("Do pró-labore", "O administrador poderá fixar retirada mensal a título de pró-labore."),
        ("Do exercício social", "O exercício social coincide com o ano civil; em 31 de dezembro de cada ano será "
         "levantado o balanço patrimonial e o de resultado econômico."),
        ("Do falecimento", "Falecendo ou interditado o sócio, a sociedade continuará com seus herdeiros ou sucessores."),
        ("Da declaração de desimpedimento", "O administrador declara, sob as penas da lei, que não está impedido de "
         "exercer a administração da sociedade por lei especial ou em virtude de condenação criminal."),
        ("Do foro", f"Fica eleito o foro da comarca de {c.cidade}/{c.uf}."),
    ]
    for i, (head, body) in enumerate(clauses, start=1):
        sh.para(f"Cláusula {i}ª – {head}", bold=True)
        sh.para(body, first_indent=28)
    sh.para(f"{c.cidade}, {fmt_date_long(signed)}.")
    sh.signature(s.nome, "Sócio e administrador")
    sh.new_page()
    sh.line(junta, 11, True, "center")
    sh.title("TERMO DE AUTENTICAÇÃO - REGISTRO DIGITAL", 12)
    sh.gap(4)
    sh.para(f"Certifico que o ato da empresa {c.razao}, consubstanciado no ATO CONSTITUTIVO, foi deferido e arquivado "
            f"nesta Junta Comercial sob o número {reg.year}{fk.digits(7)}, em {fmt_date(reg)}.", 10.5)
    sh.table(["Identificação do processo", ""],
             [["Número do protocolo", f"{str(prot.year)[2:]}/{fk.digits(6)}-{fk.digits(1)}"],
              ["Data do protocolo", fmt_date(prot)], ["Data de registro", fmt_date(reg)],
              ["CNPJ", fmt_cnpj(c.cnpj)], ["NIRE", c.nire], ["Nome", c.razao]], [0.35, 0.65], size=9.5)
    sh.line("Identificação do(s) assinante(s)", 10, True)
    sh.table(["CPF", "Nome"], [[fmt_cpf(s.cpf), s.nome], [fmt_cpf(contador.cpf), f"{contador.nome} (contabilista)"]],
             [0.3, 0.7], size=9.5)
    sh.gap(10)
    sh.line(f"{fk.name()} - Secretário(a)-Geral - {sigla}", 9.5)
    sh.line(f"Autenticação: {fk.hexcode(5)}", 8)
    return Out("contrato_social", {"razao_social": c.razao, "cnpj": c.cnpj, "capital_social": f"{cap}.00",
                                   "capital_integralizado": f"{integ}.00", "socios": [{"nome": s.nome, "cpf": s.cpf}],
                                   "objeto_social": obj, "nire": c.nire, "data_registro": reg.isoformat()})


def contrato_social_alteracao_aumento(sh: Sheet, fk: Fake) -> Out:
    """'INSTRUMENTO PARTICULAR DE Nª ALTERAÇÃO CONTRATUAL': the sócios qualified, then
    numbered items — '1. DO AUMENTO DO CAPITAL SOCIAL' (the old capital, the increase),
    '2. DA ADMISSÃO DE SÓCIO' (a new sócio qualified), '3. DA CONSOLIDAÇÃO' — and the
    'CONTRATO SOCIAL CONSOLIDADO' in 'CLÁUSULA 1ª' form with the new capital and the quota
    table of all three sócios; the Junta's stamp at the end."""
    fonts6()
    sh.s = Style("DjSerifCond", 10.5)
    c = company6(fk, 2)
    new = person6(fk, (c.uf,))
    obj = fk.r.choice(OBJETOS5)
    old = fk.r.choice([20000, 30000, 40000])
    inc = fk.r.choice([30000, 60000, 80000])
    cap = old + inc
    integ = cap if fk.r.random() < 0.6 else old + inc // 2
    signed = fk.date_between(dt.date(2024, 2, 1), dt.date(2026, 9, 1))
    reg = signed + dt.timedelta(days=fk.r.randint(5, 25))
    until = reg.replace(year=reg.year + 1)
    n_alt = fk.r.randint(2, 7)
    junta, sigla, _ = JUNTAS6[c.uf]
    a, b = c.socios
    q_new = inc // 2
    dist = [(a, old // 2 + inc - q_new), (b, old - old // 2), (new, q_new)]
    sh.title(f"INSTRUMENTO PARTICULAR DE {n_alt}ª ALTERAÇÃO CONTRATUAL", 13)
    sh.line(c.razao, 11.5, True, "center")
    sh.line(f"CNPJ nº {fmt_cnpj(c.cnpj)} - NIRE {c.nire}", 10, False, "center")
    sh.gap(8)
    sh.para(f"{_qualif6(a)}; e {_qualif6(b)}; únicos sócios da sociedade empresária limitada acima identificada, com "
            f"sede na {c.endereco}, {c.bairro}, {c.cidade}/{c.uf}, resolvem alterar o contrato social mediante as "
            "condições seguintes:", first_indent=36)
    sh.para("1. DO AUMENTO DO CAPITAL SOCIAL", bold=True)
    sh.para(f"1.1. O capital social, que era de {fmt_money(old)} ({por_extenso(old)}), totalmente integralizado, é "
            f"elevado para {fmt_money(cap)} ({por_extenso(cap)}), com um aumento de {fmt_money(inc)} "
            f"({por_extenso(inc)}), representado por {milhar(inc)} novas quotas de R$ 1,00 cada.", first_indent=20)
    sh.para(f"1.2. Das novas quotas, o sócio {a.nome} subscreve {milhar(inc - q_new)} e o sócio ingressante {new.nome} "
            f"subscreve {milhar(q_new)}, " + ("integralizadas neste ato em moeda corrente." if integ == cap else
                                              f"integralizando neste ato {fmt_money(integ - old)} e o saldo até "
                                              f"{fmt_date(until)}."), first_indent=20)
    sh.para("2. DA ADMISSÃO DE SÓCIO", bold=True)
    sh.para(f"2.1. É admitido na sociedade {_qualif6(new)}, que declara conhecer e aceitar as condições deste contrato.",
            first_indent=20)
    sh.para("3. DA CONSOLIDAÇÃO", bold=True)
    sh.para("3.1. Em face das alterações acima, os sócios resolvem consolidar o contrato social, que passa a vigorar "
            "com a redação seguinte, ficando revogadas as cláusulas anteriores.", first_indent=20)
    sh.gap(6)
    sh.title("CONTRATO SOCIAL CONSOLIDADO", 12)
    cl = [("DA DENOMINAÇÃO", f"A sociedade gira sob o nome empresarial {c.razao}."),
          ("DA SEDE", f"A sede da sociedade é na {c.endereco}, bairro {c.bairro}, {c.cidade}/{c.uf}, CEP {c.cep}."),
          ("DO OBJETO SOCIAL", f"A sociedade tem por objeto {obj}."),
          ("DO PRAZO", "O prazo de duração da sociedade é indeterminado.")]
    n = 1
    for head, body in cl:
        sh.para(f"CLÁUSULA {n}ª - {head}", bold=True)
        sh.para(body, first_indent=28)
        n += 1
    sh.para(f"CLÁUSULA {n}ª - DO CAPITAL SOCIAL", bold=True)
    n += 1
    sh.para(_capital_txt(cap, integ, until) + ", assim distribuídas entre os sócios:", first_indent=28)
    sh.table(["Sócio", "CPF", "Quotas", "Valor (R$)"],
             [[p.nome[:40], fmt_cpf(p.cpf), milhar(q), fmt_money(q)[3:]] for p, q in dist]
             + [["TOTAL", "", milhar(cap), fmt_money(cap)[3:]]], [0.48, 0.2, 0.14, 0.18], size=8.5)
    for head, body in [
        ("DA ADMINISTRAÇÃO", f"A administração da sociedade cabe aos sócios {a.nome} e {new.nome}, isoladamente, com "
         "os poderes de administrador."),
        ("DA RESPONSABILIDADE", "A responsabilidade de cada sócio é restrita ao valor de suas quotas, mas todos "
         "respondem solidariamente pela integralização do capital social."),
        ("DO EXERCÍCIO SOCIAL", "O exercício social termina em 31 de dezembro de cada ano, quando serão levantados o "
         "inventário, o balanço patrimonial e o de resultado econômico."),
        ("DA CESSÃO DE QUOTAS", "As quotas não poderão ser cedidas a terceiros sem o consentimento dos demais sócios."),
        ("DO FORO", f"Fica eleito o foro da comarca de {c.cidade}/{c.uf}."),
    ]:
        sh.para(f"CLÁUSULA {n}ª - {head}", bold=True)
        sh.para(body, first_indent=28)
        n += 1
    sh.para(f"E por estarem justos e contratados, assinam o presente instrumento. {c.cidade}, {fmt_date_long(signed)}.")
    for p in (a, b, new):
        sh.signature(p.nome, "Sócio(a)")
    sh.ensure(72)
    sh.stamp([junta[:46], f"{sigla} - Certifico o registro em {fmt_date(reg)}", f"sob o nº {reg.year}{fk.digits(6)}",
              f"NIRE {c.nire} - Protocolo {fk.digits(2)}/{fk.digits(6)}", "Secretário(a)-Geral"],
             sh.W - sh.m - 230, sh.y + 6, 230)
    sh.y += 70
    return Out("contrato_social", {"razao_social": c.razao, "cnpj": c.cnpj, "capital_social": f"{cap}.00",
                                   "capital_integralizado": f"{integ}.00",
                                   "socios": [{"nome": p.nome, "cpf": p.cpf} for p, _q in dist],
                                   "objeto_social": obj, "nire": c.nire, "data_registro": reg.isoformat()})


def ccmei(sh: Sheet, fk: Fake) -> Out:
    """The CCMEI ('Certificado da Condição de Microempreendedor Individual'): nome
    empresarial (the CNPJ root and the name), nome do empresário, identidade, CPF, capital,
    the CNPJ as 'Número do registro', ocupação and CNAE, the endereço comercial, the
    'Termo de Ciência e Responsabilidade', the situação and the emission date."""
    fonts6()
    sh.s = Style("Helv", 9.5)
    c, p, cnae = mei6(fk)
    emis = fk.recent(40)
    sh.line("Empresa Simples - Portal do Empreendedor", 8, False, "right")
    sh.title("CERTIFICADO DA CONDIÇÃO DE MICROEMPREENDEDOR INDIVIDUAL", 12.5)
    sh.line("Empresário Individual - MEI", 9, False, "center")
    sh.gap(6)
    sh.line("IDENTIFICAÇÃO", 10, True)
    sh.grid([[("Nome empresarial", c.razao, 1.0)],
             [("Nome do empresário", p.nome, 0.7), ("CPF", fmt_cpf(p.cpf), 0.3)],
             [("Nº da identidade", p.rg, 0.35), ("Órgão emissor", p.rg_org.split("/")[0], 0.2), ("UF", p.uf, 0.1),
              ("Capital social", "R$ 1.000,00", 0.35)],
             [("Número do registro (CNPJ)", fmt_cnpj(c.cnpj), 0.5), ("Data de início de atividades", fmt_date(c.abertura), 0.5)]],
            value_size=9.5, label_upper=False)
    sh.gap(6)
    sh.line("ATIVIDADES", 10, True)
    sh.grid([[("Forma(s) de atuação", "Em local fixo fora de loja; Porta a porta, postos móveis ou por ambulantes", 1.0)],
             [("Ocupação principal", cnae[2], 1.0)],
             [("Atividade principal (CNAE)", f"{_digits(cnae[0])[:4]}-{_digits(cnae[0])[4]}/{_digits(cnae[0])[5:]} - {cnae[1]}",
               1.0)]], value_size=9, label_upper=False)
    sh.gap(6)
    sh.line("ENDEREÇO COMERCIAL", 10, True)
    sh.grid([[("CEP", c.cep, 0.2), ("Logradouro", c.endereco, 0.55), ("Bairro", c.bairro[:24], 0.25)],
             [("Município", c.cidade.upper(), 0.6), ("UF", c.uf, 0.1), ("Situação cadastral vigente", "ATIVO", 0.3)]],
            value_size=9, label_upper=False)
    sh.gap(8)
    sh.line("TERMO DE CIÊNCIA E RESPONSABILIDADE COM EFEITO DE DISPENSA DE ALVARÁ E LICENÇA DE FUNCIONAMENTO", 8.5, True)
    sh.para("Declaro, sob as penas da lei, que conheço e atenderei os requisitos legais exigidos pelo Estado e pelo "
            "Município para a dispensa da emissão do Alvará e das Licenças de Funcionamento, notadamente os relativos "
            "ao transporte de passageiros, cuja permissão depende de ato próprio do Município.", 8.5)
    sh.gap(6)
    sh.line(f"Emitido em: {fmt_date(emis)} às {_hm(fk, True)}", 9)
    sh.qr_like(sh.W - sh.m - 70, sh.y + 4, 64, fk.r.randint(0, 10**6))
    sh.line("A autenticidade deste certificado pode ser verificada no Portal do Empreendedor.", 7.5)
    sh.y += 60
    return Out("registro_comercial", {"titular_nome": p.nome, "titular_documento": p.cpf,
                                      "data_emissao": emis.isoformat(), "municipio": c.cidade.upper(), "uf": c.uf})


def cnpj_cartao_mei(sh: Sheet, fk: Fake) -> Out:
    """The RFB card of a MEI: razão social starting with the CNPJ root, natureza 213-5,
    the CNAE in the IBGE dotted form, secundárias 'Não informada', values in an oblique
    monospaced face inside the boxes; 'Emitido no dia … às …' in the footer."""
    fonts6()
    sh.s = Style("Helv", 9, 5.8)
    c, _p, _cnae = mei6(fk)
    emis = fk.recent()
    sit = c.abertura
    sh.rect(sh.m, sh.y, sh.width, 44)
    sh.text_at(sh.W / 2, sh.y + 6, "REPÚBLICA FEDERATIVA DO BRASIL", 10, True, "center")
    sh.text_at(sh.W / 2, sh.y + 22, "CADASTRO NACIONAL DA PESSOA JURÍDICA", 10, True, "center")
    sh.y += 44
    rows = [
        [("NÚMERO DE INSCRIÇÃO", f"{fmt_cnpj(c.cnpj)}  MATRIZ", 0.32),
         ("COMPROVANTE DE INSCRIÇÃO E DE SITUAÇÃO CADASTRAL", "", 0.43), ("DATA DE ABERTURA", fmt_date(c.abertura), 0.25)],
        [("NOME EMPRESARIAL", c.razao, 1.0)],
        [("TÍTULO DO ESTABELECIMENTO (NOME DE FANTASIA)", c.fantasia or "********", 0.8), ("PORTE", c.porte, 0.2)],
        [("CÓDIGO E DESCRIÇÃO DA ATIVIDADE ECONÔMICA PRINCIPAL", f"{c.cnae[0]} - {c.cnae[1]}", 1.0)],
        [("CÓDIGO E DESCRIÇÃO DAS ATIVIDADES ECONÔMICAS SECUNDÁRIAS", "Não informada", 1.0)],
        [("CÓDIGO E DESCRIÇÃO DA NATUREZA JURÍDICA", f"{c.natureza[0]} - {c.natureza[1]}", 1.0)],
        [("LOGRADOURO", c.endereco.split(",")[0].upper(), 0.6), ("NÚMERO", c.endereco.split(",")[1].strip(), 0.15),
         ("COMPLEMENTO", "********", 0.25)],
        [("CEP", c.cep[:2] + "." + c.cep[2:], 0.18), ("BAIRRO/DISTRITO", c.bairro.upper()[:26], 0.37),
         ("MUNICÍPIO", plain(c.cidade), 0.35), ("UF", c.uf, 0.1)],
        [("ENDEREÇO ELETRÔNICO", "", 0.6), ("TELEFONE", f"({fk.digits(2)}) 9{fk.digits(4)}-{fk.digits(4)}", 0.4)],
        [("ENTE FEDERATIVO RESPONSÁVEL (EFR)", "*****", 1.0)],
        [("SITUAÇÃO CADASTRAL", "ATIVA", 0.6), ("DATA DA SITUAÇÃO CADASTRAL", fmt_date(sit), 0.4)],
        [("MOTIVO DE SITUAÇÃO CADASTRAL", "", 1.0)],
        [("SITUAÇÃO ESPECIAL", "********", 0.6), ("DATA DA SITUAÇÃO ESPECIAL", "********", 0.4)],
    ]
    sh.grid(rows, value_size=7.8, value_font="CourOb")
    sh.gap(8)
    sh.line("Aprovado pela Instrução Normativa RFB nº 2.119, de 06 de dezembro de 2022.", 8)
    sh.line(f"Emitido no dia {fmt_date(emis)} às {_hm(fk, True)} (data e hora de Brasília).", 8)
    sh.line("Página: 1/1", 8, False, "right")
    f = {"cnpj": c.cnpj, "razao_social": c.razao, "data_abertura": c.abertura.isoformat(), "situacao": "ATIVA",
         "cnae_principal": _digits(c.cnae[0]), "cnaes_secundarios": [], "natureza_juridica": _digits(c.natureza[0]),
         "porte": c.porte, "municipio": plain(c.cidade), "uf": c.uf}
    if c.fantasia:
        f["nome_fantasia"] = c.fantasia
    return Out("cnpj", f)

