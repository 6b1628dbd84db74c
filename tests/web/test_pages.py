"""The web pages through FastAPI's TestClient: login, CSRF refusals, access control on
every route, and the pt-BR content of the applicant's and the clerk's pages."""

from __future__ import annotations

import io
import re
from collections.abc import Callable
from datetime import datetime, timedelta

import numpy as np
import pdfplumber
import pytest
from PIL import Image

from api.web.forms import LABELS
from checklists.facts import Facts
from tests.web.support import Browser

APPLICANT_ROUTES_GET = ["/web/dossies/{id}", "/web/dossies/{id}/estado",
                        "/web/dossies/{id}/relatorio.pdf"]


def _review_page(login: Callable[[str], Browser], did: str) -> tuple[Browser, str]:
    clerk = login("caio")
    r = clerk.get(f"/web/dossies/{did}")
    assert r.status_code == 200, r.text
    assert_valid_ids(r.text)
    return clerk, r.text


def assert_valid_ids(html: str) -> None:
    """Ids are unique, and every label, aria-describedby and aria-labelledby names one."""
    ids = re.findall(r'\sid="([^"]+)"', html)
    dup = {i for i in ids if ids.count(i) > 1}
    assert not dup, f"duplicate ids: {dup}"
    known = set(ids)
    refs = re.findall(r'\s(?:for|aria-labelledby)="([^"]+)"', html)
    refs += [x for v in re.findall(r'aria-describedby="([^"]+)"', html) for x in v.split()]
    missing = {r for r in refs if r not in known}
    assert not missing, f"references to missing ids: {missing}"


# --- login, session, CSRF ----------------------------------------------------------------


def test_login_page_is_accessible_pt_br(client: Callable[[], Browser]) -> None:
    r = client().get("/web/entrar")
    assert r.status_code == 200
    html = r.text
    assert '<html lang="pt-BR">' in html
    assert 'name="viewport"' in html
    assert 'href="#conteudo"' in html and "Ir para o conteúdo" in html
    assert '<label for="username">Usuário</label>' in html
    assert '<label for="password">Senha</label>' in html
    assert "/static/vendor/govbr-ds/core.min.css" in html
    assert r.headers["content-security-policy"].startswith("default-src 'self'")


def test_root_and_web_root_lead_to_login(client: Callable[[], Browser]) -> None:
    b = client()
    r = b.c.get("/", follow_redirects=True)
    assert r.status_code == 200 and "Entrar" in r.text
    assert str(r.url).endswith("/web/entrar")


def test_wrong_password_is_refused_in_portuguese(client: Callable[[], Browser]) -> None:
    b = client()
    b.get("/web/entrar")
    r = b.post("/web/entrar", {"username": "ana", "password": "errada-123"})
    assert r.status_code == 401
    assert "Usuário ou senha incorretos." in r.text
    assert 'aria-invalid="true"' in r.text
    assert "dossie_sessao" not in r.headers.get("set-cookie", "")


def test_login_without_or_with_a_wrong_csrf_token_is_refused(
        client: Callable[[], Browser]) -> None:
    b = client()
    b.get("/web/entrar")
    r = b.post("/web/entrar", {"username": "ana", "password": "senha-da-ana"}, csrf=False)
    assert r.status_code == 403 and "csrf_invalido" in r.text
    r = b.post("/web/entrar", {"username": "ana", "password": "senha-da-ana",
                               "csrf_token": "x" * 32})
    assert r.status_code == 403
    fresh = client()  # a token taken from another browser is no good either
    r = fresh.c.post("/web/entrar", data={"username": "ana", "password": "senha-da-ana",
                                          "csrf_token": b.csrf}, follow_redirects=False)
    assert r.status_code == 403


def test_login_sets_an_httponly_session_and_redirects_by_role(
        client: Callable[[], Browser]) -> None:
    b = client()
    b.get("/web/entrar")
    r = b.post("/web/entrar", {"username": "ana", "password": "senha-da-ana"})
    assert r.status_code == 303 and r.headers["location"] == "/web/dossies"
    cookie = r.headers["set-cookie"]
    assert "dossie_sessao=" in cookie and "HttpOnly" in cookie and "SameSite=lax" in cookie
    c = client()
    c.get("/web/entrar")
    r = c.post("/web/entrar", {"username": "caio", "password": "senha-do-caio"})
    assert r.headers["location"] == "/web/fila"


