"""Company documents: the CNPJ card (two layouts) and the contrato social (constituição,
alteração consolidada; fully or partly paid-in capital)."""

from __future__ import annotations

import random
from datetime import date, timedelta
from decimal import Decimal
from typing import Any

from samples import fmt
from samples.fake import Company, gen_digits, strip_accents
from samples.layouts.common import days_before, hms
from samples.model import Ctx, Doc, pick_layout, register
from samples.pdfkit import Pen

CNAES: dict[str, str] = {
    "4924800": "Transporte escolar",
    "4929901": "Transporte rodoviário coletivo de passageiros, sob regime de fretamento, municipal",
    "4929902": "Transporte rodoviário coletivo de passageiros, sob regime de fretamento, "
               "intermunicipal, interestadual e internacional",
    "4923002": "Serviço de transporte de passageiros - locação de automóveis com motorista",
    "4929999": "Outros transportes rodoviários de passageiros não especificados anteriormente",
    "7711000": "Locação de automóveis sem condutor",
}
JUNTAS = {"SP": "JUNTA COMERCIAL DO ESTADO DE SÃO PAULO - JUCESP",
          "MG": "JUNTA COMERCIAL DO ESTADO DE MINAS GERAIS - JUCEMG",
          "PR": "JUNTA COMERCIAL DO PARANÁ - JUCEPAR",
          "GO": "JUNTA COMERCIAL DO ESTADO DE GOIÁS - JUCEG"}


# ------------------------------------------------------------------ CNPJ card


def draw_cnpj_card(p: Pen, doc: Doc) -> None:
    """The classic RFB card: a bordered grid of labelled cells."""
    d = doc.data
    x, w = 40, 515
    y = 800
    p.rect(x, 150, w, 670, lw=1.2)
    p.seal(x + 35, y - 10, 20)
    p.center(y, "REPÚBLICA FEDERATIVA DO BRASIL", size=11, bold=True)
    p.center(y - 16, "CADASTRO NACIONAL DA PESSOA JURÍDICA", size=11, bold=True)
    y -= 60
    h = 30
    rows: list[list[tuple[str, str, float]]] = [
        [("NÚMERO DE INSCRIÇÃO", d["cnpj_line"], 0.3),
         ("COMPROVANTE DE INSCRIÇÃO E DE SITUAÇÃO CADASTRAL", "", 0.45),
         ("DATA DE ABERTURA", d["abertura"], 0.25)],
        [("NOME EMPRESARIAL", d["razao"], 1.0)],
        [("TÍTULO DO ESTABELECIMENTO (NOME DE FANTASIA)", d["fantasia"], 0.8), ("PORTE", d["porte"], 0.2)],
        [("CÓDIGO E DESCRIÇÃO DA ATIVIDADE ECONÔMICA PRINCIPAL", d["cnae_p"], 1.0)],
    ]
    for row in rows:
        cx = x + 5
        for label, value, frac in row:
            p.box(cx, y - h, (w - 10) * frac, h, label, value, vsize=8)
            cx += (w - 10) * frac
        y -= h
    sec_h = 12 * max(len(d["cnae_s"]), 1) + 16
    p.rect(x + 5, y - sec_h, w - 10, sec_h, lw=0.5)
    p.text(x + 7, y - 8, "CÓDIGO E DESCRIÇÃO DAS ATIVIDADES ECONÔMICAS SECUNDÁRIAS", size=5.5)
    sy = y - 20
    for ln in d["cnae_s"] or ["Não informada"]:
        p.text(x + 8, sy, ln, size=7.5, bold=True)
        sy -= 12
    y -= sec_h
    rows = [
        [("CÓDIGO E DESCRIÇÃO DA NATUREZA JURÍDICA", d["natureza"], 1.0)],
        [("LOGRADOURO", d["logradouro"], 0.6), ("NÚMERO", d["numero"], 0.15), ("COMPLEMENTO", "********", 0.25)],
        [("CEP", d["cep"], 0.2), ("BAIRRO/DISTRITO", d["bairro"], 0.35), ("MUNICÍPIO", d["municipio"], 0.35), ("UF", d["uf"], 0.1)],
        [("ENDEREÇO ELETRÔNICO", d["email"], 0.6), ("TELEFONE", d["telefone"], 0.4)],
        [("ENTE FEDERATIVO RESPONSÁVEL (EFR)", "*****", 1.0)],
        [("SITUAÇÃO CADASTRAL", d["situacao"], 0.6), ("DATA DA SITUAÇÃO CADASTRAL", d["abertura"], 0.4)],
        [("MOTIVO DE SITUAÇÃO CADASTRAL", "", 1.0)],
        [("SITUAÇÃO ESPECIAL", "********", 0.6), ("DATA DA SITUAÇÃO ESPECIAL", "********", 0.4)],
    ]
    for row in rows:
        cx = x + 5
        for label, value, frac in row:
            p.box(cx, y - h, (w - 10) * frac, h, label, value, vsize=8)
            cx += (w - 10) * frac
        y -= h
    p.text(x + 5, y - 20, "Aprovado pela Instrução Normativa RFB nº 2.119, de 06 de dezembro de 2022.",
           size=7)
    p.text(x + 5, y - 34, f"Emitido no dia {d['emitido']} às {d['hora']} (data e hora de Brasília).",
           size=7)
    p.right(x + w - 5, y - 34, "Página: 1/1", size=7)
    p.end_page()


