"""Series-8 certidões of the held-out family (issue 12): issuers of RS, BA, ES, RJ and the
federal ones in wordings and layouts no earlier series has.

Written from CONTRACT §4 and what these certidões look like, without reading
`extractors/`: the Polícia Civil do Espírito Santo's antecedentes with values in shaded
cells under lower-case labels; a Polícia Federal certidão over two pages (Portuguese, then
its English version) between a ministry's running header and footer; a TJBA certidão
with dotted leaders; a TRF 2ª Região certidão whose prose runs in two columns; a
DETRAN/RS certidão with labels under the values; a CPEND of a person over two pages with
the result on page 2; a SEFAZ-BA certidão crossed by a rubber stamp; a Prefeitura de Vila
Velha certidão on a landscape page; a CRF with dotted leaders."""

from __future__ import annotations

import datetime as dt

from reportlab.lib.utils import simpleSplit

from samples.heldout.data import Fake, fmt_cnpj, fmt_cpf, fmt_date
from samples.heldout.docs_certidoes import RFB_ALT
from samples.heldout.docs_v2_certidoes import _hm
from samples.heldout.docs_v3 import _brasao
from samples.heldout.docs_vehicle import Out, dash_plate
from samples.heldout.sheet import Sheet, Style
from samples.heldout.v8data import (
    code8,
    company8,
    dotted,
    fonts8,
    landscape,
    person8,
    rubber_stamp,
    spaced,
    title_case,
    under,
)


def _f(nome: str, doc: str, emis: dt.date, val: dt.date | None, res: str, org: str, cod: str) -> dict:
    f = {"titular_nome": nome, "titular_documento": doc, "data_emissao": emis.isoformat(), "resultado": res,
         "orgao_emissor": org, "codigo_validacao": cod}
    if val:
        f["valida_ate"] = val.isoformat()
    return f


def _holder8(fk: Fake, ufs: tuple[str, ...], p_company: float = 0.5):
    if fk.r.random() < p_company:
        c = company8(fk, 2, ufs)
        return c.razao, c.cnpj, fmt_cnpj(c.cnpj), "CNPJ", c
    p = person8(fk, ufs)
    return p.nome, p.cpf, fmt_cpf(p.cpf), "CPF", p


def antecedentes_pces_sombreado(sh: Sheet, fk: Fake) -> Out:
    """ES: 'POLÍCIA CIVIL DO ESTADO DO ESPÍRITO SANTO' / Superintendência de Polícia
    Técnico-Científica; the holder's data in shaded cells with lower-case labels under
    them; 'Nº da certidão' top right apart from the 'chave de autenticação'."""
    sh.s = Style("LibSans", 10, 6)
    p = person8(fk, ("ES",))
    emis = fk.recent()
    val = emis + dt.timedelta(days=90)
    org = "POLÍCIA CIVIL DO ESTADO DO ESPÍRITO SANTO"
    cod = code8(fk, 4, 5, "-")
    _brasao(sh, sh.m + 22, sh.y + 24, 20)
    for i, (t, s, b) in enumerate([("GOVERNO DO ESTADO DO ESPÍRITO SANTO", 8.5, False),
                                   ("SECRETARIA DE ESTADO DA SEGURANÇA PÚBLICA E DEFESA SOCIAL", 8.5, False),
                                   (org, 12, True),
                                   ("Superintendência de Polícia Técnico-Científica", 8.5, False)]):
        sh.text_at(sh.m + 52, sh.y + i * 13, t, s, b)
    sh.text_at(sh.W - sh.m, sh.y, f"nº {fk.digits(7)}/{emis.year}", 9, True, "right")
    sh.y += 62
    sh.hline(1)
    sh.title("Certidão de Antecedentes Criminais", 14)
    sh.gap(4)
    under(sh, [[("nome", p.nome, 1.0)],
               [("cpf", fmt_cpf(p.cpf), 0.34), ("rg", f"{p.rg} {p.rg_org}", 0.33),
                ("data de nascimento", fmt_date(p.nascimento), 0.33)],
               [("nome da mãe", p.mae, 0.5), ("nome do pai", p.pai, 0.5)]], vs=10.5, ls=6, shade=0.85)
    sh.gap(8)
    sh.para("Certificamos que, após pesquisa nos arquivos de identificação criminal desta Superintendência, NÃO "
            "CONSTAM antecedentes criminais em nome da pessoa identificada acima.", first_indent=24)
    under(sh, [[("emitida em", f"{fmt_date(emis)} {_hm(fk)}", 0.33), ("válida até", fmt_date(val), 0.33),
                ("chave de autenticação", cod, 0.34)]], vs=10, ls=6, shade=0.85)
    sh.gap(10)
    sh.line("A autenticidade desta certidão pode ser verificada no portal da PCES, informando a chave acima.", 7.5)
    return Out("antecedentes_criminais", _f(p.nome, p.cpf, emis, val, "negativa", org, cod),
               {"orgao_emissor": ["PCES", "PC-ES", "POLÍCIA CIVIL DO ESPÍRITO SANTO",
                                  "SUPERINTENDÊNCIA DE POLÍCIA TÉCNICO-CIENTÍFICA"]})


