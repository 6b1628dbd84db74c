"""Series-8 bills, declarations, notes and applications of the held-out family (issue 12).

Written from CONTRACT §4 and what these documents look like, without reading
`extractors/`: an energy bill whose customer block has its labels under the values and
a detachable stub ('canhoto') repeating the customer's name; a declaração whose
declarant is named in Title case in the text and upper case only under the signature;
a DANFE printed in the landscape format the NF-e manual allows (emitente at the left,
destinatário under the chave), a vehicle in the product lines; a requerimento whose
values are typed over underscored blanks after lower-case labels."""

from __future__ import annotations

import datetime as dt

from samples.heldout.data import Fake, fmt_cnpj, fmt_cpf, fmt_date, fmt_date_long, fmt_money
from samples.heldout.docs_v2_certidoes import _hm
from samples.heldout.docs_vehicle import Out
from samples.heldout.sheet import Sheet, Style
from samples.heldout.v8data import (
    CONCESSIONARIAS8,
    ENERGIA8,
    company8,
    fonts8,
    landscape,
    person8,
    spaced,
    title_case,
    under,
)


def comprovante_energia_canhoto(sh: Sheet, fk: Fake) -> Out:
    """Energy bill: the distributor, its CNPJ and its acronym letter-spaced at the top;
    the customer block with labels under the values (nome, CPF, endereço, município);
    'data de emissão' under its value beside 'vencimento'; consumption table; a dashed
    line and the 'canhoto' stub repeating the customer's name and the due date."""
    sh.s = Style("LibNarrow", 9.5, 6)
    dist, sigla = fk.r.choice(ENERGIA8)
    ufs = {"SULDEN": ("RS",), "RECEN": ("BA",), "POTILUZ": ("RN",)}[sigla]
    p = person8(fk, ufs)
    emis = fk.recent(20)
    venc = emis + dt.timedelta(days=fk.r.randint(8, 15))
    spaced(sh, sh.m, sh.y, sigla, 24, "LibSans-B", 6)
    sh.text_at(sh.W - sh.m, sh.y, dist, 9, True, "right")
    sh.text_at(sh.W - sh.m, sh.y + 12, f"CNPJ {fmt_cnpj(fk.cnpj())} - Inscrição estadual {fk.digits(9)}", 7.5,
               align="right")
    sh.y += 38
    sh.hline(1.2)
    under(sh, [[("nome do cliente", p.nome, 0.6), ("cpf", fmt_cpf(p.cpf), 0.4)],
               [("endereço da unidade consumidora", f"{p.endereco.upper()} - {p.bairro.upper()}", 1.0)],
               [("município", p.cidade.upper(), 0.45), ("uf", p.uf, 0.1), ("cep", p.cep, 0.2),
                ("unidade consumidora", fk.digits(10), 0.25)],
               [("data de emissão", fmt_date(emis), 0.25), ("vencimento", fmt_date(venc), 0.25),
                ("mês de referência", f"{emis.month:02d}/{emis.year}", 0.25), ("total a pagar", "", 0.25)]],
          vs=10.5, ls=6)
    total = fk.r.randint(90, 640)
    sh.text_at(sh.W - sh.m - 6, sh.y - 28, fmt_money(total), 11, True, "right")
    sh.gap(6)
    l_ant = emis - dt.timedelta(days=fk.r.randint(32, 36))
    l_atu = emis - dt.timedelta(days=fk.r.randint(2, 4))
    sh.table(["Leitura anterior", "Leitura atual", "Próxima leitura", "Consumo (kWh)"],
             [[fmt_date(l_ant), fmt_date(l_atu), fmt_date(l_atu + dt.timedelta(days=30)),
               str(fk.r.randint(110, 520))]], [0.25, 0.25, 0.25, 0.25], size=8.5)
    sh.table(["Descrição", "Valor (R$)"], [["Consumo de energia", fmt_money(total - 18)[3:]],
                                          ["Contribuição de iluminação pública", "18,00"]], [0.7, 0.3], size=8.5)
    sh.y = sh.H - 170
    sh.c.setDash(4, 3)
    sh.hline(0.6)
    sh.c.setDash()
    sh.text_at(sh.m, sh.y, "canhoto - devolva esta parte com o pagamento", 7)
    sh.y += 14
    sh.kv("Cliente", p.nome, size=9)
    sh.kv("Vencimento", fmt_date(venc), size=9)
    sh.kv("Valor", fmt_money(total), size=9)
    sh.line(" ".join(fk.digits(11) + fk.digits(1) for _ in range(4)), 10, align="center")
    return Out("comprovante_endereco", {"titular_nome": p.nome, "titular_documento": p.cpf,
                                        "data_emissao": emis.isoformat(), "municipio": p.cidade.upper(),
                                        "uf": p.uf})


