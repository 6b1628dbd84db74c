"""Series-6 documents where who the holder is must be read with care (issue 12).

Written from CONTRACT §4 and what these documents look like, without reading
`extractors/` nor any fix made there: a state water company's bill whose customer's CPF
is masked as the LGPD has bills print it ('***.456.789-**': the full CPF is not on the
page, so the gold has no `titular_documento`), with the consumption history and a
'próxima leitura' date after the emission; and an edital-annex declaração (art. 7º,
XXXIII of the Constitution) made by a company through its legal representative, who is
named with his RG and CPF before the company's verb."""

from __future__ import annotations

import datetime as dt

from samples.heldout.data import Fake, fmt_cnpj, fmt_cpf, fmt_date, fmt_date_long
from samples.heldout.docs_v2_certidoes import _cents
from samples.heldout.docs_v2_misc import MESES_ABREV
from samples.heldout.docs_vehicle import Out
from samples.heldout.sheet import Sheet, Style
from samples.heldout.v6data import STATE6, company6, fonts6, person6

# fictional state water companies (name, acronym) of the series' states
AGUAS6 = {"AL": ("COMPANHIA DE ÁGUAS E ESGOTOS DE ALAGOAS", "CAEAL"),
          "SE": ("EMPRESA SERGIPANA DE SANEAMENTO S.A.", "ESSAN"),
          "PI": ("ÁGUAS DO PARNAÍBA SANEAMENTO S.A.", "APSA"),
          "RO": ("COMPANHIA DE SANEAMENTO DO MADEIRA", "CSM"),
          "AC": ("SANEAMENTO DO ACRE S.A.", "SANACRE"),
          "AP": ("COMPANHIA AMAPAENSE DE ÁGUA E ESGOTO", "CAAE"),
          "RR": ("ÁGUAS DE RORAIMA S.A.", "AGUARR")}


