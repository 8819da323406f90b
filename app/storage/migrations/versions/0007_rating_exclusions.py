"""The secretary's exclusions as the ratings see them (issue 41): the games a tournament's
journal excludes (its last exclude or include of the game stands), kept as a table the
ratings' stream leaves out by its key, and the newest journal row each rating has seen, so
that a new decision re-rates from the game it names.  And each seat's side beside its
person (``seat_persons.team``): a card counts the opponents of its games from their links
alone, one range of the links' key per game.  And the indexes by time of the persons'
changes, the tournaments' grades and settings: a rating's probe of what changed since it was
computed is one statement of index probes.

Revision ID: 0007
Revises: 0006
"""
from __future__ import annotations

import sqlalchemy as sa
from alembic import op

revision = "0007"
down_revision = "0006"
branch_labels = None
depends_on = None


def upgrade() -> None:
    op.create_table(
        "rating_exclusions",
        sa.Column("game_id", sa.Integer, nullable=False),
        sa.Column("tournament_id", sa.Integer, nullable=False),
        sa.Column("decision_id", sa.Integer, nullable=False),
        sa.PrimaryKeyConstraint("game_id", name="pk_rating_exclusions"),
        sa.ForeignKeyConstraint(["game_id"], ["games.id"], name="fk_rating_exclusions_game_id"),
    )
    with op.batch_alter_table("rating_scopes") as batch:
        batch.add_column(sa.Column("journal_seen", sa.Integer))
    with op.batch_alter_table("seat_persons") as batch:
        batch.add_column(sa.Column("team", sa.String(8)))
    op.execute("UPDATE seat_persons SET team = (SELECT game_seats.team FROM game_seats WHERE "
               "game_seats.game_id = seat_persons.game_id AND game_seats.seat = seat_persons.seat)")
    # A rating probes what changed since it was computed in one statement, each part an index.
    op.create_index("ix_person_changes_at", "person_changes", ["at"])
    op.create_index("ix_tournament_grades_at", "tournament_grades", ["at"])
    op.create_index("ix_tournament_setups_updated", "tournament_setups", ["updated_at"])


def downgrade() -> None:
    for name, table in (("ix_person_changes_at", "person_changes"), ("ix_tournament_grades_at", "tournament_grades"),
                        ("ix_tournament_setups_updated", "tournament_setups")):
        op.drop_index(name, table_name=table)
    with op.batch_alter_table("seat_persons") as batch:
        batch.drop_column("team")
    with op.batch_alter_table("rating_scopes") as batch:
        batch.drop_column("journal_seen")
    op.drop_table("rating_exclusions")
