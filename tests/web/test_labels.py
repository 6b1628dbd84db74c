"""The pages, the reports and the date rules name kinds and fields as the kind catalog
does (`extractors/catalog.yaml`, issue 12): one source of pt-BR names."""

from __future__ import annotations

from datetime import date

from api.web.labels import FIELDS_PT, clerk_note_pt, field_pt, kind_pt
from checklists.engine import evaluate
from checklists.facts import Facts
from checklists.loader import get_checklist
from dossie.services import report_view
from extractors import catalog
from tests.checklists.caselib import load_cases


def test_page_names_are_the_catalogs() -> None:
    assert catalog.field_labels() == FIELDS_PT
    for kind, spec in catalog.catalog().kinds.items():
        assert kind_pt(kind) == report_view.kind_pt(kind) == spec.name
        for name, f in spec.fields.items():
            assert field_pt(name, kind) == f.label
    assert kind_pt("unknown") == "Documento não identificado"
    assert field_pt("campo_sem_nome") == "campo sem nome"  # never a bare key


def test_the_date_rules_use_the_catalogs_field_names() -> None:
    case = next(c for c in load_cases()
                if c.id.startswith("mogi-das-cruzes/5268-2001/fretamento::clean"))
    rep = evaluate(get_checklist(case.checklist), case.extractions(),
                   Facts.model_validate(case.facts), case.as_of)
    crf = next(q for q in rep.requirements if q.citation == "Art. 9º, V")
    label = catalog.field_label("valida_ate", "crf_fgts")
    assert f"crf.pdf: {label} 30/06/2026." in crf.reasons
    assert "até até" not in " ".join(crf.reasons)
    late = evaluate(get_checklist(case.checklist), case.extractions(),
                    Facts.model_validate(case.facts), date(2027, 1, 1))
    crf = next(q for q in late.requirements if q.citation == "Art. 9º, V")
    assert crf.status == "expired"
    assert any(r.startswith(f"crf.pdf: {label} 30/06/2026, anterior à data de referência "
                            "01/01/2027") for r in crf.reasons), crf.reasons


def test_clerk_notes_in_words() -> None:
    assert clerk_note_pt("cnd.pdf: tipo cnd_federal com confiança 0.60.") == (
        "cnd.pdf: tipo Certidão de débitos relativos a tributos federais com confiança de 60%.")
    assert clerk_note_pt("crlv.pdf: proprietario_documento lido com confiança 0.62 "
                         "(mínimo 0.85).") == (
        "crlv.pdf: campo “CPF/CNPJ do proprietário” lido com confiança de 62% (mínimo 85%).")
