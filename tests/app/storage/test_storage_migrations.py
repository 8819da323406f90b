"""Migrations: the models match them; an archive of the first schema, with data, is upgraded
(after a backup); a database from a newer program is refused untouched."""
import sqlite3
import threading
from datetime import datetime

import pytest
from alembic import command
from alembic.autogenerate import compare_metadata
from alembic.runtime.migration import MigrationContext
from sqlalchemy import insert, inspect, text
from storage_fixtures import archive, db_url, pg_server, pg_url, sample  # noqa: F401

from app.storage import SchemaError, connect, open_archive, schema
from app.storage.derive import canonical, derive
from app.storage.integrity import check
from app.storage.models import Base


def test_the_models_are_what_the_migrations_make(archive):
    with archive.engine.connect() as connection:
        context = MigrationContext.configure(connection, opts={"compare_type": True})
        assert compare_metadata(context, Base.metadata) == []


def test_schema_versions_are_the_numbered_migrations():
    assert schema.known_revisions() == ["0001", "0002", "0003", "0004", "0005", "0006", "0007", "0008", "0009",
                                        "0010"]
    assert schema.head() == "0010"


def _first_schema_with_a_game(engine, sample):
    """An archive as the program with only migration 0001 left it."""
    with engine.begin() as connection:
        command.upgrade(schema.alembic_config(connection), "0001")
    facts = derive(sample)
    now = datetime(2026, 11, 29, 20, 0)
    meta = Base.metadata.tables
    with engine.begin() as connection:
        connection.execute(insert(meta["tournaments"]), [{"id": 1, "name": "Осенний кубок", "created_at": now}])
        connection.execute(insert(meta["rounds"]), [{"id": 1, "tournament_id": 1, "label": "1"}])
        connection.execute(insert(meta["game_tables"]), [{"id": 1, "tournament_id": 1, "label": "1"}])
        connection.execute(insert(meta["players"]), [
            {"id": s["seat"], "uid": f"p{s['seat']}", "nickname": s["name"],
             "nickname_key": s["name"].casefold().replace("ё", "е"), "created_at": now}
            for s in facts.seats])
        connection.execute(insert(meta["games"]), [dict(
            facts.game, id=1, uid="g1", identity=facts.identity, fingerprint=facts.fingerprint,
            document=canonical(sample), version=1, revision=0, discarded=False, source="sheet",
            tournament_id=1, round_id=1, table_id=1, created_at=now, updated_at=now)])
        seat_columns = {c.name for c in meta["game_seats"].columns} - {"played_on"}
        connection.execute(insert(meta["game_seats"]).values(), [
            {k: v for k, v in dict(s, game_id=1, player_id=s["seat"]).items() if k in seat_columns}
            for s in facts.seats])
        connection.execute(insert(meta["game_journal"]), [
            {"game_id": 1, "version": 1, "kind": "open", "payload": None, "at": now}])


def test_an_archive_of_the_first_schema_with_data_is_upgraded_and_keeps_it(db_url, sample):
    engine = connect(db_url)
    _first_schema_with_a_game(engine, sample)
    engine.dispose()
    with open_archive(db_url) as archive:
        with archive.engine.connect() as connection:
            assert schema.current_revision(connection) == schema.head()
        history = archive.player_history("Шерлок")
        assert [(h.game_id, h.played_on.isoformat(), h.role, h.result) for h in history] == \
            [(1, "2026-11-29", "sheriff", "win")]
        assert list(check(archive)) == []
        version = archive.append_event(1, 5, {"type": "warning", "seat": 1})
        assert archive.game(1).version == version == 2


def test_an_sqlite_archive_is_copied_before_it_is_migrated(tmp_path, sample):
    path = tmp_path / "archive.sqlite3"
    engine = connect(str(path))
    _first_schema_with_a_game(engine, sample)
    engine.dispose()
    open_archive(str(path)).close()
    (copy,) = (tmp_path / "backups").glob("archive-*-schema0001.sqlite3")
    old = sqlite3.connect(copy)
    assert old.execute("SELECT version_num FROM alembic_version").fetchone() == ("0001",)
    assert old.execute("SELECT count(*) FROM game_seats").fetchone() == (10,)
    old.close()
    open_archive(str(path)).close()          # nothing to migrate: no second copy
    assert len(list((tmp_path / "backups").iterdir())) == 1


def test_a_new_archive_needs_no_copy(tmp_path):
    open_archive(str(tmp_path / "new.sqlite3")).close()
    assert not (tmp_path / "backups").exists()