def test_login_goes_back_to_the_page_asked_for_but_never_off_site(
        client: Callable[[], Browser]) -> None:
    b = client()
    r = b.c.get("/web/novo", follow_redirects=False)
    assert r.status_code == 303 and r.headers["location"] == "/web/entrar?proximo=%2Fweb%2Fnovo"
    b.get(r.headers["location"])
    r = b.post("/web/entrar", {"username": "ana", "password": "senha-da-ana",
                               "proximo": "/web/novo"})
    assert r.headers["location"] == "/web/novo"
    b2 = client()
    b2.get("/web/entrar")
    r = b2.post("/web/entrar", {"username": "ana", "password": "senha-da-ana",
                                "proximo": "//evil.example/web/"})
    assert r.headers["location"] == "/web/dossies"


def test_forms_of_a_session_need_its_csrf_token(login: Callable[[str], Browser],
                                                processed: dict[str, str]) -> None:
    ana = login("ana")
    r = ana.post("/web/dossies", {"checklist": "mogi-das-cruzes/5268-2001/fretamento"},
                 csrf=False)
    assert r.status_code == 403 and "csrf_invalido" in r.text
    other = login("bia")  # another session's token does not fit this one
    r = ana.post("/web/dossies", {"checklist": "mogi-das-cruzes/5268-2001/fretamento",
                                  "csrf_token": other.csrf})
    assert r.status_code == 403
    did = processed["id"]
    r = ana.c.post(f"/web/dossies/{did}/documentos", files=[("files", ("a.pdf", b"%PDF-1.4"))],
                   follow_redirects=False)
    assert r.status_code == 403
    for url in (f"/web/dossies/{did}/conferir", "/web/sair"):
        assert ana.post(url, csrf=False).status_code == 403
    clerk = login("caio")
    r = clerk.post(f"/web/dossies/{did}/decisoes",
                   {"ref": "art9.II", "status": "met", "justificativa": "conferido"}, csrf=False)
    assert r.status_code == 403
    r = clerk.post(f"/web/dossies/{did}/notificacoes", csrf=False)
    assert r.status_code == 403
    # the right token from another site is refused (the browser names it in Origin)
    r = ana.post("/web/dossies", {"checklist": "mogi-das-cruzes/5268-2001/fretamento"},
                 headers={"Origin": "http://evil.example"})
    assert r.status_code == 403 and "outro site" in r.text
    r = ana.c.post(f"/web/dossies/{did}/documentos", data={"csrf_token": ana.csrf},
                   headers={"Origin": "null"}, files=[("files", ("a.pdf", b"%PDF-1.4"))],
                   follow_redirects=False)
    assert r.status_code == 403
    # the upload also takes the token from a header (the progress-bar script may send it)
    r = ana.c.post(f"/web/dossies/{did}/documentos", headers={"X-CSRF-Token": "nope"},
                   files=[("files", ("a.pdf", b"%PDF-1.4"))], follow_redirects=False)
    assert r.status_code == 403


def test_logout_revokes_the_session(login: Callable[[str], Browser]) -> None:
    b = login("ana")
    cookie = b.c.cookies.get("dossie_sessao")
    assert cookie
    r = b.post("/web/sair")
    assert r.status_code == 303 and r.headers["location"].startswith("/web/entrar")
    b.c.cookies.set("dossie_sessao", cookie, path="/web")  # replaying the old cookie
    r = b.c.get("/web/dossies", follow_redirects=False)
    assert r.status_code == 303 and r.headers["location"].startswith("/web/entrar")


# --- access control on every route -------------------------------------------------------


