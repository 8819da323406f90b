"""import / export / db on the command line, against the archive MAFIA_PROTOCOL_DB names."""
import collections
import copy
import json
import sqlite3
from pathlib import Path

import pytest
from storage_fixtures import archive, db_url, pg_server, pg_url, sample  # noqa: F401

from app.cli import main
from app.format import load_game, save_game
from app.storage import open_archive, schema
from app.storage.transfer import ImportRefused, import_documents

CORPUS = Path(__file__).resolve().parents[2] / "games"


@pytest.fixture
def db(db_url, monkeypatch):
    monkeypatch.setenv("MAFIA_PROTOCOL_DB", db_url)
    return db_url


def _files(folder, sample, count=3):
    folder.mkdir(exist_ok=True)
    paths = []
    for table in range(1, count + 1):
        doc = copy.deepcopy(sample)
        doc["meta"]["table"] = table
        paths.append(folder / f"table{table}.json")
        save_game(doc, paths[-1])
    return paths


def test_import_is_idempotent_by_game_identity(db, sample, tmp_path, capsys):
    _files(tmp_path / "in", sample)
    assert main(["import", str(tmp_path / "in"), "--lang", "en"]) == 0
    assert "Games imported: 3; already in the archive: 0" in capsys.readouterr().out
    assert main(["import", str(tmp_path / "in"), "--lang", "en"]) == 0
    assert "Games imported: 0; already in the archive: 3" in capsys.readouterr().out
    with open_archive(db) as archive:
        assert len(archive.search_games()) == 3
        assert archive.journal(1)[0].kind == "import"


def test_a_differing_game_under_the_same_identity_is_a_conflict_and_nothing_is_imported(db, sample, tmp_path, capsys):
    first = _files(tmp_path / "in", sample)
    assert main(["import", str(first[0])]) == 0
    changed = load_game(first[0])
    changed["awards"]["best_player"] = 1
    save_game(changed, first[0])
    broken = tmp_path / "in" / "broken.json"
    broken.write_text('{"format": "mafia-game/1",', encoding="utf-8")
    capsys.readouterr()
    assert main(["import", str(tmp_path / "in"), str(tmp_path / "missing"), "--lang", "en"]) == 1
    err = capsys.readouterr().err.splitlines()
    assert any(line.startswith(str(first[0])) and "different contents" in line for line in err)
    assert any(line.startswith(str(broken)) and "not valid JSON" in line for line in err)
    assert any("missing" in line and "no such file" in line for line in err)
    assert err[-1] == "Nothing was imported: 3 of 5 file(s) failed"
    with open_archive(db) as archive:      # table 2 and 3 were fine, and still not imported
        assert [g.table for g in archive.search_games()] == ["1"]
        assert archive.game(1).document["awards"]["best_player"] == 3


def test_the_same_game_twice_in_one_import_with_different_contents_is_refused(archive, sample):
    other = copy.deepcopy(sample)
    other["result"] = {"winner": "black"}
    with pytest.raises(ImportRefused) as refused:
        import_documents(archive, [("a.json", sample), ("b.json", other)])
    (source, error), = refused.value.failures
    assert source == "b.json" and "a.json" in error.message("en")
    assert archive.search_games() == []


def test_a_file_without_meta_is_known_by_its_content(archive, sample):
    bare = {k: v for k, v in sample.items() if k != "meta"}
    first = import_documents(archive, [("a.json", bare)])
    again = import_documents(archive, [("copy.json", copy.deepcopy(bare))])
    assert len(first.imported) == 1 and again.present == [("copy.json", first.imported[0][1])]
    changed = dict(bare, result={"winner": "black"})
    assert len(import_documents(archive, [("c.json", changed)]).imported) == 1


def test_an_older_signed_revision_is_the_same_game(archive, sample):
    game = archive.open_game(sample)
    archive.sign_game(game.id, "Иванов", expected_version=1)
    fixed = dict(sample, awards={"best_player": 1})
    archive.correct_game(game.id, fixed, expected_version=2, author="ГСК", reason="протест")
    result = import_documents(archive, [("original.json", sample)])
    assert result.present == [("original.json", game.id)]


