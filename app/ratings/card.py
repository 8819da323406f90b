"""A player's card: the career of one person across the archive.

Games and wins by role, the best moves and their hits, fouls and removals, points by
tournament (the default regulation's points game by game: the result, the best move, the
judges' extra and penalty points; Ci compensation is the tournament's summary's business),
the opponents met most (at the other side of the table), and the rating's history under a
formula.  Every figure is read from the archive's derived columns, one indexed range of the
person's seats.
"""
from __future__ import annotations

from collections import Counter
from collections.abc import Sequence
from dataclasses import dataclass
from datetime import date
from typing import TYPE_CHECKING, Any

from sqlalchemy import and_, false, select

from app.storage.exclusions import not_excluded
from app.storage.models import GameRecord, GameSeat, Tournament
from app.storage.persons import Person, RatingGame, RatingScope, SeatPerson
from app.storage.rating_seats import entry_of

from .engine import refresh_session, scope_key
from .formula import Formula
from .persons import PersonInfo, find_person_id, person_info

if TYPE_CHECKING:
    from sqlalchemy.orm import Session

    from app.storage import Archive

ROLES = ("citizen", "sheriff", "mafia", "don")
OPPONENTS = 5


@dataclass(frozen=True)
class RoleLine:
    role: str
    games: int
    wins: int


@dataclass(frozen=True)
class TournamentLine:
    tournament_id: int | None
    name: str | None           # None: the club's games
    first: date | None
    games: int
    wins: int
    points: float


@dataclass(frozen=True)
class Opponent:
    person_id: int
    name: str
    games: int
    wins: int                  # games the card's person won against them


@dataclass(frozen=True)
class HistoryPoint:
    played_on: date
    game_id: int
    rating: float
    earned: float


@dataclass(frozen=True)
class PlayerCard:
    person: PersonInfo
    games: int
    wins: int
    roles: tuple[RoleLine, ...]
    best_moves: int
    best_move_hits: tuple[int, int, int, int]     # best moves naming 0, 1, 2, 3 blacks
    best_player: int
    fouls: int
    removals: int              # left by the fourth foul or disqualified
    tournaments: tuple[TournamentLine, ...]
    opponents: tuple[Opponent, ...]
    formula: Formula
    season: int | None
    history: tuple[HistoryPoint, ...]

    @property
    def rating(self) -> float | None:
        return self.history[-1].rating if self.history else None


def player_card(archive: Archive, query: str, formula: Formula, season: int | None = None) -> PlayerCard:
    """The card of the person ``query`` names (``#id``, federation id or nickname)."""
    # One transaction: the refresh (usually one statement finding nothing new) and the reads.
    with archive.writing() as session:
        scope_id = refresh_session(session, formula, season).scope_id
        return read_card(session, find_person_id(session, query), formula, season, scope_id)


