"""Properties of the replay over random legal event sequences."""
import copy
import json

from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st
from strategies import games

from app import editions
from app.format import validate_game

SETTINGS = settings(max_examples=int(__import__("os").environ.get("HYPOTHESIS_EXAMPLES", "300")), deadline=None,
                    suppress_health_check=[HealthCheck.too_slow])


@SETTINGS
@given(games())
def test_random_legal_games_never_crash_and_report_consistently(doc):
    validate_game(doc)     # the strategy only makes structurally legal files
    state = editions.replay(doc)
    report = state.to_check_json("en")
    json.dumps(report)     # serialisable, every message renders
    assert report["status"] in ("finished", "in_progress")
    assert (report["winner"] is None) == (report["status"] == "in_progress")
    seats = [e["seat"] for e in report["eliminated"]]
    assert len(seats) == len(set(seats)), "nobody leaves twice"
    for f in state.findings:
        assert f.severity in ("error", "warning", "info") and f.message("ru") and f.message("en")


@SETTINGS
@given(games(), st.data())
def test_a_prefix_replays_to_the_same_state(doc, data):
    phases = doc["phases"]
    if not phases:
        return
    p = data.draw(st.integers(0, len(phases) - 1))
    e = data.draw(st.integers(0, len(phases[p]["events"])))
    cut = copy.deepcopy(doc)
    cut.pop("result", None)     # declared at the end of the protocol, not before
    cut["phases"] = cut["phases"][: p + 1]
    cut["phases"][p]["events"] = cut["phases"][p]["events"][:e]
    assert editions.replay(doc, until=(p, e)).to_check_json("en") == editions.replay(cut).to_check_json("en")
