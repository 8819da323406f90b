"""The state of a boulevard table after any event: what the sheet, ``check`` and the journal ask.

A :class:`BoulevardState` is built by :func:`app.boulevard.replay` and answers read-only
questions; the handlers (``night``, ``day``, ``ladder``, ``host``) are the only code that
changes it.  It answers the sport :class:`~app.sport.State`'s questions where they make
sense (players, eliminated, days, nights, outcome, findings, ``to_check_json``), so code
that only reads a state works with both.
"""
from __future__ import annotations

import copy
from typing import Any, cast

from app.i18n import Phrase, catalogue_phrase
from app.kernel.findings import Finding, phase_text
from app.kernel.outcomes import Departure, Outcome, Reason, Team, Winner
from app.kernel.replay import Recorder, Wording
from app.kernel.table import TableQuestions
from app.rules.boulevard import BoulevardRuleset

from .findings import BoulevardFinding, templates
from .journal import JournalEntry
from .model import GRAVE, LIGHT, VIOLATION_NAMES, Day, Elimination, Ladder, Night, Player, phase_name
from .night_rules import problem, resolution
from .resolution import Action, NightResult
from .roles import ACTIONS, NIGHT_ROLES, READING_ROLES, TEAM, WINNER_TEXT, NightRole, acts_as, in_play

# What a snapshot keeps.  Once a phase has begun, events change only the players, the current
# phase and these; the lists hold records that are never changed afterwards.
_LISTS = ("eliminated", "voided", "_findings", "_journal")
_VALUES = ("outcome", "event_count", "pending_replay")
VIOLATION_KINDS = LIGHT + GRAVE                              # Ф.5, as the ladder counts them


