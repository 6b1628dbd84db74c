"""Series-8 vehicle and driver documents of the held-out family (issue 12).

Written from CONTRACT §4, document-layouts.md (CRLV-e labels, CNH 2017 labels, APP/RCF
coverages) and what these documents look like, without reading `extractors/`: a CRLV-e
of RS printed on a landscape page with each label printed under its value; a DETRAN-BA
'consulta de veículo' print with dotted leaders and lower-case labels between a browser
header and a state-government footer; a CNH-e page of ES whose labels are in title case
and whose text is crossed by a diagonal watermark; an apólice endorsement ('endosso')
over two pages whose segurado and coverages sit on page 2; an APP policy whose values
sit in shaded cells and whose conditions run in two columns of tiny print; DETRAN-RN's
printable version of a CNH as a two-column table with the holder in Title case in prose."""

from __future__ import annotations

import datetime as dt

from samples.heldout.data import Fake, fmt_cnpj, fmt_cpf, fmt_date, fmt_money
from samples.heldout.docs_v2_certidoes import _hm
from samples.heldout.docs_vehicle import Out, _crlv_fields, plain
from samples.heldout.sheet import Sheet, Style
from samples.heldout.v8data import (
    INSURERS8,
    company8,
    dotted,
    fonts8,
    landscape,
    person8,
    spaced,
    title_case,
    under,
    watermark,
)


def _owner8(fk: Fake, ufs: tuple[str, ...]):
    if fk.r.random() < 0.4:
        c = company8(fk, 1, ufs)
        return c.razao, c.cnpj, fmt_cnpj(c.cnpj), c.cidade, c.uf
    p = person8(fk, ufs)
    return p.nome, p.cpf, fmt_cpf(p.cpf), p.cidade, p.uf


def crlv_e_paisagem_rs(sh: Sheet, fk: Fake) -> Out:
    """CRLV-e of RS on a LANDSCAPE page: the vehicle half at the left, the owner and the
    QR half at the right; every value printed ABOVE its small label (label under value)."""
    sh.s = Style("LibSans", 10, 6)
    landscape(sh)
    sh.m = 36
    v = fk.vehicle()
    nome, doc, pdoc, cidade, uf = _owner8(fk, ("RS",))
    exerc = fk.r.choice([2021, 2022])
    emis = fk.date_between(dt.date(exerc, 1, 15), dt.date(exerc, 11, 30))
    spaced(sh, sh.W / 2, sh.y, "REPÚBLICA FEDERATIVA DO BRASIL", 9, "LibSans-B", 2.5, align="center")
    sh.text_at(sh.W / 2, sh.y + 13, "MINISTÉRIO DA INFRAESTRUTURA - DEPARTAMENTO NACIONAL DE TRÂNSITO", 8,
               align="center")
    sh.text_at(sh.W / 2, sh.y + 27, "CERTIFICADO DE REGISTRO E LICENCIAMENTO DE VEÍCULO - DIGITAL", 12, True,
               "center")
    sh.text_at(sh.W / 2, sh.y + 43, "DETRAN/RS - DEPARTAMENTO ESTADUAL DE TRÂNSITO DO RIO GRANDE DO SUL", 8,
               align="center")
    sh.y += 60
    y0 = sh.y
    half = (sh.width - 20) / 2
    under(sh, [
        [("código renavam", v.renavam, 0.5), ("placa", v.placa, 0.25), ("exercício", str(exerc), 0.25)],
        [("chassi", v.chassi, 0.6), ("ano fabricação", str(v.ano_fab), 0.2), ("ano modelo", str(v.ano_mod), 0.2)],
        [("marca / modelo / versão", v.marca, 1.0)],
        [("espécie / tipo", v.especie, 0.6), ("lotação", f"{v.lotacao:02d}P", 0.2), ("cor", v.cor, 0.2)],
        [("categoria", v.categoria, 0.4), ("combustível", v.combustivel, 0.6)],
    ], vs=10.5, ls=6, x0=sh.m, w0=half)
    sh.y = y0
    xr = sh.m + half + 20
    under(sh, [
        [("nome do proprietário", nome, 1.0)],
        [("cpf / cnpj", pdoc, 0.6), ("data de emissão", fmt_date(emis), 0.4)],
        [("local", f"{plain(cidade)} {uf}", 1.0)],
    ], vs=10.5, ls=6, x0=xr, w0=half)
    sh.qr_like(xr + 10, sh.y + 8, 110, fk.r.randint(0, 10**6))
    sh.text_at(xr + 135, sh.y + 20, "Assinado digitalmente pelo", 7)
    sh.text_at(xr + 135, sh.y + 30, "DETRAN/RS em " + fmt_date(emis), 7)
    sh.text_at(xr + 135, sh.y + 44, "Consulte a autenticidade pelo QR Code", 7)
    sh.y += 130
    sh.text_at(sh.m, sh.y, "DOCUMENTO EMITIDO POR MEIO ELETRÔNICO - LEI Nº 14.063/2020", 6.5)
    return Out("crlv", _crlv_fields(v, nome, doc, emis, cidade, uf, exerc))


