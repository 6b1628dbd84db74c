"""Fake people, companies and vehicles with valid Brazilian check digits.

Everything takes a seeded :class:`random.Random`; nothing touches the global
random state, so the same seed always yields the same entities.  Check-digit
algorithms follow /work/shared/docs/document-layouts.md §0 (validate-docbr).
"""

from __future__ import annotations

import random
import string
import unicodedata
from dataclasses import dataclass, field
from datetime import date, timedelta

from faker import Faker

DIGITS = string.digits
ALNUM = string.digits + string.ascii_uppercase
VIN_CHARS = "ABCDEFGHJKLMNPRSTUVWXYZ0123456789"  # no I, O, Q
MERCOSUL_LETTER = "ABCDEFGHIJ"  # 5th char of a Mercosul plate: 0→A … 9→J

# (city, UF) pairs; the first ones are the cities whose laws dossie checks.
CITIES: list[tuple[str, str]] = [
    ("Mogi das Cruzes", "SP"),
    ("Olímpia", "SP"),
    ("Patrocínio", "MG"),
    ("São Paulo", "SP"),
    ("Campinas", "SP"),
    ("São José do Rio Preto", "SP"),
    ("Barretos", "SP"),
    ("Suzano", "SP"),
    ("Uberlândia", "MG"),
    ("Belo Horizonte", "MG"),
    ("Araxá", "MG"),
    ("Curitiba", "PR"),
    ("Londrina", "PR"),
    ("Goiânia", "GO"),
    ("Ribeirão Preto", "SP"),
]

UF_NAMES: dict[str, str] = {
    "SP": "SÃO PAULO",
    "MG": "MINAS GERAIS",
    "PR": "PARANÁ",
    "GO": "GOIÁS",
    "RJ": "RIO DE JANEIRO",
}

VEHICLE_MODELS: list[tuple[str, str, int]] = [
    # marca/modelo/versão, espécie/tipo, lotação (people)
    ("M.BENZ/SPRINTER 415 ESCOLAR", "PASSAGEIRO MICROONIBUS", 16),
    ("RENAULT/MASTER MBUS L3H2 ESC", "PASSAGEIRO MICROONIBUS", 20),
    ("FIAT/DUCATO MINIBUS ESCOLAR", "PASSAGEIRO MICROONIBUS", 17),
    ("IVECO/DAILY 45-170 ESCOLAR", "PASSAGEIRO MICROONIBUS", 20),
    ("VW/KOMBI ESCOLAR", "PASSAGEIRO MICROONIBUS", 12),
    ("MARCOPOLO/VOLARE W9 ESC", "PASSAGEIRO MICROONIBUS", 29),
    ("M.BENZ/OF 1721 MARCOPOLO", "PASSAGEIRO ONIBUS", 46),
    ("VW/17.230 OD MASCARELLO", "PASSAGEIRO ONIBUS", 44),
    ("I/PEUGEOT BOXER M 330M", "PASSAGEIRO MICROONIBUS", 16),
    ("CHEVROLET/SPIN 1.8L AT LTZ", "PASSAGEIRO AUTOMOVEL", 7),
    ("TOYOTA/COROLLA XEI 2.0", "PASSAGEIRO AUTOMOVEL", 5),
    ("HYUNDAI/HB20S 1.0M COMFORT", "PASSAGEIRO AUTOMOVEL", 5),
]
COLORS = ["BRANCA", "PRATA", "AMARELA", "CINZA", "PRETA", "AZUL"]
FUELS = ["DIESEL", "ALCOOL/GASOLINA", "GASOLINA", "FLEX"]


def strip_accents(text: str) -> str:
    """Remove diacritics (DETRAN systems print values without accents)."""
    nfkd = unicodedata.normalize("NFKD", text)
    return "".join(c for c in nfkd if not unicodedata.combining(c))


def upper_name(text: str) -> str:
    """CONTRACT name normalisation: upper case, single spaces."""
    return " ".join(text.upper().split())


# --------------------------------------------------------------------- check digits


