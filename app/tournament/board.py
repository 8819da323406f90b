"""What the secretary's window shows besides the standings: the rounds × tables grid with
each game's status, and a player's card.

>>> from app.sport import sample_game
>>> from app.tournament.games import Tournament
>>> grid = status_grid(Tournament.from_docs([("g.json", sample_game())]))
>>> grid.rounds, grid.tables, grid.cell("1", "1").status
(['1'], ['1'], 'finished')
"""
from __future__ import annotations

from dataclasses import dataclass, field

from app.i18n import N_, NP_, gettext

from .games import HAS_ERRORS, NOT_STARTED, Tournament, TournamentGame
from .issues import Issue
from .order import natural
from .regulation import ROLES
from .roster import seats_not_as_seated
from .seating import Schedule
from .standings import PlayerGame, PlayerRow, RoleStats, Standings

STATUSES = ("not_started", "in_progress", "finished", "signed", "verified", "corrected", "has_errors")
STATUS_TEXT: dict[str, str] = {
    "corrected": N_("corrected"),
    "not_started": N_("not started"),
    "in_progress": NP_("tournament board", "in progress"),
    "finished": NP_("tournament board", "finished"),
    "signed": N_("signed"),
    "verified": N_("verified"),
    "has_errors": N_("has errors"),
}


def status_text(status: str, lang: str = "ru") -> str:
    return gettext(lang, STATUS_TEXT[status])


@dataclass
class GridCell:
    round: str
    table: str
    status: str
    games: list[TournamentGame] = field(default_factory=list)   # counted games at this place
    rejected: list[TournamentGame] = field(default_factory=list)  # duplicates, conflicts, older records
    issues: list[Issue] = field(default_factory=list)
    planned: list[str] = field(default_factory=list)            # names the schedule seats here
    differs: list[int] = field(default_factory=list)            # seats where the game has someone else
    not_admitted: list[TournamentGame] = field(default_factory=list)  # the regulation does not count them
    unsigned_counted: str | None = None   # a club counts it unsigned (game.unsigned_counted) or its
                                          # signer not in the register (game.unknown_signer_counted)

    @property
    def shown(self) -> list[TournamentGame]:
        """The games the cell speaks of: the counted ones, else those the regulation does
        not count (a protocol not signed yet is still the game played there)."""
        return self.games or self.not_admitted

    @property
    def winner(self) -> str | None:
        """The counted game's winner (a game that does not count gets no dot)."""
        return self.games[-1].state.winner if self.games else None

    @property
    def uncounted(self) -> bool:
        """A game is there, and none of it counts (set aside, or not admitted)."""
        return not self.games and bool(self.rejected)


@dataclass
class StatusGrid:
    rounds: list[str]
    tables: list[str]
    cells: dict[tuple[str, str], GridCell]

    def cell(self, round_: object, table: object) -> GridCell:
        return self.cells[(str(round_), str(table))]

    def counts(self) -> dict[str, int]:
        out = {s: 0 for s in STATUSES}
        for c in self.cells.values():
            out[c.status] += 1
        return out


def _cell_status(games: list[TournamentGame], rejected_conflict: bool) -> str:
    if rejected_conflict:
        return HAS_ERRORS
    if not games:
        return NOT_STARTED
    order = {s: i for i, s in enumerate(STATUSES)}
    # the least advanced game of the place speaks for it; errors trump everything
    statuses = [g.status for g in games]
    if HAS_ERRORS in statuses:
        return HAS_ERRORS
    return min(statuses, key=order.__getitem__)


def status_grid(tournament: Tournament, schedule: Schedule | None = None,
                set_aside: list | tuple = (), marks: list | tuple = ()) -> StatusGrid:
    """Rounds × tables: the schedule's (when given) and every place a game names.
    ``set_aside``: the standings' ``(game, issue)`` for games the regulation does not
    count (an unknown signer): shown as not counted, like the tournament's own.
    ``marks``: the standings' ``unsigned_counted``, games a club counts unsigned."""
    marked = {i.game: i for i in marks}
    rounds = set(tournament.rounds())
    tables = set(tournament.tables())
    if schedule is not None:
        rounds |= {str(r + 1) for r in range(len(schedule.rounds))}
        tables |= {str(t + 1) for t in range(schedule.tables)}
    rounds_l, tables_l = sorted(rounds, key=natural), sorted(tables, key=natural)
    conflicts = {i.game for i in tournament.issues if i.code == "game.conflict"}
    cells = {}
    for r in rounds_l:
        for t in tables_l:
            refused = [(g, i) for g, i in set_aside if g.round == r and g.table == t and g in tournament.games]
            games = [g for g in tournament.games if g.round == r and g.table == t
                     and not any(g is x for x, _ in refused)]
            rejected = [g for g in tournament.left_out if g.round == r and g.table == t] + [g for g, _ in refused]
            labels = {g.label for g in games + rejected}
            issues = [i for i in tournament.issues if i.game in labels] + [i for _, i in refused] + \
                [marked[g.label] for g in games if g.label in marked]
            alarming = any(g.label in conflicts or (g.set_aside is not None and g.set_aside.severity == "error")
                           for g in rejected) or any(i.severity == "error" for _, i in refused)
            # a place whose only game the regulation sets aside (not signed yet) still shows
            # how far that game is, and the window marks it not counted
            cell = GridCell(r, t, _cell_status(games or [g for g, _ in refused], alarming),
                            games, rejected, issues, not_admitted=[g for g, _ in refused],
                            unsigned_counted=next((marked[g.label].code for g in games if g.label in marked), None))
            if schedule is not None and r.isdigit() and t.isdigit() \
                    and int(r) <= len(schedule.rounds) and int(t) <= schedule.tables:
                cell.planned = [schedule.players[p] for p in schedule.rounds[int(r) - 1][int(t) - 1]]
                if cell.shown:
                    cell.differs = [seat for seat, _, _ in seats_not_as_seated(cell.shown[-1], schedule)]
            cells[(r, t)] = cell
    return StatusGrid(rounds_l, tables_l, cells)


@dataclass
class PlayerCard:
    """A player's games and role statistics, for the window's card and the summary."""

    row: PlayerRow
    games: list[PlayerGame]
    roles: dict[str, RoleStats]
    seats: dict[int, RoleStats]

    def role_lines(self) -> list[tuple[str, int, int, float | None, float]]:
        """(role, games, wins, win rate, average points) for each role played."""
        out = []
        for role in ROLES:
            s = self.roles[role]
            if s.games:
                out.append((role, s.games, s.wins, s.win_rate, round(s.points / s.games, 4)))
        return out


def player_card(standings: Standings, key: str) -> PlayerCard:
    row = standings.row(key)
    return PlayerCard(row, sorted(row.games, key=lambda g: g.game.order), row.roles, row.seats)
