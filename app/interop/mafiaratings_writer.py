"""Writing a game in the form mafiaratings' API takes (``Game::api_help()``).

The engine's replay decides who left, when and how; the events give each player's
nominations, votes, shots and fouls, and the place in the game ("gametime") of each foul
and removal.  What the record cannot hold is named in the game's notes.
"""
from __future__ import annotations

from datetime import UTC, datetime
from typing import Any

from app import editions
from app.editions import find_edition
from app.kernel import Cause, DayResult, Departure, Winner
from app.kernel.model import Elimination
from app.sport.game import replay_sport
from app.sport.state import State

from .report import Notes
from .rules_code import code_from_options

ROLES = {"citizen": "civ", "sheriff": "sheriff", "mafia": "maf", "don": "don"}
WINNERS = {Winner.RED: "civ", Winner.BLACK: "maf", Winner.DRAW: "tie"}
FEATURES = "gsdutclhvnwr"


def to_mafiaratings(doc: dict[str, Any], ids: dict[str, Any] | None = None) -> tuple[dict[str, Any] | None, Notes]:
    """The record and its notes; no record for a game the target cannot hold at all.

    ``ids`` gives mafiaratings' own numbers the game file cannot know and ``create``
    needs: ``clubId``, ``eventId``, ``tournamentId``, and the moderator's user ``id``."""
    notes = Notes()
    if not find_edition(doc.get("ruleset")).ratings_export:    # the club roles have no place there
        notes.add("boulevard", replay=True)
        return None, notes
    state = replay_sport(doc)
    rules = state.rules
    code, rule_notes = code_from_options(rules.options, rules.explicit)
    notes.items.extend(rule_notes.items)
    if rules.preset != "league":
        notes.add("preset", preset=rules.preset)
    errors = state.errors()
    if errors:
        notes.add("errors", replay=True, count=len(errors))
    walk = _Walk(doc, state, notes)
    walk.run()
    players = []
    for player in doc["players"]:
        seat = player["seat"]
        out: dict[str, Any] = {"name": player.get("name", ""), "role": ROLES[player["role"]]}
        out.update(walk.players[seat])
        players.append((seat, out))
    features = FEATURES + ("k" if walk.kill_all else "")
    record = _where_and_when(doc, ids or {}, "".join(sorted(set(features), key=features.index)))
    record["language"] = "ru"
    record["rules"] = code
    winner = (doc.get("result") or {}).get("winner") or state.winner
    if winner and not (doc.get("result") or {}).get("winner"):
        notes.add("result_missing", replay=True)
    if winner:
        record["winner"] = WINNERS[Winner(winner)]
    record["players"] = [p for _, p in sorted(players, key=lambda item: item[0])]
    _bonuses(doc.get("awards") or {}, record["players"], notes)
    return record, notes


def _where_and_when(doc: dict[str, Any], ids: dict[str, Any], features: str) -> dict[str, Any]:
    """The record's head: its id on the site (a game read from there), the features, the
    club, event, tournament and moderator ``ids`` give, the table and game numbers, and
    the start and end."""
    record: dict[str, Any] = {}
    source = doc.get("source") or {}
    if source.get("system") == "mafiaratings" and source.get("id") is not None:
        record["id"] = source["id"]
    record["features"] = features
    record.update({key: ids[key] for key in ("clubId", "eventId", "tournamentId") if ids.get(key) is not None})
    if ids.get("moderator") is not None:
        record["moderator"] = {"id": ids["moderator"]}
    meta = doc.get("meta") or {}
    for ours, theirs in (("table", "tableNum"), ("game", "gameNum")):
        number = meta.get(ours)
        if isinstance(number, int) or (isinstance(number, str) and number.isdigit()):
            record[theirs] = int(number)
    # their database keeps Unix seconds (the stored records; create() inserts them as given)
    times = {"startTime": _unix(meta.get("start") or (f"{meta['date']}T00:00:00" if meta.get("date") else None)),
             "endTime": _unix(meta.get("end"))}
    record.update({key: value for key, value in times.items() if value is not None})
    return record


# a candidate's hands in a round: the voters (None where only the count is known), the event's index
_Hands = tuple[tuple[int, ...] | None, int]


