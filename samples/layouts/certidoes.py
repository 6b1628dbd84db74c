"""Certidões: antecedentes criminais, distribuição criminal, CND federal/estadual/
municipal, CRF FGTS and certidão de multas — two layouts each."""

from __future__ import annotations

from datetime import date, timedelta
from typing import Any

from samples import fmt
from samples.fake import Company, Person, gen_hex_code
from samples.layouts.common import (
    Holder,
    cert_fields,
    code_digits,
    days_before,
    hms,
    holder,
    holder_doc_label,
    holder_name,
    holder_printed_doc,
)
from samples.layouts.frames import frame_boxed, frame_classic
from samples.model import Ctx, Doc, pick_layout, register


def _result(ctx: Ctx, resultado: str | None, choices: list[tuple[str, float]]) -> str:
    if resultado:
        return resultado
    r = ctx.rng.random()
    acc = 0.0
    for val, prob in choices:
        acc += prob
        if r < acc:
            return val
    return choices[0][0]


def _person_rows(h: Holder) -> list[tuple[str, str]]:
    if isinstance(h, Person):
        return [
            ("Nome:", h.nome),
            ("CPF:", fmt.cpf(h.cpf)),
            ("RG:", f"{h.rg} {h.rg_orgao}"),
            ("Data de Nascimento:", fmt.d(h.data_nascimento)),
            ("Filiação:", f"{h.pai} e {h.mae}"),
        ]
    assert isinstance(h, Company)
    return [("Razão Social:", h.razao_social), ("CNPJ:", fmt.cnpj(h.cnpj))]


def _doc_parts(kind: str, layout: str, titular: Holder, emissao: date, valida: date | None,
               resultado: str, orgao: str, codigo: str | None, c: dict[str, Any],
               ctx: Ctx) -> Doc:
    fields, printed = cert_fields(titular, emissao, valida, resultado, orgao, codigo)
    data = {"c": c, "draw_seed": ctx.rng.getrandbits(32)}
    return Doc(kind, layout, fields, printed, data)


# ------------------------------------------------------------------ antecedentes


@register("antecedentes_criminais", {"ssp_sp": frame_classic, "policia_federal": frame_boxed},
          main=True)