@pytest.mark.parametrize("found, code", [("0099", "schema.newer"), ("a1b2c3", "schema.unknown")])
def test_a_database_of_a_newer_program_is_refused_and_left_alone(db_url, sample, found, code):
    with open_archive(db_url) as archive:
        archive.open_game(sample)
        with archive.engine.begin() as connection:
            connection.execute(text("UPDATE alembic_version SET version_num = :v"), {"v": found})
    with pytest.raises(SchemaError) as refused:
        open_archive(db_url)
    assert refused.value.code == code
    if code == "schema.newer":
        assert f"schema 99, this version knows up to {int(schema.head())}" in refused.value.message("en")
        assert "обновите программу" in refused.value.message("ru")
    engine = connect(db_url)
    with engine.connect() as connection:
        assert connection.execute(text("SELECT version_num FROM alembic_version")).scalar() == found
        assert connection.execute(text("SELECT count(*) FROM games")).scalar() == 1
    engine.dispose()


def test_opening_without_migrating_says_an_upgrade_is_needed(db_url, sample):
    engine = connect(db_url)
    _first_schema_with_a_game(engine, sample)
    engine.dispose()
    with pytest.raises(SchemaError) as behind:
        open_archive(db_url, migrate=False)
    assert "mafia-protocol db upgrade" in behind.value.message("en")


def test_programs_starting_at_once_migrate_once(pg_url):
    errors = []

    def start():
        try:
            open_archive(pg_url).close()
        except Exception as error:  # reported below
            errors.append(error)
    threads = [threading.Thread(target=start) for _ in range(4)]
    for thread in threads:
        thread.start()
    for thread in threads:
        thread.join()
    assert errors == []
    engine = connect(pg_url)
    with engine.connect() as connection:
        assert schema.current_revision(connection) == schema.head()
    engine.dispose()


def _references(engine, table: str) -> list[str]:
    return sorted(fk["referred_table"] for fk in inspect(engine).get_foreign_keys(table))


def test_the_seats_refer_without_foreign_keys_and_db_check_finds_what_they_would_refuse(db_url, sample):
    """Migration 0009: the seats and their links keep their data and lose the foreign keys
    checked row by row (their downgrade brings them back); db check names a seat or a link
    whose game, player or person is missing."""
    engine = connect(db_url)
    _first_schema_with_a_game(engine, sample)
    with engine.begin() as connection:
        command.upgrade(schema.alembic_config(connection), "0008")
    assert _references(engine, "game_seats") == ["games", "players"]
    assert _references(engine, "seat_persons") == ["games", "persons"]
    with engine.begin() as connection:
        command.upgrade(schema.alembic_config(connection), "0009")
    assert _references(engine, "game_seats") == [] and _references(engine, "seat_persons") == []
    engine.dispose()
    with open_archive(db_url) as archive:
        assert [h.game_id for h in archive.player_history("Шерлок")] == [1]
        from app.storage.person_links import sync
        assert sync(archive) == 10
        assert list(check(archive)) == []
        with archive.engine.begin() as connection:
            connection.execute(text("UPDATE game_seats SET player_id = 999 WHERE seat = 1"))
            connection.execute(text("UPDATE seat_persons SET person_id = 999 WHERE seat IN (2, 3)"))
        (problem,) = [p for p in check(archive) if p.code == "check.references"]
        assert "3 seat(s)" in problem.message("en") and "3" in problem.message("ru")
        with archive.engine.begin() as connection:
            connection.execute(text("UPDATE game_seats SET player_id = 1 WHERE seat = 1"))
            connection.execute(text("UPDATE seat_persons SET person_id = (SELECT min(id) FROM persons) "
                                    "WHERE seat IN (2, 3)"))
            command.downgrade(schema.alembic_config(connection), "0008")
    engine = connect(db_url)
    assert _references(engine, "game_seats") == ["games", "players"]
    assert _references(engine, "seat_persons") == ["games", "persons"]
    engine.dispose()


def _game_indexes(engine) -> set[str]:
    return {ix["name"] for ix in inspect(engine).get_indexes("games")}


def test_the_games_lose_the_two_indexes_no_query_needs_and_searches_find_the_same(db_url, sample):
    """Migration 0010: the games by date and by winner are found through (played_on, id);
    the downgrade brings the two indexes back."""
    engine = connect(db_url)
    _first_schema_with_a_game(engine, sample)
    with engine.begin() as connection:
        command.upgrade(schema.alembic_config(connection), "0009")
    assert {"ix_games_played_on", "ix_games_winner", "ix_games_played_id"} <= _game_indexes(engine)
    with engine.begin() as connection:
        command.upgrade(schema.alembic_config(connection), "0010")
    found = _game_indexes(engine)
    assert "ix_games_played_on" not in found and "ix_games_winner" not in found
    assert "ix_games_played_id" in found
    engine.dispose()
    with open_archive(db_url) as archive:
        played = derive(sample).game["played_on"]
        assert [g.id for g in archive.search_games(winner="red", date_from=played, date_to=played)] == [1]
        assert archive.search_games(winner="black") == []
        assert list(check(archive)) == []
        with archive.engine.begin() as connection:
            command.downgrade(schema.alembic_config(connection), "0009")
    engine = connect(db_url)
    assert {"ix_games_played_on", "ix_games_winner"} <= _game_indexes(engine)
    engine.dispose()
