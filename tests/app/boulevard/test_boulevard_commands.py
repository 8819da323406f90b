"""``mafia-protocol check`` and ``mafia-protocol journal`` on boulevard games."""
import json
import os
import stat
from pathlib import Path

from app.boulevard import sample_boulevard_game
from app.cli import main
from app.format import save_game
from app.sport import sample_game

GAMES = Path(__file__).resolve().parent / "games"


def write(tmp_path, doc, name="game.json"):
    path = tmp_path / name
    save_game(doc, path)
    return path


def test_check_json_adds_the_night_results(tmp_path, capsys):
    path = write(tmp_path, sample_boulevard_game())
    assert main(["check", str(path), "--json", "--lang", "en"]) == 0
    report = json.loads(capsys.readouterr().out)
    assert report["ruleset"] == "boulevard" and report["winner"] == "red"
    n1 = report["night_results"]["N1"]
    assert n1["deaths"] == [{"seat": 5, "by": ["mafia_shot"]}]
    assert n1["blocked"] == [{"seat": 7, "role": "don", "by": 4, "lost": []}]
    assert n1["protections"] == [{"by": 3, "role": "doctor", "target": 2, "absorbed": 1}]
    assert n1["checks"] == [{"by": 2, "target": 7, "result": "mafia"}]
    assert n1["compares"] == [{"by": 5, "targets": [7, 8], "result": "different"}]
    assert n1["swaps"] == [] and n1["shot"]["carried_by"] == 8


def test_check_text_names_the_maniac_and_the_errors(tmp_path, capsys):
    assert main(["check", str(GAMES / "bv-33-maniac-wins-last-two.json"), "--lang", "en"]) == 0
    assert "finished, the Maniac wins" in capsys.readouterr().out
    assert main(["check", str(GAMES / "bv-09-block-commissar.json")]) == 1
    out = capsys.readouterr().out
    assert "Ф.2" in out and "заблокирован(а) и ничего не узнаёт" in out


def test_check_walks_the_boulevard_corpus(capsys):
    code = main(["check", str(GAMES), "--json", "--lang", "en"])
    assert code == 1                          # some games test errors on purpose
    lines = capsys.readouterr().out.splitlines()
    assert len(lines) == len(list(GAMES.glob("*.json")))
    assert all("night_results" in json.loads(line) for line in lines)


def test_journal_prints_text_and_json(tmp_path, capsys):
    path = write(tmp_path, sample_boulevard_game())
    assert main(["journal", str(path), "--lang", "en"]) == 0
    out = capsys.readouterr().out
    assert out.startswith("Private journal of the host") and "N1 #1   Putana (4) blocks 7" in out
    assert main(["journal", str(path), "--json"]) == 0
    exported = json.loads(capsys.readouterr().out)
    assert exported["format"] == "mafia-journal/1" and exported["entries"][1]["text"] == "Путана (4) блокирует 7"


def test_journal_writes_a_private_file_atomically(tmp_path, capsys):
    path = write(tmp_path, sample_boulevard_game())
    out = tmp_path / "journal.txt"
    assert main(["journal", str(path), "-o", str(out)]) == 0
    assert "Журнал записан" in capsys.readouterr().out
    assert out.read_text(encoding="utf-8").startswith("Приватный журнал ведущего")
    assert stat.S_IMODE(os.stat(out).st_mode) == 0o600
    assert [p.name for p in tmp_path.iterdir() if p.name.startswith(".")] == []
    assert main(["journal", str(path), "-o", str(tmp_path / "missing" / "x" / "j.txt")]) == 0
    blocked = tmp_path / "file"
    blocked.write_text("")
    assert main(["journal", str(path), "-o", str(blocked / "j.txt")]) == 2
    err = capsys.readouterr().err
    assert err.count("\n") == 1 and "не удалось записать журнал" in err


def test_journal_refuses_a_sport_game_and_an_unreadable_file(tmp_path, capsys):
    assert main(["journal", str(write(tmp_path, sample_game())), "--lang", "en"]) == 2
    err = capsys.readouterr().err
    assert "only a boulevard game" in err and "'league'" in err and err.count("\n") == 1
    bad = tmp_path / "bad.json"
    bad.write_text("{", encoding="utf-8")
    assert main(["journal", str(bad)]) == 2
    assert "bad.json" in capsys.readouterr().err


def test_show_prints_the_boulevard_table_and_pdf_renders_it(tmp_path, capsys):
    path = write(tmp_path, sample_boulevard_game())
    assert main(["show", str(path), "--lang", "en"]) == 0
    out = capsys.readouterr().out
    assert " 5  Перо     Journalist  N1 killed" in out
    assert "Day 2: nominated 7, 2; round 1: 7: 6, 2: 3; leaves 7" in out
    assert "Result: the town wins" in out
    assert main(["pdf", str(path), "-o", str(tmp_path / "g.pdf"), "--lang", "en"]) == 0
    assert "g.pdf: written" in capsys.readouterr().out
    assert (tmp_path / "g.pdf").read_bytes().startswith(b"%PDF")
