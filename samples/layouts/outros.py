"""One simple layout for each of the other kinds of CONTRACT §4 (second table).

Every one yields titular_nome, titular_documento and data_emissao, plus its specific
fields (valida_ate, resultado, placa, infracoes, tipo, contratante/contratado…).
"""

from __future__ import annotations

from datetime import date, timedelta
from typing import Any

from samples import fmt
from samples.fake import Person, Vehicle, gen_hex_code
from samples.layouts.common import (
    Holder,
    code_digits,
    days_before,
    holder,
    holder_doc,
    holder_doc_label,
    holder_name,
    holder_printed_doc,
)
from samples.layouts.frames import frame_boxed, frame_classic
from samples.model import Ctx, Doc, register


def _base(t: Holder, em: date) -> tuple[dict[str, Any], dict[str, Any]]:
    return (
        {"titular_nome": holder_name(t), "titular_documento": holder_doc(t),
         "data_emissao": fmt.iso(em)},
        {"titular_nome": holder_name(t), "titular_documento": holder_printed_doc(t),
         "data_emissao": fmt.d(em)},
    )


def _id_rows(t: Holder) -> list[tuple[str, str]]:
    return [("Nome:" if isinstance(t, Person) else "Razão Social:", holder_name(t)),
            (f"{holder_doc_label(t)}:", holder_printed_doc(t))]


def _doc(ctx: Ctx, kind: str, layout: str, fields: dict[str, Any], printed: dict[str, Any],
         c: dict[str, Any]) -> Doc:
    return Doc(kind, layout, fields, printed, {"c": c, "draw_seed": ctx.rng.getrandbits(32)})


def _valid(fields: dict[str, Any], printed: dict[str, Any], d: date) -> str:
    fields["valida_ate"] = fmt.iso(d)
    printed["valida_ate"] = fmt.d(d)
    return fmt.d(d)


def _city(t: Holder) -> str:
    return f"{t.endereco.municipio}/{t.endereco.uf}"


# (title printed = gold `assunto`, body): subjects the checklists tell apart by words
# such as "garagem", "mecânica", "elétrica", "saúde", "itinerário", "dados da empresa".
_DECLARACOES: list[tuple[str, str]] = [
    ("DECLARAÇÃO DE GARAGEM",
     "que o veículo utilizado no transporte é guardado em garagem própria situada no "
     "endereço {endereco}"),
    ("DECLARAÇÃO DE SAÚDE E SEGURANÇA",
     "que não possui condenação criminal e que se encontra em plenas condições de saúde "
     "e segurança para o exercício da atividade"),
    ("DECLARAÇÃO DE SERVIÇOS POR TERCEIROS: mecânica, elétrica e borracharia",
     "que os serviços de manutenção do veículo são realizados por terceiros, oficina "
     "mecânica devidamente estabelecida"),
    ("DECLARAÇÃO DE DADOS DA EMPRESA: razão social e endereço",
     "que a razão social e o endereço da empresa são os indicados, situada em {endereco}"),
    ("DECLARAÇÃO DE ITINERÁRIO",
     "que o itinerário do transporte será o descrito no requerimento"),
]


@register("declaracao", {"declaracao": frame_classic})
def build_declaracao(ctx: Ctx, layout: str | None = None, titular: Holder | None = None,
                     data_emissao: date | None = None, assunto: str | None = None) -> Doc:
    """A declaração (garagem, saúde e segurança, serviços por terceiros…)."""
    t = holder(ctx, titular, 0.4)
    em = data_emissao or days_before(ctx, 1, 60)
    f, pr = _base(t, em)
    if assunto is None:
        titulo, corpo = ctx.rng.choice(_DECLARACOES)
        assunto = corpo.format(endereco=t.endereco.line())
    else:
        titulo = "DECLARAÇÃO"
    f["assunto"] = pr["assunto"] = titulo
    c = {"header": ["DECLARAÇÃO"], "title": [titulo],
         "body": [f"Eu/Nós, {holder_name(t)}, inscrito(a) no {holder_doc_label(t)} sob o nº "
                  f"{holder_printed_doc(t)}, DECLARO, para os devidos fins e sob as penas da "
                  f"lei, {assunto}.",
                  "Por ser expressão da verdade, firmo a presente declaração."],
         "footer": [f"{_city(t)}, {fmt.d(em)}."],
         "sign": (holder_name(t), holder_printed_doc(t)), "seal": "DECL"}
    return _doc(ctx, "declaracao", "declaracao", f, pr, c)