def test_export_writes_files_that_import_back_as_the_same_games_and_players(db, sample, tmp_path, capsys):
    _files(tmp_path / "in", sample)
    assert main(["import", str(tmp_path / "in")]) == 0
    assert main(["export", str(tmp_path / "out"), "--player", "кот", "--lang", "en"]) == 0
    assert "Files written: 3" in capsys.readouterr().out
    out = sorted((tmp_path / "out").glob("*.json"))
    assert [p.name for p in out] == [f"Осенний кубок-r1-t{t}-g1.json" for t in (1, 2, 3)]
    exported = load_game(out[0])
    with open_archive(db) as archive:
        uid = archive.player("Кот").uid
    assert exported["players"][0]["id"] == uid
    assert {k: v for k, v in exported["players"][0].items() if k != "id"} == sample["players"][0]
    assert main(["import", str(tmp_path / "out"), "--lang", "en"]) == 0
    assert "imported: 0; already in the archive: 3" in capsys.readouterr().out
    # Another archive learns the players' ids from the files.
    other = str(tmp_path / "other.sqlite3")
    assert main(["import", str(tmp_path / "out"), "--db", other]) == 0
    with open_archive(other) as archive:
        assert archive.player("Кот").uid == uid


def test_export_filters_by_tournament_and_dates(db, sample, tmp_path, capsys):
    _files(tmp_path / "in", sample, count=2)
    assert main(["import", str(tmp_path / "in")]) == 0
    assert main(["export", str(tmp_path / "none"), "--tournament", "Другой"]) == 0
    assert main(["export", str(tmp_path / "late"), "--from", "2026-12-01"]) == 0
    assert main(["export", str(tmp_path / "all"), "--to", "2026-11-29"]) == 0
    assert not list((tmp_path / "none").glob("*")) and not list((tmp_path / "late").glob("*"))
    assert len(list((tmp_path / "all").glob("*.json"))) == 2
    assert main(["export", str(tmp_path / "x"), "--from", "вчера", "--lang", "en"]) == 2
    assert "is not YYYY-MM-DD" in capsys.readouterr().err


def test_the_engine_s_corpus_imports_and_checks_clean(db, capsys):
    files = list(CORPUS.glob("*.json"))
    assert main(["import", str(CORPUS), "--lang", "en"]) == 0
    assert f"Games imported: {len(files)};" in capsys.readouterr().out
    assert main(["db", "check", "--lang", "en"]) == 0
    assert f"Games checked: {len(files)}; problems: 0" in capsys.readouterr().out


def test_db_check_finds_a_game_that_no_longer_replays_or_disagrees_with_its_columns(db, sample, capsys):
    with open_archive(db) as archive:
        archive.open_game(sample)
        archive.open_game(dict(sample, meta=dict(sample["meta"], table=2)))
        with archive.engine.begin() as connection:
            connection.exec_driver_sql("UPDATE games SET winner = 'black' WHERE id = 1")
            broken = json.dumps(dict(sample, players=sample["players"][:9]))
            connection.exec_driver_sql("UPDATE games SET document = %s WHERE id = 2"
                                       if connection.dialect.name == "postgresql" else
                                       "UPDATE games SET document = ? WHERE id = 2", (broken,))
    assert main(["db", "check", "--lang", "en"]) == 1
    out = capsys.readouterr().out.splitlines()
    assert "game #1: the stored winner (black) disagrees with the document (red)" in out[0]
    assert out[1].startswith("game #2: the stored document cannot be read as a game: #2: players:")
    assert out[-1].startswith("Games checked: 2; problems: 2")


def test_db_upgrade_and_backup(tmp_path, monkeypatch, capsys, sample):
    path = tmp_path / "a.sqlite3"
    monkeypatch.setenv("MAFIA_PROTOCOL_DB", str(path))
    assert main(["db", "upgrade", "--lang", "en"]) == 0
    assert f"schema — → {schema.head()}" in capsys.readouterr().out
    with open_archive() as archive:
        archive.open_game(sample)
    assert main(["db", "upgrade", "--lang", "en"]) == 0
    assert "nothing to upgrade" in capsys.readouterr().out
    assert main(["db", "backup", "--to", str(tmp_path / "copy.sqlite3")]) == 0
    copy_ = sqlite3.connect(tmp_path / "copy.sqlite3")
    assert copy_.execute("SELECT count(*) FROM game_seats").fetchone() == (10,)
    copy_.close()
    assert main(["db", "backup"]) == 0
    assert len(list((tmp_path / "backups").glob(f"a-*-schema{schema.head()}.sqlite3"))) == 1


