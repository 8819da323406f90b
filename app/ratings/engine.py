"""Rating the trusted games in the archive's order, and keeping the result in its tables.

A rating is a *scope*: a formula (name and digest) over one season or the whole career.
``refresh`` brings a scope up to date: it finds the earliest game whose rating may have
changed since the last run (a game added, corrected, discarded or signed; a tournament's
choice of unsigned games or grade changed; a merge or split moved its seats), deletes what
was computed from there on and rates again from there, streaming the games in batches (the
state held in memory is one standing per person, never the games).  The order is the games'
date, then their id, so two recomputations give the same numbers to the last bit.

A game is trusted when it is finished with a winner and a date, not discarded, and signed
(at this program's sheet, or imported with a valid signature) — or its tournament counts
unsigned games (app.tournament.trust: a club tournament) — and its tournament's secretary
has not excluded it (app.storage.exclusions).
"""
from __future__ import annotations

import itertools
import json
import operator
from collections.abc import Iterable, Iterator
from dataclasses import dataclass
from datetime import date
from typing import TYPE_CHECKING, Any

from sqlalchemy import and_, delete, false, func, literal, or_, select, text, tuple_, update

from app import collector
from app.storage.exclusions import decided_since, not_excluded, sync_exclusions
from app.storage.linking import now
from app.storage.models import GameRecord, GameSeat
from app.storage.person_links import moment, sync_session
from app.storage.persons import (
    PersonChange,
    RatingGame,
    RatingScope,
    RatingStanding,
    SeatPerson,
    TournamentGrade,
)
from app.storage.rating_seats import entry_of, pack_flat
from app.storage.secretary import SecretaryDecision, TournamentSetupRow

from .formula import Formula, RatedGame, RatedSeat, Standing
from .reading import driver_rows, read_ahead
from .rows import EntryWriter, write_rows

if TYPE_CHECKING:
    from sqlalchemy.orm import Session

    from app.storage import Archive

BATCH = 2000
Point = tuple[date, int]          # a game's place in the order: (played_on, id)


@dataclass(frozen=True)
class Refresh:
    scope_id: int
    key: str
    games: int                    # trusted games in the scope
    rated: int                    # games rated by this refresh
    start: Point | None           # where it began again (None: nothing had changed)


def _point(row: Any) -> Point | None:
    return None if row is None or row[0] is None else (row[0], int(row[1]))


def scope_key(formula: Formula, season: int | None) -> str:
    return f"{formula.name}:{formula.digest}:{season if season is not None else 'all'}"


def trusted() -> Any:
    """The games a rating may change from (see the module's docstring)."""
    club = select(TournamentSetupRow.tournament_id).where(TournamentSetupRow.unsigned == "count")
    signed = and_(GameRecord.revision > 0,
                  or_(GameRecord.signature_status.is_(None), GameRecord.signature_status == "valid"))
    return and_(GameRecord.discarded == false(), GameRecord.status == "finished", GameRecord.winner.is_not(None),
                GameRecord.played_on.is_not(None), or_(signed, GameRecord.tournament_id.in_(club)), not_excluded())


def in_season(season: int | None) -> Any:
    if season is None:
        return GameRecord.id.is_not(None)
    return GameRecord.played_on.between(date(season, 1, 1), date(season, 12, 31))


def _from(point: Point, played: Any, game: Any) -> Any:
    # A row value: one index range on (played_on, id) on both databases, which an OR is not.
    return and_(played >= point[0], tuple_(played, game) >= tuple_(literal(point[0]), literal(point[1])))


def _before(point: Point, played: Any, game: Any) -> Any:
    return and_(played <= point[0], tuple_(played, game) < tuple_(literal(point[0]), literal(point[1])))


def refresh(archive: Archive, formula: Formula, season: int | None = None, *, full: bool = False) -> Refresh:
    """Bring the scope of ``formula`` over ``season`` up to date (``full``: from scratch)."""
    with archive.writing() as session:
        return refresh_session(session, formula, season, full=full)


