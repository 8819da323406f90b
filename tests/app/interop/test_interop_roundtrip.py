"""mafia-game/1 → mafiaratings → back gives the same replay, for every corpus game the
record can hold; the writer says which ones it cannot and why."""
from __future__ import annotations

import json
from collections import Counter
from pathlib import Path

import pytest

from app import editions
from app.format import load_game, validate_game
from app.interop import read_file, to_mafiaratings
from app.interop.common import Where
from app.interop.mafiaratings import read_record

CORPUS = sorted((Path(__file__).parents[2] / "games").glob("*.json"))


def replay_of(doc: dict):
    state = editions.replay(doc)
    return ([e.to_json() for e in state.eliminated], state.winner,
            Counter((f.severity, f.code, f.phase) for f in state.findings))


def there_and_back(doc: dict):
    record, notes = to_mafiaratings(doc)
    if record is None or notes.affects_replay:
        return None, notes
    back, _ = read_record(json.loads(json.dumps(record)), Where("<record>"))
    return validate_game(back), notes


@pytest.mark.parametrize("path", CORPUS, ids=lambda p: p.stem)
def test_the_corpus_goes_to_mafiaratings_and_back(path: Path) -> None:
    doc = load_game(path)
    back, notes = there_and_back(doc)
    if back is None:
        # what the record cannot hold is named on the game's line, never dropped silently
        line = notes.line(path.name, "en")
        assert notes.affects_replay and line.startswith(f"{path.name}: not carried across: ")
        return
    assert replay_of(back) == replay_of(doc)


def test_most_of_the_corpus_can_be_expressed() -> None:
    held = sum(there_and_back(load_game(path))[0] is not None for path in CORPUS)
    assert held >= 35, held


def test_the_fixture_goes_there_and_back_unchanged() -> None:
    [game] = read_file(Path(__file__).parent / "data" / "mafiaratings-club-game.json", "mafiaratings")
    back, notes = there_and_back(game.doc)
    assert not notes.affects_replay
    assert replay_of(back) == replay_of(game.doc)
    assert [p["events"] for p in back["phases"]] == [p["events"] for p in game.doc["phases"]]


def test_what_the_record_holds() -> None:
    doc = load_game(next(p for p in CORPUS if p.name == "league-revote-changed-tie-7-18.json"))
    record, notes = to_mafiaratings(doc)
    assert record["features"] == "gsdutclhvnwr" and len(record["rules"]) == 13
    assert record["winner"] in ("civ", "maf", "tie")
    state = editions.replay(doc)
    for e in state.eliminated:
        death = record["players"][e.seat - 1]["death"]
        assert death["type"] == {"killed": "night", "voted": "day"}.get(e.how, death["type"])


def test_a_boulevard_game_is_not_written() -> None:
    from app.boulevard import sample_boulevard_game
    record, notes = to_mafiaratings(sample_boulevard_game())
    assert record is None and notes.affects_replay
    assert "boulevard" in notes.line("x.json", "en")


def test_what_is_lost_is_named_on_one_line() -> None:
    doc = load_game(next(p for p in CORPUS if p.name == "sheet-recorded-game.json"))
    _, notes = to_mafiaratings(doc)
    line = notes.line("sheet-recorded-game.json", "ru")
    assert line.startswith("sheet-recorded-game.json: не перенесено: ") and "\n" not in line
    assert "голоса записаны числом" in line


def test_the_rules_code_table_in_the_docs_is_the_mapping() -> None:
    from app.interop.rules_code import table_rows
    text = (Path(__file__).parents[3] / "docs" / "format.md").read_text(encoding="utf-8")
    for digit, name, value, ours in table_rows():
        if name != "onRecordCount":
            assert f"| {digit} | `{name}` | `{value}` | {ours} |" in text