def crlv_consulta_detran_ba(sh: Sheet, fk: Fake) -> Out:
    """DETRAN-BA 'Consulta de veículo' printed from the browser: date/URL header and a
    'Governo do Estado da Bahia' footer; lower-case labels with dotted leaders
    ('placa ........ ABC1D23'); the CRLV's emission date in the licenciamento block."""
    sh.s = Style("LibNarrow", 10, 6.5)
    v = fk.vehicle()
    nome, doc, pdoc, cidade, uf = _owner8(fk, ("BA",))
    exerc = fk.r.choice([2025, 2026])
    emis = fk.date_between(dt.date(exerc, 1, 20), min(fk.as_of, dt.date(exerc, 11, 25)))
    cons = fk.recent(6)
    sh.text_at(sh.m - 20, 18, f"{fmt_date(cons)} {_hm(fk)}", 7)
    sh.text_at(sh.W - sh.m + 20, 18, "Consulta Veículo - DETRAN/BA", 7, align="right")
    sh.y = 50
    sh.line("GOVERNO DO ESTADO DA BAHIA", 9, False, "center")
    sh.line("DEPARTAMENTO ESTADUAL DE TRÂNSITO DA BAHIA", 11, True, "center")
    sh.gap(4)
    sh.line("consulta de veículo", 15, True, "center")
    sh.gap(10)

    def block(head: str, rows: list[tuple[str, str]]) -> None:
        sh.rect(sh.m, sh.y, sh.width, 15, fill=0.9)
        sh.text_at(sh.m + 4, sh.y + 3, head, 9, True)
        sh.y += 20
        for lab, val in rows:
            dotted(sh, lab, val, 10)
        sh.gap(6)

    block("dados do veículo", [
        ("placa", v.placa), ("renavam", v.renavam), ("chassi", v.chassi), ("marca/modelo", v.marca),
        ("espécie/tipo", v.especie), ("ano de fabricação", str(v.ano_fab)), ("ano do modelo", str(v.ano_mod)),
        ("categoria", v.categoria), ("capacidade de passageiros", str(v.lotacao)), ("cor predominante", v.cor),
        ("combustível", v.combustivel)])
    block("proprietário", [("nome", nome), ("cpf/cnpj", pdoc), ("município", plain(cidade)), ("uf", uf)])
    block("licenciamento", [
        ("último exercício licenciado", str(exerc)), ("crlv emitido em", fmt_date(emis)),
        ("situação", "EM CIRCULAÇÃO"), ("restrições", "NENHUMA")])
    block("débitos", [("ipva", "R$ 0,00"), ("licenciamento", "R$ 0,00"), ("multas", "R$ 0,00")])
    sh.text_at(sh.m - 20, sh.H - 30, "https://www.detran.ba.gov.br/servicos/consulta-veiculo", 7)
    sh.text_at(sh.W - sh.m + 20, sh.H - 30, "Governo do Estado da Bahia - Secretaria da Administração", 7,
               align="right")
    return Out("crlv", _crlv_fields(v, nome, doc, emis, cidade, uf, exerc))


