"""Held-out layouts, series 2: certidões of issuers the first series does not have —
Polícia Civil do Paraná and of Goiás, TJPR, TJRJ, TRF4 (2 pages), DETRAN-PR and DETRAN-GO
(positiva with a table of fines), Receita Estadual do Paraná, a 2-page CPEND of the RFB,
the Prefeitura da Estância Turística de Olímpia and a TJSP falência.

Each prints a certidão/pedido number **and** a separate control code; gold
`codigo_validacao` is always the code, `orgao_emissor` the issuer line as printed in full
(the acronym or the other printed issuer line accepted where the page prints them).
Dates inside the body (search periods, fines, legal citations) are not the emission date."""

from __future__ import annotations

import datetime as dt

from samples.heldout.data import Fake, fmt_cnpj, fmt_cpf, fmt_date, fmt_date_long, fmt_money
from samples.heldout.docs_certidoes import RFB_ALT, _f
from samples.heldout.docs_vehicle import Out, dash_plate
from samples.heldout.sheet import Sheet, Style
from samples.heldout.v2data import company2, person2

ALNUM = "ABCDEFGHJKLMNPQRSTUVWXYZ23456789"


def _code(fk: Fake, groups: int, size: int, sep: str) -> str:
    return sep.join("".join(fk.r.choice(ALNUM) for _ in range(size)) for _ in range(groups))


def _cents(v: int) -> str:
    """19532 → '195,32'; 123456 → '1.234,56'."""
    return f"{v / 100:,.2f}".replace(",", "_").replace(".", ",").replace("_", ".")


def _hm(fk: Fake, secs: bool = False) -> str:
    t = f"{fk.r.randint(7, 20):02d}:{fk.r.randint(0, 59):02d}"
    return t + (f":{fk.r.randint(0, 59):02d}" if secs else "")


def antecedentes_pcpr(sh: Sheet, fk: Fake) -> Out:
    """Polícia Civil do Paraná: four-line header (Estado, SESP, Polícia Civil, Instituto de
    Identificação), holder in a table, 'Certidão Nº' right-aligned, 'Código de controle'."""
    sh.s = Style("Times", 10.5)
    p = person2(fk, ("PR",))
    emis = fk.recent()
    val = emis + dt.timedelta(days=90)
    num = f"{fk.digits(9)}/{emis.year}"
    cod = _code(fk, 4, 5, "-")
    org = "POLÍCIA CIVIL DO PARANÁ"
    sh.line("ESTADO DO PARANÁ", 9, False, "center")
    sh.line("SECRETARIA DE ESTADO DA SEGURANÇA PÚBLICA", 9, False, "center")
    sh.line(org, 13, True, "center")
    sh.line("INSTITUTO DE IDENTIFICAÇÃO DO PARANÁ", 9.5, False, "center")
    sh.gap(10)
    sh.title("CERTIDÃO DE ANTECEDENTES CRIMINAIS", 13.5)
    sh.line(f"Certidão Nº {num}", 10, True, "right")
    sh.gap(4)
    sh.table(["Campo", "Identificação do requerente"],
             [["Nome", p.nome], ["RG", f"{p.rg[:-1]}-{p.rg[-1]}"], ["CPF", fmt_cpf(p.cpf)],
              ["Data de nascimento", fmt_date(p.nascimento)], ["Nome da mãe", p.mae], ["Nome do pai", p.pai],
              ["Naturalidade", f"{p.cidade}/{p.uf}"]], [0.3, 0.7], size=10)
    sh.para("CERTIFICAMOS que, pesquisados os arquivos criminais do Instituto de Identificação do Paraná até a presente "
            "data, NADA CONSTA em nome da pessoa acima identificada.", first_indent=30)
    sh.kv("Finalidade", "CADASTRO EM ÓRGÃO PÚBLICO")
    sh.kv("Emitida em", f"{fmt_date(emis)} às {_hm(fk)}")
    sh.kv("Válida até", fmt_date(val))
    sh.gap(8)
    sh.kv("Código de controle", cod)
    sh.para("A autenticidade desta certidão pode ser confirmada no sítio da Polícia Civil do Paraná, informando o número "
            "da certidão e o código de controle.", 8.5)
    return Out("antecedentes_criminais", _f(p.nome, p.cpf, emis, val, "negativa", org, cod),
               {"orgao_emissor": ["PCPR", "POLÍCIA CIVIL DO ESTADO DO PARANÁ", "INSTITUTO DE IDENTIFICAÇÃO DO PARANÁ"]})


