"""Quick entry at a boulevard table: what a host who types fast writes for a night and a day.

A line holds any number of commands, separated by spaces or ``;``: a command begins with a
letter, ``!`` or a seat followed by ``>``; bare numbers after it are its arguments (the hands
of a vote); a ``"quoted"`` text after it is its note.  Seats run 1…N for a table of N.  The
whole line is recorded, or none of it.

==============  ============================================  =========================
typed           meaning                                       event
==============  ============================================  =========================
``p3``          the Putana blocks 3                           putana_block
``l8``          the Lawyer defends 8                          lawyer_defend
``b4:7``        the Bartender swaps 4 and 7                   bartender_swap
``d9``          the Doctor heals 9                            doctor_heal
``m9``          the mafia shoots 9 (``m8:9``: 8 showed the    mafia_shot
                target; ``m0``: no shot)
``x9``          the Maniac attacks 9                          maniac_attack
``c11``         the Commissar checks 11 (``c11+`` / ``c11-``: commissar_check
                the answer shown: mafia / not mafia)
``j4:7``        the Journalist compares 4 and 7 (``j4:7=`` /  journalist_compare
                ``j4:7!``: shown the same / different sides)
``t5``          seat 5's speech                               speech
``5>8``         5 nominates 8                                 nominate
``v8 1 2 4``    hands 1, 2, 4 against 8 (``v8=4``: a count)    vote (the open round)
``!5``          a light violation of 5 (the ladder decides)   violation light
``!r5`` ``!s5`` a role reveal / a systematic disruption;      violation role_reveal /
                ``+`` removes now, ``-`` keeps: ``!r5+``        disruption
``dq5``         5 is removed by the host's decision           disqualify
``cor3``        strike event #3 of this phase before the      correction
                reveal (``cor3=d7``: replace it by ``d7``)
``he N1``       the host's error in N1 after the reveal:      host_error
                a neutral decision (``he N1 replay``: replay)
``note "…"``    a line of the host's journal                  note
``n``           the next phase                                (a new phase)
==============  ============================================  =========================

Who acts is not typed: the card's holder (for the shot, the Don while he sits) unless the
host names the mafioso who showed the target.  Whether the action is legal is the engine's
question, asked before anything is recorded; its reason names the actor, so it is a secret
(:attr:`EntryError.secret`) shown only while F9 is held.

>>> parse("p3 d9 m8:9 x9 c11", 12)[2]
{'type': 'mafia_shot', 'by': 8, 'target': 9}
>>> parse('!r5+ "телефон"', 12)
[{'type': 'violation', 'seat': 5, 'kind': 'role_reveal', 'removal': True, 'note': 'телефон'}]
>>> parse("w7", 12)
Traceback (most recent call last):
...
app.boulevard.entry.EntryError: position 0: 'w7' is a sport command (a foul or warning):
at a boulevard table a violation is '!7'
"""
from __future__ import annotations

import re
from dataclasses import dataclass
from typing import TYPE_CHECKING, Any, NoReturn

from app.i18n import N_, Message, Phrase, gettext, words
from app.kernel.entry import NEXT_PHASE, QuickEntryError, fit_seats, unreadable
from app.layouts import to_latin
from app.table_state import Grammar

from .model import phase_name
from .roles import ACTIONS, ROLE_NAMES

if TYPE_CHECKING:
    from .state import BoulevardState

LETTERS = {"putana_block": "p", "lawyer_defend": "l", "bartender_swap": "b", "doctor_heal": "d",
           "mafia_shot": "m", "maniac_attack": "x", "commissar_check": "c", "journalist_compare": "j"}
ACTION_OF = {letter: action for action, letter in LETTERS.items()}
DAY_TYPES = {"speech", "nominate", "vote"}