def _ministerio(sh: Sheet, n: int, total: int) -> None:
    sh.text_at(sh.W / 2, 22, "MINISTÉRIO DA JUSTIÇA E SEGURANÇA PÚBLICA", 7.5, True, "center")
    sh.text_at(sh.W / 2, sh.H - 30, f"Ministério da Justiça e Segurança Pública - Esplanada dos Ministérios, "
               f"Bloco T - Brasília/DF  ·  {n}/{total}", 6.5, align="center")


def antecedentes_pf_bilingue(sh: Sheet, fk: Fake) -> Out:
    """Polícia Federal 'CERTIDÃO DE ANTECEDENTES CRIMINAIS' over two pages: page 1 in
    Portuguese, page 2 its English version ('CRIMINAL RECORD CERTIFICATE'), each page
    between the Ministério da Justiça's running header and footer."""
    sh.s = Style("Times", 10.5, 7)
    p = person8(fk)
    emis = fk.recent()
    val = emis + dt.timedelta(days=90)
    org = "POLÍCIA FEDERAL"
    cod = code8(fk, 1, 8, "") + "." + code8(fk, 1, 8, "")
    num = f"{fk.digits(10)}/{emis.year}"
    _ministerio(sh, 1, 2)
    sh.y = 50
    sh.line(org, 15, True, "center")
    sh.line("Diretoria de Investigação e Combate ao Crime Organizado", 8.5, False, "center")
    sh.gap(6)
    sh.title("CERTIDÃO DE ANTECEDENTES CRIMINAIS", 13)
    sh.line(f"Certidão nº {num}", 10, True, "center")
    sh.gap(8)
    sh.para(f"A Polícia Federal CERTIFICA, após pesquisa no Sistema Nacional de Informações Criminais - SINIC, "
            f"que NÃO CONSTA condenação com trânsito em julgado em nome de {p.nome}, nacionalidade brasileira, "
            f"nascido(a) em {fmt_date(p.nascimento)}, filho(a) de {p.pai} e de {p.mae}, CPF nº {fmt_cpf(p.cpf)}.",
            first_indent=30)
    sh.para("A certidão é expedida gratuitamente e sua autenticidade pode ser confirmada na página da Polícia "
            "Federal, com o código abaixo, até a data de validade.")
    sh.kv("Expedida em", f"{fmt_date(emis)} às {_hm(fk)}")
    sh.kv("Válida até", fmt_date(val))
    sh.kv("Código de autenticidade", cod)
    sh.new_page()
    _ministerio(sh, 2, 2)
    sh.y = 50
    sh.line("BRAZILIAN FEDERAL POLICE", 15, True, "center")
    sh.title("CRIMINAL RECORD CERTIFICATE", 13)
    sh.line(f"Certificate nº {num}", 10, True, "center")
    sh.gap(8)
    sh.para(f"The Brazilian Federal Police CERTIFIES, after searching the National Criminal Information System, "
            f"that there is NO final criminal conviction against {p.nome}, born on "
            f"{p.nascimento.strftime('%m/%d/%Y')}, Brazilian taxpayer number (CPF) {fmt_cpf(p.cpf)}.",
            first_indent=30)
    sh.kv("Issued on", emis.strftime("%m/%d/%Y"))
    sh.kv("Valid until", val.strftime("%m/%d/%Y"))
    sh.kv("Authentication code", cod)
    return Out("antecedentes_criminais", _f(p.nome, p.cpf, emis, val, "negativa", org, cod),
               {"orgao_emissor": ["PF", "DEPARTAMENTO DE POLÍCIA FEDERAL", "DPF"]})


