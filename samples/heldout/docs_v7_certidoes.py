"""Series-7 certidões of the held-out family (issue 12): issuers of the South, the
Centre-West and the North that no earlier series uses.

Written from CONTRACT §4 and what these certidões look like, without reading
`extractors/`: the Paraná Instituto de Identificação's antecedentes with a table of
identification data; a TRF 1ª Região certidão judicial criminal over two pages (the
pesquisa's scope on page 1, the result and código on page 2); a TJGO distribuição
criminal in two columns; a SEFAZ-MS certidão negativa of a company; a Prefeitura de
Palmas CND of a person; a CRF whose data sit in a two-column table; a DETRAN-SC
certidão de multas of a vehicle with a table of (no) infrações."""

from __future__ import annotations

import datetime as dt

from samples.heldout.data import Fake, fmt_cnpj, fmt_cpf, fmt_date, fmt_date_long
from samples.heldout.docs_v2_certidoes import _hm
from samples.heldout.docs_v3 import _brasao
from samples.heldout.docs_vehicle import Out, dash_plate
from samples.heldout.sheet import Sheet, Style
from samples.heldout.v7data import code7, company7, estado7, person7


def _f(
    nome: str, doc: str, emis: dt.date, val: dt.date | None, res: str, org: str, cod: str
) -> dict:
    f = {
        "titular_nome": nome,
        "titular_documento": doc,
        "data_emissao": emis.isoformat(),
        "resultado": res,
        "orgao_emissor": org,
        "codigo_validacao": cod,
    }
    if val:
        f["valida_ate"] = val.isoformat()
    return f


def _head(sh: Sheet, lines: list[tuple[str, float, bool]]) -> None:
    y0 = sh.y
    _brasao(sh, sh.m + 24, y0 + 26, 21)
    yy = y0
    for t, s, b in lines:
        sh.text_at(sh.m + 58, yy, t, s, b)
        yy += s * 1.35
    sh.y = max(y0 + 58, yy + 6)
    sh.hline(1)


def antecedentes_pcpr(sh: Sheet, fk: Fake) -> Out:
    """PR: 'CERTIDÃO DE ANTECEDENTES CRIMINAIS' of the Instituto de Identificação do
    Paraná (Polícia Civil), a table of identification data, 'NADA CONSTA', the 'Código
    de verificação' boxed at the bottom and a validity of 60 days."""
    sh.s = Style("Times", 10.5, 7)
    p = person7(fk, ("PR",))
    emis = fk.recent()
    val = emis + dt.timedelta(days=60)
    org = "POLÍCIA CIVIL DO PARANÁ"
    cod = code7(fk, 4, 4, "-")
    _head(
        sh,
        [
            ("ESTADO DO PARANÁ", 9, False),
            ("SECRETARIA DE ESTADO DA SEGURANÇA PÚBLICA", 9, False),
            (org, 12.5, True),
            ("INSTITUTO DE IDENTIFICAÇÃO DO PARANÁ", 9.5, False),
        ],
    )
    sh.title("CERTIDÃO DE ANTECEDENTES CRIMINAIS", 14)
    sh.line(f"Certidão nº {fk.digits(9)}/{emis.year}", 10, True, "center")
    sh.gap(6)
    sh.table(
        ["Identificação", ""],
        [
            ["Nome", p.nome],
            ["CPF", fmt_cpf(p.cpf)],
            ["RG", f"{p.rg} {p.rg_org}"],
            ["Nascimento", fmt_date(p.nascimento)],
            ["Filiação", f"{p.pai} / {p.mae}"],
        ],
        [0.25, 0.75],
        size=9.5,
    )
    sh.para(
        "CERTIFICAMOS que, consultados os sistemas de identificação criminal do Estado do Paraná, NADA CONSTA "
        "em nome da pessoa acima qualificada até a data e hora desta emissão.",
        first_indent=28,
    )
    sh.para(f"Certidão válida por 60 (sessenta) dias, até {fmt_date(val)}.", 10)
    sh.line(f"Curitiba, {fmt_date_long(emis)} - {_hm(fk, True)}", 10, align="right")
    sh.gap(20)
    sh.rect(sh.m, sh.y, sh.width, 34)
    sh.text_at(sh.m + 8, sh.y + 6, "Código de verificação", 8, True)
    sh.text_at(sh.m + 8, sh.y + 17, cod, 11, font="Cour-B")
    sh.y += 40
    sh.line("Confirme a autenticidade no sítio do Instituto de Identificação do Paraná.", 7.5)
    return Out(
        "antecedentes_criminais",
        _f(p.nome, p.cpf, emis, val, "negativa", org, cod),
        {"orgao_emissor": ["PCPR", "PC-PR", "INSTITUTO DE IDENTIFICAÇÃO DO PARANÁ", "IIPR"]},
    )


