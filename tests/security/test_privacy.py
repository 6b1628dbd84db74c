"""LGPD: CPF/CNPJ masked in logs; `dossie purge` deletes originals and derived data of
closed dossiers after N days and keeps the audit trail; `dossie lgpd export --cpf`
gives the data subject everything stored about them; reading someone else's personal
data leaves an audit record."""

from __future__ import annotations

import json
import logging
import os
import subprocess
import sys
from datetime import timedelta
from pathlib import Path

import pytest
from sqlalchemy import func, select, update

from dossie import logging_setup
from dossie.services import privacy
from dossie.store.audit import AuditEvent
from dossie.store.base import utcnow
from dossie.store.documents import ExtractedDocument
from dossie.store.dossiers import Dossier
from dossie.store.files import Blob, DossierFile
from dossie.store.reports import StoredReport
from tests.api.support import ROOT, Api, example_files

CPF = "52998224725"  # the partner's CPF in the example's rg-socio1.extraction.json
EXE = str(Path(sys.executable).with_name("dossie"))


# --- logs ---------------------------------------------------------------------------------


@pytest.mark.parametrize(("text", "masked"), [
    ("CPF 529.982.247-25 lido", "CPF ***.982.247-** lido"),
    ("cpf=52998224725;", "cpf=***.982.247-**;"),
    ("CNPJ 11.222.333/0001-81", "CNPJ **.222.333/****-**"),
    ("cnpj 11222333000181 ok", "cnpj **.222.333/****-** ok"),
    ("alfanumérico 12.ABC.345/01DE-35", "alfanumérico **.ABC.345/****-**"),
    ("placa ABC1D23, renavam 0123456789, 15/06/2026, R$ 15.000,00",
     "placa ABC1D23, renavam 0123456789, 15/06/2026, R$ 15.000,00"),
])
def test_mask_pii(text: str, masked: str) -> None:
    assert logging_setup.mask_pii(text) == masked


def test_every_log_line_is_masked(tmp_path: Path) -> None:
    """In a fresh interpreter configured as the CLI is: messages, %-args, dict args and
    tracebacks all come out masked, on handlers added before and after start-up."""
    code = r"""
import logging, sys
from dossie.cli import app  # configures the masking like every `dossie` command
early = logging.StreamHandler(sys.stdout)
logging.getLogger().addHandler(early)
from dossie import logging_setup
logging_setup.configure()
late = logging.StreamHandler(sys.stdout)
log = logging.getLogger("dossie.teste"); log.addHandler(late); log.propagate = False
log.warning("requerente 529.982.247-25")
log.warning("args %s e %d", "CNPJ 11.222.333/0001-81", 52998224725)
log.warning("dict %(cpf)s", {"cpf": "52998224725"})
try:
    raise ValueError("CPF inválido 529.982.247-25")
except ValueError:
    logging.getLogger("x").exception("falhou para 52998224725")
"""
    out = subprocess.run([sys.executable, "-c", code], cwd=ROOT, capture_output=True,
                         text=True, timeout=60)
    text = out.stdout + out.stderr
    assert "***.982.247-**" in text and "**.222.333/****-**" in text, text
    assert "52998224725" not in text and "529.982.247-25" not in text, text
    assert "11.222.333/0001-81" not in text, text
    assert "Traceback" in text  # the traceback is there, masked


def test_app_start_installs_the_masking(caplog: pytest.LogCaptureFixture) -> None:
    from api.app import create_app

    create_app()
    with caplog.at_level(logging.INFO):
        logging.getLogger("dossie.api").info("lido CPF %s", "529.982.247-25")
    assert "***.982.247-**" in caplog.text and "529.982.247-25" not in caplog.text


# --- a dossier with personal data ----------------------------------------------------------


def _dossier(api: Api, user: str, files: list[Path], *, checked: bool = True) -> str:
    d = api.create_dossier(user)
    assert api.upload(user, d["id"], files).status_code == 201
    if checked:
        assert api.check(user, d["id"]).status_code == 202
        assert api.wait(user, d["id"])["status"] == "done"
    return str(d["id"])


def _age(api: Api, dossier_id: str, days: int) -> None:
    with api.services.session() as s:
        s.execute(update(Dossier).where(Dossier.id == dossier_id)
                  .values(updated_at=utcnow() - timedelta(days=days)))
        s.commit()


def _env(api: Api) -> dict[str, str]:
    st = api.services.settings
    return {**os.environ, "DOSSIE_DATABASE_URL": st.database_url,
            "DOSSIE_STORAGE_DIR": str(st.storage_dir)}


