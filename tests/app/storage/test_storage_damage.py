"""Issue 11 §4: a damaged SQLite archive — truncated, overwritten, emptied to 0 bytes —
is said in one line naming the last backup and how to restore it, by every command; it is
never re-created empty and never a traceback."""
from __future__ import annotations

import shutil

import pytest

from app.cli import main
from app.sport import sample_game
from app.storage import ArchiveDamaged, open_archive

COMMANDS = [["db", "check"], ["db", "upgrade"], ["db", "backup"], ["import", "GAMES"], ["export", "OUT"]]


@pytest.fixture(scope="module")
def good(tmp_path_factory):
    """An archive of 40 games, and a backup of it made by ``db backup``."""
    folder = tmp_path_factory.mktemp("club")
    path = folder / "archive.sqlite3"
    with open_archive(str(path)) as archive:
        for table in range(1, 41):
            doc = sample_game()
            doc["meta"]["table"] = table
            archive.open_game(doc)
    assert main(["db", "backup", "--db", str(path)]) == 0
    (backup,) = (folder / "backups").glob("*.sqlite3")
    return path, backup


def _damaged(tmp_path, good, how: str):
    path, backup = good
    target = tmp_path / "archive.sqlite3"
    (tmp_path / "backups").mkdir()
    shutil.copy(backup, tmp_path / "backups" / backup.name)
    data = path.read_bytes()
    target.write_bytes({"half": data[:len(data) // 2], "header": data[:100], "zero": b"",
                        "garbage": b"PK\x03\x04 a zip, not an archive" * 100}[how])
    return target, tmp_path / "backups" / backup.name


@pytest.mark.parametrize("how", ["half", "header", "zero", "garbage"])
@pytest.mark.parametrize("command", COMMANDS, ids=lambda c: " ".join(c))
def test_every_command_names_the_damage_the_backup_and_the_restore(how, command, tmp_path, good, capsys):
    target, backup = _damaged(tmp_path, good, how)
    size = target.stat().st_size
    games = tmp_path / "games"
    games.mkdir()
    doc = sample_game()
    doc["meta"]["table"] = 99
    from app.format import save_game
    save_game(doc, games / "g.json")
    argv = [part.replace("GAMES", str(games)).replace("OUT", str(tmp_path / "out")) for part in command]
    assert main([*argv, "--db", str(target), "--lang", "en"]) == 2
    captured = capsys.readouterr()
    assert "Traceback" not in captured.out + captured.err
    lines = captured.err.splitlines()
    assert len(lines) == 1, captured.err
    assert lines[0].startswith(f"the archive {target} is damaged")
    assert f"The last backup is {backup}" in lines[0] and f'cp "{backup}" "{target}"' in lines[0]
    assert target.stat().st_size == size          # left as it was: nothing re-created or written
    assert not (tmp_path / "out").exists()


def test_an_emptied_archive_is_not_silently_started_anew(tmp_path, good):
    target, _ = _damaged(tmp_path, good, "zero")
    with pytest.raises(ArchiveDamaged) as damaged:
        open_archive(str(target))
    assert "the file is empty — 0 bytes" in damaged.value.message("en")
    assert "файл пуст" in damaged.value.message("ru")
    assert target.stat().st_size == 0


def test_without_a_backup_the_message_says_so(tmp_path, good):
    target = tmp_path / "archive.sqlite3"
    target.write_bytes(good[0].read_bytes()[:5000])
    with pytest.raises(ArchiveDamaged) as damaged:
        with open_archive(str(target)) as archive:
            archive.search_games()
    message = damaged.value.message("en")
    assert f"There is no backup in {tmp_path / 'backups'}" in message and "\n" not in message


def test_a_new_archive_is_still_created_where_there_is_none(tmp_path):
    with open_archive(str(tmp_path / "new.sqlite3")) as archive:
        assert archive.search_games() == []