def refresh_session(session: Session, formula: Formula, season: int | None, *, full: bool = False) -> Refresh:
    sync_session(session)
    started = now()
    key = scope_key(formula, season)
    scope = session.scalar(select(RatingScope).where(RatingScope.key == key))
    if scope is None:
        scope = RatingScope(key=key, formula=formula.name, season=season, games=0)
        session.add(scope)
        session.flush()
        full = True
    probe, mark = _probe(session, scope)
    if scope.journal_seen != mark:
        sync_exclusions(session)
    elif not (full or any(probe)):    # a card or a table between two games: one statement decided it
        return Refresh(scope.id, key, scope.games, 0, None)
    where = and_(trusted(), in_season(season))
    start = None if full else _changed_since(session, scope, where, mark, probe)
    # The scope's first rated game, from its own rows (one index step, not a search of the games).
    first = session.execute(select(RatingGame.played_on, RatingGame.game_id).where(RatingGame.scope_id == scope.id)
                            .order_by(RatingGame.played_on, RatingGame.game_id).limit(1)).first()
    if first is None and start is not None:
        full = True
    boundary = _boundary(session, where) if start is not None or full else None
    old = (scope.boundary_on, scope.boundary_game) if scope.boundary_on is not None else None
    if start is not None and boundary is not None and boundary != old:
        # Each standing's rating before the last tournament began is taken while the stream
        # passes that tournament's first game: a new last tournament re-rates from there.
        start = min(start, boundary)
    kept = scope.games
    if full or (start is not None and first is not None and start <= tuple(first)):
        start = (date.min, 0)
        session.execute(delete(RatingGame).where(RatingGame.scope_id == scope.id))
        session.execute(delete(RatingStanding).where(RatingStanding.scope_id == scope.id))
        kept = 0
    elif start is not None:
        kept -= _rewind(session, scope.id, start)
    rated = 0
    if start is not None:      # nothing changed: neither the ratings nor the last tournament did
        rated = _rate(session, scope.id, formula, where, start, boundary, fresh=start == (date.min, 0))
        scope.boundary_on, scope.boundary_game = boundary if boundary else (None, None)
        scope.games = kept + rated
        scope.computed_at = started
    scope.journal_seen = mark
    return Refresh(scope.id, key, scope.games, rated, start)


Probe = tuple[bool, bool, bool, bool]     # changed since: a game, a tournament's setting, a grade, a person


def _probe(session: Session, scope: RatingScope) -> tuple[Probe, int]:
    """What a rating reads that may have changed since ``scope`` was computed (a game, a
    tournament's setting or grade, a merge or split), and the newest journal row: one statement."""
    since = scope.computed_at
    mark = select(func.coalesce(func.max(SecretaryDecision.id), 0)).scalar_subquery()
    if since is None:
        return (True, True, True, True), int(session.scalar(select(mark)) or 0)
    at = moment(since)          # written in: see app.storage.person_links.moment
    probes = (select(GameRecord.id).where(GameRecord.status.in_(("in_progress", "finished")),
                                          GameRecord.updated_at >= at),
              select(TournamentSetupRow.id).where(TournamentSetupRow.updated_at >= at),
              select(TournamentGrade.tournament_id).where(TournamentGrade.at >= at),
              select(PersonChange.id).where(PersonChange.at >= at))
    row = session.execute(select(*(p.exists() for p in probes), mark)).one()
    return (bool(row[0]), bool(row[1]), bool(row[2]), bool(row[3])), int(row[4])


def _changed_since(session: Session, scope: RatingScope, where: Any, mark: int, probe: Probe) -> Point | None:
    """The earliest game of the scope whose rating may differ since the scope was computed."""
    since = scope.computed_at
    if since is None:
        return (date.min, 0)
    points: list[Point] = []
    order = (GameRecord.played_on, GameRecord.id)
    # The games changed since, each with its date now and, when it was rated, its date then
    # (a corrected date: what was computed at the old place goes too).  The minimum is taken
    # here: an ORDER BY would lead SQLite down the whole order index instead of the keys.
    changed = session.execute(select(*order).where(GameRecord.status.in_(("in_progress", "finished")),
                                                   GameRecord.updated_at >= moment(since))).all()
    points += [p for p in map(_point, changed) if p is not None]
    decided = sorted(decided_since(session, scope.journal_seen or 0)) if scope.journal_seen != mark else []
    for i in range(0, len(decided), 1000):      # an exclusion or inclusion: its game re-rates
        points += [p for p in map(_point, session.execute(select(*order).where(
            GameRecord.id.in_(decided[i:i + 1000])))) if p is not None]
    ids = [row[1] for row in changed]
    for i in range(0, len(ids), 1000):
        points += [p for p in map(_point, session.execute(
            select(RatingGame.played_on, RatingGame.game_id).where(
                RatingGame.scope_id == scope.id, RatingGame.game_id.in_(ids[i:i + 1000])))) if p is not None]
    return min(points + _moved(session, since, where, probe), default=None)


