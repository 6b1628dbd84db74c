"""Dossiers: create, read, list, update — with the access rule of CONTRACT §6: an
applicant sees and changes only its own dossiers (others' are "not found"), clerks and
admins see all; every access to another's dossier is audited."""

from __future__ import annotations

from datetime import date
from types import SimpleNamespace
from typing import Any

from sqlalchemy import bindparam, exists, func, insert, select
from sqlalchemy.orm import Session, aliased

from core.errors import Conflict, NotFound, UnknownChecklist, UsageError
from dossie.services import audit, processing
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
from dossie.store.base import new_id, utcnow
from dossie.store.documents import ExtractedDocument
from dossie.store.dossiers import Dossier
from dossie.store.files import Blob, DossierFile
from dossie.store.jobs import Job
from dossie.store.reports import StoredReport
from dossie.store.users import User


def visible(d: Any, who: Principal) -> Any:
    """`d` (a dossier, or a row with its `owner_id`) if `who` may see it; otherwise 404,
    never a hint that it exists (`d` None: absent)."""
    if d is None or (not who.is_staff and d.owner_id != who.user_id):
        raise NotFound("Dossiê não encontrado.", code="dossie_inexistente")
    return d


def changeable(d: Any) -> Any:
    """`d` (a dossier or a row with its `status`) unless a check is running on it (409)."""
    if d.status == "processing":
        raise Conflict("O dossiê está em processamento; aguarde o fim da conferência.",
                       code="dossie_em_processamento")
    return d


def load(s: Session, who: Principal, dossier_id: str) -> Dossier:
    """The dossier if `who` may see it; otherwise 404, never a hint that it exists."""
    return visible(s.get(Dossier, dossier_id) if len(dossier_id) <= 64 else None, who)


def load_for_change(s: Session, who: Principal, dossier_id: str) -> Dossier:
    return changeable(load(s, who, dossier_id))


# issue 6: load. The hot routes (upload, check) need only these columns of the dossier:
# one prebuilt statement on the session's connection instead of an ORM object per call
# (`Session.get` builds a query, an identity map entry and every column's value).
ACCESS = select(Dossier.id, Dossier.owner_id, Dossier.status, Dossier.checklist_id,
                Dossier.as_of).where(Dossier.id == bindparam("did"))


def access(s: Session, who: Principal, dossier_id: str, statement: Any = ACCESS) -> Any:
    """`load`'s access rule (404 when absent or another applicant's), as a row with
    `id, owner_id, status, checklist_id, as_of` rather than an ORM object. `statement`:
    `ACCESS` or one that adds columns to it (what the caller reads next, in the same
    statement)."""
    return visible(s.connection().execute(statement, {"did": dossier_id}).first()
                   if len(dossier_id) <= 64 else None, who)


def access_for_change(s: Session, who: Principal, dossier_id: str,
                      statement: Any = ACCESS) -> Any:
    """`load_for_change`'s rules (404, then 409 while a check runs), as `access`."""
    return changeable(access(s, who, dossier_id, statement))


def _check_checklist(checklist_id: str, as_of: date | None, today: date) -> None:
    try:
        loaded = processing.load_checklist(checklist_id)
    except UnknownChecklist as exc:
        # 422, not UnknownChecklist's 404: the id comes in the request body, the route
        # exists (tests/api/test_errors.py pins 422 `checklist_desconhecido`; issue 16)
        raise UsageError(exc.message, code=exc.code) from None
    loaded.require_in_force(as_of or today)


def create(s: Session, who: Principal, data: DossierCreate, today: date) -> DossierOut:
    _check_checklist(data.checklist, data.as_of, today)
    facts = processing.parse_facts(data.facts).model_dump(mode="json", exclude_none=True)
    # two statements built once, back to back: the database's write lock is held for
    # their execution only
    dossier_id, now = new_id(), utcnow()
    conn = s.connection()
    conn.execute(_INSERT_DOSSIER, {
        "id": dossier_id, "owner_id": who.user_id, "checklist_id": data.checklist,
        "facts": facts, "as_of": data.as_of, "status": "draft", "has_review": False,
        "created_at": now, "updated_at": now, "version": 1})
    audit.insert_now(conn, who, "dossie.criar", dossier_id=dossier_id,
                     detail={"checklist": data.checklist})
    s.commit()
    head = _header(s, dossier_id)
    assert head is not None
    return _out(s, head, documents=[])  # just made: no files to query (issue 6: load)