def test_every_page_requires_a_session(client: Callable[[], Browser],
                                       processed: dict[str, str]) -> None:
    did = processed["id"]
    anon = client()
    gets = ["/web/dossies", "/web/novo", "/web/novo/dados?checklist=x", "/web/fila",
            f"/web/dossies/{did}", f"/web/dossies/{did}/estado",
            f"/web/dossies/{did}/relatorio.pdf", f"/web/dossies/{did}/historico",
            f"/web/dossies/{did}/notificacoes/1.pdf",
            f"/web/dossies/{did}/evidencias/abc/placa.png"]
    for url in gets:
        r = anon.c.get(url, follow_redirects=False)
        assert r.status_code == 303, url
        assert r.headers["location"].startswith("/web/entrar?proximo="), url
    posts = ["/web/dossies", f"/web/dossies/{did}/documentos", f"/web/dossies/{did}/conferir",
             f"/web/dossies/{did}/documentos/x/retirar", f"/web/dossies/{did}/decisoes",
             f"/web/dossies/{did}/decisoes/x/revogar", f"/web/dossies/{did}/correcoes",
             f"/web/dossies/{did}/notificacoes", "/web/sair"]
    for url in posts:
        r = anon.c.post(url, follow_redirects=False)
        assert r.status_code == 303 and r.headers["location"].startswith("/web/entrar"), url


def test_an_applicant_cannot_see_or_touch_anothers_dossier(
        login: Callable[[str], Browser], processed: dict[str, str]) -> None:
    did = processed["id"]
    ana, clerk = login("ana"), login("caio")
    crop = re.search(r'<img src="(/web/dossies/[^"]+\.png)"',
                     clerk.get(f"/web/dossies/{did}").text)
    assert crop, "the clerk's page shows evidence crops"
    assert ana.c.get(crop.group(1)).status_code == 200  # the owner may see its own crop
    bia = login("bia")
    for url in [f"/web/dossies/{did}", f"/web/dossies/{did}/estado",
                f"/web/dossies/{did}/relatorio.pdf", crop.group(1),
                f"/web/dossies/{did}/notificacoes/1.pdf"]:
        r = bia.c.get(url)
        assert r.status_code == 404, url
        assert "VIACAO" not in r.text and did not in r.text.replace(url, "")
    r = bia.c.post(f"/web/dossies/{did}/documentos", data={"csrf_token": bia.csrf},
                   files=[("files", ("x.pdf", b"%PDF-1.4\n%%EOF"))], follow_redirects=False)
    assert r.status_code == 404
    for url in (f"/web/dossies/{did}/conferir", f"/web/dossies/{did}/documentos/x/retirar"):
        assert bia.post(url).status_code == 404, url
    # clerk-only pages and actions are refused to applicants, even on their own dossier
    for url in ("/web/fila", f"/web/dossies/{did}/historico"):
        r = ana.c.get(url, follow_redirects=False)
        assert r.status_code == 403, url
        assert "Acesso negado" in r.text
    for url, data in ((f"/web/dossies/{did}/decisoes",
                       {"ref": "art9.II", "status": "met", "justificativa": "eu mesmo"}),
                      (f"/web/dossies/{did}/correcoes",
                       {"extracao": "x", "campo": "placa", "valor": "AAA", "justificativa": "x" * 6}),
                      (f"/web/dossies/{did}/notificacoes", {}),
                      (f"/web/dossies/{did}/decisoes/x/revogar", {})):
        assert ana.post(url, data).status_code == 403, url


def test_unknown_ids_are_404_pages(login: Callable[[str], Browser]) -> None:
    clerk = login("caio")
    r = clerk.get("/web/dossies/nao-existe")
    assert r.status_code == 404 and "Dossiê não encontrado." in r.text
    r = clerk.get("/web/dossies/" + "a" * 200)
    assert r.status_code == 404
    r = clerk.get("/web/novo/dados?checklist=nao/existe")
    assert r.status_code == 404 and "Tipo de pedido não encontrado." in r.text
    r = clerk.get("/web/fila?status=bogus")
    assert r.status_code == 400 and "Requisição malformada" in r.text


# --- applicant pages ---------------------------------------------------------------------