def cpf_dvs(base9: str) -> str:
    """The two CPF check digits for 9 base digits."""
    d = [int(c) for c in base9]
    s1 = sum(v * w for v, w in zip(d, range(10, 1, -1), strict=True))
    dv1 = (s1 * 10) % 11 % 10
    d.append(dv1)
    s2 = sum(v * w for v, w in zip(d, range(11, 1, -1), strict=True))
    dv2 = (s2 * 10) % 11 % 10
    return f"{dv1}{dv2}"


def gen_cpf(rng: random.Random) -> str:
    """A valid CPF, 11 digits, never all-equal."""
    while True:
        base = "".join(rng.choice(DIGITS) for _ in range(9))
        if len(set(base)) > 1:
            return base + cpf_dvs(base)


def cnpj_dvs(base12: str) -> str:
    """The two numeric CNPJ check digits; characters count as ord(c) - 48."""
    vals = [ord(c) - 48 for c in base12.upper()]
    w1 = [5, 4, 3, 2, 9, 8, 7, 6, 5, 4, 3, 2]
    r = sum(v * w for v, w in zip(vals, w1, strict=True)) % 11
    dv1 = 0 if r < 2 else 11 - r
    vals.append(dv1)
    w2 = [6, *w1]
    r = sum(v * w for v, w in zip(vals, w2, strict=True)) % 11
    dv2 = 0 if r < 2 else 11 - r
    return f"{dv1}{dv2}"


def gen_cnpj(rng: random.Random, alphanumeric: bool = False, order: str = "0001") -> str:
    """A valid CNPJ (14 chars). Alphanumeric ones have letters in the 8-char root."""
    if alphanumeric:
        while True:
            root = "".join(rng.choice(ALNUM) for _ in range(8))
            if any(c.isalpha() for c in root):
                break
    else:
        root = "".join(rng.choice(DIGITS) for _ in range(8))
    base = root + order
    return base + cnpj_dvs(base)


def renavam_dv(base10: str) -> str:
    """The RENAVAM check digit for 10 base digits."""
    weights = [3, 2, 9, 8, 7, 6, 5, 4, 3, 2]
    s = sum(int(c) * w for c, w in zip(base10, weights, strict=True))
    return str((s * 10) % 11 % 10)


def gen_renavam(rng: random.Random) -> str:
    """A valid 11-digit RENAVAM, often with leading zeros."""
    base = "00" + "".join(rng.choice(DIGITS) for _ in range(8))
    if rng.random() < 0.4:
        base = "0" + "".join(rng.choice(DIGITS) for _ in range(9))
    return base + renavam_dv(base)


def cnh_dvs(base9: str) -> str:
    """The two CNH registro check digits (layouts doc §0)."""
    d = [int(c) for c in base9]
    s1 = sum(v * w for v, w in zip(d, range(9, 0, -1), strict=True)) % 11
    desconto = 0
    if s1 >= 10:
        dv1, desconto = 0, 2
    else:
        dv1 = s1
    s2 = sum(v * w for v, w in zip(d, range(1, 10), strict=True)) % 11 - desconto
    if s2 < 0:
        s2 += 11
    dv2 = 0 if s2 >= 10 else s2
    return f"{dv1}{dv2}"


def gen_cnh_registro(rng: random.Random) -> str:
    """A valid 11-digit CNH registro number."""
    while True:
        base = "0" + "".join(rng.choice(DIGITS) for _ in range(8))
        if len(set(base)) > 1:
            return base + cnh_dvs(base)


def gen_placa(rng: random.Random, mercosul: bool | None = None) -> str:
    """A plate: old `ABC1234` or Mercosul `ABC1D23` (random choice when None)."""
    if mercosul is None:
        mercosul = rng.random() < 0.6
    letters = "".join(rng.choice(string.ascii_uppercase) for _ in range(3))
    nums = [rng.choice(DIGITS) for _ in range(4)]
    if mercosul:
        nums[1] = rng.choice(string.ascii_uppercase)
    return letters + "".join(nums)