def _moved(session: Session, since: Any, where: Any, probe: Probe) -> list[Point]:
    """The earliest games of the tournaments whose setting or grade changed since, and of the
    seats a merge, split or undo moved (each asked only when the probe found some)."""
    points: list[Point] = []
    order = (GameRecord.played_on, GameRecord.id)
    tournaments = list(session.scalars(select(TournamentSetupRow.tournament_id)
                                       .where(TournamentSetupRow.updated_at >= since))) if probe[1] else []
    if probe[2]:
        tournaments += list(session.scalars(select(TournamentGrade.tournament_id)
                                            .where(TournamentGrade.at >= since)))
    if tournaments:
        first = session.execute(select(*order).where(GameRecord.tournament_id.in_(tournaments), where)
                                .order_by(*order).limit(1)).first()
        points += [p for p in [_point(first)] if p is not None]
    games: set[int] = set()
    payloads: Iterable[str] = session.scalars(select(PersonChange.payload).where(PersonChange.at >= since)) \
        if probe[3] else ()
    for payload in payloads:
        games.update(g for g, _ in json.loads(payload).get("seats", []))
    # An undo is recorded after the change it reverts: both are seen through the undo's seats.
    if games:
        ids = sorted(games)
        for i in range(0, len(ids), 1000):
            first = session.execute(select(*order).where(GameRecord.id.in_(ids[i:i + 1000]), where)
                                    .order_by(*order).limit(1)).first()
            points += [p for p in [_point(first)] if p is not None]
    return points


def _rewind(session: Session, scope_id: int, start: Point) -> int:
    """Forget what was computed from ``start`` on: each standing goes back to its person's
    last rated game before it.  Returns the number of games forgotten."""
    newest = session.execute(select(RatingGame.played_on, RatingGame.game_id).where(RatingGame.scope_id == scope_id)
                             .order_by(RatingGame.played_on.desc(), RatingGame.game_id.desc()).limit(1)).first()
    if newest is None or (newest[0], newest[1]) < start:
        return 0           # a game after every rated one (the usual new game): nothing to forget
    after = and_(RatingGame.scope_id == scope_id, _from(start, RatingGame.played_on, RatingGame.game_id))
    forgotten = session.scalar(select(func.count()).select_from(RatingGame).where(after)) or 0
    session.execute(delete(RatingGame).where(after))
    stale = list(session.scalars(select(RatingStanding.person_id).where(
        RatingStanding.scope_id == scope_id, _from(start, RatingStanding.last_on, RatingStanding.last_game))))
    for i in range(0, len(stale), 500):
        chunk = stale[i:i + 500]
        # The games a person played are found by their seats' links: those before ``start``
        # are as they were when rated (a merge, split or correction re-rates from its game).
        latest: dict[int, Point] = {}
        for person, played_on, game_id in session.execute(
                select(SeatPerson.person_id, RatingGame.played_on, RatingGame.game_id)
                .join(RatingGame, and_(RatingGame.scope_id == scope_id, RatingGame.game_id == SeatPerson.game_id))
                .where(SeatPerson.person_id.in_(chunk))):
            latest[person] = max(latest.get(person, (played_on, game_id)), (played_on, game_id))
        blobs = dict(session.execute(select(RatingGame.game_id, RatingGame.seats).where(
            RatingGame.scope_id == scope_id, RatingGame.game_id.in_({g for _, g in latest.values()}))).all())
        restored = []
        for person, (played_on, game_id) in latest.items():
            entry = entry_of(blobs[game_id], person)
            if entry is not None:
                restored.append({"scope_id": scope_id, "person_id": person, "rating": entry.rating, "red": entry.red,
                                 "black": entry.black, "games": entry.games, "wins": entry.wins,
                                 "last_on": played_on, "last_game": game_id})
        if restored:       # ``previous`` stays: it is from before the last tournament
            session.execute(update(RatingStanding), restored)
        gone = [p for p in chunk if p not in {r["person_id"] for r in restored}]
        if gone:
            session.execute(delete(RatingStanding).where(RatingStanding.scope_id == scope_id,
                                                         RatingStanding.person_id.in_(gone)))
    return int(forgotten)


