"""Series-3 layouts of the held-out family (issue 12): one new layout per series-2 miss
that was fixed, each the same situation in another wording or layout.

Written from CONTRACT §4, `../shared/docs/document-layouts.md` and what these documents
look like, without reading `extractors/` (nor the fixes): a retirada de sócio whose
quotas go to the remaining sócios (no one enters), a CNPJ print whose CNAEs sit in a
table with the description first and the IBGE code after, a prefeitura from another
state with its coat-of-arms letterhead, a TJPR falência with 'Código de autenticidade'
beside a 'Nº da certidão' and a 'Protocolo', and a declaração in the company's first
person ('Nós, X, inscrita no CNPJ…, declaramos'). The bundle (series3.py) puts the new
prefeitura certidão after a 2-page CPEND among other documents."""

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
from samples.heldout.docs_certidoes import _f
from samples.heldout.docs_company import OBJETOS
from samples.heldout.docs_v2_certidoes import _code
from samples.heldout.docs_v2_company import _cnae_ibge, _cnpj_gold, _qualif, milhar
from samples.heldout.docs_vehicle import Out
from samples.heldout.sheet import Sheet, Style
from samples.heldout.v2data import JUNTAS, company2


def contrato_social_retirada(sh: Sheet, fk: Fake) -> Out:
    """Alteração contratual of a 3-sócio company in Santa Catarina/Bahia: one sócio
    'retira-se da sociedade' and his quotas are split between the two who stay (nobody
    enters); the consolidated sócios are in a table; the Junta stamp is a box on page 1."""
    sh.s = Style("DjSerifCond", 10)
    sh.m = 54
    c = company2(fk, 3, ("SC", "BA"))
    a, b, sai = c.socios
    cap = fk.r.choice([30000, 45000, 60000, 120000])
    q_sai = cap // 3
    q_a = (cap - q_sai) // 2
    q_b = cap - q_sai - q_a
    half = q_sai // 2
    obj = fk.r.choice(OBJETOS)
    signed = fk.date_between(dt.date(2022, 6, 1), dt.date(2026, 7, 1))
    reg_em = signed + dt.timedelta(days=fk.r.randint(5, 20))
    junta, sigla, _ = JUNTAS[c.uf]
    numero = f"{fk.digits(8)}"
    sh.stamp([f"{sigla} - {junta}"[:60], f"CERTIFICO O REGISTRO EM {fmt_date(reg_em)}", f"SOB O NÚMERO {numero}",
              f"NIRE {c.nire}", "Autenticação: " + fk.hexcode(3)], sh.W - sh.m - 285, 20, 285)
    sh.y = 90
    sh.title("INSTRUMENTO PARTICULAR DE ALTERAÇÃO DO CONTRATO SOCIAL", 12)
    sh.line(c.razao, 11, True, "center")
    sh.line(f"CNPJ/MF {fmt_cnpj(c.cnpj)}", 10, False, "center")
    sh.gap(6)
    sh.para("Pelo presente instrumento particular, os abaixo qualificados:", first_indent=24)
    for i, p in enumerate((a, b, sai)):
        sh.para(f"{i + 1}) " + _qualif(p) + ";", indent=12)
    sh.para(f"únicos sócios componentes da sociedade limitada {c.razao}, registrada na {junta} sob o NIRE {c.nire}, "
            "resolvem alterar o contrato social, como segue:", first_indent=24)
    sh.para("I - DA RETIRADA DE SÓCIO", bold=True)
    sh.para(f"Retira-se da sociedade o sócio {sai.nome}, CPF {fmt_cpf(sai.cpf)}, titular de {milhar(q_sai)} quotas, que "
            f"vende e transfere {milhar(half)} quotas ao sócio {a.nome} e {milhar(q_sai - half)} quotas ao sócio "
            f"{b.nome}, já qualificados, recebendo neste ato os seus haveres e dando à sociedade e aos sócios "
            "remanescentes plena e irrevogável quitação.", first_indent=24)
    sh.para("II - Em virtude da retirada, o capital social fica distribuído entre os sócios remanescentes, "
            "consolidando-se o contrato social nos termos seguintes.", first_indent=24)
    sh.title("CONSOLIDAÇÃO DO CONTRATO SOCIAL", 11)
    sh.para(f"Art. 1º A sociedade gira sob o nome empresarial {c.razao} e tem sede na {c.endereco}, {c.bairro}, "
            f"{c.cidade}/{c.uf}, CEP {c.cep}.", first_indent=24)
    sh.para(f"Art. 2º A sociedade tem por objeto {obj}.", first_indent=24)
    total = milhar(cap)
    sh.para(f"Art. 3º O capital social é de {fmt_money(cap)} ({por_extenso(cap)}), dividido em {total} quotas de "
            "valor nominal de R$ 1,00 cada, totalmente integralizado em moeda corrente, distribuído da seguinte forma:",
            first_indent=24)
    rows = [[a.nome, fmt_cpf(a.cpf), milhar(q_a + half), fmt_money(q_a + half)],
            [b.nome, fmt_cpf(b.cpf), milhar(q_b + q_sai - half), fmt_money(q_b + q_sai - half)],
            ["TOTAL", "", total, fmt_money(cap)]]
    sh.table(["Sócio", "CPF", "Quotas", "Valor"], rows, [0.44, 0.2, 0.14, 0.22], size=8.5)
    sh.para(f"Art. 4º A administração da sociedade cabe aos sócios {a.nome} e {b.nome}, em conjunto ou "
            "isoladamente.", first_indent=24)
    sh.para("Art. 5º O exercício social termina em 31 de dezembro de cada ano, quando será levantado o balanço "
            "patrimonial e o resultado econômico.", first_indent=24)
    sh.para(f"Art. 6º Fica eleito o foro da comarca de {c.cidade}/{c.uf}.", first_indent=24)
    sh.para(f"{c.cidade}, {fmt_date_long(signed)}.")
    sh.signature(a.nome, "Sócio")
    sh.signature(b.nome, "Sócio")
    sh.signature(sai.nome, "Sócio que se retira")
    return Out("contrato_social", {"razao_social": c.razao, "cnpj": c.cnpj, "capital_social": f"{cap}.00",
                                   "capital_integralizado": f"{cap}.00",
                                   "socios": [{"nome": a.nome, "cpf": a.cpf}, {"nome": b.nome, "cpf": b.cpf}],
                                   "objeto_social": obj, "nire": c.nire, "data_registro": reg_em.isoformat()})


