"""Between a game and the pen form's boxes, both ways: which boxes a game's marks fill
(``game_boxes``, for counting a judge's pen marks and for filling a form in the tests), and
the game file a set of marked boxes says (``boxes_game``).

What the form carries: the roles, the fouls (their number; the form does not say when, so
they are placed at the start of day 1 and listed for review), per day the nominations in
order, the votes of the first round and of one re-vote, the lift-all vote; per night the
shots of each black seat (in ascending order), the checks and their answers; the best move;
the result.  Speeches, warnings, removals and the voters' seats are not on the form.

The two-sided form (version 2, ``app.paper.sides``) carries besides each day's fouls and
removals, before and after its vote, the removals at night before the shots, a third round
of votes, five nominations and six days; a game with what it has no row for (a foul at
night, a removal during the count, a team defeat) raises ValueError in ``game_boxes``.

Nothing is decided on a rule here: the best move is placed in the day after the first
night's victim as the engine replays the game, and the engine checks the result.
"""
from __future__ import annotations

from collections.abc import Iterable, Mapping
from dataclasses import dataclass, field
from typing import Any

from .layout import SEATS, Layout
from .payload import FormMark

BLACK = ("mafia", "don")


@dataclass(frozen=True)
class Doubt:
    """Something a reviewer must confirm: ``code`` (``several`` marks in a one-choice row,
    ``half`` a nomination with one seat, ``foul_phase``, ``uncertain`` a faint mark,
    ``no_role`` a check by a role no seat holds, ``no_shooter`` a shot in a column no black
    seat stands for, ``finding`` an engine finding, ``not_a_game`` a game the engine cannot
    replay), the boxes it is about, and words for it."""

    code: str
    keys: tuple[str, ...]
    phase: str | None = None
    detail: str = ""


@dataclass
class Reading:
    doc: dict[str, Any]
    doubts: list[Doubt] = field(default_factory=list)
    sources: dict[tuple[str, int], tuple[str, ...]] = field(default_factory=dict)   # (phase, event) -> boxes


def game_boxes(doc: Mapping[str, Any], layout: Layout) -> list[Any]:
    """The boxes a judge marks for ``doc`` on the form (votes by count, the voters' seats
    not being on it).  Events the form has no place for are left out; a game that needs
    more rows than it has (a sixth nomination, a third round, a sixth day) raises KeyError,
    one nominated twice in a day or with a thumb (7.3) ValueError."""
    roles = {p["seat"]: p["role"] for p in doc["players"]}
    found = [layout.find("role", role, seat=seat) for seat, role in sorted(roles.items()) if role != "citizen"]
    fouls: dict[int, int] = {}
    for phase in doc["phases"]:
        kind, number = phase["phase"][0], int(phase["phase"][1:])
        if layout.sides:
            found += _discipline_boxes(layout, kind, number, phase["events"])
        found += _phase_boxes(layout, kind, number, phase["events"], roles, fouls)
    if not layout.sides:
        found += [layout.find("foul", n, seat=seat) for seat, count in sorted(fouls.items())
                  for n in range(1, count + 1)]
    winner = (doc.get("result") or {}).get("winner")
    if winner:
        found.append(layout.find("result", winner))
    return found


def _discipline_boxes(layout: Layout, kind: str, number: int, events: list[Any]) -> list[Any]:
    """A two-sided form's fouls and removals of a phase: by day, before or after its vote
    (the first vote of any kind), and removals at night before the shots."""
    out: list[Any] = []
    counted: dict[tuple[str, int], int] = {}
    voted = False
    for event in events:
        kind_of = event["type"]
        voted = voted or kind_of in ("vote", "lift_vote")
        if kind_of == "team_defeat" or (kind_of in ("foul", "disqualify") and kind == "N" and
                                        (kind_of == "foul" or event.get("during_shooting") or
                                         any(e["type"] == "shooting" for e in events[:events.index(event)]))):
            raise ValueError(f"{kind}{number}: an event the form has no row for ({event})")
        if kind_of == "foul":
            field_name = "foul.late" if voted else "foul"
            k = counted[(field_name, event["seat"])] = counted.get((field_name, event["seat"]), 0) + 1
            out.append(layout.find(field_name, event["seat"], day=number, slot=k))
        elif kind_of == "disqualify":
            name = "out.night" if kind == "N" else ("out.late" if voted else "out")
            out.append(layout.find(name, event["seat"], day=number))
    return out