_MESSAGES: dict[str, str] = {
    "seat": N_("seat {seat} does not exist (seats are 1-{high})"),
    "unknown": N_("cannot read '{text}': see the hint"),
    "argument": N_("'{text}': a number without a command; hands follow 'v8'"),
    "voters": N_("votes: seat numbers or '=count'"),
    "repeat": N_("seat {seat} is named twice"),
    "pair": N_("{what}: two different seats with a colon, for example '{example}'"),
    "removal_light": N_("'+' / '-' (remove or not) belong to a grave violation only: '!r5+', '!s5-'"),
    "note_alone": N_('a quoted note follows a command, for example note "…"'),
    "note_open": N_("the quote is not closed"),
    "note_missing": N_("'note' without a text: note \"…\""),
    "phase_name": N_("'{text}' is not a phase: N1, D2"),
    "remedy": N_("'{text}': after the phase, 'replay' or nothing (a neutral decision)"),
    "sport": N_("'{text}' is a sport command ({what}): at a boulevard table {instead}"),
    "role_absent": N_("{role}: this role is not dealt at this table"),
    "first_night": N_("N0 is the night of introductions: no role acts"),
    "phase_day": N_("'{text}' is a day action but it is night: type 'n' first"),
    "phase_night": N_("'{text}' is a night action but it is day: type 'n' first"),
    "no_phase": N_("the game has not started"),
    "no_event": N_("there is no event #{event}: events are numbered from 1"),
    "refused": N_("{role}: the action is not accepted; hold F9 to see why"),
    "expected": N_("cannot read '{text}': expected {forms}"),
}

# What each command looks like (see app.kernel.entry.unreadable): the longest prefix wins.
EXPECTED = {
    "p": "p3", "l": "l8", "b": "b4:7", "d": "d9", "m": "m9 · m8:9 · m0", "x": "x9", "c": "c11 · c11+ · c11-",
    "j": "j4:7 · j4:7= · j4:7!", "t": "t5", "0": "5>8", "v": "v8 1 2 4 · v8=4", "!": "!5 · !r5+ · !s5-",
    "dq": "dq5", "cor": "cor3 · cor3=d7", "he": "he N1 · he N1 replay", "note": 'note "…"', "n": "n",
}

# Sport commands and what a boulevard host types instead.
_SPORT = [
    (re.compile(r"^[wf]\d{1,2}$"), N_("a foul or warning"),
     N_("a violation is '!{seat}'")),
    (re.compile(r"^k(\d{1,2})?$"), N_("the shooting"),
     N_("the mafia's shot is 'm{seat}'")),
    (re.compile(r"^s\d{1,2}$"), N_("the Sheriff's check"),
     N_("the Commissar's check is 'c{seat}'")),
    (re.compile(r"^td\d{1,2}$"), N_("a team defeat"),
     N_("there is no such decision")),
    (re.compile(r"^bm\d{0,2}$"), N_("the best move"),
     N_("there is no best move")),
    (re.compile(r"^\d{1,2}<\d{1,2}$"), N_("a withdrawal"),
     N_("a nomination is not withdrawn")),
    (re.compile(r"^l(=\d+)?$"), N_("lifting all"),
     N_("there is no lifting all; 'l8' is the Lawyer's defence")),
]


class EntryError(QuickEntryError):
    """A boulevard line that cannot become events.  ``secret``: the reason names a night
    action's actor or target; ``message`` then hides it unless ``reveal``."""

    def __init__(self, kind: str, position: int, secret: Message | None = None, **params: Any) -> None:
        self.secret_text = secret
        super().__init__(kind, position, **params)

    @property
    def secret(self) -> bool:
        return self.secret_text is not None

    def message(self, lang: str = "ru", reveal: bool = False) -> str:
        if self.secret_text is not None and reveal:
            return self.secret_text.pick(lang)
        return gettext(lang, _MESSAGES[self.kind], **words(self.params, lang))


@dataclass(frozen=True)
class _Token:
    text: str
    start: int

    @property
    def quoted(self) -> bool:
        return self.text.startswith('"')

    @property
    def argument(self) -> bool:
        return bool(re.fullmatch(r"=?\d+", self.text))


_SEAT = r"(\d{1,2})"
_PHASE = re.compile(r"^([NnDdНнДд])(\d{1,2})$")
_REMEDIES = {"replay": "replay", "r": "replay", "переигровка": "replay", "neutral": "neutral"}