def distribuicao_tjba_pontilhado(sh: Sheet, fk: Fake) -> Out:
    """TJBA 'CERTIDÃO NEGATIVA CRIMINAL': Title-case labels with dotted leaders
    ('Nome ........ X', 'Número do Pedido ....'), the result in a sentence, the
    Corregedoria's name repeated in the footer, 'Código de Autenticação' apart from the
    pedido."""
    fonts8()
    sh.s = Style("DjSerif", 10, 6.5)
    p = person8(fk, ("BA",))
    emis = fk.recent()
    val = emis + dt.timedelta(days=30)
    org = "TRIBUNAL DE JUSTIÇA DO ESTADO DA BAHIA"
    cod = code8(fk, 4, 4, ".")
    _brasao(sh, sh.W / 2, sh.y + 22, 20)
    sh.y += 50
    sh.line("PODER JUDICIÁRIO", 9, False, "center")
    sh.line(org, 12.5, True, "center")
    sh.gap(8)
    sh.title("CERTIDÃO NEGATIVA CRIMINAL - 1º GRAU", 13)
    sh.gap(6)
    dotted(sh, "Número do Pedido", f"{fk.digits(8)}-{emis.year}")
    dotted(sh, "Nome", p.nome)
    dotted(sh, "Cpf", fmt_cpf(p.cpf))
    dotted(sh, "Data de Nascimento", fmt_date(p.nascimento))
    dotted(sh, "Filiação", f"{p.mae}")
    dotted(sh, "Comarca", f"{p.cidade.upper()} E DEMAIS COMARCAS DO ESTADO")
    sh.gap(8)
    sh.para("Certifico que, pesquisando nos sistemas de distribuição do 1º grau, NADA CONSTA em nome da pessoa "
            "acima, em ações penais, execuções criminais e inquéritos, até a presente data.", first_indent=30)
    dotted(sh, "Data de Emissão", fmt_date(emis))
    dotted(sh, "Validade", fmt_date(val))
    dotted(sh, "Código de Autenticação", cod)
    sh.text_at(sh.W / 2, sh.H - 40, "Corregedoria Geral da Justiça - Coordenação de Distribuição - "
               "5ª Av. do CAB, Salvador/BA", 7, align="center")
    return Out("distribuicao_criminal", _f(p.nome, p.cpf, emis, val, "negativa", org, cod),
               {"orgao_emissor": ["TJBA", "TJ-BA", "PODER JUDICIÁRIO DO ESTADO DA BAHIA"]})