def build_antecedentes(ctx: Ctx, layout: str | None = None, person: Person | None = None,
                       data_emissao: date | None = None, resultado: str | None = None) -> Doc:
    """SSP-SP atestado (prints 'Válido até') or Polícia Federal certidão (no printed validity)."""
    layout = pick_layout(ctx, "antecedentes_criminais", layout)
    p = person or ctx.faux.person(ctx.as_of)
    em = data_emissao or days_before(ctx, 1, 60)
    res = _result(ctx, resultado, [("negativa", 0.9), ("positiva", 0.1)])
    hora = hms(ctx)
    if layout == "ssp_sp":
        valida = em + timedelta(days=90)
        code = code_digits(ctx, 10)
        consta = ("NADA CONSTA contra a pessoa acima identificada" if res == "negativa"
                  else "CONSTA registro de antecedentes contra a pessoa acima identificada, "
                       "conforme relação anexa")
        c = {
            "seal": "SP",
            "header": ["GOVERNO DO ESTADO DE SÃO PAULO", "SECRETARIA DA SEGURANÇA PÚBLICA",
                       "POLÍCIA CIVIL DO ESTADO DE SÃO PAULO",
                       "INSTITUTO DE IDENTIFICAÇÃO RICARDO GUMBLETON DAUNT - IIRGD"],
            "title": ["ATESTADO DE ANTECEDENTES CRIMINAIS"],
            "rows": _person_rows(p),
            "body": [
                "ATESTAMOS, para os devidos fins, que revendo os arquivos do Instituto de "
                f"Identificação Ricardo Gumbleton Daunt - IIRGD, {consta}, até a presente data.",
                "O presente atestado é fornecido com base na Lei Estadual nº 10.291, de "
                "26/11/1968, e não se refere a registros de outras unidades da Federação.",
            ],
            "footer": [
                f"Atestado emitido em {fmt.d(em)} às {hora}.",
                f"Válido até: {fmt.d(valida)}",
                f"Código de autenticidade: {code}",
                "A autenticidade deste documento poderá ser confirmada no sítio "
                "www.ssp.sp.gov.br/servicos/atestado",
            ],
            "qr": True,
        }
        # the issuer as the letterhead prints it (CONTRACT §4; issue 12, round 6): the
        # Polícia Civil under the Secretaria da Segurança Pública, named with its state
        return _doc_parts("antecedentes_criminais", layout, p, em, valida, res,
                          "POLÍCIA CIVIL DO ESTADO DE SÃO PAULO", code, c, ctx)
    code = gen_hex_code(ctx.rng, 4, 4).replace(".", "")
    consta = ("NÃO CONSTA condenação com trânsito em julgado" if res == "negativa"
              else "CONSTA condenação com trânsito em julgado")
    c = {
        "header": ["SERVIÇO PÚBLICO FEDERAL", "MINISTÉRIO DA JUSTIÇA E SEGURANÇA PÚBLICA",
                   "POLÍCIA FEDERAL", "SISTEMA NACIONAL DE INFORMAÇÕES CRIMINAIS - SINIC"],
        "title": ["CERTIDÃO DE ANTECEDENTES CRIMINAIS"],
        "rows": [("Nome:", p.nome), ("CPF:", fmt.cpf(p.cpf)),
                 ("Data de nascimento:", fmt.d(p.data_nascimento)),
                 ("Nome da mãe:", p.mae)],
        "body": [
            "A Polícia Federal CERTIFICA, após pesquisa no Sistema Nacional de Informações "
            f"Criminais - SINIC, que, até a presente data, {consta} em nome de {p.nome}, "
            f"nacionalidade brasileira, nascido(a) aos {fmt.d(p.data_nascimento)}, filho(a) de "
            f"{p.pai} e de {p.mae}, CPF nº {fmt.cpf(p.cpf)}.",
            "Esta certidão abrange apenas a Justiça Federal e não substitui certidões "
            "estaduais. Os dados informados são de responsabilidade do solicitante.",
        ],
        "footer": [
            f"Certidão emitida às {hora} do dia {fmt.d(em)}.",
            f"Código de validação: {code}",
            "Valide em https://servicos.pf.gov.br/epol-sinic-publico/",
        ],
        "qr": True,
    }
    return _doc_parts("antecedentes_criminais", layout, p, em, None, res, "POLÍCIA FEDERAL",
                      code, c, ctx)


# ------------------------------------------------------------------ distribuição criminal