def comprovante_agua_cpf_mascarado(sh: Sheet, fk: Fake) -> Out:
    """A state water company's bill: the company, its CNPJ and acronym at the top; a
    'CLIENTE' box (name, masked CPF '***.xxx.xxx-**', matrícula, the imóvel's address,
    município/UF) beside a 'REFERÊNCIA / VENCIMENTO / TOTAL' box; the readings (anterior,
    atual and the next one, after the emission), the 12-month consumption history as
    bars, 'Data de emissão', the charges and the linha digitável."""
    fonts6()
    sh.s = Style("LibSans", 8.5)
    p = person6(fk, tuple(AGUAS6))
    emp, sigla = AGUAS6[p.uf]
    emp_cnpj = fmt_cnpj(fk.cnpj())
    emis = fk.recent(30)
    atual = emis - dt.timedelta(days=fk.r.randint(2, 6))
    ant = atual - dt.timedelta(days=30)
    prox = atual + dt.timedelta(days=30)
    venc = emis + dt.timedelta(days=12)
    masked = f"***.{p.cpf[3:6]}.{p.cpf[6:9]}-**"
    sh.line(f"{sigla} - {emp}", 12, True)
    sh.line(f"CNPJ {emp_cnpj} - Inscrição estadual {fk.digits(9)} - {STATE6[p.uf]}", 7.5)
    sh.hline(1.2)
    y0 = sh.y + 2
    w1 = sh.width * 0.6
    sh.rect(sh.m, y0, w1 - 6, 92)
    rows = [("CLIENTE", p.nome), ("CPF", masked), ("MATRÍCULA", f"{fk.digits(7)}-{fk.digits(1)}"),
            ("ENDEREÇO DO IMÓVEL", f"{p.endereco.upper()} - {p.bairro.upper()}"),
            ("MUNICÍPIO / UF", f"{p.cidade.upper()} / {p.uf} - CEP {p.cep}")]
    for i, (lab, val) in enumerate(rows):
        sh.text_at(sh.m + 5, y0 + 5 + i * 17, lab, 6, True)
        sh.text_at(sh.m + 5, y0 + 12 + i * 17, val[:60], 8.5)
    xb = sh.m + w1
    sh.rect(xb, y0, sh.width - w1, 92, fill=0.92)
    total = fk.r.randint(4500, 32000)
    for i, (lab, val) in enumerate([("REFERÊNCIA", f"{MESES_ABREV[emis.month - 1]}/{emis.year}"),
                                    ("VENCIMENTO", fmt_date(venc)), ("TOTAL A PAGAR", f"R$ {_cents(total)}")]):
        sh.text_at(xb + 6, y0 + 6 + i * 28, lab, 6.5, True)
        sh.text_at(xb + 6, y0 + 14 + i * 28, val, 11, True)
    sh.y = y0 + 100
    sh.table(["Leitura anterior", "Leitura atual", "Próxima leitura", "Consumo (m³)", "Data de emissão"],
             [[fmt_date(ant), fmt_date(atual), fmt_date(prox), str(fk.r.randint(6, 28)), fmt_date(emis)]],
             [0.2, 0.2, 0.2, 0.18, 0.22], size=8.5)
    sh.line("HISTÓRICO DE CONSUMO (m³)", 8, True)
    yb = sh.y + 60
    for i in range(12):
        m = (emis.month - 12 + i) % 12
        h = fk.r.randint(10, 50)
        x = sh.m + 10 + i * 38
        sh.c.setFillGray(0.55)
        sh.c.rect(x, sh._Y(yb), 22, h, stroke=0, fill=1)
        sh.c.setFillGray(0)
        sh.text_at(x + 11, yb + 3, MESES_ABREV[m], 6.5, align="center")
    sh.y = yb + 16
    sh.table(["Descrição", "Valor (R$)"], [["Água", _cents(total * 55 // 100)], ["Esgoto", _cents(total * 45 // 100)]],
             [0.7, 0.3], size=8.5)
    sh.line("Linha digitável: 8" + " ".join(fk.digits(11) for _ in range(4)), 8)
    sh.para("Em cumprimento à Lei Geral de Proteção de Dados (Lei nº 13.709/2018), parte do CPF do cliente é omitida "
            "nesta fatura.", 7)
    sh.text_at(sh.m, sh.H - 40, f"{emp} - CNPJ {emp_cnpj} - Atendimento 0800 000 1195", 7)
    return Out("comprovante_endereco", {"titular_nome": p.nome, "data_emissao": emis.isoformat(),
                                        "municipio": p.cidade.upper(), "uf": p.uf})


def declaracao_anexo_representante(sh: Sheet, fk: Fake) -> Out:
    """An edital annex: 'ANEXO IV' and 'MODELO DE DECLARAÇÃO' above the title
    'DECLARAÇÃO DE CUMPRIMENTO DO DISPOSTO NO INCISO XXXIII DO ART. 7º DA CONSTITUIÇÃO
    FEDERAL'; 'A empresa X, inscrita no CNPJ …, por intermédio de seu representante legal,
    o(a) Sr(a). Y, portador(a) da carteira de identidade … e do CPF …, DECLARA …'; the
    aprendiz ressalva with a box; place and date; the representative's signature."""
    fonts6()
    sh.s = Style("DjSerif", 10.5)
    c = company6(fk, 2)
    rep = c.socios[0]
    d = fk.recent(30)
    title = "DECLARAÇÃO DE CUMPRIMENTO DO DISPOSTO NO INCISO XXXIII DO ART. 7º DA CONSTITUIÇÃO FEDERAL"
    sh.line("ANEXO IV", 11, True, "center")
    sh.line("MODELO DE DECLARAÇÃO", 9.5, False, "center")
    sh.gap(10)
    sh.title(title, 12)
    sh.gap(10)
    sh.line(f"Ref.: Chamamento público nº {fk.r.randint(1, 30):02d}/{d.year} - Prefeitura Municipal de {c.cidade}", 10)
    sh.gap(8)
    sh.para(f"A empresa {c.razao}, inscrita no CNPJ sob o nº {fmt_cnpj(c.cnpj)}, com sede na {c.endereco}, {c.bairro}, "
            f"{c.cidade}/{c.uf}, por intermédio de seu representante legal, o(a) Sr(a). {rep.nome}, portador(a) da "
            f"carteira de identidade nº {rep.rg} {rep.rg_org} e do CPF nº {fmt_cpf(rep.cpf)}, DECLARA, para fins do "
            "disposto no inciso VI do art. 68 da Lei nº 14.133, de 1º de abril de 2021, que não emprega menor de "
            "dezoito anos em trabalho noturno, perigoso ou insalubre e não emprega menor de dezesseis anos.",
            first_indent=36)
    sh.para("Ressalva: emprega menor, a partir de quatorze anos, na condição de aprendiz:", first_indent=36)
    y = sh.y
    sh.rect(sh.m + 60, y + 1, 9, 9, lw=0.6)
    sh.text_at(sh.m + 74, y, "SIM", 10)
    sh.rect(sh.m + 120, y + 1, 9, 9, lw=0.6)
    sh.text_at(sh.m + 124.5, y + 0.5, "X", 9, True, "center")
    sh.text_at(sh.m + 134, y, "NÃO", 10)
    sh.y = y + 24
    sh.line(f"{c.cidade}, {fmt_date_long(d)}.", 10.5, align="right")
    sh.gap(20)
    sh.signature(rep.nome, f"Representante legal - CPF {fmt_cpf(rep.cpf)}")
    sh.gap(20)
    sh.line("(Papel timbrado da empresa, se houver.)", 8, False, "center")
    return Out("declaracao", {"assunto": title, "titular_nome": c.razao, "titular_documento": c.cnpj,
                              "data_emissao": d.isoformat()})