def stream(session: Session, where: Any, start: Point) -> Iterator[RatedGame]:
    """The trusted games from ``start`` on, in order: one statement over the games and their
    linked seats in the order index, read BATCH rows at a time, never the whole season at once."""
    grade = func.coalesce(TournamentGrade.grade, "tournament")
    # Each seat's columns in RatedSeat's order: a row's tail is the seat as it stands.
    statement = (
        select(GameRecord.id, GameRecord.played_on, GameRecord.tournament_id, grade, SeatPerson.person_id,
               GameSeat.team, GameSeat.result, GameSeat.best_player, func.coalesce(GameSeat.best_move_hits, 0),
               GameSeat.seat)
        .join(GameSeat, GameSeat.game_id == GameRecord.id)
        .join(SeatPerson, and_(SeatPerson.game_id == GameSeat.game_id, SeatPerson.seat == GameSeat.seat))
        .outerjoin(TournamentGrade, TournamentGrade.tournament_id == GameRecord.tournament_id)
        .where(where, _from(start, GameRecord.played_on, GameRecord.id))
        .order_by(GameRecord.played_on, GameRecord.id, GameSeat.seat))
    days: dict[Any, date] = {}         # SQLite gives a date as its text: each day parsed once
    seat = tuple.__new__               # a named tuple from a row's tail, in C
    read = driver_rows(session, statement, BATCH * 10)
    # psycopg's connection is safe to share between threads (each exchange under its lock);
    # Python's sqlite3 leaves that to its user, so SQLite's rows are read as they are rated.
    batches = read_ahead(read) if session.get_bind().dialect.name == "postgresql" else read
    rows = itertools.chain.from_iterable(batches)
    for game_id, group in itertools.groupby(rows, key=operator.itemgetter(0)):
        game = list(group)
        seats = tuple([seat(RatedSeat, row[4:]) for row in game])
        _, played_on, tournament_id, kind = game[0][:4]
        if not isinstance(played_on, date):
            played_on = days.get(played_on) or days.setdefault(played_on, date.fromisoformat(played_on))
        yield RatedGame(game_id, played_on, "club" if tournament_id is None else kind, seats, tournament_id)


def _uncollected(games: Iterator[RatedGame]) -> Iterator[RatedGame]:
    """``games`` with the cycle collector paused (app.collector): a recomputation makes tens
    of millions of short-lived tuples, none in a cycle."""
    with collector.paused():
        yield from games


@dataclass
class _Previous:
    """Each standing's rating before the scope's last tournament began, taken as the stream
    passes that tournament's first game (``boundary``)."""

    boundary: Point | None
    start: Point
    taken: dict[int, float] | None = None      # the ratings of the persons met so far, at the boundary
    loaded: dict[int, float] | None = None     # the stored ratings of the persons met after it

    @property
    def crossed(self) -> bool:
        """Whether the stream passes the boundary (else the stored values stand)."""
        return self.boundary is None or self.boundary >= self.start

    def value(self, person: int) -> float | None:
        if self.boundary is None or self.taken is None:
            return None
        if person in self.taken:
            return self.taken[person]
        return (self.loaded or {}).get(person)       # stored, not played since: None for a newcomer


