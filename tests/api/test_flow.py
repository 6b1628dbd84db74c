"""The whole flow of CONTRACT §6 in both modes: create, upload the committed example
dossier, check (202 → done), read the report as JSON/HTML/PDF, revalidate."""

from __future__ import annotations

import json
from datetime import date

from checklists.engine import evaluate
from checklists.facts import Facts
from checklists.loader import get_checklist
from dossie.inputs import load_inputs
from tests.api.support import CHECKLIST, EXAMPLES, Api, example_files


def _expected(as_of: date) -> dict:
    """What the CLI's pipeline says for the same inputs (the API must agree)."""
    facts = Facts.model_validate(json.loads((EXAMPLES / "fatos.json").read_text()))
    report = evaluate(get_checklist(CHECKLIST), load_inputs(example_files()), facts, as_of)
    return json.loads(report.model_dump_json())


def test_health_and_public_checklists(api: Api) -> None:
    assert api.client.get("/health").json()["status"] == "ok"
    r = api.client.get("/api/v1/checklists")
    assert r.status_code == 200
    ids = {c["id"] for c in r.json()}
    assert CHECKLIST in ids and "patrocinio/5174-2020/plataforma" in ids and len(ids) >= 11
    r = api.client.get(f"/api/v1/checklists/{CHECKLIST}")
    assert r.status_code == 200 and r.json()["items"][0]["ref"].startswith("art")


def test_example_dossier_end_to_end(api: Api) -> None:
    user = f"maria-{api.mode}"
    d = api.create_dossier(user, as_of="2027-01-01")
    assert d["status"] == "draft" and d["documents"] == [] and not d["report_available"]

    files = example_files()
    r = api.upload(user, d["id"], files)
    assert r.status_code == 201, r.text
    docs = r.json()["documents"]
    assert [x["name"] for x in docs] == [p.name for p in files]
    assert not any(x["duplicate"] for x in docs)

    # the same file again (and twice in one request) is stored once
    again = api.upload(user, d["id"], [files[0], files[0]])
    assert again.status_code == 201
    assert [x["duplicate"] for x in again.json()["documents"]] == [True, True]
    assert {x["id"] for x in again.json()["documents"]} == {docs[0]["id"]}

    r = api.check(user, d["id"])
    assert r.status_code == 202, r.text
    assert r.json()["status"] in ("queued", "running", "done")
    done = api.wait(user, d["id"])
    assert done["status"] == "done", done
    assert len(done["documents"]) == len(files)
    assert all(x["state"] == "done" and len(x["extractions"]) == 1 for x in done["documents"])
    assert done["job"]["status"] == "done" and done["report_available"]

    report = api.client.get(f"/api/v1/dossiers/{d['id']}/report",
                            headers=api.headers(user)).json()
    expected = _expected(date(2027, 1, 1))
    assert report["verdict"] == expected["verdict"] == "deficient"
    assert report["as_of"] == "2027-01-01"
    assert [(x["ref"], x["status"]) for x in report["requirements"]] == \
        [(x["ref"], x["status"]) for x in expected["requirements"]]
    assert {"checklist", "as_of", "verdict", "documents", "requirements", "deficiencies"} <= set(report)

    html = api.client.get(f"/api/v1/dossiers/{d['id']}/report?format=html",
                          headers=api.headers(user))
    assert html.status_code == 200 and html.headers["content-type"].startswith("text/html")
    assert "Art. 7º" in html.text
    pdf = api.client.get(f"/api/v1/dossiers/{d['id']}/report?format=pdf",
                         headers=api.headers(user))
    assert pdf.status_code == 200 and pdf.content.startswith(b"%PDF")

    # the original is kept byte-identical
    raw = api.client.get(f"/api/v1/dossiers/{d['id']}/documents/{docs[0]['id']}/content",
                         headers=api.headers(user))
    assert raw.status_code == 200 and raw.content == files[0].read_bytes()

    # a re-run is idempotent: same documents, one more report
    assert api.check(user, d["id"]).status_code == 202
    rerun = api.wait(user, d["id"])
    assert rerun["status"] == "done" and len(rerun["documents"]) == len(files)
    hist = api.client.get(f"/api/v1/dossiers/{d['id']}/reports", headers=api.headers(user))
    assert len([h for h in hist.json() if h["purpose"] == "check"]) == 2


def test_complete_at_an_earlier_date(api: Api) -> None:
    user = f"joao-{api.mode}"
    d = api.create_dossier(user, as_of="2026-06-15")
    assert api.upload(user, d["id"], example_files()).status_code == 201
    assert api.check(user, d["id"]).status_code == 202
    done = api.wait(user, d["id"])
    assert done["verdict"] == "complete"


def test_revalidation_from_stored_extractions(api: Api) -> None:
    user = f"ana-{api.mode}"
    d = api.create_dossier(user, as_of="2026-06-15")
    api.upload(user, d["id"], example_files())
    api.check(user, d["id"])
    assert api.wait(user, d["id"])["verdict"] == "complete"

    clerk = f"clerk-{api.mode}"
    r = api.client.post("/api/v1/revalidations", json={"as_of": "2027-01-01",
                                                       "checklist": CHECKLIST},
                        headers=api.headers(clerk, "clerk"))
    assert r.status_code == 202, r.text
    job = api.wait_job(clerk, f"/api/v1/revalidations/{r.json()['id']}")
    assert job["status"] == "done", job
    summary = job["result"]
    mine = [x for x in summary["dossiers"] if x["id"] == d["id"]]
    assert mine and mine[0]["verdict"] == "deficient" and mine[0]["changed"] is True
    assert summary["by_verdict"].get("deficient", 0) >= 1
    assert job["progress"]["done"] == job["progress"]["total"] == summary["total"]
    # the dossier shows its latest evaluation: the revalidation (issue 14); the check
    # stays in its history
    report = api.client.get(f"/api/v1/dossiers/{d['id']}/report", headers=api.headers(user))
    assert report.json()["verdict"] == "deficient" and report.json()["as_of"] == "2027-01-01"
    hist = api.client.get(f"/api/v1/dossiers/{d['id']}/reports", headers=api.headers(user))
    assert [h["purpose"] for h in hist.json()][:2] == ["revalidation", "check"]