def antecedentes_pcgo(sh: Sheet, fk: Fake) -> Out:
    """Polícia Civil do Estado de Goiás in a monospaced system print: two stacked columns
    (holder left, certidão number, dates and 'Código de autenticidade' right)."""
    sh.s = Style("Cour", 9, 7)
    p = person2(fk, ("GO",))
    emis = fk.recent()
    val = emis + dt.timedelta(days=60)
    num = f"{fk.digits(6)}.{emis.year}"
    cod = _code(fk, 2, 8, ".")
    org = "POLÍCIA CIVIL DO ESTADO DE GOIÁS"
    sh.line("ESTADO DE GOIÁS", 9, True)
    sh.line("SECRETARIA DE ESTADO DA SEGURANÇA PÚBLICA", 8.5)
    sh.line(org, 11, True)
    sh.line("GERÊNCIA DE IDENTIFICAÇÃO", 8.5)
    sh.hline()
    sh.title("CERTIDÃO NEGATIVA DE ANTECEDENTES CRIMINAIS", 12, "left")
    sh.two_col([("NOME", p.nome), ("CPF", fmt_cpf(p.cpf)), ("RG", f"{p.rg} {p.rg_org}"),
                ("DATA DE NASCIMENTO", fmt_date(p.nascimento)), ("FILIAÇÃO", p.mae)],
               [("CERTIDÃO Nº", num), ("DATA DE EMISSÃO", fmt_date(emis)), ("VÁLIDA ATÉ", fmt_date(val)),
                ("CÓDIGO DE AUTENTICIDADE", cod)], size=8.5, stacked=True)
    sh.hline()
    sh.para(f"A Polícia Civil do Estado de Goiás CERTIFICA, com base nos registros do seu banco de dados, que NÃO CONSTAM "
            f"antecedentes criminais em nome de {p.nome}, até a data e hora de emissão desta certidão.", 9)
    sh.para("Certidão expedida nos termos da Lei nº 12.037/2009. A validade depende da conferência do código de "
            "autenticidade no sítio da Polícia Civil.", 8)
    return Out("antecedentes_criminais", _f(p.nome, p.cpf, emis, val, "negativa", org, cod),
               {"orgao_emissor": ["PCGO", "PC-GO", "POLÍCIA CIVIL DE GOIÁS"]})


def distribuicao_tjpr(sh: Sheet, fk: Fake) -> Out:
    """TJPR 'CERTIDÃO NEGATIVA CRIMINAL' with the search period in the body (a date before
    the emission date), holder in boxes, 'Código de autenticidade' and a 30-day validity."""
    sh.s = Style("LibSans", 9.5, 6.5)
    p = person2(fk, ("PR",))
    emis = fk.recent()
    num = f"{emis.year}.{fk.digits(7)}-{fk.digits(1)}"
    cod = _code(fk, 4, 4, ".")
    org = "TRIBUNAL DE JUSTIÇA DO ESTADO DO PARANÁ"
    sh.line("PODER JUDICIÁRIO", 9, True, "center")
    sh.line(org, 12, True, "center")
    sh.line(f"Distribuidor Criminal - Comarca de {p.cidade}", 8.5, False, "center")
    sh.gap(8)
    sh.title("CERTIDÃO NEGATIVA CRIMINAL", 13)
    sh.kv("Certidão nº", num)
    sh.gap(4)
    sh.para(f"CERTIFICO que, revendo os registros de distribuição de feitos criminais de 1º grau do Estado do Paraná, no "
            f"período de 01/01/2000 a {fmt_date(emis)}, NÃO CONSTA ação penal em tramitação contra a pessoa abaixo "
            "identificada:", first_indent=24)
    sh.grid([[("Nome", p.nome, 0.68), ("CPF", fmt_cpf(p.cpf), 0.32)],
             [("Nome da mãe", p.mae, 0.68), ("Data de nascimento", fmt_date(p.nascimento), 0.32)]])
    sh.gap(6)
    sh.para("Observação: a certidão negativa não abrange os processos em segredo de justiça. Certidão expedida "
            "gratuitamente pela internet.", 8.5)
    sh.line(f"Emitida em {fmt_date(emis)} às {_hm(fk)}. Validade: 30 (trinta) dias.", 9.5)
    sh.kv("Código de autenticidade", cod)
    return Out("distribuicao_criminal", _f(p.nome, p.cpf, emis, None, "negativa", org, cod), {"orgao_emissor": ["TJPR"]})


