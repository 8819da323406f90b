"""Polemica's records read whole (issue 36 §5): the match page's payload with role objects and
`players: null` at the top, a record that cannot be a game said in one line, and the source's
anomalies reaching the judge as findings of the converted game."""
from __future__ import annotations

import copy
import json
from pathlib import Path

import pytest

from app.cli import main
from app.interop import ForeignFileError, read_file

DATA = Path(__file__).parent / "data"
BASE = json.loads((DATA / "polemica-tournament-game.json").read_text(encoding="utf-8"))
TITLES = {0: ("don", "Дон"), 1: ("mafia", "Мафия"), 2: ("civilian", "Мирный"), 3: ("sheriff", "Шериф")}


def site_players(record):
    """The match page's own players: tablePosition, the role as an object and as role_val."""
    return [{"id": 1000 + p["position"], "username": p["username"], "tablePosition": p["position"],
             "role_val": p["role"], "points": 0, "role": {"type": TITLES[p["role"]][0], "title": TITLES[p["role"]][1]}}
            for p in record["players"]]


def match(record, inner_players=None):
    """polemicagame.com/match/<id>'s payload around ``record``."""
    data = {k: v for k, v in record.items() if k not in ("id", "zeroVoting", "referee", "result")}
    data.update(id=0, config={"zeroVoting": record["zeroVoting"], "scoringType": 1}, players=inner_players)
    return {"id": record["id"], "type": "match", "started_at": "2026-09-12 15:00:00", "winnerCode": record["result"],
            "judge": record["referee"], "players": site_players(record), "data": data}


def convert(tmp_path, record, name="game"):
    path = tmp_path / f"{name}.json"
    path.write_text(json.dumps(record, ensure_ascii=False), encoding="utf-8")
    return read_file(path, "polemica")


def with_role_objects(record):
    """The record's own players (fouls, guesses and all) with their roles as the site's objects."""
    return [dict(p, role={"type": TITLES[p["role"]][0], "title": TITLES[p["role"]][1]}) for p in record["players"]]


@pytest.mark.parametrize("inner", ["null", "absent", "objects"])
def test_a_match_payload_reads_as_the_record_it_wraps(tmp_path, inner):
    if inner == "objects":
        payload, base = match(BASE, with_role_objects(BASE)), BASE
    else:       # the page's players give seats, names and roles: no fouls, no guesses
        payload = match(BASE, None)
        if inner == "absent":
            del payload["data"]["players"]
        base = dict(BASE, players=[{k: p[k] for k in ("position", "username", "role")} for p in BASE["players"]])
    [game] = convert(tmp_path, payload)
    [same] = convert(tmp_path, base, "plain")
    doc, plain = game.doc, same.doc
    assert doc["players"] == plain["players"]            # the roles of the objects, seat by seat
    assert doc["phases"] == plain["phases"] and doc["result"] == plain["result"]
    assert doc["source"]["id"] == BASE["id"] and doc["meta"]["judge"] == BASE["referee"]["username"]
    assert doc["ruleset"] == plain["ruleset"]             # zeroVoting from the payload's config


def test_a_record_without_players_says_so_in_one_line(tmp_path):
    record = dict(BASE, players=None)
    with pytest.raises(ForeignFileError) as caught:
        convert(tmp_path, [BASE, record])
    line = caught.value.message("ru")
    assert "\n" not in line and line.endswith("[1].players: players: null — в записи нет игроков, это не игра")
    empty = {"id": 5, "type": "match", "players": None, "data": {"players": None, "votes": []}}
    with pytest.raises(ForeignFileError) as caught:
        convert(tmp_path, empty)
    assert caught.value.message("en").endswith("data.players: players: null — the record holds no players, "
                                               "so it is not a game")


def test_an_unknown_role_object_is_named(tmp_path):
    payload = match(BASE, site_players(BASE))
    payload["data"]["players"][4]["role"] = {"type": "werewolf", "title": "Оборотень"}
    with pytest.raises(ForeignFileError) as caught:
        convert(tmp_path, payload)
    assert "data.players[4].role.type" in caught.value.message("en") and "'werewolf'" in caught.value.message("en")


def don_checks_a_player_gone(record):
    """8 is the Don (4 a mafioso) and checks 2, whom the lift-all sent out on day 1."""
    for player in record["players"]:
        player["role"] = {8: 0, 4: 1}.get(player["position"], player["role"])
    record["checks"].append({"night": 1, "role": 0, "player": 2})


def an_unnamed_shooter(record):
    """A shot with a null shooter says 5 was killed; the named shot is at 6."""
    record["shots"].insert(1, {"night": 1, "shooter": None, "victim": 5})


@pytest.mark.parametrize("anomaly, code", [(don_checks_a_player_gone, "check.target_gone"),
                                           (an_unnamed_shooter, "shooting.killed_mismatch")])
def test_the_source_s_anomalies_reach_the_judge(tmp_path, capsys, anomaly, code):
    record = copy.deepcopy(BASE)
    anomaly(record)
    [game] = convert(tmp_path, record, "odd")
    assert code in [f.code for f in game.findings if f.phase == "N1"]
    [clean] = convert(tmp_path, BASE, "clean")
    assert code not in [f.code for f in clean.findings]
    assert main(["convert", "--from", "polemica", str(tmp_path / "odd.json"), "-o", str(tmp_path / "out"),
                 "--lang", "en"]) == 0
    out = capsys.readouterr().out
    said = [line for line in out.splitlines() if line.startswith(str(tmp_path / "odd.json") + ": N1")]
    assert said, out
    if anomaly is an_unnamed_shooter:
        assert "the shooter of a shot the record leaves unnamed (N1)" in out
        assert "record says killed 5" in " ".join(said)


def test_a_title_the_option_does_not_give_is_flagged(tmp_path):
    from app.interop.anomalies import anomalies
    [game] = convert(tmp_path, BASE)
    doc = copy.deepcopy(game.doc)
    doc["awards"] = {"best_player": 3, "best_move_title": [6]}
    flagged = [(dict(f.params)["seat"], dict(f.params)["title"].pick("en")) for f in anomalies(doc)
               if f.code == "awards.not_given"]
    assert flagged == [(3, "best player"), (6, "best move")]           # 8.20.1: extra points, no title
    doc["ruleset"] = {"preset": "league", "options": {"8.20": "8.20.3", "7.16": "7.16.3"}}
    flagged = [dict(f.params)["seat"] for f in anomalies(doc) if f.code == "awards.not_given"]
    assert flagged == [6]                                               # the best player alone: no best move
    doc["ruleset"] = {"preset": "league", "options": {"8.20": "8.20.2", "7.16": "7.16.3"}}
    assert not [f for f in anomalies(doc) if f.code == "awards.not_given"]