def distribuicao_trf1_2pag(sh: Sheet, fk: Fake) -> Out:
    """TRF 1ª Região 'CERTIDÃO JUDICIAL CRIMINAL' over two pages: the requerente and the
    scope (seções judiciárias) on page 1, the result, validity and código on page 2."""
    sh.s = Style("LibSerif", 10.5, 7)
    p = person7(fk, ("MT", "GO", "DF", "TO", "PA", "AM", "MA"))
    emis = fk.recent()
    val = emis + dt.timedelta(days=30)
    org = "TRIBUNAL REGIONAL FEDERAL DA 1ª REGIÃO"
    cod = fk.hexcode(4)
    _head(sh, [("PODER JUDICIÁRIO", 9, False), ("JUSTIÇA FEDERAL", 9, False), (org, 12, True)])
    sh.title("CERTIDÃO JUDICIAL CRIMINAL", 14)
    sh.line(f"Certidão nº {fk.digits(6)}.{emis.year}.4.01", 10, True, "center")
    sh.gap(6)
    sh.kv("Nome", p.nome)
    sh.kv("CPF", fmt_cpf(p.cpf))
    sh.kv("Data de nascimento", fmt_date(p.nascimento))
    sh.gap(6)
    sh.para(
        "Abrangência da pesquisa: processos criminais em tramitação e arquivados no Tribunal Regional Federal da "
        "1ª Região e nas Seções Judiciárias do Acre, Amapá, Amazonas, Bahia, Distrito Federal, Goiás, Maranhão, "
        "Mato Grosso, Minas Gerais, Pará, Piauí, Rondônia, Roraima e Tocantins, incluídos os Juizados Especiais "
        "Federais Criminais e as Turmas Recursais.",
        10,
    )
    for i in range(10):
        sh.para(
            f"Observação {i + 1}: a pesquisa considera o nome e o número do CPF informados pelo requerente; "
            "homônimos não são excluídos automaticamente e devem ser esclarecidos em certidão de objeto e pé.",
            9.5,
        )
    sh.new_page()
    sh.para(
        f"CERTIFICA-SE que, na base de dados da Justiça Federal da 1ª Região, NADA CONSTA contra {p.nome}, "
        f"CPF {fmt_cpf(p.cpf)}, até a data de emissão desta certidão.",
        first_indent=28,
    )
    sh.kv("Emitida em", f"{fmt_date(emis)} às {_hm(fk)}")
    sh.kv("Válida até", fmt_date(val))
    sh.kv("Código de validação", cod)
    sh.line("A autenticidade pode ser confirmada no portal do TRF1, opção 'Validar certidão'.", 8)
    return Out(
        "distribuicao_criminal",
        _f(p.nome, p.cpf, emis, val, "negativa", org, cod),
        {
            "orgao_emissor": [
                "TRF1",
                "TRF 1ª REGIÃO",
                "JUSTIÇA FEDERAL",
                "JUSTIÇA FEDERAL DA 1ª REGIÃO",
            ]
        },
    )


def distribuicao_tjgo_colunas(sh: Sheet, fk: Fake) -> Out:
    """TJGO certidão de distribuição criminal: requerente data in two columns, a
    'comarcas pesquisadas' line and 'Código de autenticidade' beside 'Protocolo'."""
    sh.s = Style("LibNarrow", 10, 6.5)
    p = person7(fk, ("GO",))
    emis = fk.recent()
    val = emis + dt.timedelta(days=30)
    org = "TRIBUNAL DE JUSTIÇA DO ESTADO DE GOIÁS"
    cod = code7(fk, 5, 4, ".")
    _head(
        sh,
        [
            ("PODER JUDICIÁRIO", 9, False),
            (org, 12.5, True),
            ("Corregedoria-Geral da Justiça", 9, False),
        ],
    )
    sh.title("CERTIDÃO DE DISTRIBUIÇÃO - AÇÕES CRIMINAIS", 13)
    sh.two_col(
        [("Nome", p.nome), ("CPF", fmt_cpf(p.cpf)), ("Nascimento", fmt_date(p.nascimento))],
        [("Mãe", p.mae), ("Protocolo", fk.digits(10)), ("Emissão", fmt_date(emis))],
    )
    sh.gap(6)
    sh.para(
        "Comarcas pesquisadas: todas as comarcas do Estado de Goiás (1º e 2º graus). CERTIFICA que, revendo os "
        "registros de distribuição, NADA CONSTA de ações criminais contra o requerente acima identificado.",
        10,
    )
    sh.line(f"Esta certidão é válida por 30 dias (até {fmt_date(val)}).", 10)
    sh.gap(8)
    sh.line(f"Código de autenticidade: {cod}", 10.5, True)
    return Out(
        "distribuicao_criminal",
        _f(p.nome, p.cpf, emis, val, "negativa", org, cod),
        {"orgao_emissor": ["TJGO", "TJ-GO", "PODER JUDICIÁRIO DO ESTADO DE GOIÁS"]},
    )


