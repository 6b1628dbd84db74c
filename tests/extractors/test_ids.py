"""Tests of extractors.ids: normalisation, check digits, plates, VINs, generators."""

from __future__ import annotations

import json
import random
from pathlib import Path

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st
from validate_docbr import CNH, CNPJ, CPF, RENAVAM

from extractors import ids

# ../shared/realdocs next to the repository (CONTRACT: the shared material lives there).
REALDOCS = Path(__file__).resolve().parents[3] / "shared" / "realdocs" / "cnh"

# ---------------------------------------------------------------- known values

VALID_CPFS = ["131.334.317-06", "13133431706", "505.960.271-09", "028.485.629-00"]
INVALID_CPFS = [
    "131.334.317-07",  # wrong DV2
    "131.334.317-16",  # wrong DV1
    "111.111.111-11",  # all equal (DVs would check)
    "000.000.000-00",
    "1313343170",  # 10 digits
    "131334317066",  # 12 digits
    "",
    "abc.def.ghi-jk",
]
VALID_CNPJS = [
    "11.222.333/0001-81",
    "11222333000181",
    "12.ABC.345/01DE-35",  # alphanumeric example of the layouts doc (passes validate-docbr)
    "12abc34501de35",
]
INVALID_CNPJS = [
    "11.222.333/0001-82",
    "12.ABC.345/01DE-36",
    "00.000.000/0000-00",
    "11.222.333/0001-8",
    "12.ABC.345/01DE-3A",  # DVs are always numeric
]
VALID_RENAVAMS = ["00639884962", "639884962", "86769597308"]
INVALID_RENAVAMS = ["00639884963", "12345678901", "00000000000", "1234567", "1234567890123"]
# 02650306461: the Respect/Validation doc example; 59796888141: a real number reported in
# mariohmol/js-brasil#65; 01101314000: a real number reported in brazanation/go-documents#20
# whose DV1 remainder is 10, so it needs the "desconto" (DV2 = 1 - 2 + 11 = 10 -> 0).
VALID_CNH = ["02650306461", "59796888141", "01101314000"]
INVALID_CNH = [
    "98765432100",  # brutils' doctest "valid" number: wrong once the desconto applies
    # synthetic BID registros (realdocs/SOURCES.md: 0 of 40 pass)
    "47335258686",
    "00856407978",
    "01211997625",
    "06419908313",
    "02650306462",
    "11111111111",
    "0265030646",
    "",
]


def _bid_registros() -> list[tuple[str, str]]:
    pairs: list[tuple[str, str]] = []
    for path in sorted(REALDOCS.glob("*.gt.json")):
        fields = json.loads(path.read_text(encoding="utf-8"))["fields"]
        pairs.append((fields["registro"], fields["cpf"]))
    labels = REALDOCS / "bid_text_only" / "cnh_frente_labels.jsonl"
    if labels.exists():
        for line in labels.read_text(encoding="utf-8").splitlines():
            fields = json.loads(line).get("fields", {})
            if fields.get("registro") and fields.get("cpf"):
                pairs.append((fields["registro"], fields["cpf"]))
    return pairs


def test_only_digits() -> None:
    assert ids.only_digits("131.334.317-06") == "13133431706"
    assert ids.only_digits("") == ""
    assert ids.only_digits(None) == ""
    assert ids.only_digits("a١٢3") == "3"  # Arabic-Indic digits are not ASCII digits


@pytest.mark.parametrize("value", VALID_CPFS)
def test_valid_cpf(value: str) -> None:
    assert ids.is_valid_cpf(value)
    assert ids.normalize_cpf(value) == ids.only_digits(value)


@pytest.mark.parametrize("value", INVALID_CPFS)
def test_invalid_cpf(value: str) -> None:
    assert not ids.is_valid_cpf(value)


def test_normalize_cpf_shapes() -> None:
    assert ids.normalize_cpf("CPF: 131.334.317-06") == "13133431706"
    assert ids.normalize_cpf(" 131 334 317 06 ") == "13133431706"
    assert ids.normalize_cpf("131.334.317-0") is None
    assert ids.normalize_cpf("11.222.333/0001-81") is None
    assert ids.normalize_cpf(None) is None
    assert ids.format_cpf("13133431706") == "131.334.317-06"


