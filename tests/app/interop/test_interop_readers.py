"""Reading mafiaratings and Polemica records: hand-written fixtures of the project."""
from __future__ import annotations

import json
from pathlib import Path

import pytest

from app import editions
from app.format import validate_game
from app.interop import ForeignFileError, read_file, read_games

DATA = Path(__file__).parent / "data"
MR = DATA / "mafiaratings-club-game.json"
PL = DATA / "polemica-tournament-game.json"


def _events(doc: dict, phase: str, *kinds: str) -> list[dict]:
    events = next(p["events"] for p in doc["phases"] if p["phase"] == phase)
    return [e for e in events if not kinds or e["type"] in kinds]


def test_a_mafiaratings_club_game() -> None:
    [game] = read_file(MR, "mafiaratings")
    doc = validate_game(game.doc)
    assert doc["ruleset"] == {"preset": "league", "options": {"6.3": "6.3.2", "7.16": "7.16.2"}}
    assert doc["meta"]["start"] == "2026-10-03T18:00:00+03:00" and doc["meta"]["date"] == "2026-10-03"
    assert doc["source"] == {"system": "mafiaratings", "id": 900001, "rules": "1000100000001",
                             "inferred": ["speeches", "order_within_phase"],
                             # the players' user ids, by seat: the archive's persons follow them
                             "players": {str(seat): str(10 + seat) for seat in range(1, 11)}}
    state = editions.replay(doc)
    assert state.winner == doc["result"]["winner"] == "red"
    assert [e.to_json() for e in state.eliminated] == [
        {"seat": 4, "phase": "N1", "how": "killed"}, {"seat": 6, "phase": "D2", "how": "voted"},
        {"seat": 1, "phase": "N2", "how": "killed"},
        {"seat": 8, "phase": "D3", "how": "disqualified", "cause": "tech_fouls"},
        {"seat": 3, "phase": "N3", "how": "killed"}, {"seat": 2, "phase": "D4", "how": "voted"}]
    assert [f.code for f in state.errors()] == []
    # the first day's single leader stays (7.16.2); the speaking order rotates by 6.3.2
    assert "vote.first_day_stays" in [f.code for f in state.findings]
    assert state.speaking_order()["D2"][:2] == [2, 3]
    assert state.best_move.hits == 3 and state.best_move.seat == 4
    assert doc["awards"] == {"best_move_title": [4], "best_player": 5, "extra_points": {"9": 0.3}}
    # the foul given while 5 spoke follows 5's speech
    d2 = _events(doc, "D2", "speech", "foul")
    assert d2[d2.index({"type": "speech", "seat": 5}) + 1] == {"type": "foul", "seat": 7}
    assert not game.notes


def test_a_polemica_game() -> None:
    [game] = read_file(PL, "polemica")
    doc = validate_game(game.doc)
    assert doc["ruleset"] == {"preset": "league", "options": {"7.16": "7.16.3"}}
    assert doc["meta"] == {"date": "2026-09-12", "start": "2026-09-12T15:00:00", "judge": "Судья Тест",
                           "table": 1, "game": 2}
    assert _events(doc, "D1", "lift_vote") == [
        {"type": "lift_vote", "voters": [1, 3, 5, 6, 7, 9], "against": [2, 4, 8, 10]}]
    assert _events(doc, "D2", "guess") == [{"type": "guess", "seat": 6, "black": [8], "red": [1], "vice": 3}]
    assert _events(doc, "D2", "tech_foul")[1] == {"type": "tech_foul", "seat": 10, "time": "2026-09-12T15:24:05.000000"}
    state = editions.replay(doc)
    assert state.winner == "red" and doc["result"] == {"winner": "red"}
    assert [(e.seat, e.phase, e.how) for e in state.eliminated] == [
        (2, "D1", "voted"), (4, "D1", "voted"), (6, "N1", "killed"), (10, "D2", "disqualified"),
        (1, "N2", "killed"), (8, "D3", "voted"), (5, "D3", "disqualified")]
    assert game.notes.to_json() == ["the bonuses' texts"]
    assert doc["awards"] == {"extra_points": {"3": 0.4}}


def _broken(tmp_path: Path, change, name: str = "game.json", base: Path = MR) -> Path:
    data = json.loads(base.read_text(encoding="utf-8"))
    change(data)
    path = tmp_path / name
    path.write_text(json.dumps(data, ensure_ascii=False), encoding="utf-8")
    return path


