"""Resumption: a revalidation killed mid-run (SIGKILL of the `dossie revalidate`
process) continues where it stopped when the command is run again, and reports every
dossier exactly once."""

from __future__ import annotations

import os
import signal
import subprocess
import sys
import time
from datetime import date
from pathlib import Path

from sqlalchemy import func, select

from dossie.store.jobs import Job
from dossie.store.reports import StoredReport
from dossie.store.revalidation import RevalidationItem
from tests.api.support import ROOT


def _env(store, **extra: str) -> dict[str, str]:
    return {**os.environ, "DOSSIE_DATABASE_URL": store.settings.database_url,
            "DOSSIE_STORAGE_DIR": str(store.settings.storage_dir),
            "DOSSIE_REVALIDATION_CHUNK_SIZE": "1", **extra}


def _dossie() -> str:
    return str(Path(sys.executable).with_name("dossie"))


def test_killed_revalidation_resumes_without_reporting_twice(store, make_dossier) -> None:
    ids = {make_dossier(date(2026, 6, 15)) for _ in range(5)}
    cmd = [_dossie(), "revalidate", "--as-of", "2027-01-31", "--quiet", "--json"]
    proc = subprocess.Popen(cmd, env=_env(store, DOSSIE_REVALIDATION_THROTTLE_MS="400"),
                            cwd=ROOT, stdout=subprocess.PIPE, stderr=subprocess.PIPE)
    deadline = time.monotonic() + 60
    done = 0
    while time.monotonic() < deadline and done < 2:
        time.sleep(0.05)
        with store.db.session() as s:
            done = s.scalar(select(func.count()).select_from(RevalidationItem)) or 0
    proc.send_signal(signal.SIGKILL)
    proc.wait(10)
    with store.db.session() as s:
        job = s.scalar(select(Job).where(Job.kind == "revalidation"))
        partial = s.scalar(select(func.count()).select_from(RevalidationItem)) or 0
    assert job is not None and job.status == "running"  # interrupted, not finished
    assert 2 <= partial < len(ids)

    r = subprocess.run(cmd, env=_env(store), cwd=ROOT, capture_output=True, text=True,
                       timeout=120)
    assert r.returncode == 1, r.stderr  # the dossiers are deficient at that date
    import json

    out = json.loads(r.stdout)
    assert out["id"] == job.id and out["resumed"] is True
    assert out["summary"]["total"] == len(ids)
    with store.db.session() as s:
        per_dossier = dict(s.execute(select(RevalidationItem.dossier_id, func.count())
                                     .where(RevalidationItem.job_id == job.id)
                                     .group_by(RevalidationItem.dossier_id)).all())
        reports = dict(s.execute(select(StoredReport.dossier_id, func.count())
                                 .where(StoredReport.job_id == job.id)
                                 .group_by(StoredReport.dossier_id)).all())
        jobs = s.scalar(select(func.count()).select_from(Job).where(Job.kind == "revalidation"))
    assert per_dossier == {i: 1 for i in ids}
    assert reports == {i: 1 for i in ids}
    assert jobs == 1
