"""Series-6 tax, FGTS and falência certidões of the held-out family (issue 12).

Written from CONTRACT §4, `../shared/docs/document-layouts.md` §5.2 and §5.6 and what
these certidões look like, without reading `extractors/` nor any fix made there: a
prefeitura's 'CERTIDÃO POSITIVA COM EFEITOS DE NEGATIVA' over two pages (the suspended
débitos with their own due dates on page 2, before the emission, validity and code); the
Piauí state certidão with a 'Finalidade' line and the holder in a table (person or
company); a CRF whose labels are right-aligned in a left column; the TJPE falência
certidão with a 'Solicitante' (a person with CPF) above the company it is about."""

from __future__ import annotations

import datetime as dt

from samples.heldout.data import Fake, fmt_cnpj, fmt_cpf, fmt_date, fmt_date_long, fmt_money
from samples.heldout.docs_certidoes import _f
from samples.heldout.docs_v2_certidoes import _cents, _code, _hm
from samples.heldout.docs_v3 import _brasao
from samples.heldout.docs_vehicle import Out
from samples.heldout.sheet import Sheet, Style
from samples.heldout.v6data import company6, estado, fonts6, person6


def _holder6(fk: Fake, company: float, ufs: tuple[str, ...]):
    if fk.r.random() < company:
        c = company6(fk, 2, ufs)
        return c.razao, c.cnpj, fmt_cnpj(c.cnpj), c.cidade, c.uf, c.endereco
    p = person6(fk, ufs)
    return p.nome, p.cpf, fmt_cpf(p.cpf), p.cidade, p.uf, p.endereco


def cnd_municipal_pen_2pag(sh: Sheet, fk: Fake) -> Out:
    """Prefeitura (AL, SE, PI, RO, AC, AP, RR) 'CERTIDÃO POSITIVA DE DÉBITOS COM EFEITOS DE
    NEGATIVA' over two pages: page 1 the coat of arms, the contribuinte in a grid and the
    art. 206 CTN text; page 2 the table of débitos with exigibilidade suspensa (a
    parcelamento with due dates), then emission, validity and the 'Código de
    autenticidade'; 'Página n/2' in the footer."""
    fonts6()
    sh.s = Style("LibSerifIt", 10.5)
    nome, doc, pdoc, cidade, uf, end = _holder6(fk, 0.6, ("AL", "SE", "PI", "RO", "AC", "AP", "RR"))
    emis = fk.recent()
    val = emis + dt.timedelta(days=fk.r.choice([60, 90]))
    num = f"{fk.digits(5)}/{emis.year}"
    cod = _code(fk, 4, 5, ".")
    org = f"PREFEITURA MUNICIPAL DE {cidade.upper()}"
    first = sh.page

    def foot(s: Sheet) -> None:
        s.text_at(s.W - s.m, s.H - 34, f"Certidão nº {num} - Página {s.page - first + 1}/2", 7.5, align="right")

    sh.on_page_end = foot
    y0 = sh.y
    _brasao(sh, sh.W / 2, y0 + 22, 20)
    sh.y = y0 + 48
    sh.line(estado(uf), 9, False, "center")
    sh.line(org, 12.5, True, "center")
    sh.line("SECRETARIA MUNICIPAL DA FAZENDA - Coordenadoria de Arrecadação", 9, False, "center")
    sh.gap(12)
    sh.title("CERTIDÃO POSITIVA DE DÉBITOS COM EFEITOS DE NEGATIVA", 13)
    sh.line(f"Certidão nº {num}", 10, True, "center")
    sh.gap(8)
    sh.grid([[("Contribuinte", nome, 0.7), ("CPF/CNPJ", pdoc, 0.3)],
             [("Endereço", f"{end} - {cidade}/{uf}", 0.7), ("Inscrição municipal", fk.digits(7), 0.3)]], value_size=9.5)
    sh.gap(10)
    sh.para("CERTIFICAMOS, para os fins do art. 206 do Código Tributário Nacional, que constam em nome do contribuinte "
            "acima identificado débitos com a Fazenda Municipal cuja exigibilidade se encontra suspensa, relacionados "
            "no verso desta, razão pela qual a presente certidão produz os mesmos efeitos da certidão negativa.",
            first_indent=36)
    sh.para("Fica ressalvado o direito de a Fazenda Municipal cobrar quaisquer débitos que venham a ser apurados, "
            "inclusive os referentes a períodos abrangidos por esta certidão.", first_indent=36)
    sh.new_page()
    sh.line("RELAÇÃO DE DÉBITOS COM EXIGIBILIDADE SUSPENSA", 11, True)
    parc = f"{fk.digits(5)}/{emis.year - 1}"
    base = emis - dt.timedelta(days=fk.r.randint(100, 200))
    rows = []
    for i in range(fk.r.randint(3, 6)):
        venc = base + dt.timedelta(days=30 * i)
        rows.append([parc, fk.r.choice(["ISSQN", "TLF", "IPTU"]), str(venc.year), fmt_date(venc),
                     _cents(fk.r.randint(8000, 90000)), "PARCELADO"])
    sh.table(["Parcelamento", "Tributo", "Exercício", "Vencimento", "Valor (R$)", "Situação"], rows,
             [0.18, 0.13, 0.12, 0.17, 0.18, 0.22], size=8.5)
    sh.para("Parcelamento deferido nos termos da legislação municipal, com as parcelas vencidas quitadas até a data de "
            "emissão.", 9)
    sh.gap(10)
    sh.kv("Data de emissão", f"{fmt_date(emis)} às {_hm(fk)}")
    sh.kv("Validade", f"{(val - emis).days} dias - até {fmt_date(val)}")
    sh.kv("Código de autenticidade", cod)
    sh.gap(8)
    sh.line("Verifique a autenticidade desta certidão no portal do contribuinte do Município.", 8)
    foot(sh)
    sh.on_page_end = None
    return Out("cnd_municipal", _f(nome, doc, emis, val, "positiva_com_efeitos_de_negativa", org, cod),
               {"orgao_emissor": [f"MUNICÍPIO DE {cidade.upper()}", "SECRETARIA MUNICIPAL DA FAZENDA"]})


