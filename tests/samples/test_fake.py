"""Check digits and formats of the fake entities, cross-checked with validate-docbr."""

from __future__ import annotations

import random
import re
from datetime import date

from validate_docbr import CNH, CNPJ, CPF, RENAVAM

from samples.fake import (
    Faux,
    gen_cnh_registro,
    gen_cnpj,
    gen_cpf,
    gen_placa,
    gen_renavam,
    gen_vin,
    placa_to_mercosul,
)
from samples.validate import PLACA_RE, VIN_RE, cnh_ok, cnpj_ok, cpf_ok, renavam_ok


def test_check_digits_agree_with_validate_docbr() -> None:
    rng = random.Random(1)
    for _ in range(300):
        cpf = gen_cpf(rng)
        assert CPF().validate(cpf) and cpf_ok(cpf)
        cnpj = gen_cnpj(rng)
        assert CNPJ().validate(cnpj) and cnpj_ok(cnpj)
        alnum = gen_cnpj(rng, alphanumeric=True)
        assert re.search(r"[A-Z]", alnum[:8])
        assert CNPJ().validate(alnum) and cnpj_ok(alnum)
        ren = gen_renavam(rng)
        assert len(ren) == 11 and RENAVAM().validate(ren) and renavam_ok(ren)
        reg = gen_cnh_registro(rng)
        assert CNH().validate(reg) and cnh_ok(reg)


def test_known_alphanumeric_cnpj() -> None:
    assert cnpj_ok("12ABC34501DE35")


def test_plates_and_vin() -> None:
    rng = random.Random(2)
    seen = set()
    for _ in range(200):
        p = gen_placa(rng)
        assert PLACA_RE.match(p)
        seen.add("old" if p[4].isdigit() else "mercosul")
        assert VIN_RE.match(gen_vin(rng))
    assert seen == {"old", "mercosul"}
    assert placa_to_mercosul("ABC1234") == "ABC1C34"
    assert placa_to_mercosul("ABC-1034") == "ABC1A34"
    assert placa_to_mercosul("ABC1D23") == "ABC1D23"


def test_faux_is_deterministic() -> None:
    a = Faux(random.Random(5)).person(date(2026, 12, 1))
    b = Faux(random.Random(5)).person(date(2026, 12, 1))
    assert a == b
    assert a.nome == " ".join(a.nome.upper().split())
