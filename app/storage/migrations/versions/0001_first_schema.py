"""The first schema: players, tournaments with rounds and tables, games with their seats,
signed revisions and the audit journal.

Revision ID: 0001
Revises:
"""
from __future__ import annotations

import sqlalchemy as sa
from alembic import op

revision = "0001"
down_revision = None
branch_labels = None
depends_on = None

IMMUTABLE = ("game_revisions", "game_journal")


def _key() -> sa.String:
    return sa.String(100).with_variant(sa.String(100, collation="C"), "postgresql")


def upgrade() -> None:
    op.create_table(
        "players",
        sa.Column("id", sa.Integer, nullable=False),
        sa.Column("uid", sa.String(64), nullable=False),
        sa.Column("nickname", sa.String(100), nullable=False),
        sa.Column("nickname_key", _key(), nullable=False),
        sa.Column("real_name", sa.String(200)),
        sa.Column("club", sa.String(200)),
        sa.Column("city", sa.String(200)),
        sa.Column("created_at", sa.DateTime, nullable=False),
        sa.PrimaryKeyConstraint("id", name="pk_players"),
        sa.UniqueConstraint("uid", name="uq_players_uid"),
        sa.UniqueConstraint("nickname_key", name="uq_players_nickname_key"),
    )
    op.create_table(
        "tournaments",
        sa.Column("id", sa.Integer, nullable=False),
        sa.Column("name", sa.String(200), nullable=False),
        sa.Column("starts_on", sa.Date),
        sa.Column("ends_on", sa.Date),
        sa.Column("venue", sa.String(200)),
        sa.Column("ruleset", sa.JSON),
        sa.Column("scoring", sa.JSON),
        sa.Column("created_at", sa.DateTime, nullable=False),
        sa.PrimaryKeyConstraint("id", name="pk_tournaments"),
        sa.UniqueConstraint("name", name="uq_tournaments_name"),
    )
    for table in ("rounds", "game_tables"):
        op.create_table(
            table,
            sa.Column("id", sa.Integer, nullable=False),
            sa.Column("tournament_id", sa.Integer, nullable=False),
            sa.Column("label", sa.String(50), nullable=False),
            sa.PrimaryKeyConstraint("id", name=f"pk_{table}"),
            sa.ForeignKeyConstraint(["tournament_id"], ["tournaments.id"],
                                    name=f"fk_{table}_tournament_id"),
            sa.UniqueConstraint("tournament_id", "label", name=f"uq_{table}_tournament_id_label"),
        )
    op.create_table(
        "games",
        sa.Column("id", sa.Integer, nullable=False),
        sa.Column("uid", sa.String(32), nullable=False),
        sa.Column("identity", sa.String(500), nullable=False),
        sa.Column("fingerprint", sa.String(64), nullable=False),
        sa.Column("document", sa.Text, nullable=False),
        sa.Column("version", sa.Integer, nullable=False),
        sa.Column("revision", sa.Integer, nullable=False),
        sa.Column("discarded", sa.Boolean, nullable=False),
        sa.Column("source", sa.String(16), nullable=False),
        sa.Column("status", sa.String(16), nullable=False),
        sa.Column("winner", sa.String(8)),
        sa.Column("outcome_reason", sa.String(32)),
        sa.Column("declared_winner", sa.String(8)),
        sa.Column("played_on", sa.Date),
        sa.Column("judge", sa.String(200)),
        sa.Column("ruleset", sa.String(40), nullable=False),
        sa.Column("tournament_id", sa.Integer),
        sa.Column("round_id", sa.Integer),
        sa.Column("table_id", sa.Integer),
        sa.Column("game_label", sa.String(50)),
        sa.Column("events", sa.Integer, nullable=False),
        sa.Column("errors", sa.Integer, nullable=False),
        sa.Column("created_at", sa.DateTime, nullable=False),
        sa.Column("updated_at", sa.DateTime, nullable=False),
        sa.PrimaryKeyConstraint("id", name="pk_games"),
        sa.UniqueConstraint("uid", name="uq_games_uid"),
        sa.UniqueConstraint("identity", name="uq_games_identity"),
        sa.ForeignKeyConstraint(["tournament_id"], ["tournaments.id"], name="fk_games_tournament_id"),
        sa.ForeignKeyConstraint(["round_id"], ["rounds.id"], name="fk_games_round_id"),
        sa.ForeignKeyConstraint(["table_id"], ["game_tables.id"], name="fk_games_table_id"),
    )
    op.create_index("ix_games_fingerprint", "games", ["fingerprint"])
    op.create_index("ix_games_winner", "games", ["winner"])
    op.create_index("ix_games_played_on", "games", ["played_on"])
    op.create_index("ix_games_judge", "games", ["judge"])
    op.create_index("ix_games_status_updated", "games", ["status", "updated_at"])
    op.create_index("ix_games_place", "games", ["tournament_id", "round_id", "table_id"])
    op.create_table(
        "game_seats",
        sa.Column("game_id", sa.Integer, nullable=False),
        sa.Column("seat", sa.SmallInteger, nullable=False),
        sa.Column("player_id", sa.Integer),
        sa.Column("name", sa.String(100), nullable=False),
        sa.Column("role", sa.String(8), nullable=False),
        sa.Column("team", sa.String(8), nullable=False),
        sa.Column("result", sa.String(8)),
        sa.Column("left_how", sa.String(16)),
        sa.Column("left_phase", sa.String(8)),
        sa.Column("fouls", sa.SmallInteger, nullable=False),
        sa.Column("extra_points", sa.Float),
        sa.Column("penalty_points", sa.Float),
        sa.Column("best_player", sa.Boolean, nullable=False),
        sa.Column("best_move_hits", sa.SmallInteger),
        sa.Column("card", sa.String(8)),
        sa.PrimaryKeyConstraint("game_id", "seat", name="pk_game_seats"),
        sa.ForeignKeyConstraint(["game_id"], ["games.id"], name="fk_game_seats_game_id"),
        sa.ForeignKeyConstraint(["player_id"], ["players.id"], name="fk_game_seats_player_id"),
    )
    op.create_index("ix_game_seats_player_id", "game_seats", ["player_id"])
    op.create_table(
        "game_revisions",
        sa.Column("id", sa.Integer, nullable=False),
        sa.Column("game_id", sa.Integer, nullable=False),
        sa.Column("number", sa.Integer, nullable=False),
        sa.Column("kind", sa.String(16), nullable=False),
        sa.Column("document", sa.Text, nullable=False),
        sa.Column("digest", sa.String(64), nullable=False),
        sa.Column("author", sa.String(200), nullable=False),
        sa.Column("reason", sa.Text),
        sa.Column("signature", sa.LargeBinary),
        sa.Column("created_at", sa.DateTime, nullable=False),
        sa.PrimaryKeyConstraint("id", name="pk_game_revisions"),
        sa.ForeignKeyConstraint(["game_id"], ["games.id"], name="fk_game_revisions_game_id"),
        sa.UniqueConstraint("game_id", "number", name="uq_game_revisions_game_id_number"),
    )
    op.create_table(
        "game_journal",
        sa.Column("id", sa.Integer, nullable=False),
        sa.Column("game_id", sa.Integer, nullable=False),
        sa.Column("version", sa.Integer, nullable=False),
        sa.Column("kind", sa.String(16), nullable=False),
        sa.Column("author", sa.String(200)),
        sa.Column("reason", sa.Text),
        sa.Column("payload", sa.Text),
        sa.Column("at", sa.DateTime, nullable=False),
        sa.PrimaryKeyConstraint("id", name="pk_game_journal"),
        sa.ForeignKeyConstraint(["game_id"], ["games.id"], name="fk_game_journal_game_id"),
        sa.UniqueConstraint("game_id", "version", name="uq_game_journal_game_id_version"),
    )
    _guards()