@pytest.mark.parametrize("value", VALID_CNPJS)
def test_valid_cnpj(value: str) -> None:
    assert ids.is_valid_cnpj(value)


@pytest.mark.parametrize("value", INVALID_CNPJS)
def test_invalid_cnpj(value: str) -> None:
    assert not ids.is_valid_cnpj(value)


def test_normalize_cnpj() -> None:
    assert ids.normalize_cnpj("11.222.333/0001-81") == "11222333000181"
    assert ids.normalize_cnpj("12.abc.345/01de-35") == "12ABC34501DE35"
    assert ids.normalize_cnpj("CNPJ: 11.222.333/0001-81") == "11222333000181"
    assert ids.normalize_cnpj("CNPJ nº 11.222.333/0001-81") == "11222333000181"
    # An alphanumeric CNPJ that happens to start with "CPF" is not a labelled CPF.
    assert ids.normalize_cnpj("CPF12345000190") == "CPF12345000190"
    assert ids.document_type("CPF12345000190") == "cnpj"
    assert ids.normalize_cnpj("11.222.333/0001-8") is None
    assert ids.normalize_cnpj("12.ÁBC.345/01DE-35") is None
    assert ids.cnpj_root("11.222.333/0002-62") == "11222333"
    assert ids.format_cnpj("12ABC34501DE35") == "12.ABC.345/01DE-35"
    with pytest.raises(ValueError):
        ids.cnpj_root("not a cnpj")


def test_cnpj_alphanumeric_digit_values() -> None:
    # ord(c) - 48: "A" is worth 17; the check digits agree with validate-docbr.
    assert ids.cnpj_check_digits("12ABC34501DE") == "35"
    assert ids.cnpj_check_digits("112223330001") == "81"


def test_document_type_and_same_document() -> None:
    assert ids.document_type("131.334.317-06") == "cpf"
    assert ids.document_type("11.222.333/0001-81") == "cnpj"
    assert ids.document_type("12.ABC.345/01DE-35") == "cnpj"
    assert ids.document_type("123") is None
    assert ids.normalize_document("131.334.317-06") == "13133431706"
    assert ids.normalize_document("11.222.333/0001-81") == "11222333000181"
    assert ids.normalize_document("xyz") is None
    assert ids.is_valid_document("11.222.333/0001-81")
    assert not ids.is_valid_document("11.222.333/0001-82")
    assert ids.same_document("131.334.317-06", "13133431706")
    assert not ids.same_document("131.334.317-06", "505.960.271-09")
    assert ids.same_document("11.222.333/0001-81", "11222333000181")
    assert not ids.same_document("11.222.333/0001-81", "11.222.333/0002-62")
    assert ids.same_document("11.222.333/0001-81", "11.222.333/0002-62", cnpj_root_only=True)
    assert not ids.same_document("13133431706", "00013133431706")
    assert not ids.same_document(None, None)
    assert not ids.same_document("", "")


@pytest.mark.parametrize("value", VALID_RENAVAMS)
def test_valid_renavam(value: str) -> None:
    assert ids.is_valid_renavam(value)
    assert ids.normalize_renavam(value) == value.zfill(11)


@pytest.mark.parametrize("value", INVALID_RENAVAMS)
def test_invalid_renavam(value: str) -> None:
    assert not ids.is_valid_renavam(value)


def test_normalize_renavam() -> None:
    assert ids.normalize_renavam("639884962") == "00639884962"
    assert ids.normalize_renavam("0639884962") == "00639884962"
    assert ids.normalize_renavam("RENAVAM: 00639884962") == "00639884962"
    assert ids.normalize_renavam("12345678") is None
    assert ids.normalize_renavam("ABC") is None


@pytest.mark.parametrize("value", VALID_CNH)
def test_valid_cnh_registro(value: str) -> None:
    assert ids.is_valid_cnh_registro(value)


@pytest.mark.parametrize("value", INVALID_CNH)
def test_invalid_cnh_registro(value: str) -> None:
    assert not ids.is_valid_cnh_registro(value)