def distribuicao_tjrj(sh: Sheet, fk: Fake) -> Out:
    """TJRJ electronic certidão: 'Nº do pedido' in a box, holder in prose, a long date,
    90 days without a printed end date, the CIC (Código Identificador da Certidão)."""
    sh.s = Style("Helv", 10)
    p = person2(fk)
    p.cidade, p.uf = "Rio de Janeiro", "RJ"
    emis = fk.recent()
    num = f"{emis.year}.{fk.digits(6)}"
    cod = _code(fk, 3, 5, ".")
    org = "TRIBUNAL DE JUSTIÇA DO ESTADO DO RIO DE JANEIRO"
    sh.line(org, 11.5, True)
    sh.line("Diretoria-Geral de Apoio aos Órgãos Jurisdicionais - Serviço de Certidões", 8)
    sh.hline()
    sh.rect(sh.W - sh.m - 170, sh.y, 170, 30)
    sh.text_at(sh.W - sh.m - 165, sh.y + 3, "Nº DO PEDIDO", 6.5, True)
    sh.text_at(sh.W - sh.m - 165, sh.y + 13, num, 11)
    sh.gap(36)
    sh.title("CERTIDÃO JUDICIAL ELETRÔNICA - CRIMINAL", 12.5)
    sh.para(f"Certifico que, consultados os registros de distribuição da Justiça Estadual do Rio de Janeiro, em 1ª e 2ª "
            f"instâncias, NADA CONSTA em nome de {p.nome}, CPF nº {fmt_cpf(p.cpf)}, nascido(a) em "
            f"{fmt_date(p.nascimento)}, filho(a) de {p.mae}.", first_indent=24)
    sh.para("Esta certidão tem validade de 90 (noventa) dias a contar da data de sua emissão e somente produz efeitos "
            "com a confirmação do CIC no portal do Tribunal.", first_indent=24)
    sh.line(f"Rio de Janeiro, {fmt_date_long(emis)}.", 10, align="right")
    sh.gap(10)
    sh.kv("CIC - Código Identificador da Certidão", cod)
    return Out("distribuicao_criminal", _f(p.nome, p.cpf, emis, None, "negativa", org, cod), {"orgao_emissor": ["TJRJ"]})


SECOES_TRF4 = [f"Seção Judiciária do {uf} - Subseção de {c}" for uf, cs in
               (("Paraná", ["Curitiba", "Londrina", "Maringá", "Cascavel", "Foz do Iguaçu", "Ponta Grossa",
                            "Guarapuava", "Umuarama", "Pato Branco"]),
                ("Rio Grande do Sul", ["Porto Alegre", "Caxias do Sul", "Passo Fundo", "Santa Maria", "Pelotas",
                                       "Novo Hamburgo", "Santo Ângelo"])) for c in cs] + \
              [f"Seção Judiciária de Santa Catarina - Subseção de {c}" for c in
               ["Florianópolis", "Joinville", "Blumenau", "Chapecó", "Criciúma", "Itajaí", "Lages"]]


