"""Every game of tests/games gives its expected outcome (tests/games/README.md)."""
import json
from collections import Counter
from pathlib import Path

import pytest

from app import editions
from app.format import load_game

GAMES = Path(__file__).resolve().parents[2] / "games"
EXPECTED = Path(__file__).resolve().parents[2] / "expected"
CASES = sorted(GAMES.glob("*.json"))


def test_the_corpus_is_large_enough():
    assert len(CASES) >= 40
    assert all((EXPECTED / p.name).exists() for p in CASES)
    assert {p.name for p in EXPECTED.glob("*.json")} == {p.name for p in CASES}


@pytest.mark.parametrize("path", CASES, ids=[p.stem for p in CASES])
def test_corpus_game(path):
    expected = json.loads((EXPECTED / path.name).read_text(encoding="utf-8"))
    state = editions.replay(load_game(path))
    report = state.to_check_json("en")
    assert report["status"] == expected["status"]
    assert report["winner"] == expected["winner"]
    assert report["eliminated"] == expected["eliminated"]
    assert report["cancelled_votes"] == expected["cancelled_votes"]
    for day, order in expected.get("speaking_order", {}).items():
        assert report["speaking_order"][day] == order, day
    for day, ballot in expected.get("candidates", {}).items():
        assert state.candidates(day) == ballot, day
    found = Counter((f.code, f.phase, f.event) for f in state.findings if f.severity != "info")
    wanted = Counter((f["code"], f["phase"], f["event"]) for f in expected["findings"])
    assert found == wanted, _explain(state)
    infos = {(f.code, f.phase, f.event) for f in state.findings if f.severity == "info"}
    for f in expected.get("info", []):
        assert (f["code"], f["phase"], f["event"]) in infos, f


def _explain(state):
    return "\n".join(f"{f.severity} {f.code} {f.phase}#{f.event}: {f.message('en')}" for f in state.findings)