def test_cnh_desconto() -> None:
    # 011013140: Σ d·(9..1) = 43, 43 mod 11 = 10 -> DV1 0, desconto 2;
    # Σ d·(1..9) = 67, 67 mod 11 = 1, 1 - 2 = -1 -> +11 = 10 -> DV2 0.
    assert ids.cnh_registro_check_digits("011013140") == "00"
    # 987654321: DV1 remainder 10 -> 0; DV2 = 0 - 2 + 11 = 9.
    assert ids.cnh_registro_check_digits("987654321") == "09"
    assert ids.is_valid_cnh_registro("98765432109")


def test_bid_cnh_registros_fail_and_cpfs_pass() -> None:
    if not REALDOCS.is_dir():
        pytest.skip(f"shared realdocs not found at {REALDOCS}")
    pairs = _bid_registros()
    assert len(pairs) >= 2, "the BID ground truth files are missing"
    for registro, cpf in pairs:
        assert not ids.is_valid_cnh_registro(registro), registro
        assert ids.is_valid_cpf(cpf), cpf


def test_brutils_cnh_disagrees_on_desconto() -> None:
    brutils = pytest.importorskip("brutils")
    # The documented disagreement that made us choose validate-docbr for CNH.
    assert not brutils.is_valid_cnh("01101314000")
    assert brutils.is_valid_cnh("98765432100")
    assert ids.is_valid_cnh_registro("01101314000")
    assert not ids.is_valid_cnh_registro("98765432100")


# ---------------------------------------------------------------- placa / VIN


def test_placa() -> None:
    assert ids.normalize_placa("abc-1234") == "ABC1234"
    assert ids.normalize_placa("ABC 1D23") == "ABC1D23"
    assert ids.normalize_placa("ABC1D23") == "ABC1D23"
    for bad in ["AB1234", "ABCD123", "ABC12D3", "1BC1234", "ABC-12345", "", None, "ÁBC1234"]:
        assert ids.normalize_placa(bad) is None, bad
        assert not ids.is_valid_placa(bad)
    assert ids.is_valid_placa("ABC-1234")
    assert ids.placa_to_mercosul("ABC-1234") == "ABC1C34"
    assert ids.placa_to_mercosul("ABC1034") == "ABC1A34"
    assert ids.placa_to_mercosul("XYZ9999") == "XYZ9J99"
    assert ids.placa_to_mercosul("ABC1D23") == "ABC1D23"
    assert ids.placa_to_old("ABC1C34") == "ABC1234"
    assert ids.placa_to_old("ABC1K34") is None
    with pytest.raises(ValueError):
        ids.placa_to_mercosul("nope")
    assert ids.same_placa("ABC-1234", "ABC1C34")
    assert ids.same_placa("abc1c34", "ABC-1234")
    assert not ids.same_placa("ABC1234", "ABC1D34")
    assert not ids.same_placa("ABC1234", None)


def test_vin() -> None:
    assert ids.is_valid_vin("9BWZZZ377VT004251")
    assert ids.is_valid_vin("9bw zzz377vt004251")
    assert ids.normalize_vin("CHASSI: 9BWZZZ377VT004251") == "9BWZZZ377VT004251"
    # Brazilian VINs do not carry the North-American check digit: accepted anyway.
    assert ids.is_valid_vin("9BGRD08X04G117974")
    for bad in ["9BWZZZ377VT00425", "9BWZZZ377VT0042511", "9BWZZZ377VT00425I",
                "9BWZZZ377VT00425O", "9BWZZZ377VT00425Q", "", None]:  # fmt: skip
        assert not ids.is_valid_vin(bad), bad


# ---------------------------------------------------------------- generators


def test_generators_are_reproducible() -> None:
    a, b = random.Random(42), random.Random(42)
    assert ids.generate_cpf(a) == ids.generate_cpf(b)
    assert ids.generate_cnpj(a, alphanumeric=True) == ids.generate_cnpj(b, alphanumeric=True)


