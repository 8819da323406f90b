"""The flow keeps pace with the table (who speaks now, who next, F2 through every speech,
the timer set to each speech's length) and the keyboard works wherever the focus is."""
from PySide6.QtCore import Qt
from PySide6.QtWidgets import QApplication

from app.document import GameDocument
from app.sport import sample_game


def f2(qtbot, w, times=1):
    for _ in range(times):
        qtbot.keyClick(w, Qt.Key_F2)


def panel(w):
    return w.flow_panel.step.text() + " | " + w.flow_panel.speakers.text()


def test_day_one_starts_with_nobody_speaking_and_f2_gives_the_floor_in_order(qtbot, window):
    w = window()
    w.next_phase()
    assert "Next (F2): player 1" in panel(w) and "Speaks now" not in panel(w)
    f2(qtbot, w)
    assert w.doc.phases[-1].events == [{"type": "speech", "seat": 1}]
    assert "Speaks now: player 1" in panel(w) and "Next (F2): player 2" in panel(w)
    assert w.flow_panel.timer.running and w.flow_panel.timer.left == 60
    f2(qtbot, w, 9)
    assert "Discussion" in panel(w) and "Speaks now: player 10" in panel(w) and "Then the vote" in panel(w)
    assert "Vote" not in w.flow_panel.step.text()


def test_f2_resets_the_timer_to_the_full_speech_and_starts_it(qtbot, window):
    w = window()
    w.next_phase()
    f2(qtbot, w, 2)
    timer = w.flow_panel.timer
    for _ in range(5):
        timer._tick()
    assert timer.left == 55
    f2(qtbot, w)
    assert "Speaks now: player 3" in panel(w) and timer.left == 60 and timer.running


def night_one_done():
    doc = sample_game()
    del doc["result"]
    doc["phases"] = doc["phases"][:3] + [{"phase": "D2", "events": []}]
    return GameDocument(doc)


def test_the_night_victim_s_last_word_comes_first_and_f2_gives_it(qtbot, window):
    w = window(night_one_done())
    assert "Next (F2): last word of player 4" in panel(w)
    f2(qtbot, w)
    assert "Speaks now: last word of player 4" in panel(w) and w.doc.phases[-1].events == []
    assert w.flow_panel.timer.running and w.flow_panel.timer.left == 60
    f2(qtbot, w)
    opener = w.doc.phases[-1].events[0]
    assert opener["type"] == "speech" and f"Speaks now: player {opener['seat']}" in panel(w)


def test_tied_players_speak_30_seconds_each_by_f2(qtbot, window):
    w = window()
    for line in ("n", "1>5; 2>6", "v5 1 2 3 4 7", "v6=5"):
        w.quick.line.setText(line)
        w.quick.enter()
    assert w.flow_panel.flow.step == "revote_speeches"
    assert "Next (F2): player 5, 30 s before the re-vote" in panel(w)
    f2(qtbot, w)
    assert "Speaks now: player 5, 30 s" in panel(w) and w.flow_panel.timer.left == 30
    f2(qtbot, w)
    assert "Speaks now: player 6, 30 s" in panel(w) and w.flow_panel.timer.running


def test_the_voted_out_player_s_last_word_is_prompted_before_the_night(qtbot, window):
    w = window()
    for line in ("n", "1>7; 3>5", "v7 1 2 3 4 6 8 10", "v5=3"):
        w.quick.line.setText(line)
        w.quick.enter()
    assert "Next (F2): last word of player 7" in panel(w)
    f2(qtbot, w)
    assert "Speaks now: last word of player 7" in panel(w) and "night falls" in panel(w)
    assert w.flow_panel.timer.left == 60 and w.flow_panel.timer.running


def test_the_game_keys_work_in_the_quick_entry_line(qtbot, window):
    w = window()
    line = w.quick.line
    line.setFocus()
    qtbot.keyClicks(line, "n")
    qtbot.keyClick(line, Qt.Key_Return)
    qtbot.keyClicks(line, "f3")
    qtbot.keyClick(line, Qt.Key_Return)
    qtbot.keyClicks(line, "w")
    qtbot.keyClick(line, Qt.Key_Z, Qt.ControlModifier)          # the game's undo, not the line's
    assert w.doc.phases[-1].events == [] and line.text() == "w"
    qtbot.keyClick(line, Qt.Key_Z, Qt.ControlModifier | Qt.ShiftModifier)
    assert w.doc.phases[-1].events == [{"type": "foul", "seat": 3}]
    role = w.model.index(4, 2)
    qtbot.keyPress(line, Qt.Key_F9)
    assert w.model.data(role) == "M"
    qtbot.keyRelease(line, Qt.Key_F9)
    assert w.model.data(role) == "•"
    qtbot.keyClick(line, Qt.Key_F2)
    assert w.doc.phases[-1].events[-1] == {"type": "speech", "seat": 1}
    qtbot.keyClick(line, Qt.Key_F5)
    assert not w.flow_panel.timer.running                        # F2 started it, F5 pauses
    qtbot.keyClick(line, Qt.Key_F7)
    assert w.flow_panel.timer.left == 30
    assert QApplication.focusWidget() is line


def test_ctrl_return_confirms_from_the_line(qtbot, window):
    doc = sample_game()
    del doc["result"]
    w = window(GameDocument(doc))
    w.quick.line.setFocus()
    qtbot.keyClick(w.quick.line, Qt.Key_Return, Qt.ControlModifier)
    assert w.doc.to_json()["result"] == {"winner": "red"}


def test_the_new_game_dialog_tabs_naturally_and_roles_go_by_their_letter(qtbot):
    from ui.new_game import NewGameDialog
    dialog = NewGameDialog(lang="en")
    qtbot.addWidget(dialog)
    with qtbot.waitActive(dialog):
        dialog.show()
    dialog.meta_edits["judge"].setFocus()
    qtbot.keyClick(dialog.meta_edits["judge"], Qt.Key_Tab)
    assert dialog.date.hasFocus() or dialog.date.isAncestorOf(QApplication.focusWidget())
    qtbot.keyClick(QApplication.focusWidget(), Qt.Key_Tab)      # one Tab leaves the date
    assert QApplication.focusWidget() is dialog.name_edits[0]
    qtbot.keyClick(dialog.name_edits[0], Qt.Key_Tab)
    assert QApplication.focusWidget() is dialog.name_edits[1]
    box = dialog.role_boxes[0]
    for letter, role in (("m", "mafia"), ("m", "mafia"), ("d", "don"), ("s", "sheriff"), ("c", "citizen")):
        qtbot.keyClick(box, letter)
        assert box.currentData() == role