def test_choose_the_kind_of_request_lists_checklists_with_their_laws(
        login: Callable[[str], Browser]) -> None:
    r = login("ana").get("/web/novo")
    assert r.status_code == 200
    html = r.text
    assert "Novo pedido: escolha o tipo" in html
    for law in ("Lei nº 5.268", "Lei nº 5.171", "Lei nº 5.002", "Lei nº 5.174"):
        assert law in html
    assert "/web/novo/dados?checklist=mogi-das-cruzes%2F5268-2001%2Ffretamento" in html
    assert "fora de vigência" in html  # Patrocínio 5.174/2020 (declared unconstitutional)


def test_every_declared_fact_has_a_labelled_input(login: Callable[[str], Browser]) -> None:
    assert set(LABELS) == set(Facts.model_fields)
    ana = login("ana")
    html = ana.get("/web/novo/dados?checklist=mogi-das-cruzes/5268-2001/fretamento").text
    assert_valid_ids(html)
    assert '<legend>O requerente é microempresa?</legend>' in html
    assert '<option value="pj">Pessoa jurídica</option>' in html
    assert 'data-validate="cpf_cnpj"' in html and 'data-validate="placas"' in html


def test_facts_form_errors_are_tied_to_their_inputs(login: Callable[[str], Browser]) -> None:
    ana = login("ana")
    ana.get("/web/novo/dados?checklist=mogi-das-cruzes/5268-2001/fretamento")
    r = ana.post("/web/dossies", {"checklist": "mogi-das-cruzes/5268-2001/fretamento",
                                  "requerente_tipo": "xx", "requerente_nome": "MARIA"})
    assert r.status_code == 422
    html = r.text
    assert_valid_ids(html)
    assert "Corrija os campos indicados." in html
    assert 'id="erro-requerente_tipo"' in html and 'aria-describedby="erro-requerente_tipo"' in html
    assert 'value="MARIA"' in html  # what was typed is kept
    # CPF/CNPJ and plates are validated on the server too (issue 14: "123", "xyz")
    r = ana.post("/web/dossies", {"checklist": "mogi-das-cruzes/5268-2001/fretamento",
                                  "requerente_documento": "123", "placas": "xyz"})
    assert r.status_code == 422
    assert "CPF ou CNPJ inválido" in r.text and "Placa inválida: XYZ." in r.text
    assert 'id="erro-requerente_documento"' in r.text and 'id="erro-placas"' in r.text
    r = ana.post("/web/dossies", {"checklist": "mogi-das-cruzes/5268-2001/fretamento",
                                  "requerente_documento": "11.222.333/0001-81",
                                  "placas": "abc-1d23, ABC1234"})
    assert r.status_code == 303
    page = ana.get(r.headers["location"]).text
    assert "11.222.333/0001-81" in page and "ABC1D23, ABC1234" in page
    r = ana.post("/web/dossies", {"checklist": "patrocinio/5174-2020/plataforma",
                                  "as_of": "2026-06-15"})
    assert r.status_code == 422 and "inconstitucional" in r.text.lower()


def test_applicant_creates_uploads_and_reads_the_deficiencies(
        login: Callable[[str], Browser], processed: dict[str, str]) -> None:
    ana = login("ana")
    r = ana.get("/web/dossies")
    assert r.status_code == 200 and "Meus pedidos" in r.text
    assert f'/web/dossies/{processed["id"]}' in r.text
    r = ana.get(f"/web/dossies/{processed['id']}?enviados=6")
    html = r.text
    assert r.status_code == 200
    assert_valid_ids(html)
    assert "6 arquivos novos recebidos" in html
    assert "Secretaria Municipal de Transportes – SMT — Prefeitura Municipal de Mogi das Cruzes" in html
    assert "Registro e renovação de fretamento" in html or "fretamento" in html.lower()
    assert "Pendências (" in html
    assert "O que foi lido:" in html and "O que apresentar:" in html
    assert re.search(r"Art\. \d+º", html), "each item cites its article"
    assert "revisão manual" in html
    assert "Este item será decidido por um servidor da Prefeitura." in html
    assert "crlv.pdf" in html and "Lido" in html
    assert 'enctype="multipart/form-data"' in html and "data-upload" in html
    assert "Baixar o relatório (PDF)" in html
    r = ana.c.get(f"/web/dossies/{processed['id']}/relatorio.pdf")
    assert r.status_code == 200 and r.content.startswith(b"%PDF")
    assert r.headers["content-type"] == "application/pdf"
    st = ana.c.get(f"/web/dossies/{processed['id']}/estado").json()
    assert st["status"] == "done" and st["verdict"] == "deficient"


