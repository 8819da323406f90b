"""The tournament server's side of the judges' replicas (issue 29): who may write what, and
how the judges' pushed changes become games of the archive.

The archive's own tables (``public``, made by the migrations as they are) are never granted
to a judge.  A judge's role (``table_N``, one per table, a member of ``judges``) sees only the
``live`` schema, and there, by row-level security, only its own table's rows:

- ``live.seating`` — the players of each round at the table (read);
- ``live.claims`` — which device holds the table in a round (one row: a second device is refused),
  named by a tag of its secret (``live.tag``), the secret itself never in a row a table may read;
- ``live.outbox`` — the sheet's changes, keyed by (round, table, game, seq): a resend of a row
  that arrived is ignored (``ON CONFLICT DO NOTHING``), and a row is accepted only for the
  role's own table and from the device that claimed it.

``live.applied`` (how far each game is applied) and ``live.problems`` (each change the archive
refused, with the archive's error: :func:`problems`, shown in the secretary's dialog) are the
secretary's only.

The secretary's program (the superuser) reads everything, and the ingest
(:class:`app.storage.live_ingest.Ingest`) applies the outbox, in sequence order, to the archive
through the same calls the sheet's autosave makes.
"""
from __future__ import annotations

import base64
import copy
import hashlib
import hmac
import json
from dataclasses import dataclass
from typing import Any

from sqlalchemy import Engine, text

from ..i18n import N_, Phrase, gettext
from .errors import ArchiveError, InvalidGame
from .joincode import role_name
from .live_rows import MAX_GAMES, MAX_ROW_BYTES, MAX_WAITING

ROLE_CONNECTIONS = 5    # connections of one table's role at once
CLAIM_SLOTS = 2         # of them, kept for the device that claims the table (its join again, its pusher)