def _phase_boxes(layout: Layout, kind: str, number: int, events: list[Any], roles: dict[int, str],
                 fouls: dict[int, int]) -> list[Any]:
    out: list[Any] = []
    slots: dict[int, int] = {}
    for event in events:
        kind_of = event["type"]
        if kind_of == "foul":
            fouls[event["seat"]] = fouls.get(event["seat"], 0) + 1
        elif kind_of == "nominate":
            if event["target"] in slots or set(event) - {"type", "by", "target"}:
                raise ValueError(f"D{number}: a nomination the form has no row for ({event})")
            slot = slots[event["target"]] = len(slots) + 1
            out += [layout.find("nom.by", event["by"], day=number, slot=slot),
                    layout.find("nom.target", event["target"], day=number, slot=slot)]
        elif kind_of == "vote":
            out.append(layout.find(f"vote.{event['round']}", _count(event), day=number,
                                   slot=slots[event["candidate"]]))
        elif kind_of == "lift_vote":
            out.append(layout.find("lift", _count(event), day=number))
        elif kind_of == "best_move":
            out += [layout.find("best.seat", event["seat"])] + [layout.find("best.guess", g) for g in event["guess"]]
        else:
            out += _night_boxes(layout, number, event, roles)
    return out


def _night_boxes(layout: Layout, night: int, event: Mapping[str, Any], roles: dict[int, str]) -> list[Any]:
    kind = event["type"]
    if kind == "shooting":
        black = [seat for seat, role in sorted(roles.items()) if role in BLACK]
        return [layout.find("shot", target or 0, day=night, slot=black.index(int(shooter)) + 1)
                for shooter, target in event.get("shots", {}).items()]
    if kind in ("don_check", "sheriff_check"):
        who = kind.split("_")[0]
        out = [layout.find(who, event["target"], day=night)]
        if event.get("result"):
            out.append(layout.find(f"{who}.answer", event["result"], day=night))
        return out
    return []


def _count(event: Mapping[str, Any]) -> int:
    return int(event["count"]) if "count" in event else len(event["voters"])


def boxes_game(marked: Iterable[str], form: FormMark, layout: Layout) -> Reading:
    """The game file a form's marked boxes (their keys) say, with what a reviewer must see."""
    marks = _Marks(set(marked), layout)
    players = [{"seat": seat, "name": form.names[seat - 1], "role": marks.role(seat)} for seat in range(1, 11)]
    doc: dict[str, Any] = {"format": "mafia-game/1", "ruleset": form.ruleset, "meta": dict(form.meta),
                           "players": players, "phases": [{"phase": "N0", "events": []}]}
    reading = Reading(doc, marks.doubts)
    black = [seat for seat in range(1, 11) if players[seat - 1]["role"] in BLACK]
    two_sided = bool(layout.sides)
    for day in range(1, layout.days + 1):
        events = marks.day(day, reading)
        if two_sided:
            events = marks.removals(day, "foul", "out") + events + marks.removals(day, "foul.late", "out.late")
        doc["phases"].append({"phase": f"D{day}", "events": events})
        if day <= layout.nights:
            events = marks.night(day, black, reading)
            if two_sided:
                events = marks.removals(day, None, "out.night") + events
            doc["phases"].append({"phase": f"N{day}", "events": events})
    while len(doc["phases"]) > 1 and not doc["phases"][-1]["events"]:
        doc["phases"].pop()
    if not two_sided:
        marks.fouls(reading)
    _place_best_move(reading, marks.best_move())
    winner = marks.one("result", ["red", "black", "draw"])
    if winner is not None:
        doc["result"] = {"winner": winner}
    return reading


