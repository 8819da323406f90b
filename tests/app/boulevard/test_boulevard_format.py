"""Reading boulevard files: the tables a host may set, the new events, and the sport rules untouched."""
from __future__ import annotations

import copy
import re

import pytest
from jsonschema import Draft202012Validator

from app import editions
from app.boulevard import check_setup, sample_boulevard_game, setup_problem, suggested_roles, table_range
from app.boulevard.roles import (
    MafiaTooStrongError,
    NoMafiaError,
    RoleRepeatedError,
    SetupError,
    TableSizeError,
    UnknownRoleError,
)
from app.editions import get_ruleset
from app.format import GameFileError, schema, validate_game
from app.format.messages import BOULEVARD_MESSAGES, MESSAGES
from app.rules import InvalidChoice
from app.rules.boulevard import UnknownNamedOption
from app.sport import sample_game


def with_roles(roles: list[str]) -> dict:
    doc = sample_boulevard_game()
    doc["players"] = [{"seat": i + 1, "name": "", "role": r} for i, r in enumerate(roles)]
    doc["phases"] = [{"phase": "N0", "events": []}]
    doc.pop("result")
    return doc


@pytest.mark.parametrize("roles, error, ru, en", [
    (["don", "citizen", "citizen", "doctor", "citizen"], TableSizeError,
     "5 — столько игроков не бывает: за бульварным столом от 6 до 20", "5 players: a boulevard table seats 6 to 20"),
    (["don"] + ["citizen"] * 20, TableSizeError, "21 — столько", "21 players"),
    (["don", "doctor", "doctor", "citizen", "citizen", "citizen"], RoleRepeatedError,
     "роль «Доктор» у 2 игроков", "2 players hold the Doctor card"),
    (["citizen", "doctor", "lawyer", "maniac", "citizen", "citizen"], NoMafiaError,
     "нет ни Дона, ни мафиози", "neither a Don nor a mafioso"),
    (["don", "mafia", "mafia", "citizen", "citizen", "maniac"], MafiaTooStrongError,
     "мафия (Дон, мафиози и Адвокат) — 3 из 6 игроков, а мирных — 2", "is 3 of 6 players against 2 town players"),
    (["don", "sheriff", "citizen", "citizen", "citizen", "citizen"], UnknownRoleError,
     "роли «sheriff» нет в бульварной редакции", "there is no role 'sheriff'"),
])
def test_a_refused_table_says_why_in_both_languages(roles, error, ru, en):
    with pytest.raises(error) as caught:
        check_setup(roles)
    assert isinstance(caught.value, SetupError) and isinstance(caught.value, ValueError)
    assert ru in caught.value.message("ru") and en in caught.value.message("en")
    assert setup_problem(roles).message("en") == caught.value.message("en")


def test_every_table_size_in_range_has_a_playable_usual_deal():
    sizes = table_range()
    assert (sizes.start, sizes.stop - 1) == (6, 20)
    for n in sizes:
        roles = suggested_roles(n)
        assert len(roles) == n and setup_problem(roles) is None
        validate_game(with_roles(roles))


def test_the_file_refuses_a_bad_table_with_the_reason():
    doc = with_roles(["don", "mafia", "mafia", "citizen", "citizen", "maniac"])
    with pytest.raises(GameFileError) as caught:
        validate_game(doc, "g.json")
    assert caught.value.code == "players.boulevard_setup" and caught.value.pointer == "players"
    assert "мафия должна быть меньше мирных" in caught.value.message("ru")
    doc = with_roles(["don"] + ["citizen"] * 21)
    with pytest.raises(GameFileError) as caught:
        validate_game(doc)
    assert caught.value.code == "players.boulevard_count"
    assert caught.value.message("en").endswith("a boulevard table seats 6 to 20 players, found 22")


def test_seats_run_one_to_n_at_a_table_of_n():
    doc = with_roles(suggested_roles(14))
    doc["phases"] = [{"phase": "N0", "events": []},
                     {"phase": "D1", "events": [{"type": "nominate", "by": 14, "target": 13}]}]
    validate_game(doc)
    doc["phases"][1]["events"][0]["target"] = 15
    with pytest.raises(GameFileError) as caught:
        validate_game(doc)
    assert caught.value.message("ru").endswith("место 15 — нет такого места (допустимо 1–14)")
    doc["phases"][1]["events"][0]["target"] = "13"
    with pytest.raises(GameFileError) as caught:
        validate_game(doc)
    assert "целое число 1–14" in caught.value.message("ru")


CASES = {
    "players.boulevard_count": lambda d: d["players"].pop(),
    "players.boulevard_setup": lambda d: d["players"][0].update(role="don"),
    "phases.replay": lambda d: d["phases"].insert(3, {"phase": "N0", "replay": True, "events": []}),
    "event.phase_name": lambda d: d["phases"][3]["events"].append({"type": "host_error", "round": "night 1",
                                                                   "remedy": "neutral"}),
    "event.targets_size": lambda d: d["phases"][2]["events"][6].update(targets=[7, 8, 9]),
    "event.removal_light": lambda d: d["phases"][3]["events"].append({"type": "violation", "seat": 1,
                                                                      "kind": "light", "removal": True}),
}


def test_every_boulevard_code_has_a_case_and_both_templates():
    assert set(CASES) == set(BOULEVARD_MESSAGES) and not set(CASES) & set(MESSAGES)
    for ru, en in BOULEVARD_MESSAGES.values():
        assert ru and en and ru != en


