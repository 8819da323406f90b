"""Paper for the floor: what the secretary prints before and during the day, as plain data.

The seating of each round (tables × seats), each player's places (round → table, seat),
the table of a round as its card and its blank protocol show it (``TablePlan``), the ASCII
payload of the blank protocol's QR code and the standings after a given round.  The PDFs
are ``reports/floor.py``'s; nothing here knows reportlab.

>>> from app.tournament import SeatingRequest, generate_seating
>>> s = generate_seating(SeatingRequest(players=12, tables=1, games=5, seed=1, effort=0.05))
>>> plan = table_plans(s, 1, {1: "Судья Ким"})[0]
>>> plan.round, plan.table, len(plan.seats), plan.judge
(1, 1, 10, 'Судья Ким')
>>> table_payload("Осенний кубок", 3, 2)
'MPT1;R=3;T=2;N=%D0%9E%D1%81%D0%B5%D0%BD%D0%BD%D0%B8%D0%B9%20%D0%BA%D1%83%D0%B1%D0%BE%D0%BA'
>>> parse_table_payload(table_payload("Осенний кубок", 3, 2))
TableMark(tournament='Осенний кубок', round=3, table=2)
"""
from __future__ import annotations

import re
from collections.abc import Iterable, Mapping
from dataclasses import dataclass
from typing import Any
from urllib.parse import quote, unquote

from app.i18n import N_, gettext

from .games import Tournament
from .order import natural
from .roster import normalize
from .schedule import Schedule, SeatingError

PAYLOAD_PREFIX = "MPT1"
NAME_BYTES = 48           # the tournament's name in the code, at most (UTF-8 bytes), as on a protocol
_PAYLOAD = re.compile(r"^MPT1;R=(\d{1,4});T=(\d{1,4});N=([0-9A-Za-z%._~-]*)$")


@dataclass(frozen=True)
class TablePlan:
    """One table of one round as the floor's paper prints it."""

    round: int
    table: int
    seats: tuple[str, ...]            # the nicknames, seat 1 first
    judge: str = ""


@dataclass(frozen=True)
class PlayerPlaces:
    """A player's day: for each round (1 first) the table and seat, or None when resting."""

    name: str
    places: tuple[tuple[int, int] | None, ...]


@dataclass(frozen=True)
class TableMark:
    """What a blank protocol's QR code names."""

    tournament: str
    round: int
    table: int


def check_round(schedule: Schedule, round_no: int | None) -> list[int]:
    """The positions (1 first) of the rounds asked for, all when None: ``round_no`` is the
    tournament's number of the round (a final's seating holds rounds 11–13); a round the
    seating does not have is refused, naming those it has."""
    positions = list(range(1, len(schedule.rounds) + 1))
    if round_no is None:
        return positions
    numbers = [schedule.round_number(p) for p in positions]
    if round_no not in numbers:
        raise SeatingError("floor.no_round", round=round_no, rounds=_spans(numbers))
    return [numbers.index(round_no) + 1]


def _spans(numbers: list[int]) -> str:
    """"1–10" or "11, 13": the rounds as a reader says them."""
    if len(numbers) >= 2 and numbers == list(range(numbers[0], numbers[0] + len(numbers))):
        return f"{numbers[0]}–{numbers[-1]}"
    return ", ".join(str(n) for n in numbers)


def table_plans(schedule: Schedule, position: int, judges: Mapping[int, str] | None = None) -> list[TablePlan]:
    """Every table of the seating's round ``position`` (1 first), under the tournament's
    number of that round, with the judge of each table."""
    judges = judges or {}
    number = schedule.round_number(position)
    return [TablePlan(number, t, tuple(names), judges.get(t, ""))
            for t, names in enumerate(schedule.grid()[position - 1], 1)]


def resting_names(schedule: Schedule, round_no: int) -> list[str]:
    return sorted((schedule.players[p] for p in schedule.resting(round_no - 1)), key=str.casefold)