def cnpj_atividades_descricao(sh: Sheet, fk: Fake) -> Out:
    """A 'Situação cadastral' print of an accounting office's system: label/value pairs in
    two columns, then a table of activities with the description first, the IBGE code
    (4929-9/01) second and Principal/Secundária third; natureza jurídica as 'name (code)'."""
    sh.s = Style("LibSans", 9)
    c = company2(fk, 2, ("RS", "GO"))
    emis = fk.recent()
    sh.line("SISTEMA DE CONSULTA EMPRESARIAL - CADASTRO FEDERAL", 8, True, "left")
    sh.title("Situação Cadastral do Estabelecimento", 12, "left")
    sh.line(f"Consulta realizada em {fmt_date(emis)} - fonte: Receita Federal do Brasil", 7.5)
    sh.hline()
    sh.two_col([("Razão social", c.razao), ("CNPJ", fmt_cnpj(c.cnpj)), ("Nome fantasia", c.fantasia or "(não informado)"),
                ("Abertura", fmt_date(c.abertura))],
               [("Situação", "ATIVA"), ("Porte da empresa", c.porte), ("Município", c.cidade.upper()), ("UF", c.uf)],
               size=8.5)
    sh.kv("Natureza jurídica", f"{c.natureza[1]} ({c.natureza[0]})", size=8.5)
    sh.gap(6)
    sh.line("Atividades econômicas (CNAE)", 10, True)
    rows = [[c.cnae[1][:64], _cnae_ibge(c.cnae[0]), "Principal"]]
    rows += [[d[:64], _cnae_ibge(code), "Secundária"] for code, d in c.cnaes_sec]
    sh.table(["Descrição", "Código", "Tipo"], rows, [0.66, 0.16, 0.18], size=8)
    sh.para("Consulta de caráter informativo; não substitui o Comprovante de Inscrição e de Situação Cadastral.", 7)
    return Out("cnpj", _cnpj_gold(c, c.cnpj, c.cidade.upper()))