SCHEMA_SQL = f"""
CREATE SCHEMA IF NOT EXISTS live;
CREATE TABLE IF NOT EXISTS live.info (only_row bool PRIMARY KEY DEFAULT true CHECK (only_row),
    tournament text NOT NULL);
CREATE TABLE IF NOT EXISTS live.table_roles (role name PRIMARY KEY, table_no int NOT NULL UNIQUE);
CREATE TABLE IF NOT EXISTS live.seating (round int, table_no int, players jsonb NOT NULL,
    finished bool NOT NULL DEFAULT false, PRIMARY KEY (round, table_no));
CREATE TABLE IF NOT EXISTS live.claims (round int, table_no int, device text NOT NULL,
    claimed_at timestamptz NOT NULL DEFAULT now(), PRIMARY KEY (round, table_no));
CREATE TABLE IF NOT EXISTS live.outbox (round int, table_no int, game int, seq int CHECK (seq > 0),
    device text NOT NULL, kind text NOT NULL CHECK (kind IN ('document', 'event', 'sign')),
    payload jsonb NOT NULL, received_at timestamptz NOT NULL DEFAULT clock_timestamp(),
    PRIMARY KEY (round, table_no, game, seq));
CREATE INDEX IF NOT EXISTS outbox_received ON live.outbox (received_at);
CREATE TABLE IF NOT EXISTS live.applied (round int, table_no int, game int, seq int NOT NULL,
    game_id int, problem text, PRIMARY KEY (round, table_no, game));
CREATE TABLE IF NOT EXISTS live.problems (round int, table_no int, game int, seq int, code text NOT NULL,
    params jsonb NOT NULL, noted_at timestamptz NOT NULL DEFAULT now(), PRIMARY KEY (round, table_no, game, seq));
CREATE OR REPLACE FUNCTION live.my_table() RETURNS int LANGUAGE sql STABLE
    AS $$ SELECT table_no FROM live.table_roles WHERE role = current_user $$;
DO $$ BEGIN
    IF NOT EXISTS (SELECT FROM pg_roles WHERE rolname = 'judges') THEN CREATE ROLE judges NOLOGIN; END IF;
END $$;
ALTER TABLE live.table_roles ENABLE ROW LEVEL SECURITY;
ALTER TABLE live.seating ENABLE ROW LEVEL SECURITY;
ALTER TABLE live.claims ENABLE ROW LEVEL SECURITY;
ALTER TABLE live.outbox ENABLE ROW LEVEL SECURITY;
DROP POLICY IF EXISTS own ON live.table_roles;
CREATE POLICY own ON live.table_roles FOR SELECT TO judges USING (role = current_user);
DROP POLICY IF EXISTS own ON live.seating;
CREATE POLICY own ON live.seating FOR SELECT TO judges USING (table_no = live.my_table());
CREATE OR REPLACE FUNCTION live.applied_seq(r int, t int, g int) RETURNS int LANGUAGE sql STABLE
    SECURITY DEFINER SET search_path = pg_catalog, live
    AS $$ SELECT coalesce((SELECT seq FROM live.applied WHERE round = r AND table_no = t AND game = g), 0) $$;
REVOKE ALL ON FUNCTION live.applied_seq(int, int, int) FROM PUBLIC;
DO $$ BEGIN
    IF NOT EXISTS (SELECT FROM pg_constraint WHERE conname = 'outbox_payload_size') THEN
        ALTER TABLE live.outbox ADD CONSTRAINT outbox_payload_size
            CHECK (pg_column_size(payload) <= {MAX_ROW_BYTES}) NOT VALID;
    END IF;
END $$;
CREATE OR REPLACE FUNCTION live.tag(secret text) RETURNS text LANGUAGE sql IMMUTABLE
    AS $$ SELECT encode(sha256(convert_to(secret, 'UTF8')), 'hex') $$;
UPDATE live.claims SET device = live.tag(device) WHERE device !~ '^[0-9a-f]{{64}}$';
ALTER TABLE live.outbox ADD COLUMN IF NOT EXISTS device_tag text GENERATED ALWAYS AS (live.tag(device)) STORED;
CREATE TABLE IF NOT EXISTS live.conflicts (round int, table_no int, game int, seq int, device text NOT NULL,
    PRIMARY KEY (round, table_no, game, seq));
ALTER TABLE live.conflicts ENABLE ROW LEVEL SECURITY;
DROP POLICY IF EXISTS own ON live.claims;
CREATE POLICY own ON live.claims FOR SELECT TO judges USING (table_no = live.my_table());
DROP POLICY IF EXISTS own_claim ON live.claims;
CREATE POLICY own_claim ON live.claims FOR INSERT TO judges WITH CHECK (table_no = live.my_table()
    AND round = (SELECT min(s.round) FROM live.seating s WHERE s.table_no = claims.table_no AND NOT s.finished)
    AND NOT EXISTS (SELECT FROM live.claims c WHERE c.table_no = claims.table_no AND c.device <> claims.device));
DROP POLICY IF EXISTS own_read ON live.outbox;
CREATE POLICY own_read ON live.outbox FOR SELECT TO judges USING (table_no = live.my_table());
DROP POLICY IF EXISTS own_write ON live.outbox;
CREATE POLICY own_write ON live.outbox FOR INSERT TO judges WITH CHECK (table_no = live.my_table()
    AND EXISTS (SELECT FROM live.claims c WHERE c.round = outbox.round AND c.table_no = outbox.table_no
                AND c.device = live.tag(outbox.device))
    AND game BETWEEN 1 AND {MAX_GAMES}
    AND seq <= live.applied_seq(round, table_no, game) + {MAX_WAITING});
DROP POLICY IF EXISTS own_write ON live.conflicts;
CREATE POLICY own_write ON live.conflicts FOR INSERT TO judges WITH CHECK (table_no = live.my_table()
    AND EXISTS (SELECT FROM live.claims c WHERE c.round = conflicts.round AND c.table_no = conflicts.table_no
                AND c.device = live.tag(conflicts.device)));
-- A table's card lying on the table opens at most ROLE_CONNECTIONS - CLAIM_SLOTS connections: the
-- claiming device, which shows its secret at the login (live.device), still gets in (issue 37 §7).
CREATE OR REPLACE FUNCTION live.login() RETURNS event_trigger LANGUAGE plpgsql SECURITY DEFINER
    SET search_path = pg_catalog, live AS $$
DECLARE mine int;
BEGIN
    SELECT table_no INTO mine FROM live.table_roles WHERE role = session_user;
    IF mine IS NOT NULL
       AND (SELECT count(*) FROM pg_stat_activity WHERE usename = session_user AND pid <> pg_backend_pid())
           >= {ROLE_CONNECTIONS - CLAIM_SLOTS}
       AND NOT EXISTS (SELECT FROM live.claims c WHERE c.table_no = mine
                       AND c.device = live.tag(current_setting('live.device', true))) THEN
        RAISE EXCEPTION USING ERRCODE = 'too_many_connections', MESSAGE = 'too many connections for role '
            || quote_ident(session_user) || ' without the device that claims its table';
    END IF;
END $$;
REVOKE ALL ON FUNCTION live.login() FROM PUBLIC;
DO $$ BEGIN
    IF NOT EXISTS (SELECT FROM pg_event_trigger WHERE evtname = 'live_login') THEN
        CREATE EVENT TRIGGER live_login ON login EXECUTE FUNCTION live.login();
    END IF;
END $$;
REVOKE ALL ON SCHEMA public FROM PUBLIC;
REVOKE ALL ON ALL TABLES IN SCHEMA public FROM PUBLIC;
GRANT USAGE ON SCHEMA live TO judges;
GRANT SELECT ON live.info, live.table_roles, live.seating TO judges;
GRANT SELECT, INSERT ON live.claims TO judges;
-- The device's secret is written into the outbox, never read back: a table's card reads its
-- rows but not the secret that lets a row in (issue 37 §4).
REVOKE SELECT ON live.outbox FROM judges;
GRANT SELECT (round, table_no, game, seq, kind, payload, received_at, device_tag) ON live.outbox TO judges;
GRANT INSERT ON live.outbox, live.conflicts TO judges;
GRANT EXECUTE ON FUNCTION live.applied_seq(int, int, int) TO judges;
"""


