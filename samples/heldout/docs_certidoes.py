"""Held-out layouts: certidões of several states' issuers. Each prints a 'Nº da
certidão' (or pedido/atestado) apart from its 'Código de controle/validação'; gold
`codigo_validacao` is always the latter (issue 12 class 4), `orgao_emissor` the issuer
line as printed (with the acronym also accepted where the document prints both)."""

from __future__ import annotations

import datetime as dt

from samples.heldout.data import Fake, fmt_cnpj, fmt_cpf, fmt_date, fmt_date_long
from samples.heldout.docs_vehicle import Out, plain
from samples.heldout.sheet import Sheet, Style


def _holder(fk: Fake, company: bool = False):
    if company:
        c = fk.company(2)
        return c.razao, c.cnpj, fmt_cnpj(c.cnpj), c
    p = fk.person()
    return p.nome, p.cpf, fmt_cpf(p.cpf), p


def _f(nome, doc, emis, valida, res, orgao, cod, **extra):
    f = {"titular_nome": nome, "titular_documento": doc, "data_emissao": emis.isoformat(),
         "resultado": res, "orgao_emissor": orgao, "codigo_validacao": cod}
    if valida:
        f["valida_ate"] = valida.isoformat()
    f.update(extra)
    return f


def _numero(fk: Fake) -> str:
    return f"{fk.r.randint(100, 9999)}/{fk.as_of.year}"


def antecedentes_pcmg(sh: Sheet, fk: Fake) -> Out:
    """Polícia Civil de Minas Gerais: 'Nº da certidão' at the top, 'Código de validação' at the foot, prose body."""
    sh.s = Style("LibSerif", 10.5)
    nome, doc, pdoc, p = _holder(fk)
    emis = fk.recent()
    val = emis + dt.timedelta(days=90)
    num, cod = _numero(fk), fk.hexcode(3).replace(".", "-")
    org = "POLÍCIA CIVIL DE MINAS GERAIS"
    sh.line("GOVERNO DO ESTADO DE MINAS GERAIS", 9, False, "center")
    sh.line(org, 12, True, "center")
    sh.line("Instituto de Identificação", 9, False, "center")
    sh.gap(10)
    sh.title("CERTIDÃO DE ANTECEDENTES CRIMINAIS", 13)
    sh.kv("Nº da certidão", num)
    sh.gap(6)
    sh.para(f"CERTIFICAMOS, a pedido da parte interessada, que revendo os arquivos do Instituto de "
            f"Identificação, NADA CONSTA em nome de {nome}, inscrito(a) no CPF sob o nº {pdoc}, "
            f"filho(a) de {p.mae}, nascido(a) em {fmt_date(p.nascimento)}, natural de {p.cidade}/{p.uf}.",
            first_indent=30)
    sh.para("Esta certidão é válida por 90 (noventa) dias a contar da data de sua emissão.", first_indent=30)
    sh.kv("Data de emissão", fmt_date(emis))
    sh.kv("Válida até", fmt_date(val))
    sh.gap(10)
    sh.kv("Código de validação", cod)
    sh.para("A autenticidade deste documento pode ser verificada no sítio da Polícia Civil, informando o código de validação acima.", 8)
    return Out("antecedentes_criminais", _f(nome, doc, emis, val, "negativa", org, cod))