def parse(line: str, seats: int) -> list[dict[str, Any]]:
    """Events (and ``NEXT_PHASE``) for one typed line at a table of ``seats``; raises
    :class:`EntryError`.  A line typed with the Russian layout on reads as the keys pressed
    (``з3`` is ``p3``); a quoted note, and the phase after ``he`` (Н1), stay as typed."""
    raw, line = line, to_latin(line, keep_quoted=True)
    tokens = [_Token(m.group(0), m.start()) for m in re.finditer(r'"[^"]*"?|;|[^\s;"]+', line)]
    out: list[dict[str, Any]] = []
    i = 0
    while i < len(tokens):
        head = tokens[i]
        i += 1
        if head.text == ";":
            continue
        if head.quoted:
            raise EntryError("note_alone", head.start)
        if head.argument:
            raise EntryError("argument", head.start, text=head.text)
        args: list[_Token] = []
        note = None
        if head.text.lower() == "he":           # the phase and the remedy are words
            while i < len(tokens) and len(args) < 2 and not tokens[i].quoted and tokens[i].text != ";":
                typed = tokens[i]          # Н1, "переигровка": words, not keys
                args.append(_Token(raw[typed.start:typed.start + len(typed.text)], typed.start))
                i += 1
        while i < len(tokens) and (tokens[i].argument or tokens[i].quoted):
            if tokens[i].quoted:
                if not tokens[i].text.endswith('"') or len(tokens[i].text) < 2:
                    raise EntryError("note_open", tokens[i].start)
                note = tokens[i].text[1:-1].strip()
            else:
                args.append(tokens[i])
            i += 1
        out.append(_command(head, args, note, seats))
    return out


def _seat(text: str, position: int, seats: int) -> int:
    seat = int(text)
    if not 1 <= seat <= seats:
        raise EntryError("seat", position, seat=seat, high=seats)
    return seat


def _command(head: _Token, args: list[_Token], note: str | None, seats: int) -> dict[str, Any]:
    text, at = head.text.lower(), head.start
    event = _night_action(text, at, seats)
    if event is None:
        event = _day_or_host(text, head, args, seats)
    elif args:
        raise EntryError("argument", args[0].start, text=args[0].text)
    if note is not None:
        if event.get("type") in ("violation", "disqualify", "correction", "host_error"):
            event["note"] = note
        elif event.get("type") == "note":
            event["text"] = note
        else:
            raise EntryError("unknown", at, text=head.text)
    if event.get("type") == "note" and not event.get("text"):
        raise EntryError("note_missing", at)
    return event


def _night_action(text: str, at: int, seats: int) -> dict[str, Any] | None:
    m = re.fullmatch(r"([pldmxc])(?:(\d{1,2}):)?(\d{1,2})([+-]?)", text)
    if m and (m.group(2) is None or m.group(1) == "m") and (not m.group(4) or m.group(1) == "c"):
        action = ACTION_OF[m.group(1)]
        target = int(m.group(3))
        if action == "mafia_shot" and target == 0:
            event: dict[str, Any] = {"type": action, "by": None, "target": None}
        else:
            event = {"type": action, "by": None, "target": _seat(m.group(3), at + m.start(3), seats)}
        if m.group(2) is not None:
            event["by"] = _seat(m.group(2), at + m.start(2), seats)
        if m.group(4):
            event["result"] = "mafia" if m.group(4) == "+" else "not_mafia"
        return event
    m = re.fullmatch(r"([bj])(\d{1,2})?(?::(\d{1,2}))?(=|!|≠)?", text)
    if m:
        action = ACTION_OF[m.group(1)]
        if m.group(2) is None or m.group(3) is None or m.group(2) == m.group(3) \
                or (m.group(4) and action != "journalist_compare"):
            what = ROLE_NAMES[ACTIONS[action].role]
            raise EntryError("pair", at, what=what, example=f"{m.group(1)}4:7")
        targets = [_seat(m.group(2), at + m.start(2), seats), _seat(m.group(3), at + m.start(3), seats)]
        pair: dict[str, Any] = {"type": action, "by": None, "targets": targets}
        if m.group(4):
            pair["result"] = "same" if m.group(4) == "=" else "different"
        return pair
    return None