def _guards() -> None:
    """What was announced stays: revisions and the journal are append-only, and a signed
    game's document changes only together with a new revision number."""
    if op.get_bind().dialect.name == "sqlite":
        for table in IMMUTABLE:
            for action in ("UPDATE", "DELETE"):
                op.execute(f"CREATE TRIGGER {table}_no_{action.lower()} BEFORE {action} ON {table} "
                           f"BEGIN SELECT RAISE(ABORT, '{table} rows are never changed'); END")
        op.execute("CREATE TRIGGER games_signed_frozen BEFORE UPDATE OF document ON games "
                   "WHEN OLD.revision > 0 AND NEW.revision = OLD.revision "
                   "AND NEW.document IS NOT OLD.document "
                   "BEGIN SELECT RAISE(ABORT, 'a signed game changes only by a new revision'); END")
        return
    op.execute("CREATE FUNCTION mafia_refuse_change() RETURNS trigger LANGUAGE plpgsql AS $$ "
               "BEGIN RAISE EXCEPTION '% rows are never changed', TG_TABLE_NAME; END $$")
    op.execute("CREATE FUNCTION mafia_refuse_signed() RETURNS trigger LANGUAGE plpgsql AS $$ "
               "BEGIN RAISE EXCEPTION 'a signed game changes only by a new revision'; END $$")
    for table in IMMUTABLE:
        op.execute(f"CREATE TRIGGER {table}_append_only BEFORE UPDATE OR DELETE ON {table} "
                   "FOR EACH ROW EXECUTE FUNCTION mafia_refuse_change()")
    op.execute("CREATE TRIGGER games_signed_frozen BEFORE UPDATE ON games FOR EACH ROW "
               "WHEN (OLD.revision > 0 AND NEW.revision = OLD.revision "
               "AND NEW.document IS DISTINCT FROM OLD.document) "
               "EXECUTE FUNCTION mafia_refuse_signed()")


def downgrade() -> None:
    if op.get_bind().dialect.name != "sqlite":
        for table in IMMUTABLE:
            op.execute(f"DROP TRIGGER {table}_append_only ON {table}")
        op.execute("DROP TRIGGER games_signed_frozen ON games")
        op.execute("DROP FUNCTION mafia_refuse_change()")
        op.execute("DROP FUNCTION mafia_refuse_signed()")
    for table in ("game_journal", "game_revisions", "game_seats", "games", "game_tables",
                  "rounds", "tournaments", "players"):
        op.drop_table(table)
