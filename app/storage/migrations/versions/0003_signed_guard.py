"""A signed game stays what was signed; an imported signature's verdict is kept.

The guard of 0001 let a signed game's document change whenever the same UPDATE changed
its revision number: raising ``revision`` around an edit and lowering it afterwards
rewrote a signed game unnoticed by the database (only ``db check`` saw it).  Now:

- a signed game's revision number never goes down (nor back to 0, "unsigned");
- its document changes only together with a higher revision number;
- a revision number other than 0 must name a recorded row of ``game_revisions`` holding
  exactly the new document (so the revision row is written first, as the archive does).

``games.signature_status`` keeps what ``import`` found about a signed file's signature:
``valid`` or ``unknown_signer`` (a forged one is never imported); NULL for a game signed
at this program's own sheet or not signed.

Revision ID: 0003
Revises: 0002
"""
from __future__ import annotations

import sqlalchemy as sa
from alembic import op

revision = "0003"
down_revision = "0002"
branch_labels = None
depends_on = None

_SQLITE = (
    "CREATE TRIGGER games_signed_frozen BEFORE UPDATE ON games "
    "WHEN OLD.revision > 0 AND (NEW.revision < OLD.revision "
    "OR (NEW.revision = OLD.revision AND NEW.document IS NOT OLD.document)) "
    "BEGIN SELECT RAISE(ABORT, 'a signed game changes only by a new revision'); END",
    "CREATE TRIGGER games_revision_recorded BEFORE UPDATE ON games "
    "WHEN NEW.revision IS NOT OLD.revision AND NOT EXISTS (SELECT 1 FROM game_revisions r "
    "WHERE r.game_id = NEW.id AND r.number = NEW.revision AND r.document = NEW.document) "
    "BEGIN SELECT RAISE(ABORT, 'a signed game changes only by a new revision recorded first'); END",
)
_SQLITE_0001 = (
    "CREATE TRIGGER games_signed_frozen BEFORE UPDATE OF document ON games "
    "WHEN OLD.revision > 0 AND NEW.revision = OLD.revision "
    "AND NEW.document IS NOT OLD.document "
    "BEGIN SELECT RAISE(ABORT, 'a signed game changes only by a new revision'); END"
)
_PG_FUNCTION = (
    "CREATE FUNCTION mafia_guard_signed() RETURNS trigger LANGUAGE plpgsql AS $$ BEGIN "
    "IF OLD.revision > 0 AND (NEW.revision < OLD.revision OR (NEW.revision = OLD.revision "
    "AND NEW.document IS DISTINCT FROM OLD.document)) THEN "
    "RAISE EXCEPTION 'a signed game changes only by a new revision'; END IF; "
    "IF NEW.revision IS DISTINCT FROM OLD.revision AND NOT EXISTS (SELECT 1 FROM game_revisions r "
    "WHERE r.game_id = NEW.id AND r.number = NEW.revision AND r.document = NEW.document) THEN "
    "RAISE EXCEPTION 'a signed game changes only by a new revision recorded first'; END IF; "
    "RETURN NEW; END $$"
)


def upgrade() -> None:
    with op.batch_alter_table("games") as batch:
        batch.add_column(sa.Column("signature_status", sa.String(16)))
    if op.get_bind().dialect.name == "sqlite":
        # The batch copy of "games" above dropped its triggers with the old table.
        op.execute("DROP TRIGGER IF EXISTS games_signed_frozen")
        for statement in _SQLITE:
            op.execute(statement)
        return
    op.execute("DROP TRIGGER games_signed_frozen ON games")
    op.execute(_PG_FUNCTION)
    op.execute("CREATE TRIGGER games_signed_frozen BEFORE UPDATE ON games FOR EACH ROW "
               "EXECUTE FUNCTION mafia_guard_signed()")


def downgrade() -> None:
    if op.get_bind().dialect.name == "sqlite":
        op.execute("DROP TRIGGER IF EXISTS games_revision_recorded")
        op.execute("DROP TRIGGER IF EXISTS games_signed_frozen")
    else:
        op.execute("DROP TRIGGER games_signed_frozen ON games")
        op.execute("DROP FUNCTION mafia_guard_signed()")
    with op.batch_alter_table("games") as batch:
        batch.drop_column("signature_status")
    if op.get_bind().dialect.name == "sqlite":
        op.execute("DROP TRIGGER IF EXISTS games_signed_frozen")
        op.execute(_SQLITE_0001)
    else:
        op.execute("CREATE TRIGGER games_signed_frozen BEFORE UPDATE ON games FOR EACH ROW "
                   "WHEN (OLD.revision > 0 AND NEW.revision = OLD.revision "
                   "AND NEW.document IS DISTINCT FROM OLD.document) "
                   "EXECUTE FUNCTION mafia_refuse_signed()")