def distribuicao_trf2_duas_colunas(sh: Sheet, fk: Fake) -> Out:
    """TRF 2ª Região (RJ/ES) certidão de distribuição whose text runs in TWO COLUMNS: the
    holder in the left column's prose, the result in the right one, dates and the
    'código de verificação' across the foot."""
    sh.s = Style("LibSerif", 9.5, 6.5)
    p = person8(fk, ("RJ", "ES"))
    emis = fk.recent()
    val = emis + dt.timedelta(days=30)
    org = "TRIBUNAL REGIONAL FEDERAL DA 2ª REGIÃO"
    cod = fk.hexcode(3).replace(".", "-")
    sh.line("PODER JUDICIÁRIO - JUSTIÇA FEDERAL", 9, False, "center")
    sh.line(org, 13, True, "center")
    sh.line("Seções Judiciárias do Rio de Janeiro e do Espírito Santo", 9, False, "center")
    sh.gap(6)
    sh.title("CERTIDÃO DE DISTRIBUIÇÃO DE AÇÕES E EXECUÇÕES CRIMINAIS", 12)
    sh.gap(4)
    left = [f"CERTIFICO, atendendo ao pedido nº {fk.digits(9)}, que pesquisei os registros de distribuição da "
            "Justiça Federal da 2ª Região relativos à pessoa:", "", p.nome, f"CPF {fmt_cpf(p.cpf)}",
            f"nascida em {fmt_date(p.nascimento)}", "",
            "considerando os processos criminais de 1º e 2º graus, inclusive dos Juizados Especiais Federais."]
    right = ["Feita a pesquisa, VERIFIQUEI que NADA CONSTA contra a pessoa indicada até a data desta certidão.",
             "", "Observações: a pesquisa é feita pelo nome e pelo CPF informados; eventuais homônimos devem ser "
             "esclarecidos por certidão de objeto e pé na vara competente."]
    colw = (sh.width - 20) / 2
    ys = []
    for col, paras in enumerate((left, right)):
        y = sh.y
        for ptxt in paras:
            for ln in simpleSplit(ptxt, sh.font(), 9.5, colw) or [""]:
                sh.text_at(sh.m + col * (colw + 20), y, ln, 9.5)
                y += 13
        ys.append(y)
    sh.y = max(ys) + 14
    sh.hline(0.5)
    sh.line(f"Emitida em {fmt_date(emis)}, às {_hm(fk, True)}.   Válida até {fmt_date(val)}.", 9.5)
    sh.line(f"Código de verificação: {cod}", 10, True)
    return Out("distribuicao_criminal", _f(p.nome, p.cpf, emis, val, "negativa", org, cod),
               {"orgao_emissor": ["TRF2", "TRF 2ª REGIÃO", "JUSTIÇA FEDERAL", "JUSTIÇA FEDERAL DA 2ª REGIÃO"]})


def multas_detran_rs_rotulo_abaixo(sh: Sheet, fk: Fake) -> Out:
    """DETRAN/RS 'CERTIDÃO NEGATIVA DE MULTAS' with every label printed UNDER its value
    (owner, vehicle, certidão number, emission, validity, código de autenticidade)."""
    sh.s = Style("LibNarrow", 10, 6)
    v = fk.vehicle("ALUGUEL")
    nome, doc, pdoc, tipo, _who = _holder8(fk, ("RS",), 0.5)
    emis = fk.recent()
    val = emis + dt.timedelta(days=30)
    org = "DEPARTAMENTO ESTADUAL DE TRÂNSITO DO RIO GRANDE DO SUL"
    cod = code8(fk, 3, 6, " ")
    sh.line("ESTADO DO RIO GRANDE DO SUL", 9, False, "center")
    sh.line(org, 12, True, "center")
    sh.line("DETRAN/RS", 9, True, "center")
    sh.gap(6)
    sh.title("CERTIDÃO NEGATIVA DE MULTAS", 14)
    under(sh, [[(f"nome do proprietário ({tipo.lower()}: {pdoc})", nome, 1.0)],
               [("placa", dash_plate(v.placa, fk.r), 0.25), ("renavam", v.renavam, 0.35),
                ("marca/modelo", v.marca, 0.4)],
               [("certidão nº", f"{fk.digits(8)}", 0.25), ("data de emissão", fmt_date(emis), 0.25),
                ("válida até", fmt_date(val), 0.2), ("código de autenticidade", cod, 0.3)]], vs=11, ls=6.5)
    sh.gap(8)
    sh.para("Certificamos que, até a data de emissão, NÃO CONSTAM multas de trânsito pendentes de pagamento "
            "vinculadas ao veículo acima, registradas no Estado do Rio Grande do Sul.", first_indent=24)
    f = _f(nome, doc, emis, val, "negativa", org, cod)
    f["placa"] = v.placa
    return Out("certidao_multas", f, {"orgao_emissor": ["DETRAN/RS", "DETRAN-RS", "DETRAN RS"]})


def _fazenda(sh: Sheet, n: int) -> None:
    sh.text_at(sh.m, 20, "MINISTÉRIO DA FAZENDA", 7.5, True)
    sh.text_at(sh.W - sh.m, 20, f"Página {n} de 2", 7.5, align="right")


