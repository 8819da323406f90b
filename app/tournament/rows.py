"""A player's line of the standings and the games behind it: every figure a sum over
the player's counted games, every tie-breaker a figure of the row."""
from __future__ import annotations

from collections import Counter
from dataclasses import dataclass, field
from functools import cached_property

from app.editions import SPORT

from .games import TournamentGame
from .points import SeatScore, r4
from .regulation import ROLES


@dataclass
class RoleStats:
    games: int = 0
    wins: int = 0
    points: float = 0.0

    @property
    def win_rate(self) -> float | None:
        return self.wins / self.games if self.games else None

    def to_json(self) -> dict:
        return {"games": self.games, "wins": self.wins, "points": r4(self.points)}


@dataclass
class PlayerGame:
    """One game of a player, as the player's card lists it."""

    game: TournamentGame
    score: SeatScore
    compensation: float = 0.0
    weight: float = 1.0                 # a stage's weight, already in score and compensation

    @property
    def seat(self) -> int:
        return self.score.seat

    @property
    def role(self) -> str:
        return self.score.facts.role

    @property
    def result(self) -> str | None:
        return self.score.facts.result

    @property
    def total(self) -> float:
        return r4((self.score.total or 0.0) + self.compensation)

    def to_json(self) -> dict:
        s = self.score
        return {"game": self.game.label, "round": self.game.round, "table": self.game.table,
                "fingerprint": self.game.fingerprint, "seat": s.seat, "role": s.facts.role,
                "result": s.facts.result, "points": s.win, "extra": s.extra, "best_move": s.best_move,
                "compensation": self.compensation, "penalty": s.penalty, "total": self.total,
                "first_killed": s.facts.first_killed, "best_move_hits": s.facts.best_move_hits,
                "left": s.facts.left_how}


@dataclass
class PlayerRow:
    """A player's line of the standings; every figure is a sum over their finished games."""

    key: str
    name: str
    player_id: str | None
    games: list[PlayerGame] = field(default_factory=list)
    place: int = 0
    place_label: str = ""
    spellings: set = field(default_factory=set)   # every nickname the games wrote for this player
    decided_by: str | None = None       # the tie-breaker that put this row below the one above
    lot: int | None = None              # the drawn position inside a tied group, 1-based
    compensation: float = 0.0

    # -- the components ------------------------------------------------------------------
    @property
    def played(self) -> int:
        return len(self.games)

    @cached_property
    def _results(self) -> Counter:
        return Counter(g.score.facts.result for g in self.games)

    def _count(self, result: str) -> int:
        return self._results[result]

    @property
    def wins(self) -> int:
        return self._count("win")

    @property
    def losses(self) -> int:
        return self._count("loss")

    @property
    def draws(self) -> int:
        return self._count("draw")

    @cached_property
    def _sums(self) -> tuple[float, float, float, float]:
        """The result's points, ДБ, ЛХ and penalties over the games, in one pass."""
        win = extra = best_move = penalty = 0.0
        for g in self.games:
            s = g.score
            win += s.win or 0.0
            extra += s.extra
            best_move += s.best_move
            penalty += s.penalty
        return r4(win), r4(extra), r4(best_move), r4(penalty)

    @property
    def result_points(self) -> float:
        return self._sums[0]

    @property
    def extra(self) -> float:
        return self._sums[1]

    @property
    def best_move(self) -> float:
        return self._sums[2]

    @property
    def penalties(self) -> float:
        return self._sums[3]

    @property
    def total(self) -> float:
        return r4(self.result_points + self.extra + self.best_move + self.penalties + self.compensation)

    @property
    def first_night_kills(self) -> int:
        """Night-1 kills while red: what FIIM's sorting and RFM's ranking count."""
        return sum(1 for g in self.games if g.score.facts.first_killed and g.score.facts.team == "red")

    def _best_moves(self, hits: int) -> int:
        return sum(1 for g in self.games if g.score.facts.best_move_hits == hits)

    def _extra_penalty(self, g: PlayerGame) -> float:
        return r4(g.score.extra + g.score.penalty)

    # Computed once, when the standings are complete (the search for ties asks often).
    @cached_property
    def roles(self) -> dict[str, RoleStats]:
        out = {role: RoleStats() for role in ROLES}
        for g in self.games:
            stats = out[g.role]
            stats.games += 1
            stats.wins += g.result == "win"
            stats.points += g.total
        return out

    @cached_property
    def seats(self) -> dict[int, RoleStats]:
        out = {seat: RoleStats() for seat in SPORT.table.seat_numbers()}   # tournaments play sport tables
        for g in self.games:
            out[g.seat].games += 1
            out[g.seat].wins += g.result == "win"
            out[g.seat].points += g.total
        return out

    def value(self, criterion: str) -> float:
        if criterion == "extra_best_penalty":
            return r4(self.extra + self.best_move + self.penalties)
        if criterion.startswith("wins_"):
            return self._role_wins(criterion)
        if criterion == "games":
            return self.played
        if criterion == "extra_penalties":
            return r4(self.extra + self.penalties)
        if criterion == "extra_penalties_per_game":
            return round((self.extra + self.penalties) / self.played, 9) if self.played else 0.0
        if criterion == "best_move_three":
            return self._best_moves(3)
        if criterion == "best_move_two":
            return self._best_moves(2)
        if criterion == "best_game_extra":
            return max((self._extra_penalty(g) for g in self.games), default=0.0)
        return getattr(self, criterion)

    @cached_property
    def _wins_by_role(self) -> Counter:
        """What the tie-breakers ask of the roles: the wins, without the points by role that
        only the card shows (3,000 games' totals not added up for the ranking)."""
        return Counter(g.score.facts.role for g in self.games if g.score.facts.result == "win")

    def _role_wins(self, criterion: str) -> int:
        wins = self._wins_by_role
        if criterion == "wins_don_sheriff":
            return wins["don"] + wins["sheriff"]
        if criterion == "wins_red":
            return wins["citizen"] + wins["sheriff"]
        if criterion == "wins_black":
            return wins["mafia"] + wins["don"]
        return wins[criterion[5:]]                 # wins_don, wins_sheriff (the regulation lists no other)

    def to_json(self) -> dict:
        return {
            "place": self.place, "place_label": self.place_label, "key": self.key, "id": self.player_id,
            "name": self.name, "games": self.played, "wins": self.wins, "losses": self.losses,
            "draws": self.draws, "points": self.result_points, "extra": self.extra,
            "best_move": self.best_move, "compensation": self.compensation, "penalties": self.penalties,
            "total": self.total, "first_night_kills": self.first_night_kills,
            "roles": {role: s.to_json() for role, s in self.roles.items()},
            "decided_by": self.decided_by, "lot": self.lot,
        }


# A component of the row as its games make it up (the standings tab's tool tip).
_COMPONENT = {"result_points": lambda pg: pg.score.win or 0.0, "extra": lambda pg: pg.score.extra,
              "best_move": lambda pg: pg.score.best_move, "penalties": lambda pg: pg.score.penalty,
              "compensation": lambda pg: pg.compensation}


def weighted_parts(row: PlayerRow, key: str) -> list[tuple[PlayerGame, float, float]] | None:
    """(game, its own value, the stage's weight) of each game adding to the component
    ``key`` of ``row`` (a weighted stage's −0,98 is −0,7 × 1,4); None when no game of the
    row is weighted, or ``key`` is no sum of the games."""
    pick = _COMPONENT.get(key)
    if pick is None or all(pg.weight == 1.0 for pg in row.games):
        return None
    return [(pg, r4(pick(pg) / pg.weight), pg.weight) for pg in row.games if pick(pg)]
