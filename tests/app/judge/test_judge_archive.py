"""The archive as the judge's windows reach it (issue 40 §1): found, read and settled through
app/judge, each refusal one ArchiveRefused worded by the archive."""
from __future__ import annotations

import pytest

from app import recovery, session
from app.judge.archive import (
    ArchiveRefused,
    find_games,
    keep_left,
    left_in_archive,
    open_archive_or_none,
    open_judge_archive,
    stored_game,
    throw_away,
)
from app.sport import sample_game


@pytest.fixture
def archive(tmp_path, monkeypatch):
    monkeypatch.setenv("MAFIA_PROTOCOL_HOME", str(tmp_path / "home"))
    opened = open_judge_archive(str(tmp_path / "archive.sqlite3"))
    yield opened
    opened.close()
    recovery.release()


def _left(document, game_id):
    """The game a stopped run left open: its recovery file, and the marker naming its record."""
    recovery.write(document, None)
    session.mark(game_id, None)
    return session.pending()


def test_games_are_found_by_tournament_table_and_player(archive):
    first = archive.open_game(sample_game())
    other = sample_game()
    other["meta"].update(tournament="Зимний кубок", table=2)
    second = archive.open_game(other)
    assert [g.id for g in find_games(archive, tournament=" Зимний кубок ")] == [second.id]
    assert [g.id for g in find_games(archive, table="1")] == [first.id]
    assert {g.id for g in find_games(archive)} == {first.id, second.id}
    assert find_games(archive, player="Никто") == []


def test_a_refusal_is_one_line_in_the_window_s_language(archive, tmp_path, monkeypatch):
    with pytest.raises(ArchiveRefused) as refused:
        stored_game(archive, 999)
    assert refused.value.message("en") == "there is no game #999 in the archive"
    bad = tmp_path / "not-an-archive.sqlite3"
    bad.write_bytes(b"this is not SQLite, not at all" * 200)
    monkeypatch.setenv("MAFIA_PROTOCOL_DB", str(bad))
    none, problem = open_archive_or_none("en")
    assert none is None and str(bad) in problem and "\n" not in problem


def test_the_game_left_open_is_kept_with_its_last_change_or_thrown_away(archive):
    doc = sample_game()
    del doc["result"]
    stored = archive.open_game(doc)
    assert left_in_archive(archive, stored.id).id == stored.id
    assert left_in_archive(None, stored.id) is None and left_in_archive(archive, 999) is None
    changed = archive.game(stored.id).document
    changed["meta"]["table"] = 7
    assert keep_left(archive, _left(changed, stored.id), stored)      # the archive gets the last change
    assert archive.game(stored.id).document["meta"]["table"] == 7
    assert session.recent()[0]["game"] == stored.id
    later = archive.game(stored.id)
    throw_away(archive, later)
    assert left_in_archive(archive, stored.id) is None                 # discarded: not offered again


def test_a_game_changed_meanwhile_is_not_thrown_away_and_a_refused_keep_is_set_aside(archive):
    doc = sample_game()
    del doc["result"]
    stored = archive.open_game(doc)
    elsewhere = dict(doc, meta=dict(doc["meta"], table=8))
    archive.replace_document(stored.id, elsewhere, expected_version=stored.version, reason="another sheet")
    with pytest.raises(ArchiveRefused) as refused:
        throw_away(archive, stored)                                    # the version is an old one
    assert "changed by someone else" in refused.value.message("en")
    changed = dict(doc, meta=dict(doc["meta"], table=9))
    assert not keep_left(archive, _left(changed, stored.id), stored)   # refused: kept in a file instead
    assert session.recent()[0]["game"] is None and session.recent()[0]["file"].endswith(".json")