def _brasao(sh: Sheet, x: float, y: float, r: float = 22) -> None:
    """A round coat-of-arms placeholder of a municipal letterhead."""
    sh.c.setLineWidth(1)
    sh.c.circle(x, sh._Y(y), r)
    sh.c.circle(x, sh._Y(y), r - 5)


def cnd_municipal_sjp(sh: Sheet, fk: Fake) -> Out:
    """Prefeitura Municipal de São José dos Pinhais (PR): coat of arms at the left,
    'ESTADO DO PARANÁ' above the prefeitura's full name, the certidão number at the top
    right, validity as a date, 'Chave de autenticidade' at the bottom."""
    sh.s = Style("LibNarrow", 10)
    c = company2(fk, 2, ("PR",))
    c.cidade = "São José dos Pinhais"
    emis = fk.recent()
    val = emis + dt.timedelta(days=90)
    num = f"{fk.digits(6)}/{emis.year}"
    cod = _code(fk, 4, 4, ".")
    org = "PREFEITURA MUNICIPAL DE SÃO JOSÉ DOS PINHAIS"
    _brasao(sh, sh.m + 24, 70)
    sh.text_at(sh.m + 60, 50, "ESTADO DO PARANÁ", 9)
    sh.text_at(sh.m + 60, 62, org, 13, True)
    sh.text_at(sh.m + 60, 79, "Secretaria Municipal da Fazenda - Departamento de Receita", 8.5)
    sh.text_at(sh.W - sh.m, 100, f"Nº {num}", 10, True, "right")
    sh.y = 125
    sh.hline()
    sh.title("CERTIDÃO NEGATIVA DE DÉBITOS MUNICIPAIS", 13)
    sh.grid([[("Requerente / contribuinte", c.razao, 0.7), ("CNPJ", fmt_cnpj(c.cnpj), 0.3)],
             [("Endereço", f"{c.endereco} - {c.bairro}", 0.7), ("Cadastro mobiliário", fk.digits(7), 0.3)]],
            value_size=9.5)
    sh.gap(8)
    sh.para("Certificamos que, de acordo com os registros desta Secretaria, não constam débitos tributários "
            "vencidos relativos ao contribuinte acima identificado, inscritos ou não em dívida ativa, ressalvado o "
            "direito da Fazenda Municipal de cobrar quaisquer débitos que venham a ser apurados posteriormente.",
            first_indent=28)
    sh.kv("Data de emissão", fmt_date(emis))
    sh.kv("Válida até", fmt_date(val))
    sh.gap(14)
    sh.line("Autenticidade: consulte o portal do contribuinte, informando o número e a chave abaixo.", 8)
    sh.line(f"Chave de autenticidade: {cod}", 10, True)
    return Out("cnd_municipal", _f(c.razao, c.cnpj, emis, val, "negativa", org, cod))


