"""LGPD (Lei 13.709/2018): the retention purge and the data subject's export.

- `purge`: closed dossiers (status `done` or `failed`) untouched for more than N days
  lose their originals and every derived datum — files, extractions, reports,
  decisions, jobs, the dossier row with its declared facts. The audit trail is kept
  (it records the purge itself). Database rows go first, in one transaction; then the
  originals no other dossier uses are unlinked. A crash in between leaves only files
  without a row, which the next purge removes (`orphan files`).
- `export_subject`: everything stored about a person identified by CPF — the dossiers
  whose declared facts name them, every extracted document that shows the CPF (in any
  field), the files those came from, the reports, and the audit trail of who saw them.
"""

from __future__ import annotations

import time
from datetime import UTC, datetime, timedelta
from typing import Any

from pydantic import BaseModel
from sqlalchemy import delete, exists, select
from sqlalchemy.orm import Session

from core.errors import UsageError
from dossie.services import audit
from dossie.services.principal import SYSTEM, Principal
from dossie.store.audit import AuditEvent
from dossie.store.blobs import SHA_RE, BlobStore
from dossie.store.documents import ExtractedDocument
from dossie.store.dossiers import Dossier
from dossie.store.files import Blob, DossierFile
from dossie.store.reports import StoredReport
from dossie.store.users import User
from extractors.ids import is_valid_cpf, normalize_cpf

CLOSED = ("done", "failed")
ORPHAN_GRACE_S = 3600.0  # a file without a row younger than this may be an upload in flight


class PurgedDossier(BaseModel):
    id: str
    checklist: str
    status: str
    updated_at: datetime
    files: int


class PurgeResult(BaseModel):
    days: int
    cutoff: datetime
    dry_run: bool
    dossiers: list[PurgedDossier]
    originals_deleted: int  # stored files unlinked (or that would be)
    orphan_files_deleted: int


def purge(s: Session, blobs: BlobStore, days: int, *, now: datetime | None = None,
          dry_run: bool = False, who: Principal = SYSTEM) -> PurgeResult:
    """Delete closed dossiers untouched for more than `days` days (see module doc)."""
    if days < 0:
        raise UsageError("--days deve ser zero ou positivo.", code="dias_invalidos")
    now = now or datetime.now(UTC)
    cutoff = now - timedelta(days=days)
    rows = list(s.scalars(select(Dossier).where(Dossier.status.in_(CLOSED),
                                                Dossier.updated_at < cutoff)
                          .order_by(Dossier.updated_at)))
    ids = [d.id for d in rows]
    files = s.execute(select(DossierFile.dossier_id, DossierFile.sha256)
                      .where(DossierFile.dossier_id.in_(ids))).all() if ids else []
    per_dossier: dict[str, int] = {}
    shas: set[str] = set()
    for did, sha in files:
        per_dossier[did] = per_dossier.get(did, 0) + 1
        shas.add(sha)
    # originals still used by a dossier that stays
    kept = set(s.scalars(select(DossierFile.sha256).where(
        DossierFile.sha256.in_(shas), DossierFile.dossier_id.not_in(ids)))) if shas else set()
    doomed = sorted(shas - kept)
    result = PurgeResult(
        days=days, cutoff=cutoff, dry_run=dry_run, originals_deleted=len(doomed),
        orphan_files_deleted=0,
        dossiers=[PurgedDossier(id=d.id, checklist=d.checklist_id, status=d.status,
                                updated_at=d.updated_at, files=per_dossier.get(d.id, 0))
                  for d in rows])
    if dry_run:
        result.orphan_files_deleted = len(_orphan_files(s, blobs))
        return result
    for d in rows:
        audit.record(s, who, "retencao.expurgar", dossier_id=d.id,
                     detail={"dias": days, "arquivos": per_dossier.get(d.id, 0),
                             "checklist": d.checklist_id, "status": d.status})
    if ids:
        # children first: explicit on every backend, whatever the FK cascades
        s.execute(delete(ExtractedDocument).where(ExtractedDocument.dossier_id.in_(ids)))
        s.execute(delete(StoredReport).where(StoredReport.dossier_id.in_(ids)))
        s.execute(delete(DossierFile).where(DossierFile.dossier_id.in_(ids)))
        s.execute(delete(Dossier).where(Dossier.id.in_(ids)))  # jobs, decisions: cascade
    if doomed:
        s.execute(delete(Blob).where(Blob.sha256.in_(doomed),
                                     ~exists().where(DossierFile.sha256 == Blob.sha256)))
    s.commit()
    for sha in doomed:  # after the commit: a crash here leaves only orphan files
        blobs.delete(sha)
    orphans = _orphan_files(s, blobs)
    for sha in orphans:
        blobs.delete(sha)
    result.orphan_files_deleted = len(orphans)
    return result


def _orphan_files(s: Session, blobs: BlobStore) -> list[str]:
    """Stored files that no `Blob` row names, older than the upload grace period."""
    found: dict[str, float] = {}
    for p in blobs.root.glob("??/??/*"):
        if SHA_RE.match(p.name):
            try:
                found[p.name] = p.stat().st_mtime
            except OSError:
                continue
    if not found:
        return []
    known: set[str] = set()
    names = list(found)
    for i in range(0, len(names), 500):
        known |= set(s.scalars(select(Blob.sha256).where(Blob.sha256.in_(names[i:i + 500]))))
    cutoff = time.time() - ORPHAN_GRACE_S
    return sorted(sha for sha, mtime in found.items() if sha not in known and mtime < cutoff)


