"""The boulevard quick-entry grammar (app/boulevard/entry.py): a whole night on one line."""
import pytest

from app.boulevard import replay, sample_boulevard_game
from app.boulevard.entry import EntryError, parse, resolve
from app.entry import NEXT_PHASE, parse_for


def at(phase: str, events=None):
    doc = sample_boulevard_game()
    doc.pop("result")
    names = [p["phase"] for p in doc["phases"]]
    doc["phases"] = doc["phases"][:names.index(phase) + 1]
    doc["phases"][-1]["events"] = list(events or [])
    return replay(doc)


def test_every_night_action_has_a_command():
    events = parse("p3 l8 b4:7 d9 m8:9 x9 c11+ j4:7= m0 c2- j1:2!", 12)
    assert [e["type"] for e in events] == ["putana_block", "lawyer_defend", "bartender_swap", "doctor_heal",
                                            "mafia_shot", "maniac_attack", "commissar_check", "journalist_compare",
                                            "mafia_shot", "commissar_check", "journalist_compare"]
    assert events[2]["targets"] == [4, 7] and events[4] == {"type": "mafia_shot", "by": 8, "target": 9}
    assert events[6]["result"] == "mafia" and events[7]["result"] == "same"
    assert events[8]["target"] is None and events[9]["result"] == "not_mafia" and events[10]["result"] == "different"


def test_the_table_size_bounds_the_seats():
    assert parse("x20", 20)[0]["target"] == 20
    with pytest.raises(EntryError) as caught:
        parse("p3 x13", 12)
    assert caught.value.position == 4            # at the seat itself
    assert caught.value.message("ru") == "место 13 не существует (места 1–12)"
    state = at("N1")
    assert parse_for(state, "x10")[0]["target"] == 10        # the sample seats 10


def test_the_ladder_host_errors_and_notes():
    assert parse('!5 !5 !r6+ "показал карту" !s7- !s8 dq8 "решение"', 12) == [
        {"type": "violation", "seat": 5, "kind": "light"},
        {"type": "violation", "seat": 5, "kind": "light"},
        {"type": "violation", "seat": 6, "kind": "role_reveal", "removal": True, "note": "показал карту"},
        {"type": "violation", "seat": 7, "kind": "disruption", "removal": False},
        {"type": "violation", "seat": 8, "kind": "disruption"},
        {"type": "disqualify", "seat": 8, "note": "решение"}]
    assert parse('cor3 "ослышался"; cor 2; cor1=d7', 12) == [
        {"type": "correction", "event": 2, "replacement": None, "note": "ослышался"},
        {"type": "correction", "event": 1, "replacement": None},
        {"type": "correction", "event": 0, "replacement": {"type": "doctor_heal", "by": None, "target": 7}}]
    assert parse('he Н1; he D2 replay "разбудил не ту роль"; note "тихо"', 12) == [
        {"type": "host_error", "round": "N1", "remedy": "neutral"},
        {"type": "host_error", "round": "D2", "remedy": "replay", "note": "разбудил не ту роль"},
        {"type": "note", "text": "тихо"}]
    with pytest.raises(EntryError, match="grave"):
        parse("!5+", 12)


def test_the_day_and_the_next_phase():
    assert parse("t5 5>8 v8 1 2 4 v9=3 n", 12) == [
        {"type": "speech", "seat": 5}, {"type": "nominate", "by": 5, "target": 8},
        {"type": "vote", "round": None, "candidate": 8, "voters": [1, 2, 4]},
        {"type": "vote", "round": None, "candidate": 9, "count": 3}, NEXT_PHASE]


@pytest.mark.parametrize("typed, instead", [("w7", "!7"), ("f3", "!3"), ("k7", "m7"), ("s2", "c2"),
                                            ("td5", "такого"), ("bm", "лучшего"), ("5<8", "не снимают"),
                                            ("l=6", "Адвоката")])
def test_sport_commands_are_refused_with_a_reason(typed, instead):
    with pytest.raises(EntryError) as caught:
        parse(typed, 12)
    assert caught.value.kind == "sport" and instead in caught.value.message("ru")
    assert "sport command" in caught.value.message("en")


def test_resolve_fills_in_the_actor_and_refuses_an_illegal_action_secretly():
    state = at("N1")          # the sample: Putana 4, Doctor 3, Don 7, mafioso 8, Commissar 2
    assert resolve({"type": "putana_block", "by": None, "target": 7}, state)["by"] == 4
    assert resolve({"type": "mafia_shot", "by": None, "target": 5}, state)["by"] == 7    # the Don
    assert resolve({"type": "mafia_shot", "by": 8, "target": 5}, state)["by"] == 8
    with pytest.raises(EntryError) as caught:
        resolve({"type": "putana_block", "by": None, "target": 4}, state)
    err = caught.value
    assert err.secret and "4" not in err.message("ru") and "F9" in err.message("ru")
    assert "4" in err.message("ru", reveal=True)                # the reason, while F9 is held
    with pytest.raises(EntryError) as caught:
        resolve({"type": "mafia_shot", "by": 5, "target": 1}, state)    # 5 is no mafioso
    assert caught.value.secret


def test_the_doctor_may_not_heal_the_same_player_two_nights_running_by_keyboard():
    state = at("N2")          # the Doctor healed 2 on N1
    with pytest.raises(EntryError) as caught:
        resolve(parse("d2", 10)[0], state)
    assert "2" in caught.value.message("en", reveal=True)
    assert resolve(parse("d6", 10)[0], state)["by"] == 3


def test_phase_and_round():
    night, day = at("N1"), at("D2", [{"type": "nominate", "by": 2, "target": 7},
                                     {"type": "nominate", "by": 7, "target": 2},
                                     {"type": "vote", "round": 1, "candidate": 7, "voters": [1, 2, 3]},
                                     {"type": "vote", "round": 1, "candidate": 2, "voters": [7, 8, 9]}])
    with pytest.raises(EntryError, match="night"):
        resolve(parse("t5", 10)[0], night)
    with pytest.raises(EntryError, match="day"):
        resolve(parse("p5", 10)[0], day)
    assert resolve(parse("v7 1", 10)[0], day)["round"] == 2      # the tie's re-vote
    with pytest.raises(EntryError, match="introductions"):
        resolve(parse("p5", 10)[0], at("N0"))
