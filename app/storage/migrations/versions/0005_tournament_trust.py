"""A tournament's register of judges and its choice of unsigned games (club or federation).

A judge removed from the register keeps the row (``removed_at``), so that the archive
says who was trusted when; adding the judge again clears it.  A decision of the
secretary's journal may carry the secretary's signature of the corrected protocol.

Revision ID: 0005
Revises: 0004
"""
from __future__ import annotations

import sqlalchemy as sa
from alembic import op

revision = "0005"
down_revision = "0004"
branch_labels = None
depends_on = None


def upgrade() -> None:
    op.add_column("secretary_journal", sa.Column("signature", sa.Text))
    op.create_table(
        "tournament_judges",
        sa.Column("id", sa.Integer, nullable=False),
        sa.Column("tournament_id", sa.Integer, nullable=False),
        sa.Column("fingerprint", sa.String(64), nullable=False),
        sa.Column("name", sa.String(200), nullable=False),
        sa.Column("certificate", sa.Text, nullable=False),
        sa.Column("added_at", sa.DateTime, nullable=False),
        sa.Column("removed_at", sa.DateTime),
        sa.PrimaryKeyConstraint("id", name="pk_tournament_judges"),
        sa.ForeignKeyConstraint(["tournament_id"], ["tournaments.id"], name="fk_tournament_judges_tournament_id"),
        sa.UniqueConstraint("tournament_id", "fingerprint", name="uq_tournament_judges_tournament_id_fingerprint"),
    )
    op.create_table(
        "tournament_setups",
        sa.Column("id", sa.Integer, nullable=False),
        sa.Column("tournament_id", sa.Integer, nullable=False),
        sa.Column("unsigned", sa.String(8)),
        sa.Column("updated_at", sa.DateTime, nullable=False),
        sa.PrimaryKeyConstraint("id", name="pk_tournament_setups"),
        sa.ForeignKeyConstraint(["tournament_id"], ["tournaments.id"], name="fk_tournament_setups_tournament_id"),
        sa.UniqueConstraint("tournament_id", name="uq_tournament_setups_tournament_id"),
    )


def downgrade() -> None:
    op.drop_column("secretary_journal", "signature")      # SQLite 3.35+ drops a column in place
    op.drop_table("tournament_setups")
    op.drop_table("tournament_judges")