def cnh_e_marca_dagua_es(sh: Sheet, fk: Fake) -> Out:
    """CNH-e page of ES (2017 model): the card's fields with Title-case labels
    ('Nome', 'Doc. Identidade / Órg. Emissor / UF', 'Nº Registro', '1ª Habilitação'),
    'Observações' at the foot, and a diagonal 'CNH DIGITAL' watermark across the text."""
    fonts8()
    sh.s = Style("LibSerif", 11, 7)
    p = person8(fk, ("ES",))
    reg = fk.cnh_registro()
    cat = fk.r.choice(["D", "D", "E", "AD", "AE"])
    prim = fk.date_between(p.nascimento.replace(year=p.nascimento.year + 19), dt.date(2015, 12, 31))
    emis = fk.date_between(dt.date(2021, 1, 10), dt.date(2025, 10, 1))
    val = emis.replace(year=emis.year + fk.r.choice([5, 10]))
    obs = fk.r.choice(["EAR", "A; EAR", "EAR; D", "EXERCE ATIVIDADE REMUNERADA"])
    sh.line("REPÚBLICA FEDERATIVA DO BRASIL", 10, True, "center")
    sh.line("Ministério dos Transportes - Secretaria Nacional de Trânsito", 9, False, "center")
    sh.line("Carteira Nacional de Habilitação", 14, True, "center")
    sh.line("DETRAN-ES  |  Espírito Santo", 9, False, "center")
    sh.gap(14)
    sh.rect(sh.m, sh.y, sh.width, 330, fill=0.96)
    sh.rect(sh.m + 12, sh.y + 14, 95, 120)
    sh.text_at(sh.m + 59, sh.y + 70, "foto", 8, align="center")
    x = sh.m + 125
    sh.y += 12
    x0 = sh.m
    sh.m = x  # the label/value lines flow at the right of the photo
    for lab, vv in [("Nome", p.nome), ("Doc. Identidade / Órg. Emissor / UF", f"{p.rg} {p.rg_org}"),
                     ("CPF", fmt_cpf(p.cpf)), ("Data Nascimento", fmt_date(p.nascimento)),
                     ("Filiação", p.pai), ("", p.mae)]:
        if lab:
            sh.text_at(x, sh.y, lab, 7.5, font="LibSerifBI")
            sh.y += 10
        sh.text_at(x, sh.y, vv, 11)
        sh.y += 16
    sh.m = x0
    sh.y += 6
    cols = [("Permissão", ""), ("ACC", ""), ("Cat. Hab.", cat), ("Nº Registro", reg),
            ("Validade", fmt_date(val)), ("1ª Habilitação", fmt_date(prim))]
    cx = sh.m + 12
    for lab, vv in cols:
        sh.text_at(cx, sh.y, lab, 7.5, font="LibSerifBI")
        sh.text_at(cx, sh.y + 11, vv or "-", 10.5)
        cx += (sh.width - 24) / len(cols)
    sh.y += 36
    sh.text_at(sh.m + 12, sh.y, "Observações", 7.5, font="LibSerifBI")
    sh.text_at(sh.m + 12, sh.y + 11, obs, 11)
    sh.y += 34
    sh.text_at(sh.m + 12, sh.y, "Local", 7.5, font="LibSerifBI")
    sh.text_at(sh.m + 260, sh.y, "Data Emissão", 7.5, font="LibSerifBI")
    sh.text_at(sh.m + 12, sh.y + 11, f"{p.cidade.upper()}, ES", 10.5)
    sh.text_at(sh.m + 260, sh.y + 11, fmt_date(emis), 10.5)
    sh.y += 50
    sh.para("Documento assinado com certificado digital em conformidade com a Medida Provisória nº 2.200-2/2001. "
            "Sua validade poderá ser confirmada por meio do aplicativo Carteira Digital de Trânsito.", 8)
    watermark(sh, "CNH DIGITAL", 72, 0.5, 35)
    return Out("cnh", {
        "nome": p.nome, "cpf": p.cpf, "registro": reg, "categoria": cat, "validade": val.isoformat(),
        "primeira_habilitacao": prim.isoformat(), "data_nascimento": p.nascimento.isoformat(),
        "data_emissao": emis.isoformat(), "observacoes": obs, "ear": True})


