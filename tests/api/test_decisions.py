"""A clerk decides an item the machine left for review: audited, re-evaluated at once,
kept on later checks, revocable; applicants cannot decide."""

from __future__ import annotations

import json

from tests.api.support import EXAMPLES, Api, example_files


def _low_confidence_crf() -> bytes:
    data = json.loads((EXAMPLES / "crf.extraction.json").read_text(encoding="utf-8"))
    for f in data["fields"].values():
        f["confidence"] = 0.3
    return json.dumps(data).encode()


def test_clerk_decides_a_review_item(local_api: Api) -> None:
    api, user = local_api, "helena"
    d = api.create_dossier(user, as_of="2026-06-15")
    files = [("files", (p.name, p.read_bytes(), "x"))
             for p in example_files("crf.extraction.json")]
    files.append(("files", ("crf.extraction.json", _low_confidence_crf(), "x")))
    r = api.client.post(f"/api/v1/dossiers/{d['id']}/documents", files=files,
                        headers=api.headers(user))
    assert r.status_code == 201, r.text
    api.check(user, d["id"])
    done = api.wait(user, d["id"])
    assert done["verdict"] == "review" and done["has_review"], done
    report = api.client.get(f"/api/v1/dossiers/{d['id']}/report", headers=api.headers(user)).json()
    refs = sorted({x["ref"] for x in report["deficiencies"] if x["status"] == "review"})
    assert refs

    url = f"/api/v1/dossiers/{d['id']}/decisions"
    body = {"ref": refs[0], "status": "met", "justification": "Conferido no sítio da Caixa."}
    assert api.client.post(url, json=body, headers=api.headers(user)).status_code == 403
    bad = api.client.post(url, json={**body, "ref": "art999"}, headers=api.headers("dora", "clerk"))
    assert bad.status_code == 422
    made = api.client.post(url, json=body, headers=api.headers("dora", "clerk"))
    assert made.status_code == 201, made.text

    after = api.client.get(f"/api/v1/dossiers/{d['id']}/report", headers=api.headers(user)).json()
    decided = [x for x in after["requirements"] if x["ref"] == refs[0]]
    assert all(x["status"] == "met" for x in decided)
    assert any("Conferido no sítio da Caixa." in reason for x in decided for reason in x["reasons"])
    if len(refs) == 1:
        assert after["verdict"] == "complete"

    # a later check keeps the decision
    api.check(user, d["id"])
    again = api.wait(user, d["id"])
    assert again["status"] == "done"
    kept = api.client.get(f"/api/v1/dossiers/{d['id']}/report", headers=api.headers(user)).json()
    assert all(x["status"] == "met" for x in kept["requirements"] if x["ref"] == refs[0])

    events = api.client.get(f"/api/v1/dossiers/{d['id']}/events",
                            headers=api.headers("dora", "clerk")).json()
    ev = next(e for e in events if e["action"] == "decisao.registrar")
    assert ev["detail"]["status_anterior"] == "review" and ev["actor_role"] == "clerk"

    # revoked: back to review
    rid = made.json()["id"]
    r = api.client.delete(f"{url}/{rid}", headers=api.headers("dora", "clerk"))
    assert r.status_code == 200 and r.json()["active"] is False
    back = api.client.get(f"/api/v1/dossiers/{d['id']}/report", headers=api.headers(user)).json()
    assert any(x["status"] == "review" for x in back["requirements"] if x["ref"] == refs[0])


def test_clerk_notes_reach_clerks_only_in_the_report_json(local_api: Api) -> None:
    """A low-confidence reading leaves clerk-only notes (confidences) on its requirement:
    the clerk's report JSON has them, the applicant's has none (issue 14)."""
    api, user = local_api, "heitor"
    d = api.create_dossier(user, as_of="2026-06-15")
    files = [("files", ("crf.extraction.json", _low_confidence_crf(), "x"))]
    assert api.client.post(f"/api/v1/dossiers/{d['id']}/documents", files=files,
                           headers=api.headers(user)).status_code == 201
    api.check(user, d["id"])
    api.wait(user, d["id"])
    url = f"/api/v1/dossiers/{d['id']}/report"
    clerk = api.client.get(url, headers=api.headers("dora", "clerk")).json()
    assert any(x.get("clerk_notes") for x in clerk["requirements"])
    mine = api.client.get(url, headers=api.headers(user))
    assert mine.status_code == 200 and "confiança" not in mine.text
    assert not any(x.get("clerk_notes") for x in mine.json()["requirements"])
    assert mine.json()["verdict"] == clerk["verdict"]
