"""Series-7 company documents of the held-out family (issue 12): contratos sociais and
the CNPJ card.

Written from document-layouts.md (capital clause, Junta stamp, CNPJ-card labels),
CONTRACT §4 and what these documents look like, without reading `extractors/`: the
constituição of a limitada with three sócios and an administrator who is not a sócio
(qualified with his own CPF in the administration clause), the capital in a quota table,
over two pages with the Junta's stamp at the end; an alteração contratual in which a
sócio assigns all his quotas to a newcomer (cessão de quotas), the retiring sócio
qualified like the others, followed by the consolidated contract; a CNPJ card printed
from a browser as plain 'LABEL: value' lines in two columns."""

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
from samples.heldout.docs_v2_certidoes import _hm
from samples.heldout.docs_vehicle import Out, plain
from samples.heldout.sheet import Sheet, Style
from samples.heldout.v7data import JUNTAS7, company7, person7

OBJETOS7 = [
    "o transporte rodoviário coletivo de passageiros sob regime de fretamento municipal, intermunicipal e "
    "interestadual e o transporte escolar",
    "o serviço de transporte de passageiros por táxi e a locação de automóveis com motorista",
    "o transporte escolar e o fretamento eventual de passageiros para turismo",
]


def _qualif7(p) -> str:
    return (
        f"{p.nome}, brasileiro(a), {p.estado_civil}, {p.profissao}, RG nº {p.rg} {p.rg_org}, CPF nº {fmt_cpf(p.cpf)}, "
        f"residente na {p.endereco}, {p.bairro}, {p.cidade}/{p.uf}"
    )


def _stamp7(sh: Sheet, fk: Fake, c, reg: dt.date) -> None:
    junta, sigla, _ = JUNTAS7[c.uf]
    sh.gap(10)
    sh.stamp(
        [
            junta,
            f"CERTIFICO O REGISTRO EM {fmt_date(reg)}",
            f"SOB Nº {reg.year}{fk.digits(7)}",
            f"NIRE {c.nire}  CNPJ {fmt_cnpj(c.cnpj)}",
            f"{sigla} - SECRETÁRIO-GERAL",
        ],
        sh.m + sh.width - 250,
        sh.y,
        250,
    )
    sh.y += 80