def _day_or_host(text: str, head: _Token, args: list[_Token], seats: int) -> dict[str, Any]:
    at = head.start
    if text in ("n", "next"):
        _no_more(args)
        return dict(NEXT_PHASE)
    if text == "note":
        _no_more(args)
        return {"type": "note", "text": ""}
    if text == "he":
        return _host_error(head, args)
    m = re.fullmatch(rf"t{_SEAT}", text)
    if m:
        _no_more(args)
        return {"type": "speech", "seat": _seat(m.group(1), at + 1, seats)}
    m = re.fullmatch(rf"{_SEAT}>{_SEAT}", text)
    if m:
        _no_more(args)
        return {"type": "nominate", "by": _seat(m.group(1), at, seats),
                "target": _seat(m.group(2), at + m.start(2), seats)}
    m = re.fullmatch(rf"v{_SEAT}(=\d+)?", text)
    if m:
        return _vote(_seat(m.group(1), at + 1, seats), m.group(2), args, seats)
    m = re.fullmatch(rf"!([rs]?){_SEAT}([+-]?)", text)
    if m:
        _no_more(args)
        kind = {"": "light", "r": "role_reveal", "s": "disruption"}[m.group(1)]
        event = {"type": "violation", "seat": _seat(m.group(2), at + m.start(2), seats), "kind": kind}
        if m.group(3):
            if kind == "light":
                raise EntryError("removal_light", at + m.start(3))
            event["removal"] = m.group(3) == "+"
        return event
    m = re.fullmatch(rf"dq{_SEAT}", text)
    if m:
        _no_more(args)
        return {"type": "disqualify", "seat": _seat(m.group(1), at + 2, seats)}
    m = re.fullmatch(r"cor(\d{1,3})?(?:=(.+))?", text)
    if m:
        return _correction(head, m, args, seats)
    for pattern, what, instead in _SPORT:
        if pattern.match(text):
            found = re.search(r"\d{1,2}", text)
            return _sport(head, what, instead, found.group(0) if found else "5")
    expected = unreadable(head.text, at, EXPECTED)
    raise EntryError(expected.kind, at, **expected.params)


def _correction(head: _Token, m: re.Match[str], args: list[_Token], seats: int) -> dict[str, Any]:
    """``corN`` (or ``cor N``), optionally ``=`` the one event that replaces event N."""
    at = head.start
    number = m.group(1)
    if number is None:
        if len(args) != 1 or not args[0].text.isdigit():
            raise EntryError("unknown", at, text=head.text)
        number = args[0].text
    elif args:
        raise EntryError("argument", args[0].start, text=args[0].text)
    if int(number) < 1:
        raise EntryError("no_event", at, event=number)
    replacement = None
    if m.group(2):
        inner = parse(head.text[m.start(2):], seats)
        if len(inner) != 1 or inner[0].get("type") in ("correction", "host_error", NEXT_PHASE["type"]):
            raise EntryError("unknown", at + m.start(2), text=m.group(2))
        replacement = inner[0]
    return {"type": "correction", "event": int(number) - 1, "replacement": replacement}


def _sport(head: _Token, what: str, instead: str, seat: str) -> NoReturn:
    raise EntryError("sport", head.start, text=head.text, what=Phrase(what),
                     instead=Phrase(instead, seat=seat))


def _host_error(head: _Token, args: list[_Token]) -> dict[str, Any]:
    if not args:
        raise EntryError("phase_name", head.start, text="he")
    m = _PHASE.match(args[0].text)
    if not m:
        raise EntryError("phase_name", args[0].start, text=args[0].text)
    letter = "N" if m.group(1) in "NnНн" else "D"
    remedy = "neutral"
    if len(args) > 1:
        named = _REMEDIES.get(args[1].text.lower())
        if named is None:
            raise EntryError("remedy", args[1].start, text=args[1].text)
        remedy = named
    return {"type": "host_error", "round": f"{letter}{int(m.group(2))}", "remedy": remedy}


