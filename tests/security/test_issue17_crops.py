"""Issue 17, finding 4: parallel uncached evidence crops never call PDFium (or OCR) in
the server's threads — originals are read in an isolated worker, one at a time — and
all answer."""

from __future__ import annotations

from concurrent.futures import ThreadPoolExecutor

import pytest

from dossie.services import evidence
from dossie.services.principal import Principal
from dossie.store.documents import ExtractedDocument
from tests.api.support import FIXTURES, Api

FILES = ["crlv.pdf", "apolice.scan.pdf", "cnd_federal.scan.pdf", "cnh.scan.png"]


def test_parallel_uncached_crops_are_read_outside_the_server(fresh_api: Api,
                                                              monkeypatch: pytest.MonkeyPatch) -> None:
    api = fresh_api
    d = api.create_dossier("dono-das-provas")
    assert api.upload("dono-das-provas", d["id"], [FIXTURES / f for f in FILES]).status_code == 201
    assert api.check("dono-das-provas", d["id"]).status_code == 202
    assert api.wait("dono-das-provas", d["id"], timeout=240)["status"] == "done"
    with api.services.session() as s:
        rows = s.query(ExtractedDocument).filter_by(dossier_id=d["id"]).all()
        wanted = [(r.id, name) for r in rows
                  for name, f in (r.extraction.get("fields") or {}).items()
                  if isinstance(f, dict) and f.get("page") is not None and f.get("bbox")]
    with api.services.session() as s:
        from dossie.services import auth

        clerk = auth.get_user(s, "clerk-provas") or auth.get_user(
            s, auth.ensure_user_token(s, api.services.settings, username="clerk-provas",
                                      role="clerk").user.username)
        assert clerk is not None
        owner = Principal(user_id=clerk.id, username=clerk.username, role="clerk")
    assert len({e for e, _ in wanted}) >= 3, wanted
    # any reading of an original in this (the server's) process is a failure
    import intake.pipeline

    def forbidden(*_a, **_k):  # type: ignore[no-untyped-def]
        raise AssertionError("an original was read in the server's process")

    monkeypatch.setattr(intake.pipeline, "read_bytes", forbidden)
    by_doc: dict[str, str] = {}
    for e, name in wanted:
        by_doc.setdefault(e, name)
    jobs = list(by_doc.items()) * 2  # 8+ concurrent requests, none cached yet

    def crop(item: tuple[str, str]) -> bytes:
        with api.services.session() as s:
            return evidence.crop_png(s, api.services.settings, api.services.store.blobs, owner,
                                     d["id"], item[0], item[1])

    with ThreadPoolExecutor(max_workers=8) as pool:
        pngs = list(pool.map(crop, jobs))
    assert all(p.startswith(b"\x89PNG") for p in pngs)
    assert api.client.get("/health").status_code == 200
