"""The registry of editions answers every "which edition?" question, and the states answer
"who may do what" (``legal_actions``), so no other module sniffs the edition."""
from __future__ import annotations

import dataclasses
import re
from collections import Counter
from pathlib import Path

import pytest

from app import editions
from app.boulevard import check_setup, sample_boulevard_game
from app.editions import CLUB, EDITIONS, SPORT, SPORT_DEAL, edition_of, find_edition, get_ruleset
from app.entry import hint_for, parse_for
from app.format import boulevard as club_format
from app.format import validate_game
from app.format.document import ADDITIONS
from app.rules import presets
from app.sport import sample_game
from app.table_state import Grammar, TableState

ROOT = Path(__file__).resolve().parents[2]

# Asking a state or a ruleset which edition it is, anywhere but the registry.
# A day, a round or a seat of either edition answers the same questions (app.table_state):
# probing one for an attribute (``getattr(day, "lift", None)``) guesses the edition too.
SNIFFS = re.compile(r'hasattr\([\w.]*state\b|is_boulevard|is_club\(|preset [!=]= "boulevard"'
                    r'|isinstance\([^)]*BoulevardState|name == "boulevard"'
                    r'|[gs]etattr\((day|rnd|round_?|player|night), "')


def _sniffers() -> list[str]:
    found = []
    for folder in ("app", "ui", "reports"):
        for path in sorted((ROOT / folder).rglob("*.py")):
            name = path.relative_to(ROOT).as_posix()
            if name == "app/editions.py":
                continue
            for number, line in enumerate(path.read_text(encoding="utf-8").splitlines(), 1):
                if SNIFFS.search(line):
                    found.append(f"{name}:{number}: {line.strip()}")
    return found


def test_no_module_outside_the_registry_sniffs_the_edition():
    assert _sniffers() == []


def test_the_sniff_pattern_catches_the_sniffs_it_names():
    for line in ('if hasattr(state, "night_roles"):', 'if hasattr(w.doc.state, "journal"):',
                 'if is_boulevard(doc.get("ruleset")):', 'if state.rules.preset == "boulevard":',
                 "if isinstance(state, BoulevardState):", 'if name == "boulevard":',
                 'if getattr(day, "lift", None) is not None:', 'value = getattr(rnd, "recorded", {})'):
        assert SNIFFS.search(line), line


# -- finding an edition ------------------------------------------------------------------------
def test_every_sport_preset_belongs_to_the_sport_edition_and_boulevard_to_the_club():
    for preset in presets():
        assert find_edition(preset) is SPORT
        assert find_edition({"preset": preset, "options": {}}) is SPORT
    assert find_edition("boulevard") is CLUB
    assert find_edition({"preset": "boulevard"}) is CLUB


@pytest.mark.parametrize("spec", [None, 7, {"options": {}}, {"preset": ["boulevard"]}, "no-such-book"])
def test_a_malformed_spec_belongs_to_the_sport_edition_whose_reader_explains(spec):
    assert find_edition(spec) is SPORT


def test_edition_of_a_replayed_state():
    assert edition_of(editions.replay(sample_game())) is SPORT
    assert edition_of(editions.replay(sample_boulevard_game())) is CLUB


def test_get_ruleset_asks_the_registry_not_a_name(monkeypatch):
    made = []

    def make(preset, chosen):
        made.append((preset, dict(chosen)))
        return get_ruleset("league")

    trial = dataclasses.replace(CLUB, name="trial", presets=frozenset({"trial"}), make_ruleset=make)
    monkeypatch.setattr(editions, "EDITIONS", {"trial": trial, **EDITIONS})
    assert get_ruleset({"preset": "trial", "options": {"x": "y"}}).preset == "league"
    assert made == [("trial", {"x": "y"})]