@register("comprovante_endereco", {"conta_energia": frame_boxed})
def build_comprovante_endereco(ctx: Ctx, layout: str | None = None,
                               titular: Holder | None = None,
                               data_emissao: date | None = None) -> Doc:
    """A utility bill (conta de energia) with the holder's address."""
    t = holder(ctx, titular, 0.3)
    em = data_emissao or days_before(ctx, 5, 60)
    f, pr = _base(t, em)
    a = t.endereco
    f |= {"municipio": a.municipio.upper(), "uf": a.uf}
    pr |= {"municipio": a.municipio.upper()}
    venc = em + timedelta(days=10)
    c = {"header": ["COMPANHIA DISTRIBUIDORA DE ENERGIA ELÉTRICA S.A.", "CNPJ 12.345.678/0001-95",
                    "Nota Fiscal / Conta de Energia Elétrica"],
         "title": ["CONTA DE ENERGIA ELÉTRICA"],
         "rows": [("Cliente:", holder_name(t)), (f"{holder_doc_label(t)}:", holder_printed_doc(t)),
                  ("Endereço:", f"{a.logradouro}, {a.numero} - {a.bairro}"),
                  ("Cidade:", f"{a.municipio.upper()} - {a.uf} - CEP {a.cep}"),
                  ("Nº da instalação:", code_digits(ctx, 10))],
         "table": (["Referência", "Emissão", "Vencimento", "Total a pagar"],
                   [[em.strftime("%m/%Y"), fmt.d(em), fmt.d(venc),
                     fmt.money(ctx.rng.randint(80, 600) + 0.37)]]),
         "footer": [f"Data de emissão: {fmt.d(em)}", f"Vencimento: {fmt.d(venc)}"]}
    return _doc(ctx, "comprovante_endereco", "conta_energia", f, pr, c)


@register("requerimento", {"requerimento_prefeitura": frame_classic})
def build_requerimento(ctx: Ctx, layout: str | None = None, titular: Holder | None = None,
                       data_emissao: date | None = None, placa: str | None = None,
                       municipio: tuple[str, str] | None = None,
                       pedido: str = "inscrição/renovação de cadastro para o serviço de "
                                     "transporte escolar") -> Doc:
    """Application form to the prefeitura, signed by the applicant."""
    t = holder(ctx, titular, 0.4)
    em = data_emissao or days_before(ctx, 0, 20)
    mun, uf = municipio or (t.endereco.municipio, t.endereco.uf)
    f, pr = _base(t, em)
    f |= {"municipio": mun.upper(), "uf": uf, "assunto": "REQUERIMENTO"}
    pr |= {"municipio": mun.upper(), "assunto": "REQUERIMENTO"}
    rows = [*_id_rows(t), ("Endereço:", t.endereco.line())]
    if placa:
        f["placa"] = placa
        pr["placa"] = placa
        rows.append(("Veículo (placa):", placa))
    c = {"header": [f"PREFEITURA MUNICIPAL DE {mun.upper()}", f"ESTADO DE {uf}",
                    "Secretaria Municipal de Trânsito e Transportes"],
         "title": ["REQUERIMENTO"], "rows": rows,
         "body": [f"O(A) requerente acima qualificado(a) vem, respeitosamente, requerer a Vossa "
                  f"Senhoria a {pedido}, nos termos da legislação municipal vigente, juntando "
                  "para tanto os documentos exigidos.", "Nestes termos, pede deferimento."],
         "footer": [f"{mun.upper()}, {fmt.d(em)}."],
         "sign": (holder_name(t), "Requerente")}
    return _doc(ctx, "requerimento", "requerimento_prefeitura", f, pr, c)