def antecedentes_ssp_sp(sh: Sheet, fk: Fake) -> Out:
    """SSP-SP/IIRGD 'ATESTADO DE ANTECEDENTES CRIMINAIS': two-column header, 'Código de controle', long date."""
    sh.s = Style("LibSans", 10)
    nome, doc, pdoc, p = _holder(fk)
    emis = fk.recent()
    num = f"{fk.digits(8)}"
    cod = fk.digits(4) + "." + fk.digits(4) + "." + fk.digits(4)
    org = "SECRETARIA DA SEGURANÇA PÚBLICA DO ESTADO DE SÃO PAULO"
    sh.line(org, 10.5, True, "center")
    sh.line("POLÍCIA CIVIL - INSTITUTO DE IDENTIFICAÇÃO RICARDO GUMBLETON DAUNT - IIRGD", 8, False, "center")
    sh.gap(10)
    sh.title("ATESTADO DE ANTECEDENTES CRIMINAIS", 14)
    sh.two_col([("Atestado nº", num), ("Emitido em", fmt_date(emis))],
               [("RG", p.rg), ("CPF", pdoc)])
    sh.gap(6)
    sh.para(f"ATESTAMOS, para fins de comprovação junto a órgão público, que {nome}, portador(a) do "
            f"documento acima, filho(a) de {p.pai} e de {p.mae}, NÃO POSSUI ANTECEDENTES CRIMINAIS "
            "registrados nos arquivos deste Instituto até a presente data.", first_indent=24)
    sh.para("O presente atestado tem validade de 90 dias.")
    sh.gap(10)
    sh.kv("Código de controle", cod)
    sh.line(f"São Paulo, {fmt_date_long(emis)}.", 10)
    # "validade de 90 dias" prints no date: no valida_ate (CONTRACT §4 "where printed").
    return Out("antecedentes_criminais",
               _f(nome, doc, emis, None, "negativa", org, cod),
               {"orgao_emissor": ["SSP-SP", "SSP/SP", "SECRETARIA DA SEGURANÇA PÚBLICA"]})


def antecedentes_pf(sh: Sheet, fk: Fake) -> Out:
    """Polícia Federal (SINIC): 'Protocolo nº', 'Emitida às … do dia …', 'Código de controle da certidão'."""
    sh.s = Style("DjSerif", 9.5)
    nome, doc, pdoc, p = _holder(fk)
    emis = fk.recent()
    num = f"{fk.digits(7)}/{emis.year}"
    cod = fk.hexcode(4).replace(".", "")[:8] + "." + fk.hexcode(2).replace(".", "")
    org = "POLÍCIA FEDERAL"
    sh.line("MINISTÉRIO DA JUSTIÇA E SEGURANÇA PÚBLICA", 8.5, False, "center")
    sh.line(org, 13, True, "center")
    sh.line("Sistema Nacional de Informações Criminais - SINIC", 8.5, False, "center")
    sh.gap(8)
    sh.title("CERTIDÃO DE ANTECEDENTES CRIMINAIS", 13)
    sh.line(f"Protocolo nº {num}", 9, False, "right")
    sh.gap(4)
    sh.para(f"A Polícia Federal CERTIFICA, após pesquisa no Sistema Nacional de Informações Criminais, "
            f"que, até a presente data, NÃO CONSTA condenação com trânsito em julgado em nome de "
            f"{nome}, CPF {pdoc}, nacionalidade brasileira, data de nascimento {fmt_date(p.nascimento)}, "
            f"filiação {p.pai} e {p.mae}.", first_indent=24)
    sh.para("Esta certidão é válida por 90 dias. A autenticidade pode ser confirmada no sítio da Polícia Federal.", 9)
    sh.line(f"Emitida às {fk.r.randint(8, 19):02d}:{fk.r.randint(0, 59):02d} do dia {fmt_date(emis)} (hora e data de Brasília).", 9)
    sh.kv("Código de controle da certidão", cod, size=9)
    return Out("antecedentes_criminais", _f(nome, doc, emis, None, "negativa", org, cod))


def distribuicao_tjsp(sh: Sheet, fk: Fake) -> Out:
    """TJSP 'Certidão de Distribuição de Ações Criminais': 'Certidão nº' and a separate code for the portal."""
    sh.s = Style("LibSerif", 10.5)
    nome, doc, pdoc, p = _holder(fk)
    emis = fk.recent()
    num = f"{fk.digits(6)}"
    cod = f"{fk.digits(4)}{fk.r.choice('ABCDEFGH')}{fk.digits(3)}"
    org = "TRIBUNAL DE JUSTIÇA DO ESTADO DE SÃO PAULO"
    sh.line("PODER JUDICIÁRIO", 9, True, "center")
    sh.line(org, 11, True, "center")
    sh.gap(8)
    sh.title("CERTIDÃO DE DISTRIBUIÇÃO DE AÇÕES CRIMINAIS", 12.5)
    sh.kv("Certidão nº", num)
    sh.kv("Folha", "1/1")
    sh.gap(4)
    sh.para(f"O Tribunal de Justiça do Estado de São Paulo, no uso de suas atribuições legais, CERTIFICA "
            f"E DÁ FÉ que, após pesquisa nos registros de distribuição de ações criminais de 1ª instância, "
            f"NADA CONSTA contra: {nome}, RG {p.rg}, CPF {pdoc}, nascido(a) em {fmt_date(p.nascimento)}, "
            f"filho(a) de {p.pai} e {p.mae}.", first_indent=24)
    sh.para("Esta certidão não abrange inquéritos policiais. A validade desta certidão é de 30 (trinta) dias.", 9.5)
    sh.line(f"São Paulo, {fmt_date(emis)}.", 10)
    sh.gap(8)
    sh.kv("Para conferir a autenticidade, acesse o portal e informe o código", cod, size=9)
    return Out("distribuicao_criminal", _f(nome, doc, emis, None, "negativa", org, cod),
               {"orgao_emissor": ["TJSP"]})


