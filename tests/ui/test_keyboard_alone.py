"""A game recorded by keyboard alone: from the start page to the signed PDF, no mouse.
(The operating system's file dialog and the passphrase prompt are answered for the test.)"""
from PySide6.QtCore import QEvent, Qt
from PySide6.QtGui import QKeyEvent
from PySide6.QtWidgets import QApplication, QFileDialog, QInputDialog
from test_main_window import LINES, corpus_game, same_game

from app.signing import VALID, own_certificate, verify_pdf


def keys(qtbot, text=None, key=None, modifier=Qt.NoModifier):
    widget = QApplication.focusWidget()
    assert widget is not None, "no widget has the focus"
    for char in text or "":      # QTest types ASCII only: Cyrillic goes as the key's text
        for kind in (QEvent.KeyPress, QEvent.KeyRelease):
            QApplication.sendEvent(widget, QKeyEvent(kind, Qt.Key_unknown, Qt.NoModifier, char))
    if key is not None:
        qtbot.keyClick(widget, key, modifier)


def test_from_the_start_page_to_the_signed_pdf_by_keyboard(qtbot, tmp_path, monkeypatch):
    from ui.main import create_window
    from ui.new_game import NewGameDialog
    corpus = corpus_game()
    w = create_window("en")
    qtbot.addWidget(w)
    with qtbot.waitActive(w):
        w.show()
        w.activateWindow()
    assert w.pages.currentWidget() is w.start

    def typed(dialog):
        """The new-game dialog, filled as a judge types it: Tab from field to field."""
        with qtbot.waitActive(dialog):
            dialog.show()
            dialog.activateWindow()
        qtbot.waitUntil(lambda: QApplication.focusWidget() is dialog.meta_edits["tournament"], timeout=3000)
        meta = corpus["meta"]
        for value in (meta["tournament"], "1", "1", "1", meta["judge"]):
            keys(qtbot, value, Qt.Key_Tab)
        keys(qtbot, None, Qt.Key_Tab)                          # the date stays today's
        for player in corpus["players"]:
            keys(qtbot, player["name"], Qt.Key_Tab)
        letters = {"citizen": "c", "sheriff": "s", "mafia": "m", "don": "d"}
        for player in corpus["players"]:
            keys(qtbot, letters[player["role"]], Qt.Key_Tab if player["seat"] < 10 else None)
        keys(qtbot, None, Qt.Key_Return)                       # OK is the default button
        seen.append((dialog.names(), dialog.roles(), dialog.meta(), dialog.message.text(),
                     type(QApplication.focusWidget()).__name__, dialog.result()))
        return dialog.result()
    seen = []
    monkeypatch.setattr(NewGameDialog, "exec", typed)
    keys(qtbot, None, Qt.Key_N, Qt.ControlModifier)
    assert w.pages.currentWidget() is w.split, seen
    assert [p["name"] for p in w.doc.to_json()["players"]] == [p["name"] for p in corpus["players"]]

    with qtbot.waitActive(w):       # the window manager gives the focus back after a dialog
        w.activateWindow()
    keys(qtbot, None, Qt.Key_L, Qt.ControlModifier)
    assert QApplication.focusWidget() is w.quick.line
    for line in LINES:
        keys(qtbot, line, Qt.Key_Return)
        assert not w.quick.error.isVisible(), (line, w.quick.error.text())
    keys(qtbot, None, Qt.Key_Return, Qt.ControlModifier)       # confirm the result
    assert same_game(w.doc.to_json(), corpus)

    target = tmp_path / "signed.pdf"
    monkeypatch.setattr(QFileDialog, "getSaveFileName", lambda *a, **k: (str(target), ""))
    monkeypatch.setattr(QInputDialog, "getText", lambda *a, **k: ("судейский пароль", True))
    keys(qtbot, None, Qt.Key_E, Qt.ControlModifier | Qt.ShiftModifier)
    assert verify_pdf(target.read_bytes(), [own_certificate()]).status == VALID
    assert "✔" in w.header.text()
    w.undo.setClean()
