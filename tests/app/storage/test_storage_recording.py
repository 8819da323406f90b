"""Recording a game event by event, undo, restore after a crash: on SQLite and PostgreSQL."""
import pytest
from storage_fixtures import archive, db_url, pg_server, pg_url, recorded, sample  # noqa: F401

from app import editions
from app.storage import GameLocked, GameNotFound, InvalidGame, VersionConflict


def test_each_event_is_stored_and_the_game_is_derived_by_the_engine(archive, sample, recorded):
    start, events = recorded(sample)
    game = archive.open_game(start)
    assert (game.status, game.winner, game.version) == ("in_progress", None, 1)
    version = game.version
    for phase, event in events:
        version = archive.append_event(game.id, phase, event, expected_version=version)
    stored = archive.game(game.id)
    assert stored.version == version == 1 + len(events)
    assert [p["events"] for p in stored.document["phases"]] == [p["events"] for p in sample["phases"]]
    assert (stored.status, stored.winner) == ("finished", editions.replay(sample).winner)


def test_the_caller_keeps_no_reference_into_the_stored_game(archive, sample, recorded):
    start, events = recorded(sample)
    game = archive.open_game(start)
    event = dict(events[0][1])
    archive.append_event(game.id, 1, event)
    event["target"] = 9
    start["players"][0]["name"] = "changed"
    stored = archive.game(game.id).document
    assert stored["phases"][1]["events"][0]["target"] == 7
    assert stored["players"][0]["name"] == "Кот"


def test_a_new_phase_starts_with_its_first_event_or_on_its_own(archive, sample, recorded):
    start, _ = recorded(sample)
    game = archive.open_game(start)
    v = archive.begin_phase(game.id, 1)
    v = archive.append_event(game.id, 1, {"type": "nominate", "by": 1, "target": 7}, expected_version=v)
    v = archive.append_event(game.id, 2, {"type": "shooting", "killed": None}, expected_version=v)
    phases = archive.game(game.id).document["phases"]
    assert [p["phase"] for p in phases] == ["N0", "D1", "N1"]
    assert phases[2]["events"] == [{"type": "shooting", "killed": None}]


def test_an_event_cannot_go_into_a_past_or_skipped_phase(archive, sample, recorded):
    start, _ = recorded(sample)
    game = archive.open_game(start)
    archive.begin_phase(game.id, 1)
    with pytest.raises(InvalidGame) as past:
        archive.append_event(game.id, 0, {"type": "warning", "seat": 1})
    with pytest.raises(InvalidGame):
        archive.append_event(game.id, 3, {"type": "warning", "seat": 1})
    with pytest.raises(InvalidGame):
        archive.begin_phase(game.id, 1)
    assert "save the whole game" in past.value.message("en")
    assert archive.game(game.id).version == 2


def test_an_invalid_event_is_refused_with_the_format_s_reason_and_nothing_changes(archive, sample, recorded):
    start, _ = recorded(sample)
    game = archive.open_game(start)
    with pytest.raises(InvalidGame) as refused:
        archive.append_event(game.id, 1, {"type": "nominate", "by": 11, "target": 3})
    assert "phases[1].events[0].by" in refused.value.message("en")
    assert refused.value.message("ru").startswith("игра не записана")
    assert archive.game(game.id).document["phases"] == [{"phase": "N0", "events": []}]
    assert archive.game(game.id).version == 1


def test_an_invalid_document_is_refused_on_open(archive, sample):
    sample["players"] = sample["players"][:9]
    with pytest.raises(InvalidGame):
        archive.open_game(sample)


def test_a_stale_version_is_a_conflict_never_an_overwrite(archive, sample, recorded):
    start, events = recorded(sample)
    game = archive.open_game(start)
    mine = archive.append_event(game.id, *events[0], expected_version=game.version)
    with pytest.raises(VersionConflict) as conflict:
        archive.append_event(game.id, *events[1], expected_version=game.version)
    message = conflict.value.message("en")
    assert f"game #{game.id}" in message and "version 2" in message and "reload" in message
    other = dict(start, meta=dict(start["meta"], judge="Петров"))
    with pytest.raises(VersionConflict):
        archive.replace_document(game.id, other, expected_version=game.version)
    assert archive.game(game.id).version == mine
    assert archive.game(game.id).document["meta"]["judge"] == "Иванов"


