"""An archive's address is resolved, checked and named once when it is opened: the schema,
the backup made before a migration, the archive and its errors ask the one place."""
import sqlite3
import sys

import pytest

from app.storage import ArchiveDamaged, ArchiveError, config, open_archive, schema
from app.storage.place import ArchivePlace

WATCHED = ("database_url", "engine_url", "display")


@pytest.fixture
def calls(monkeypatch):
    """How many times each of the address's readers in app.storage.config is called, from
    whichever storage module calls it."""
    counted = dict.fromkeys(WATCHED, 0)
    for name in WATCHED:
        original = getattr(config, name)

        def counting(*args, _name=name, _original=original, **kwargs):
            counted[_name] += 1
            return _original(*args, **kwargs)

        for module in [m for n, m in sys.modules.items() if n.startswith("app.storage") and m is not None]:
            if getattr(module, name, None) is original:
                monkeypatch.setattr(module, name, counting)
    return counted


def test_opening_reads_and_names_the_address_once(tmp_path, calls):
    with open_archive(str(tmp_path / "new.sqlite3")) as archive:
        assert archive.location == str(tmp_path / "new.sqlite3")
        assert archive.place.file == tmp_path / "new.sqlite3"
    assert calls == {"database_url": 1, "engine_url": 1, "display": 1}


def test_a_migration_copies_the_archive_where_the_place_says(tmp_path, calls, monkeypatch):
    path = tmp_path / "club.sqlite3"
    with open_archive(str(path)):
        pass
    known = schema.known_revisions()
    newer = f"{int(known[-1]) + 1:04d}"                     # this program knows one schema more
    monkeypatch.setattr(schema, "head", lambda: newer)
    monkeypatch.setattr(schema, "known_revisions", lambda: [*known, newer])
    monkeypatch.setattr(schema.command, "upgrade", lambda *_args: None)
    before = dict(calls)
    with open_archive(str(path)):
        pass
    copies = list((tmp_path / "backups").glob(f"club-*-schema{known[-1]}.sqlite3"))
    assert len(copies) == 1 and sqlite3.connect(copies[0]).execute("PRAGMA integrity_check").fetchone() == ("ok",)
    assert {name: calls[name] - before[name] for name in WATCHED} == {"database_url": 1, "engine_url": 1,
                                                                      "display": 1}


def test_a_damaged_file_is_named_with_its_last_copy(tmp_path):
    path = tmp_path / "club.sqlite3"
    (tmp_path / "backups").mkdir()
    (tmp_path / "backups" / "club-1.sqlite3").write_bytes(b"")
    path.write_bytes(b"not an archive at all, but long enough to have a header")
    place = ArchivePlace.at(str(path))
    assert place.last_backup() == tmp_path / "backups" / "club-1.sqlite3"
    with pytest.raises(ArchiveDamaged) as refused:
        open_archive(str(path))
    message = refused.value.message("en")
    assert str(path) in message and "club-1.sqlite3" in message and "not an SQLite file" in message


def test_an_archive_in_memory_has_no_file_to_copy():
    place = ArchivePlace.at("sqlite://")
    assert place.file is None and place.name == ":memory:" and place.last_backup() is None
    with pytest.raises(ArchiveError) as refused:
        _ = place.backups
    assert refused.value.code == "db.in_memory"
