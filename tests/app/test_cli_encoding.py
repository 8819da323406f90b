"""The command writes UTF-8 whatever the platform's encoding for a pipe (issue 24 §3).

Windows gives a pipe the ANSI code page, cp1252 on a Western system, which has no Cyrillic;
PYTHONIOENCODING=cp1252 makes any platform behave so.  Before the fix `check --json`, `show`
and `pdf --sign` died there with UnicodeEncodeError."""
import json
import os
import subprocess
import sys
from pathlib import Path

import pytest

from app.sport import sample_game

ROOT = Path(__file__).resolve().parents[2]


def run_cp1252(tmp_path, *argv):
    env = {k: v for k, v in os.environ.items() if not k.startswith(("LC_", "PYTHON"))}
    env.update(PYTHONIOENCODING="cp1252", PYTHONPATH=str(ROOT), LANG="ru_RU.UTF-8",
               MAFIA_PROTOCOL_HOME=str(tmp_path / "home"), MAFIA_PROTOCOL_PASSPHRASE="encoding test",
               QT_QPA_PLATFORM="offscreen")
    env.pop("MAFIA_PROTOCOL_DB", None)
    result = subprocess.run([sys.executable, "-m", "app", *map(str, argv)], capture_output=True,
                            cwd=tmp_path, env=env, timeout=120)
    return result.returncode, result.stdout.decode("utf-8"), result.stderr.decode("utf-8")


@pytest.fixture
def game(tmp_path):
    path = tmp_path / "game.json"
    path.write_text(json.dumps(sample_game(), ensure_ascii=False), encoding="utf-8")
    return path


def test_check_json_is_utf8_under_a_cp1252_pipe(tmp_path, game):
    code, out, err = run_cp1252(tmp_path, "check", game, "--json")
    assert code == 0, err
    assert "Traceback" not in err
    report = json.loads(out)
    assert report["status"] == "finished"


def test_show_writes_russian_under_a_cp1252_pipe(tmp_path, game):
    code, out, err = run_cp1252(tmp_path, "show", game)
    assert code == 0, err
    assert "Бармалей" in out


def test_a_signed_pdf_is_reported_in_russian_under_a_cp1252_pipe(tmp_path, game):
    code, out, err = run_cp1252(tmp_path, "pdf", game, "-o", tmp_path / "p.pdf", "--sign")
    assert code == 0, err
    assert (tmp_path / "p.pdf").read_bytes().startswith(b"%PDF")
    assert "Traceback" not in err
    assert any("\u0400" <= ch <= "\u04ff" for ch in out + err)


def test_a_bad_file_is_one_russian_line_under_a_cp1252_pipe(tmp_path):
    bad = tmp_path / "плохая.json"
    bad.write_text("{не json", encoding="utf-8")
    code, out, err = run_cp1252(tmp_path, "check", bad)
    assert code == 2
    assert err.count("\n") == 1 and "плохая.json" in err