def falencia_tjpr(sh: Sheet, fk: Fake) -> Out:
    """TJPR 'Certidão Negativa de Falência e Recuperação Judicial': Nº da certidão and a
    protocolo at the top, the holder in a two-row table, the 'Código de autenticidade'
    in the closing footer with the verification address."""
    sh.s = Style("Times", 10.5)
    c = company2(fk, 2, ("PR",))
    emis = fk.recent()
    val = emis + dt.timedelta(days=30)
    num = f"{fk.digits(7)}/{emis.year}"
    prot = fk.digits(12)
    cod = _code(fk, 4, 5, "-")
    org = "TRIBUNAL DE JUSTIÇA DO ESTADO DO PARANÁ"
    sh.line("PODER JUDICIÁRIO", 10, True, "center")
    sh.line(org, 12, True, "center")
    sh.line("Distribuidor Geral - Ofício de Distribuição e Certidões", 9, False, "center")
    sh.gap(10)
    sh.title("CERTIDÃO NEGATIVA DE FALÊNCIA E RECUPERAÇÃO JUDICIAL", 12.5)
    sh.two_col([("Nº da certidão", num)], [("Protocolo", prot)], size=10)
    sh.table(["Nome / Razão social", "CNPJ"], [[c.razao, fmt_cnpj(c.cnpj)]], [0.7, 0.3], size=9.5)
    sh.para(f"CERTIFICO que, revendo os registros de distribuição de ações de falência, recuperação judicial e "
            f"extrajudicial da Comarca de {c.cidade}, NÃO CONSTA ação em nome da pessoa jurídica acima indicada até "
            f"a data de {fmt_date(emis)}.", first_indent=28)
    sh.para(f"Esta certidão é válida até {fmt_date(val)} e foi expedida eletronicamente, sem rasuras.", first_indent=28)
    sh.line(f"{c.cidade}, {fmt_date_long(emis)}.", 10.5, align="right")
    sh.gap(30)
    sh.hline(0.4)
    sh.line(f"Código de autenticidade: {cod}", 9.5, True)
    sh.line("Verifique a autenticidade em portal.tjpr.jus.br/certidoes informando o código acima.", 8)
    return Out("certidao_falencia", _f(c.razao, c.cnpj, emis, val, "negativa", org, cod), {"orgao_emissor": ["TJPR"]})


def declaracao_primeira_pessoa(sh: Sheet, fk: Fake) -> Out:
    """A declaração in the company's first person ('Nós, X, inscrita no CNPJ…,
    declaramos…') on a letterhead showing the nome fantasia, signed by the administrador."""
    sh.s = Style("LibSerif", 11)
    c = company2(fk, 2, ("BA", "SC"))
    adm = c.socios[0]
    d = fk.recent(30)
    fantasia = c.fantasia or ("VIAÇÃO " + c.razao.split()[0])
    sh.line(fantasia, 14, True, "left")
    sh.line(f"{c.endereco} - {c.bairro} - {c.cidade}/{c.uf} - Tel. ({fk.digits(2)}) {fk.digits(4)}-{fk.digits(4)}", 8)
    sh.hline(1.2)
    sh.gap(24)
    title = "DECLARAÇÃO DE INEXISTÊNCIA DE IMPEDIMENTO"
    sh.title(title, 13)
    sh.gap(10)
    sh.para(f"Nós, {c.razao}, inscrita no CNPJ sob o nº {fmt_cnpj(c.cnpj)}, com sede na {c.endereco}, {c.bairro}, "
            f"{c.cidade}/{c.uf}, por nosso administrador {adm.nome}, CPF {fmt_cpf(adm.cpf)}, declaramos, sob as penas "
            "da lei, que não fomos declarados inidôneos por qualquer órgão da Administração Pública, que não estamos "
            "suspensos de contratar com o Município e que nos comprometemos a comunicar qualquer fato superveniente "
            "que altere esta situação.", first_indent=40)
    sh.para("Declaramos ainda que os veículos e condutores que indicarmos atenderão às exigências do regulamento do "
            "serviço.", first_indent=40)
    sh.gap(10)
    sh.line(f"{c.cidade}/{c.uf}, {fmt_date_long(d)}.", 11, align="right")
    sh.signature(adm.nome, "Administrador")
    return Out("declaracao", {"assunto": title, "titular_nome": c.razao, "titular_documento": c.cnpj,
                              "data_emissao": d.isoformat()})