def draw_cnpj_consulta(p: Pen, doc: Doc) -> None:
    """A 'consulta' print: label on the left, value on the right, no grid."""
    d = doc.data
    x = 50
    p.band(0, 790, p.W, 52, (0.07, 0.3, 0.55))
    p.text(x, 815, "gov.br  Receita Federal", size=12, bold=True, color=(1, 1, 1))
    p.text(x, 800, "Consulta Situação Cadastral - CNPJ", size=9, color=(1, 1, 1))
    p.center(760, "REPÚBLICA FEDERATIVA DO BRASIL", size=10, bold=True)
    p.center(746, "CADASTRO NACIONAL DA PESSOA JURÍDICA", size=10, bold=True)
    p.center(730, "COMPROVANTE DE INSCRIÇÃO E DE SITUAÇÃO CADASTRAL", size=9.5, bold=True)
    y = 700
    pairs = [
        ("NÚMERO DE INSCRIÇÃO", d["cnpj_line"]),
        ("DATA DE ABERTURA", d["abertura"]),
        ("NOME EMPRESARIAL", d["razao"]),
        ("TÍTULO DO ESTABELECIMENTO (NOME DE FANTASIA)", d["fantasia"]),
        ("PORTE", d["porte"]),
        ("CÓDIGO E DESCRIÇÃO DA ATIVIDADE ECONÔMICA PRINCIPAL", d["cnae_p"]),
    ]
    pairs += [("CÓDIGO E DESCRIÇÃO DAS ATIVIDADES ECONÔMICAS SECUNDÁRIAS" if i == 0 else "", s)
              for i, s in enumerate(d["cnae_s"] or ["Não informada"])]
    pairs += [
        ("CÓDIGO E DESCRIÇÃO DA NATUREZA JURÍDICA", d["natureza"]),
        ("LOGRADOURO", f"{d['logradouro']}, {d['numero']}"),
        ("CEP", d["cep"]), ("BAIRRO/DISTRITO", d["bairro"]),
        ("MUNICÍPIO", d["municipio"]), ("UF", d["uf"]),
        ("SITUAÇÃO CADASTRAL", d["situacao"]),
        ("DATA DA SITUAÇÃO CADASTRAL", d["abertura"]),
    ]
    for label, value in pairs:
        if label:
            p.text(x, y, label, size=6.5, bold=True)
            y -= 11
        y = p.para(x + 10, y, 480, value, size=8.5) - 5
    p.line(x, y, 545, y)
    p.text(x, y - 14, f"Emitido no dia {d['emitido']} às {d['hora']} (data e hora de Brasília).",
           size=7.5)
    p.end_page()


