"""Series-4 certidões of the held-out family (issue 12): issuers and holders printed in
ways the earlier series do not print them.

Written from CONTRACT §4, `../shared/docs/document-layouts.md` §5 and what these
certidões look like, without reading `extractors/` nor the fixes being made there:
antecedentes of the Polícia Civil of Bahia (a 2-page certidão whose holder is only in
the certifying sentence, among the parents' names) and of Santa Catarina (the holder in
a table whose header row sits above the value row, beside the mother's name); state CNDs
of Espírito Santo ('Sujeito passivo' on its own line above the razão social) and Mato
Grosso (a SEFAZ/PGE joint CPEND with the two organs side by side); an RFB/PGFN CND with
the two organs side by side and the browser's print line; a CRF printed from the
browser with each label above its value; a prefeitura certidão where the 'Requerente'
is a despachante and the contribuinte comes after, label above value. Gold
`codigo_validacao` is the código (never the certidão number), `orgao_emissor` the
issuer line as printed in full, `titular_*` the person or company the certidão is about."""

from __future__ import annotations

import datetime as dt

from samples.heldout.data import Fake, fmt_cnpj, fmt_cpf, fmt_date, fmt_date_long
from samples.heldout.docs_certidoes import RFB_ALT, _f
from samples.heldout.docs_v2_certidoes import _code, _hm
from samples.heldout.docs_v3 import _brasao
from samples.heldout.docs_vehicle import Out
from samples.heldout.sheet import Sheet, Style
from samples.heldout.v4data import company4, fonts4, page_foot, person4, stacked, stacked_cols


def antecedentes_pcba(sh: Sheet, fk: Fake) -> Out:
    """Polícia Civil da Bahia over two pages: four header lines (Governo, SSP, Polícia
    Civil, Instituto de Identificação Pedro Mello), the holder only in the certifying
    sentence after the parents' names are given; page 2 'Válida até' and the
    'Código de validação' under the instructions; the atestado number top right."""
    sh.s = Style("LibSerif", 11)
    p = person4(fk, ("BA",))
    emis = fk.recent()
    val = emis + dt.timedelta(days=90)
    num = f"{emis.year}.{fk.digits(7)}"
    cod = _code(fk, 3, 4, "-")
    org = "POLÍCIA CIVIL DO ESTADO DA BAHIA"
    foot, st = page_foot(2, f"Atestado nº {num}")
    st["first"] = sh.page
    sh.on_page_end = foot
    sh.line("GOVERNO DO ESTADO DA BAHIA", 9, False, "center")
    sh.line("SECRETARIA DA SEGURANÇA PÚBLICA", 9, False, "center")
    sh.line(org, 13, True, "center")
    sh.line("INSTITUTO DE IDENTIFICAÇÃO PEDRO MELLO", 9.5, False, "center")
    sh.gap(6)
    sh.line(f"Nº {num}", 10, True, "right")
    sh.gap(14)
    sh.title("CERTIDÃO DE ANTECEDENTES CRIMINAIS", 14)
    sh.gap(12)
    sh.para(f"O Diretor do Instituto de Identificação Pedro Mello, no uso de suas atribuições legais, CERTIFICA, a pedido "
            f"da parte interessada, que, revendo os arquivos criminais deste Instituto até a presente data, NADA CONSTA "
            f"contra {p.nome}, filho(a) de {p.pai} e de {p.mae}, nascido(a) em {fmt_date(p.nascimento)}, natural de "
            f"{p.cidade}/{p.uf}, portador(a) da cédula de identidade RG nº {p.rg} {p.rg_org} e inscrito(a) no CPF sob o "
            f"nº {fmt_cpf(p.cpf)}.", first_indent=40)
    sh.para("A presente certidão refere-se exclusivamente aos registros existentes no Estado da Bahia e é expedida "
            "sem rasuras ou emendas.", first_indent=40)
    sh.gap(6)
    sh.line(f"Salvador, {fmt_date_long(emis)}.", 11, align="right")
    sh.line(f"Emitida em {fmt_date(emis)} às {_hm(fk, True)}", 9, align="right")
    sh.gap(30)
    sh.line("Diretor do Instituto de Identificação Pedro Mello", 9.5, False, "center")
    sh.line("(assinatura eletrônica)", 8, False, "center")
    sh.new_page()
    sh.line(f"{org} - CERTIDÃO DE ANTECEDENTES CRIMINAIS (continuação)", 8.5, True)
    sh.hline(0.5)
    sh.gap(6)
    sh.line("INFORMAÇÕES IMPORTANTES", 11, True)
    for item in ("1. Esta certidão é gratuita e foi emitida pela internet com base nos dados informados pelo requerente.",
                 "2. A ocorrência de homonímia não impede a emissão; havendo dúvida, compareça a um posto do Instituto "
                 "de Identificação munido de documento de identidade.",
                 "3. A autenticidade deve ser confirmada no sítio da Polícia Civil, no serviço 'Validar certidão', "
                 "informando o número do atestado e o código abaixo.",
                 "4. Não é válida para fins de porte de arma nem para processos que exijam certidão do Poder "
                 "Judiciário."):
        sh.para(item, 10, indent=10)
    sh.gap(8)
    sh.kv("Válida até", fmt_date(val), size=11)
    sh.kv("Código de validação", cod, size=11)
    foot(sh)
    sh.on_page_end = None
    return Out("antecedentes_criminais", _f(p.nome, p.cpf, emis, val, "negativa", org, cod),
               {"orgao_emissor": ["POLÍCIA CIVIL DA BAHIA", "PCBA", "PC-BA", "INSTITUTO DE IDENTIFICAÇÃO PEDRO MELLO"]})


