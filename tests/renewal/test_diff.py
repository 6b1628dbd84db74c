"""The diff of a revalidation: a certificate that expires between two dates becomes a
new deficiency naming the document and the day it stopped being valid."""

from __future__ import annotations

from datetime import date

from sqlalchemy import func, select

from dossie.services.revalidation.diff import diff_statuses
from dossie.store.reports import StoredReport
from tests.renewal.support import items, revalidate

FGTS = "Art. 9º, V"  # crf.extraction.json: valid until 30/06/2026


def test_certificate_expiring_between_two_dates(store, make_dossier) -> None:
    did = make_dossier(date(2026, 6, 15))
    before = revalidate(store, date(2026, 6, 30))  # last day of the CRF's validity
    assert before.status == "done", before.error_message
    it = items(store, before.id)[did]
    assert it.verdict == "complete" and it.change == "continua_completo"
    assert it.diff["newly_deficient"] == [] and it.diff["unchanged"] > 0

    after = revalidate(store, date(2026, 7, 2))
    it = items(store, after.id)[did]
    assert it.previous_report_id is not None and it.previous_verdict == "complete"
    assert it.change == "passou_a_ter_pendencias" and it.verdict == "deficient"
    crf = [e for e in it.diff["newly_deficient"] if e["citation"] == FGTS]
    assert len(crf) == 1
    assert crf[0]["before"] == "met" and crf[0]["after"] == "expired"
    assert crf[0]["expired_on"] == "2026-07-01"  # the first day it is no longer met
    assert crf[0]["documents"] == ["crf.pdf"]
    assert any("30/06/2026" in r for r in crf[0]["reasons"])
    assert after.result["by_change"] == {"passou_a_ter_pendencias": 1}
    assert after.result["dossiers"][0]["changed"] is True
    # one new report per dossier and revalidation, tagged with the job
    with store.db.session() as s:
        n = s.scalar(select(func.count()).select_from(StoredReport)
                     .where(StoredReport.job_id == after.id))
        row = s.scalar(select(StoredReport).where(StoredReport.job_id == after.id))
    assert n == 1 and row.purpose == "revalidation" and row.as_of == date(2026, 7, 2)
    assert row.checklist_version and row.report["verdict"] == "deficient"

    # and back: a third revalidation at an earlier date resolves it
    again = revalidate(store, date(2026, 6, 20))
    it = items(store, again.id)[did]
    assert it.change == "regularizado"
    assert FGTS in [e["citation"] for e in it.diff["resolved"]]


def test_diff_of_compact_reports() -> None:
    a = [["art1", "Art. 1º", "A", "met", "2027-01-01", ["a.pdf"]],
         ["art2", "Art. 2º", "B", "missing", None, []],
         ["art3", "Art. 3º", "C", "met", None, ["c.pdf"]],
         ["art3", "Art. 3º", "C2", "met", None, ["c.pdf"]]]
    b = [["art1", "Art. 1º", "A", "expired", None, ["a.pdf"]],
         ["art2", "Art. 2º", "B", "met", None, ["b.pdf"]],
         ["art3", "Art. 3º", "C", "met", None, ["c.pdf"]],
         ["art4", "Art. 4º", "D", "review", None, []]]
    d = diff_statuses(a, b, {("art1", "A"): ["vencido"]})
    assert [e["ref"] for e in d["newly_deficient"]] == ["art1", "art4"]
    assert d["newly_deficient"][0]["expired_on"] == "2027-01-01"
    assert d["newly_deficient"][0]["reasons"] == ["vencido"]
    assert [e["ref"] for e in d["resolved"]] == ["art2"]
    assert [e["title"] for e in d["removed"]] == ["C2"] and d["unchanged"] == 1
    assert [e["ref"] for e in d["added"]] == ["art4"]
    first = diff_statuses(None, b)
    assert [e["ref"] for e in first["newly_deficient"]] == ["art1", "art4"]
