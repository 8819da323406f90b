"""What a rating computed, one row per rated game instead of one per seat (issue 41 §3): a
recomputation at a federation's scale wrote ten million rows of ``rating_entries`` (a
million games), and that writing was most of its time.  ``rating_games`` keeps each rated
game's seats packed (app.storage.rating_seats: each seat's person, what it earned and the person's
state after it), one row and two index entries per game.  The ratings are derived data: the
scopes computed before are forgotten and recomputed on their next use.

Revision ID: 0008
Revises: 0007
"""
from __future__ import annotations

import sqlalchemy as sa
from alembic import op

revision = "0008"
down_revision = "0007"
branch_labels = None
depends_on = None


def upgrade() -> None:
    op.execute("DELETE FROM rating_standings")
    op.execute("DELETE FROM rating_scopes")
    op.drop_index("ix_rating_entries_person", table_name="rating_entries")
    op.drop_index("ix_rating_entries_order", table_name="rating_entries")
    op.drop_table("rating_entries")
    op.create_table(
        "rating_games",
        sa.Column("scope_id", sa.Integer, nullable=False),
        sa.Column("game_id", sa.Integer, nullable=False),
        sa.Column("played_on", sa.Date, nullable=False),
        sa.Column("seats", sa.LargeBinary, nullable=False),
        sa.PrimaryKeyConstraint("scope_id", "game_id", name="pk_rating_games"),
    )
    op.create_index("ix_rating_games_order", "rating_games", ["scope_id", "played_on", "game_id"])


def downgrade() -> None:
    op.drop_index("ix_rating_games_order", table_name="rating_games")
    op.drop_table("rating_games")
    op.execute("DELETE FROM rating_standings")
    op.execute("DELETE FROM rating_scopes")
    op.create_table(
        "rating_entries",
        sa.Column("scope_id", sa.Integer, nullable=False),
        sa.Column("game_id", sa.Integer, nullable=False),
        sa.Column("seat", sa.SmallInteger, nullable=False),
        sa.Column("person_id", sa.Integer, nullable=False),
        sa.Column("played_on", sa.Date, nullable=False),
        sa.Column("team", sa.String(8), nullable=False),
        sa.Column("result", sa.String(8)),
        sa.Column("earned", sa.Float, nullable=False),
        sa.Column("rating", sa.Float, nullable=False),
        sa.Column("red", sa.Float, nullable=False),
        sa.Column("black", sa.Float, nullable=False),
        sa.Column("games", sa.Integer, nullable=False),
        sa.Column("wins", sa.Integer, nullable=False),
        sa.PrimaryKeyConstraint("scope_id", "game_id", "seat", name="pk_rating_entries"),
    )
    op.create_index("ix_rating_entries_person", "rating_entries", ["scope_id", "person_id", "played_on", "game_id"])
    op.create_index("ix_rating_entries_order", "rating_entries", ["scope_id", "played_on", "game_id"])
