"""The quick-entry grammar: what a judge who types fast writes instead of clicking.

One line holds one or more commands separated by ``;``.  Seats are those of a sport table
(1–10).  Another edition has a grammar of its own (``Edition.entry``); :mod:`app.entry`
reads a line in the grammar of the state's edition.

============  =========================================  ==============================
typed         meaning                                    event
============  =========================================  ==============================
``t5``        seat 5's speech starts                     speech
``5>8``       5 nominates 8                              nominate
``5<8``       5 withdraws 8                              withdraw
``v8 1 2 4``  hands 1, 2, 4 against candidate 8          vote (round: the open one)
``v8=4``      four hands against candidate 8             vote with a count
``l 1 2 3``   hands for lifting all (``l=6``: a count)   lift_vote
``k7``        the shooting killed 7 (``k0``: a miss)     shooting with ``killed``
``k 5:8 9:8`` shots: 5 at 8, 9 at 8 (``9:0`` no shot)   shooting with ``shots``
``d4``        the Don checks 4                           don_check
``s2``        the Sheriff checks 2                       sheriff_check
``f3``        a foul to 3 (``f3 10.4``: with clause)     foul
``w3``        a warning to 3                             warning
``dq6 10.18`` 6 is removed (``@3``: during the count,    disqualify
              at number 3)
``td5``       5's team is defeated                       team_defeat
``bm 5 7 9``  the best move names 5, 7 and 9             best_move (seat: first victim)
``n``         the next phase begins                      (a new phase)
============  =========================================  ==============================

>>> parse("5>8; f3 10.4")
[{'type': 'nominate', 'by': 5, 'target': 8}, {'type': 'foul', 'seat': 3, 'clause': '10.4'}]
>>> parse("v8 1 2 4")
[{'type': 'vote', 'round': None, 'candidate': 8, 'voters': [1, 2, 4]}]
>>> parse("5>11")
Traceback (most recent call last):
...
app.sport.entry.SportEntryError: position 2: seat 11 does not exist (seats are 1-10)
"""
from __future__ import annotations

import re
from dataclasses import dataclass
from typing import TYPE_CHECKING, Any

from ..i18n import N_
from ..kernel.entry import NEXT_PHASE, PROTEST_WORD, QuickEntryError, unreadable
from ..layouts import to_latin
from ..table_state import Grammar
from .state import open_round
from .table import SPORT_DEAL

if TYPE_CHECKING:
    from .state import State

_MESSAGES = {**QuickEntryError.messages,
    "clause": N_("'{text}' is not a clause number"),
    "guess": N_("a best move names three different seats"),
    "voters": N_("votes: seat numbers or '=count'"),
    "repeat": N_("seat {seat} is named twice"),
    "shot": N_("a shot is written 'shooter:target'"),
    "no_victim": N_("the best move belongs to the first night's victim, and there is none"),
    "phase_day": N_("'{text}' is a day action but it is night: type 'n' first"),
    "phase_night": N_("'{text}' is a night action but it is day: type 'n' first"),
    "no_phase": N_("the game has not started"),
}

# What each command looks like, for a line that begins like one but goes astray ("k2:",
# "v8,1"): the message says exactly what is expected (the longest prefix wins).
EXPECTED = {
    "t": "t5", "k": "k7 · k0 · k5:8 · k 5:8 9:8", "d": "d4", "s": "s2", "f": "f3 · f3 10.4", "w": "w3",
    "dq": "dq6 · dq6 10.18 · dq6 @3", "td": "td5", "v": "v8 1 2 4 · v8=4", "l": "l 1 2 3 · l=6",
    "bm": "bm 5 7 9", "n": "n", "0": "5>8 · 5<8",
}


class SportEntryError(QuickEntryError):
    """A sport line that cannot become events."""
    messages = _MESSAGES


@dataclass(frozen=True)
class _Token:
    text: str
    start: int