@register("curso_condutor_escolar", {"certificado_curso": frame_classic})
def build_curso(ctx: Ctx, layout: str | None = None, person: Person | None = None,
                data_emissao: date | None = None) -> Doc:
    """Certificate of the specialised course for school-transport drivers (Res. CONTRAN 789)."""
    t = person or ctx.faux.person(ctx.as_of)
    em = data_emissao or days_before(ctx, 30, 3 * 365)
    f, pr = _base(t, em)
    val = _valid(f, pr, em.replace(year=em.year + 5))
    c = {"header": ["CENTRO DE FORMAÇÃO DE CONDUTORES AUTO ESCOLA PROGRESSO LTDA",
                    "Credenciado junto ao DETRAN"],
         "title": ["CERTIFICADO", "CURSO ESPECIALIZADO PARA CONDUTORES DE VEÍCULOS DE",
                   "TRANSPORTE ESCOLAR"],
         "body": [f"Certificamos que {t.nome}, CPF {fmt.cpf(t.cpf)}, concluiu com aproveitamento o "
                  "Curso Especializado para Condutores de Veículos de Transporte Escolar, com carga "
                  f"horária de 50 (cinquenta) horas/aula, em {fmt.d(em)}, nos termos da Resolução "
                  "CONTRAN nº 789/2020."],
         "footer": [f"Data de conclusão: {fmt.d(em)}", f"Validade: {val}",
                    f"Registro nº {code_digits(ctx, 8)}"],
         "sign": ("Diretor(a) de Ensino", "CFC"), "seal": "CFC"}
    return _doc(ctx, "curso_condutor_escolar", "certificado_curso", f, pr, c)


@register("autorizacao_escolar", {"autorizacao_detran": frame_boxed})
def build_autorizacao(ctx: Ctx, layout: str | None = None, titular: Holder | None = None,
                      placa: str | None = None, data_emissao: date | None = None) -> Doc:
    """DETRAN authorisation for a school-transport vehicle."""
    t = holder(ctx, titular, 0.3)
    placa = placa or ctx.faux.vehicle(ctx.as_of).placa
    em = data_emissao or days_before(ctx, 10, 150)
    f, pr = _base(t, em)
    f["placa"] = placa
    pr["placa"] = placa
    val = _valid(f, pr, em + timedelta(days=180))
    c = {"header": ["DEPARTAMENTO ESTADUAL DE TRÂNSITO", "DETRAN - Vistoria de Veículos Escolares"],
         "title": ["AUTORIZAÇÃO PARA TRANSPORTE COLETIVO DE ESCOLARES"],
         "rows": [*_id_rows(t), ("Placa:", placa), ("Nº da autorização:", code_digits(ctx, 7))],
         "body": ["Fica o veículo acima identificado autorizado a realizar o transporte coletivo "
                  "de escolares, nos termos do art. 136 do Código de Trânsito Brasileiro, devendo "
                  "a autorização ser afixada na parte interna do veículo, em local visível."],
         "footer": [f"Emitida em: {fmt.d(em)}", f"Válida até: {val}"], "qr": True}
    return _doc(ctx, "autorizacao_escolar", "autorizacao_detran", f, pr, c)


@register("prontuario_cnh", {"certidao_prontuario": frame_boxed})
def build_prontuario(ctx: Ctx, layout: str | None = None, person: Person | None = None,
                     data_emissao: date | None = None, n_infracoes: int | None = None) -> Doc:
    """Certidão de prontuário with the driver's infractions of the last 12 months."""
    t = person or ctx.faux.person(ctx.as_of)
    em = data_emissao or days_before(ctx, 1, 30)
    f, pr = _base(t, em)
    n = n_infracoes if n_infracoes is not None else ctx.rng.choice([0, 0, 1, 2])
    nat = {"leve": "LEVE", "media": "MÉDIA", "grave": "GRAVE", "gravissima": "GRAVÍSSIMA"}
    pts = {"leve": 3, "media": 4, "grave": 5, "gravissima": 7}
    inf = []
    rows = []
    for _ in range(n):
        d = em - timedelta(days=ctx.rng.randint(10, 360))
        k = ctx.rng.choice(list(nat))
        inf.append({"data": fmt.iso(d), "natureza": k})
        rows.append([fmt.d(d), code_digits(ctx, 9), nat[k], str(pts[k])])
    inf.sort(key=lambda x: x["data"])
    rows.sort(key=lambda r: r[0][6:] + r[0][3:5] + r[0][:2])
    f["infracoes"] = inf
    pr["infracoes"] = [r[0] for r in rows]
    body = ["Certificamos que, no período dos últimos 12 (doze) meses, "
            + ("NÃO CONSTAM infrações de trânsito registradas no prontuário do condutor."
               if not n else "CONSTAM as seguintes infrações registradas no prontuário do condutor:")]
    c = {"header": ["DEPARTAMENTO ESTADUAL DE TRÂNSITO - DETRAN", "Habilitação - Prontuário"],
         "title": ["CERTIDÃO DE PRONTUÁRIO DO CONDUTOR"],
         "rows": [*_id_rows(t), ("Pontuação (12 meses):", str(sum(int(r[3]) for r in rows)))],
         "body": body,
         "table": (["Data", "Auto de infração", "Natureza", "Pontos"], rows) if rows else None,
         "footer": [f"Emitida em {fmt.d(em)}", f"Código de validação: {gen_hex_code(ctx.rng, 3, 4)}"]}
    return _doc(ctx, "prontuario_cnh", "certidao_prontuario", f, pr, c)


