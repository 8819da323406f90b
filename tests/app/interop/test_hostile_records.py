"""Other systems' records that try to fool, exhaust or crash the conversion (issue 25, §5):
numbers beyond any regulation, records far beyond a real game, Polemica's null positions,
recording anomalies the converted game must keep, and mafiaratings' old API format.
Every hostile record is made here from the project's own fixtures."""
from __future__ import annotations

import json
from pathlib import Path

import pytest

from app import editions
from app.cli import main
from app.format import GameFileError, validate_game
from app.interop import ForeignFileError, read_file
from app.interop.common import MAX_DAY, MAX_FACTS, MAX_PER_PLAYER
from app.sport import sample_game

DATA = Path(__file__).parent / "data"
MR = DATA / "mafiaratings-club-game.json"
PL = DATA / "polemica-tournament-game.json"
OLD = DATA / "mafiaratings-old-api-games.json"


def _record(base: Path) -> dict:
    return json.loads(base.read_text(encoding="utf-8"))


def _write(tmp_path: Path, record, name: str = "record.json") -> Path:
    path = tmp_path / name
    path.write_text(json.dumps(record, ensure_ascii=False), encoding="utf-8")
    return path


def _one(tmp_path: Path, record, system: str):
    [game] = read_file(_write(tmp_path, record), system)
    return game, editions.replay(validate_game(game.doc))


def _codes(state, phase: str | None = None) -> list[str]:
    return [f.code for f in state.findings if phase is None or f.phase == phase]


# --- numbers -----------------------------------------------------------------------------

@pytest.mark.parametrize("points", [1e308, -50, 10.5, -1e-3 - 10])
def test_points_beyond_any_regulation_are_refused_where_a_game_is_read(tmp_path, capsys, points) -> None:
    doc = sample_game()
    doc["awards"]["penalty_points"] = {"2": 0}
    doc["awards"]["extra_points"]["3"] = points
    with pytest.raises(GameFileError) as caught:
        validate_game(doc, "g.json")
    assert caught.value.message("en").startswith("g.json: awards.extra_points.3: ")
    assert "out of range (allowed: -10–10)" in caught.value.message("en")
    path = _write(tmp_path, doc, "native.json")
    assert main(["check", str(path), "--lang", "en"]) == 2
    err = capsys.readouterr().err
    assert "awards.extra_points.3" in err and "Traceback" not in err
    doc["awards"]["extra_points"]["3"] = 0.4
    doc["awards"]["penalty_points"]["2"] = points
    with pytest.raises(GameFileError, match="penalty_points.2"):
        validate_game(doc, "g.json")


def test_the_bounds_themselves_are_numbers_a_game_may_hold() -> None:
    doc = sample_game()
    doc["awards"]["extra_points"] = {"3": 10, "4": -10, "5": 1.6}
    doc["awards"]["penalty_points"] = {"2": -0.7}
    assert validate_game(doc)["awards"]["extra_points"]["3"] == 10


@pytest.mark.parametrize("points", [1e308, -50])
def test_converted_points_beyond_the_bounds_do_not_come_in(tmp_path, capsys, points) -> None:
    record = _record(MR)
    record["players"][8]["bonus"] = points
    path = _write(tmp_path, record)
    with pytest.raises(ForeignFileError) as caught:
        read_file(path, "mafiaratings")
    line = caught.value.message("en")
    assert line.startswith(f"{path}: awards.extra_points.9: ") and "out of range" in line
    assert line.count(str(path)) == 1          # the file is named once
    record = _record(PL)
    record["bonuses"] = [{"position": 3, "scores": points}, {"position": 3, "scores": points}]
    path = _write(tmp_path, record)
    out = tmp_path / "out"
    assert main(["convert", "--from", "polemica", str(path), "-o", str(out), "--lang", "en"]) == 2
    err = capsys.readouterr().err
    assert "awards.extra_points.3" in err and "Traceback" not in err and not out.exists()