def apolice_endosso_2pag(sh: Sheet, fk: Fake) -> Out:
    """'ENDOSSO Nº … À APÓLICE Nº …' over two pages: page 1 the insurer, the
    endorsement's number, date and reason (vehicle substitution) and the general
    conditions; page 2 'DADOS DO SEGURADO', the new vehicle, vigência and coverages."""
    fonts8()
    sh.s = Style("DjSerifCond", 9.5, 6)
    seg, marca = fk.r.choice(INSURERS8)
    seg_cnpj = fk.cnpj()
    who = company8(fk, 2) if fk.r.random() < 0.6 else None
    p = person8(fk)
    nome, doc, pdoc = (who.razao, who.cnpj, fmt_cnpj(who.cnpj)) if who else (p.nome, p.cpf, fmt_cpf(p.cpf))
    ini = fk.date_between(dt.date(2026, 1, 5), dt.date(2026, 10, 1))
    fim = ini.replace(year=ini.year + 1)
    v_old, v = fk.vehicle("ALUGUEL"), fk.vehicle("ALUGUEL")
    num = f"{fk.digits(2)}.{fk.digits(4)}.{fk.digits(6)}"
    endo = f"{fk.digits(6)}/{ini.year}"
    spaced(sh, sh.m, sh.y, marca.upper(), 20, "LibSerifBI", 1.5)
    sh.y += 26
    sh.line(f"{seg} - CNPJ {fmt_cnpj(seg_cnpj)} - Código SUSEP {fk.digits(5)}", 8.5)
    sh.hline(1)
    sh.title(f"ENDOSSO Nº {endo}", 14)
    sh.line(f"À APÓLICE Nº {num} - RAMO 0553 ACIDENTES PESSOAIS DE PASSAGEIROS", 10.5, True, "center")
    sh.gap(8)
    emis_e = fk.date_between(ini + dt.timedelta(days=20), ini + dt.timedelta(days=120))
    sh.para(f"Tipo de endosso: SUBSTITUIÇÃO DE VEÍCULO, sem cobrança de prêmio adicional. Data do endosso: "
            f"{fmt_date(emis_e)}. Fica excluído do seguro o veículo placa {v_old.placa} e incluído o veículo "
            "descrito no quadro da página seguinte, permanecendo inalteradas as demais condições da apólice.")
    for i in range(12):
        sh.para(f"{i + 1}. As condições gerais do seguro de Acidentes Pessoais de Passageiros, registradas na "
                "SUSEP, integram este endosso; a indenização por passageiro observa os limites do quadro de "
                "coberturas e a lotação do veículo constante do CRLV.", 8.5)
    sh.line("continua na página 2", 8, align="right")
    sh.new_page()
    sh.text_at(sh.W - sh.m, sh.y, f"Endosso {endo} - página 2/2", 7.5, align="right")
    sh.y += 14
    sh.rect(sh.m, sh.y, sh.width, 15, fill=0.88)
    sh.text_at(sh.m + 4, sh.y + 3, "DADOS DO SEGURADO", 9, True)
    sh.y += 20
    sh.kv("Segurado", nome)
    sh.kv("CPF/CNPJ", pdoc)
    sh.kv("Endereço", f"{p.endereco} - {p.cidade}/{p.uf}")
    sh.gap(6)
    sh.rect(sh.m, sh.y, sh.width, 15, fill=0.88)
    sh.text_at(sh.m + 4, sh.y + 3, "VEÍCULO INCLUÍDO E VIGÊNCIA", 9, True)
    sh.y += 20
    sh.table(["Placa", "Marca/Modelo", "Chassi", "Lotação"],
             [[v.placa, v.marca, v.chassi, str(v.lotacao)]], [0.15, 0.4, 0.3, 0.15], size=8.5)
    sh.kv("Vigência da apólice", f"das 24h de {fmt_date(ini)} às 24h de {fmt_date(fim)}")
    sh.gap(6)
    covs = [("Morte acidental", fk.r.choice([20000, 30000, 50000])),
            ("Invalidez permanente por acidente", fk.r.choice([20000, 30000, 50000])),
            ("DMH", fk.r.choice([3000, 5000, 8000]))]
    sh.table(["Cobertura (por passageiro)", "Capital segurado"], [[t, fmt_money(x)] for t, x in covs],
             [0.6, 0.4], size=9)
    sh.line(f"{p.cidade}, {fmt_date(emis_e)}.", 9)
    sh.signature(seg, "Diretor de Seguros de Pessoas")
    return Out("apolice", {
        "seguradora": seg, "numero_apolice": num, "segurado_nome": nome, "segurado_documento": doc,
        "placas": [v.placa], "vigencia_inicio": ini.isoformat(), "vigencia_fim": fim.isoformat(),
        "coberturas": [{"tipo": t.upper(), "valor": f"{x}.00"} for t, x in covs]},
        {"seguradora": [marca.upper()]})