def install(engine: Engine, tournament: str, database: str) -> None:
    """The ``live`` schema, the judges' group and its grants (again at every start: idempotent)."""
    with engine.begin() as connection:
        connection.exec_driver_sql(SCHEMA_SQL)
        connection.exec_driver_sql(f'REVOKE ALL ON DATABASE "{database}" FROM PUBLIC')
        connection.exec_driver_sql(f'GRANT CONNECT ON DATABASE "{database}" TO judges')
        # A table's login reaches its tournament's database and nothing else (no TEMP tables in
        # the cluster's "postgres", no template to connect to).
        for other in ("postgres", "template1"):
            connection.exec_driver_sql(f'REVOKE CONNECT, TEMPORARY ON DATABASE "{other}" FROM PUBLIC')
        connection.execute(text("INSERT INTO live.info (tournament) VALUES (:name) "
                                "ON CONFLICT (only_row) DO UPDATE SET tournament = excluded.tournament"),
                           {"name": tournament})


def set_tables(engine: Engine, passwords: dict[int, str]) -> None:
    """One login role per table, with its password (kept in the tournament's folder), in one
    round trip; a role whose stored verifier already matches its password keeps it (the server
    would hash it again at every start: tens of ms a table on a busy laptop)."""
    roles = {role_name(table): (table, password) for table, password in sorted(passwords.items())}
    with engine.begin() as connection:
        found = connection.execute(text("SELECT rolname, rolpassword FROM pg_authid WHERE rolname = ANY(:r)"),
                                   {"r": list(roles)}).all()
        stored: dict[str, str | None] = {name: verifier for name, verifier in found}
        statements = []
        for role, (_, password) in roles.items():
            if role not in stored or not scram_verifies(stored[role], password):
                verb = "ALTER" if role in stored else "CREATE"
                statements.append(f'{verb} ROLE "{role}" LOGIN PASSWORD {_literal(password)}')
            statements.append(f'GRANT judges TO "{role}"')
            # One card holds a few of the server's slots (the join, the pusher, a join again), never all.
            statements.append(f'ALTER ROLE "{role}" CONNECTION LIMIT {ROLE_CONNECTIONS}')
        statements.append("INSERT INTO live.table_roles (role, table_no) VALUES "
                          + ", ".join(f"({_literal(role)}, {table})" for role, (table, _) in roles.items())
                          + " ON CONFLICT (role) DO NOTHING")
        connection.exec_driver_sql(";\n".join(statements))


def _literal(value: str) -> str:
    """A string constant of SQL (standard_conforming_strings, the server's default since 9.1)."""
    return "'" + value.replace("'", "''") + "'"


def scram_verifies(verifier: str | None, password: str) -> bool:
    """Whether PostgreSQL's stored ``SCRAM-SHA-256$iterations:salt$StoredKey:ServerKey`` is
    that of ``password`` (RFC 5802: StoredKey = H(HMAC(SaltedPassword, "Client Key")))."""
    try:
        method, rest = (verifier or "").split("$", 1)
        head, keys = rest.split("$", 1)
        iterations, salt = head.split(":", 1)
        stored_key = base64.b64decode(keys.split(":", 1)[0])
        if method != "SCRAM-SHA-256":
            return False
        salted = hashlib.pbkdf2_hmac("sha256", password.encode("utf-8"), base64.b64decode(salt), int(iterations))
    except ValueError:
        return False
    client_key = hmac.new(salted, b"Client Key", hashlib.sha256).digest()
    return hmac.compare_digest(hashlib.sha256(client_key).digest(), stored_key)