@pytest.mark.parametrize("change, place, en", [
    (lambda d: d["players"][4]["voting"].__setitem__(1, 11), "players[4].voting[1]", "11 is not allowed here"),
    (lambda d: d["players"].pop(), "players", "there must be 10 players, found 9"),
    (lambda d: d.__setitem__("rules", "12"), "rules", "rules code '12' is not 13 digits"),
    (lambda d: d["players"][5].__setitem__("role", "civ"), "players", "wrong roles: 7 citizen"),
    (lambda d: d["players"][6]["warnings"][0].__setitem__("time", "lunch"), "players[6].warnings[0].time",
     "'lunch' is not allowed here"),
])
def test_an_unreadable_record_names_the_file_and_the_place(tmp_path, change, place, en) -> None:
    path = _broken(tmp_path, change)
    with pytest.raises(ForeignFileError) as caught:
        read_file(path, "mafiaratings")
    assert caught.value.place == place
    assert caught.value.message("en").startswith(f"{path}: {place}: ") and en in caught.value.message("en")
    assert "\n" not in caught.value.message("ru")


def test_not_json_and_the_other_system(tmp_path) -> None:
    bad = tmp_path / "bad.json"
    bad.write_text('{"players": [\n', encoding="utf-8")
    with pytest.raises(ForeignFileError, match="line 2"):
        read_file(bad, "polemica")
    with pytest.raises(ForeignFileError) as caught:
        read_file(PL, "mafiaratings")
    assert caught.value.message("ru").endswith("это запись polemica, а не mafiaratings")


def test_a_folder_and_a_list_of_games(tmp_path) -> None:
    record = json.loads(MR.read_text(encoding="utf-8"))
    (tmp_path / "api.json").write_text(json.dumps({"games": [record, record]}), encoding="utf-8")
    found = list(read_games([tmp_path], "mafiaratings"))
    assert [(g.name, g.place) for g in found] == [("api-1.json", "games[0]"), ("api-2.json", "games[1]")]
    assert [type(x).__name__ for x in read_games([tmp_path / "none"], "polemica")] == ["ForeignFileError"]


@pytest.mark.parametrize("kind, event, how", [
    ("giveUp", "give_up", ("disqualified", "give_up")),
    ("kickOut", "disqualify", ("disqualified", None)),
    ("warnings", None, None),
])
def test_mafiaratings_ways_of_leaving(tmp_path, kind, event, how) -> None:
    def change(record):
        player = record["players"][7]
        del player["techFouls"]
        player["death"] = {"round": 2, "type": kind, "time": {"round": 2, "time": "speaking", "speaker": 7}}
    [game] = read_file(_broken(tmp_path, change), "mafiaratings")
    events = _events(game.doc, "D3")
    if event is None:          # four warnings remove; without them the record's death is only a label
        assert [e for e in events if e.get("seat") == 8 and e["type"] != "speech"] == []
        return
    assert events[events.index({"type": "speech", "seat": 7}) + 1] == {"type": event, "seat": 8}
    left = editions.replay(game.doc).players[8].left
    assert (left.how, left.cause) == how and left.phase == "D3"


def test_a_team_kick_out_ends_the_game(tmp_path) -> None:
    def change(record):
        record["winner"] = "civ"
        player = record["players"][7]
        del player["techFouls"]
        player["death"] = {"round": 2, "type": "teamKickOut", "time": {"round": 2, "time": "speaking", "speaker": 7}}
    [game] = read_file(_broken(tmp_path, change), "mafiaratings")
    state = editions.replay(game.doc)
    assert state.outcome.reason == "team_defeat" and state.winner == "red"


def _mutations(data, rng, path=()):
    """Every place in a record, each given an odd value in turn."""
    if isinstance(data, dict):
        for key, value in data.items():
            yield from _mutations(value, rng, path + (key,))
    elif isinstance(data, list):
        for index, value in enumerate(data):
            yield from _mutations(value, rng, path + (index,))
    yield path, rng.choice([None, -1, 0, 11, 2.5, "x", True, [], {}, [1, 2, 3], {"round": 99}])


@pytest.mark.parametrize("base, system", [(MR, "mafiaratings"), (PL, "polemica")])
def test_odd_values_anywhere_give_a_game_or_one_line(tmp_path, base, system) -> None:
    import random
    rng = random.Random(14)
    record = json.loads(base.read_text(encoding="utf-8"))
    places = [p for p, _ in _mutations(record, rng) if p]
    for path in rng.sample(places, 60):
        data = json.loads(base.read_text(encoding="utf-8"))
        node = data
        for part in path[:-1]:
            node = node[part]
        node[path[-1]] = rng.choice([None, -1, 0, 11, 2.5, "x", True, [], {}, [1, 2, 3], {"round": 99}])
        target = tmp_path / "odd.json"
        target.write_text(json.dumps(data, ensure_ascii=False), encoding="utf-8")
        try:
            for game in read_file(target, system):
                validate_game(game.doc)
        except ForeignFileError as error:
            line = error.message("ru")
            assert line.startswith(str(target)) and "\n" not in line
