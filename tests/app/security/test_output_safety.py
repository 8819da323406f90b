"""Issue 11 §2-§3: what leaves the program is safe — CSV cells are never formulas,
nicknames and file names never drive the terminal, odd folders are reported."""
from __future__ import annotations

import csv
import io
import os

import pytest

from app import csvsafe, recovery
from app.cli import main
from app.format import save_game
from app.sport import sample_game
from app.textsafe import printable

HOSTILE = ["=HYPERLINK(\"http://x\")", "+cmd|' /C calc'!A0", "-2+3", "@SUM(A1:A9)", "\tTab", "\rCR",
           "Кот\x1b]0;pwned\x07", "Ворон\x1b[31m", "\u202eнимер", "Ли\nса"]


def _game(names) -> dict:
    doc = sample_game()
    for player, name in zip(doc["players"], names):
        player["name"] = name
    return doc


def _counting_unsigned(folder) -> str:
    """The default preset with ``[games] unsigned = true``: these games are not signed."""
    from app.tournament.regulation import DEFAULT_REGULATION, PRESETS_DIR
    path = folder / "counting-unsigned.toml"
    text = (PRESETS_DIR / f"{DEFAULT_REGULATION}.toml").read_text(encoding="utf-8")
    path.write_text(text.replace("\nunsigned = false", "\nunsigned = true"), encoding="utf-8")
    return str(path)


def test_the_csv_helper_neutralises_formulas_and_keeps_numbers():
    for cell in HOSTILE[:6]:
        assert csvsafe.neutralise(cell) == "'" + cell
        assert csvsafe.restore(csvsafe.neutralise(cell)) == cell
    for cell in ("-0.5", "+3", "0", "1e3", "Кот", "", 4, -1.5, None):
        assert csvsafe.neutralise(cell) == cell


def test_standings_csv_has_no_cell_a_spreadsheet_would_run(tmp_path, capsys):
    folder = tmp_path / "games"
    folder.mkdir()
    save_game(_game(HOSTILE), folder / "g.json")
    out = tmp_path / "standings.csv"
    main(["tournament", "standings", str(folder), "--csv", str(out), "--scoring", _counting_unsigned(tmp_path)])
    capsys.readouterr()
    rows = list(csv.reader(io.StringIO(out.read_text(encoding="utf-8-sig")), delimiter=";"))
    cells = [cell for row in rows[1:] for cell in row]
    assert not [c for c in cells if c[:1] in ("=", "+", "@", "\t", "\r")]
    assert not [c for c in cells if c.startswith("-") and not csvsafe._NUMBER.fullmatch(c)]
    assert "'=HYPERLINK(\"http://x\")" in cells


def test_a_seating_csv_neutralises_names_and_reads_them_back(tmp_path, capsys):
    from app.tournament.schedule_io import read_csv
    names = tmp_path / "names.txt"
    players = [f"=Игрок{i}" if i % 2 else f"Игрок{i}" for i in range(10)]
    names.write_text("\n".join(players), encoding="utf-8")
    out = tmp_path / "seating.csv"
    assert main(["tournament", "seating", "--players", "10", "--tables", "1", "--games", "2",
                 "--names", str(names), "-o", str(out)]) == 0
    capsys.readouterr()
    text = out.read_text(encoding="utf-8-sig")
    assert ",=Игрок" not in text and ",'=Игрок1" in text
    assert sorted(read_csv(text).players) == sorted(players)


def test_show_escapes_control_characters_of_nicknames(tmp_path, capsys):
    path = tmp_path / "g.json"
    save_game(_game(HOSTILE), path)
    main(["show", str(path)])
    out = capsys.readouterr().out
    for char in ("\x1b", "\x07", "\u202e", "\r", "\t"):
        assert char not in out
    assert "Кот\\x1b]0;pwned" in out and "\\u202eнимер" in out and "Ли\\nса" in out


def test_standings_escape_control_characters_of_nicknames(tmp_path, capsys):
    folder = tmp_path / "games"
    folder.mkdir()
    save_game(_game(HOSTILE), folder / "g.json")
    main(["tournament", "standings", str(folder), "--scoring", _counting_unsigned(tmp_path)])
    captured = capsys.readouterr()
    for stream in (captured.out, captured.err):
        for char in ("\x1b", "\x07", "\u202e", "\r"):
            assert char not in stream
    assert "Ворон\\x1b[31m" in captured.out and "Ли\\nса" in captured.out
    assert len({len(line) for line in captured.out.splitlines()}) == 1     # the columns line up


def test_a_file_name_with_a_newline_stays_on_one_line_in_check(tmp_path, capsys):
    folder = tmp_path / "games"
    folder.mkdir()
    (folder / "bad\nname.json").write_text("{", encoding="utf-8")
    save_game(sample_game(), folder / "ok\x1b[2J.json")
    assert main(["check", str(folder), "--lang", "en"]) == 2
    captured = capsys.readouterr()
    error_lines = captured.err.splitlines()
    assert len(error_lines) == 1 and error_lines[0].startswith(f"{folder}/bad\\nname.json: not valid JSON")
    assert "\x1b" not in captured.out and "ok\\x1b[2J.json" in captured.out


def test_dangling_symbolic_links_in_a_folder_are_named(tmp_path, capsys):
    folder = tmp_path / "games"
    folder.mkdir()
    save_game(sample_game(), folder / "real.json")
    os.symlink(tmp_path / "gone.json", folder / "link.json")
    assert main(["check", str(folder), "--lang", "en"]) == 2
    err = capsys.readouterr().err
    assert f"{folder}/link.json: a dangling symbolic link" in err and "skipped" in err
    assert main(["tournament", "standings", str(folder), "--lang", "en"]) == 2
    assert "dangling symbolic link" in capsys.readouterr().err


@pytest.mark.parametrize("content", [
    b'{"format": "mafia-recovery/1", "document": ' + b"[" * 100_000 + b"]" * 100_000 + b"}",
    b'{"format": "mafia-recovery/1", "document": {"x": 1e999}}',
    b'{"format": "mafia-recovery/1", "file": "\\ud800", "document": {}}',
    b'{"format": "mafia-recovery/1", "format": "x"}',
    b"[1, 2]", b"\xff\xfe", b"",
])
def test_a_hostile_recovery_file_is_ignored_not_a_crash_at_start(content, tmp_path, monkeypatch):
    monkeypatch.setenv("MAFIA_PROTOCOL_HOME", str(tmp_path))
    path = recovery.recovery_file()
    path.parent.mkdir(parents=True)
    path.write_bytes(content)
    assert recovery.read() is None


def test_printable_keeps_text_and_escapes_controls():
    assert printable("Кот Шрёдингера — 1") == "Кот Шрёдингера — 1"
    assert printable("a\x00b\x7fc\x9bd") == "a\\x00b\\x7fc\\x9bd"


def test_exported_file_names_cannot_read_backwards_or_hold_controls():
    from app.storage.transfer import file_name
    name = file_name("meta:Кубок\u202enosj.exe\x7f\x9b/..\x1f3\x1f2\x1f", None, "ab12")
    assert name.endswith(".json") and "/" not in name
    assert not any(ch in name for ch in "\u202e\x7f\x9b")