def test_purge_deletes_closed_old_dossiers_and_keeps_the_audit_trail(local_api: Api) -> None:
    api = local_api
    rg, shared, other = example_files()[0], example_files()[1], example_files()[2]
    old = _dossier(api, "pia", [rg, shared])
    recent = _dossier(api, "pia", [shared, other])  # shares one original with `old`
    draft_old = _dossier(api, "pia", [other], checked=False)
    for did in (old, draft_old):
        _age(api, did, 400)
    blobs = api.services.store.blobs
    with api.services.session() as s:
        shas = dict(s.execute(select(DossierFile.name, DossierFile.sha256)
                              .where(DossierFile.dossier_id == old)).all())
    only_old, both = shas[rg.name], shas[shared.name]
    # an orphan file (a crash between commit and unlink, long ago)
    orphan = blobs.path("ab" * 32)
    orphan.parent.mkdir(parents=True, exist_ok=True)
    orphan.write_bytes(b"orfao")
    os.utime(orphan, (1, 1))

    dry = subprocess.run([EXE, "purge", "--days", "365", "--dry-run", "--json"], env=_env(api),
                         cwd=ROOT, capture_output=True, text=True, timeout=120)
    assert dry.returncode == 0, dry.stderr
    plan = json.loads(dry.stdout)
    assert [d["id"] for d in plan["dossiers"]] == [old] and plan["dry_run"]
    assert plan["originals_deleted"] == 1 and plan["orphan_files_deleted"] >= 1
    assert blobs.exists(only_old) and orphan.exists()  # nothing deleted yet

    run = subprocess.run([EXE, "purge", "--days", "365"], env=_env(api), cwd=ROOT,
                         capture_output=True, text=True, timeout=120)
    assert run.returncode == 0, run.stderr
    assert "1 dossiê encerrado" in run.stdout and "(s)" not in run.stdout and "auditoria" in run.stdout
    with api.services.session() as s:
        assert s.get(Dossier, old) is None
        for model in (DossierFile, ExtractedDocument, StoredReport):
            n = s.scalar(select(func.count()).select_from(model).where(model.dossier_id == old))
            assert n == 0, model
        assert s.get(Blob, only_old) is None and s.get(Blob, both) is not None
        assert s.get(Dossier, recent) is not None and s.get(Dossier, draft_old) is not None
        actions = set(s.scalars(select(AuditEvent.action).where(AuditEvent.dossier_id == old)))
    assert {"dossie.criar", "documento.enviar", "retencao.expurgar"} <= actions
    assert not blobs.exists(only_old) and blobs.exists(both) and not orphan.exists()
    r = api.client.get(f"/api/v1/dossiers/{recent}/documents/"
                       f"{api.wait('pia', recent)['documents'][0]['id']}/content",
                       headers=api.headers("pia"))
    assert r.status_code == 200 and r.content == shared.read_bytes()


def test_lgpd_export_gives_everything_about_the_subject(local_api: Api, tmp_path: Path) -> None:
    api = local_api
    files = [p for p in example_files() if p.name.startswith(("rg-socio1", "crlv-1", "cnpj."))]
    mine = _dossier(api, "quim", files)
    # a clerk reads it: the export lists that access
    clerk = api.headers("rita", "clerk")
    assert api.client.get(f"/api/v1/dossiers/{mine}", headers=clerk).status_code == 200
    out = tmp_path / "titular.json"
    run = subprocess.run([EXE, "lgpd", "export", "--cpf", "529.982.247-25", "-o", str(out)],
                         env=_env(api), cwd=ROOT, capture_output=True, text=True, timeout=120)
    assert run.returncode == 0, run.stderr
    data = json.loads(out.read_text(encoding="utf-8"))
    assert data["titular"]["cpf"] == CPF
    found = {d["id"]: d for d in data["dossiers"]}
    assert mine in found
    d = found[mine]
    assert d["owner"]["username"] == "quim" and len(d["files"]) == 3
    assert any(doc["mentions_subject"] and doc["kind"] == "rg" for doc in d["documents"])
    assert d["reports"] and d["reports"][0]["report"]["verdict"]
    assert any(e["action"] == "acesso.dossie" and e["actor"] == "rita" for e in data["access_log"])
    with api.services.session() as s:
        ev = s.scalars(select(AuditEvent).where(AuditEvent.action == "lgpd.exportar")
                       .order_by(AuditEvent.id.desc())).first()
        assert ev is not None and CPF not in (ev.target or "")
    bad = subprocess.run([EXE, "lgpd", "export", "--cpf", "123"], env=_env(api), cwd=ROOT,
                         capture_output=True, text=True, timeout=60)
    assert bad.returncode == 2 and "CPF inválido" in bad.stderr and "Traceback" not in bad.stderr


def test_purge_refuses_negative_days(local_api: Api) -> None:
    with local_api.services.session() as s, pytest.raises(Exception, match="--days"):
        privacy.purge(s, local_api.services.store.blobs, -1)


def test_reading_personal_data_is_audited_on_every_route(local_api: Api) -> None:
    """Each route that shows a dossier's personal data to someone else leaves a record
    naming who, which dossier and what."""
    api = local_api
    did = _dossier(api, "sara", example_files()[:2])
    doc = api.wait("sara", did)["documents"][0]["id"]
    clerk = api.headers("tomas", "clerk")
    routes = {
        f"/api/v1/dossiers/{did}": "acesso.dossie",
        f"/api/v1/dossiers/{did}/documents": "acesso.documentos",
        f"/api/v1/dossiers/{did}/documents/{doc}": "acesso.documento",
        f"/api/v1/dossiers/{did}/documents/{doc}/content": "acesso.original",
        f"/api/v1/dossiers/{did}/report": "acesso.relatorio",
        f"/api/v1/dossiers/{did}/report?format=html": "acesso.relatorio",
    }
    for url, action in routes.items():
        with api.services.session() as s:
            before = s.scalar(select(func.count()).select_from(AuditEvent).where(
                AuditEvent.dossier_id == did, AuditEvent.action == action))
        assert api.client.get(url, headers=clerk).status_code == 200, url
        with api.services.session() as s:
            rows = list(s.scalars(select(AuditEvent).where(
                AuditEvent.dossier_id == did, AuditEvent.action == action)
                .order_by(AuditEvent.id)))
        assert len(rows) == before + 1, url
        assert rows[-1].actor_role == "clerk" and rows[-1].actor_id is not None
    # the owner reading its own data is not an access by someone else
    with api.services.session() as s:
        n = s.scalar(select(func.count()).select_from(AuditEvent).where(
            AuditEvent.dossier_id == did, AuditEvent.action.like("acesso.%")))
    api.client.get(f"/api/v1/dossiers/{did}", headers=api.headers("sara"))
    with api.services.session() as s:
        assert s.scalar(select(func.count()).select_from(AuditEvent).where(
            AuditEvent.dossier_id == did, AuditEvent.action.like("acesso.%"))) == n