def distribuicao_tjmg(sh: Sheet, fk: Fake) -> Out:
    """TJMG 'Certidão Judicial Criminal Negativa': label-over-value boxes incl. 'Nº da certidão'."""
    sh.s = Style("LibSans", 9.5)
    nome, doc, pdoc, p = _holder(fk)
    emis = fk.recent()
    val = emis + dt.timedelta(days=30)
    num = _numero(fk)
    cod = fk.hexcode(4).replace(".", "-")
    org = "TRIBUNAL DE JUSTIÇA DO ESTADO DE MINAS GERAIS"
    sh.line(org, 11, True)
    sh.line("Corregedoria-Geral de Justiça", 8.5)
    sh.hline()
    sh.title("CERTIDÃO JUDICIAL CRIMINAL NEGATIVA", 12.5, "left")
    sh.grid([[("Nº da certidão", num, 0.3), ("Data de emissão", fmt_date(emis), 0.35), ("Válida até", fmt_date(val), 0.35)],
             [("Nome", nome, 0.65), ("CPF", pdoc, 0.35)],
             [("Nome da mãe", p.mae, 1.0)]])
    sh.gap(6)
    sh.para("Certificamos que, pesquisando os registros de distribuição de feitos criminais nas comarcas do "
            "Estado de Minas Gerais, NÃO CONSTA ação penal em andamento ou com condenação contra a pessoa acima identificada.")
    sh.kv("Código de autenticação", cod)
    return Out("distribuicao_criminal", _f(nome, doc, emis, val, "negativa", org, cod), {"orgao_emissor": ["TJMG"]})


def distribuicao_jf(sh: Sheet, fk: Fake) -> Out:
    """Justiça Federal (Seção Judiciária de MG): condensed serif, 'Certidão' number and 'Código de validação'."""
    sh.s = Style("DjSerifCond", 10)
    nome, doc, pdoc, _p = _holder(fk)
    emis = fk.recent()
    num = f"{fk.digits(4)}.{emis.year}.{fk.digits(6)}"
    cod = fk.hexcode(2).replace(".", "").lower() + fk.digits(6)
    org = "JUSTIÇA FEDERAL DE PRIMEIRO GRAU - SEÇÃO JUDICIÁRIA DE MINAS GERAIS"
    sh.line("PODER JUDICIÁRIO", 9, True, "center")
    sh.line(org, 10, True, "center")
    sh.gap(6)
    sh.title("CERTIDÃO DE DISTRIBUIÇÃO - AÇÕES CRIMINAIS", 12)
    sh.kv("Certidão", num)
    sh.para(f"CERTIFICAMOS que, consultados os sistemas processuais, NADA CONSTA em nome de {nome}, "
            f"CPF {pdoc}, como parte ré em ações criminais em tramitação nesta Seção Judiciária.", first_indent=20)
    sh.para(f"Certidão emitida em {fmt_date(emis)}, às {fk.r.randint(8, 18)}h{fk.r.randint(10, 59)}. Validade: 30 dias.")
    sh.kv("Código de validação", cod)
    return Out("distribuicao_criminal", _f(nome, doc, emis, None, "negativa", org, cod),
               {"orgao_emissor": ["JUSTIÇA FEDERAL", "SEÇÃO JUDICIÁRIA DE MINAS GERAIS"]})