def cnd_estadual_pi_finalidade(sh: Sheet, fk: Fake) -> Out:
    """Piauí 'CERTIDÃO NEGATIVA DE DÉBITOS TRIBUTÁRIOS': Governo do Estado above the
    SEFAZ-PI, 'Finalidade' and 'Nº da certidão' lines, the holder in a header-row table
    (Nome/Razão social | CPF/CNPJ | Inscrição estadual), the validity in prose and as a
    date, the 'Código de controle' last."""
    fonts6()
    sh.s = Style("DjSerifCond", 10)
    nome, doc, pdoc, cidade, uf, _end = _holder6(fk, 0.55, ("PI",))
    emis = fk.recent()
    val = emis + dt.timedelta(days=60)
    num = f"{fk.digits(8)}-{emis.year}"
    cod = fk.hexcode(4)
    org = "SECRETARIA DA FAZENDA DO ESTADO DO PIAUÍ"
    sh.line("GOVERNO DO ESTADO DO PIAUÍ", 10, True, "center")
    sh.line(org, 11.5, True, "center")
    sh.line("Unidade de Arrecadação e Cadastro", 8.5, False, "center")
    sh.gap(10)
    sh.title("CERTIDÃO NEGATIVA DE DÉBITOS TRIBUTÁRIOS", 13)
    sh.kv("Nº da certidão", num)
    sh.kv("Finalidade", "Apresentação a órgão público municipal - permissão de transporte")
    sh.gap(4)
    sh.table(["Nome / Razão social", "CPF / CNPJ", "Inscrição estadual"],
             [[nome[:44], pdoc, fk.digits(2) + "." + fk.digits(3) + "." + fk.digits(3) + "-" + fk.digits(1)
               if len(doc) == 14 else "NÃO INSCRITO"]], [0.52, 0.26, 0.22], size=8.5)
    sh.kv("Endereço", f"{_end} - {cidade}/{uf}", size=9)
    sh.gap(6)
    sh.para("Certificamos que, consultados os sistemas desta Secretaria, não constam débitos tributários, inscritos ou "
            "não em dívida ativa, em nome do contribuinte acima identificado, até a presente data. Esta certidão é "
            f"válida por 60 (sessenta) dias contados da data de emissão, ou seja, até {fmt_date(val)}.", first_indent=30)
    sh.para("A aceitação desta certidão está condicionada à verificação de sua autenticidade na internet.", 8.5)
    sh.gap(4)
    sh.line(f"Teresina, {fmt_date_long(emis)}.", 10, align="right")
    sh.gap(10)
    sh.kv("Emitida às", f"{_hm(fk, True)} do dia {fmt_date(emis)}")
    sh.kv("Código de controle", cod)
    return Out("cnd_estadual", _f(nome, doc, emis, val, "negativa", org, cod),
               {"orgao_emissor": ["SEFAZ-PI", "SEFAZ/PI", "SECRETARIA DA FAZENDA", "GOVERNO DO ESTADO DO PIAUÍ"]})