def test_upload_answers_json_for_the_progress_script_and_refuses_bad_files(
        login: Callable[[str], Browser]) -> None:
    ana = login("ana")
    did = ana.create_dossier()
    r = ana.c.post(f"/web/dossies/{did}/documentos",
                   files=[("files", ("nota.txt", b"apenas texto"))],
                   headers={"Accept": "application/json", "X-CSRF-Token": ana.csrf})
    assert r.status_code == 415 and r.json()["code"]
    r = ana.c.post(f"/web/dossies/{did}/documentos", data={"csrf_token": ana.csrf},
                   files=[("files", ("nota.txt", b"apenas texto"))], follow_redirects=False)
    assert r.status_code == 415 and "Tipo de arquivo não aceito" in r.text
    from tests.web.support import EXAMPLES

    p = EXAMPLES / "cnpj.extraction.json"
    r = ana.c.post(f"/web/dossies/{did}/documentos",
                   files=[("files", (p.name, p.read_bytes()))],
                   headers={"Accept": "application/json", "X-CSRF-Token": ana.csrf})
    assert r.status_code == 200 and r.json() == {"redirect": f"/web/dossies/{did}?enviados=1"}


def test_applicant_replaces_a_document(login: Callable[[str], Browser]) -> None:
    from tests.web.support import EXAMPLES

    ana = login("ana")
    did = ana.create_dossier()
    ana.upload(did, [EXAMPLES / "cnpj.extraction.json", EXAMPLES / "crf.extraction.json"])
    html = ana.get(f"/web/dossies/{did}").text
    ids = re.findall(rf"/web/dossies/{did}/documentos/(\w+)/retirar", html)
    assert len(ids) == 2
    assert 'data-confirm="Retirar o arquivo cnpj.extraction.json do pedido?' in html
    # without the confirmation (no script), the server asks first and removes nothing
    r = ana.post(f"/web/dossies/{did}/documentos/{ids[0]}/retirar")
    assert r.status_code == 200 and "Retirar o arquivo <strong>cnpj.extraction.json" in r.text
    assert "Arquivos enviados (2)" in ana.get(f"/web/dossies/{did}").text
    r = ana.post(f"/web/dossies/{did}/documentos/{ids[0]}/retirar", {"confirmado": "sim"})
    assert r.status_code == 303
    html = ana.get(r.headers["location"]).text
    assert "Arquivos enviados (1)" in html and "Arquivo retirado" in html
    # re-evaluated at once: no result cites the removed file, and it is not a draft
    assert "Rascunho" not in html
    report = ana.c.get(f"/web/dossies/{did}/relatorio.pdf")
    with pdfplumber.open(io.BytesIO(report.content)) as doc:
        text = "\n".join(p.extract_text() or "" for p in doc.pages)
    # an applicant's extraction JSONs are named after the uploaded file (issue 17)
    assert "crf.extraction.json" in text and "cnpj.extraction.json" not in text


# --- clerk pages -------------------------------------------------------------------------


def test_queue_filters_by_checklist_status_and_review(login: Callable[[str], Browser],
                                                      processed: dict[str, str]) -> None:
    clerk = login("caio")
    did = processed["id"]
    html = clerk.get("/web/fila").text
    assert "Fila de conferência" in html and did[:8] in html
    assert 'href="/web/vencimentos"' in html  # the expiry calendar's slot
    # the declared company, with its CNPJ masked, not only the account (issue 14)
    row = html[html.index(did[:8]):]
    row = row[:row.index("</tr>")]
    assert "VIACAO ALTO TIETE LTDA" in row and "11.222.333/0001-81" in row
    assert "enviado por ANA" in row
    assert "Só com itens para revisão" in html
    assert did[:8] in clerk.get("/web/fila?revisao=sim").text
    assert did[:8] in clerk.get("/web/fila?status=done&checklist=mogi-das-cruzes/5268-2001/fretamento").text
    assert did[:8] not in clerk.get("/web/fila?status=draft").text
    assert did[:8] not in clerk.get("/web/fila?checklist=olimpia/5171-2025/alvara").text


