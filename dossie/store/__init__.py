"""Persistence: SQLAlchemy 2 models (one module per resource), the engine and
migrations, and the content-addressed file store.

Importing this package registers every model on `Base.metadata` (Alembic reads it).
"""

from dossie.store.audit import AuditEvent
from dossie.store.base import Base
from dossie.store.decisions import Decision
from dossie.store.documents import ExtractedDocument
from dossie.store.dossiers import Dossier
from dossie.store.files import Blob, DossierFile
from dossie.store.jobs import Job
from dossie.store.reports import StoredReport
from dossie.store.revalidation import ChecklistSnapshot, RevalidationItem
from dossie.store.users import ApiToken, User

__all__ = [
    "ApiToken",
    "AuditEvent",
    "Base",
    "Blob",
    "ChecklistSnapshot",
    "Decision",
    "Dossier",
    "DossierFile",
    "ExtractedDocument",
    "Job",
    "RevalidationItem",
    "StoredReport",
    "User",
]