def contrato_social_admin_nao_socio(sh: Sheet, fk: Fake) -> Out:
    """'CONTRATO SOCIAL DE CONSTITUIÇÃO' of a limitada with three sócios; the capital in
    a table (sócio, CPF, quotas, valor); the administration given to a non-sócio
    (qualified with his CPF); two pages; the Junta's stamp with NIRE and CNPJ."""
    sh.s = Style("LibSerif", 10.5, 7)
    c = company7(fk, 3)
    c.razao = c.razao.replace("EIRELI", "LTDA")
    adm = person7(fk, (c.uf,))
    obj = fk.r.choice(OBJETOS7)
    cap = fk.r.choice([90000, 120000, 150000, 300000])
    shares = [cap // 2, cap // 4, cap - cap // 2 - cap // 4]
    integ = cap if fk.r.random() < 0.5 else cap // 2
    signed = fk.date_between(dt.date(2022, 1, 10), dt.date(2026, 9, 1))
    reg = signed + dt.timedelta(days=fk.r.randint(3, 15))
    sh.title("CONTRATO SOCIAL DE CONSTITUIÇÃO", 14)
    sh.line(c.razao, 12, True, "center")
    sh.gap(8)
    for s in c.socios:
        sh.para(_qualif7(s) + ";", 10)
    sh.para(
        "têm entre si justo e contratado constituir uma sociedade empresária limitada, que se regerá pelas "
        "cláusulas seguintes e, nas omissões, pela Lei nº 10.406/2002:",
        first_indent=30,
    )
    sh.para("CLÁUSULA PRIMEIRA - DA DENOMINAÇÃO E SEDE", bold=True)
    sh.para(
        f"A sociedade girará sob o nome empresarial {c.razao}, com sede na {c.endereco}, {c.bairro}, "
        f"{c.cidade}/{c.uf}, CEP {c.cep}.",
        first_indent=30,
    )
    sh.para("CLÁUSULA SEGUNDA - DO OBJETO", bold=True)
    sh.para(f"A sociedade tem por objeto {obj}.", first_indent=30)
    sh.para("CLÁUSULA TERCEIRA - DO CAPITAL SOCIAL", bold=True)
    txt = (
        f"O capital social é de {fmt_money(cap)} ({por_extenso(cap)}), dividido em quotas de R$ 1,00 cada, "
        "subscritas pelos sócios na forma do quadro abaixo, "
    )
    txt += (
        "integralizadas neste ato em moeda corrente."
        if integ == cap
        else f"das quais {fmt_money(integ)} ({por_extenso(integ)}) integralizados neste ato e o restante em até 24 meses."
    )
    sh.para(txt, first_indent=30)
    sh.table(
        ["Sócio", "CPF", "Quotas", "Valor (R$)"],
        [
            [s.nome, fmt_cpf(s.cpf), f"{q:,}".replace(",", "."), fmt_money(q)[3:]]
            for s, q in zip(c.socios, shares, strict=True)
        ]
        + [["TOTAL", "", f"{cap:,}".replace(",", "."), fmt_money(cap)[3:]]],
        [0.42, 0.22, 0.16, 0.2],
        size=9,
    )
    sh.para("CLÁUSULA QUARTA - DA ADMINISTRAÇÃO", bold=True)
    sh.para(
        f"A administração da sociedade caberá a administrador não sócio, {_qualif7(adm)}, designado neste ato, "
        "que representará a sociedade ativa e passivamente, judicial e extrajudicialmente, vedado o uso do nome "
        "empresarial em negócios estranhos ao objeto social (art. 1.061 do Código Civil).",
        first_indent=30,
    )
    for head, body in [
        (
            "QUINTA - DO EXERCÍCIO SOCIAL",
            "O exercício social encerra-se em 31 de dezembro de cada ano, "
            "quando serão levantados o balanço patrimonial e o de resultado econômico.",
        ),
        (
            "SEXTA - DA CESSÃO DE QUOTAS",
            "As quotas não poderão ser cedidas a terceiros sem o consentimento "
            "dos sócios que representem três quartos do capital social.",
        ),
        (
            "SÉTIMA - DO FALECIMENTO",
            "Falecendo qualquer sócio, a sociedade continuará com os herdeiros, "
            "se estes assim desejarem; caso contrário, seus haveres serão apurados em balanço especial.",
        ),
        (
            "OITAVA - DA DECLARAÇÃO DE DESIMPEDIMENTO",
            "O administrador declara que não está impedido de "
            "exercer a administração da sociedade por lei especial ou condenação criminal.",
        ),
        ("NONA - DO FORO", f"Fica eleito o foro da comarca de {c.cidade}/{c.uf}."),
    ]:
        sh.para(f"CLÁUSULA {head}", bold=True)
        sh.para(body, first_indent=30)
    sh.para(f"{c.cidade}/{c.uf}, {fmt_date_long(signed)}.")
    for s in c.socios:
        sh.signature(s.nome, "Sócio")
    sh.signature(adm.nome, "Administrador não sócio")
    _stamp7(sh, fk, c, reg)
    return Out(
        "contrato_social",
        {
            "razao_social": c.razao,
            "cnpj": c.cnpj,
            "capital_social": f"{cap}.00",
            "capital_integralizado": f"{integ}.00",
            "socios": [{"nome": s.nome, "cpf": s.cpf} for s in c.socios],
            "objeto_social": obj,
            "nire": c.nire,
            "data_registro": reg.isoformat(),
        },
    )


def contrato_social_alteracao_cessao(sh: Sheet, fk: Fake) -> Out:
    """'ALTERAÇÃO CONTRATUAL' with a cessão de quotas: the retiring sócio assigns all his
    quotas to a newcomer (both qualified), then 'CONTRATO SOCIAL CONSOLIDADO' on a new
    page with the new quota table; the gold sócios are those after the alteração."""
    sh.s = Style("DjSerif", 9.5, 6.5)
    c = company7(fk, 2)
    c.razao = c.razao.replace("EIRELI", "LTDA")
    stay, leave = c.socios
    new = person7(fk, (c.uf,))
    obj = fk.r.choice(OBJETOS7)
    cap = fk.r.choice([40000, 60000, 100000])
    q1, q2 = cap * 3 // 5, cap - cap * 3 // 5
    signed = fk.date_between(dt.date(2023, 1, 10), dt.date(2026, 9, 1))
    reg = signed + dt.timedelta(days=fk.r.randint(3, 15))
    n = fk.r.randint(2, 6)
    sh.title(f"{n}ª ALTERAÇÃO CONTRATUAL DE {c.razao}", 12.5)
    sh.line(f"CNPJ {fmt_cnpj(c.cnpj)} - NIRE {c.nire}", 10, False, "center")
    sh.gap(6)
    sh.para(
        f"{_qualif7(stay)}; e {_qualif7(leave)}, únicos sócios da sociedade acima, e ainda {_qualif7(new)}, "
        "resolvem alterar o contrato social como segue:",
        first_indent=30,
    )
    sh.para("1. DA CESSÃO E TRANSFERÊNCIA DE QUOTAS", bold=True)
    sh.para(
        f"O sócio {leave.nome} retira-se da sociedade e cede e transfere a totalidade de suas {q2:,} quotas, no valor "
        f"de {fmt_money(q2)}, a {new.nome}, que ingressa na sociedade, dando plena e geral quitação.".replace(
            ",", "."
        ),
        first_indent=30,
    )
    sh.para("2. DA ADMINISTRAÇÃO", bold=True)
    sh.para(f"A administração continua a cargo do sócio {stay.nome}.", first_indent=30)
    sh.para(f"{c.cidade}, {fmt_date_long(signed)}.")
    for p, role in [(stay, "Sócio"), (leave, "Sócio retirante"), (new, "Sócio ingressante")]:
        sh.signature(p.nome, role)
    sh.new_page()
    sh.title("CONTRATO SOCIAL CONSOLIDADO", 13)
    sh.para(
        f"A sociedade gira sob o nome empresarial {c.razao}, com sede em {c.cidade}/{c.uf}, e tem por objeto {obj}.",
        first_indent=30,
    )
    sh.para(
        f"O capital social, totalmente integralizado, é de {fmt_money(cap)} ({por_extenso(cap)}), assim distribuído:",
        first_indent=30,
    )
    sh.table(
        ["Sócio", "CPF", "Valor"],
        [
            [stay.nome, fmt_cpf(stay.cpf), fmt_money(q1)],
            [new.nome, fmt_cpf(new.cpf), fmt_money(q2)],
        ],
        [0.5, 0.25, 0.25],
        size=9.5,
    )
    sh.para(
        "Permanecem inalteradas as demais cláusulas do contrato social que não colidirem com esta alteração.",
        9.5,
    )
    _stamp7(sh, fk, c, reg)
    return Out(
        "contrato_social",
        {
            "razao_social": c.razao,
            "cnpj": c.cnpj,
            "capital_social": f"{cap}.00",
            "capital_integralizado": f"{cap}.00",
            "socios": [{"nome": stay.nome, "cpf": stay.cpf}, {"nome": new.nome, "cpf": new.cpf}],
            "objeto_social": obj,
            "nire": c.nire,
            "data_registro": reg.isoformat(),
        },
    )


def cnpj_linhas_navegador(sh: Sheet, fk: Fake) -> Out:
    """CNPJ card as a browser prints the Receita's page without its boxes: 'LABEL:' and
    value on the same line, two columns where two fields share a row, the browser's
    header (date and URL) and footer."""
    sh.s = Style("Helv", 9, 6)
    c = company7(fk, 2)
    emis = fk.recent(20)
    sh.text_at(sh.m, sh.y - 20, f"{fmt_date(emis)} {_hm(fk)}", 7)
    sh.text_at(
        sh.m + sh.width,
        sh.y - 20,
        "Comprovante de Inscrição e de Situação Cadastral",
        7,
        align="right",
    )
    sh.line("REPÚBLICA FEDERATIVA DO BRASIL", 10, True, "center")
    sh.line("CADASTRO NACIONAL DA PESSOA JURÍDICA", 11, True, "center")
    sh.line("COMPROVANTE DE INSCRIÇÃO E DE SITUAÇÃO CADASTRAL", 10, True, "center")
    sh.gap(6)
    sec = [x for x in c.cnaes_sec]
    sh.kv("NOME EMPRESARIAL", c.razao)
    sh.kv("TÍTULO DO ESTABELECIMENTO (NOME DE FANTASIA)", c.fantasia or "********")
    sh.two_col(
        [
            ("NÚMERO DE INSCRIÇÃO", fmt_cnpj(c.cnpj)),
            ("MUNICÍPIO", plain(c.cidade).upper()),
            ("SITUAÇÃO CADASTRAL", "ATIVA"),
            ("PORTE", c.porte),
        ],
        [
            ("DATA DE ABERTURA", fmt_date(c.abertura)),
            ("UF", c.uf),
            ("CEP", c.cep),
            ("DATA DA SITUAÇÃO", fmt_date(c.abertura)),
        ],
    )
    sh.kv("NATUREZA JURÍDICA", f"{c.natureza[0]} - {c.natureza[1]}")
    sh.gap(4)
    sh.kv("ATIVIDADE ECONÔMICA PRINCIPAL", f"{c.cnae[0]} - {c.cnae[1]}")
    sh.kv("ATIVIDADES ECONÔMICAS SECUNDÁRIAS", "; ".join(f"{a} - {b}" for a, b in sec))
    sh.kv("LOGRADOURO", c.endereco.upper())
    sh.gap(6)
    sh.line(f"Emitido no dia {fmt_date(emis)} às {_hm(fk, True)} (data e hora de Brasília).", 8)
    sh.text_at(
        sh.m,
        sh.H - 30,
        "https://solucoes.receita.fazenda.gov.br/servicos/cnpjreva/cnpjreva_comprovante.asp",
        7,
    )
    sh.text_at(sh.m + sh.width, sh.H - 30, "1/1", 7, align="right")
    f = {
        "cnpj": c.cnpj,
        "razao_social": c.razao,
        "data_abertura": c.abertura.isoformat(),
        "situacao": "ATIVA",
        "cnae_principal": "".join(ch for ch in c.cnae[0] if ch.isdigit()),
        "cnaes_secundarios": ["".join(ch for ch in a if ch.isdigit()) for a, _b in sec],
        "natureza_juridica": "".join(ch for ch in c.natureza[0] if ch.isdigit()),
        "porte": c.porte,
        "municipio": plain(c.cidade).upper(),
        "uf": c.uf,
    }
    if c.fantasia:
        f["nome_fantasia"] = c.fantasia
    return Out("cnpj", f)