_SEAT = r"(\d{1,2})"
_PATTERNS = [
    (re.compile(rf"^{_SEAT}>{_SEAT}$"), "nominate"),
    (re.compile(rf"^{_SEAT}<{_SEAT}$"), "withdraw"),
    (re.compile(rf"^t{_SEAT}$"), "speech"),
    (re.compile(rf"^k{_SEAT}$"), "killed"),
    (re.compile(r"^k(\d{1,2}[:>]\d{1,2})$"), "shots"),      # k5:8 — the first shot without a space
    (re.compile(rf"^d{_SEAT}$"), "don_check"),
    (re.compile(rf"^s{_SEAT}$"), "sheriff_check"),
    (re.compile(rf"^f{_SEAT}$"), "foul"),
    (re.compile(rf"^w{_SEAT}$"), "warning"),
    (re.compile(rf"^dq{_SEAT}$"), "disqualify"),
    (re.compile(rf"^td{_SEAT}$"), "team_defeat"),
    (re.compile(rf"^v{_SEAT}(=\d+)?$"), "vote"),
    (re.compile(r"^l(=\d+)?$"), "lift_vote"),
    (re.compile(r"^k$"), "shots"),
    (re.compile(rf"^bm{_SEAT}?$"), "best_move"),
    (re.compile(r"^n(ext)?$"), "next"),
]
_CLAUSE = re.compile(r"^\d+(\.\d+)+$")
LAST_SEAT = sum(SPORT_DEAL.values())      # seats 1-10
DAY_TYPES = {"speech", "nominate", "withdraw", "vote", "lift_vote", "best_move"}
NIGHT_TYPES = {"shooting", "don_check", "sheriff_check"}


def parse(line: str) -> list[dict[str, Any]]:
    """Events (and ``NEXT_PHASE``) for one typed line; raises :class:`QuickEntryError`.
    A line typed with the Russian layout on reads as the keys pressed (``л7`` is ``k7``;
    the sport grammar has no quotes, so ``"`` is the ``@`` of the same key)."""
    line = to_latin(line).replace('"', "@")
    out: list[dict[str, Any]] = []
    offset = 0
    for part in line.split(";"):
        tokens = [_Token(m.group(0), offset + m.start()) for m in re.finditer(r"\S+", part)]
        offset += len(part) + 1
        if tokens:
            out.append(_command(tokens))
    return out


def _seat(text: str, position: int) -> int:
    seat = int(text)
    if not 1 <= seat <= LAST_SEAT:
        raise SportEntryError("seat", position, seat=seat, last=LAST_SEAT)
    return seat


def _seats(tokens: list[_Token], unique: bool = True) -> list[int]:
    seats: list[int] = []
    for tok in tokens:
        if not tok.text.isdigit():
            raise SportEntryError("voters", tok.start)
        seat = _seat(tok.text, tok.start)
        if unique and seat in seats:
            raise SportEntryError("repeat", tok.start, seat=seat)
        seats.append(seat)
    return seats


def _command(tokens: list[_Token]) -> dict[str, Any]:
    head, rest = tokens[0], tokens[1:]
    text = head.text.lower()
    for pattern, kind in _PATTERNS:
        m = pattern.match(text)
        if m:
            return _build(kind, m, head, rest)
    raise unreadable(head.text, head.start, EXPECTED)


def _seat_at(m: re.Match[str], group: int, head: _Token) -> int:
    return _seat(m.group(group), head.start + m.start(group))


def _build(kind: str, m: re.Match[str], head: _Token, rest: list[_Token]) -> dict[str, Any]:
    if kind == "next":
        _no_more(rest)
        return dict(NEXT_PHASE)
    if kind in ("nominate", "withdraw"):
        _no_more(rest)
        return {"type": kind, "by": _seat_at(m, 1, head), "target": _seat_at(m, 2, head)}
    if kind == "killed":
        _no_more(rest)
        seat = int(m.group(1))
        return {"type": "shooting", "killed": None if seat == 0 else _seat_at(m, 1, head)}
    if kind in ("speech", "team_defeat"):
        _no_more(rest)
        return {"type": kind, "seat": _seat_at(m, 1, head)}
    if kind in ("don_check", "sheriff_check"):
        _no_more(rest)
        return {"type": kind, "target": _seat_at(m, 1, head)}
    if kind in ("foul", "warning", "disqualify"):
        return _penalty(kind, _seat_at(m, 1, head), rest)
    if kind == "vote":
        event = {"type": "vote", "round": None, "candidate": _seat_at(m, 1, head)}
        return _with_votes(event, m.group(2), rest)
    if kind == "lift_vote":
        return _with_votes({"type": "lift_vote"}, m.group(1), rest)
    if kind == "shots":
        first = [_Token(m.group(1), head.start + 1)] if m.groups() else []
        return {"type": "shooting", "shots": _shots(first + rest)}
    # best move
    guess = _seats(rest)
    if len(guess) != 3:
        raise SportEntryError("guess", head.start)
    author = _seat_at(m, 1, head) if m.group(1) else None
    return {"type": "best_move", "seat": author, "guess": guess}


