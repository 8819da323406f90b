"""Rules the engine read wrongly (issue 27 §5, §6): prompts that are information, the English
of a finding, and the best move of a removed first victim (the corpus holds the games)."""
import copy
import json
from pathlib import Path

from app import editions
from app.boulevard import replay as club_replay
from app.format import load_game
from app.kernel.findings import is_prompt

GAMES = Path(__file__).resolve().parents[2] / "games"
CLUB = Path(__file__).resolve().parents[2] / "app" / "boulevard" / "games"


def test_third_and_fourth_fouls_are_information_the_sheet_still_prompts():
    state = editions.replay(load_game(GAMES / "league-fourth-foul-after-result-cancels-next-vote.json"))
    fouls = [f for f in state.findings if f.code in ("foul.third", "foul.fourth")]
    assert [f.code for f in fouls] == ["foul.third", "foul.fourth"]
    assert all(f.severity == "info" and is_prompt(f) for f in fouls)
    assert not is_prompt(next(f for f in state.findings if f.code == "vote.remaining_to_last"))


def test_a_penalty_of_a_player_not_at_the_table_is_worded_once_in_english():
    doc = load_game(GAMES / "league-black-wins-after-vote.json")
    doc = copy.deepcopy(doc)
    doc["phases"][3]["events"].insert(0, {"type": "foul", "seat": 5, "clause": "10.4"})   # 5 left on D1
    state = editions.replay(doc)
    messages = [f.message("en") for f in state.findings if f.code == "penalty.absent"]
    assert messages == ["Player 5 is not at the table: a foul is impossible; delete the record"]


def test_a_removal_the_host_decided_no_longer_asks_for_the_decision():
    doc = json.loads((CLUB / "bv-28-ladder.json").read_text(encoding="utf-8"))
    state = club_replay(doc)
    reveal = next(f for f in state.findings if f.code == "ladder.removal_proposed" and f.event == 3)
    assert reveal.severity == "info" and is_prompt(reveal)
    texts = " ".join(f.message("ru") for f in state.findings)
    assert "нужно записать" not in texts
    # seat 8's disruption is still undecided: that, and only that, is a warning
    pending = [f for f in state.findings if f.code == "ladder.decision_pending"]
    assert [dict(f.params)["seat"] for f in pending] == [8] and pending[0].severity == "warning"