def distribuicao_trf4(sh: Sheet, fk: Fake) -> Out:
    """TRF4 'CERTIDÃO JUDICIAL CRIMINAL' over two pages: page 1 holder and the list of
    seções searched, page 2 the result, emission, validity and 'Código de verificação'."""
    sh.s = Style("LibSerif", 10.5)
    p = person2(fk, ("PR", "SC", "RS"))
    emis = fk.recent()
    val = emis + dt.timedelta(days=30)
    num = fk.digits(8)
    cod = _code(fk, 1, 12, "").lower()
    org = "TRIBUNAL REGIONAL FEDERAL DA 4ª REGIÃO"

    def foot(s: Sheet) -> None:
        s.text_at(s.W / 2, s.H - 40, f"Certidão nº {num} - página {s.page}", 7.5, align="center")

    sh.on_page_end = foot
    sh.line("PODER JUDICIÁRIO", 9, True, "center")
    sh.line("JUSTIÇA FEDERAL", 9, False, "center")
    sh.line(org, 12, True, "center")
    sh.gap(8)
    sh.title("CERTIDÃO JUDICIAL CRIMINAL", 13)
    sh.kv("Certidão nº", num)
    sh.kv("Nome", p.nome)
    sh.kv("CPF", fmt_cpf(p.cpf))
    sh.gap(4)
    sh.para("CERTIFICAMOS que, pesquisando os registros processuais eletrônicos do Tribunal Regional Federal da 4ª "
            "Região e das Seções Judiciárias abaixo relacionadas, relativos a ações criminais e execuções penais:",
            first_indent=24)
    sh.table(["Órgãos pesquisados"], [[s] for s in SECOES_TRF4], [1.0], size=9.5)
    sh.new_page()
    sh.para(f"NADA CONSTA contra {p.nome}, CPF {fmt_cpf(p.cpf)}, até a data de emissão desta certidão.", bold=True,
            first_indent=24)
    sh.para("Observações: a) a pesquisa considera o nome e o CPF informados pelo requerente; b) a certidão não abrange "
            "processos sob segredo de justiça; c) eventuais homônimos devem requerer certidão presencial.", 9.5)
    sh.line(f"Certidão emitida em {fmt_date(emis)} às {_hm(fk, True)}.", 10)
    sh.line(f"Válida até {fmt_date(val)}.", 10)
    sh.kv("Código de verificação", cod)
    sh.para("A autenticidade pode ser verificada no portal do TRF4, informando o número da certidão e o código de "
            "verificação.", 8.5)
    foot(sh)
    sh.on_page_end = None
    return Out("distribuicao_criminal", _f(p.nome, p.cpf, emis, val, "negativa", org, cod),
               {"orgao_emissor": ["TRF4", "TRF-4", "JUSTIÇA FEDERAL", "TRIBUNAL REGIONAL FEDERAL DA 4A REGIÃO"]})


def _owner2(fk: Fake, ufs: tuple[str, ...], company: float = 0.4):
    if fk.r.random() < company:
        c = company2(fk, 1, ufs)
        return c.razao, c.cnpj, fmt_cnpj(c.cnpj), c.cidade
    p = person2(fk, ufs)
    return p.nome, p.cpf, fmt_cpf(p.cpf), p.cidade


