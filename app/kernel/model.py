"""The records a replayed game is made of.  Plain data; the rules live in the handlers."""
from __future__ import annotations

from collections.abc import Mapping
from dataclasses import dataclass
from typing import Any

from app.i18n import NP_, Phrase

from .outcomes import WINNER_TEXT, Cause, DayResult, Departure, Outcome, Team, Winner

__all__ = ["Elimination", "Event", "Seat", "Outcome", "Player",
           "WINNER_ACCUSATIVE", "WINNER_TEXT", "ROLE_NAMES", "TEAM", "day_json", "event_name",
           "round_json"]

Event = Mapping[str, Any]      # one event of a game file, as the handlers read it

TEAM = {"citizen": Team.RED, "sheriff": Team.RED, "mafia": Team.BLACK, "don": Team.BLACK}
ROLE_NAMES = {"sheriff": Phrase("Sheriff"), "don": Phrase("Don")}
# "Судья объявил победу красных": the same outcomes in the accusative
WINNER_ACCUSATIVE: dict[str, Phrase] = {Winner.RED: Phrase("a red win"),
                     Winner.BLACK: Phrase("a black win"),
                                      Winner.DRAW: Phrase(NP_("accusative", "a draw"))}
EVENT_NAMES = {
    "speech": Phrase("speech"), "nominate": Phrase("nomination"),
    "withdraw": Phrase("withdrawal"), "vote": Phrase("vote"),
    "lift_vote": Phrase("lift-all vote"),
    "best_move": Phrase("best move"), "shooting": Phrase("shooting"),
    "don_check": Phrase("Don's check"), "sheriff_check": Phrase("Sheriff's check"),
    "warning": Phrase(NP_("event", "warning")), "foul": Phrase("foul"),
    "disqualify": Phrase("removal"), "team_defeat": Phrase("team defeat"),
    "ask_nominees": Phrase("question who is nominated"),
}


def event_name(kind: object) -> Phrase | str:
    """An event type as a message names it (an unknown type is quoted as written)."""
    return EVENT_NAMES.get(kind, str(kind)) if isinstance(kind, str) else str(kind)


def round_json(number: int, candidates: tuple[int, ...], tallies: dict[str, int],
               leaders: tuple[int, ...], **more: Any) -> dict[str, Any]:
    """One vote round as ``check --json`` writes it, in either edition (``more``: an
    edition's own keys, written before the leaders)."""
    return {"round": number, "candidates": list(candidates), "tallies": tallies, **more,
            "leaders": list(leaders)}


def day_json(ballot: list[int], rounds: list[dict[str, Any]], result: DayResult | None,
             leaving: tuple[int, ...], **more: Any) -> dict[str, Any]:
    """A day's vote as ``check --json`` adds it to the spec's report, in either edition."""
    return {"candidates": list(ballot), "rounds": rounds, "result": result, "leaving": list(leaving),
            **more}


def phase_name(kind: str, number: int) -> str:
    return f"{kind}{number}"


@dataclass(slots=True)
class Seat:
    """A player at either edition's table: the seat, the card, and how they left it."""

    seat: int
    name: str
    role: str
    team: Team
    left: Elimination | None = None

    @property
    def at_table(self) -> bool:
        return self.left is None


@dataclass(slots=True)
class Player(Seat):
    fouls: int = 0
    warnings: int = 0
    tech_fouls: int = 0
    silence_pending: bool = False   # a third foul: the next regular speech is lost (9.5)


@dataclass(slots=True)
class Elimination:
    seat: int
    phase: str
    how: Departure
    event: int | None
    disqualified: bool = False    # also removed while leaving (during the count, a last word)
    cause: Cause | None = None    # a removal's own cause (docs/format.md)

    def to_json(self) -> dict[str, Any]:
        out: dict[str, Any] = {"seat": self.seat, "phase": self.phase, "how": self.how}
        if self.disqualified:
            out["disqualified"] = True
        if self.cause:
            out["cause"] = self.cause
        return out
