"""Property tests that complete `tests/extractors`' hypothesis suites: formatting and
normalising are inverse (CPF, CNPJ, RENAVAM, plates), normalising is idempotent (plates,
VIN, names, dates, money), plates compare equal in both forms whatever the punctuation,
and no parser raises on text built from its own alphabet."""

from __future__ import annotations

import datetime as dt
import random
from decimal import Decimal

from hypothesis import given, settings
from hypothesis import strategies as st

from extractors import ids
from extractors.dates import find_dates, format_date_br, format_date_long, parse_date
from extractors.money import format_money, format_money_br, parse_money
from extractors.names import fold, normalize_name

seeds = st.integers(min_value=0, max_value=2**32)
FAST = settings(max_examples=150, deadline=None)


@FAST
@given(seeds)
def test_cpf_format_normalise_round_trip(seed: int) -> None:
    cpf = ids.generate_cpf(random.Random(seed))
    shown = ids.format_cpf(cpf)
    assert ids.normalize_cpf(shown) == cpf and ids.is_valid_cpf(shown)
    assert ids.normalize_document(shown) == cpf and ids.document_type(shown) == "cpf"


@FAST
@given(seeds, st.booleans())
def test_cnpj_format_normalise_round_trip(seed: int, alnum: bool) -> None:
    cnpj = ids.generate_cnpj(random.Random(seed), alphanumeric=alnum)
    shown = ids.format_cnpj(cnpj)
    assert ids.normalize_cnpj(shown) == cnpj and ids.is_valid_cnpj(shown)
    assert ids.normalize_cnpj(shown.lower()) == cnpj  # upper case, as CONTRACT §4 says
    assert ids.same_document(shown, cnpj)


@FAST
@given(seeds, st.sampled_from(["", ".", "-", " "]))
def test_renavam_with_punctuation(seed: int, sep: str) -> None:
    ren = ids.generate_renavam(random.Random(seed))
    shown = sep.join([ren[:4], ren[4:10], ren[10:]]) if sep else ren
    assert ids.normalize_renavam(shown) == ren and ids.is_valid_renavam(shown)


@FAST
@given(seeds, st.booleans(), st.sampled_from(["", "-", " ", "·"]), st.booleans())
def test_plates_in_any_dress(seed: int, mercosul: bool, sep: str, lower: bool) -> None:
    placa = ids.generate_placa(random.Random(seed), mercosul=mercosul)
    shown = placa[:3] + sep + placa[3:]
    shown = shown.lower() if lower else shown
    norm = ids.normalize_placa(shown)
    assert norm == placa and ids.normalize_placa(norm) == norm  # idempotent, no hyphen
    merc = ids.placa_to_mercosul(shown)
    assert ids.same_placa(shown, merc) and ids.is_valid_placa(merc)
    old = ids.placa_to_old(merc)
    if old is not None:
        assert ids.same_placa(old, shown) and ids.placa_to_mercosul(old) == merc


@FAST
@given(st.text(alphabet="ABCDEFGHJKLMNPRSTUVWXYZ0123456789 -", max_size=24))
def test_vin_normalise_idempotent(text: str) -> None:
    v = ids.normalize_vin(text)
    if v is not None:
        assert ids.normalize_vin(v) == v and len(v) == 17 and ids.is_valid_vin(v)


@FAST
@given(st.text(max_size=80))
def test_name_normalise_idempotent(text: str) -> None:
    n = normalize_name(text)
    assert normalize_name(n) == n
    assert n == n.upper() and "  " not in n
    assert fold(fold(text)) == fold(text)


@FAST
@given(st.dates(min_value=dt.date(1900, 1, 1), max_value=dt.date(2099, 12, 31)))
def test_date_forms_parse_back(value: dt.date) -> None:
    assert parse_date(format_date_br(value)) == value
    assert parse_date(value.isoformat()) == value
    assert parse_date(format_date_long(value)) == value
    found = find_dates(f"Emitida em {format_date_br(value)}.")
    assert [m.value for m in found] == [value]


@FAST
@given(st.decimals(min_value=Decimal("0.01"), max_value=Decimal("99999999.99"), places=2))
def test_money_format_parse_idempotent(value: Decimal) -> None:
    shown = format_money_br(value)  # as printed: R$ 1.234,56
    parsed = parse_money(shown)
    assert parsed == value
    assert format_money(parsed) == format_money(value)
    assert parse_money(format_money_br(parsed)) == parsed


@FAST
@given(st.text(alphabet="0123456789.-/ ABCDEFGHIJKLMNOPQRSTUVWXYZcpfnjCPFNJ:", max_size=40))
def test_id_parsers_never_raise_on_id_like_text(text: str) -> None:
    for fn in (ids.normalize_cpf, ids.normalize_cnpj, ids.normalize_renavam,
               ids.normalize_cnh_registro, ids.normalize_placa, ids.normalize_vin,
               ids.normalize_document):
        out = fn(text)
        assert out is None or isinstance(out, str)
    for fn in (ids.is_valid_cpf, ids.is_valid_cnpj, ids.is_valid_renavam,
               ids.is_valid_cnh_registro, ids.is_valid_placa, ids.is_valid_vin,
               ids.is_valid_document):
        assert isinstance(fn(text), bool)
    assert isinstance(ids.same_placa(text, text[::-1]), bool)
