"""Issue 17, findings 7 and 12: request bodies other than uploads are bounded (size,
facts), and validation refusals speak pt-BR."""

from __future__ import annotations

import json
import re

from tests.api.support import CHECKLIST, Api

ENGLISH = re.compile(r"Input should|Field required|There was an error|String should|"
                     r"Value error|should have|Extra inputs", re.I)


def _pt(r, status: int, code: str) -> dict:  # type: ignore[no-untyped-def]
    assert r.status_code == status, (r.status_code, r.text[:300])
    body = r.json()
    assert body["code"] == code, body
    assert not ENGLISH.search(r.text), r.text[:500]
    return body  # type: ignore[no-any-return]


def test_a_huge_json_body_is_refused_before_parsing(local_api: Api) -> None:
    api = local_api
    h = {**api.headers("quim"), "Content-Type": "application/json"}
    big = json.dumps({"checklist": CHECKLIST, "facts": {"requerente_nome": "A" * 3_000_000}})
    _pt(api.client.post("/api/v1/dossiers", content=big, headers=h), 413, "corpo_grande_demais")
    # without a Content-Length (chunked): counted while reading
    chunks = iter([big[i:i + 65536].encode() for i in range(0, len(big), 65536)])
    _pt(api.client.post("/api/v1/dossiers", content=chunks, headers=h), 413,
        "corpo_grande_demais")
    keys = json.dumps({"checklist": CHECKLIST, "facts": {f"k{i}": 1 for i in range(300_000)}})
    _pt(api.client.post("/api/v1/dossiers", content=keys, headers=h), 413, "corpo_grande_demais")


def test_facts_are_bounded(local_api: Api) -> None:
    api = local_api
    h = api.headers("quim")
    r = api.client.post("/api/v1/dossiers", json={
        "checklist": CHECKLIST, "facts": {f"k{i}": 1 for i in range(5_000)}}, headers=h)
    body = _pt(r, 422, "dados_invalidos")
    assert "fatos declarados" in body["detail"] and "200 itens" in body["detail"]
    r = api.client.post("/api/v1/dossiers", json={
        "checklist": CHECKLIST, "facts": {"requerente_nome": "A" * 5000}}, headers=h)
    assert "500 caracteres" in _pt(r, 422, "dados_invalidos")["detail"]
    r = api.client.post("/api/v1/dossiers", json={
        "checklist": CHECKLIST, "facts": {"requerente_nome": "VIACAO ALTO TIETE LTDA"}},
        headers=h)
    assert r.status_code == 201, r.text


def test_validation_refusals_are_in_portuguese(local_api: Api) -> None:
    api = local_api
    h = api.headers("quim")
    body = _pt(api.client.post("/api/v1/dossiers", json={}, headers=h), 422, "dados_invalidos")
    assert "obrigatório" in body["detail"] and body["errors"][0]["type"] == "missing"
    body = _pt(api.client.post("/api/v1/dossiers", json={"checklist": CHECKLIST,
                                                         "as_of": "ontem"}, headers=h),
               422, "dados_invalidos")
    assert "data" in body["detail"]
    _pt(api.client.post("/api/v1/dossiers", json={"checklist": "x"}, headers=h), 422,
        "dados_invalidos")
    _pt(api.client.post("/api/v1/dossiers", json={"checklist": CHECKLIST, "outro": 1},
                        headers=h), 422, "dados_invalidos")
    _pt(api.client.get("/api/v1/dossiers?limit=abc", headers=h), 422, "dados_invalidos")
    _pt(api.client.post("/api/v1/auth/login", json={"username": "", "password": "x"}), 422,
        "dados_invalidos")
    # a body the JSON parser gives up on (deep nesting, a 5,000-digit number)
    for raw in (b"[" * 100_000 + b"]" * 100_000, b'{"checklist": ' + b"9" * 5000 + b"}"):
        r = api.client.post("/api/v1/dossiers", content=raw,
                            headers={**h, "Content-Type": "application/json"})
        assert r.status_code in (400, 422), r.text[:200]
        assert not ENGLISH.search(r.text), r.text[:300]