@settings(max_examples=60, deadline=None)
@given(st.integers(min_value=0, max_value=2**32))
def test_generated_ids_validate(seed: int) -> None:
    rng = random.Random(seed)
    cpf = ids.generate_cpf(rng)
    assert ids.is_valid_cpf(cpf) and CPF().validate(cpf)
    cnpj = ids.generate_cnpj(rng)
    assert cnpj.isdigit() and ids.is_valid_cnpj(cnpj) and CNPJ().validate(cnpj)
    alnum = ids.generate_cnpj(rng, alphanumeric=True)
    assert not alnum[:8].isdigit() and alnum[12:].isdigit()
    assert ids.is_valid_cnpj(alnum) and CNPJ().validate(alnum)
    renavam = ids.generate_renavam(rng)
    assert ids.is_valid_renavam(renavam) and RENAVAM().validate(renavam)
    registro = ids.generate_cnh_registro(rng)
    assert ids.is_valid_cnh_registro(registro) and CNH().validate(registro)
    mercosul = ids.generate_placa(rng)
    old = ids.generate_placa(rng, mercosul=False)
    assert ids.is_valid_placa(mercosul) and mercosul[4].isalpha()
    assert ids.is_valid_placa(old) and old[4].isdigit()
    assert ids.same_placa(old, ids.placa_to_mercosul(old))
    assert ids.placa_to_old(ids.placa_to_mercosul(old)) == old
    assert ids.is_valid_vin(ids.generate_vin(rng))


@settings(max_examples=150, deadline=None)
@given(st.text(alphabet="0123456789", min_size=11, max_size=11))
def test_own_check_digits_agree_with_validate_docbr(digits: str) -> None:
    if len(set(digits)) == 1:
        return
    assert (ids.cpf_check_digits(digits[:9]) == digits[9:]) == CPF().validate(digits)
    assert (ids.cnh_registro_check_digits(digits[:9]) == digits[9:]) == CNH().validate(digits)
    assert (ids.renavam_check_digit(digits[:10]) == digits[10]) == RENAVAM().validate(digits)


@settings(max_examples=100, deadline=None)
@given(st.text(alphabet="0123456789ABCDEFGHIJKLMNOPQRSTUVWXYZ", min_size=12, max_size=12))
def test_cnpj_check_digits_agree_with_validate_docbr(base: str) -> None:
    cnpj = base + ids.cnpj_check_digits(base)
    if len(set(cnpj)) > 1:
        assert CNPJ().validate(cnpj)
        assert ids.is_valid_cnpj(cnpj)


@settings(max_examples=100, deadline=None)
@given(st.integers(min_value=0, max_value=2**32))
def test_brutils_cross_check(seed: int) -> None:
    brutils = pytest.importorskip("brutils")
    rng = random.Random(seed)
    assert brutils.is_valid_cpf(ids.generate_cpf(rng))
    assert brutils.is_valid_cnpj(ids.generate_cnpj(rng))
    assert brutils.is_valid_renavam(ids.generate_renavam(rng))


@settings(max_examples=200, deadline=None)
@given(st.text())
def test_never_raises_on_arbitrary_text(text: str) -> None:
    ids.only_digits(text)
    for fn in (
        ids.normalize_cpf, ids.normalize_cnpj, ids.normalize_document, ids.normalize_renavam,
        ids.normalize_placa, ids.normalize_vin, ids.normalize_cnh_registro,
    ):  # fmt: skip
        result = fn(text)
        assert result is None or isinstance(result, str)
    for check in (
        ids.is_valid_cpf, ids.is_valid_cnpj, ids.is_valid_renavam, ids.is_valid_cnh_registro,
        ids.is_valid_placa, ids.is_valid_vin, ids.is_valid_document,
    ):  # fmt: skip
        assert isinstance(check(text), bool)
    assert ids.document_type(text) in (None, "cpf", "cnpj")
    assert isinstance(ids.same_document(text, text), bool)
    assert isinstance(ids.same_placa(text, text), bool)


@settings(max_examples=100, deadline=None)
@given(st.from_regex(r"[A-Z]{3}[0-9]{4}", fullmatch=True))
def test_same_placa_old_and_mercosul(old: str) -> None:
    mercosul = ids.placa_to_mercosul(old)
    assert ids.same_placa(old, mercosul)
    assert ids.same_placa(f"{old[:3]}-{old[3:]}", mercosul.lower())
