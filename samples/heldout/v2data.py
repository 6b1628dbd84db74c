"""Shared data for the held-out family's second series (issue 12): places in other
states, other insurers and utilities, and the Junta Comercial stamps of those states.

Series 2 moves people and companies to states the first series does not use (PR, GO,
SC, RS, BA) and adds the states' own issuers; everything is drawn from the layout's
`Fake`, so a seed still gives the same document."""

from __future__ import annotations

from samples.heldout.data import Company, Fake, Person

CIDADES2 = [
    ("Curitiba", "PR"), ("Londrina", "PR"), ("Maringá", "PR"), ("São José dos Pinhais", "PR"),
    ("Goiânia", "GO"), ("Anápolis", "GO"), ("Florianópolis", "SC"), ("Joinville", "SC"),
    ("Porto Alegre", "RS"), ("Caxias do Sul", "RS"), ("Salvador", "BA"), ("Feira de Santana", "BA"),
]

STATE_NAME = {"PR": "PARANÁ", "GO": "GOIÁS", "SC": "SANTA CATARINA", "RS": "RIO GRANDE DO SUL",
              "BA": "BAHIA", "SP": "SÃO PAULO", "MG": "MINAS GERAIS", "RJ": "RIO DE JANEIRO"}

# Junta Comercial of each state: (name as printed, acronym, NIRE prefix)
JUNTAS = {"PR": ("JUNTA COMERCIAL DO PARANÁ", "JUCEPAR", "41"),
          "GO": ("JUNTA COMERCIAL DO ESTADO DE GOIÁS", "JUCEG", "52"),
          "SC": ("JUNTA COMERCIAL DO ESTADO DE SANTA CATARINA", "JUCESC", "42"),
          "RS": ("JUNTA COMERCIAL, INDUSTRIAL E SERVIÇOS DO RIO GRANDE DO SUL", "JUCISRS", "43"),
          "BA": ("JUNTA COMERCIAL DO ESTADO DA BAHIA", "JUCEB", "29")}


def place(fk: Fake, ufs: tuple[str, ...] = ()) -> tuple[str, str]:
    opts = [c for c in CIDADES2 if not ufs or c[1] in ufs]
    return fk.r.choice(opts)


def person2(fk: Fake, ufs: tuple[str, ...] = ()) -> Person:
    p = fk.person()
    p.cidade, p.uf = place(fk, ufs)
    p.rg_org = fk.r.choice(["SSP", "SESP", "PC", "SSP"]) + "/" + p.uf
    return p


def company2(fk: Fake, n_socios: int = 2, ufs: tuple[str, ...] = ()) -> Company:
    c = fk.company(n_socios)
    c.cidade, c.uf = place(fk, ufs)
    c.nire = JUNTAS[c.uf][2] + fk.digits(9)
    for s in c.socios:
        s.cidade, s.uf = place(fk, (c.uf,))
        s.rg_org = s.rg_org.split("/")[0] + "/" + s.uf
    return c


def short_name(c: Company) -> str:
    """The razão social without its company-type suffix."""
    base = c.razao
    for suf in (" EIRELI", " LTDA.", " LTDA", " Ltda"):
        if base.endswith(suf.upper()):
            base = base[: -len(suf)]
    return base


INSURERS2 = ["PORTO DAS ÁGUAS SEGUROS S.A.", "SEGURADORA VALE DO IGUAÇU S.A.", "ARAUCÁRIA COMPANHIA DE SEGUROS",
             "CERRADO SEGUROS GERAIS S.A.", "GUARANI VIDA E PREVIDÊNCIA S.A."]

# fictional concessionárias (their names and CNPJs head every bill)
ENERGY = ["DISTRIBUIDORA PARANAENSE DE ENERGIA S.A.", "ENERGIA DO CERRADO DISTRIBUIÇÃO S.A.",
          "LUZ CATARINENSE DISTRIBUIÇÃO S.A."]
TELECOM = ["NOVA TELECOMUNICAÇÕES S.A.", "FIBRA SUL INTERNET LTDA", "CONECTA BRASIL TELECOM S.A."]

