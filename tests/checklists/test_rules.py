"""Each rule kind on its own: boundaries, and never `met` on doubtful evidence."""

from __future__ import annotations

from datetime import date
from typing import Any

import pytest
from pydantic import TypeAdapter

from checklists.facts import Facts
from checklists.parties import derive_parties
from checklists.rules import Rule
from checklists.rules.base import Context
from extractors.models import Extraction

RULE = TypeAdapter(Rule)
APPLICANT = "52998224725"


def ctx(as_of: date, facts: dict[str, Any] | None = None, docs: list[Extraction] = ()) -> Context:
    f = Facts.model_validate({"requerente_documento": APPLICANT, "placas": ["ABC1D23"],
                              **(facts or {})})
    return Context(as_of=as_of, facts=f, extractions=tuple(docs), parties=derive_parties(f, docs),
                   confidence_threshold=0.8, municipio="Olímpia", uf="SP")


def doc(kind: str, conf: float = 0.99, valid: bool | None = None, **fields: Any) -> Extraction:
    return Extraction(file=f"{kind}.pdf", kind=kind, fields={
        k: {"value": v, "confidence": conf, "valid": valid} for k, v in fields.items()})


def run(rule: dict[str, Any], d: Extraction, as_of: date, **kw: Any) -> str:
    r = RULE.validate_python(rule)
    p = r.params_at(as_of)
    assert p is not None
    return r.check(p, d, ctx(as_of, docs=[d], **kw)).status


def rule(type_: str, **params: Any) -> dict[str, Any]:
    return {"type": type_, "values": [{"from": "2000-01-01", "citation": "Art. 1º", **params}]}


# (rule, document fields that make it met) — one entry per rule kind.
KINDS: list[tuple[dict[str, Any], str, dict[str, Any]]] = [
    (rule("emission_window", max_days=60), "antecedentes_criminais", {"data_emissao": "2026-01-01"}),
    (rule("validity", when_absent="review"), "cnd_federal", {"valida_ate": "2026-12-31"}),
    (rule("exercicio"), "crlv", {"exercicio": 2026}),
    (rule("vehicle_age", max_years=15), "crlv", {"ano_fabricacao": 2020}),
    (rule("plates_match"), "apolice", {"placa": "ABC1D23"}),
    (rule("vehicle_owner"), "crlv", {"proprietario_documento": APPLICANT}),
    (rule("holder"), "cnd_municipal", {"titular_documento": APPLICANT}),
    (rule("cnh_category", allowed=["D", "E"]), "cnh", {"categoria": "AD"}),
    (rule("cnh_ear"), "cnh", {"ear": True}),
    (rule("cnh_years_licensed", min_years=2), "cnh", {"primeira_habilitacao": "2010-05-05"}),
    (rule("min_age", min_years=21), "cnh", {"data_nascimento": "1990-05-05"}),
    (rule("min_capital", min_amount="15000.00"), "contrato_social", {"capital_integralizado": "15000.00"}),
    (rule("activity", cnae=["4924-8"], fields=["cnae_principal"]), "cnpj", {"cnae_principal": "49.24-8-00 - Transporte escolar"}),
    (rule("seat"), "comprovante_endereco", {"municipio": "OLIMPIA"}),
    (rule("certificate_result", accepted=["negativa"]), "distribuicao_criminal", {"resultado": "negativa"}),
    (rule("field_in", field="resultado", label="resultado", allowed=["aprovado"]), "laudo_vistoria", {"resultado": "aprovado"}),
    (rule("infractions", months=12, forbidden=["gravissima"]), "prontuario_cnh", {"infracoes": [{"data": "2024-01-01", "natureza": "gravissima"}]}),
    (rule("min_coverage", min_amount="50000.00", keywords=["APP"], label="APP"), "apolice", {"coberturas": [{"tipo": "APP morte", "valor": "50000.00"}]}),
]
AS_OF = date(2026, 2, 1)