def apolice_app_sombreada(sh: Sheet, fk: Fake) -> Out:
    """APP policy of a new insurer: values in shaded cells under small labels in lower
    case, several vehicles, coverages with dotted leaders, and the conditions in two
    columns of tiny print (6 pt) under them."""
    fonts8()
    sh.s = Style("LibSans", 9.5, 6)
    seg, marca = fk.r.choice(INSURERS8)
    c = company8(fk, 2)
    ini = fk.date_between(dt.date(2026, 1, 5), dt.date(2026, 11, 1))
    fim = ini.replace(year=ini.year + 1)
    vs = [fk.vehicle("ALUGUEL") for _ in range(fk.r.randint(1, 3))]
    num = f"{fk.digits(3)}{fk.digits(7)}"
    sh.line(seg, 13, True)
    sh.line(f"CNPJ {fmt_cnpj(fk.cnpj())}  ·  apólice de seguro de acidentes pessoais de passageiros", 8)
    sh.gap(6)
    under(sh, [
        [("nº da apólice", num, 0.35), ("emissão", fmt_date(ini - dt.timedelta(days=3)), 0.3),
         ("ramo", "0982 - APP", 0.35)],
        [("segurado", c.razao, 0.65), ("cnpj do segurado", fmt_cnpj(c.cnpj), 0.35)],
        [("início de vigência", fmt_date(ini), 0.5), ("fim de vigência", fmt_date(fim), 0.5)],
    ], vs=10.5, ls=6, shade=0.86)
    sh.gap(4)
    sh.table(["placa", "marca/modelo", "ano", "lugares"],
             [[v.placa, v.marca, str(v.ano_mod), str(v.lotacao)] for v in vs], [0.18, 0.52, 0.15, 0.15], size=8.5)
    covs = [("Morte acidental", fk.r.choice([25000, 40000])),
            ("Invalidez permanente total ou parcial por acidente", fk.r.choice([25000, 40000])),
            ("Despesas médico-hospitalares", fk.r.choice([4000, 6000]))]
    sh.line("coberturas por passageiro", 9, True)
    for t, x in covs:
        dotted(sh, t, fmt_money(x), 9.5)
    sh.gap(8)
    # two columns of tiny conditions
    txt = ("O seguro garante o pagamento de indenização aos passageiros do veículo segurado vítimas de acidente "
           "pessoal ocorrido durante a viagem, observados os capitais acima. Não estão cobertos os acidentes "
           "ocorridos com o veículo conduzido por pessoa não habilitada. ") * 3
    from reportlab.lib.utils import simpleSplit
    colw = (sh.width - 16) / 2
    lines = simpleSplit(txt, sh.font(), 6, colw)
    half = (len(lines) + 1) // 2
    for i, ln in enumerate(lines):
        col, row = divmod(i, half)
        sh.text_at(sh.m + col * (colw + 16), sh.y + row * 7.5, ln, 6)
    sh.y += half * 7.5 + 10
    sh.line(f"{marca} - Central de atendimento 0800 {fk.digits(3)} {fk.digits(4)}", 7)
    return Out("apolice", {
        "seguradora": seg, "numero_apolice": num, "segurado_nome": c.razao, "segurado_documento": c.cnpj,
        "placas": [v.placa for v in vs], "vigencia_inicio": ini.isoformat(), "vigencia_fim": fim.isoformat(),
        "coberturas": [{"tipo": t.upper(), "valor": f"{x}.00"} for t, x in covs]})


