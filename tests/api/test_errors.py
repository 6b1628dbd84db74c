"""Errors are `{"detail", "code"}` with the right status, never a 500 for bad input; the
upload limits hold while streaming; the OpenAPI document covers CONTRACT §6."""

from __future__ import annotations

from collections.abc import Iterator
from pathlib import Path

import pytest

from dossie.services.app import Services
from tests.api.support import CHECKLIST, FIXTURES, Api, example_files, local_settings, running_api


def _err(r, status: int, code: str | None = None) -> dict:  # type: ignore[no-untyped-def]
    assert r.status_code == status, (r.status_code, r.text)
    body = r.json()
    assert isinstance(body["detail"], str) and body["detail"] and body["code"]
    if code:
        assert body["code"] == code, body
    return body


def test_bad_dossier_requests(local_api: Api) -> None:
    api, h = local_api, local_api.headers("erin")
    post = api.client.post
    _err(post("/api/v1/dossiers", json={"checklist": "nao/existe/mesmo"}, headers=h), 422,
         "checklist_desconhecido")
    _err(post("/api/v1/dossiers", json={"checklist": CHECKLIST, "facts": {"microempresa": "talvez"}},
              headers=h), 422, "fatos_invalidos")
    _err(post("/api/v1/dossiers", json={"checklist": CHECKLIST, "as_of": "ontem"}, headers=h),
         422, "dados_invalidos")
    _err(post("/api/v1/dossiers", json={"checklist": "patrocinio/5174-2020/plataforma",
                                        "as_of": "2024-01-10"}, headers=h),
         422, "lei_fora_de_vigencia")
    _err(post("/api/v1/dossiers", content=b"{not json", headers={**h, "content-type": "application/json"}),
         422)
    _err(api.client.get("/api/v1/dossiers/" + "f" * 32, headers=h), 404, "dossie_inexistente")
    _err(api.client.get("/api/v1/dossiers/" + "x" * 500, headers=h), 404)
    _err(api.client.get("/api/v1/nada", headers=h), 404)
    _err(api.client.put("/api/v1/dossiers", headers=h), 405)
    _err(api.client.get(f"/api/v1/checklists/{CHECKLIST}x"), 404, "checklist_desconhecido")
    # an unknown id in a request body is 422 on both POST routes, in the path 404 (issue 16)
    _err(post("/api/v1/revalidations", json={"as_of": "2027-01-01", "checklist": "nao/existe"},
              headers=api.headers("carla-erros", "clerk")), 422, "checklist_desconhecido")
    _err(api.client.get("/api/v1/dossiers?limit=0", headers=h), 422)
    _err(api.client.get("/api/v1/jobs/nope", headers=h), 404)


def test_bad_uploads(local_api: Api) -> None:
    api, h = local_api, local_api.headers("erin")
    d = api.create_dossier("erin")
    url = f"/api/v1/dossiers/{d['id']}/documents"
    _err(api.client.post(url, files=[("files", ("leia.pdf", b"apenas texto, nada de PDF aqui",
                                                 "application/pdf"))], headers=h),
         415, "tipo_nao_suportado")
    _err(api.client.post(url, files=[("files", ("vazio.pdf", b"", "application/pdf"))], headers=h),
         422, "arquivo_vazio")
    _err(api.client.post(url, files=[("files", ("x.extraction.json", b"{\"kind\": 3}", "x"))],
                         headers=h), 422, "extracao_invalida")
    _err(api.client.post(url, json={"files": []}, headers=h), 415, "multipart_esperado")
    _err(api.client.post(url, files=[("outro", ("a.pdf", b"%PDF-1.4", "x"))], headers=h),
         422, "sem_arquivos")
    _err(api.client.post(url, content=b"--xx\r\nlixo", headers={
        **h, "content-type": "multipart/form-data; boundary=zz"}), 400)
    # all or nothing: one bad file refuses the whole request
    r = api.client.post(url, files=[("files", ("a.pdf", (FIXTURES / "crlv.pdf").read_bytes(), "x")),
                                    ("files", ("b.txt", b"texto texto texto", "x"))], headers=h)
    _err(r, 415)
    assert api.client.get(f"/api/v1/dossiers/{d['id']}", headers=h).json()["documents"] == []
    # the report does not exist before a check
    _err(api.client.get(f"/api/v1/dossiers/{d['id']}/report", headers=h), 404,
         "relatorio_inexistente")


