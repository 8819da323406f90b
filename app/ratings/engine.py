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

import json
from collections.abc import Iterable, Iterator
from dataclasses import dataclass
from datetime import date
from typing import TYPE_CHECKING, Any

from sqlalchemy import and_, delete, false, func, insert, literal, or_, select, text, tuple_, update

from app.storage.exclusions import decided_since, not_excluded, sync_exclusions
from app.storage.linking import now
from app.storage.models import GameRecord, GameSeat
from app.storage.persons import (
    PersonChange,
    RatingEntry,
    RatingScope,
    RatingStanding,
    SeatPerson,
    TournamentGrade,
)
from app.storage.secretary import SecretaryDecision, TournamentSetupRow

from .formula import Formula, RatedGame, RatedSeat, Standing
from .persons import moment, sync_session
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
    # The scope's first rated game, from its own entries (one index step, not a search of the games).
    first = session.execute(select(RatingEntry.played_on, RatingEntry.game_id).where(RatingEntry.scope_id == scope.id)
                            .order_by(RatingEntry.played_on, RatingEntry.game_id).limit(1)).first()
    if first is None and start is not None:
        full = True
    kept = scope.games
    if full or (start is not None and first is not None and start <= tuple(first)):
        start = (date.min, 0)
        session.execute(delete(RatingEntry).where(RatingEntry.scope_id == scope.id))
        session.execute(delete(RatingStanding).where(RatingStanding.scope_id == scope.id))
        kept = 0
    elif start is not None:
        kept -= _rewind(session, scope.id, start)
    rated = 0
    if start is not None:      # nothing changed: neither the ratings nor the last tournament did
        rated = _rate(session, scope.id, formula, where, start, fresh=start == (date.min, 0))
        _previous(session, scope, where, start)
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
    at = moment(since)          # written in: see app.ratings.persons.moment
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
            select(RatingEntry.played_on, RatingEntry.game_id).where(
                RatingEntry.scope_id == scope.id, RatingEntry.game_id.in_(ids[i:i + 1000])))) if p is not None]
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
    last entry before it.  Returns the number of games forgotten."""
    newest = session.execute(select(RatingEntry.played_on, RatingEntry.game_id).where(RatingEntry.scope_id == scope_id)
                             .order_by(RatingEntry.played_on.desc(), RatingEntry.game_id.desc()).limit(1)).first()
    if newest is None or (newest[0], newest[1]) < start:
        return 0           # a game after every rated one (the usual new game): nothing to forget
    forgotten = session.scalar(select(func.count(func.distinct(RatingEntry.game_id))).where(
        RatingEntry.scope_id == scope_id, _from(start, RatingEntry.played_on, RatingEntry.game_id))) or 0
    session.execute(delete(RatingEntry).where(RatingEntry.scope_id == scope_id,
                                              _from(start, RatingEntry.played_on, RatingEntry.game_id)))
    stale = list(session.scalars(select(RatingStanding.person_id).where(
        RatingStanding.scope_id == scope_id, _from(start, RatingStanding.last_on, RatingStanding.last_game))))
    for i in range(0, len(stale), 500):
        chunk = stale[i:i + 500]
        session.execute(delete(RatingStanding).where(RatingStanding.scope_id == scope_id,
                                                     RatingStanding.person_id.in_(chunk)))
        last = (select(RatingEntry.person_id, func.max(RatingEntry.played_on).label("d"))
                .where(RatingEntry.scope_id == scope_id, RatingEntry.person_id.in_(chunk))
                .group_by(RatingEntry.person_id).subquery())
        rows = session.execute(select(RatingEntry).join(last, and_(last.c.person_id == RatingEntry.person_id,
                                                                   last.c.d == RatingEntry.played_on))
                               .where(RatingEntry.scope_id == scope_id)
                               .order_by(RatingEntry.person_id, RatingEntry.game_id)).scalars().all()
        latest = {r.person_id: r for r in rows}      # the last game of the day wins
        if latest:
            session.execute(insert(RatingStanding), [_standing_row(scope_id, r) for r in latest.values()])
    return int(forgotten)


def _standing_row(scope_id: int, entry: RatingEntry) -> dict[str, Any]:
    return {"scope_id": scope_id, "person_id": entry.person_id, "rating": entry.rating, "red": entry.red,
            "black": entry.black, "games": entry.games, "wins": entry.wins, "last_on": entry.played_on,
            "last_game": entry.game_id, "previous": None}


def stream(session: Session, where: Any, start: Point) -> Iterator[RatedGame]:
    """The trusted games from ``start`` on, in order: one statement over the games and their
    linked seats in the order index, read BATCH rows at a time (a server-side cursor on
    PostgreSQL), never the whole season at once."""
    grade = func.coalesce(TournamentGrade.grade, "tournament")
    # The connection's Core result, not the ORM's: plain tuples, a third of the time per row.
    rows = session.connection().execute(
        select(GameRecord.id, GameRecord.played_on, GameRecord.tournament_id, grade, GameSeat.seat,
               SeatPerson.person_id, GameSeat.team, GameSeat.result, GameSeat.best_player, GameSeat.best_move_hits)
        .join(GameSeat, GameSeat.game_id == GameRecord.id)
        .join(SeatPerson, and_(SeatPerson.game_id == GameSeat.game_id, SeatPerson.seat == GameSeat.seat))
        .outerjoin(TournamentGrade, TournamentGrade.tournament_id == GameRecord.tournament_id)
        .where(where, _from(start, GameRecord.played_on, GameRecord.id))
        .order_by(GameRecord.played_on, GameRecord.id, GameSeat.seat).execution_options(yield_per=BATCH * 10))
    game: Any = None
    seats: list[RatedSeat] = []
    for game_id, played_on, tournament_id, kind, number, person, team, result, best, hits in rows:
        if game is None or game[0] != game_id:
            if game is not None:
                yield RatedGame(game[0], game[1], game[3], tuple(seats), game[2])
            game = (game_id, played_on, tournament_id, "club" if tournament_id is None else kind)
            seats = []
        seats.append(RatedSeat(person, team, result, bool(best), hits or 0, number))
    if game is not None:
        yield RatedGame(game[0], game[1], game[3], tuple(seats), game[2])


def _rate(session: Session, scope_id: int, formula: Formula, where: Any, start: Point, *, fresh: bool) -> int:
    standings: dict[int, Standing] = {}
    last: dict[int, Point] = {}
    known: set[int] = set()
    existing: set[int] = set()
    writer = EntryWriter(session)
    rows = writer.rows
    count = 0
    for game in stream(session, where, start):
        newcomers = [s.person for s in game.seats if s.person not in standings and s.person not in known]
        if newcomers and not fresh:
            _load(session, scope_id, newcomers, standings, known, existing)
        earned = formula.apply(game, standings)
        place = (game.played_on, game.game_id)
        for seat, change in zip(game.seats, earned, strict=True):
            state = standings[seat.person]
            rows.append((scope_id, game.game_id, seat.seat, seat.person, game.played_on, seat.team, seat.result,
                         change, state.rating, state.red, state.black, state.games, state.wins))
            last[seat.person] = place
        count += 1
        if len(rows) >= writer.BATCH:
            writer.flush()
            rows = writer.rows
    writer.close()
    _store_standings(session, scope_id, standings, last, existing)
    if fresh and count > 10000:
        # The tables were just filled: statistics taken when they were empty would lead the
        # planners (SQLite's above all) down the wrong index for a new game's lookups.
        for table in ("rating_entries", "rating_standings"):
            session.execute(text(f"ANALYZE {table}"))
    return count


def _load(session: Session, scope_id: int, persons: list[int], standings: dict[int, Standing],
          known: set[int], existing: set[int]) -> None:
    """The standings of ``persons`` before the stream's start (none: a newcomer)."""
    for person, rating, red, black, games, wins in session.execute(
            select(RatingStanding.person_id, RatingStanding.rating, RatingStanding.red, RatingStanding.black,
                   RatingStanding.games, RatingStanding.wins)
            .where(RatingStanding.scope_id == scope_id, RatingStanding.person_id.in_(persons))):
        standings[person] = Standing(rating, red, black, games, wins)
        existing.add(person)
    known.update(persons)