def cnh_via_tabela_rn(sh: Sheet, fk: Fake) -> Out:
    """DETRAN-RN's printable version of a CNH ('via para impressão'): the holder's name in
    Title case in the opening sentence, the card's fields in a two-column table with
    lower-case labels and shaded values, EAR spelled out in 'observações', the print's
    own date in the footer (not the CNH's emission)."""
    fonts8()
    sh.s = Style("DjMonoBO", 9, 6)
    p = person8(fk, ("RN",))
    reg = fk.cnh_registro()
    cat = fk.r.choice(["D", "E", "AD"])
    prim = fk.date_between(p.nascimento.replace(year=p.nascimento.year + 19), dt.date(2014, 12, 31))
    emis = fk.date_between(dt.date(2019, 3, 1), dt.date(2025, 6, 1))
    val = emis.replace(year=emis.year + 5)
    obs = "EXERCE ATIVIDADE REMUNERADA"
    sh.line("DEPARTAMENTO ESTADUAL DE TRÂNSITO DO RIO GRANDE DO NORTE", 10, True, "center")
    sh.line("carteira nacional de habilitação - via para impressão", 12, True, "center")
    sh.gap(8)
    sh.para(f"Dados da Carteira Nacional de Habilitação de {title_case(p.nome)}, conforme o Registro Nacional "
            "de Condutores Habilitados (RENACH), válida em conjunto com documento de identificação.", 9.5)
    rows = [("nome", p.nome), ("cpf", fmt_cpf(p.cpf)), ("nascimento", fmt_date(p.nascimento)),
            ("nº registro", reg), ("categoria", cat), ("1ª habilitação", fmt_date(prim)),
            ("emissão", fmt_date(emis)), ("validade", fmt_date(val)), ("observações", obs)]
    for lab, val_s in rows:
        sh.rect(sh.m, sh.y, sh.width * 0.3, 18)
        sh.rect(sh.m + sh.width * 0.3, sh.y, sh.width * 0.7, 18, fill=0.88)
        sh.text_at(sh.m + 4, sh.y + 4, lab, 8.5)
        sh.text_at(sh.m + sh.width * 0.3 + 4, sh.y + 4, val_s, 9.5, font="LibSans")
        sh.y += 18
    sh.gap(10)
    sh.line(f"Impresso em {fmt_date(fk.recent(5))} às {_hm(fk)} - portal do DETRAN-RN", 8)
    return Out("cnh", {
        "nome": p.nome, "cpf": p.cpf, "registro": reg, "categoria": cat, "validade": val.isoformat(),
        "primeira_habilitacao": prim.isoformat(), "data_nascimento": p.nascimento.isoformat(),
        "data_emissao": emis.isoformat(), "observacoes": obs, "ear": True})