class BoulevardState(TableQuestions, Recorder):
    wording = Wording(BoulevardFinding, templates, WINNER_TEXT, WINNER_TEXT)
    rules: BoulevardRuleset

    def __init__(self, rules: BoulevardRuleset, players: list[dict[str, Any]],
                 meta: dict[str, Any] | None = None) -> None:
        self.rules = rules
        self.meta = dict(meta or {})
        self.players: dict[int, Player] = {
            p["seat"]: Player(p["seat"], p.get("name", ""), p["role"], TEAM[p["role"]])
            for p in sorted(players, key=lambda p: p["seat"])}
        self.phases: list[Day | Night] = []
        self.days: dict[str, Day] = {}
        self.nights: dict[str, Night] = {}
        self.eliminated: list[Elimination] = []
        self.cancelled: set[int] = set()          # the boulevard book cancels no vote
        self.best_move = None                     # nor has a best move
        self.outcome: Outcome | None = None
        self.declared: dict[str, Any] | None = None
        self.awards: dict[str, Any] | None = None
        self.appeals: list[dict[str, Any]] = []
        self.event_count = 0
        self.pending_replay: str | None = None    # a round whose replay is declared
        self.voided: list[dict[str, Any]] = []              # rounds replayed after the host's error
        self._findings: list[Finding] = []
        self._journal: list[JournalEntry] = []
        self._corrected = False                   # the event being applied replaces another
        self.dusk: dict[str, Any] | None = None             # the current night before its preview
        self._at_dusk: BoulevardState | None = None

    # -- the table ----------------------------------------------------------------------
    @property
    def phase(self) -> Day | Night | None:
        return self.phases[-1] if self.phases else None

    def seat_of(self, role: str) -> int | None:
        return next((s for s, p in self.players.items() if p.role == role), None)

    def roles_in_play(self) -> list[str]:
        """The roles dealt at this table, in a fixed order: the sheet's role columns."""
        return in_play(p.role for p in self.players.values())

    def night_roles(self) -> list[NightRole]:
        """The night panel's columns: one action per role in play, in the text's order."""
        dealt = {acts_as(p.role) for p in self.players.values()}
        return [r for r in NIGHT_ROLES if r.role in dealt]

    def actors(self, night_role: NightRole) -> list[int]:
        """Who may record ``night_role``'s action now (for the shot: every mafioso at the table),
        counting the table at dusk: the night's own deaths are not announced yet."""
        dusk = self.at_dusk()
        return [s for s in dusk.at_table() if acts_as(dusk.players[s].role) == night_role.role]

    def legal_targets(self, action: str, by: int) -> list[int]:
        """The seats ``by`` may choose for ``action`` in the current night, by Ф.1's limits
        (for a two-target action, the seats that can stand in a legal pair)."""
        night = self.phase
        if not isinstance(night, Night):
            return []
        seats = list(self.players)
        if ACTIONS[action].targets == 1:
            return [t for t in seats if problem(self, night, Action(action, by, (t,))) is None]
        return [t for t in seats if any(problem(self, night, Action(action, by, (t, u))) is None
                                        for u in seats if u != t)]

    def at_dusk(self) -> BoulevardState:
        """The state before the current night's preview resolution: who sits at the table
        while the night is being recorded (the preview's deaths are not announced yet)."""
        if self.dusk is None:
            return self
        if self._at_dusk is None:
            other = copy.copy(self)
            other.restore(self.dusk)
            other.dusk = None
            self._at_dusk = other
        return self._at_dusk

    def unannounced(self, seat: int) -> bool:
        """Did ``seat`` leave in the current night, whose morning is not announced yet?"""
        player = self.players[seat]
        return (self.dusk is not None and player.left is not None and self.phase is not None
                and player.left.phase == self.phase.name and player.left.how == Departure.KILLED)

    def at_table_tonight(self) -> list[int]:
        """The seats a night action may name now: those at the table at dusk."""
        return self.at_dusk().at_table()

    def actor_for(self, action: str) -> int | None:
        """Who records ``action`` when the host does not say: the card's holder at the table;
        for the shot, the Don while he sits, else the first mafioso.  A holder who has left
        is still named (the engine then refuses the action); None when the role is not dealt."""
        role = ACTIONS[action].role
        dusk = self.at_dusk()
        holders = [s for s, p in dusk.players.items() if acts_as(p.role) == role]
        present = [s for s in holders if dusk.players[s].at_table]
        if role == "mafia":
            present.sort(key=lambda s: dusk.players[s].role != "don")
        found = present or holders
        return found[0] if found else None

    def action_problem(self, event: dict[str, Any]) -> Finding | None:
        """Why a night action ``event`` would not be accepted now (step 1 of Ф.1), without
        recording anything: the sheet refuses it before it reaches the file."""
        dusk = self.at_dusk()
        night = dusk.phase
        if not isinstance(night, Night) or event.get("type") not in ACTIONS:
            return None
        targets = tuple(event["targets"]) if "targets" in event else (
            () if event.get("target") is None else (event["target"],))
        # an action without its actor yet is refused as the wrong player's
        found = problem(dusk, night, Action(event["type"], cast(int, event.get("by")), targets))
        if found is None:
            return None
        code, params = found
        return self.make_finding(code, None, night.name, None, params)

    def legal_actions(self, seat: int) -> dict[str, tuple[Any, ...]]:
        """What can be recorded for ``seat`` now, each with its choices: by day the speech,
        the nomination of anyone at the table and the vote against a candidate; in any phase
        a violation of the ladder (Ф.5: its kind; the ladder decides the step) and the host's
        removal.  Night actions are the roles' (:meth:`night_roles`), never a seat's: a seat's
        menu that offered them would tell the table who holds a card."""
        phase = self.phase
        out: dict[str, tuple[Any, ...]] = {}
        present = self.at_table()
        if isinstance(phase, Day) and seat in present and not phase.vote_started:
            out["speech"] = ()
            out["nominate"] = tuple(present)
        if isinstance(phase, Day) and seat in (
                phase.rounds[-1].leaders if phase.awaiting == "revote" else phase.ballot):
            out["vote"] = ()
        out["violation"] = VIOLATION_KINDS
        out["removal"] = ()
        return out

    def open_round(self, candidate: int | None = None) -> int:
        """The vote round a vote recorded now belongs to: the re-vote once the first round
        has a tally for every candidate and ends in a tie the reading re-votes (whichever
        the candidate)."""
        day = self.phase
        if not isinstance(day, Day) or not day.rounds:
            return 1
        last = day.rounds[-1]
        if last.number == 1 and all(c in last.tallies for c in last.candidates) \
                and self.rules.choice("vote") == "plurality_revote":
            top = max(last.tallies.values(), default=0)
            if top > 0 and sum(1 for c in last.candidates if last.tallies[c] == top) > 1:
                return 2
        return last.number

    def replayable_rounds(self) -> list[str]:
        """The rounds a host's error may replay (Ф.6): the current one, or the one before it."""
        names = [p.name for p in self.phases]
        return names[-1:] + names[-2:-1]

    def readings_here(self) -> dict[str, str]:
        """The readings that matter at this table: those of the roles dealt, and the vote."""
        dealt = {p.role for p in self.players.values()}
        return {k: v for k, v in self.readings().items()
                if not READING_ROLES.get(k) or READING_ROLES[k] & dealt}

    # -- the ladder, the readings, the night ------------------------------------------------
    def ladder(self, seat: int) -> Ladder:
        return self.players[seat].ladder

    def next_step(self, seat: int) -> str:
        """Ф.5's proposal for ``seat``: warning, speech_loss, removal, or none once removed."""
        return self.players[seat].ladder.next_step()

    def readings(self) -> dict[str, str]:
        """The reading in force of every point the text leaves open (docs/rules.md)."""
        return self.rules.readings()

    def night_results(self) -> dict[str, dict[str, Any]]:
        """Per resolved night: deaths, blocks, the swap, protections and private results."""
        return {name: night.result.to_json() for name, night in self.nights.items()
                if night.result is not None}

    def preview_night(self) -> NightResult | None:
        """How the current night would resolve now: what the judge shows before the morning."""
        night = self.phase
        if not isinstance(night, Night) or night.number == 0:
            return None
        return night.result if night.settled else resolution(self, night)

    def journal(self) -> list[JournalEntry]:
        """The host's private journal: warnings, vote outcomes, night actions, in order."""
        return list(self._journal)

    # -- findings -------------------------------------------------------------------------
    def to_check_json(self, lang: str = "ru") -> dict[str, Any]:
        return {
            **super().to_check_json(lang),       # the sport report's keys (no vote is cancelled here)
            "night_results": self.night_results(),
            "readings": self.readings(),
            "ladder": {str(s): p.ladder.to_json() for s, p in self.players.items()
                       if p.ladder.light or p.ladder.grave or p.ladder.removed},
            "voided_rounds": list(self.voided),
        }

    # -- used by the handlers -------------------------------------------------------------
    def note(self, kind: str, code: str, event: int | None, data: dict[str, Any] | None = None, /, *,
             at: str | None | bool = True, **params: Any) -> None:
        """Add a line to the host's journal (``at``: its phase, the current one by default)."""
        phase = (self.phase.name if self.phase else None) if at is True else (at or None)
        self._journal.append(JournalEntry(phase, event, kind, code, tuple(params.items()),
                                          dict(data or {}), corrected=self._corrected))

    def check_victory(self, event: int | None) -> None:
        """Who is left decides; with a Maniac at the table, as `maniac_victory` reads it."""
        if self.outcome:
            return
        black, red, maniac = self.count(Team.BLACK), self.count(Team.RED), self.count(Team.MANIAC)
        if black + red + maniac == 0:
            self.finish(Winner.DRAW, Reason.NOBODY_LEFT, event)
        elif black == 0 and maniac == 0:
            self.finish(Winner.RED, Reason.TOWN_CLEARED, event)
        elif self.rules.choice("victory") == "last_two":
            if maniac and black + red <= 1:
                self.finish(Winner.MANIAC, Reason.MANIAC_LAST_TWO, event)
            elif not maniac and black >= red:
                self.finish(Winner.BLACK, Reason.PARITY, event)
        elif black and black >= red + maniac:
            self.finish(Winner.BLACK, Reason.PARITY, event)
        elif maniac and not black and red <= 1:
            self.finish(Winner.MANIAC, Reason.MANIAC_ALONE, event)

    def close_by_declaration(self) -> None:
        """A club host may end the game by decision (time, a player leaving the evening): a
        declared result with a written reason ends a game the count has not ended."""
        declared = self.declared or {}
        if self.outcome is None and declared.get("winner") in WINNER_TEXT \
                and str(declared.get("reason") or "").strip():
            self.outcome = Outcome(Winner(declared["winner"]), Reason.DECLARED,
                                   self.phase.name if self.phase else "N0", None, WINNER_TEXT)

    def snapshot(self) -> dict[str, Any]:
        """Everything later events can change, copied (for a correction or a replay)."""
        return _copied(vars(self))

    def restore(self, snapshot: dict[str, Any]) -> None:
        for name, value in _copied(snapshot).items():
            setattr(self, name, value)

    def _game_findings(self) -> list[Finding]:
        out: list[Finding] = []

        def add(code: str, clause: str | None = None, **params: Any) -> None:
            out.append(self.make_finding(code, None, None, clause, params))

        for key, value in self.readings().items():
            # in words: the option's key and value are in `readings`, not in a sentence
            add("reading.in_force", clause=key, title=_title(self.rules, key),
                choice=catalogue_phrase(self.rules.catalogue.options[key]["choices"][value]))
        for seat, player in self.players.items():
            if player.ladder.pending is not None:
                kind, phase, _ = player.ladder.pending
                add("ladder.decision_pending", seat=seat, phase=phase_text(phase), kind=VIOLATION_NAMES[kind])
        if self.pending_replay is not None:
            add("host.replay_pending", round=phase_name(self.pending_replay))
        if self.outcome is not None and self.outcome.reason == Reason.DECLARED:
            add("result.declared", declared=self.outcome.text(), reason=(self.declared or {}).get("reason"))
        else:
            out.extend(self.result_findings())
        if self.appeals and self.outcome is None:
            add("appeal.before_end", count=len(self.appeals))
        for appeal in self.appeals if self.outcome is not None else ():
            add("appeal.recorded", by=appeal.get("by"), text=appeal.get("text", ""))
        return out


def _copied(source: dict[str, Any]) -> dict[str, Any]:
    """A copy in which nothing mutable is shared with ``source``: the players and the current
    phase are copied deeply (keeping the shared elimination records), the rest shallowly."""
    keep = {id(record): record for record in source["eliminated"]}
    phases = list(source["phases"])
    days, nights = dict(source["days"]), dict(source["nights"])
    if phases:
        current = phases[-1] = copy.deepcopy(phases[-1], dict(keep))
        (days if isinstance(current, Day) else nights)[current.name] = current
    return {"players": {seat: p.copy() for seat, p in source["players"].items()}, "phases": phases,
            "days": days, "nights": nights, **{name: list(source[name]) for name in _LISTS},
            **{name: source[name] for name in _VALUES}}


def _title(rules: BoulevardRuleset, key: str) -> Phrase:
    return catalogue_phrase(rules.catalogue.options[key]["title"])
