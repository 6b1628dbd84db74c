"""Dossiers: create, read, list, update — with the access rule of CONTRACT §6: an
applicant sees and changes only its own dossiers (others' are "not found"), clerks and
admins see all; every access to another's dossier is audited."""

from __future__ import annotations

from datetime import date

from sqlalchemy import func, select
from sqlalchemy.orm import Session

from checklists.errors import UnknownChecklist
from dossie import processing
from dossie.services import audit
from dossie.services.errors import Conflict, NotFound
from dossie.services.principal import Principal
from dossie.services.schemas import (
    DocumentOut,
    DossierCreate,
    DossierOut,
    DossierPage,
    DossierSummary,
    DossierUpdate,
    ErrorInfo,
    ExtractionOut,
    JobOut,
    OwnerOut,
)
from dossie.store.documents import ExtractedDocument
from dossie.store.dossiers import Dossier
from dossie.store.files import Blob, DossierFile
from dossie.store.jobs import Job
from dossie.store.reports import StoredReport
from dossie.store.users import User
from intake.errors import UsageError


def load(s: Session, who: Principal, dossier_id: str) -> Dossier:
    """The dossier if `who` may see it; otherwise 404, never a hint that it exists."""
    d = s.get(Dossier, dossier_id) if len(dossier_id) <= 64 else None
    if d is None or (not who.is_staff and d.owner_id != who.user_id):
        raise NotFound("Dossiê não encontrado.", code="dossie_inexistente")
    return d


def load_for_change(s: Session, who: Principal, dossier_id: str) -> Dossier:
    d = load(s, who, dossier_id)
    if d.status == "processing":
        raise Conflict("O dossiê está em processamento; aguarde o fim da conferência.",
                       code="dossie_em_processamento")
    return d


def _check_checklist(checklist_id: str, as_of: date | None, today: date) -> None:
    try:
        loaded = processing.load_checklist(checklist_id)
    except UnknownChecklist as exc:
        raise UsageError(exc.message, code=exc.code) from None
    loaded.require_in_force(as_of or today)


def create(s: Session, who: Principal, data: DossierCreate, today: date) -> DossierOut:
    _check_checklist(data.checklist, data.as_of, today)
    facts = processing.parse_facts(data.facts).model_dump(mode="json", exclude_none=True)
    d = Dossier(owner_id=who.user_id, checklist_id=data.checklist, facts=facts,
                as_of=data.as_of, status="draft")
    s.add(d)
    s.flush()
    audit.record(s, who, "dossie.criar", dossier_id=d.id,
                 detail={"checklist": data.checklist})
    s.commit()
    return to_out(s, d)


def update(s: Session, who: Principal, dossier_id: str, data: DossierUpdate,
           today: date) -> DossierOut:
    d = load_for_change(s, who, dossier_id)
    changed = []
    if data.facts is not None:
        d.facts = processing.parse_facts(data.facts).model_dump(mode="json", exclude_none=True)
        changed.append("facts")
    if "as_of" in data.model_fields_set:
        _check_checklist(d.checklist_id, data.as_of, today)
        d.as_of = data.as_of
        changed.append("as_of")
    if changed:
        d.status = "draft"
        d.version += 1
        audit.record(s, who, "dossie.alterar", dossier_id=d.id, detail={"fields": changed})
        s.commit()
    return to_out(s, d)


def get(s: Session, who: Principal, dossier_id: str) -> DossierOut:
    d = load(s, who, dossier_id)
    audit.record_access(s, who, d.id, d.owner_id, "dossie")
    return to_out(s, d)


