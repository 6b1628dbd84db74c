"""index for the daily upload quota (an applicant's uploads of the last 24 hours)

Revision ID: 0004
Revises: 0003
Create Date: 2026-12-03
"""

from __future__ import annotations

from collections.abc import Sequence

from alembic import op

revision: str = "0004"
down_revision: str | None = "0003"
branch_labels: str | Sequence[str] | None = None
depends_on: str | Sequence[str] | None = None


def upgrade() -> None:
    op.create_index("ix_dossier_files_uploaded_by_uploaded_at", "dossier_files",
                    ["uploaded_by", "uploaded_at"], unique=False)


def downgrade() -> None:
    op.drop_index("ix_dossier_files_uploaded_by_uploaded_at", table_name="dossier_files")