class _Walk:
    """Every event once, in order, knowing the place in the game it happened at."""

    def __init__(self, doc: dict[str, Any], state: State, notes: Notes) -> None:
        self.doc, self.state, self.notes = doc, state, notes
        self.players: dict[int, dict[str, Any]] = {p["seat"]: {} for p in doc["players"]}
        self.kill_all = False
        self.places: dict[tuple[int, int], dict[str, Any]] = {}
        self.warnings = 0           # 9.3.1 warnings: the record has no place for them

    def run(self) -> None:
        for p, phase in enumerate(self.doc["phases"]):
            name = phase["phase"]
            if name[0] == "D":
                self._day(p, name, phase["events"])
            else:
                self._night(p, name, phase["events"])
        self._deaths()

    def _end(self, p: int, e: int) -> bool:
        """Is this event after the game ended (the final minute)?"""
        outcome = self.state.outcome
        if outcome is None:
            return False
        index = next(i for i, ph in enumerate(self.doc["phases"]) if ph["phase"] == outcome.phase)
        return (p, e) > (index, outcome.event if outcome.event is not None else 10 ** 6)

    def _day(self, p: int, name: str, events: list[dict[str, Any]]) -> None:
        r = int(name[1:]) - 1
        day = self.state.days.get(name)
        at: dict[str, Any] = {"round": r, "time": "night kill speaking" if day and day.last_word else "day start"}
        rounds: dict[int, dict[int, _Hands]] = {}
        lift = None
        decided = day.determined_at if day else None
        for e, event in enumerate(events):
            kind = event.get("type")
            if "time" in event:
                self.notes.add("time")
            if kind in ("speech", "nominate", "withdraw"):
                at = self._speaking(r, name, event, at, rounds, day)
            elif kind == "vote":
                if "voters" not in event:
                    self.notes.add("counts_only", replay=True, phase=name)
                rounds.setdefault(event["round"], {})[event["candidate"]] = \
                    (tuple(event["voters"]), e) if "voters" in event else (None, e)
                at = {"round": r, "time": "voting", "votingRound": event["round"] - 1,
                      "nominee": event["candidate"]}
            elif kind == "lift_vote":
                lift = event
                at = {"round": r, "time": "voting kill all"}
            elif kind == "best_move":
                self.players[event["seat"]]["legacy"] = list(event["guess"])
            else:
                self._penalty(event, at if not self._end(p, e) else {"round": r, "time": "end"}, name)
            last_count = e == len(events) - 1 or events[e + 1].get("type") not in ("vote", "lift_vote")
            if isinstance(decided, int) and e >= decided and kind in ("vote", "lift_vote") \
                    and day is not None and day.leaving and last_count:
                at = {"round": r, "time": "day kill speaking", "speaker": day.leaving[0]}
            self.places[(p, e)] = at
        for by, target in (day.nominator.items() if day else ()):
            self.players[by].setdefault("nominating", {})[r] = target
        self._votes(p, r, name, rounds, lift)

    def _speaking(self, r: int, name: str, event: dict[str, Any], at: dict[str, Any],
                  rounds: dict[int, dict[int, _Hands]], day: Any) -> dict[str, Any]:
        """Where a speech, a nomination or its withdrawal puts the day (``at`` before it): a
        player's minute, or a tied player's 30 seconds before the re-vote."""
        kind = event.get("type")
        if kind == "withdraw":
            self.notes.add("withdraw", replay=True, phase=name)
            return at
        seat = event["seat"] if kind == "speech" else event["by"]
        if kind == "nominate" and (day is None or day.nominator.get(event["by"]) != event["target"]):
            # the record keeps who stands nominated, not a nomination refused
            self.notes.add("refused_nomination", replay=True, phase=name)
        if not rounds:          # one nominates in one's own minute (7.2)
            return {"round": r, "time": "speaking", "speaker": seat}
        if kind == "speech":
            return {"round": r, "time": "voting", "votingRound": max(rounds) - 1, "speaker": seat}
        return at

    def _votes(self, p: int, r: int, name: str, rounds: dict[int, dict[int, _Hands]],
               lift: dict[str, Any] | None) -> None:
        """Each voter's hand in every round of the day; votes not cast go to the last (7.13)."""
        chosen: dict[int, list[int | None]] = {}
        day = self.state.days[name]
        for number in sorted(rounds):
            counted = day.rounds[number - 1] if number <= len(day.rounds) else None
            # a round counted to its end gives the hands not raised to its last candidate
            last = counted.candidates[-1] if counted is not None and counted.complete \
                and day.result != DayResult.CANCELLED else None
            first_event = min(e for _, e in rounds[number].values())
            present = editions.replay(self.doc, until=(p, first_event)).at_table()
            given: dict[int, int] = {}
            for candidate, (voters, _) in rounds[number].items():
                for voter in voters or ():
                    given[voter] = candidate
            for voter in present:
                chosen.setdefault(voter, []).append(given.get(voter, last))
        if lift is not None:
            if "voters" in lift:
                self.kill_all = True
                for voter, hands in chosen.items():
                    hands.append(voter in lift["voters"])
            elif "lift_vote" not in (self.doc.get("source") or {}).get("inferred", []):
                # (a count the reader inferred from a record without hands loses nothing)
                self.notes.add("lift_count", phase=name)
        for voter, hands in chosen.items():
            value = hands[0] if len(hands) == 1 else hands
            self.players[voter].setdefault("voting", {})[r] = value

    def _night(self, p: int, name: str, events: list[dict[str, Any]]) -> None:
        k = int(name[1:])
        at = {"round": k, "time": "arrangement" if k == 0 else "night start"}
        for e, event in enumerate(events):
            kind = event.get("type")
            if "time" in event:
                self.notes.add("time")
            if kind == "shooting":
                self._shooting(p, e, k, event)
                at = {"round": k, "time": "shooting"}
            elif kind in ("don_check", "sheriff_check"):
                key = "don" if kind == "don_check" else "sheriff"
                self.players[event["target"]][key] = k
                at = {"round": k, "time": key}
            else:
                if kind == "disqualify" and event.get("during_shooting"):
                    self.notes.add("during_shooting", replay=True, phase=name)
                self._penalty(event, at if not self._end(p, e) else {"round": k, "time": "end"}, name)
            self.places[(p, e)] = at

    def _shooting(self, p: int, e: int, k: int, event: dict[str, Any]) -> None:
        shots = event.get("shots")
        shooters = replay_sport(self.doc, until=(p, e)).shooters()   # mafiaratings records sport games
        if shots is None:      # only the victim was written down: every black shot them
            shots = {str(s): event.get("killed") for s in shooters}
        elif any(str(s) not in shots for s in shooters):
            self.notes.add("missing_shot", replay=True, phase=f"N{k}")
        for shooter, target in shots.items():
            row = self.players[int(shooter)].setdefault("shooting", {})
            row[k] = target

    def _penalty(self, event: dict[str, Any], at: dict[str, Any], phase: str) -> None:
        kind = event.get("type")
        seat: Any = event.get("seat")
        if event.get("clause"):
            # a clause matters to the replay only where it made the engine say something
            self.notes.add("clause", replay=any(f.code.startswith("penalty.") for f in self.state.findings))
        if kind == "foul":
            self.players[seat].setdefault("warnings", []).append(dict(at))
        elif kind == "tech_foul":
            self.players[seat].setdefault("techFouls", []).append(dict(at))
        elif kind == "warning":
            self.warnings += 1
            self.notes.items = [i for i in self.notes.items if i[0] != "warning"]
            self.notes.add("warning", count=self.warnings)
        elif kind == "guess":
            self.notes.add("guess", seat=seat)
        elif kind == "team_defeat":
            self.players[seat]["death"] = {"round": at["round"], "type": "teamKickOut", "time": dict(at)}
        elif kind in ("disqualify", "give_up"):
            self.players[seat]["_removed_at"] = dict(at)
        else:
            self.notes.add("unknown_event", replay=True, type=kind)

    def _deaths(self) -> None:
        for record in self.state.eliminated:
            number = int(record.phase[1:])
            r = number if record.phase[0] == "N" else number - 1
            player = self.players[record.seat]
            if record.how == Departure.KILLED:
                player["death"] = {"round": r, "type": "night"}
                if record.disqualified:
                    self.notes.add("during_shooting", replay=True, phase=record.phase)
            elif record.how == Departure.VOTED:
                player["death"] = {"round": r, "type": "day"}
            else:
                kind = {Departure.FOULS: "warnings", Cause.TECH_FOULS: "techFouls", Cause.GIVE_UP: "giveUp"}.get(
                    record.cause or record.how, "kickOut")
                at = self._place_of(record)
                player["death"] = {"round": at.get("round", r), "type": kind, "time": at}
        for player in self.players.values():
            player.pop("_removed_at", None)
            for key in ("nominating", "voting", "shooting"):
                if key in player:
                    rows = player[key]
                    first = 1 if key == "shooting" else 0
                    last = max(rows)
                    player[key] = [rows.get(i) for i in range(first, last + 1)]

    def _place_of(self, record: Elimination) -> dict[str, Any]:
        index = next(i for i, ph in enumerate(self.doc["phases"]) if ph["phase"] == record.phase)
        if record.event is not None and (index, record.event) in self.places:
            return dict(self.places[(index, record.event)])
        number = int(record.phase[1:])
        return {"round": number if record.phase[0] == "N" else number - 1, "time": "end"}


def _unix(text: str | None) -> int | None:
    """An ISO 8601 time as Unix seconds; one without an offset is taken as UTC."""
    if not text:
        return None
    moment = datetime.fromisoformat(text.replace("Z", "+00:00"))
    if moment.tzinfo is None:
        moment = moment.replace(tzinfo=UTC)
    return int(moment.timestamp())


def _bonuses(awards: dict[str, Any], players: list[dict[str, Any]], notes: Notes) -> None:
    given: dict[int, list[float | str]] = {}
    for seat, points in (awards.get("extra_points") or {}).items():
        given.setdefault(int(seat), []).append(points)
    if awards.get("best_player") is not None:
        given.setdefault(awards["best_player"], []).append("bestPlayer")
    for seat in awards.get("best_move_title") or []:
        given.setdefault(seat, []).append("bestMove")
    for seat, items in given.items():
        players[seat - 1]["bonus"] = items[0] if len(items) == 1 else items
    if awards.get("penalty_points") or awards.get("cards"):
        notes.add("penalty_points")