def publish_seating(engine: Engine, grid: list[list[list[str]]]) -> None:
    """The players of every round at every table (``grid[round-1][table-1]``, seat order)."""
    with engine.begin() as connection:
        for r, tables in enumerate(grid, start=1):
            for t, names in enumerate(tables, start=1):
                connection.execute(text(
                    "INSERT INTO live.seating (round, table_no, players) VALUES (:r, :t, CAST(:p AS jsonb)) "
                    "ON CONFLICT (round, table_no) DO UPDATE SET players = excluded.players"),
                    {"r": r, "t": t, "p": json.dumps(list(names), ensure_ascii=False)})


def open_rounds(engine: Engine, tables: int) -> None:
    """Without a seating (``serve --tables N``): each table's first round is open with no names
    (the judges type them); when a table's game of a round ends, the ingest opens its next."""
    with engine.begin() as connection:
        connection.execute(text(
            "INSERT INTO live.seating (round, table_no, players) SELECT 1, t, '[]' FROM generate_series(1, :n) t "
            "WHERE NOT EXISTS (SELECT FROM live.seating s WHERE s.table_no = t) ON CONFLICT DO NOTHING"),
            {"n": tables})


def free_table(engine: Engine, round_no: int, table: int) -> bool:
    """The secretary frees a table claimed by a device that is gone (a broken tablet): the
    table's card admits one device (its claims of every round), the next one that joins."""
    with engine.begin() as connection:
        freed = connection.execute(text("DELETE FROM live.claims WHERE table_no = :t RETURNING round"),
                                   {"t": table}).scalars().all()
    return round_no in freed


def fold(doc: dict[str, Any] | None, kind: str, payload: dict[str, Any]) -> dict[str, Any] | None:
    """The document after one outbox row (a whole document, or an event at a phase)."""
    if kind == "document":
        whole: dict[str, Any] = copy.deepcopy(payload["document"])
        return whole
    if kind != "event" or doc is None:
        return doc
    phases = doc.setdefault("phases", [])
    index = int(payload["phase"])
    if not 0 <= index <= len(phases):
        raise InvalidGame("event.phase", phase=index, last=len(phases) - 1, next=len(phases))
    if index == len(phases):
        phases.append({"phase": payload["name"], "events": []})
    if payload.get("event") is not None:
        phases[index].setdefault("events", []).append(copy.deepcopy(payload["event"]))
    return doc


NOTES = frozenset({"live.unseated"})     # problems of a change that was applied all the same


@dataclass(frozen=True)
class Problem:
    """A judge's change the archive refused (skipped; the game goes on without it)."""

    round: int
    table: int
    game: int
    seq: int
    code: str
    params: dict[str, Any]

    @property
    def accepted(self) -> bool:
        """Applied all the same: the secretary is warned, the game holds the change."""
        return self.code in NOTES

    def message(self, lang: str) -> str:
        if self.accepted:
            return gettext(lang, N_("round {round}, table {table}, game {game}, change {seq}: {reason}"),
                           round=self.round, table=self.table, game=self.game, seq=self.seq, reason=self.reason(lang))
        return gettext(lang, N_("round {round}, table {table}, game {game}: change {seq} was not accepted: {reason}"),
                       round=self.round, table=self.table, game=self.game, seq=self.seq, reason=self.reason(lang))

    def reason(self, lang: str) -> str:
        """The archive's error alone (the secretary's issues list names the place itself)."""
        params = {k: Phrase.data(v["$text"]).pick(lang) if isinstance(v, dict) and "$text" in v else v
                  for k, v in self.params.items()}
        return ArchiveError(self.code, **params).message(lang)


def problems(engine: Engine) -> list[Problem]:
    """Every refused change, in the order of the games and their changes."""
    with engine.connect() as connection:
        rows = connection.execute(text("SELECT round, table_no, game, seq, code, params FROM live.problems "
                                       "ORDER BY round, table_no, game, seq")).all()
    return [Problem(r, t, g, seq, code, dict(params)) for r, t, g, seq, code, params in rows]
