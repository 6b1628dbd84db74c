"""Series-8 company documents of the held-out family (issue 12): contratos sociais and
the CNPJ card.

Written from document-layouts.md (capital clause, Junta stamp, CNPJ-card labels),
CONTRACT §4 and what these documents look like, without reading `extractors/`: the
constituição of a limitada whose capital is paid in instalments (integralizado below
the subscribed capital, an instalment schedule), the Junta's running header on each
page; an alteração in which a sócio sells part of his quotas to a newcomer who enters
(all three stay), then the consolidated contract; an alteração that turns a limitada
into a sociedade limitada unipessoal after one sócio leaves; a CNPJ card whose labels
are printed in lower case under values in shaded cells."""

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
from samples.heldout.docs_vehicle import Out, plain
from samples.heldout.sheet import Sheet, Style
from samples.heldout.v8data import JUNTAS8, company8, fonts8, person8, title_case, under

OBJETOS8 = [
    "o transporte rodoviário coletivo de passageiros sob regime de fretamento e o transporte escolar",
    "a locação de automóveis com motorista e o transporte de passageiros sob fretamento eventual",
    "o transporte escolar municipal e intermunicipal de estudantes",
]


def _qualif8(p) -> str:
    return (f"{p.nome}, brasileiro(a), {p.estado_civil}, {p.profissao}, portador(a) da cédula de identidade nº "
            f"{p.rg} {p.rg_org}, inscrito(a) no CPF sob o nº {fmt_cpf(p.cpf)}, residente e domiciliado(a) na "
            f"{p.endereco}, {p.bairro}, {p.cidade}/{p.uf}")


def _junta_header(sh: Sheet, c, reg: dt.date, prot: str) -> None:
    junta, sigla, _ = JUNTAS8[c.uf]
    sh.text_at(sh.m, 16, f"{junta} - {sigla}", 7, True)
    sh.text_at(sh.W - sh.m, 16, f"Registro {fmt_date(reg)} sob nº {prot} - NIRE {c.nire}", 7, align="right")
    sh.text_at(sh.W / 2, sh.H - 26, f"Empresa: {fmt_cnpj(c.cnpj)} - documento registrado na {sigla} - "
               f"autenticidade: {sigla.lower()}.gov.br", 6.5, align="center")


