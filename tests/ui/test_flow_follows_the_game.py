"""The flow assistant, the timer, the banner and the findings follow the game: a cancelled
vote is not announced, the timer stops when nobody speaks and survives a crash, a tie and the
lift-all question are prompted on both sheets, and the newest error is read first."""
from boulevard_games import table
from PySide6.QtCore import Qt
from PySide6.QtWidgets import QMessageBox

from app.document import GameDocument
from app.sport import sample_game


def enter(w, *lines):
    for line in lines:
        w.quick.line.setText(line)
        w.quick.enter()
        assert not w.quick.error.isVisible(), (line, w.quick.error.text())


def panel(w):
    return w.flow_panel.step.text() + " | " + w.flow_panel.speakers.text()


def test_a_fourth_foul_cancels_the_vote_and_the_flow_does_not_announce_one(qtbot, window):
    w = window()
    enter(w, "n", "f4; f4; f4; f4")
    for _ in range(9):
        qtbot.keyClick(w, Qt.Key_F2)
    assert "Speaks now: player 10" in panel(w)
    assert "Then the vote" not in panel(w) and "No vote today" in panel(w)


def test_the_timer_stops_at_a_phase_change_and_at_a_vote(qtbot, window):
    w = window()
    timer = w.flow_panel.timer
    enter(w, "n")
    qtbot.keyClick(w, Qt.Key_F2)
    assert timer.running
    enter(w, "n")                                         # night falls: nobody speaks
    assert not timer.running
    enter(w, "k0", "n")
    qtbot.keyClick(w, Qt.Key_F2)
    enter(w, "2>5")
    assert timer.running
    enter(w, "v5=9")                                      # the vote has begun
    assert not timer.running


def test_the_timer_stops_at_the_game_s_end(qtbot, window):
    doc = sample_game()
    del doc["result"]
    events = doc["phases"][-1]["events"]
    last = events[2]                                      # the vote that ends the game
    del events[2:]
    w = window(GameDocument(doc))
    timer = w.flow_panel.timer
    qtbot.keyClick(w, Qt.Key_F5)
    assert timer.running and w.doc.state.outcome is None
    w.record(last)
    assert w.doc.state.outcome is not None and not timer.running


def test_a_restore_keeps_the_time_that_was_left(qtbot, window, monkeypatch):
    from ui.main import create_window
    w = window()
    enter(w, "n")
    qtbot.keyClick(w, Qt.Key_F2)
    for _ in range(17):
        w.flow_panel.timer._tick()
    assert w.flow_panel.timer.left == 43
    # the program dies here: nothing is closed; the next start restores the game
    import ui.restore
    monkeypatch.setattr(ui.restore, "ask", lambda text: QMessageBox.Yes)     # "Restore it?" Yes
    again = create_window("en")
    qtbot.addWidget(again)
    assert again.doc.to_json() == w.doc.to_json()
    assert again.flow_panel.timer.left == 43 and not again.flow_panel.timer.running
    assert again.flow_panel.timer.display.text() == "0:43"
    again.undo.setClean()
    again.autosave.closed()


def test_a_re_vote_and_the_lift_all_question_are_prompted_in_the_banner(qtbot, window):
    w = window()
    enter(w, "n", "1>5; 2>6")
    assert not w.banner.isVisible()
    enter(w, "v5 1 2 3 4 7")             # the five hands left go to the last candidate: a tie
    assert w.banner.isVisible() and "re-vote" in w.banner.text() and "5, 6" in w.banner.text()
    enter(w, "v6=5")
    enter(w, "v5 1 2 3 4 7", "v6=5")
    assert w.flow_panel.flow.step == "lift_all"
    assert w.banner.isVisible() and "whether all of them leave" in w.banner.text()


def test_a_boulevard_tie_is_prompted_the_moment_the_last_hand_is_counted(qtbot, window):
    w = window(table(phases=[{"phase": "N0", "events": []}, {"phase": "D1", "events": []}]))
    enter(w, "1>2 3>4", "v2=6")
    assert not w.banner.isVisible()
    enter(w, "v4=6")
    assert w.banner.isVisible() and "re-vote" in w.banner.text() and "2, 4" in w.banner.text()
    assert w.flow_panel.flow.step == "revote_speeches" and "player 2, 30 s" in panel(w)
    enter(w, "v2=7")                                       # the re-vote's round is the state's
    assert w.doc.phases[-1].events[-1] == {"type": "vote", "round": 2, "candidate": 2, "count": 7}


def test_a_new_error_is_the_first_finding(qtbot, window):
    w = window()
    enter(w, "n", "1>5; 2>6")
    w.record({"type": "vote", "round": 1, "candidate": 9, "count": 3})     # not a candidate
    first = w.findings.list.item(0).text()
    assert "9" in first and w.findings.list.item(0).data(Qt.UserRole + 10).severity == "error"
    w.record({"type": "vote", "round": 1, "candidate": 8, "count": 2})     # another one
    newest = w.findings.list.item(0).data(Qt.UserRole + 10)
    assert newest.severity == "error" and newest.event == len(w.doc.phases[-1].events) - 1


def menu_texts(w, seat):
    from PySide6.QtWidgets import QMenu

    from ui.seat_actions import fill_menu
    menu = QMenu(w)
    fill_menu(menu, w.doc.state, seat, w.record, w._ask_voters, w.set_shot)
    texts = [a.text() for a in menu.actions()]
    menu.deleteLater()
    return texts


def test_the_seat_menus_follow_the_state(qtbot, window):
    w = window()
    enter(w, "n", "1>5; 9>6", "v5 1 2 3 4 7", "v5 1 2 3 4 7")      # a repeated tie: the lift-all question
    assert w.flow_panel.flow.step == "lift_all"
    for seat in (1, 5, 9):
        texts = menu_texts(w, seat)
        assert "Lift-all vote…" in texts
        assert not [t for t in texts if t.startswith(("Withdraws", "Speech starts", "Votes against"))], texts
    enter(w, "l=7")
    assert w.doc.state.players[5].left is not None
    assert not [t for t in menu_texts(w, 5) if t.startswith(("Speech starts", "Withdraws"))]