def test_names_are_sanitised(local_api: Api) -> None:
    api, h = local_api, local_api.headers("erin")
    d = api.create_dossier("erin")
    data = (FIXTURES / "crlv.pdf").read_bytes()
    r = api.client.post(f"/api/v1/dossiers/{d['id']}/documents",
                        files=[("files", ("../../etc/..%2Fpasswd\x00.pdf", data, "x"))], headers=h)
    assert r.status_code == 201, r.text
    name = r.json()["documents"][0]["name"]
    assert "/" not in name and "\\" not in name and "\x00" not in name and not name.startswith(".")


def test_upload_while_processing_is_a_conflict(local_api: Api) -> None:
    api, h = local_api, local_api.headers("erin")
    d = api.create_dossier("erin")
    api.upload("erin", d["id"], example_files()[:1])
    with api.services.session() as s:  # freeze it in "processing"
        from dossie.store.dossiers import Dossier

        s.get(Dossier, d["id"]).status = "processing"
        s.commit()
    _err(api.upload("erin", d["id"], example_files()[1:2]), 409, "dossie_em_processamento")
    _err(api.client.patch(f"/api/v1/dossiers/{d['id']}", json={"facts": {}}, headers=h), 409)


@pytest.fixture(scope="module")
def tiny_api(tmp_path_factory: pytest.TempPathFactory) -> Iterator[Api]:
    settings = local_settings(tmp_path_factory.mktemp("tiny"), max_file_bytes=10_000,
                              max_request_bytes=30_000, max_files_per_request=3)
    services = Services(settings).start()
    with running_api(services, "local") as api:
        yield api
    services.stop()


def test_size_limits_while_streaming(tiny_api: Api) -> None:
    api, h = tiny_api, tiny_api.headers("frank")
    d = api.create_dossier("frank")
    url = f"/api/v1/dossiers/{d['id']}/documents"
    big = b"%PDF-1.4\n" + b"0" * 20_000
    _err(api.client.post(url, files=[("files", ("grande.pdf", big, "x"))], headers=h), 413,
         "arquivo_grande_demais")
    many = [("files", (f"{i}.extraction.json", Path(p).read_bytes(), "x"))
            for i, p in enumerate(example_files()[:4])]
    _err(api.client.post(url, files=many, headers=h), 413, "arquivos_demais")
    _err(api.client.post(url, content=b"x" * 40_000, headers={
        **h, "content-type": "multipart/form-data; boundary=zz"}), 413, "envio_grande_demais")
    # nothing was left behind in the store's temporary area
    tmp = api.services.store.blobs.tmp_dir
    assert list(tmp.iterdir()) == []


def test_openapi_covers_the_contract(local_api: Api) -> None:
    spec = local_api.client.get("/openapi.json").json()
    paths = spec["paths"]
    for path, method in [("/health", "get"), ("/api/v1/checklists", "get"),
                         ("/api/v1/dossiers", "post"), ("/api/v1/dossiers/{dossier_id}", "get"),
                         ("/api/v1/dossiers/{dossier_id}/documents", "post"),
                         ("/api/v1/dossiers/{dossier_id}/check", "post"),
                         ("/api/v1/dossiers/{dossier_id}/report", "get"),
                         ("/api/v1/revalidations", "post"),
                         ("/api/v1/revalidations/{revalidation_id}", "get")]:
        assert method in paths[path], (path, method)
    upload = paths["/api/v1/dossiers/{dossier_id}/documents"]["post"]
    assert "multipart/form-data" in upload["requestBody"]["content"]
    assert {"413", "415", "404"} <= set(upload["responses"])
    schemas = spec["components"]["schemas"]
    assert schemas["DossierCreate"].get("examples")
    assert "ErrorOut" in schemas and "Report" in schemas
    assert local_api.client.get("/docs").status_code == 200