def list_(s: Session, who: Principal, *, checklist: str | None = None,
          status: str | None = None, has_review: bool | None = None, limit: int = 50,
          offset: int = 0) -> DossierPage:
    q = select(Dossier)
    if not who.is_staff:
        q = q.where(Dossier.owner_id == who.user_id)
    if checklist:
        q = q.where(Dossier.checklist_id == checklist)
    if status:
        q = q.where(Dossier.status == status)
    if has_review is not None:
        q = q.where(Dossier.has_review.is_(has_review))
    total = s.scalar(select(func.count()).select_from(q.subquery())) or 0
    rows = list(s.scalars(q.order_by(Dossier.updated_at.desc(), Dossier.id)
                          .limit(limit).offset(offset)))
    counts = dict(s.execute(select(DossierFile.dossier_id, func.count())
                            .where(DossierFile.dossier_id.in_([d.id for d in rows]))
                            .group_by(DossierFile.dossier_id)).all()) if rows else {}
    owners = _owners(s, {d.owner_id for d in rows})
    items = [DossierSummary(id=d.id, checklist=d.checklist_id, status=d.status,  # type: ignore[arg-type]
                            verdict=d.verdict, has_review=d.has_review,  # type: ignore[arg-type]
                            as_of=d.as_of, owner=owners[d.owner_id],
                            documents=counts.get(d.id, 0), created_at=d.created_at,
                            updated_at=d.updated_at) for d in rows]
    return DossierPage(items=items, total=total, limit=limit, offset=offset)


def _owners(s: Session, ids: set[int]) -> dict[int, OwnerOut]:
    if not ids:
        return {}
    return {u.id: OwnerOut(id=u.id, username=u.username, full_name=u.full_name)
            for u in s.scalars(select(User).where(User.id.in_(ids)))}


def job_out(job: Job) -> JobOut:
    err = ErrorInfo(code=job.error_code, message=job.error_message or "") \
        if job.error_code else None
    return JobOut(id=job.id, kind=job.kind, status=job.status,  # type: ignore[arg-type]
                  dossier_id=job.dossier_id, created_at=job.created_at,
                  started_at=job.started_at, finished_at=job.finished_at,
                  progress={"done": job.progress_done, "total": job.progress_total},
                  result=job.result, error=err)


def documents_out(s: Session, dossier_id: str, only: list[str] | None = None) -> list[DocumentOut]:
    q = (select(DossierFile, Blob).join(Blob, Blob.sha256 == DossierFile.sha256)
         .where(DossierFile.dossier_id == dossier_id)
         .order_by(DossierFile.position, DossierFile.uploaded_at))
    if only is not None:
        q = q.where(DossierFile.id.in_(only))
    files = s.execute(q).all()
    extracted: dict[str, list[ExtractionOut]] = {}
    rows = s.scalars(select(ExtractedDocument).where(ExtractedDocument.dossier_id == dossier_id)
                     .order_by(ExtractedDocument.file_id, ExtractedDocument.position))
    for e in rows:
        extracted.setdefault(e.file_id, []).append(ExtractionOut(
            id=e.id, position=e.position, kind=e.kind, corrected=e.original is not None,
            extraction=e.extraction))
    out = []
    for f, blob in files:
        err = ErrorInfo(code=f.error_code, message=f.error_message or "") if f.error_code else None
        out.append(DocumentOut(id=f.id, name=f.name, sha256=f.sha256, size=blob.size,
                               media_type=blob.media_type, uploaded_at=f.uploaded_at,
                               state=f.state, error=err,  # type: ignore[arg-type]
                               extractions=extracted.get(f.id, [])))
    return out


def to_out(s: Session, d: Dossier) -> DossierOut:
    job = s.scalar(select(Job).where(Job.dossier_id == d.id, Job.kind == "check")
                   .order_by(Job.created_at.desc()).limit(1))
    has_report = s.scalar(select(StoredReport.id).where(StoredReport.dossier_id == d.id,
                                                        StoredReport.purpose == "check")
                          .limit(1)) is not None
    err = ErrorInfo(code=d.error_code, message=d.error_message or "") if d.error_code else None
    return DossierOut(
        id=d.id, checklist=d.checklist_id, facts=dict(d.facts or {}), as_of=d.as_of,
        status=d.status, verdict=d.verdict, has_review=d.has_review,  # type: ignore[arg-type]
        owner=_owners(s, {d.owner_id})[d.owner_id], documents=documents_out(s, d.id),
        job=job_out(job) if job else None, error=err, report_available=has_report,
        created_at=d.created_at, updated_at=d.updated_at)