def test_clerk_review_shows_requirements_evidence_and_decision_forms(
        login: Callable[[str], Browser], processed: dict[str, str]) -> None:
    _clerk, html = _review_page(login, processed["id"])
    assert "Conferência do pedido" in html
    assert "Decidir o item Art. 9º, VII" in html
    assert "Justificativa" in html and 'name="justificativa"' in html
    assert 'alt="Recorte da página 1 de crlv.pdf com o campo' in html
    assert "Sem imagem: documento enviado já extraído" in html  # *.extraction.json
    # items wait in "revisão manual": no notice until they are decided (issue 14)
    assert "Emitir notificação de pendências (PDF)" not in html
    assert "A notificação de pendências só pode ser emitida depois de decidir" in html
    assert "Corrigir um campo deste documento" in html


def test_evidence_crop_is_a_png_with_the_box_highlighted(
        login: Callable[[str], Browser], processed: dict[str, str]) -> None:
    clerk, html = _review_page(login, processed["id"])
    url = re.search(r'<img src="(/web/dossies/[^"]+\.png)"', html).group(1)  # type: ignore[union-attr]
    r = clerk.c.get(url)
    assert r.status_code == 200 and r.headers["content-type"] == "image/png"
    crop = Image.open(io.BytesIO(r.content)).convert("RGB")
    full = Image.open(io.BytesIO(clerk.c.get(url + "?pagina=inteira").content))
    assert crop.width < full.width or crop.height < full.height
    px = np.asarray(crop)
    reds = int(((px[..., 0] > 200) & (px[..., 1] < 80) & (px[..., 2] < 60)).sum())
    assert reds > 50, "the field's box is outlined"
    # documents sent as *.extraction.json have no original to crop
    ext_id = re.search(r'name="extracao" value="(\w+)"', html)
    assert ext_id
    ids = re.findall(r'name="extracao" value="(\w+)"', html)
    statuses = {clerk.c.get(f"/web/dossies/{processed['id']}/evidencias/{i}/cnpj.png").status_code
                for i in ids}
    assert 404 in statuses
    r = clerk.c.get(f"/web/dossies/{processed['id']}/evidencias/{ids[0]}/campo-que-nao-existe.png",
                    headers={"Accept": "application/json"})
    assert r.status_code == 404 and r.json()["code"] == "evidencia_sem_imagem"


def test_clerk_decides_a_review_item_and_it_is_reevaluated_and_audited(
        login: Callable[[str], Browser], processed: dict[str, str]) -> None:
    did = processed["id"]
    clerk, html = _review_page(login, did)
    r = clerk.post(f"/web/dossies/{did}/decisoes", {"ref": "art9.II", "status": "met",
                                                    "justificativa": "ok"})
    assert r.status_code == 422 and "justificativa" in r.text  # too short
    r = clerk.post(f"/web/dossies/{did}/decisoes",
                   {"ref": "art9.II", "status": "met",
                    "justificativa": "Certidão conferida no sítio da Receita Federal."})
    assert r.status_code == 303
    html = clerk.get(r.headers["location"]).text
    assert "Decisão registrada; o pedido foi reavaliado." in html
    assert "Decidir o item Art. 9º, II" not in html
    assert "Certidão conferida no sítio da Receita Federal." in html
    hist = clerk.get(f"/web/dossies/{did}/historico").text
    assert "Histórico do pedido" in hist and "Decisão registrada" in hist
    assert hist.count("<td data-label=\"Feita em\">") >= 2  # reports over time