# -- what an edition supplies ------------------------------------------------------------------
def test_the_sport_table_is_ten_with_the_one_deal():
    table = SPORT.table
    assert (table.seats, table.default, table.last_seat) == (range(10, 11), 10, 10)
    assert Counter(table.deal()) == Counter(SPORT_DEAL)
    assert list(table.seat_numbers()) == list(range(1, 11))
    assert not table.allows(9) and not table.allows(11)
    with pytest.raises(ValueError):
        table.deal(12)


def test_the_sport_deal_is_what_a_game_file_must_hold():
    doc = sample_game()
    for player, role in zip(doc["players"], SPORT.table.deal()):
        player["role"] = role
    doc["phases"] = doc["phases"][:1]
    del doc["result"], doc["awards"]
    assert validate_game(doc) is doc


def test_every_club_table_size_gets_a_deal_the_book_allows():
    table = CLUB.table
    assert (table.seats.start, table.last_seat) == (6, 20)
    for size in table.seats:
        roles = table.deal(size)
        assert len(roles) == size
        check_setup(roles)                     # raises if the deal cannot play
        assert set(roles) <= set(table.roles)


def test_each_edition_names_its_schema_and_grammar():
    for edition in EDITIONS.values():
        assert (ROOT / "app" / "format" / edition.schema_file).is_file()
        assert isinstance(edition.entry, Grammar)
        assert edition.sheet_columns[:3] == ("seat", "name", "role")
        assert all(group for group in edition.seat_menu)
    assert ADDITIONS == {CLUB.name: club_format}


def test_the_quick_entry_speaks_the_grammar_of_the_state_edition():
    sport, club = editions.replay(sample_game()), editions.replay(sample_boulevard_game())
    assert parse_for(sport, "5>8") == parse_for(club, "5>8") == [{"type": "nominate", "by": 5, "target": 8}]
    assert parse_for(club, "!5") == [{"type": "violation", "seat": 5, "kind": "light"}]
    assert hint_for(sport) is None and "v8" in hint_for(club)


# -- the state protocol and legal actions --------------------------------------------------------
def _sport(phase: int, event: int):
    return editions.replay(sample_game(), until=(phase, event))


def _club(phase: int, event: int):
    return editions.replay(sample_boulevard_game(), until=(phase, event))


def test_both_states_answer_the_table_questions():
    for state in (editions.replay(sample_game()), editions.replay(sample_boulevard_game())):
        assert isinstance(state, TableState)
        assert state.unannounced(1) is False


def test_every_legal_action_is_an_entry_of_the_edition_seat_menu():
    for state in (_sport(1, 1), _sport(2, 0), _sport(3, 0), _club(3, 1), _club(2, 2)):
        menu = {entry for group in edition_of(state).seat_menu for entry in group}
        for seat in state.players:
            assert set(state.legal_actions(seat)) <= menu


def test_a_sport_day_offers_nominating_anyone_at_the_table_and_withdrawing_ones_own():
    state = _sport(1, 1)                                  # 1 has nominated 7
    actions = state.legal_actions(1)
    assert actions["nominate"] == tuple(range(1, 11))
    assert actions["withdraw"] == (7,)
    assert "withdraw" not in state.legal_actions(2)
    assert "vote" in state.legal_actions(7) and "vote" not in state.legal_actions(1)
    assert {"foul", "warning", "disqualify", "team_defeat"} <= set(actions)
    assert not {"killed", "shoots_at", "don_check"} & set(actions)


def test_who_left_is_not_offered_as_a_target():
    state = _sport(3, 1)                                  # D2: 7 voted out, 4 killed
    assert state.legal_actions(1)["nominate"] == (1, 2, 3, 5, 6, 8, 9, 10)


def test_only_the_first_victim_names_a_best_move_and_only_on_day_two():
    state = _sport(3, 0)                                  # D2 begins; 4 died in N1
    assert "best_move" in state.legal_actions(4)
    assert state.legal_actions(4)["best_move"] == tuple(range(1, 11))
    assert "best_move" not in state.legal_actions(5)
    assert all("best_move" not in _sport(1, 0).legal_actions(s) for s in range(1, 11))