@register("distribuicao_criminal", {"tjsp": frame_classic, "tjmg": frame_boxed}, main=True)
def build_distribuicao(ctx: Ctx, layout: str | None = None, person: Person | None = None,
                       data_emissao: date | None = None, resultado: str | None = None) -> Doc:
    """TJSP (2 pages, no printed validity) or TJMG (prints 'Válida até')."""
    layout = pick_layout(ctx, "distribuicao_criminal", layout)
    p = person or ctx.faux.person(ctx.as_of)
    em = data_emissao or days_before(ctx, 1, 25)
    res = _result(ctx, resultado, [("negativa", 0.9), ("positiva", 0.1)])
    consta = "NADA CONSTA" if res == "negativa" else "CONSTA"
    if layout == "tjsp":
        pedido = code_digits(ctx, 8)
        c = {
            "seal": "TJSP",
            "header": ["PODER JUDICIÁRIO", "TRIBUNAL DE JUSTIÇA DO ESTADO DE SÃO PAULO",
                       "COMARCA DE SÃO PAULO - DISTRIBUIDOR CRIMINAL"],
            "title": ["CERTIDÃO DE DISTRIBUIÇÃO DE AÇÕES CRIMINAIS", f"Nº do Pedido: {pedido}"],
            "rows": _person_rows(p),
            "body": [
                "CERTIFICA E DÁ FÉ que, pesquisando os registros de distribuição de feitos "
                "criminais, inquéritos policiais e termos circunstanciados, em tramitação ou "
                "arquivados, no período dos últimos 10 (dez) anos anteriores à data da pesquisa, "
                f"em nome da pessoa acima qualificada, {consta} registro de distribuição.",
            ],
            "footer": [
                f"São Paulo, {fmt.d_long(em)}. Data da emissão: {fmt.d(em)}.",
                f"Pedido nº {pedido}. Código de conferência: {pedido}",
            ],
            "page2": [
                "OBSERVAÇÕES: a) Esta certidão foi expedida com base nos dados fornecidos pelo "
                "solicitante; a conferência dos dados é de sua responsabilidade. b) A pesquisa "
                "abrange as Varas Criminais, Juizados Especiais Criminais e Varas de Execuções "
                "Criminais da Comarca. c) Certidão expedida gratuitamente pela internet.",
                "A autenticidade desta certidão pode ser conferida no portal do Tribunal de "
                "Justiça do Estado de São Paulo, opção Certidões, informando o número do pedido.",
            ],
        }
        return _doc_parts("distribuicao_criminal", layout, p, em, None, res,
                          "TRIBUNAL DE JUSTIÇA DO ESTADO DE SÃO PAULO", pedido,
                          c, ctx)
    valida = em + timedelta(days=30)
    code = gen_hex_code(ctx.rng, 3, 4).replace(".", "-")
    c = {
        "header": ["PODER JUDICIÁRIO DO ESTADO DE MINAS GERAIS", "TRIBUNAL DE JUSTIÇA",
                   "CERTIDÃO JUDICIAL - PRIMEIRA INSTÂNCIA"],
        "title": ["CERTIDÃO JUDICIAL CRIMINAL" + (" NEGATIVA" if res == "negativa" else " POSITIVA")],
        "rows": [(label.upper(), value) for label, value in _person_rows(p)[:4]],
        "body": [
            "Certificamos que, consultando os sistemas informatizados de acompanhamento "
            "processual do Tribunal de Justiça do Estado de Minas Gerais, em relação às ações "
            f"criminais da Justiça Comum de Primeira Instância, {consta} processo em nome da "
            "pessoa acima identificada.",
        ],
        "footer": [
            f"Emitida em {fmt.d(em)} às {hms(ctx)}",
            f"Válida até {fmt.d(valida)}",
            f"Código de autenticação: {code}",
        ],
        "qr": True,
    }
    return _doc_parts("distribuicao_criminal", layout, p, em, valida, res,
                      "TRIBUNAL DE JUSTIÇA DO ESTADO DE MINAS GERAIS", code, c, ctx)


# ------------------------------------------------------------------ CND federal

_FED_NEG = (
    "Ressalvado o direito de a Fazenda Nacional cobrar e inscrever quaisquer dívidas de "
    "responsabilidade do sujeito passivo acima identificado que vierem a ser apuradas, é "
    "certificado que não constam pendências em seu nome, relativas a créditos tributários "
    "administrados pela Secretaria da Receita Federal do Brasil (RFB) e a inscrições em "
    "Dívida Ativa da União (DAU) junto à Procuradoria-Geral da Fazenda Nacional (PGFN)."
)
_FED_POS = (
    "Ressalvado o direito de a Fazenda Nacional cobrar e inscrever quaisquer dívidas de "
    "responsabilidade do sujeito passivo acima identificado que vierem a ser apuradas, é "
    "certificado que: 1. constam débitos administrados pela Secretaria da Receita Federal do "
    "Brasil (RFB) com exigibilidade suspensa nos termos do art. 151 da Lei nº 5.172, de 25 de "
    "outubro de 1966 - Código Tributário Nacional (CTN), ou objeto de decisão judicial que "
    "determina sua desconsideração para fins de certificação da regularidade fiscal; "
    "2. não constam inscrições em Dívida Ativa da União (DAU) na Procuradoria-Geral da "
    "Fazenda Nacional (PGFN). Conforme disposto nos arts. 205 e 206 do CTN, este documento "
    "tem os mesmos efeitos da certidão negativa."
)


