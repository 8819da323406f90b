"""The ingest of the tournament's server (issue 29, issue 37 §7): the judges' outbox applied,
in sequence order, to the archive through the same calls the sheet's autosave makes.

Whatever one row holds (too large, too deep, not the shape of a change, a game the archive
refuses, a fault of the program's own), it becomes a problem entry naming its table and
sequence number (``live.problems``, :func:`app.storage.live.problems`), and the ingest goes on
with the next row and the other tables.  Only what can be applied is read.
"""
from __future__ import annotations

import copy
import datetime
import json
import logging
from dataclasses import dataclass
from typing import Any

from sqlalchemy import Connection, select, text
from sqlalchemy.exc import InterfaceError, OperationalError

from ..i18n import SOURCE, languages
from .archive import Archive
from .derive import derive
from .errors import ArchiveError, DatabaseUnavailable, InvalidGame, LiveError
from .live import NOTES, fold
from .live_rows import MAX_ROW_BYTES, read_row, unseated
from .models import GameRecord

_log = logging.getLogger(__name__)
WINDOW = 200            # rows of one game read in one pass of the ingest
FULL_LOOK = 30.0        # seconds between two passes of the ingest over every game's rows
LATE_COMMIT = 5.0       # seconds a row's transaction may commit after its received_at


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
                _log.debug("table %s round %s change %s", key[1], key[0], seq, exc_info=True)   # no flood
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