@pytest.mark.parametrize(("r", "kind", "fields"), KINDS, ids=[k[0]["type"] for k in KINDS])
def test_met_on_good_evidence(r: dict[str, Any], kind: str, fields: dict[str, Any]) -> None:
    assert run(r, doc(kind, **fields), AS_OF) == "met"


@pytest.mark.parametrize(("r", "kind", "fields"), KINDS, ids=[k[0]["type"] for k in KINDS])
def test_low_confidence_is_review(r: dict[str, Any], kind: str, fields: dict[str, Any]) -> None:
    assert run(r, doc(kind, conf=0.5, **fields), AS_OF) == "review"


@pytest.mark.parametrize(("r", "kind", "fields"), KINDS, ids=[k[0]["type"] for k in KINDS])
def test_absent_field_is_never_met(r: dict[str, Any], kind: str, fields: dict[str, Any]) -> None:
    assert run(r, doc(kind), AS_OF) in {"review", "invalid"}


@pytest.mark.parametrize(("r", "kind", "fields"), KINDS, ids=[k[0]["type"] for k in KINDS])
def test_failed_check_digit_is_never_met(r: dict[str, Any], kind: str, fields: dict[str, Any]) -> None:
    assert run(r, doc(kind, valid=False, **fields), AS_OF) == "invalid"


@pytest.mark.parametrize(("issued", "status"), [("2026-01-01", "met"), ("2025-12-02", "met"),
                                                ("2025-12-01", "expired")])
def test_emission_max_60_days_inclusive(issued: str, status: str) -> None:
    # 2025-12-02 → 2026-01-31 is day 60 (met); 2025-12-01 is day 61 (expired).
    r = rule("emission_window", max_days=60)
    assert run(r, doc("antecedentes_criminais", data_emissao=issued), date(2026, 1, 31)) == status


@pytest.mark.parametrize(("issued", "status"), [("2026-01-02", "met"), ("2026-01-01", "expired")])
def test_emission_less_than_30_days(issued: str, status: str) -> None:
    # "menos de 30 dias": day 29 met, day 30 expired (as_of 2026-01-31).
    r = rule("emission_window", max_days=30, inclusive=False)
    assert run(r, doc("antecedentes_criminais", data_emissao=issued), date(2026, 1, 31)) == status


@pytest.mark.parametrize(("as_of", "status"), [(date(2025, 12, 31), "met"), (date(2026, 1, 1), "invalid")])
def test_vehicle_age_calendar_year(as_of: date, status: str) -> None:
    r = rule("vehicle_age", max_years=7)
    assert run(r, doc("crlv", ano_fabricacao=2018), as_of) == status


@pytest.mark.parametrize(("as_of", "status"), [(date(2025, 12, 30), "met"), (date(2025, 12, 31), "invalid")])
def test_vehicle_age_from_31_december(as_of: date, status: str) -> None:
    # 2019 → focal 2019-12-31; 2024-12-31 completes 5 whole years (still "not more than
    # 5"), 2025-12-31 completes 6.
    r = rule("vehicle_age", max_years=5, method="from_dec31")
    assert run(r, doc("crlv", ano_fabricacao=2019), as_of) == status


@pytest.mark.parametrize(("cat", "allowed", "status"), [
    ("D", ["D", "E"], "met"), ("E", ["D", "E"], "met"), ("AD", ["D", "E"], "met"),
    ("AB", ["D", "E"], "invalid"), ("C", ["D", "E"], "invalid"),
    ("B", ["B", "C", "D", "E"], "met"), ("A", ["B", "C", "D", "E"], "invalid"),
])
def test_cnh_categories(cat: str, allowed: list[str], status: str) -> None:
    assert run(rule("cnh_category", allowed=allowed), doc("cnh", categoria=cat), AS_OF) == status


def test_ear_absent_on_the_back_is_invalid_and_front_only_is_review() -> None:
    r = rule("cnh_ear")
    assert run(r, doc("cnh", ear=False, observacoes="A"), AS_OF) == "invalid"
    assert run(r, doc("cnh", categoria="D"), AS_OF) == "review"


