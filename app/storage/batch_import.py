"""The import's batch path: the games new to the archive written a few thousand at a time.

An import of a federation's archive brings hundreds of thousands of games, nearly all new.
Written one by one through the ORM (``transfer``'s per-game path) a game costs a dozen
statements; here a batch costs a handful: one to find which of its games the archive
already holds, one select and one insert each for the players, tournaments, rounds and
tables it names, and the games, seats, revisions and journal rows written past the ORM
(binary COPY on PostgreSQL, executemany on SQLite), their ids reserved from the sequences
on PostgreSQL and taken inside the write transaction on SQLite (which holds the write lock).

The rows are exactly those the per-game path writes: the same nickname rules
(:func:`app.storage.linking.player_id`, applied here against the batch's own players as they
are added, game by game and seat by seat, so the same files find the same players and are
refused for the same player conflicts), the same game, seat, revision and journal rows.
When the archive was linked up to date before the import, every seat is linked to its person
as the batch is written, with the rows the ratings' own linking
(:func:`app.storage.person_links.sync`) would add, and the games of the per-game path by that
linking itself at the end: the next linking then finds nothing to do.
"""
from __future__ import annotations

import json
from collections.abc import Iterable, Iterator, Sequence
from dataclasses import dataclass, field
from typing import TYPE_CHECKING, Any

from sqlalchemy import any_, bindparam, func, select, text
from sqlalchemy.dialects.postgresql import ARRAY

from . import linking
from .bulk_rows import write_rows
from .derive import Facts, canonical, digest
from .errors import PlayerConflict
from .models import GameRecord, GameTable, Player, Round, Tournament
from .person_links import (
    analyze_after_load,
    external_ids,
    link_games,
    lock,
    mark_synced,
    sync_session,
    touched_since,
    up_to_date,
)
from .persons import PlayerPerson

if TYPE_CHECKING:
    from sqlalchemy import Row, Select
    from sqlalchemy.orm import Session

    from app.signing.verdict import Verdict

CHUNK = 5000      # keys per statement (SQLite's default limit is 32,766 parameters)
# Games written together.  Small enough that the pipeline fills fast (the first batch is
# prepared while nothing else can run) and the pool prepares the next ones while a batch is
# written; large enough that a batch's few statements cost little beside its rows.
BATCH = 1000
SIGNATURE_KEY = "signature"
@dataclass(frozen=True)
class Checked:
    """A document read, validated and derived, before the archive is asked about it."""

    index: int                  # in the import's items
    source: str
    text: str
    facts: Facts
    ids: dict[int, Any]         # players[].id by seat, where the file gives one
    verdict: Verdict | None

    @property
    def doc(self) -> dict[str, Any]:
        """A private copy of the validated document (the stored text read back)."""
        loaded: dict[str, Any] = json.loads(self.text)
        return loaded

    @property
    def key(self) -> str:
        return self.facts.identity or f"sha256:{self.facts.fingerprint}"


def present_keys(session: Session, checked: list[Checked]) -> set[str]:
    """The keys (identity, or fingerprint for a game without one) of ``checked`` that the
    archive already holds: one statement per few thousand games."""
    identities = [c.facts.identity for c in checked if c.facts.identity is not None]
    prints = [c.facts.fingerprint for c in checked if c.facts.identity is None]
    found = {row.identity for row in among(session, select(GameRecord.identity), GameRecord.identity, identities)}
    found.update(f"sha256:{row.fingerprint}" for row in among(session, select(GameRecord.fingerprint),
                                                               GameRecord.fingerprint, prints))
    return found


def among(session: Session, statement: Select[*tuple[Any, ...]], column: Any,
          values: list[Any]) -> Iterator[Row[*tuple[Any, ...]]]:
    """The rows of ``statement`` whose ``column`` is one of ``values``.  On PostgreSQL one
    array parameter: an IN of five thousand parameters costs more to compile and parse than
    to run (a second a batch of an import).  On SQLite IN lists of ``CHUNK``."""
    if not values:
        return
    if session.get_bind().dialect.name == "postgresql":
        yield from session.execute(statement.where(column == any_(bindparam(None, values, type_=ARRAY(column.type)))))
        return
    for chunk in _chunks(values):
        yield from session.execute(statement.where(column.in_(chunk)))


@dataclass(eq=False)
class _New:
    """A row to be added, its id given when the batch is written."""

    values: dict[str, Any]
    id: int = 0