def declaracao_nome_titulo(sh: Sheet, fk: Fake) -> Out:
    """'DECLARAÇÃO DE DISPONIBILIDADE DE VEÍCULO' of a person: the declarant named in
    Title case in the text ('Eu, João da Silva, …'), upper case only under the
    signature; the vehicle's owner (a company with its CNPJ) named in the text."""
    fonts8()
    sh.s = Style("LibSerif", 11, 7)
    p = person8(fk)
    c = company8(fk, 2, (p.uf,))
    v = fk.vehicle("ALUGUEL")
    d = fk.recent(30)
    title = "DECLARAÇÃO DE DISPONIBILIDADE DE VEÍCULO"
    sh.gap(30)
    spaced(sh, sh.W / 2, sh.y, title, 13, "LibSerif-B", 1.2, align="center")
    sh.y += 40
    sh.para(f"Eu, {title_case(p.nome)}, brasileiro(a), {p.estado_civil}, {p.profissao}, portador(a) do RG nº "
            f"{p.rg} {p.rg_org} e inscrito(a) no CPF sob o nº {fmt_cpf(p.cpf)}, residente na {p.endereco}, "
            f"{p.bairro}, {p.cidade}/{p.uf}, DECLARO, para fins de cadastro no serviço de transporte, que tenho à "
            f"minha disposição, para uso exclusivo na atividade, o veículo placa {v.placa}, RENAVAM {v.renavam}, "
            f"{v.marca}, de propriedade de {c.razao}, CNPJ {fmt_cnpj(c.cnpj)}, conforme contrato entre as partes.",
            first_indent=40)
    sh.para("Declaro ainda estar ciente de que a falsidade desta declaração configura crime previsto no art. 299 do "
            "Código Penal, sem prejuízo das sanções administrativas cabíveis.", first_indent=40)
    sh.gap(10)
    sh.line(f"{p.cidade}, {fmt_date_long(d)}.", align="right")
    sh.gap(20)
    sh.signature(p.nome, f"CPF {fmt_cpf(p.cpf)}")
    return Out("declaracao", {"assunto": title, "titular_nome": p.nome, "titular_documento": p.cpf,
                              "data_emissao": d.isoformat(), "placa": v.placa})