@pytest.mark.parametrize(("born", "status"), [("2005-02-01", "met"), ("2005-02-02", "invalid")])
def test_min_age_on_the_birthday(born: str, status: str) -> None:
    assert run(rule("min_age", min_years=21), doc("cnh", data_nascimento=born), AS_OF) == status


def test_capital_subscribed_is_not_paid_up() -> None:
    r = rule("min_capital", min_amount="15000.00")
    assert run(r, doc("contrato_social", capital_social="50000.00",
                      capital_integralizado="14999.99"), AS_OF) == "invalid"
    assert run(r, doc("contrato_social", capital_social="50000.00"), AS_OF) == "review"


@pytest.mark.parametrize(("result", "accepted", "status"), [
    ("negativa", ["negativa"], "met"),
    ("positiva", ["negativa", "positiva_com_efeitos_de_negativa"], "invalid"),
    ("positiva_com_efeitos_de_negativa", ["negativa", "positiva_com_efeitos_de_negativa"], "met"),
    ("positiva_com_efeitos_de_negativa", ["negativa"], "invalid"),
])
def test_certificate_results(result: str, accepted: list[str], status: str) -> None:
    r = rule("certificate_result", accepted=accepted)
    assert run(r, doc("cnd_federal", resultado=result), AS_OF) == status


def test_certificate_result_that_is_not_text_is_review() -> None:
    """Found by the engine's property test: a list here made the rule raise."""
    r = rule("certificate_result", accepted=["negativa"])
    assert run(r, doc("cnd_federal", resultado=["negativa"]), AS_OF) == "review"


def test_old_plate_matches_its_mercosul_form() -> None:
    r = rule("plates_match")
    assert run(r, doc("apolice", placa="ABC1334"), AS_OF, facts={"placas": ["ABC1D34"]}) == "met"
    assert run(r, doc("apolice", placa="XYZ9A99"), AS_OF) == "invalid"


def test_holder_mismatch_is_invalid_and_unknown_applicant_review() -> None:
    r = rule("holder")
    assert run(r, doc("cnd_municipal", titular_documento="11144477735"), AS_OF) == "invalid"
    d = doc("cnd_municipal", titular_documento=APPLICANT)
    rr = RULE.validate_python(r)
    no_applicant = Context(as_of=AS_OF, facts=Facts(), extractions=(d,),
                           parties=derive_parties(Facts(), [d]), confidence_threshold=0.8,
                           municipio="Olímpia", uf="SP")
    assert rr.check(rr.params_at(AS_OF), d, no_applicant).status == "review"


def test_infractions_window_and_recidivism() -> None:
    r = rule("infractions", months=12, forbidden=["grave", "gravissima"], max_medias=2)
    grave_13_months = [{"data": "2025-01-01", "natureza": "grave"}]
    assert run(r, doc("prontuario_cnh", infracoes=grave_13_months), AS_OF) == "met"
    grave_recent = [{"data": "2025-06-01", "natureza": "grave"}]
    assert run(r, doc("prontuario_cnh", infracoes=grave_recent), AS_OF) == "invalid"
    two_medias = [{"data": "2025-06-01", "natureza": "media"}, {"data": "2025-09-01", "natureza": "media"}]
    assert run(r, doc("prontuario_cnh", infracoes=two_medias), AS_OF) == "invalid"
    assert run(r, doc("prontuario_cnh", infracoes=[]), AS_OF) == "met"


def test_dated_values_pick_the_one_in_force() -> None:
    r = RULE.validate_python({"type": "emission_window", "values": [
        {"from": "2020-01-01", "citation": "Art. 1º", "max_days": 90},
        {"from": "2025-01-01", "citation": "Art. 1º (redação nova)", "max_days": 30},
    ]})
    assert r.params_at(date(2024, 12, 31)).max_days == 90
    assert r.params_at(date(2025, 1, 1)).max_days == 30
    assert r.params_at(date(2019, 12, 31)) is None
