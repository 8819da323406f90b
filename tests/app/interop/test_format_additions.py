"""What the format gained for foreign records, as the reader, the schema and the engine see it."""
from __future__ import annotations

import pytest
from jsonschema import Draft202012Validator

from app import editions
from app.format import GameFileError, schema, validate_game

ROLES = ["citizen", "citizen", "sheriff", "citizen", "mafia", "citizen", "don", "citizen", "mafia", "citizen"]


def make_game(phases, ruleset="league", **extra) -> dict:
    """Sheriff 3, mafia 5 and 9, don 7 (the suite's usual seating)."""
    doc = {"format": "mafia-game/1", "ruleset": ruleset,
           "players": [{"seat": i + 1, "name": f"P{i + 1}", "role": r} for i, r in enumerate(ROLES)],
           "phases": [{"phase": name, "events": [dict(e) for e in events]} for name, events in phases]}
    doc.update(extra)
    return doc

SPEECHES = [{"type": "speech", "seat": s} for s in range(1, 11)]


def _valid(doc: dict) -> dict:
    validate_game(doc)
    assert list(Draft202012Validator(schema()).iter_errors(doc)) == []
    return doc


def test_time_stamps_on_events_phases_and_the_game() -> None:
    doc = make_game([("N0", []), ("D1", [{"type": "speech", "seat": 1, "time": "2026-11-29T19:05:00"}])],
                    meta={"start": "2026-11-29T19:00:00+03:00", "end": "2026-11-29T20:10:05Z"})
    doc["phases"][1]["start"] = "2026-11-29T19:04:30.250"
    _valid(doc)
    doc["phases"][1]["events"][0]["time"] = "19:05"
    with pytest.raises(GameFileError) as caught:
        validate_game(doc)
    assert caught.value.code == "field.time" and caught.value.pointer == "phases[1].events[0].time"


def test_a_second_technical_foul_removes_the_player_and_costs_the_vote() -> None:
    doc = _valid(make_game([("N0", []), ("D1", SPEECHES[:3] + [
        {"type": "tech_foul", "seat": 4}, {"type": "foul", "seat": 4},
        {"type": "tech_foul", "seat": 4, "time": "2026-11-29T19:09:00"}])]))
    state = editions.replay(doc)
    assert [e.to_json() for e in state.eliminated] == \
        [{"seat": 4, "phase": "D1", "how": "disqualified", "cause": "tech_fouls"}]
    assert state.players[4].fouls == 1 and state.players[4].tech_fouls == 2
    assert "tech_foul.second" in [f.code for f in state.findings]
    assert 1 in state.cancelled


def test_giving_up_leaves_the_table_like_a_removal() -> None:
    state = editions.replay(_valid(make_game([("N0", [{"type": "give_up", "seat": 5}])])))
    assert [e.to_json() for e in state.eliminated] == \
        [{"seat": 5, "phase": "N0", "how": "disqualified", "cause": "give_up"}]
    assert [f.code for f in state.findings if f.severity == "warning"] == ["give_up.left"]


def test_a_guess_changes_nothing_and_is_kept() -> None:
    events = SPEECHES + [{"type": "guess", "seat": 3, "black": [5, 9], "red": [1], "vice": 2}]
    state = editions.replay(_valid(make_game([("N0", []), ("D1", events)])))
    assert not state.eliminated and "game.unknown_event" not in [f.code for f in state.findings]


def _first_day(variant: str, votes: list[dict], lift: dict | None = None):
    events = SPEECHES[:2] + [{"type": "nominate", "by": 2, "target": 5}] + SPEECHES[2:6] + \
        [{"type": "nominate", "by": 6, "target": 8}] + SPEECHES[6:] + votes + ([lift] if lift else [])
    doc = make_game([("N0", []), ("D1", events)], ruleset={"preset": "league", "options": {"7.16": variant}})
    return editions.replay(_valid(doc))


SINGLE = [{"type": "vote", "round": 1, "candidate": 5, "voters": [1, 2, 3, 4, 5, 6]},
          {"type": "vote", "round": 1, "candidate": 8, "voters": [7, 8, 9, 10]}]
TIE = [{"type": "vote", "round": r, "candidate": c, "voters": v} for r in (1, 2)
       for c, v in ((5, [1, 2, 3, 4, 6]), (8, [5, 7, 8, 9, 10]))]


@pytest.mark.parametrize("variant, leaves", [("7.16.1", [5]), ("7.16.2", []), ("7.16.3", []),
                                             ("7.16.4", [5]), ("7.16.5", [])])
def test_first_day_variants_for_a_single_leader(variant: str, leaves: list[int]) -> None:
    state = _first_day(variant, SINGLE)       # 5 voted for themselves
    assert [e.seat for e in state.eliminated] == leaves
    assert ("vote.first_day_stays" in [f.code for f in state.findings]) == (not leaves)


def test_self_break_keeps_a_leader_who_did_not_vote_for_themselves() -> None:
    votes = [{"type": "vote", "round": 1, "candidate": 5, "voters": [1, 2, 3, 4, 6, 7]},
             {"type": "vote", "round": 1, "candidate": 8, "voters": [5, 8, 9, 10]}]
    assert _first_day("7.16.4", votes).eliminated == []


@pytest.mark.parametrize("variant, leave", [("7.16.3", True), ("7.16.5", False)])
def test_first_day_lift_all(variant: str, leave: bool) -> None:
    lift = {"type": "lift_vote", "voters": [1, 2, 3, 4, 6, 7], "against": [5, 8, 9, 10]}
    state = _first_day(variant, TIE, lift)
    assert sorted(e.seat for e in state.eliminated) == ([5, 8] if leave else [])


def test_hands_for_and_against_the_lift_cannot_exceed_the_table() -> None:
    lift = {"type": "lift_vote", "count": 6, "against_count": 5}
    state = _first_day("7.16.1", TIE, lift)
    assert "vote.too_many" in [f.code for f in state.findings]
    twice = _first_day("7.16.1", TIE, {"type": "lift_vote", "voters": [1, 2], "against": [2, 3]})
    assert "vote.twice" in [f.code for f in twice.findings]


def test_the_first_day_option_is_worded_for_the_new_game_dialog() -> None:
    from app.rules.catalogue import catalogue
    assert "30 секунд" in catalogue().wording("league", "7.16.2")
    assert catalogue().wording("league", "7.16.1").startswith("Если в первый игровой «день»")