@dataclass
class _Players:
    """The archive's players as :func:`linking.player_id` would find them, with those the
    batch adds so far."""

    by_key: dict[str, tuple[int | _New, str]] = field(default_factory=dict)       # key -> (id, uid)
    by_uid: dict[str, tuple[int | _New, str]] = field(default_factory=dict)       # uid -> (id, nickname)
    added: list[_New] = field(default_factory=list)

    def load(self, session: Session, keys: set[str], uids: set[str]) -> None:
        keys, uids = keys - self.by_key.keys(), uids - self.by_uid.keys()
        for found in among(session, select(Player.id, Player.uid, Player.nickname_key), Player.nickname_key,
                           sorted(keys)):
            self.by_key[found.nickname_key] = (found.id, found.uid)
        for named in among(session, select(Player.id, Player.uid, Player.nickname), Player.uid, sorted(uids)):
            self.by_uid[named.uid] = (named.id, named.nickname)

    def resolve(self, name: str, key: str, uid: str | None, seat: int, mine: list[_New]) -> int | _New | None:
        """:func:`linking.player_id` against what is known (``key``: the nickname's); a new
        player goes to ``mine``."""
        name = linking.spaced(name)
        if not name:
            return None
        by_name = self.by_key.get(key)
        if uid is not None:
            by_uid = self.by_uid.get(uid)
            if by_uid is not None:
                if by_name is not None and by_name[0] != by_uid[0]:
                    raise PlayerConflict("player.ambiguous", name=name, seat=seat, uid=uid, owner=by_uid[1])
                return by_uid[0]
            if by_name is not None:
                raise PlayerConflict("player.ambiguous", name=name, seat=seat, uid=uid, owner=f"id {by_name[1]}")
        elif by_name is not None:
            return by_name[0]
        new = _New({"uid": uid or linking.new_uid(), "nickname": name, "nickname_key": key})
        self.by_key[key] = (new, new.values["uid"])
        self.by_uid[new.values["uid"]] = (new, name)
        mine.append(new)
        return new

    def forget(self, mine: list[_New]) -> None:
        """A game refused: the players it would have added are not added (the per-game path
        rolls its savepoint back)."""
        for new in mine:
            del self.by_key[new.values["nickname_key"]]
            del self.by_uid[new.values["uid"]]


def _chunks(values: list[Any]) -> Iterable[list[Any]]:
    for start in range(0, len(values), CHUNK):
        yield values[start:start + CHUNK]


@dataclass
class _Game:
    checked: Checked
    seats: list[int | _New | None]
    place: tuple[int, int, int] | None = None       # tournament, round, table
    id: int = 0