def antecedentes_pcsc(sh: Sheet, fk: Fake) -> Out:
    """Polícia Civil do Estado de Santa Catarina 'ATESTADO DE ANTECEDENTES CRIMINAIS': the
    holder in tables whose header row stands above the value row (Nome do requerente |
    Nome da mãe; CPF | RG | Nascimento), the atestado number and the 'Chave de
    verificação' in a box at the right, the acronym PCSC only in the footer."""
    fonts4()
    sh.s = Style("LibNarrowIt", 10)
    p = person4(fk, ("SC",))
    emis = fk.recent()
    val = emis + dt.timedelta(days=60)
    num = f"{fk.digits(8)}"
    cod = _code(fk, 2, 6, ".")
    org = "POLÍCIA CIVIL DO ESTADO DE SANTA CATARINA"
    y0 = sh.y
    sh.text_at(sh.m, y0, "ESTADO DE SANTA CATARINA", 9)
    sh.text_at(sh.m, y0 + 12, "SECRETARIA DE ESTADO DA SEGURANÇA PÚBLICA", 9)
    sh.text_at(sh.m, y0 + 25, org, 12.5, True)
    sh.text_at(sh.m, y0 + 41, "Diretoria de Identificação Civil e Criminal", 8.5)
    bx = sh.W - sh.m - 150
    sh.rect(bx, y0 - 4, 150, 62)
    sh.text_at(bx + 6, y0, "ATESTADO Nº", 7, True)
    sh.text_at(bx + 6, y0 + 10, num, 11)
    sh.text_at(bx + 6, y0 + 27, "CHAVE DE VERIFICAÇÃO", 7, True)
    sh.text_at(bx + 6, y0 + 37, cod, 10)
    sh.y = y0 + 72
    sh.hline()
    sh.gap(6)
    sh.title("ATESTADO DE ANTECEDENTES CRIMINAIS", 14)
    sh.gap(4)
    sh.table(["Nome do requerente", "Nome da mãe"], [[p.nome, p.mae]], [0.5, 0.5], size=9.5)
    sh.table(["CPF", "RG / Órgão emissor", "Data de nascimento", "Naturalidade"],
             [[fmt_cpf(p.cpf), f"{p.rg} {p.rg_org}", fmt_date(p.nascimento), f"{p.cidade}/{p.uf}"]],
             [0.22, 0.28, 0.2, 0.3], size=9.5)
    sh.gap(4)
    sh.para("Atestamos, para os devidos fins, que consultados os registros do Sistema de Identificação Criminal "
            "desta Polícia Civil, NADA CONSTA de antecedentes criminais em nome do requerente identificado acima.",
            first_indent=30)
    sh.gap(4)
    sh.two_col([("Data de emissão", fmt_date(emis)), ("Hora", _hm(fk, True))],
               [("Validade", fmt_date(val)), ("Finalidade", "HABILITAÇÃO EM SERVIÇO PÚBLICO")], size=9.5)
    sh.gap(18)
    sh.qr_like(sh.m, sh.y, 60, fk.r.randint(0, 10**6))
    sh.text_at(sh.m + 72, sh.y + 10, "Confira a autenticidade com a chave de verificação no portal da PCSC.", 8)
    sh.text_at(sh.m + 72, sh.y + 22, "Documento emitido eletronicamente; dispensa assinatura.", 8)
    sh.y += 70
    sh.hline(0.4)
    sh.line("PCSC - Diretoria de Identificação Civil e Criminal - atendimento ao cidadão: 181", 7.5, False, "center")
    return Out("antecedentes_criminais", _f(p.nome, p.cpf, emis, val, "negativa", org, cod),
               {"orgao_emissor": ["PCSC", "PC-SC", "POLÍCIA CIVIL DE SANTA CATARINA"]})


