"""Demo data for `make run`: three users (one per role) and a few processed dossiers
built from `examples/mogi-fretamento/*.extraction.json`, through the same upload and
check code as the API. Idempotent: does nothing when the demo dossiers exist."""

from __future__ import annotations

import json
from dataclasses import dataclass
from datetime import date
from pathlib import Path

from sqlalchemy import func, select

from dossie.jobs.execute import execute_job
from dossie.services import auth, jobs, uploads
from dossie.services import dossiers as dossier_service
from dossie.services.app import Services
from dossie.services.principal import CAPTURE_SCOPE
from dossie.services.schemas import DossierCreate, UserCreate
from dossie.store.blobs import BlobStore
from dossie.store.dossiers import Dossier

EXAMPLES = Path(__file__).resolve().parents[2] / "examples" / "mogi-fretamento"
CHECKLIST = "mogi-das-cruzes/5268-2001/fretamento"
USERS = (
    ("applicant", "demo-applicant", "applicant", "REQUERENTE DE DEMONSTRAÇÃO"),
    ("clerk", "demo-clerk", "clerk", "SERVIDOR DE DEMONSTRAÇÃO"),
    ("admin", "demo-admin", "admin", "ADMINISTRADOR DE DEMONSTRAÇÃO"),
)
# (as_of, files left out): complete at 2026-06-15, deficient at 2027-01-01, and one
# with documents missing
DOSSIERS: tuple[tuple[date, tuple[str, ...]], ...] = (
    (date(2026, 6, 15), ()),
    (date(2027, 1, 1), ()),
    (date(2026, 6, 15), ("crf.extraction.json", "taxa.extraction.json",
                         "vistoria.extraction.json")),
)


@dataclass
class Credential:
    username: str
    password: str
    role: str


class _NoRunner:
    def submit(self, job_id: str) -> None:  # jobs are run inline below
        return None

    def start(self) -> None:
        return None

    def stop(self) -> None:
        return None


def received_from_bytes(blobs: BlobStore, name: str, data: bytes) -> uploads.ReceivedFile:
    w = blobs.writer(max(1, len(data)))
    w.write(data)
    w.finish()
    return uploads.ReceivedFile(filename=name, writer=w)


def load_demo(services: Services) -> list[Credential]:
    creds = [Credential(u, p, r) for u, p, r, _ in USERS]
    with services.session() as s:
        for username, password, role, full_name in USERS:
            if auth.get_user(s, username) is None:
                auth.create_user(s, UserCreate(username=username, password=password,
                                               role=role, full_name=full_name))  # type: ignore[arg-type]
        applicant = auth.get_user(s, "applicant")
        assert applicant is not None
        who = auth.principal_of(applicant)
        if s.scalar(select(func.count()).select_from(Dossier)
                    .where(Dossier.owner_id == applicant.id)):
            return creds
        facts = json.loads((EXAMPLES / "fatos.json").read_text(encoding="utf-8"))
        files = sorted(p for p in EXAMPLES.glob("*.extraction.json"))
        for as_of, left_out in DOSSIERS:
            d = dossier_service.create(s, who, DossierCreate(checklist=CHECKLIST, facts=facts,
                                                             as_of=as_of), as_of)
            received = [received_from_bytes(services.store.blobs, p.name, p.read_bytes())
                        for p in files if p.name not in left_out]
            # the examples stand for a capture system's readings: evidence (CONTRACT §2)
            uploads.add_documents(s, services.store.blobs, services.settings,
                                  who.model_copy(update={"scope": CAPTURE_SCOPE}), d.id,
                                  received)
            job = jobs.submit_check(s, _NoRunner(), who, d.id, as_of)
            execute_job(services.store, job.id)
    return creds


def demo_usernames() -> list[str]:
    return [u for u, *_ in USERS]


