"""The state of the table after any event: the engine's single source of truth.

A :class:`State` is built by :func:`app.editions.replay` and answers read-only
questions; the event handlers in ``day``, ``night`` and ``discipline`` are the only
code that changes it.
"""
from __future__ import annotations

from typing import Any

from app.i18n import Phrase, catalogue_phrase

from ..kernel.findings import Finding, phase_text, templates
from ..kernel.model import TEAM, WINNER_ACCUSATIVE, Elimination, Player
from ..kernel.outcomes import WINNER_TEXT, Departure, Outcome, Reason, Team, Winner
from ..kernel.replay import Recorder, Wording
from ..kernel.table import TableQuestions
from ..rules import Ruleset
from .awards import check_awards
from .model import BestMove, Day, Night


def open_round(day: Day, candidate: int | None = None) -> int:
    """The round a vote recorded now belongs to: the one under way, or the re-vote awaited --
    except the hands of a counted round's last candidate, whose count belongs to that round
    (it took the rest of the table, 7.13, and the count typed is compared with it)."""
    if not day.rounds:
        return 1
    last = day.rounds[-1]
    if candidate is not None and candidate in last.inferred() and candidate not in last.recorded:
        return last.number
    return last.number + 1 if last.complete and day.awaiting == "revote" else last.number


