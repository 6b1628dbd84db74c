"""Fake people, companies and vehicles with valid check digits (held-out family).

Check-digit routines follow docs/document-layouts.md §0 (CPF, CNPJ, RENAVAM, CNH).
Everything is drawn from one `random.Random`, so a seed gives the same data."""

from __future__ import annotations

import datetime as dt
import random
from dataclasses import dataclass, field

from faker import Faker

ALNUM = "0123456789ABCDEFGHIJKLMNPQRSTUVWXYZ"


def cpf_dv(base: str) -> str:
    """Append CPF check digits to 9 digits."""
    d = [int(c) for c in base]
    for w0 in (10, 11):
        s = sum(v * w for v, w in zip(d, range(w0, 1, -1), strict=False))
        r = s * 10 % 11
        d.append(0 if r == 10 else r)
    return "".join(map(str, d))


def cnpj_dv(base: str) -> str:
    """Append CNPJ check digits to 12 characters (numeric or alphanumeric, IN RFB 2.229/2024)."""
    vals = [ord(c) - 48 for c in base]
    for ws in ([5, 4, 3, 2, 9, 8, 7, 6, 5, 4, 3, 2], [6, 5, 4, 3, 2, 9, 8, 7, 6, 5, 4, 3, 2]):
        r = sum(v * w for v, w in zip(vals, ws, strict=False)) % 11
        vals.append(0 if r < 2 else 11 - r)
    return base + "".join(str(v) for v in vals[12:])


def renavam_dv(base10: str) -> str:
    ws = [3, 2, 9, 8, 7, 6, 5, 4, 3, 2]
    s = sum(int(c) * w for c, w in zip(base10, ws, strict=False))
    r = s * 10 % 11
    return base10 + str(0 if r == 10 else r)


def cnh_dv(base9: str) -> str:
    d = [int(c) for c in base9]
    s1 = sum(v * w for v, w in zip(d, range(9, 0, -1), strict=False)) % 11
    desc = 0
    if s1 >= 10:
        s1, desc = 0, 2
    s2 = sum(v * w for v, w in zip(d, range(1, 10), strict=False)) % 11 - desc
    if s2 < 0:
        s2 += 11
    if s2 >= 10:
        s2 = 0
    return base9 + str(s1) + str(s2)


def fmt_cpf(c: str) -> str:
    return f"{c[:3]}.{c[3:6]}.{c[6:9]}-{c[9:]}"


def fmt_cnpj(c: str) -> str:
    return f"{c[:2]}.{c[2:5]}.{c[5:8]}/{c[8:12]}-{c[12:]}"


def fmt_date(d: dt.date) -> str:
    return d.strftime("%d/%m/%Y")


MESES = ["janeiro", "fevereiro", "março", "abril", "maio", "junho", "julho", "agosto",
         "setembro", "outubro", "novembro", "dezembro"]


def fmt_date_long(d: dt.date) -> str:
    return f"{d.day} de {MESES[d.month - 1]} de {d.year}"


def fmt_money(v: int) -> str:
    """Whole reais → 'R$ 15.000,00'."""
    return "R$ " + f"{v:,}".replace(",", ".") + ",00"


UNIDADES = ["", "um", "dois", "três", "quatro", "cinco", "seis", "sete", "oito", "nove"]
DEZ = ["dez", "onze", "doze", "treze", "quatorze", "quinze", "dezesseis", "dezessete",
       "dezoito", "dezenove"]
DEZENAS = ["", "", "vinte", "trinta", "quarenta", "cinquenta", "sessenta", "setenta",
           "oitenta", "noventa"]
CENTENAS = ["", "cento", "duzentos", "trezentos", "quatrocentos", "quinhentos",
            "seiscentos", "setecentos", "oitocentos", "novecentos"]


def _ate_mil(n: int) -> str:
    if n == 100:
        return "cem"
    parts = []
    c, r = divmod(n, 100)
    if c:
        parts.append(CENTENAS[c])
    if 10 <= r < 20:
        parts.append(DEZ[r - 10])
    else:
        d, u = divmod(r, 10)
        if d:
            parts.append(DEZENAS[d])
        if u:
            parts.append(UNIDADES[u])
    return " e ".join(parts)


def por_extenso(v: int) -> str:
    """Whole reais in words ('quinze mil reais')."""
    mil, resto = divmod(v, 1000)
    parts = []
    if mil:
        parts.append("mil" if mil == 1 else _ate_mil(mil) + " mil")
    if resto:
        parts.append(_ate_mil(resto))
    txt = " e ".join(parts) if resto and (resto < 100 or resto % 100 == 0) else " ".join(parts)
    return txt + " reais"