# --- the data subject's export ------------------------------------------------------------


def _mentions(value: Any, cpf: str) -> bool:
    """Whether a JSON value holds the CPF anywhere (any field, list or nested object)."""
    if isinstance(value, str):
        return normalize_cpf(value) == cpf if len(value) <= 20 else cpf in value
    if isinstance(value, dict):
        return any(_mentions(v, cpf) for v in value.values())
    if isinstance(value, list):
        return any(_mentions(v, cpf) for v in value)
    return False


def export_subject(s: Session, cpf_text: str, *, who: Principal = SYSTEM,
                   now: datetime | None = None) -> dict[str, Any]:
    """Everything stored about the person with this CPF, as one JSON-ready object.

    The export is itself audited (`lgpd.exportar`, the CPF masked in the record)."""
    cpf = normalize_cpf(cpf_text)
    if cpf is None or not is_valid_cpf(cpf):
        raise UsageError(f"CPF inválido: {cpf_text!r}.", code="cpf_invalido")
    now = now or datetime.now(UTC)
    subject_dossiers: dict[str, Dossier] = {}
    for d in s.scalars(select(Dossier).order_by(Dossier.created_at)):
        if _mentions(d.facts or {}, cpf):
            subject_dossiers[d.id] = d
    mentions = [e for e in s.scalars(select(ExtractedDocument)
                                     .order_by(ExtractedDocument.created_at))
                if _mentions(e.extraction, cpf) or (e.original and _mentions(e.original, cpf))]
    for e in mentions:
        if e.dossier_id not in subject_dossiers:
            d = s.get(Dossier, e.dossier_id)
            if d is not None:
                subject_dossiers[d.id] = d
    ids = list(subject_dossiers)
    owners = {u.id: u for u in s.scalars(select(User).where(
        User.id.in_({d.owner_id for d in subject_dossiers.values()})))} if ids else {}
    files_by = _group(s.execute(select(DossierFile, Blob).join(Blob, Blob.sha256 == DossierFile.sha256)
                                .where(DossierFile.dossier_id.in_(ids))
                                .order_by(DossierFile.position)).all(), lambda r: r[0].dossier_id)
    reports_by = _group(s.scalars(select(StoredReport).where(StoredReport.dossier_id.in_(ids))
                                  .order_by(StoredReport.created_at)).all(),
                        lambda r: r.dossier_id)
    events = list(s.scalars(select(AuditEvent).where(AuditEvent.dossier_id.in_(ids))
                            .order_by(AuditEvent.at, AuditEvent.id))) if ids else []
    actors = {u.id: u.username for u in s.scalars(select(User).where(
        User.id.in_({e.actor_id for e in events if e.actor_id})))} if events else {}
    mention_ids = {e.id for e in mentions}
    out_dossiers = []
    for d in subject_dossiers.values():
        owner = owners.get(d.owner_id)
        out_dossiers.append({
            "id": d.id, "checklist": d.checklist_id, "status": d.status, "verdict": d.verdict,
            "facts": d.facts, "as_of": d.as_of.isoformat() if d.as_of else None,
            "created_at": d.created_at.isoformat(), "updated_at": d.updated_at.isoformat(),
            "titular_nos_fatos": _mentions(d.facts or {}, cpf),
            "owner": {"id": owner.id, "username": owner.username, "full_name": owner.full_name,
                      "email": owner.email} if owner else None,
            "files": [{"id": f.id, "name": f.name, "sha256": f.sha256, "size": b.size,
                       "media_type": b.media_type, "uploaded_at": f.uploaded_at.isoformat(),
                       "state": f.state} for f, b in files_by.get(d.id, [])],
            "documents": [{"id": e.id, "file_id": e.file_id, "kind": e.kind,
                           "mentions_subject": e.id in mention_ids,
                           "extraction": e.extraction, "original": e.original}
                          for e in s.scalars(select(ExtractedDocument)
                                             .where(ExtractedDocument.dossier_id == d.id)
                                             .order_by(ExtractedDocument.file_id,
                                                       ExtractedDocument.position))],
            "reports": [{"id": r.id, "purpose": r.purpose, "as_of": r.as_of.isoformat(),
                         "verdict": r.verdict, "created_at": r.created_at.isoformat(),
                         "report": r.report} for r in reports_by.get(d.id, [])],
        })
    trail = [{"at": e.at.isoformat(), "actor": actors.get(e.actor_id) if e.actor_id else None,
              "actor_role": e.actor_role, "action": e.action, "dossier_id": e.dossier_id,
              "target": e.target} for e in events]
    audit.record(s, who, "lgpd.exportar", target=f"cpf:***{cpf[3:9]}**",
                 detail={"dossies": len(out_dossiers)})
    s.commit()
    return {
        "titular": {"cpf": cpf},
        "generated_at": now.isoformat(),
        "legal_basis": "Lei 13.709/2018 (LGPD), art. 18, II — acesso aos dados",
        "dossiers": out_dossiers,
        "access_log": trail,
    }


def _group(rows: Any, key: Any) -> dict[str, list[Any]]:
    out: dict[str, list[Any]] = {}
    for r in rows:
        out.setdefault(key(r), []).append(r)
    return out