def cnd_federal_pf_2pag(sh: Sheet, fk: Fake) -> Out:
    """CPEND of a person (CPF) over two pages: 'MINISTÉRIO DA FAZENDA' as a running header,
    the holder and a long list of what the certidão covers on page 1, the RESULT
    (positiva com efeitos de negativa), dates and código de controle on page 2."""
    sh.s = Style("LibSerif", 10, 6.5)
    p = person8(fk)
    emis = fk.recent()
    val = emis + dt.timedelta(days=180)
    org = "SECRETARIA DA RECEITA FEDERAL DO BRASIL"
    cod = fk.hexcode(4)
    _fazenda(sh, 1)
    sh.y = 44
    sh.line("Secretaria da Receita Federal do Brasil", 11, True, "center")
    sh.line("Procuradoria-Geral da Fazenda Nacional", 11, True, "center")
    sh.gap(6)
    sh.title("CERTIDÃO POSITIVA COM EFEITOS DE NEGATIVA DE DÉBITOS RELATIVOS AOS TRIBUTOS FEDERAIS E À DÍVIDA "
             "ATIVA DA UNIÃO", 11.5)
    sh.kv("Nome", p.nome)
    sh.kv("CPF", fmt_cpf(p.cpf))
    sh.gap(6)
    for i in range(14):
        sh.para(f"{i + 1}. Esta certidão refere-se à situação do sujeito passivo no âmbito da RFB e da PGFN e "
                "abrange inclusive as contribuições sociais previstas nas alíneas 'a' a 'd' do parágrafo único "
                "do art. 11 da Lei nº 8.212, de 24 de julho de 1991.", 9.5)
    sh.new_page()
    _fazenda(sh, 2)
    sh.y = 44
    sh.para("Ressalvado o direito de a Fazenda Nacional cobrar e inscrever quaisquer dívidas de responsabilidade "
            "do sujeito passivo acima identificado que vierem a ser apuradas, é certificado que constam débitos "
            "cuja exigibilidade está suspensa nos termos do art. 151 do CTN, o que lhe confere os efeitos de "
            "certidão negativa (art. 206 do CTN).", first_indent=30)
    sh.kv("Emitida às", f"{_hm(fk, True)} do dia {fmt_date(emis)} <hora e data de Brasília>.")
    sh.kv("Válida até", fmt_date(val))
    sh.kv("Código de controle da certidão", cod)
    sh.line("Certidão emitida gratuitamente com base na Portaria Conjunta RFB/PGFN nº 1.751, de 2/10/2014.", 8)
    return Out("cnd_federal", _f(p.nome, p.cpf, emis, val, "positiva_com_efeitos_de_negativa", org, cod),
               {"orgao_emissor": RFB_ALT})


def cnd_estadual_ba_carimbo(sh: Sheet, fk: Fake) -> Out:
    """SEFAZ-BA 'CERTIDÃO NEGATIVA DE DÉBITOS TRIBUTÁRIOS' of a company; a grey rubber
    stamp ('CONFERIDO / ORIGINAL') drawn across the holder's lines; 'Número' apart from
    the 'Código de autenticidade'; validity in prose."""
    sh.s = Style("Helv", 10, 6.5)
    c = company8(fk, 2, ("BA",))
    emis = fk.recent()
    val = emis + dt.timedelta(days=60)
    org = "SECRETARIA DA FAZENDA DO ESTADO DA BAHIA"
    cod = code8(fk, 4, 4, "")
    sh.line("GOVERNO DO ESTADO DA BAHIA", 9, False, "center")
    sh.line(org, 12, True, "center")
    sh.line("Diretoria de Arrecadação, Crédito Tributário e Controle", 8.5, False, "center")
    sh.gap(8)
    sh.title("CERTIDÃO NEGATIVA DE DÉBITOS TRIBUTÁRIOS", 13)
    sh.line(f"Número: {emis.year}{fk.digits(8)}", 10, True, "right")
    sh.gap(4)
    y_stamp = sh.y
    sh.kv("Razão social", c.razao)
    sh.kv("CNPJ", fmt_cnpj(c.cnpj))
    sh.kv("Inscrição estadual", f"{fk.digits(3)}.{fk.digits(3)}.{fk.digits(3)}")
    sh.kv("Endereço", f"{c.endereco}, {c.bairro} - {c.cidade}/BA")
    sh.gap(6)
    sh.para("Certificamos que, até a presente data, não constam débitos tributários inscritos ou não em dívida "
            f"ativa em nome do contribuinte acima. Esta certidão é válida até {fmt_date(val)}.", first_indent=24)
    sh.kv("Emitida em", f"{fmt_date(emis)} às {_hm(fk)}")
    sh.kv("Código de autenticidade", cod)
    rubber_stamp(sh, ["CONFERIDO COM O ORIGINAL", f"EM {fmt_date(emis + dt.timedelta(days=2))}",
                      "SETOR DE CADASTRO"], sh.m + 250, y_stamp + 26, 10)
    return Out("cnd_estadual", _f(c.razao, c.cnpj, emis, val, "negativa", org, cod),
               {"orgao_emissor": ["SEFAZ-BA", "SEFAZ/BA", "SECRETARIA DA FAZENDA DA BAHIA"]})