@pytest.mark.parametrize("code", sorted(CASES))
def test_a_boulevard_file_error_is_one_line_in_each_language(code):
    doc = sample_boulevard_game()
    if code == "players.boulevard_count":
        doc = with_roles(["don", "doctor", "citizen", "citizen", "citizen", "citizen"])
    CASES[code](doc)
    with pytest.raises(GameFileError) as caught:
        validate_game(doc, "g.json")
    error = caught.value
    assert error.code == code
    ru, en = error.message("ru"), error.message("en")
    assert re.search("[а-яё]", ru, re.IGNORECASE) and not re.search("[а-яё]", en, re.IGNORECASE)
    assert "\n" not in ru + en and "None" not in ru + en


def test_night_actions_corrections_and_replays_are_checked_for_shape():
    doc = sample_boulevard_game()
    doc["phases"][2]["events"].append({"type": "commissar_check", "by": 2, "target": 5, "result": "red"})
    with pytest.raises(GameFileError) as caught:
        validate_game(doc)
    assert caught.value.code == "field.enum" and caught.value.pointer == "phases[2].events[7].result"
    doc = sample_boulevard_game()
    doc["phases"][3]["events"].append({"type": "correction", "event": 0,
                                       "replacement": {"type": "doctor_heal", "by": 3, "target": 2}})
    with pytest.raises(GameFileError) as caught:      # a night action in a day
        validate_game(doc)
    assert caught.value.pointer == "phases[3].events[4].replacement.type"
    doc["phases"][3]["events"][-1]["phase"] = "N1"    # names the night: shaped as a night event
    validate_game(doc)
    doc = sample_boulevard_game()
    doc["phases"][1]["events"].append({"type": "mafia_shot", "by": 7, "target": None})
    with pytest.raises(GameFileError) as caught:
        validate_game(doc)
    assert caught.value.code == "event.phase"


def test_a_replayed_phase_continues_the_order_from_its_name():
    doc = sample_boulevard_game()
    replay = copy.deepcopy(doc["phases"][2]) | {"replay": True}
    doc["phases"][4:4] = [replay, copy.deepcopy(doc["phases"][3])]
    validate_game(doc)
    doc["phases"][4]["phase"] = "D1"
    with pytest.raises(GameFileError) as caught:
        validate_game(doc)
    assert caught.value.code == "phases.replay" and "N1, D2" in caught.value.message("en")


def test_the_sport_presets_read_exactly_as_before():
    doc = sample_game()
    doc["phases"][2]["events"].append({"type": "doctor_heal", "by": "x"})   # unknown to the sport books
    validate_game(doc)
    state = editions.replay(doc)
    assert "game.unknown_event" in {f.code for f in state.findings}
    doc["players"].pop()
    with pytest.raises(GameFileError) as caught:
        validate_game(doc)
    assert caught.value.message("en").endswith("there must be exactly 10 players, found 9")
    doc = sample_game()
    doc["phases"][1]["events"][0]["target"] = 11
    with pytest.raises(GameFileError) as caught:
        validate_game(doc)
    assert caught.value.message("ru").endswith("место 11 — нет такого места (допустимо 1–10)")


def test_the_boulevard_ruleset_takes_named_options_only():
    assert get_ruleset("boulevard").readings()["lawyer"] == "disguise"
    with pytest.raises(UnknownNamedOption) as caught:
        get_ruleset({"preset": "boulevard", "options": {"9.10": "9.10.2"}})
    assert "у свода «boulevard» нет опции «9.10»" in caught.value.message("ru")
    with pytest.raises(InvalidChoice):
        get_ruleset({"preset": "boulevard", "options": {"lawyer": "alibi"}})
    doc = sample_boulevard_game()
    doc["ruleset"] = {"preset": "boulevard", "options": {"lawyer": "alibi"}}
    with pytest.raises(GameFileError) as caught:
        validate_game(doc)
    assert caught.value.pointer == "ruleset.options.lawyer"


def test_the_boulevard_schema_describes_boulevard_files():
    Draft202012Validator.check_schema(schema("boulevard"))
    validator = Draft202012Validator(schema("boulevard"))
    assert list(validator.iter_errors(sample_boulevard_game())) == []
    assert schema()["properties"]["players"] == {"$ref": "#/$defs/players"}     # the sport one is untouched
    for change in (lambda d: d.update(players=d["players"][:5]), lambda d: d["players"][0].update(role="sheriff"),
                   lambda d: d["phases"][2]["events"][6].update(targets=[7]),
                   lambda d: d["phases"][1]["events"].append({"type": "mafia_shot", "by": 7, "target": 1}),
                   lambda d: d.update(result={"winner": "mafia"})):
        doc = sample_boulevard_game()
        change(doc)
        assert not validator.is_valid(doc)
        with pytest.raises(GameFileError):
            validate_game(doc)


def test_seat_keys_stop_at_the_tables_last_seat():
    doc = with_roles(suggested_roles(6))
    doc["awards"] = {"cards": {"6": "yellow"}}
    validate_game(doc)
    doc["awards"] = {"cards": {"8": "yellow"}}
    with pytest.raises(GameFileError) as caught:
        validate_game(doc)
    assert caught.value.code == "awards.seat_key" and 'от "1" до "6"' in caught.value.message("ru")