def multas_detran_mg(sh: Sheet, fk: Fake) -> Out:
    """DETRAN-MG 'CERTIDÃO NEGATIVA DE MULTAS': two columns owner/vehicle, 'Nº da certidão' and 'Código de controle'."""
    sh.s = Style("LibNarrow", 10.5)
    nome, doc, pdoc, _p = _holder(fk)
    v = fk.vehicle()
    emis = fk.recent()
    val = emis + dt.timedelta(days=30)
    num, cod = _numero(fk), fk.digits(12)
    sh.line("GOVERNO DE MINAS GERAIS", 9, True)
    sh.line("DEPARTAMENTO DE TRÂNSITO DE MINAS GERAIS - DETRAN-MG", 11, True)
    sh.hline()
    sh.title("CERTIDÃO NEGATIVA DE MULTAS", 14)
    sh.kv("Nº da certidão", num)
    sh.two_col([("Proprietário", nome), ("CPF/CNPJ", pdoc)], [("Placa", v.placa), ("RENAVAM", v.renavam)])
    sh.para("Certificamos que, até a presente data, NÃO CONSTAM multas de trânsito pendentes de pagamento "
            "vinculadas ao veículo e ao proprietário acima identificados, no âmbito do Estado de Minas Gerais.")
    sh.kv("Emitida em", fmt_date(emis))
    sh.kv("Validade", f"30 dias (até {fmt_date(val)})")
    sh.kv("Código de controle", cod)
    return Out("certidao_multas", _f(nome, doc, emis, val, "negativa",
                                     "DEPARTAMENTO DE TRÂNSITO DE MINAS GERAIS - DETRAN-MG", cod, placa=v.placa),
               {"orgao_emissor": ["DETRAN-MG", "DEPARTAMENTO DE TRÂNSITO DE MINAS GERAIS"]})


def multas_detran_sp(sh: Sheet, fk: Fake) -> Out:
    """DETRAN-SP 'CERTIDÃO DE MULTAS DE TRÂNSITO': boxes; negativa or positiva with a table of fines."""
    sh.s = Style("DjSerif", 9.5)
    nome, doc, pdoc, _p = _holder(fk, company=fk.r.random() < 0.4)
    v = fk.vehicle()
    emis = fk.recent()
    num, cod = fk.digits(9), fk.hexcode(4)
    positiva = fk.r.random() < 0.3
    sh.line("DETRAN-SP", 16, True, "center")
    sh.line("Departamento Estadual de Trânsito de São Paulo", 9, False, "center")
    sh.gap(6)
    sh.title("CERTIDÃO DE MULTAS DE TRÂNSITO", 12)
    sh.grid([[("Número", num, 0.3), ("Placa", v.placa, 0.3), ("Renavam", v.renavam, 0.4)],
             [("Nome do proprietário", nome, 0.65), ("Documento", pdoc, 0.35)]])
    sh.gap(6)
    if positiva:
        sh.para("Certificamos que CONSTAM as seguintes infrações de trânsito em aberto para o veículo acima:")
        sh.table(["Auto de infração", "Data", "Enquadramento", "Valor"],
                 [[f"1T{fk.digits(7)}", fmt_date(emis - dt.timedelta(days=40)), "745-5/0", "R$ 130,16"]], [0.3, 0.2, 0.3, 0.2])
    else:
        sh.para("Certificamos que NADA CONSTA de multas de trânsito em aberto para o veículo acima identificado.")
    sh.line(f"Emissão: {fmt_date(emis)} {fk.r.randint(8, 18):02d}:{fk.r.randint(0, 59):02d}", 9)
    sh.kv("Código de autenticidade", cod, size=9)
    return Out("certidao_multas", _f(nome, doc, emis, None, "positiva" if positiva else "negativa", "DETRAN-SP", cod,
                                     placa=v.placa))


def multas_detran_rj(sh: Sheet, fk: Fake) -> Out:
    """DETRAN-RJ 'CERTIDÃO NADA CONSTA DE MULTAS': one Campo/Dados table."""
    sh.s = Style("LibSans", 9.5)
    nome, doc, pdoc, _p = _holder(fk)
    v = fk.vehicle()
    emis = fk.recent()
    val = emis + dt.timedelta(days=60)
    num, cod = _numero(fk), fk.digits(4) + "-" + fk.digits(4) + "-" + fk.digits(4)
    org = "DEPARTAMENTO DE TRÂNSITO DO ESTADO DO RIO DE JANEIRO"
    sh.line("GOVERNO DO ESTADO DO RIO DE JANEIRO", 8.5, False, "center")
    sh.line(org, 10.5, True, "center")
    sh.gap(6)
    sh.title("CERTIDÃO NADA CONSTA DE MULTAS", 12.5)
    sh.table(["Campo", "Dados"], [["Nº da certidão", num], ["Interessado", nome], ["CPF", pdoc],
                                  ["Placa", v.placa], ["Renavam", v.renavam],
                                  ["Data de emissão", fmt_date(emis)], ["Válida até", fmt_date(val)]],
             [0.3, 0.7], size=9.5)
    sh.para("Nada consta de infrações de trânsito pendentes para o veículo e o interessado acima.")
    sh.kv("Código de validação", cod)
    return Out("certidao_multas", _f(nome, doc, emis, val, "negativa", org, cod, placa=v.placa),
               {"orgao_emissor": ["DETRAN-RJ", "DETRAN/RJ"]})