def danfe_paisagem(sh: Sheet, fk: Fake) -> Out:
    """DANFE in the LANDSCAPE format: the emitente (a dealership) at the left, the DANFE
    box and chave de acesso at the right, the destinatário block under them with labels
    in small caps above values, the vehicle (chassi, RENAVAM) in the product lines."""
    sh.s = Style("Helv", 8.5, 5.5)
    landscape(sh)
    sh.m = 28
    emit = company8(fk, 1)
    emit.razao = fk.r.choice(CONCESSIONARIAS8)
    if fk.r.random() < 0.5:
        dest = company8(fk, 2)
        bn, bd, bpd = dest.razao, dest.cnpj, fmt_cnpj(dest.cnpj)
        bcid, buf = dest.cidade, dest.uf
    else:
        pp = person8(fk)
        bn, bd, bpd = pp.nome, pp.cpf, fmt_cpf(pp.cpf)
        bcid, buf = pp.cidade, pp.uf
    d = fk.recent(40)
    v = fk.vehicle()
    nnf = f"{fk.digits(3)}.{fk.digits(3)}"
    y0 = sh.y
    w1 = sh.width * 0.45
    sh.rect(sh.m, y0, w1, 70)
    sh.text_at(sh.m + 6, y0 + 6, emit.razao, 11, True)
    sh.text_at(sh.m + 6, y0 + 22, f"{emit.endereco} - {emit.bairro}", 8)
    sh.text_at(sh.m + 6, y0 + 33, f"{emit.cidade} - {emit.uf} - CEP {emit.cep}", 8)
    sh.text_at(sh.m + 6, y0 + 46, f"CNPJ {fmt_cnpj(emit.cnpj)}   IE {fk.digits(9)}", 8.5, True)
    x2 = sh.m + w1 + 8
    sh.rect(x2, y0, 110, 70)
    sh.text_at(x2 + 55, y0 + 6, "DANFE", 13, True, "center")
    sh.text_at(x2 + 55, y0 + 22, "Documento Auxiliar da", 6.5, align="center")
    sh.text_at(x2 + 55, y0 + 30, "Nota Fiscal Eletrônica", 6.5, align="center")
    sh.text_at(x2 + 55, y0 + 42, "1 - SAÍDA", 7.5, True, "center")
    sh.text_at(x2 + 55, y0 + 54, f"Nº {nnf}  SÉRIE 1", 7.5, True, "center")
    x3 = x2 + 118
    w3 = sh.m + sh.width - x3
    sh.rect(x3, y0, w3, 70)
    chave = f"{fk.digits(2)}{d.strftime('%y%m')}{emit.cnpj}55001{fk.digits(9)}{fk.digits(10)}"[:44]
    sh.text_at(x3 + 5, y0 + 4, "CHAVE DE ACESSO", 5.5)
    sh.text_at(x3 + 5, y0 + 13, " ".join(chave[i:i + 4] for i in range(0, 44, 4)), 8, True)
    sh.text_at(x3 + 5, y0 + 30, "PROTOCOLO DE AUTORIZAÇÃO DE USO", 5.5)
    sh.text_at(x3 + 5, y0 + 39, f"{fk.digits(15)} {fmt_date(d)} {_hm(fk, True)}", 8)
    sh.y = y0 + 78
    sh.grid([[("NATUREZA DA OPERAÇÃO", "VENDA DE VEÍCULO NOVO", 0.5), ("INSCRIÇÃO ESTADUAL", fk.digits(9), 0.25),
              ("CNPJ", fmt_cnpj(emit.cnpj), 0.25)]], value_size=9)
    sh.text_at(sh.m, sh.y + 2, "DESTINATÁRIO / REMETENTE", 7.5, True)
    sh.y += 12
    sh.grid([[("NOME / RAZÃO SOCIAL", bn, 0.5), ("CNPJ / CPF", bpd, 0.25), ("DATA DA EMISSÃO", fmt_date(d), 0.25)],
             [("MUNICÍPIO", bcid.upper(), 0.4), ("UF", buf, 0.1), ("DATA DA SAÍDA", fmt_date(d), 0.25),
              ("HORA DA SAÍDA", _hm(fk), 0.25)]], value_size=9)
    sh.text_at(sh.m, sh.y + 2, "DADOS DO PRODUTO / SERVIÇO", 7.5, True)
    sh.y += 12
    price = fk.r.randint(180, 520) * 1000
    sh.table(["CÓDIGO", "DESCRIÇÃO", "NCM", "CFOP", "UN", "QTD", "VALOR UNIT.", "VALOR TOTAL"],
             [[fk.digits(6), f"{v.marca} {v.ano_fab}/{v.ano_mod}", "87022000", "5405", "UN", "1", fmt_money(price)[3:],
               fmt_money(price)[3:]],
              ["", f"CHASSI {v.chassi} COR {v.cor}", "", "", "", "", "", ""],
              ["", f"RENAVAM {v.renavam} COMBUSTÍVEL {v.combustivel}", "", "", "", "", "", ""]],
             [0.08, 0.42, 0.08, 0.06, 0.04, 0.04, 0.14, 0.14], size=7.5)
    sh.text_at(sh.m, sh.y, "DADOS ADICIONAIS: veículo novo, sem placa; emplacamento por conta do adquirente.", 7.5)
    return Out("nota_fiscal", {"titular_nome": bn, "titular_documento": bd, "data_emissao": d.isoformat()})


