"""Players are linked by id or nickname; names complete; games and histories are found."""
import copy
from datetime import date

import pytest
from storage_fixtures import archive, db_url, pg_server, pg_url, sample  # noqa: F401

from app.storage import IdentityConflict, PlayerConflict


def _game(sample, table, day="2026-11-29", names=None, ids=None):
    doc = copy.deepcopy(sample)
    doc["meta"].update(table=table, date=day)
    for player in doc["players"]:
        if names and player["seat"] in names:
            player["name"] = names[player["seat"]]
        if ids and player["seat"] in ids:
            player["id"] = ids[player["seat"]]
    return doc


def test_names_complete_from_the_archive_in_any_case(archive, sample):
    archive.open_game(_game(sample, 1, names={2: "Вольдеморт", 6: "волк"}))
    assert archive.player_names("в") == ["волк", "Вольдеморт"]
    assert archive.player_names("ВОЛЬ") == ["Вольдеморт"]
    assert archive.player_names("еж") == ["Ёж"]          # ё is е for searching
    assert archive.player_names("", limit=3) == ["Бармалей", "волк", "Вольдеморт"]
    assert archive.player_names("x") == []
    assert archive.player_names("в", limit=1) == ["волк"]


def test_a_nickname_is_one_player_across_games(archive, sample):
    archive.open_game(_game(sample, 1))
    archive.open_game(_game(sample, 2, names={1: "  кот "}))
    history = archive.player_history("КОТ")
    assert len(history) == 2 and {h.table for h in history} == {"1", "2"}
    assert archive.player("кот").nickname == "Кот"


def test_a_player_id_in_the_file_links_the_player_even_under_a_new_nickname(archive, sample):
    archive.open_game(_game(sample, 1, ids={1: "fed-0001"}))
    archive.open_game(_game(sample, 2, names={1: "Котофей"}, ids={1: "fed-0001"}))
    assert archive.player("Котофей") is None        # still the player first seen as Кот
    assert [h.table for h in archive.player_history("Кот")] == ["2", "1"]
    assert archive.player("Кот").uid == "fed-0001"


def test_an_id_and_a_nickname_of_two_different_players_is_refused(archive, sample):
    archive.open_game(_game(sample, 1, ids={1: "fed-0001"}))
    with pytest.raises(PlayerConflict) as conflict:
        archive.open_game(_game(sample, 2, names={2: "Кот"}, ids={2: "fed-0002"}))
    assert "seat 2" in conflict.value.message("en")
    assert archive.search_games(tournament="Осенний кубок") and len(archive.search_games()) == 1


def test_renaming_a_seat_relinks_it(archive, sample):
    game = archive.open_game(_game(sample, 1, names={10: ""}))
    assert archive.player("Ёж") is None
    doc = archive.game(game.id).document
    doc["players"][9]["name"] = "Ёж"
    archive.replace_document(game.id, doc, expected_version=game.version)
    assert [h.seat for h in archive.player_history("ёж")] == [10]


def test_player_details_are_kept(archive, sample):
    archive.open_game(sample)
    archive.update_player("кот", real_name="Иван Котов", club="Полночь", city="Казань")
    info = archive.player("Кот")
    assert (info.real_name, info.club, info.city) == ("Иван Котов", "Полночь", "Казань")


def test_games_are_found_by_nickname_tournament_judge_winner_and_dates(archive, sample):
    a = archive.open_game(_game(sample, 1, "2026-11-01"))
    b = archive.open_game(_game(sample, 2, "2026-11-02", names={1: "Кит"}))
    black = _game(sample, 3, "2026-11-03")
    black["meta"]["judge"] = "Петрова"
    black["phases"] = black["phases"][:1]
    c = archive.open_game(black)
    ids = lambda found: [g.id for g in found]  # noqa: E731
    assert ids(archive.search_games(nickname="кот")) == [c.id, a.id]
    assert ids(archive.search_games(nickname="нет такого")) == []
    assert ids(archive.search_games(judge="Петрова")) == [c.id]
    assert ids(archive.search_games(winner="red")) == [b.id, a.id]
    assert ids(archive.search_games(date_from=date(2026, 11, 2), date_to=date(2026, 11, 2))) == [b.id]
    assert ids(archive.search_games(tournament="Осенний кубок", limit=1)) == [c.id]
    found = archive.search_games(nickname="кит")[0]
    assert (found.tournament, found.round, found.table, found.game, found.status) == \
        ("Осенний кубок", "1", "2", "1", "finished")


def test_two_games_cannot_share_tournament_round_table_and_game(archive, sample):
    archive.open_game(sample)
    with pytest.raises(IdentityConflict) as taken:
        archive.open_game(sample)
    assert "«Осенний кубок» 1/1/1" in taken.value.message("ru")


def test_a_game_without_meta_is_its_own_game(archive, sample):
    bare = {k: v for k, v in sample.items() if k != "meta"}
    one, two = archive.open_game(bare), archive.open_game(bare)
    assert one.identity != two.identity


def test_a_tournament_s_details_are_kept(archive, sample):
    archive.open_game(sample)
    tid = archive.add_tournament("Осенний кубок", starts_on=date(2026, 11, 28), venue="Казань",
                                 ruleset={"preset": "league", "options": {"7.5": "7.5.2"}},
                                 scoring={"win": 1.0, "best_move": [0, 0.1, 0.25, 0.4]})
    assert archive.add_tournament("Осенний кубок", ends_on=date(2026, 11, 29)) == tid
    archive.open_game(_game(sample, 10))
    info = archive.tournament("Осенний кубок")
    assert (info.starts_on, info.ends_on, info.venue) == (date(2026, 11, 28), date(2026, 11, 29), "Казань")
    assert info.ruleset == {"preset": "league", "options": {"7.5": "7.5.2"}}
    assert info.scoring["best_move"] == [0, 0.1, 0.25, 0.4]
    assert (info.rounds, info.tables) == (["1"], ["1", "10"])
    assert archive.tournament("Нет такого") is None
    assert len(archive.search_games(tournament="Осенний кубок")) == 2
