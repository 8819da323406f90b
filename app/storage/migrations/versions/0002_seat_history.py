"""A player's history in one index range: each seat carries its game's date.

The first schema found a player's seats by ``player_id`` and then sorted them by the
games' dates; with thousands of games per player that sort dominated the query.

Revision ID: 0002
Revises: 0001
"""
from __future__ import annotations

import sqlalchemy as sa
from alembic import op

revision = "0002"
down_revision = "0001"
branch_labels = None
depends_on = None


def upgrade() -> None:
    op.add_column("game_seats", sa.Column("played_on", sa.Date))
    op.execute("UPDATE game_seats SET played_on = "
               "(SELECT games.played_on FROM games WHERE games.id = game_seats.game_id)")
    op.drop_index("ix_game_seats_player_id", table_name="game_seats")
    op.create_index("ix_game_seats_player_played", "game_seats", ["player_id", "played_on"])


def downgrade() -> None:
    op.drop_index("ix_game_seats_player_played", table_name="game_seats")
    op.create_index("ix_game_seats_player_id", "game_seats", ["player_id"])
    with op.batch_alter_table("game_seats") as batch:
        batch.drop_column("played_on")