def crf_rotulos_direita(sh: Sheet, fk: Fake) -> Out:
    """CRF whose labels stand right-aligned in a left column ('Inscrição:', 'Razão Social:',
    'Nome Fantasia:', 'Endereço:') with the values in a right column; 'Validade:' as a
    'dd/mm/aaaa a dd/mm/aaaa' range, 'Certificação Número:' and 'Informação obtida em'."""
    fonts6()
    sh.s = Style("Times", 10.5)
    c = company6(fk, 2)
    emis = fk.recent(20)
    val = emis + dt.timedelta(days=29)
    cod = f"{emis.year}{emis.month:02d}{emis.day:02d}{fk.digits(14)}"
    sh.line("CAIXA", 20, True)
    sh.line("Certificado de Regularidade do FGTS - CRF", 13, True, "center")
    sh.gap(12)
    col = sh.m + 130

    def row(lab: str, val_: str) -> None:
        sh.ensure(14)
        sh.text_at(col - 8, sh.y, lab, 10.5, True, "right")
        sh.text_at(col, sh.y, val_, 10.5)
        sh.y += 15

    row("Inscrição:", fmt_cnpj(c.cnpj))
    row("Razão Social:", c.razao)
    row("Nome Fantasia:", c.fantasia or "")
    row("Endereço:", f"{c.endereco} / {c.bairro}")
    row("", f"{c.cidade.upper()} / {c.uf} / {c.cep}")
    sh.gap(10)
    sh.para("A Caixa Econômica Federal, no uso da atribuição que lhe confere o Art. 7, da Lei 8.036, de 11 de maio de "
            "1990, certifica que, nesta data, a empresa acima identificada encontra-se em situação regular perante o "
            "Fundo de Garantia do Tempo de Serviço - FGTS.")
    sh.para("O presente Certificado não servirá de prova contra cobrança de quaisquer débitos referentes a "
            "contribuições e/ou encargos devidos, decorrentes das obrigações com o FGTS.")
    sh.gap(6)
    row("Validade:", f"{fmt_date(emis)} a {fmt_date(val)}")
    row("Certificação Número:", cod)
    sh.gap(8)
    sh.line(f"Informação obtida em {fmt_date(emis)}, às {_hm(fk, True)}", 10)
    sh.gap(4)
    sh.line("A utilização deste Certificado para os fins previstos em Lei está condicionada à verificação de "
            "autenticidade no site da Caixa: www.caixa.gov.br", 8)
    return Out("crf_fgts", _f(c.razao, c.cnpj, emis, val, "negativa", "CAIXA ECONÔMICA FEDERAL", cod),
               {"orgao_emissor": ["CAIXA"]})


def falencia_tjpe_solicitante(sh: Sheet, fk: Fake) -> Out:
    """TJPE 'CERTIDÃO NEGATIVA DE FALÊNCIA, RECUPERAÇÃO JUDICIAL E EXTRAJUDICIAL': the
    'Solicitante' (a person with CPF) above the 'Pesquisado(a)' company with its CNPJ;
    the certidão and pedido numbers at the top, 'Código de validação' at the foot; the
    capital and sede named in the text."""
    fonts6()
    sh.s = Style("LibSerif", 10.5)
    c = company6(fk, 2, ("PE",))
    sol = person6(fk, ("PE",))
    emis = fk.recent()
    num = f"{fk.digits(7)}/{emis.year}"
    ped = fk.digits(10)
    cod = _code(fk, 4, 4, "-")
    org = "TRIBUNAL DE JUSTIÇA DE PERNAMBUCO"
    sh.line("PODER JUDICIÁRIO DO ESTADO DE PERNAMBUCO", 9.5, False, "center")
    sh.line(org, 12, True, "center")
    sh.line(f"Distribuição da Comarca de {c.cidade}", 9, False, "center")
    sh.gap(8)
    sh.title("CERTIDÃO NEGATIVA DE FALÊNCIA, RECUPERAÇÃO JUDICIAL E EXTRAJUDICIAL", 12.5)
    sh.two_col([("Certidão nº", num)], [("Pedido nº", ped)], 9.5)
    sh.gap(2)
    sh.kv("Solicitante", f"{sol.nome} - CPF {fmt_cpf(sol.cpf)}", size=9.5)
    sh.gap(6)
    sh.line("PESQUISADO(A)", 9.5, True)
    sh.grid([[("Razão social", c.razao, 0.68), ("CNPJ", fmt_cnpj(c.cnpj), 0.32)],
             [("Sede", f"{c.endereco} - {c.bairro} - {c.cidade}/PE", 1.0)]], value_size=9.5)
    sh.gap(8)
    sh.para("CERTIFICO que, revendo os livros e os registros eletrônicos de distribuição de feitos desta Comarca, "
            "relativos a pedidos de falência, recuperação judicial e homologação de recuperação extrajudicial, NADA "
            "CONSTA contra a pessoa jurídica acima pesquisada, até a data de hoje.", first_indent=34)
    sh.para(f"A pesquisa foi feita pela razão social e pelo CNPJ. Capital declarado: {fmt_money(fk.r.choice([50000, 80000]))}.",
            9.5)
    sh.line(f"{c.cidade}, {fmt_date_long(emis)}.", 10.5, align="right")
    sh.gap(14)
    sh.line(fk.name(), 9.5, False, "center")
    sh.line("Chefe do Setor de Distribuição", 8.5, False, "center")
    sh.gap(14)
    sh.hline(0.4)
    sh.line(f"Válida por 30 dias a partir da emissão ({fmt_date(emis)}).", 9)
    sh.line(f"Código de validação: {cod}", 10, True)
    # the validity is printed only as '30 dias a partir da emissão': no valida_ate in the gold
    return Out("certidao_falencia", _f(c.razao, c.cnpj, emis, None, "negativa", org, cod),
               {"orgao_emissor": ["TJPE", "TJ-PE", "PODER JUDICIÁRIO DO ESTADO DE PERNAMBUCO",
                                  "TRIBUNAL DE JUSTIÇA DO ESTADO DE PERNAMBUCO"]})
