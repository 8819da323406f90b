"""Reading game files: the valid sample, lossless round trips, and input that is not a game."""
from __future__ import annotations

import json
from pathlib import Path

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from app.format import FORMAT, GameFileError, dumps_game, load_game, loads_game, validate_game

SAMPLE = Path(__file__).parent / "data" / "full-game.json"
SAMPLE_TEXT = SAMPLE.read_text(encoding="utf-8")


def test_the_sample_game_loads_as_the_plain_json_document() -> None:
    doc = load_game(SAMPLE)
    assert doc == json.loads(SAMPLE_TEXT)
    assert type(doc) is dict and doc["format"] == FORMAT == "mafia-game/1"
    assert [phase["phase"] for phase in doc["phases"]] == ["N0", "D1", "N1", "D2", "N2", "D3", "N3"]
    assert [player["seat"] for player in doc["players"]] == list(range(1, 11))
    assert doc["players"][1]["name"] == "Лиса"
    assert doc["phases"][2]["events"][0] == {"type": "shooting", "shots": {"2": 1, "4": 1, "7": 1},
                                             "killed": 1}


def test_validate_returns_the_very_object_untouched() -> None:
    doc = json.loads(SAMPLE_TEXT)
    before = json.dumps(doc)
    assert validate_game(doc) is doc
    assert json.dumps(doc) == before


def test_round_trip_is_lossless_to_the_byte() -> None:
    doc = load_game(SAMPLE)
    # The sample carries fields no reader knows, at every level.
    assert doc["x_app"] == {"writer": "mafia-protocol 0.1.0", "saved": "2026-11-29T21:40:00"}
    assert doc["players"][3]["x_rating"] == 1540
    assert doc["phases"][1]["events"][3]["x_time"] == "19:02:11"
    assert dumps_game(doc) == SAMPLE_TEXT
    assert list(doc) == ["format", "ruleset", "meta", "players", "phases", "result", "awards", "x_app"]


def test_unknown_fields_added_anywhere_survive_a_round_trip() -> None:
    doc = json.loads(SAMPLE_TEXT)
    doc = {"zz_first": [1, {"a": None}], **doc}
    doc["players"][0] = {"avatar": "cat.png", **doc["players"][0], "club": "Клуб"}
    doc["phases"][3]["events"][0]["note"] = {"deep": ["x", 1.5, True]}
    doc["phases"][3]["x_started"] = "20:01"
    doc["meta"]["city"] = "Тверь"
    doc["ruleset"]["x_comment"] = "по договорённости"
    doc["result"]["x_signed"] = False
    doc["awards"]["x_extra"] = {}
    doc["phases"][1]["events"].append({"type": "timer_pause", "seconds": 30})
    text = dumps_game(doc)
    again = loads_game(text)
    assert again == doc
    assert json.dumps(again) == json.dumps(doc)  # the key order as well
    assert dumps_game(again) == text


@pytest.mark.parametrize("prefix", [b"", "\ufeff".encode("utf-8")])
def test_bytes_with_or_without_a_utf8_bom_are_read(prefix: bytes) -> None:
    assert loads_game(prefix + SAMPLE_TEXT.encode("utf-8")) == json.loads(SAMPLE_TEXT)


def test_a_utf8_bom_in_a_string_is_read_too() -> None:
    assert loads_game("\ufeff" + SAMPLE_TEXT)["format"] == FORMAT


def test_load_game_names_the_file_in_its_errors(tmp_path: Path) -> None:
    path = tmp_path / "game.json"
    path.write_text(SAMPLE_TEXT.replace('"role": "don"', '"role": "дон"'), encoding="utf-8")
    with pytest.raises(GameFileError) as caught:
        load_game(path)
    assert caught.value.source == str(path)
    assert caught.value.message("ru") == (
        f'{path}: players[3].role: недопустимое значение "дон" '
        "(допустимо: citizen, sheriff, mafia, don)")
    with pytest.raises(GameFileError) as caught:
        load_game(str(path))
    assert caught.value.source == str(path)