def cnd_estadual_es(sh: Sheet, fk: Fake) -> Out:
    """Espírito Santo state CND: 'GOVERNO DO ESTADO' above the secretaria's full name,
    each datum as a label on its own line above its value ('Sujeito passivo', CNPJ,
    inscrição estadual), the certidão number before the 'Código de autenticação'."""
    fonts4()
    sh.s = Style("DjSerifIt", 10)
    c = company4(fk, 2, ("ES",))
    emis = fk.recent()
    val = emis + dt.timedelta(days=60)
    num = f"{fk.digits(6)}/{emis.year}-{fk.digits(1)}"
    cod = _code(fk, 4, 4, ".")
    org = "SECRETARIA DE ESTADO DA FAZENDA DO ESPÍRITO SANTO"
    sh.line("GOVERNO DO ESTADO DO ESPÍRITO SANTO", 9.5, False, "center")
    sh.line(org, 12, True, "center")
    sh.line("Subsecretaria de Estado da Receita", 9, False, "center")
    sh.gap(12)
    sh.title("CERTIDÃO NEGATIVA DE DÉBITOS PARA COM A FAZENDA PÚBLICA ESTADUAL", 12)
    sh.line(f"Certidão nº {num}", 10, True, "center")
    sh.gap(10)
    stacked(sh, "Sujeito passivo:", c.razao, 10.5)
    stacked(sh, "CNPJ:", fmt_cnpj(c.cnpj), 10.5)
    stacked(sh, "Inscrição estadual:", f"{fk.digits(3)}.{fk.digits(3)}.{fk.digits(2)}-{fk.digits(1)}", 10.5)
    stacked(sh, "Endereço:", f"{c.endereco}, {c.bairro}, {c.cidade}/{c.uf}", 10.5)
    sh.gap(6)
    sh.para("Ressalvado o direito de a Fazenda Pública Estadual cobrar quaisquer débitos que vierem a ser apurados, "
            "CERTIFICAMOS que, até a presente data, não constam débitos de natureza tributária ou não tributária, "
            "inscritos ou não em dívida ativa, em nome do sujeito passivo acima identificado.", first_indent=30)
    sh.para(f"Certidão emitida em {fmt_date(emis)}, às {_hm(fk)}, válida por 60 (sessenta) dias, até {fmt_date(val)}.",
            first_indent=30)
    sh.gap(10)
    sh.line("A autenticidade desta certidão poderá ser confirmada na página da Secretaria na internet.", 8.5)
    sh.line(f"Código de autenticação: {cod}", 10.5, True)
    return Out("cnd_estadual", _f(c.razao, c.cnpj, emis, val, "negativa", org, cod),
               {"orgao_emissor": ["SEFAZ-ES", "SEFAZ/ES", "SECRETARIA DA FAZENDA DO ESPÍRITO SANTO"]})


