"""Where the game stands: the phase, the step, who speaks now, who speaks next, for how long.

Read-only, from the state; the flow assistant beside the sheet shows it.  The speeches of a
day are a rule (6.1, 7.17, 7.22, 8.6, 9.7): the night victim's last word first, then the
discussion in the day's order, the tied players' 30 seconds before a re-vote, and the last
word of whoever the vote sent out before the night falls.  Only the discussion speeches are
events of the game file (``speech``); the others are given the floor at the table, and the
sheet passes which of them it gave (``given``) so that the flow can say who speaks now.

>>> from app.sport import sample_game
>>> from app import editions
>>> doc = sample_game()
>>> doc["phases"] = doc["phases"][:2]; del doc["result"]
>>> doc["phases"][1]["events"] = doc["phases"][1]["events"][:1]
>>> f = flow(editions.replay(doc))
>>> f.phase, f.step, f.speaker, f.next_seat, f.candidates
('D1', 'discussion', 1, 2, [7])
>>> doc["phases"][1]["events"] = []
>>> f = flow(editions.replay(doc)); f.speaker, f.next.seat, f.next.seconds
(None, 1, 60)
"""
from __future__ import annotations

from collections.abc import Mapping
from dataclasses import dataclass, field
from typing import TYPE_CHECKING, cast

from .editions import SPORT, edition_of
from .sport.model import Day, Night
from .table_state import TableState

if TYPE_CHECKING:
    from .boulevard import BoulevardState
    from .boulevard.model import Night as ClubNight

Given = frozenset[tuple[str, str, int]] | set[tuple[str, str, int]]    # speeches the judge marked given

# seconds (6.1, 7.17/9.7, 5.1, 7.22/8.6): the sport table's clock, which the club table keeps
SPEECH, SHORT, AGREEMENT, LAST_WORD = (SPORT.table.timings[k]
                                       for k in ("speech", "short", "agreement", "last_word"))

WARN_AT = 10   # seconds left when the timer warns the speaker (the sheet flashes and beeps, the hall's screen too)

# kinds of speech
NIGHT_LAST_WORD, DISCUSSION, TIED, LAST_WORD_KIND = "night_last_word", "discussion", "tied", "last_word"


@dataclass(frozen=True)
class Speech:
    seat: int
    kind: str           # night_last_word | discussion | tied | last_word
    seconds: int

    @property
    def recorded(self) -> bool:
        """A discussion speech is an event of the file; the others are not."""
        return self.kind == DISCUSSION

    def key(self, phase: str) -> tuple[str, str, int]:
        return phase, self.kind, self.seat


@dataclass(frozen=True)
class Flow:
    phase: str | None
    step: str                   # see STEPS
    order: list[int] = field(default_factory=list)
    speaker: int | None = None  # who speaks now
    candidates: list[int] = field(default_factory=list)
    seconds: int = SPEECH       # the timer's preset for this step
    round: int | None = None
    now: Speech | None = None   # the speech under way
    next: Speech | None = None  # the speech F2 gives the floor to
    no_vote: bool = False       # the day's vote is cancelled (a 4th foul, a removal): none follows

    @property
    def next_seat(self) -> int | None:
        return self.next.seat if self.next else None


STEPS = ("setup", "agreement", "last_word", "discussion", "revote_speeches", "vote", "lift_all",
         "day_over", "shooting", "don_check", "sheriff_check", "night_actions", "introductions", "night_over",
         "game_over")


def flow(state: TableState, given: Given = frozenset()) -> Flow:
    """``given``: the ``Speech.key`` of every speech not in the file that the judge gave
    the floor to (a last word, a tied player's 30 seconds)."""
    phase = state.phase
    if state.outcome is not None:
        return Flow(phase.name if phase else None, "game_over")
    if phase is None:
        return Flow(None, "setup")
    edition = edition_of(state)
    clock = edition.table.timings
    if phase.name[0] == "N":
        # an edition that records its nights role by role waits for every role dealt
        if edition.night_by_roles:
            return _club_night(cast("BoulevardState", state), phase, clock)
        return _night(phase, clock)
    return _day(state, phase, given, clock)