def cnd_municipal_paisagem_vila_velha(sh: Sheet, fk: Fake) -> Out:
    """Prefeitura Municipal de Vila Velha (ES) certidão on a LANDSCAPE page: the
    contribuinte at the left, the certidão's number, dates and código at the right, the
    text across the foot."""
    sh.s = Style("DjSerifCond", 10, 6.5)
    landscape(sh)
    sh.m = 40
    nome, doc, pdoc, tipo, who = _holder8(fk, ("ES",), 0.6)
    emis = fk.recent()
    val = emis + dt.timedelta(days=fk.r.choice([60, 90]))
    org = "PREFEITURA MUNICIPAL DE VILA VELHA"
    cod = code8(fk, 5, 4, "-")
    _brasao(sh, sh.m + 22, sh.y + 24, 20)
    sh.text_at(sh.m + 54, sh.y + 2, "ESTADO DO ESPÍRITO SANTO", 9)
    sh.text_at(sh.m + 54, sh.y + 15, org, 13, True)
    sh.text_at(sh.m + 54, sh.y + 32, "Secretaria Municipal de Finanças - Gerência de Tributos Mobiliários", 8.5)
    sh.y += 58
    sh.title("CERTIDÃO NEGATIVA DE DÉBITOS MUNICIPAIS", 14)
    y0 = sh.y
    half = (sh.width - 30) / 2
    sh.rect(sh.m, y0, half, 110)
    sh.text_at(sh.m + 6, y0 + 5, "CONTRIBUINTE", 8, True)
    sh.text_at(sh.m + 6, y0 + 22, nome, 11)
    sh.text_at(sh.m + 6, y0 + 42, f"{tipo}: {pdoc}", 10.5)
    sh.text_at(sh.m + 6, y0 + 60, f"Inscrição mobiliária: {fk.digits(6)}", 10)
    sh.text_at(sh.m + 6, y0 + 78, f"Endereço: {who.endereco} - Vila Velha/ES", 9)
    xr = sh.m + half + 30
    sh.rect(xr, y0, half, 110)
    for i, (lab, val_s) in enumerate([("Certidão nº", f"{fk.digits(5)}/{emis.year}"),
                                      ("Data de emissão", fmt_date(emis)), ("Validade", fmt_date(val)),
                                      ("Código de controle", cod)]):
        sh.text_at(xr + 6, y0 + 8 + i * 24, lab, 8, True)
        sh.text_at(xr + 130, y0 + 6 + i * 24, val_s, 11)
    sh.y = y0 + 124
    sh.para("Certifica-se, para os devidos fins, que não constam débitos de tributos municipais (ISSQN, taxas e "
            "IPTU) em nome do contribuinte acima identificado, ressalvado o direito de a Fazenda Municipal cobrar "
            "débitos que venham a ser apurados.", first_indent=30)
    sh.line("A autenticidade desta certidão pode ser confirmada no portal da Prefeitura, com o código de controle.",
            8)
    return Out("cnd_municipal", _f(nome, doc, emis, val, "negativa", org, cod),
               {"orgao_emissor": ["PREFEITURA DE VILA VELHA", "SECRETARIA MUNICIPAL DE FINANÇAS"]})


