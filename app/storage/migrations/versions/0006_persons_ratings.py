"""Persons across tournaments and their ratings (issue 41): persons and their ids in other
systems, the person of every nickname and of every seat, the trail of merges and splits, the
kind of each tournament, and the computed ratings with the indexes a card (by person) and a
table (by rating) read.

Revision ID: 0006
Revises: 0005
"""
from __future__ import annotations

import sqlalchemy as sa
from alembic import op

revision = "0006"
down_revision = "0005"
branch_labels = None
depends_on = None


def _persons() -> None:
    op.create_table(
        "persons",
        sa.Column("id", sa.Integer, nullable=False),
        sa.Column("name", sa.String(100), nullable=False),
        sa.Column("federation_id", sa.String(64)),
        sa.Column("club", sa.String(200)),
        sa.Column("city", sa.String(200)),
        sa.Column("merged_into", sa.Integer),
        sa.Column("created_at", sa.DateTime, nullable=False),
        sa.PrimaryKeyConstraint("id", name="pk_persons"),
        sa.ForeignKeyConstraint(["merged_into"], ["persons.id"], name="fk_persons_merged_into"),
        sa.UniqueConstraint("federation_id", name="uq_persons_federation_id"),
    )
    op.create_table(
        "person_ids",
        sa.Column("id", sa.Integer, nullable=False),
        sa.Column("person_id", sa.Integer, nullable=False),
        sa.Column("system", sa.String(16), nullable=False),
        sa.Column("value", sa.String(64), nullable=False),
        sa.PrimaryKeyConstraint("id", name="pk_person_ids"),
        sa.ForeignKeyConstraint(["person_id"], ["persons.id"], name="fk_person_ids_person_id"),
        sa.UniqueConstraint("system", "value", name="uq_person_ids_system_value"),
    )
    op.create_index("ix_person_ids_person_id", "person_ids", ["person_id"])
    op.create_table(
        "player_persons",
        sa.Column("player_id", sa.Integer, nullable=False),
        sa.Column("person_id", sa.Integer, nullable=False),
        sa.PrimaryKeyConstraint("player_id", name="pk_player_persons"),
        sa.ForeignKeyConstraint(["player_id"], ["players.id"], name="fk_player_persons_player_id"),
        sa.ForeignKeyConstraint(["person_id"], ["persons.id"], name="fk_player_persons_person_id"),
    )
    op.create_index("ix_player_persons_person_id", "player_persons", ["person_id"])
    op.create_table(
        "seat_persons",
        sa.Column("game_id", sa.Integer, nullable=False),
        sa.Column("seat", sa.SmallInteger, nullable=False),
        sa.Column("player_id", sa.Integer, nullable=False),
        sa.Column("person_id", sa.Integer, nullable=False),
        sa.Column("how", sa.String(8), nullable=False),
        sa.PrimaryKeyConstraint("game_id", "seat", name="pk_seat_persons"),
        sa.ForeignKeyConstraint(["game_id"], ["games.id"], name="fk_seat_persons_game_id"),
        sa.ForeignKeyConstraint(["person_id"], ["persons.id"], name="fk_seat_persons_person_id"),
    )
    op.create_index("ix_seat_persons_person_game", "seat_persons", ["person_id", "game_id"])
    op.create_table(
        "person_changes",
        sa.Column("id", sa.Integer, nullable=False),
        sa.Column("kind", sa.String(16), nullable=False),
        sa.Column("author", sa.String(200), nullable=False),
        sa.Column("reason", sa.Text, nullable=False),
        sa.Column("at", sa.DateTime, nullable=False),
        sa.Column("payload", sa.Text, nullable=False),
        sa.Column("undone_by", sa.Integer),
        sa.PrimaryKeyConstraint("id", name="pk_person_changes"),
    )
    op.create_table(
        "tournament_grades",
        sa.Column("tournament_id", sa.Integer, nullable=False),
        sa.Column("grade", sa.String(16), nullable=False),
        sa.Column("author", sa.String(200)),
        sa.Column("at", sa.DateTime, nullable=False),
        sa.PrimaryKeyConstraint("tournament_id", name="pk_tournament_grades"),
        sa.ForeignKeyConstraint(["tournament_id"], ["tournaments.id"], name="fk_tournament_grades_tournament_id"),
    )


def _ratings() -> None:
    op.create_table(
        "rating_scopes",
        sa.Column("id", sa.Integer, nullable=False),
        sa.Column("key", sa.String(160), nullable=False),
        sa.Column("formula", sa.String(100), nullable=False),
        sa.Column("season", sa.Integer),
        sa.Column("computed_at", sa.DateTime),
        sa.Column("games", sa.Integer, nullable=False),
        sa.Column("boundary_on", sa.Date),
        sa.Column("boundary_game", sa.Integer),
        sa.PrimaryKeyConstraint("id", name="pk_rating_scopes"),
        sa.UniqueConstraint("key", name="uq_rating_scopes_key"),
    )
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
    op.create_table(
        "rating_standings",
        sa.Column("scope_id", sa.Integer, nullable=False),
        sa.Column("person_id", sa.Integer, nullable=False),
        sa.Column("rating", sa.Float, nullable=False),
        sa.Column("red", sa.Float, nullable=False),
        sa.Column("black", sa.Float, nullable=False),
        sa.Column("games", sa.Integer, nullable=False),
        sa.Column("wins", sa.Integer, nullable=False),
        sa.Column("last_on", sa.Date, nullable=False),
        sa.Column("last_game", sa.Integer, nullable=False),
        sa.Column("previous", sa.Float),
        sa.PrimaryKeyConstraint("scope_id", "person_id", name="pk_rating_standings"),
    )
    op.create_index("ix_rating_standings_rating", "rating_standings", ["scope_id", "rating"])


def upgrade() -> None:
    _persons()
    _ratings()
    # The rated games are read in the archive's order (date, then id) by the stream of a
    # recomputation; the seats of a batch of games by game.
    op.create_index("ix_games_played_id", "games", ["played_on", "id"])


def downgrade() -> None:
    op.drop_index("ix_games_played_id", table_name="games")
    for table in ("rating_standings", "rating_entries", "rating_scopes", "tournament_grades", "person_changes",
                  "seat_persons", "player_persons", "person_ids", "persons"):
        op.drop_table(table)