def requerimento_sublinhado(sh: Sheet, fk: Fake) -> Out:
    """Municipal form 'REQUERIMENTO DE RENOVAÇÃO DE ALVARÁ DE TRÁFEGO': lower-case labels
    followed by underscored blanks with the values typed over them in a slanted
    typewriter face, a vehicle, the clerk's 'protocolo' box with another date."""
    fonts8()
    sh.s = Style("LibSans", 10, 6.5)
    p = person8(fk, ("PB", "RN", "RS"))
    v = fk.vehicle("ALUGUEL")
    d = fk.recent(20)
    title = "REQUERIMENTO DE RENOVAÇÃO DE ALVARÁ DE TRÁFEGO"
    pref = f"PREFEITURA MUNICIPAL DE {p.cidade.upper()}"
    sh.line(pref, 12, True, "center")
    sh.line("Superintendência de Trânsito e Transportes", 9, False, "center")
    sh.gap(8)
    sh.title(title, 12.5)
    sh.gap(4)

    def blank(label: str, value: str, w_frac: float = 1.0) -> None:
        sh.ensure(22)
        sh.text_at(sh.m, sh.y + 3, label, 9)
        lw = sh.c.stringWidth(label + " ", sh.font(), 9)
        x1 = sh.m + lw
        x2 = sh.m + sh.width * w_frac
        sh.c.setLineWidth(0.5)
        sh.c.line(x1, sh._Y(sh.y + 14), x2, sh._Y(sh.y + 14))
        sh.text_at(x1 + 6, sh.y + 1, value, 11, font="CourBO")
        sh.y += 22

    blank("nome do requerente:", p.nome)
    blank("cpf:", fmt_cpf(p.cpf), 0.5)
    blank("endereço:", f"{p.endereco}, {p.bairro}")
    blank("telefone:", f"({fk.digits(2)}) 9{fk.digits(4)}-{fk.digits(4)}", 0.5)
    blank("placa do veículo:", v.placa, 0.5)
    blank("renavam:", v.renavam, 0.5)
    blank("marca/modelo:", v.marca)
    sh.gap(6)
    sh.para("Vem requerer a Vossa Senhoria a renovação do alvará de tráfego do veículo acima, para o exercício "
            f"de {d.year + 1}, anexando a documentação exigida.", first_indent=30)
    blank("local e data:", f"{p.cidade}, {fmt_date(d)}", 0.7)
    sh.signature(p.nome, "Requerente")
    sh.gap(10)
    sh.rect(sh.m + sh.width - 200, sh.y, 200, 56)
    sh.text_at(sh.m + sh.width - 195, sh.y + 4, "PROTOCOLO", 8, True)
    sh.text_at(sh.m + sh.width - 195, sh.y + 18, f"nº {fk.digits(6)}/{d.year}", 9)
    sh.text_at(sh.m + sh.width - 195, sh.y + 32, f"recebido em {fmt_date(d + dt.timedelta(days=1))}", 9)
    sh.y += 60
    return Out("requerimento", {"assunto": title, "titular_nome": p.nome, "titular_documento": p.cpf,
                                "data_emissao": d.isoformat(), "placa": v.placa})