RFB_ALT = ["RECEITA FEDERAL DO BRASIL", "SECRETARIA ESPECIAL DA RECEITA FEDERAL DO BRASIL",
           "MINISTÉRIO DA FAZENDA", "RFB/PGFN", "PROCURADORIA-GERAL DA FAZENDA NACIONAL"]


def cnd_federal_classica(sh: Sheet, fk: Fake) -> Out:
    """RFB/PGFN CND or CPEND for a CNPJ: classic centred header, 'Emitida às … <hora e data de Brasília>'."""
    sh.s = Style("LibSerif", 10)
    nome, doc, pdoc, _c = _holder(fk, company=True)
    emis = fk.recent()
    val = emis + dt.timedelta(days=180)
    cod = fk.hexcode(4)
    pos = fk.r.random() < 0.35
    sh.line("MINISTÉRIO DA FAZENDA", 10, True, "center")
    sh.line("Secretaria Especial da Receita Federal do Brasil", 9.5, False, "center")
    sh.line("Procuradoria-Geral da Fazenda Nacional", 9.5, False, "center")
    sh.gap(8)
    t = ("CERTIDÃO POSITIVA COM EFEITOS DE NEGATIVA DE DÉBITOS RELATIVOS AOS TRIBUTOS FEDERAIS E À DÍVIDA ATIVA DA UNIÃO"
         if pos else "CERTIDÃO NEGATIVA DE DÉBITOS RELATIVOS AOS TRIBUTOS FEDERAIS E À DÍVIDA ATIVA DA UNIÃO")
    sh.title(t, 11)
    sh.kv("Nome", nome)
    sh.kv("CNPJ", pdoc)
    sh.gap(4)
    sh.para("Ressalvado o direito de a Fazenda Nacional cobrar e inscrever quaisquer dívidas de responsabilidade "
            "do sujeito passivo acima identificado que vierem a ser apuradas, é certificado que "
            + ("constam débitos com exigibilidade suspensa nos termos do art. 151 da Lei nº 5.172, de 25 de outubro de 1966."
               if pos else "não constam pendências em seu nome relativas a créditos tributários administrados pela RFB."), 9.5)
    sh.para("A aceitação desta certidão está condicionada à verificação de sua autenticidade na Internet. "
            "Certidão emitida gratuitamente com base na Portaria Conjunta RFB/PGFN nº 1.751, de 2/10/2014.", 9)
    sh.line(f"Emitida às {fk.r.randint(8, 19):02d}:{fk.r.randint(0, 59):02d}:{fk.r.randint(0, 59):02d} do dia {fmt_date(emis)} <hora e data de Brasília>.", 9.5)
    sh.line(f"Válida até {fmt_date(val)}.", 9.5)
    sh.line(f"Código de controle da certidão: {cod}", 9.5, True)
    return Out("cnd_federal", _f(nome, doc, emis, val, "positiva_com_efeitos_de_negativa" if pos else "negativa",
                                 "SECRETARIA ESPECIAL DA RECEITA FEDERAL DO BRASIL", cod), {"orgao_emissor": RFB_ALT})