def cnd_estadual_mt(sh: Sheet, fk: Fake) -> Out:
    """Mato Grosso joint certidão (SEFAZ and PGE side by side in the header): a CPEND of
    state taxes and dívida ativa, the holder in a header-above-value table (Razão social |
    CNPJ | Inscrição estadual), a table of suspended débitos with their own dates, the
    'Código de autenticidade' after the emission and validity lines."""
    sh.s = Style("LibSans", 9.5)
    c = company4(fk, 2, ("MT",))
    emis = fk.recent()
    val = emis + dt.timedelta(days=fk.r.choice([30, 60]))
    num = f"{fk.digits(4)}{fk.digits(6)}"
    cod = _code(fk, 5, 4, "-")
    org = "SECRETARIA DE ESTADO DE FAZENDA DE MATO GROSSO"
    y0 = sh.y
    sh.text_at(sh.m, y0, "GOVERNO DO ESTADO DE MATO GROSSO", 8)
    sh.text_at(sh.m, y0 + 11, org, 9.5, True)
    sh.text_at(sh.W - sh.m, y0, "GOVERNO DO ESTADO DE MATO GROSSO", 8, align="right")
    sh.text_at(sh.W - sh.m, y0 + 11, "PROCURADORIA-GERAL DO ESTADO", 9.5, True, "right")
    sh.y = y0 + 32
    sh.hline()
    sh.gap(4)
    sh.title("CERTIDÃO CONJUNTA POSITIVA COM EFEITOS DE NEGATIVA DE DÉBITOS FISCAIS E DA DÍVIDA ATIVA DO ESTADO", 11.5)
    sh.line(f"Nº {num}", 10, True, "center")
    sh.gap(4)
    sh.table(["Razão social", "CNPJ", "Inscrição estadual"],
             [[c.razao, fmt_cnpj(c.cnpj), f"{fk.digits(2)}.{fk.digits(3)}.{fk.digits(3)}-{fk.digits(1)}"]],
             [0.52, 0.26, 0.22], size=9)
    sh.para("Certificamos que, em nome do contribuinte acima identificado, constam os débitos abaixo relacionados, "
            "cuja exigibilidade está suspensa nos termos do art. 151 do Código Tributário Nacional, razão pela qual a "
            "presente certidão tem os mesmos efeitos da certidão negativa (art. 206 do CTN).", first_indent=24)
    rows = []
    for _ in range(fk.r.randint(2, 3)):
        d = emis - dt.timedelta(days=fk.r.randint(120, 900))
        rows.append([f"{fk.digits(4)}/{d.year}", fmt_date(d), fk.r.choice(["PARCELADO", "SUSPENSO - LIMINAR"]),
                     f"{fk.r.randint(1, 40)}.{fk.digits(3)},{fk.digits(2)}"])
    sh.table(["Processo / CDA", "Data de inscrição", "Situação", "Valor (R$)"], rows, [0.25, 0.2, 0.3, 0.25], size=8.5)
    sh.kv("Data e hora de emissão", f"{fmt_date(emis)} {_hm(fk, True)}")
    sh.kv("Validade", f"até {fmt_date(val)}")
    sh.kv("Código de autenticidade", cod)
    sh.para("A autenticidade desta certidão deve ser confirmada nos sítios da SEFAZ-MT ou da PGE-MT.", 8)
    return Out("cnd_estadual", _f(c.razao, c.cnpj, emis, val, "positiva_com_efeitos_de_negativa", org, cod),
               {"orgao_emissor": ["SEFAZ-MT", "SEFAZ/MT", "PROCURADORIA-GERAL DO ESTADO"]})