@register("cnd_federal", {"rfb_pgfn": frame_classic, "rfb_pgfn_web": frame_boxed}, main=True)
def build_cnd_federal(ctx: Ctx, layout: str | None = None, titular: Holder | None = None,
                      data_emissao: date | None = None, resultado: str | None = None) -> Doc:
    """CND / CPEND of RFB+PGFN, 180-day validity, hex control code."""
    layout = pick_layout(ctx, "cnd_federal", layout)
    t = holder(ctx, titular, pj_share=0.6)
    em = data_emissao or days_before(ctx, 1, 120)
    res = _result(ctx, resultado, [("negativa", 0.7), ("positiva_com_efeitos_de_negativa", 0.3)])
    valida = em + timedelta(days=180)
    code = gen_hex_code(ctx.rng)
    hora = hms(ctx)
    if res == "negativa":
        title = ["CERTIDÃO NEGATIVA DE DÉBITOS RELATIVOS AOS TRIBUTOS FEDERAIS",
                 "E À DÍVIDA ATIVA DA UNIÃO"]
        body = [_FED_NEG]
    else:
        title = ["CERTIDÃO POSITIVA COM EFEITOS DE NEGATIVA DE DÉBITOS RELATIVOS",
                 "AOS TRIBUTOS FEDERAIS E À DÍVIDA ATIVA DA UNIÃO"]
        body = [_FED_POS]
    body.append(
        "Esta certidão é válida para o estabelecimento matriz e suas filiais e, no caso de ente "
        "federativo, para todos os órgãos e fundos públicos da administração direta a ele "
        "vinculados. Refere-se à situação do sujeito passivo no âmbito da RFB e da PGFN e "
        "abrange inclusive as contribuições sociais previstas nas alíneas 'a' a 'd' do "
        "parágrafo único do art. 11 da Lei nº 8.212, de 24 de julho de 1991."
    )
    body.append(
        "A aceitação desta certidão está condicionada à verificação de sua autenticidade na "
        "Internet, nos endereços <http://rfb.gov.br> ou <http://www.pgfn.gov.br>."
    )
    body.append("Certidão emitida gratuitamente com base na Portaria Conjunta RFB/PGFN nº "
                "1.751, de 2/10/2014.")
    c = {
        "header": ["MINISTÉRIO DA FAZENDA", "Secretaria Especial da Receita Federal do Brasil",
                   "Procuradoria-Geral da Fazenda Nacional"],
        "title": title,
        "rows": [("Nome:", holder_name(t)),
                 (f"{holder_doc_label(t)}:", holder_printed_doc(t))],
        "body": body,
        "footer": [
            f"Emitida às {hora} do dia {fmt.d(em)} <hora e data de Brasília>.",
            f"Válida até {fmt.d(valida)}.",
            f"Código de controle da certidão: {code}",
            "Qualquer rasura ou emenda invalidará este documento.",
        ],
    }
    return _doc_parts("cnd_federal", layout, t, em, valida, res,
                      "SECRETARIA ESPECIAL DA RECEITA FEDERAL DO BRASIL", code, c, ctx)


# ------------------------------------------------------------------ CND estadual