def cnd_federal_pf(sh: Sheet, fk: Fake) -> Out:
    """CND for a person (CPF), framed layout with a 'Nº da certidão' line."""
    sh.s = Style("LibSans", 9.5)
    nome, doc, pdoc, _p = _holder(fk)
    emis = fk.recent()
    val = emis + dt.timedelta(days=180)
    cod = fk.hexcode(4)
    sh.rect(sh.m - 10, sh.y - 10, sh.width + 20, 600)
    sh.line("RECEITA FEDERAL DO BRASIL", 11, True)
    sh.line("PROCURADORIA-GERAL DA FAZENDA NACIONAL", 9)
    sh.gap(8)
    sh.title("CERTIDÃO NEGATIVA DE DÉBITOS RELATIVOS AOS TRIBUTOS FEDERAIS E À DÍVIDA ATIVA DA UNIÃO", 10.5, "left")
    sh.kv("Nº da certidão", f"{fk.digits(4)}.{fk.digits(4)}.{fk.digits(4)}")
    sh.kv("Contribuinte", nome)
    sh.kv("CPF", pdoc)
    sh.para("Ressalvado o direito de a Fazenda Nacional cobrar e inscrever quaisquer dívidas de responsabilidade "
            "do sujeito passivo acima identificado, certifica-se que não constam pendências em seu nome.", 9)
    sh.kv("Data e hora da emissão", f"{fmt_date(emis)} {fk.r.randint(8, 19):02d}:{fk.r.randint(0, 59):02d}")
    sh.kv("Validade", fmt_date(val))
    sh.kv("Código de controle", cod)
    return Out("cnd_federal", _f(nome, doc, emis, val, "negativa", "RECEITA FEDERAL DO BRASIL", cod),
               {"orgao_emissor": RFB_ALT})


def cnd_estadual_mg(sh: Sheet, fk: Fake) -> Out:
    """SEF-MG 'CERTIDÃO DE DÉBITOS TRIBUTÁRIOS - NEGATIVA': label-over-value boxes."""
    sh.s = Style("DjSerif", 9.5)
    nome, doc, pdoc, c = _holder(fk, company=True)
    emis = fk.recent()
    val = emis + dt.timedelta(days=90)
    num, cod = _numero(fk), fk.digits(4) + fk.hexcode(2).replace(".", "")
    org = "SECRETARIA DE ESTADO DE FAZENDA DE MINAS GERAIS"
    sh.line(org, 11, True, "center")
    sh.gap(6)
    sh.title("CERTIDÃO DE DÉBITOS TRIBUTÁRIOS - NEGATIVA", 12)
    sh.grid([[("Certidão nº", num, 0.3), ("Emissão", fmt_date(emis), 0.35), ("Validade", fmt_date(val), 0.35)],
             [("Contribuinte", nome, 0.65), ("CNPJ", pdoc, 0.35)],
             [("Município", c.cidade.upper(), 0.7), ("UF", c.uf, 0.3)]])
    sh.gap(6)
    sh.para("Certifica-se que, até esta data, não constam débitos tributários inscritos ou não em dívida ativa "
            "em nome do contribuinte acima identificado, ressalvado o direito de a Fazenda Pública Estadual cobrar "
            "débitos que venham a ser apurados.")
    sh.kv("Código de controle", cod)
    return Out("cnd_estadual", _f(nome, doc, emis, val, "negativa", org, cod), {"orgao_emissor": ["SEFAZ-MG", "SEF/MG"]})


def cnd_estadual_rj(sh: Sheet, fk: Fake) -> Out:
    """SEFAZ-RJ + PGE: negativa or positiva com efeito de negativa, prose with a long date."""
    sh.s = Style("LibSerif", 10)
    nome, doc, pdoc, _c = _holder(fk, company=True)
    emis = fk.recent()
    val = emis + dt.timedelta(days=60)
    num, cod = fk.digits(8), fk.hexcode(3)
    pos = fk.r.random() < 0.4
    org = "SECRETARIA DE ESTADO DE FAZENDA DO RIO DE JANEIRO"
    sh.line("GOVERNO DO ESTADO DO RIO DE JANEIRO", 9, False, "center")
    sh.line(org, 11, True, "center")
    sh.line("PROCURADORIA GERAL DO ESTADO", 9, False, "center")
    sh.gap(6)
    sh.title("CERTIDÃO POSITIVA COM EFEITO DE NEGATIVA DE DÉBITOS" if pos else "CERTIDÃO NEGATIVA DE DÉBITOS", 12)
    sh.kv("Número", num)
    sh.para(f"Certificamos que {nome}, inscrição CNPJ nº {pdoc}, "
            + ("possui débitos com exigibilidade suspensa, tendo esta certidão os mesmos efeitos da certidão negativa."
               if pos else "não possui débitos de ICMS e demais tributos estaduais."))
    sh.para(f"Rio de Janeiro, {fmt_date_long(emis)}. Esta certidão é válida até {fmt_date(val)}.")
    sh.kv("Código de validação", cod)
    return Out("cnd_estadual", _f(nome, doc, emis, val, "positiva_com_efeitos_de_negativa" if pos else "negativa", org, cod),
               {"orgao_emissor": ["SEFAZ-RJ", "SEFAZ/RJ"]})