@register("cnpj", {"cartao_rfb": draw_cnpj_card, "consulta_rfb": draw_cnpj_consulta}, main=True)
def build_cnpj(ctx: Ctx, layout: str | None = None, company: Company | None = None,
               cnae_principal: str | None = None, data_emissao: date | None = None) -> Doc:
    """CNPJ card of `company`; the main CNAE is a transport activity."""
    layout = pick_layout(ctx, "cnpj", layout)
    co = company or ctx.faux.company(ctx.as_of)
    cp = cnae_principal or ctx.rng.choice(["4924800", "4929901", "4929902", "4923002"])
    secs = sorted(ctx.rng.sample([c for c in CNAES if c != cp], ctx.rng.randint(0, 3)))
    em = data_emissao or days_before(ctx, 0, 40)
    mun = strip_accents(co.endereco.municipio).upper()
    fields: dict[str, Any] = {
        "cnpj": co.cnpj,
        "razao_social": co.razao_social,
        "data_abertura": fmt.iso(co.data_abertura),
        "situacao": "ATIVA",
        "cnae_principal": cp,
        "cnaes_secundarios": secs,
        "natureza_juridica": co.natureza[0].replace("-", ""),
        "porte": co.porte,
        "municipio": mun,
        "uf": co.endereco.uf,
        "data_emissao": fmt.iso(em),
    }
    if co.nome_fantasia:
        fields = {**fields, "nome_fantasia": co.nome_fantasia}
    printed: dict[str, Any] = {
        "cnpj": fmt.cnpj(co.cnpj),
        "razao_social": co.razao_social,
        "data_abertura": fmt.d(co.data_abertura),
        "situacao": "ATIVA",
        "cnae_principal": fmt.cnae(cp),
        "cnaes_secundarios": [fmt.cnae(s) for s in secs],
        "natureza_juridica": co.natureza[0],
        "porte": co.porte,
        "municipio": mun,
        "data_emissao": fmt.d(em),
    }
    if co.nome_fantasia:
        printed["nome_fantasia"] = co.nome_fantasia
    a = co.endereco
    data = {
        "cnpj_line": f"{fmt.cnpj(co.cnpj)}  MATRIZ",
        "abertura": fmt.d(co.data_abertura),
        "razao": co.razao_social,
        "fantasia": co.nome_fantasia or "********",
        "porte": co.porte,
        "cnae_p": f"{fmt.cnae(cp)} - {CNAES[cp]}",
        "cnae_s": [f"{fmt.cnae(s)} - {CNAES[s]}" for s in secs],
        "natureza": f"{co.natureza[0]} - {co.natureza[1]}",
        "logradouro": strip_accents(a.logradouro).upper(),
        "numero": a.numero,
        "cep": f"{a.cep[:2]}.{a.cep[2:]}",
        "bairro": strip_accents(a.bairro).upper(),
        "municipio": mun,
        "uf": a.uf,
        "email": f"contato@{co.razao_social.split()[0].lower()}.com.br",
        "telefone": f"({ctx.rng.randint(11, 38)}) {ctx.rng.randint(3000, 3999)}-{ctx.rng.randint(1000, 9999)}",
        "situacao": "ATIVA",
        "emitido": fmt.d(em),
        "hora": hms(ctx),
    }
    return Doc("cnpj", layout, fields, printed, data)


# ------------------------------------------------------------------ contrato social