def multas_detran_pr(sh: Sheet, fk: Fake) -> Out:
    """DETRAN/PR certidão negativa de multas: number, dates and validity in one box row,
    vehicle and owner boxes, a table of débitos all 'NADA CONSTA', 'Código de controle'."""
    sh.s = Style("Helv", 9.5, 6.3)
    nome, doc, pdoc, cidade = _owner2(fk, ("PR",))
    v = fk.vehicle("ALUGUEL")
    emis = fk.recent()
    val = emis + dt.timedelta(days=30)
    num = f"{emis.year}/{fk.digits(7)}"
    cod = _code(fk, 4, 4, "-")
    org = "DEPARTAMENTO DE TRÂNSITO DO PARANÁ - DETRAN/PR"
    sh.line("GOVERNO DO ESTADO DO PARANÁ", 9, True)
    sh.line(org, 11.5, True)
    sh.hline()
    sh.title("CERTIDÃO NEGATIVA DE MULTAS", 13)
    sh.grid([[("Certidão nº", num, 0.34), ("Data de emissão", fmt_date(emis), 0.33), ("Válida até", fmt_date(val), 0.33)]])
    sh.gap(4)
    sh.line("VEÍCULO", 8.5, True)
    sh.grid([[("Placa", dash_plate(v.placa, fk.r), 0.2), ("Renavam", v.renavam, 0.3), ("Chassi", v.chassi, 0.5)],
             [("Marca/Modelo", v.marca, 0.6), ("Município de registro", cidade.upper(), 0.4)]])
    sh.line("PROPRIETÁRIO", 8.5, True)
    sh.grid([[("Nome", nome, 0.66), ("CPF/CNPJ", pdoc, 0.34)]])
    sh.gap(6)
    sh.table(["Débito", "Situação"], [["Multas de trânsito estaduais", "NADA CONSTA"],
                                      ["Multas municipais e de órgãos federais (RENAINF)", "NADA CONSTA"],
                                      ["Autuações em prazo de defesa", "NADA CONSTA"]], [0.7, 0.3], size=9)
    sh.para("Certificamos que não constam multas de trânsito pendentes para o veículo e o proprietário acima, nos "
            "registros deste Departamento, até a data de emissão.")
    sh.kv("Código de controle", cod)
    return Out("certidao_multas", _f(nome, doc, emis, val, "negativa", org, cod, placa=v.placa),
               {"orgao_emissor": ["DETRAN/PR", "DETRAN-PR", "DEPARTAMENTO DE TRÂNSITO DO PARANÁ"]})


def multas_detran_go(sh: Sheet, fk: Fake) -> Out:
    """DETRAN-GO 'CERTIDÃO DE MULTAS DO VEÍCULO', positiva: a table of autos de infração
    (each with its own date), the number in a header box, 'Chave de autenticação'."""
    sh.s = Style("Times", 10)
    nome, doc, pdoc, _c = _owner2(fk, ("GO",), 0.5)
    v = fk.vehicle("ALUGUEL")
    emis = fk.recent()
    num = fk.digits(10)
    cod = _code(fk, 5, 4, " ")
    org = "DEPARTAMENTO ESTADUAL DE TRÂNSITO DE GOIÁS"
    y0 = sh.y
    sh.line("ESTADO DE GOIÁS", 9)
    sh.line(org, 11.5, True)
    sh.rect(sh.W - sh.m - 130, y0, 130, 28)
    sh.text_at(sh.W - sh.m - 125, y0 + 3, "CERTIDÃO Nº", 6.5, True)
    sh.text_at(sh.W - sh.m - 125, y0 + 13, num, 10.5)
    sh.gap(12)
    sh.title("CERTIDÃO DE MULTAS DO VEÍCULO", 13)
    sh.kv("Placa", dash_plate(v.placa, fk.r))
    sh.kv("Renavam", v.renavam)
    sh.kv("Proprietário", nome)
    sh.kv("CPF/CNPJ", pdoc)
    sh.gap(4)
    sh.para("Certificamos que CONSTAM, até esta data, as seguintes multas registradas para o veículo acima identificado:")
    rows, total = [], 0
    for _ in range(fk.r.randint(2, 3)):
        d = emis - dt.timedelta(days=fk.r.randint(30, 400))
        val, code, desc = fk.r.choice([(19532, "745-50", "Transitar em velocidade superior à máxima em até 20%"),
                                       (29347, "518-51", "Deixar de efetuar o registro de veículo no prazo"),
                                       (8838, "554-11", "Estacionar em desacordo com a regulamentação")])
        total += val
        rows.append([f"G{fk.digits(9)}", fmt_date(d), code, desc[:44], _cents(val)])
    sh.table(["Auto de infração", "Data", "Código", "Descrição", "Valor (R$)"], rows, [0.17, 0.13, 0.1, 0.46, 0.14],
             size=8.5)
    sh.kv("Total", "R$ " + _cents(total))
    sh.para(f"Goiânia, {fmt_date(emis)}. Esta certidão tem validade de 30 (trinta) dias.")
    sh.kv("Chave de autenticação", cod)
    return Out("certidao_multas", _f(nome, doc, emis, None, "positiva", org, cod, placa=v.placa),
               {"orgao_emissor": ["DETRAN-GO", "DETRAN/GO"]})


