"""The closed vocabularies of a replayed game: who won and why, how a player left, what a
day's vote came to.  Both editions draw on them; the club edition adds the Maniac.

Every member is a ``StrEnum``: it is equal to the string the file format and ``check --json``
write (docs/format.md), hashes like it, and is written by ``json`` as that string.

>>> Winner.RED == "red", json.dumps({"winner": Winner.DRAW, "how": Departure.VOTED})
(True, '{"winner": "draw", "how": "voted"}')
>>> Outcome(Winner.BLACK, Reason.PARITY, "N2", 0)
Outcome(winner='black', reason='parity', phase='N2', event=0)
>>> Outcome(Winner.RED, Reason.NO_BLACKS, "D3", 2).text().pick("en")
'red wins'
"""
from __future__ import annotations

import json  # noqa: F401 (the doctest)
from collections.abc import Mapping
from dataclasses import dataclass, field
from enum import StrEnum

from app.i18n import Phrase


class Code(StrEnum):
    """A value the file writes as a string.  It prints as that string, so that a record's
    ``repr`` (and a doctest, a log line) reads the same as the file does."""

    def __repr__(self) -> str:
        return repr(self.value)


class Team(Code):
    RED = "red"
    BLACK = "black"
    MANIAC = "maniac"          # the club edition's third side


class Winner(Code):
    RED = "red"
    BLACK = "black"
    DRAW = "draw"
    MANIAC = "maniac"          # the club edition only


class Reason(Code):
    """Why the game ended."""

    # the sport edition (1.4, 1.5, 7.20, 9.3)
    NO_BLACKS = "no_blacks"
    PARITY = "parity"          # both editions
    NO_LEAVERS = "no_leavers"
    FOUR_PLAYERS = "four_players"
    SPLIT_ALL = "split_all"
    TEAM_DEFEAT = "team_defeat"
    # the club edition
    TOWN_CLEARED = "town_cleared"
    MANIAC_LAST_TWO = "maniac_last_two"
    MANIAC_ALONE = "maniac_alone"
    NOBODY_LEFT = "nobody_left"
    DECLARED = "declared"      # the host's decision with a written reason


class Departure(Code):
    """How a player left the table (``eliminated[].how``)."""

    KILLED = "killed"
    VOTED = "voted"
    FOULS = "fouls"
    DISQUALIFIED = "disqualified"


class Cause(Code):
    """A removal's own cause, where it is not the judge's removal itself."""

    TECH_FOULS = "tech_fouls"
    GIVE_UP = "give_up"


class DayResult(Code):
    """What a day's vote came to (``days[].result``)."""

    VOTED = "voted"                # both editions: the vote sends players out
    NO_VOTE = "no_vote"            # both editions: nobody nominated (or one on day 1)
    # the sport edition
    LIFTED = "lifted"              # the lift-all question passed
    STAYED = "stayed"              # the tied stay (lift failed, 7.16's first-day variants)
    CANCELLED = "cancelled"        # a removal cost the vote (9.10)
    NIGHT = "night"                # the whole table tied, or four players (7.20, 7.21)
    DRAW = "draw"                  # the whole table lifted: the game is drawn
    # the club edition
    TIE = "tie"
    NO_MAJORITY = "no_majority"
    NO_VOTES = "no_votes"
    NOT_RECORDED = "not_recorded"


# The sport edition's words for its outcomes; the club edition has its own (app.boulevard.roles).
WINNER_TEXT: dict[str, Phrase] = {
    Winner.RED: Phrase("red wins"), Winner.BLACK: Phrase("black wins"),
    Winner.DRAW: Phrase("a draw")}


@dataclass(frozen=True, slots=True)
class Outcome:
    """How the game ended: the winner and why, python-chess style.  ``texts`` words the
    winner in the edition's own terms (the town or the reds)."""

    winner: Winner
    reason: Reason
    phase: str
    event: int | None
    texts: Mapping[str, Phrase] = field(default_factory=lambda: WINNER_TEXT, repr=False, compare=False)

    def text(self) -> Phrase:
        return self.texts[self.winner]