def placa_to_mercosul(placa: str) -> str:
    """Convert an old plate to its Mercosul form (identity for Mercosul plates)."""
    p = placa.upper().replace("-", "")
    if p[4].isdigit():
        return p[:4] + MERCOSUL_LETTER[int(p[4])] + p[5:]
    return p


def gen_vin(rng: random.Random) -> str:
    """A 17-char chassi without I, O, Q; Brazilian WMI (starts with 9)."""
    wmi = rng.choice(["9BW", "9BM", "93Z", "9BD", "93Y", "9BG", "9BR", "936", "9C2"])
    rest = "".join(rng.choice(VIN_CHARS) for _ in range(14))
    return wmi + rest


def gen_digits(rng: random.Random, n: int) -> str:
    """n random digits (the first non-zero)."""
    return rng.choice("123456789") + "".join(rng.choice(DIGITS) for _ in range(n - 1))


def gen_hex_code(rng: random.Random, groups: int = 4, size: int = 4) -> str:
    """A control code like `4A2B.9C1D.77E0.3F5A`."""
    return ".".join(
        "".join(rng.choice("0123456789ABCDEF") for _ in range(size)) for _ in range(groups)
    )


def rand_date(rng: random.Random, start: date, end: date) -> date:
    """A uniformly random date in [start, end]."""
    span = (end - start).days
    return start + timedelta(days=rng.randint(0, max(span, 0)))


# --------------------------------------------------------------------- entities


@dataclass
class Address:
    """A street address in a Brazilian city."""

    logradouro: str
    numero: str
    bairro: str
    cep: str
    municipio: str
    uf: str

    def line(self) -> str:
        """One-line printed form."""
        return f"{self.logradouro}, {self.numero} - {self.bairro} - {self.municipio}/{self.uf} - CEP {self.cep}"


@dataclass
class Person:
    """A natural person (pessoa física)."""

    nome: str  # upper case, single spaces
    cpf: str
    rg: str
    rg_orgao: str
    data_nascimento: date
    mae: str
    pai: str
    endereco: Address
    profissao: str = "motorista"
    estado_civil: str = "casado(a)"


@dataclass
class Company:
    """A legal person (pessoa jurídica)."""

    razao_social: str
    nome_fantasia: str | None
    cnpj: str
    data_abertura: date
    endereco: Address
    socios: list[Person] = field(default_factory=list)
    nire: str = ""
    natureza: tuple[str, str] = ("206-2", "Sociedade Empresária Limitada")
    porte: str = "ME"


@dataclass
class Vehicle:
    """A vehicle as the CRLV describes it."""

    placa: str
    renavam: str
    chassi: str
    marca_modelo: str
    especie_tipo: str
    lotacao: int
    ano_fabricacao: int
    ano_modelo: int
    cor: str
    combustivel: str
    categoria: str = "ALUGUEL"


