"""Renewal notices (issue 5): after a revalidation, one pt-BR notice per applicant with
deficient dossiers, listing what to renew or bring — each item with its article, what
was read, when the document stopped being valid and the deadline — plus what expires
soon. HTML from `dossie/services/templates/notices/renewal.html` (the report's look and
Jinja2 environment), PDF from the same HTML via WeasyPrint (`dossie.pdf`).

An applicant is the dossier owner and the declared `requerente_documento` (one user may
file for several companies); its notice covers all its deficient dossiers."""

from __future__ import annotations

import re
from datetime import date, timedelta
from pathlib import Path
from typing import Any

from pydantic import BaseModel
from sqlalchemy import select
from sqlalchemy.orm import Session

from checklists.report import DEFICIENT, STATUS_PT
from core.errors import NotFound
from dossie.services.principal import Principal
from dossie.services.report_view import environment
from dossie.services.revalidation.export import iter_items, revalidation_job
from dossie.store.reports import StoredReport

TEMPLATE = "notices/renewal.html"
DEFAULT_DEADLINE_DAYS = 30
UPCOMING_DAYS = 60


class NoticeItem(BaseModel):
    citation: str
    title: str
    status: str
    status_pt: str
    section: str
    what_to_bring: str
    reasons: list[str]
    documents: list[str]
    expired_on: date | None = None  # the first day the requirement stopped being met
    new: bool  # deficient since the previous report


class UpcomingItem(BaseModel):
    citation: str
    title: str
    expires_on: date
    documents: list[str]


class NoticeDossier(BaseModel):
    dossier_id: str
    checklist_id: str
    checklist_title: str
    law: str
    as_of: date
    verdict: str
    items: list[NoticeItem]
    upcoming: list[UpcomingItem]


class Notice(BaseModel):
    key: str
    applicant_name: str | None = None
    applicant_document: str | None = None
    username: str | None = None
    issued_on: date
    deadline: date
    deadline_days: int
    as_of: date
    job_id: str
    dossiers: list[NoticeDossier]

    @property
    def filename(self) -> str:
        return f"notificacao-renovacao-{self.key}"


class NoticeRef(BaseModel):
    key: str
    applicant_name: str | None = None
    applicant_document: str | None = None
    username: str | None = None
    dossiers: list[str]
    html: str
    pdf: str


def _key(document: str | None, username: str | None) -> str:
    raw = document or f"usuario-{username or 'desconhecido'}"
    return re.sub(r"[^A-Za-z0-9_.-]+", "-", raw).strip("-")[:80] or "requerente"


def _dossier(item: Any, report: dict[str, Any], upcoming_until: date) -> NoticeDossier:
    diff = item.diff or {}
    expired = {(e["ref"], e["title"]): e.get("expired_on")
               for e in diff.get("newly_deficient", []) + diff.get("still_deficient", [])}
    new = {(e["ref"], e["title"]) for e in diff.get("newly_deficient", [])}
    items, upcoming = [], []
    as_of = date.fromisoformat(report["as_of"])
    for r in report.get("requirements", []):
        key = (r["ref"], r["title"])
        if r["status"] in DEFICIENT:
            exp = expired.get(key)
            items.append(NoticeItem(
                citation=r["citation"], title=r["title"], status=r["status"],
                status_pt=STATUS_PT.get(r["status"], r["status"]),
                section=r.get("section", ""), what_to_bring=r.get("what_to_bring", ""),
                reasons=r.get("reasons", []), documents=r.get("documents", []),
                expired_on=date.fromisoformat(exp) if exp else None, new=key in new))
        elif r["status"] == "met" and r.get("expires_on"):
            day = date.fromisoformat(r["expires_on"])
            if as_of <= day <= upcoming_until:
                upcoming.append(UpcomingItem(citation=r["citation"], title=r["title"],
                                             expires_on=day, documents=r.get("documents", [])))
    upcoming.sort(key=lambda u: u.expires_on)
    c = report["checklist"]
    return NoticeDossier(dossier_id=item.dossier_id, checklist_id=c["id"],
                         checklist_title=c["title"], law=c["law"], as_of=as_of,
                         verdict=report["verdict"], items=items, upcoming=upcoming)


def collect(s: Session, who: Principal | None, job_id: str, issued_on: date,
            deadline_days: int = DEFAULT_DEADLINE_DAYS, key: str | None = None) -> list[Notice]:
    """The notices of a finished revalidation (only `key`'s when given)."""
    job = revalidation_job(s, who, job_id)
    as_of = date.fromisoformat(job.params["as_of"])
    notices: dict[tuple[str | None, str], Notice] = {}
    for it in iter_items(s, job.id):
        if it.outcome != "evaluated" or it.verdict not in ("deficient", "review") \
                or it.report_id is None:
            continue
        k = _key(it.applicant.document, it.applicant.username)
        if key is not None and k != key:
            continue
        report = s.scalar(select(StoredReport.report).where(StoredReport.id == it.report_id))
        if report is None:
            continue
        n = notices.get((it.applicant.username, k))
        if n is None:
            n = notices[(it.applicant.username, k)] = Notice(
                key=k, applicant_name=it.applicant.name, applicant_document=it.applicant.document,
                username=it.applicant.username, issued_on=issued_on,
                deadline=issued_on + timedelta(days=deadline_days), deadline_days=deadline_days,
                as_of=as_of, job_id=job.id, dossiers=[])
        n.dossiers.append(_dossier(it, report, as_of + timedelta(days=UPCOMING_DAYS)))
    out = sorted(notices.values(), key=lambda n: (n.applicant_name or "", n.key))
    if key is not None and not out:
        raise NotFound("Notificação não encontrada nesta revalidação.",
                       code="notificacao_inexistente")
    return out


def refs(notices: list[Notice], base_url: str) -> list[NoticeRef]:
    return [NoticeRef(key=n.key, applicant_name=n.applicant_name,
                      applicant_document=n.applicant_document, username=n.username,
                      dossiers=[d.dossier_id for d in n.dossiers],
                      html=f"{base_url}/{n.key}?format=html",
                      pdf=f"{base_url}/{n.key}?format=pdf") for n in notices]


def to_html(notice: Notice) -> str:
    return environment().get_template(TEMPLATE).render(n=notice, STATUS_PT=STATUS_PT)


def to_pdf(notice: Notice) -> bytes:
    # in a bounded worker process, never the server's (issue 17, finding 3)
    from dossie.services.pdf_render import render as html_to_pdf

    return html_to_pdf(to_html(notice))


def write_dir(notices: list[Notice], directory: Path, *, pdf: bool = True) -> list[Path]:
    """Write each notice as HTML (and PDF) into `directory`; returns the files."""
    directory.mkdir(parents=True, exist_ok=True)
    written = []
    for n in notices:
        html = to_html(n)
        path = directory / f"{n.filename}.html"
        path.write_text(html, encoding="utf-8")
        written.append(path)
        if pdf:
            from dossie.pdf import html_to_pdf

            path = directory / f"{n.filename}.pdf"
            path.write_bytes(html_to_pdf(html))
            written.append(path)
    return written
