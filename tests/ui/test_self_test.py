"""`mafia-protocol --self-test`: the sheet opens, closes once shown, and says what loaded."""
from app.cli import main


def test_the_sheet_starts_and_reports_its_translation_and_archive(qapp, monkeypatch, tmp_path, capsys):
    monkeypatch.setenv("MAFIA_PROTOCOL_HOME", str(tmp_path))
    monkeypatch.delenv("MAFIA_PROTOCOL_DB", raising=False)
    monkeypatch.setattr("ui.main.language", lambda: "ru")
    assert main(["--self-test"]) == 0
    line = capsys.readouterr().out.strip()
    assert line.startswith("the protocol sheet started: Qt 6.")
    assert "platform offscreen, language ru, translation loaded, archive open" in line


def test_a_missing_translation_fails_the_self_test(qapp, monkeypatch, tmp_path, capsys):
    monkeypatch.setenv("MAFIA_PROTOCOL_HOME", str(tmp_path))
    monkeypatch.delenv("MAFIA_PROTOCOL_DB", raising=False)
    monkeypatch.setattr("ui.main.language", lambda: "ru")
    monkeypatch.setattr("ui.main.TRANSLATIONS", tmp_path / "nowhere")
    assert main(["--self-test"]) == 1
    assert "translation MISSING" in capsys.readouterr().out


def test_the_self_test_leaves_no_translator_behind(qapp, monkeypatch, tmp_path):
    from PySide6.QtCore import QCoreApplication
    monkeypatch.setenv("MAFIA_PROTOCOL_HOME", str(tmp_path))
    monkeypatch.setattr("ui.main.language", lambda: "ru")
    assert main(["--self-test"]) == 0
    assert QCoreApplication.translate("MainWindow", "Select a seat in the sheet first.") == \
        "Select a seat in the sheet first."