def test_standings_never_show_an_infinite_total(tmp_path, capsys) -> None:
    games = tmp_path / "games"
    games.mkdir()
    for n in (1, 2):
        doc = sample_game()
        doc["meta"].update(round=n, table=1)
        doc["awards"]["extra_points"]["3"] = 1e308
        _write(games, doc, f"g{n}.json")
    csv = tmp_path / "standings.csv"
    code = main(["tournament", "standings", str(games), "--scoring", "fiim-2024", "--csv", str(csv),
                 "--lang", "en"])
    captured = capsys.readouterr()
    assert code == 2
    assert "inf" not in captured.out.lower() and "Traceback" not in captured.err
    assert captured.err.count("out of range") == 2
    assert not csv.exists() or "inf" not in csv.read_text(encoding="utf-8").lower()


@pytest.mark.parametrize("system, change, place", [
    ("polemica", lambda r: r.__setitem__("table", 10 ** 30), "meta.table"),
    ("polemica", lambda r: r.__setitem__("num", -1), "meta.game"),
    ("mafiaratings", lambda r: r.__setitem__("startTime", 1e18), "startTime"),
    ("mafiaratings", lambda r: r.__setitem__("startTime", -5), "startTime"),
])
def test_other_numbers_of_a_record_are_bounded(tmp_path, system, change, place) -> None:
    record = _record(PL if system == "polemica" else MR)
    change(record)
    with pytest.raises(ForeignFileError) as caught:
        read_file(_write(tmp_path, record), system)
    line = caught.value.message("en")
    assert place in line and "Error:" not in line and "\n" not in line


# --- records far beyond a real game ------------------------------------------------------

def test_a_polemica_record_of_megabytes_is_refused_by_its_counts(tmp_path) -> None:
    record = _record(PL)
    record["votes"] = [{"day": 1 + i % MAX_DAY, "num": 1, "voter": 1 + i % 10, "candidate": 2}
                       for i in range(40000)]
    path = _write(tmp_path, record)
    assert path.stat().st_size > 2_000_000
    with pytest.raises(ForeignFileError) as caught:
        read_file(path, "polemica")
    assert caught.value.place == "votes"
    assert caught.value.message("en").endswith(
        f"40000 entries, more than a real game holds (at most {MAX_FACTS})")
    assert "40000" in caught.value.message("ru")


@pytest.mark.parametrize("change, place", [
    (lambda r: r["players"][0].__setitem__("fouls", [{"stage": {"type": "speech", "day": 1, "player": 1}}]
                                            * (MAX_PER_PLAYER + 1)), "players[0].fouls"),
    (lambda r: r["players"][4].__setitem__("techs", [{"stage": {"type": "speech", "day": 1}}]
                                            * (MAX_PER_PLAYER + 1)), "players[4].techs"),
    (lambda r: r.__setitem__("shots", [{"night": 1, "shooter": 8, "victim": 6}] * (3 * MAX_DAY + 1)), "shots"),
    (lambda r: r["votes"].append({"day": MAX_DAY + 1, "num": 1, "voter": 1, "candidate": 2}),
     "votes[39].day"),
    (lambda r: r["votes"].append({"day": 1, "num": 11, "voter": 1, "candidate": 2}), "votes[39].num"),
    (lambda r: r["shots"].append({"night": MAX_DAY + 1, "shooter": 8, "victim": 6}), "shots[2].night"),
    (lambda r: r["players"][0].__setitem__("fouls", [{"stage": {"type": "speech", "day": MAX_DAY + 1}}]),
     "players[0].fouls[0].stage.day"),
])
def test_polemica_limits(tmp_path, change, place) -> None:
    record = _record(PL)
    change(record)
    with pytest.raises(ForeignFileError) as caught:
        read_file(_write(tmp_path, record), "polemica")
    assert caught.value.place == place


def test_the_last_day_within_the_limits_is_read(tmp_path) -> None:
    record = _record(PL)
    record["result"] = None
    record["players"][0]["fouls"] = [{"stage": {"type": "speech", "day": MAX_DAY, "player": 1}}]
    game, _ = _one(tmp_path, record, "polemica")
    assert game.doc["phases"][-1]["phase"] == f"D{MAX_DAY}"