def _no_more(rest: list[_Token]) -> None:
    if rest:
        raise SportEntryError("unknown", rest[0].start, text=rest[0].text)


def _penalty(kind: str, seat: int, rest: list[_Token]) -> dict[str, Any]:
    event: dict[str, Any] = {"type": kind, "seat": seat}
    for tok in rest:
        if _CLAUSE.match(tok.text):
            event["clause"] = tok.text
        elif kind == "disqualify" and re.fullmatch(r"@\d{1,2}", tok.text):
            event["during_shooting"] = True
            event["at_number"] = _seat(tok.text[1:], tok.start + 1)
        else:
            raise SportEntryError("clause", tok.start, text=tok.text)
    return event


def _with_votes(event: dict[str, Any], count: str | None, rest: list[_Token]) -> dict[str, Any]:
    if count:
        _no_more(rest)
        event["count"] = int(count[1:])
    elif len(rest) == 1 and rest[0].text.startswith("="):
        if not rest[0].text[1:].isdigit():
            raise SportEntryError("voters", rest[0].start)
        event["count"] = int(rest[0].text[1:])
    else:
        event["voters"] = _seats(rest)
    return event


def _shots(rest: list[_Token]) -> dict[str, int | None]:
    shots: dict[str, int | None] = {}
    for tok in rest:
        m = re.fullmatch(r"(\d{1,2})[:>](\d{1,2})", tok.text)
        if not m:
            raise SportEntryError("shot", tok.start)
        shooter = _seat(m.group(1), tok.start)
        target = int(m.group(2))
        shots[str(shooter)] = None if target == 0 else _seat(m.group(2), tok.start + m.start(2))
    return shots


def _resolve(event: dict[str, Any], state: State, line: str = "") -> dict[str, Any]:
    """Fill in what the judge need not type — the vote's round, the best move's author —
    from the state, and refuse an action of the wrong phase."""
    phase = state.phase
    kind = event["type"]
    if kind == "_next_phase":
        return event
    if phase is None:
        raise SportEntryError("no_phase", 0)
    by_day = phase.name[0] == "D"
    if kind in DAY_TYPES and not by_day:
        raise SportEntryError("phase_day", 0, text=line or kind)
    if kind in NIGHT_TYPES and by_day:
        raise SportEntryError("phase_night", 0, text=line or kind)
    event = dict(event)
    if kind == "vote" and event.get("round") is None:
        event["round"] = open_round(phase, event.get("candidate"))
    if kind == "best_move" and event.get("seat") is None:
        night = state.nights.get("N1")
        if night is None or night.victim is None:
            raise SportEntryError("no_victim", 0)
        event["seat"] = night.victim
    return event


def _suggestions(state: State, now: Any) -> list[str]:
    """``now``: the state's flow (an ``app.flow.Flow``, which stands above the editions and is
    computed by the caller, ``app.entry.suggestions``)."""
    present = state.at_table()
    out: list[str] = []
    if now.step == "discussion":
        if now.next is not None and now.next.recorded:
            out.append(f"t{now.next.seat}")
        if now.speaker:
            out += [f"{now.speaker}>{s}" for s in present if s not in now.candidates]
    elif now.step in ("vote", "revote_speeches"):
        out += [f"v{c} " for c in now.candidates]
    elif now.step == "lift_all":
        out.append("l ")
    elif now.step == "last_word":
        out.append("bm ")
    elif now.step == "shooting":
        out += ["k ", "k0"] + [f"k{s}" for s in present]
    elif now.step == "don_check":
        out += [f"d{s}" for s in present]
    elif now.step == "sheriff_check":
        out += [f"s{s}" for s in present]
    out += [f"f{s}" for s in present] + ["n"]
    return out


SPORT_GRAMMAR = Grammar(parse=lambda state, line: parse(line), hint=lambda state, lang: None,
                        resolve=_resolve, suggestions=_suggestions)

__all__ = ["NEXT_PHASE", "PROTEST_WORD", "SPORT_GRAMMAR", "SportEntryError", "parse"]
