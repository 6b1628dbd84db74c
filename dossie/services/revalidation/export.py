"""Reading a finished revalidation for people: the per-dossier diff (JSON for the API and
the clerk's screens) and the CSV for the secretaria (one line per changed requirement,
`;`-separated with a UTF-8 BOM so that spreadsheet programs in pt-BR open it as is)."""

from __future__ import annotations

import csv
import io
from collections.abc import Iterator
from pathlib import Path
from typing import Any

from pydantic import BaseModel
from sqlalchemy import select
from sqlalchemy.orm import Session

from checklists.report import STATUS_PT, VERDICT_PT
from core.errors import NotFound
from dossie.services.principal import Principal
from dossie.services.revalidation.diff import CHANGE_PT, LAW_CHANGED_PT
from dossie.store.dossiers import Dossier
from dossie.store.jobs import Job
from dossie.store.revalidation import RevalidationItem
from dossie.store.users import User

PAGE_MAX = 1000
CHUNK = 500


class ApplicantOut(BaseModel):
    name: str | None = None
    document: str | None = None
    username: str | None = None


class DiffItemOut(BaseModel):
    dossier_id: str
    checklist: str
    applicant: ApplicantOut
    outcome: str
    change: str
    change_pt: str
    verdict: str | None = None
    previous_verdict: str | None = None
    law_changed: bool | None = None
    deficiencies: int
    diff: dict[str, Any]
    error: dict[str, str] | None = None
    report_id: str | None = None


class DiffPage(BaseModel):
    job_id: str
    as_of: str
    items: list[DiffItemOut]
    total: int
    limit: int
    offset: int


def revalidation_job(s: Session, who: Principal | None, job_id: str) -> Job:
    """A revalidation (not one of its chunks), for clerks and admins."""
    if who is not None:
        who.require("clerk", "admin")
    job = s.get(Job, job_id) if len(job_id) <= 64 else None
    if job is None or job.kind != "revalidation" or (job.params or {}).get("parent"):
        raise NotFound("Revalidação não encontrada.", code="revalidacao_inexistente")
    return job


def applicant_of(d: Dossier, username: str | None) -> ApplicantOut:
    f = d.facts or {}
    return ApplicantOut(name=f.get("requerente_nome"), document=f.get("requerente_documento"),
                        username=username)


def _query(job_id: str, change: str | None, checklist: str | None) -> Any:
    RI = RevalidationItem
    q = (select(RI, Dossier, User.username).join(Dossier, Dossier.id == RI.dossier_id)
         .join(User, User.id == Dossier.owner_id, isouter=True).where(RI.job_id == job_id))
    if change:
        q = q.where(RI.change == change)
    if checklist:
        q = q.where(RI.checklist_id == checklist)
    return q.order_by(RI.checklist_id, RI.dossier_id)


def _out(item: RevalidationItem, d: Dossier, username: str | None) -> DiffItemOut:
    err = {"code": item.error_code, "message": item.error_message or ""} \
        if item.error_code else None
    return DiffItemOut(dossier_id=item.dossier_id, checklist=item.checklist_id,
                       applicant=applicant_of(d, username), outcome=item.outcome,
                       change=item.change, change_pt=CHANGE_PT.get(item.change, item.change),
                       verdict=item.verdict, previous_verdict=item.previous_verdict,
                       law_changed=item.law_changed, deficiencies=item.deficiencies,
                       diff=item.diff or {}, error=err, report_id=item.report_id)


def diff_page(s: Session, who: Principal, job_id: str, *, change: str | None = None,
              checklist: str | None = None, limit: int = 100, offset: int = 0) -> DiffPage:
    from sqlalchemy import func

    job = revalidation_job(s, who, job_id)
    q = _query(job.id, change, checklist)
    total = s.scalar(select(func.count()).select_from(q.subquery())) or 0
    rows = s.execute(q.limit(min(max(limit, 1), PAGE_MAX)).offset(max(offset, 0))).all()
    return DiffPage(job_id=job.id, as_of=(job.params or {}).get("as_of", ""),
                    items=[_out(i, d, u) for i, d, u in rows], total=int(total),
                    limit=limit, offset=offset)


