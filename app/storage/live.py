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

The secretary's program (the superuser) reads everything, and :class:`Ingest` applies the
outbox, in sequence order, to the archive through the same calls the sheet's autosave makes.
"""
from __future__ import annotations

import base64
import copy
import datetime
import hashlib
import hmac
import json
import logging
from dataclasses import dataclass
from typing import Any

from sqlalchemy import Connection, Engine, select, text
from sqlalchemy.exc import InterfaceError, OperationalError

from ..i18n import N_, SOURCE, Phrase, gettext, languages
from .archive import Archive
from .derive import derive
from .errors import ArchiveError, DatabaseUnavailable, InvalidGame, LiveError
from .joincode import role_name
from .live_rows import MAX_GAMES, MAX_ROW_BYTES, MAX_WAITING, read_row, unseated
from .models import GameRecord

_log = logging.getLogger(__name__)
WINDOW = 200            # rows of one game read in one pass of the ingest
ROLE_CONNECTIONS = 5    # connections of one table's role at once
FULL_LOOK = 30.0        # seconds between two passes of the ingest over every game's rows
LATE_COMMIT = 5.0       # seconds a row's transaction may commit after its received_at

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


@dataclass
class _Game:
    game_id: int | None
    version: int | None
    doc: dict[str, Any] | None
    seq: int


class Ingest:
    """Applies the judges' outbox to the archive; one pass is :meth:`run_once`.

    Whatever one row holds (too large, too deep, not the shape of a change, a game the archive
    refuses, a fault of the program's own), it becomes a problem entry naming its table and
    sequence number, and the ingest goes on with the next row and the other tables (issue 37 §7).
    Only what can be applied is read: the rows that follow a game's last applied one without a
    gap, at most :data:`WINDOW` of them a pass, their payloads fetched once."""

    def __init__(self, archive: Archive, tournament: str) -> None:
        self.archive, self.tournament = archive, tournament
        self.games: dict[tuple[int, int, int], _Game] = {}
        self.waiting: set[tuple[int, int, int]] = set()
        self._since: datetime.datetime | None = None      # the server's clock at the pass before
        self._looked = datetime.datetime.min.replace(tzinfo=datetime.UTC)

    def run_once(self) -> int:
        """Every row that can be applied now, in order; returns how many were applied."""
        with self.archive.engine.begin() as connection:
            # A row sent again with other contents at a sequence number the server has (reported
            # by the sheet's pusher): the secretary's problem, as the judge's sheet says it too.
            connection.execute(text(
                "WITH moved AS (DELETE FROM live.conflicts RETURNING round, table_no, game, seq) "
                "INSERT INTO live.problems (round, table_no, game, seq, code, params) "
                "SELECT round, table_no, game, seq, 'live.seq.conflict', '{}' FROM moved ON CONFLICT DO NOTHING"))
        heads = self._heads()
        runs: dict[tuple[int, int, int], tuple[int, int]] = {}
        beyond: dict[tuple[int, int, int], tuple[int, int]] = {}     # the last row read, the last applied
        for r, t, g, seq, done in heads:
            first, last = runs.get((r, t, g), (done + 1, done))
            if seq == last + 1:             # a gap ends the run: the rest has not arrived yet
                runs[(r, t, g)] = (first, seq)
            beyond[(r, t, g)] = (seq, done)
        applied = 0
        for key, (first, last) in runs.items():
            if last >= first:
                applied += self._apply(key, self._rows(key, first, last))
        # games with rows left (after a gap, or beyond the window) are looked at again next pass
        self.waiting = {key for key, (seq, done) in beyond.items()
                        if seq > (self.games[key].seq if key in self.games else done) or seq >= done + WINDOW}
        return applied

    def _heads(self) -> list[tuple[int, int, int, int, int]]:
        """(round, table, game, seq, last applied) of the rows not applied yet, at most WINDOW a
        game, of the games that received rows since the pass before (with a margin for
        transactions that committed late) or had rows waiting; every FULL_LOOK seconds, and at
        the first pass, of every game: a pass reads no more than what changed."""
        with self.archive.engine.connect() as connection:
            now = connection.execute(text("SELECT clock_timestamp()")).scalar_one()
            whole = self._since is None or (now - self._looked).total_seconds() >= FULL_LOOK
            if whole:
                keys = connection.execute(text(
                    "SELECT DISTINCT o.round, o.table_no, o.game FROM live.outbox o "
                    "LEFT JOIN live.applied a USING (round, table_no, game) WHERE o.seq > coalesce(a.seq, 0)")).all()
                self._looked = now
            else:
                keys = connection.execute(text(
                    "SELECT DISTINCT round, table_no, game FROM live.outbox "
                    "WHERE received_at > :since - make_interval(secs => :margin)"),
                    {"since": self._since, "margin": LATE_COMMIT}).all()
            self._since = now
            found = sorted({tuple(k) for k in keys} | self.waiting)
            if not found:
                return []
            rows = connection.execute(text(
                "SELECT o.round, o.table_no, o.game, o.seq, coalesce(a.seq, 0) "
                "FROM unnest(CAST(:r AS int[]), CAST(:t AS int[]), CAST(:g AS int[])) AS k(round, table_no, game) "
                "JOIN live.outbox o USING (round, table_no, game) "
                "LEFT JOIN live.applied a USING (round, table_no, game) "
                "WHERE o.seq > coalesce(a.seq, 0) AND o.seq <= coalesce(a.seq, 0) + :window "
                "ORDER BY o.round, o.table_no, o.game, o.seq"),
                {"r": [k[0] for k in found], "t": [k[1] for k in found], "g": [k[2] for k in found],
                 "window": WINDOW}).all()
        return [(r, t, g, seq, done) for r, t, g, seq, done in rows]

    def _rows(self, key: tuple[int, int, int], first: int, last: int) -> list[tuple[int, str, int, str | None]]:
        """(seq, kind, size, JSON text) of a run of rows; no text for a row beyond the limit."""
        with self.archive.engine.connect() as connection:
            rows = connection.execute(text(
                "SELECT seq, kind, pg_column_size(payload), CASE WHEN pg_column_size(payload) <= :limit "
                "THEN payload::text END FROM live.outbox WHERE round = :r AND table_no = :t AND game = :g "
                "AND seq BETWEEN :first AND :last ORDER BY seq"),
                {"r": key[0], "t": key[1], "g": key[2], "first": first, "last": last, "limit": MAX_ROW_BYTES}).all()
        return [(seq, kind, size, raw) for seq, kind, size, raw in rows]

    def _state(self, key: tuple[int, int, int]) -> _Game:
        if key in self.games:
            return self.games[key]
        with self.archive.engine.connect() as connection:
            row = connection.execute(text("SELECT seq, game_id FROM live.applied WHERE round = :r AND "
                                          "table_no = :t AND game = :g"),
                                     {"r": key[0], "t": key[1], "g": key[2]}).first()
        state = _Game(None, None, None, row[0] if row is not None else 0)
        if row is not None and row[1] is not None:
            stored = self.archive.game(row[1])
            state = _Game(row[1], stored.version, stored.document, row[0])
            state.doc = self._replayed(key, row[0]) or stored.document
            if state.doc != stored.document:        # stopped between the archive's commit and the mark
                try:
                    state.version = self.archive.replace_document(row[1], state.doc,
                                                                  expected_version=stored.version, reason="resumed")
                except InvalidGame:                 # the archive's own copy is the last one it accepted
                    state.doc = stored.document
        self.games[key] = state
        return state

    def _replayed(self, key: tuple[int, int, int], upto: int) -> dict[str, Any] | None:
        """The game from its rows that the archive accepted (a refused one is in live.problems)."""
        with self.archive.engine.connect() as connection:
            refused = set(connection.execute(text(
                "SELECT seq FROM live.problems WHERE round = :r AND table_no = :t AND game = :g AND "
                "NOT code = ANY(:notes)"), {"r": key[0], "t": key[1], "g": key[2], "notes": sorted(NOTES)}).scalars())
        doc: dict[str, Any] | None = None
        for first in range(1, upto + 1, WINDOW):
            for seq, kind, size, raw in self._rows(key, first, min(upto, first + WINDOW - 1)):
                if seq in refused:
                    continue
                try:
                    doc = fold(doc, kind, read_row(kind, raw, size))
                except Exception:   # noqa: BLE001 — refused when it came (live.problems), skipped again
                    pass
        return self._placed(key, doc) if doc is not None else None

    def _placed(self, key: tuple[int, int, int], doc: dict[str, Any]) -> dict[str, Any]:
        """The place is the server's: the row's table (checked by the server) and round."""
        meta = doc.get("meta")
        doc["meta"] = {**(meta if isinstance(meta, dict) else {}), "tournament": self.tournament,
                       "round": key[0], "table": key[1]}
        return doc

    def _apply(self, key: tuple[int, int, int], entries: list[tuple[int, str, int, str | None]]) -> int:
        state = self._state(key)
        applied, refused = 0, list[tuple[int, ArchiveError]]()
        for seq, kind, size, raw in entries:
            if seq <= state.seq:
                continue                         # applied before a mark that did not come
            if seq != state.seq + 1:
                break
            try:
                note = self._one(key, state, kind, read_row(kind, raw, size))
            except (DatabaseUnavailable, OperationalError, InterfaceError):
                self.games.pop(key, None)        # the server is stopping: read again at the next pass
                if applied:
                    self._mark(key, state, refused)
                raise
            except ArchiveError as error:        # skipped; the secretary is told
                note = error
            except Exception as error:  # noqa: BLE001 — whatever a row does, the other rows go on
                _log.exception("table %s round %s change %s", key[1], key[0], seq)
                note = InvalidGame("live.row.failed", error=f"{type(error).__name__}: {error}"[:200])
            if note is not None:
                _log.warning("table %s round %s change %s: %s", key[1], key[0], seq, note.message(SOURCE)[:300])
                refused.append((seq, note))
            state.seq = seq
            applied += 1
        if applied:
            self._mark(key, state, refused)
        return applied

    def _one(self, key: tuple[int, int, int], state: _Game, kind: str,
             payload: dict[str, Any]) -> ArchiveError | None:
        """Applies one row; returns what the secretary should know of a row applied (players
        that the seating does not place at the table)."""
        if kind == "sign":
            if state.game_id is not None and state.version is not None:
                signature = json.dumps(payload["signature"], ensure_ascii=False, sort_keys=True).encode("utf-8")
                self.archive.sign_game(state.game_id, payload.get("signer") or "—", expected_version=state.version,
                                       signature=signature)
                state.version = self.archive.game(state.game_id).version
            return None
        doc = fold(copy.deepcopy(state.doc), kind, payload)
        if doc is None:
            return None
        doc = self._placed(key, doc)
        author = payload.get("author") if kind == "document" else None
        if state.game_id is None or state.version is None:
            self._open(state, doc, author)
        elif kind == "event":
            phase, event = int(payload["phase"]), payload.get("event")
            state.version = (self.archive.append_event(state.game_id, phase, event, expected_version=state.version)
                             if event is not None else
                             self.archive.begin_phase(state.game_id, phase, expected_version=state.version))
        else:
            state.version = self.archive.replace_document(state.game_id, doc, expected_version=state.version,
                                                          author=author, reason="live")
        state.doc = doc
        if kind == "document":
            strangers = unseated(doc, self._seated(key))
            if strangers:
                return LiveError("live.unseated", names=", ".join(strangers[:10]))
        return None

    def _seated(self, key: tuple[int, int, int]) -> list[str] | None:
        """The seating's names at the game's table and round (None: it has no game there)."""
        with self.archive.engine.connect() as connection:
            players = connection.execute(text("SELECT players FROM live.seating WHERE round = :r AND "
                                              "table_no = :t"), {"r": key[0], "t": key[1]}).scalar()
        return [str(p) for p in players] if isinstance(players, list) else None

    def _open(self, state: _Game, doc: dict[str, Any], author: str | None) -> None:
        """The game's first row; a game already under its place (opened before a stop that came
        before the mark) goes on in its record."""
        with self.archive.reading() as session:
            found = session.scalars(select(GameRecord.id).where(
                GameRecord.identity == derive(doc).identity, GameRecord.discarded.is_(False))).first()
        if found is None:
            stored = self.archive.open_game(doc, author=author)
            state.game_id, state.version = stored.id, stored.version
            return
        version = self.archive.game(found).version
        state.game_id = found
        state.version = self.archive.replace_document(found, doc, expected_version=version, author=author,
                                                      reason="live")

    def _mark(self, key: tuple[int, int, int], state: _Game, refused: list[tuple[int, ArchiveError]]) -> None:
        finished = bool(state.doc and state.doc.get("result"))
        with self.archive.engine.begin() as connection:
            _upsert_applied(connection, key, state, refused[-1][1].message(SOURCE) if refused else None)
            for seq, error in refused:
                connection.execute(text(
                    "INSERT INTO live.problems (round, table_no, game, seq, code, params) "
                    "VALUES (:r, :t, :g, :s, :code, :params) ON CONFLICT DO NOTHING"),
                    {"r": key[0], "t": key[1], "g": key[2], "s": seq, "code": error.code,
                     "params": json.dumps(_storable(error.params), ensure_ascii=False)})
            if finished:
                connection.execute(text("UPDATE live.seating SET finished = true WHERE round = :r AND table_no = :t"),
                                   {"r": key[0], "t": key[1]})
                connection.execute(text(             # no seating: the table's next round, its names typed
                    "INSERT INTO live.seating (round, table_no, players) SELECT :r + 1, :t, '[]' "
                    "WHERE (SELECT players FROM live.seating WHERE round = :r AND table_no = :t) = '[]' "
                    "ON CONFLICT DO NOTHING"), {"r": key[0], "t": key[1]})


def _upsert_applied(connection: Connection, key: tuple[int, int, int], state: _Game, problem: str | None) -> None:
    connection.execute(text(
        "INSERT INTO live.applied (round, table_no, game, seq, game_id, problem) VALUES (:r, :t, :g, :s, :id, :p) "
        "ON CONFLICT (round, table_no, game) DO UPDATE SET seq = excluded.seq, game_id = excluded.game_id, "
        "problem = excluded.problem"),
        {"r": key[0], "t": key[1], "g": key[2], "s": state.seq, "id": state.game_id, "p": problem})


def _storable(params: dict[str, Any]) -> dict[str, Any]:
    """An error's parameters as JSON; one that is itself worded (an error of the game file) is
    kept in every language of the catalogue, as it cannot be rebuilt from JSON."""
    kept: dict[str, Any] = {}
    for name, value in params.items():
        if hasattr(value, "message"):
            kept[name] = {"$text": {lang: value.message(lang) for lang in languages()}}
        elif value is None or isinstance(value, (str, int, float, bool)):
            kept[name] = value
        else:
            kept[name] = str(value)
    return kept


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