_INSERT_DOSSIER = insert(Dossier.__table__)


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
    """The dossier as the API shows it (the route every client polls: three indexed
    queries with the token's, no ORM objects)."""
    head = _header(s, dossier_id)
    if head is None or (not who.is_staff and head.owner_id != who.user_id):
        raise NotFound("Dossiê não encontrado.", code="dossie_inexistente")
    audit.record_access(s, who, head.id, head.owner_id, "dossie")
    return _out(s, head)


def list_(s: Session, who: Principal, *, checklist: str | None = None,
          status: str | None = None, has_review: bool | None = None, limit: int = 50,
          offset: int = 0) -> DossierPage:
    shape = (not who.is_staff, bool(checklist), bool(status), has_review)
    count, page = _list_statements(shape)
    params = {"owner": who.user_id, "checklist": checklist, "status": status,
              "limit": limit, "offset": offset}
    conn = s.connection()  # columns, not ORM objects: a page of 200 rows stays cheap
    total = conn.execute(count, params).scalar() or 0
    rows = conn.execute(page, params)
    items = [DossierSummary(id=d.id, checklist=d.checklist_id, status=d.status,
                            verdict=d.verdict, has_review=d.has_review, as_of=d.as_of,
                            owner=OwnerOut(id=d.owner_id, username=d.owner_username,
                                           full_name=d.owner_full_name),
                            documents=d.files, created_at=d.created_at,
                            updated_at=d.updated_at) for d in rows]
    return DossierPage(items=items, total=total, limit=limit, offset=offset)


_LIST_STATEMENTS: dict[tuple[bool, bool, bool, bool | None], tuple[Any, Any]] = {}


def _list_statements(shape: tuple[bool, bool, bool, bool | None]) -> tuple[Any, Any]:
    """The count and page statements of `list_` for one combination of filters, built
    once per combination with bound parameters (issue 6: load — the list is polled: built
    on every request, the statements and their cache keys cost more than the query)."""
    built = _LIST_STATEMENTS.get(shape)
    if built is None:
        own, by_checklist, by_status, has_review = shape
        where = []
        if own:
            where.append(Dossier.owner_id == bindparam("owner"))
        if by_checklist:
            where.append(Dossier.checklist_id == bindparam("checklist"))
        if by_status:
            where.append(Dossier.status == bindparam("status"))
        if has_review is not None:
            where.append(Dossier.has_review.is_(has_review))
        built = (select(func.count()).select_from(Dossier).where(*where),
                 _LIST.where(*where).order_by(Dossier.updated_at.desc(), Dossier.id)
                 .limit(bindparam("limit")).offset(bindparam("offset")))
        _LIST_STATEMENTS[shape] = built
    return built


# The read path of every poll (GET a dossier, the list): statements built once, run on
# the session's connection (no ORM objects to build), their SQL compiled once and cached.
_LIST = (
    select(Dossier.id, Dossier.checklist_id, Dossier.status, Dossier.verdict, Dossier.has_review,
           Dossier.as_of, Dossier.owner_id, Dossier.created_at, Dossier.updated_at,
           User.username.label("owner_username"), User.full_name.label("owner_full_name"),
           select(func.count()).where(DossierFile.dossier_id == Dossier.id)
           .correlate(Dossier).scalar_subquery().label("files"))
    .join(User, User.id == Dossier.owner_id))
_JOB = aliased(Job, name="last_check")
JOB_COLUMNS = ("id", "kind", "status", "dossier_id", "created_at", "started_at",
               "finished_at", "progress_done", "progress_total", "result", "error_code",
               "error_message")
# the dossier, its owner, whether a check report exists, and its latest check job
_HEADER = (
    select(Dossier.id, Dossier.owner_id, Dossier.checklist_id, Dossier.facts, Dossier.as_of,
           Dossier.status, Dossier.verdict, Dossier.has_review, Dossier.error_code,
           Dossier.error_message, Dossier.created_at, Dossier.updated_at,
           User.username.label("owner_username"), User.full_name.label("owner_full_name"),
           exists().where(StoredReport.dossier_id == Dossier.id,
                          StoredReport.purpose == "check").label("has_report"),
           *(getattr(_JOB, c).label(f"job_{c}") for c in JOB_COLUMNS))
    .join(User, User.id == Dossier.owner_id)
    .outerjoin(_JOB, _JOB.id == select(Job.id)
               .where(Job.dossier_id == Dossier.id, Job.kind == "check")
               .order_by(Job.created_at.desc()).limit(1).correlate(Dossier).scalar_subquery())
    .where(Dossier.id == bindparam("did")))
