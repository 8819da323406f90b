"""The typed game document: every file of the corpus comes back byte for byte, and each
primitive edit reports what it changed."""
import json
from pathlib import Path

import pytest

from app.document import Appended, Change, GameDocument, Phase, Player, Result
from app.format import dumps_game
from app.sport import sample_game

GAMES = sorted((Path(__file__).resolve().parents[1] / "games").glob("*.json"))
FILES = GAMES      # the expected outcomes live in tests/expected/


def corpus():
    for path in FILES:
        data = json.loads(path.read_text(encoding="utf-8"))
        if isinstance(data, dict) and isinstance(data.get("players"), list) and \
                isinstance(data.get("phases"), list) and all(
                    isinstance(p, dict) and {"seat", "name", "role"} <= set(p) for p in data["players"]) and \
                all(isinstance(p, dict) and {"phase", "events"} <= set(p) for p in data["phases"]):
            yield path, data


def test_every_game_of_the_corpus_is_written_back_byte_for_byte():
    seen = 0
    for path, data in corpus():
        doc = GameDocument.from_json(data)
        assert dumps_game(doc.to_json()) == dumps_game(data), path.name
        assert list(doc.to_json()) == list(data), path.name
        seen += 1
    assert seen > 80


def test_the_document_is_read_as_typed_attributes():
    doc = GameDocument(sample_game())
    assert doc.players[4] == Player(5, sample_game()["players"][4]["name"], "mafia")
    assert isinstance(doc.phases[0], Phase) and doc.phases[0].name == "N0"
    assert doc.meta == sample_game()["meta"] and doc.ruleset == sample_game()["ruleset"]
    assert doc.result == Result("red") and doc.declared_winner == "red"
    assert doc.last_event() == ("D3", len(sample_game()["phases"][-1]["events"]) - 1)


def test_a_result_this_version_cannot_read_is_kept_as_it_came():
    data = dict(sample_game(), result={"winner": 5})
    doc = GameDocument(data)
    assert doc.result is None and json.dumps(doc.to_json()) == json.dumps(data)


def test_fields_a_later_writer_added_are_kept_in_place():
    data = sample_game()
    data["players"][0]["x_rating"] = 1510
    data["phases"][1]["replay"] = True
    data = {"x_app": {"v": 2}, **data, "appeals": []}
    doc = GameDocument(data)
    assert doc.players[0].extra == {"x_rating": 1510} and doc.extra == {"x_app": {"v": 2}, "appeals": []}
    assert json.dumps(doc.to_json()) == json.dumps(data)


def test_a_top_level_field_is_set_and_removed_as_the_file_writes_it():
    doc = GameDocument(sample_game())
    assert doc.set_top("result", None) == {"winner": "red"} and "result" not in doc.to_json()
    assert doc.set_top("result", {"winner": "black"}) is None
    assert doc.declared_winner == "black" and list(doc.to_json()) == list(sample_game())
    doc.set_top("result", {"winner": "red", "reason": "протест"})
    assert doc.result == Result("red", "протест") and doc.to_json()["result"] == {"winner": "red", "reason": "протест"}
    old = doc.set_top("players", [dict(p, name="X") for p in sample_game()["players"]])
    assert old == sample_game()["players"] and doc.players[2].name == "X"
    assert doc.set_meta("judge", "Петров") == sample_game()["meta"].get("judge")
    assert doc.meta["judge"] == "Петров"


def changes_of(doc):
    seen = []
    doc.listeners.append(seen.append)
    return seen


def test_each_edit_reports_what_it_changed():
    doc = GameDocument(sample_game())
    seen = changes_of(doc)
    last = len(doc.phases) - 1
    doc.append_event({"type": "foul", "seat": 3})
    assert seen[-1] == Change(frozenset({last}), frozenset({3}),
                              appended=(Appended(last, {"type": "foul", "seat": 3}),))
    assert seen[-1].views == {"sheet", "findings", "flow", "result"}     # not the header
    doc.replace_event(1, 0, dict(doc.event(1, 0)))
    assert seen[-1].appended is None and seen[-1].phases == {1}
    doc.set_player(3, "name", "Лис")
    assert seen[-1].fields == {"players"} and seen[-1].seats == {3} and "header" in seen[-1].views
    doc.set_meta("table", 4)
    assert seen[-1].views == {"header"}
    doc.set_top("awards", {"best_player": 3})
    assert seen[-1].views == {"result", "findings"}
    doc.append_phase()
    assert seen[-1].phase_begun and seen[-1].appended == (Appended(last + 1),)


def test_a_transaction_reports_one_change_joining_its_edits():
    doc = GameDocument(sample_game())
    seen = changes_of(doc)
    with doc.transaction():
        doc.append_phase()
        doc.append_event({"type": "shooting", "shots": {"5": 4}})
        with doc.transaction():
            doc.append_event({"type": "sheriff_check", "target": 9})
    [change] = seen
    n = len(doc.phases) - 1
    assert [a.phase for a in change.appended] == [n, n, n] and change.seats == {4, 5, 9}
    with doc.transaction():
        doc.append_event({"type": "don_check", "target": 3})
        doc.remove_event(n, 0)
    assert seen[-1].appended is None       # not only appended: the archive rewrites the game


@pytest.mark.parametrize("key", ["players", "meta", "ruleset"])
def test_replacing_the_table_redraws_the_header(key):
    doc = GameDocument(sample_game())
    seen = changes_of(doc)
    doc.set_top(key, sample_game()[key])
    assert "header" in seen[-1].views and seen[-1].fields == {key}