def cnd_municipal(sh: Sheet, fk: Fake) -> Out:
    """Prefeitura 'CERTIDÃO NEGATIVA DE DÉBITOS MUNICIPAIS': 'Requerente' label, 'Código de autenticidade'."""
    sh.s = Style("LibSans", 10)
    nome, doc, pdoc, _c = _holder(fk, company=fk.r.random() < 0.6)
    emis = fk.recent()
    val = emis + dt.timedelta(days=fk.r.choice([30, 60, 90]))
    cidade = fk.r.choice(["Patrocínio", "Olímpia", "Mogi das Cruzes"])
    org = f"PREFEITURA MUNICIPAL DE {cidade.upper()}"
    num, cod = _numero(fk), fk.hexcode(2).replace(".", "") + fk.digits(4)
    sh.line(org, 12, True, "center")
    sh.line("Secretaria Municipal de Fazenda - Departamento de Tributação", 9, False, "center")
    sh.gap(8)
    sh.title("CERTIDÃO NEGATIVA DE DÉBITOS MUNICIPAIS", 12.5)
    sh.kv("Certidão nº", num)
    sh.kv("Requerente", nome)
    sh.kv("CPF/CNPJ", pdoc)
    sh.para(f"Certificamos, para os devidos fins, que até a presente data NÃO CONSTAM débitos de tributos municipais "
            f"em nome do requerente acima qualificado perante a Fazenda Pública Municipal de {cidade}.")
    sh.kv("Data da emissão", fmt_date(emis))
    sh.kv("Válida até", fmt_date(val))
    sh.kv("Código de autenticidade", cod)
    return Out("cnd_municipal", _f(nome, doc, emis, val, "negativa", org, cod))


def cnd_municipal_tabela(sh: Sheet, fk: Fake) -> Out:
    """'Município de …' conjunta positiva com efeito negativa: one row table, 'Chave de validação'."""
    sh.s = Style("DjSerifCond", 9.5)
    nome, doc, pdoc, _c = _holder(fk, company=True)
    emis = fk.recent()
    val = emis + dt.timedelta(days=60)
    cidade = fk.r.choice(["Uberlândia", "Araxá", "Campinas"])
    org = f"MUNICÍPIO DE {cidade.upper()}"
    num, cod = fk.digits(6), fk.hexcode(3)
    sh.line(org, 12, True)
    sh.line("Secretaria Municipal de Finanças", 9)
    sh.hline()
    sh.title("CERTIDÃO CONJUNTA POSITIVA COM EFEITO NEGATIVA DE DÉBITOS TRIBUTÁRIOS E DA DÍVIDA ATIVA DO MUNICÍPIO", 11, "left")
    sh.table(["Nº", "Contribuinte", "CNPJ", "Emissão", "Validade"],
             [[num, nome[:34], pdoc, fmt_date(emis), fmt_date(val)]], [0.1, 0.38, 0.22, 0.15, 0.15], size=8)
    sh.para("Certifica-se que existem débitos parcelados e em dia, com exigibilidade suspensa nos termos do Código Tributário Nacional.")
    sh.kv("Chave de validação", cod)
    f = _f(nome, doc, emis, val, "positiva_com_efeitos_de_negativa", org, cod)
    if len(nome) > 34:
        f.pop("titular_nome")
    return Out("cnd_municipal", f, {"orgao_emissor": [f"PREFEITURA MUNICIPAL DE {cidade.upper()}"]})