def cnd_estadual_pr(sh: Sheet, fk: Fake) -> Out:
    """Receita Estadual do Paraná CND: three header lines, number 'Nº 0123456789-01', the
    inscrição estadual beside the CNPJ, 'Válida até', 'Código de controle'."""
    sh.s = Style("DjSansCond", 9.5)
    c = company2(fk, 2, ("PR",))
    emis = fk.recent()
    val = emis + dt.timedelta(days=fk.r.choice([60, 90]))
    num = f"{fk.digits(10)}-{fk.digits(2)}"
    cod = _code(fk, 4, 4, "")
    org = "RECEITA ESTADUAL DO PARANÁ"
    sh.line("ESTADO DO PARANÁ", 9, False, "center")
    sh.line("SECRETARIA DA FAZENDA", 9, False, "center")
    sh.line(org, 12, True, "center")
    sh.gap(8)
    sh.title("CERTIDÃO NEGATIVA DE DÉBITOS TRIBUTÁRIOS E DE DÍVIDA ATIVA ESTADUAL", 12)
    sh.line(f"Nº {num}", 11, True, "center")
    sh.gap(6)
    sh.kv("Nome empresarial", c.razao)
    sh.kv("CNPJ", fmt_cnpj(c.cnpj))
    sh.kv("Inscrição estadual", f"{fk.digits(8)}-{fk.digits(2)}")
    sh.kv("Endereço", f"{c.endereco}, {c.bairro}, {c.cidade}/{c.uf}")
    sh.gap(4)
    sh.para("Certifica-se que, até esta data, não constam débitos tributários inscritos ou não em dívida ativa de "
            "responsabilidade do contribuinte acima identificado, ressalvado o direito de a Fazenda Pública Estadual "
            "cobrar quaisquer débitos que vierem a ser apurados (art. 205 do Código Tributário Nacional - Lei nº 5.172, "
            "de 25/10/1966).", first_indent=24)
    sh.kv("Válida até", fmt_date(val))
    sh.line(f"Emitida via internet em {fmt_date(emis)} {_hm(fk, True)}", 9)
    sh.kv("Código de controle", cod)
    return Out("cnd_estadual", _f(c.razao, c.cnpj, emis, val, "negativa", org, cod),
               {"orgao_emissor": ["SECRETARIA DA FAZENDA", "SEFA-PR", "SEFAZ-PR", "SECRETARIA DA FAZENDA DO ESTADO DO PARANÁ"]})


