"""Property tests of the engine: no input makes it raise, and nothing is `met` without
evidence (issue 6 item 3)."""

from __future__ import annotations

from datetime import date

from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from checklists.engine import evaluate
from checklists.facts import Facts
from checklists.loader import all_checklists
from extractors.kinds import KINDS
from extractors.models import Extraction

FIELD_NAMES = ["data_emissao", "valida_ate", "validade", "resultado", "titular_documento",
               "titular_nome", "cpf", "cnpj", "placa", "placas", "ano_fabricacao", "exercicio",
               "categoria", "ear", "capital_integralizado", "capital_social", "socios",
               "coberturas", "infracoes", "assunto", "tipo", "municipio", "uf", "situacao",
               "proprietario_documento", "data_nascimento", "primeira_habilitacao",
               "cnae_principal", "orgao_emissor", "vigencia_fim", "especie_tipo"]

values = st.one_of(
    st.none(), st.booleans(), st.integers(-5, 3000), st.text(max_size=20),
    st.dates(date(1900, 1, 1), date(2100, 1, 1)).map(date.isoformat),
    st.sampled_from(["negativa", "positiva", "positiva_com_efeitos_de_negativa", "aprovado",
                     "D", "AE", "52998224725", "11222333000181", "ABC1D23", "15000.00"]),
    st.lists(st.dictionaries(st.sampled_from(["cpf", "nome", "tipo", "valor", "data", "natureza"]),
                             st.text(max_size=12), max_size=3), max_size=3),
)
field = st.fixed_dictionaries({"value": values, "confidence": st.floats(0, 1),
                               "valid": st.sampled_from([None, True, False])})
extraction = st.builds(
    lambda i, kind, kc, fields: Extraction.model_validate(
        {"file": f"d{i}.pdf", "kind": kind, "kind_confidence": kc, "fields": fields}),
    st.integers(0, 10**6), st.sampled_from([*KINDS, "unknown"]), st.floats(0, 1),
    st.dictionaries(st.sampled_from(FIELD_NAMES), field, max_size=8),
)
facts = st.builds(Facts, requerente_tipo=st.sampled_from([None, "pf", "pj"]),
                  requerente_documento=st.sampled_from([None, "52998224725", "11222333000181"]),
                  microempresa=st.sampled_from([None, True, False]),
                  veiculo_em_nome_de_terceiro=st.sampled_from([None, True, False]),
                  transporta_criancas_ate_3_anos=st.sampled_from([None, True, False]),
                  cadastrada_emtu=st.sampled_from([None, True, False]),
                  prestador_existente=st.sampled_from([None, True, False]))
CHECKLISTS = sorted(all_checklists())


@settings(max_examples=150, deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(cid=st.sampled_from(CHECKLISTS), docs=st.lists(extraction, max_size=12), f=facts,
       offset=st.integers(0, 3000))
def test_engine_never_raises_and_never_meets_without_evidence(cid, docs, f, offset) -> None:
    loaded = all_checklists()[cid]
    window = loaded.law.in_force
    last = window.until or date(2035, 1, 1)
    as_of = date.fromordinal(window.from_.toordinal() + offset % (last - window.from_).days)
    report = evaluate(loaded, docs, f, as_of)
    by_file = {d.file: d for d in docs}
    for r in report.requirements:
        if r.status == "met":
            assert r.documents, r
            for name in r.documents:
                assert by_file[name].kind_confidence >= 0.8
        assert r.reasons or r.status == "met"
    assert report.verdict in {"complete", "deficient", "review"}


def test_socios_that_is_not_a_list_names_no_partner() -> None:
    """Found by the property test above: `socios: 1` in an extraction made it raise."""
    from checklists.parties import derive_parties
    from extractors.models import Field

    e = Extraction(file="d0.pdf", kind="contrato_social", fields={"socios": Field(value=1)})
    parties = derive_parties(Facts(), [e])
    assert parties.partner_documents == ()