@register("exame_toxicologico", {"laudo_toxicologico": frame_classic})
def build_toxicologico(ctx: Ctx, layout: str | None = None, person: Person | None = None,
                       data_emissao: date | None = None, resultado: str = "negativo") -> Doc:
    """Toxicological exam report (larga janela de detecção)."""
    t = person or ctx.faux.person(ctx.as_of)
    em = data_emissao or days_before(ctx, 5, 200)
    f, pr = _base(t, em)
    f["resultado"] = resultado
    val = _valid(f, pr, em + timedelta(days=90))
    c = {"header": ["LABORATÓRIO DE TOXICOLOGIA ANALÍTICA LTDA", "Credenciado pelo SENATRAN"],
         "title": ["LAUDO DE EXAME TOXICOLÓGICO", "LARGA JANELA DE DETECÇÃO"],
         "rows": [*_id_rows(t), ("Amostra:", "Queratina (cabelo)"),
                  ("Data da coleta:", fmt.d(em - timedelta(days=7)))],
         "table": (["Substância", "Resultado"],
                   [[s, "NEGATIVO" if resultado == "negativo" else "POSITIVO"]
                    for s in ["Maconha e derivados", "Cocaína e derivados", "Anfetaminas",
                              "Opiáceos"]]),
         "body": [f"Resultado final: {resultado.upper()}."],
         "footer": [f"Data de emissão do laudo: {fmt.d(em)}", f"Validade: {val}"],
         "sign": ("Médico Revisor Responsável", "CRM 123456")}
    return _doc(ctx, "exame_toxicologico", "laudo_toxicologico", f, pr, c)


def _laudo(ctx: Ctx, kind: str, layout: str, title: str, t: Holder, v: Vehicle | None,
           em: date, resultado: str, days: int) -> Doc:
    v = v or ctx.faux.vehicle(ctx.as_of)
    f, pr = _base(t, em)
    f |= {"placa": v.placa, "resultado": resultado}
    pr |= {"placa": v.placa}
    val = _valid(f, pr, em + timedelta(days=days))
    items = ["Freios", "Pneus", "Iluminação", "Cintos de segurança", "Tacógrafo",
             "Faixa escolar", "Extintor"]
    c = {"header": ["ORGANISMO DE INSPEÇÃO ACREDITADO - INMETRO" if kind == "laudo_vistoria"
                    else "OFICINA MECÂNICA E AUTO CENTER LTDA", f"{holder_name(t)}"],
         "title": [title],
         "rows": [("Proprietário:", holder_name(t)),
                  (f"{holder_doc_label(t)}:", holder_printed_doc(t)),
                  ("Placa:", v.placa), ("Chassi:", v.chassi), ("Marca/Modelo:", v.marca_modelo)],
         "table": (["Item", "Situação"], [[i, "CONFORME"] for i in items]),
         "body": [f"Resultado: {resultado.upper()}"],
         "footer": [f"Data da inspeção: {fmt.d(em)}", f"Validade: {val}"],
         "sign": ("Responsável Técnico", "CREA 5060000000")}
    return _doc(ctx, kind, layout, f, pr, c)