def cnd_federal_colunas(sh: Sheet, fk: Fake) -> Out:
    """RFB/PGFN CND printed from the browser: the print line (date, page title) at the top
    and the address at the foot, the Receita Federal and the PGFN side by side under
    'MINISTÉRIO DA FAZENDA', the holder as 'Contribuinte' above the name, the CNPJ of
    the matriz, the verbatim 'Emitida às … do dia …' footer."""
    sh.s = Style("Helv", 9.5)
    c = company4(fk, 2)
    emis = fk.recent()
    val = emis + dt.timedelta(days=180)
    cod = ".".join("".join(fk.r.choice("0123456789ABCDEF") for _ in range(4)) for _ in range(4))
    hm = _hm(fk, True)
    sh.text_at(sh.m - 20, 20, f"{fmt_date(emis)}, {hm[:5]}", 7)
    sh.text_at(sh.W / 2, 20, "Certidão de Débitos Relativos a Créditos Tributários Federais e à Dívida Ativa da União",
               7, align="center")
    sh.y = 50
    sh.line("MINISTÉRIO DA FAZENDA", 10, True, "center")
    y0 = sh.y + 4
    half = sh.width / 2
    sh.text_at(sh.m + half / 2, y0, "SECRETARIA ESPECIAL DA", 8.5, True, "center")
    sh.text_at(sh.m + half / 2, y0 + 10, "RECEITA FEDERAL DO BRASIL", 8.5, True, "center")
    sh.text_at(sh.m + half * 1.5, y0, "PROCURADORIA-GERAL DA", 8.5, True, "center")
    sh.text_at(sh.m + half * 1.5, y0 + 10, "FAZENDA NACIONAL", 8.5, True, "center")
    sh.y = y0 + 32
    sh.title("CERTIDÃO NEGATIVA DE DÉBITOS RELATIVOS AOS TRIBUTOS FEDERAIS E À DÍVIDA ATIVA DA UNIÃO", 11)
    sh.gap(4)
    stacked(sh, "Contribuinte", c.razao, 10)
    stacked(sh, "CNPJ (matriz)", fmt_cnpj(c.cnpj), 10)
    sh.gap(4)
    sh.para("Ressalvado o direito de a Fazenda Nacional cobrar e inscrever quaisquer dívidas de responsabilidade do "
            "sujeito passivo acima identificado que vierem a ser apuradas, é certificado que não constam pendências em "
            "seu nome, relativas a créditos tributários administrados pela Secretaria Especial da Receita Federal do "
            "Brasil (RFB) e a inscrições em Dívida Ativa da União (DAU) junto à Procuradoria-Geral da Fazenda Nacional "
            "(PGFN).", first_indent=24)
    sh.para("Esta certidão refere-se à situação do sujeito passivo no âmbito da RFB e da PGFN e abrange inclusive as "
            "contribuições sociais previstas nas alíneas 'a' a 'd' do parágrafo único do art. 11 da Lei nº 8.212, de 24 "
            "de julho de 1991. Emitida para o estabelecimento matriz, é válida para todos os estabelecimentos.",
            first_indent=24)
    sh.para("A aceitação desta certidão está condicionada à verificação de sua autenticidade na Internet, nos endereços "
            "<http://rfb.gov.br> ou <http://www.pgfn.gov.br>.", first_indent=24)
    sh.line(f"Emitida às {hm} do dia {fmt_date(emis)} <hora e data de Brasília>.", 9.5)
    sh.line(f"Válida até {fmt_date(val)}.", 9.5)
    sh.line(f"Código de controle da certidão: {cod}", 9.5, True)
    sh.line("Qualquer rasura ou emenda invalidará este documento.", 8.5)
    sh.text_at(sh.m - 20, sh.H - 28, "https://solucoes.receita.fazenda.gov.br/Servicos/certidaointernet/PJ/Emitir", 7)
    sh.text_at(sh.W - sh.m + 20, sh.H - 28, "1/1", 7, align="right")
    return Out("cnd_federal", _f(c.razao, c.cnpj, emis, val, "negativa",
                                 "SECRETARIA ESPECIAL DA RECEITA FEDERAL DO BRASIL", cod), {"orgao_emissor": RFB_ALT})


def crf_navegador(sh: Sheet, fk: Fake) -> Out:
    """Caixa CRF printed from the browser: the print line and the consulta address at the
    top and foot, each label on its own line above its value (Inscrição, Razão Social,
    Endereço, Validade as a range, Certificação Número), 'Informação obtida em' last."""
    sh.s = Style("DjSerifCond", 10)
    c = company4(fk, 2)
    emis = fk.recent(20)
    val = emis + dt.timedelta(days=30)
    cod = f"{emis.year}{emis.month:02d}{emis.day:02d}" + fk.digits(14)
    hms = _hm(fk, True)
    sh.text_at(sh.m - 20, 20, f"{fmt_date(emis)} {hms[:5]}", 7)
    sh.text_at(sh.W / 2, 20, "Consulta Regularidade do Empregador", 7, align="center")
    sh.y = 52
    sh.line("CAIXA ECONÔMICA FEDERAL", 12, True, "left")
    sh.line("Agente Operador do FGTS", 8.5)
    sh.hline()
    sh.gap(6)
    sh.title("Certificado de Regularidade do FGTS - CRF", 13)
    sh.gap(6)
    stacked(sh, "Inscrição:", fmt_cnpj(c.cnpj), 10.5)
    stacked(sh, "Razão Social:", c.razao, 10.5)
    stacked(sh, "Endereço:", f"{c.endereco.upper()} / {c.bairro.upper()} / {c.cidade.upper()} / {c.uf} / {c.cep}", 10)
    sh.gap(4)
    sh.para("A Caixa Econômica Federal, no uso da atribuição que lhe confere o Art. 7, da Lei 8.036, de 11 de maio de "
            "1990, certifica que, nesta data, a empresa acima identificada encontra-se em situação regular perante o "
            "Fundo de Garantia do Tempo de Serviço - FGTS.", first_indent=24)
    sh.para("O presente Certificado não servirá de prova contra cobrança de quaisquer débitos referentes a "
            "contribuições e/ou encargos devidos, decorrentes das obrigações com o FGTS.", 9, first_indent=24)
    stacked(sh, "Validade:", f"{fmt_date(emis)} a {fmt_date(val)}", 10.5)
    stacked(sh, "Certificação Número:", cod, 10.5)
    sh.gap(4)
    sh.line(f"Informação obtida em {fmt_date(emis)}, às {hms}", 9.5)
    sh.line("A utilização deste Certificado para os fins previstos em Lei está condicionada à verificação de autenticidade "
            "no site da Caixa.", 7.5)
    sh.text_at(sh.m - 20, sh.H - 28, "https://consulta-crf.caixa.gov.br/consultacrf/pages/impressao.jsf", 7)
    sh.text_at(sh.W - sh.m + 20, sh.H - 28, "1/1", 7, align="right")
    return Out("crf_fgts", _f(c.razao, c.cnpj, emis, val, "negativa", "CAIXA ECONÔMICA FEDERAL", cod),
               {"orgao_emissor": ["CAIXA"]})