def cnd_federal_2pag(sh: Sheet, fk: Fake) -> Out:
    """RFB/PGFN CPEND over two pages: page 1 the holder and a table of suspended débitos
    (with their own dates), page 2 the effects, 'Emitida às…', 'Válida até' and the code."""
    sh.s = Style("Times", 10.5)
    c = company2(fk, 2)
    emis = fk.recent()
    val = emis + dt.timedelta(days=180)
    cod = ".".join("".join(fk.r.choice("0123456789ABCDEF") for _ in range(4)) for _ in range(4))

    def foot(s: Sheet) -> None:
        s.text_at(s.W - s.m, s.H - 40, f"Página {s.page - first + 1} de 2", 8, align="right")

    first = sh.page
    sh.on_page_end = foot
    sh.line("MINISTÉRIO DA FAZENDA", 10.5, True, "center")
    sh.line("Secretaria Especial da Receita Federal do Brasil", 10, False, "center")
    sh.line("Procuradoria-Geral da Fazenda Nacional", 10, False, "center")
    sh.gap(10)
    sh.title("CERTIDÃO POSITIVA COM EFEITOS DE NEGATIVA DE DÉBITOS RELATIVOS AOS TRIBUTOS FEDERAIS E À DÍVIDA ATIVA "
             "DA UNIÃO", 11.5)
    sh.kv("Nome", c.razao)
    sh.kv("CNPJ", fmt_cnpj(c.cnpj))
    sh.gap(4)
    sh.para("Ressalvado o direito de a Fazenda Nacional cobrar e inscrever quaisquer dívidas de responsabilidade do "
            "sujeito passivo acima identificado que vierem a ser apuradas, é certificado que:", first_indent=24)
    sh.para("1. constam débitos administrados pela Secretaria Especial da Receita Federal do Brasil (RFB) com "
            "exigibilidade suspensa nos termos do art. 151 da Lei nº 5.172, de 25 de outubro de 1966 - Código "
            "Tributário Nacional (CTN), ou objeto de decisão judicial que determina sua desconsideração para fins de "
            "certificação da regularidade fiscal;", indent=16)
    sh.para("2. constam nos sistemas da Procuradoria-Geral da Fazenda Nacional (PGFN) débitos inscritos em Dívida Ativa "
            "da União com exigibilidade suspensa, conforme o quadro abaixo:", indent=16)
    rows = []
    for _ in range(fk.r.randint(3, 5)):
        d = emis - dt.timedelta(days=fk.r.randint(200, 1500))
        rows.append([f"{fk.digits(2)} {fk.digits(1)} {fk.digits(2)} {fk.digits(6)}-{fk.digits(2)}", fmt_date(d),
                     fk.r.choice(["PARCELAMENTO", "SUSPENSÃO JUDICIAL", "PARCELAMENTO SIMPLIFICADO"]),
                     fmt_money(fk.r.randint(2, 90) * 1000)[3:]])
    sh.table(["Inscrição", "Data", "Situação", "Valor (R$)"], rows, [0.3, 0.15, 0.35, 0.2], size=9)
    sh.para("Conforme disposto nos arts. 205 e 206 do CTN, este documento tem os mesmos efeitos da certidão negativa.",
            first_indent=24)
    sh.new_page()
    sh.para("Esta certidão refere-se à situação do sujeito passivo no âmbito da RFB e da PGFN e abrange inclusive as "
            "contribuições sociais previstas nas alíneas 'a' a 'd' do parágrafo único do art. 11 da Lei nº 8.212, de 24 "
            "de julho de 1991. A aceitação desta certidão está condicionada à verificação de sua autenticidade na "
            "Internet, nos endereços <http://rfb.gov.br> ou <http://www.pgfn.gov.br>.", first_indent=24)
    sh.para("Certidão emitida gratuitamente com base na Portaria Conjunta RFB/PGFN nº 1.751, de 2/10/2014.")
    sh.line(f"Emitida às {_hm(fk, True)} do dia {fmt_date(emis)} <hora e data de Brasília>.", 10.5)
    sh.line(f"Válida até {fmt_date(val)}.", 10.5)
    sh.line(f"Código de controle da certidão: {cod}", 10.5, True)
    sh.line("Qualquer rasura ou emenda invalidará este documento.", 9)
    foot(sh)
    sh.on_page_end = None
    return Out("cnd_federal", _f(c.razao, c.cnpj, emis, val, "positiva_com_efeitos_de_negativa",
                                 "SECRETARIA ESPECIAL DA RECEITA FEDERAL DO BRASIL", cod), {"orgao_emissor": RFB_ALT})