@pytest.mark.parametrize("cut", [1, 2, 100, 1000, len(SAMPLE_TEXT) // 2, len(SAMPLE_TEXT) - 3])
def test_truncated_json_is_a_syntax_error_with_its_place(cut: int) -> None:
    text = SAMPLE_TEXT[:cut]
    with pytest.raises(GameFileError) as caught:
        loads_game(text)
    error = caught.value
    assert error.code == "json.syntax" and error.pointer == ""
    assert 1 <= error.params["line"] <= text.count("\n") + 1
    assert f"line {error.params['line']}, column {error.params['column']}" in error.message("en")
    assert f"строка {error.params['line']}, столбец {error.params['column']}" in error.message("ru")


@pytest.mark.parametrize("data, code", [
    (b"", "json.syntax"),
    (b"   \n\t ", "json.syntax"),
    (b"\x00\x01\x02\x03garbage", "json.syntax"),
    (b"\x89PNG\r\n\x1a\n\x00\x00\x00\rIHDR", "file.encoding"),
    ("\ufeff{}".encode("utf-16"), "file.encoding"),
    ("{\"format\": \"mafia-game/1\"}".encode("cp1251") + "Ж".encode("cp1251"), "file.encoding"),
    (b'{"format": "mafia-game/1"} {}', "json.syntax"),
    (b'{"format": "mafia-game/1", "x": [1, 2,]}', "json.syntax"),
    (b"{'format': 'mafia-game/1'}", "json.syntax"),
    (b'{"format": "mafia-game/1", "x": -Infinity}', "json.syntax"),
    (b"[" * 100_000, "json.syntax"),
    (b'{"format": "mafia-game/1", "x": ' + b"9" * 5000 + b"}", "json.syntax"),
    (b"null", "document.type"),
    (b'"mafia-game/1"', "document.type"),
])
def test_input_that_is_not_a_game_gives_one_clean_error(data: bytes, code: str) -> None:
    with pytest.raises(GameFileError) as caught:
        loads_game(data, source="x.json")
    assert caught.value.code == code
    assert caught.value.message("ru").startswith("x.json: ")
    # No "during handling of the above exception" chain if it ever reaches a terminal.
    assert caught.value.__context__ is None or caught.value.__suppress_context__


def test_nan_inside_a_string_is_only_text() -> None:
    text = SAMPLE_TEXT.replace('"judge": "Иванов"', '"judge": "NaN Infinity"')
    assert loads_game(text)["meta"]["judge"] == "NaN Infinity"
    with pytest.raises(GameFileError) as caught:
        loads_game(text.replace('"table": 2', '"table": NaN'))
    assert (caught.value.params["line"], caught.value.params["column"]) == (13, 14)


def test_a_duplicated_key_is_found_where_it_is() -> None:
    text = SAMPLE_TEXT.replace('"x_time": "19:02:11"', '"x_time": "19:02:11", "by": 4')
    with pytest.raises(GameFileError) as caught:
        loads_game(text)
    assert (caught.value.code, caught.value.pointer) == ("json.duplicate_key", "phases[1].events[3].by")


def test_load_game_reports_unreadable_files(tmp_path: Path) -> None:
    with pytest.raises(GameFileError) as caught:
        load_game(tmp_path / "nope.json")
    assert caught.value.code == "file.io"
    with pytest.raises(GameFileError) as caught:
        load_game(tmp_path)
    assert caught.value.code == "file.io"


@settings(max_examples=300, deadline=None)
@given(st.binary(max_size=200))
def test_random_bytes_never_escape_as_another_exception(data: bytes) -> None:
    with pytest.raises(GameFileError) as caught:
        loads_game(data)
    assert caught.value.code in {"file.encoding", "json.syntax", "json.duplicate_key", "document.type",
                                 "format.missing", "format.version"}


@settings(max_examples=200, deadline=None)
@given(st.recursive(st.none() | st.booleans() | st.integers() | st.floats() | st.text(max_size=5),
                    lambda inner: st.lists(inner, max_size=4)
                    | st.dictionaries(st.sampled_from(["seat", "type", "phase", "events", "1", "x"]),
                                      inner, max_size=4),
                    max_leaves=12))
def test_random_values_in_a_game_never_escape_as_another_exception(value) -> None:
    for place in (("players", 4, "seat"), ("phases", 1, "events"), ("phases", 2, "events", 0),
                  ("awards", "cards"), ("ruleset",), ("meta",)):
        doc = json.loads(SAMPLE_TEXT)
        node = doc
        for part in place[:-1]:
            node = node[part]
        node[place[-1]] = value
        try:
            validate_game(doc)
        except GameFileError as error:
            assert error.message("ru") and error.message("en")


@pytest.mark.parametrize("text, where, ru, en", [
    ("", (1, 1), "ожидалось значение", "a value was expected"),
    ('{"a" 1}', (1, 6), "ожидалось двоеточие", "a colon was expected"),
    ('{"a": 1\n "b": 2}', (2, 2), "ожидалась запятая", "a comma was expected"),
    ("{'a': 1}", (1, 2), "ожидалось имя поля в двойных кавычках", "a key in double quotes"),
    ('{"a": "abc', (1, 7), "строка не закрыта кавычкой", "unterminated string"),
    ('{"a": "x\ty"}', (1, 9), "управляющий символ внутри строки", "a control character"),
    ('{"a": "\\q"}', (1, 8), "неверная escape-последовательность", "invalid \\ escape"),
    ('{"a": "\\u12G4"}', (1, 9), "неверная последовательность \\uXXXX", "invalid \\uXXXX escape"),
    ("{}\n{}", (2, 1), "лишние данные после конца JSON", "extra data after the JSON value"),
    ('{"x": 1' + "2" * 5000 + "}", (1, 7), "слишком длинное число", "a number is too long"),
    ("[" * 100_000, (1, 1), "слишком глубокая вложенность", "nesting is too deep"),
])
def test_json_syntax_errors_are_explained_in_both_languages(text, where, ru, en) -> None:
    with pytest.raises(GameFileError) as caught:
        loads_game(text, source="game.json")
    line, column = where
    assert caught.value.message("ru").startswith(
        f"game.json: это не JSON: строка {line}, столбец {column}: {ru}")
    assert caught.value.message("en").startswith(
        f"game.json: not valid JSON: line {line}, column {column}: {en}")
