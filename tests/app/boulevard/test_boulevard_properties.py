"""Properties of the boulevard night and replay over random legal input."""
import copy
import json
import os

from boulevard_strategies import OPTIONS, boulevard_games, games_with_legal_nights, legal_nights
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from app import editions
from app.boulevard import Action, Table, resolve
from app.boulevard.roles import SHOOTERS
from app.format import validate_game

SETTINGS = settings(max_examples=int(os.environ.get("HYPOTHESIS_EXAMPLES", "300")), deadline=None,
                    suppress_health_check=[HealthCheck.too_slow])


@SETTINGS
@given(legal_nights(), OPTIONS, st.randoms(use_true_random=False))
def test_random_legal_nights_resolve_and_never_depend_on_the_order(night, readings, rnd):
    roles, present, given_actions = night
    actions = [Action(kind, by, targets, event=i) for i, (kind, by, targets) in enumerate(given_actions)]
    table = Table(roles, present, readings)
    result = resolve(actions, table)
    shuffled = list(actions)
    rnd.shuffle(shuffled)
    assert resolve(shuffled, table).to_json() == result.to_json()
    json.dumps(result.to_json())
    # What the text guarantees, whatever the night:
    deaths = result.death_seats()
    assert set(deaths) <= present and deaths == sorted(set(deaths))
    putana = next((a for a in actions if a.action == "putana_block"), None)
    assert [b.seat for b in result.blocked] == ([putana.target] if putana else [])
    for death in result.deaths:         # more attacks got through than protections stood
        guards = sum(1 for p in result.protections if p.target == death.seat)
        assert len(death.by) > guards
    shot = result.shot
    if shot is not None and shot.status == "cancelled":
        partners = [s for s in present if roles[s] in SHOOTERS and s != putana.target]
        assert putana.target == shot.by and not partners
    if result.swap is not None:         # the Putana's and the Bartender's own targets never move
        assert {m.action for m in result.swap.moved}.isdisjoint({"putana_block", "bartender_swap", "lawyer_defend"})


@SETTINGS
@given(boulevard_games())
def test_random_boulevard_files_never_crash_and_report_consistently(doc):
    validate_game(doc)
    state = editions.replay(doc)
    report = state.to_check_json("en")
    json.dumps(report)
    assert report["status"] in ("finished", "in_progress")
    assert (report["winner"] is None) == (report["status"] == "in_progress")
    seats = [e["seat"] for e in report["eliminated"]]
    assert len(seats) == len(set(seats)), "nobody leaves twice"
    for f in state.findings:
        assert f.severity in ("error", "warning", "info") and f.message("ru") and f.message("en")
    for entry in state.journal():
        assert entry.text("ru") and entry.text("en")


@SETTINGS
@given(boulevard_games(), st.data())
def test_a_prefix_replays_to_the_same_state(doc, data):
    phases = doc["phases"]
    if not phases:
        return
    p = data.draw(st.integers(0, len(phases) - 1))
    e = data.draw(st.integers(0, len(phases[p]["events"])))
    cut = copy.deepcopy(doc)
    cut.pop("result", None)
    cut["phases"] = cut["phases"][: p + 1]
    cut["phases"][p]["events"] = cut["phases"][p]["events"][:e]
    assert editions.replay(doc, until=(p, e)).to_check_json("en") == editions.replay(cut).to_check_json("en")


@SETTINGS
@given(games_with_legal_nights(), st.randoms(use_true_random=False))
def test_a_game_never_depends_on_the_order_the_judge_entered_the_night(doc, rnd):
    validate_game(doc)
    shuffled = copy.deepcopy(doc)
    for phase in shuffled["phases"]:
        if phase["phase"].startswith("N"):
            rnd.shuffle(phase["events"])
    first, second = editions.replay(doc), editions.replay(shuffled)
    assert first.night_results() == second.night_results()
    assert [e.to_json() for e in first.eliminated] == [e.to_json() for e in second.eliminated]
    assert first.winner == second.winner