@register("laudo_vistoria", {"laudo_inspecao": frame_classic})
def build_vistoria(ctx: Ctx, layout: str | None = None, titular: Holder | None = None,
                   vehicle: Vehicle | None = None, data_emissao: date | None = None,
                   resultado: str = "aprovado") -> Doc:
    """Vehicle inspection report (aprovado/reprovado)."""
    t = holder(ctx, titular, 0.3)
    em = data_emissao or days_before(ctx, 5, 150)
    return _laudo(ctx, "laudo_vistoria", "laudo_inspecao",
                  "LAUDO DE VISTORIA / INSPEÇÃO VEICULAR", t, vehicle, em, resultado, 180)


@register("laudo_manutencao", {"laudo_tecnico": frame_boxed})
def build_manutencao(ctx: Ctx, layout: str | None = None, titular: Holder | None = None,
                     vehicle: Vehicle | None = None, data_emissao: date | None = None,
                     resultado: str = "aprovado") -> Doc:
    """Maintenance technical report."""
    t = holder(ctx, titular, 0.3)
    em = data_emissao or days_before(ctx, 5, 150)
    return _laudo(ctx, "laudo_manutencao", "laudo_tecnico",
                  "LAUDO TÉCNICO DE MANUTENÇÃO DO VEÍCULO", t, vehicle, em, resultado, 180)


@register("contrato", {"contrato_particular": frame_classic})
def build_contrato(ctx: Ctx, layout: str | None = None, contratante: Holder | None = None,
                   contratado: Holder | None = None, tipo: str | None = None,
                   vehicle: Vehicle | None = None, data_emissao: date | None = None) -> Doc:
    """Locação/comodato/arrendamento of a vehicle, or a contrato de trabalho/prestação."""
    tipo = tipo or ctx.rng.choice(["locacao", "comodato", "trabalho", "prestacao_servico"])
    a = contratante or holder(ctx, None, 0.5)
    b = contratado or ctx.faux.person(ctx.as_of)
    em = data_emissao or days_before(ctx, 10, 400)
    names = {"locacao": ("LOCAÇÃO DE VEÍCULO", "LOCATÁRIO", "LOCADOR"),
             "comodato": ("COMODATO DE VEÍCULO", "COMODATÁRIO", "COMODANTE"),
             "arrendamento": ("ARRENDAMENTO DE VEÍCULO", "ARRENDATÁRIO", "ARRENDADOR"),
             "trabalho": ("TRABALHO", "EMPREGADOR", "EMPREGADO"),
             "prestacao_servico": ("PRESTAÇÃO DE SERVIÇOS", "CONTRATANTE/TOMADOR", "PRESTADOR")}
    title, ra, rb = names[tipo]
    f, pr = _base(a, em)
    f |= {"tipo": tipo, "contratante_documento": holder_doc(a),
          "contratado_documento": holder_doc(b), "assunto": f"CONTRATO DE {title}"}
    pr |= {"contratado_documento": holder_printed_doc(b), "assunto": f"CONTRATO DE {title}"}
    body = [f"{ra}: {holder_name(a)}, {holder_doc_label(a)} {holder_printed_doc(a)}, com endereço "
            f"na {a.endereco.line()}.",
            f"{rb}: {holder_name(b)}, {holder_doc_label(b)} {holder_printed_doc(b)}, com endereço "
            f"na {b.endereco.line()}."]
    if tipo in ("locacao", "comodato", "arrendamento"):
        v = vehicle or ctx.faux.vehicle(ctx.as_of)
        f["placa"] = v.placa
        pr["placa"] = v.placa
        body.append(f"CLÁUSULA 1ª - O presente contrato tem por objeto o veículo {v.marca_modelo}, "
                    f"placa {v.placa}, chassi {v.chassi}, RENAVAM {v.renavam}, para uso no "
                    "transporte de passageiros.")
    else:
        body.append("CLÁUSULA 1ª - O presente contrato tem por objeto a função de motorista de "
                    "transporte de passageiros, com jornada de 44 horas semanais.")
    fim = em.replace(year=em.year + 1) if not (em.month == 2 and em.day == 29) else em + timedelta(days=365)
    body.append(f"CLÁUSULA 2ª - O prazo é de 12 (doze) meses, de {fmt.d(em)} a {fmt.d(fim)}, "
                "renovável por acordo entre as partes.")
    c = {"header": ["INSTRUMENTO PARTICULAR"], "title": [f"CONTRATO DE {title}"], "body": body,
         "footer": [f"{_city(a)}, {fmt.d(em)}."],
         "sign": (holder_name(a), ra), "seal": "CONTR"}
    return _doc(ctx, "contrato", "contrato_particular", f, pr, c)


