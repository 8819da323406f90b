"""macOS Finder's "Open With" reaches the sheet as a QFileOpenEvent (issue 24 §4)."""
import json

from PySide6.QtCore import QCoreApplication, QUrl
from PySide6.QtGui import QFileOpenEvent
from PySide6.QtWidgets import QApplication

from app.sport import sample_game
from ui.file_open import FileOpenWatcher


def test_a_file_the_system_asks_to_open_is_opened_in_the_window(qtbot, window, tmp_path):
    game = sample_game()
    game["players"][0]["name"] = "Открыт из Finder"
    path = tmp_path / "finder.json"
    path.write_text(json.dumps(game, ensure_ascii=False), encoding="utf-8")
    w = window()
    watcher = FileOpenWatcher(QApplication.instance(), w.open_path, w)
    try:
        QCoreApplication.sendEvent(QApplication.instance(), QFileOpenEvent(QUrl.fromLocalFile(str(path))))
        assert w.doc.to_json()["players"][0]["name"] == "Открыт из Finder"
    finally:
        QApplication.instance().removeEventFilter(watcher)
        watcher.deleteLater()


def test_a_damaged_file_from_the_system_is_refused_and_the_game_stays(qtbot, window, tmp_path, monkeypatch):
    from PySide6.QtWidgets import QMessageBox
    shown = []
    monkeypatch.setattr(QMessageBox, "warning", lambda *args: shown.append(args[2]))
    bad = tmp_path / "bad.json"
    bad.write_text("{не json", encoding="utf-8")
    w = window()
    before = w.doc.to_json()
    watcher = FileOpenWatcher(QApplication.instance(), w.open_path, w)
    try:
        QCoreApplication.sendEvent(QApplication.instance(), QFileOpenEvent(QUrl.fromLocalFile(str(bad))))
        assert len(shown) == 1 and "bad.json" in shown[0]
        assert w.doc.to_json() == before
    finally:
        QApplication.instance().removeEventFilter(watcher)
        watcher.deleteLater()