def crf_caixa(sh: Sheet, fk: Fake) -> Out:
    """Caixa CRF: 'Inscrição', 'Razão Social', 'Validade: a … a …', 'Certificação Número'."""
    sh.s = Style("LibSans", 9.5)
    nome, doc, pdoc, c = _holder(fk, company=True)
    emis = fk.recent(20)
    val = emis + dt.timedelta(days=30)
    cod = f"{emis.year}{emis.month:02d}{emis.day:02d}" + fk.digits(14)
    sh.line("CAIXA ECONÔMICA FEDERAL", 12, True)
    sh.gap(6)
    sh.title("Certificado de Regularidade do FGTS - CRF", 12.5)
    sh.kv("Inscrição", pdoc)
    sh.kv("Razão Social", nome)
    sh.kv("Endereço", f"{c.endereco} / {c.bairro} / {c.cidade} / {c.uf} / {c.cep}")
    sh.para("A Caixa Econômica Federal, no uso da atribuição que lhe confere o Art. 7, da Lei 8.036, de 11 de maio de "
            "1990, certifica que, nesta data, a empresa acima identificada encontra-se em situação regular perante o "
            "Fundo de Garantia do Tempo de Serviço - FGTS.", first_indent=20)
    sh.para("O presente Certificado não servirá de prova contra cobrança de quaisquer débitos referentes a "
            "contribuições e/ou encargos devidos, decorrentes das obrigações com o FGTS.", 9)
    sh.kv("Validade", f"{fmt_date(emis)} a {fmt_date(val)}")
    sh.kv("Certificação Número", cod)
    sh.line(f"Informação obtida em {fmt_date(emis)}, às {fk.r.randint(8, 19):02d}:{fk.r.randint(0, 59):02d}:{fk.r.randint(0, 59):02d}", 9)
    return Out("crf_fgts", _f(nome, doc, emis, val, "negativa", "CAIXA ECONÔMICA FEDERAL", cod), {"orgao_emissor": ["CAIXA"]})


def crf_tabela(sh: Sheet, fk: Fake) -> Out:
    """CRF in label-over-value boxes: 'Período de validade', 'Certificação nº'."""
    sh.s = Style("DjSerif", 9)
    nome, doc, pdoc, _c = _holder(fk, company=True)
    emis = fk.recent(20)
    val = emis + dt.timedelta(days=30)
    cod = f"{emis.year}{emis.month:02d}{emis.day:02d}" + fk.digits(14)
    sh.title("CERTIFICADO DE REGULARIDADE DO FGTS", 12)
    sh.line("Caixa Econômica Federal - Agente Operador do FGTS", 8.5, False, "center")
    sh.gap(6)
    sh.grid([[("Inscrição (CNPJ)", pdoc, 0.35), ("Razão social", nome, 0.65)],
             [("Período de validade", f"{fmt_date(emis)} a {fmt_date(val)}", 0.5), ("Certificação nº", cod, 0.5)]])
    sh.gap(6)
    sh.para("Certificamos que o empregador acima identificado encontra-se em situação REGULAR perante o FGTS.")
    return Out("crf_fgts", _f(nome, doc, emis, val, "negativa", "CAIXA ECONÔMICA FEDERAL", cod), {"orgao_emissor": ["CAIXA"]})


def falencia_tjmg(sh: Sheet, fk: Fake) -> Out:
    """TJMG certidão negativa de falência, concordata e recuperação judicial."""
    sh.s = Style("LibSerif", 10)
    nome, doc, pdoc, c = _holder(fk, company=True)
    emis = fk.recent()
    val = emis + dt.timedelta(days=30)
    num = _numero(fk)
    cod = fk.hexcode(3).replace(".", "")
    org = "TRIBUNAL DE JUSTIÇA DO ESTADO DE MINAS GERAIS"
    sh.line(org, 11, True, "center")
    sh.gap(6)
    sh.title("CERTIDÃO NEGATIVA DE FALÊNCIA, CONCORDATA E RECUPERAÇÃO JUDICIAL", 12)
    sh.kv("Certidão nº", num)
    sh.para(f"Certificamos que, pesquisando os registros de distribuição, NADA CONSTA quanto a pedidos de falência, "
            f"concordata ou recuperação judicial contra {nome}, CNPJ {pdoc}, com sede em {c.cidade}/{c.uf}.")
    sh.kv("Emitida em", fmt_date(emis))
    sh.kv("Válida até", fmt_date(val))
    sh.kv("Código de autenticação", cod)
    return Out("certidao_falencia", _f(nome, doc, emis, val, "negativa", org, cod), {"orgao_emissor": ["TJMG"]})


_ = plain