class State(TableQuestions, Recorder):
    wording = Wording(Finding, templates, WINNER_TEXT, WINNER_ACCUSATIVE)

    def __init__(self, rules: Ruleset, players: list[dict[str, Any]]) -> None:
        self.rules = rules
        self.players: dict[int, Player] = {
            p["seat"]: Player(p["seat"], p.get("name", ""), p["role"], TEAM[p["role"]])
            for p in players}
        self.phases: list[Day | Night] = []
        self.days: dict[str, Day] = {}
        self.nights: dict[str, Night] = {}
        self.eliminated: list[Elimination] = []
        self.cancelled: set[int] = set()          # day numbers whose vote is not held
        self.best_move: BestMove | None = None
        self.outcome: Outcome | None = None
        self.declared: dict[str, Any] | None = None
        self.awards: dict[str, Any] | None = None
        self.event_count = 0
        self._findings: list[Finding] = []
        self._streak: list[str] = []              # phases in a row without a leaver (1.5)

    # -- read-only questions ------------------------------------------------------------

    def seat_of(self, role: str) -> int:
        return next(s for s, p in self.players.items() if p.role == role)

    def shooters(self) -> list[int]:
        """Who shoots tonight: every black at the table (8.4)."""
        return [s for s, p in self.players.items() if p.left is None and p.team == Team.BLACK]

    def unannounced(self, seat: int) -> bool:
        """A sport night's kill is announced with the night itself: never a secret."""
        return False

    def open_round(self, candidate: int | None = None) -> int:
        """The vote round a vote recorded now belongs to (see :func:`open_round`)."""
        phase = self.phase
        return open_round(phase, candidate) if isinstance(phase, Day) else 1

    def legal_actions(self, seat: int) -> dict[str, tuple[Any, ...]]:
        """What can be recorded for ``seat`` now, each with its choices (the seats it may
        name; None: nobody) -- the day's speech, nomination (of anyone at the table, 7.2),
        withdrawal, vote and lift-all vote, the first victim's best move on day 2 (9.1); the
        night's shooting (every black at the table shoots, 8.4) and the two checks; and the
        penalties of section 10 in any phase."""
        phase = self.phase
        present = tuple(self.at_table())
        out: dict[str, tuple[Any, ...]] = {}
        if isinstance(phase, Day):
            out.update(self._day_actions(phase, seat, present))
        elif isinstance(phase, Night) and phase.number > 0:
            out["killed"] = ()
            out["missed"] = ()
            if seat in self.shooters():
                out["shoots_at"] = present + (None,)
            out["don_check"] = ()
            out["sheriff_check"] = ()
        for penalty in ("foul", "warning", "disqualify", "team_defeat"):
            out[penalty] = ()
        return out

    def _day_actions(self, day: Day, seat: int, present: tuple[int, ...]) -> dict[str, tuple[Any, ...]]:
        """A seat's day actions by the state of the day: speeches, nominations and
        withdrawals only before the vote and by a player at the table (7.2); the votes
        against a candidate of the round under way; the lift-all vote alone while its
        question is put (7.20); the first victim's best move on day 2 (9.1)."""
        out: dict[str, tuple[Any, ...]] = {}
        lifting = day.awaiting in ("lift", "lift_all_table")
        if seat in present and not day.vote_started and day.result is None:
            out["speech"] = ()
            out["nominate"] = present
            own = day.nominator.get(seat)
            if own is not None and own in day.ballot:
                out["withdraw"] = (own,)
        running = day.rounds[-1].leaders if day.awaiting == "revote" else day.ballot
        if seat in running and not lifting:     # a round is recorded whole, its result known or not (7.13)
            out["vote"] = ()
        if lifting:
            out["lift_vote"] = ()
        night = self.nights.get("N1")
        if night is not None and night.victim == seat and day.number == 2:
            out["best_move"] = tuple(self.players)
        return out

    def final_minute(self) -> bool:
        """8.19.1: after the game's end the last player to leave -- by the vote or the night's
        kill, "кроме случаев когда последний убитый игрок был убит замечаниями или удален" --
        has a final minute, in which penalties are still recorded.  8.19.2 has none."""
        if self.outcome is None or self.rules.choice("game.final_minute") != "final_minute":
            return False
        if self.outcome.reason not in (Reason.NO_BLACKS, Reason.PARITY) or not self.eliminated:
            return False
        return self.eliminated[-1].how in (Departure.VOTED, Departure.KILLED)

    # -- used by the handlers -------------------------------------------------------------
    def option_clause(self, topic: str) -> str:
        """The clause to quote for ``topic``: the chosen sub-clause where it is an option."""
        number = self.rules.cite(topic).number
        return self.rules.options.get(number, number)

    def fragment(self, code: str, **params: Any) -> Phrase:
        entry = templates()[code]
        return catalogue_phrase(entry, **params)

    def restore(self, record: Elimination) -> None:
        """Undo a kill that a later removal in the same count made void."""
        self.players[record.seat].left = None
        self.eliminated.remove(record)
        self.here().left_here -= 1

    def check_victory(self, event: int | None) -> None:
        """1.4: red wins with no black left; black wins with blacks >= reds."""
        if self.outcome:
            return
        blacks, reds = self.count(Team.BLACK), self.count(Team.RED)
        if blacks == 0:
            self.finish(Winner.RED, Reason.NO_BLACKS, event)
        elif blacks >= reds:
            self.finish(Winner.BLACK, Reason.PARITY, event)

    def end_phase(self) -> None:
        """Close the current phase: the draw of 1.5 counts phases without leavers."""
        phase = self.phase
        if phase is None or self.outcome:
            return
        if phase.left_here:
            self._streak = []
        elif self._streak or isinstance(phase, Night):
            self._streak.append(phase.name)
        if len(self._streak) >= 6 and isinstance(phase, Day):
            if len(self.at_table()) == 4 and self.rules.choice("game.draw_four") == "red_wins":
                self.finish(Winner.RED, Reason.FOUR_PLAYERS, None)
                self.report("game.four_players_red", None)
            else:
                self.finish(Winner.DRAW, Reason.NO_LEAVERS, None)
                streak = [phase_text(name) for name in self._streak[-6:]]
                self.report("game.draw", None, phases=Phrase.join(", ", streak))

    def _game_findings(self) -> list[Finding]:
        return self.result_findings() + self._award_findings()

    def _award_findings(self) -> list[Finding]:
        return check_awards(self, self.awards, self.rules.choice("awards"), self.option_clause("awards"))
