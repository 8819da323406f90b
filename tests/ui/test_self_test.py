"""`mafia-protocol --self-test`: the sheet opens, closes once shown, and says what loaded.

Each runs in a process of its own, as the installers' smoke test runs it: the self-test starts
and quits the application's event loop, which leaves a shared test application unable to move
the focus between widgets afterwards (a later test of the night panel then failed)."""
import os
import subprocess
import sys
from pathlib import Path

ROOT = Path(__file__).resolve().parents[2]


def self_test(tmp_path, code: str) -> subprocess.CompletedProcess:
    env = {k: v for k, v in os.environ.items() if k not in ("MAFIA_PROTOCOL_DB", "PYTHONPATH")}
    env.update(MAFIA_PROTOCOL_HOME=str(tmp_path), QT_QPA_PLATFORM="offscreen", PYTHONPATH=str(ROOT))
    prologue = "import ui.main\nui.main.language = lambda: 'ru'\nfrom app.cli import main\n"
    return subprocess.run([sys.executable, "-c", prologue + code], capture_output=True, text=True,
                          cwd=tmp_path, env=env, timeout=120)


def test_the_sheet_starts_and_reports_its_translation_and_archive(tmp_path):
    result = self_test(tmp_path, "raise SystemExit(main(['--self-test']))")
    assert result.returncode == 0, result.stderr
    line = result.stdout.strip()
    assert line.startswith("the protocol sheet started: Qt 6.")
    assert "platform offscreen, language ru, translation loaded, archive open" in line


def test_a_missing_translation_fails_the_self_test(tmp_path):
    result = self_test(tmp_path, f"ui.main.TRANSLATIONS = {str(tmp_path / 'nowhere')!r}\n"
                                 "raise SystemExit(main(['--self-test']))")
    assert result.returncode == 1
    assert "translation MISSING" in result.stdout


def test_the_self_test_leaves_no_translator_behind(tmp_path):
    result = self_test(tmp_path, "assert main(['--self-test']) == 0\n"
                                 "from PySide6.QtCore import QCoreApplication\n"
                                 "print(QCoreApplication.translate('MainWindow', 'Select a seat in the sheet first.'))")
    assert result.returncode == 0, result.stderr
    assert result.stdout.strip().splitlines()[-1] == "Select a seat in the sheet first."
