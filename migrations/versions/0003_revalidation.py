"""revalidation items and checklist snapshots

Revision ID: 0003
Revises: 0002
Create Date: 2026-12-02
"""

from __future__ import annotations

from collections.abc import Sequence

import sqlalchemy as sa
from alembic import op
from sqlalchemy.dialects import postgresql

revision: str = "0003"
down_revision: str | None = "0002"
branch_labels: str | Sequence[str] | None = None
depends_on: str | Sequence[str] | None = None


def upgrade() -> None:
    op.create_table("checklist_versions",
    sa.Column("checklist_id", sa.String(length=120), nullable=False),
    sa.Column("version", sa.String(length=64), nullable=False),
    sa.Column("law_yaml", sa.Text(), nullable=False),
    sa.Column("checklist_yaml", sa.Text(), nullable=False),
    sa.Column("created_at", sa.DateTime(), nullable=False),
    sa.PrimaryKeyConstraint("checklist_id", "version", name=op.f("pk_checklist_versions"))
    )
    op.create_table("revalidation_items",
    sa.Column("job_id", sa.String(length=32), nullable=False),
    sa.Column("dossier_id", sa.String(length=32), nullable=False),
    sa.Column("checklist_id", sa.String(length=120), nullable=False),
    sa.Column("as_of", sa.Date(), nullable=False),
    sa.Column("outcome", sa.String(length=16), nullable=False),
    sa.Column("change", sa.String(length=32), nullable=False),
    sa.Column("verdict", sa.String(length=16), nullable=True),
    sa.Column("previous_verdict", sa.String(length=16), nullable=True),
    sa.Column("previous_report_id", sa.String(length=32), nullable=True),
    sa.Column("report_id", sa.String(length=32), nullable=True),
    sa.Column("checklist_version", sa.String(length=64), nullable=True),
    sa.Column("newly_deficient", sa.Integer(), nullable=False),
    sa.Column("resolved", sa.Integer(), nullable=False),
    sa.Column("deficiencies", sa.Integer(), nullable=False),
    sa.Column("law_changed", sa.Boolean(), nullable=True),
    sa.Column("diff", sa.JSON().with_variant(postgresql.JSONB(astext_type=sa.Text()), "postgresql"), nullable=False),
    sa.Column("statuses", sa.JSON().with_variant(postgresql.JSONB(astext_type=sa.Text()), "postgresql"), nullable=False),
    sa.Column("error_code", sa.String(length=64), nullable=True),
    sa.Column("error_message", sa.Text(), nullable=True),
    sa.Column("created_at", sa.DateTime(), nullable=False),
    sa.ForeignKeyConstraint(["dossier_id"], ["dossiers.id"], name=op.f("fk_revalidation_items_dossier_id_dossiers"), ondelete="CASCADE"),
    sa.ForeignKeyConstraint(["job_id"], ["jobs.id"], name=op.f("fk_revalidation_items_job_id_jobs"), ondelete="CASCADE"),
    sa.PrimaryKeyConstraint("job_id", "dossier_id", name=op.f("pk_revalidation_items"))
    )
    with op.batch_alter_table("revalidation_items", schema=None) as batch_op:
        batch_op.create_index(batch_op.f("ix_revalidation_items_change"), ["change"], unique=False)
        batch_op.create_index(batch_op.f("ix_revalidation_items_dossier_id"), ["dossier_id"], unique=False)
        batch_op.create_index(batch_op.f("ix_revalidation_items_report_id"), ["report_id"], unique=False)



def downgrade() -> None:
    with op.batch_alter_table("revalidation_items", schema=None) as batch_op:
        batch_op.drop_index(batch_op.f("ix_revalidation_items_report_id"))
        batch_op.drop_index(batch_op.f("ix_revalidation_items_dossier_id"))
        batch_op.drop_index(batch_op.f("ix_revalidation_items_change"))

    op.drop_table("revalidation_items")
    op.drop_table("checklist_versions")