def test_all_the_lists_together_have_a_limit(tmp_path) -> None:
    record = _record(PL)
    record["votes"] = record["votes"] * (MAX_FACTS // len(record["votes"]))      # under the votes' own limit
    record["bonuses"] = [{"position": 3, "scores": 0.1}] * 40
    with pytest.raises(ForeignFileError) as caught:
        read_file(_write(tmp_path, record), "polemica")
    assert caught.value.place == "" and "more than a real game holds" in caught.value.message("en")


@pytest.mark.parametrize("change, place", [
    (lambda r: r["players"][1].__setitem__("shooting", [4] * (MAX_DAY + 1)), "players[1].shooting"),
    (lambda r: r["players"][0].__setitem__("voting", [[2] * 12]), "players[0].voting[0]"),
    (lambda r: r["players"][6].__setitem__("warnings", [{"round": 1, "time": "speaking", "speaker": 5}] * 9),
     "players[6].warnings"),
    (lambda r: r["players"][3].__setitem__("don", MAX_DAY + 1), "players[3].don"),
])
def test_mafiaratings_limits(tmp_path, change, place) -> None:
    record = _record(MR)
    change(record)
    with pytest.raises(ForeignFileError) as caught:
        read_file(_write(tmp_path, record), "mafiaratings")
    assert caught.value.place == place


# --- Polemica's null positions ------------------------------------------------------------

def test_a_null_position_is_the_players_index(tmp_path) -> None:
    record = _record(PL)
    for index in (0, 4, 9):
        assert record["players"][index]["position"] == index + 1
        record["players"][index]["position"] = None
    game, state = _one(tmp_path, record, "polemica")
    [expected] = read_file(PL, "polemica")
    assert game.doc["players"] == expected.doc["players"]
    assert game.doc["phases"] == expected.doc["phases"]
    assert state.winner == "red"
    for player in record["players"]:
        player["position"] = None
    game, _ = _one(tmp_path, record, "polemica")
    assert game.doc["phases"] == expected.doc["phases"]


def test_a_null_position_clashing_with_a_given_one_is_refused(tmp_path) -> None:
    record = _record(PL)
    record["players"][0]["position"] = None
    record["players"][1]["position"] = 1
    with pytest.raises(ForeignFileError) as caught:
        read_file(_write(tmp_path, record), "polemica")
    assert caught.value.place == "players"


# --- anomalies are carried, never repaired ------------------------------------------------

def test_a_shooting_that_disagrees_with_the_recorded_kill_is_kept(tmp_path) -> None:
    record = _record(MR)
    # the record says 1 died in night 2; both blacks at the table shot 3
    record["players"][1]["shooting"] = [4, 3, 3]
    record["players"][7]["shooting"] = [4, 3]
    game, state = _one(tmp_path, record, "mafiaratings")
    [shooting] = [e for p in game.doc["phases"] if p["phase"] == "N2" for e in p["events"]]
    assert shooting == {"type": "shooting", "shots": {"2": 3, "8": 3}, "killed": 1}
    assert "shooting.killed_mismatch" in _codes(state, "N2")


def test_a_vote_out_the_votes_do_not_bear_out_is_named(tmp_path) -> None:
    record = _record(OLD)
    players = record["games"][0]["players"]
    # the record says 6 was voted out in D2 (round_1) but gives 9 the most hands
    for index in (0, 2, 4, 6, 7, 9):
        players[index]["voting"]["round_1"] = 8
    game, state = _one(tmp_path, record, "mafiaratings")
    assert state.players[9].left.phase == "D2"
    assert "the record says player 6 was voted out in D2, its votes say otherwise" in game.notes.to_json()
    assert game.notes.affects_replay


def test_a_second_recorded_victim_is_a_second_shooting(tmp_path) -> None:
    record = _record(MR)
    record["players"][9]["death"] = {"round": 1, "type": "night"}      # 10 dies in night 1 beside 4
    game, state = _one(tmp_path, record, "mafiaratings")
    n1 = next(p["events"] for p in game.doc["phases"] if p["phase"] == "N1")
    assert {"type": "shooting", "killed": 10} in n1
    assert "shooting.twice" in _codes(state, "N1")


def test_a_shooter_shooting_twice_in_one_night_is_kept(tmp_path) -> None:
    record = _record(PL)
    record["shots"].append({"night": 1, "shooter": 8, "victim": 3})
    game, state = _one(tmp_path, record, "polemica")
    n1 = next(p["events"] for p in game.doc["phases"] if p["phase"] == "N1")
    assert [e for e in n1 if e["type"] == "shooting"] == [
        {"type": "shooting", "shots": {"8": 6}}, {"type": "shooting", "shots": {"8": 3}}]
    assert "shooting.twice" in _codes(state, "N1")


def test_the_don_checking_a_player_who_has_left_is_kept(tmp_path) -> None:
    record = _record(MR)
    # make 2 the don (at the table until D4) and 6 a mafia, voted out in D2; 2 checks 6 in night 2
    record["players"][1]["role"], record["players"][5]["role"] = "don", "maf"
    record["players"][5]["don"] = 2
    game, state = _one(tmp_path, record, "mafiaratings")
    n2 = next(p["events"] for p in game.doc["phases"] if p["phase"] == "N2")
    assert {"type": "don_check", "target": 6} in n2
    assert "check.target_gone" in _codes(state, "N2")      # the league book allows it and says so


@pytest.mark.parametrize("system, change, kind, targets", [
    ("polemica", lambda r: r["checks"].append({"night": 1, "role": 3, "player": 2}), "sheriff_check", [8, 2]),
    ("mafiaratings", lambda r: r["players"][8].__setitem__("don", 1), "don_check", [4, 9]),
])
def test_two_checks_in_one_night_are_both_kept(tmp_path, system, change, kind, targets) -> None:
    record = _record(PL if system == "polemica" else MR)
    change(record)
    game, state = _one(tmp_path, record, system)
    checks = [e["target"] for p in game.doc["phases"] if p["phase"] == "N1" for e in p["events"]
              if e["type"] == kind]
    assert checks == targets
    assert "check.twice" in _codes(state, "N1")


def test_hands_recorded_after_the_game_ended_in_the_count_are_kept(tmp_path) -> None:
    record = _record(MR)
    # 10's team defeat during the count for 6 ends the game; the record still has hands for 8
    record["players"][9]["death"] = {"round": 1, "type": "teamKickOut",
                                     "time": {"round": 1, "time": "voting", "votingRound": 0, "nominee": 6}}
    record["players"][9]["voting"] = [[8, 2]]
    game, state = _one(tmp_path, record, "mafiaratings")
    d2 = [e for p in game.doc["phases"] if p["phase"] == "D2" for e in p["events"] if e["type"] != "speech"]
    votes = [e for e in d2 if e["type"] == "vote"]
    assert [e["candidate"] for e in votes] == [6, 8] and votes[1]["voters"] == [1, 2, 6, 8]
    assert d2.index({"type": "team_defeat", "seat": 10}) < d2.index(votes[1])
    assert state.outcome.reason == "team_defeat"


def test_a_recorded_lift_vote_is_kept_where_no_question_was_put(tmp_path) -> None:
    record = _record(PL)
    # a lift-all vote on day 2, where one candidate led: the engine puts no such question
    record["votes"] += [{"day": 2, "voter": v, "candidate": 8} for v in (1, 3, 5)]
    game, state = _one(tmp_path, record, "polemica")
    d2 = next(p["events"] for p in game.doc["phases"] if p["phase"] == "D2")
    assert {"type": "lift_vote", "voters": [1, 3, 5]} in d2
    assert "vote.lift_unexpected" in _codes(state, "D2")


@pytest.mark.parametrize("stage, day", [({"type": "donCheck", "day": 1}, "D2"), (None, "D3")])
def test_a_guess_is_said_by_day_whenever_its_player_left(tmp_path, stage, day) -> None:
    record = _record(PL)
    record["players"][2]["guess"] = {"mafs": [8]}
    if stage is not None:            # removed at night
        record["players"][2]["disqual"] = stage
    game, state = _one(tmp_path, record, "polemica")
    where = [p["phase"] for p in game.doc["phases"] for e in p["events"] if e == {"type": "guess", "seat": 3,
                                                                                    "black": [8]}]
    assert where == [day]


# --- mafiaratings' old API (2016–2018) ----------------------------------------------------

def test_the_old_api_record_is_read(tmp_path) -> None:
    [game] = read_file(OLD, "mafiaratings")
    doc = validate_game(game.doc)
    assert [p["role"] for p in doc["players"]][:6] == ["citizen", "mafia", "citizen", "sheriff", "citizen", "don"]
    assert doc["players"][0]["name"] == "Fantomas" and doc["meta"]["start"] == "2017-03-04T19:00:00Z"
    assert doc["source"]["system"] == "mafiaratings" and doc["source"]["id"] == 1299
    state = editions.replay(doc)
    assert state.winner == doc["result"]["winner"] == "red"
    assert [(e.seat, e.phase, e.how) for e in state.eliminated] == [
        (2, "D1", "voted"), (4, "N1", "killed"), (6, "D2", "voted"), (1, "N2", "killed"), (9, "D3", "voted")]
    assert [f.code for f in state.errors()] == []
    n1 = next(p["events"] for p in doc["phases"] if p["phase"] == "N1")
    assert n1 == [{"type": "shooting", "shots": {"6": 4, "9": 4}, "killed": 4}, {"type": "don_check", "target": 4}]
    assert doc["awards"] == {"best_player": 5, "best_move_title": [8]}
    assert game.notes.to_json() == ["player 4's best move, kept only as the number of blacks named (2)"]


def test_the_old_api_re_votes_and_removals(tmp_path) -> None:
    record = _record(OLD)
    game_record = record["games"][0]
    players = game_record["players"]
    # day 1 (round_0): a tie 2 : 6, then a re-vote that 2 loses; round_0's voting is a list
    for index, player in enumerate(players):
        if "round_0" in player.get("voting", {}):
            first = 1 if index in (0, 2, 3, 4, 6) else 5
            player["voting"]["round_0"] = [first, player["voting"]["round_0"]]
    players[9]["death_round"], players[9]["death_type"] = 2, "kick-out"
    del players[9]["voting"]["round_2"]
    game, state = _one(tmp_path, record, "mafiaratings")
    d1 = [e for p in game.doc["phases"] if p["phase"] == "D1" for e in p["events"] if e["type"] == "vote"]
    assert [(e["round"], e["candidate"], len(e["voters"])) for e in d1] == [
        (1, 2, 5), (1, 6, 5), (2, 2, 7), (2, 6, 3)]
    assert state.players[2].left.phase == "D1"
    assert (state.players[10].left.phase, state.players[10].left.how) == ("D3", "disqualified")
    assert "removal_time" in game.doc["source"]["inferred"]


def test_which_format_a_file_is(tmp_path, capsys) -> None:
    assert main(["convert", "--from", "polemica", str(OLD), "-o", str(tmp_path / "x")]) == 2
    assert "это запись mafiaratings, а не polemica" in capsys.readouterr().err
    record = _record(OLD)["games"][0]
    record["players"][3]["role"] = "sheriff"        # the current format's word in an old record
    with pytest.raises(ForeignFileError) as caught:
        read_file(_write(tmp_path, record), "mafiaratings")
    assert caught.value.place == "players[3].role"
    out = tmp_path / "out"
    assert main(["convert", "--from", "mafiaratings", str(OLD), str(MR), "-o", str(out)]) == 0
    assert sorted(p.name for p in out.iterdir()) == ["mafiaratings-club-game.json", "mafiaratings-old-api-games.json"]


@pytest.mark.parametrize("change, place", [
    (lambda p: p[0].__setitem__("voting", {"round_x": 1}), "players[0].voting.round_x"),
    (lambda p: p[0].__setitem__("nominating", {"round_0": 10}), "players[0].nominating.round_0"),
    (lambda p: p[1].__setitem__("shooting", {"round_0": -1}), "players[1].shooting.round_0"),
    (lambda p: p[0].__setitem__("death_type", "eaten"), "players[0].death_type"),
    (lambda p: p[0].__setitem__("death_round", MAX_DAY), "players[0].death_round"),
    (lambda p: p[2].__setitem__("checked_by_don", "1"), "players[2].checked_by_don"),
    (lambda p: p[4].__setitem__("warnings", 9), "players[4].warnings"),
])
def test_the_old_api_record_odd_values(tmp_path, change, place) -> None:
    record = _record(OLD)
    change(record["games"][0]["players"])
    with pytest.raises(ForeignFileError) as caught:
        read_file(_write(tmp_path, record), "mafiaratings")
    assert caught.value.place == f"games[0].{place}"
    assert "\n" not in caught.value.message("ru")