def test_undo_replaces_the_document_and_the_journal_keeps_what_was_replaced(archive, sample, recorded):
    start, events = recorded(sample)
    game = archive.open_game(start, author="Иванов")
    v = archive.append_event(game.id, *events[0])
    v = archive.append_event(game.id, *events[1])
    undone = archive.game(game.id).document
    undone["phases"][1]["events"].pop()
    v = archive.replace_document(game.id, undone, expected_version=v, author="Иванов", reason="undo")
    assert archive.game(game.id).document["phases"][1]["events"] == [events[0][1]]
    journal = archive.journal(game.id)
    assert [(c.version, c.kind) for c in journal] == [(1, "open"), (2, "event"), (3, "event"), (4, "replace")]
    assert journal[0].author == "Иванов" and journal[0].payload["document"] == start
    assert journal[2].payload == {"phase": 1, "event": events[1][1]}
    assert journal[3].reason == "undo"
    assert journal[3].payload["previous"]["phases"][1]["events"] == [events[0][1], events[1][1]]


def test_saving_the_same_document_again_changes_nothing(archive, sample):
    game = archive.open_game(sample)
    assert archive.replace_document(game.id, sample, expected_version=1) == 1
    assert len(archive.journal(game.id)) == 1


def test_latest_unfinished_is_the_game_being_recorded(archive, sample, recorded):
    assert archive.latest_unfinished() is None
    start, events = recorded(sample)
    first = archive.open_game(dict(start, meta=dict(start["meta"], table=1)))
    second = archive.open_game(dict(start, meta=dict(start["meta"], table=2)))
    archive.append_event(first.id, *events[0])
    assert archive.latest_unfinished().id == first.id
    archive.append_event(second.id, *events[0])
    restored = archive.latest_unfinished()
    assert restored.id == second.id and restored.document["phases"][1]["events"] == [events[0][1]]
    archive.discard_game(second.id, expected_version=restored.version, reason="practice")
    assert archive.latest_unfinished().id == first.id
    with pytest.raises(GameLocked):
        archive.append_event(second.id, *events[1])


def test_a_finished_game_is_not_offered_for_restore(archive, sample):
    archive.open_game(sample)
    assert archive.latest_unfinished() is None


def test_an_unknown_game_is_named(archive):
    with pytest.raises(GameNotFound) as missing:
        archive.append_event(404, 0, {"type": "warning", "seat": 1})
    assert missing.value.message("en") == "there is no game #404 in the archive"
    with pytest.raises(GameNotFound):
        archive.game(404)


def test_per_seat_results_follow_the_engine(archive, sample):
    game = archive.open_game(sample)
    history = archive.player_history("Шерлок")
    assert [(h.game_id, h.seat, h.role, h.result, h.left_how, h.extra_points, h.best_player)
            for h in history] == [(game.id, 3, "sheriff", "win", "killed", 0.4, True)]
    graf = archive.player_history("граф")[0]
    assert (graf.team, graf.result, graf.left_how) == ("black", "loss", "voted")


def test_a_discarded_game_frees_its_place_for_the_real_one(archive, sample, recorded):
    start, events = recorded(sample)
    practice = archive.open_game(start)
    archive.discard_game(practice.id, expected_version=practice.version, reason="practice")
    real = archive.open_game(start)
    assert real.id != practice.id and archive.latest_unfinished().id == real.id
    assert archive.game(practice.id).discarded
    assert [c.kind for c in archive.journal(practice.id)] == ["open", "discard"]


def test_reading_does_not_wait_for_a_writer_on_sqlite(tmp_path, sample):
    import sqlite3
    import time

    from app.storage import open_archive
    path = tmp_path / "a.sqlite3"
    with open_archive(str(path)) as archive:
        game = archive.open_game(sample)
        writer = sqlite3.connect(path, isolation_level=None)
        writer.execute("BEGIN IMMEDIATE")           # another program is in the middle of a save
        began = time.monotonic()
        assert archive.game(game.id).winner == "red"
        assert archive.player_names("к") == ["Кот"]
        assert time.monotonic() - began < 1          # a writer would wait up to ten minutes
        writer.execute("ROLLBACK")
        writer.close()