def _draw_contrato(p: Pen, doc: Doc) -> None:
    d = doc.data
    rng = random.Random(d["draw_seed"])
    x, w = 70, 455
    y = 790
    for t in d["title"]:
        p.center(y, t, size=11, bold=True)
        y -= 16
    y -= 10
    page = 1
    for kind, txt in d["blocks"]:
        if y < 130:
            p.right(525, 40, f"Página {page}", size=7)
            p.end_page()
            page += 1
            y = 790
        if kind == "h":
            y -= 4
            p.text(x, y, txt, size=9.5, bold=True)
            y -= 14
        else:
            y = p.para(x, y, w, txt, size=9.5, justify=True) - 6
    if y < 260:
        p.right(525, 40, f"Página {page}", size=7)
        p.end_page()
        page += 1
        y = 790
    y -= 10
    p.text(x, y, d["fecho"], size=9.5)
    y -= 50
    cols = d["signers"]
    for i, name in enumerate(cols):
        sx = x + (i % 2) * 240
        sy = y - (i // 2) * 60
        p.signature(sx, sy, 200, name, "Sócio(a)", rng=rng)
    # Junta stamp, bottom right
    sx, sy = 320, 60
    p.c.setStrokeColorRGB(0.1, 0.2, 0.6)
    p.rect(sx, sy, 215, 78, lw=1.2)
    p.c.setStrokeColorRGB(0, 0, 0)
    blue = (0.1, 0.2, 0.6)
    p.text(sx + 5, sy + 66, d["junta"], size=5.8, bold=True, color=blue)
    for i, ln in enumerate(d["stamp"]):
        p.text(sx + 5, sy + 52 - i * 11, ln, size=7, color=blue)
    p.right(525, 40, f"Página {page}", size=7)
    p.end_page()


@register("contrato_social", {"constituicao": _draw_contrato,
                              "alteracao_consolidada": _draw_contrato}, main=True)
def build_contrato_social(ctx: Ctx, layout: str | None = None, company: Company | None = None,
                          capital: int | None = None, integralizado: int | None = None,
                          data_registro: date | None = None) -> Doc:
    """Contrato social of `company`; integralizado < capital gives the partly-paid clause."""
    layout = pick_layout(ctx, "contrato_social", layout)
    rng = ctx.rng
    co = company or ctx.faux.company(ctx.as_of)
    cap = capital if capital is not None else rng.choice([10000, 15000, 20000, 30000, 50000, 80000, 100000])
    if integralizado is None:
        integralizado = cap if rng.random() < 0.7 else cap * rng.choice([2, 3, 4]) // 10
    reg = data_registro or (co.data_abertura if layout == "constituicao"
                            else days_before(ctx, 30, 700))
    a = co.endereco
    socios = co.socios
    n = len(socios)
    quotas = [cap // n] * n
    quotas[0] += cap - sum(quotas)
    obj = ("o transporte escolar de estudantes (CNAE 4924-8/00) e o transporte rodoviário "
           "coletivo de passageiros sob regime de fretamento municipal e intermunicipal "
           "(CNAE 4929-9/01 e 4929-9/02)")
    qual = []
    for s in socios:
        qual.append(
            f"{s.nome}, brasileiro(a), {s.estado_civil}, {s.profissao}, portador(a) da cédula de "
            f"identidade RG nº {s.rg} {s.rg_orgao} e inscrito(a) no CPF sob o nº {fmt.cpf(s.cpf)}, "
            f"residente e domiciliado(a) na {s.endereco.line()}"
        )
    blocks: list[tuple[str, str]] = []
    if layout == "constituicao":
        title = ["INSTRUMENTO PARTICULAR DE CONSTITUIÇÃO", "DE SOCIEDADE EMPRESÁRIA LIMITADA",
                 co.razao_social]
        blocks.append(("p", "; ".join(qual) + ", resolvem constituir uma sociedade empresária "
                       "limitada, que se regerá pelas cláusulas e condições seguintes:"))
    else:
        k = rng.randint(2, 9)
        title = [f"{k}ª ALTERAÇÃO CONTRATUAL E CONSOLIDAÇÃO DO CONTRATO SOCIAL", co.razao_social,
                 f"CNPJ nº {fmt.cnpj(co.cnpj)}  -  NIRE {co.nire}"]
        blocks.append(("p", "; ".join(qual) + ", únicos sócios da sociedade empresária limitada "
                       f"{co.razao_social}, inscrita no CNPJ sob o nº {fmt.cnpj(co.cnpj)}, com sede "
                       f"na {a.line()}, resolvem alterar e consolidar o contrato social:"))
        old = max(cap // 5, 1000)
        blocks.append(("h", "CLÁUSULA PRIMEIRA - DO AUMENTO DO CAPITAL"))
        blocks.append(("p", f"O capital social, que era de {fmt.money(old)} "
                       f"({fmt.money_words(old)}), passa a ser de {fmt.money(cap)} "
                       f"({fmt.money_words(cap)}), com o aumento subscrito pelos sócios na "
                       "proporção de suas quotas."))
        blocks.append(("h", "CONSOLIDAÇÃO DO CONTRATO SOCIAL"))
    blocks.append(("h", "CLÁUSULA 1ª - DO NOME EMPRESARIAL, SEDE E PRAZO"))
    blocks.append(("p", f"A sociedade gira sob o nome empresarial {co.razao_social}, tem sede na "
                   f"{a.line()}, e prazo de duração indeterminado."))
    blocks.append(("h", "CLÁUSULA 2ª - DO OBJETO SOCIAL"))
    blocks.append(("p", f"A sociedade tem por objeto social {obj}."))
    blocks.append(("h", "CLÁUSULA 3ª - DO CAPITAL SOCIAL"))
    if integralizado >= cap:
        cap_txt = (f"O capital social é de {fmt.money(cap)} ({fmt.money_words(cap)}), dividido em "
                   f"{_thousands(cap)} ({fmt.int_words(cap)}) quotas de valor nominal de R$ 1,00 (um real) "
                   "cada, totalmente integralizado em moeda corrente nacional.")
    else:
        prazo = reg + timedelta(days=rng.choice([365, 540, 730]))
        cap_txt = (f"O capital social é de {fmt.money(cap)} ({fmt.money_words(cap)}), dividido em "
                   f"quotas de valor nominal de R$ 1,00 (um real) cada, sendo {fmt.money(integralizado)} "
                   f"integralizados neste ato e {fmt.money(cap - integralizado)} a integralizar até "
                   f"{fmt.d(prazo)}, em moeda corrente nacional.")
    blocks.append(("p", cap_txt))
    dist = "; ".join(f"{s.nome}: {_thousands(q)} quotas, {fmt.money(q)}"
                     for s, q in zip(socios, quotas, strict=True))
    blocks.append(("p", f"Parágrafo único. As quotas estão assim distribuídas: {dist}. A "
                   "responsabilidade de cada sócio é restrita ao valor de suas quotas, mas todos "
                   "respondem solidariamente pela integralização do capital social."))
    blocks.append(("h", "CLÁUSULA 4ª - DA ADMINISTRAÇÃO"))
    blocks.append(("p", f"A administração da sociedade caberá ao(à) sócio(a) {socios[0].nome}, "
                   "com os poderes e atribuições de administrador(a), autorizado(a) o uso do "
                   "nome empresarial, vedado, no entanto, em atividades estranhas ao interesse "
                   "social."))
    blocks.append(("h", "CLÁUSULA 5ª - DO EXERCÍCIO SOCIAL"))
    blocks.append(("p", "Ao término de cada exercício social, em 31 de dezembro, o administrador "
                   "prestará contas justificadas de sua administração, procedendo à elaboração "
                   "do inventário, do balanço patrimonial e do balanço de resultado econômico, "
                   "cabendo aos sócios, na proporção de suas quotas, os lucros ou perdas apurados."))
    blocks.append(("h", "CLÁUSULA 6ª - DO FORO"))
    blocks.append(("p", f"Fica eleito o foro da comarca de {a.municipio}/{a.uf} para o exercício e "
                   "cumprimento dos direitos e obrigações resultantes deste contrato."))
    signed = reg - timedelta(days=rng.randint(3, 20))
    protocolo = gen_digits(rng, 7)
    reg_no = f"{gen_digits(rng, 3)}.{gen_digits(rng, 3)}/{reg.strftime('%y')}-{rng.randint(0, 9)}"
    stamp = [f"Certifico o registro sob o nº {reg_no} em {fmt.d(reg)}",
             f"NIRE {co.nire}   Protocolo {protocolo}",
             f"Autenticação: {gen_digits(rng, 10)}",
             "Secretário(a) Geral"]
    fields: dict[str, Any] = {"razao_social": co.razao_social}
    printed: dict[str, Any] = {"razao_social": co.razao_social}
    if layout == "alteracao_consolidada":
        fields["cnpj"] = co.cnpj
        printed["cnpj"] = fmt.cnpj(co.cnpj)
    fields |= {
        "capital_social": fmt.money_gold(cap),
        "capital_integralizado": fmt.money_gold(min(integralizado, cap)),
        "socios": [{"nome": s.nome, "cpf": s.cpf} for s in socios],
        "objeto_social": obj,
        "nire": co.nire,
        "data_registro": fmt.iso(reg),
    }
    printed |= {
        "capital_social": fmt.money(cap),
        "capital_integralizado": fmt.money(min(integralizado, cap)),
        "socios": [s.nome for s in socios] + [fmt.cpf(s.cpf) for s in socios],
        "objeto_social": obj,
        "nire": co.nire,
        "data_registro": fmt.d(reg),
    }
    data = {
        "title": title,
        "blocks": blocks,
        "fecho": f"{a.municipio}, {fmt.d_long(signed)}.",
        "signers": [s.nome for s in socios],
        "junta": JUNTAS.get(a.uf, JUNTAS["SP"]),
        "stamp": stamp,
        "draw_seed": rng.getrandbits(32),
        "family": "times" if layout == "constituicao" else "dejavu-serif",
    }
    return Doc("contrato_social", layout, fields, printed, data)


def _thousands(n: int) -> str:
    """`50000` → `50.000`."""
    return f"{n:,}".replace(",", ".")


def capital_decimal(value: str) -> Decimal:
    """Gold money string → Decimal (helper for dossier consistency checks)."""
    return Decimal(value)
