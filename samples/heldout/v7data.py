"""Shared data of the held-out family's seventh series (issue 12).

Series 7 moves people, companies and issuers to the South, the Centre-West and the North
(PR, SC, MS, MT, GO, DF, TO, PA, AM, MA), adds fictional insurers, gas and internet
companies and a bank, and prints with the PDF standard Times-BoldItalic/Courier faces
mixed with Liberation Sans Narrow. Everything is drawn from the layout's `Fake`, so a
seed gives the same document."""

from __future__ import annotations

from samples.heldout.data import Company, Fake, Person

CIDADES7 = [
    ("Curitiba", "PR"),
    ("Londrina", "PR"),
    ("Maringá", "PR"),
    ("Florianópolis", "SC"),
    ("Joinville", "SC"),
    ("Chapecó", "SC"),
    ("Campo Grande", "MS"),
    ("Dourados", "MS"),
    ("Cuiabá", "MT"),
    ("Rondonópolis", "MT"),
    ("Goiânia", "GO"),
    ("Anápolis", "GO"),
    ("Brasília", "DF"),
    ("Palmas", "TO"),
    ("Araguaína", "TO"),
    ("Belém", "PA"),
    ("Santarém", "PA"),
    ("Manaus", "AM"),
    ("São Luís", "MA"),
    ("Imperatriz", "MA"),
]
STATE7 = {
    "PR": "PARANÁ",
    "SC": "SANTA CATARINA",
    "MS": "MATO GROSSO DO SUL",
    "MT": "MATO GROSSO",
    "GO": "GOIÁS",
    "DF": "DISTRITO FEDERAL",
    "TO": "TOCANTINS",
    "PA": "PARÁ",
    "AM": "AMAZONAS",
    "MA": "MARANHÃO",
}
DO_ESTADO7 = {
    "PR": "DO",
    "SC": "DE",
    "MS": "DE",
    "MT": "DE",
    "GO": "DE",
    "DF": "DO",
    "TO": "DO",
    "PA": "DO",
    "AM": "DO",
    "MA": "DO",
}
JUNTAS7 = {
    "PR": ("JUNTA COMERCIAL DO PARANÁ", "JUCEPAR", "41"),
    "SC": ("JUNTA COMERCIAL DO ESTADO DE SANTA CATARINA", "JUCESC", "42"),
    "MS": ("JUNTA COMERCIAL DO ESTADO DE MATO GROSSO DO SUL", "JUCEMS", "54"),
    "MT": ("JUNTA COMERCIAL DO ESTADO DE MATO GROSSO", "JUCEMAT", "51"),
    "GO": ("JUNTA COMERCIAL DO ESTADO DE GOIÁS", "JUCEG", "52"),
    "DF": ("JUNTA COMERCIAL DO DISTRITO FEDERAL", "JCDF", "53"),
    "TO": ("JUNTA COMERCIAL DO ESTADO DO TOCANTINS", "JUCETINS", "17"),
    "PA": ("JUNTA COMERCIAL DO ESTADO DO PARÁ", "JUCEPA", "15"),
    "AM": ("JUNTA COMERCIAL DO ESTADO DO AMAZONAS", "JUCEA", "13"),
    "MA": ("JUNTA COMERCIAL DO MARANHÃO", "JUCEMA", "21"),
}
INSURERS7 = [
    "ARAUCÁRIA SEGUROS S.A.",
    "PANTANAL COMPANHIA DE SEGUROS GERAIS",
    "TAPAJÓS SEGURADORA S.A.",
]
GAS7 = ["COMPANHIA DE GÁS DO CERRADO - GASCER", "PARANÁ GÁS CANALIZADO S.A."]
NET7 = ["IGARAPÉ TELECOM LTDA", "SERRA GERAL FIBRA INTERNET LTDA"]
BANCO7 = ("BANCO COOPERATIVO DO PLANALTO S.A.", "BCO PLANALTO")


def estado7(uf: str) -> str:
    """'ESTADO DO PARANÁ', 'DISTRITO FEDERAL'."""
    return STATE7[uf] if uf == "DF" else f"ESTADO {DO_ESTADO7[uf]} {STATE7[uf]}"


def place7(fk: Fake, ufs: tuple[str, ...] = ()) -> tuple[str, str]:
    return fk.r.choice([c for c in CIDADES7 if not ufs or c[1] in ufs])


def person7(fk: Fake, ufs: tuple[str, ...] = ()) -> Person:
    p = fk.person()
    p.cidade, p.uf = place7(fk, ufs)
    p.rg_org = fk.r.choice(["SSP", "SESP", "PC"]) + "/" + p.uf
    return p


def company7(fk: Fake, n_socios: int = 2, ufs: tuple[str, ...] = ()) -> Company:
    c = fk.company(n_socios)
    c.cidade, c.uf = place7(fk, ufs)
    c.nire = JUNTAS7[c.uf][2] + fk.digits(9)
    for s in c.socios:
        s.cidade, s.uf = place7(fk, (c.uf,))
        s.rg_org = s.rg_org.split("/")[0] + "/" + s.uf
    return c


def code7(fk: Fake, groups: int, n: int, sep: str) -> str:
    al = "0123456789ABCDEFGHJKLMNPQRSTUVWXYZ"
    return sep.join("".join(fk.r.choice(al) for _ in range(n)) for _ in range(groups))