def test_at_night_only_a_black_at_the_table_shoots():
    state = _sport(2, 0)                                  # N1, nothing recorded yet
    shooter = state.legal_actions(5)                      # mafia
    assert shooter["shoots_at"] == (1, 2, 3, 4, 5, 6, 8, 9, 10, None)
    assert "shoots_at" not in state.legal_actions(3)      # the sheriff
    assert {"killed", "missed", "don_check", "sheriff_check"} <= set(state.legal_actions(3))
    assert not {"nominate", "vote", "speech"} & set(shooter)


def test_a_club_seat_never_offers_a_night_action():
    night = _club(2, 2)
    for seat in night.players:
        assert set(night.legal_actions(seat)) == {"violation", "removal"}
    assert night.legal_actions(1)["violation"] == ("light", "role_reveal", "disruption")


def test_a_club_day_offers_the_vote_against_a_candidate_only():
    day = _club(3, 2)                                     # D2: 2 nominated 7, 7 nominated 2
    assert "vote" in day.legal_actions(7) and "vote" not in day.legal_actions(1)
    assert day.legal_actions(1)["nominate"] == tuple(day.at_table())


def test_both_states_say_the_open_vote_round():
    assert _sport(1, 2).open_round(7) == 1
    assert _club(3, 2).open_round() == 1


def test_each_edition_says_which_results_a_judge_may_declare():
    from app.kernel.outcomes import Winner
    assert SPORT.winners == ("red", "black", "draw")
    assert CLUB.winners == ("red", "black", "maniac", "draw")     # the club's Maniac plays for himself
    assert all(Winner(w) for e in EDITIONS.values() for w in e.winners)


def _day(events):
    from tests.conftest import make_game
    return editions.replay(make_game([("N0", []), ("D1", events)]))


def test_the_lift_all_vote_offers_nothing_but_the_lift_all_vote():
    tie = [{"type": "nominate", "by": 1, "target": 5}, {"type": "nominate", "by": 9, "target": 6},
           {"type": "vote", "round": 1, "candidate": 5, "voters": [1, 2, 3, 4, 7]},
           {"type": "vote", "round": 2, "candidate": 5, "voters": [1, 2, 3, 4, 7]}]
    state = _day(tie)
    assert state.phase.awaiting in ("lift", "lift_all_table")
    for seat in (1, 5, 9):
        actions = state.legal_actions(seat)
        assert "lift_vote" in actions
        assert not {"withdraw", "vote", "speech", "nominate"} & set(actions), seat


def test_a_re_vote_is_offered_for_the_tied_candidates_only():
    state = _day([{"type": "nominate", "by": 1, "target": 5}, {"type": "nominate", "by": 2, "target": 6},
                  {"type": "nominate", "by": 3, "target": 8},
                  {"type": "vote", "round": 1, "candidate": 5, "count": 4},
                  {"type": "vote", "round": 1, "candidate": 6, "count": 4}])
    assert state.phase.awaiting == "revote"
    assert "vote" in state.legal_actions(5) and "vote" in state.legal_actions(6)
    assert "vote" not in state.legal_actions(8)


def test_a_player_who_has_left_is_offered_no_speech_nomination_or_vote():
    state = _sport(3, 1)                                  # D2: 7 voted out on D1, 4 killed in N1
    for seat in (4, 7):
        assert not {"speech", "nominate", "withdraw", "vote"} & set(state.legal_actions(seat)), seat
    assert "speech" in state.legal_actions(1)
    club = editions.replay(sample_boulevard_game(), until=(5, 0))     # D3 of the club sample: 5, 7, 6 have left
    assert club.phase.name == "D3"
    gone = [s for s in club.players if s not in club.at_table()]
    assert gone and all(not {"speech", "nominate", "vote"} & set(club.legal_actions(s)) for s in gone)