def _vote(candidate: int, count: str | None, args: list[_Token], seats: int) -> dict[str, Any]:
    event: dict[str, Any] = {"type": "vote", "round": None, "candidate": candidate}
    if count:
        _no_more(args)
        event["count"] = int(count[1:])
    elif len(args) == 1 and args[0].text.startswith("="):
        event["count"] = int(args[0].text[1:])
    else:
        voters: list[int] = []
        for tok in args:
            if not tok.text.isdigit():
                raise EntryError("voters", tok.start)
            seat = _seat(tok.text, tok.start, seats)
            if seat in voters:
                raise EntryError("repeat", tok.start, seat=seat)
            voters.append(seat)
        event["voters"] = voters
    return event


def _no_more(args: list[_Token]) -> None:
    if args:
        raise EntryError("argument", args[0].start, text=args[0].text)


# -- against the state ----------------------------------------------------------------------
def resolve(event: dict[str, Any], state: BoulevardState, line: str = "") -> dict[str, Any]:
    """Fill in what the host need not type — who acts, the vote's round — and refuse what
    cannot be recorded now.  A night action the engine would not accept is refused before it
    reaches the file; the reason is a secret (see :class:`EntryError`)."""
    kind = event["type"]
    if kind == NEXT_PHASE["type"]:
        return event
    phase = state.phase
    if phase is None:
        raise EntryError("no_phase", 0)
    night = phase.name[0] == "N"
    label = line or kind
    if kind in DAY_TYPES and night:
        raise EntryError("phase_day", 0, text=label)
    event = dict(event)
    if kind in ACTIONS:
        if not night:
            raise EntryError("phase_night", 0, text=label)
        if phase.number == 0:
            raise EntryError("first_night", 0)
        role = ROLE_NAMES[ACTIONS[kind].role]
        if event.get("by") is None:
            event["by"] = state.actor_for(kind)
            if event["by"] is None:
                raise EntryError("role_absent", 0, role=role)
        found = state.action_problem(event)
        if found is not None:
            raise EntryError("refused", 0, found, role=role)
    if kind == "vote" and event.get("round") is None:
        event["round"] = state.open_round()
    if kind == "correction":
        replacement = event.get("replacement")
        if replacement is not None and replacement.get("type") in ACTIONS and replacement.get("by") is None:
            event["replacement"] = {**replacement, "by": state.actor_for(replacement["type"])}
    return event


# -- the hint and the completer ---------------------------------------------------------------
_HINTS = {
    "putana_block": N_("p3 block"), "lawyer_defend": N_("l8 defence"),
    "bartender_swap": N_("b4:7 swap"), "doctor_heal": N_("d9 heal"),
    "mafia_shot": N_("m9 / m8:9 shot"), "maniac_attack": N_("x9 Maniac"),
    "commissar_check": N_("c11± check"), "journalist_compare": N_("j4:7 compare"),
}
_DAY_HINT = N_('t5 · 5>8 · v8 1 2 4 · !5 violation · !r5+ · dq5 · cor3 · he N1 · note "…" · n')


def hint(state: BoulevardState, lang: str = "ru") -> str:
    """The commands of this table, the night's in the book's order (only the roles dealt)."""
    night = [gettext(lang, _HINTS[r.action]) for r in state.night_roles()]
    return fit_seats(" · ".join(night + [gettext(lang, _DAY_HINT)]), len(state.players))


def suggestions(state: BoulevardState) -> list[str]:
    """What the host is likely to type next.  Never a seat tied to a role."""
    phase = state.phase
    present = state.at_table()
    if phase is None:
        return ["n"]
    if phase.name[0] == "N":
        return [LETTERS[r.action] for r in state.night_roles()] + ["n"]
    day = state.days.get(phase.name)
    out = [f"t{s}" for s in present]
    if day is not None and day.ballot:
        out += [f"v{c} " for c in day.ballot]
    return out + [f"!{s}" for s in present] + ["n"]


# the club edition's quick-entry language (app.editions: CLUB.entry)
CLUB_GRAMMAR = Grammar(parse=lambda state, line: parse(line, len(state.players)), hint=hint,
                       resolve=resolve, suggestions=lambda state, now: suggestions(state))

__all__ = ["CLUB_GRAMMAR", "EntryError", "LETTERS", "hint", "parse", "phase_name", "resolve", "suggestions"]
