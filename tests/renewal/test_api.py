"""The renewal routes in both modes (SQLite + in-process pool; PostgreSQL + Celery over
Redis, where the revalidation is split into chunk jobs): the job, the per-dossier diff,
the CSV, the notices, the expiry calendar and the clerk's page; access control."""

from __future__ import annotations

import csv
import io

from sqlalchemy import select

from dossie.store.jobs import Job
from tests.api.support import Api, example_files


def test_revalidation_diff_csv_notices(api: Api) -> None:
    user = f"renov-{api.mode}"
    ids = []
    for _ in range(3):  # three dossiers: with chunks of 2, the Celery mode uses 2 chunk jobs
        d = api.create_dossier(user, as_of="2026-06-15")
        assert api.upload(user, d["id"], example_files()).status_code == 201
        api.check(user, d["id"])
        assert api.wait(user, d["id"])["verdict"] == "complete"
        ids.append(d["id"])
    clerk = f"renov-clerk-{api.mode}"
    h = api.headers(clerk, "clerk")
    r = api.client.post("/api/v1/revalidations", json={"as_of": "2026-07-02"}, headers=h)
    assert r.status_code == 202, r.text
    job = api.wait_job(clerk, f"/api/v1/revalidations/{r.json()['id']}", timeout=120)
    assert job["status"] == "done", job
    jid = job["id"]
    assert job["progress"]["done"] == job["progress"]["total"] == job["result"]["total"]
    if api.mode == "celery":
        with api.services.session() as s:
            chunks = s.scalars(select(Job).where(Job.id.like(jid[:22] + "-c%"))).all()
        assert len(chunks) >= 2 and all(c.status == "done" for c in chunks)

    page = api.client.get(f"/api/v1/revalidations/{jid}/dossiers",
                          params={"change": "passou_a_ter_pendencias", "limit": 1000},
                          headers=h).json()
    mine = {i["dossier_id"]: i for i in page["items"] if i["dossier_id"] in ids}
    assert set(mine) == set(ids)
    new = mine[ids[0]]["diff"]["newly_deficient"]
    assert [e["expired_on"] for e in new if e["citation"] == "Art. 9º, V"] == ["2026-07-01"]

    r = api.client.get(f"/api/v1/revalidations/{jid}/csv", headers=h)
    assert r.status_code == 200 and r.headers["content-type"].startswith("text/csv")
    rows = list(csv.DictReader(io.StringIO(r.text.lstrip("\ufeff")), delimiter=";"))
    assert {x["dossie"] for x in rows} >= set(ids)

    notices = api.client.get(f"/api/v1/revalidations/{jid}/notices", headers=h).json()
    ours = [n for n in notices if n["username"] == user]
    assert len(ours) == 1 and set(ours[0]["dossiers"]) == set(ids)
    html = api.client.get(ours[0]["html"], headers=h)
    assert html.status_code == 200 and "Notificação de renovação" in html.text
    pdf = api.client.get(ours[0]["pdf"], headers=h)
    assert pdf.status_code == 200 and pdf.content.startswith(b"%PDF-")
    assert api.client.get(f"/api/v1/revalidations/{jid}/notices/nao-existe",
                          headers=h).status_code == 404

    cal = api.client.get("/api/v1/expiring", params={"within": 16, "as_of": "2026-06-15"},
                         headers=h)
    assert cal.status_code == 200
    assert {d["dossier_id"] for d in cal.json()["dossiers"]} >= set(ids)

    # applicants see none of it
    app_h = api.headers(user)
    assert api.client.get(f"/api/v1/revalidations/{jid}/csv", headers=app_h).status_code == 403
    assert api.client.get("/api/v1/expiring", headers=app_h).status_code == 403
    assert api.client.get("/api/v1/expiring", params={"within": -1},
                          headers=h).status_code == 422


def test_clerk_page(local_api: Api) -> None:
    c = local_api.client
    r = c.get("/web/vencimentos", follow_redirects=False)
    assert r.status_code == 303 and r.headers["location"].startswith("/web/entrar")
    c.cookies.set("dossie_sessao", local_api.token("page-clerk", "clerk"), path="/web")
    try:
        r = c.get("/web/vencimentos", params={"dias": 400, "data": "2026-06-15"})
        assert r.status_code == 200, r.text
        assert "Calendário de vencimentos" in r.text and "De 15/06/2026 a" in r.text
        c.cookies.set("dossie_sessao", local_api.token("page-app"), path="/web")
        assert c.get("/web/vencimentos").status_code == 403
    finally:
        c.cookies.clear()
