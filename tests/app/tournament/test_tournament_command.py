"""``mafia-protocol tournament``: outputs, exit codes and one-line errors in both languages."""
import json

import pytest
from tournament_builder import black_win, counting_unsigned_file, red_win

from app.cli import main
from app.format import save_game

NAMES = list("ABCDEFGHIJ")


@pytest.fixture
def keyhome(tmp_path, monkeypatch):
    folder = tmp_path / "keys"
    monkeypatch.setenv("MAFIA_PROTOCOL_HOME", str(folder))
    monkeypatch.setenv("MAFIA_PROTOCOL_PASSPHRASE", "секрет")
    return folder


@pytest.fixture
def games(tmp_path):
    folder = tmp_path / "games"
    folder.mkdir()
    save_game(red_win(NAMES, extra={"3": 0.4}, meta={"tournament": "Кубок", "round": 1, "table": 1}),
              folder / "r1-t1.json")
    save_game(black_win(["J"] + NAMES[:9], meta={"tournament": "Кубок", "round": 2, "table": 1}),
              folder / "r2-t1.json")
    return folder


def test_standings_table_and_json(games, tmp_path, capsys):
    assert main(["tournament", "standings", str(games), "--scoring", counting_unsigned_file(tmp_path)]) == 0
    out = capsys.readouterr().out.splitlines()
    assert out[0].split()[:3] == ["#", "Игрок", "И"] and out[1].split()[1] == "D"
    assert main(["tournament", "standings", str(games), "--json", "--scoring",
                 counting_unsigned_file(tmp_path, "fiim-2023"), "--lang", "en"]) == 0
    data = json.loads(capsys.readouterr().out)
    assert data["format"] == "mafia-standings/1" and data["regulation"]["key"] == "fiim-2023"
    assert [r["name"] for r in data["rows"][:2]] == ["D", "F"] and data["rows"][1]["decided_by"] is not None


def test_an_unknown_regulation_and_an_unreadable_file(games, tmp_path, capsys):
    assert main(["tournament", "standings", str(games), "--scoring", "fiim-1999", "--lang", "en"]) == 2
    err = capsys.readouterr().err
    assert err.strip() == 'unknown regulation "fiim-1999" (known: fiim-2023, fiim-2024, rfm-2026)'
    (games / "broken.json").write_text("{not json", encoding="utf-8")
    assert main(["tournament", "standings", str(games), "--scoring", counting_unsigned_file(tmp_path)]) == 2
    captured = capsys.readouterr()
    assert "broken.json" in captured.err and "Traceback" not in captured.err
    assert captured.out.splitlines()[1].split()[1] == "D"      # the rest is still counted
    assert main(["tournament", "standings", str(tmp_path / "nowhere")]) == 2


def test_errors_in_the_awards_give_exit_1(tmp_path, capsys):
    doc = red_win(NAMES, extra={"1": 0.35}, meta={"round": 1, "table": 1})
    save_game(doc, tmp_path / "g.json")
    assert main(["tournament", "standings", str(tmp_path / "g.json"), "--scoring",
                 counting_unsigned_file(tmp_path, "rfm-2026"), "--lang", "en"]) == 1
    assert "player 1: extra points 0.35 are not in the regulation's list" in capsys.readouterr().err


def test_seating_refuses_with_the_reason_and_writes_files(tmp_path, capsys):
    assert main(["tournament", "seating", "--players", "25", "--tables", "2", "--games", "3"]) == 2
    assert "не кратно" in capsys.readouterr().err
    assert main(["tournament", "seating", "--players", "20", "--tables", "2", "--games", "3",
                 "--apart", "1-2"]) == 2
    assert "--apart" in capsys.readouterr().err
    out = tmp_path / "plan.csv"
    assert main(["tournament", "seating", "--players", "20", "--tables", "2", "--games", "3", "--seed", "4",
                 "--apart", "1,2", "--effort", "0.2", "-o", str(out), "--lang", "en"]) == 0
    err = capsys.readouterr().err
    assert "Pair meetings: ideal" in err and "Seats:" in err
    assert len(out.read_text(encoding="utf-8-sig").splitlines()) == 1 + 3 * 20
    assert main(["tournament", "seating", "--players", "20", "--tables", "2", "--games", "3", "--effort", "0.2",
                 "--json"]) == 0
    data = json.loads(capsys.readouterr().out)
    assert data["schedule"]["format"] == "mafia-seating/1" and "meetings_sd" in data["figures"]


def test_seating_with_names_from_a_file(tmp_path, capsys):
    names = tmp_path / "names.txt"
    names.write_text("\n".join(f"Ник {i}" for i in range(1, 21)), encoding="utf-8")
    assert main(["tournament", "seating", "--players", "20", "--tables", "2", "--games", "1",
                 "--names", str(names), "--effort", "0.1"]) == 0
    assert "Ник 1" in capsys.readouterr().out
    assert main(["tournament", "seating", "--players", "30", "--tables", "3", "--games", "1",
                 "--names", str(names), "--lang", "en"]) == 2
    assert "20 names for 30 players" in capsys.readouterr().err


def test_a_signed_summary(games, tmp_path, keyhome, capsys):
    out = tmp_path / "summary.pdf"
    csv = tmp_path / "standings.csv"
    assert main(["tournament", "summary", str(games), "-o", str(out), "--sign", "--chief", "Петров П. П.",
                 "--csv", str(csv), "--scoring", counting_unsigned_file(tmp_path)]) == 0
    assert "подписан (Петров П. П.)" in capsys.readouterr().out
    assert main(["verify", str(out), "--lang", "en"]) == 0
    assert "signed by Петров П. П." in capsys.readouterr().out
    assert csv.read_text(encoding="utf-8-sig").splitlines()[1].startswith("1;D;")


def test_signing_without_a_passphrase_is_refused(games, tmp_path, monkeypatch, capsys):
    monkeypatch.setenv("MAFIA_PROTOCOL_HOME", str(tmp_path / "keys"))
    monkeypatch.delenv("MAFIA_PROTOCOL_PASSPHRASE", raising=False)
    assert main(["tournament", "summary", str(games), "-o", str(tmp_path / "s.pdf"), "--sign",
                 "--scoring", counting_unsigned_file(tmp_path)]) == 3
    assert not (tmp_path / "s.pdf").exists()


def test_an_output_that_cannot_be_written(games, tmp_path, capsys):
    blocker = tmp_path / "file"
    blocker.write_text("x")
    assert main(["tournament", "summary", str(games), "-o", str(blocker / "s.pdf"), "--lang", "en",
                 "--scoring", counting_unsigned_file(tmp_path)]) == 4
    assert "cannot write" in capsys.readouterr().err