@register("cnd_estadual", {"sefaz_sp": frame_classic, "sefaz_mg": frame_boxed}, main=True)
def build_cnd_estadual(ctx: Ctx, layout: str | None = None, titular: Holder | None = None,
                       data_emissao: date | None = None, resultado: str | None = None) -> Doc:
    """SP 'Débitos Tributários Não Inscritos' or MG 'Certidão de Débitos Tributários'."""
    layout = pick_layout(ctx, "cnd_estadual", layout)
    t = holder(ctx, titular, pj_share=0.6)
    em = data_emissao or days_before(ctx, 1, 50)
    res = _result(ctx, resultado, [("negativa", 0.85), ("positiva_com_efeitos_de_negativa", 0.15)])
    hora = hms(ctx)
    if layout == "sefaz_sp":
        valida = em + timedelta(days=180)
        code = code_digits(ctx, 11)
        kind_txt = ("Certidão Negativa" if res == "negativa"
                    else "Certidão Positiva com Efeitos de Negativa")
        c = {
            "seal": "SP",
            "header": ["GOVERNO DO ESTADO DE SÃO PAULO",
                       "SECRETARIA DA FAZENDA E PLANEJAMENTO", "Coordenadoria da Administração Tributária"],
            "title": [f"{kind_txt} de Débitos Tributários Não Inscritos",
                      "na Dívida Ativa do Estado de São Paulo"],
            "rows": [(f"{holder_doc_label(t)}:", holder_printed_doc(t)),
                     ("Nome/Razão Social:", holder_name(t))],
            "body": [
                "Ressalvado o direito de a Secretaria da Fazenda e Planejamento do Estado de São "
                "Paulo apurar débitos de responsabilidade do interessado acima identificado, "
                + ("NÃO CONSTAM débitos declarados ou apurados pendentes de inscrição na Dívida "
                   "Ativa de responsabilidade do estabelecimento/pessoa pesquisado(a)."
                   if res == "negativa" else
                   "CONSTAM débitos com exigibilidade suspensa, razão pela qual é emitida "
                   "certidão POSITIVA COM EFEITOS DE NEGATIVA."),
                "Esta certidão não abrange os débitos inscritos na Dívida Ativa do Estado, cuja "
                "administração é da Procuradoria Geral do Estado.",
            ],
            "footer": [
                f"Certidão nº {code}",
                f"Data e hora da emissão: {fmt.d(em)} {hora}",
                f"Validade: {fmt.d(valida)}",
            ],
        }
        return _doc_parts("cnd_estadual", layout, t, em, valida, res,
                          "SECRETARIA DA FAZENDA E PLANEJAMENTO", code, c, ctx)
    valida = em + timedelta(days=90)
    code = gen_hex_code(ctx.rng, 4, 4)
    c = {
        "header": ["ESTADO DE MINAS GERAIS", "SECRETARIA DE ESTADO DE FAZENDA DE MINAS GERAIS",
                   "Superintendência de Arrecadação e Informações Fiscais"],
        "title": ["CERTIDÃO DE DÉBITOS TRIBUTÁRIOS",
                  "CERTIDÃO NEGATIVA" if res == "negativa"
                  else "CERTIDÃO POSITIVA COM EFEITOS DE NEGATIVA"],
        "rows": [("NOME/RAZÃO SOCIAL", holder_name(t)),
                 (holder_doc_label(t), holder_printed_doc(t))],
        "body": [
            "Certificamos que, ressalvado o direito da Fazenda Pública Estadual de inscrever e "
            "cobrar débitos ainda não registrados ou que venham a ser apurados, "
            + ("não constam débitos em nome do contribuinte acima identificado."
               if res == "negativa" else
               "constam débitos com exigibilidade suspensa em nome do contribuinte acima "
               "identificado, produzindo esta certidão os efeitos da certidão negativa."),
        ],
        "footer": [
            f"Data de emissão: {fmt.d(em)}   Hora: {hora}",
            f"Validade: {fmt.d(valida)}",
            f"Código de controle: {code}",
        ],
        "qr": True,
    }
    return _doc_parts("cnd_estadual", layout, t, em, valida, res,
                      "SECRETARIA DE ESTADO DE FAZENDA DE MINAS GERAIS", code, c, ctx)


# ------------------------------------------------------------------ CND municipal


@register("cnd_municipal", {"negativa_municipal": frame_classic,
                            "conjunta_municipal": frame_boxed}, main=True)