def _simple(kind: str, layout: str, frame: Any, header: list[str], title: list[str],
            body_fn: Any, valid_days: int | None = None, pj: float = 0.5,
            resultado: str | None = None, age: tuple[int, int] = (1, 60),
            assunto: bool = False) -> None:
    """Register a kind whose document is just holder + text + dates."""

    def build(ctx: Ctx, layout_: str | None = None, titular: Holder | None = None,
              data_emissao: date | None = None) -> Doc:
        t = holder(ctx, titular, pj)
        em = data_emissao or days_before(ctx, *age)
        f, pr = _base(t, em)
        footer = [f"Data de emissão: {fmt.d(em)}"]
        if valid_days:
            footer.append(f"Válida até: {_valid(f, pr, em + timedelta(days=valid_days))}")
        if resultado:
            f["resultado"] = resultado
        if assunto:
            f["assunto"] = pr["assunto"] = " ".join(title)
        footer.append(f"Código de autenticidade: {gen_hex_code(ctx.rng, 3, 4)}")
        c = {"header": header, "title": title, "rows": _id_rows(t),
             "body": body_fn(ctx, t, em), "footer": footer}
        return _doc(ctx, kind, layout, f, pr, c)

    build.__doc__ = f"A {kind} document."
    register(kind, {layout: frame})(build)


_simple("inscricao_municipal", "ficha_cadastral", frame_boxed,
        ["PREFEITURA MUNICIPAL", "Secretaria de Finanças - Cadastro Mobiliário"],
        ["COMPROVANTE DE INSCRIÇÃO MUNICIPAL", "CADASTRO MOBILIÁRIO"],
        lambda ctx, t, em: [f"Inscrição municipal nº {code_digits(ctx, 7)}. Atividade: transporte "
                            f"de passageiros. Endereço: {t.endereco.line()}. Situação: ATIVA."],
        age=(30, 2000))
_simple("inscricao_inss", "cnis", frame_classic,
        ["MINISTÉRIO DA PREVIDÊNCIA SOCIAL", "INSTITUTO NACIONAL DO SEGURO SOCIAL - INSS"],
        ["COMPROVANTE DE INSCRIÇÃO", "CONTRIBUINTE INDIVIDUAL"],
        lambda ctx, t, em: [f"Certificamos que o(a) segurado(a) acima identificado(a) está inscrito(a) "
                            f"no Regime Geral de Previdência Social como contribuinte individual, "
                            f"NIT/PIS nº {code_digits(ctx, 3)}.{code_digits(ctx, 5)}.{code_digits(ctx, 2)}-"
                            f"{ctx.rng.randint(0, 9)}, categoria: motorista autônomo."],
        pj=0.0)
_simple("ctps", "ficha_registro", frame_boxed,
        ["FICHA DE REGISTRO DE EMPREGADO"], ["CARTEIRA DE TRABALHO E PREVIDÊNCIA SOCIAL - DIGITAL"],
        lambda ctx, t, em: [f"Contrato de trabalho: cargo MOTORISTA DE TRANSPORTE ESCOLAR, CBO "
                            f"7823-10, admissão em {fmt.d(em)}, salário R$ 2.850,00 mensais."],
        pj=0.0, age=(30, 900))
_simple("demonstracoes_contabeis", "balanco_dre", frame_classic,
        ["DEMONSTRAÇÕES CONTÁBEIS"], ["BALANÇO PATRIMONIAL E DEMONSTRAÇÃO DO RESULTADO DO EXERCÍCIO"],
        lambda ctx, t, em: [f"Exercício encerrado em 31/12/{em.year - 1}. Ativo total: "
                            f"{fmt.money(ctx.rng.randint(100, 900) * 1000)}. Patrimônio líquido: "
                            f"{fmt.money(ctx.rng.randint(20, 90) * 1000)}. Receita líquida: "
                            f"{fmt.money(ctx.rng.randint(200, 2000) * 1000)}.",
                            "Declaramos que as demonstrações refletem adequadamente a posição "
                            "patrimonial e financeira da entidade. Contador responsável: CRC SP-123456/O-7."],
        pj=1.0, age=(30, 200))