# Municipalities with UF; printed with accents on prose, without on DETRAN/RFB systems.
CIDADES = [
    ("Mogi das Cruzes", "SP"), ("Olímpia", "SP"), ("Patrocínio", "MG"), ("São Paulo", "SP"),
    ("Belo Horizonte", "MG"), ("Uberlândia", "MG"), ("Campinas", "SP"), ("Niterói", "RJ"),
    ("Rio de Janeiro", "RJ"), ("Ribeirão Preto", "SP"), ("Araxá", "MG"), ("Suzano", "SP"),
]

MARCAS = [
    ("M.BENZ/SPRINTER 416 M", "PASSAGEIRO MICROONIBUS", 16),
    ("RENAULT/MASTER MBUS L3H2", "PASSAGEIRO MICROONIBUS", 16),
    ("FIAT/DUCATO MINIBUS", "PASSAGEIRO MICROONIBUS", 17),
    ("VW/9.160 OD ESCOLAR", "PASSAGEIRO ONIBUS", 30),
    ("I/PEUGEOT BOXER M350 MINIBUS", "PASSAGEIRO MICROONIBUS", 15),
    ("IVECO/DAILY 45-170 CITYC", "PASSAGEIRO MICROONIBUS", 20),
    ("CHEVROLET/SPIN 1.8L AT PREMIER", "PASSAGEIRO AUTOMOVEL", 7),
    ("TOYOTA/COROLLA XEI20FLEX", "PASSAGEIRO AUTOMOVEL", 5),
    ("MARCOPOLO/VOLARE W9 ESC", "PASSAGEIRO MICROONIBUS", 24),
]

CNAES = [
    ("49.24-8-00", "Transporte escolar"),
    ("49.29-9-01", "Transporte rodoviário coletivo de passageiros, sob regime de fretamento, municipal"),
    ("49.29-9-02", "Transporte rodoviário coletivo de passageiros, sob regime de fretamento, intermunicipal, interestadual e internacional"),
    ("49.23-0-02", "Serviço de transporte de passageiros - locação de automóveis com motorista"),
    ("77.11-0-00", "Locação de automóveis sem condutor"),
    ("82.11-3-00", "Serviços combinados de escritório e apoio administrativo"),
    ("45.20-0-01", "Serviços de manutenção e reparação mecânica de veículos automotores"),
    ("79.11-2-00", "Agências de viagens"),
]

NATUREZAS = [
    ("206-2", "Sociedade Empresária Limitada"),
    ("213-5", "Empresário (Individual)"),
    ("224-0", "Sociedade Simples Limitada"),
    ("230-5", "Empresa Individual de Responsabilidade Limitada (de Natureza Empresária)"),
]


@dataclass
class Person:
    nome: str
    cpf: str
    nascimento: dt.date
    mae: str
    pai: str
    rg: str
    rg_org: str
    cidade: str
    uf: str
    endereco: str
    bairro: str
    cep: str
    profissao: str
    estado_civil: str


@dataclass
class Company:
    razao: str
    fantasia: str | None
    cnpj: str
    abertura: dt.date
    cidade: str
    uf: str
    endereco: str
    bairro: str
    cep: str
    cnae: tuple[str, str]
    cnaes_sec: list[tuple[str, str]]
    natureza: tuple[str, str]
    porte: str
    socios: list[Person] = field(default_factory=list)
    nire: str = ""


@dataclass
class Vehicle:
    placa: str
    renavam: str
    chassi: str
    marca: str
    especie: str
    lotacao: int
    ano_fab: int
    ano_mod: int
    cor: str
    combustivel: str
    categoria: str