def build_cnd_municipal(ctx: Ctx, layout: str | None = None, titular: Holder | None = None,
                        data_emissao: date | None = None, resultado: str | None = None,
                        municipio: tuple[str, str] | None = None) -> Doc:
    """Prefeitura certificate: 'CERTIDÃO NEGATIVA DE DÉBITOS MUNICIPAIS' or the conjunta form."""
    layout = pick_layout(ctx, "cnd_municipal", layout)
    t = holder(ctx, titular, pj_share=0.5)
    mun, uf = municipio or (t.endereco.municipio, t.endereco.uf)
    em = data_emissao or days_before(ctx, 1, 50)
    hora = hms(ctx)
    code = code_digits(ctx, 12)
    if layout == "negativa_municipal":
        res = resultado or "negativa"
        valida = em + timedelta(days=60)
        title = ["CERTIDÃO NEGATIVA DE DÉBITOS MUNICIPAIS" if res == "negativa"
                 else "CERTIDÃO POSITIVA DE DÉBITOS MUNICIPAIS"]
        c = {
            "seal": mun[:8].upper(),
            "header": [f"PREFEITURA MUNICIPAL DE {mun.upper()}", f"ESTADO DE {fmt_uf(uf)}",
                       "SECRETARIA MUNICIPAL DE FINANÇAS - DEPARTAMENTO DE RECEITA"],
            "title": title,
            "rows": [("Contribuinte:", holder_name(t)),
                     (f"{holder_doc_label(t)}:", holder_printed_doc(t)),
                     ("Endereço:", t.endereco.line())],
            "body": [
                "Certificamos, para os devidos fins, que "
                + ("NÃO CONSTAM débitos de tributos municipais" if res == "negativa"
                   else "CONSTAM débitos de tributos municipais")
                + " em nome do contribuinte acima identificado até a presente data, ressalvado "
                "o direito de a Fazenda Municipal cobrar dívidas que venham a ser apuradas.",
            ],
            "footer": [
                f"{mun}, {fmt.d(em)} às {hora}.",
                f"Esta certidão é válida até {fmt.d(valida)}.",
                f"Código de autenticidade: {code}",
            ],
            "sign": ("Departamento de Receita", "Prefeitura Municipal"),
        }
    else:
        res = _result(ctx, resultado, [("negativa", 0.6), ("positiva_com_efeitos_de_negativa", 0.4)])
        valida = em + timedelta(days=90)
        title = (["CERTIDÃO CONJUNTA NEGATIVA DE DÉBITOS", "E DA DÍVIDA ATIVA DO MUNICÍPIO"]
                 if res == "negativa" else
                 ["CERTIDAO CONJUNTA POSITIVA COM EFEITO NEGATIVA",
                  "E DA DIVIDA ATIVA DO MUNICIPIO"])
        c = {
            "header": [f"MUNICÍPIO DE {mun.upper()} - {uf}", "Secretaria da Fazenda",
                       "Certidões on-line"],
            "title": title,
            "rows": [("Requerente", holder_name(t)),
                     (holder_doc_label(t), holder_printed_doc(t)),
                     ("Inscrição mobiliária", code_digits(ctx, 6))],
            "body": [
                "Certifica-se que, até a presente data, "
                + ("não existem débitos tributários ou inscrições em dívida ativa"
                   if res == "negativa" else
                   "existem débitos parcelados e em dia, com exigibilidade suspensa,")
                + " em nome do requerente acima identificado.",
            ],
            "footer": [
                f"Data de emissão: {fmt.d(em)}",
                f"Válida até: {fmt.d(valida)}",
                f"Código de validação: {code}",
            ],
            "qr": True,
        }
    issuer = (f"PREFEITURA MUNICIPAL DE {mun.upper()}" if layout == "negativa_municipal"
              else f"MUNICÍPIO DE {mun.upper()}")  # as the letterhead prints it
    return _doc_parts("cnd_municipal", layout, t, em, valida, res, issuer, code, c, ctx)


def fmt_uf(uf: str) -> str:
    """Full state name for headers."""
    from samples.layouts.common import uf_name

    return uf_name(uf)


# ------------------------------------------------------------------ CRF FGTS


