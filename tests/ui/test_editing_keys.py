"""Keys a judge types into a text field do what they do in every text field (issue 36 §4):
Ctrl+Backspace deletes a word of the quick-entry line, never the last recorded event; Enter
in a nickname cell of the new-game dialog commits the cell and moves on, never accepts it."""
from PySide6.QtCore import Qt

from ui.club_game import ClubGameDialog
from ui.new_game import NewGameDialog


def test_ctrl_backspace_deletes_a_word_of_the_line_not_the_last_event(qtbot, window):
    w = window()
    line = w.quick.line
    line.setFocus()
    for text in ("n", "1>5", "3>7"):
        qtbot.keyClicks(line, text)
        qtbot.keyClick(line, Qt.Key_Return)
    events = list(w.doc.phases[-1].events)
    qtbot.keyClicks(line, "v5 1 2 4")
    qtbot.keyClick(line, Qt.Key_Backspace, Qt.ControlModifier)
    assert line.text() == "v5 1 2 "
    assert w.doc.phases[-1].events == events            # the nomination of 7 is still there
    w.view.setFocus()                                    # from the sheet, the key is the menu's
    qtbot.keyClick(w.view, Qt.Key_Backspace, Qt.ControlModifier)
    assert w.doc.phases[-1].events == events[:-1]


def test_enter_in_a_nickname_moves_to_the_next_seat(qtbot):
    dialog = NewGameDialog(lang="ru")
    qtbot.addWidget(dialog)
    dialog.show()
    qtbot.waitExposed(dialog)
    accepted = []
    dialog.accepted.connect(lambda: accepted.append(True))
    first = dialog.name_edits[0]
    first.setFocus()
    first.insert("Я")             # (QTest cannot type a Cyrillic letter)
    qtbot.keyClick(first, Qt.Key_Return)
    assert not accepted and dialog.isVisible()
    assert dialog.focusWidget() is dialog.name_edits[1]
    dialog.name_edits[1].insert("Ты")
    qtbot.keyClick(dialog.name_edits[1], Qt.Key_Enter, Qt.KeypadModifier)
    assert dialog.focusWidget() is dialog.name_edits[2]
    last = dialog.name_edits[-1]
    last.setFocus()
    qtbot.keyClick(last, Qt.Key_Return)                  # the last seat: on along the tab chain
    assert not accepted and dialog.focusWidget() is not last
    assert dialog.names()[:2] == ["Я", "Ты"]


def test_enter_in_a_club_nickname_moves_on_after_a_resize(qtbot):
    dialog = ClubGameDialog(lang="ru")
    qtbot.addWidget(dialog)
    dialog.show()
    qtbot.waitExposed(dialog)
    dialog.table_size.setValue(8)
    accepted = []
    dialog.accepted.connect(lambda: accepted.append(True))
    dialog.name_edits[0].setFocus()
    qtbot.keyClick(dialog.name_edits[0], Qt.Key_Return)
    assert not accepted and dialog.focusWidget() is dialog.name_edits[1]
