"""A modal dialog no test expected fails the test at once, naming what it says (issue 35 §3):
offscreen nobody clicks it, and the run would wait forever."""
from __future__ import annotations

import pytest
from PySide6.QtCore import QTimer
from PySide6.QtWidgets import QDialog, QFileDialog, QInputDialog, QMessageBox


def test_a_message_box_fails_the_test_naming_its_text(qtbot, no_unexpected_dialog):
    with pytest.raises(pytest.fail.Exception, match="QMessageBox.warning.*Open for the tables.*port is taken"):
        QMessageBox.warning(None, "Open for the tables", "the port is taken")
    said = "an unexpected modal QMessageBox.warning: 'Open for the tables / the port is taken'"
    assert no_unexpected_dialog == [said]
    no_unexpected_dialog.clear()      # seen: the teardown would fail this test otherwise


@pytest.mark.parametrize("ask", [
    lambda: QInputDialog.getText(None, "Passphrase", "Your key's passphrase"),
    lambda: QFileDialog.getSaveFileName(None, "Save the protocol"),
    lambda: QDialog().exec(),
])
def test_every_blocking_dialog_fails_instead_of_waiting(qtbot, no_unexpected_dialog, ask):
    with pytest.raises(pytest.fail.Exception, match="an unexpected modal") as failed:
        ask()
    assert failed.value.msg == no_unexpected_dialog[0]
    no_unexpected_dialog.clear()


def test_a_dialog_shown_from_a_qt_slot_is_remembered_for_the_teardown(qtbot, no_unexpected_dialog):
    # a slot's exception goes to Qt's caller, not to the test: the list keeps it for the teardown
    with qtbot.capture_exceptions() as raised:      # pytest-qt fails the test with it too
        QTimer.singleShot(0, lambda: QMessageBox.critical(None, "Serving", "initdb failed"))
        qtbot.waitUntil(lambda: bool(no_unexpected_dialog))
    assert "initdb failed" in str(raised[0][1])
    assert "initdb failed" in no_unexpected_dialog[0]
    no_unexpected_dialog.clear()


def test_a_test_that_expects_the_dialog_replaces_it(qtbot, monkeypatch, no_unexpected_dialog):
    told = []
    monkeypatch.setattr(QMessageBox, "information", lambda *a, **k: told.append(a[2]))
    QMessageBox.information(None, "Saved", "the protocol is saved")
    assert told == ["the protocol is saved"] and no_unexpected_dialog == []