def cnd_estadual_ms(sh: Sheet, fk: Fake) -> Out:
    """SEFAZ-MS 'CERTIDÃO NEGATIVA DE DÉBITOS' of a company (CNPJ and inscrição
    estadual), 'Número da certidão' and a separate 'Chave de autenticidade'."""
    sh.s = Style("Helv", 10, 6.5)
    c = company7(fk, 2, ("MS",))
    emis = fk.recent()
    val = emis + dt.timedelta(days=60)
    org = "SECRETARIA DE ESTADO DE FAZENDA DE MATO GROSSO DO SUL"
    cod = code7(fk, 4, 5, " ")
    _head(
        sh,
        [(estado7("MS"), 9, False), (org, 11.5, True), ("Coordenadoria de Arrecadação", 9, False)],
    )
    sh.title("CERTIDÃO NEGATIVA DE DÉBITOS", 14)
    sh.grid(
        [
            [
                ("Número da certidão", f"{fk.digits(8)}/{emis.year}", 0.4),
                ("Data de emissão", fmt_date(emis), 0.3),
                ("Validade", fmt_date(val), 0.3),
            ],
            [("Razão social", c.razao, 0.7), ("CNPJ", fmt_cnpj(c.cnpj), 0.3)],
            [
                ("Inscrição estadual", f"28.{fk.digits(3)}.{fk.digits(3)}-{fk.digits(1)}", 0.4),
                ("Município", f"{c.cidade.upper()} - MS", 0.6),
            ],
        ],
        value_size=9.5,
    )
    sh.gap(6)
    sh.para(
        "Certificamos que, até a presente data, não constam débitos inscritos ou não inscritos em dívida ativa "
        "relativos a tributos estaduais em nome do contribuinte acima identificado, ressalvado o direito da Fazenda "
        "Pública Estadual de cobrar débitos que venham a ser apurados.",
        10,
    )
    sh.line(f"Chave de autenticidade: {cod}", 10.5, True)
    return Out(
        "cnd_estadual",
        _f(c.razao, c.cnpj, emis, val, "negativa", org, cod),
        {"orgao_emissor": ["SEFAZ-MS", "SEFAZ/MS", "SECRETARIA DE ESTADO DE FAZENDA"]},
    )


def cnd_municipal_palmas(sh: Sheet, fk: Fake) -> Out:
    """Prefeitura de Palmas (TO) 'CERTIDÃO NEGATIVA DE DÉBITOS MUNICIPAIS' of a person,
    the contribuinte's data in a table and a 'Código de controle' at the foot."""
    sh.s = Style("DjSerifCond", 10, 6.5)
    p = person7(fk, ("TO",))
    emis = fk.recent()
    val = emis + dt.timedelta(days=90)
    org = "PREFEITURA MUNICIPAL DE PALMAS"
    cod = code7(fk, 3, 6, "-")
    _head(
        sh,
        [
            (org, 12.5, True),
            ("ESTADO DO TOCANTINS", 9, False),
            ("Secretaria Municipal da Fazenda", 9, False),
        ],
    )
    sh.title("CERTIDÃO NEGATIVA DE DÉBITOS MUNICIPAIS", 13)
    sh.table(
        ["Contribuinte", "CPF", "Cadastro"],
        [[p.nome, fmt_cpf(p.cpf), fk.digits(7)]],
        [0.55, 0.25, 0.2],
        size=9.5,
    )
    sh.para(
        "Certifico, para os devidos fins, que não existem débitos de tributos municipais (IPTU, ISSQN, taxas) "
        "lançados e vencidos em nome do contribuinte acima, até esta data.",
        10,
        first_indent=28,
    )
    sh.kv("Data de emissão", fmt_date(emis))
    sh.kv("Válida até", fmt_date(val))
    sh.gap(30)
    sh.hline(0.4)
    sh.line(f"Código de controle: {cod}  - verifique em palmas.to.gov.br", 9)
    return Out(
        "cnd_municipal",
        _f(p.nome, p.cpf, emis, val, "negativa", org, cod),
        {"orgao_emissor": ["PREFEITURA DE PALMAS", "SECRETARIA MUNICIPAL DA FAZENDA"]},
    )