def test_an_archive_in_memory_has_no_backup_and_says_so(tmp_path, capsys):
    """`db backup --db sqlite://` ended in a TypeError traceback."""
    assert main(["db", "backup", "--db", "sqlite://", "--lang", "en"]) == 2
    assert main(["db", "backup", "--db", "sqlite://", "--to", str(tmp_path / "copy.sqlite3")]) == 2
    err = capsys.readouterr().err.splitlines()
    assert err == ["the archive :memory: lives in memory only: there is nothing to back up",
                   "архив :memory: есть только в памяти: копировать нечего"]
    assert not list(tmp_path.iterdir())


def test_db_backup_of_postgresql_uses_pg_dump(pg_url, tmp_path, capsys, sample):
    with open_archive(pg_url) as archive:
        archive.open_game(sample)
    target = tmp_path / "archive.pgdump"
    assert main(["db", "backup", "--db", pg_url, "--to", str(target), "--lang", "en"]) == 0
    assert target.read_bytes().startswith(b"PGDMP")


def test_a_database_that_cannot_be_opened_is_one_line(tmp_path, capsys):
    assert main(["db", "check", "--db", "postgresql://nobody@127.0.0.1:1/x", "--lang", "en"]) == 2
    err = capsys.readouterr().err
    assert err.startswith("cannot open the archive postgresql+psycopg://nobody@127.0.0.1:1/x:")
    assert len(err.splitlines()) == 1
    assert main(["import", str(tmp_path), "--db", "mysql://x/y", "--lang", "en"]) == 2
    assert 'the database address "mysql://x/y" is not understood' in capsys.readouterr().err


class _Counted(dict):
    """A document that counts how many of its kind are alive in this process."""

    alive = 0
    most = 0

    def __init__(self, *args, **kwargs):
        super().__init__(*args, **kwargs)
        _Counted.alive += 1
        _Counted.most = max(_Counted.most, _Counted.alive)

    def __del__(self):
        _Counted.alive -= 1


def _counting(monkeypatch):
    from app.commands import importer
    real = importer.load_game
    reads = collections.Counter()

    def counted(path):
        reads[path.name] += 1
        return _Counted(real(path))

    monkeypatch.setattr(importer, "load_game", counted)
    _Counted.alive = _Counted.most = 0
    return reads


def test_a_folder_is_read_by_the_pools_workers_and_only_a_bad_file_by_the_importing_process(
        db, sample, tmp_path, monkeypatch, capsys):
    """A federation's folder of a million games: the pool's workers read the files
    themselves (the importing process read and validated each twice: its signature, then the
    game); a file a worker cannot read as a game is read again by the importing process,
    which words what is wrong with it."""
    from app.storage import batch_import, preparing
    _files(tmp_path / "in", sample, count=60)
    reads = _counting(monkeypatch)
    monkeypatch.setattr(preparing, "POOL_FROM", 2)
    monkeypatch.setattr(preparing, "_PER_TASK", 4)
    monkeypatch.setattr(batch_import, "BATCH", 5)
    monkeypatch.setattr(preparing, "AHEAD", 8)
    assert main(["import", str(tmp_path / "in"), "--lang", "en"]) == 0
    assert "Games imported: 60; already in the archive: 0" in capsys.readouterr().out
    assert reads == {} and _Counted.most == 0
    (tmp_path / "in" / "table7.json").write_text('{"format": "mafia-game/1"', encoding="utf-8")
    assert main(["import", str(tmp_path / "in"), "--lang", "en"]) == 1
    err = capsys.readouterr().err
    assert "table7.json" in err and "nothing was imported" in err.casefold()
    assert reads == {"table7.json": 1}


def test_a_small_folder_is_read_a_file_at_a_time_once_each(db, sample, tmp_path, monkeypatch, capsys):
    """Without the pool the importing process reads each file once, when the import comes to
    it (the signature is checked on that reading), and keeps none of the documents."""
    _files(tmp_path / "in", sample, count=12)
    reads = _counting(monkeypatch)
    assert main(["import", str(tmp_path / "in"), "--lang", "en"]) == 0
    assert "Games imported: 12; already in the archive: 0" in capsys.readouterr().out
    assert len(reads) == 12 and set(reads.values()) == {1}
    assert 0 < _Counted.most <= 2