def player_places(schedule: Schedule) -> list[PlayerPlaces]:
    """Each player, by name, with their table and seat in every round."""
    where: dict[int, list[tuple[int, int] | None]] = {p: [None] * len(schedule.rounds)
                                                       for p in range(len(schedule.players))}
    for r, round_ in enumerate(schedule.rounds):
        for t, table in enumerate(round_, 1):
            for seat, p in enumerate(table, 1):
                where[p][r] = (t, seat)
    out = [PlayerPlaces(schedule.players[p], tuple(places)) for p, places in where.items()]
    return sorted(out, key=lambda pp: (natural(normalize(pp.name)), pp.name))   # Ёж among the Е


def parse_judges(values: Iterable[str]) -> dict[int, str]:
    """``TABLE=NAME`` items (the command line's ``--judge``) as table -> judge; a malformed
    item raises SeatingError naming it."""
    out: dict[int, str] = {}
    for value in values:
        table, sep, name = value.partition("=")
        if not sep or not table.strip().isdigit() or int(table) < 1 or not name.strip():
            raise SeatingError("floor.judge", value=value)
        out[int(table)] = name.strip()
    return out


def _cut(name: str) -> str:
    text = " ".join(name.split())
    while len(text.encode("utf-8")) > NAME_BYTES:
        text = text[:-1]
    return text


def table_payload(tournament: str, round_no: int, table: int) -> str:
    """The QR code of a blank protocol: ASCII only (``MPT1;R=<round>;T=<table>;N=<name>``,
    the tournament's name percent-encoded UTF-8, cut to 48 bytes), so any reader gets it
    intact (docs/pdf.md, "Paper for the floor")."""
    return f"{PAYLOAD_PREFIX};R={round_no};T={table};N={quote(_cut(tournament), safe='')}"


def parse_table_payload(text: str) -> TableMark | None:
    """The table a scanned blank protocol names, or None when the code is not one."""
    found = _PAYLOAD.match(text.strip())
    if found is None:
        return None
    return TableMark(unquote(found.group(3)), int(found.group(1)), int(found.group(2)))


def until_round(tournament: Tournament, round_no: int) -> Tournament:
    """The tournament as it stood after round ``round_no``: the games of that round and the
    earlier ones (rounds named by a number), for the standings on the wall after it."""
    def played(game: Any) -> bool:
        return game.round is not None and natural(game.round) <= natural(str(round_no))
    games = [g for g in tournament.games if played(g)]
    left = [g for g in tournament.left_out if played(g)]
    labels = {g.label for g in games + left}
    return Tournament(games, left, [i for i in tournament.issues if i.game is None or i.game in labels],
                      tournament.name, tournament.setup)


def standings_after(standings: Any, round_no: int, lots_seed: int | None = None) -> Any:
    """The standings as they stood after round ``round_no``, ranked as ``standings`` are:
    by its stages when it has them (their weights, cuts and Ci groups), else as one table.
    The seating is left out: the rounds still to come are no missing protocols."""
    from .stage_standings import compute_staged
    from .standings import compute_standings
    tournament = until_round(standings.tournament, round_no)
    plan = getattr(standings, "plan", None)
    if plan is not None:
        return compute_staged(tournament, standings.regulation, plan, lots_seed=lots_seed)
    return compute_standings(tournament, standings.regulation, lots_seed=lots_seed)


_WALL_TEXT = {
    "held": N_("{where}: not counted — {why}; its players: {names}"),
}


def wall_notes(standings: Any, lang: str = "ru") -> list[str]:
    """What the wall says under the standings: each game that waits (held for a rule error,
    unsigned, a conflict …), with its players, so that a player short of a game knows why."""
    from .texts import known, message
    out = []
    for g, issue in standings.pending:
        why = message(f"why.{issue.code}", lang) if known(f"why.{issue.code}") else issue.message(lang)
        players = [p for p in g.doc.get("players") or [] if isinstance(p, dict)]
        names = ", ".join(str(p.get("name") or p.get("seat")) for p in players)
        out.append(gettext(lang, _WALL_TEXT["held"], where=g.where(lang), why=why, names=names or "—"))
    return out