class Faux:
    """Factory of consistent fake entities driven by one seeded Random."""

    def __init__(self, rng: random.Random):
        self.rng = rng
        self.fk = Faker("pt_BR")
        self.fk.seed_instance(rng.getrandbits(32))

    def city(self) -> tuple[str, str]:
        """A (municipio, UF) pair; the target cities come up more often."""
        if self.rng.random() < 0.5:
            return self.rng.choice(CITIES[:3])
        return self.rng.choice(CITIES)

    def address(self, city: tuple[str, str] | None = None) -> Address:
        """A fake street address."""
        mun, uf = city or self.city()
        street = self.rng.choice(["Rua", "Avenida", "Rua", "Travessa", "Alameda"])
        return Address(
            logradouro=f"{street} {self.fk.last_name()} {self.fk.last_name()}",
            numero=str(self.rng.randint(10, 2999)),
            bairro=self.rng.choice(
                ["Centro", "Jardim América", "Vila Nova", "São Benedito", "Parque das Flores",
                 "Jardim Paulista", "Vila Industrial", "Bela Vista"]
            ),
            cep=f"{self.rng.randint(10000, 99999)}-{self.rng.randint(0, 999):03d}",
            municipio=mun,
            uf=uf,
        )

    def full_name(self) -> str:
        """An upper-case Brazilian full name (no prefixes/suffixes)."""
        first = self.fk.first_name()
        parts = [first, self.fk.last_name(), self.fk.last_name()]
        if self.rng.random() < 0.3:
            parts.insert(1, self.rng.choice(["de", "da", "dos"]))
        return upper_name(" ".join(parts))

    def person(self, as_of: date, city: tuple[str, str] | None = None,
               min_age: int = 23, max_age: int = 62) -> Person:
        """A driver-aged person with valid CPF."""
        birth = rand_date(
            self.rng,
            date(as_of.year - max_age, 1, 1),
            date(as_of.year - min_age - 1, 12, 28),
        )
        uf = (city or ("", "SP"))[1]
        return Person(
            nome=self.full_name(),
            cpf=gen_cpf(self.rng),
            rg=f"{self.rng.randint(10, 59)}.{self.rng.randint(100, 999)}.{self.rng.randint(100, 999)}-{self.rng.choice(DIGITS + 'X')}",
            rg_orgao=f"SSP {uf}",
            data_nascimento=birth,
            mae=self.full_name(),
            pai=self.full_name(),
            endereco=self.address(city),
            profissao=self.rng.choice(["motorista", "empresário", "motorista autônomo"]),
            estado_civil=self.rng.choice(["casado(a)", "solteiro(a)", "divorciado(a)"]),
        )

    def company(self, as_of: date, city: tuple[str, str] | None = None,
                alphanumeric: bool | None = None, n_socios: int | None = None) -> Company:
        """A transport company with partners."""
        city = city or self.city()
        if alphanumeric is None:
            alphanumeric = self.rng.random() < 0.2
        surname = self.fk.last_name().upper()
        core = self.rng.choice([
            f"{surname} TRANSPORTES", f"TRANSPORTE ESCOLAR {surname}", f"{surname} TURISMO",
            f"VIAÇÃO {surname}", f"{surname} FRETAMENTO E TURISMO",
        ])
        suffix = self.rng.choice(["LTDA", "LTDA", "LTDA - ME", "EIRELI"])
        natureza = ("206-2", "Sociedade Empresária Limitada")
        if suffix == "EIRELI":
            suffix = "LTDA"
        n = n_socios if n_socios is not None else self.rng.choice([1, 2, 2, 3])
        socios = [self.person(as_of, city) for _ in range(n)]
        opened = rand_date(self.rng, date(as_of.year - 20, 1, 1), date(as_of.year - 1, 6, 30))
        return Company(
            razao_social=upper_name(f"{core} {suffix}"),
            nome_fantasia=(f"{surname} TUR" if self.rng.random() < 0.6 else None),
            cnpj=gen_cnpj(self.rng, alphanumeric=alphanumeric),
            data_abertura=opened,
            endereco=self.address(city),
            socios=socios,
            nire=("35" if city[1] == "SP" else "31") + gen_digits(self.rng, 9),
            natureza=natureza,
            porte=self.rng.choice(["ME", "EPP", "DEMAIS"]),
        )

    def vehicle(self, as_of: date, max_age: int = 9, escolar: bool | None = None) -> Vehicle:
        """A passenger vehicle with valid RENAVAM and VIN."""
        models = VEHICLE_MODELS
        if escolar:
            models = [m for m in VEHICLE_MODELS if "ESC" in m[0]]
        marca, especie, lot = self.rng.choice(models)
        fab = self.rng.randint(as_of.year - max_age, as_of.year - 1)
        return Vehicle(
            placa=gen_placa(self.rng),
            renavam=gen_renavam(self.rng),
            chassi=gen_vin(self.rng),
            marca_modelo=marca,
            especie_tipo=especie,
            lotacao=lot,
            ano_fabricacao=fab,
            ano_modelo=fab + self.rng.choice([0, 1]),
            cor=self.rng.choice(COLORS),
            combustivel=self.rng.choice(FUELS),
            categoria=self.rng.choice(["ALUGUEL", "ALUGUEL", "PARTICULAR"]),
        )