_simple("certidao_falencia", "distribuidor_civel", frame_classic,
        ["PODER JUDICIÁRIO", "TRIBUNAL DE JUSTIÇA DO ESTADO", "Distribuidor Cível"],
        ["CERTIDÃO NEGATIVA DE FALÊNCIA, CONCORDATA E RECUPERAÇÃO JUDICIAL"],
        lambda ctx, t, em: ["CERTIFICA que, revendo os registros de distribuição de pedidos de "
                            "falência, concordata, recuperação judicial e extrajudicial, NADA CONSTA "
                            "em nome da pessoa acima identificada."],
        valid_days=30, pj=1.0, resultado="negativa", age=(1, 25))
_simple("registro_comercial", "requerimento_empresario", frame_boxed,
        ["JUNTA COMERCIAL DO ESTADO", "Registro Público de Empresas Mercantis"],
        ["REQUERIMENTO DE EMPRESÁRIO"],
        lambda ctx, t, em: [f"Nome empresarial: {holder_name(t)}. Capital: "
                            f"{fmt.money(ctx.rng.randint(5, 30) * 1000)}. Objeto: transporte "
                            f"escolar e fretamento. Certifico o registro em {fmt.d(em)} sob o NIRE "
                            f"35{code_digits(ctx, 9)}."],
        pj=1.0, age=(60, 3000))
_simple("regularidade_previdenciaria", "certidao_pis_inss", frame_classic,
        ["MINISTÉRIO DO TRABALHO E EMPREGO", "Secretaria de Previdência"],
        ["COMPROVANTE DE REGULARIDADE DE PIS / INSS"],
        lambda ctx, t, em: ["Certifica-se que o contribuinte acima identificado se encontra em "
                            "situação regular quanto às contribuições ao PIS e ao INSS até a "
                            "presente data."],
        valid_days=60, resultado="negativa", age=(1, 40), assunto=True)
_simple("comprovante_pagamento", "guia_taxa", frame_boxed,
        ["PREFEITURA MUNICIPAL", "Documento de Arrecadação Municipal - DAM"],
        ["COMPROVANTE DE PAGAMENTO DE TAXA"],
        lambda ctx, t, em: [f"Taxa de vistoria/alvará de transporte de passageiros, exercício "
                            f"{em.year}. Valor pago: {fmt.money(ctx.rng.randint(80, 450) + 0.5)}. "
                            f"Autenticação bancária: {gen_hex_code(ctx.rng, 4, 4)}."],
        age=(1, 60))


@register("nota_fiscal", {"danfe": frame_boxed})
def build_nota_fiscal(ctx: Ctx, layout: str | None = None, titular: Holder | None = None,
                      vehicle: Vehicle | None = None, data_emissao: date | None = None) -> Doc:
    """DANFE of a vehicle sale (the buyer is the titular)."""
    t = holder(ctx, titular, 0.4)
    v = vehicle or ctx.faux.vehicle(ctx.as_of)
    em = data_emissao or days_before(ctx, 30, 1500)
    f, pr = _base(t, em)
    key = " ".join(code_digits(ctx, 4) for _ in range(11))
    c = {"header": ["CONCESSIONÁRIA DE VEÍCULOS LTDA", "DANFE - Documento Auxiliar da Nota Fiscal Eletrônica"],
         "title": ["NOTA FISCAL ELETRÔNICA - NF-e", f"Nº {code_digits(ctx, 6)}  Série 1"],
         "rows": [("Destinatário:", holder_name(t)), (f"{holder_doc_label(t)}:", holder_printed_doc(t)),
                  ("Chave de acesso:", key), ("Data de emissão:", fmt.d(em))],
         "table": (["Descrição", "Chassi", "Valor"],
                   [[v.marca_modelo[:28], v.chassi, fmt.money(ctx.rng.randint(150, 450) * 1000)]]),
         "body": [f"Veículo novo {v.marca_modelo}, ano {v.ano_fabricacao}/{v.ano_modelo}, cor "
                  f"{v.cor}, chassi {v.chassi}."],
         "footer": [f"Emissão: {fmt.d(em)}"]}
    return _doc(ctx, "nota_fiscal", "danfe", f, pr, c)