class Batch:
    """New games gathered in the import's order and written together by :meth:`flush`.
    ``imported``/``signed`` are called with (source, game id, verdict) in that order as the
    games are written, so the import's result keeps the files' order."""

    def __init__(self, session: Session, author: str | None) -> None:
        self.session = session
        self.author = author
        self.pending: list[Checked] = []
        # Known across batches (most of an import's players sit again in its next batches),
        # read afresh after anything else could have changed them: see reread().
        self.players = _Players()
        self.persons: dict[int, int] = {}       # player id -> person id, as player_persons has it
        self.keys: dict[str, str] = {}          # nickname -> its key
        self.written: set[int] = set()
        # Linking at import costs only the import's own seats when the archive was linked up
        # to date; an archive never linked, or with games changed since its last linking, is
        # left to its next linking as before.
        self.started = linking.now()        # before the probe, as a linking takes it
        self.last_game = session.scalar(select(func.max(GameRecord.id))) or 0
        self.link = self.last_game == 0 or up_to_date(session)
        self.persons_added = self.seats_linked = 0

    def add(self, checked: Checked) -> None:
        self.pending.append(checked)

    def reread(self) -> None:
        """A game of the per-game path was written: the players it added (and their persons)
        are read from the archive by the next batch."""
        self.players = _Players()
        self.persons = {}

    def flush(self) -> tuple[list[tuple[Checked, int]], list[tuple[Checked, PlayerConflict]]]:
        """Write the pending games; returns (game, id) written and (game, refusal) not."""
        pending, self.pending = self.pending, []
        if not pending:
            return [], []
        keys = self.keys
        wanted, uids = set[str](), set[str]()
        for checked in pending:
            for row in checked.facts.seats:
                key = keys.get(row["name"])
                if key is None:
                    key = keys[row["name"]] = linking.nickname_key(row["name"])
                wanted.add(key)
            uids.update(checked.ids.values())
        self.players.load(self.session, wanted, uids)
        games, refused = [], []
        for checked in pending:
            ids = checked.ids
            mine: list[_New] = []
            try:
                seats = [self.players.resolve(row["name"], keys[row["name"]], ids.get(row["seat"]), row["seat"], mine)
                         for row in checked.facts.seats]
            except PlayerConflict as error:
                self.players.forget(mine)
                refused.append((checked, error))
                continue
            self.players.added.extend(mine)
            games.append(_Game(checked, seats))
        self._places(games)
        self._write(games)
        if self.link:
            self._link(games)
        self.written.update(g.id for g in games)
        return [(g.checked, g.id) for g in games], refused

    # -- tournaments, rounds, tables --------------------------------------------------------
    def _places(self, games: list[_Game]) -> None:
        """The tournament, round and table ids of each game: one select by key of each kind,
        one insert of the missing ones, added in the order the per-game path adds them."""
        placed = [(g, g.checked.facts.place) for g in games if g.checked.facts.place is not None]
        if not placed:
            return
        tournaments: dict[str, int | _New] = {}
        tournaments.update((row.name, row.id) for row in among(
            self.session, select(Tournament.name, Tournament.id), Tournament.name, sorted({w[0] for _, w in placed})))
        at = linking.now()
        added: list[_New] = []
        for _, where in placed:
            if where[0] not in tournaments:
                tournaments[where[0]] = new = _New({"name": where[0], "created_at": at})
                added.append(new)
        self._reserve("tournaments", added)
        self._insert("tournaments", ("id", "name", "created_at"), added)
        rounds = self._labels(Round, [(_id(tournaments[w[0]]), w[1]) for _, w in placed])
        tables = self._labels(GameTable, [(_id(tournaments[w[0]]), w[2]) for _, w in placed])
        for g, where in placed:
            tournament = _id(tournaments[where[0]])
            g.place = (tournament, rounds[(tournament, where[1])], tables[(tournament, where[2])])

    def _labels(self, model: type[Round | GameTable], wanted: list[tuple[int, str]]) -> dict[tuple[int, str], int]:
        known: dict[tuple[int, str], int | _New] = {}
        keys = set(wanted)
        for row in among(self.session, select(model.tournament_id, model.label, model.id), model.tournament_id,
                         sorted({t for t, _ in keys})):
            if (row.tournament_id, row.label) in keys:
                known[(row.tournament_id, row.label)] = row.id
        added: list[_New] = []
        for key in wanted:
            if key not in known:
                known[key] = new = _New({"tournament_id": key[0], "label": key[1]})
                added.append(new)
        self._reserve(model.__tablename__, added)
        self._insert(model.__tablename__, ("id", "tournament_id", "label"), added)
        return {key: _id(value) for key, value in known.items()}

    # -- ids and rows -------------------------------------------------------------------------
    def _reserve(self, table: str, rows: Sequence[_New | _Game]) -> None:
        """Ids for ``rows``: from the table's sequence on PostgreSQL; on SQLite past the
        highest, which no one else can take while this transaction holds the write lock."""
        if not rows:
            return
        if self.session.get_bind().dialect.name == "postgresql":
            ids = list(self.session.scalars(text(
                f"SELECT nextval(pg_get_serial_sequence('{table}', 'id')) FROM generate_series(1, :n)"),
                {"n": len(rows)}))
            ids.sort()
        else:
            first = (self.session.scalar(text(f"SELECT max(id) FROM {table}")) or 0) + 1
            ids = list(range(first, first + len(rows)))
        for row, id_ in zip(rows, ids, strict=True):
            row.id = id_

    def _insert(self, table: str, columns: tuple[str, ...], rows: list[_New]) -> None:
        _write_rows(self.session, table, columns,
                    [tuple(r.id if c == "id" else r.values[c] for c in columns) for r in rows])

    # -- persons ------------------------------------------------------------------------------
    def _link(self, games: list[_Game]) -> None:
        """Each seat of ``games`` linked to its person: the rows :func:`link_games` would add
        (a person for each nickname without one, in the players' order), written with the
        batch instead of read back from it."""
        persons = self.persons
        seated = {_id(s) for g in games for s in g.seats if s is not None}
        persons.update((row.player_id, row.person_id) for row in among(
            self.session, select(PlayerPerson.player_id, PlayerPerson.person_id), PlayerPerson.player_id,
            sorted(seated - persons.keys())))
        missing = sorted(player for player in seated if player not in persons)
        at = linking.now()
        added = [_New({"player": row.id, "name": row.nickname, "club": row.club, "city": row.city, "created_at": at})
                 for row in sorted(among(self.session, select(Player.id, Player.nickname, Player.club, Player.city),
                                         Player.id, missing), key=lambda row: row.id)]
        self._reserve("persons", added)
        self._insert("persons", ("id", "name", "club", "city", "created_at"), added)
        _write_rows(self.session, "player_persons", ("player_id", "person_id"),
                    [(new.values["player"], new.id) for new in added])
        persons.update((new.values["player"], new.id) for new in added)
        links = [(g.id, row["seat"], _id(sitter), persons[_id(sitter)], "auto", row["team"])
                 for g in games for row, sitter in zip(g.checked.facts.seats, g.seats, strict=True)
                 if sitter is not None]
        _write_rows(self.session, "seat_persons", ("game_id", "seat", "player_id", "person_id", "how", "team"), links)
        self.persons_added += len(added)
        self.seats_linked += len(links)
        # Only a document with a source section can carry its players' outside ids; linking
        # them may give a nickname another person.
        outside = [g.id for g in games if '"source"' in g.checked.text]
        if outside:
            external_ids(self.session, outside)
            self.persons = {}

    def finish(self, imported: Iterable[int]) -> None:
        """After the last batch: the games of the per-game path linked, and the linking's mark
        moved past the import, unless another writer changed games meanwhile (a shared
        PostgreSQL): then the linking reads them all, as it would have."""
        if not self.link:
            return
        lock(self.session)
        analyze_after_load(self.session, "persons", self.persons_added)
        analyze_after_load(self.session, "player_persons", self.persons_added)
        analyze_after_load(self.session, "seat_persons", self.seats_linked)
        imported = set(imported)
        others = sorted(imported - self.written)
        if others:
            link_games(self.session, others, changed=True)
        if touched_since(self.session, self.started, self.last_game) - imported:
            sync_session(self.session)
        else:
            mark_synced(self.session, linking.now())

    def _write(self, games: list[_Game]) -> None:
        at = linking.now()
        for player in self.players.added:
            player.values["created_at"] = at
        self._reserve("players", self.players.added)
        self._insert("players", ("id", "uid", "nickname", "nickname_key", "created_at"), self.players.added)
        self.players.added = []
        self._reserve("games", games)
        rows, seats, revisions, journal = [], [], [], []
        for g in games:
            c = g.checked
            signed = c.verdict is not None
            uid = linking.new_uid()
            fact = c.facts.game
            place = g.place or (None, None, None)
            rows.append((g.id, uid, c.facts.identity or f"game:{uid}", c.facts.fingerprint, c.text,
                         2 if signed else 1, 1 if signed else 0, False, "import",
                         c.verdict.status if c.verdict else None, *(fact[k] for k in _FACTS), *place,
                         fact["game_label"], fact["events"], fact["errors"], at, at))
            for row, sitter in zip(c.facts.seats, g.seats, strict=True):
                seats.append((g.id, *(row[k] for k in _SEAT_FACTS), _id(sitter) if sitter is not None else None,
                              fact["played_on"]))
            journal.append((g.id, 1, "import", self.author, None, canonical({"source": c.source}), at))
            if c.verdict is not None:
                signature = json.loads(c.text)[SIGNATURE_KEY]
                revisions.append((g.id, 1, "signed", c.text, digest(c.text), c.verdict.signer or self.author or "?",
                                  None, canonical(signature).encode("utf-8"), at))
                journal.append((g.id, 2, "sign", c.verdict.signer, None, canonical({"signature": c.verdict.status}),
                                at))
        _write_rows(self.session, "games", _GAME_COLUMNS, rows)
        _write_rows(self.session, "game_revisions", _REVISION_COLUMNS, revisions)
        _write_rows(self.session, "game_seats", _SEAT_COLUMNS, seats)
        _write_rows(self.session, "game_journal", _JOURNAL_COLUMNS, journal)


