"""Two indexes of the games that no query needs, dropped (issue 41 §3): an import updates
every index of every game it writes, and these two were a twentieth of the server's work.

- ``ix_games_played_on``: ``ix_games_played_id`` (played_on, id), added by 0006, serves every
  question by date, and the newest-first order beside it.
- ``ix_games_winner``: three values over the whole archive; the search by winner walks the
  games newest first (``ix_games_played_id``) and stops at its page, and no planner picks
  an index that returns a third of the table.

Revision ID: 0010
Revises: 0009
"""
from __future__ import annotations

from alembic import op

revision = "0010"
down_revision = "0009"
branch_labels = None
depends_on = None

DROPPED = (("ix_games_played_on", "played_on"), ("ix_games_winner", "winner"))


def upgrade() -> None:
    for name, _ in DROPPED:
        op.drop_index(name, table_name="games")


def downgrade() -> None:
    for name, column in DROPPED:
        op.create_index(name, "games", [column])
