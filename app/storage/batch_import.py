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
Each batch's seats are linked to their persons as it is written (app.storage.import_links).
"""
from __future__ import annotations

import json
from collections.abc import Iterable
from dataclasses import dataclass, field
from operator import itemgetter
from typing import TYPE_CHECKING, Any

from sqlalchemy import select

from . import linking
from .bulk_rows import NewRow, among, insert_new, reserve, write_imported
from .derive import Facts, canonical, digest
from .errors import PlayerConflict
from .import_links import SeatLinks, SeatRow, WrittenGame
from .models import GameRecord, GameTable, Player, Round, Tournament
from .preparing import SIGNATURE_KEY

if TYPE_CHECKING:
    from sqlalchemy.orm import Session

    from app.signing.verdict import Verdict

# Games written together.  Small enough that the pipeline fills fast (the first batch is
# prepared while nothing else can run) and the pool prepares the next ones while a batch is
# written; large enough that a batch's few statements cost little beside its rows.
BATCH = 1000
# The first batch smaller: the archive's writing waits for the pool's first results, not for a
# whole batch of them (a quarter of a second an import call).
FIRST_BATCH = 250
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


@dataclass
class _Players:
    """The archive's players as :func:`linking.player_id` would find them, with those the
    batch adds so far."""

    by_key: dict[str, tuple[int | NewRow, str]] = field(default_factory=dict)       # key -> (id, uid)
    by_uid: dict[str, tuple[int | NewRow, str]] = field(default_factory=dict)       # uid -> (id, nickname)
    added: list[NewRow] = field(default_factory=list)

    def load(self, session: Session, keys: set[str], uids: set[str]) -> None:
        keys, uids = keys - self.by_key.keys(), uids - self.by_uid.keys()
        for found in among(session, select(Player.id, Player.uid, Player.nickname_key), Player.nickname_key,
                           sorted(keys)):
            self.by_key[found.nickname_key] = (found.id, found.uid)
        for named in among(session, select(Player.id, Player.uid, Player.nickname), Player.uid, sorted(uids)):
            self.by_uid[named.uid] = (named.id, named.nickname)

    def resolve(self, name: str, key: str, uid: str | None, seat: int, mine: list[NewRow]) -> int | NewRow | None:
        """:func:`linking.player_id` against what is known (``name``: the nickname
        :func:`linking.spaced`, ``key``: its key); a new player goes to ``mine``."""
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
        new = NewRow({"uid": uid or linking.new_uid(), "nickname": name, "nickname_key": key})
        self.by_key[key] = (new, new.values["uid"])
        self.by_uid[new.values["uid"]] = (new, name)
        mine.append(new)
        return new

    def forget(self, mine: list[NewRow]) -> None:
        """A game refused: the players it would have added are not added (the per-game path
        rolls its savepoint back)."""
        for new in mine:
            del self.by_key[new.values["nickname_key"]]
            del self.by_uid[new.values["uid"]]


@dataclass
class _Game:
    checked: Checked
    seats: list[int | NewRow | None]
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
        self.keys: dict[str, tuple[str, str]] = {}      # nickname -> (spaced, key)
        self.links = SeatLinks(session)
        self.written: set[int] = set()

    def add(self, checked: Checked) -> None:
        self.pending.append(checked)

    def reread(self) -> None:
        """A game of the per-game path was written: the players it added (and their persons)
        are read from the archive by the next batch."""
        self.players = _Players()
        self.links.reread()

    def flush(self) -> tuple[list[tuple[Checked, int]], list[tuple[Checked, PlayerConflict]]]:
        """Write the pending games; returns (game, id) written and (game, refusal) not."""
        pending, self.pending = self.pending, []
        if not pending:
            return [], []
        keys = self.keys
        wanted, uids = set[str](), set[str]()
        for checked in pending:
            for row in checked.facts.seats:
                known = keys.get(row["name"])
                if known is None:
                    known = keys[row["name"]] = (linking.spaced(row["name"]), linking.nickname_key(row["name"]))
                wanted.add(known[1])
            uids.update(checked.ids.values())
        self.players.load(self.session, wanted, uids)
        games, refused = [], []
        for checked in pending:
            ids = checked.ids
            mine: list[NewRow] = []
            try:
                seats = [self.players.resolve(*keys[row["name"]], ids.get(row["seat"]), row["seat"], mine)
                         for row in checked.facts.seats]
            except PlayerConflict as error:
                self.players.forget(mine)
                refused.append((checked, error))
                continue
            self.players.added.extend(mine)
            games.append(_Game(checked, seats))
        self._places(games)
        self._write(games)
        self.links.link([WrittenGame(g.id, [SeatRow(row["seat"], None if sitter is None else _id(sitter), row["team"])
                                            for row, sitter in zip(g.checked.facts.seats, g.seats, strict=True)],
                                     '"source"' in g.checked.text) for g in games])
        self.written.update(g.id for g in games)
        return [(g.checked, g.id) for g in games], refused

    # -- tournaments, rounds, tables --------------------------------------------------------
    def _places(self, games: list[_Game]) -> None:
        """The tournament, round and table ids of each game: one select by key of each kind,
        one insert of the missing ones, added in the order the per-game path adds them."""
        placed = [(g, g.checked.facts.place) for g in games if g.checked.facts.place is not None]
        if not placed:
            return
        tournaments: dict[str, int | NewRow] = {}
        tournaments.update((row.name, row.id) for row in among(
            self.session, select(Tournament.name, Tournament.id), Tournament.name, sorted({w[0] for _, w in placed})))
        at = linking.now()
        added: list[NewRow] = []
        for _, where in placed:
            if where[0] not in tournaments:
                tournaments[where[0]] = new = NewRow({"name": where[0], "created_at": at})
                added.append(new)
        reserve(self.session, "tournaments", added)
        insert_new(self.session, "tournaments", ("id", "name", "created_at"), added)
        rounds = self._labels(Round, [(_id(tournaments[w[0]]), w[1]) for _, w in placed])
        tables = self._labels(GameTable, [(_id(tournaments[w[0]]), w[2]) for _, w in placed])
        for g, where in placed:
            tournament = _id(tournaments[where[0]])
            g.place = (tournament, rounds[(tournament, where[1])], tables[(tournament, where[2])])

    def _labels(self, model: type[Round | GameTable], wanted: list[tuple[int, str]]) -> dict[tuple[int, str], int]:
        known: dict[tuple[int, str], int | NewRow] = {}
        keys = set(wanted)
        for row in among(self.session, select(model.tournament_id, model.label, model.id), model.tournament_id,
                         sorted({t for t, _ in keys})):
            if (row.tournament_id, row.label) in keys:
                known[(row.tournament_id, row.label)] = row.id
        added: list[NewRow] = []
        for key in wanted:
            if key not in known:
                known[key] = new = NewRow({"tournament_id": key[0], "label": key[1]})
                added.append(new)
        reserve(self.session, model.__tablename__, added)
        insert_new(self.session, model.__tablename__, ("id", "tournament_id", "label"), added)
        return {key: _id(value) for key, value in known.items()}

    # -- ids and rows -------------------------------------------------------------------------
    def finish(self, imported: Iterable[int]) -> None:
        """After the last batch: see :meth:`SeatLinks.finish`."""
        self.links.finish(self.written, imported)

    def _write(self, games: list[_Game]) -> None:
        at = linking.now()
        for player in self.players.added:
            player.values["created_at"] = at
        reserve(self.session, "players", self.players.added)
        insert_new(self.session, "players", ("id", "uid", "nickname", "nickname_key", "created_at"), self.players.added)
        self.players.added = []
        reserve(self.session, "games", games)
        rows, seats, revisions, journal = [], [], [], []
        for g in games:
            c = g.checked
            signed = c.verdict is not None
            uid = linking.new_uid()
            fact = c.facts.game
            place = g.place or (None, None, None)
            rows.append((g.id, uid, c.facts.identity or f"game:{uid}", c.facts.fingerprint, c.text,
                         2 if signed else 1, 1 if signed else 0, False, "import",
                         c.verdict.status if c.verdict else None, *_game_facts(fact), *place,
                         fact["game_label"], fact["events"], fact["errors"], at, at))
            for row, sitter in zip(c.facts.seats, g.seats, strict=True):
                seats.append((g.id, *_seat_facts(row), _id(sitter) if sitter is not None else None,
                              fact["played_on"]))
            journal.append((g.id, 1, "import", self.author, None, canonical({"source": c.source}), at))
            if c.verdict is not None:
                signature = json.loads(c.text)[SIGNATURE_KEY]
                revisions.append((g.id, 1, "signed", c.text, digest(c.text), c.verdict.signer or self.author or "?",
                                  None, canonical(signature).encode("utf-8"), at))
                journal.append((g.id, 2, "sign", c.verdict.signer, None, canonical({"signature": c.verdict.status}),
                                at))
        write_imported(self.session, "games", _GAME_COLUMNS, rows)
        write_imported(self.session, "game_revisions", _REVISION_COLUMNS, revisions)
        write_imported(self.session, "game_seats", _SEAT_COLUMNS, seats)
        write_imported(self.session, "game_journal", _JOURNAL_COLUMNS, journal)


_FACTS = ("status", "winner", "outcome_reason", "declared_winner", "played_on", "judge", "ruleset")
_GAME_COLUMNS = ("id", "uid", "identity", "fingerprint", "document", "version", "revision", "discarded", "source",
                 "signature_status", *_FACTS, "tournament_id", "round_id", "table_id", "game_label", "events",
                 "errors", "created_at", "updated_at")
_SEAT_FACTS = ("seat", "name", "role", "team", "result", "left_how", "left_phase", "fouls", "extra_points",
               "penalty_points", "best_player", "best_move_hits", "card")
_SEAT_COLUMNS = ("game_id", *_SEAT_FACTS, "player_id", "played_on")
_game_facts, _seat_facts = itemgetter(*_FACTS), itemgetter(*_SEAT_FACTS)     # a million rows: at C speed
_REVISION_COLUMNS = ("game_id", "number", "kind", "document", "digest", "author", "reason", "signature", "created_at")
_JOURNAL_COLUMNS = ("game_id", "version", "kind", "author", "reason", "payload", "at")


def _id(value: int | NewRow) -> int:
    return value.id if isinstance(value, NewRow) else value
