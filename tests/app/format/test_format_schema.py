"""The JSON Schema describes the same files the reader accepts, as far as a schema can."""
from __future__ import annotations

import copy
import json
from collections.abc import Callable
from pathlib import Path
from typing import Any

import pytest
from jsonschema import Draft202012Validator

from app.format import GameFileError, generate, schema, validate_game
from app.format.generate import dumps_schema, schema_path

SAMPLE = Path(__file__).parent / "data" / "full-game.json"


def sample() -> dict:
    return json.loads(SAMPLE.read_text(encoding="utf-8"))


@pytest.fixture(scope="module")
def validator() -> Draft202012Validator:
    Draft202012Validator.check_schema(schema())
    return Draft202012Validator(schema())


def test_schema_is_draft_2020_12_and_read_afresh() -> None:
    first = schema()
    assert first["$schema"] == "https://json-schema.org/draft/2020-12/schema"
    first["properties"].clear()
    assert schema()["properties"]["players"] == {"$ref": "#/$defs/players"}


def test_the_sample_game_is_valid(validator: Draft202012Validator) -> None:
    assert list(validator.iter_errors(sample())) == []


def test_extra_fields_and_unknown_event_types_are_valid(validator: Draft202012Validator) -> None:
    doc = sample()
    doc["x_top"] = 1
    doc["players"][0]["x"] = 2
    doc["phases"][1]["x"] = 3
    doc["phases"][1]["events"].append({"type": "applause", "seat": 42})
    doc["meta"]["city"] = "Тверь"
    doc["awards"]["x"] = []
    assert list(validator.iter_errors(doc)) == []
    assert validate_game(doc) is doc


def _set(path: tuple, value: Any) -> Callable[[dict], None]:
    def change(doc: dict) -> None:
        node = doc
        for part in path[:-1]:
            node = node[part]
        node[path[-1]] = value
    return change


BROKEN = {
    "format": _set(("format",), "mafia-game/2"),
    "no players": lambda doc: doc.pop("players"),
    "nine players": lambda doc: doc["players"].pop(),
    "seven citizens": _set(("players", 3, "role"), "citizen"),
    "seat twice": _set(("players", 3, "seat"), 1),
    "seat as a string": _set(("players", 3, "seat"), "4"),
    "seat as a bool": _set(("players", 0, "seat"), True),
    "phase name": _set(("phases", 1, "phase"), "Day 1"),
    "speech at night": lambda doc: doc["phases"][2]["events"].append({"type": "speech", "seat": 2}),
    "shooting by day": lambda doc: doc["phases"][1]["events"].append({"type": "shooting", "killed": 2}),
    "seat 11": _set(("phases", 1, "events", 3, "target"), 11),
    "voters and count": _set(("phases", 1, "events", 12, "count"), 5),
    "no voters, no count": lambda doc: doc["phases"][1]["events"][12].pop("voters"),
    "repeated voter": _set(("phases", 1, "events", 12, "voters"), [1, 1]),
    "guess of two": _set(("phases", 3, "events", 0, "guess"), [2, 4]),
    "empty shooting": _set(("phases", 2, "events", 0), {"type": "shooting"}),
    "shot by seat 0": _set(("phases", 2, "events", 0, "shots"), {"0": 1}),
    "at_number alone": lambda doc: doc["phases"][6]["events"][0].pop("during_shooting"),
    "wrong check result": _set(("phases", 2, "events", 2, "result"), "mafia"),
    "winner": _set(("result", "winner"), "mafia"),
    "card colour": _set(("awards", "cards"), {"6": "green"}),
    "card for seat 11": _set(("awards", "cards"), {"11": "red"}),
    "ruleset number": _set(("ruleset",), 7),
    "meta date": _set(("meta", "date"), "29.11.2026"),
}


@pytest.mark.parametrize("name", BROKEN)
def test_a_broken_game_is_rejected_by_the_schema_and_the_reader(
        validator: Draft202012Validator, name: str) -> None:
    doc = sample()
    BROKEN[name](doc)
    assert not validator.is_valid(doc)
    with pytest.raises(GameFileError):
        validate_game(doc)


@pytest.mark.parametrize("preset", [None, "boulevard"])
def test_the_committed_schema_files_are_the_ones_the_readers_tables_write(preset: str | None) -> None:
    """The files are written from the shapes the reader checks with, never by hand: a change
    of the tables without `python -m app.format.generate` fails here."""
    assert schema_path(preset).read_text(encoding="utf-8") == dumps_schema(preset)
    assert json.loads(dumps_schema(preset)) == schema(preset)


def test_the_generator_rewrites_a_stale_file_and_check_names_it(tmp_path: Path, monkeypatch, capsys) -> None:
    files = {path.name: (tmp_path / path.name, text) for path, text in generate.outputs()}
    assert set(files) == {"mafia-game-1.schema.json", "mafia-game-1-boulevard.schema.json", "records.py"}
    for path, text in files.values():
        path.write_text(text, encoding="utf-8")
    stale = tmp_path / "mafia-game-1.schema.json"
    stale.write_text("{}\n", encoding="utf-8")
    monkeypatch.setattr(generate, "outputs", lambda: list(files.values()))
    assert generate.main(["--check"]) == 1
    assert stale.read_text(encoding="utf-8") == "{}\n"
    assert capsys.readouterr().err == "mafia-game-1.schema.json: differs from the tables\n"
    assert generate.main([]) == 0
    assert stale.read_text(encoding="utf-8") == dumps_schema()
    assert generate.main(["--check"]) == 0


def test_what_the_reader_accepts_the_schema_accepts_field_by_field(validator: Draft202012Validator) -> None:
    """Every field of the sample (its first three phases' events standing for the rest)
    replaced by a value of another kind: whenever the reader still takes the game, so does
    the schema (the schema may refuse less, never more)."""
    base = sample()
    values = [None, True, 0, 11, 2.5, "N1", [1, 1], {"11": 1}]
    tried = taken = 0
    for path in _paths(base):
        if path[0] == "phases" and len(path) > 1 and path[1] > 3:
            continue
        for value in values:
            doc = copy.deepcopy(base)
            _set(path, value)(doc)
            tried += 1
            try:
                validate_game(doc)
            except GameFileError:
                continue
            taken += 1
            assert validator.is_valid(doc), (path, value)
    assert tried > 500 and taken > 50


def _paths(node: Any, path: tuple = ()) -> list[tuple]:
    found = [path] if path else []
    items = node.items() if isinstance(node, dict) else enumerate(node) if isinstance(node, list) else ()
    for key, item in items:
        found += _paths(item, path + (key,))
    return found