def read_card(session: Session, person_id: int, formula: Formula, season: int | None,
              scope_id: int | None = None) -> PlayerCard:
    from app.tournament.regulation import get_regulation
    regulation = get_regulation()
    rows = session.execute(
        select(GameSeat.game_id, GameSeat.role, GameSeat.team, GameSeat.result, GameSeat.fouls, GameSeat.left_how,
               GameSeat.best_player, GameSeat.best_move_hits, GameSeat.extra_points, GameSeat.penalty_points,
               GameRecord.tournament_id, GameRecord.played_on, Tournament.name.label("tournament"))
        .join(SeatPerson, and_(SeatPerson.game_id == GameSeat.game_id, SeatPerson.seat == GameSeat.seat))
        .join(GameRecord, GameRecord.id == GameSeat.game_id)
        .outerjoin(Tournament, Tournament.id == GameRecord.tournament_id)
        .where(SeatPerson.person_id == person_id, GameRecord.status == "finished",
               GameRecord.discarded == false(), not_excluded())).all()
    roles: Counter[str] = Counter()
    wins_by_role: Counter[str] = Counter()
    hits = [0, 0, 0, 0]
    per_tournament: dict[int | None, list[float]] = {}
    first_day: dict[int | None, date | None] = {}
    for r in rows:
        roles[r.role] += 1
        wins_by_role[r.role] += r.result == "win"
        if r.best_move_hits is not None:
            hits[max(0, min(3, r.best_move_hits))] += 1
        best = regulation.best_move.get(r.role)
        points = (regulation.result_points(r.result) or 0.0) + (r.extra_points or 0.0) + (r.penalty_points or 0.0)
        points += best.points(r.best_move_hits) if best is not None and r.best_move_hits else 0.0
        line = per_tournament.setdefault(r.tournament_id, [0, 0, 0.0])
        line[0] += 1
        line[1] += r.result == "win"
        line[2] += points
        if r.played_on is not None:
            day = first_day.get(r.tournament_id)
            first_day[r.tournament_id] = r.played_on if day is None else min(day, r.played_on)
    names = {r.tournament_id: r.tournament for r in rows}
    tournaments = sorted((TournamentLine(t, names.get(t) if t is not None else None, first_day.get(t),
                                         int(v[0]), int(v[1]), round(v[2], 4)) for t, v in per_tournament.items()),
                         key=lambda line: (line.first or date.min, line.name or ""))
    return PlayerCard(
        person=person_info(session, person_id), games=len(rows), wins=sum(wins_by_role.values()),
        roles=tuple(RoleLine(role, roles[role], wins_by_role[role]) for role in ROLES if roles[role])
        + tuple(RoleLine(role, n, wins_by_role[role]) for role, n in sorted(roles.items()) if role not in ROLES),
        best_moves=sum(hits), best_move_hits=(hits[0], hits[1], hits[2], hits[3]),
        best_player=sum(1 for r in rows if r.best_player), fouls=sum(r.fouls for r in rows),
        removals=sum(1 for r in rows if r.left_how in ("fouls", "disqualified")),
        tournaments=tuple(tournaments), opponents=opponents(session, person_id, rows), formula=formula, season=season,
        history=history(session, person_id, formula, season, scope_id))


def opponents(session: Session, person_id: int, seats: Sequence[Any], limit: int = OPPONENTS) -> tuple[Opponent, ...]:
    """Those who sat at the other side of the table most often in the card's games (``seats``:
    the person's own, with their game, team and result): every seat of those games is one
    range of the links' key (which keep the seat's side), counted here."""
    mine = {r.game_id: (r.team, r.result == "win") for r in seats}
    met: Counter[int] = Counter()
    won: Counter[int] = Counter()
    # The games as a list, not a subquery: PostgreSQL planned the subquery as a hash join over
    # every link of the archive (38 ms at 20,000 games, seconds at a million); a list is one
    # probe of the links' key per game on both databases.
    games = sorted(mine)
    for i in range(0, len(games), 1000):
        for game_id, other, team in session.execute(
                select(SeatPerson.game_id, SeatPerson.person_id, SeatPerson.team)
                .where(SeatPerson.game_id.in_(games[i:i + 1000]), SeatPerson.person_id != person_id)):
            my_team, my_win = mine[game_id]
            if team != my_team:
                met[other] += 1
                won[other] += my_win
    top = sorted(met.items(), key=lambda item: (-item[1], item[0]))[:limit]
    names = dict(session.execute(select(Person.id, Person.name).where(Person.id.in_([p for p, _ in top]))).all())
    return tuple(Opponent(p, names.get(p, ""), n, won[p]) for p, n in top)


def history(session: Session, person_id: int, formula: Formula, season: int | None,
            scope: int | None = None) -> tuple[HistoryPoint, ...]:
    if scope is None:
        scope = session.scalar(select(RatingScope.id).where(RatingScope.key == scope_key(formula, season)))
    if scope is None:
        return ()
    # The person's games by their links (one range of their key), each rated game by its key.
    points = []
    for played_on, game_id, seats in session.execute(
            select(RatingGame.played_on, RatingGame.game_id, RatingGame.seats)
            .join(SeatPerson, and_(SeatPerson.game_id == RatingGame.game_id, SeatPerson.person_id == person_id))
            .where(RatingGame.scope_id == scope)):
        entry = entry_of(seats, person_id)
        if entry is not None:
            points.append(HistoryPoint(played_on, game_id, entry.rating, entry.earned))
    return tuple(sorted(points, key=lambda p: (p.played_on, p.game_id)))