def _club_night(state: BoulevardState, night: ClubNight, clock: Mapping[str, int]) -> Flow:
    """A boulevard night: one action per role in play, in the text's order."""
    if night.number == 0:      # the night of introductions: no mafia agreement at a club table
        return Flow(night.name, "introductions", seconds=clock["agreement"])
    # every role dealt, alive or not: waiting only for living holders would tell the room, by
    # the title turning to the morning, which cards have left the table (the host says "n")
    missing = [r for r in state.night_roles() if r.action not in night.actions]
    return Flow(night.name, "night_actions" if missing else "night_over")


def _night(night: Night, clock: Mapping[str, int]) -> Flow:
    if night.number == 0:
        return Flow(night.name, "agreement", seconds=clock["agreement"])
    # The Don and the Sheriff are called in turn whether or not they sit (the room must not
    # learn who left): the Sheriff's check, his turn after the Don's, ends the night's steps,
    # so a night whose Don has left moves on to the morning.
    if night.shooting is None:
        step = "shooting"
    elif night.sheriff_check is not None:
        step = "night_over"
    elif night.don_check is None:
        step = "don_check"
    else:
        step = "sheriff_check"
    return Flow(night.name, step)


def speeches(day: Day, clock: Mapping[str, int] = SPORT.table.timings) -> list[Speech]:
    """The speeches of the day's current stretch, in the order the rules give them, timed by
    ``clock`` (the edition's ``table.timings``)."""
    if day.result is not None:
        return [Speech(s, LAST_WORD_KIND, clock["last_word"]) for s in day.leaving
                if day.result in ("voted", "lifted")]
    if day.awaiting == "revote":
        return [Speech(s, TIED, clock["short"]) for s in day.rounds[-1].leaders]
    if day.vote_started:
        return []
    out = []
    if day.last_word is not None:
        out.append(Speech(day.last_word, NIGHT_LAST_WORD, clock["last_word"]))
    out += [Speech(s, DISCUSSION, clock["short"] if s in day.shortened else clock["speech"])
            for s in day.speaking_order()]
    return out


def _done(day: Day, speech: Speech, given: Given) -> bool:
    if speech.recorded:
        return speech.seat in day.spoken or (speech.seat in day.order and day.order.index(speech.seat) <= day.turn)
    return speech.key(day.name) in given


def _day(state: TableState, day: Day, given: Given, clock: Mapping[str, int]) -> Flow:
    order = day.speaking_order()
    plan = speeches(day, clock)
    done = [i for i, s in enumerate(plan) if _done(day, s, given)]
    # the speech under way is the last one recorded, wherever the order puts it (an
    # out-of-turn speech); else a later speech given means the earlier ones are over (a last
    # word the judge skipped)
    last = next((i for i, s in enumerate(plan) if s.recorded and day.spoken and s.seat == day.spoken[-1]), None)
    current = last if last is not None else (done[-1] if done else None)
    now = plan[current] if current is not None else None
    after = current + 1 if current is not None else 0
    # the players an out-of-turn speech skipped speak next, in order
    skipped = (s for s in plan[:after] if s.recorded and s is not now and not _done(day, s, given))
    following = next(skipped, None) or next((s for s in plan[after:] if not _done(day, s, given)), None)
    timed = now or following
    seconds = timed.seconds if timed is not None else clock["speech"]
    speaker = now.seat if now else None
    candidates = list(day.ballot)
    if day.result is not None:
        step = "last_word" if now is not None and now.kind == LAST_WORD_KIND else "day_over"
        return Flow(day.name, step, order, speaker, candidates, seconds, now=now, next=following)
    awaiting = day.awaiting
    if awaiting == "revote":
        return Flow(day.name, "revote_speeches", order, speaker, list(day.rounds[-1].leaders),
                    clock["short"], day.rounds[-1].number + 1, now=now, next=following)
    if awaiting in ("lift", "lift_all_table"):
        return Flow(day.name, "lift_all", order, candidates=list(day.rounds[-1].candidates))
    if day.vote_started:
        return Flow(day.name, "vote", order, candidates=list(day.rounds[-1].candidates),
                    round=day.rounds[-1].number)
    if now is not None and now.kind == NIGHT_LAST_WORD:
        return Flow(day.name, "last_word", order, speaker, candidates, seconds, now=now, next=following)
    no_vote = day.cancelled
    if now is None and following is None:
        if no_vote:
            return Flow(day.name, "day_over", order, candidates=candidates, no_vote=True)
        return Flow(day.name, "vote", order, candidates=candidates, round=1)
    return Flow(day.name, "discussion", order, speaker, candidates, seconds, now=now, next=following,
                no_vote=no_vote)