def _rate(session: Session, scope_id: int, formula: Formula, where: Any, start: Point, boundary: Point | None,
          *, fresh: bool) -> int:
    standings: dict[int, Standing] = {}
    last: dict[int, Point] = {}
    known: set[int] = set()
    loaded: dict[int, float] = {}
    previous = _Previous(boundary, start, loaded=loaded)
    writer = EntryWriter(session)
    rows = writer.rows
    count = 0
    rate = formula.rate
    for game in _uncollected(stream(session, where, start)):
        place = (game.played_on, game.game_id)
        if previous.taken is None and boundary is not None and place >= boundary:
            previous.taken = {p: state.rating for p, state in standings.items()}
        if not fresh:
            newcomers = [s.person for s in game.seats if s.person not in known]
            if newcomers:
                _load(session, scope_id, newcomers, standings, known, loaded)
        states, earned = rate(game, standings)
        packed: list[Any] = []
        for seat, state, change in zip(game.seats, states, earned, strict=True):
            packed += (seat.seat, seat.person, change, state.rating, state.red, state.black, state.games, state.wins)
            last[seat.person] = place
        rows.append((scope_id, game.game_id, game.played_on, pack_flat(packed)))
        count += 1
        if len(rows) >= writer.BATCH:
            writer.flush()
            rows = writer.rows
    writer.close()
    _store_standings(session, scope_id, standings, last, set(loaded), previous)
    if fresh and count > 10000:
        # The tables were just filled: statistics taken when they were empty would lead the
        # planners (SQLite's above all) down the wrong index for a new game's lookups.
        for table in ("rating_games", "rating_standings"):
            session.execute(text(f"ANALYZE {table}"))
    return count


def _load(session: Session, scope_id: int, persons: list[int], standings: dict[int, Standing],
          known: set[int], loaded: dict[int, float]) -> None:
    """The standings of ``persons`` before the stream's start (none: a newcomer)."""
    for person, rating, red, black, games, wins in session.execute(
            select(RatingStanding.person_id, RatingStanding.rating, RatingStanding.red, RatingStanding.black,
                   RatingStanding.games, RatingStanding.wins)
            .where(RatingStanding.scope_id == scope_id, RatingStanding.person_id.in_(persons))):
        standings[person] = Standing(rating, red, black, games, wins)
        loaded[person] = rating
    known.update(persons)


STANDING_COLUMNS = ("scope_id", "person_id", "rating", "red", "black", "games", "wins", "last_on", "last_game",
                    "previous")


def _store_standings(session: Session, scope_id: int, standings: dict[int, Standing], last: dict[int, Point],
                     existing: set[int], previous: _Previous) -> None:
    """Each rated person's standing now, and its rating before the last tournament: taken
    on the way when the stream passed its start, else kept as stored (a newcomer has none)."""
    if previous.crossed:
        # The standings the stream did not touch were last rated before it began, so before
        # the boundary: their rating then is their rating now (none without a boundary).
        value = RatingStanding.rating if previous.boundary is not None else None
        session.execute(update(RatingStanding).where(RatingStanding.scope_id == scope_id).values(previous=value))

    def values(p: int) -> dict[str, Any]:
        state = standings[p]
        row = {"scope_id": scope_id, "person_id": p, "rating": state.rating, "red": state.red,
               "black": state.black, "games": state.games, "wins": state.wins, "last_on": last[p][0],
               "last_game": last[p][1], "previous": previous.value(p)}
        if not previous.crossed and p in existing:
            del row["previous"]
        return row
    persons = sorted(last)
    for i in range(0, len(persons), 5000):
        chunk = persons[i:i + 5000]
        old = [values(p) for p in chunk if p in existing]
        if old:
            session.execute(update(RatingStanding), old)
        new = [tuple(values(p).values()) for p in chunk if p not in existing]
        write_rows(session, "rating_standings", STANDING_COLUMNS, new)


def _boundary(session: Session, where: Any) -> Point | None:
    """The first game of the scope's last tournament (the one its latest tournament game is of)."""
    last = session.execute(select(GameRecord.tournament_id).where(where, GameRecord.tournament_id.is_not(None))
                           .order_by(GameRecord.played_on.desc(), GameRecord.id.desc()).limit(1)).scalar()
    if last is None:
        return None
    # The tournament's own games (its index) and the minimum taken here: an ORDER BY or a min()
    # would lead the planner along the date index from the season's start.
    games = session.execute(select(GameRecord.played_on, GameRecord.id)
                            .where(where, GameRecord.tournament_id == last)).all()
    return min((p for p in map(_point, games) if p is not None), default=None)


__all__ = ["EntryWriter", "Refresh", "refresh", "refresh_session", "scope_key", "stream", "trusted"]