def crf_pontilhado(sh: Sheet, fk: Fake) -> Out:
    """CRF with dotted leaders ('Inscrição ........ CNPJ', 'Razão Social .......'),
    a letter-spaced 'C A I X A' letterhead, 'Validade: dd/mm/aaaa a dd/mm/aaaa' and the
    'Certificação Número' after the dates."""
    fonts8()
    sh.s = Style("LibSerifBI", 10.5, 7)
    c = company8(fk, 2)
    emis = fk.recent(12)
    ini = emis
    val = ini + dt.timedelta(days=29)
    cod = f"{emis.year}{emis.month:02d}{fk.digits(10)}"
    spaced(sh, sh.m, sh.y, "CAIXA", 22, "LibSans-B", 9)
    sh.text_at(sh.W - sh.m, sh.y + 4, "Caixa Econômica Federal", 10, align="right")
    sh.y += 34
    sh.hline(1.5)
    sh.title("Certificado de Regularidade do FGTS - CRF", 14)
    sh.gap(6)
    dotted(sh, "Inscrição", fmt_cnpj(c.cnpj), font="LibSerif")
    dotted(sh, "Razão Social", c.razao, font="LibSerif")
    dotted(sh, "Endereço", f"{c.endereco.upper()} / {c.bairro.upper()} / {c.cidade.upper()} / {c.uf}",
           font="LibSerif")
    sh.gap(8)
    sh.para("A Caixa Econômica Federal, no uso da atribuição que lhe confere o Art. 7, da Lei 8.036, de 11 de maio "
            "de 1990, certifica que, nesta data, a empresa acima identificada encontra-se em situação regular "
            "perante o Fundo de Garantia do Tempo de Serviço - FGTS.", first_indent=24)
    dotted(sh, "Validade", f"{fmt_date(ini)} a {fmt_date(val)}", font="LibSerif")
    dotted(sh, "Certificação Número", cod, font="LibSerif")
    sh.gap(8)
    sh.line(f"Informação obtida em {fmt_date(emis)} {_hm(fk, True)}", 9)
    return Out("crf_fgts", _f(c.razao, c.cnpj, emis, val, "negativa", "CAIXA ECONÔMICA FEDERAL", cod),
               {"orgao_emissor": ["CAIXA"]})


def falencia_tjrj_minusculas(sh: Sheet, fk: Fake) -> Out:
    """TJRJ 'certidão de falências e recuperações judiciais' of a company, every label in
    lower case and the values in tiny print beside them, 'nº do pedido' apart from the
    'código de validação'; validity in days only (no `valida_ate`)."""
    sh.s = Style("LibSans", 7, 5.5)
    c = company8(fk, 2, ("RJ",))
    emis = fk.recent()
    org = "TRIBUNAL DE JUSTIÇA DO ESTADO DO RIO DE JANEIRO"
    cod = code8(fk, 2, 6, "-")
    sh.line("poder judiciário", 9, False, "center")
    sh.line(org, 11.5, True, "center")
    sh.line("distribuidores da comarca de " + title_case(c.cidade.upper()).lower(), 8, False, "center")
    sh.gap(6)
    sh.title("certidão de falências, concordatas e recuperações judiciais", 12)
    for lab, val_s in [("nº do pedido", f"{fk.digits(7)}/{emis.year}"), ("requerido", c.razao),
                       ("cnpj", fmt_cnpj(c.cnpj)), ("período pesquisado", "últimos 10 (dez) anos"),
                       ("data de emissão", fmt_date(emis)), ("código de validação", cod)]:
        sh.kv(lab, val_s, size=7, label_bold=False)
    sh.gap(4)
    sh.para("certifica-se que, revendo os livros e sistemas de distribuição, NADA CONSTA de pedidos de falência, "
            "concordata ou recuperação judicial em nome do requerido acima. validade: 30 (trinta) dias.", 7)
    return Out("certidao_falencia", _f(c.razao, c.cnpj, emis, None, "negativa", org, cod),
               {"orgao_emissor": ["TJRJ", "TJ-RJ", "PODER JUDICIÁRIO DO ESTADO DO RIO DE JANEIRO"]})
