"""A night is a sequence in time (issue 36 §1): every night event is judged at its own
position, and what a removal voids starts after it (night-disqualification.txt НД.3–НД.6)."""
import json
from pathlib import Path

import pytest

from app import editions
from app.document import GameDocument
from app.format import dumps_game, load_game, save_game
from app.format.events import event_from_json
from app.sport.game import replay_sport

GAMES = Path(__file__).resolve().parents[2] / "games"
# the corpus's nights with removals before, during and after the count, in one night or several
EVERY_MOMENT = ["league-night-removals-at-every-moment", "league-removed-in-the-count-leaves-before-the-checks",
                "league-removed-shooter-shot-before-the-number-counts",
                "official-don-removed-during-sheriff-check-shot-and-check-stand",
                "league-black-fourth-foul-during-don-check-miss-stands",
                "league-victim-fourth-foul-during-checks-stays-killed"]


@pytest.mark.parametrize("name", EVERY_MOMENT)
def test_a_night_with_removals_at_every_moment_round_trips_exactly(name, tmp_path):
    path = GAMES / f"{name}.json"
    text = path.read_text(encoding="utf-8")
    doc = load_game(path)
    assert dumps_game(doc) == text
    assert GameDocument.from_json(doc).to_json() == doc
    for phase in doc["phases"]:
        for event in phase["events"]:
            assert json.dumps(event_from_json(event).to_json()) == json.dumps(event)
    copy = tmp_path / "copy.json"
    save_game(GameDocument.from_json(doc).to_json(), copy)
    assert copy.read_bytes() == path.read_bytes()
    again = editions.replay(load_game(copy)).to_check_json("en")
    assert again == editions.replay(doc).to_check_json("en")
    night = next(p for p in doc["phases"] if p["phase"] == "N1")
    assert any(e["type"] in ("disqualify", "foul") for e in night["events"])


def _nights_with_a_shooting():
    for path in sorted(GAMES.glob("*.json")):
        doc = json.loads(path.read_text(encoding="utf-8"))
        if not isinstance(doc.get("ruleset"), (str, dict)) or "boulevard" in json.dumps(doc["ruleset"]):
            continue
        for p, phase in enumerate(doc["phases"]):
            kinds = [e.get("type") for e in phase["events"]]
            if phase["phase"].startswith("N") and kinds.count("shooting") == 1:
                yield path.stem, doc, p, phase


def _killed_in(state, night):
    return [(e.seat, e.disqualified) for e in state.eliminated if e.phase == night and e.how == "killed"]


NIGHTS = [pytest.param(*case, id=f"{case[0]}-{case[3]['phase']}") for case in _nights_with_a_shooting()]


@pytest.mark.parametrize(("name", "doc", "p", "phase"), NIGHTS)
def test_nothing_after_the_count_changes_whom_it_killed(name, doc, p, phase):
    """The count's kill is known once the count is over: a removal, a fourth foul or a check
    recorded after it never changes who was shot (only whether they also were removed)."""
    events = phase["events"]
    after = max(i for i, e in enumerate(events)
                if e.get("type") == "shooting" or e.get("during_shooting")) + 1
    kills = [[seat for seat, _ in _killed_in(replay_sport(doc, until=(p, end)), phase["phase"])]
             for end in range(after, len(events) + 1)]
    assert all(k == kills[0] for k in kills), name


def test_a_removal_during_the_checks_does_not_reach_back_into_the_count():
    """Blacks 4 and 8 shoot 9, black 10 shoots 5 (a miss); 10 leaves during the Don's check:
    before issue 36 his shot was dropped and 9 recorded killed, with an error on a correct
    protocol."""
    state = editions.replay(load_game(GAMES / "league-black-fourth-foul-during-don-check-miss-stands.json"))
    assert [(e.seat, e.how) for e in state.eliminated] == [(10, "fouls")]
    assert state.nights["N1"].victim is None
    assert not [f for f in state.findings if f.code.startswith("shooting.")]


def test_the_victim_given_a_fourth_foul_during_the_checks_stays_killed():
    state = editions.replay(load_game(GAMES / "league-victim-fourth-foul-during-checks-stays-killed.json"))
    killed = state.eliminated[0]
    assert (killed.seat, killed.how, killed.disqualified) == (9, "killed", True)
    assert state.cancelled == set()
    [told] = [f for f in state.findings if f.code == "foul.fourth_killed"]
    assert told.clause == "9.10" and "9" in told.message("en") and "D2" in told.message("en")


def test_a_removal_cancels_no_vote_but_the_first_in_a_night():
    state = editions.replay(load_game(GAMES / "league-night-removals-at-every-moment.json"))
    assert state.cancelled == {2}
    assert [(e.seat, e.how) for e in state.eliminated] == [(2, "disqualified"), (7, "disqualified"), (3, "killed")]
    assert [f.code for f in state.findings if f.code == "check.checker_absent"] == ["check.checker_absent"]


def _night_of(events):
    doc = load_game(GAMES / "league-victim-fourth-foul-during-checks-stays-killed.json")
    doc["phases"] = doc["phases"][:3]
    doc["phases"][2]["events"] = events
    return doc


@pytest.mark.parametrize("penalty", [{"type": "disqualify", "seat": 7, "clause": "10.14"},
                                     {"type": "foul", "seat": 7, "clause": "10.8"}])
def test_the_killed_sheriff_removed_during_the_don_s_check_checks_no_more(penalty):
    """The Sheriff, killed in the count, would still check that night; removed (or his fourth
    foul) during the Don's check, his own check after it is void (НД.5), and he stays killed."""
    events = [{"type": "shooting", "shots": {"4": 7, "8": 7, "10": 7}}, {"type": "don_check", "target": 7},
              penalty, {"type": "sheriff_check", "target": 4}]
    doc = _night_of(events)
    if penalty["type"] == "foul":
        doc["phases"][1]["events"] = [dict(penalty, clause="10.1")] * 3
    state = replay_sport(doc)
    assert [(e.seat, e.how, e.disqualified) for e in state.eliminated] == [(7, "killed", True)]
    assert [(f.code, f.event) for f in state.findings if f.code == "check.checker_absent"] == [
        ("check.checker_absent", 3)]
    assert state.nights["N1"].sheriff_check is None


def test_a_check_made_before_the_checker_s_removal_stands():
    events = [{"type": "shooting", "shots": {"4": 7, "8": 7, "10": 7}}, {"type": "don_check", "target": 7},
              {"type": "sheriff_check", "target": 4}, {"type": "disqualify", "seat": 7, "clause": "10.14"}]
    state = replay_sport(_night_of(events))
    assert state.nights["N1"].sheriff_check == (4, "black")
    assert not [f for f in state.findings if f.code == "check.checker_absent"]