class _Marks:
    """The marked boxes, asked row by row; a row with several marks where one is meant is
    a doubt (and read as unmarked)."""

    def __init__(self, marked: set[str], layout: Layout) -> None:
        self.marked, self.layout, self.doubts = marked, layout, list[Doubt]()
        self.roles: set[str] = set()

    def chosen(self, name: str, values: Iterable[Any], **where: Any) -> list[tuple[Any, str]]:
        keys = [(v, self.layout.find(name, v, **where).key) for v in values]
        return [(v, k) for v, k in keys if k in self.marked]

    def one(self, name: str, values: Iterable[Any], **where: Any) -> Any:
        found = self.chosen(name, values, **where)
        if len(found) > 1:
            self.doubts.append(Doubt("several", tuple(k for _, k in found), _phase_of(name, where)))
            return None
        return found[0][0] if found else None

    def role(self, seat: int) -> str:
        role = self.one("role", ["mafia", "don", "sheriff"], seat=seat)
        self.roles.add(role or "citizen")
        return role or "citizen"

    def _keys(self, name: str, values: Iterable[Any], day: int, slot: int | None = None) -> tuple[str, ...]:
        return tuple(k for _, k in self.chosen(name, values, day=day, slot=slot))

    def _role_keys(self, roles: Iterable[str]) -> tuple[str, ...]:
        """Every seat's box of ``roles``: where the reviewer says who holds them."""
        return tuple(self.layout.find("role", role, seat=seat).key for role in roles for seat in range(1, 11))

    def fouls(self, reading: Reading) -> None:
        events = reading.doc["phases"][1]["events"] if len(reading.doc["phases"]) > 1 else None
        added = []
        for seat in range(1, 11):
            found = self.chosen("foul", [1, 2, 3, 4], seat=seat)
            if found and events is not None:
                added += [{"type": "foul", "seat": seat}] * len(found)
                reading.doubts.append(Doubt("foul_phase", tuple(k for _, k in found), "D1", str(seat)))
        if events is not None:
            events[:0] = added

    def removals(self, day: int, fouls: str | None, out: str) -> list[dict[str, Any]]:
        """A two-sided form's fouls (the rows marked under each seat) and removals, in seat order."""
        events: list[dict[str, Any]] = []
        for seat in SEATS:
            if fouls is not None:
                # as many foul boxes as the form prints under the seat that day (the form, not a rule)
                count = sum(1 for box in self.layout.boxes
                            if (box.field, box.value, box.day) == (fouls, seat, day) and box.key in self.marked)
                events += [{"type": "foul", "seat": seat}] * count
        events += [{"type": "disqualify", "seat": seat} for seat, _ in self.chosen(out, range(1, 11), day=day)]
        return events

    def day(self, day: int, reading: Reading) -> list[dict[str, Any]]:
        events: list[dict[str, Any]] = []
        candidates = []
        seats = range(1, 11)
        for slot in range(1, self.layout.slots + 1):
            by = self.one("nom.by", seats, day=day, slot=slot)
            target = self.one("nom.target", seats, day=day, slot=slot)
            if by is None and target is None:
                continue
            if by is None or target is None:
                keys = tuple(k for name in ("nom.by", "nom.target")
                             for _, k in self.chosen(name, seats, day=day, slot=slot))
                self.doubts.append(Doubt("half", keys, f"D{day}"))
                continue
            events.append({"type": "nominate", "by": by, "target": target})
            candidates.append((slot, target))
        for round_no in range(1, self.layout.rounds + 1):
            for slot, target in candidates:
                count = self.one(f"vote.{round_no}", range(0, 11), day=day, slot=slot)
                if count is not None:
                    events.append({"type": "vote", "round": round_no, "candidate": target, "count": count})
        lift = self.one("lift", range(0, 11), day=day)
        if lift is not None:
            events.append({"type": "lift_vote", "count": lift})
        return events

    def night(self, night: int, black: list[int], reading: Reading) -> list[dict[str, Any]]:
        events: list[dict[str, Any]] = []
        shots: dict[str, int | None] = {}
        for n in range(1, 4):
            target = self.one("shot", list(range(1, 11)) + [0], day=night, slot=n)
            if target is None:
                continue
            if n > len(black):
                # a shooter's column with no black seat marked for it: which roles are missing
                # is the reviewer's to say, never a guess (nor a crash of the engine)
                self.doubts.append(Doubt("no_shooter", self._keys("shot", list(range(1, 11)) + [0], night, n)
                                         + self._role_keys(BLACK), f"N{night}", str(n)))
                continue
            shots[str(black[n - 1])] = target or None
        if shots:
            events.append({"type": "shooting", "shots": shots})
        for who, answers in (("don", ["sheriff", "not_sheriff"]), ("sheriff", ["red", "black"])):
            target = self.one(who, range(1, 11), day=night)
            if target is None:
                continue
            if who not in self.roles:
                # a check by a role no seat has: the game cannot be made from it as it stands
                self.doubts.append(Doubt("no_role", self._keys(who, range(1, 11), night) + self._role_keys((who,)),
                                         f"N{night}", who))
                continue
            check: dict[str, Any] = {"type": f"{who}_check", "target": target}
            answer = self.one(f"{who}.answer", answers, day=night)
            if answer is not None:
                check["result"] = answer
            events.append(check)
        return events

    def best_move(self) -> dict[str, Any] | None:
        seat = self.one("best.seat", range(1, 11))
        guess = [v for v, _ in self.chosen("best.guess", range(1, 11))]
        if seat is None:
            return None
        return {"type": "best_move", "seat": seat, "guess": guess}


def _phase_of(name: str, where: Mapping[str, Any]) -> str | None:
    if "day" not in where:
        return None
    night = name in ("shot", "don", "sheriff", "don.answer", "sheriff.answer")
    return f"{'N' if night else 'D'}{where['day']}"


def _place_best_move(reading: Reading, event: dict[str, Any] | None) -> None:
    """In the day after the night of the first player killed, as the engine replays the game."""
    if event is None:
        return
    from app import editions
    phases = reading.doc["phases"]
    try:
        state = editions.replay(reading.doc)
        night = next(e.phase for e in state.eliminated if str(e.how) == "killed" and e.phase.startswith("N"))
    except Exception:      # noqa: BLE001 (a game read from paper may be anything; said, never raised)
        reading.doubts.append(Doubt("best_move_day", (), None))
        return
    day = f"D{int(night[1:]) + 1}"
    for phase in phases:
        if phase["phase"] == day:
            phase["events"].insert(0, event)
            return
    phases.append({"phase": day, "events": [event]})
