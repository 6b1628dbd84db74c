"""Drafts (issue 14): a request created twice by the same form is created once, and a
draft can be deleted by its owner.

"The same form twice" — the back button after "Criar pedido" and a second click — is
recognised by the form's one-time token (a hidden field the browser restores), or else
as a draft of the same account, checklist, facts and reference date made a few minutes
earlier and still without files: the second post leads to that draft instead of a new
one (POST-redirect-GET already keeps a reload from posting again)."""

from __future__ import annotations

from datetime import date, timedelta
from typing import Any

from sqlalchemy import delete, exists, select
from sqlalchemy.orm import Session

from core.errors import Conflict
from dossie.services import audit, dossiers
from dossie.services.principal import Principal
from dossie.store.audit import AuditEvent
from dossie.store.base import utcnow
from dossie.store.dossiers import Dossier
from dossie.store.files import DossierFile
from dossie.store.reports import StoredReport

TWIN_WINDOW = timedelta(minutes=15)


FORM_ACTION = "dossie.formulario"


def created_by_form(s: Session, who: Principal, token: str) -> str | None:
    """The request this account already created from the form instance `token` (the
    browser restores the form's hidden token when the person goes back to it)."""
    if not token or len(token) > 64:
        return None
    row = s.scalar(select(AuditEvent.dossier_id).where(
        AuditEvent.action == FORM_ACTION, AuditEvent.actor_id == who.user_id,
        AuditEvent.target == f"form:{token}").limit(1))
    if row is None or not s.scalar(select(exists().where(Dossier.id == row))):
        return None
    return str(row)


def remember_form(s: Session, who: Principal, token: str, dossier_id: str) -> None:
    if token and len(token) <= 64:
        audit.record(s, who, FORM_ACTION, dossier_id=dossier_id, target=f"form:{token}")
        s.commit()


def recent_twin(s: Session, who: Principal, checklist_id: str, facts: dict[str, Any],
                as_of: date | None) -> str | None:
    """The id of this account's identical, still empty draft made in the last minutes."""
    rows = s.execute(select(Dossier.id, Dossier.facts, Dossier.as_of).where(
        Dossier.owner_id == who.user_id, Dossier.checklist_id == checklist_id,
        Dossier.status == "draft", Dossier.created_at >= utcnow() - TWIN_WINDOW,
        ~exists().where(DossierFile.dossier_id == Dossier.id))
        .order_by(Dossier.created_at.desc()))
    for did, f, a in rows:
        if (f or {}) == facts and a == as_of:
            return str(did)
    return None


def delete_draft(s: Session, who: Principal, dossier_id: str) -> None:
    """Delete a draft (never checked) with its files; its owner or staff. Audited."""
    d = dossiers.load_for_change(s, who, dossier_id)
    checked = s.scalar(select(exists().where(StoredReport.dossier_id == d.id)))
    if d.status != "draft" or checked:
        raise Conflict("Só um rascunho (pedido ainda não conferido) pode ser excluído.",
                       code="nao_e_rascunho")
    audit.record(s, who, "dossie.excluir", dossier_id=None, target=f"dossier:{d.id}",
                 detail={"checklist": d.checklist_id})
    s.execute(delete(Dossier).where(Dossier.id == d.id))
    s.commit()
