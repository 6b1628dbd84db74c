"""Errors the checklists stage raises (they carry their exit code and HTTP status)."""

from __future__ import annotations

from intake.errors import DossieError


class UnknownChecklist(DossieError):
    code = "checklist_desconhecido"
    exit_code = 2
    http_status = 404


class NotInForce(DossieError):
    """The checklist's law is not in force at `as_of` (CONTRACT §2: exit 3)."""

    code = "lei_fora_de_vigencia"
    exit_code = 3
    http_status = 422


class InvalidChecklistData(DossieError):
    code = "checklist_invalido"
    exit_code = 2
    http_status = 500
