"""``mafia-protocol convert`` and ``import --from`` as a secretary runs them."""
from __future__ import annotations

import json
import shutil
from pathlib import Path

from app.cli import main
from app.format import load_game

DATA = Path(__file__).parent / "data"
GAMES = Path(__file__).parents[2] / "games"


def test_convert_from_mafiaratings_writes_valid_games(tmp_path, capsys) -> None:
    out = tmp_path / "out"
    assert main(["convert", "--from", "mafiaratings", str(DATA / "mafiaratings-club-game.json"),
                 "-o", str(out), "--lang", "en"]) == 0
    doc = load_game(out / "mafiaratings-club-game.json")
    assert doc["source"]["system"] == "mafiaratings"
    assert "Games written: 1" in capsys.readouterr().out


def test_convert_from_polemica_names_what_is_lost(tmp_path, capsys) -> None:
    assert main(["convert", "--from", "polemica", str(DATA / "polemica-tournament-game.json"),
                 "-o", str(tmp_path)]) == 0
    out = capsys.readouterr().out
    assert "polemica-tournament-game.json: не перенесено: тексты бонусов" in out
    assert (tmp_path / "polemica-tournament-game.json").exists()


def test_an_unreadable_record_is_exit_2_and_nothing_is_written(tmp_path, capsys) -> None:
    folder = tmp_path / "in"
    folder.mkdir()
    shutil.copy(DATA / "mafiaratings-club-game.json", folder / "a.json")
    record = json.loads((DATA / "mafiaratings-club-game.json").read_text(encoding="utf-8"))
    record["players"][2]["nominating"] = ["два"]
    (folder / "b.json").write_text(json.dumps(record, ensure_ascii=False), encoding="utf-8")
    out = tmp_path / "out"
    assert main(["convert", "--from", "mafiaratings", str(folder), "-o", str(out)]) == 2
    err = capsys.readouterr().err
    assert f"{folder / 'b.json'}: players[2].nominating[0]: ожидается целое число, а в записи \"два\"" in err
    assert "Traceback" not in err
    assert not out.exists()


def test_convert_to_mafiaratings_one_file_and_a_folder(tmp_path, capsys) -> None:
    one = tmp_path / "one.json"
    assert main(["convert", str(GAMES / "league-rotation-6-3-2-seat1-killed.json"), "--to", "mafiaratings",
                 "-o", str(one)]) == 0
    record = json.loads(one.read_text(encoding="utf-8"))
    assert record["rules"][0] == "1" and len(record["players"]) == 10
    folder = tmp_path / "many"
    games = tmp_path / "games"
    games.mkdir()
    for name in ("official-red-wins-clean.json", "sheet-recorded-game.json"):
        shutil.copy(GAMES / name, games / name)
    assert main(["convert", str(games), "--to", "mafiaratings", "-o", str(folder), "--lang", "en"]) == 0
    assert sorted(p.name for p in folder.iterdir()) == ["official-red-wins-clean.json", "sheet-recorded-game.json"]
    assert "sheet-recorded-game.json: not carried across: votes written as counts" in capsys.readouterr().out
    assert main(["convert", str(games), "--to", "mafiaratings", "-o", str(tmp_path / "tournament.json")]) == 0
    bundle = json.loads((tmp_path / "tournament.json").read_text(encoding="utf-8"))
    assert [r["winner"] for r in bundle["games"]] == ["civ", "civ"]
    back = tmp_path / "back"
    assert main(["convert", "--from", "mafiaratings", str(tmp_path / "tournament.json"), "-o", str(back)]) == 0
    assert sorted(p.name for p in back.iterdir()) == ["tournament-1.json", "tournament-2.json"]


def test_a_boulevard_game_cannot_go_to_mafiaratings(tmp_path, capsys) -> None:
    from app.boulevard import sample_boulevard_game
    from app.format import save_game
    save_game(sample_boulevard_game(), tmp_path / "club.json")
    assert main(["convert", str(tmp_path / "club.json"), "--to", "mafiaratings", "-o", str(tmp_path / "o")]) == 1
    assert "не переносится в mafiaratings совсем" in capsys.readouterr().err


def test_one_direction_only(capsys) -> None:
    assert main(["convert", "x.json", "-o", "y"]) == 2
    assert "--from" in capsys.readouterr().err


def test_import_from_polemica_is_all_or_nothing_and_idempotent(tmp_path, capsys) -> None:
    db = str(tmp_path / "archive.sqlite3")
    args = ["import", "--from", "polemica", str(DATA / "polemica-tournament-game.json"), "--db", db, "--lang", "en"]
    assert main(args) == 0
    assert "Games imported: 1" in capsys.readouterr().out
    assert main(args) == 0
    assert "already in the archive: 1" in capsys.readouterr().out
    assert main(["import", "--from", "polemica", str(DATA / "mafiaratings-club-game.json"), "--db", db]) == 2
    assert "это запись mafiaratings, а не polemica" in capsys.readouterr().err


def test_mafiaratings_numbers_for_the_upload(tmp_path) -> None:
    out = tmp_path / "one.json"
    assert main(["convert", str(GAMES / "official-red-wins-clean.json"), "--to", "mafiaratings", "-o", str(out),
                 "--club", "7", "--event", "70", "--tournament", "32", "--moderator", "3"]) == 0
    record = json.loads(out.read_text(encoding="utf-8"))
    assert (record["clubId"], record["eventId"], record["tournamentId"], record["moderator"]) == (7, 70, 32, {"id": 3})
    assert record["tableNum"] == 1 and "gameNum" not in record     # meta has no game number
    assert record["startTime"] == 1795910400       # 2026-11-29, Unix seconds as their records keep it


def test_convert_pays_only_for_the_engine(tmp_path) -> None:
    import subprocess
    import sys
    root = Path(__file__).resolve().parents[3]
    code = ("import sys, app.cli\n"
            "try:\n    app.cli.main(sys.argv[1:])\nexcept SystemExit:\n    pass\n"
            "print(sorted({m.split('.')[0] for m in sys.modules}))")
    argv = ["convert", "--from", "polemica", str(DATA / "polemica-tournament-game.json"), "-o", str(tmp_path)]
    result = subprocess.run([sys.executable, "-c", code, *argv], capture_output=True, text=True,
                            cwd=tmp_path, env={"PYTHONPATH": str(root), "PATH": "/usr/bin:/bin"})
    loaded = set(json.loads(result.stdout.strip().splitlines()[-1].replace("'", '"')))
    heavy = {"sqlalchemy", "alembic", "reportlab", "pyhanko", "PySide6", "psycopg", "pypdf", "pypdfium2"}
    assert "app" in loaded and not loaded & heavy, loaded & heavy