def cnd_municipal_olimpia(sh: Sheet, fk: Fake) -> Out:
    """Prefeitura da Estância Turística de Olímpia: tributos mobiliários, one-row table
    (certidão nº, inscrição municipal, emissão, validade), 'Código de controle'; italic."""
    sh.s = Style("LibSansIt", 9.5)
    c = fk.company(fk.r.choice([1, 2]))
    c.cidade, c.uf = "Olímpia", "SP"
    emis = fk.recent()
    val = emis + dt.timedelta(days=fk.r.choice([60, 90]))
    num = f"{fk.r.randint(100, 9999)}/{emis.year}"
    cod = _code(fk, 3, 6, "-")
    org = "PREFEITURA DA ESTÂNCIA TURÍSTICA DE OLÍMPIA"
    sh.line(org, 12.5, True, "center")
    sh.line("Estado de São Paulo", 9, False, "center")
    sh.line("Secretaria Municipal de Finanças - Divisão de Tributação e Fiscalização", 8.5, False, "center")
    sh.gap(8)
    sh.title("CERTIDÃO NEGATIVA DE DÉBITOS MOBILIÁRIOS", 12.5)
    sh.table(["Certidão nº", "Inscrição municipal", "Data de emissão", "Validade"],
             [[num, f"{fk.digits(5)}-{fk.digits(1)}", fmt_date(emis), fmt_date(val)]], [0.25, 0.25, 0.25, 0.25], size=9)
    sh.kv("Contribuinte", c.razao)
    sh.kv("CNPJ", fmt_cnpj(c.cnpj))
    sh.kv("Endereço", f"{c.endereco} - {c.bairro} - Olímpia/SP")
    sh.kv("Atividade", c.cnae[1][:80])
    sh.gap(4)
    sh.para("Certificamos, para os devidos fins, que não existem débitos em nome do contribuinte acima identificado "
            "relativos a tributos mobiliários (ISSQN e taxas de licença e funcionamento) até a presente data, ficando "
            "ressalvado o direito de a Fazenda Municipal cobrar débitos que venham a ser apurados.", first_indent=24)
    sh.kv("Código de controle", cod)
    sh.para("A autenticidade desta certidão poderá ser confirmada no sítio da Prefeitura, mediante o número da certidão "
            "e o código de controle.", 8)
    return Out("cnd_municipal", _f(c.razao, c.cnpj, emis, val, "negativa", org, cod))


def falencia_tjsp(sh: Sheet, fk: Fake) -> Out:
    """TJSP certidão de falências e recuperações in a monospaced print: 'Pedido nº', the
    start of the search period in the body, a 'Código de controle' for the portal."""
    sh.s = Style("Cour", 9.5)
    c = fk.company(2)
    emis = fk.recent()
    num = fk.digits(8)
    cod = _code(fk, 1, 10, "")
    org = "TRIBUNAL DE JUSTIÇA DO ESTADO DE SÃO PAULO"
    sh.line("PODER JUDICIÁRIO", 9.5, True, "center")
    sh.line(org, 11, True, "center")
    sh.line(f"COMARCA DE {c.cidade.upper()}", 9, False, "center")
    sh.gap(8)
    sh.title("CERTIDÃO DE DISTRIBUIÇÃO DE FALÊNCIAS, CONCORDATAS, RECUPERAÇÕES JUDICIAIS E EXTRAJUDICIAIS", 11.5)
    sh.kv("Pedido nº", num)
    sh.kv("Folha", "1/1")
    sh.gap(4)
    sh.para(f"O Tribunal de Justiça do Estado de São Paulo CERTIFICA E DÁ FÉ que, pesquisando os registros de "
            f"distribuição de pedidos de falência, concordatas, recuperações judiciais e extrajudiciais desde "
            f"01/01/1990, NADA CONSTA contra: {c.razao}, CNPJ: {fmt_cnpj(c.cnpj)}, com sede em {c.cidade}/{c.uf}.",
            first_indent=24)
    sh.para("Esta certidão não indica feitos em segredo de justiça. Validade: 30 (trinta) dias.", 9)
    sh.line(f"{c.cidade}, {fmt_date(emis)}.", 9.5)
    sh.gap(6)
    sh.kv("Código de controle", cod)
    return Out("certidao_falencia", _f(c.razao, c.cnpj, emis, None, "negativa", org, cod), {"orgao_emissor": ["TJSP"]})
