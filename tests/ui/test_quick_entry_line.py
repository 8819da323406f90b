"""The quick-entry line forgives a typo: a refused line is kept selected (the next command
replaces it), Esc clears it, Up and Down walk the lines accepted, and every game key (Ctrl+E
included) is the window's while the focus is in the line."""
from PySide6.QtCore import Qt
from PySide6.QtWidgets import QApplication


def type_line(qtbot, line, text):
    qtbot.keyClicks(line, text)
    qtbot.keyClick(line, Qt.Key_Return)


def test_a_refused_line_is_selected_and_the_next_command_replaces_it(qtbot, window):
    w = window()
    line = w.quick.line
    line.setFocus()
    type_line(qtbot, line, "n")
    type_line(qtbot, line, "10>2x")
    assert w.quick.error.isVisible() and line.text() == "10>2x"
    assert line.selectedText() == "10>2x"
    type_line(qtbot, line, "10>2")                # typed over the refused line, not in front of it
    assert w.doc.phases[-1].events == [{"type": "nominate", "by": 10, "target": 2}]
    assert line.text() == "" and not w.quick.error.isVisible()


def test_escape_clears_the_line_and_its_message(qtbot, window):
    w = window()
    line = w.quick.line
    line.setFocus()
    type_line(qtbot, line, "zz")
    assert w.quick.error.isVisible()
    qtbot.keyClick(line, Qt.Key_Escape)
    assert line.text() == "" and not w.quick.error.isVisible()


def test_up_and_down_walk_the_lines_accepted(qtbot, window):
    w = window()
    line = w.quick.line
    line.setFocus()
    for text in ("n", "1>5", "f3"):
        type_line(qtbot, line, text)
    type_line(qtbot, line, "oops")               # refused lines are not in the history
    qtbot.keyClick(line, Qt.Key_Escape)
    qtbot.keyClicks(line, "zz")                  # nothing to complete: the arrows are the history's
    qtbot.keyClick(line, Qt.Key_Up)
    assert line.text() == "f3"
    qtbot.keyClick(line, Qt.Key_Up)
    assert line.text() == "1>5"
    qtbot.keyClick(line, Qt.Key_Up)
    qtbot.keyClick(line, Qt.Key_Up)               # the oldest stays
    assert line.text() == "n"
    qtbot.keyClick(line, Qt.Key_Down)
    assert line.text() == "1>5"
    qtbot.keyClick(line, Qt.Key_Down)
    qtbot.keyClick(line, Qt.Key_Down)             # past the newest: what was being typed
    assert line.text() == "zz"


def test_a_hurried_line_in_the_russian_layout_is_recorded(qtbot, window):
    w = window()
    line = w.quick.line
    line.setFocus()
    for text in ("т", "1Ю5ж а3"):                 # n; then 1>5; f3 (QTest types Latin keys only)
        line.setText(text)
        qtbot.keyClick(line, Qt.Key_Return)
    assert w.doc.phases[-1].events == [{"type": "nominate", "by": 1, "target": 5}, {"type": "foul", "seat": 3}]


def test_an_unreadable_command_names_the_form_expected(qtbot, window):
    w = window()
    line = w.quick.line
    line.setFocus()
    type_line(qtbot, line, "n")
    type_line(qtbot, line, "v8,1")
    assert "v8 1 2 4" in w.quick.error.text() and "v8=4" in w.quick.error.text()


def test_every_key_of_the_menus_works_from_the_line(qtbot, window, monkeypatch):
    w = window()
    called = []
    monkeypatch.setattr(w.exporter, "export_pdf", lambda: called.append("pdf"))
    # the menu was built with the bound method: rebuild the action's target through a wrapper
    action = next(a for a in w.findChildren(type(w.menu_actions["undo"])) if a.shortcut().toString() == "Ctrl+E")
    action.triggered.disconnect()
    action.triggered.connect(lambda *_: w.exporter.export_pdf())
    line = w.quick.line
    line.setFocus()
    qtbot.keyClicks(line, "f3")
    qtbot.keyClick(line, Qt.Key_E, Qt.ControlModifier)
    assert called == ["pdf"] and line.text() == "f3"      # not the line's "end of line"
    before = len(w.doc.phases)
    qtbot.keyClick(line, Qt.Key_F8)
    assert len(w.doc.phases) == before + 1
    assert QApplication.focusWidget() is line