class Fake:
    """Deterministic data factory."""

    def __init__(self, seed: int, as_of: dt.date):
        self.r = random.Random(seed)
        self.f = Faker("pt_BR")
        self.f.seed_instance(seed)
        self.as_of = as_of

    def digits(self, n: int) -> str:
        return "".join(self.r.choice("0123456789") for _ in range(n))

    def cpf(self) -> str:
        while True:
            b = self.digits(9)
            if len(set(b)) > 1:
                return cpf_dv(b)

    def cnpj(self, alnum: bool = False) -> str:
        root = "".join(self.r.choice(ALNUM) for _ in range(8)) if alnum else self.digits(8)
        return cnpj_dv(root + "0001")

    def renavam(self) -> str:
        return renavam_dv("0" + self.digits(9))

    def cnh_registro(self) -> str:
        return cnh_dv(self.r.choice("0123456") + self.digits(8))

    def name(self) -> str:
        ln = [self.f.last_name() for _ in range(self.r.choice([2, 2, 3]))]
        mid = self.r.choice(["", "", "DA ", "DOS ", "DE "])
        if " " in ln[-1]:  # Faker already gave "da Rosa"
            mid = ""
        parts = [self.f.first_name(), *ln[:-1], mid + ln[-1]]
        return " ".join(parts).upper()

    def date_between(self, a: dt.date, b: dt.date) -> dt.date:
        return a + dt.timedelta(days=self.r.randint(0, max(0, (b - a).days)))

    def recent(self, max_days: int = 25) -> dt.date:
        return self.as_of - dt.timedelta(days=self.r.randint(1, max_days))

    def person(self) -> Person:
        cidade, uf = self.r.choice(CIDADES)
        nasc = self.date_between(dt.date(1962, 1, 1), dt.date(1998, 12, 31))
        return Person(
            nome=self.name(), cpf=self.cpf(), nascimento=nasc, mae=self.name(),
            pai=self.name(), rg=self.digits(8) + self.r.choice("0123456789X"),
            rg_org=self.r.choice(["SSP", "PC", "SESP", "IIRGD"]) + "/" + uf,
            cidade=cidade, uf=uf,
            endereco=f"{self.f.street_name()}, {self.r.randint(10, 2900)}",
            bairro=self.f.bairro(), cep=f"{self.digits(5)}-{self.digits(3)}",
            profissao=self.r.choice(["motorista", "empresário", "comerciante", "motorista profissional", "administrador"]),
            estado_civil=self.r.choice(["casado", "solteiro", "divorciado", "casada", "solteira"]),
        )

    def company(self, n_socios: int = 2) -> Company:
        cidade, uf = self.r.choice(CIDADES)
        socios = [self.person() for _ in range(n_socios)]
        base = self.r.choice(["Transportes", "Turismo", "Fretamento", "Transporte Escolar", "Locadora", "Viagens"])
        nome = f"{self.f.last_name()} {self.r.choice(['', 'e ' + self.f.last_name() + ' '])}{base}".replace("  ", " ")
        razao = (nome + " " + self.r.choice(["LTDA", "LTDA.", "Ltda", "EIRELI"] if n_socios < 2 else ["LTDA", "LTDA.", "Ltda"])).upper()
        razao = " ".join(razao.split())
        cn = self.r.sample(CNAES[:4], 1)[0]
        sec = self.r.sample([c for c in CNAES if c != cn], self.r.randint(1, 3))
        nat = NATUREZAS[0] if n_socios > 1 else self.r.choice(NATUREZAS[1:])
        return Company(
            razao=razao, fantasia=self.r.choice([None, base.upper() + " " + self.f.last_name().upper()]),
            cnpj=self.cnpj(alnum=self.r.random() < 0.15),
            abertura=self.date_between(dt.date(2005, 1, 1), dt.date(2024, 6, 1)),
            cidade=cidade, uf=uf, endereco=f"{self.f.street_name()}, {self.r.randint(10, 3900)}",
            bairro=self.f.bairro(), cep=f"{self.digits(5)}-{self.digits(3)}",
            cnae=cn, cnaes_sec=sec, natureza=nat,
            porte=self.r.choice(["ME", "EPP", "DEMAIS"]), socios=socios,
            nire=self.r.choice(["35", "31", "33"]) + self.digits(9),
        )

    def placa(self, mercosul: bool | None = None) -> str:
        L = "ABCDEFGHIJKLMNOPQRSTUVWXYZ"
        if mercosul is None:
            mercosul = self.r.random() < 0.6
        p = "".join(self.r.choice(L) for _ in range(3)) + self.digits(1)
        p += self.r.choice(L[:10]) if mercosul else self.digits(1)
        return p + self.digits(2)

    def vehicle(self, categoria: str | None = None) -> Vehicle:
        marca, especie, lot = self.r.choice(MARCAS)
        fab = self.r.randint(2014, 2025)
        vin_chars = "ABCDEFGHJKLMNPRSTUVWXYZ0123456789"
        chassi = self.r.choice(["9BW", "93Y", "9BM", "935", "8AC"]) + "".join(self.r.choice(vin_chars) for _ in range(14))
        return Vehicle(
            placa=self.placa(), renavam=self.renavam(), chassi=chassi, marca=marca,
            especie=especie, lotacao=lot, ano_fab=fab, ano_mod=fab + self.r.choice([0, 1]),
            cor=self.r.choice(["BRANCA", "PRATA", "AMARELA", "CINZA"]),
            combustivel=self.r.choice(["DIESEL", "ALCOOL/GASOLINA", "GASOLINA"]),
            categoria=categoria or self.r.choice(["ALUGUEL", "PARTICULAR", "ALUGUEL"]),
        )

    def hexcode(self, groups: int = 4) -> str:
        return ".".join("".join(self.r.choice("0123456789ABCDEF") for _ in range(4)) for _ in range(groups))