_FACTS = ("status", "winner", "outcome_reason", "declared_winner", "played_on", "judge", "ruleset")
_GAME_COLUMNS = ("id", "uid", "identity", "fingerprint", "document", "version", "revision", "discarded", "source",
                 "signature_status", *_FACTS, "tournament_id", "round_id", "table_id", "game_label", "events",
                 "errors", "created_at", "updated_at")
_SEAT_FACTS = ("seat", "name", "role", "team", "result", "left_how", "left_phase", "fouls", "extra_points",
               "penalty_points", "best_player", "best_move_hits", "card")
_SEAT_COLUMNS = ("game_id", *_SEAT_FACTS, "player_id", "played_on")
_REVISION_COLUMNS = ("game_id", "number", "kind", "document", "digest", "author", "reason", "signature", "created_at")
_JOURNAL_COLUMNS = ("game_id", "version", "kind", "author", "reason", "payload", "at")


def _id(value: int | _New) -> int:
    return value.id if isinstance(value, _New) else value


def _write_rows(session: Session, table: str, columns: tuple[str, ...], rows: list[tuple[Any, ...]]) -> None:
    """Past the ORM, as the ratings write theirs; a unique key another writer took meanwhile
    (a shared PostgreSQL) is the import's race, tried again by ``import_documents``."""
    from .races import IdentityRace
    dbapi = session.get_bind().dialect.dbapi
    try:
        write_rows(session, table, columns, rows)
    except Exception as error:
        if dbapi is not None and isinstance(error, dbapi.IntegrityError):
            raise IdentityRace() from error
        raise