# its files, each with the documents read from it (one row per document, or one without)
_FILES = (
    select(DossierFile.id, DossierFile.name, DossierFile.sha256, DossierFile.uploaded_at,
           DossierFile.state, DossierFile.error_code, DossierFile.error_message,
           DossierFile.declared, Blob.size,
           Blob.media_type, ExtractedDocument.id.label("e_id"),
           ExtractedDocument.position.label("e_position"), ExtractedDocument.kind.label("e_kind"),
           ExtractedDocument.extraction.label("e_extraction"),
           ExtractedDocument.original.is_not(None).label("e_corrected"))
    .join(Blob, Blob.sha256 == DossierFile.sha256)
    .outerjoin(ExtractedDocument, ExtractedDocument.file_id == DossierFile.id)
    .where(DossierFile.dossier_id == bindparam("did"))
    .order_by(DossierFile.position, DossierFile.uploaded_at, DossierFile.id,
              ExtractedDocument.position))


def job_out(job: Any) -> JobOut:
    """A job (an ORM `Job` or a row with its columns) as the API shows it."""
    err = ErrorInfo(code=job.error_code, message=job.error_message or "") \
        if job.error_code else None
    return JobOut(id=job.id, kind=job.kind, status=job.status,  # type: ignore[arg-type]
                  dossier_id=job.dossier_id, created_at=job.created_at,
                  started_at=job.started_at, finished_at=job.finished_at,
                  progress={"done": job.progress_done, "total": job.progress_total},
                  result=job.result, error=err)


def documents_out(s: Session, dossier_id: str, only: list[str] | None = None) -> list[DocumentOut]:
    wanted = set(only) if only is not None else None
    out: list[DocumentOut] = []
    for r in s.connection().execute(_FILES, {"did": dossier_id}):
        if wanted is not None and r.id not in wanted:
            continue
        if not out or out[-1].id != r.id:
            err = ErrorInfo(code=r.error_code, message=r.error_message or "") \
                if r.error_code else None
            out.append(DocumentOut(id=r.id, name=r.name, sha256=r.sha256, size=r.size,
                                   media_type=r.media_type, uploaded_at=r.uploaded_at,
                                   state=r.state, error=err, declared=bool(r.declared),
                                   extractions=[]))
        if r.e_id is not None:
            out[-1].extractions.append(ExtractionOut(
                id=r.e_id, position=r.e_position, kind=r.e_kind, corrected=bool(r.e_corrected),
                extraction=r.e_extraction))
    return out


def _header(s: Session, dossier_id: str) -> Any:
    if len(dossier_id) > 64:
        return None
    return s.connection().execute(_HEADER, {"did": dossier_id}).first()


def job_of(row: Any) -> JobOut | None:
    """The job in a row that carries its `JOB_COLUMNS` as `job_<column>` (None: no job)."""
    if row.job_id is None:
        return None
    return job_out(SimpleNamespace(**{c: getattr(row, f"job_{c}") for c in JOB_COLUMNS}))


def _out(s: Session, h: Any, documents: list[DocumentOut] | None = None) -> DossierOut:
    job = job_of(h)
    err = ErrorInfo(code=h.error_code, message=h.error_message or "") if h.error_code else None
    return DossierOut(
        id=h.id, checklist=h.checklist_id, facts=dict(h.facts or {}), as_of=h.as_of,
        status=h.status, verdict=h.verdict, has_review=h.has_review,
        owner=OwnerOut(id=h.owner_id, username=h.owner_username, full_name=h.owner_full_name),
        documents=documents_out(s, h.id) if documents is None else documents, job=job, error=err,
        report_available=bool(h.has_report), created_at=h.created_at, updated_at=h.updated_at)


def to_out(s: Session, d: Dossier) -> DossierOut:
    """The API view of a dossier just loaded or changed (and committed) in `s`."""
    head = _header(s, d.id)
    assert head is not None
    return _out(s, head)
