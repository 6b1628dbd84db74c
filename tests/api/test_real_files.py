"""Real files from `samples/fixtures/` through real intake (text layer in the local mode,
OCR in a Celery worker) and the extractors, via the API."""

from __future__ import annotations

import json

from tests.api.support import FIXTURES, Api


def _gold(name: str) -> dict:
    return json.loads((FIXTURES / f"{name}.gold.json").read_text(encoding="utf-8"))


def test_born_digital_pdf_is_read(local_api: Api) -> None:
    api, user = local_api, "pdf-user"
    d = api.create_dossier(user, as_of="2026-12-01")
    r = api.upload(user, d["id"], [FIXTURES / "crlv.pdf"])
    assert r.status_code == 201 and r.json()["documents"][0]["media_type"] == "application/pdf"
    api.check(user, d["id"])
    done = api.wait(user, d["id"])
    ex = done["documents"][0]["extractions"][0]["extraction"]
    assert ex["kind"] == "crlv" and ex["text_source"] == "pdf-text"
    gold = _gold("crlv.pdf")["fields"]
    for name in ("placa", "renavam", "ano_fabricacao"):
        assert ex["fields"][name]["value"] == gold[name]["value"]


def test_scanned_pdf_goes_through_ocr_in_a_celery_worker(celery_api: Api) -> None:
    """The scan needs tesseract, run inside the Celery worker process (prefork child)."""
    api = celery_api
    user = f"scan-user-{api.mode}"
    d = api.create_dossier(user, as_of="2026-12-01")
    r = api.upload(user, d["id"], [FIXTURES / "crlv.scan.pdf"])
    assert r.status_code == 201
    api.check(user, d["id"])
    done = api.wait(user, d["id"], timeout=180)
    assert done["status"] == "done", done
    doc = done["documents"][0]
    assert doc["state"] == "done", doc
    ex = doc["extractions"][0]["extraction"]
    assert ex["text_source"] == "ocr" and ex["kind"] == "crlv"
    assert ex["fields"], ex
    report = api.client.get(f"/api/v1/dossiers/{d['id']}/report", headers=api.headers(user))
    assert report.status_code == 200
    assert any(x["file"] == "crlv.scan.pdf" for x in report.json()["documents"])