STANDING_COLUMNS = ("scope_id", "person_id", "rating", "red", "black", "games", "wins", "last_on", "last_game")


def _store_standings(session: Session, scope_id: int, standings: dict[int, Standing], last: dict[int, Point],
                     existing: set[int]) -> None:
    """Each rated person's standing now; a standing kept from before keeps its ``previous``."""
    def values(p: int) -> dict[str, Any]:
        state = standings[p]
        return {"scope_id": scope_id, "person_id": p, "rating": state.rating, "red": state.red,
                "black": state.black, "games": state.games, "wins": state.wins, "last_on": last[p][0],
                "last_game": last[p][1]}
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


def _previous(session: Session, scope: RatingScope, where: Any, start: Point) -> None:
    """Each standing's rating before the last tournament began (None: the person was new there)."""
    boundary = _boundary(session, where)
    old = (scope.boundary_on, scope.boundary_game) if scope.boundary_on is not None else None
    # Ratings before the boundary change only when the games re-rated began before it; a
    # person rated for the first time after it has none (the row was written so).
    if boundary == old and (boundary is None or start > boundary):
        return
    scope.boundary_on, scope.boundary_game = boundary if boundary else (None, None)
    if boundary is None:
        session.execute(update(RatingStanding).where(RatingStanding.scope_id == scope.id).values(previous=None))
        return
    before = (select(RatingEntry.rating).where(RatingEntry.scope_id == scope.id,
                                               RatingEntry.person_id == RatingStanding.person_id,
                                               _before(boundary, RatingEntry.played_on, RatingEntry.game_id))
              .order_by(RatingEntry.played_on.desc(), RatingEntry.game_id.desc()).limit(1).scalar_subquery())
    session.execute(update(RatingStanding).where(RatingStanding.scope_id == scope.id).values(previous=before))


__all__ = ["EntryWriter", "Refresh", "refresh", "refresh_session", "scope_key", "stream", "trusted"]