def iter_items(s: Session, job_id: str, change: str | None = None,
               checklist: str | None = None) -> Iterator[DiffItemOut]:
    """Every item of a revalidation, streamed in keyset chunks."""
    after = ""
    while True:
        rows = s.execute(_query(job_id, change, checklist)
                         .where(RevalidationItem.dossier_id > after)
                         .order_by(None).order_by(RevalidationItem.dossier_id)
                         .limit(CHUNK)).all()
        if not rows:
            return
        for i, d, u in rows:
            yield _out(i, d, u)
        after = rows[-1][0].dossier_id


CSV_HEADER = ["dossie", "checklist", "requerente", "documento_requerente", "usuario",
              "situacao", "parecer_anterior", "parecer_atual", "mudanca_da_lei", "mudanca",
              "dispositivo", "requisito", "situacao_anterior", "situacao_atual",
              "documentos", "deixou_de_valer_em", "motivo"]
CHANGE_ROW_PT = {"newly_deficient": "nova pendência", "resolved": "resolvido",
                 "still_deficient": "continua pendente", "law": LAW_CHANGED_PT}


def _br(iso: str | None) -> str:
    return "" if not iso else f"{iso[8:10]}/{iso[5:7]}/{iso[0:4]}"


def _pt(mapping: dict[str, str], value: str | None) -> str:
    return "" if value is None else mapping.get(value, value)


def csv_lines(s: Session, who: Principal | None, job_id: str) -> Iterator[str]:
    """The CSV, line by line (the first line carries the BOM)."""
    job = revalidation_job(s, who, job_id)
    buf = io.StringIO()
    w = csv.writer(buf, delimiter=";", lineterminator="\r\n")

    def flush() -> str:
        out = buf.getvalue()
        buf.seek(0)
        buf.truncate()
        return out

    w.writerow(CSV_HEADER)
    yield "\ufeff" + flush()
    for it in iter_items(s, job.id):
        law = "" if it.law_changed is None else ("sim" if it.law_changed else "não")
        head = [it.dossier_id, it.checklist, it.applicant.name or "",
                it.applicant.document or "", it.applicant.username or "",
                it.change_pt, _pt(VERDICT_PT, it.previous_verdict), _pt(VERDICT_PT, it.verdict),
                law]
        rows = []
        for kind in ("newly_deficient", "resolved", "still_deficient"):
            for e in it.diff.get(kind, []):
                rows.append([CHANGE_ROW_PT[kind], e.get("citation", ""), e.get("title", ""),
                             _pt(STATUS_PT, e.get("before")), _pt(STATUS_PT, e.get("after")),
                             ", ".join(e.get("documents") or []), _br(e.get("expired_on")),
                             " | ".join(e.get("reasons") or [])])
        for e in (it.diff.get("law_change") or {}).get("requirements", []):
            rows.append([CHANGE_ROW_PT["law"], e.get("citation", ""), e.get("title", ""),
                         _pt(STATUS_PT, e.get("before")), _pt(STATUS_PT, e.get("after")),
                         ", ".join(e.get("documents") or []), "", ""])
        if it.error:
            rows.append(["", "", "", "", "", "", "", it.error["message"]])
        for r in rows or [[""] * 8]:
            w.writerow(head + r)
        yield flush()


def write_csv(s: Session, job_id: str, path: Path) -> int:
    """Write the CSV to `path` (atomically); returns the number of data lines."""
    tmp = path.with_name(path.name + ".tmp")
    n = -1
    with open(tmp, "w", encoding="utf-8", newline="") as fh:
        for chunk in csv_lines(s, None, job_id):
            fh.write(chunk)
            n += chunk.count("\r\n")
    tmp.replace(path)
    return n