@register("crf_fgts", {"crf_caixa": frame_classic, "crf_consulta": frame_boxed}, main=True)
def build_crf(ctx: Ctx, layout: str | None = None, titular: Company | None = None,
              data_emissao: date | None = None) -> Doc:
    """CRF: 'Validade: dd/mm/aaaa a dd/mm/aaaa', 22-digit certificação number."""
    layout = pick_layout(ctx, "crf_fgts", layout)
    t = titular or ctx.faux.company(ctx.as_of)
    em = data_emissao or days_before(ctx, 1, 25)
    valida = em + timedelta(days=29)
    numero = em.strftime("%Y%m%d") + code_digits(ctx, 14)
    hora = hms(ctx)
    body = [
        "A Caixa Econômica Federal, no uso da atribuição que lhe confere o Art. 7, da Lei 8.036, "
        "de 11 de maio de 1990, certifica que, nesta data, a empresa acima identificada "
        "encontra-se em situação regular perante o Fundo de Garantia do Tempo de Serviço - FGTS.",
        "O presente Certificado não servirá de prova contra cobrança de quaisquer débitos "
        "referentes a contribuições e/ou encargos devidos, decorrentes das obrigações com o FGTS.",
    ]
    footer = [
        f"Validade: {fmt.d(em)} a {fmt.d(valida)}",
        f"Certificação Número: {numero}",
        f"Informação obtida em {fmt.d(em)}, às {hora}",
        "A utilização deste Certificado para os fins previstos em Lei esta condicionada a "
        "verificação de autenticidade no site da Caixa: www.caixa.gov.br",
    ]
    c = {
        "seal": "CAIXA",
        "header": ["CAIXA ECONÔMICA FEDERAL", "Certificado de Regularidade do FGTS - CRF"]
        if layout == "crf_caixa" else
        ["CAIXA", "Consulta Regularidade do Empregador", "Fundo de Garantia do Tempo de Serviço"],
        "title": ["Certificado de Regularidade do FGTS - CRF"],
        "rows": [("Inscrição:", fmt.cnpj(t.cnpj)), ("Razão Social:", t.razao_social),
                 ("Endereço:", t.endereco.line())],
        "body": body,
        "footer": footer if layout == "crf_caixa" else footer[:3],
    }
    if layout == "crf_consulta":
        c["body"] = [*body, footer[3]]
    issuer = "CAIXA ECONÔMICA FEDERAL" if layout == "crf_caixa" else "CAIXA"  # as printed
    return _doc_parts("crf_fgts", layout, t, em, valida, "negativa", issuer, numero, c, ctx)


# ------------------------------------------------------------------ multas


@register("certidao_multas", {"detran_sp": frame_boxed, "detran_mg": frame_classic}, main=True)
def build_multas(ctx: Ctx, layout: str | None = None, titular: Holder | None = None,
                 placa: str | None = None, renavam: str | None = None,
                 data_emissao: date | None = None, resultado: str | None = None) -> Doc:
    """DETRAN certificate of (no) traffic fines for an owner/vehicle."""
    layout = pick_layout(ctx, "certidao_multas", layout)
    t = holder(ctx, titular, pj_share=0.3)
    v = None if placa else ctx.faux.vehicle(ctx.as_of)
    placa = placa or (v.placa if v else "")
    renavam = renavam or (v.renavam if v else "")
    em = data_emissao or days_before(ctx, 1, 30)
    res = _result(ctx, resultado, [("negativa", 0.85), ("positiva", 0.15)])
    code = gen_hex_code(ctx.rng, 2, 5).replace(".", "")
    uf = "SP" if layout == "detran_sp" else "MG"
    valida = em + timedelta(days=30)
    table = None
    if res == "positiva":
        d1 = em - timedelta(days=ctx.rng.randint(20, 200))
        table = (["Data", "Auto de infração", "Enquadramento", "Valor"],
                 [[fmt.d(d1), code_digits(ctx, 9), "745-50", "R$ 130,16"]])
    c = {
        "seal": "DETRAN",
        "header": [f"DEPARTAMENTO ESTADUAL DE TRÂNSITO - DETRAN-{uf}",
                   "GOVERNO DO ESTADO DE SÃO PAULO" if uf == "SP"
                   else "GOVERNO DO ESTADO DE MINAS GERAIS"],
        "title": ["CERTIDÃO NEGATIVA DE MULTAS" if res == "negativa"
                  else "CERTIDÃO DE MULTAS - CONSTAM INFRAÇÕES"],
        "rows": [("Proprietário:", holder_name(t)),
                 (f"{holder_doc_label(t)}:", holder_printed_doc(t)),
                 ("Placa:", placa), ("Renavam:", renavam)],
        "body": [
            "Certificamos que, consultado o cadastro de infrações de trânsito deste Departamento, "
            + ("NADA CONSTA de multas pendentes para o veículo e proprietário acima identificados."
               if res == "negativa" else
               "CONSTAM as infrações abaixo relacionadas, pendentes de pagamento.")
        ],
        "table": table,
        "footer": [
            f"Emitida em {fmt.d(em)} às {hms(ctx)}",
            f"Válida até {fmt.d(valida)}",
            f"Código de validação: {code}",
        ],
        "qr": layout == "detran_sp",
    }
    return _doc_parts("certidao_multas", layout, t, em, valida, res,
                      f"DEPARTAMENTO ESTADUAL DE TRÂNSITO - DETRAN-{uf}", code,
                      c, ctx)