def test_clerk_corrects_a_field(login: Callable[[str], Browser],
                                processed: dict[str, str]) -> None:
    did = processed["id"]
    clerk, html = _review_page(login, did)
    ext = re.search(r'name="extracao" value="(\w+)"', html).group(1)  # type: ignore[union-attr]
    r = clerk.post(f"/web/dossies/{did}/correcoes", {"extracao": ext, "campo": "ano_fabricacao",
                                                     "valor": "2021", "justificativa": "abc"})
    assert r.status_code == 422 and "justificativa" in r.text
    r = clerk.post(f"/web/dossies/{did}/correcoes",
                   {"extracao": ext, "campo": "exercicio", "valor": "2026",
                    "justificativa": "Conferido no CRLV original apresentado no balcão."})
    assert r.status_code == 303, r.text
    assert "Correção registrada" in clerk.get(r.headers["location"]).text
    assert "Campo corrigido" in clerk.get(f"/web/dossies/{did}/historico").text


def test_clerk_issues_the_notice_and_the_applicant_downloads_it(
        login: Callable[[str], Browser], processed: dict[str, str]) -> None:
    did = processed["id"]
    clerk, html = _review_page(login, did)
    r = clerk.post(f"/web/dossies/{did}/notificacoes")
    assert r.status_code == 409 and "Decida antes os itens em revisão manual" in r.text
    for ref in re.findall(r'name="ref" value="([^"]+)"', html):
        r = clerk.post(f"/web/dossies/{did}/decisoes",
                       {"ref": ref, "status": "missing",
                        "justificativa": "Documento ilegível; reapresentar."})
        assert r.status_code == 303, r.text
    html = clerk.get(f"/web/dossies/{did}").text
    assert "Emitir notificação de pendências (PDF)" in html and 'name="prazo"' in html
    assert clerk.post(f"/web/dossies/{did}/notificacoes", {"prazo": "0"}).status_code == 400
    r = clerk.post(f"/web/dossies/{did}/notificacoes", {"prazo": "15"})
    assert r.status_code == 303
    url = r.headers["location"]
    assert re.fullmatch(rf"/web/dossies/{did}/notificacoes/\d+\.pdf", url)
    pdf = clerk.c.get(url)
    assert pdf.status_code == 200 and pdf.content.startswith(b"%PDF")
    assert "attachment" in pdf.headers["content-disposition"]
    with pdfplumber.open(io.BytesIO(pdf.content)) as doc:
        text = "\n".join(p.extract_text() or "" for p in doc.pages)
    assert "Notificação de pendências nº" in text and "NP-" in text
    assert "O que apresentar:" in text and "Art." in text
    # the deadline, who speaks and who answers; never the clerk's login or name
    issued = re.search(r"emitida em (\d\d/\d\d/\d{4})", text).group(1)  # type: ignore[union-attr]
    end = (datetime.strptime(issued, "%d/%m/%Y") + timedelta(days=15)).strftime("%d/%m/%Y")
    assert f"Prazo para responder: 15 dias corridos, até {end}." in text
    assert "Prefeitura Municipal de Mogi das Cruzes" in text
    assert "Secretaria Municipal de Transportes" in text and "Como responder" in text
    assert "Página 1 de" in text and f"Pedido nº {did}" in text
    assert "caio" not in text.lower() and "revisão manual" not in text
    ana = login("ana")
    page = ana.get(f"/web/dossies/{did}").text
    assert "Notificações da Prefeitura" in page and url in page
    assert ana.c.get(url).content == pdf.content
    assert login("bia").c.get(url).status_code == 404


def test_static_files_are_served_and_pages_work_without_the_vendor_files(
        client: Callable[[], Browser]) -> None:
    b = client()
    for url in ("/static/web/dossie.css", "/static/web/base.css", "/static/web/dossie.js"):
        assert b.c.get(url).status_code == 200, url
    r = b.c.get("/static/../pyproject.toml")
    assert r.status_code == 404


@pytest.mark.parametrize("path", ["/web/entrar"])
def test_pages_are_not_cached_and_not_framed(client: Callable[[], Browser], path: str) -> None:
    r = client().c.get(path)
    assert r.headers["cache-control"] == "no-store"
    assert r.headers["x-frame-options"] == "DENY"
