"""The polled and hot routes answer exactly as before after their statements were merged
and their read-backs dropped (issue 6: load): the upload's answer is what a read of the
dossier shows, a second check while one is active returns that one, the report and the
list keep their access rules and filters."""

from __future__ import annotations

from datetime import date

from sqlalchemy import update

from dossie.services import jobs
from dossie.services.auth import authenticate
from dossie.store.dossiers import Dossier
from dossie.store.jobs import Job
from tests.api.support import Api, example_files


def test_upload_answer_matches_the_dossier(api: Api) -> None:
    user = f"lean-up-{api.mode}"
    d = api.create_dossier(user)
    files = example_files()
    first = api.upload(user, d["id"], files[:2])
    assert first.status_code == 201, first.text
    # one file already in the dossier, one new, the new one twice
    mixed = api.upload(user, d["id"], [files[0], files[2], files[2]])
    assert mixed.status_code == 201, mixed.text
    got = {x["id"]: x for x in api.client.get(
        f"/api/v1/dossiers/{d['id']}", headers=api.headers(user)).json()["documents"]}
    answers = first.json()["documents"] + mixed.json()["documents"]
    assert [x["duplicate"] for x in answers] == [False, False, True, False, True]
    for x in answers:
        assert {k: v for k, v in x.items() if k != "duplicate"} == \
            {k: v for k, v in got[x["id"]].items() if k != "duplicate"}
    assert answers[2]["id"] == answers[0]["id"] and answers[4]["id"] == answers[3]["id"]


def test_report_and_check_access(api: Api) -> None:
    owner, other = f"lean-own-{api.mode}", f"lean-other-{api.mode}"
    d = api.create_dossier(owner)
    url = f"/api/v1/dossiers/{d['id']}"
    r = api.client.get(f"{url}/report", headers=api.headers(owner))
    assert r.status_code == 404 and r.json()["code"] == "relatorio_inexistente"
    for path in (f"{url}/report", "/api/v1/dossiers/nao-existe/report",
                 f"/api/v1/dossiers/{'x' * 80}/report"):
        r = api.client.get(path, headers=api.headers(other))
        assert r.status_code == 404 and r.json()["code"] == "dossie_inexistente", path
    r = api.check(other, d["id"])
    assert r.status_code == 404 and r.json()["code"] == "dossie_inexistente"
    assert api.upload(owner, d["id"], example_files()).status_code == 201
    assert api.check(owner, d["id"]).status_code == 202
    api.wait(owner, d["id"])
    r = api.client.get(f"{url}/report", headers=api.headers(owner))
    assert r.status_code == 200 and r.json()["verdict"]
    r = api.client.get(f"{url}/report", headers=api.headers(other))
    assert r.status_code == 404 and r.json()["code"] == "dossie_inexistente"


class _Idle:
    def submit(self, job_id: str) -> None:  # the job stays queued
        pass


def test_a_second_check_returns_the_active_one(local_api: Api) -> None:
    api = local_api
    user = "lean-active"
    d = api.create_dossier(user)
    assert api.upload(user, d["id"], example_files()).status_code == 201
    with api.services.session() as s:
        who = authenticate(s, api.token(user))
        queued = jobs.submit_check(s, _Idle(), who, d["id"], date(2026, 6, 15))  # type: ignore[arg-type]
    try:
        r = api.check(user, d["id"])
        assert r.status_code == 202, r.text
        assert r.json() == queued.model_dump(mode="json")
    finally:  # leave the dossier as a finished check would
        with api.services.session() as s:
            s.execute(update(Job).where(Job.id == queued.id).values(status="failed"))
            s.execute(update(Dossier).where(Dossier.id == d["id"]).values(status="draft"))
            s.commit()


def test_list_filters(api: Api) -> None:
    user, other = f"lean-list-{api.mode}", f"lean-list2-{api.mode}"
    mine = [api.create_dossier(user)["id"] for _ in range(3)]
    api.create_dossier(other)
    page = api.client.get("/api/v1/dossiers?limit=2", headers=api.headers(user)).json()
    assert page["total"] == 3 and page["limit"] == 2 and len(page["items"]) == 2
    rest = api.client.get("/api/v1/dossiers?limit=2&offset=2", headers=api.headers(user)).json()
    assert {x["id"] for x in page["items"] + rest["items"]} == set(mine)
    for query, total in (("status=draft", 3), ("status=done", 0), ("has_review=false", 3),
                         ("has_review=true", 0), (f"checklist={page['items'][0]['checklist']}", 3),
                         ("checklist=nenhum", 0)):
        r = api.client.get(f"/api/v1/dossiers?{query}", headers=api.headers(user))
        assert r.status_code == 200 and r.json()["total"] == total, query