def crf_tabela(sh: Sheet, fk: Fake) -> Out:
    """CRF in a two-column table (Campo | Conteúdo): inscrição, razão social, endereço,
    validade 'de ... a ...', the Certificação Número as the código."""
    sh.s = Style("LibSans", 10, 6.5)
    c = company7(fk, 2)
    emis = fk.recent(10)
    val = emis + dt.timedelta(days=30)
    org = "CAIXA ECONÔMICA FEDERAL"
    cod = f"{emis.year}{emis.month:02d}{emis.day:02d}{fk.digits(10)}"
    sh.line(org, 13, True, "center")
    sh.line("Fundo de Garantia do Tempo de Serviço - FGTS", 9.5, False, "center")
    sh.title("CERTIFICADO DE REGULARIDADE DO FGTS - CRF", 13)
    sh.table(
        ["Campo", "Conteúdo"],
        [
            ["Inscrição", fmt_cnpj(c.cnpj)],
            ["Razão Social", c.razao],
            ["Endereço", f"{c.endereco} {c.bairro} / {c.cidade} / {c.uf}"],
            ["Validade", f"{fmt_date(emis)} a {fmt_date(val)}"],
            ["Certificação Número", cod],
        ],
        [0.3, 0.7],
        size=9.5,
    )
    sh.para(
        "A Caixa Econômica Federal, no uso da atribuição que lhe confere o Art. 7º da Lei 8.036, de 11 de maio de "
        "1990, certifica que, nesta data, a empresa acima identificada encontra-se em situação regular perante o "
        "Fundo de Garantia do Tempo de Serviço - FGTS.",
        10,
    )
    sh.line(f"Informação obtida em {fmt_date(emis)} {_hm(fk, True)}", 9)
    return Out(
        "crf_fgts",
        _f(c.razao, c.cnpj, emis, val, "negativa", org, cod),
        {"orgao_emissor": ["CAIXA", "CEF"]},
    )


def multas_detran_sc(sh: Sheet, fk: Fake) -> Out:
    """DETRAN-SC 'CERTIDÃO NEGATIVA DE MULTAS' of a vehicle (plate with hyphen,
    RENAVAM), the owner and an empty infrações table ('Nenhum registro')."""
    sh.s = Style("Cour", 9.5, 6)
    p = person7(fk, ("SC",))
    v = fk.vehicle()
    emis = fk.recent()
    org = "DEPARTAMENTO ESTADUAL DE TRÂNSITO DE SANTA CATARINA"
    cod = fk.digits(16)
    _head(sh, [(estado7("SC"), 9, False), (org, 10.5, True), ("DETRAN/SC", 9, False)])
    sh.title("CERTIDÃO NEGATIVA DE MULTAS", 13)
    sh.kv("Placa", dash_plate(v.placa, fk.r))
    sh.kv("Renavam", v.renavam)
    sh.kv("Proprietário", p.nome)
    sh.kv("CPF/CNPJ", fmt_cpf(p.cpf))
    sh.gap(4)
    sh.table(
        ["Auto de infração", "Data", "Enquadramento", "Situação"],
        [["Nenhum registro", "-", "-", "-"]],
        [0.3, 0.2, 0.3, 0.2],
        size=8.5,
    )
    sh.para(
        "Certificamos que não constam multas de trânsito vencidas ou a vencer vinculadas ao veículo acima na data "
        "desta emissão.",
        9.5,
    )
    sh.kv("Emissão", f"{fmt_date(emis)} {_hm(fk)}")
    sh.kv("Código de autenticação", cod)
    f = _f(p.nome, p.cpf, emis, None, "negativa", org, cod)
    f["placa"] = v.placa
    return Out("certidao_multas", f, {"orgao_emissor": ["DETRAN/SC", "DETRAN-SC"]})
