"""The secretary's journal of decisions and the seating kept with a tournament.

Decisions (corrections, the choice between conflicting protocols, exclusions) are
append-only like the games' journal: the same guard refuses to change or delete a row.

Revision ID: 0004
Revises: 0003
"""
from __future__ import annotations

import sqlalchemy as sa
from alembic import op

revision = "0004"
down_revision = "0003"
branch_labels = None
depends_on = None


def upgrade() -> None:
    op.create_table(
        "secretary_journal",
        sa.Column("id", sa.Integer, nullable=False),
        sa.Column("tournament_id", sa.Integer, nullable=False),
        sa.Column("number", sa.Integer, nullable=False),
        sa.Column("kind", sa.String(16), nullable=False),
        sa.Column("game", sa.String(80), nullable=False),
        sa.Column("field", sa.String(16)),
        sa.Column("seat", sa.SmallInteger),
        sa.Column("old_value", sa.Text),
        sa.Column("new_value", sa.Text),
        sa.Column("place", sa.String(100)),
        sa.Column("author", sa.String(200), nullable=False),
        sa.Column("reason", sa.Text, nullable=False),
        sa.Column("at", sa.DateTime, nullable=False),
        sa.PrimaryKeyConstraint("id", name="pk_secretary_journal"),
        sa.ForeignKeyConstraint(["tournament_id"], ["tournaments.id"], name="fk_secretary_journal_tournament_id"),
        sa.UniqueConstraint("tournament_id", "number", name="uq_secretary_journal_tournament_id_number"),
    )
    op.create_table(
        "tournament_seatings",
        sa.Column("id", sa.Integer, nullable=False),
        sa.Column("tournament_id", sa.Integer, nullable=False),
        sa.Column("version", sa.Integer, nullable=False),
        sa.Column("schedule", sa.Text, nullable=False),
        sa.Column("author", sa.String(200)),
        sa.Column("created_at", sa.DateTime, nullable=False),
        sa.PrimaryKeyConstraint("id", name="pk_tournament_seatings"),
        sa.ForeignKeyConstraint(["tournament_id"], ["tournaments.id"], name="fk_tournament_seatings_tournament_id"),
        sa.UniqueConstraint("tournament_id", "version", name="uq_tournament_seatings_tournament_id_version"),
    )
    if op.get_bind().dialect.name == "sqlite":
        for action in ("UPDATE", "DELETE"):
            op.execute(f"CREATE TRIGGER secretary_journal_no_{action.lower()} BEFORE {action} ON secretary_journal "
                       "BEGIN SELECT RAISE(ABORT, 'secretary_journal rows are never changed'); END")
    else:
        op.execute("CREATE TRIGGER secretary_journal_append_only BEFORE UPDATE OR DELETE ON secretary_journal "
                   "FOR EACH ROW EXECUTE FUNCTION mafia_refuse_change()")


def downgrade() -> None:
    if op.get_bind().dialect.name != "sqlite":
        op.execute("DROP TRIGGER secretary_journal_append_only ON secretary_journal")
    op.drop_table("tournament_seatings")
    op.drop_table("secretary_journal")
