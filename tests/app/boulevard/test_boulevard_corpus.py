"""Every game of tests/app/boulevard/games gives its hand-worked outcome (its README.md)."""
import json
from collections import Counter
from pathlib import Path

import pytest

from app import editions
from app.boulevard import BoulevardState
from app.format import load_game

GAMES = Path(__file__).resolve().parent / "games"
EXPECTED = Path(__file__).resolve().parent / "expected"
CASES = sorted(GAMES.glob("*.json"))


def test_the_corpus_is_large_enough_and_complete():
    assert len(CASES) >= 25
    assert all((EXPECTED / p.name).exists() for p in CASES)
    assert {p.name for p in EXPECTED.glob("*.json")} == {p.name for p in CASES}
    listed = (GAMES / "README.md").read_text(encoding="utf-8")
    assert all(f"`{p.stem}`" in listed for p in CASES)


@pytest.mark.parametrize("path", CASES, ids=[p.stem for p in CASES])
def test_boulevard_corpus_game(path):
    expected = json.loads((EXPECTED / path.name).read_text(encoding="utf-8"))
    state = editions.replay(load_game(path))
    assert isinstance(state, BoulevardState)
    report = state.to_check_json("en")
    assert report["ruleset"] == "boulevard"
    assert report["status"] == expected["status"]
    assert report["winner"] == expected["winner"]
    assert report["eliminated"] == expected["eliminated"]
    assert report["cancelled_votes"] == expected["cancelled_votes"]
    for day, order in expected.get("speaking_order", {}).items():
        assert report["speaking_order"][day] == order, day
    for day, ballot in expected.get("candidates", {}).items():
        assert state.candidates(day) == ballot, day
    for day, fields in expected.get("days", {}).items():
        for key, value in fields.items():
            assert report["days"][day][key] == value, (day, key)
    for night, fields in expected.get("night_results", {}).items():
        for key, value in fields.items():
            assert report["night_results"][night][key] == value, (night, key)
    for seat, fields in expected.get("ladder", {}).items():
        for key, value in fields.items():
            assert report["ladder"][seat][key] == value, (seat, key)
    for key, value in expected.get("readings", {}).items():
        assert report["readings"][key] == value
    if "voided_rounds" in expected:
        assert report["voided_rounds"] == expected["voided_rounds"]
    found = Counter((f.code, f.phase, f.event) for f in state.findings if f.severity != "info")
    wanted = Counter((f["code"], f["phase"], f["event"]) for f in expected["findings"])
    assert found == wanted, _explain(state)
    infos = {(f.code, f.phase, f.event) for f in state.findings if f.severity == "info"}
    for f in expected.get("info", []):
        assert (f["code"], f["phase"], f["event"]) in infos, f


def _explain(state):
    return "\n".join(f"{f.severity} {f.code} {f.phase}#{f.event}: {f.message('en')}" for f in state.findings)