def cnd_municipal_requerente(sh: Sheet, fk: Fake) -> Out:
    """Prefeitura certidão (ES/PE/CE/MS) requested by a despachante: 'REQUERENTE' names
    the despachante and his CPF on one line; the contribuinte follows under 'DADOS DO
    CONTRIBUINTE', each label on its own line above the value; 'Código de validação'
    after the certidão number."""
    sh.s = Style("LibSerif", 10.5)
    c = company4(fk, 2, ("ES", "PE", "CE", "MS"))
    desp = person4(fk, (c.uf,))
    emis = fk.recent()
    val = emis + dt.timedelta(days=fk.r.choice([30, 60, 90]))
    num = f"{fk.digits(5)}/{emis.year}"
    cod = _code(fk, 3, 5, "")
    org = f"PREFEITURA MUNICIPAL DE {c.cidade.upper()}"
    _brasao(sh, sh.W / 2, 72, 20)
    sh.y = 98
    sh.line(org, 12.5, True, "center")
    sh.line("SECRETARIA MUNICIPAL DE FINANÇAS", 9.5, False, "center")
    sh.line("Coordenadoria de Arrecadação e Dívida Ativa", 8.5, False, "center")
    sh.gap(10)
    sh.title("CERTIDÃO NEGATIVA DE DÉBITOS MUNICIPAIS", 13)
    sh.line(f"Certidão nº {num}", 10, True, "right")
    sh.gap(4)
    sh.kv("REQUERENTE", f"{desp.nome} - CPF {fmt_cpf(desp.cpf)}", size=9.5)
    sh.kv("FINALIDADE", "CADASTRO / LICITAÇÃO", size=9.5)
    sh.gap(6)
    sh.line("DADOS DO CONTRIBUINTE", 10, True)
    sh.hline(0.5)
    stacked_cols(sh, [[("Nome / Razão social", c.razao), ("Endereço", f"{c.endereco} - {c.bairro}")],
                      [("CPF / CNPJ", fmt_cnpj(c.cnpj)), ("Inscrição municipal", f"{fk.digits(6)}-{fk.digits(1)}")]],
                 10)
    sh.gap(4)
    sh.para("CERTIFICAMOS, para os devidos fins, que, revendo os registros do Cadastro Mobiliário e da Dívida Ativa "
            "deste Município, não constam débitos de tributos municipais em nome do contribuinte acima identificado "
            "até a presente data, ressalvado o direito de a Fazenda Municipal cobrar débitos que vierem a ser apurados.",
            first_indent=30)
    sh.kv("Data de emissão", fmt_date(emis))
    sh.kv("Válida até", fmt_date(val))
    sh.gap(8)
    sh.kv("Código de validação", cod)
    sh.line("Confirme a autenticidade no portal de serviços da Prefeitura, opção 'Validar certidão'.", 8)
    return Out("cnd_municipal", _f(c.razao, c.cnpj, emis, val, "negativa", org, cod),
               {"orgao_emissor": [f"PREFEITURA DE {c.cidade.upper()}", "SECRETARIA MUNICIPAL DE FINANÇAS"]})
