"""The checklists errors, now declared in `core.errors` (issue 16):
only re-exports: import them from `core.errors`."""

# transitional: removed once cli/web/jobs moves land (issue 16)

from __future__ import annotations

from core.errors import InvalidChecklistData, NotInForce, UnknownChecklist

__all__ = ["InvalidChecklistData", "NotInForce", "UnknownChecklist"]
