"""Tournament-wide statistics of roles, seats and results, as the summary charts them.

>>> from app.sport import sample_game
>>> from app.tournament.standings import compute_standings
>>> from app.tournament import get_regulation
>>> s = tournament_stats(compute_standings([sample_game()], get_regulation().admitting(unsigned=True)))
>>> s.outcomes, s.role_wins["sheriff"], s.first_killed_by_seat[4], s.best_move_hits
({'red': 1, 'black': 0, 'draw': 0}, (1, 1), 1, {0: 0, 1: 0, 2: 0, 3: 1})
"""
from __future__ import annotations

from dataclasses import dataclass

from app.editions import SPORT

from .regulation import ROLES
from .standings import PlayerRow, Standings


@dataclass(frozen=True)
class TournamentStats:
    games: int
    outcomes: dict[str, int]                              # red / black / draw -> games
    seat_wins: dict[int, dict[str, tuple[int, int]]]      # seat -> team -> (wins, games)
    role_wins: dict[str, tuple[int, int]]                 # role -> (wins, games)
    role_points: dict[str, float]                         # role -> average points per game
    first_killed_by_seat: dict[int, int]
    best_move_hits: dict[int, int]                        # blacks guessed -> best moves
    best_by_role: dict[str, list[PlayerRow]]              # role -> up to three players

    def seat_rate(self, seat: int, team: str) -> float:
        wins, games = self.seat_wins[seat][team]
        return 100.0 * wins / games if games else 0.0

    def role_rate(self, role: str) -> float:
        wins, games = self.role_wins[role]
        return 100.0 * wins / games if games else 0.0


def tournament_stats(st: Standings, best: int = 3) -> TournamentStats:
    outcomes = {"red": 0, "black": 0, "draw": 0}
    seat_wins = {s: {"red": [0, 0], "black": [0, 0]} for s in SPORT.table.seat_numbers()}
    role_wins = {r: [0, 0] for r in ROLES}
    role_points = {r: 0.0 for r in ROLES}
    first = {s: 0 for s in SPORT.table.seat_numbers()}
    hits = {h: 0 for h in range(4)}
    games = st.games
    for g in games:
        score = st.scores[g.fingerprint]
        if g.state.winner is not None:            # the standings count finished games only
            outcomes[g.state.winner] += 1
        for seat, s in score.seats.items():
            f = s.facts
            won = f.result == "win"
            seat_wins[seat][f.team][0] += won
            seat_wins[seat][f.team][1] += 1
            role_wins[f.role][0] += won
            role_wins[f.role][1] += 1
            role_points[f.role] += st.game_total(g, seat) or 0.0
            first[seat] += f.first_killed
            if f.best_move_hits is not None:
                hits[f.best_move_hits] += 1
    by_role = {}
    for role in ROLES:
        played = [r for r in st.rows if r.roles[role].games]
        played.sort(key=lambda r: (-r.roles[role].wins, -r.roles[role].points / r.roles[role].games, r.place))
        by_role[role] = played[:best]
    return TournamentStats(
        len(games), outcomes,
        {s: {t: (v[0], v[1]) for t, v in teams.items()} for s, teams in seat_wins.items()},
        {r: (v[0], v[1]) for r, v in role_wins.items()},
        {r: round(role_points[r] / role_wins[r][1], 4) if role_wins[r][1] else 0.0 for r in ROLES},
        first, hits, by_role)
