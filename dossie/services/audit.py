"""Recording and reading the audit trail (clerk decisions, access to personal data)."""

from __future__ import annotations

from datetime import timedelta
from typing import Any

from sqlalchemy import Connection, insert, select
from sqlalchemy.orm import Session

from dossie.services.principal import Principal
from dossie.services.schemas import AuditEventOut
from dossie.store.audit import AuditEvent
from dossie.store.base import table_of, utcnow


def record(s: Session, who: Principal | None, action: str, *, dossier_id: str | None = None,
           target: str | None = None, detail: dict[str, Any] | None = None) -> None:
    """Add an event to the caller's transaction (it lands with the change it records)."""
    s.add(AuditEvent(actor_id=who.user_id if who and who.user_id else None,
                     actor_role=who.role if who else None, action=action,
                     dossier_id=dossier_id, target=target, detail=detail or {}))


_INSERT = insert(table_of(AuditEvent))


def insert_now(conn: Connection, who: Principal | None, action: str, *,
               dossier_id: str | None = None, target: str | None = None,
               detail: dict[str, Any] | None = None) -> None:
    """`record`, as one statement on the caller's connection (in its transaction): for
    write transactions that use no ORM objects."""
    conn.execute(_INSERT, {"actor_id": who.user_id if who and who.user_id else None,
                           "actor_role": who.role if who else None, "action": action,
                           "dossier_id": dossier_id, "target": target,
                           "detail": detail or {}, "at": utcnow()})


# accesses recorded once per visit, not per request: a review page loads one evidence
# crop per field read (dozens of images), and the trail must say "viewed the evidence of
# dossier X" once (issue 14), not drown the other events
PER_VISIT = frozenset({"evidencia"})
VISIT = timedelta(minutes=30)


def record_access(s: Session, who: Principal, dossier_id: str, owner_id: int, what: str,
                  target: str | None = None) -> None:
    """An access to a dossier's personal data by someone other than its owner."""
    if who.user_id == owner_id:
        return
    action = f"acesso.{what}"
    if what in PER_VISIT:
        seen = s.scalar(select(AuditEvent.id).where(
            AuditEvent.action == action, AuditEvent.dossier_id == dossier_id,
            AuditEvent.actor_id == (who.user_id or None),
            AuditEvent.at >= utcnow() - VISIT).limit(1))
        if seen is not None:
            return
        target = f"dossier:{dossier_id}"
    record(s, who, action, dossier_id=dossier_id, target=target)
    s.commit()


def list_events(s: Session, who: Principal, *, dossier_id: str | None = None,
                actor_id: int | None = None, limit: int = 100,
                offset: int = 0) -> list[AuditEventOut]:
    who.require("admin", "clerk")
    q = select(AuditEvent).order_by(AuditEvent.at.desc(), AuditEvent.id.desc())
    if dossier_id:
        q = q.where(AuditEvent.dossier_id == dossier_id)
    elif who.role != "admin":
        who.require("admin")  # the whole trail is for admins; clerks see one dossier's
    if actor_id is not None:
        q = q.where(AuditEvent.actor_id == actor_id)
    rows = s.scalars(q.limit(min(limit, 1000)).offset(offset))
    return [AuditEventOut.model_validate(r, from_attributes=True) for r in rows]
