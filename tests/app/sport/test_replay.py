"""The replay machinery both editions share (app/sport/replay.py) and the outcome enums."""
import json

from app import editions
from app.boulevard import sample_boulevard_game
from app.boulevard.game import BOULEVARD
from app.kernel import Cause, DayResult, Departure, Outcome, Reason, Team, Winner
from app.kernel.outcomes import Code
from app.kernel.replay import Engine, Recorder
from app.sport import sample_game
from app.sport.game import SPORT


def _plain(value):
    """The same report with every enum member replaced by the bare string it stands for."""
    if isinstance(value, dict):
        return {str(k): _plain(v) for k, v in value.items()}
    if isinstance(value, list):
        return [_plain(v) for v in value]
    if isinstance(value, Code):
        return value.value
    return value


def test_outcomes_are_enum_members_equal_to_the_strings_of_the_file():
    state = editions.replay(sample_game())
    assert state.outcome == Outcome(Winner.RED, Reason.NO_BLACKS, "D3", 2)
    assert state.winner is Winner.RED and state.winner == "red"
    assert [e.how for e in state.eliminated][:2] == [Departure.VOTED, Departure.KILLED]
    assert all(type(e.how) is Departure for e in state.eliminated)
    assert type(state.days["D1"].result) is DayResult and state.days["D1"].result == "voted"
    assert state.players[5].team is Team.BLACK
    assert {Cause.TECH_FOULS: 1}["tech_fouls"] == 1      # hashed as the string


def test_check_json_is_byte_identical_to_the_one_with_plain_strings():
    for state in (editions.replay(sample_game()), editions.replay(sample_boulevard_game())):
        report = state.to_check_json("en")
        assert json.dumps(report, ensure_ascii=False) == json.dumps(_plain(report), ensure_ascii=False)
        assert repr(state.outcome) == repr(Outcome(str(state.winner), str(state.outcome.reason),
                                                   state.outcome.phase, state.outcome.event))


def test_both_editions_are_engines_fed_to_one_replay():
    assert isinstance(SPORT, Engine) and isinstance(BOULEVARD, Engine)
    sport, club = editions.replay(sample_game()), editions.replay(sample_boulevard_game())
    assert isinstance(sport, Recorder) and isinstance(club, Recorder)
    # the same finish, worded in each edition's terms
    assert sport.outcome.text().pick("en") == "red wins"
    assert club.outcome.text().pick("en") == "the town wins"
    assert club.outcome.winner is Winner.RED


def test_an_unknown_event_and_an_event_after_the_end_are_reported_alike_in_both_editions():
    for doc in (sample_game(), sample_boulevard_game()):
        ended = doc["phases"][-1]["phase"]          # a day, at whose end (or during it) the game ends
        doc["phases"].append({"phase": f"N{ended[1:]}", "events": [{"type": "nominate", "by": 1, "target": 2}]})
        doc["phases"][1]["events"].append({"type": "dance", "seat": 1})
        state = editions.replay(doc)
        codes = [f.code for f in state.findings]
        assert "game.unknown_event" in codes and "game.event_after_end" in codes


def test_the_vote_json_keeps_each_editions_keys_in_order():
    sport = editions.replay(sample_game()).to_check_json()["days"]["D1"]
    assert list(sport) == ["candidates", "rounds", "result", "leaving", "determined_at"]
    assert list(sport["rounds"][0]) == ["round", "candidates", "tallies", "inferred", "complete", "leaders"]
    club = editions.replay(sample_boulevard_game()).to_check_json()["days"]["D2"]
    assert list(club) == ["candidates", "rounds", "result", "leaving"]
    assert list(club["rounds"][0]) == ["round", "candidates", "tallies", "leaders"]
