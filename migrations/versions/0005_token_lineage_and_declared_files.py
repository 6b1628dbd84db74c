"""token lineage and scope; files whose reading the applicant declared (issue 17)

- `api_tokens.parent_id`: the token a token was minted with, so that logging out of a
  login session revokes what it minted (finding 6);
- `api_tokens.scope`: `captura` for a capture system's token, whose extraction JSON
  uploads are evidence (finding 2, CONTRACT §2);
- `dossier_files.declared`: an extraction JSON uploaded by anyone else, a declaration
  never `met` on its own (finding 2).

Revision ID: 0005
Revises: 0004
Create Date: 2026-12-04
"""

from __future__ import annotations

from collections.abc import Sequence

import sqlalchemy as sa
from alembic import op

revision: str = "0005"
down_revision: str | None = "0004"
branch_labels: str | Sequence[str] | None = None
depends_on: str | Sequence[str] | None = None


def upgrade() -> None:
    with op.batch_alter_table("api_tokens") as t:
        t.add_column(sa.Column("parent_id", sa.Integer(), nullable=True))
        t.add_column(sa.Column("scope", sa.String(32), nullable=False, server_default=""))
        t.create_index("ix_api_tokens_parent_id", ["parent_id"], unique=False)
    with op.batch_alter_table("dossier_files") as t:
        t.add_column(sa.Column("declared", sa.Boolean(), nullable=False,
                               server_default=sa.false()))


def downgrade() -> None:
    with op.batch_alter_table("dossier_files") as t:
        t.drop_column("declared")
    with op.batch_alter_table("api_tokens") as t:
        t.drop_index("ix_api_tokens_parent_id")
        t.drop_column("scope")
        t.drop_column("parent_id")