def contrato_social_integralizacao_parcelada(sh: Sheet, fk: Fake) -> Out:
    """'INSTRUMENTO PARTICULAR DE CONSTITUIÇÃO DE SOCIEDADE LIMITADA' with the capital
    subscribed now and paid in three instalments ('integralizado neste ato' below the
    capital, then a schedule of dated instalments); the Junta's registration repeated in
    a running header and footer on both pages."""
    sh.s = Style("DjSerif", 9.5, 6.5)
    c = company8(fk, 2)
    obj = fk.r.choice(OBJETOS8)
    cap = fk.r.choice([60000, 100000, 180000, 240000])
    integ = cap // fk.r.choice([4, 5, 10])
    signed = fk.date_between(dt.date(2023, 2, 1), dt.date(2026, 8, 1))
    reg = signed + dt.timedelta(days=fk.r.randint(4, 20))
    prot = f"{reg.year}{fk.digits(7)}"
    shares = [cap * 3 // 5, cap - cap * 3 // 5]

    def header(s: Sheet) -> None:
        _junta_header(s, c, reg, prot)

    sh.on_page_end = header  # drawn on each page the contract leaves, and on its last one below
    sh.title("INSTRUMENTO PARTICULAR DE CONSTITUIÇÃO DE SOCIEDADE LIMITADA", 12.5)
    sh.line(c.razao, 11.5, True, "center")
    sh.gap(6)
    for s in c.socios:
        sh.para(_qualif8(s) + ";", 9.5)
    sh.para("resolvem constituir uma sociedade limitada mediante as condições e cláusulas seguintes:", first_indent=28)
    sh.para("Cláusula 1ª - Nome empresarial e sede", bold=True)
    sh.para(f"A sociedade gira sob o nome empresarial {c.razao} e tem sede na {c.endereco}, {c.bairro}, "
            f"{c.cidade}/{c.uf}, CEP {c.cep}.", first_indent=28)
    sh.para("Cláusula 2ª - Objeto", bold=True)
    sh.para(f"A sociedade tem por objeto {obj}.", first_indent=28)
    sh.para("Cláusula 3ª - Capital social e sua integralização", bold=True)
    parcels = 3
    rest = cap - integ
    each = rest // parcels
    amounts = [each] * (parcels - 1) + [rest - each * (parcels - 1)]
    dates = [signed.replace(day=1) + dt.timedelta(days=32 * (i + 3)) for i in range(parcels)]
    dates = [d.replace(day=10) for d in dates]
    nq = f"{cap:,}".replace(",", ".")
    sh.para(f"O capital social é de {fmt_money(cap)} ({por_extenso(cap)}), dividido em {nq} quotas de R$ 1,00 "
            "cada uma, totalmente subscritas, das quais "
            f"{fmt_money(integ)} ({por_extenso(integ)}) são integralizados neste ato, em moeda corrente, e o "
            f"saldo de {fmt_money(rest)} será integralizado em {parcels} parcelas, conforme o cronograma abaixo:",
            first_indent=28)
    sh.table(["Parcela", "Vencimento", "Valor"],
             [[f"{i + 1}ª", fmt_date(d), fmt_money(a)] for i, (d, a) in enumerate(zip(dates, amounts, strict=True))],
             [0.2, 0.4, 0.4], size=8.5)
    sh.table(["Sócio", "CPF", "Quotas subscritas", "Valor subscrito"],
             [[s.nome, fmt_cpf(s.cpf), f"{q:,}".replace(",", "."), fmt_money(q)]
              for s, q in zip(c.socios, shares, strict=True)], [0.42, 0.2, 0.18, 0.2], size=8.5)
    for head, body in [
        ("Cláusula 4ª - Responsabilidade", "A responsabilidade de cada sócio é restrita ao valor de suas quotas, "
         "mas todos respondem solidariamente pela integralização do capital social (art. 1.052 do Código Civil)."),
        ("Cláusula 5ª - Administração", f"A sociedade é administrada pelo sócio {c.socios[0].nome}, com poderes "
         "para representá-la isoladamente, ativa e passivamente."),
        ("Cláusula 6ª - Exercício social", "O exercício social coincide com o ano civil; ao seu término serão "
         "levantados o inventário, o balanço patrimonial e o balanço de resultado econômico."),
        ("Cláusula 7ª - Pro labore", "Os sócios poderão fixar retirada mensal a título de pro labore, observadas "
         "as disposições regulamentares pertinentes."),
        ("Cláusula 8ª - Desimpedimento", "O administrador declara, sob as penas da lei, que não está impedido de "
         "exercer a administração da sociedade."),
        ("Cláusula 9ª - Foro", f"Fica eleito o foro de {c.cidade}/{c.uf} para qualquer ação fundada neste contrato."),
    ]:
        sh.para(head, bold=True)
        sh.para(body, first_indent=28)
    sh.para(f"{c.cidade}/{c.uf}, {fmt_date_long(signed)}.")
    for s in c.socios:
        sh.signature(s.nome, "Sócio")
    header(sh)
    sh.on_page_end = None
    return Out("contrato_social", {
        "razao_social": c.razao, "cnpj": c.cnpj, "capital_social": f"{cap}.00",
        "capital_integralizado": f"{integ}.00", "socios": [{"nome": s.nome, "cpf": s.cpf} for s in c.socios],
        "objeto_social": obj, "nire": c.nire, "data_registro": reg.isoformat()})


def _stamp8(sh: Sheet, fk: Fake, c, reg: dt.date) -> None:
    junta, sigla, _ = JUNTAS8[c.uf]
    sh.gap(8)
    sh.ensure(90)
    sh.stamp([sigla, junta[:58], f"Certifico o registro em {fmt_date(reg)} sob o nº {reg.year}{fk.digits(7)}",
              f"Protocolo {fk.digits(8)} - NIRE {c.nire}", f"Empresa: {fmt_cnpj(c.cnpj)}"],
             sh.m, sh.y, 300)
    sh.y += 66


def contrato_social_entrada_socio(sh: Sheet, fk: Fake) -> Out:
    """'ALTERAÇÃO CONTRATUAL' in which one sócio sells PART of his quotas to a newcomer
    who enters the company (both old sócios stay), then the 'CONSOLIDAÇÃO DO CONTRATO
    SOCIAL' with the three sócios; gold sócios: all three."""
    sh.s = Style("LibSerif", 10, 6.5)
    c = company8(fk, 2)
    novo = person8(fk, (c.uf,))
    obj = fk.r.choice(OBJETOS8)
    cap = fk.r.choice([80000, 120000, 200000])
    q0, q1 = cap // 2, cap // 2
    cedidas = cap // 5
    signed = fk.date_between(dt.date(2024, 1, 10), dt.date(2026, 9, 1))
    reg = signed + dt.timedelta(days=fk.r.randint(3, 12))
    n = fk.r.randint(2, 7)
    sh.title(f"{n}ª ALTERAÇÃO CONTRATUAL DE {c.razao}", 12.5)
    sh.line(f"CNPJ {fmt_cnpj(c.cnpj)} - NIRE {c.nire}", 10, True, "center")
    sh.gap(6)
    for s in c.socios:
        sh.para(_qualif8(s) + ";", 9.5)
    sh.para("únicos sócios da sociedade acima, e ainda " + _qualif8(novo) + ", doravante denominado(a) SÓCIO(A) "
            "INGRESSANTE, resolvem alterar o contrato social mediante as cláusulas seguintes:", first_indent=28)
    sh.para("PRIMEIRA - DA CESSÃO PARCIAL DE QUOTAS E DO INGRESSO DE SÓCIO", bold=True)
    nc = f"{cedidas:,}".replace(",", ".")
    sh.para(f"O sócio {c.socios[0].nome} cede e transfere, a título oneroso, {nc} "
            f"quotas de sua titularidade, no valor de {fmt_money(cedidas)}, ao(à) sócio(a) ingressante "
            f"{novo.nome}, que passa a integrar a sociedade; o cedente permanece na sociedade com as quotas "
            "restantes. O sócio remanescente renuncia ao direito de preferência.", first_indent=28)
    sh.para("SEGUNDA - DA CONSOLIDAÇÃO", bold=True)
    sh.para("Em face das alterações acima, os sócios consolidam o contrato social, que passa a ter a redação "
            "seguinte:", first_indent=28)
    sh.new_page()
    sh.title("CONSOLIDAÇÃO DO CONTRATO SOCIAL", 13)
    sh.line(c.razao, 11, True, "center")
    sh.gap(4)
    sh.para(f"Cláusula 1ª - A sociedade gira sob o nome empresarial {c.razao}, com sede em {c.cidade}/{c.uf}.")
    sh.para(f"Cláusula 2ª - O objeto social é {obj}.")
    sh.para(f"Cláusula 3ª - O capital social, totalmente integralizado, é de {fmt_money(cap)} ({por_extenso(cap)}), "
            "dividido em quotas de R$ 1,00, assim distribuídas:")
    final = [(c.socios[0], q0 - cedidas), (c.socios[1], q1), (novo, cedidas)]
    sh.table(["Sócio", "CPF", "Quotas", "Valor"],
             [[s.nome, fmt_cpf(s.cpf), f"{q:,}".replace(",", "."), fmt_money(q)] for s, q in final]
             + [["TOTAL", "", f"{cap:,}".replace(",", "."), fmt_money(cap)]], [0.42, 0.2, 0.16, 0.22], size=8.5)
    sh.para(f"Cláusula 4ª - A administração cabe aos sócios {c.socios[0].nome} e {c.socios[1].nome}, "
            "isoladamente.")
    sh.para("Cláusula 5ª - O exercício social termina em 31 de dezembro de cada ano.")
    sh.para(f"{c.cidade}/{c.uf}, {fmt_date_long(signed)}.")
    for s, _q in final:
        sh.signature(s.nome, "Sócio")
    _stamp8(sh, fk, c, reg)
    return Out("contrato_social", {
        "razao_social": c.razao, "cnpj": c.cnpj, "capital_social": f"{cap}.00", "capital_integralizado": f"{cap}.00",
        "socios": [{"nome": s.nome, "cpf": s.cpf} for s, _q in final], "objeto_social": obj, "nire": c.nire,
        "data_registro": reg.isoformat()})


def contrato_social_unipessoal_saida(sh: Sheet, fk: Fake) -> Out:
    """'ALTERAÇÃO E TRANSFORMAÇÃO EM SOCIEDADE LIMITADA UNIPESSOAL': one of two sócios
    leaves (his quotas bought by the other), the company continues as a unipessoal with
    'Ltda' kept; the sole sócio's qualification in Title case in the consolidation;
    two pages; the Junta stamp."""
    fonts8()
    sh.s = Style("LibSerifBI", 10, 6.5)
    c = company8(fk, 2)
    sai, fica = c.socios[1], c.socios[0]
    obj = fk.r.choice(OBJETOS8)
    cap = fk.r.choice([50000, 70000, 150000])
    integ = cap if fk.r.random() < 0.5 else cap * 3 // 5
    signed = fk.date_between(dt.date(2024, 3, 1), dt.date(2026, 9, 1))
    reg = signed + dt.timedelta(days=fk.r.randint(3, 12))
    sh.title("ALTERAÇÃO CONTRATUAL E TRANSFORMAÇÃO EM SOCIEDADE LIMITADA UNIPESSOAL", 12)
    sh.line(f"{c.razao} - CNPJ {fmt_cnpj(c.cnpj)}", 10, True, "center")
    sh.gap(6)
    sh.para(_qualif8(fica) + ", e " + _qualif8(sai) + ", únicos sócios da sociedade, resolvem:", 9.5)
    sh.para(f"1. O sócio {sai.nome} retira-se da sociedade, cedendo a totalidade de suas quotas ao sócio "
            f"{fica.nome}, que as adquire, dando-se as partes plena quitação.", first_indent=24)
    sh.para("2. Em razão da retirada, a sociedade passa a contar com um único sócio e continua como sociedade "
            "limitada unipessoal, nos termos do art. 1.052, §§ 1º e 2º, do Código Civil.", first_indent=24)
    for i in range(3, 9):
        sh.para(f"{i}. Permanecem inalteradas as demais cláusulas não expressamente modificadas por este "
                "instrumento, que passam a integrar a consolidação abaixo.", first_indent=24)
    sh.new_page()
    sh.title("CONTRATO SOCIAL CONSOLIDADO - SOCIEDADE LIMITADA UNIPESSOAL", 12.5)
    sh.para(f"Sócio único: {title_case(fica.nome)}, CPF {fmt_cpf(fica.cpf)}.")
    sh.para(f"Cláusula 1ª - A sociedade gira sob o nome empresarial {c.razao}, com sede em {c.cidade}/{c.uf}.")
    sh.para(f"Cláusula 2ª - Objeto: {obj}.")
    integ_txt = ("totalmente integralizado" if integ == cap
                 else f"dos quais {fmt_money(integ)} integralizados e o restante a integralizar em 12 meses")
    sh.para(f"Cláusula 3ª - O capital social é de {fmt_money(cap)} ({por_extenso(cap)}), {integ_txt}, "
            "representado por quotas de R$ 1,00, todas do sócio único.")
    sh.para("Cláusula 4ª - A administração cabe ao sócio único, que assina isoladamente.")
    sh.para(f"{c.cidade}/{c.uf}, {fmt_date_long(signed)}.")
    sh.signature(fica.nome, "Sócio único")
    sh.signature(sai.nome, "Sócio retirante")
    _stamp8(sh, fk, c, reg)
    return Out("contrato_social", {
        "razao_social": c.razao, "cnpj": c.cnpj, "capital_social": f"{cap}.00",
        "capital_integralizado": f"{integ}.00", "socios": [{"nome": fica.nome, "cpf": fica.cpf}],
        "objeto_social": obj, "nire": c.nire, "data_registro": reg.isoformat()})


def cnpj_rotulos_abaixo(sh: Sheet, fk: Fake) -> Out:
    """The RFB card with every label in lower case UNDER its value, values in shaded
    cells, the CNAEs as 'dd.dd-d-dd - description', natureza as 'ddd-d - name'."""
    sh.s = Style("LibSans", 9.5, 6)
    c = company8(fk, fk.r.choice([1, 2]))
    sec = c.cnaes_sec
    sh.line("REPÚBLICA FEDERATIVA DO BRASIL", 9, True, "center")
    sh.line("CADASTRO NACIONAL DA PESSOA JURÍDICA", 11, True, "center")
    sh.line("comprovante de inscrição e de situação cadastral", 10, False, "center")
    sh.gap(6)
    rows = [
        [("número de inscrição", f"{fmt_cnpj(c.cnpj)} MATRIZ", 0.4), ("data de abertura", fmt_date(c.abertura), 0.3),
         ("porte", c.porte, 0.3)],
        [("nome empresarial", c.razao, 1.0)],
        [("título do estabelecimento (nome de fantasia)", c.fantasia or "********", 1.0)],
        [("código e descrição da atividade econômica principal", f"{c.cnae[0]} - {c.cnae[1]}", 1.0)],
    ]
    rows += [[("código e descrição das atividades econômicas secundárias" if i == 0 else "", f"{a} - {b}", 1.0)]
             for i, (a, b) in enumerate(sec)]
    rows += [
        [("código e descrição da natureza jurídica", f"{c.natureza[0]} - {c.natureza[1]}", 1.0)],
        [("logradouro", c.endereco.upper(), 0.6), ("bairro/distrito", c.bairro.upper(), 0.4)],
        [("município", plain(c.cidade), 0.5), ("uf", c.uf, 0.15), ("cep", c.cep, 0.35)],
        [("situação cadastral", "ATIVA", 0.5), ("data da situação cadastral", fmt_date(c.abertura), 0.5)],
    ]
    under(sh, rows, vs=9.5, ls=5.5, shade=0.88)
    sh.gap(6)
    sh.line(f"Emitido no dia {fmt_date(fk.recent(10))} às {fk.r.randint(8, 20):02d}:{fk.r.randint(0, 59):02d}:"
            f"{fk.r.randint(0, 59):02d} (data e hora de Brasília).", 7.5)
    f = {"cnpj": c.cnpj, "razao_social": c.razao, "data_abertura": c.abertura.isoformat(), "situacao": "ATIVA",
         "cnae_principal": "".join(ch for ch in c.cnae[0] if ch.isdigit()),
         "cnaes_secundarios": ["".join(ch for ch in a if ch.isdigit()) for a, _b in sec],
         "natureza_juridica": "".join(ch for ch in c.natureza[0] if ch.isdigit()), "porte": c.porte,
         "municipio": plain(c.cidade), "uf": c.uf}
    if c.fantasia:
        f["nome_fantasia"] = c.fantasia
    return Out("cnpj", f)
