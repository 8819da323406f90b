"""The seats and their persons' links without a foreign key checked row by row (issue 41
§3): an import writes ten seats and ten links a game, and PostgreSQL checked forty
references for each of them, one index probe through its trigger machinery each, a third
of the server's work at a federation's scale.  These rows are derived: written only with
their game, by the archive itself, and the games, players and persons they name are never
deleted.  ``db check`` checks the same references for the whole table at once
(app.storage.integrity, app.storage.persons.check_persons).

Revision ID: 0009
Revises: 0008
"""
from __future__ import annotations

from alembic import op

revision = "0009"
down_revision = "0008"
branch_labels = None
depends_on = None

# (table, referring column, referred table)
REFERENCES = (("game_seats", "game_id", "games"), ("game_seats", "player_id", "players"),
              ("seat_persons", "game_id", "games"), ("seat_persons", "person_id", "persons"))


def upgrade() -> None:
    for table in ("game_seats", "seat_persons"):
        with op.batch_alter_table(table) as batch:
            for name, column, _ in REFERENCES:
                if name == table:
                    batch.drop_constraint(f"fk_{table}_{column}", type_="foreignkey")


def downgrade() -> None:
    for table in ("game_seats", "seat_persons"):
        with op.batch_alter_table(table) as batch:
            for name, column, referred in REFERENCES:
                if name == table:
                    batch.create_foreign_key(f"fk_{table}_{column}", referred, [column], ["id"])
